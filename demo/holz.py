"""``tresen demo --site holz``: a wood and timber business (spec 002), through the services.

Wood and construction nodes (pages ``/unser-holz/{slug}``, ``/holzverarbeitung/{slug}``),
main categories, about 40 products with units, alternative units, calculation models,
variants sharing a ``merge_number`` (dimensions in metres), configurable and
step-by-step products and a configuration tree, two forms (one with an upload), the
navigations ``main-menu`` and ``quick-links``, and pages that use every block type
(``/bausteine`` shows all 24). Pictures are made here with Pillow (plain wood tones), a
price list PDF is a minimal file: nothing is downloaded.
"""

from __future__ import annotations

import base64
from decimal import Decimal
from io import BytesIO
from pathlib import Path
from typing import Any, Protocol

from PIL import Image, ImageDraw


class Api(Protocol):
    """The back office's writes as the demo calls them (demo/load.py: the services, no
    HTTP); each answers the object as the API shows it."""

    async def create(self, resource: str, data: dict[str, Any]) -> dict[str, Any]: ...

    async def update(self, resource: str, obj_id: int, data: dict[str, Any]) -> dict[str, Any]: ...

    async def config(self, data: dict[str, Any]) -> dict[str, Any]: ...


CONFIG = {
    "shopName": "Holzhandel Tresen",
    "title": "Holzhandel Tresen – Holz für Haus und Garten",
    "description": "Terrassen, Konstruktionsholz und Zäune aus Lärche, Douglasie und Eiche.",
    "currency": "EUR",
    "privacyPolicyText": "Wir verarbeiten Ihre Daten nur, um Ihre Anfragen zu beantworten.",
}
BRANCH = {
    "identifier": "holzhof",
    "name": "Holzhof Tresen",
    "description": "Lager, Zuschnitt und Beratung.",
    "street": "Sägewerkstraße 12",
    "zipCode": "4020",
    "city": "Linz",
    "phone": "+43 732 123456",
    "email": "holzhof@holz-tresen.example",
    "openingHours": [
        {"type": day, "from": "07:00", "to": "17:00"}
        for day in ("monday", "tuesday", "wednesday", "thursday", "friday")
    ]
    + [{"type": "saturday", "from": "08:00", "to": "12:00"}, {"type": "sunday", "isClosed": True}],
}
#: name → (colour of its picture, density kg/m³, teaser)
WOODS = {
    "Lärche": ((196, 132, 82), 590, "Harzreich und witterungsbeständig: das Terrassenholz."),
    "Douglasie": ((206, 150, 104), 510, "Kräftig rötlich, formstabil, für Fassaden und Decks."),
    "Eiche": ((170, 126, 76), 690, "Hart, schwer und langlebig: Eiche für Generationen."),
    "Thermo-Esche": ((120, 78, 48), 650, "Hitzebehandelt, dunkel und ohne Chemie haltbar."),
}
CONSTRUCTIONS = {
    "Terrasse": "Unterkonstruktion, Dielen und Schrauben aus einer Hand.",
    "Carport": "Konstruktionsholz nach Statik, zugeschnitten und abgebunden.",
    "Zaun": "Sichtschutz und Lattenzäune in Lärche und Douglasie.",
}
#: The contact persons block's people: department, first and last name, picture colour.
CONTACT_PERSONS = [
    ("Verkauf", "Anna", "Berger", (150, 170, 190)),
    ("Verkauf", "Lukas", "Mayr", (170, 150, 130)),
    ("Zuschnitt", "Stefan", "Huber", (140, 160, 120)),
]
#: The product page's classes block (002 §2.6): per wood its origin, durability class
#: (EN 350) and grading of its boards.
WOOD_CLASSES = {
    "Lärche": ("Österreich", "3", "AB"),
    "Douglasie": ("Deutschland", "3", "AB"),
    "Eiche": ("Österreich", "2", "A"),
    "Thermo-Esche": ("Österreich", "1", "A"),
}
DURABILITY = [
    ("1", "1 – sehr dauerhaft"),
    ("2", "2 – dauerhaft"),
    ("3", "3 – mäßig dauerhaft"),
    ("4", "4 – wenig dauerhaft"),
    ("5", "5 – nicht dauerhaft"),
]
GRADING = [("A", "A (astarm)"), ("AB", "A/B (gemischt)"), ("B", "B (rustikal)")]
CATEGORIES = ["Terrassen", "Konstruktionsholz", "Zäune", "Zubehör", "Fundgrube"]
#: A real video for the text_video block: 3 s of a moving wood-coloured gradient, 320×180,
#: AV1 in MP4 with the index up front (made once with ffmpeg; Chromium and Firefox play
#: AV1 without the royalties of H.264).
VIDEO = Path(__file__).with_name("media") / "saegewerk.mp4"
PDF = b"%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"


def ident(name: str) -> str:
    """``Zubehör`` → ``zubehoer``: an identifier from a German name."""
    umlauts = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", " ": "-"})
    return name.lower().translate(umlauts)


def picture(colour: tuple[int, int, int], label: str) -> str:
    """A 1600×900 JPEG in a wood tone with grain lines, as a data URL."""
    image = Image.new("RGB", (1600, 900), colour)
    draw = ImageDraw.Draw(image)
    for y in range(0, 900, 18):
        shade = tuple(max(0, c - 18 - (y * 7) % 23) for c in colour)
        draw.line([(0, y), (1600, y + 40)], fill=shade, width=3)
    draw.text((60, 60), label, fill=(255, 255, 255))
    out = BytesIO()
    image.save(out, "JPEG", quality=80)
    return "data:image/jpeg;base64," + base64.b64encode(out.getvalue()).decode()


def select(label: str, options: list[tuple[str, str]], value: str) -> dict[str, Any]:
    """A class out of a scale: its options with their labels and the chosen one."""
    choices = [{"value": v, "label": text} for v, text in options]
    return {"type": "select", "label": label, "options": choices, "value": value}


def board_classes(wood: str) -> list[dict[str, Any]]:
    """A terrace board's classes: grading, durability, density, surface, origin, …"""
    origin, durability, grading = WOOD_CLASSES[wood]
    return [
        select("Sortierung", GRADING, grading),
        select("Dauerhaftigkeitsklasse", DURABILITY, durability),
        {"type": "number", "label": "Rohdichte", "value": WOODS[wood][1], "unit": "kg/m³"},
        {"type": "text", "label": "Oberfläche", "value": "glatt / geriffelt, gehobelt"},
        {"type": "number", "label": "Holzfeuchte", "value": 18, "decimals": 0, "unit": "%"},
        {"type": "boolean", "label": "Kesseldruckimprägniert", "value": False},
        {"type": "text", "label": "Herkunft", "value": origin},
    ]


def board(wood: str, length: float, price: str, merge: str, category: int) -> dict[str, Any]:
    """A terrace board: sold per piece, also per metre (ratio 1/length)."""
    return {
        "name": f"Terrassendiele {wood} 27×145 mm, {length:g} m",
        "description": f"Glatt/geriffelt, {wood}, sägerau sortiert.",
        "price": price,
        "tax": "20",
        "unit": "piece",
        "alternativeUnits": [
            {"unit": "meter", "ratio": str(round(Decimal(1) / Decimal(str(length)), 6))}
        ],
        "minimumQuantity": "1",
        "quantityStepSize": "1",
        "category": {"id": category},
        "content": {
            "merge_number": merge,
            "dimensions": {"height": 0.027, "width": 0.145, "length": length},
            "weight": 10,
            "classes": board_classes(wood),
        },
    }


def products(categories: dict[str, int]) -> list[dict[str, Any]]:
    terrace, timber, fences, extras, bargains = (categories[n] for n in CATEGORIES)
    items: list[dict[str, Any]] = []
    for wood, base in (("Lärche", 9), ("Douglasie", 8), ("Eiche", 16), ("Thermo-Esche", 14)):
        for length in (3, 4, 5):
            price = f"{base * length + 0.9:.2f}"
            items.append(board(wood, length, price, f"diele-{wood.lower()}", terrace))
    for section, price in (("60×120", "7.90"), ("80×160", "12.40"), ("100×200", "19.80")):
        for length in (4, 6):
            height, width = (int(x) / 1000 for x in section.split("×"))
            items.append(
                {
                    "name": f"KVH Fichte {section} mm, {length} m",
                    "description": "Konstruktionsvollholz, technisch getrocknet, gehobelt.",
                    "price": str(Decimal(price) * length),
                    "tax": "20",
                    "unit": "piece",
                    "alternativeUnits": [{"unit": "cubic-meter", "ratio": "90"}],
                    "calculationModel": "approximate",
                    "category": {"id": timber},
                    "content": {
                        "merge_number": f"kvh-{section}",
                        "dimensions": {"height": height, "width": width, "length": length},
                        "weight": 5,
                        "classes": [
                            select(
                                "Festigkeitsklasse", [(c, c) for c in ("C16", "C24", "C30")], "C24"
                            ),
                            {"type": "text", "label": "Sortierung", "value": "S10 (EN 14081)"},
                            {
                                "type": "number",
                                "label": "Holzfeuchte",
                                "value": 15,
                                "decimals": 0,
                                "unit": "%",
                            },
                            {"type": "text", "label": "Oberfläche", "value": "gehobelt, gefast"},
                            {"type": "text", "label": "Herkunft", "value": "Österreich"},
                        ],
                    },
                }
            )
    for name, price, unit in (
        ("Terrassenschrauben Edelstahl 5×60, 200 Stück", "34.90", "package"),
        ("Abstandhalter 7 mm, 100 Stück", "12.50", "package"),
        ("Holzöl Lärche, 2,5 l", "39.90", "piece"),
        ("Holzöl farblos, 0,75 l", "17.90", "piece"),
        ("Stellfuß verstellbar 40–60 mm", "3.20", "piece"),
        ("Gummipad für Unterkonstruktion", "0.60", "piece"),
        ("Pfostenträger feuerverzinkt 90 mm", "14.90", "piece"),
        ("Vlies gegen Unkraut, 1 m²", "1.90", "square-meter"),
        ("Einschlaghülse 70×70", "9.80", "piece"),
        ("Holzschutzlasur Douglasie, 2,5 l", "44.00", "piece"),
    ):
        items.append(
            {
                "name": name,
                "price": price,
                "tax": "20",
                "unit": unit,
                "category": {"id": extras},
                "content": {"weight": 1},
            }
        )
    for name, price in (
        ("Lattenzaun Lärche 180×90 cm", "89.00"),
        ("Sichtschutz Douglasie", "129.0"),
    ):
        items.append(
            {
                "name": name,
                "price": price,
                "tax": "20",
                "unit": "piece",
                "category": {"id": fences},
                "content": {"weight": 3},
            }
        )
    items.append(
        {
            "name": "Restposten Lärche 2. Wahl, 1 m²",
            "price": "24.00",
            "tax": "20",
            "unit": "square-meter",
            "calculationModel": "minimum",
            "category": {"id": bargains},
            "content": {"weight": 2},
        }
    )
    items.append(
        {
            "name": "Zaunelement nach Maß",
            "type": "configurable",
            "price": "120.00",
            "tax": "20",
            "unit": "piece",
            "category": {"id": fences},
            "config": {
                "parts": [
                    {
                        "name": "Holzart",
                        "type": "select",
                        "options": [
                            {"name": "Lärche"},
                            {"name": "Douglasie", "modifier": "subtract", "value": "10"},
                            {"name": "Eiche", "value": "60"},
                        ],
                    },
                    {"name": "Breite in cm", "type": "text"},
                    {"name": "Skizze", "type": "file", "optional": True},
                ]
            },
            "content": {"weight": 4},
        }
    )
    items.append(
        {
            "name": "Terrassen-Komplettset Schritt für Schritt",
            "type": "configurable",
            "isStepByStep": True,
            "price": "85.00",
            "tax": "20",
            "unit": "square-meter",
            "calculationModel": "approximate",
            "minimumQuantity": "5",
            "category": {"id": terrace},
            "config": {
                "parts": [
                    {
                        "name": "Holzart",
                        "type": "select",
                        "options": [
                            {"name": "Lärche"},
                            {"name": "Thermo-Esche", "value": "25"},
                        ],
                    },
                    {
                        "name": "Unterkonstruktion",
                        "type": "select",
                        "options": [
                            {"name": "Holz"},
                            {"name": "Aluminium", "value": "18"},
                        ],
                    },
                    {
                        "name": "Zubehör",
                        "type": "multiselect",
                        "optional": True,
                        "options": [{"name": "Öl", "value": "4"}, {"name": "Vlies", "value": "2"}],
                    },
                ]
            },
            "content": {"weight": 9},
        }
    )
    return items


def all_blocks(ids: dict[str, Any]) -> list[dict[str, Any]]:
    """One block of each of the 24 types (002 §2.9), in the spec's order."""
    img = {"id": ids["images"]["Lärche"]}
    more = {"id": ids["images"]["Eiche"]}
    slider = {
        "duration": 6,
        "slides": [
            {"image": img, "text": "<p>Lärche aus dem Mühlviertel</p>"},
            {"image": more, "text": "<p>Eiche, luftgetrocknet</p>"},
        ],
    }
    site_link = {"type": "site", "label": "Kontakt", "reference": {"id": ids["kontakt"]}}
    return [
        {
            "type": "hero_main",
            "title": "Holz, das bleibt",
            "leadText": "<p>Seit 1950 sägen, hobeln und liefern wir Holz aus der Region.</p>",
            "background": img,
            "links": [{"type": "router", "label": "Zum Shop", "to": "/shop/catalog"}],
        },
        {
            "type": "hero_sub",
            "title": "Preise 2026",
            "leadText": "<p>Alle Preise inklusive Zuschnitt.</p>",
            "background": more,
            "link": {"label": "Preisliste herunterladen", "file": {"id": ids["pricelist"]}},
        },
        {
            "type": "hero_map",
            "title": "So finden Sie uns",
            "iframe": "https://www.openstreetmap.org/export/embed.html?bbox=14.28,48.29,14.32,48.31",
        },
        {"type": "hero_shop", "title": "Unsere Holzarten", "kind": "woods", "slider": slider},
        {
            "type": "teaser_woods",
            "title": "Unsere Holzarten",
            "woods": [{"id": i} for i in ids["woods"].values()],
            "category": {"id": ids["categories"]["Terrassen"]},
        },
        {
            "type": "teaser_constructions",
            "title": "Holzverarbeitung",
            "constructions": [{"id": i} for i in ids["constructions"].values()],
        },
        {
            "type": "teaser_shop",
            "title": "Im Shop",
            "text": "<p>Online bestellen, im Holzhof abholen.</p>",
            "products": [{"id": i} for i in ids["products"][:3]],
            "images": [img, more],
        },
        {
            "type": "teaser_products",
            "title": "Beliebte Produkte",
            "products": [{"id": i} for i in ids["products"][:6]],
        },
        {"type": "teaser_categories", "title": "Sortiment"},
        {
            "type": "text_video",
            "title": "Vom Stamm zur Diele",
            "text": "<p>Ein Rundgang durch unser Sägewerk.</p>",
            "video": {"id": ids["video"]},
        },
        {
            "type": "image_text",
            "title": "Zuschnitt nach Maß",
            "text": "<p>Wir schneiden millimetergenau zu.</p>",
            "image": img,
            "width": 640,
            "links": [site_link],
        },
        {
            "type": "text_text",
            "left": {
                "title": "Terrassen",
                "text": "<p>Dielen, Unterkonstruktion, Schrauben.</p>",
                "background": img,
                "category": {"id": ids["mainCategories"]["Terrassen"]},
                "label": "Zu den Terrassen",
            },
            "right": {
                "title": "Konstruktionsholz",
                "text": "<p>KVH und Brettschichtholz.</p>",
                "background": more,
                "category": {"id": ids["mainCategories"]["Konstruktionsholz"]},
                "label": "Zum Konstruktionsholz",
            },
        },
        {
            "type": "text_images",
            "title": "Unser Lager",
            "text": "<p>3000 m² überdacht.</p>",
            "images": [img, more],
        },
        {
            "type": "text_images_collection",
            "title": "Projekte",
            "items": [
                {"title": "Terrasse Urfahr", "text": "<p>Lärche, 40 m²</p>", "images": [img]},
                {"title": "Carport Leonding", "text": "<p>Douglasie</p>", "images": [more]},
            ],
        },
        {
            "type": "text",
            "title": "Beratung",
            "text": "<p>Rufen Sie uns an: <a href='tel:+43732123456'>0732 123456</a></p>",
        },
        {
            "type": "slider_text",
            "title": "Holz im Jahreslauf",
            "text": "<p>Geschlägert im Winter.</p>",
            "slider": slider,
            "mirrored": True,
        },
        {"type": "gallery", "title": "Galerie", "images": [img, more, img]},
        {
            "type": "profiles",
            "title": "Profile",
            "items": [
                {"image": img, "description": "<p>Glatt</p>"},
                {
                    "file": {"label": "Profilblatt", "file": {"id": ids["pricelist"]}},
                    "description": "<p>Alle Profile als PDF</p>",
                },
            ],
        },
        {
            "type": "quick_links",
            "title": "Schnell gefunden",
            "links": [
                site_link,
                {"type": "router", "label": "Warenkorb", "to": "/shop/cart"},
                {"type": "mailto", "label": "E-Mail", "mailto": "holzhof@holz-tresen.example"},
                {"type": "phone", "label": "Anrufen", "phone": "+43 732 123456"},
                {"type": "file", "label": "Preisliste", "file": {"id": ids["pricelist"]}},
                {
                    "type": "href",
                    "label": "Holzforschung",
                    "href": "https://www.holzforschung.at",
                    "target": "_blank",
                },
            ],
        },
        {"type": "density", "title": "Lärche", "text": "<p>Mittelschwer.</p>", "density": 590},
        {
            "type": "contact",
            "title": "Kontakt",
            "text": "<p>Wir beraten Sie gerne.</p>",
            "background": more,
        },
        {"type": "contact_persons", "title": "Ihre Ansprechpersonen"},
        {"type": "form", "title": "Schreiben Sie uns", "form": {"id": ids["forms"]["kontakt"]}},
        {"type": "spacer", "size": "large"},
    ]


CONTACT_FORM = {
    "identifier": "kontakt",
    "type": "form",
    "content": {
        "name": "Anfrage",
        "description": "<p>Schicken Sie uns Ihren Plan, wir melden uns mit einem Angebot.</p>",
        "fields": [
            {"fieldId": "name", "type": "text", "label": "Name", "isRequired": True},
            {
                "fieldId": "email",
                "type": "text",
                "value": {"type": "email"},
                "label": "E-Mail",
                "isRequired": True,
            },
            {"fieldId": "telefon", "type": "text", "value": {"type": "phone"}, "label": "Telefon"},
            {
                "fieldId": "thema",
                "type": "select",
                "label": "Thema",
                "options": [{"value": "Terrasse"}, {"value": "Carport"}, {"value": "Zaun"}],
            },
            {
                "fieldId": "nachricht",
                "type": "text",
                "value": {"type": "textarea"},
                "label": "Nachricht",
                "isRequired": True,
            },
            {"fieldId": "plan", "type": "upload", "label": "Plan oder Skizze (PDF, Word, ZIP)"},
            {"fieldId": "datenschutz", "type": "boolean", "label": "Ich stimme zu"},
        ],
        "actions": [
            {
                "type": "sendMail",
                "recipient": "holzhof@holz-tresen.example",
                "subject": "Anfrage über die Website",
                "message": "Eine neue Anfrage:",
            }
        ],
        "thankYouMessage": "Danke! Wir melden uns binnen zwei Werktagen.",
    },
}
CALLBACK_FORM = {
    "identifier": "rueckruf",
    "type": "form",
    "content": {
        "name": "Rückruf",
        "fields": [
            {"type": "text", "label": "Name", "isRequired": True},
            {"type": "text", "value": {"type": "phone"}, "label": "Telefon", "isRequired": True},
        ],
        "actions": [
            {"type": "sendMail", "recipient": "holzhof@holz-tresen.example", "subject": "Rückruf"}
        ],
    },
}


def overlay_blocks(ids: dict[str, Any]) -> list[dict[str, Any]]:
    """A news block and two info-point pop-ups (002 §3 Block: link, data items, buttonLabel)."""
    return [
        {
            "identifier": "news-thermo-esche",
            "name": "Neu im Sortiment",
            "type": "news",
            "isPublic": False,
            "content": {
                "data": [
                    {
                        "type": "text",
                        "value": "<h2>Neu: Thermo-Esche</h2><p>Ab sofort auf Lager.</p>",
                    },
                    {"type": "image", "value": {"id": ids["images"]["Thermo-Esche"]}},
                ],
                "buttonLabel": "Verstanden",
            },
        },
        {
            "identifier": "info-rueckruf",
            "name": "Rückruf anfordern",
            "type": "popup",
            "content": {
                "link": {"id": ids["forms"]["rueckruf"]},
                "data": [
                    {
                        "type": "text",
                        "value": "<p>Hinterlassen Sie Ihre Nummer: wir rufen Sie zurück.</p>",
                    }
                ],
            },
        },
        {
            "identifier": "info-zuschnitt",
            "name": "Zuschnitt",
            "type": "popup",
            "content": {
                "data": [
                    {"type": "text", "value": "<h2>Zuschnitt</h2><p>Millimetergenau nach Maß.</p>"}
                ],
            },
        },
    ]


async def load(api: Api) -> list[int]:
    """The wood business; answers the ids of its branches."""
    await api.config(CONFIG)
    division = await api.create("divisions", {"identifier": "holzhandel", "name": "Holzhandel"})
    branch = await api.create("branches", {**BRANCH, "division": {"id": division["id"]}})
    departments = {}
    for name in ("Verkauf", "Zuschnitt"):
        created = await api.create("departments", {"branch": {"id": branch["id"]}, "name": name})
        departments[name] = created["id"]
    ids: dict[str, Any] = {"images": {}, "woods": {}, "constructions": {}}
    for position, (department, first, last, colour) in enumerate(CONTACT_PERSONS):
        portrait = await api.create(
            "images",
            {
                "alt": f"{first} {last}",
                "file": {"name": f"{last}.jpg", "data": picture(colour, first)},
            },
        )
        email = f"{first.lower()}.{last.lower()}@holz-tresen.example"
        await api.create(
            "contact-persons",
            {
                "department": {"id": departments[department]},
                "image": {"id": portrait["id"]},
                "firstName": first,
                "lastName": last,
                "email": email,
                "position": position,
            },
        )
    for name, (colour, _density, _teaser) in WOODS.items():
        image = await api.create(
            "images",
            {"alt": name, "file": {"name": f"{name}.jpg", "data": picture(colour, name)}},
        )
        ids["images"][name] = image["id"]
    pricelist = await api.create(
        "uploads",
        {
            "name": "Preisliste.pdf",
            "file": {
                "name": "Preisliste.pdf",
                "data": "data:application/pdf;base64," + base64.b64encode(PDF).decode(),
            },
        },
    )
    ids["pricelist"] = pricelist["id"]
    video = await api.create(
        "uploads",
        {
            "name": "Sägewerk.mp4",
            "file": {
                "name": "saegewerk.mp4",
                "data": "data:video/mp4;base64," + base64.b64encode(VIDEO.read_bytes()).decode(),
            },
        },
    )
    ids["video"] = video["id"]
    ids["categories"] = {}
    for position, name in enumerate(CATEGORIES):
        category = await api.create("categories", {"name": name, "position": position})
        ids["categories"][name] = category["id"]
    ids["products"] = [
        (await api.create("products", product))["id"] for product in products(ids["categories"])
    ]
    boards, screws = ids["products"][0], ids["products"][18]
    # Shop pictures: a board shows its wood, everything else the Lärche picture.
    for product_id, product in zip(ids["products"], products(ids["categories"]), strict=True):
        wood = next((w for w in WOODS if w in product["name"]), "Lärche")
        await api.update("products", product_id, {"images": [{"id": ids["images"][wood]}]})
    await api.create(
        "menus",
        {
            "name": "Sortiment",
            "availableFrom": "2026-01-01T00:00:00Z",
            "branches": [{"id": branch["id"]}],
            "catalog": [
                {
                    "category": {"id": category_id},
                    "products": [
                        {"id": i}
                        for i, p in zip(ids["products"], products(ids["categories"]), strict=True)
                        if p["category"]["id"] == category_id
                    ],
                }
                for category_id in ids["categories"].values()
            ],
        },
    )
    tree = [
        {
            "value": {
                "product": {"id": boards},
                "ratio": 7,
                "sub_tree": [{"value": {"product": {"id": screws}, "ratio": 0.25, "sub_tree": []}}],
            }
        }
    ]
    await api.update(
        "products",
        ids["products"][-1],
        {"content": {"weight": 9, "configuration_tree": tree, "linked_products": [boards]}},
    )
    for name, (_colour, density, teaser) in WOODS.items():
        image = {"id": ids["images"][name]}
        node = await api.create(
            "nodes",
            {
                "identifier": ident(name),
                "type": "wood",
                "content": {
                    "name": name,
                    "teaser": {"text": f"<p>{teaser}</p>", "slider": {"images": [image]}},
                    "image": image,
                    "body": [
                        {"type": "text", "title": name, "text": f"<p>{teaser}</p>"},
                        {"type": "density", "title": "Rohdichte", "density": density},
                        {"type": "gallery", "images": [image]},
                    ],
                },
            },
        )
        ids["woods"][name] = node["id"]
        # The origin wood of its boards (002 §2.6: the product page's origin wood block).
        for product_id, product in zip(ids["products"], products(ids["categories"]), strict=True):
            if product["name"].startswith(f"Terrassendiele {name} "):
                # Profiles (002 §2.6): the board's profile pictures after its own, and the
                # profile sheet (the demo's PDF) as a download.
                profiles = [
                    {"image": {"id": ids["images"][other]}, "description": f"<p>{text}</p>"}
                    for other, text in ((name, "Profil glatt"), ("Douglasie", "Profil geriffelt"))
                ] + [
                    {
                        "file": {"label": "Profilblatt (PDF)", "file": {"id": ids["pricelist"]}},
                        "description": "<p>Alle Profile mit Maßen</p>",
                    }
                ]
                await api.update(
                    "products",
                    product_id,
                    {
                        "content": {
                            **product["content"],
                            "site": {"id": node["id"]},
                            "profiles": profiles,
                        }
                    },
                )
    for name, text in CONSTRUCTIONS.items():
        node = await api.create(
            "nodes",
            {
                "identifier": f"bau-{ident(name)}",
                "type": "construction",
                "content": {
                    "name": name,
                    "teaser": {"text": f"<p>{text}</p>"},
                    "image": {"id": ids["images"]["Douglasie"]},
                    "body": [{"type": "text", "title": name, "text": f"<p>{text}</p>"}],
                },
            },
        )
        ids["constructions"][name] = node["id"]
    ids["mainCategories"] = {}
    for weight, name in enumerate(CATEGORIES[:4]):
        node = await api.create(
            "nodes",
            {
                "identifier": f"kategorie-{ident(name)}",
                "type": "mainCategory",
                "content": {
                    "name": name,
                    "category": {"id": ids["categories"][name]},
                    "image": {"id": ids["images"]["Lärche"]},
                    "weight": 10 - weight,
                },
            },
        )
        ids["mainCategories"][name] = node["id"]
    ids["forms"] = {
        "kontakt": (await api.create("nodes", CONTACT_FORM))["id"],
        "rueckruf": (await api.create("nodes", CALLBACK_FORM))["id"],
    }
    kontakt = await api.create(
        "sites",
        {
            "path": "kontakt",
            "name": "Kontakt",
            "title": "Kontakt und Anfahrt",
            "content": [
                {"type": "contact", "title": "Holzhof Tresen"},
                {"type": "form", "form": {"id": ids["forms"]["kontakt"]}},
            ],
        },
    )
    ids["kontakt"] = kontakt["id"]
    blocks = all_blocks(ids)
    home = [blocks[i] for i in (0, 4, 5, 6, 7, 8, 18, 20)]
    for site in (
        {"path": "", "name": "Start", "title": "Holzhandel Tresen", "content": home},
        {"path": "bausteine", "name": "Alle Bausteine", "title": "Alle Bausteine",
         "content": blocks},
        {"path": "ueber-uns", "name": "Über uns", "title": "Über uns",
         "content": [blocks[i] for i in (11, 10, 12, 15, 21)]},
        {"path": "preise", "name": "Preise", "title": "Preise", "content": [blocks[1]]},
        {"path": "impressum", "name": "Impressum", "type": "simple",
         "content": {"body": "<p>Holzhandel Tresen GmbH, Sägewerkstraße 12, 4020 Linz</p>"}},
    ):  # fmt: skip
        await api.create("sites", site)
    await api.create(
        "navigations",
        {
            "identifier": "main-menu",
            "items": [
                {"type": "home", "label": "Start", "isEnabled": True},
                {
                    "type": "link",
                    "label": "Shop",
                    "target": "/shop/catalog",
                    "isEnabled": True,
                    "children": [
                        {
                            "type": "link",
                            "label": name,
                            "isEnabled": True,
                            "target": f"/shop/catalog/{ids['categories'][name]}/{slug}",
                        }
                        for name, slug in (("Terrassen", "terrassen"), ("Zäune", "zaeune"))
                    ],
                },
                {
                    "type": "link",
                    "label": "Unser Holz",
                    "target": "/unser-holz/laerche",
                    "isEnabled": True,
                },
                {"type": "site", "label": "Über uns", "target": "ueber-uns", "isEnabled": True},
                {"type": "site", "label": "Kontakt", "target": "kontakt", "isEnabled": True},
            ],
        },
    )
    await api.create(
        "navigations",
        {
            "identifier": "quick-links",
            "items": [
                {"type": "site", "label": "Preise", "target": "preise", "isEnabled": True},
                {"type": "branch", "label": "Holzhof", "target": "holzhof", "isEnabled": True},
                {
                    "type": "link",
                    "label": "Terrassenplaner",
                    "target": "/test/terrace-planner",
                    "isEnabled": True,
                },
            ],
        },
    )
    # The news overlay (kept unpublished: a modal 1.5 s after every first visit would cover
    # the demo; editors publish it) and the info-point's pop-ups, the first with a form.
    for block in overlay_blocks(ids):
        await api.create("blocks", block)
    await api.create("redirects", {"path": "/holz.html", "target": "/unser-holz/laerche"})
    await api.create("qr-codes", {"name": "Flyer", "path": "flyer", "target": "/"})
    return [branch["id"]]
