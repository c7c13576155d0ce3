"""No soft 404: unknown paths answer 404; redirects, QR codes, sites and node pages resolve."""

from __future__ import annotations

import asyncio

from tests.conftest import Api

HTML = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}


async def status_of(api: Api, path: str, **headers: str) -> tuple[int, str, str]:
    resp = await api.client.get(path, headers={**HTML, **headers}, allow_redirects=False)
    return resp.status, resp.headers.get("Location", ""), resp.content_type


async def test_an_unknown_path_answers_404_with_the_not_found_document(api: Api) -> None:
    resp = await api.client.get("/gibt-es-nicht", headers=HTML)
    assert resp.status == 404 and resp.content_type == "text/html"
    assert resp.headers["X-Robots-Tag"] == "noindex"
    assert 'id="tresen-init"' in await resp.text()  # the shell renders its not-found page
    for path in ("/unser-holz/eiche", "/holzverarbeitung/carport", "/a/b/c", "/x.html"):
        assert (await status_of(api, path))[0] == 404, path


async def test_front_end_routes_stay_pages(api: Api) -> None:
    for path in ("/", "/kontakt", "/store/wien", "/store/wien/checkout", "/shop/catalog",
                 "/shop/cart", "/site/privacy", "/status/abc/def", "/backend"):  # fmt: skip
        assert (await status_of(api, path))[0] == 200, path


async def test_public_sites_and_node_pages_are_pages(admin: Api, api: Api) -> None:
    await admin.post("/api/sites", {"name": "Über uns", "path": "ueber-uns"})
    await admin.post("/api/sites", {"name": "Intern", "path": "intern", "isPublic": False})
    await admin.post("/api/sites", {"name": "Holz", "path": "holz/laerche"})
    for identifier, kind, name, public in (
        ("eiche", "wood", "Eiche", True),
        ("douglasie", "wood", "Douglasie", False),
        ("carport", "construction", "Carport & Überdachung", True),
        ("fichte", "wood", "", True),
    ):
        status, body = await admin.post(
            "/api/nodes",
            {"identifier": identifier, "type": kind, "isPublic": public,
             "content": {"name": name}},
        )  # fmt: skip
        assert status == 201, body
    pages = ("/ueber-uns", "/holz/laerche", "/unser-holz/eiche", "/unser-holz/fichte",
             "/holzverarbeitung/carport-ueberdachung")  # fmt: skip
    for path in pages:
        assert (await status_of(api, path))[0] == 200, path
    missing = ("/intern", "/unser-holz/douglasie", "/holzverarbeitung/eiche",
               "/unser-holz/carport-ueberdachung", "/unser-holz/eiche/mehr")  # fmt: skip
    for path in missing:
        assert (await status_of(api, path))[0] == 404, path


async def test_redirects_answer_their_status_and_target(admin: Api, api: Api) -> None:
    await admin.post("/api/redirects", {"path": "/alt.html", "target": "/neu"})
    await admin.post(
        "/api/redirects",
        {"path": "/aktion", "target": "https://example.com/sommer", "statusCode": 302},
    )
    assert (await status_of(api, "/alt.html"))[:2] == (301, "/neu")
    assert (await status_of(api, "/aktion"))[:2] == (302, "https://example.com/sommer")
    # whatever the client accepts: a redirect is not a page
    resp = await api.client.get("/alt.html", headers={"Accept": "*/*"}, allow_redirects=False)
    assert (resp.status, resp.headers["Location"]) == (301, "/neu")
    assert (await status_of(api, "/alt.htm"))[0] == 404


async def test_qr_codes_redirect_and_count_their_scans(admin: Api, api: Api) -> None:
    status, qr = await admin.post(
        "/api/qr-codes", {"name": "Flyer", "path": "flyer", "target": "/unser-holz/eiche"}
    )
    assert status == 201 and qr["data"]["scans"] == 0 and qr["data"]["lastScanAt"] is None
    results = await asyncio.gather(*(status_of(api, "/flyer") for _ in range(5)))
    assert {r[:2] for r in results} == {(302, "/unser-holz/eiche")}
    assert (await status_of(api, "/flyer/"))[:2] == (302, "/unser-holz/eiche")
    status, body = await admin.get(f"/api/qr-codes/{qr['data']['id']}")
    assert body["data"]["scans"] == 6 and body["data"]["lastScanAt"] is not None
    assert (await status_of(api, "/flyer2"))[0] == 404


async def test_odd_paths_are_refused_not_failed(api: Api) -> None:
    for path in ("/%00", "/" + "x" * 2100, "/a%2F..%2Fb"):
        resp = await api.client.get(path, headers=HTML, allow_redirects=False)
        assert resp.status == 404, path


async def test_a_node_page_is_titled_by_its_node(admin: Api, api: Api) -> None:
    await admin.post("/api/config", {"shopName": "Holzhof"})
    status, _ = await admin.post(
        "/api/nodes",
        {
            "identifier": "eiche",
            "type": "wood",
            "content": {"name": "Eiche", "teaser": {"text": "<p>Hart &amp; <b>zäh</b>.</p>"}},
        },
    )
    assert status == 201
    resp = await api.client.get("/unser-holz/eiche", headers=HTML)
    page = await resp.text()
    assert resp.status == 200 and "<title>Eiche - Holzhof</title>" in page
    assert '<meta name="description" content="Hart &amp; zäh.">' in page


async def test_redirect_loops_are_not_redirects(admin: Api, api: Api) -> None:
    for path, target in (("/a", "/b"), ("/b", "/a?x=1"), ("/c", "/kette"), ("/d", "/c")):
        status, body = await admin.post("/api/redirects", {"path": path, "target": target})
        assert status == 201, body
    status, body = await admin.post("/api/qr-codes", {"path": "kette", "target": "/d"})
    assert status == 201, body
    for path in ("/a", "/b", "/c", "/d", "/kette"):  # each chain comes back to itself
        assert (await status_of(api, path))[0] == 404, path
    status, qr = await admin.get("/api/qr-codes", params={"path": "kette"})
    assert qr["data"][0]["scans"] == 0  # a looping code is not followed, so not counted
    status, body = await admin.post("/api/qr-codes", {"path": "selbst", "target": "/selbst/"})
    assert (status, body["errors"]) == (
        422,
        [{"field": "target", "message": "Das Ziel darf nicht auf dieselbe Adresse verweisen."}],
    )


async def test_site_paths_are_pages_only_when_a_site_claims_them(admin: Api, api: Api) -> None:
    """``/site/{path}``: a public site's page, a legal page, or a 404 (no soft 404)."""
    await admin.post("/api/sites", {"name": "Über uns", "path": "ueber-uns"})
    await admin.post("/api/sites", {"name": "Intern", "path": "intern", "isPublic": False})
    for path in ("/site/ueber-uns", "/site/privacy", "/site/imprint"):
        assert (await status_of(api, path))[0] == 200, path
    for path in ("/site/gibt-es-nicht", "/site/intern", "/site/ueber-uns/mehr"):
        assert (await status_of(api, path))[0] == 404, path
