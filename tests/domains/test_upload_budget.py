"""Anonymous uploads are bounded: a byte budget per client address and one for all
anonymous clients per hour (budget.py, database counters across app instances), 413 for
a single file too large, and uploads no order claimed within a day are deleted by the
scheduler's job (unclaimed.py)."""

from __future__ import annotations

import base64
import datetime as dt
from typing import Any

import pytest
from aiohttp import FormData, web
from sqlalchemy import select, update

from domains.media.models import Upload
from kernel.app import create_app
from kernel.db import DB, utcnow
from kernel.scheduler import SCHEDULER
from kernel.settings import Settings
from kernel.storage import STORAGE
from kernel.testing import limits
from tests.conftest import Api, ClientFactory
from tests.domains.orders.shop import build_shop
from tests.domains.orders.test_part_values import PDF, _fence, _item, _ref
from tests.domains.test_forms import APPLICATION, _setup, multipart

#: PostgreSQL too: byte counters (upserts) shared by two instances; the cleanup job's date query.
pytestmark = pytest.mark.database

MB = 1_000_000
SPENT = (
    "Sie haben in kurzer Zeit zu viele Dateien hochgeladen. Bitte versuchen Sie es in 60 "
    "Minuten noch einmal."
)
PAUSED = (
    "Derzeit können keine weiteren Dateien angenommen werden. Bitte versuchen Sie es in 60 "
    "Minuten noch einmal."
)


@pytest.fixture
def budgeted(settings: Settings) -> Settings:
    """Small budgets (a test sends megabytes, not the default 50 and 500 MB), behind a
    proxy on this machine (X-Forwarded-For counts)."""
    return settings.model_copy(
        update={
            **limits.defaults(),
            "upload_bytes_per_address_hour": 2_500_000,
            "upload_bytes_anonymous_hour": 4_500_000,
            "trusted_proxies": "127.0.0.1",
        }
    )


@pytest.fixture
def app(budgeted: Settings) -> web.Application:
    return create_app(budgeted)


def pdf(size: int) -> bytes:
    return b"%PDF-" + b"0" * (size - 5)


async def send(api: Api, address: str, data: bytes, as_json: bool = False) -> tuple[int, Any, Any]:
    headers = {"X-Forwarded-For": address}
    if as_json:
        url = f"data:application/pdf;base64,{base64.b64encode(data).decode()}"
        body: Any = {"file": {"name": "plan.pdf", "data": url}}
        resp = await api.client.post("/api/uploads", json=body, headers=headers)
    else:
        form = FormData()
        form.add_field("file", data, filename="plan.pdf", content_type="application/pdf")
        resp = await api.client.post("/api/uploads", data=form, headers=headers)
    return resp.status, await resp.json(), resp.headers


def test_the_defaults_are_documented() -> None:
    defaults = Settings()
    assert defaults.upload_bytes_per_address_hour == 50 * MB
    assert defaults.upload_bytes_anonymous_hour == 500 * MB
    assert defaults.upload_unclaimed_hours == 24


async def test_anonymous_upload_bytes_are_budgeted_across_instances(
    make_api: ClientFactory, db_url: str, budgeted: Settings, admin: Api
) -> None:
    workers = [await make_api(), await make_api(create_app(budgeted))]
    a, b, c = "203.0.113.1", "203.0.113.2", "203.0.113.3"
    assert (await send(workers[0], a, pdf(MB)))[0] == 201
    assert (await send(workers[1], a, pdf(MB), as_json=True))[0] == 201
    status, body, headers = await send(workers[0], a, pdf(MB))  # 3 MB > 2.5 MB
    assert status == 429 and body == {"errors": [{"field": "file", "message": SPENT}]}
    assert 3540 < int(headers["Retry-After"]) <= 3600
    assert (await send(workers[1], a, pdf(MB // 2)))[0] == 201  # what is left: 0.5 MB
    status, body, _ = await send(workers[0], a, pdf(100))  # spent: refused before reading
    assert status == 429 and body["errors"][0]["message"] == SPENT
    # everybody's budget: 2.5 MB of a, 1 MB of b, then c's 1 MB is over 4.5 MB
    assert (await send(workers[0], b, pdf(MB)))[0] == 201
    status, body, _ = await send(workers[1], c, pdf(MB + 1))
    assert status == 429 and body == {"errors": [{"field": "file", "message": PAUSED}]}
    # staff are not counted
    status, body = await admin.call("POST", "/api/uploads", data=multipart_pdf(pdf(MB)))
    assert status == 201, body


def multipart_pdf(data: bytes) -> FormData:
    form = FormData()
    form.add_field("file", data, filename="plan.pdf", content_type="application/pdf")
    return form


async def test_a_file_too_large_is_413(api: Api) -> None:
    status, body, _ = await send(api, "198.51.100.1", pdf(12_500_000))
    assert status == 413
    assert body["errors"] == [
        {
            "field": "file",
            "message": "Die Datei ist zu groß (12,5 MB). "
            "Die maximal zulässige Größe beträgt 10 MB.",
        }
    ]
    status, body, _ = await send(api, "198.51.100.1", pdf(11 * MB), as_json=True)
    assert status == 413 and body["errors"][0]["field"] == "file"


async def test_form_files_count_against_the_budget(make_api: ClientFactory, db_url: str) -> None:
    _admin, visitor, node = await _setup(make_api, db_url, **APPLICATION)

    async def submit(name: str, size: int) -> tuple[int, Any]:
        files = [("anhang[]", "Lebenslauf.pdf", pdf(size))]
        return await visitor.call(
            "POST",
            f"/api/custom/form/{node}",
            data=multipart({"0": name}, files),
            headers={"X-Forwarded-For": "192.0.2.77"},
        )

    assert (await submit("Anna", 2 * MB))[0] == 200
    status, body = await submit("Berta", MB)  # 3 MB > 2.5 MB
    assert status == 429 and body == {"errors": [{"field": None, "message": SPENT}]}


async def test_unclaimed_anonymous_uploads_are_deleted_after_a_day(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    fence = await _fence(shop)
    customer = shop.customer

    async def upload(api: Api) -> dict[str, Any]:
        status, body, _ = await send(api, "192.0.2.9", PDF)
        assert status == 201, body
        return body["data"]  # type: ignore[no-any-return]

    old, ordered, young = await upload(customer), await upload(customer), await upload(customer)
    status, body = await shop.admin.call("POST", "/api/uploads", data=multipart_pdf(PDF))
    assert status == 201, body
    staff = body["data"]
    item = _item(
        fence, {"id": "width", "value": "180"}, {"id": "sketch", "uploads": [_ref(ordered)]}
    )
    status, body = await customer.post("/api/orders", shop.order(items=[item]))
    assert status == 201, body

    app = customer.app
    day_ago = utcnow() - dt.timedelta(hours=24, minutes=1)
    aged = [old["id"], ordered["id"], staff["id"]]
    async with app[DB].transaction() as s:
        await s.execute(update(Upload).where(Upload.id.in_(aged)).values(created_at=day_ago))
        await s.execute(
            update(Upload)
            .where(Upload.id.in_(aged), Upload.unclaimed_since.is_not(None))
            .values(unclaimed_since=day_ago)
        )
    scheduler = app[SCHEDULER]
    assert await scheduler.leader.try_acquire()
    assert await scheduler.run("media.unclaimed-uploads") is True

    async with app[DB].session() as s:
        rows = {row.id: row for row in await s.scalars(select(Upload))}
    assert sorted(rows) == sorted([ordered["id"], young["id"], staff["id"]])
    storage = app[STORAGE]
    assert await storage.read(f"media/{old['publicHash']}.pdf") is None
    for kept in (ordered, young, staff):
        assert await storage.read(f"media/{kept['publicHash']}.pdf") == PDF
    resp = await customer.client.get(f"/upload/{old['publicHash']}/{old['id']}-1.pdf")
    assert resp.status == 404
