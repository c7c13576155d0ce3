/** Styles of the content blocks (002 §2.9): mobile first, the storefront's tokens (styles/base.ts). */
export const SITE_CSS = `
.t-site--blocks { max-width: none; padding-top: 0; display: grid; gap: 2.5rem; }
.t-site--home { gap: 3rem; margin-bottom: 3rem; }
.t-site__title { margin-top: .5rem; }
.t-block { min-width: 0; }
.t-block__title { margin-bottom: .75rem; }
.t-prose > :last-child { margin-bottom: 0; }
.t-prose a { font-weight: 600; }

.t-hero-block { position: relative; overflow: hidden; border-radius: var(--t-radius-lg); background: var(--t-primary); color: var(--t-on-primary); min-height: 18rem; display: grid; align-items: end; isolation: isolate; }
.t-hero-block__bg, .t-hero-block__media { position: absolute; inset: 0; width: 100%; height: 100%; z-index: -1; }
img.t-hero-block__bg, .t-hero-block__media img { object-fit: cover; width: 100%; height: 100%; }
.t-hero-block::after { content: ""; position: absolute; inset: 0; z-index: -1; background: linear-gradient(180deg, rgb(0 0 0 / .05) 20%, rgb(0 0 0 / .62)); pointer-events: none; }
.t-hero-block__body { padding: 1.5rem 1.25rem; max-width: 44rem; }
.t-hero-block h1, .t-hero-block h2 { font-size: 2rem; margin-bottom: .5rem; text-shadow: 0 1px 12px rgb(0 0 0 / .35); }
.t-hero-block__lead { font-size: 1.1rem; margin-bottom: 1rem; }
.t-hero-block .t-button { background: #fff; color: #1b1b1b; border-color: #fff; }
.t-hero-block .t-button--ghost { background: transparent; color: #fff; }
.t-hero-block--main { min-height: 26rem; }
.t-site--home .t-hero-block--main { min-height: 30rem; }
.t-hero-block--main .t-slider, .t-hero-block--main .t-slider__track, .t-hero-block--main .t-slider__slide { height: 100%; }
@media (min-width: 48rem) { .t-hero-block__body { padding: 2.5rem 2.5rem; } .t-hero-block h1, .t-hero-block h2 { font-size: 2.8rem; } .t-site--home .t-hero-block--main { min-height: 34rem; } }

.t-map-block__frame { width: 100%; height: 22rem; border: 0; border-radius: var(--t-radius-lg); background: var(--t-surface); }
.t-map-block__placeholder { display: grid; gap: .75rem; justify-items: start; padding: 1.5rem; border-radius: var(--t-radius-lg); background: var(--t-surface); border: 1px dashed var(--t-border); }

.t-breadcrumbs ol { list-style: none; margin: 0 0 .75rem; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem; font-size: .9rem; color: var(--t-muted); }
.t-breadcrumbs li + li::before { content: "/"; margin-right: .25rem; }
.t-breadcrumbs a { display: inline-flex; min-height: 1.75rem; align-items: center; }

.t-slider { position: relative; overflow: hidden; border-radius: var(--t-radius-lg); touch-action: pan-y; user-select: none; }
.t-slider__track { display: flex; transition: transform .5s ease; }
.t-slider__slide { flex: 0 0 100%; min-width: 0; position: relative; }
.t-slider__slide img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; pointer-events: none; }
.t-slider__text { position: absolute; left: 1rem; right: 1rem; bottom: 3.5rem; background: rgb(0 0 0 / .62); color: #fff; padding: .6rem .9rem; border-radius: var(--t-radius); max-width: 30rem; }
.t-slider__nav { position: absolute; left: 0; right: 0; bottom: 0; display: flex; align-items: center; justify-content: center; gap: .25rem; padding: .25rem; background: linear-gradient(0deg, rgb(0 0 0 / .45), transparent); }
.t-slider__arrow { width: var(--t-touch); height: var(--t-touch); border: 0; background: transparent; color: #fff; font-size: 1.9rem; line-height: 1; cursor: pointer; border-radius: 50%; }
.t-slider__arrow:hover { background: rgb(255 255 255 / .18); }
.t-slider__dots { display: flex; }
.t-slider__dot { width: 1.75rem; height: var(--t-touch); border: 0; background: transparent; cursor: pointer; position: relative; }
.t-slider__dot::after { content: ""; position: absolute; left: 50%; top: 50%; width: .6rem; height: .6rem; margin: -.3rem; border-radius: 50%; background: rgb(255 255 255 / .55); }
.t-slider__dot[aria-current="true"]::after { background: #fff; transform: scale(1.3); }
.t-slider__progress { position: absolute; left: 0; right: 0; top: 0; height: 3px; background: rgb(255 255 255 / .25); }
.t-slider__progress span { display: block; height: 100%; background: #fff; transition: width .1s linear; }

.t-split { display: grid; gap: 1.25rem; align-items: center; }
.t-split__media img, video.t-split__media { width: 100%; border-radius: var(--t-radius-lg); }
@media (min-width: 48rem) { .t-split { grid-template-columns: 1fr 1fr; gap: 2.5rem; } .t-split--mirrored > :first-child { order: 2; } }

.t-halves { display: grid; gap: 1rem; }
.t-halves__half { position: relative; overflow: hidden; border-radius: var(--t-radius-lg); background: var(--t-secondary); color: #fff; min-height: 16rem; display: grid; align-items: end; isolation: isolate; }
.t-halves__bg { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; z-index: -1; }
.t-halves__half::after { content: ""; position: absolute; inset: 0; z-index: -1; background: rgb(0 0 0 / .5); }
.t-halves__body { padding: 1.5rem; }
.t-halves .t-button { background: #fff; color: #1b1b1b; border-color: #fff; }
@media (min-width: 48rem) { .t-halves { grid-template-columns: 1fr 1fr; } }

.t-image-grid { list-style: none; margin: 1rem 0 0; padding: 0; display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr)); }
@media (min-width: 48rem) { .t-image-grid { grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); } }
.t-image-grid img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--t-radius); }
.t-collection { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr)); }
.t-collection__item { overflow: hidden; padding: 0; }
.t-collection__item .t-image-grid { margin: 0; }
.t-collection__item .t-image-grid img { border-radius: 0; }
.t-collection__body { padding: 1rem; }

.t-profiles { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
.t-profiles__item { padding: 1rem; display: grid; gap: .5rem; align-content: start; }
.t-profiles__item img { border-radius: var(--t-radius); aspect-ratio: 4 / 3; object-fit: cover; width: 100%; }
.t-profiles__file { display: inline-flex; align-items: center; min-height: var(--t-touch); font-weight: 600; }

.t-density { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: center; justify-content: space-between; padding: 1.5rem; border-radius: var(--t-radius-lg); background: var(--t-surface); }
.t-density__value { margin: 0; font-size: 1.1rem; }
.t-density__value strong { font-size: 2.4rem; }

.t-quick-links__list { display: grid; gap: .5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr)); margin: 0; }
.t-quick-links__list a { display: flex; align-items: center; min-height: 3.25rem; padding: .5rem 1rem; border: 1px solid var(--t-border); border-radius: var(--t-radius); text-decoration: none; font-weight: 600; background: var(--t-bg); }
.t-quick-links__list a::after { content: "→"; margin-left: auto; padding-left: .5rem; }
.t-quick-links__list a:hover { border-color: var(--t-primary); }

.t-spacer--small { height: .5rem; } .t-spacer--medium { height: 2rem; } .t-spacer--large { height: 4rem; }

.t-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr)); }
@media (min-width: 48rem) { .t-cards { gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); } }
.t-tile { position: relative; overflow: hidden; padding: 0; display: flex; flex-direction: column; transition: box-shadow .15s; }
.t-tile:hover { box-shadow: 0 2px 4px rgb(0 0 0 / .08), 0 10px 28px rgb(0 0 0 / .12); }
.t-tile:focus-within { outline: 3px solid var(--t-focus); outline-offset: 2px; }
.t-tile :focus-visible { outline: none; }
.t-tile__media img, .t-tile__placeholder { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; display: block; }
.t-tile__placeholder { background: repeating-linear-gradient(170deg, rgb(255 255 255 / .06) 0 3px, transparent 3px 16px), linear-gradient(135deg, #b98a5e, #8c6239); }
.t-tile__body { padding: .9rem 1rem 1rem; display: grid; gap: .35rem; }
.t-tile__body h3 { margin: 0; font-size: 1.05rem; hyphens: auto; }
.t-tile__text { color: var(--t-muted); font-size: .95rem; }
.t-tile__text p { margin: 0; }
.t-tile__price { margin: 0; font-weight: 700; }
.t-teaser__more { margin-top: 1rem; text-align: center; }

.t-wood-slide { display: grid; background: var(--t-surface); min-height: 100%; }
.t-wood-slide__body { padding: 1.25rem 1.25rem 4rem; }
.t-wood-slide__body .t-actions { margin-top: 1rem; }
.t-wood-slider .t-slider__nav { background: none; }
.t-wood-slider .t-slider__arrow { color: var(--t-text); }
.t-wood-slider .t-slider__dot::after { background: var(--t-border); }
.t-wood-slider .t-slider__dot[aria-current="true"]::after { background: var(--t-primary); }
.t-wood-slider .t-slider__progress { background: var(--t-border); } .t-wood-slider .t-slider__progress span { background: var(--t-primary); }
@media (min-width: 48rem) { .t-wood-slider .t-slider__nav { left: 50%; } .t-wood-slide { grid-template-columns: 1fr 1fr; align-items: center; } .t-wood-slide img { aspect-ratio: 4 / 3; height: 100%; } .t-wood-slide__body { padding: 2rem; } }

.t-teaser-shop { display: grid; border-radius: var(--t-radius-lg); overflow: hidden; background: var(--t-secondary); color: var(--t-on-secondary); }
.t-teaser-shop__media { position: relative; aspect-ratio: 16 / 9; }
.t-teaser-shop__media img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; opacity: 0; transition: opacity .8s; }
.t-teaser-shop__media img.is-shown { opacity: 1; }
.t-teaser-shop__body { padding: 1.5rem; }
.t-teaser-shop__list { margin: 0 0 1rem; padding-left: 1.1rem; }
.t-teaser-shop__list a { display: inline-flex; min-height: 2rem; align-items: center; }
.t-teaser-shop .t-button { background: #fff; color: #1b1b1b; border-color: #fff; }
@media (min-width: 60rem) { .t-teaser-shop { grid-template-columns: 1fr 1fr; } .t-teaser-shop__media { aspect-ratio: auto; min-height: 20rem; } .t-teaser-shop__body { padding: 2.5rem; align-self: center; } }

.t-contact-block { position: relative; overflow: hidden; border-radius: var(--t-radius-lg); background: var(--t-surface); isolation: isolate; }
.t-contact-block__bg { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; z-index: -1; opacity: .18; }
.t-contact-block__body { padding: 1.5rem; }
.t-contact-block__branches { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr)); margin-top: 1rem; }
.t-contact-block__branch { padding: 1.25rem; }
.t-contact-block__branch address { font-style: normal; line-height: 1.7; margin-bottom: .75rem; }
.t-contact-block__branch address a { display: inline-flex; min-height: 1.75rem; align-items: center; }
.t-contact-block__branch h4 { margin: 0 0 .25rem; font-size: .95rem; }
.t-hours { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: .2rem 1rem; font-size: .95rem; }
.t-hours div { display: contents; }
.t-hours dt { font-weight: 600; } .t-hours dd { margin: 0; }

.t-tabs { display: flex; flex-wrap: wrap; gap: .25rem; border-bottom: 1px solid var(--t-border); margin-bottom: 1rem; }
.t-tabs [role="tab"] { min-height: var(--t-touch); padding: 0 1rem; border: 0; border-bottom: 3px solid transparent; background: none; font: inherit; cursor: pointer; }
.t-tabs [aria-selected="true"] { border-bottom-color: var(--t-primary); font-weight: 700; }
.t-persons { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr)); }
.t-person { display: grid; grid-template-columns: 5.5rem 1fr; column-gap: 1rem; align-content: start; }
.t-person__image { grid-row: span 2; }
.t-person p { margin: .5rem 0 .25rem; }
.t-fields { display: grid; gap: .5rem; margin: 0; }
.t-fields__row { display: grid; gap: .1rem 1rem; }
@media (min-width: 48rem) { .t-fields__row { grid-template-columns: minmax(8rem, 14rem) 1fr; } }
.t-fields dt { font-weight: 700; }
.t-fields dd { margin: 0; }
.t-fields__textarea { margin: 0; white-space: pre-line; }
.t-fields__image { max-width: 100%; height: auto; border-radius: var(--t-radius); }
.t-fields__images { display: flex; flex-wrap: wrap; gap: .5rem; }
.t-fields__images img { width: 12rem; max-width: 100%; height: auto; border-radius: var(--t-radius); }
.t-fields__collection, .t-fields__files { margin: 0; padding-left: 1.25rem; display: grid; gap: .5rem; }
@media (min-width: 48rem) { .t-person { display: block; } }
.t-person a { display: inline-flex; align-items: center; min-height: var(--t-touch); overflow-wrap: anywhere; }
.t-person__image { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: var(--t-radius); background: var(--t-border); }

.t-form-block__frame { position: relative; }
.t-form-block__form { padding: 1.25rem; display: grid; gap: .5rem; max-width: 48rem; }
.t-form-block__fields { display: grid; gap: .25rem 1rem; }
@media (min-width: 48rem) { .t-form-block__form { padding: 2rem; } .t-form-block__fields { grid-template-columns: 1fr 1fr; } .t-field--wide { grid-column: 1 / -1; } }
.t-form-block__consent { display: grid; gap: .5rem; justify-items: start; padding: 1rem; border-radius: var(--t-radius); background: var(--t-warning-bg); }
.t-form-block__overlay { position: absolute; inset: 0; display: grid; place-items: end center; padding: 1rem 1rem 2.5rem; background: rgb(255 255 255 / .92); border-radius: var(--t-radius-lg); text-align: center; font-weight: 600; }
.t-form-block__overlay .t-alert { text-align: left; font-weight: 400; max-width: 34rem; }
.t-form-block__overlay ul { padding-left: 1.1rem; }
.t-form-block__done { display: grid; gap: .75rem; justify-items: start; padding: 1.5rem; max-width: 48rem; }

.t-node-page .t-hero-block { min-height: 20rem; }
[data-block="node_teaser_slider"] .t-slider { max-width: 48rem; }
`;
