"""The terrace planner's computation (002 §2.12, §9): boards laid in rows over an outline,
cut from stock lengths with the least waste. Pure: numbers in, numbers out (millimetres).

The boards run along the laying direction (``rotation``, degrees). In that frame the rows
are strips of the board's width with ``gap`` between them; a strip's part that lies wholly
inside the outline is found from the outline's cross-sections at the strip's edges and at
every corner between them (edges are straight, so inside those the cross-section changes
linearly and the narrowest points are at those heights). Each part is covered left to
right with pieces, ``gap`` apart at their ends.

Least waste: the longest parts are cut first; a part is cut from the shortest kept offcut
that covers it, else from the shortest stock board that covers it, else a whole board is
laid and the rest continues — the stock length whose rest can be covered with the least
discarded offcut (then the least bought length), found by a search over the rests. What
is left of a cut board (less the saw blade) is kept for later parts when at least
``min_offcut`` long, otherwise discarded as waste. The substructure (joists across the
boards, ``sub_spacing`` apart) is cut the same way.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

Point = tuple[float, float]
Interval = tuple[float, float]
#: How close to an edge counts as on it (mm), and the shortest piece worth laying.
EPS = 1e-6
SHORTEST_PIECE = 1.0

PRESETS: dict[str, tuple[Point, ...]] = {
    "1000x1000": ((0, 0), (1000, 0), (1000, 1000), (0, 1000)),
    "4000x4000": ((0, 0), (4000, 0), (4000, 4000), (0, 4000)),
    "8000x3200": ((0, 0), (8000, 0), (8000, 3200), (0, 3200)),
    "Dreieck 6000x6000": ((0, 0), (6000, 0), (0, 6000)),
    "Trapez 6000x4000": ((0, 0), (6000, 0), (4500, 4000), (1500, 4000)),
    "G 4000x4000": (
        (0, 0), (4000, 0), (4000, 1000), (1000, 1000), (1000, 3000), (3000, 3000),
        (3000, 2200), (2200, 2200), (2200, 1600), (4000, 1600), (4000, 4000), (0, 4000),
    ),
}  # fmt: skip


@dataclass(frozen=True)
class Settings:
    """The inputs of 002 §2.12 with the defaults of §9 (millimetres and degrees)."""

    outline: tuple[Point, ...]
    height: float = 100
    board_lengths: tuple[float, ...] = (3600, 3800, 4000, 4200, 5000)
    board_width: float = 100
    board_thickness: float = 20
    min_offcut: float = 1000
    rotation: float = 0
    gap: float = 7
    sub_lengths: tuple[float, ...] = (3600, 3800, 4000, 4200, 5000)
    sub_width: float = 100
    sub_thickness: float = 20
    sub_spacing: float = 800
    saw_blade: float = 0
    algorithm: str = "leastWaste"


@dataclass(frozen=True)
class Piece:
    """A length laid (a board piece on a row, or a joist piece), in the laying frame."""

    x: float
    y: float
    length: float
    width: float
    board: float  # the stock length it was cut from
    from_offcut: bool  # cut from a kept offcut, not from a new board


@dataclass
class Cutting:
    """What cutting used and left."""

    bought: Counter[float] = field(default_factory=Counter)
    kept: list[float] = field(default_factory=list)  # offcuts left for later (≥ minimum)
    discarded: list[float] = field(default_factory=list)  # offcuts shorter than the minimum
    sawn: float = 0.0  # lost in the saw's cuts

    @property
    def bought_length(self) -> float:
        return sum(length * count for length, count in self.bought.items())


@dataclass(frozen=True)
class Plan:
    settings: Settings
    area: float  # mm², the outline's
    boards: tuple[Piece, ...]
    board_cutting: Cutting
    joists: tuple[Piece, ...]
    joist_cutting: Cutting
    rows: int


# ---------------------------------------------------------------------------- geometry


def area(outline: Sequence[Point]) -> float:
    """The outline's area (shoelace), mm²."""
    twice = sum(
        x1 * y2 - x2 * y1
        for (x1, y1), (x2, y2) in zip(outline, [*outline[1:], outline[0]], strict=True)
    )
    return abs(twice) / 2


def rotate(point: Point, degrees: float) -> Point:
    a = math.radians(degrees)
    x, y = point
    # Rounded to a micrometre: a quarter turn gives 6e-14 for 0, not an edge a hair off.
    return (
        round(x * math.cos(a) - y * math.sin(a), 6),
        round(x * math.sin(a) + y * math.cos(a), 6),
    )


def cross_section(outline: Sequence[Point], y: float) -> list[Interval]:
    """The x-intervals inside the outline on the horizontal line at ``y``."""
    xs = []
    for (x1, y1), (x2, y2) in zip(outline, [*outline[1:], outline[0]], strict=True):
        if (y1 <= y < y2) or (y2 <= y < y1):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    xs.sort()
    return [(xs[i], xs[i + 1]) for i in range(0, len(xs) - 1, 2)]


def intersect(a: list[Interval], b: list[Interval]) -> list[Interval]:
    out = []
    for a1, a2 in a:
        for b1, b2 in b:
            lo, hi = max(a1, b1), min(a2, b2)
            if hi - lo > EPS:
                out.append((lo, hi))
    return out


def strip_inside(outline: Sequence[Point], bottom: float, top: float) -> list[Interval]:
    """The x-intervals where the whole strip ``bottom``…``top`` lies inside the outline.

    Between two neighbouring corner heights the same edges bound the same channels, each
    edge straight: a channel's narrowest span is at its two ends, so its ends' cross-
    sections are paired channel by channel (not merely intersected: a slanting channel's
    bottom can overlap its neighbour's top). The spans of the pieces between corner
    heights are then intersected: a point inside on every piece is inside on all."""
    heights = sorted({bottom, top, *(y for _, y in outline if bottom + EPS < y < top - EPS)})
    inside: list[Interval] | None = None
    for low, high in itertools.pairwise(heights):
        below, above = cross_section(outline, low + EPS), cross_section(outline, high - EPS)
        if len(below) == len(above):
            piece = [
                (max(a1, b1), min(a2, b2))
                for (a1, a2), (b1, b2) in zip(below, above, strict=True)
                if min(a2, b2) - max(a1, b1) > EPS
            ]
        else:  # not expected without a corner in between; the safe side
            piece = intersect(intersect(below, above), cross_section(outline, (low + high) / 2))
        inside = piece if inside is None else intersect(inside, piece)
    return inside or []


# ---------------------------------------------------------------------------- cutting


def cut(
    parts: Sequence[tuple[float, float, float]],
    stock: Sequence[float],
    width: float,
    gap: float,
    minimum: float,
    blade: float,
) -> tuple[list[Piece], Cutting]:
    """Cover each part ``(start, end, y)`` with pieces (see the module's docstring)."""
    cutting = Cutting()
    pieces: list[Piece] = []
    longest = max(stock)

    @functools.cache
    def cost(need: float) -> tuple[float, float]:
        """(discarded, bought) to cover ``need`` from new boards alone."""
        if need < SHORTEST_PIECE:
            return (0.0, 0.0)
        if need <= longest:
            board = min(s for s in stock if s >= need)
            rest = max(0.0, board - need - blade)
            return (rest if rest < minimum else 0.0, board)
        return min(_then(board, cost(round(need - board - gap, 3))) for board in stock)

    def whole(need: float) -> float:
        """The board to lay whole first on a part longer than any board."""
        return min(stock, key=lambda b: _then(b, cost(round(need - b - gap, 3))))

    for start, end, y in sorted(parts, key=lambda p: (p[0] - p[1], p[2], p[0])):
        at = start
        while end - at >= SHORTEST_PIECE:
            need = end - at
            kept = [o for o in cutting.kept if o >= need]
            boards = [s for s in stock if s >= need]
            if kept:
                board, offcut = min(kept), True
                cutting.kept.remove(board)
            else:
                board, offcut = (min(boards) if boards else whole(need)), False
                cutting.bought[board] += 1
            length = min(need, board)
            rest = board - length
            if rest > EPS:
                cutting.sawn += min(blade, rest)
                rest = max(0.0, rest - blade)
                (cutting.kept if rest >= minimum else cutting.discarded).append(rest)
            pieces.append(Piece(at, y, length, width, board, offcut))
            at += length + gap
    cutting.discarded = [r for r in cutting.discarded if r > EPS]
    return pieces, cutting


def _then(board: float, rest: tuple[float, float]) -> tuple[float, float]:
    return (rest[0], rest[1] + board)


def plan(settings: Settings) -> Plan:
    """Rows of boards over the outline and the joists beneath, cut with the least waste."""
    s = settings
    frame = [rotate(p, -s.rotation) for p in s.outline]
    low, high = min(y for _, y in frame), max(y for _, y in frame)
    parts, rows, y = [], 0, low
    while y + s.board_width <= high + EPS:
        found = strip_inside(frame, y, y + s.board_width)
        parts += [(a, b, y) for a, b in found]
        rows += bool(found)
        y += s.board_width + s.gap
    boards, board_cutting = cut(
        parts, s.board_lengths, s.board_width, s.gap, s.min_offcut, s.saw_blade
    )
    # Joists run across the boards: the same strips, a quarter turn further.
    across = [rotate(p, -90) for p in frame]
    left, right = min(y for _, y in across), max(y for _, y in across)
    joist_parts, y = [], left
    while y + s.sub_width <= right + EPS:
        joist_parts += [(a, b, y) for a, b in strip_inside(across, y, y + s.sub_width)]
        y += s.sub_spacing
    joists, joist_cutting = cut(joist_parts, s.sub_lengths, s.sub_width, 0.0, s.min_offcut, 0.0)
    return Plan(
        s, area(s.outline), tuple(boards), board_cutting, tuple(joists), joist_cutting, rows
    )


def corners(piece: Piece, degrees: float) -> tuple[Point, Point, Point, Point]:
    """A piece's corners in the outline's coordinates (rotated back by ``degrees``)."""
    x, y, length, width = piece.x, piece.y, piece.length, piece.width
    box = ((x, y), (x + length, y), (x + length, y + width), (x, y + width))
    return tuple(rotate(p, degrees) for p in box)  # type: ignore[return-value]


def joist_corners(piece: Piece, degrees: float) -> tuple[Point, Point, Point, Point]:
    """A joist's corners in the outline's coordinates (its frame is turned 90° further)."""
    return corners(piece, degrees + 90)
