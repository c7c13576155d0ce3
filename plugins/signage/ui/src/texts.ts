/** German texts of the signage plugin's back-office parts (spec 000 §8 where it gives them). */
export const TEXTS = {
  commandFailed: 'Befehl konnte nicht ausgeführt werden.',
  abortFailed: 'Befehl konnte nicht abgebrochen werden.',
  commandSent: 'Befehl wurde gesendet.',
  commandAborted: 'Befehl wurde abgebrochen.',
  commandsTitle: 'Befehl an diesen TV',
  command: 'Befehl',
  status: 'Befehlsstatus',
  none: '—',
  message: 'Nachricht',
  segment: 'Filmsequenz',
  send: 'Befehl senden',
  abort: 'Befehl abbrechen',
  playerTitle: 'Player',
  playerHint: 'Öffnen Sie diesen Link auf dem TV. Er wird nur einmal angezeigt; ein neuer Link macht den alten ungültig.',
  newKey: 'Player-Link erzeugen',
  keyFailed: 'Player-Link konnte nicht erzeugt werden.',
  openPlayer: 'Player öffnen',
} as const;

/** The commands a player carries out (plugins/signage/schemas.py COMMAND_TYPES). */
export const COMMANDS: Record<string, string> = {
  reload: 'Stream neu starten',
  message: 'Nachricht anzeigen',
  segment: 'Filmsequenz zeigen',
  pause: 'Anhalten',
  play: 'Weiter abspielen',
};

/** Field labels and values of the signage areas, for the generated screens. */
export const FIELDS: Record<string, string> = {
  duration: 'Dauer (Sekunden)',
  media: 'Medien',
  segments: 'Filmsequenzen',
  stream: 'Stream',
  lastSeenAt: 'Zuletzt verbunden',
  command: 'Befehl',
  commandStatus: 'Befehlsstatus',
  hasKey: 'Player-Link vergeben',
};

export const CHOICES: Record<string, string> = {
  pending: 'Offen',
  aborted: 'Abgebrochen',
  done: 'Ausgeführt',
  image: 'Bild',
  video: 'Film',
};
