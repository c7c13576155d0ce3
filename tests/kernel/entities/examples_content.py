"""Examples for the content domain's resources."""

from __future__ import annotations

from tests.kernel.entities.world import Example

EXAMPLES = {
    "sites": Example(
        create=lambda w: {
            "name": "Über uns",
            "path": w.unique("ueber-uns"),
            "title": "Über uns",
            "seoTitle": "Über uns | Holzbau",
            "description": "Wer wir sind.",
            "content": [{"type": "text", "value": {"text": "<p>Hallo</p>"}}],
        },
        update={"title": "Unser Team", "isPublic": False},
        filters={"path": lambda w, o: o["path"], "name": lambda w, o: "UNS"},
    ),
    "redirects": Example(
        create=lambda w: {"path": f"/{w.unique('alt')}.html", "target": "/ueber-uns"},
        update={"target": "https://example.com/neu", "statusCode": 302},
        filters={"path": lambda w, o: o["path"]},
    ),
    "blocks": Example(
        create=lambda w: {
            "name": "Neuigkeiten",
            "identifier": w.unique("news"),
            "type": "news",
            "content": {"buttonLabel": "OK", "data": [{"type": "text", "value": "Neu!"}]},
        },
        update={"name": "Aktuelles", "isPublic": False},
        filters={"identifier": lambda w, o: o["identifier"], "type": lambda w, o: "news"},
    ),
    "nodes": Example(
        create=lambda w: {
            "identifier": w.unique("laerche"),
            "type": "wood",
            "content": {"name": "Lärche", "teaser": {"text": "Robust"}},
        },
        update={
            "isPublic": False,
            "content": {  # stored complete: every field of a wood's content
                "name": "Sibirische Lärche",
                "teaser": {"text": "<p>Robust</p>", "slider": {"images": [], "duration": 6}},
                "image": None,
                "body": [{"type": "spacer", "size": "small"}],
            },
        },
        filters={"identifier": lambda w, o: o["identifier"], "type": lambda w, o: "wood"},
    ),
    "navigations": Example(
        create=lambda w: {
            "identifier": w.unique("main-menu"),
            "items": [{"type": "site", "site": {"id": 1}, "isEnabled": True, "children": []}],
        },
        update={"isPublic": False},
        filters={"identifier": lambda w, o: o["identifier"]},
    ),
    "qr-codes": Example(
        create=lambda w: {"name": "Flyer", "path": w.unique("flyer"), "target": "/shop"},
        update={"name": "Flyer Frühjahr", "target": "https://example.com/aktion"},
        filters={"path": lambda w, o: o["path"]},
    ),
    "scenes": Example(
        create=lambda w: {"name": "Terrasse", "path": w.unique("terrasse"), "content": {}},
        update={"name": "Terrasse groß"},
        filters={"path": lambda w, o: o["path"]},
    ),
}
