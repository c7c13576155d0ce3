/** Styles of the order status page. */
export const STATUS_CSS = `
.t-status { max-width: 40rem; margin: 0 auto; display: grid; gap: 1rem; }
.t-status__head { text-align: center; padding: .5rem 0; }
.t-status__eyebrow { text-transform: uppercase; letter-spacing: .1em; font-size: .8rem; font-weight: 700; color: var(--t-muted); margin: 0 0 .25rem; }
.t-status__numbers { display: flex; justify-content: center; gap: 1rem; margin: 1rem 0 0; flex-wrap: wrap; }
.t-status__numbers > div { border: 1px solid var(--t-border); border-radius: var(--t-radius-lg); padding: .6rem 1.25rem; min-width: 9rem; }
.t-status__numbers dt { font-size: .8rem; color: var(--t-muted); }
.t-status__numbers dd { margin: 0; font-size: 1.6rem; font-weight: 800; font-variant-numeric: tabular-nums; }
.t-status__ticket { background: var(--t-primary); color: var(--t-on-primary); border-color: var(--t-primary) !important; }
.t-status__ticket dt { color: inherit !important; opacity: .85; }
.t-status__card { padding: 1.1rem 1.25rem; }
.t-status__card h2 { font-size: 1.1rem; }
.t-status__payment { margin-left: .5rem; }
.t-status__counter .t-actions { margin-top: .5rem; }
.t-timeline { list-style: none; margin: .5rem 0 .75rem; padding: 0; }
.t-timeline__step { position: relative; display: flex; align-items: center; gap: .85rem; min-height: 2.75rem; color: var(--t-muted); }
.t-timeline__step + .t-timeline__step::before { content: ""; position: absolute; left: .8rem; top: -1rem; height: 1.5rem; width: 2px; background: var(--t-border); }
.t-timeline__step.is-done + .t-timeline__step::before { background: var(--t-success); }
.t-timeline__dot { width: 1.65rem; height: 1.65rem; border-radius: 50%; border: 2px solid var(--t-border); background: #fff; display: grid; place-items: center; flex: none; z-index: 1; }
.t-timeline__dot .t-icon { width: 1rem; height: 1rem; }
.t-timeline__step.is-done { color: var(--t-text); }
.t-timeline__step.is-done .t-timeline__dot { background: var(--t-success); border-color: var(--t-success); color: #fff; }
.t-timeline__step.is-current { color: var(--t-text); font-weight: 700; }
.t-timeline__step.is-current .t-timeline__dot { border-color: var(--t-primary); box-shadow: inset 0 0 0 4px #fff, inset 0 0 0 10px var(--t-primary); }
.t-facts { margin: 0; display: grid; gap: .6rem; }
.t-facts > div { display: flex; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
.t-facts dt { color: var(--t-muted); }
.t-facts dd { margin: 0; font-weight: 600; text-align: right; }
`;
