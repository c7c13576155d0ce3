/** The German texts of the storefront overlays (002 §2.10). */
export const OVERLAY_TEXTS = {
  ok: 'OK',
  next: 'Weiter',
  close: 'Schließen',
  infoPoint: 'Informationen',
  news: 'Neuigkeiten',
  screensaver: 'Tippen um zu bestellen',
};
