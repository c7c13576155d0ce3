/** Styles of the branch page: intro, category bar, product groups, cart panel, phone cart bar. */
export const BRANCH_CSS = `
.t-intro { padding: .25rem 0 .75rem; }
.t-intro__head { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; }
.t-intro__head h1 { margin: 0; }
.t-intro__lead { color: var(--t-muted); margin: .5rem 0; font-size: 1.05rem; }
.t-intro__meta { display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; color: var(--t-muted); margin-bottom: .75rem; }
.t-intro__meta span, .t-intro__meta a { display: inline-flex; align-items: center; gap: .35rem; min-height: var(--t-touch); }
.t-intro__meta .t-icon { width: 1.1rem; height: 1.1rem; }
.t-intro .t-alert strong { display: block; }
.t-intro .t-alert p { margin: .25rem 0 0; }
.t-intro__hours { margin-bottom: .5rem; }
.t-intro__hours summary { cursor: pointer; min-height: var(--t-touch); display: flex; align-items: center; gap: .5rem; font-weight: 600; list-style: none; }
.t-intro__hours summary::-webkit-details-marker { display: none; }
.t-intro__hours summary::after { content: ""; width: .5rem; height: .5rem; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: rotate(45deg) translateY(-2px); transition: transform .15s; }
.t-intro__hours[open] summary::after { transform: rotate(-135deg) translateX(-2px); }
.t-intro__hours ul { margin: 0 0 .5rem; padding-left: 1.1rem; }
.t-intro__hours h3 { font-size: 1rem; margin-top: .75rem; }

.t-catbar { position: sticky; top: 0; z-index: 20; background: rgb(255 255 255 / .97); backdrop-filter: blur(6px); margin: 0 -1rem 1rem; padding: 0 1rem; border-bottom: 1px solid var(--t-border); }
.t-catbar ul { list-style: none; margin: 0; padding: .4rem 0; display: flex; gap: .4rem; overflow-x: auto; scrollbar-width: none; }
.t-catbar ul::-webkit-scrollbar { display: none; }
.t-catbar a { display: inline-flex; align-items: center; min-height: var(--t-touch); padding: 0 .95rem; border-radius: 999px; white-space: nowrap; text-decoration: none; font-weight: 600; font-size: .95rem; color: var(--t-text); }
.t-catbar a:hover { background: var(--t-surface); }
.t-catbar a[aria-current="true"] { background: var(--t-primary); color: var(--t-on-primary); }
@media (min-width: 48rem) { .t-catbar { margin: 0 -1.5rem 1.25rem; padding: 0 1.5rem; } }

.t-store__layout { display: grid; gap: 2rem; }
.t-store__aside { display: none; }
@media (min-width: 64rem) {
  .t-store__layout { grid-template-columns: minmax(0, 1fr) 22rem; align-items: start; }
  .t-store__aside { display: block; position: sticky; top: 4.25rem; max-height: calc(100vh - 5rem); overflow-y: auto; }
  .t-cartbar { display: none; }
}
.t-group { scroll-margin-top: 4rem; margin-bottom: 2rem; }
.t-group > h2 { font-size: 1.4rem; padding-bottom: .5rem; border-bottom: 2px solid var(--t-text); margin-bottom: .25rem; }
.t-group > h2:focus { outline: none; }
.t-group.is-unavailable > h2 { color: var(--t-muted); border-color: var(--t-border); }
.t-products { list-style: none; margin: 0; padding: 0; display: grid; }
@media (min-width: 48rem) and (max-width: 63.99rem) { .t-products { grid-template-columns: 1fr 1fr; column-gap: 2rem; } }
.t-product { display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: "text add"; gap: .25rem 1rem; align-items: start; padding: 1rem 0; border-bottom: 1px solid var(--t-border); }
.t-product:has(.t-product__image) { grid-template-columns: minmax(0, 1fr) 5.5rem; grid-template-areas: "text image" "text add"; }
.t-product__text { grid-area: text; cursor: pointer; min-width: 0; }
.t-product__name { font-size: 1.05rem; margin: 0 0 .2rem; }
.t-product__description { color: var(--t-muted); margin: 0 0 .2rem; font-size: .95rem; }
.t-product__allergens { color: var(--t-muted); font-size: .8rem; margin: 0 0 .35rem; }
.t-product__price { margin: 0; }
.t-product__image { grid-area: image; width: 5.5rem; height: 5.5rem; object-fit: cover; border-radius: var(--t-radius-lg); cursor: pointer; }
.t-product__add { grid-area: add; justify-self: end; align-self: center; border-radius: 50%; }
.t-product.is-unavailable .t-product__text, .t-product.is-unavailable .t-product__image { opacity: .5; cursor: default; filter: grayscale(1); }
.t-product__unavailable { font-size: .85rem; font-weight: 600; color: var(--t-muted); }

.t-cart { display: grid; gap: .85rem; }
.t-store__aside .t-cart { background: #fff; border: 1px solid var(--t-border); border-radius: var(--t-radius-lg); padding: 1.1rem; box-shadow: var(--t-shadow); }
.t-cart__title { margin: 0; font-size: 1.25rem; }
.t-cart__types { border: 0; margin: 0; padding: 0; display: grid; gap: .35rem; }
.t-cart__type { margin: 0; }
.t-cart .t-field { margin: 0; }
.t-cart__empty { margin: 0; color: var(--t-muted); text-align: center; padding: 1rem 0; }
.t-cart .t-alert { margin: 0; }

.t-cartbar { position: fixed; left: 0; right: 0; bottom: 0; z-index: 30; padding: .6rem 1rem calc(.6rem + env(safe-area-inset-bottom)); background: rgb(255 255 255 / .96); border-top: 1px solid var(--t-border); box-shadow: 0 -4px 16px rgb(0 0 0 / .08); }
.t-store { padding-bottom: 1rem; }
body:has(.t-cartbar) .t-footer { padding-bottom: 5rem; }
@media (min-width: 64rem) { .t-store { padding-bottom: 0; } body:has(.t-cartbar) .t-footer { padding-bottom: 0; } }
.t-cartbar__button { justify-content: flex-start; }
.t-cartbar__icon { position: relative; display: inline-flex; }
.t-cartbar__count { position: absolute; top: -.55rem; right: -.7rem; min-width: 1.3rem; height: 1.3rem; border-radius: 999px; background: var(--t-on-primary); color: var(--t-primary); font-size: .75rem; font-weight: 800; display: grid; place-items: center; padding: 0 .25rem; }
.t-cartbar__total { margin-left: auto; font-variant-numeric: tabular-nums; }
.t-cartbar__icon + span { margin-left: .5rem; }
`;
