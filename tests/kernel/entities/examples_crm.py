"""Examples for the CRM domain's resources."""

from __future__ import annotations

from tests.kernel.entities.world import Example

EXAMPLES = {
    "customers": Example(
        create=lambda w: {
            "firstName": "Anna",
            "lastName": "Berger",
            "company": "Holzbau Berger",
            "email": "anna@example.com",
            "phone": "+43 732 555",
            "street": "Hauptplatz 1",
            "zipCode": "4020",
            "city": "Linz",
            "country": "AT",
            "iban": "AT611904300234573201",
            "bic": "GIBAATWWXXX",
        },
        update={"note": "Stammkundin", "city": "Wels"},
        filters={
            "name": lambda w, o: "anna berger",
            "email": lambda w, o: "ANNA@",
            "city": lambda w, o: "lin",
            "country": lambda w, o: "AT",
        },
    ),
    "external-users": Example(
        create=lambda w: {
            "name": "Max Muster",
            "email": "max@example.com",
            "provider": "google",
            "externalId": w.unique("g"),
        },
        update={"name": "Maximilian Muster"},
        filters={
            "name": lambda w, o: "muster",
            "email": lambda w, o: "max@",
            "provider": lambda w, o: "google",
            "externalId": lambda w, o: o["externalId"],
        },
    ),
    "analytics-leads": Example(
        create=lambda w: {
            "name": "Eva Klein",
            "email": "eva@example.com",
            "phone": "+43 660 1234567",
            "source": "kontaktformular",
            "message": "Bitte um Rückruf wegen Terrasse.",
        },
        update={"source": "messe"},
        filters={
            "name": lambda w, o: "klein",
            "email": lambda w, o: "eva@",
            "source": lambda w, o: "kontaktformular",
            "from": lambda w, o: "2020-01-01T00:00:00Z",
            "to": lambda w, o: o["createdAt"],
        },
    ),
}
