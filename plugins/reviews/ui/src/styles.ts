import { injectStyles } from '@tresen/sdk';

/** The questionnaire's own styles (stars), adopted like the shell's sheets. */
const CSS = `
.trv-card { padding: 1.1rem 1.25rem; }
.trv-card h2 { font-size: 1.1rem; margin-top: 0; }
.trv-rating { border: 0; margin: 0 0 .75rem; padding: 0; }
.trv-rating legend { font-weight: 600; padding: 0; margin-bottom: .25rem; }
.trv-stars { display: flex; gap: .25rem; }
.trv-star { position: relative; display: inline-grid; place-items: center; width: 2.75rem; height: 2.75rem; cursor: pointer; font-size: 2rem; line-height: 1; color: #8c8a86; }
.trv-star input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
.trv-star.is-on { color: #b26a00; }
.trv-star:has(input:focus-visible) { outline: 3px solid var(--t-primary); outline-offset: 2px; border-radius: var(--t-radius); }
`;

/** Adopt the block's styles once (the SDK's injectStyles, as the shell does). */
export function adoptStyles(): void {
  injectStyles('plugin-reviews', CSS);
}
