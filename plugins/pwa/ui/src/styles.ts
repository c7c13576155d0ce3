import { injectStyles } from '@tresen/sdk';

/** The installable app's own styles, adopted like the shell's (CSSOM is not subject to style-src). */
const CSS = `
.tpwa-bar { position: fixed; left: .75rem; right: .75rem; z-index: 1090; margin: 0 auto; max-width: 36rem; border-radius: var(--t-radius-lg); box-shadow: var(--t-shadow); padding: .85rem 1rem; display: flex; flex-wrap: wrap; gap: .6rem 1rem; align-items: center; background: #1b1b1b; color: #fff; }
.tpwa-bar p { margin: 0; flex: 1 1 14rem; }
.tpwa-bar strong { display: block; }
.tpwa-bar .t-button { background: #fff; color: #1b1b1b; border-color: #fff; }
.tpwa-bar .t-button--plain { background: transparent; color: #fff; border-color: transparent; }
.tpwa-bottom { bottom: .75rem; }
.tpwa-top { top: .75rem; }
.tpwa-offline { background: var(--t-warning-bg); color: var(--t-warning); border: 1px solid currentColor; }
.tpwa-offline .t-button { background: var(--t-warning); color: #fff; border-color: var(--t-warning); }
.tpwa-dialog { border: 0; border-radius: var(--t-radius-lg); box-shadow: var(--t-shadow); padding: 1.25rem 1.25rem 1rem; max-width: min(26rem, calc(100vw - 2rem)); }
.tpwa-dialog::backdrop { background: rgb(0 0 0 / .45); }
.tpwa-dialog h2 { margin: 0 0 .75rem; font-size: 1.2rem; }
.tpwa-dialog ol { margin: 0 0 1rem; padding-left: 1.25rem; display: grid; gap: .4rem; }
.tpwa-dialog__actions { display: flex; gap: .75rem; justify-content: flex-end; flex-wrap: wrap; }
.tpwa-promo { padding: 1rem 1.1rem; margin-top: 1rem; display: grid; gap: .5rem; justify-items: start; }
.tpwa-promo h2 { margin: 0; font-size: 1.1rem; }
.tpwa-promo p { margin: 0; }
.tpwa-footer { color: inherit; border-color: currentColor; background: transparent; }
`;

/** Adopt the block's styles once (the SDK's injectStyles, as the shell does). */
export function adoptStyles(): void {
  injectStyles('plugin-pwa', CSS);
}
