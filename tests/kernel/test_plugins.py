"""The plugin contract: one gate for routes, hooks, jobs and the UI manifest."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from kernel import hookimpl
from kernel.app import create_app
from kernel.builtins import load_builtins, manifest_of
from kernel.config.service import CONFIG
from kernel.manifest import Manifest
from kernel.plugins import REGISTRY, PluginError, PluginRegistry, discover
from kernel.scheduler import SCHEDULER, Scheduler
from kernel.settings import Settings
from tests.conftest import Api
from tests.kernel.test_events import until
from tests.sample_plugins import EXTRA_PLUGINS, sample

pytestmark = pytest.mark.database  # flags through events, the scheduler's leader lock


@pytest.fixture(autouse=True)
def _reset_counters() -> None:
    sample.calls.update(init=0, job=0)


def urls(init_body: dict[str, Any]) -> set[str]:
    return {entry["url"] for entry in init_body["data"]["entries"]}


async def test_disabled_plugin_is_absent_everywhere(api: Api) -> None:
    status, _ = await api.get("/api/sample")
    assert status == 404
    status, body = await api.get("/api/init")
    assert status == 200
    assert "/api/sample-items" not in urls(body)
    assert sample.calls["init"] == 0
    assert all(p["id"] != "sample" for p in body["data"]["plugins"])


async def test_enabling_through_config_takes_effect_on_next_request(admin: Api) -> None:
    assert (await admin.get("/api/sample"))[0] == 404
    status, body = await admin.post("/api/config", {"enablePluginSample": True})
    assert status == 200, body
    status, body = await admin.get("/api/sample")
    assert (status, body) == (200, {"data": {"hello": "sample"}})
    _, init = await admin.get("/api/init")
    assert "/api/sample-items" in urls(init)
    assert sample.calls["init"] == 1
    # and off again
    await admin.post("/api/config", {"enablePluginSample": False})
    assert (await admin.get("/api/sample"))[0] == 404


async def test_ui_manifest_lists_only_enabled_plugins_with_a_remote(admin: Api) -> None:
    _, body = await admin.get("/api/init")
    on_by_default = {"measuring", "terrace"}
    assert {p["id"] for p in body["data"]["plugins"]} == on_by_default
    await admin.post("/api/config", {"enablePluginToolbar": True, "enablePluginMap": True})
    _, body = await admin.get("/api/init")
    plugins = {p["id"]: p for p in body["data"]["plugins"]}
    assert set(plugins) == {*on_by_default, "toolbar", "map"}
    assert plugins["toolbar"]["remote"] == {
        "name": "plugin_toolbar",
        "entry": "/plugins/toolbar/remoteEntry.js",
    }


async def test_scheduled_job_runs_only_while_enabled(
    settings: Settings, make_api: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    tries = 0  # the scheduler's turns of the sample job (every 0.05 s), gated or not
    gated_run = Scheduler.run

    async def counted(self: Scheduler, key: str) -> bool:
        nonlocal tries
        ran = await gated_run(self, key)
        tries += key == "sample.tick"
        return ran

    monkeypatch.setattr(Scheduler, "run", counted)  # before start: the trigger binds it

    async def turns(more: int) -> None:
        """Wait for ``more`` further turns of the job (not for a guessed time)."""
        goal = tries + more
        await until(lambda: tries >= goal, 10.0)

    app = create_app(settings.model_copy(update={"scheduler": True}))
    client = await make_api(app)
    await turns(3)
    assert app[SCHEDULER].leader.is_leader  # the turns were the leader's, gated by the flag
    assert sample.calls["job"] == 0
    config = client.app[CONFIG]
    await config.update({"enablePluginSample": True}, None)
    await until(lambda: sample.calls["job"] > 0, 10.0)
    await config.update({"enablePluginSample": False}, None)
    await turns(2)  # a turn begun before the change has ended
    runs = sample.calls["job"]
    await turns(3)
    assert sample.calls["job"] == runs


async def test_failing_and_slow_hooks_are_isolated(admin: Api) -> None:
    status, body = await admin.post(
        "/api/config",
        {"enablePluginSample": True, "enablePluginBoom": True, "enablePluginSlow": True},
    )
    assert status == 200, body
    statuses = []
    # 100 requests, as many at a time as the pool has connections (more would queue for
    # the pool and, on a loaded machine, time out with a 503 that is not what this tests).
    for _batch in range(10):
        results = await asyncio.gather(*(admin.get("/api/init") for _ in range(10)))
        statuses += [status for status, _ in results]
        assert all("/api/sample-items" in urls(b) for _, b in results)
    assert statuses == [200] * 100
    # One build per audience, shared by concurrent requests (rebuilt once more when the
    # configuration event comes back through the bus), not one per request.
    builds = sample.calls["init"]
    assert 1 <= builds <= 3
    _, plugins = await admin.get("/api/plugins")
    health = {p["id"]: p["health"] for p in plugins["data"]}
    assert health["boom"]["status"] == "degraded" and health["boom"]["failures"] == builds
    assert health["slow"]["status"] == "degraded" and "exceeded" in health["slow"]["lastError"]
    assert health["sample"]["status"] == "ok"


async def test_enabling_plugin_whose_requirement_is_off_is_refused(admin: Api) -> None:
    status, body = await admin.post("/api/config", {"enablePluginNeedsSample": True})
    assert status == 422
    assert body["errors"] == [
        {
            "field": "enablePluginNeedsSample",
            "message": "Das Plugin „Braucht Beispiel“ benötigt das Plugin „Beispiel“. "
            "Bitte aktivieren Sie zuerst „Beispiel“.",
        }
    ]
    _, config = await admin.get("/api/config")
    assert config["data"]["enablePluginNeedsSample"] is False


async def test_disabling_a_required_plugin_is_refused(admin: Api) -> None:
    status, body = await admin.post(
        "/api/config", {"enablePluginSample": True, "enablePluginNeedsSample": True}
    )
    assert status == 200, body
    status, body = await admin.post("/api/config", {"enablePluginSample": False})
    assert status == 422
    assert body["errors"] == [
        {
            "field": "enablePluginSample",
            "message": "Das Plugin „Beispiel“ kann nicht deaktiviert werden, solange das Plugin "
            "„Braucht Beispiel“ aktiviert ist.",
        }
    ]
    assert (await admin.get("/api/sample"))[0] == 200


async def test_plugins_endpoint_tells_the_public_only_what_is_on(api: Api, admin: Api) -> None:
    await admin.post("/api/config", {"enablePluginMap": True, "enablePluginTerrace": False})
    status, body = await api.get("/api/plugins")
    assert status == 200
    # Map switched on, the terrace planner off, the other plugins on by default as they were.
    assert {p["id"]: p["title"] for p in body["data"]} == {
        "contentai": "KI-Inhalte",
        "crm": "Kunden und Leads",
        "devices": "Drucker und Geräte",
        "map": "Karte",
        "measuring": "Statistiken und Tracking",
    }
    assert all(p["enabled"] for p in body["data"])


async def test_plugins_endpoint_lists_installed_plugins_to_staff(admin: Api) -> None:
    status, body = await admin.get("/api/plugins")
    assert status == 200
    by_id = {p["id"]: p for p in body["data"]}
    assert {
        "pwa",
        "map",
        "donations",
        "reviews",
        "payments",
        "signage",
        "toolbar",
        "homepage",
        "search",
        "frontdesk",
        "sms",
    } <= set(by_id)
    assert by_id["payments"]["flags"] == [
        "enablePluginATMCard",
        "enablePluginHydroAGVoucher",
        "enablePluginMollie",
        "enablePluginDatatrans",
    ]
    assert by_id["needs_sample"]["requires"] == ["sample"]
    assert by_id["map"]["configFields"] == [
        "enablePluginMap",
        "mapBearing",
        "mapPitch",
        "mapStyle",
        "mapStyleUrl",
        "mapToken",
        "mapZoom",
    ]
    assert by_id["config"]["builtin"] and by_id["config"]["enabled"]


async def test_any_payment_flag_enables_the_payments_plugin(admin: Api) -> None:
    await admin.post("/api/config", {"enablePluginMollie": True})
    _, body = await admin.get("/api/plugins")
    assert next(p for p in body["data"] if p["id"] == "payments")["enabled"] is True


def test_entry_points_name_the_switchable_plugins() -> None:
    ids = {
        getattr(p, "__name__", "").rsplit(".", 1)[-1]
        for p in discover()
        if not manifest_of(p).always_on and not manifest_of(p).default_on
    }
    on_by_default = {
        getattr(p, "__name__", "").rsplit(".", 1)[-1]
        for p in discover()
        if manifest_of(p).default_on
    }
    # The features the spec names no flag for: switchable, on until switched off.
    assert on_by_default == {"contentai", "crm", "devices", "measuring", "terrace"}
    # The eleven the spec names flags for, off by default.
    assert ids == {
        "pwa",
        "map",
        "donations",
        "reviews",
        "payments",
        "signage",
        "toolbar",
        "homepage",
        "search",
        "frontdesk",
        "sms",
    }


class _Clash:
    """A plugin that claims a route another plugin owns."""

    def __init__(self, manifest: Manifest, routes: Any = None) -> None:
        self.manifest = manifest
        self.routes = routes

    @hookimpl
    def tresen_manifest(self) -> Manifest:
        return self.manifest

    @hookimpl
    def tresen_routes(self) -> Any:
        return self.routes


def test_two_owners_of_one_route_are_refused(settings: Settings) -> None:
    from tests.sample_plugins.sample import routes

    clash = _Clash(
        Manifest(id="clash", title="X", version="1.0", flags=("enablePluginClash",)), routes
    )
    with pytest.raises(PluginError, match="GET /api/sample is claimed by"):
        create_app(settings, plugins=[*discover(EXTRA_PLUGINS), clash])


@pytest.mark.parametrize(
    ("manifest", "problem"),
    [
        (Manifest(id="x", title="X", version="1.0", kernel=">=2"), "needs kernel >=2"),
        (Manifest(id="x", title="X", version="1.0", requires=("nope",)), "requires 'nope'"),
        (Manifest(id="x", title="X", version="1.0", slots=("no.such.slot",)), "unknown slot"),
        (
            Manifest(id="x", title="X", version="1.0", flags=("enablePluginMap",)),
            "flag enablePluginMap claimed by",
        ),
    ],
)
def test_invalid_manifests_are_refused_at_start(
    settings: Settings, manifest: Manifest, problem: str
) -> None:
    with pytest.raises(PluginError, match=problem):
        create_app(settings, plugins=[*discover(EXTRA_PLUGINS), _Clash(manifest)])


def test_manifest_flags_must_be_enable_plugin_names() -> None:
    with pytest.raises(ValueError, match="enablePlugin"):
        Manifest(id="x", title="X", version="1.0", flags=("featureX",))


def test_default_on_needs_a_flag() -> None:
    with pytest.raises(ValueError, match="default_on needs a flag"):
        Manifest(id="x", title="X", version="1.0", default_on=True)


async def test_a_default_on_plugin_is_on_until_its_flag_is_turned_off(admin: Api) -> None:
    registry = admin.app[REGISTRY]
    assert registry.enabled_from({}) >= {"measuring", "terrace"}
    assert "terrace" not in registry.enabled_from({"enablePluginTerrace": False})
    _, config = await admin.get("/api/config")
    assert config["data"]["enablePluginTerrace"] is True
    _, body = await admin.get("/api/plugins")
    terrace = next(p for p in body["data"] if p["id"] == "terrace")
    assert (terrace["builtin"], terrace["enabled"]) == (False, True)
    assert (await admin.post("/api/terrace-planner", {}))[0] != 404
    assert (await admin.post("/api/config", {"enablePluginTerrace": False}))[0] == 200
    assert (await admin.post("/api/terrace-planner", {}))[0] == 404
    assert (await admin.post("/api/config", {"enablePluginTerrace": True}))[0] == 200
    assert (await admin.post("/api/terrace-planner", {}))[0] != 404


class Misspelt:
    """A plugin whose route hook is misspelt (tresen_route for tresen_routes)."""

    @staticmethod
    @hookimpl
    def tresen_manifest() -> Manifest:
        return Manifest(id="misspelt", title="Vertippt", version="1.0.0")

    @staticmethod
    @hookimpl
    def tresen_route() -> list[Any]:
        return []


def test_a_misspelt_hook_stops_the_app_naming_plugin_and_hook(settings: Settings) -> None:
    with pytest.raises(PluginError, match=r"plugin misspelt: .*tresen_route"):
        create_app(settings, plugins=[*discover(EXTRA_PLUGINS), Misspelt])


class EarlyOrderHook:
    """A built-in registered before the unit that owns the hook it implements (orders)."""

    @staticmethod
    @hookimpl
    def tresen_manifest() -> Manifest:
        return Manifest(id="early", title="Früh", version="1.0.0")

    @staticmethod
    @hookimpl
    def tresen_order_created(order: Any) -> None:
        return None


class EarlyMisfit:
    """The same, asking for an argument the hook does not have."""

    @staticmethod
    @hookimpl
    def tresen_manifest() -> Manifest:
        return Manifest(id="misfit", title="Unpassend", version="1.0.0")

    @staticmethod
    @hookimpl
    def tresen_order_created(orderr: Any) -> None:
        return None


def test_a_unit_hook_implemented_before_its_owner_registers_is_checked_then() -> None:
    """Registration order is dependency order, yet an implementation registered before the
    unit that owns its hook is held to that hook when the unit adds it."""
    registry = PluginRegistry([EarlyOrderHook, *load_builtins()], [], hook_timeout=1.0)
    implementers = registry.pm.hook.tresen_order_created.get_hookimpls()
    assert "early" in {impl.plugin_name for impl in implementers}
    with pytest.raises(PluginError, match=r"(?s)plugin misfit: .*tresen_order_created.*orderr"):
        PluginRegistry([EarlyMisfit, *load_builtins()], [], hook_timeout=1.0)
