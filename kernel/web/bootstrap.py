"""The page bootstrap: ``GET /api/init``, also embedded in every HTML document.

It holds what a first paint needs: the kernel version, the configuration the caller may
read, the caller's own user, the UI modules of the enabled plugins for this audience and
the collections plugins contribute (``tresen_init_collections``: branches, sites,
navigations …). A branch's catalogue is not in it; the store page reads it from
``GET /api/branches/{id}/catalog`` (cached bytes too, and embedded in that page's
document).

Served from cached bytes per *audience*: anonymous, or a signed-in user's roles and
branches (what the policies and the UI manifest read). Everything but the user's own
record is shared by an audience and kept serialised, with a placeholder where the user
goes; a request splices its user in. Rebuilt when a resource or the configuration is
written (on every worker, through the event bus) or after the TTL.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from kernel.api.answers import dumps
from kernel.api.routes import Routes
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.sessions import current_user
from kernel.cache import CacheSpec, Entry, answer_cache, bytes_response, entity_or_config_write
from kernel.config.service import CONFIG
from kernel.manifest import KERNEL_VERSION
from kernel.plugins import REGISTRY, PluginRegistry

routes = Routes(tag="system")

STAFF_ROLES = frozenset({ROLE_ADMIN, ROLE_EMPLOYEE})
#: Bootstraps per audience: few keys (anonymous and the role/branch sets of staff).
BOOTSTRAPS = CacheSpec("bootstrap", drops_on=entity_or_config_write, max_entries=256)
# Where the user's record goes in the cached bytes: random per process, so no stored
# text can ever contain it.
_USER_MARK = "tresen-user-" + secrets.token_hex(16)
_USER_SLOT = dumps(_USER_MARK)
#: Revalidated (ETag) by the browser, never kept by a shared cache: answers vary by cookie.
PRIVATE = "no-cache, private"


def is_staff(user: User | None) -> bool:
    """Holds a staff role: sees the front-end tools (spec 000 §2 staff toolbar, §6)."""
    return user is not None and not STAFF_ROLES.isdisjoint(user.roles)


def escaped(body: bytes) -> bytes:
    """JSON safe inside ``<script type="application/json">``: every ``<`` escaped, so
    nothing in the data can close the element (and still the same JSON value)."""
    return body.replace(b"<", b"\\u003c")


@dataclass(frozen=True)
class Audience:
    """What a bootstrap may depend on: signed in or not, roles, branches — no identity."""

    signed_in: bool = False
    roles: frozenset[str] = frozenset()
    branches: tuple[int, ...] = ()

    @classmethod
    def of(cls, user: User | None) -> Audience:
        if user is None:
            return ANONYMOUS
        return cls(True, frozenset(user.roles), tuple(sorted(set(user.branch_ids))))

    def stand_in(self) -> User | None:
        """A user without identity (no id, name or e-mail) holding this audience's roles
        and branches: what hooks building shared answers get instead of the caller."""
        if not self.signed_in:
            return None
        return User(username="", email="", roles=sorted(self.roles), branch_ids=list(self.branches))


ANONYMOUS = Audience()


@dataclass(frozen=True)
class Bootstrap:
    """One audience's bootstrap as bytes around the user's place."""

    chunks: tuple[bytes, ...]
    anonymous: Entry | None  # the whole answer for anonymous callers

    def render(self, user: User | None) -> bytes:
        me = b"null" if user is None else escaped(dumps(user.public()))
        return me.join(self.chunks)


def ui_manifest(registry: PluginRegistry, staff: bool) -> list[dict[str, Any]]:
    """What the shell needs to load the enabled plugins' federated modules.

    Modules for staff (``Manifest.audience == "staff"``) are listed to staff only, so a
    customer's browser never downloads them.
    """
    return [
        {
            "id": p.id,
            "title": p.manifest.title,
            "version": p.manifest.version,
            "sdk": p.manifest.ui.sdk,
            "slots": list(p.manifest.slots),
            "remote": {"name": p.manifest.ui.name, "entry": p.manifest.ui.entry},
            "audience": p.manifest.audience,
            "pages": list(p.manifest.pages),
        }
        for p in registry.plugins.values()
        if p.manifest.ui is not None
        and registry.is_enabled(p.id)
        and (staff or p.manifest.audience != "staff")
    ]


async def _build(request: web.Request, audience: Audience) -> Bootstrap:
    registry = request.app[REGISTRY]
    stand_in = audience.stand_in()
    config = request.app[CONFIG].for_user(stand_in)
    entries: list[dict[str, Any]] = [
        {"url": "/api/config", "data": {"data": config}},
        {"url": "/api/users/me", "data": {"data": _USER_MARK}},
    ]
    collections = await registry.call("tresen_init_collections", request=request, user=stand_in)
    for contribution in collections:
        for url, records in contribution.items():
            entries.append({"url": url, "data": {"data": records}})
    payload = {
        "version": KERNEL_VERSION,
        "config": config,
        "user": _USER_MARK,
        "plugins": ui_manifest(registry, is_staff(stand_in)),
        "entries": entries,
    }
    chunks = tuple(escaped(dumps({"data": payload})).split(_USER_SLOT))
    bootstrap = Bootstrap(chunks, None)
    if not audience.signed_in:
        bootstrap = Bootstrap(chunks, Entry.of(bootstrap.render(None)))
    return bootstrap


async def bootstrap_for(request: web.Request, user: User | None) -> Bootstrap:
    """The cached bootstrap of ``user``'s audience (built on a miss, once per audience)."""
    audience = Audience.of(user)

    async def build() -> Bootstrap:
        return await _build(request, audience)

    found: Bootstrap | None = await answer_cache(request.app, BOOTSTRAPS).get_or_build(
        audience, build
    )
    assert found is not None
    return found


@routes.get(
    "/api/init",
    response=dict[str, Any],
    summary="Bulk load: configuration, current user, enabled UI modules, collections",
)
async def init(request: web.Request) -> web.Response:
    user = await current_user(request)
    bootstrap = await bootstrap_for(request, user)
    if bootstrap.anonymous is not None:
        entry = bootstrap.anonymous
        return bytes_response(
            request,
            entry.body,
            entry.gzipped,
            entry.etag,
            "application/json",
            PRIVATE,
            vary="Cookie",
        )
    return web.Response(
        body=bootstrap.render(user),
        content_type="application/json",
        headers={"Cache-Control": PRIVATE, "Vary": "Cookie"},
    )
