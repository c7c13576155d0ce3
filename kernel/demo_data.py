"""The demo business: a Viennese-style restaurant chain with two public branches.

Plain data, posted through the public API by kernel/demo.py (so it passes every rule).
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
    "termsAndConditions": "/site/terms-and-conditions",
    "privacyPolicy": "/site/privacy",
    "imprint": "/site/imprint",
    "allergens": "/site/allergens",
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
        _food("Marillenknödel", "9.40", "Saisonal", "A, C, G"),
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
            {"type": "site", "label": "AGB", "path": "site/terms-and-conditions"},
            {"type": "site", "label": "Datenschutz", "path": "site/privacy"},
            {"type": "site", "label": "Impressum", "path": "site/imprint"},
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

SITES = [
    {
        "path": "site/terms-and-conditions",
        "name": "AGB",
        "title": "Allgemeine Geschäftsbedingungen",
        "content": [{"type": "text", "text": "Es gelten die AGB der Gasthaus Tresen GmbH."}],
    },
    {
        "path": "site/privacy",
        "name": "Datenschutz",
        "title": "Datenschutzerklärung",
        "content": [
            {
                "type": "text",
                "text": "Wir verarbeiten Ihre Daten nur zur Abwicklung Ihrer Bestellung.",
            }
        ],
    },
    {
        "path": "site/imprint",
        "name": "Impressum",
        "title": "Impressum",
        "content": [
            {
                "type": "text",
                "text": "Gasthaus Tresen GmbH, Landstraßer Hauptstraße 7, 1030 Wien. FN 123456a.",
            }
        ],
    },
    {
        "path": "site/allergens",
        "name": "Allergene",
        "title": "Allergeninformation",
        "content": [
            {"type": "text", "text": "A Gluten, C Ei, G Milch, L Sellerie, M Senf, O Sulfite."}
        ],
    },
    {
        "path": "kontakt",
        "name": "Kontakt",
        "title": "Kontaktieren Sie uns",
        "description": "So erreichen Sie uns.",
        "content": [],
    },
    {
        "path": "ueber-uns",
        "name": "Über uns",
        "title": "Über uns",
        "description": "Seit 1987 Wiener Küche.",
        "content": [],
    },
]
