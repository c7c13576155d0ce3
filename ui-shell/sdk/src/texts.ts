/** German UI texts of the SDK (one catalogue; the shell and plugins keep their own). */
export const TEXTS = {
  loadFailed: 'Daten konnten nicht geladen werden.',
  actionFailed: 'Aktion konnte nicht ausgeführt werden.',
  networkFailed: 'Der Server ist nicht erreichbar.',
  sdkMismatch: (plugin: string, wanted: string, provided: string) =>
    `Plugin „${plugin}“ wurde nicht geladen: es benötigt SDK-Version ${wanted}, ` +
    `die Oberfläche bietet Version ${provided}. ` +
    `(Plugin "${plugin}" requires SDK ${wanted}, the shell provides SDK ${provided}.)`,
  weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  months: [
    'Januar', 'Februar', 'März', 'April', 'Mai', 'Juni',
    'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember',
  ],
} as const;
