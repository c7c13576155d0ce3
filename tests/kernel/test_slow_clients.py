"""Slow and vanishing clients: a body that trickles in is cut off with 408, a client that
hangs up mid-body leaves no traceback, a handler past its deadline answers 503."""

from __future__ import annotations

import asyncio
import logging

import pytest
from aiohttp import web

from kernel.app import create_app
from kernel.settings import Settings
from tests.conftest import Api, free_port


@pytest.fixture
def app(settings: Settings) -> web.Application:
    return create_app(settings.model_copy(update={"request_timeout": 1.0}))


async def _open(api: Api) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    assert api.client.port is not None
    return await asyncio.open_connection("127.0.0.1", api.client.port)


HEAD = (
    b"POST /api/orders/price HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    b'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"branch":'
)


@pytest.mark.serial  # a time limit of the server: alone in a parallel run
async def test_a_body_that_trickles_in_is_cut_off_with_408(api: Api) -> None:
    reader, writer = await _open(api)
    writer.write(HEAD)
    started = asyncio.get_running_loop().time()
    answer = await asyncio.wait_for(reader.read(4096), 10)
    assert asyncio.get_running_loop().time() - started < 3
    assert answer.startswith(b"HTTP/1.1 408")
    assert "zu langsam übertragen".encode() in answer
    writer.close()


async def test_a_client_hanging_up_mid_body_leaves_no_traceback(
    app: web.Application, caplog: pytest.LogCaptureFixture
) -> None:
    # Served as `tresen serve` serves (run_app's runner: handlers are not cancelled when
    # the client goes; the test client's server would cancel them and hide the failure).
    runner = web.AppRunner(app, handler_cancellation=False)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    caplog.set_level(logging.DEBUG, logger="kernel")
    try:
        for path in ("/api/login", "/api/orders", "/api/orders/price"):
            _reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(HEAD.replace(b"/api/orders/price", path.encode()))
            await writer.drain()
            await asyncio.sleep(0.2)
            writer.close()
        await asyncio.sleep(0.5)
    finally:
        await runner.cleanup()
    assert "unhandled error" not in caplog.text
    assert not [r for r in caplog.records if r.exc_info]
