"""Every request ends in bounded time, even when the database freezes.

A frozen PostgreSQL (stopped, or a network that drops packets) keeps a query waiting
forever, and psycopg's own cancellation of such a query waits ~10 s more for an answer
that never comes. So the handler runs as its own task: when ``request_timeout`` passes,
the client gets its answer at once (503 with Retry-After; 408 while its body is still
arriving) and the handler is cancelled and left to unwind in the background.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from kernel import messages as msg
from kernel.api.answers import ApiError, unavailable_error
from kernel.failures import FAILURES
from kernel.settings import Settings

log = logging.getLogger(__name__)
#: Attribute marking a handler that streams (Server-Sent Events): no request deadline.
STREAMING = "__tresen_streaming__"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Deadline:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._abandoned: set[asyncio.Task[Any]] = set()
        #: The handler tasks of open streams: ended at shutdown (their clients reconnect)
        #: instead of holding the graceful shutdown for its whole timeout.
        self._streams: set[asyncio.Task[Any]] = set()

    def seconds(self, request: web.Request) -> float:
        """Uploads (multipart, or bodies beyond the JSON limit) get the longer bound."""
        s = self.settings
        large = (request.content_length or 0) > s.max_body_bytes
        upload = large or request.content_type == "multipart/form-data"
        return s.upload_timeout if upload else s.request_timeout

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if getattr(request.match_info.handler, STREAMING, False):
            # A stream (kernel/live.py) ends when its client goes, or at shutdown.
            stream = asyncio.current_task()
            assert stream is not None
            self._streams.add(stream)
            try:
                return await handler(request)
            finally:
                self._streams.discard(stream)
        # What asyncio.wait({task}, timeout) does, without its sets and counters: this
        # runs on every request, so the bookkeeping is a measurable share of a cached one.
        loop = asyncio.get_running_loop()
        task: asyncio.Task[web.StreamResponse] = asyncio.ensure_future(handler(request))
        waiter: asyncio.Future[None] = loop.create_future()

        def wake(_: object = None) -> None:
            if not waiter.done():
                waiter.set_result(None)

        timer = loop.call_later(self.seconds(request), wake)
        task.add_done_callback(wake)
        try:
            await waiter
        except asyncio.CancelledError:
            task.cancel()
            raise
        finally:
            timer.cancel()
            task.remove_done_callback(wake)
        if task.done():
            return task.result()
        task.cancel()
        self._abandoned.add(task)
        task.add_done_callback(self._forget)
        if not request.content.at_eof():
            raise ApiError(408, msg.REQUEST_TIMEOUT)
        request.app[FAILURES].warning(
            "deadline",
            "%s %s took longer than %ss; answered 503",
            request.method,
            request.path,
            self.seconds(request),
        )
        raise unavailable_error(self.settings.retry_after)

    async def end_streams(self, app: web.Application) -> None:
        """``on_shutdown``: end the open streams, so the graceful shutdown waits only for
        ordinary requests (a browser's EventSource or a player's socket reconnects)."""
        for stream in list(self._streams):
            stream.cancel()

    def _forget(self, task: asyncio.Task[Any]) -> None:
        self._abandoned.discard(task)
        if not task.cancelled():
            task.exception()  # retrieved: an abandoned handler's failure is already answered
