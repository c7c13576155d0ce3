"""Examples for the branch domain's resources."""

from __future__ import annotations

from tests.kernel.entities.world import Example

EXAMPLES = {
    "divisions": Example(
        create=lambda w: {"identifier": w.unique("division"), "name": "Handel"},
        update={"name": "Holzhandel", "titlePrefix": "Holz"},
    ),
    "branches": Example(
        create=lambda w: {
            "identifier": w.unique("branch"),
            "name": "Filiale Linz",
            "city": "Linz",
            "street": "Landstraße 1",
            "zipCode": "4020",
            "phone": "+43 732 1234",
            "email": "linz@example.com",
            "division": {"id": w.ids["divisions"]},
            "openingHours": [{"type": "daily", "from": "10:00", "to": "22:00"}],
            "deliveryAreas": [
                {
                    "id": "zone-1",
                    "area": "Innenstadt",
                    "price": "3.50",
                    "tax": "10",
                    "minimumOrderValue": "15.00",
                }
            ],
        },
        update={"name": "Filiale Linz-Urfahr", "isDeliveryEnabled": True},
        filters={"division": lambda w, o: o["division"]["id"], "city": lambda w, o: "linz"},
    ),
    "departments": Example(
        create=lambda w: {"branch": {"id": w.ids["branch_a"]}, "name": "Küche"},
        update={"name": "Bar"},
        filters={"branch": lambda w, o: w.ids["branch_a"], "name": lambda w, o: "küch"},
    ),
    "contact-persons": Example(
        create=lambda w: {
            "department": {"id": w.ids["departments"]},
            "firstName": "Anna",
            "lastName": "Berger",
            "email": "anna@example.com",
        },
        update={"lastName": "Huber", "position": 2},
        requires=("departments",),
        filters={"department": lambda w, o: w.ids["departments"]},
    ),
    "tables": Example(
        create=lambda w: {
            "branch": {"id": w.ids["branch_a"]},
            "identifier": w.unique("t"),
            "seats": 4,
        },
        update={"name": "Fenstertisch", "seats": 6},
        filters={"branch": lambda w, o: w.ids["branch_a"]},
    ),
    "devices": Example(
        create=lambda w: {
            "branch": {"id": w.ids["branch_a"]},
            "identifier": w.unique("drucker"),
            "name": "Bondrucker",
            "type": "printer",
        },
        update={"name": "Küchendrucker"},
        filters={"branch": lambda w, o: w.ids["branch_a"], "type": lambda w, o: "printer"},
    ),
}
