"""The demo business: a Viennese-style restaurant chain with two public branches.

Plain data, saved through the services by demo/load.py (so it passes every rule).
"""

from __future__ import annotations

from typing import Any

CONFIG = {
    "shopName": "Gasthaus Tresen",
    "businessName": "Gasthaus Tresen GmbH",
    "title": "Gasthaus Tresen",
    "seoTitle": "Gasthaus Tresen – online bestellen in Wien und Graz",
    "description": "Wiener Küche zum Abholen, Liefern und vor Ort: Schnitzel, Gulasch, "
    "Mehlspeisen.",
    "website": "https://gasthaus-tresen.example",
    "currency": "EUR",
    "enableCash": True,
    "enablePluginToolbar": True,
    "enablePluginDonations": True,
    "termsAndConditionsText": (
        "Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen über den "
        "Online-Shop der Gasthaus Tresen GmbH.\n\n"
        "Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag "
        "kommt zustande, sobald wir Ihre Bestellung bestätigen; den Stand sehen Sie jederzeit "
        "auf der Statusseite Ihrer Bestellung.\n\n"
        "Alle Preise sind Endpreise inklusive der gesetzlichen Mehrwertsteuer. Für Lieferungen "
        "gelten der Mindestbestellwert und die Liefergebühr des gewählten Liefergebiets.\n\n"
        "Speisen werden frisch zubereitet; eine Stornierung ist möglich, solange die "
        "Bestellung noch nicht bestätigt wurde."
    ),
    "privacyPolicyText": (
        "Wir verarbeiten Ihre Daten (Name, Kontaktdaten, Adresse und Bestellung) "
        "ausschließlich zur Abwicklung Ihrer Bestellung und geben sie nur an die ausführende "
        "Filiale weiter.\n\n"
        "Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO). Bestelldaten "
        "bewahren wir aufgrund gesetzlicher Pflichten sieben Jahre auf.\n\n"
        "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der "
        "Verarbeitung. Schreiben Sie uns an datenschutz@gasthaus-tresen.example."
    ),
    "imprintText": (
        "Gasthaus Tresen GmbH, Landstraßer Hauptstraße 7, 1030 Wien.\n\n"
        "Firmenbuchnummer FN 123456a, Handelsgericht Wien. UID ATU12345678.\n\n"
        "Telefon +43 1 7123456, E-Mail office@gasthaus-tresen.example. Mitglied der "
        "Wirtschaftskammer Wien, Fachgruppe Gastronomie."
    ),
    "allergensText": (
        "A Gluten · B Krebstiere · C Ei · D Fisch · E Erdnuss · F Soja · G Milch · "
        "H Schalenfrüchte · L Sellerie · M Senf · N Sesam · O Sulfite · P Lupinen · "
        "R Weichtiere.\n\n"
        "Fragen Sie unser Team gerne nach den Zutaten einzelner Gerichte."
    ),
}

DIVISION = {
    "identifier": "gastronomie",
    "name": "Gastronomie",
    "description": "Unsere Gasthäuser in Österreich.",
}

AREAS_WIEN = [
    {
        "id": "innere-stadt",
        "area": "1010 Innere Stadt",
        "price": "2.50",
        "tax": "20",
        "minimumOrderValue": "15.00",
        "freeFromOrderValue": "40.00",
    },
    {
        "id": "leopoldstadt",
        "area": "1020 Leopoldstadt",
        "price": "3.90",
        "tax": "20",
        "minimumOrderValue": "20.00",
        "freeFromOrderValue": "50.00",
    },
    {
        "id": "abholstation",
        "area": "Abholstation Praterstern",
        "price": "0",
        "tax": "20",
        "isFree": True,
    },
]
AREAS_GRAZ = [
    {
        "id": "graz-innere-stadt",
        "area": "8010 Innere Stadt",
        "price": "2.90",
        "tax": "20",
        "minimumOrderValue": "18.00",
        "freeFromOrderValue": "45.00",
    },
]

BRANCHES: list[dict[str, Any]] = [
    {
        "identifier": "wien-mitte",
        "name": "Tresen Wien Mitte",
        "description": "Unser Stammhaus beim Stadtpark – mit Gastgarten.",
        "street": "Landstraßer Hauptstraße 7",
        "zipCode": "1030",
        "city": "Wien",
        "phone": "+43 1 7123456",
        "email": "wien@gasthaus-tresen.example",
        "latitude": "48.205800",
        "longitude": "16.384300",
        "keywords": "Schnitzel Gastgarten Mittagsmenü",
        # Lunch break on weekdays; delivery keeps its own hours.
        "openingHours": [
            {"type": day, "from": "11:00", "to": "14:30"}
            for day in ("monday", "tuesday", "wednesday", "thursday", "friday")
        ]
        + [
            {"type": day, "from": "17:30", "to": "22:30"}
            for day in ("monday", "tuesday", "wednesday", "thursday", "friday")
        ]
        + [
            {"type": "saturday", "from": "11:00", "to": "23:00"},
            {"type": "sunday", "isClosed": True},
        ],
        "isDeliveryHoursEnabled": True,
        "deliveryHours": [{"type": "daily", "from": "11:30", "to": "21:30"}],
        "isDeliveryEnabled": True,
        "isDineInEnabled": True,
        "isPreorderEnabled": True,
        "isTableSelectionEnabled": True,
        "deliveryAreas": AREAS_WIEN,
    },
    {
        "identifier": "graz-lend",
        "name": "Tresen Graz Lend",
        "description": "Am Lendplatz, mitten im Marktgeschehen.",
        "street": "Lendplatz 12",
        "zipCode": "8020",
        "city": "Graz",
        "phone": "+43 316 712345",
        "email": "graz@gasthaus-tresen.example",
        "latitude": "47.074400",
        "longitude": "15.430000",
        "openingHours": [
            {"type": "daily", "from": "10:00", "to": "22:00"},
            {"type": "once", "date": "2026-12-24", "isClosed": True},
            {"type": "once", "date": "2026-12-31", "from": "10:00", "to": "02:00"},
        ],
        "isDeliveryEnabled": True,
        "isDineInEnabled": True,
        "deliveryAreas": AREAS_GRAZ,
    },
    {
        "identifier": "linz-neu",
        "name": "Tresen Linz (Eröffnung bald)",
        "description": "Wir eröffnen im Frühjahr.",
        "street": "Hauptplatz 3",
        "zipCode": "4020",
        "city": "Linz",
        "isPublic": False,
        "openingHours": [],
    },
]

CATEGORIES = [
    "Vorspeisen",
    "Suppen",
    "Hauptspeisen",
    "Vegetarisch",
    "Beilagen",
    "Mehlspeisen",
    "Alkoholfreie Getränke",
    "Bier & Wein",
]


def _food(name: str, price: str, description: str = "", allergens: str = "") -> dict[str, Any]:
    return {
        "name": name,
        "price": price,
        "description": description,
        "allergens": allergens,
        "tax": "10",
        "takeawayTax": "10",
        "dineInTax": "10",
        "unit": "piece",
        "minimumQuantity": "1",
        "maximumQuantity": "20",
        "quantityStepSize": "1",
    }


def _drink(name: str, price: str, description: str = "") -> dict[str, Any]:
    # Beverages carry 20 % in every mode; food 10 %.
    return {
        "name": name,
        "price": price,
        "description": description,
        "tax": "20",
        "takeawayTax": "20",
        "dineInTax": "20",
        "unit": "piece",
        "minimumQuantity": "1",
        "maximumQuantity": "30",
        "quantityStepSize": "1",
    }


PRODUCTS: dict[str, list[dict[str, Any]]] = {
    "Vorspeisen": [
        _food("Beef Tatar", "13.90", "Mit Toast und Butter", "C, M, O"),
        _food("Liptauer-Brot", "6.50", "Hausgemachter Liptauer auf Bauernbrot", "A, G"),
        _food("Gebackene Champignons", "8.90", "Mit Sauce Tartare", "A, C, G"),
        _food("Vogerlsalat mit Kernöl", "7.80", "Mit Erdäpfeln und Kürbiskernen", "H"),
    ],
    "Suppen": [
        _food("Rindsuppe mit Frittaten", "5.20", "", "A, C, G, L"),
        _food("Leberknödelsuppe", "5.60", "", "A, C, L"),
        _food("Gulaschsuppe", "6.40", "Scharf, mit Gebäck", "A"),
        _food("Kürbiscremesuppe", "5.90", "Mit Kernöl", "G"),
    ],
    "Hauptspeisen": [
        _food("Wiener Schnitzel vom Kalb", "21.90", "Mit Petersilerdäpfeln", "A, C, G"),
        _food("Schweinsschnitzel", "15.90", "Mit Pommes frites", "A, C"),
        _food("Rindsgulasch", "16.50", "Mit Semmelknödel", "A, C, G"),
        _food("Tafelspitz", "22.80", "Mit Apfelkren, Schnittlauchsauce, Rösti", "C, G, L"),
        _food("Backhendl", "17.40", "Mit Erdäpfel-Vogerlsalat", "A, C"),
        _food("Zwiebelrostbraten", "23.50", "Mit Braterdäpfeln", "A"),
        _food("Gebratener Saibling", "19.90", "Mit Blattspinat", "D, G"),
    ],
    "Vegetarisch": [
        _food("Käsespätzle", "13.50", "Mit Röstzwiebeln", "A, C, G"),
        _food("Gemüselaibchen", "12.90", "Mit Joghurtdip", "A, C, G"),
        _food("Eierschwammerl-Risotto", "15.40", "Saisonal", "G, L"),
    ],
    "Beilagen": [
        _food("Pommes frites", "4.20"),
        _food("Petersilerdäpfel", "4.20"),
        _food("Gemischter Salat", "4.80", "", "M"),
        _food("Semmelknödel", "3.20", "", "A, C, G"),
    ],
    "Mehlspeisen": [
        _food("Kaiserschmarrn", "10.90", "Mit Zwetschkenröster", "A, C, G"),
        _food("Apfelstrudel", "6.20", "Mit Schlagobers", "A, C, G"),
        _food("Sachertorte", "6.80", "", "A, C, G, H"),
        # Out of season: shown greyed, not orderable.
        {**_food("Marillenknödel", "9.40", "Wieder ab Juni", "A, C, G"), "isEnabled": False},
        _food("Palatschinken mit Marillenmarmelade", "7.50", "", "A, C, G"),
    ],
    "Alkoholfreie Getränke": [
        _drink("Almdudler 0,35 l", "3.90"),
        _drink("Mineralwasser 0,33 l", "3.20"),
        _drink("Hausgemachter Holundersaft 0,5 l", "4.60"),
        _drink("Apfelsaft gespritzt 0,5 l", "4.20"),
        _drink("Verlängerter", "3.80"),
    ],
    "Bier & Wein": [
        _drink("Zwickl 0,5 l", "4.90"),
        _drink("Märzen 0,5 l", "4.70"),
        _drink("Grüner Veltliner 1/8", "4.40"),
        _drink("Blaufränkisch 1/8", "4.80"),
        _drink("Spritzer weiß", "3.90"),
    ],
}

#: Sold by weight or in a package: shows units and quantity rules in the overlay.
SPREAD = {
    **_food("Liptauer zum Mitnehmen", "0.89", "Hausgemacht, nach Gewicht oder im Becher", "G"),
    "unit": "decagram",
    "minimumQuantity": "10",
    "maximumQuantity": "100",
    "quantityStepSize": "5",
    "defaultQuantity": "20",
    "alternativeUnits": [
        {
            "unit": "package",
            "ratio": "25",
            "minimumQuantity": "1",
            "maximumQuantity": "10",
            "quantityStepSize": "1",
        }
    ],
}

PIZZA = {
    **_food("Pizza nach Wahl", "9.90", "Groß oder klein, mit Extras", "A, G"),
    "type": "configurable",
    "config": {
        "parts": [
            {
                "name": "Größe",
                "type": "select",
                "options": [
                    {"name": "Klein (26 cm)", "modifier": "overwrite", "value": "8.90"},
                    {"name": "Groß (32 cm)", "modifier": "add", "value": "0"},
                ],
            },
            {
                "name": "Extras",
                "type": "multiselect",
                "optional": True,
                "options": [
                    {"name": "Extra Käse", "modifier": "add", "value": "1.50"},
                    {"name": "Rucola", "modifier": "add", "value": "1.20"},
                    {"name": "Ohne Zwiebel", "modifier": "subtract", "value": "0"},
                ],
            },
        ]
    },
}

DONATEES = [
    {
        "identifier": "gruft",
        "name": "Gruft – Caritas Wien",
        "description": "Hilfe für obdachlose Menschen in Wien.",
    },
    {
        "identifier": "tafel",
        "name": "Österreichische Tafel",
        "description": "Lebensmittel retten, Menschen helfen.",
    },
]

NAVIGATIONS = [
    {
        "identifier": "main-menu",
        "items": [
            {"type": "link", "label": "Speisekarte", "url": "/store/wien-mitte"},
            {"type": "site", "label": "Über uns", "path": "ueber-uns"},
            {"type": "site", "label": "Kontakt", "path": "kontakt"},
        ],
    },
    {
        "identifier": "footer-products",
        "items": [
            {"type": "link", "label": "Wien Mitte", "url": "/store/wien-mitte"},
            {"type": "link", "label": "Graz Lend", "url": "/store/graz-lend"},
        ],
    },
    {
        "identifier": "footer-main",
        "items": [
            {"type": "site", "label": "Über uns", "path": "ueber-uns"},
            {"type": "site", "label": "Kontakt", "path": "kontakt"},
            {"type": "site", "label": "Allergene", "path": "site/allergens"},
        ],
    },
    {
        "identifier": "quick-links",
        "items": [
            {"type": "link", "label": "Tisch reservieren", "url": "tel:+4317123456"},
            {"type": "link", "label": "Gutscheine", "url": "/site/gutscheine"},
        ],
    },
]

CONTACT_FORM: dict[str, Any] = {
    "identifier": "kontakt",
    "type": "form",
    "content": {
        "name": "Schreiben Sie uns",
        "description": "Reservierungen, Feiern, Lob und Kritik: wir antworten binnen eines Tages.",
        "fields": [
            {"fieldId": "name", "type": "text", "label": "Name", "isRequired": True},
            {
                "fieldId": "email",
                "type": "text",
                "value": {"type": "email"},
                "label": "E-Mail",
                "isRequired": True,
            },
            {"fieldId": "phone", "type": "text", "value": {"type": "phone"}, "label": "Telefon"},
            {
                "fieldId": "topic",
                "type": "select",
                "label": "Anliegen",
                "description": "Bitte wählen",
                "options": [
                    {"value": "Reservierung"},
                    {"value": "Feier oder Catering"},
                    {"value": "Feedback"},
                ],
            },
            {
                "fieldId": "message",
                "type": "text",
                "value": {"type": "textarea"},
                "label": "Nachricht",
                "isRequired": True,
            },
        ],
        "actions": [
            {
                "type": "sendMail",
                "recipient": "office@gasthaus-tresen.example",
                "subject": "Kontaktanfrage über die Website",
                "message": "Eine neue Nachricht über das Kontaktformular:",
            }
        ],
        "thankYouMessage": "Vielen Dank für Ihre Nachricht! Wir melden uns innerhalb eines Tages.",
    },
}

#: Pages; a {"type": "form"} block shows a form node (its id is filled in when loading).
SITES: list[dict[str, Any]] = [
    {
        "path": "kontakt",
        "name": "Kontakt",
        "title": "Kontaktieren Sie uns",
        "description": "So erreichen Sie uns.",
        "content": [
            {
                "type": "text",
                "text": "Sie erreichen unsere Standorte telefonisch während der Öffnungszeiten. "
                "Für alles andere nutzen Sie gerne das Formular.",
            },
            {"type": "form", "form": "kontakt"},
        ],
    },
    {
        "path": "ueber-uns",
        "name": "Über uns",
        "title": "Über uns",
        "description": "Seit 1987 Wiener Küche.",
        "content": [
            {
                "type": "text",
                "text": "Was als kleines Beisl beim Stadtpark begann, ist heute ein Gasthaus an "
                "zwei Standorten. Wir kochen, was die Saison bringt: Fleisch von Bauern aus "
                "Niederösterreich, Gemüse vom Grazer Lendplatz.",
            },
            {
                "type": "text",
                "text": "Bestellen Sie online zum Abholen, lassen Sie liefern oder kommen Sie "
                "vorbei – unser Gastgarten ist von April bis Oktober geöffnet.",
            },
        ],
    },
]
