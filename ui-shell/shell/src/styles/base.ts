/**
 * The storefront's design: tokens, page frame (header, main, footer), buttons, form fields,
 * dialogs, toast. Mobile first (390 px and up), touch targets ≥ 44 px, a visible focus ring.
 * Theme colours come from the configuration (theme.ts sets --t-primary / --t-secondary).
 */
export const BASE_CSS = `
:root {
  --t-primary: #000000; --t-on-primary: #ffffff; --t-secondary: #333333; --t-on-secondary: #ffffff;
  --t-text: #1b1b1b; --t-muted: #5c5c5c; --t-bg: #ffffff; --t-surface: #f6f5f2; --t-border: #dedbd5;
  --t-success: #1c6b32; --t-success-bg: #e6f3e9; --t-warning: #7a4b00; --t-warning-bg: #fdf1dc;
  --t-danger: #b3261e; --t-danger-bg: #fdecea; --t-focus: #1d4ed8;
  --t-radius: .25rem; --t-radius-lg: .5rem; --t-shadow: 0 1px 2px rgb(0 0 0 / .06), 0 4px 16px rgb(0 0 0 / .07);
  --t-touch: 2.75rem; --t-max: 72rem;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--t-text); background: var(--t-bg); overflow-wrap: anywhere; }
h1, h2, h3 { line-height: 1.2; margin: 0 0 .5rem; letter-spacing: -.01em; }
h1 { font-size: 1.75rem; } h2 { font-size: 1.35rem; } h3 { font-size: 1.1rem; }
p { margin: 0 0 .75rem; }
a { color: inherit; text-underline-offset: .15em; }
img { max-width: 100%; display: block; }
:focus-visible { outline: 3px solid var(--t-focus); outline-offset: 2px; }
.t-dark :focus-visible { outline-color: #ffffff; }
.t-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.t-skip { position: absolute; left: .5rem; top: -3rem; z-index: 1100; background: #fff; color: #000; padding: .6rem 1rem; border-radius: var(--t-radius); }
.t-skip:focus { top: .5rem; }
.t-muted { color: var(--t-muted); }
.t-small { font-size: .875rem; }

.t-page { min-height: 100vh; display: flex; flex-direction: column; }
.t-main { flex: 1; width: 100%; max-width: var(--t-max); margin: 0 auto; padding: 1rem 1rem 2rem; }
@media (min-width: 48rem) { .t-main { padding: 1.5rem 1.5rem 3rem; } h1 { font-size: 2.1rem; } }

.t-header { background: var(--t-primary); color: var(--t-on-primary); }
.t-header__bar { max-width: var(--t-max); margin: 0 auto; display: flex; align-items: center; gap: 1rem; padding: .25rem 1rem; min-height: 3.5rem; }
.t-brand { display: inline-flex; align-items: center; gap: .6rem; font-weight: 700; font-size: 1.15rem; text-decoration: none; min-height: var(--t-touch); letter-spacing: .01em; }
.t-brand__mark { width: 2rem; height: 2rem; border-radius: 50%; display: grid; place-items: center; border: 2px solid currentColor; font-size: .95rem; }
.t-header__menu { margin-left: auto; }
.t-header nav ul { list-style: none; margin: 0; padding: 0; display: flex; gap: .25rem; }
.t-header nav a { display: inline-flex; align-items: center; min-height: var(--t-touch); padding: 0 .75rem; text-decoration: none; border-radius: var(--t-radius); }
.t-header nav a:hover, .t-header nav a[aria-current="page"] { background: rgb(255 255 255 / .14); }
.t-header .t-menu-button { display: none; }
@media (max-width: 47.99rem) {
  .t-header .t-menu-button { display: inline-flex; }
  .t-header nav { display: none; width: 100%; }
  .t-header nav.is-open { display: block; }
  .t-header__bar { flex-wrap: wrap; }
  .t-header nav ul { flex-direction: column; padding-bottom: .5rem; }
}

.t-footer { background: var(--t-secondary); color: var(--t-on-secondary); margin-top: auto; }
.t-footer__inner { max-width: var(--t-max); margin: 0 auto; padding: 2rem 1rem 1.25rem; display: grid; gap: 1.75rem; grid-template-columns: repeat(auto-fit, minmax(13.5rem, 1fr)); }
.t-footer h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .08em; margin-bottom: .75rem; opacity: .85; }
.t-footer address { font-style: normal; line-height: 1.6; }
.t-footer address + address { margin-top: 1rem; }
.t-footer ul { list-style: none; margin: 0; padding: 0; }
.t-footer li a, .t-footer address a { display: inline-flex; align-items: center; min-height: var(--t-touch); }
.t-footer address a { min-height: 1.75rem; }
.t-footer__bottom { max-width: var(--t-max); margin: 0 auto; padding: 1rem; border-top: 1px solid rgb(255 255 255 / .2); display: flex; flex-wrap: wrap; gap: .75rem 1.5rem; align-items: center; justify-content: space-between; font-size: .875rem; }
.t-footer__bottom ul { display: flex; flex-wrap: wrap; gap: 0 1rem; }

.t-button { display: inline-flex; align-items: center; justify-content: center; gap: .5rem; min-height: var(--t-touch); padding: .5rem 1.1rem; border-radius: var(--t-radius); border: 1px solid var(--t-primary); background: var(--t-primary); color: var(--t-on-primary); font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; transition: filter .15s, background .15s; }
.t-button:hover:not(:disabled) { filter: brightness(1.25); }
.t-button:disabled, .t-button[aria-disabled="true"] { opacity: .45; cursor: not-allowed; }
.t-button--block { width: 100%; }
.t-button--large { min-height: 3.25rem; font-size: 1.05rem; }
.t-button--ghost { background: transparent; color: inherit; border-color: var(--t-border); }
.t-button--ghost:hover:not(:disabled) { background: var(--t-surface); filter: none; }
.t-button--plain { background: transparent; color: inherit; border-color: transparent; padding: .5rem .6rem; }
.t-button--plain:hover:not(:disabled) { background: rgb(0 0 0 / .06); filter: none; }
.t-dark .t-button--plain:hover:not(:disabled) { background: rgb(255 255 255 / .14); }
.t-icon-button { min-width: var(--t-touch); padding: 0; }
.t-icon { width: 1.25rem; height: 1.25rem; flex: none; }
.t-link { background: none; border: 0; padding: 0; font: inherit; color: inherit; text-decoration: underline; cursor: pointer; }

.t-field { display: grid; gap: .3rem; margin-bottom: 1rem; }
.t-field > label, .t-label { font-weight: 600; font-size: .95rem; }
.t-field .t-required { color: var(--t-danger); margin-left: .15rem; }
.t-input, .t-select, .t-textarea { width: 100%; min-height: var(--t-touch); padding: .55rem .75rem; border: 1px solid #8c8a86; border-radius: var(--t-radius); background: #fff; color: var(--t-text); font: inherit; }
.t-select { appearance: none; padding-right: 2.25rem; background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%); background-position: right 1.1rem center, right .8rem center; background-size: .35rem .35rem; background-repeat: no-repeat; }
.t-textarea { min-height: 8rem; resize: vertical; }
.t-input[aria-invalid="true"], .t-select[aria-invalid="true"], .t-textarea[aria-invalid="true"], .t-choices[aria-invalid="true"] { border-color: var(--t-danger); box-shadow: 0 0 0 1px var(--t-danger); }
.t-error { color: var(--t-danger); font-size: .9rem; font-weight: 500; }
.t-hint { color: var(--t-muted); font-size: .875rem; }

.t-alert { border-radius: var(--t-radius); padding: .85rem 1rem; margin-bottom: 1rem; border: 1px solid transparent; }
.t-alert > :last-child { margin-bottom: 0; }
.t-alert--info { background: var(--t-surface); border-color: var(--t-border); }
.t-alert--success { background: var(--t-success-bg); color: var(--t-success); border-color: #b9dcc2; }
.t-alert--warning { background: var(--t-warning-bg); color: var(--t-warning); border-color: #efd3a1; }
.t-alert--danger { background: var(--t-danger-bg); color: var(--t-danger); border-color: #f3c1bc; }
.t-alert ul { margin: .25rem 0 0; padding-left: 1.1rem; }

.t-pill { display: inline-flex; align-items: center; gap: .4rem; border-radius: 999px; padding: .15rem .65rem; font-size: .8rem; font-weight: 700; letter-spacing: .01em; }
.t-pill::before { content: ""; width: .5rem; height: .5rem; border-radius: 50%; background: currentColor; }
.t-pill--open { background: var(--t-success-bg); color: var(--t-success); }
.t-pill--closingSoon { background: var(--t-warning-bg); color: var(--t-warning); }
.t-pill--closed { background: var(--t-danger-bg); color: var(--t-danger); }
.t-pill--neutral { background: var(--t-surface); color: var(--t-muted); }
.t-pill--neutral::before { display: none; }

.t-card { background: #fff; border: 1px solid var(--t-border); border-radius: var(--t-radius-lg); box-shadow: var(--t-shadow); }
.t-loader { padding: 3rem 1rem; text-align: center; color: var(--t-muted); display: grid; justify-items: center; gap: .75rem; }
.t-spinner { width: 2rem; height: 2rem; border-radius: 50%; border: 3px solid var(--t-border); border-top-color: var(--t-primary); animation: t-spin .8s linear infinite; }
@keyframes t-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .t-spinner { animation-duration: 2.4s; } * { scroll-behavior: auto !important; } }



.t-notices { position: fixed; right: 1rem; bottom: 1rem; left: 1rem; margin-left: auto; display: grid; gap: .5rem; z-index: 1000; max-width: 24rem; }
.t-notice { background: #fff; border: 1px solid var(--t-danger); border-radius: var(--t-radius); padding: .75rem; display: grid; gap: .5rem; box-shadow: var(--t-shadow); }
.t-notice div { display: flex; gap: .5rem; }
.t-price { font-variant-numeric: tabular-nums; white-space: nowrap; font-weight: 600; }
.t-notfound { text-align: center; padding: 3rem 1rem; }
.t-notfound h1 { font-size: 1.5rem; max-width: 30rem; margin: 0 auto 1.25rem; }
`;
