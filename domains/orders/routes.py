"""HTTP routes of the ordering domain: storefront (public) and staff calls of spec 000 §7.

Each handler parses the request, calls one service (quote.py: pricing a cart; service.py: creation;
queries.py: what staff read; changes.py: edits and transitions) and answers.
"""

from __future__ import annotations

from typing import Any, Literal

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from domains.orders import (
    changes,
    limits,
    notify,
    queries,
    quote,
    receipt,
    service,
    states,
    texts,
)
from domains.orders.checkout import CheckoutIn
from domains.orders.deps import OrderDeps, Staff
from domains.orders.links import by_link
from domains.orders.views import public_order as public_view
from domains.orders.views import staff as staff_view
from kernel import (
    ROLE_ADMIN,
    ROLE_EMPLOYEE,
    ApiError,
    Id,
    Integer,
    Routes,
    ZonedDatetime,
    client_key,
    current_user,
    not_found,
    ok,
    path_id,
    path_index,
    query,
    read_json,
    require_admin,
    require_staff,
)
from kernel import messages as msg

routes = Routes(tag="orders")
NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}


def _deps(request: web.Request) -> OrderDeps:
    return OrderDeps.of(request.app)


async def _staff(request: web.Request) -> Staff:
    """401/403 unless a staff member is signed in."""
    return Staff.of(await require_staff(request))


# ---------------------------------------------------------------------------- storefront


@routes.post(
    "/api/orders/price",
    body=quote.PriceIn,
    response={"type": "object"},
    errors=(422,),
    summary="Price a cart and the plugins' charges (the same code as order creation)",
)
async def price_cart(request: web.Request) -> web.Response:
    return ok(await quote.quote(_deps(request), await read_json(request)))


@routes.get(
    "/api/branches/{id:\\d+}/payment-methods",
    response={"type": "array", "items": {"type": "object"}},
    errors=(404,),
    summary="The payment methods a customer can choose at this branch: [{id, label}]",
)
async def branch_payment_methods(request: web.Request) -> web.Response:
    offered = await quote.branch_payment_methods(_deps(request), path_id(request))
    if offered is None:
        raise not_found()
    return ok(offered)


@routes.post(
    "/api/orders",
    body=CheckoutIn,
    response={"type": "object"},
    status=201,
    errors=(422, 429),
    summary="Place an order; send an Idempotency-Key header to make retries safe",
)
async def create_order(request: web.Request) -> web.Response:
    key = request.headers.get("Idempotency-Key")
    if key is not None and not 1 <= len(key) <= 255:
        raise ApiError(422, msg.INVALID, field="Idempotency-Key")
    user = await current_user(request)
    if key is not None:
        scope = f"user:{user.id}" if user is not None else f"client:{client_key(request)}"
        key = service.scoped_key(scope, key)
    deps = _deps(request)
    staff = user is not None and bool({ROLE_ADMIN, ROLE_EMPLOYEE} & set(user.roles))
    guard = None if staff else limits.guard(deps.db, deps.settings, client_key(request))
    placed = await service.place(deps, await read_json(request), key, guard=guard)
    return ok(placed.answer, status=201 if placed.created else 200, headers=NO_STORE)


PUBLIC = "/api/orders/public/{uid}/{hash}"


@routes.get(
    PUBLIC,
    response={"type": "object"},
    errors=(404, 429),
    summary="The order as its customer sees it (secret link)",
)
async def public_order(request: web.Request) -> web.Response:
    order = await by_link(request)
    return ok(await public_view(_deps(request), order), headers=NO_STORE)


@routes.post(
    PUBLIC + "/confirm-counter-appointment",
    response={"type": "object"},
    errors=(404, 409),
    summary="Accept the time the shop proposed",
)
async def confirm_counter(request: web.Request) -> web.Response:
    order = await by_link(request)
    deps = _deps(request)
    order = await changes.confirm_counter_appointment(deps, order)
    return ok(await public_view(deps, order), headers=NO_STORE)


@routes.post(
    PUBLIC + "/reject-counter-appointment",
    response={"type": "object"},
    errors=(404, 409),
    summary="Decline the proposed time; cancels the order",
)
async def reject_counter(request: web.Request) -> web.Response:
    order = await by_link(request)
    deps = _deps(request)
    order = await changes.reject_counter_appointment(deps, order)
    return ok(await public_view(deps, order), headers=NO_STORE)


# ---------------------------------------------------------------------------- staff


class OrderQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    branch: Id | None = None
    status: states.Status | None = None
    history: bool = False
    q: str | None = Field(None, max_length=100)
    start: ZonedDatetime | None = Field(None, alias="from")
    end: ZonedDatetime | None = Field(None, alias="to")
    page: Integer = Field(1, ge=1, le=1_000_000)
    limit: Integer = Field(30, ge=1, le=10_000)

    def filters(self) -> queries.Filters:
        return queries.Filters(
            self.branch,
            self.status,
            self.history,
            self.q,
            self.start,
            self.end,
            self.page,
            self.limit,
        )


def _page(found: tuple[list[dict[str, Any]], int]) -> web.Response:
    items, total = found
    return ok(items, headers={"X-Total-Count": str(total)})


@routes.get(
    "/api/orders",
    query=OrderQuery,
    response={"type": "array"},
    errors=(401, 403),
    summary="Orders (staff; employees see their branches' only)",
)
async def list_orders(request: web.Request) -> web.Response:
    who = await _staff(request)
    wanted = query(request, OrderQuery)
    return _page(await queries.orders(_deps(request), who, wanted.filters()))


@routes.get(
    "/api/orders/current",
    response={"type": "array"},
    errors=(401, 403),
    summary="Orders still to be handled",
)
async def current_orders(request: web.Request) -> web.Response:
    return _page(await queries.current(_deps(request), await _staff(request)))


@routes.get(
    "/api/orders/missed",
    response={"type": "array"},
    errors=(401, 403),
    summary="New orders nobody confirmed in time",
)
async def missed_orders(request: web.Request) -> web.Response:
    return _page(await queries.missed(_deps(request), await _staff(request)))


ONE = "/api/orders/{id:\\d+}"


@routes.get(ONE, response={"type": "object"}, errors=(401, 403, 404), summary="One order")
async def get_order(request: web.Request) -> web.Response:
    who = await _staff(request)
    return ok(await queries.one(_deps(request), who, path_id(request)))


@routes.put(
    ONE,
    body=changes.OrderEdit,
    response={"type": "object"},
    errors=(401, 403, 404),
    summary="Edit an order: comment, appointment, proposed counter appointment",
)
async def update_order(request: web.Request) -> web.Response:
    who, deps = await _staff(request), _deps(request)
    order = await changes.edit(deps, who, path_id(request), await read_json(request))
    return ok(staff_view(deps, order))


@routes.delete(
    ONE, response={"type": "null"}, errors=(401, 403, 404), summary="Delete an order (admins)"
)
async def delete_order(request: web.Request) -> web.Response:
    who = Staff.of(await require_admin(request))
    await changes.delete(_deps(request), who, path_id(request))
    return ok(None)


@routes.put(
    ONE + "/items/{index:\\d+}",
    body=changes.ItemEdit,
    response={"type": "object"},
    errors=(401, 403, 404, 409, 422),
    summary="Change one item; the order is re-priced",
)
async def update_item(request: web.Request) -> web.Response:
    who, deps = await _staff(request), _deps(request)
    index = path_index(request, "index")
    order = await changes.edit_item(deps, who, path_id(request), index, await read_json(request))
    return ok(staff_view(deps, order))


@routes.post(
    ONE + "/status/{action:" + states.ACTION_PATTERN + "}",
    body=changes.StatusBody,
    response={"type": "object"},
    errors=(401, 403, 404, 409),
    summary="Change the status through the state machine (domains/orders/states.py)",
)
async def change_status(request: web.Request) -> web.Response:
    who, deps = await _staff(request), _deps(request)
    data = await read_json(request) if request.can_read_body else {}
    action = request.match_info["action"]
    order = await changes.change_status(deps, who, path_id(request), action, data)
    return ok(staff_view(deps, order))


class PrintQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["escpos", "text"] = "escpos"


@routes.post(
    ONE + "/print",
    query=PrintQuery,
    response={"type": "string", "format": "binary"},
    errors=(401, 403, 404, 422),
    summary="The receipt for the kitchen printer: ESC/POS bytes (or ?format=text)",
)
async def print_receipt(request: web.Request) -> web.Response:
    who = await _staff(request)
    wanted = query(request, PrintQuery)
    bon = await queries.receipt_of(_deps(request), who, path_id(request))
    if wanted.format == "text":
        return web.Response(text=receipt.text(bon.pieces), headers=NO_STORE)
    return web.Response(
        body=receipt.escpos(bon.pieces),
        content_type="application/octet-stream",
        headers={
            **NO_STORE,
            "Content-Disposition": f'attachment; filename="bon-{bon.ticket_number}.bin"',
        },
    )


@routes.post(
    ONE + "/resend-new-order-email",
    response={"type": "null"},
    errors=(401, 403, 404, 502),
    summary="Send the new-order e-mails again",
)
async def resend_email(request: web.Request) -> web.Response:
    who, deps = await _staff(request), _deps(request)
    order = await queries.visible(deps, who, path_id(request))
    if not await notify.new_order_mails(deps, order):
        raise ApiError(502, texts.RESEND_FAILED)
    return ok(None)
