/**
 * The staff libraries go into the module-federation share scope when /backend loads, not
 * with the shell: a plugin's back-office module that imports react-admin, MUI or emotion
 * then gets this very copy (one emotion cache, one admin context), and the storefront
 * never downloads them. Each is loaded only when a plugin asks for it: the whole library
 * (a plugin may use any export) costs ~150 KB gzip more than what the back office itself
 * uses, so it stays in its own chunks until then. Versions come from the build
 * (webpack DefinePlugin).
 */
type Entry = { get: () => Promise<() => unknown>; from: string; eager: boolean; loaded?: number };

const LOADERS: Record<string, () => Promise<unknown>> = {
  'react-admin': () => import('react-admin'),
  '@mui/material': () => import('@mui/material'),
  '@emotion/react': () => import('@emotion/react'),
  '@emotion/styled': () => import('@emotion/styled'),
};

export function shareLibraries(): void {
  const scope = (__webpack_share_scopes__.default ?? {}) as Record<string, Record<string, Entry>>;
  for (const [name, load] of Object.entries(LOADERS)) {
    const version = __BACKEND_VERSIONS__[name];
    if (!version || scope[name]?.[version]) continue;
    scope[name] = { ...scope[name], [version]: { get: () => load().then((module) => () => module), from: 'shell', eager: false } };
  }
}
