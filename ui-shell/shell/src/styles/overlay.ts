/** Styles of the item configuration overlay. */
export const OVERLAY_CSS = `
.t-overlay__image { width: calc(100% + 2.5rem); max-width: none; margin: -1.25rem -1.25rem 1rem; aspect-ratio: 16 / 9; object-fit: cover; }
.t-overlay__part { border: 0; margin: 0 0 1.25rem; padding: 0; }
.t-overlay__part > legend { margin-bottom: .5rem; display: flex; align-items: center; gap: .5rem; flex-wrap: wrap; }
.t-part-badge { font-size: .72rem; }
.t-part-badge::before { display: none; }
.t-overlay__bundle { background: var(--t-surface); border-radius: var(--t-radius); padding: .75rem 1rem; margin-bottom: 1.25rem; }
.t-overlay__bundle h3 { font-size: .95rem; margin-bottom: .25rem; }
.t-overlay__bundle ul { margin: 0; padding-left: 1.1rem; }
.t-overlay__add { flex: 1; justify-content: space-between; min-width: 12rem; white-space: nowrap; }
.t-overlay__price .t-price { font-weight: 700; }
`;
