/** The cookie banner (ui/CookieBanner.tsx, in its chunk; compacted at build time like every styles/*.ts). */
export const CONSENT_CSS = `
.t-consent { position: fixed; left: .75rem; right: .75rem; bottom: .75rem; z-index: 1100; margin: 0 auto; max-width: 40rem; background: #1b1b1b; color: #fff; border-radius: var(--t-radius-lg); box-shadow: var(--t-shadow); padding: 1rem 1.1rem; display: flex; flex-wrap: wrap; gap: .75rem 1rem; align-items: center; }
.t-consent p { margin: 0; flex: 1 1 16rem; }
.t-consent a { color: #fff; text-decoration: underline; }
.t-consent .t-button { background: #fff; color: #1b1b1b; border-color: #fff; }
.t-consent__actions { display: flex; gap: 1rem; align-items: center; }
`;
