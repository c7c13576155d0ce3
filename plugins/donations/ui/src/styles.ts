import { injectStyles } from '@tresen/sdk';

/** The block's few own styles, adopted like the shell's (CSSOM is not subject to style-src). */
const CSS = `
.tdn-chosen { display: grid; gap: .35rem; padding: .85rem 1rem; margin: .5rem 0 .75rem; }
.tdn-chosen p { margin: 0; }
.tdn-chosen__amount { display: flex; justify-content: space-between; gap: 1rem; font-weight: 600; }
.tdn-list { list-style: none; margin: .75rem 0 0; padding: 0; display: grid; gap: .5rem; }
.tdn-option { width: 100%; text-align: left; display: grid; gap: .2rem; align-items: start; font: inherit; color: inherit; }
.tdn-option[aria-pressed="true"] { border-color: var(--t-primary); box-shadow: inset 0 0 0 1px var(--t-primary); }
.tdn-option small { color: var(--t-muted); font-size: .875rem; }
`;

/** Adopt the block's styles once (the SDK's injectStyles, as the shell does). */
export function adoptStyles(): void {
  injectStyles('plugin-donations', CSS);
}
