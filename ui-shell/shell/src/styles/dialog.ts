/** Dialogs (a sheet from the bottom on phones). */
export const DIALOG_CSS = `
.t-dialog { border: 0; padding: 0; width: min(100%, 36rem); max-height: min(92vh, 52rem); border-radius: var(--t-radius-lg); box-shadow: 0 12px 48px rgb(0 0 0 / .3); color: var(--t-text); }
.t-dialog::backdrop { background: rgb(0 0 0 / .5); }
.t-dialog[open] { display: flex; flex-direction: column; }
.t-dialog__head { display: flex; align-items: center; gap: .5rem; padding: .5rem .5rem .5rem 1.25rem; border-bottom: 1px solid var(--t-border); }
.t-dialog__head h2 { margin: 0; flex: 1; font-size: 1.15rem; }
.t-dialog__body { padding: 1.25rem; overflow-y: auto; flex: 1; }
.t-dialog__foot { padding: .85rem 1.25rem; border-top: 1px solid var(--t-border); background: #fff; display: flex; gap: .75rem; align-items: center; flex-wrap: wrap; }
@media (max-width: 35.99rem) {
  .t-dialog { width: 100%; max-width: 100%; max-height: 94vh; margin: auto 0 0; border-radius: var(--t-radius-lg) var(--t-radius-lg) 0 0; }
}
`;
