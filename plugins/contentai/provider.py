"""Where generated content comes from: :class:`ContentProvider`, and its adapter for an
OpenAI-compatible HTTP API (OpenAI, and the many providers and local servers that speak
``POST /v1/chat/completions`` and ``POST /v1/images/generations``). Base URL, key and
models are settings (``TRESEN_AI_*``); ``kernel.testing.fake_openai`` speaks the same API
for tests and the demo.
"""

from __future__ import annotations

import abc
import base64
from dataclasses import dataclass
from typing import Any

import aiohttp


class ProviderError(Exception):
    """The provider did not give an answer we can use (down, refused, nonsense)."""


@dataclass(frozen=True)
class ChatMessage:
    role: str  # "system" | "user"
    content: str


class ContentProvider(abc.ABC):
    """Text and pictures from a prompt."""

    @abc.abstractmethod
    async def complete(self, messages: list[ChatMessage], json_answer: bool = False) -> str:
        """The assistant's answer to ``messages`` (a JSON object's text with ``json_answer``)."""

    @abc.abstractmethod
    async def image(self, prompt: str, size: str) -> bytes:
        """A picture for ``prompt`` (PNG or JPEG bytes) of ``size`` ("1024x1024")."""


class OpenAICompatible(ContentProvider):
    """The adapter for an OpenAI-compatible API at ``base_url`` (``…/v1`` added if missing)."""

    def __init__(
        self,
        session: aiohttp.ClientSession,
        base_url: str,
        api_key: str,
        model: str,
        image_model: str,
        timeout: float,
    ) -> None:
        base = base_url.rstrip("/")
        self.base = base if base.endswith("/v1") else base + "/v1"
        self.session = session
        self.headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.model = model
        self.image_model = image_model
        self.timeout = aiohttp.ClientTimeout(total=timeout)

    async def _post(self, path: str, body: dict[str, Any]) -> Any:
        try:
            async with self.session.post(
                self.base + path, json=body, headers=self.headers, timeout=self.timeout
            ) as resp:
                if resp.status != 200:
                    raise ProviderError(f"{path}: HTTP {resp.status}: {(await resp.text())[:200]}")
                return await resp.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            raise ProviderError(f"{path}: {exc.__class__.__name__}: {exc}") from exc

    async def complete(self, messages: list[ChatMessage], json_answer: bool = False) -> str:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m.role, "content": m.content} for m in messages],
        }
        if json_answer:
            body["response_format"] = {"type": "json_object"}
        answer = await self._post("/chat/completions", body)
        try:
            content = answer["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError) as exc:
            raise ProviderError("/chat/completions: no choices[0].message.content") from exc
        if not isinstance(content, str) or not content.strip():
            raise ProviderError("/chat/completions: empty answer")
        return content

    async def image(self, prompt: str, size: str) -> bytes:
        body = {
            "model": self.image_model,
            "prompt": prompt,
            "size": size,
            "n": 1,
            "response_format": "b64_json",
        }
        answer = await self._post("/images/generations", body)
        try:
            data = base64.b64decode(answer["data"][0]["b64_json"], validate=True)
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise ProviderError("/images/generations: no data[0].b64_json") from exc
        if not data.startswith((b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")):
            raise ProviderError("/images/generations: neither PNG nor JPEG")
        return data
