"""The terrace planner (002 §2.12): the cutting module's properties over random outlines,
the presets' known answers, and ``POST /api/terrace-planner``."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kernel.domains.terrace.plan import (
    EPS,
    PRESETS,
    Piece,
    Plan,
    Settings,
    area,
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


def check(result: Plan) -> None:
    s = result.settings
    frame = [rotate(p, -s.rotation) for p in s.outline]
    for piece in result.boards:
        assert piece.length <= piece.board + EPS
        assert all(inside(p, frame) for p in boundary(piece)), piece
    rows: dict[float, list[Piece]] = {}
    for piece in result.boards:
        rows.setdefault(piece.y, []).append(piece)
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
    # The area bound: never less bought than laid, never more laid than the outline holds.
    assert cutting.bought_length * s.board_width >= used * s.board_width - 1e-3
    assert used * s.board_width <= result.area + 1e-3


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


def test_known_answers() -> None:
    """4 × 4 m, 100-mm boards, 7-mm gaps: 37 rows (37 × 100 + 36 × 7 = 3,952 mm) of one
    4,000-mm board each, nothing wasted; joists 800 mm apart: 5 of 4,000 mm."""
    square = plan(Settings(outline=PRESETS["4000x4000"]))
    assert square.rows == 37
    assert [p.length for p in square.boards] == [4000] * 37
    assert dict(square.board_cutting.bought) == {4000: 37}
    assert square.board_cutting.discarded == [] and square.board_cutting.kept == []
    assert dict(square.joist_cutting.bought) == {4000: 5}
    # 8 m rows: a whole board and a cut one whose rest is 7 mm (3,800 + 7 + 4,193 of 4,200),
    # not 5,000 + 7 + 2,993 of 3,600 with 607 mm discarded.
    long = plan(Settings(outline=PRESETS["8000x3200"]))
    assert dict(long.board_cutting.bought) == {3800: 29, 4200: 29}
    assert sum(long.board_cutting.discarded) == pytest.approx(29 * 7)
    # 1 × 1 m: nine pieces of 1,000 mm from three 3,600-mm boards (two pieces from each
    # board's kept offcuts, 600 mm of each discarded).
    small = plan(Settings(outline=PRESETS["1000x1000"]))
    assert [p.length for p in small.boards] == [1000] * 9
    assert dict(small.board_cutting.bought) == {3600: 3}
    assert sorted(small.board_cutting.discarded) == [600, 600, 600]


# ---------------------------------------------------------------------------- the API


async def test_plan_of_a_preset(make_api: ClientFactory) -> None:
    api: Api = await make_api()
    status, answer = await api.post(
        "/api/terrace-planner", {"outline": [list(p) for p in PRESETS["4000x4000"]]}
    )
    assert status == 200, answer
    data = answer["data"]
    assert data["area"] == 16.0 and data["rows"] == 37
    assert data["boardCutting"]["bought"] == [{"length": 4000, "count": 37}]
    assert data["boardCutting"]["wastePercent"] == 0
    assert data["boards"][0]["corners"] == [[0, 0], [4000, 0], [4000, 100], [0, 100]]
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
