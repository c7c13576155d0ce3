/** German for react-admin 5 (ra-i18n-polyglot), keyed like ra-language-english 5.x. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';

export const de: TranslationMessages = {
  ra: {
    action: {
      add_filter: 'Filter hinzufügen', add: 'Hinzufügen', back: 'Zurück', bulk_actions: '1 ausgewählt |||| %{smart_count} ausgewählt',
      cancel: 'Abbrechen', clear_array_input: 'Liste leeren', clear_input_value: 'Eingabe löschen', clone: 'Duplizieren',
      confirm: 'Bestätigen', create: 'Erstellen', create_item: '%{item} erstellen', delete: 'Löschen', edit: 'Bearbeiten',
      export: 'Exportieren', list: 'Liste', refresh: 'Aktualisieren', remove_filter: 'Filter entfernen',
      remove_all_filters: 'Alle Filter entfernen', remove: 'Entfernen', reset: 'Zurücksetzen', save: 'Speichern',
      search: 'Suchen', search_columns: 'Spalten suchen', select_all: 'Alle auswählen', select_all_button: 'Alle auswählen',
      select_row: 'Zeile auswählen', show: 'Anzeigen', sort: 'Sortieren', undo: 'Rückgängig', unselect: 'Auswahl aufheben',
      expand: 'Aufklappen', close: 'Schließen', open_menu: 'Menü öffnen', close_menu: 'Menü schließen', update: 'Aktualisieren',
      move_up: 'Nach oben', move_down: 'Nach unten', open: 'Öffnen', toggle_theme: 'Farbschema wechseln',
      select_columns: 'Spalten', update_application: 'Anwendung neu laden',
    },
    boolean: { true: 'Ja', false: 'Nein', null: ' ' },
    page: {
      create: '%{name} erstellen', dashboard: 'Übersicht', edit: '%{name} #%{id}', error: 'Etwas ist schiefgelaufen',
      list: '%{name}', loading: 'Lädt', not_found: 'Nicht gefunden', show: '%{name} #%{id}',
      empty: 'Noch keine Einträge.', invite: 'Möchten Sie einen anlegen?', access_denied: 'Keine Berechtigung',
      authentication_error: 'Anmeldung fehlgeschlagen',
    },
    input: {
      file: { upload_several: 'Dateien hierher ziehen oder klicken, um sie auszuwählen.', upload_single: 'Datei hierher ziehen oder klicken, um sie auszuwählen.' },
      image: { upload_several: 'Bilder hierher ziehen oder klicken, um sie auszuwählen.', upload_single: 'Bild hierher ziehen oder klicken, um es auszuwählen.' },
      references: { all_missing: 'Die verknüpften Einträge fehlen.', many_missing: 'Einige verknüpfte Einträge fehlen.', single_missing: 'Der verknüpfte Eintrag fehlt.' },
      password: { toggle_visible: 'Passwort verbergen', toggle_hidden: 'Passwort anzeigen' },
    },
    message: {
      about: 'Über', access_denied: 'Sie haben keine Berechtigung für diese Seite.', are_you_sure: 'Sind Sie sicher?',
      authentication_error: 'Der Anmeldeserver hat einen Fehler gemeldet.', auth_error: 'Die Anmeldung ist abgelaufen.',
      bulk_delete_content: 'Wollen Sie „%{name}“ wirklich löschen? |||| Wollen Sie diese %{smart_count} Einträge wirklich löschen?',
      bulk_delete_title: '%{name} löschen |||| %{smart_count} Einträge löschen',
      bulk_update_content: 'Wollen Sie „%{name}“ wirklich ändern? |||| Wollen Sie diese %{smart_count} Einträge wirklich ändern?',
      bulk_update_title: '%{name} ändern |||| %{smart_count} Einträge ändern',
      clear_array_input: 'Wollen Sie die ganze Liste leeren?', delete_content: 'Wollen Sie diesen Eintrag wirklich löschen?',
      delete_title: '%{name} #%{id} löschen', details: 'Details', error: 'Ein Fehler ist aufgetreten.',
      invalid_form: 'Das Formular ist nicht gültig. Bitte prüfen Sie die markierten Felder.', loading: 'Bitte warten …',
      no: 'Nein', not_found: 'Diese Seite gibt es nicht.', select_all_limit_reached: 'Zu viele Einträge, um alle auszuwählen.',
      unsaved_changes: 'Einige Änderungen wurden nicht gespeichert. Trotzdem verlassen?', yes: 'Ja', placeholder_data_warning: 'Netzwerkproblem: Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter entfernen', no_filtered_results: 'Keine Einträge für diese Filter.', no_results: 'Keine Einträge gefunden.',
      no_more_results: 'Seite %{page} gibt es nicht. Zurück zur vorigen Seite.', page_out_of_boundaries: 'Seite %{page} liegt außerhalb.',
      page_out_from_end: 'Hinter der letzten Seite', page_out_from_begin: 'Vor der ersten Seite', page_range_info: '%{offsetBegin}–%{offsetEnd} von %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} von mehr als %{offsetEnd}', current_page: 'Seite %{page}', page: 'Zu Seite %{page}',
      first: 'Erste Seite', last: 'Letzte Seite', next: 'Weiter', previous: 'Zurück', page_rows_per_page: 'Zeilen pro Seite:', skip_nav: 'Zum Inhalt springen',
    },
    sort: { sort_by: 'Sortieren nach %{field} %{order}', ASC: 'aufsteigend', DESC: 'absteigend' },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an.', user_menu: 'Profil', username: 'Benutzername oder E-Mail', password: 'Passwort',
      email: 'E-Mail', sign_in: 'Anmelden', sign_in_error: 'Ungültige Anmeldedaten.', logout: 'Abmelden',
    },
    notification: {
      updated: 'Gespeichert |||| %{smart_count} Einträge gespeichert', created: 'Erstellt', deleted: 'Gelöscht |||| %{smart_count} Einträge gelöscht',
      bad_item: 'Ungültiger Eintrag', item_doesnt_exist: 'Den Eintrag gibt es nicht', http_error: 'Der Server ist nicht erreichbar.',
      data_provider_error: 'Fehler beim Laden der Daten.', i18n_error: 'Die Übersetzungen konnten nicht geladen werden.',
      canceled: 'Abgebrochen', logged_out: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich neu an.',
      not_authorized: 'Sie haben keine Berechtigung dafür.', application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung',
    },
    validation: {
      required: 'Pflichtfeld', minLength: 'Mindestens %{min} Zeichen', maxLength: 'Höchstens %{max} Zeichen', minValue: 'Mindestens %{min}',
      maxValue: 'Höchstens %{max}', number: 'Bitte eine Zahl eingeben', email: 'Keine gültige E-Mail-Adresse', oneOf: 'Eines von: %{options}',
      regex: 'Ungültiges Format', unique: 'Wird bereits verwendet',
    },
    saved_queries: { label: 'Gespeicherte Filter', query_name: 'Name', new_label: 'Filter speichern …', new_dialog_title: 'Filter speichern', remove_label: 'Filter entfernen', remove_label_with_name: 'Filter „%{name}“ entfernen', remove_dialog_title: 'Filter entfernen?', remove_message: 'Diesen Filter wirklich entfernen?', help: 'Liste filtern und den Filter speichern' },
    configurable: { customize: 'Anpassen', configureMode: 'Seite anpassen', inspector: { title: 'Inspektor', content: 'Elemente anklicken, um sie anzupassen', reset: 'Zurücksetzen', hideAll: 'Alle ausblenden', showAll: 'Alle anzeigen' }, Datagrid: { title: 'Tabelle', unlabeled: 'Spalte #%{column}' }, SimpleForm: { title: 'Formular', unlabeled: 'Feld #%{input}' }, SimpleList: { title: 'Liste', primaryText: 'Haupttext', secondaryText: 'Zweittext', tertiaryText: 'Dritttext' } },
  },
};

export const i18nProvider = polyglotI18nProvider(() => de, 'de', [{ locale: 'de', name: 'Deutsch' }], { allowMissing: true });
