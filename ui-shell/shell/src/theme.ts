/**
 * Theme colours from the configuration (spec 000 §9: #000000 and #333333 by default):
 * `themeColor` drives the header and the main buttons, `themeColorSecondary` the footer.
 * Text on them is white or black, whichever reads better (WCAG contrast).
 */
import type { Config } from '@tresen/sdk';

export const DEFAULT_PRIMARY = '#000000';
export const DEFAULT_SECONDARY = '#333333';
const HEX = /^#[0-9a-f]{6}$/i;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** '#ffffff' or '#000000', whichever contrasts more with `background`. */
export function readableOn(background: string): string {
  const l = luminance(background);
  return (1.05 / (l + 0.05)) >= ((l + 0.05) / 0.05) ? '#ffffff' : '#000000';
}

export function themeVariables(config: Config): Record<string, string> {
  const pick = (value: unknown, fallback: string) => (typeof value === 'string' && HEX.test(value) ? value : fallback);
  const primary = pick(config.themeColor, DEFAULT_PRIMARY);
  const secondary = pick(config.themeColorSecondary, DEFAULT_SECONDARY);
  return {
    '--t-primary': primary,
    '--t-on-primary': readableOn(primary),
    '--t-secondary': secondary,
    '--t-on-secondary': readableOn(secondary),
  };
}

export function applyTheme(config: Config, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(config))) root.style.setProperty(name, value);
}
