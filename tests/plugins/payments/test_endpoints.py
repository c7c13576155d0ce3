"""What is offered where (spec 001 §5), the staff re-check, bad input, and nothing of the
plugin reachable while it is off."""

from __future__ import annotations

from kernel.app import create_app
from kernel.settings import Settings
from tests.conftest import ClientFactory, add_user, installed
from tests.domains.orders.shop import build_shop
from tests.plugins.payments.conftest import FLAGS, PayShop
from tests.sample_plugins import pay_probe

OWN_PATHS = {
    "/api/orders/{id}/update-payment-status",
    "/api/payments",
    "/api/payments/{provider}/webhook",
    "/api/payments/return/{uid}/{hash}",
}


async def documented(pay_shop: PayShop) -> list[str]:
    status, spec = await pay_shop.customer.get("/api/openapi.json")
    assert status == 200
    return list(spec["paths"])


async def methods(pay_shop: PayShop, branch: str = "wien") -> list[str]:
    status, body = await pay_shop.customer.get(
        f"/api/branches/{pay_shop.shop.ids[branch]}/payment-methods"
    )
    assert status == 200
    return [m["id"] for m in body["data"]]


async def test_the_offer_needs_plugin_flag_global_switch_and_branch_flag(
    pay_shop: PayShop,
) -> None:
    status, body = await pay_shop.customer.get(
        f"/api/branches/{pay_shop.shop.ids['wien']}/payment-methods"
    )
    assert body["data"] == [
        {"id": "cash", "label": "Barzahlung"},
        {"id": "atm-card", "label": "Bankomatkarte"},
        {"id": "hydro-ag-voucher", "label": "Hydro AG Gutschein"},
        {"id": "mollie", "label": "Online bezahlen (Mollie)"},
        {"id": "datatrans", "label": "Kreditkarte (Datatrans)"},
    ]
    await pay_shop.admin.post("/api/config", {"enableMollie": False})
    await pay_shop.admin.call(
        "PUT", f"/api/branches/{pay_shop.shop.ids['wien']}", {"isDatatransEnabled": False}
    )
    assert await methods(pay_shop) == ["cash", "atm-card", "hydro-ag-voucher"]
    status, body = await pay_shop.customer.post(
        "/api/orders", pay_shop.shop.order(paymentMethod="mollie")
    )
    assert (status, body["errors"]) == (
        422,
        [{"field": "paymentMethod", "message": "Sie haben einen ungültigen Wert ausgewählt."}],
    )
    await pay_shop.admin.post("/api/config", {"enablePluginATMCard": False})
    assert "atm-card" not in await methods(pay_shop)


async def test_bad_payment_method_input_is_refused_in_german(pay_shop: PayShop) -> None:
    for bad in ("bitcoin", "", 7, "x" * 31):
        status, body = await pay_shop.customer.post(
            "/api/orders", pay_shop.shop.order(paymentMethod=bad)
        )
        assert status == 422, bad
        assert body["errors"][0]["field"] == "paymentMethod"
        assert body["errors"][0]["message"].startswith(("Sie", "Diese", "Dieser", "Bitte"))


async def test_staff_re_check_reads_the_provider_and_shows_the_history(
    pay_shop: PayShop, db_url: str
) -> None:
    pay_shop.fakes.controls("mollie").webhooks = False
    created = await pay_shop.order("mollie")
    order_id = created["order"]["id"]
    await pay_shop.pay(created["paymentRedirectUrl"], "paid")
    path = f"/api/orders/{order_id}/update-payment-status"
    assert (await pay_shop.customer.post(path))[0] == 401
    status, body = await pay_shop.admin.post(path)
    assert status == 200, body
    payment = body["data"]["payment"]
    assert (payment["provider"], payment["status"]) == ("mollie", "authorized")
    assert payment["reference"].startswith("tr_")
    assert [(h["from"], h["to"]) for h in payment["history"]] == [
        ("none", "pending"),
        ("pending", "authorized"),
    ]
    assert payment["history"][-1]["actor"].startswith("user:")

    pay_shop.fakes.controls("mollie").outage = True
    status, body = await pay_shop.admin.post(path)
    assert (status, body["errors"][0]["message"]) == (
        502,
        "Zahlungsstatus konnte nicht überprüft werden.",
    )
    await add_user(db_url, "grazer", ["ROLE_EMPLOYEE"], branch_ids=[pay_shop.shop.ids["graz"]])
    other_branch = await pay_shop.make()
    assert (await other_branch.login("grazer"))[0] == 200
    assert (await other_branch.post(path))[0] == 404


async def test_staff_list_the_online_payments_newest_first(pay_shop: PayShop, db_url: str) -> None:
    await pay_shop.order("cash")  # not an online payment: not listed
    first = await pay_shop.order("mollie")
    await pay_shop.pay(first["paymentRedirectUrl"], "paid")
    second = await pay_shop.order("mollie")
    assert (await pay_shop.customer.get("/api/payments"))[0] == 401

    status, body = await pay_shop.admin.get("/api/payments")
    assert status == 200, body
    assert [p["order"]["id"] for p in body["data"]] == [
        second["order"]["id"],
        first["order"]["id"],
    ]
    latest, paid = body["data"]
    assert latest["provider"] == {"id": "mollie", "label": "Online bezahlen (Mollie)"}
    assert (latest["status"], paid["status"]) == ("pending", "authorized")
    _, staff_view = await pay_shop.admin.get(f"/api/orders/{first['order']['id']}")
    assert paid["amount"] == staff_view["data"]["totalGross"] == "33.60"
    assert paid["reference"].startswith("tr_")

    status, body = await pay_shop.admin.get("/api/payments", params={"status": "authorized"})
    assert [p["order"]["id"] for p in body["data"]] == [first["order"]["id"]]
    status, body = await pay_shop.admin.get("/api/payments", params={"status": "bezahlt"})
    assert status == 422 and body["errors"][0]["field"] == "status"

    await add_user(db_url, "grazer", ["ROLE_EMPLOYEE"], branch_ids=[pay_shop.shop.ids["graz"]])
    other_branch = await pay_shop.make()
    assert (await other_branch.login("grazer"))[0] == 200
    status, body = await other_branch.get("/api/payments")
    assert (status, body["data"]) == (200, [])


async def test_re_check_of_a_cash_order_is_refused(pay_shop: PayShop) -> None:
    created = await pay_shop.order("cash")
    status, body = await pay_shop.admin.post(
        f"/api/orders/{created['order']['id']}/update-payment-status"
    )
    assert (status, body["errors"][0]["message"]) == (
        409,
        "Diese Bestellung wird nicht online bezahlt.",
    )
    assert (await pay_shop.admin.post("/api/orders/999999/update-payment-status"))[0] == 404


async def test_with_the_plugin_off_nothing_of_it_is_reachable(pay_shop: PayShop) -> None:
    created = await pay_shop.order("mollie")
    assert set(await documented(pay_shop)) >= OWN_PATHS
    off = {flag: False for flag in FLAGS if flag.startswith("enablePlugin")}
    assert (await pay_shop.admin.post("/api/config", off))[0] == 200
    assert await methods(pay_shop) == ["cash"]
    for path in (
        f"/api/orders/{created['order']['id']}/update-payment-status",
        "/api/payments/mollie/webhook",
        "/api/payments/datatrans/webhook",
    ):
        assert (await pay_shop.admin.post(path))[0] == 404, path
    assert (await pay_shop.admin.get("/api/payments"))[0] == 404
    status, _ = await pay_shop.customer.get(
        f"/api/payments/return/{created['uid']}/{created['hash']}"
    )
    assert status == 404
    assert not OWN_PATHS & set(await documented(pay_shop))


async def test_return_link_with_a_wrong_hash_is_a_404(pay_shop: PayShop) -> None:
    created = await pay_shop.order("mollie")
    status, _ = await pay_shop.customer.get(f"/api/payments/return/{created['uid']}/wrong")
    assert status == 404


async def test_hook_payment_providers(
    settings: Settings, make_api: ClientFactory, db_url: str
) -> None:
    """Another plugin adds a payment provider through the payments plugin's hook."""
    app = create_app(settings, plugins=[*installed(), pay_probe])
    shop = await build_shop(lambda: make_api(app), db_url)
    await shop.admin.post("/api/config", {"enablePluginATMCard": True})  # payments on
    branch = f"/api/branches/{shop.ids['wien']}/payment-methods"
    assert [m["id"] for m in (await shop.customer.get(branch))[1]["data"]] == ["cash"]
    await shop.admin.post("/api/config", {"enablePluginPayProbe": True})
    _, offered = await shop.customer.get(branch)
    assert offered["data"][-1] == {"id": "probe-voucher", "label": "Probegutschein"}
    status, body = await shop.customer.post(
        "/api/orders", shop.order(paymentMethod="probe-voucher")
    )
    assert status == 201 and body["data"]["order"]["paymentMethod"] == "probe-voucher"
