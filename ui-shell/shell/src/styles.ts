/** The shell's few base styles (theme colours #000000 / #333333, radius .25rem). */
const CSS = `
:root { --t-dark: #000000; --t-grey: #333333; --t-radius: .25rem; --t-light: #f5f5f5; }
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--t-dark); }
a { color: inherit; }
.t-page { min-height: 100vh; display: flex; flex-direction: column; }
.t-main { flex: 1; padding: 1.5rem; max-width: 72rem; width: 100%; margin: 0 auto; }
.t-header { display: flex; gap: 1.5rem; align-items: center; padding: 1rem 1.5rem; background: var(--t-dark); color: #fff; }
.t-header nav { display: flex; gap: 1rem; flex-wrap: wrap; }
.t-brand { font-weight: 700; text-decoration: none; font-size: 1.25rem; }
.t-footer { background: var(--t-grey); color: #fff; padding: 1.5rem; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.t-footer address { font-style: normal; }
.t-loader { padding: 2rem; text-align: center; color: var(--t-grey); }
.t-button { border: 1px solid var(--t-dark); background: var(--t-dark); color: #fff; border-radius: var(--t-radius); padding: .4rem .8rem; cursor: pointer; font: inherit; }
.t-button--plain { background: transparent; color: inherit; }
.t-button:disabled { opacity: .4; cursor: default; }
.t-notices { position: fixed; right: 1rem; bottom: 1rem; display: grid; gap: .5rem; z-index: 1000; max-width: 24rem; }
.t-notice { background: #fff; border: 1px solid var(--t-dark); border-radius: var(--t-radius); padding: .75rem; display: grid; gap: .5rem; }
.t-notice div { display: flex; gap: .5rem; }
.t-list { list-style: none; padding: 0; display: grid; gap: .5rem; }
.t-row { display: flex; gap: 1rem; align-items: center; justify-content: space-between; }
.t-qty { display: inline-flex; align-items: center; gap: .5rem; }
`;

/**
 * Adopted as a constructed stylesheet where supported: CSSOM is not subject to a CSP
 * `style-src` without 'unsafe-inline', an injected <style> element is.
 */
export function injectStyles(): void {
  if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in document) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.appendChild(style);
}
