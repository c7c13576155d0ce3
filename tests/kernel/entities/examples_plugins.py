"""Examples for the resources of the optional plugins (donations, signage)."""

from __future__ import annotations

from tests.kernel.entities.world import Example

SIGNAGE = ("enablePluginSignage",)

EXAMPLES = {
    "donatees": Example(
        create=lambda w: {
            "identifier": w.unique("rotes-kreuz"),
            "name": "Rotes Kreuz",
            "description": "Hilfe für Menschen in Not.",
            "image": 7,
            "position": 2,
        },
        update={"name": "Österreichisches Rotes Kreuz", "isEnabled": False},
        enable=("enablePluginDonations",),
        filters={"name": lambda w, o: "kreuz"},
    ),
    "digital-signage-segments": Example(
        create=lambda w: {
            "name": "Frühstücksangebot",
            "duration": 15,
            "media": [{"type": "image", "url": "/media/fruehstueck.jpg"}],
            "branch": {"id": w.ids["branch_a"]},
        },
        update={"duration": 20, "name": "Mittagsmenü"},
        enable=SIGNAGE,
        filters={"branch": lambda w, o: w.ids["branch_a"], "name": lambda w, o: "frühstück"},
    ),
    "digital-signage-streams": Example(
        create=lambda w: {
            "name": "Schaufenster",
            "branch": {"id": w.ids["branch_a"]},
            "segments": [{"id": w.ids["digital-signage-segments"]}],
        },
        update={"name": "Eingang", "segments": []},
        requires=("digital-signage-segments",),
        enable=SIGNAGE,
        filters={"branch": lambda w, o: w.ids["branch_a"], "name": lambda w, o: "fenster"},
    ),
    "digital-signage-devices": Example(
        create=lambda w: {
            "identifier": w.unique("tv"),
            "name": "TV Theke",
            "branch": {"id": w.ids["branch_a"]},
            "stream": {"id": w.ids["digital-signage-streams"]},
        },
        update={"name": "TV Eingang", "stream": None},
        requires=("digital-signage-streams",),
        enable=SIGNAGE,
        filters={
            "branch": lambda w, o: w.ids["branch_a"],
            "stream": lambda w, o: w.ids["digital-signage-streams"],
            "name": lambda w, o: "theke",
        },
    ),
}
