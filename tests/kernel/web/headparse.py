"""Reading a served HTML document the way a crawler does: title, meta tags, links, scripts."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any


@dataclass
class Document:
    lang: str | None = None
    title: str = ""
    meta: dict[str, str] = field(default_factory=dict)  # name or property → content
    links: list[dict[str, str]] = field(default_factory=list)
    scripts: list[dict[str, str]] = field(default_factory=list)
    init_text: str = ""

    @property
    def canonical(self) -> str | None:
        return next((link["href"] for link in self.links if link.get("rel") == "canonical"), None)

    @property
    def preload(self) -> list[str]:
        return [link["href"] for link in self.links if link.get("rel") == "preload"]

    @property
    def init(self) -> Any:
        return json.loads(self.init_text)


class _Parser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.doc = Document()
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "html":
            self.doc.lang = a.get("lang")
        elif tag == "title":
            self._in = "title"
        elif tag == "meta" and "content" in a:
            key = a.get("name") or a.get("property")
            if key:
                self.doc.meta[key] = a["content"]
        elif tag == "link":
            self.doc.links.append(a)
        elif tag == "script":
            self.doc.scripts.append(a)
            if a.get("id") == "tresen-init":
                self._in = "init"

    def handle_endtag(self, tag: str) -> None:
        self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "title":
            self.doc.title += data
        elif self._in == "init":
            self.doc.init_text += data


def parse(html: str) -> Document:
    parser = _Parser()
    parser.feed(html)
    return parser.doc
