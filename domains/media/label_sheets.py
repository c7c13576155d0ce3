"""Label sheets (000 §9): rendered labels laid on A4 in the compact grid (12 rows × 4
columns) or the detail grid (5 × 2), each label scaled to fit its cell, as PNG (one sheet)
or PDF (as many pages as needed)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Literal

from PIL import Image, ImageOps

Grid = Literal["compact", "detail"]
#: Rows × columns of the label grids of 000 §9.
GRIDS: dict[str, tuple[int, int]] = {"compact": (12, 4), "detail": (5, 2)}
#: A4 at 300 dpi, with a 7-mm margin and 2 mm between labels.
DPI = 300
PAGE = (2480, 3508)
MARGIN = 83
SPACING = 24


def per_page(grid: Grid) -> int:
    rows, columns = GRIDS[grid]
    return rows * columns


def cells(grid: Grid) -> list[tuple[int, int, int, int]]:
    """Each cell's box (left, top, width, height) on the page, row by row."""
    rows, columns = GRIDS[grid]
    width = (PAGE[0] - 2 * MARGIN - (columns - 1) * SPACING) // columns
    height = (PAGE[1] - 2 * MARGIN - (rows - 1) * SPACING) // rows
    return [
        (MARGIN + c * (width + SPACING), MARGIN + r * (height + SPACING), width, height)
        for r in range(rows)
        for c in range(columns)
    ]


def pages(labels: Sequence[bytes], grid: Grid) -> list[Image.Image]:
    """The labels (PNG/JPEG bytes) laid out, a new page when one is full."""
    boxes = cells(grid)
    out: list[Image.Image] = []
    for index, data in enumerate(labels):
        if index % len(boxes) == 0:
            out.append(Image.new("RGB", PAGE, "white"))
        left, top, width, height = boxes[index % len(boxes)]
        label = Image.open(io.BytesIO(data)).convert("RGB")
        label = ImageOps.contain(label, (width, height), Image.Resampling.LANCZOS)
        out[-1].paste(
            label, (left + (width - label.width) // 2, top + (height - label.height) // 2)
        )
    return out


def sheet(labels: Sequence[bytes], grid: Grid, fmt: Literal["pdf", "png"]) -> bytes:
    laid = pages(labels, grid)
    buffer = io.BytesIO()
    if fmt == "pdf":
        laid[0].save(buffer, "PDF", resolution=DPI, save_all=True, append_images=laid[1:])
    else:
        laid[0].save(buffer, "PNG")
    return buffer.getvalue()
