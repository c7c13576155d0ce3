"""The terrace planner's request and answer (002 §2.12; defaults of §9)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from kernel import Number, OutSchema, Schema
from plugins.terrace.plan import Settings

#: The defaults of 002 §9, from the computation's own settings.
DEFAULT = Settings(outline=())
Millimetres = Annotated[Number, Field(ge=0, le=100_000)]
Length = Annotated[Number, Field(ge=300, le=12_000)]


class PlanIn(Schema):
    """Outline points and sizes in millimetres, the laying direction in degrees."""

    outline: list[tuple[Millimetres, Millimetres]] = Field(min_length=3, max_length=100)
    height: Number = Field(DEFAULT.height, ge=0, le=2_000)
    board_lengths: list[Length] = Field(list(DEFAULT.board_lengths), min_length=1, max_length=20)
    board_width: Number = Field(DEFAULT.board_width, ge=20, le=1_000)
    board_thickness: Number = Field(DEFAULT.board_thickness, ge=5, le=200)
    min_offcut: Number = Field(DEFAULT.min_offcut, ge=0, le=12_000)
    rotation: Number = Field(DEFAULT.rotation, ge=-180, le=180)
    gap: Number = Field(DEFAULT.gap, ge=0, le=50)
    sub_lengths: list[Length] = Field(list(DEFAULT.sub_lengths), min_length=1, max_length=20)
    sub_width: Number = Field(DEFAULT.sub_width, ge=20, le=500)
    sub_thickness: Number = Field(DEFAULT.sub_thickness, ge=5, le=300)
    sub_spacing: Number = Field(DEFAULT.sub_spacing, ge=200, le=2_000)
    saw_blade: Number = Field(DEFAULT.saw_blade, ge=0, le=20)
    algorithm: Literal["leastWaste"] = "leastWaste"


Corners = tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]


class PieceOut(OutSchema):
    corners: Corners
    length: float
    width: float  # mm; narrower than the board's when ripped lengthwise
    ripped: bool
    board: float
    from_offcut: bool


class RippedOut(OutSchema):
    """The pieces ripped lengthwise to one width: how many, their length in all (mm)."""

    width: float
    count: int
    length: float


class CountOut(OutSchema):
    length: float
    count: int


class CuttingOut(OutSchema):
    """What one kind of board was cut from: bought per stock length, offcuts kept (at least
    the minimum, for later) and discarded, the pieces ripped lengthwise per width and the
    strips ripped off (m²), and the waste (discarded, sawn, and the strips ripped off as
    the board length they amount to) in mm."""

    bought: list[CountOut]
    bought_length: float
    used_length: float
    kept: list[float]
    discarded: list[float]
    ripped: list[RippedOut]
    ripped_off: float
    waste_length: float
    waste_percent: float


class PlanOut(OutSchema):
    area: float  # m²
    covered: float  # m², by boards
    uncovered: float  # m², the gaps and along the edges what is too narrow or short to rip
    min_rip: float  # mm, the narrowest a board is ripped to
    min_rip_length: float  # mm, the shortest ripped piece laid
    rows: int
    boards: list[PieceOut]
    board_cutting: CuttingOut
    board_volume: float  # m³ of the boards bought
    joists: list[PieceOut]
    joist_cutting: CuttingOut
    height: float


class PresetOut(OutSchema):
    name: str
    outline: list[tuple[float, float]]


class PlannerOut(OutSchema):
    """What the page starts from: the preset outlines and the default inputs (the request
    without its outline)."""

    presets: list[PresetOut]
    defaults: dict[str, Any]
