"""A TV's player key: random, shown once, stored as its SHA-256 (like a password that a
machine types; made and checked by :mod:`kernel.device_socket`). The player page carries it
in the address fragment (never sent in a request line) and hands it over as the first
WebSocket message."""

from __future__ import annotations


def player_path(identifier: str, key: str) -> str:
    return f"/signage/{identifier}#key={key}"
