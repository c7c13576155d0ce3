"""Examples for the catalog domain's resources."""

from __future__ import annotations

from typing import Any

from tests.kernel.entities.world import Example, World


def product(w: World) -> dict[str, Any]:
    """A configurable product using most of what pricing reads."""
    return {
        "name": "Wiener Schnitzel",
        "description": "Vom Kalb, mit Petersilerdäpfeln",
        "allergens": "A, C, G",
        "type": "configurable",
        "category": {"id": w.ids["categories"]},
        "images": [{"id": w.ids["images"]}],
        "price": "14.90",
        "tax": "10",
        "takeawayTax": "10",
        "dineInTax": "13",
        "unit": "piece",
        "alternativeUnits": [{"unit": "serving", "ratio": "0.5", "minimumQuantity": "1"}],
        "minimumQuantity": "1",
        "maximumQuantity": "20",
        "quantityStepSize": "1",
        "config": {
            "parts": [
                {
                    "name": "Beilage",
                    "type": "select",
                    "options": [
                        {"name": "Pommes", "value": "0"},
                        {"name": "Salat", "modifier": "add", "value": "1.50"},
                    ],
                }
            ]
        },
        "content": {"merge_number": "schnitzel", "weight": 10},
    }


EXAMPLES = {
    "menus": Example(
        create=lambda w: {
            "name": "Mittagsmenü",
            "availableFrom": "2026-01-01T10:00:00Z",
            "branches": [{"id": w.ids["branch_a"]}],
            "catalog": [
                {"category": {"id": w.ids["categories"]}, "products": [{"id": w.ids["products"]}]}
            ],
        },
        update={"name": "Abendkarte"},
        requires=("categories", "products"),
        filters={"name": lambda w, o: "mittag"},
    ),
    "categories": Example(
        create=lambda w: {
            "name": "Hauptspeisen",
            "image": {"id": w.ids["images"]},
            "schedule": [{"type": "daily", "from": "11:00", "to": "14:30"}],
            "isVisibleWhenUnavailable": True,
            "position": 2,
        },
        update={"name": "Hauptgerichte", "position": 3},
        requires=("images",),
        filters={"name": lambda w, o: "haupt", "isEnabled": lambda w, o: "true"},
    ),
    "tags": Example(
        create=lambda w: {"name": "vegetarisch", "image": {"id": w.ids["images"]}},
        update={"name": "vegan"},
        requires=("images",),
        filters={"name": lambda w, o: "vegetar"},
    ),
    "products": Example(
        create=product,
        update={"name": "Schnitzel vom Schwein", "price": "12.50"},
        requires=("categories", "images"),
        filters={
            "category": lambda w, o: w.ids["categories"],
            "name": lambda w, o: "schnitzel",
            "type": lambda w, o: "configurable",
            "isEnabled": lambda w, o: "true",
        },
    ),
}
