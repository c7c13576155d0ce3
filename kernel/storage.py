"""Where file bytes live (uploads, images): one interface, two places.

* :class:`LocalStorage` (default): the directory ``Settings.var_dir`` (uploaded media
  under ``var/media``); writes are atomic (temporary file, then rename).
* :class:`S3Storage`: an S3-compatible object store (AWS S3, MinIO, Ceph, …) through
  aiobotocore, for an app that runs on more than one machine: every instance reads what
  any other wrote. Chosen by ``TRESEN_S3_BUCKET``; the endpoint by ``TRESEN_S3_ENDPOINT``
  (empty: AWS), credentials the usual AWS way (``AWS_ACCESS_KEY_ID``/
  ``AWS_SECRET_ACCESS_KEY``, a profile or an instance role).

Keys are relative paths with ``/`` separators (``media/3f…a1.png``); callers never build
file system paths themselves.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from aiobotocore.session import get_session
from aiohttp import web
from botocore.config import Config
from botocore.exceptions import ClientError

_KEY = re.compile(r"^[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*$")


def check_key(key: str) -> str:
    """A key is a relative path of plain names: no ``..``, no leading ``/``."""
    if not _KEY.match(key) or any(part in ("", ".", "..") for part in key.split("/")):
        raise ValueError(f"bad storage key {key!r}")
    return key


class Storage:
    """Put, read and delete bytes by key. ``local_path`` lets a local store be served
    with sendfile; remote stores answer None and are served from :meth:`read`."""

    async def put(self, key: str, data: bytes, content_type: str) -> None:
        raise NotImplementedError

    async def read(self, key: str) -> bytes | None:
        """The bytes under ``key``, or None when there are none."""
        raise NotImplementedError

    async def delete(self, key: str) -> None:
        """Remove ``key``; a missing key is not an error."""
        raise NotImplementedError

    def local_path(self, key: str) -> Path | None:
        return None

    async def close(self) -> None:
        return None


class LocalStorage(Storage):
    def __init__(self, root: Path) -> None:
        self.root = root

    def local_path(self, key: str) -> Path:
        return self.root / check_key(key)

    async def put(self, key: str, data: bytes, content_type: str) -> None:
        await asyncio.to_thread(_write_atomically, self.local_path(key), data)

    async def read(self, key: str) -> bytes | None:
        path = self.local_path(key)
        try:
            return await asyncio.to_thread(path.read_bytes)
        except (FileNotFoundError, IsADirectoryError):
            return None

    async def delete(self, key: str) -> None:
        await asyncio.to_thread(self.local_path(key).unlink, missing_ok=True)


def _write_atomically(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".upload-")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class S3Storage(Storage):
    """One aiobotocore client per app (its connection pool), opened at first use on the
    app's event loop and closed with the app."""

    def __init__(self, bucket: str, endpoint: str = "", region: str = "", prefix: str = ""):
        self.bucket = bucket
        self.endpoint = endpoint or None
        self.region = region or "us-east-1"
        self.prefix = prefix.strip("/") + "/" if prefix.strip("/") else ""
        self._stack: contextlib.AsyncExitStack | None = None
        self._client: Any = None
        self._lock = asyncio.Lock()

    async def _s3(self) -> Any:
        async with self._lock:
            if self._client is None:
                stack = contextlib.AsyncExitStack()
                self._client = await stack.enter_async_context(
                    get_session().create_client(
                        "s3",
                        endpoint_url=self.endpoint,
                        region_name=self.region,
                        config=Config(
                            connect_timeout=5,
                            read_timeout=30,
                            retries={"max_attempts": 3, "mode": "standard"},
                        ),
                    )
                )
                self._stack = stack
            return self._client

    def _key(self, key: str) -> str:
        return self.prefix + check_key(key)

    async def put(self, key: str, data: bytes, content_type: str) -> None:
        s3 = await self._s3()
        await s3.put_object(
            Bucket=self.bucket, Key=self._key(key), Body=data, ContentType=content_type
        )

    async def read(self, key: str) -> bytes | None:
        s3 = await self._s3()
        try:
            answer = await s3.get_object(Bucket=self.bucket, Key=self._key(key))
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") in ("NoSuchKey", "404"):
                return None
            raise
        async with answer["Body"] as body:
            data: bytes = await body.read()
        return data

    async def delete(self, key: str) -> None:
        s3 = await self._s3()
        await s3.delete_object(Bucket=self.bucket, Key=self._key(key))

    async def close(self) -> None:
        if self._stack is not None:
            await self._stack.aclose()
            self._stack, self._client = None, None


def storage_for(var_dir: Path, bucket: str, endpoint: str, region: str, prefix: str) -> Storage:
    """S3 when a bucket is configured, else the local directory ``var_dir``."""
    if bucket:
        return S3Storage(bucket, endpoint, region, prefix)
    return LocalStorage(var_dir)


STORAGE: web.AppKey[Storage] = web.AppKey("storage")
