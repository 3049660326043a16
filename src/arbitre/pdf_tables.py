"""Ruled tables of a booklet page, kept as rows ("2 joueurs | 30 cartes") instead of running text.

pdfplumber finds a table from the lines drawn around its cells; its characters are then
left out of the page's running text and the table becomes one block, placed where it sits.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.pdf_blocks import Block

MIN_ROWS = 2


@dataclass(frozen=True)
class Table:
    top: float
    bbox: tuple[float, float, float, float]  # x0, top, x1, bottom
    rows: tuple[tuple[str, ...], ...]


def page_tables(page) -> list[Table]:  # noqa: ANN001 - a pdfplumber Page
    """The page's ruled tables with at least two rows of text."""
    found = []
    for table in page.find_tables():
        rows = tuple(
            tuple(" ".join((cell or "").split()) for cell in row) for row in table.extract()
        )
        rows = tuple(row for row in rows if any(row))
        if len(rows) >= MIN_ROWS and max(len(row) for row in rows) >= 2:
            found.append(Table(table.bbox[1], tuple(table.bbox), rows))
    return found


def outside(chars: list[dict], tables: list[Table]) -> list[dict]:
    """The characters that belong to no table."""

    def inside(char: dict, box: tuple[float, float, float, float]) -> bool:
        x0, top, x1, bottom = box
        return (
            x0 <= char["x0"]
            and char["x1"] <= x1 + 1
            and top <= char["top"]
            and char["bottom"] <= bottom + 1
        )

    return [c for c in chars if not any(inside(c, t.bbox) for t in tables)]


def with_tables(blocks: list[Block], tables: list[Table], page: int) -> list[Block]:
    """The page's blocks with each table placed before the first block below it."""
    out = list(blocks)
    for table in sorted(tables, key=lambda t: t.top, reverse=True):
        text = "\n".join(" | ".join(cell for cell in row) for row in table.rows)
        at = next((i for i, b in enumerate(out) if b.top > table.top), len(out))
        out.insert(at, Block("table", text, page=page, top=table.top))
    return out
