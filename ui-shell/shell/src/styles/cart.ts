/** Cart lines and totals (branch page and checkout). */
export const CART_CSS = `
.t-cart__lines { list-style: none; margin: 0; padding: 0; }
.t-cart-line { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: .25rem .75rem; padding: .7rem 0; border-bottom: 1px solid var(--t-border); }
.t-cart-line:first-child { padding-top: 0; }
.t-cart-line__main { display: grid; gap: .1rem; }
.t-cart-line__name { font-weight: 600; }
.t-cart-line__details { color: var(--t-muted); font-size: .85rem; }
.t-cart-line__price { text-align: right; }
.t-cart-line__actions { grid-column: 1 / -1; display: flex; align-items: center; justify-content: space-between; gap: .5rem; }
.t-cart-line__buttons { display: flex; gap: .25rem; margin-left: auto; }
.t-totals { margin: 0; display: grid; gap: .3rem; font-size: .95rem; }
.t-totals > div { display: flex; justify-content: space-between; gap: 1rem; }
.t-totals dt { color: var(--t-muted); }
.t-totals dd { margin: 0; font-variant-numeric: tabular-nums; }
.t-totals .t-price { font-weight: 500; }
.t-totals__total { border-top: 1px solid var(--t-border); padding-top: .5rem; margin-top: .2rem; font-size: 1.15rem; }
.t-totals__total dt { color: var(--t-text); font-weight: 700; }
.t-totals__total .t-price { font-weight: 700; }
`;
