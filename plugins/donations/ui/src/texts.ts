/** German texts of the donation block (001 §2 section 8, §8) and the amount of 001 §9. */
export const TEXTS = {
  title: 'Spende',
  intro: (amount: string) =>
    `Mit Ihrer Bestellung können Sie ${amount} an eine Organisation Ihrer Wahl spenden. Der Betrag wird Ihrer Bestellung hinzugefügt.`,
  choose: 'Organisation wählen',
  change: 'Ändern',
  remove: 'Keine Spende',
  chosen: 'Ihre Spende geht an',
  amount: 'Spendenbetrag',
  overlay: 'Organisation wählen',
  search: 'Organisation suchen',
  searchHint: 'Name oder Beschreibung',
  empty: 'Keine passende Organisation gefunden.',
  close: 'Schließen',
  selected: 'ausgewählt',
};

/** 001 §9: the donation amount shown, in the shop currency. The order's line is the server's. */
export const DONATION_AMOUNT = '0.07';

/** The back-office screen 'Spendensummen' (000 §2 donation recipients, a total per period). */
export const BACKEND = {
  title: 'Spendensummen',
  from: 'Von',
  to: 'Bis',
  badPeriod: 'Bitte wählen Sie einen gültigen Zeitraum.',
  failed: 'Spendensummen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  none: 'In diesem Zeitraum wurde nichts gespendet.',
  donatee: 'Spendenempfänger',
  count: 'Spenden',
  amount: 'Summe',
  sum: 'Gesamt',
};
