/**
 * German names of the back-office areas (spec 000 §2) and the fallback texts of §8:
 * '<Dinge> konnten nicht geladen werden', '<Ding> konnte nicht erstellt/aktualisiert/
 * gelöscht werden'. A resource missing here (a new plugin's) gets a readable name from its
 * API name; plugins can name theirs through the `backend.resources` slot.
 */
import type { BackendAreaName } from '@tresen/sdk';

export type ResourceName = BackendAreaName;

const SALES = 'Verkauf';
const CATALOG = 'Sortiment';
const CONTENT = 'Inhalte';
const STAFF = 'Personal';
const MEDIA = 'Medien';
const SYSTEM = 'System';
const SIGNAGE = 'Digital Signage';

export const RESOURCES: Record<string, ResourceName> = {
  divisions: { plural: 'Organisationen', singular: 'Organisation', group: SALES },
  branches: { plural: 'Filialen', singular: 'Filiale', group: SALES },
  departments: { plural: 'Abteilungen', singular: 'Abteilung', group: SALES },
  'contact-persons': { plural: 'Ansprechpersonen', singular: 'Ansprechperson', group: SALES },
  tables: { plural: 'Tische', singular: 'Tisch', group: SALES },
  devices: { plural: 'Geräte', singular: 'Gerät', group: SALES },
  customers: { plural: 'Kunden', singular: 'Kunde', group: SALES },
  'external-users': { plural: 'Externe Benutzer', singular: 'Externer Benutzer', group: SALES },
  'analytics-leads': { plural: 'Leads', singular: 'Lead', group: SALES },
  donatees: { plural: 'Spendenempfänger', singular: 'Spendenempfänger', group: SALES },
  menus: { plural: 'Produktkataloge', singular: 'Produktkatalog', group: CATALOG },
  categories: { plural: 'Kategorien', singular: 'Kategorie', group: CATALOG },
  tags: { plural: 'Tags', singular: 'Tag', group: CATALOG },
  products: { plural: 'Produkte', singular: 'Produkt', group: CATALOG },
  sites: { plural: 'Seiten', singular: 'Seite', group: CONTENT },
  redirects: { plural: 'Weiterleitungen', singular: 'Weiterleitung', group: CONTENT },
  blocks: { plural: 'Inhalte (Blöcke)', singular: 'Inhalt', group: CONTENT },
  nodes: { plural: 'Inhalte (Knoten)', singular: 'Inhalt', group: CONTENT },
  navigations: { plural: 'Navigationen', singular: 'Navigation', group: CONTENT },
  'qr-codes': { plural: 'QR Codes', singular: 'QR Code', group: CONTENT },
  scenes: { plural: 'Szenen', singular: 'Szene', group: CONTENT },
  images: { plural: 'Bilder', singular: 'Bild', group: MEDIA },
  'image-templates': { plural: 'Bildvorlagen', singular: 'Bildvorlage', group: MEDIA },
  uploads: { plural: 'Uploads', singular: 'Upload', group: MEDIA },
  fonts: { plural: 'Schriftarten', singular: 'Schriftart', group: MEDIA },
  'working-activities': { plural: 'Aktivitäten', singular: 'Aktivität', group: STAFF },
  'working-schedules': { plural: 'Arbeitsplanung', singular: 'Planung', pluralVerb: 'konnte', group: STAFF },
  'holiday-balances': { plural: 'Urlaubskonten', singular: 'Urlaubskonto', group: STAFF },
  projects: { plural: 'Projekte', singular: 'Projekt', group: STAFF },
  tasks: { plural: 'Aufgaben', singular: 'Aufgabe', group: STAFF },
  users: { plural: 'Benutzer', singular: 'Benutzer', group: SYSTEM },
  logs: { plural: 'Logs', singular: 'Log', group: SYSTEM },
  'analytics-log': { plural: 'Analytics-Logs', singular: 'Analytics-Log', group: SYSTEM },
  'digital-signage-segments': { plural: 'Filmsequenzen', singular: 'Filmsequenz', group: SIGNAGE },
  'digital-signage-streams': { plural: 'Streams', singular: 'Stream', group: SIGNAGE },
  'digital-signage-devices': { plural: 'TVs', singular: 'TV', group: SIGNAGE },
};

const extra: Record<string, ResourceName> = {};

/** Names a plugin gives its resources (slot backend.resources). */
export function nameResource(resource: string, name: ResourceName): void {
  extra[resource] = name;
}

function readable(resource: string): string {
  const text = resource.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function resourceName(resource: string): ResourceName {
  return extra[resource] ?? RESOURCES[resource] ?? { plural: readable(resource), singular: readable(resource), group: 'Plugins' };
}

export type Failure = 'load' | 'loadOne' | 'create' | 'update' | 'delete';

export function fallbackText(resource: string, failure: Failure): string {
  const name = resourceName(resource);
  if (resource === 'users' && failure === 'loadOne') return 'Benutzer konnte nicht geladen werden';
  if (failure === 'load') return `${name.plural} ${name.pluralVerb ?? 'konnten'} nicht geladen werden`;
  if (failure === 'loadOne') return `${name.singular} konnte nicht geladen werden`;
  const verb = { create: 'erstellt', update: 'aktualisiert', delete: 'gelöscht' }[failure];
  return `${name.singular} konnte nicht ${verb} werden`;
}

/** German labels of common fields; others are derived from the name. */
export const FIELDS: Record<string, string> = {
  id: 'Nr.', name: 'Name', title: 'Titel', description: 'Beschreibung', identifier: 'Kennung', path: 'Pfad',
  isEnabled: 'Aktiv', isPublic: 'Öffentlich', street: 'Straße', zipCode: 'PLZ', city: 'Ort', phone: 'Telefon',
  email: 'E-Mail', price: 'Preis', tax: 'Steuersatz (%)', takeawayTax: 'Steuersatz Mitnahme (%)', dineInTax: 'Steuersatz vor Ort (%)',
  category: 'Kategorie', categories: 'Kategorien', tags: 'Tags', images: 'Bilder', image: 'Bild', type: 'Typ', allergens: 'Allergene',
  unit: 'Einheit', position: 'Position', division: 'Organisation', branch: 'Filiale', branches: 'Filialen', roles: 'Rollen',
  username: 'Benutzername', password: 'Passwort', firstName: 'Vorname', lastName: 'Nachname', company: 'Firma',
  createdAt: 'Erstellt', updatedAt: 'Geändert', content: 'Inhalt', items: 'Einträge', url: 'Adresse', target: 'Ziel',
  status: 'Status', color: 'Farbe', products: 'Produkte', menus: 'Produktkataloge', openingHours: 'Öffnungszeiten',
  deliveryAreas: 'Liefergebiete', calculationModel: 'Preismodell', alternativeUnits: 'Weitere Einheiten',
  minimumQuantity: 'Mindestmenge', maximumQuantity: 'Höchstmenge', quantityStepSize: 'Mengenschritt', defaultQuantity: 'Standardmenge',
  defaultUnit: 'Standardeinheit', isPriceHidden: 'Preis verbergen', isVisibleWhenUnavailable: 'Sichtbar, wenn nicht verfügbar',
  seoTitle: 'SEO-Titel', seoDescription: 'SEO-Beschreibung', alt: 'Alternativtext', size: 'Größe', source: 'Quelle', provider: 'Anbieter',
  family: 'Schriftfamilie', visitor: 'Besucher', action: 'Aktion', entity: 'Bereich', entityId: 'Eintrag', userId: 'Benutzer-Nr.', userName: 'Benutzer', data: 'Daten',
  q: 'Suche', start: 'Von', end: 'Bis', from: 'Von', to: 'Bis', isDelivery: 'Lieferung', isDineIn: 'Vor Ort', isTakeaway: 'Mitnahme',
  availableFrom: 'Verfügbar ab', availableTo: 'Verfügbar bis', department: 'Abteilung', user: 'Benutzer', project: 'Projekt',
  isStepByStep: 'Schritt für Schritt', schedule: 'Zeitplan', isLeadTimeEnabled: 'Vorlaufzeit aktiv', leadTimeType: 'Art der Vorlaufzeit',
  leadTimeValue: 'Vorlaufzeit', config: 'Konfiguration', bundleItems: 'Paketinhalt', timezone: 'Zeitzone', logo: 'Logo',
  isDeliveryEnabled: 'Lieferung möglich', isDineInEnabled: 'Vor Ort möglich', isTakeawayEnabled: 'Abholung möglich', isPreorderEnabled: 'Vorbestellung möglich',
  isTableSelectionEnabled: 'Tischwahl', isCashEnabled: 'Barzahlung', catalog: 'Katalog', file: 'Datei', layers: 'Ebenen', width: 'Breite', height: 'Höhe',
  amount: 'Menge', appointmentDate: 'Termin', assignee: 'Zuständig', bic: 'BIC', closedMessage: 'Hinweis bei geschlossener Filiale',
  companyName: 'Firmenname', counterAppointment: 'Gegenvorschlag', country: 'Land', date: 'Datum', deliveryArea: 'Liefergebiet',
  deliveryCity: 'Lieferort', deliveryCompanyName: 'Firmenname (Lieferung)', deliveryCountry: 'Land (Lieferung)', deliveryDoor: 'Tür (Lieferung)',
  deliveryFirstName: 'Vorname (Lieferung)', deliveryFloor: 'Stock (Lieferung)', deliveryHours: 'Lieferzeiten', deliveryLastName: 'Nachname (Lieferung)',
  deliveryStairway: 'Stiege (Lieferung)', deliveryStreet: 'Straße (Lieferung)', deliveryZipCode: 'PLZ (Lieferung)', donatee: 'Spendenempfänger',
  door: 'Tür', dueDate: 'Fällig am', endedAt: 'Ende', expiresAt: 'Läuft ab', externalId: 'Externe Kennung', floor: 'Stock', iban: 'IBAN',
  isATMCardEnabled: 'Bankomatkarte', isAppointmentRequired: 'Termin erforderlich', isCompany: 'Firma', isDatatransEnabled: 'Datatrans',
  isDeliveryAddressDifferent: 'Abweichende Lieferadresse', isDeliveryAddressRequired: 'Adresse bei Lieferung erforderlich', isDeliveryCompany: 'Lieferung an Firma',
  isDeliveryEmailRequired: 'E-Mail bei Lieferung erforderlich', isDeliveryHoursEnabled: 'Eigene Lieferzeiten', isDeliveryPhoneRequired: 'Telefon bei Lieferung erforderlich',
  isDineInAddressRequired: 'Adresse vor Ort erforderlich', isDineInEmailRequired: 'E-Mail vor Ort erforderlich', isDineInPhoneRequired: 'Telefon vor Ort erforderlich',
  isHydroAGVoucherEnabled: 'Hydro-AG-Gutschein', isLocked: 'Gesperrt', isMollieEnabled: 'Mollie', isQuotationRequired: 'Angebot erforderlich',
  isTakeawayAddressRequired: 'Adresse bei Abholung erforderlich', isTakeawayEmailRequired: 'E-Mail bei Abholung erforderlich', isTakeawayPhoneRequired: 'Telefon bei Abholung erforderlich',
  keywords: 'Schlagwörter', kind: 'Art', latitude: 'Breitengrad', legalInstructions: 'AGB akzeptiert', longitude: 'Längengrad', message: 'Nachricht',
  options: 'Optionen', orderableFrom: 'Bestellbar ab', pausedSeconds: 'Pause (Sekunden)', paymentMethod: 'Zahlungsart', plugin: 'Plugin',
  googleTagId: 'Google-Tag-ID', metaPixelId: 'Meta-Pixel-ID',
  privacyPolicy: 'Datenschutz akzeptiert', reason: 'Grund', rejectionMessage: 'Ablehnungsgrund', salutation: 'Anrede', stairway: 'Stiege',
  startedAt: 'Beginn', statusCode: 'Statuscode', table: 'Tisch', titlePrefix: 'Titel (vorangestellt)', unitId: 'Einheit', vatNumber: 'UID-Nummer',
  year: 'Jahr', entitlement: 'Anspruch (Tage)', carriedOver: 'Übertrag (Tage)', taken: 'Genommen (Tage)', remaining: 'Rest (Tage)',
  pausedAt: 'Pause seit', note: 'Notiz', notes: 'Notizen', comment: 'Kommentar', seats: 'Plätze', capacity: 'Plätze', label: 'Bezeichnung', value: 'Wert',
};

/** Field labels a plugin gives (slot backend.resources: the component's static `fields`). */
export function nameFields(fields: Record<string, string>): void {
  for (const [field, label] of Object.entries(fields)) if (!FIELDS[field]) FIELDS[field] = label;
}

export function fieldLabel(field: string): string {
  if (FIELDS[field]) return FIELDS[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** German names of enum values seen in the schemas; others are shown readable. */
export const CHOICES: Record<string, string> = {
  started: 'Läuft', paused: 'Pausiert', ended: 'Beendet',
  simple: 'Einfach', bundle: 'Paket', configurable: 'Konfigurierbar', fixed: 'Fixpreis', approximate: 'Ca.-Preis', minimum: 'Mindestpreis',
  piece: 'Stück', serving: 'Portion', pair: 'Paar', person: 'Person', package: 'Packung', gram: 'Gramm', decagram: 'Dekagramm',
  kilogram: 'Kilogramm', milliliter: 'Milliliter', centiliter: 'Zentiliter', deciliter: 'Deziliter', liter: 'Liter',
  millimeter: 'Millimeter', centimeter: 'Zentimeter', meter: 'Meter', 'square-meter': 'Quadratmeter', 'cubic-meter': 'Kubikmeter',
  ROLE_ADMIN: 'Administrator', ROLE_EMPLOYEE: 'Mitarbeiter',
  printer: 'Drucker', tablet: 'Tablet', screen: 'Bildschirm',
  daily: 'Täglich', monday: 'Montag', tuesday: 'Dienstag', wednesday: 'Mittwoch', thursday: 'Donnerstag', friday: 'Freitag', saturday: 'Samstag', sunday: 'Sonntag',
};

/** Enum value names a plugin gives (the component's static `choices`). */
export function nameChoices(choices: Record<string, string>): void {
  for (const [value, label] of Object.entries(choices)) if (!CHOICES[value]) CHOICES[value] = label;
}

export function choiceLabel(value: string): string {
  return CHOICES[value] ?? fieldLabel(value);
}
