/** The quantity picker. */
export const QUANTITY_CSS = `
.t-qty { display: inline-flex; align-items: center; border: 1px solid var(--t-border); border-radius: var(--t-radius); background: #fff; }
.t-qty button { min-width: var(--t-touch); min-height: var(--t-touch); border: 0; background: transparent; font: inherit; font-size: 1.25rem; cursor: pointer; border-radius: var(--t-radius); color: var(--t-text); }
.t-qty button:disabled { opacity: .35; cursor: not-allowed; }
.t-qty output { min-width: 2.75rem; text-align: center; font-weight: 600; font-variant-numeric: tabular-nums; }
`;
