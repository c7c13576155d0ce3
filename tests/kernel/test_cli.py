"""The ``tresen`` command."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from sqlalchemy import select

from domains.orders.models import Order, OrderTransition
from kernel.cli import main
from kernel.db import Database
from tests.sample_plugins import EXTRA_PLUGINS

pytestmark = pytest.mark.database  # tresen db upgrade/current, demo idempotent


@pytest.fixture
def run(db_url: str, tmp_path: Path):  # type: ignore[no-untyped-def]
    env = {
        "DATABASE_URL": db_url,
        "TRESEN_VAR_DIR": str(tmp_path),
        "TRESEN_EXTRA_PLUGINS": EXTRA_PLUGINS,
    }

    def invoke(*args: str) -> Result:
        return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)

    return invoke


def test_help_explains_each_command() -> None:
    result = CliRunner().invoke(main, ["--help"])
    for command in ("serve", "db", "user", "plugins", "demo"):
        assert command in result.output


def test_plugins_enable_disable_and_dependency_refusal(run) -> None:  # type: ignore[no-untyped-def]
    assert "sample     off" in run("plugins", "list").output
    refused = run("plugins", "enable", "needs_sample")
    assert refused.exit_code == 1
    assert "benötigt das Plugin „Beispiel“" in refused.output
    assert run("plugins", "enable", "sample").exit_code == 0
    assert run("plugins", "enable", "needs_sample").exit_code == 0
    assert "sample     on" in run("plugins", "list").output
    assert run("plugins", "disable", "sample").exit_code == 1
    assert run("plugins", "enable", "nope").exit_code == 1


def test_user_create_and_demo_are_idempotent(run, db_url: str) -> None:  # type: ignore[no-untyped-def]
    result = run(
        "user", "create", "chef@example.com", "--password", "pw-123456", "--role", "ROLE_ADMIN"
    )
    assert result.exit_code == 0, result.output
    assert run("user", "create", "chef@example.com", "--password", "pw-654321").exit_code == 0
    first = run("demo").output
    assert "demo business loaded" in first and "admin login: admin / tresen-demo" in first
    again = run("demo").output
    assert "already present" in again and "created" not in again
    assert "3 demo orders placed" in first and "orders placed" not in again
    orders, transitions = asyncio.run(_demo_orders(db_url))
    # Placed through the order service at last Saturday's lunch in Vienna: checked,
    # priced by the server, gapless tickets, then moved on through the state table.
    assert [(o.ticket_number, o.status) for o in orders] == [
        (1, "confirmed"),
        (2, "completed"),
        (3, "new"),
    ]
    assert {o.ticket_date for o in orders} == {orders[0].ticket_date}
    assert orders[0].ticket_date.weekday() == 5
    # 2 × 21.90 + 2 × 3.90; 16.50 + 6.40 + 2 × 6.20 + 2.50 delivery to 1010; 13.50 + 4.80 + 10.90
    assert [o.total_gross for o in orders] == [Decimal("51.60"), Decimal("37.80"), Decimal("29.20")]
    assert [(t.action, t.from_status, t.to_status) for t in transitions] == [
        ("confirm", "new", "confirmed"),
        ("confirm", "new", "confirmed"),
        ("in-delivery", "confirmed", "in_delivery"),
        ("completed", "in_delivery", "completed"),
    ]


async def _demo_orders(db_url: str) -> tuple[list[Order], list[OrderTransition]]:
    db = Database(db_url)
    async with db.session() as s:
        orders = list(await s.scalars(select(Order).order_by(Order.id)))
        transitions = list(await s.scalars(select(OrderTransition).order_by(OrderTransition.id)))
    await db.dispose()
    return orders, transitions


def test_db_current_reports_up_to_date(run) -> None:  # type: ignore[no-untyped-def]
    assert "up to date" in run("db", "current").output


def test_plugins_enable_sets_every_flag_or_the_one_named(run) -> None:  # type: ignore[no-untyped-def]
    help_text = run("plugins", "enable", "--help").output
    assert "ALL its configuration flags" in help_text and "--flag NAME" in help_text
    result = run("plugins", "enable", "payments")
    assert result.exit_code == 0, result.output
    assert "enablePluginATMCard, enablePluginHydroAGVoucher, enablePluginMollie" in result.output
    assert run("plugins", "disable", "payments").exit_code == 0
    one = run("plugins", "enable", "payments", "--flag", "enablePluginMollie")
    assert one.exit_code == 0, one.output
    assert "(enablePluginMollie = true)" in one.output
    assert "payments   on" in run("plugins", "list").output
    unknown = run("plugins", "enable", "payments", "--flag", "enablePluginSample")
    assert unknown.exit_code == 1 and "has no flag" in unknown.output
