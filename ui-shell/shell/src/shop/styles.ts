/** The web shop's styles (002 §2.3–2.7), on the storefront's tokens (styles/base.ts). */
export const SHOP_CSS = `
.t-shop-crumbs ol { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem; font-size: .9rem; color: var(--t-muted); }
.t-shop-crumbs li + li::before { content: '/'; margin-right: .25rem; }
.t-shop-crumbs a { display: inline-flex; align-items: center; min-height: 1.75rem; }
.t-shop-crumbs [aria-current] { color: var(--t-text); }
.t-shop-tools { display: grid; gap: .75rem; margin-bottom: 1rem; }
.t-shop-search { margin: 0; max-width: 28rem; }
.t-shop-cats ul, .t-shop-variants ul, .t-shop-pager ul, .t-shop-preview { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
.t-shop-cats a, .t-shop-pager a, .t-shop-chip { display: inline-flex; align-items: center; min-height: var(--t-touch); padding: .4rem .9rem; border: 1px solid var(--t-border); border-radius: 999px; background: #fff; color: var(--t-text); text-decoration: none; font: inherit; cursor: pointer; }
.t-shop-cats a[aria-current], .t-shop-pager a[aria-current], .t-shop-chip[aria-pressed="true"], .t-shop-chip[aria-current] { background: var(--t-primary); color: var(--t-on-primary); border-color: var(--t-primary); }
.t-shop-pager { margin-top: 1.5rem; }
.t-shop-step input[type=file]:focus-visible + label { outline: 2px solid var(--t-primary); outline-offset: 2px; }
.t-qty__input { width: 4.5rem; min-height: var(--t-touch); border: 0; text-align: center; font: inherit; font-weight: 600; font-variant-numeric: tabular-nums; background: transparent; }
.t-qty__unit { padding-right: .25rem; font-weight: 600; }
.t-shop-uploads { list-style: none; margin: .5rem 0 0; padding: 0; display: grid; gap: .25rem; }
.t-shop-pager a { min-width: var(--t-touch); justify-content: center; }
.t-shop-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); }
@media (min-width: 48rem) { .t-shop-grid { grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); } }
.t-shop-card { overflow: hidden; }
.t-shop-card__link { display: grid; gap: .35rem; height: 100%; text-decoration: none; padding-bottom: .75rem; }
.t-shop-card__image { display: block; aspect-ratio: 4 / 3; background: var(--t-surface); }
.t-shop-card__image img { width: 100%; height: 100%; object-fit: cover; }
.t-shop-card__name { padding: 0 .75rem; font-weight: 600; }
.t-shop-price, .t-shop-card__text { padding: 0 .75rem; }
.t-shop-price__model { color: var(--t-muted); }
.t-shop-empty { padding: 2rem 0; color: var(--t-muted); }
.t-shop-product__grid { display: grid; gap: 1.5rem; }
@media (min-width: 48rem) { .t-shop-product__grid { grid-template-columns: 1fr 1fr; align-items: start; } }
.t-shop-slider img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: var(--t-radius-lg); }
.t-shop-slider--empty { aspect-ratio: 16 / 9; background: var(--t-surface); border-radius: var(--t-radius-lg); }
.t-shop-slider__thumbs { display: flex; gap: .5rem; margin-top: .5rem; }
.t-shop-slider__thumbs button { padding: 0; border: 2px solid transparent; background: none; width: 4rem; cursor: pointer; }
.t-shop-slider__thumbs button[aria-pressed="true"] { border-color: var(--t-primary); }
.t-shop-variants h2, .t-shop-linked h2, .t-shop-origin h2, .t-shop-classes h2, .t-shop-downloads h2 { font-size: 1.1rem; }
.t-shop-slider figure { margin: 0; }
.t-shop-slider figcaption { margin-top: .35rem; color: var(--t-muted); font-size: .9rem; }
.t-shop-downloads { margin-top: 1rem; }
.t-shop-downloads ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .25rem; }
.t-shop-downloads a { display: inline-flex; align-items: center; min-height: var(--t-touch); }
.t-shop-classes { padding: 1rem 1.25rem; margin-top: 2rem; }
.t-shop-classes .t-fields { display: grid; gap: .5rem; margin: 0; }
.t-shop-classes .t-fields__row { display: grid; gap: .1rem 1rem; padding-bottom: .5rem; border-bottom: 1px solid var(--t-border); }
.t-shop-classes .t-fields__row:last-child { border-bottom: 0; padding-bottom: 0; }
@media (min-width: 48rem) { .t-shop-classes .t-fields__row { grid-template-columns: minmax(8rem, 16rem) 1fr; } }
.t-shop-classes dt { font-weight: 700; }
.t-shop-classes dd { margin: 0; font-variant-numeric: tabular-nums; }
.t-shop-variants { margin: 1rem 0; }
.t-shop-step { border: 1px solid var(--t-border); border-radius: var(--t-radius-lg); padding: .75rem 1rem 1rem; margin: 0 0 1rem; }
.t-shop-step legend { font-weight: 600; padding: 0 .25rem; }
.t-shop-options { display: flex; flex-wrap: wrap; gap: .5rem; }
.t-shop-steps { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; margin-bottom: 1rem; }
.t-shop-quantity { display: flex; flex-wrap: wrap; align-items: end; gap: 1rem; margin: 1rem 0; }
.t-shop-quantity .t-field { margin: 0; }
.t-shop-quantity p { flex-basis: 100%; margin: 0; }
.t-shop-product__price { font-size: 1.25rem; }
.t-shop-actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1rem; }
.t-shop-origin { padding: 1rem 1.25rem; margin-top: 2rem; }
.t-shop-linked { margin-top: 2rem; }
.t-shop-cart__total { font-weight: 400; color: var(--t-muted); }
.t-shop-cart__lines { padding: .5rem 1rem; }
.t-shop-preview { margin-bottom: 1rem; }
.t-shop-radio { display: flex; align-items: center; gap: .6rem; min-height: var(--t-touch); }
.t-shop-summary { list-style: none; padding: 0; margin: 0 0 1rem; }
.t-shop-summary li { display: flex; justify-content: space-between; gap: 1rem; padding: .5rem 0; border-bottom: 1px solid var(--t-border); }
.t-shop-summary li span:last-child { white-space: nowrap; }
`;
