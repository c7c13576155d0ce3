"""AI content against a local fake speaking the OpenAI API over real HTTP: a site draft
that leaves the site alone, a picture, the log of who asked what, the per-user rate,
failures in German, and bad input."""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from kernel.app import create_app
from kernel.settings import Settings
from kernel.testing.client import add_user
from kernel.testing.fake_openai import FakeOpenAI
from plugins.contentai.provider import ChatMessage, OpenAICompatible, ProviderError
from tests.conftest import ClientFactory
from tests.kernel.entities.world import World, build_world

pytestmark = pytest.mark.database  # count and oldest timestamp of a time window


@pytest.fixture
def fake() -> FakeOpenAI:
    return FakeOpenAI(key="geheim")


@pytest.fixture
async def fake_url(fake: FakeOpenAI) -> AsyncIterator[str]:
    server = TestServer(fake.app())
    await server.start_server()
    yield str(server.make_url("/"))
    await server.close()


@pytest.fixture
def settings(settings: Settings, fake_url: str) -> Settings:
    return settings.model_copy(
        update={"ai_base_url": fake_url, "ai_api_key": "geheim", "ai_calls_per_hour": 4}
    )


async def _site(world: World) -> dict[str, Any]:
    status, body = await world.admin.post(
        "/api/sites",
        {"path": "ueber-uns", "name": "Über uns", "title": "Alt", "content": [], "isPublic": True},
    )
    assert status == 201, body
    return body["data"]  # type: ignore[no-any-return]


async def test_a_site_draft_leaves_the_site_as_it_is(
    make_api: ClientFactory, db_url: str, fake: FakeOpenAI
) -> None:
    world = await build_world(make_api, db_url)
    site = await _site(world)
    status, body = await world.admin.post(
        f"/api/content-ai/generate/site/{site['id']}", {"prompt": "Regionale Küche seit 1950"}
    )
    assert status == 200, body
    draft = body["data"]
    assert (draft["status"], draft["site"], draft["title"]) == (
        "draft",
        {"id": site["id"]},
        "Willkommen im Gasthaus",
    )
    assert draft["content"][0] == {
        "type": "text",
        "title": "Unsere Küche",
        "text": "<p>Regionale Küche seit 1950</p>",
    }
    assert "<script>" not in draft["content"][1]["text"]  # sanitised like any rich text
    # what the provider was asked: the model, JSON, the site's name and the prompt
    asked = fake.requests[-1]
    assert asked["path"] == "/v1/chat/completions"
    assert asked["response_format"] == {"type": "json_object"}
    assert "Über uns" in asked["messages"][1]["content"]
    # the site is untouched: nothing published without a person
    status, body = await world.admin.get(f"/api/sites/{site['id']}")
    assert (body["data"]["title"], body["data"]["content"]) == ("Alt", [])
    # a person takes the draft over by saving the site
    status, body = await world.admin.call(
        "PUT",
        f"/api/sites/{site['id']}",
        {
            **{k: v for k, v in site.items() if k != "updatedAt"},
            "title": draft["title"],
            "content": draft["content"],
        },
    )
    assert status == 200, body
    status, logs = await world.admin.get("/api/logs", params={"entity": "sites"})
    assert "content-ai.site" in [e["action"] for e in logs["data"]]


async def test_a_picture_comes_back_as_a_png(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    status, body = await world.admin.post(
        "/api/content-ai/generate/image", {"prompt": "Schnitzel mit Salat", "size": "256x256"}
    )
    assert status == 200, body
    image = body["data"]["image"]
    assert image.startswith("data:image/png;base64,")
    assert base64.b64decode(image.split(",", 1)[1]).startswith(b"\x89PNG")
    # it can be saved as an image by the person who asked
    status, saved = await world.admin.post(
        "/api/images", {"file": {"name": "ki.png", "data": image}, "alt": "Schnitzel"}
    )
    assert status == 201, saved
    assert (saved["data"]["width"], saved["data"]["height"]) == (256, 256)


async def test_failures_are_german_and_logged(
    make_api: ClientFactory, db_url: str, fake: FakeOpenAI
) -> None:
    world = await build_world(make_api, db_url)
    site = await _site(world)
    url = f"/api/content-ai/generate/site/{site['id']}"
    fake.fail = "error"
    status, body = await world.admin.post(url, {"prompt": "Text"})
    assert (status, body["errors"][0]["message"]) == (502, "Inhalt konnte nicht erzeugt werden.")
    status, body = await world.admin.post("/api/content-ai/generate/image", {"prompt": "Bild"})
    assert (status, body["errors"][0]["message"]) == (502, "Bild konnte nicht erzeugt werden.")
    fake.fail = "nonsense"
    status, body = await world.admin.post(url, {"prompt": "Text"})
    assert (status, body["errors"][0]["message"]) == (502, "Inhalt konnte nicht erzeugt werden.")
    # four calls an hour per user (this test's setting): the fourth was the last
    fake.fail = None
    assert (await world.admin.post(url, {"prompt": "Text"}))[0] == 200
    status, body = await world.admin.post(url, {"prompt": "Text"})
    assert status == 429
    assert body["errors"][0]["message"].startswith("Zu viele KI-Anfragen.")


async def test_who_may_generate_and_bad_input(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    site = await _site(world)
    url = f"/api/content-ai/generate/site/{site['id']}"
    image = "/api/content-ai/generate/image"
    for path in (url, image):
        assert (await world.apis["anonymous"].post(path, {"prompt": "x"}))[0] == 401
        assert (await world.apis["employee_a"].post(path, {"prompt": "x"}))[0] == 403
    assert (await world.admin.post("/api/content-ai/generate/site/99999", {"prompt": "x"}))[
        0
    ] == 404
    cases: list[tuple[str, Any, str, str]] = [
        (url, {}, "prompt", "Dieser Wert sollte nicht leer sein."),
        (
            url,
            {"prompt": ""},
            "prompt",
            "Dieser Wert sollte nicht leer sein.",
        ),
        (
            url,
            {"prompt": "x" * 2001},
            "prompt",
            "Diese Zeichenkette ist zu lang. Sie sollte höchstens 2000 Zeichen haben.",
        ),
        (url, {"prompt": "x", "publish": True}, "publish", "Dieses Feld wurde nicht erwartet."),
        (
            image,
            {"prompt": "x", "size": "3x3"},
            "size",
            "Sie haben einen ungültigen Wert ausgewählt.",
        ),
        (image, {"prompt": 5}, "prompt", "Dieser Wert sollte vom Typ string sein."),
    ]
    for path, data, field, message in cases:
        status, body = await world.admin.post(path, data)
        assert status == 422, (data, body)
        assert body["errors"][0] == {"field": field, "message": message}, (data, body)
    status, body = await world.admin.post(url, [1])
    assert status in (400, 422)


async def test_without_a_provider_the_calls_say_so(
    make_api: ClientFactory, db_url: str, settings: Settings
) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    api = await make_api(create_app(settings.model_copy(update={"ai_base_url": ""})))
    assert (await api.login("admin"))[0] == 200
    status, body = await api.post("/api/content-ai/generate/image", {"prompt": "x"})
    assert (status, body["errors"][0]["message"]) == (503, "Die KI ist nicht eingerichtet.")


async def test_the_adapter_speaks_the_api(fake_url: str, fake: FakeOpenAI) -> None:
    async with aiohttp.ClientSession() as session:
        adapter = OpenAICompatible(session, fake_url, "geheim", "m", "im", 5.0)
        assert adapter.base.endswith("/v1")
        answer = await adapter.complete([ChatMessage("user", "Auftrag: Hallo")])
        assert "Hallo" in answer
        assert (await adapter.image("Hallo", "256x256")).startswith(b"\x89PNG")
        wrong = OpenAICompatible(session, fake_url, "falsch", "m", "im", 5.0)
        with pytest.raises(ProviderError, match="HTTP 401"):
            await wrong.complete([ChatMessage("user", "x")])
        gone = OpenAICompatible(session, "http://127.0.0.1:9", "k", "m", "im", 2.0)
        with pytest.raises(ProviderError):
            await gone.image("x", "256x256")
