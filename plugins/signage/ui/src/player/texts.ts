/** German texts of the TV player page (server messages come from plugins/signage/texts.py). */
export const TEXTS = {
  label: 'TV-Player',
  connecting: 'Verbindung wird hergestellt …',
  offline: 'Keine Verbindung – der Stream läuft weiter.',
  noKey: 'Für diesen TV fehlt der Schlüssel. Bitte öffnen Sie den Player-Link aus dem Back-Office.',
  noStream: 'Diesem TV ist kein Stream zugewiesen.',
} as const;
