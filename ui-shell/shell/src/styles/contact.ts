/** Styles of a form shown on a site (contact). */
export const CONTACT_CSS = `
.t-contact { padding: 1.25rem; margin-top: 1.5rem; max-width: 40rem; }
.t-contact h2 { font-size: 1.25rem; }
`;
