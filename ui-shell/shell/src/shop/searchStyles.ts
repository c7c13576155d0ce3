/** The search overlay's styles. */
export const SEARCH_CSS = `
.t-search__group { font-size: .8rem; text-transform: uppercase; letter-spacing: .08em; color: var(--t-muted); margin: 1rem 0 .25rem; }
.t-search__hits { list-style: none; margin: 0 0 .5rem; padding: 0; }
.t-search__hits a { display: flex; align-items: center; min-height: var(--t-touch); text-decoration: none; border-bottom: 1px solid var(--t-border); }
.t-search mark { background: #fde68a; color: inherit; }
`;
