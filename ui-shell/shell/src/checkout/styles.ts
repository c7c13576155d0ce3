/** Styles of the checkout (loaded with its chunk), including the date picker's theme. */
export const CHECKOUT_CSS = `
.t-checkout { max-width: 44rem; margin: 0 auto; }
.t-checkout__top:focus { outline: none; }
.t-checkout__crumb { margin: 0 0 .25rem; }
.t-checkout__crumb a { display: inline-flex; align-items: center; min-height: var(--t-touch); color: var(--t-muted); }
.t-checkout h1 { margin-bottom: 1rem; }
.t-checkout__empty { padding: 2rem 1.25rem; text-align: center; }
.t-section { background: #fff; border: 1px solid var(--t-border); border-radius: var(--t-radius-lg); padding: 1.1rem 1rem .35rem; margin-bottom: 1rem; }
@media (min-width: 48rem) { .t-section { padding: 1.4rem 1.5rem .6rem; } }
.t-section > h2 { font-size: 1.15rem; margin-bottom: .85rem; }
.t-section > .t-segmented, .t-section > .t-choices, .t-section > p { margin-bottom: 1rem; }
.t-grid-2, .t-grid-3, .t-grid-zip { display: grid; gap: 0 .75rem; }
.t-grid-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.t-grid-zip { grid-template-columns: minmax(0, 6.5rem) minmax(0, 1fr); }
@media (min-width: 36rem) { .t-grid-2 { grid-template-columns: 1fr 1fr; } }
.t-inline-choices { border: 0; padding: 0; margin: 0 0 1rem; display: flex; flex-wrap: wrap; gap: 0 1.5rem; }
.t-inline-choices legend { width: 100%; margin-bottom: .1rem; }
.t-inline-choices .t-error { width: 100%; }
.t-field--check { margin-bottom: .5rem; }
.t-subsection { border: 1px solid var(--t-border); border-radius: var(--t-radius); padding: .75rem 1rem .25rem; margin: 0 0 1rem; }
.t-subsection legend { font-weight: 700; padding: 0 .25rem; }
.t-appointment__summary { display: flex; align-items: center; gap: .5rem; font-weight: 700; font-size: 1.05rem; margin-bottom: .75rem; }
.t-appointment__pickers { display: grid; gap: 0 .75rem; }
@media (min-width: 30rem) { .t-appointment__pickers { grid-template-columns: 1fr 1fr; } }
.t-appointment__day { display: flex; align-items: center; gap: .5rem; text-align: left; cursor: pointer; }
.t-appointment .t-alert { margin-bottom: .75rem; }
.t-dialog--calendar { width: auto; min-width: min(100%, 22rem); }
.t-dialog--calendar .t-dialog__body { display: flex; justify-content: center; padding: 1rem .5rem; }
.rdp-root { --rdp-accent-color: var(--t-primary); --rdp-accent-background-color: var(--t-surface); --rdp-day-height: 44px; --rdp-day-width: 44px; --rdp-day_button-height: 42px; --rdp-day_button-width: 42px; --rdp-nav_button-height: 2.75rem; --rdp-nav_button-width: 2.75rem; --rdp-disabled-opacity: .3; font-size: 1rem; }
.rdp-root .rdp-selected .rdp-day_button { background: var(--t-primary); color: var(--t-on-primary); }
.rdp-root .rdp-today:not(.rdp-selected) { font-weight: 800; text-decoration: underline; color: var(--t-text); }
.rdp-root .rdp-caption_label { text-transform: capitalize; }
.t-checkout__location { color: var(--t-muted); }
.t-section .t-cart__lines { margin-bottom: .75rem; }
.t-section .t-totals { margin-bottom: 1rem; }
.t-legal { margin-bottom: .5rem; }
.t-legal .t-field { margin-bottom: 0; }
.t-legal__read { display: inline-flex; align-items: center; min-height: var(--t-touch); margin-left: 2.1rem; }
.t-checkout__actions { background: transparent; border: 0; padding: 0; }
.t-checkout__actions .t-actions { flex-direction: column-reverse; }
.t-checkout__actions .t-actions > * { width: 100%; }
@media (min-width: 36rem) { .t-checkout__actions .t-actions { flex-direction: row-reverse; justify-content: space-between; } .t-checkout__actions .t-actions > * { width: auto; } .t-checkout__submit { min-width: 16rem; } }
`;
