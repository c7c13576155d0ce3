/** Styles of the branch list on the home page. */
export const HOME_CSS = `
.t-branches > h2 { margin-bottom: 1rem; }
.t-branch-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); }
.t-branch-card { position: relative; overflow: hidden; display: flex; flex-direction: column; transition: box-shadow .15s, transform .15s; }
.t-branch-card:hover { box-shadow: 0 2px 4px rgb(0 0 0 / .08), 0 10px 28px rgb(0 0 0 / .12); }
.t-branch-card:focus-within { outline: 3px solid var(--t-focus); outline-offset: 2px; }
.t-branch-card :focus-visible { outline: none; }
.t-branch-card__media { position: relative; aspect-ratio: 16 / 7; background: var(--t-primary); color: var(--t-on-primary); }
.t-branch-card__media > img:first-child { width: 100%; height: 100%; object-fit: cover; }
.t-branch-card__placeholder { position: absolute; inset: 0; display: grid; place-items: center; background: repeating-linear-gradient(135deg, rgb(255 255 255 / .035) 0 2px, transparent 2px 14px), radial-gradient(circle at 15% 130%, rgb(255 255 255 / .18), transparent 60%), var(--t-primary); }
.t-branch-card__placeholder span { font-size: 1.35rem; font-weight: 700; letter-spacing: .35em; text-transform: uppercase; padding: .55rem 1rem .55rem 1.35rem; border: 1px solid currentColor; }
.t-branch-card__logo { position: absolute; left: 1rem; bottom: -1.5rem; width: 3.5rem; height: 3.5rem; border-radius: 50%; border: 3px solid #fff; background: #fff; object-fit: cover; box-shadow: var(--t-shadow); }
.t-branch-card__body { padding: 1.75rem 1.1rem 1.1rem; display: grid; gap: .45rem; flex: 1; align-content: start; }
.t-branch-card__body h3 { margin: 0; font-size: 1.25rem; }
.t-branch-card__body p { margin: 0; }
.t-stretched { text-decoration: none; }
.t-stretched::after { content: ""; position: absolute; inset: 0; z-index: 1; }
.t-branch-card__state { display: grid; gap: .2rem; justify-items: start; }
.t-branch-card__types { list-style: none; margin: .25rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
.t-branch-card__types li { font-size: .8rem; border: 1px solid var(--t-border); border-radius: 999px; padding: .1rem .6rem; color: var(--t-muted); }
.t-branch-card__cta { margin-top: .5rem; font-weight: 700; }
.t-branch-card--inactive { opacity: .6; filter: grayscale(.8); }
`;
