/**
 * The staff libraries go into the module-federation share scope when /backend loads, not
 * with the shell: a plugin's back-office module that imports react-admin, MUI or emotion
 * then gets this very copy (one emotion cache, one admin context), and the storefront
 * never downloads them. Versions come from the build (webpack DefinePlugin).
 */
import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as mui from '@mui/material';
import * as reactAdmin from 'react-admin';

type Entry = { get: () => Promise<() => unknown>; loaded: number; from: string; eager: boolean };
const MODULES: Record<string, unknown> = {
  'react-admin': reactAdmin,
  '@mui/material': mui,
  '@emotion/react': emotionReact,
  '@emotion/styled': emotionStyled,
};

export function shareLibraries(): void {
  const scope = (__webpack_share_scopes__.default ?? {}) as Record<string, Record<string, Entry>>;
  for (const [name, module] of Object.entries(MODULES)) {
    const version = __BACKEND_VERSIONS__[name];
    if (!version || scope[name]?.[version]) continue;
    scope[name] = { ...scope[name], [version]: { get: () => Promise.resolve(() => module), loaded: 1, from: 'shell', eager: false } };
  }
}
