/** German texts of the back-office screen 'Zahlungen' (000 §2, §8). */
export const TEXTS = {
  title: 'Zahlungen',
  status: 'Zahlungsstatus',
  all: 'Alle',
  none: 'Keine Online-Zahlungen.',
  failed: 'Zahlungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  recheck: 'Zahlung prüfen',
  rechecked: 'Zahlungsstatus wurde überprüft.',
  recheckFailed: 'Zahlungsstatus konnte nicht überprüft werden.',
  order: (ticket: number) => `Bestellung Nr. ${ticket}`,
  reference: 'Referenz',
  more: 'Weitere laden',
};

/** The payment states of an order (the server's values) as staff read them. */
export const STATES: Record<string, string> = {
  pending: 'Ausstehend',
  authorized: 'Autorisiert',
  paid: 'Bezahlt',
  failed: 'Fehlgeschlagen',
  refunded: 'Erstattet',
  canceled: 'Storniert',
  expired: 'Abgelaufen',
};
