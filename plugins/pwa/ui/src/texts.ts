/** German UI texts of the installable app (002 §2.11, 000 §2). */
export const TEXTS = {
  footerInstall: 'App installieren',
  prompt: {
    label: 'App installieren',
    title: 'App installieren',
    text: 'Installieren Sie unsere App auf Ihrem Startbildschirm – schneller bestellen, auch unterwegs.',
    accept: 'Installieren',
    dismiss: 'Nicht jetzt',
  },
  instructions: {
    close: 'Schließen',
    install: 'Installieren',
    generic: {
      title: 'App installieren',
      steps: ['Tippen Sie auf „Installieren“ und bestätigen Sie die Installation.'],
    },
    iosPhone: {
      title: 'App auf dem iPhone installieren',
      steps: [
        'Tippen Sie unten in der Leiste auf das Teilen-Symbol.',
        'Wählen Sie „Zum Home-Bildschirm“.',
        'Tippen Sie oben rechts auf „Hinzufügen“.',
      ],
    },
    iosTablet: {
      title: 'App auf dem iPad installieren',
      steps: [
        'Tippen Sie oben rechts neben der Adresszeile auf das Teilen-Symbol.',
        'Wählen Sie „Zum Home-Bildschirm“.',
        'Tippen Sie auf „Hinzufügen“.',
      ],
    },
    unsupported: {
      title: 'Automatische Installation nicht möglich',
      steps: [
        'Ihr Browser unterstützt keine automatische Installation.',
        'Bitte fügen Sie die App manuell über das Menü Ihres Browsers zum Startbildschirm hinzu.',
      ],
    },
  },
  update: {
    text: 'Ein Update wurde installiert!',
    restart: 'App neustarten',
    refreshing: 'Die App wird neu gestartet …',
  },
  promotion: {
    title: 'Nächstes Mal noch schneller bestellen',
    text: 'Installieren Sie unsere App und verfolgen Sie Ihre Bestellungen direkt vom Startbildschirm aus.',
  },
  offline: {
    title: 'Sie sind offline',
    text: 'Bitte überprüfen Sie Ihre Internetverbindung.',
    retry: 'Erneut versuchen',
  },
} as const;
