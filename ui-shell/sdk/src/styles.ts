/**
 * Stylesheets are adopted as constructed stylesheets where supported: CSSOM is not subject
 * to a CSP `style-src` without 'unsafe-inline', an injected <style> element is. Each sheet
 * is added once (lazy chunks and plugins bring their own: `injectStyles(id, css)`).
 */
const injected = new Set<string>();

export function injectStyles(id: string, css: string): void {
  if (injected.has(id) || typeof document === 'undefined') return;
  injected.add(id);
  if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in document) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.dataset.tresen = id;
  style.textContent = css;
  document.head.appendChild(style);
}
