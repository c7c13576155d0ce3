/** German texts of the item configuration overlay. */
export const OVERLAY_TEXTS = {
  configure: 'Produkt anpassen',
  contains: 'Enthält',
  unit: 'Einheit',
  required: 'Pflichtfeld',
  optional: 'optional',
  chooseOne: 'Bitte wählen Sie eine Option.',
  chooseAny: 'Mehrfachauswahl möglich',
  chooseRequired: (part: string) => `Bitte wählen Sie eine Option für „${part}“ aus.`,
  addToCart: 'In den Warenkorb',
  update: 'Übernehmen',
} as const;
