/** German texts of the questionnaire on the status page (001 §2, §4). */
export const TEXTS = {
  title: 'Wie hat es Ihnen geschmeckt?',
  intro: 'Wir freuen uns über Ihre Bewertung.',
  ratings: {
    rating: 'Gesamteindruck',
    foodRating: 'Essen',
    serviceRating: 'Service',
    processRating: 'Bestellablauf',
  },
  stars: (n: number) => (n === 1 ? '1 Stern' : `${n} Sterne`),
  comment: 'Ihr Kommentar (optional)',
  send: 'Bewertung senden',
  sending: 'Wird gesendet...',
  dismiss: 'Nicht jetzt',
  thanks: 'Vielen Dank für Ihre Bewertung!',
  failed: 'Ihre Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
};

/** The back-office screen 'Bewertungen' (ratings per branch with their averages). */
export const BACKEND = {
  title: 'Bewertungen',
  averages: 'Durchschnitt je Filiale',
  answers: 'Bewertungen der Gäste',
  branch: 'Filiale',
  allBranches: 'Alle Filialen',
  count: (n: number) => (n === 1 ? '1 Bewertung' : `${n} Bewertungen`),
  none: 'Noch keine Bewertungen.',
  failed: 'Bewertungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  order: (ticket: number) => `Bestellung Nr. ${ticket}`,
};
