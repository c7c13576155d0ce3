"""A plugin's manifest: what it is, what switches it on, what it needs and fills."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Literal

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import Version
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from kernel.hookspecs import hookimpl

KERNEL_VERSION = "1.7.2"
#: The slot list of ui-shell/sdk/src; installed from a wheel, the copy it carries (setup.py).
SLOTS_FILE = next(
    (
        p
        for p in (
            Path(__file__).resolve().parent.parent / "ui-shell" / "sdk" / "src" / "slots.json",
            Path(__file__).resolve().parent / "ui_data" / "slots.json",
        )
        if p.is_file()
    ),
    Path(__file__).resolve().parent.parent / "ui-shell" / "sdk" / "src" / "slots.json",
)
_ID = re.compile(r"^[a-z][a-z0-9_]*$")


class UiRemote(BaseModel):
    """The plugin's federated React module (a webpack remote exposing ``./plugin``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(description="Remote container name, always plugin_<id>.")
    entry: str = Field(description="URL of remoteEntry.js, always /plugins/<id>/remoteEntry.js.")
    sdk: str = Field(default="1", description="Major version of @tresen/sdk it was built for.")


class Manifest(BaseModel):
    """Declared once by every plugin through the ``tresen_manifest`` hook."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(description="Equals the plugin's folder (package) name.")
    title: str = Field(description="German display name for the admin.")
    version: str
    kernel: str = Field(default=">=1.7,<2", description="Compatible kernel versions (PEP 440).")
    flags: tuple[str, ...] = Field(
        default=(),
        description="Configuration flags that enable it; any one on enables it. "
        "Empty means always on (kernel domains).",
    )
    default_on: bool = Field(
        default=False,
        description="Its flags default to on: a feature the spec names no flag for, "
        "switchable, on until a configuration turns it off.",
    )
    requires: tuple[str, ...] = Field(default=(), description="Ids of plugins it needs enabled.")
    slots: tuple[str, ...] = Field(default=(), description="UI slot ids its module fills.")
    ui: UiRemote | None = None
    audience: Literal["all", "staff", "consent", "pages"] = Field(
        default="all",
        description="Who downloads the UI module: everyone, or only users with a staff role "
        "(ROLE_ADMIN, ROLE_EMPLOYEE; /api/init lists a staff module to staff only), or "
        "everyone once they accepted cookies (the shell loads it after the consent, staff "
        "at once), or whoever opens one of its ``pages``.",
    )
    pages: tuple[str, ...] = Field(
        default=(),
        description="Paths of the public front end whose page the UI module draws (slot "
        "``frontend.page``), e.g. ``/test/terrace-planner``.",
    )
    description: str = ""

    @field_validator("id")
    @classmethod
    def _id_is_identifier(cls, value: str) -> str:
        if not _ID.match(value):
            raise ValueError("plugin id must be a lower-case identifier")
        return value

    @field_validator("flags")
    @classmethod
    def _flags_named(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for flag in value:
            if not flag.startswith("enablePlugin"):
                raise ValueError(f"flag {flag!r} must start with 'enablePlugin'")
        return value

    @model_validator(mode="after")
    def _default_on_needs_a_flag(self) -> Manifest:
        if self.default_on and not self.flags:
            raise ValueError("default_on needs a flag to switch the plugin off with")
        return self

    @field_validator("version")
    @classmethod
    def _version(cls, value: str) -> str:
        Version(value)
        return value

    @field_validator("kernel")
    @classmethod
    def _kernel_spec(cls, value: str) -> str:
        try:
            SpecifierSet(value)
        except InvalidSpecifier as exc:
            raise ValueError(str(exc)) from None
        return value

    @property
    def always_on(self) -> bool:
        return not self.flags


@cache
def known_slots() -> frozenset[str]:
    """Slot ids shared with @tresen/sdk (ui-shell/sdk/src/slots.json is the one source)."""
    if not SLOTS_FILE.exists():
        return frozenset()
    return frozenset(s["id"] for s in json.loads(SLOTS_FILE.read_text())["slots"])


def manifest_problems(manifest: Manifest, package: str | None, installed: set[str]) -> list[str]:
    """Everything wrong with a manifest given its package name and the installed ids."""
    problems = []
    if package is not None and package.rsplit(".", 1)[-1] != manifest.id:
        problems.append(f"id {manifest.id!r} differs from its folder {package!r}")
    if Version(KERNEL_VERSION) not in SpecifierSet(manifest.kernel):
        problems.append(f"needs kernel {manifest.kernel}, this is {KERNEL_VERSION}")
    for other in manifest.requires:
        if other not in installed:
            problems.append(f"requires {other!r}, which is not installed")
    slots = known_slots()
    for slot in manifest.slots:
        if slots and slot not in slots:
            problems.append(f"fills unknown slot {slot!r}")
    if manifest.ui is not None:
        if manifest.ui.name != f"plugin_{manifest.id}":
            problems.append(f"UI remote must be named plugin_{manifest.id}")
        if manifest.ui.entry != f"/plugins/{manifest.id}/remoteEntry.js":
            problems.append(f"UI entry must be /plugins/{manifest.id}/remoteEntry.js")
    return problems


def manifest_hook(manifest: Manifest) -> Callable[[], Manifest]:
    """The ``tresen_manifest`` hook of a plugin whose manifest is data: the plugin module
    says ``tresen_manifest = manifest_hook(MANIFEST)`` (pluggy finds the hook by that name)."""

    @hookimpl
    def tresen_manifest() -> Manifest:
        return manifest

    return tresen_manifest
