/** Controls of the ordering pages: toast, choices, segmented buttons, checkboxes. */
export const CONTROLS_CSS = `
.t-check { display: flex; gap: .75rem; align-items: flex-start; min-height: var(--t-touch); padding: .55rem 0; cursor: pointer; }
.t-check input, .t-choice input { width: 1.3rem; height: 1.3rem; margin: 0; flex: none; accent-color: var(--t-primary); }
.t-choices { display: grid; gap: .5rem; border: 0; padding: 0; margin: 0; border-radius: var(--t-radius); }
.t-choice { display: flex; gap: .75rem; align-items: center; min-height: 3rem; padding: .6rem .85rem; border: 1px solid var(--t-border); border-radius: var(--t-radius); background: #fff; cursor: pointer; }
.t-choice:has(input:checked) { border-color: var(--t-primary); box-shadow: inset 0 0 0 1px var(--t-primary); }
.t-choice:has(input:disabled) { opacity: .5; cursor: not-allowed; }
.t-choice__text { flex: 1; }
.t-choice__extra { color: var(--t-muted); font-size: .9rem; white-space: nowrap; }
.t-segmented { display: flex; gap: 0; border: 1px solid var(--t-border); border-radius: var(--t-radius); overflow: hidden; }
.t-segmented label { flex: 1; display: flex; align-items: center; justify-content: center; min-height: var(--t-touch); padding: .4rem .5rem; cursor: pointer; text-align: center; font-weight: 600; font-size: .95rem; }
.t-segmented label + label { border-left: 1px solid var(--t-border); }
.t-segmented input { position: absolute; opacity: 0; pointer-events: none; }
.t-segmented label:has(input:checked) { background: var(--t-primary); color: var(--t-on-primary); }
.t-segmented label:has(input:focus-visible) { outline: 3px solid var(--t-focus); outline-offset: -3px; }
.t-toast { position: fixed; left: 50%; bottom: 5.5rem; transform: translateX(-50%); z-index: 1200; background: #1b1b1b; color: #fff; padding: .75rem 1.1rem; border-radius: var(--t-radius-lg); box-shadow: var(--t-shadow); display: flex; gap: .6rem; align-items: center; width: max-content; max-width: calc(100vw - 2rem); font-weight: 500; }
@media (min-width: 64rem) { .t-toast { bottom: 2rem; } }
`;
