"""A fake device (an order printer, tablet or screen) speaking the device socket protocol
of :mod:`plugins.devices.socket` over a real WebSocket: it signs in with its key,
answers test notifications and prints, and sends its log when asked. What it printed
(the ESC/POS bytes) and showed is kept for tests to look at.

    python -m kernel.testing.fake_device http://127.0.0.1:8080 drucker-1 KEY [--fail]

runs one as its own process (the browser test and a demo use that).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
from dataclasses import dataclass, field
from typing import Any

import aiohttp


@dataclass
class FakeDevice:
    """One device holding its connection; ``answer=False`` makes it say it failed,
    ``silent=True`` makes it never answer (the timeout case)."""

    url: str
    identifier: str
    key: str
    answer: bool = True
    silent: bool = False
    log_lines: list[str] = field(
        default_factory=lambda: ["boot ok", "papier: voll", "verbunden mit Tresen"]
    )
    printed: list[bytes] = field(default_factory=list)
    shown: list[dict[str, Any]] = field(default_factory=list)
    frames: list[dict[str, Any]] = field(default_factory=list)
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    closed: asyncio.Event = field(default_factory=asyncio.Event)

    async def handle(self, ws: Any, frame: dict[str, Any]) -> None:
        self.frames.append(frame)
        kind = frame.get("type")
        if kind == "ready":
            self.ready.set()
            return
        if self.silent or kind not in ("notification", "print", "logs"):
            return
        if kind == "notification":
            self.shown.append(frame)
        if kind == "print":
            self.printed.append(base64.b64decode(frame["data"]))
        if kind == "logs":
            await ws.send_json({"type": "logs", "id": frame["id"], "lines": self.log_lines})
        else:
            await ws.send_json({"type": "answer", "id": frame["id"], "ok": self.answer})

    async def run(self, session: aiohttp.ClientSession | Any) -> None:
        """Connect with ``session`` (an aiohttp session or a test client) and serve."""
        path = f"/api/devices/{self.identifier}/socket"
        try:
            async with session.ws_connect(self.url.rstrip("/") + path) as ws:
                await ws.send_json({"type": "hello", "key": self.key})
                async for message in ws:
                    if message.type == aiohttp.WSMsgType.TEXT:
                        await self.handle(ws, message.json())
        finally:
            self.closed.set()


@contextlib.asynccontextmanager
async def running(device: FakeDevice, session: Any, within: float = 5.0) -> Any:
    """``device`` connected (its 'ready' received) for the block, then disconnected."""
    task = asyncio.create_task(device.run(session), name=f"fake-device-{device.identifier}")
    try:
        async with asyncio.timeout(within):
            done = asyncio.ensure_future(device.closed.wait())
            ready = asyncio.ensure_future(device.ready.wait())
            await asyncio.wait({done, ready}, return_when=asyncio.FIRST_COMPLETED)
            done.cancel()
            ready.cancel()
        yield device
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def _main(args: argparse.Namespace) -> None:
    device = FakeDevice("", args.identifier, args.key, answer=not args.fail)
    async with aiohttp.ClientSession(base_url=args.url) as session:
        while True:  # reconnect like a real device after a network loss
            device.closed.clear()
            with contextlib.suppress(aiohttp.ClientError):
                await device.run(session)
            await asyncio.sleep(1.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("url")
    parser.add_argument("identifier")
    parser.add_argument("key")
    parser.add_argument("--fail", action="store_true", help="answer every test as failed")
    asyncio.run(_main(parser.parse_args()))


if __name__ == "__main__":
    main()
