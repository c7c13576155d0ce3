"""The plan of a request: the pure computation (plan.py) between the API's shapes."""

from __future__ import annotations

import math
from typing import Any

from pydantic.alias_generators import to_camel

from kernel import ApiError
from plugins.terrace import texts
from plugins.terrace.plan import (
    MIN_RIP,
    PRESETS,
    Cutting,
    Piece,
    Settings,
    area,
    corners,
    joist_corners,
)
from plugins.terrace.plan import plan as compute
from plugins.terrace.schemas import PlanIn, PlannerOut, PlanOut

#: The most boards one plan lays (a 100 m × 100 m deck of 100-mm boards is ~30,000).
MAX_PIECES = 20_000


def settings(body: PlanIn) -> Settings:
    return Settings(
        outline=tuple((x, y) for x, y in body.outline),
        height=body.height,
        board_lengths=tuple(body.board_lengths),
        board_width=body.board_width,
        board_thickness=body.board_thickness,
        min_offcut=body.min_offcut,
        rotation=body.rotation,
        gap=body.gap,
        sub_lengths=tuple(body.sub_lengths),
        sub_width=body.sub_width,
        sub_thickness=body.sub_thickness,
        sub_spacing=body.sub_spacing,
        saw_blade=body.saw_blade,
        algorithm=body.algorithm,
    )


def _most_pieces(s: Settings) -> float:
    """An upper bound of the pieces laid, before laying them."""
    xs, ys = [x for x, _ in s.outline], [y for _, y in s.outline]
    span = max(max(xs) - min(xs), max(ys) - min(ys)) * 1.5  # any direction, diagonals too
    rows = span / (s.board_width + s.gap) + 1
    # Per row and channel: the pieces of its length, and at either end a ripped step per
    # ``MIN_RIP`` of the board's width.
    steps = 2 * math.ceil(s.board_width / MIN_RIP)
    return rows * (span / min(s.board_lengths) + 1 + steps) * max(1, len(s.outline) // 2)


def _cutting(cutting: Cutting, pieces: tuple[Piece, ...], width: float) -> dict[str, Any]:
    """The cutting's numbers; the strips ripped off count as waste by the board length they
    amount to (their area over the board's width)."""
    bought = cutting.bought_length
    waste = sum(cutting.discarded) + cutting.sawn + cutting.ripped_off / width
    ripped: dict[float, list[float]] = {}
    for p in pieces:
        if p.ripped:
            ripped.setdefault(round(p.width, 1), []).append(p.length)
    return {
        "bought": [{"length": n, "count": c} for n, c in sorted(cutting.bought.items())],
        "bought_length": round(bought, 1),
        "used_length": round(sum(p.length for p in pieces), 1),
        "kept": sorted((round(k, 1) for k in cutting.kept), reverse=True),
        "discarded": sorted((round(d, 1) for d in cutting.discarded), reverse=True),
        "ripped": [
            {"width": w, "count": len(lengths), "length": round(sum(lengths), 1)}
            for w, lengths in sorted(ripped.items(), reverse=True)
        ],
        "ripped_off": round(cutting.ripped_off / 1e6, 3),
        "waste_length": round(waste, 1),
        "waste_percent": round(100 * waste / bought, 2) if bought else 0.0,
    }


def _pieces(pieces: tuple[Piece, ...], place: Any, degrees: float) -> list[dict[str, Any]]:
    return [
        {
            "corners": [(round(x, 1), round(y, 1)) for x, y in place(p, degrees)],
            "length": round(p.length, 1),
            "width": round(p.width, 1),
            "ripped": p.ripped,
            "board": p.board,
            "from_offcut": p.from_offcut,
        }
        for p in pieces
    ]


def presets() -> PlannerOut:
    defaults = {
        name: info.default for name, info in PlanIn.model_fields.items() if name != "outline"
    }
    return PlannerOut.model_validate(
        {
            "presets": [{"name": n, "outline": o} for n, o in PRESETS.items()],
            "defaults": {to_camel(name): value for name, value in defaults.items()},
        }
    )


def plan(body: PlanIn) -> PlanOut:
    s = settings(body)
    if area(s.outline) < 1:
        raise ApiError(422, texts.NO_AREA, field="outline")
    if _most_pieces(s) > MAX_PIECES * 4:
        raise ApiError(422, texts.TOO_LARGE.format(pieces=MAX_PIECES), field="outline")
    result = compute(s)
    if len(result.boards) > MAX_PIECES:
        raise ApiError(422, texts.TOO_LARGE.format(pieces=MAX_PIECES), field="outline")
    bought = result.board_cutting.bought_length
    answer = {
        "area": round(result.area / 1e6, 3),
        "covered": round(result.covered / 1e6, 3),
        "uncovered": round((result.area - result.covered) / 1e6, 3),
        "min_rip": MIN_RIP,
        "min_rip_length": s.rip_length,
        "rows": result.rows,
        "boards": _pieces(result.boards, corners, s.rotation),
        "board_cutting": _cutting(result.board_cutting, result.boards, s.board_width),
        "board_volume": round(bought * s.board_width * s.board_thickness / 1e9, 4),
        "joists": _pieces(result.joists, joist_corners, s.rotation),
        "joist_cutting": _cutting(result.joist_cutting, result.joists, s.sub_width),
        "height": s.height,
    }
    return PlanOut.model_validate(answer)
