"""A local stand-in for an OpenAI-compatible API (real HTTP, aiohttp): ``POST
/v1/chat/completions`` answers a site draft as the JSON object the content prompt asks
for, ``POST /v1/images/generations`` a PNG drawn with Pillow showing the prompt. It checks
the bearer key like the real thing (401 otherwise). For tests and the demo:

    python -m kernel.testing.fake_openai --port 8090 --key demo
    TRESEN_AI_BASE_URL=http://127.0.0.1:8090 TRESEN_AI_API_KEY=demo tresen serve

``FakeOpenAI.requests`` keeps what it was asked; ``fail`` makes it answer 500 (or
``"nonsense"``: a 200 whose content is not the JSON asked for).
"""

from __future__ import annotations

import argparse
import base64
import io
import time
from dataclasses import dataclass, field
from typing import Any

import orjson
from aiohttp import web
from PIL import Image, ImageDraw


@dataclass
class FakeOpenAI:
    key: str = "test-key"
    fail: str | None = None  # None | "error" | "nonsense"
    requests: list[dict[str, Any]] = field(default_factory=list)

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self.chat)
        app.router.add_post("/v1/images/generations", self.images)
        return app

    def _refuse(self, request: web.Request) -> web.Response | None:
        if request.headers.get("Authorization") != f"Bearer {self.key}":
            error = {"message": "Incorrect API key provided", "type": "invalid_request_error"}
            return web.json_response({"error": error}, status=401)
        if self.fail == "error":
            return web.json_response({"error": {"message": "overloaded"}}, status=500)
        return None

    async def chat(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append({"path": request.path, **body})
        refused = self._refuse(request)
        if refused is not None:
            return refused
        prompt = str(body["messages"][-1]["content"])
        if self.fail == "nonsense":
            content = "Gerne! Hier ist Ihr Text."
        else:
            wish = prompt.split("Auftrag:", 1)[-1].strip()
            content = orjson.dumps(
                {
                    "title": "Willkommen im Gasthaus",
                    "description": f"Entwurf zu: {wish}"[:300],
                    "sections": [
                        {"title": "Unsere Küche", "text": f"<p>{wish}</p>"},
                        {
                            "title": "Besuchen Sie uns",
                            "text": "<p>Wir freuen uns auf <strong>Sie</strong>.</p>"
                            "<script>alert(1)</script>",
                        },
                    ],
                }
            ).decode()
        return web.json_response(
            {
                "id": "chatcmpl-fake",
                "object": "chat.completion",
                "created": int(time.time()),
                "model": body.get("model", ""),
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": content},
                        "finish_reason": "stop",
                    }
                ],
            }
        )

    async def images(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append({"path": request.path, **body})
        refused = self._refuse(request)
        if refused is not None:
            return refused
        width, height = (int(n) for n in str(body.get("size", "256x256")).split("x"))
        picture = Image.new("RGB", (width, height), (32, 96, 160))
        ImageDraw.Draw(picture).text((10, 10), str(body["prompt"])[:80], fill=(255, 255, 255))
        buffer = io.BytesIO()
        picture.save(buffer, "PNG")
        data = [{"b64_json": base64.b64encode(buffer.getvalue()).decode()}]
        return web.json_response({"created": int(time.time()), "data": data})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8090)
    parser.add_argument("--key", default="test-key")
    args = parser.parse_args()
    web.run_app(FakeOpenAI(key=args.key).app(), host=args.host, port=args.port)


if __name__ == "__main__":
    main()
