/** Styles of the overlays chunk (news, info-point pop-ups, screensaver). */
export const OVERLAYS_CSS = `
.t-overlay-dialog { width: min(36rem, calc(100vw - 2rem)); max-height: calc(100dvh - 2rem); padding: 0; border: 0; border-radius: var(--t-radius); background: var(--t-bg); color: var(--t-text); box-shadow: 0 1rem 3rem rgb(0 0 0 / .3); overflow: auto; }
.t-overlay-dialog::backdrop { background: rgb(0 0 0 / .5); }
.t-overlay-dialog__body { padding: 1.25rem 1.25rem 0; }
.t-overlay-dialog__image { display: block; width: 100%; height: auto; border-radius: var(--t-radius); }
.t-overlay-dialog__actions { position: sticky; bottom: 0; display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5rem; padding: 1rem 1.25rem; background: var(--t-bg); }
.t-popup { width: min(48rem, calc(100vw - 2rem)); }
.t-popup .t-form-block__form { padding: 1rem 0; }
.t-info-point { position: fixed; left: 1rem; bottom: 1rem; z-index: 30; width: var(--t-touch); height: var(--t-touch); border-radius: 50%; border: 2px solid var(--t-bg); background: var(--t-primary); color: var(--t-on-primary); font: 700 1.4rem/1 Georgia, serif; cursor: pointer; box-shadow: 0 .25rem 1rem rgb(0 0 0 / .25); opacity: .85; transition: opacity .3s, transform .3s; }
.t-info-point[data-visible="true"] { opacity: 1; transform: scale(1.05); }
.t-info-point:focus-visible { outline: 3px solid var(--t-focus, #1a56db); outline-offset: 2px; }
.t-screensaver { width: 100vw; height: 100dvh; max-width: none; max-height: none; margin: 0; border-radius: 0; background: var(--t-primary); }
.t-screensaver__tap { width: 100%; height: 100%; border: 0; background: transparent; color: var(--t-on-primary); font: 700 clamp(1.75rem, 6vw, 3.5rem)/1.2 system-ui, sans-serif; cursor: pointer; }
`;
