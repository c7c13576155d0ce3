/** Styles every page may need: the home intro, site pages, action rows. */
export const SITE_CSS = `
.t-hero { padding: .5rem 0 1.25rem; }
.t-hero h1 { font-size: 1.9rem; }
.t-hero__lead { font-size: 1.1rem; color: var(--t-muted); max-width: 42rem; }
@media (min-width: 48rem) { .t-hero { padding: 1.5rem 0 2rem; } .t-hero h1 { font-size: 2.6rem; } }
.t-actions { display: flex; flex-wrap: wrap; gap: .75rem; }

.t-site { max-width: 46rem; padding-top: .5rem; }
.t-site--draft { border-left: 4px dashed var(--t-border); padding-left: 1rem; }
.t-prose p { margin-bottom: 1rem; line-height: 1.65; }
`;
