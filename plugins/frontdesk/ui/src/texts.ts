/** German texts of the frontdesk plugin (spec 000 §2, §8). */
export const TEXTS = {
  frontdesk: 'Theke',
  backoffice: 'Küche',
  titleFrontdesk: 'Theke: offene Bestellungen',
  titleBackoffice: 'Küche: Bestellungen der letzten 24 Stunden',
  invalidLink: 'Dieser Bildschirm-Link ist ungültig.',
  loadFailed: 'Bestellungen konnten nicht geladen werden.',
  disconnected: 'Keine Verbindung – die Liste wird erneut geladen, sobald die Verbindung wieder steht.',
  none: 'Keine Bestellungen.',
  linksTitle: 'Bildschirme der Filiale',
  linksHint: 'Wer den Link hat, sieht die Bestellungen dieser Filiale ohne Anmeldung. Der Link wird nur einmal angezeigt.',
  linkFailed: 'Bildschirm-Link konnte nicht erstellt werden.',
  counterScreen: 'Theken-Bildschirm',
  kitchenScreen: 'Küchen-Bildschirm',
  make: 'Link erstellen',
  open: 'öffnen',
  comment: 'Kommentar',
  appointment: 'Termin',
  table: 'Tisch',
  order: 'Bestellung',
  unknown: 'Unbekannt',
} as const;

export const STATUS_LABELS: Record<string, string> = {
  new: 'Neu',
  confirmed: 'Bestätigt',
  in_delivery: 'In Zustellung',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  failed: 'Fehlgeschlagen',
};

export function orderType(order: { isDelivery?: boolean; isDineIn?: boolean }): string {
  return order.isDelivery ? 'Lieferung' : order.isDineIn ? 'Vor Ort' : 'Abholung';
}
