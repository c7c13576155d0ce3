"""The terrace planner's computation (002 §2.12, §9): boards laid in rows over an outline,
cut from stock lengths with the least waste. Pure: numbers in, numbers out (millimetres).

The boards run along the laying direction (``rotation``, degrees). In that frame the rows
are strips of the board's width with ``gap`` between them; a strip's part that lies wholly
inside the outline is found from the outline's cross-sections at the strip's edges and at
every corner between them (edges are straight, so inside those the cross-section changes
linearly and the narrowest points are at those heights). Each part is covered left to
right with pieces, ``gap`` apart at their ends.

Ripping (cutting a board lengthwise): where a row's whole board width would stick out of
the outline — the last row along the far edge, and along slanted edges — the row is laid
with boards ripped to a narrower width that fits, down to ``MIN_RIP`` (20 mm: narrower
is not worth ripping, and such a strip stays open). A row's widths are tried widest first:
its full width (a board's width; for the last row what is left up to the far edge after
the gap), ``MIN_RIP`` less at each step down to ``MIN_RIP`` itself (no step wider than
``MIN_RIP``), and the widths up to the outline's corners within the row (exact where an
inner corner ends a strip). Each width is laid where it fits and nothing lies yet (``gap``
apart at the ends): first against the row's near edge (where the outline cuts the row
from the far side), then against its far edge (where it cuts the row from the near side).

A ripped piece is laid only if at least ``Settings.rip_length`` long: the clear span
between two joists (``sub_spacing - sub_width``, 700 mm by default; at least
``MIN_RIP_LENGTH``, 300 mm), so it bears on a joist wherever it lies — shorter ripped
pieces would hang between the joists, and no installer cuts them. Along a straight far
edge and up to inner corners the ripped strips run the row's length and are laid; along
a slanted edge each narrower step gains only ``MIN_RIP`` over the edge's slope along the
row (20 mm at 45°), so the wedge beside it stays open instead of being stair-stepped with
slivers, unless the edge is shallow enough for the steps to reach that length.

Hence, provably: a point of the outline that no board covers lies in a gap (between rows,
or within ``gap`` plus ``SHORTEST_PIECE`` of a piece's end along its row), or less than
``MIN_RIP`` from the outline's edge across the rows, or where the outline crosses the row
twice at that point (narrower across the rows than a board: tips, notches), or — where
the outline crosses its row at that point, so only a ripped piece could cover it — within
``rip_length`` plus ``gap`` of a piece's end along the row, or between two places less
than ``rip_length`` either side where the outline enters the strip up to ``MIN_RIP``
beyond the point. Summed over the rows, the open area along an edge running ``dx`` along
the rows and ``dy`` across them is then at most
``min(board_width * dx, MIN_RIP * dx + (rip_length + gap) * dy)`` — a minimum-rip strip
along the edge and the minimum rip length's footprint at the edge's angle, never more
than a board's width beside it.

A ripped piece is cut to length from a board like any other (the rest stays whole and may
be kept), then ripped; the strip ripped off (the board's width less the piece's, the saw
kerf in it) is waste, counted as area in ``Cutting.ripped_off``. The length balance is
unchanged: bought = used + kept + discarded + sawn (cross-cuts).

Least waste: the longest parts are cut first; a part is cut from the shortest kept offcut
that covers it, else from the shortest stock board that covers it, else a whole board is
laid and the rest continues — the stock length whose rest can be covered with the least
discarded offcut (then the least bought length), found by a search over the rests; on a
ripped part only a board that leaves no rest or one of at least ``rip_length``, and if no
stock length does, the longest board cut so that the rest is ``rip_length`` (a rest
shorter still, on stock shorter than twice the minimum, stays open). What
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
#: The narrowest a board is ripped to (mm); a strip along the edge narrower stays open.
MIN_RIP = 20.0
#: The shortest a ripped piece is ever laid (mm); see ``rip_length``.
MIN_RIP_LENGTH = 300.0

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

    @property
    def rip_length(self) -> float:
        """The shortest ripped piece laid (mm): the clear span between two joists
        (``sub_spacing - sub_width``, 700 mm by default), so that a ripped piece bears on a
        joist wherever it lies; never less than ``MIN_RIP_LENGTH``, nor more than the
        longest board."""
        return min(max(MIN_RIP_LENGTH, self.sub_spacing - self.sub_width), max(self.board_lengths))


@dataclass(frozen=True)
class Piece:
    """A length laid (a board piece on a row, or a joist piece), in the laying frame."""

    x: float
    y: float
    length: float
    width: float
    board: float  # the stock length it was cut from
    from_offcut: bool  # cut from a kept offcut, not from a new board
    ripped: bool = False  # ripped lengthwise to ``width``, narrower than the board


@dataclass
class Cutting:
    """What cutting used and left."""

    bought: Counter[float] = field(default_factory=Counter)
    kept: list[float] = field(default_factory=list)  # offcuts left for later (≥ minimum)
    discarded: list[float] = field(default_factory=list)  # offcuts shorter than the minimum
    sawn: float = 0.0  # lost in the saw's cuts
    ripped_off: float = 0.0  # mm², the strips ripped off boards lengthwise (waste)

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

    @property
    def covered(self) -> float:
        """mm², the area the boards cover."""
        return sum(p.length * p.width for p in self.boards)

    @property
    def ripped(self) -> tuple[Piece, ...]:
        return tuple(p for p in self.boards if p.ripped)


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


def subtract(a: list[Interval], b: list[Interval]) -> list[Interval]:
    """The parts of ``a`` outside every interval of ``b``."""
    out = []
    for lo, hi in a:
        pieces = [(lo, hi)]
        for b1, b2 in b:
            pieces = [
                part
                for p1, p2 in pieces
                for part in ((p1, min(p2, b1)), (max(p1, b2), p2))
                if part[1] - part[0] > EPS
            ]
        out += pieces
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
    parts: Sequence[tuple[float, float, float, float]],
    stock: Sequence[float],
    width: float,
    gap: float,
    minimum: float,
    blade: float,
    rip_length: float = 0.0,
) -> tuple[list[Piece], Cutting]:
    """Cover each part ``(start, end, y, width)`` with pieces (see the module's docstring);
    ``width`` is the stock's, a part's narrower width is ripped, and no ripped piece is
    shorter than ``rip_length`` (a ripped part is at least that long)."""
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

    def whole(need: float, shortest: float) -> float:
        """The board to lay whole first on a part longer than any board: one whose rest is
        none or at least ``shortest`` long if there is one."""
        fits = [
            b for b in stock
            if b >= shortest - EPS
            and (need - b - gap < SHORTEST_PIECE or need - b - gap >= shortest - EPS)
        ]  # fmt: skip
        if not fits:  # cut shorter below
            return longest
        return min(fits, key=lambda b: _then(b, cost(round(need - b - gap, 3))))

    for start, end, y, wide in sorted(parts, key=lambda p: (p[0] - p[1], p[2], p[0])):
        ripped = wide < width - EPS
        shortest = rip_length if ripped else SHORTEST_PIECE
        at = start
        while end - at >= shortest - EPS:
            need = end - at
            kept = [o for o in cutting.kept if o >= need]
            boards = [s for s in stock if s >= need]
            if kept:
                board, offcut = min(kept), True
                cutting.kept.remove(board)
            else:
                board, offcut = (min(boards) if boards else whole(need, shortest)), False
                cutting.bought[board] += 1
            length = min(need, board)
            if SHORTEST_PIECE <= need - length - gap < shortest - EPS:
                # The rest would be too short a ripped piece: this one shorter, the rest
                # ``shortest`` (with too short stock, the rest stays open).
                length = max(min(length, need - gap - shortest), shortest)
            rest = board - length
            if rest > EPS:
                cutting.sawn += min(blade, rest)
                rest = max(0.0, rest - blade)
                (cutting.kept if rest >= minimum else cutting.discarded).append(rest)
            pieces.append(Piece(at, y, length, wide, board, offcut, ripped))
            if ripped:
                cutting.ripped_off += length * (width - wide)
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
    parts: list[tuple[float, float, float, float]] = []
    rows, y = 0, low
    while y + min(MIN_RIP, s.board_width) <= high + EPS:
        found = row(frame, y, min(s.board_width, high - y), s.gap, s.board_width, s.rip_length)
        parts += found
        rows += bool(found)
        y += s.board_width + s.gap
    boards, board_cutting = cut(
        parts, s.board_lengths, s.board_width, s.gap, s.min_offcut, s.saw_blade, s.rip_length
    )
    # Joists run across the boards: the same strips, a quarter turn further.
    across = [rotate(p, -90) for p in frame]
    left, right = min(y for _, y in across), max(y for _, y in across)
    joist_parts, y = [], left
    while y + s.sub_width <= right + EPS:
        joist_parts += [(a, b, y, s.sub_width) for a, b in strip_inside(across, y, y + s.sub_width)]
        y += s.sub_spacing
    joists, joist_cutting = cut(joist_parts, s.sub_lengths, s.sub_width, 0.0, s.min_offcut, 0.0)
    return Plan(
        s, area(s.outline), tuple(boards), board_cutting, tuple(joists), joist_cutting, rows
    )


def row(
    frame: Sequence[Point],
    bottom: float,
    full: float,
    gap: float,
    board: float = math.inf,
    rip_length: float = 0.0,
) -> list[tuple[float, float, float, float]]:
    """The parts ``(start, end, y, width)`` of the row ``bottom``…``bottom + full``: its
    full width where it fits, else ripped ever narrower (see the module's docstring);
    a part narrower than ``board`` (ripped) is laid only if at least ``rip_length`` long."""
    top = bottom + full
    steps = [full]
    while steps[-1] - MIN_RIP >= MIN_RIP - EPS:
        steps.append(round(steps[-1] - MIN_RIP, 6))
    if steps[-1] > MIN_RIP + EPS and full > MIN_RIP:
        steps.append(MIN_RIP)  # no step more than ``MIN_RIP`` narrower, down to it
    # The outline's corners in the row give the widths that fit exactly (an inner corner).
    inner = [y for _, y in frame if bottom + MIN_RIP - EPS <= y < top - EPS]
    near = sorted({*steps, *(round(y - bottom, 6) for y in inner)}, reverse=True)
    inner = [y for _, y in frame if bottom + EPS < y <= top - MIN_RIP + EPS]
    far = sorted({*steps[1:], *(round(top - y, 6) for y in inner)}, reverse=True)
    laid: list[Interval] = []
    parts = []
    # Against the near edge, then (where nothing lies yet) against the far edge.
    tries = [(bottom, width) for width in near] + [(top - width, width) for width in far]
    for y, width in tries:
        for found in sorted(strip_inside(frame, y, y + width)):
            # Clear of what lies already, ``gap`` apart (the same width's parts too).
            shortest = rip_length if width < board - EPS else SHORTEST_PIECE
            for a, b in subtract([found], [(a - gap, b + gap) for a, b in laid]):
                if b - a >= max(shortest - EPS, SHORTEST_PIECE):
                    parts.append((a, b, y, width))
                    laid.append((a, b))
    return parts


def corners(piece: Piece, degrees: float) -> tuple[Point, Point, Point, Point]:
    """A piece's corners in the outline's coordinates (rotated back by ``degrees``)."""
    x, y, length, width = piece.x, piece.y, piece.length, piece.width
    box = ((x, y), (x + length, y), (x + length, y + width), (x, y + width))
    return tuple(rotate(p, degrees) for p in box)  # type: ignore[return-value]


def joist_corners(piece: Piece, degrees: float) -> tuple[Point, Point, Point, Point]:
    """A joist's corners in the outline's coordinates (its frame is turned 90° further)."""
    return corners(piece, degrees + 90)
