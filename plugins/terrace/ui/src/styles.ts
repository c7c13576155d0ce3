/** The terrace planner's styles, on the storefront's tokens (styles/base.ts). */
export const TERRACE_CSS = `
.t-site.t-terrace-page { max-width: none; }
.t-terrace { display: grid; gap: 1.5rem; }
@media (min-width: 64rem) { .t-terrace { grid-template-columns: 24rem minmax(0, 1fr); align-items: start; } }
.t-terrace__form { padding: 1rem 1.25rem; }
.t-terrace__form fieldset { border: 0; padding: 0; margin: 0 0 1rem; display: grid; gap: .25rem; }
.t-terrace__form legend { font-weight: 700; font-size: 1.05rem; margin-bottom: .5rem; }
.t-terrace__pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0 .75rem; align-items: end; }
.t-terrace__presets { display: flex; flex-wrap: wrap; gap: .5rem; }
.t-terrace__chip { display: inline-flex; align-items: center; min-height: var(--t-touch); padding: .4rem .9rem; border: 1px solid var(--t-border); border-radius: 999px; background: #fff; color: var(--t-text); font: inherit; cursor: pointer; }
.t-terrace__chip:hover { background: var(--t-surface); }
.t-terrace__error { color: var(--t-danger); margin: 0; font-size: .9rem; }
.t-terrace__svg { width: 100%; height: auto; max-height: 70vh; background: var(--t-surface); border-radius: var(--t-radius-lg); }
.t-terrace__svg .outline { fill: #fff; stroke: var(--t-text); stroke-width: 2; vector-effect: non-scaling-stroke; }
.t-terrace__svg .joist { fill: #7a5a3a; opacity: .55; }
.t-terrace__svg .board { fill: #c8915a; stroke: #6b4423; stroke-width: .5; vector-effect: non-scaling-stroke; }
.t-terrace__svg .board--offcut { fill: #e2b47f; }
.t-terrace__svg .board--ripped { fill: url(#terrace-ripped); }
.t-terrace__svg .hatch-ground { fill: #e9c9a0; }
.t-terrace__svg .hatch-line { stroke: #8a5a2e; }
.t-terrace__legend { display: flex; flex-wrap: wrap; gap: 1rem; list-style: none; padding: 0; margin: .5rem 0 1rem; font-size: .9rem; }
.t-terrace__swatch { display: inline-block; width: 1rem; height: .75rem; margin-right: .35rem; vertical-align: middle; border-radius: 2px; }
.t-terrace__swatch--board { background: #c8915a; }
.t-terrace__swatch--offcut { background: #e2b47f; }
.t-terrace__swatch--ripped { background: repeating-linear-gradient(45deg, #8a5a2e 0 2px, #e9c9a0 2px 5px); outline: 1px solid #6b4423; outline-offset: -1px; }
.t-terrace__swatch--joist { background: #7a5a3a; opacity: .55; }
.t-terrace__wide { grid-column: 1 / -1; }
.t-terrace__stats { display: grid; grid-template-columns: minmax(9rem, max-content) 1fr; gap: .35rem 1rem; margin: 0; }
.t-terrace__stats dt { color: var(--t-muted); }
.t-terrace__stats dd { margin: 0; font-weight: 600; }
@media (max-width: 40rem) { .t-terrace__stats { grid-template-columns: 1fr; gap: 0; } .t-terrace__stats dd { margin-bottom: .5rem; } }
.t-terrace h3 { margin: 1rem 0 .35rem; font-size: 1rem; }
`;
