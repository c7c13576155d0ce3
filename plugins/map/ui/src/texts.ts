/** German texts of the map plugin. */
export const TEXTS = {
  heading: 'So finden Sie uns',
  label: 'Karte unserer Filialen',
  route: (name: string) => `Route zu ${name} öffnen`,
  failed: 'Die Karte konnte nicht geladen werden.',
};
