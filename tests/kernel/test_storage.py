"""Files through one storage interface: a local directory, or an S3-compatible object
store (here moto's server mode, speaking the S3 HTTP API on a local port), so that two
``tresen serve`` instances on one database serve the same uploaded image."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import aiohttp
import pytest
from aiobotocore.session import get_session

from kernel.app import create_app
from kernel.settings import Settings
from kernel.storage import STORAGE, LocalStorage, S3Storage, Storage
from tests.conftest import ADMIN_PASSWORD, ClientFactory, add_user, free_port
from tests.kernel.entities.examples_media import png
from tests.kernel.test_workers import wait_up
from tests.sample_plugins import EXTRA_PLUGINS

ROOT = Path(__file__).resolve().parents[2]
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "tresen-test",
    "AWS_SECRET_ACCESS_KEY": "tresen-test-secret",
    "AWS_DEFAULT_REGION": "eu-central-1",
}


@pytest.fixture(scope="module")
def s3_endpoint(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """moto's S3 server in its own process on a free port."""
    port = free_port()
    log = (tmp_path_factory.mktemp("moto") / "moto.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    endpoint = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(endpoint + "/moto-api/", timeout=2):
                    break
            except (urllib.error.URLError, OSError):
                assert proc.poll() is None, "moto server exited"
                assert time.monotonic() < deadline, "moto server did not start"
                time.sleep(0.2)
        yield endpoint
    finally:
        proc.terminate()
        proc.wait(10)
        log.close()


@pytest.fixture
def s3_bucket(
    s3_endpoint: str, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> str:
    """A fresh bucket; the AWS credentials in the environment (as production would)."""
    for name, value in CREDENTIALS.items():
        monkeypatch.setenv(name, value)
    bucket = f"tresen-{abs(hash(request.node.nodeid)) % 10**8}"

    async def create() -> None:
        async with get_session().create_client(
            "s3", endpoint_url=s3_endpoint, region_name="us-east-1"
        ) as s3:
            await s3.create_bucket(Bucket=bucket)

    with ThreadPoolExecutor(1) as pool:  # fixtures may run inside the test's loop
        pool.submit(asyncio.run, create()).result()
    return bucket


@pytest.fixture(params=["local", "s3"])
async def storage(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Storage]:
    store: Storage
    if request.param == "s3":
        bucket = request.getfixturevalue("s3_bucket")
        store = S3Storage(bucket, request.getfixturevalue("s3_endpoint"), prefix="site-a")
    else:
        store = LocalStorage(tmp_path)
    yield store
    await store.close()


async def test_put_read_replace_delete(storage: Storage) -> None:
    assert await storage.read("media/none.png") is None
    await storage.put("media/a.png", b"\x89PNG one", "image/png")
    assert await storage.read("media/a.png") == b"\x89PNG one"
    await storage.put("media/a.png", b"two", "image/png")
    assert await storage.read("media/a.png") == b"two"
    await storage.delete("media/a.png")
    await storage.delete("media/a.png")  # twice: no error
    assert await storage.read("media/a.png") is None


@pytest.mark.parametrize("key", ["../secret", "/etc/passwd", "media/../x", "a//b", "", "a b"])
async def test_keys_cannot_leave_the_store(storage: Storage, key: str) -> None:
    with pytest.raises(ValueError):
        await storage.put(key, b"x", "text/plain")
    with pytest.raises(ValueError):
        await storage.read(key)


async def test_two_instances_serve_the_same_uploaded_image(
    db_url: str, tmp_path: Path, s3_endpoint: str, s3_bucket: str
) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    env = {
        **os.environ,
        **CREDENTIALS,
        "DATABASE_URL": db_url,
        "TRESEN_SECRET_KEY": "same-on-both",
        "TRESEN_EXTRA_PLUGINS": EXTRA_PLUGINS,
        "TRESEN_SMTP_PORT": "1",
        "TRESEN_S3_BUCKET": s3_bucket,
        "TRESEN_S3_ENDPOINT": s3_endpoint,
        "TRESEN_S3_PREFIX": "tresen",
        "PYTHONPATH": str(ROOT),
    }
    procs, bases = [], []
    with (tmp_path / "servers.log").open("wb") as log:
        for name in ("a", "b"):  # separate var dirs: two machines share no disk
            port = free_port()
            (tmp_path / name).mkdir()
            procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", "kernel.cli", "serve", "--port", str(port)],
                    env={**env, "TRESEN_VAR_DIR": str(tmp_path / name)},
                    cwd=ROOT,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            )
            bases.append(f"http://127.0.0.1:{port}")
    a, b = bases
    image = png(40, 30)
    try:
        for base, proc in zip(bases, procs, strict=True):
            await wait_up(base, proc)
        jar = aiohttp.CookieJar(unsafe=True)
        async with aiohttp.ClientSession(cookie_jar=jar) as http:
            async with http.post(
                a + "/api/login", json={"username": "admin", "password": ADMIN_PASSWORD}
            ) as resp:
                assert resp.status == 200, await resp.text()
            token = next(c.value for c in jar if c.key == "XSRF-TOKEN")
            form = aiohttp.FormData()
            form.add_field("file", image, filename="garten.png", content_type="image/png")
            form.add_field("alt", "Gastgarten")
            async with http.post(
                a + "/api/images", data=form, headers={"X-XSRF-TOKEN": token, "Origin": a}
            ) as resp:
                assert resp.status == 201, await resp.text()
                created = (await resp.json())["data"]
            for base in (b, a):
                async with http.get(base + created["url"]) as resp:
                    assert resp.status == 200
                    assert resp.headers["Content-Type"] == "image/png"
                    assert await resp.read() == image
            async with http.delete(
                f"{b}/api/images/{created['id']}", headers={"X-XSRF-TOKEN": token, "Origin": b}
            ) as resp:
                assert resp.status == 200, await resp.text()
            async with http.get(a + created["url"]) as resp:
                assert resp.status == 404
        # Nothing on either machine's disk: the bytes went to the object store only.
        assert not any((tmp_path / name / "media").exists() for name in ("a", "b"))
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(30)
    output = (tmp_path / "servers.log").read_text(errors="replace")
    assert "unhandled error" not in output, output[-4000:]


async def test_fonts_are_served_from_the_store(
    storage: Storage, settings: Settings, make_api: ClientFactory
) -> None:
    """A font file goes through the same store as uploads and images (fonts/<slug>/…)."""
    app = create_app(settings)
    app[STORAGE] = storage
    api = await make_api(app)
    path = "/media/fonts/open-sans/700italic.woff2"
    assert (await api.client.get(path)).status == 404
    await storage.put("fonts/open-sans/700italic.woff2", b"wOF2 font", "font/woff2")
    resp = await api.client.get(path)
    assert resp.status == 200
    assert resp.headers["Content-Type"] == "font/woff2"
    assert await resp.read() == b"wOF2 font"
    for wrong in ("/media/fonts/open-sans/650.woff2", "/media/fonts/no-such-font/700.woff2"):
        assert (await api.client.get(wrong)).status == 404
    await storage.delete("fonts/open-sans/700italic.woff2")
    assert (await api.client.get(path)).status == 404
