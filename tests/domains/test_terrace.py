"""The terrace planner (002 §2.12): the cutting module's properties over random outlines,
the presets' known answers, and ``POST /api/terrace-planner``."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from plugins.terrace.plan import (
    EPS,
    MIN_RIP,
    PRESETS,
    SHORTEST_PIECE,
    Piece,
    Plan,
    Settings,
    area,
    cross_section,
    plan,
    rotate,
)
from tests.conftest import Api, ClientFactory

TOLERANCE = 1e-3  # mm


def inside(point: tuple[float, float], outline: list[tuple[float, float]]) -> bool:
    """In the outline or on its edge (within the tolerance)."""
    x, y = point
    edges = list(zip(outline, [*outline[1:], outline[0]], strict=True))
    for (x1, y1), (x2, y2) in edges:  # on an edge
        dx, dy = x2 - x1, y2 - y1
        t = max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / ((dx * dx + dy * dy) or 1)))
        if math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)) <= TOLERANCE:
            return True
    crossings = 0
    for (x1, y1), (x2, y2) in edges:
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            crossings += 1
    return crossings % 2 == 1


def boundary(piece: Piece, step: float = 25.0) -> list[tuple[float, float]]:
    """Points along a piece's rectangle, ``step`` apart, in the laying frame."""
    x, y, length, width = piece.x, piece.y, piece.length, piece.width
    n, m = max(1, int(length / step)), max(1, int(width / step))
    along = [x + length * i / n for i in range(n + 1)]
    across = [y + width * j / m for j in range(m + 1)]
    return (
        [(a, y) for a in along]
        + [(a, y + width) for a in along]
        + [(x, b) for b in across]
        + [(x + length, b) for b in across]
    )


def crossings(outline: list[tuple[float, float]], x: float) -> list[float]:
    """The heights where the vertical line at ``x`` crosses the outline's edges."""
    ys = []
    for (x1, y1), (x2, y2) in zip(outline, [*outline[1:], outline[0]], strict=True):
        if (x1 <= x < x2) or (x2 <= x < x1):
            ys.append(y1 + (x - x1) * (y2 - y1) / (x2 - x1))
    return sorted(ys)


def section_length(outline: list[tuple[float, float]], y: float) -> float:
    return sum(b - a for a, b in cross_section(outline, y))


def open_bound(result: Plan) -> float:
    """mm², the most of the outline no board covers where the outline is nowhere narrower
    across the rows than a board (see plan.py): the gaps between rows (each at most the
    gap times the outline's longest cross-section in it), the gaps at the pieces' ends
    (``gap`` plus the shortest piece, either side of either end, a row wide), and along
    each edge running ``dx`` along the rows and ``dy`` across them a minimum-rip strip
    (``MIN_RIP * dx``) and the minimum rip length's footprint at the edge's angle
    (``(rip_length + gap) * dy``: a ripped piece shorter is not laid), but never more than
    a board's width beside the edge (``board_width * dx``: beyond, whole boards fit)."""
    s = result.settings
    frame = [rotate(p, -s.rotation) for p in s.outline]
    low, high = min(y for _, y in frame), max(y for _, y in frame)
    step = s.board_width + s.gap
    rows = 0.0
    y = low + s.board_width
    while y < high:
        top = min(y + s.gap, high)
        heights = [y + EPS, top - EPS, *(h for _, h in frame if y < h < top)]
        rows += (top - y) * max(section_length(frame, h) for h in heights)
        y += step
    ends = len(result.boards) * 4 * (s.gap + SHORTEST_PIECE) * s.board_width
    edges = 0.0
    for (x1, y1), (x2, y2) in zip(frame, [*frame[1:], frame[0]], strict=True):
        dx, dy = abs(x2 - x1), abs(y2 - y1)
        edges += min(s.board_width * dx, MIN_RIP * dx + (s.rip_length + s.gap) * dy)
    return rows + ends + edges


def enters(outline: list[tuple[float, float]], lo: float, hi: float, a: float, b: float) -> bool:
    """Whether an edge of the outline runs inside the strip ``lo`` < y < ``hi`` somewhere
    between ``a`` and ``b`` along it."""
    lo, hi = lo + TOLERANCE, hi - TOLERANCE
    for (x1, y1), (x2, y2) in zip(outline, [*outline[1:], outline[0]], strict=True):
        if abs(y2 - y1) < 1e-9:
            inside_ = lo <= y1 <= hi
            xs = (x1, x2)
        else:
            t1, t2 = sorted(((lo - y1) / (y2 - y1), (hi - y1) / (y2 - y1)))
            t1, t2 = max(t1, 0.0), min(t2, 1.0)
            inside_ = t1 <= t2
            xs = (x1 + t1 * (x2 - x1), x1 + t2 * (x2 - x1))
        if inside_ and min(xs) <= b and max(xs) >= a:
            return True
    return False


def check_open(result: Plan, grid: int = 30) -> None:
    """Every point of the outline (on a grid) that no board covers lies in a gap between
    rows, within ``gap`` plus the shortest piece of a piece's end along its row, less than
    ``MIN_RIP`` from the outline's edge across the rows, where the outline crosses its
    row at that point twice (narrower there than a board), or — where only a ripped piece
    could cover it (the outline crosses its row there once, or the row is the narrower
    last one) — within ``rip_length`` plus ``gap`` of a piece's end along the row, or with
    the outline entering the strip a ripped piece there would take (up to ``MIN_RIP``
    beyond the point across the rows) less than ``rip_length`` away on either side."""
    s = result.settings
    frame = [rotate(p, -s.rotation) for p in s.outline]
    xs, ys = [x for x, _ in frame], [y for _, y in frame]
    low, high = min(ys), max(ys)
    step = s.board_width + s.gap
    rows: dict[int, list[Piece]] = {}
    for piece in result.boards:
        rows.setdefault(int((piece.y - low + 1e-6) // step), []).append(piece)
    for i, j in itertools.product(range(grid), range(grid)):
        x = min(xs) + (max(xs) - min(xs)) * (i + 0.5) / grid
        y = low + (high - low) * (j + 0.5) / grid
        across = crossings(frame, x)
        if not inside((x, y), frame) or any(abs(c - y) < MIN_RIP + TOLERANCE for c in across):
            continue  # outside, or within a minimum rip of the edge across the rows
        band = int((y - low) // step)
        bottom = low + band * step
        top = min(bottom + s.board_width, high)
        if y >= top - TOLERANCE:
            continue  # in the gap between rows
        pieces = rows.get(band, [])
        if any(
            p.x - TOLERANCE <= x <= p.x + p.length + TOLERANCE
            and p.y - TOLERANCE <= y <= p.y + p.width + TOLERANCE
            for p in pieces
        ):
            continue  # covered
        reach = s.gap + SHORTEST_PIECE + TOLERANCE
        if any(min(abs(x - p.x), abs(x - p.x - p.length)) <= reach for p in pieces):
            continue  # at a piece's end
        narrow = [c for c in across if bottom + TOLERANCE < c < top - TOLERANCE]
        if len(narrow) >= 2:
            continue  # narrower across the rows than a board
        assert narrow or top - bottom < s.board_width - TOLERANCE, (x, y, band)
        # Only a ripped piece could cover it: one shorter than the minimum is not laid.
        shortest = s.rip_length
        reach = shortest + s.gap + TOLERANCE
        if any(min(abs(x - p.x), abs(x - p.x - p.length)) <= reach for p in pieces):
            continue  # a ripped piece from here to a piece's end would be too short
        if not narrow:
            lo, hi = bottom, top
        elif narrow[0] > y:  # cut from the far side: a strip against the near edge
            lo, hi = bottom, min(top, y + MIN_RIP)
        else:
            lo, hi = max(bottom, y - MIN_RIP), top
        left = enters(frame, lo, hi, x - shortest - TOLERANCE, x)
        right = enters(frame, lo, hi, x, x + shortest + TOLERANCE)
        assert left and right, (x, y, band)


def check(result: Plan) -> None:
    s = result.settings
    frame = [rotate(p, -s.rotation) for p in s.outline]
    low = min(y for _, y in frame)
    for piece in result.boards:
        assert piece.length <= piece.board + EPS
        assert all(inside(p, frame) for p in boundary(piece)), piece
        if piece.ripped:  # ripped lengthwise to at least the minimum, narrower than a board
            assert MIN_RIP - EPS <= piece.width < s.board_width - EPS, piece
            assert piece.length >= s.rip_length - EPS, piece  # and never a sliver
        else:
            assert piece.width == s.board_width, piece
    rows: dict[int, list[Piece]] = {}
    for piece in result.boards:  # each piece within its row (the board's width and a gap)
        band = int((piece.y - low + 1e-6) // (s.board_width + s.gap))
        bottom = low + band * (s.board_width + s.gap)
        assert piece.y + piece.width <= bottom + s.board_width + 1e-6, piece
        rows.setdefault(band, []).append(piece)
    for pieces in rows.values():  # no overlap: the gap between neighbours on a row
        pieces.sort(key=lambda p: p.x)
        for a, b in itertools.pairwise(pieces):
            assert a.x + a.length + s.gap <= b.x + 1e-6
    cutting = result.board_cutting
    assert all(k >= s.min_offcut for k in cutting.kept)
    assert all(d < s.min_offcut for d in cutting.discarded)
    used = sum(p.length for p in result.boards)
    kept, discarded = sum(cutting.kept), sum(cutting.discarded)
    assert math.isclose(cutting.bought_length, used + kept + discarded + cutting.sawn, abs_tol=1e-3)
    # By area: what was bought is laid, kept, or wasted (offcuts, saw cuts, ripped strips).
    bought = cutting.bought_length * s.board_width
    laid = result.covered
    wasted = (discarded + cutting.sawn) * s.board_width + cutting.ripped_off
    ripped_off = sum(p.length * (s.board_width - p.width) for p in result.boards)
    assert math.isclose(cutting.ripped_off, ripped_off, abs_tol=1e-3)
    assert math.isclose(bought, laid + kept * s.board_width + wasted, rel_tol=1e-9, abs_tol=1)
    # The area bounds: never more laid than the outline holds, so never less wasted than
    # bought less the outline and the offcuts kept.
    assert laid <= result.area + 1e-3
    assert wasted >= bought - result.area - kept * s.board_width - 1
    check_open(result)


@st.composite
def outlines(draw: st.DrawFn) -> list[tuple[float, float]]:
    """Star-shaped outlines of 3–9 corners within 8 m: corners around a centre at angles
    less than half a turn apart (so the outline never crosses itself), any distance."""
    n = draw(st.integers(3, 9))
    jitter = draw(st.lists(st.floats(0, 0.4), min_size=n, max_size=n))
    radii = draw(st.lists(st.floats(300, 4000), min_size=n, max_size=n))
    angles = [2 * math.pi * (i + j) / n for i, j in enumerate(jitter)]
    return [
        (4000 + r * math.cos(a), 4000 + r * math.sin(a)) for a, r in zip(angles, radii, strict=True)
    ]


@settings(max_examples=60, deadline=None)
@given(
    outline=outlines(),
    rotation=st.sampled_from([0, 15, 45, 90, -30]),
    width=st.sampled_from([95, 120, 145]),
    gap=st.sampled_from([0, 5, 7]),
    minimum=st.sampled_from([0, 500, 1000]),
    blade=st.sampled_from([0, 3]),
)
def test_cutting_properties(
    outline: list[tuple[float, float]],
    rotation: float,
    width: float,
    gap: float,
    minimum: float,
    blade: float,
) -> None:
    if area(outline) < 1e5:
        return
    check(
        plan(
            Settings(
                outline=tuple(outline),
                rotation=rotation,
                board_width=width,
                gap=gap,
                min_offcut=minimum,
                saw_blade=blade,
            )
        )
    )


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets_hold_the_properties(name: str) -> None:
    check(plan(Settings(outline=PRESETS[name])))
    check(plan(Settings(outline=PRESETS[name], rotation=30)))


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets_stay_within_the_open_bound(name: str) -> None:
    """Laid along the axes, no preset is narrower across the rows than a board anywhere,
    so what stays open is the gaps and, along each edge, a minimum-rip strip and the
    minimum rip length's footprint at the edge's angle (see ``open_bound``)."""
    result = plan(Settings(outline=PRESETS[name]))
    assert result.area - result.covered <= open_bound(result)


def test_known_answers() -> None:
    """4 × 4 m, 100-mm boards, 7-mm gaps: 37 rows (37 × 100 + 36 × 7 = 3,952 mm) of one
    4,000-mm board each and a 38th ripped to the 41 mm left after its gap, the ripped-off
    59 mm strip the only waste; joists 800 mm apart: 5 of 4,000 mm."""
    square = plan(Settings(outline=PRESETS["4000x4000"]))
    assert square.rows == 38
    assert [p.length for p in square.boards] == [4000] * 38
    assert [(p.y, p.width) for p in square.ripped] == [(3959, 41)]
    assert dict(square.board_cutting.bought) == {4000: 38}
    assert square.board_cutting.discarded == [] and square.board_cutting.kept == []
    assert square.board_cutting.ripped_off == pytest.approx(4000 * 59)
    # Open: the 37 gaps between rows, nothing along the edges.
    assert square.area - square.covered == pytest.approx(37 * 7 * 4000)
    assert dict(square.joist_cutting.bought) == {4000: 5}
    # 8 m rows: a whole board and a cut one whose rest is 7 mm (3,800 + 7 + 4,193 of 4,200),
    # not 5,000 + 7 + 2,993 of 3,600 with 607 mm discarded; 29 rows and one of 97 mm.
    long = plan(Settings(outline=PRESETS["8000x3200"]))
    assert long.rows == 30
    assert dict(long.board_cutting.bought) == {3800: 30, 4200: 30}
    assert sum(long.board_cutting.discarded) == pytest.approx(30 * 7)
    assert sorted((p.length, p.width) for p in long.ripped) == [(3800, 97), (4193, 97)]
    assert long.board_cutting.ripped_off == pytest.approx(7993 * 3)
    # 1 × 1 m: nine rows and a tenth ripped to 37 mm, ten pieces of 1,000 mm from four
    # 3,600-mm boards (two pieces from each board's kept offcuts, 600 mm of each of three
    # discarded, the fourth's 2,600 mm kept).
    small = plan(Settings(outline=PRESETS["1000x1000"]))
    assert [p.length for p in small.boards] == [1000] * 10
    assert [p.width for p in small.ripped] == [37]
    assert dict(small.board_cutting.bought) == {3600: 4}
    assert sorted(small.board_cutting.discarded) == [600, 600, 600]
    assert small.board_cutting.kept == [2600]
    # Slanted edges: a ripped piece is laid only at least 700 mm long (the clear span
    # between joists 800 mm apart and 100 mm wide), so the wedges along them stay open. At
    # 45° each 20-mm step gains 20 mm along the row, 13 after the gap: before, every row
    # of the triangle ended in 13-mm slivers 80, 60, 40 and 20 mm wide (224 of them); now
    # none, and what is open grows by the slivers' area, 56 × 13 × 200 mm².
    triangle = plan(Settings(outline=PRESETS["Dreieck 6000x6000"]))
    assert triangle.settings.rip_length == 700
    assert triangle.rows == 56 and len(triangle.boards) == 65
    assert triangle.ripped == ()
    assert triangle.area - triangle.covered == pytest.approx(1_298_700 + 56 * 13 * 200, abs=1)
    assert dict(triangle.board_cutting.bought) == {3600: 33, 3800: 2, 4000: 2, 4200: 2, 5000: 7}
    # The trapezoid's sides run 1,500 mm in 4,000: a 20-mm step is 7.5 mm along the row
    # (before: 74 slivers each 20 and 60 mm wide, 8 mm long); only its last row is ripped,
    # to 41 mm along its straight far edge.
    trapezoid = plan(Settings(outline=PRESETS["Trapez 6000x4000"]))
    assert trapezoid.rows == 38 and len(trapezoid.boards) == 50
    assert [(p.width, round(p.length)) for p in trapezoid.ripped] == [(41, 3000)]
    assert dict(trapezoid.board_cutting.bought) == {3600: 28, 3800: 2, 4000: 3, 4200: 2, 5000: 10}
    # A shallow edge still gets ripped pieces where a step reaches the minimum: the square
    # turned 3°, where 40 mm across the rows is 763 mm along them (756 after the gap).
    turned = plan(Settings(outline=PRESETS["4000x4000"], rotation=3))
    assert turned.ripped and all(p.length >= 700 for p in turned.ripped)
    assert min(p.length for p in turned.ripped) == pytest.approx(756, abs=1)
    # The 'G': its inner corners end strips exactly — 37 mm up to the bar at 1,000 (from
    # the row at 963), 60 mm up to 2,200, 96 mm down to 3,000 (against the row's far edge),
    # and the last row 41 mm.
    g = plan(Settings(outline=PRESETS["G 4000x4000"]))
    assert g.rows == 38 and len(g.boards) == 55
    assert sorted((p.y, p.width) for p in g.ripped) == [
        (963, 37), (2140, 60), (3000, 96), (3959, 41)
    ]  # fmt: skip
    assert dict(g.board_cutting.bought) == {3600: 15, 4000: 18}
    # ... all of them long enough to lay (the shortest, 793 mm, at 2,200 to 3,000).
    assert min(p.length for p in g.ripped) == 793


def test_no_ripped_piece_is_shorter_than_the_minimum() -> None:
    """A ripped part longer than any board is not ended with a short piece: 4,500 mm of a
    last row ripped to 43 mm from 4,200-mm boards is 3,793 + 7 + 700 mm (the rule's
    minimum), not 4,200 + 7 + 293; a wider joist spacing lengthens the minimum."""
    strip = ((0, 0), (4500, 0), (4500, 150), (0, 150))
    result = plan(Settings(outline=strip, board_lengths=(4200,)))
    assert sorted(p.length for p in result.ripped) == [700, 3793]
    check(result)
    assert Settings(outline=strip, sub_spacing=1500).rip_length == 1400
    assert Settings(outline=strip, sub_spacing=300).rip_length == 300  # never less
    assert Settings(outline=strip, sub_spacing=2000, board_lengths=(1200,)).rip_length == 1200


# ---------------------------------------------------------------------------- the API


async def test_plan_of_a_preset(make_api: ClientFactory) -> None:
    api: Api = await make_api()
    status, answer = await api.post(
        "/api/terrace-planner", {"outline": [list(p) for p in PRESETS["4000x4000"]]}
    )
    assert status == 200, answer
    data = answer["data"]
    assert data["area"] == 16.0 and data["rows"] == 38
    assert data["boardCutting"]["bought"] == [{"length": 4000, "count": 38}]
    assert data["boards"][0]["corners"] == [[0, 0], [4000, 0], [4000, 100], [0, 100]]
    assert not data["boards"][0]["ripped"]
    # The last row, ripped to 41 mm: 4 m of a 59-mm strip ripped off is the only waste,
    # as board length 4,000 × 59 / 100 = 2,360 mm of 152,000 mm bought.
    last = data["boards"][-1]
    assert last["ripped"] and last["width"] == 41
    assert last["corners"] == [[0, 3959], [4000, 3959], [4000, 4000], [0, 4000]]
    assert data["boardCutting"]["ripped"] == [{"width": 41, "count": 1, "length": 4000}]
    assert data["boardCutting"]["rippedOff"] == 0.236
    assert data["boardCutting"]["wasteLength"] == 2360
    assert data["boardCutting"]["wastePercent"] == 1.55
    assert data["uncovered"] == 1.036  # the 37 gaps between rows
    assert data["minRip"] == 20 and data["minRipLength"] == 700  # 800 - 100 mm between joists
    assert data["jointCutting" if False else "joistCutting"]["bought"] == [
        {"length": 4000, "count": 5}
    ]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"outline": [[0, 0], [1000, 0]]}, "outline"),
        ({"outline": [[0, 0], [1000, 0], [2000, 0]]}, "outline"),  # no area
        ({"outline": [[0, 0], [1000, 0], [0, -5]]}, "outline[2][1]"),
        ({"outline": [[0, 0], [1000, 0], [0, 1000]], "boardLengths": [100]}, "boardLengths[0]"),
        ({"outline": [[0, 0], [1000, 0], [0, 1000]], "gap": "breit"}, "gap"),
        ({"outline": [[0, 0], [1000, 0], [0, 1000]], "algorithm": "schnell"}, "algorithm"),
        (
            {"outline": [[0, 0], [100000, 0], [100000, 100000], [0, 100000]], "boardWidth": 20},
            "outline",
        ),
    ],
)
async def test_bad_input_is_named(make_api: ClientFactory, body: dict, field: str) -> None:
    api = await make_api()
    status, answer = await api.post("/api/terrace-planner", body)
    assert status == 422, answer
    assert answer["errors"][0]["field"] == field
    assert answer["errors"][0]["message"]


async def test_the_page_is_a_page(make_api: ClientFactory) -> None:
    api = await make_api()
    status, _ = await api.call("GET", "/test/terrace-planner", headers={"Accept": "text/html"})
    assert status == 200


async def test_rate_limited_per_client(make_api: ClientFactory) -> None:
    api = await make_api()
    body = {"outline": [list(p) for p in PRESETS["1000x1000"]]}
    statuses = [(await api.post("/api/terrace-planner", body))[0] for _ in range(61)]
    assert statuses[:60] == [200] * 60 and statuses[60] == 429
