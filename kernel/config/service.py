"""Reading and changing the configuration document; the enabled set follows it.

The current document lives in memory in every worker. A change is validated against the
merged schema and the plugin dependencies, stored as a new version together with its log
entry and a ``config`` event in one transaction, applied at once in this worker, and
reaches the other workers through the event bus.
"""

from __future__ import annotations

import logging
from typing import Any

from aiohttp import web
from pydantic import ValidationError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from kernel import messages as msg
from kernel.api.answers import ApiError
from kernel.api.validation import validate
from kernel.auth.models import User
from kernel.config.models import ConfigVersion, audit
from kernel.config.schema import ConfigSchema
from kernel.db import Database
from kernel.errors import FieldError
from kernel.events import RESYNC, EventBus
from kernel.plugins import PluginRegistry

log = logging.getLogger(__name__)
TOPIC = "config"
MASK = "********"


class ConfigService:
    def __init__(
        self, schema: ConfigSchema, registry: PluginRegistry, db: Database, events: EventBus
    ) -> None:
        self.schema = schema
        self.registry = registry
        self.db = db
        self.version = 0
        self.document: dict[str, Any] = schema.defaults()
        registry.apply(self.document)
        events.subscribe(self._on_event)
        self.events = events

    # ------------------------------------------------------------------ reading

    def public(self) -> dict[str, Any]:
        return self.schema.public(self.document)

    def for_user(self, user: User | None) -> dict[str, Any]:
        return dict(self.document) if user is not None and user.is_admin else self.public()

    async def load(self) -> None:
        """Read the newest stored version (if newer than ours) and apply it."""
        async with self.db.session() as s:
            row = await s.scalar(
                select(ConfigVersion).order_by(ConfigVersion.version.desc()).limit(1)
            )
        if row is not None and row.version > self.version:
            self._apply(row.version, self._complete(row.document))

    def _complete(self, stored: dict[str, Any]) -> dict[str, Any]:
        """Stored values over the defaults; fields of uninstalled plugins are ignored."""
        fields = self.schema.model.model_fields
        merged = {**self.schema.defaults(), **{k: v for k, v in stored.items() if k in fields}}
        try:
            return self.schema.model.model_validate(merged).model_dump(mode="json")
        except ValidationError as exc:
            # A plugin changed a field's type: keep its default rather than refuse to start.
            bad = {str(e["loc"][0]) for e in exc.errors() if e["loc"]}
            log.warning("stored configuration invalid for %s; using defaults", sorted(bad))
            defaults = self.schema.defaults()
            return {k: defaults[k] if k in bad else v for k, v in merged.items()}

    def _apply(self, version: int, document: dict[str, Any]) -> None:
        self.version = version
        self.document = document
        self.registry.apply(document)

    async def _on_event(self, topic: str, payload: dict[str, Any]) -> None:
        if topic == RESYNC or (topic == TOPIC and payload.get("version", 0) > self.version):
            await self.load()

    # ------------------------------------------------------------------ changing

    def validate(self, patch: Any, base: dict[str, Any]) -> dict[str, Any]:
        """The complete new document, or a 422 naming each bad field in German."""
        if not isinstance(patch, dict):
            raise ApiError(422, msg.TYPE.format(type="object"))
        fields = self.schema.model.model_fields
        unknown = [FieldError(k, msg.EXTRA_FIELD) for k in patch if k not in fields]
        if unknown:
            raise ApiError(422, unknown)
        document = validate(self.schema.model, {**base, **patch}).model_dump(mode="json")
        self._check_dependencies(base, document)
        return document

    def _check_dependencies(self, before: dict[str, Any], after: dict[str, Any]) -> None:
        was = self.registry.enabled_from(before)
        now = self.registry.enabled_from(after)
        plugins = self.registry.plugins
        errors = []
        for pid in sorted(now):
            for req in plugins[pid].manifest.requires:
                if req in now:
                    continue
                p, r = plugins[pid].manifest, plugins[req].manifest
                if pid not in was:  # being switched on without what it needs
                    errors.append(
                        FieldError(
                            p.flags[0], msg.PLUGIN_REQUIRES.format(plugin=p.title, other=r.title)
                        )
                    )
                else:  # its requirement is being switched off
                    errors.append(
                        FieldError(
                            r.flags[0] if r.flags else None,
                            msg.PLUGIN_REQUIRED_BY.format(plugin=r.title, other=p.title),
                        )
                    )
        if errors:
            raise ApiError(422, errors)

    async def update(self, patch: Any, user: User | None) -> dict[str, Any]:
        """Validate and store ``patch`` as a new version; return the new document."""
        async with self.db.transaction() as s:
            row = await s.scalar(
                select(ConfigVersion).order_by(ConfigVersion.version.desc()).limit(1)
            )
            version = row.version if row else 0
            before = self._complete(row.document) if row else self.schema.defaults()
            after = self.validate(patch, before)
            changed = sorted(k for k in after if after[k] != before.get(k))
            if changed:
                s.add(
                    ConfigVersion(
                        version=version + 1, document=after, user_id=user.id if user else None
                    )
                )
                s.add(
                    audit(
                        user,
                        "config.update",
                        "config",
                        version + 1,
                        self._masked({k: before.get(k) for k in changed}),
                        self._masked({k: after[k] for k in changed}),
                    )
                )
                await self.events.publish(s, TOPIC, {"version": version + 1})
                try:
                    await s.flush()
                except IntegrityError:  # another worker saved the same version first
                    raise ApiError(409, msg.CONFLICT) from None
        if changed:
            self._apply(version + 1, after)
            # this worker's caches drop at once; the others hear it through the bus
            await self.events.emit_local(TOPIC, {"version": version + 1})
        return after

    def _masked(self, values: dict[str, Any]) -> dict[str, Any]:
        return {k: MASK if k in self.schema.secret else v for k, v in values.items()}


CONFIG: web.AppKey[ConfigService] = web.AppKey("config")
