"""The media domain's resources: images and uploads carry a file, templates do not.

Creating an image or upload stores its file: ``POST`` as ``multipart/form-data`` (a
``file`` part plus ``alt``/``name`` fields) or as JSON with ``file: {name, data}`` (a data
URL). ``PUT`` as JSON edits the metadata; ``PUT`` as multipart with a ``file`` replaces the
file (new ``publicHash``, ``version`` + 1). ``DELETE`` removes the record and its file.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from domains.media import budget, previews, schemas, variants
from domains.media.files import (
    IMAGE_MAX_BYTES,
    UPLOAD_MAX_BYTES,
    Checked,
    Incoming,
    check_image,
    check_upload,
    clean_name,
)
from domains.media.models import Image, ImageTemplate, Upload
from domains.media.receive import (
    decode_data_url,
    discard,
    is_multipart,
    media_key,
    read_json_capped,
    read_multipart,
    run_check,
    store,
)
from kernel import (
    DB,
    ROLE_ADMIN,
    ROLE_EMPLOYEE,
    SETTINGS,
    ApiError,
    Caller,
    Filter,
    Operation,
    Policy,
    Resource,
    Schema,
    User,
    audit,
    client_key,
    count_or_refuse,
    denied,
    ok,
    path_id,
    utcnow,
    validate,
)
from kernel import messages as msg


@dataclass
class FileResource(Resource):
    """A resource whose objects are files on disk plus metadata."""

    meta: type[Schema] = Schema
    check: Callable[[Incoming], Checked] = check_upload
    limit: int = UPLOAD_MAX_BYTES
    #: Files one client address that is no administrator may add per minute (None: any).
    per_minute: int | None = None

    def _file_values(self, incoming: Incoming, checked: Checked) -> dict[str, Any]:
        values: dict[str, Any] = {
            "extension": checked.extension,
            "mime_type": checked.mime_type,
            "size": checked.size,
            "public_hash": secrets.token_hex(16),
            "name": clean_name(incoming.filename),
        }
        if self.model is Image:
            values.update(width=checked.width, height=checked.height)
        return values

    # ---------------------------------------------------------- services (no request)

    async def save(
        self, caller: Caller, current: int | None, data: Any, anonymous: str | None = None
    ) -> dict[str, Any]:
        """Create from JSON with ``file: {name, data}`` (a data URL); an update edits the
        metadata like any resource. ``anonymous``: the address of an anonymous client."""
        if current is not None:
            return await super().save(caller, current, data)
        self._allow(caller, "create")
        payload = validate(self.create, data)
        meta = payload.model_dump(exclude_unset=True, exclude={"file"})
        file = payload.file  # type: ignore[attr-defined]
        return await self.create_file(
            caller, decode_data_url(file.data, clean_name(file.name)), meta, anonymous
        )

    async def create_file(
        self,
        caller: Caller,
        incoming: Incoming | None,
        meta: dict[str, Any],
        anonymous: str | None = None,
    ) -> dict[str, Any]:
        """Check and store the file, then record it with its validated metadata. The bytes
        an anonymous client (``anonymous``: its address) sends count against its budget
        (budget.py); its upload is unclaimed until an order references it (unclaimed.py)."""
        user = self._allow(caller, "create")
        if incoming is None:
            raise ApiError(422, msg.BLANK, field="file")
        if anonymous is not None:
            settings = caller.app[SETTINGS]
            await budget.spend(caller.app[DB], settings, anonymous, len(incoming.data), "file")
        checked = await run_check(self.check, incoming)
        values = {**self._file_values(incoming, checked), **{k: v for k, v in meta.items() if v}}
        if anonymous is not None and self.model is Upload:
            values["unclaimed_since"] = utcnow()
        key = media_key(f"{values['public_hash']}.{checked.extension}")
        await store(caller.app, key, incoming.data, checked.mime_type)
        try:
            async with caller.app[DB].transaction() as s:
                row: Any = self.model(**values)
                s.add(row)
                await s.flush()
                await s.refresh(row)
                after = self.dump(row)
                s.add(audit(user, f"{self.name}.create", self.name, row.id, None, after))
        except BaseException:
            await discard(caller.app, key)
            raise
        return after

    async def update_file(
        self, caller: Caller, obj_id: int, incoming: Incoming | None, meta: dict[str, Any]
    ) -> dict[str, Any]:
        """Edit the metadata and, with a new file, replace the file (new ``publicHash``,
        ``version`` + 1; the old file and its variants go)."""
        user = self._allow(caller, "update")
        values: dict[str, Any] = dict(meta)
        new_key: str | None = None
        if incoming is not None:  # a new file: checked and stored before the transaction
            checked = await run_check(self.check, incoming)
            file_values = self._file_values(incoming, checked)
            values = {**file_values, **meta, "name": meta.get("name") or file_values["name"]}
            new_key = media_key(f"{file_values['public_hash']}.{checked.extension}")
            await store(caller.app, new_key, incoming.data, checked.mime_type)
        try:
            async with caller.app[DB].transaction() as s:
                row = await self.fetch(s, user, obj_id)
                before = self.dump(row)
                old_key = media_key(row.file_name)
                if new_key is not None:
                    values["version"] = row.version + 1
                    values["name"] = values["name"] or row.name
                for key, value in values.items():
                    setattr(row, key, value)
                await s.flush()
                await s.refresh(row)
                after = self.dump(row)
                s.add(audit(user, f"{self.name}.update", self.name, row.id, before, after))
        except BaseException:
            if new_key is not None:
                await discard(caller.app, new_key)
            raise
        if new_key is not None:
            await discard(caller.app, old_key)
            await self._discard_variants(caller.app, before["publicHash"], before["version"])
        return after

    async def delete(self, caller: Caller, obj_id: int) -> None:
        """The record, its file and the file's variants."""
        user = self._allow(caller, "delete")
        async with caller.app[DB].transaction() as s:
            row = await self.fetch(s, user, obj_id)
            before = self.dump(row)
            key = media_key(row.file_name)
            await s.delete(row)
            await s.flush()
            s.add(audit(user, f"{self.name}.delete", self.name, before["id"], before, None))
        await discard(caller.app, key)
        await self._discard_variants(caller.app, before["publicHash"], before["version"])

    async def _discard_variants(self, app: web.Application, public_hash: str, version: int) -> None:
        """An image's stored size variants, an upload's preview go with its file."""
        if self.model is Image:
            for key in variants.all_keys(public_hash):
                await discard(app, key)
        else:
            await discard(app, previews.storage_key(public_hash, version))

    # ---------------------------------------------------------- handlers

    async def handle_create(self, request: web.Request) -> web.Response:
        caller = await Caller.of(request)
        user = self._allow(caller, "create")
        if self.per_minute is not None and (user is None or ROLE_ADMIN not in user.roles):
            count_or_refuse(request, f"{self.name}.create", self.per_minute)
        staff = user is not None and not {ROLE_ADMIN, ROLE_EMPLOYEE}.isdisjoint(user.roles)
        anonymous = None if staff else client_key(request)
        if anonymous is not None:  # a spent budget: refused before the body is read
            await budget.check(request.app[DB], request.app[SETTINGS], anonymous, "file")
        if is_multipart(request):
            incoming, fields = await read_multipart(request, self.limit)
            meta = validate(self.meta, fields).model_dump(exclude_unset=True)
            return ok(await self.create_file(caller, incoming, meta, anonymous), status=201)
        data = await read_json_capped(request, self.limit)
        return ok(await self.save(caller, None, data, anonymous), status=201)

    async def handle_update(self, request: web.Request) -> web.Response:
        if not is_multipart(request):
            return await super().handle_update(request)
        caller = await Caller.of(request)
        self._allow(caller, "update")
        incoming, fields = await read_multipart(request, self.limit)
        meta = validate(self.meta, fields).model_dump(exclude_unset=True)
        return ok(await self.update_file(caller, path_id(request), incoming, meta))

    def _allow(self, caller: Caller, op: Operation) -> User | None:
        if not self.policy.allows(caller.user, op):
            raise denied(caller.user)
        return caller.user


IMAGES = FileResource(
    name="images",
    model=Image,
    create=schemas.ImageIn,
    update=schemas.ImageMeta,
    out=schemas.ImageOut,
    meta=schemas.ImageMeta,
    check=check_image,
    limit=IMAGE_MAX_BYTES,
    # The storefront shows images: everyone reads them, staff too, admins write.
    policy=Policy(rules_of="images"),
    filters={"alt": Filter(Image.alt, str, "like"), "mimeType": Filter(Image.mime_type, str)},
    sort=("id", "alt", "name", "size", "createdAt"),
    default_sort="-id",
)
UPLOADS = FileResource(
    name="uploads",
    model=Upload,
    create=schemas.UploadIn,
    update=schemas.UploadMeta,
    out=schemas.UploadOut,
    meta=schemas.UploadMeta,
    # Files are reached by their secret link (/upload/<hash>/…), never listed publicly.
    # Anyone may add one — a visitor's file for a product's configuration step (002 §5,
    # §7 'Uploads create') — within the upload checks and a rate per client address.
    policy=Policy(rules_of="uploads"),
    per_minute=10,
    filters={"name": Filter(Upload.name, str, "like"), "mimeType": Filter(Upload.mime_type, str)},
    sort=("id", "name", "size", "createdAt"),
    default_sort="-id",
)
TEMPLATES = Resource(
    name="image-templates",
    model=ImageTemplate,
    create=schemas.ImageTemplateIn,
    out=schemas.ImageTemplateOut,
    policy=Policy(rules_of="image-templates"),
    filters={"name": Filter(ImageTemplate.name, str, "like")},
    unique=("identifier",),
    sort=("id", "identifier", "name"),
    default_sort="name",
    title="image templates",
)
RESOURCES: list[Resource] = [IMAGES, UPLOADS, TEMPLATES]
