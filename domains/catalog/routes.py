"""Catalogue routes beyond the five calls: the menus of a branch."""

from __future__ import annotations

from aiohttp import web

from domains.branches.api import BRANCHES
from domains.catalog.active import menus_of
from domains.catalog.resources import MENUS
from domains.catalog.schemas import MenuOut
from kernel import DB, Routes, current_user, denied, ok, path_id

routes = Routes(tag="menus")


@routes.get(
    r"/api/branches/{id:\d+}/menus",
    response=list[MenuOut],
    errors=(401, 403, 404),
    summary="The menus of a branch, latest availableFrom first",
)
async def branch_menus(request: web.Request) -> web.Response:
    """Menus naming the branch that the caller may see; 404 for a branch they may not.

    The storefront shows the one with the latest ``availableFrom`` not in the future
    (spec 001 §4); menus without a date come last.
    """
    user = await current_user(request)
    if not MENUS.policy.allows(user, "list"):
        raise denied(user)
    async with request.app[DB].session() as s:
        branch = await BRANCHES.fetch(s, user, path_id(request))
        menus = menus_of(await s.scalars(MENUS.visible(user)), branch)
    return ok([MENUS.dump(m) for m in menus])
