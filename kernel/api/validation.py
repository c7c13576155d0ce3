"""Request validation: pydantic's errors as German messages addressed to the JSON path
the client sent (spec 000 §5)."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from kernel import messages as msg
from kernel.api.answers import ApiError
from kernel.errors import FieldError

M = TypeVar("M", bound=BaseModel)


def client_path(loc: tuple[int | str, ...], data: Any) -> str | None:
    """The JSON path of an error as the client sent it (``email``, ``items[0].amount``).

    pydantic's locations also name the schema it tried (``function-after[…]``, ``int``,
    a model name inside a union, a tagged union's tag); those parts are not in the client's
    document and are dropped. A field the client left out (missing, or checked by a validator of the
    object) is kept although absent.
    """
    path = ""
    current: Any = data
    for index, part in enumerate(loc):
        last = index == len(loc) - 1
        if not last and isinstance(current, dict) and part == current.get("type"):
            continue  # a tagged union's member ({"type": "text", …}), not its key "text"
        if isinstance(part, int) and isinstance(current, list) and 0 <= part < len(current):
            path += f"[{part}]"
            current = current[part]
        elif isinstance(part, str) and isinstance(current, dict) and part in current:
            path += f".{part}" if path else part
            current = current[part]
        elif isinstance(part, str) and last and isinstance(current, dict) and _is_field(part):
            path += f".{part}" if path else part
    return path or None


#: Names pydantic gives the members of a union in a location (models are CamelCase).
_SCHEMA_TAGS = frozenset({"int", "str", "float", "bool", "bytes", "decimal", "none", "list"})


def _is_field(part: str) -> bool:
    return part.isidentifier() and not part[0].isupper() and part not in _SCHEMA_TAGS


_TYPE_NAMES = {
    "bool": "bool",
    "int": "int",
    "float": "float",
    "decimal": "float",
    "string": "string",
    "list": "array",
    "dict": "object",
    "model": "object",
    "date": "date",
    "datetime": "datetime",
    "time": "time",
}


def _number(value: Any) -> str:
    """A limit as German users write it: 22, 2,5."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).replace(".", ",")


def german_message(error: Any) -> str:
    """Translate one pydantic error into the German catalogue text (spec 000 §5)."""
    kind: str = error["type"]
    ctx = error.get("ctx") or {}
    if kind == "tresen":  # our own PydanticCustomError: already German
        return str(error["msg"])
    if kind == "missing":
        return msg.BLANK
    if kind == "extra_forbidden":
        return msg.EXTRA_FIELD
    if kind == "string_too_short":
        return (
            msg.BLANK
            if ctx.get("min_length") == 1
            else msg.TOO_SHORT.format(limit=ctx["min_length"])
        )
    if kind == "too_long":  # a list or an object with too many entries
        return msg.TOO_MANY.format(limit=ctx.get("max_length"))
    if kind == "string_too_long":
        return msg.TOO_LONG.format(limit=ctx.get("max_length"))
    if kind == "string_pattern_mismatch":
        return msg.INVALID
    if kind in ("literal_error", "enum", "union_tag_invalid"):
        return msg.CHOICE
    if kind == "union_tag_not_found":
        return msg.BLANK
    if kind == "value_error" and "email" in str(error.get("msg", "")).lower():
        return msg.EMAIL
    if kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        limit = next(iter(ctx.values()), None)
        if kind == "greater_than" and limit == 0:
            return msg.POSITIVE
        if kind == "greater_than_equal" and limit == 0:
            return msg.POSITIVE_OR_ZERO
        if kind == "less_than" and limit == 0:
            return msg.NEGATIVE
        if kind == "less_than_equal" and limit == 0:
            return msg.NEGATIVE_OR_ZERO
        template = msg.GREATER_EQUAL if kind.startswith("greater") else msg.LESS_EQUAL
        return template.format(limit=_number(limit))
    for prefix, name in _TYPE_NAMES.items():
        if kind.startswith(prefix + "_") or kind == prefix:
            return msg.TYPE.format(type=name)
    return msg.INVALID


def validation_errors(exc: ValidationError, data: Any) -> list[FieldError]:
    """One German error per field the client sent (a union's members fail together)."""
    errors: dict[str | None, FieldError] = {}
    for error in exc.errors():
        loc = tuple(error["loc"])
        if error["type"] in ("union_tag_invalid", "union_tag_not_found"):
            # a tagged union names its tag: the field is the tag (``body[3].type``)
            loc += (str((error.get("ctx") or {}).get("discriminator", "")).strip("'\""),)
        field = client_path(loc, data)
        errors.setdefault(field, FieldError(field, german_message(error)))
    return list(errors.values())


def validate(model: type[M], data: Any) -> M:
    """Validate ``data`` into ``model`` or raise a 422 with German field messages."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ApiError(422, validation_errors(exc, data)) from None
