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
