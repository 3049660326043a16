"""A Lucky Numbers position: one player's garden, the face-up centre, the draw pile.

Gardens are written in a compact notation, rows top to bottom separated by "/",
squares left to right, "." for an empty square: "2 . . . / . 5 . . / . . 9 . / . . . 14".
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from arbitre.engines.base import InvalidSituation

SIZE = 4
LOWEST = 1
HIGHEST = 20

Line = tuple[int | None, ...]


def check_value(value: int) -> None:
    """Clovers are numbered from 1 to 20."""
    if not LOWEST <= value <= HIGHEST:
        raise InvalidSituation(f"Il n'y a pas de trèfle {value} : ils sont numérotés de 1 à 20.")


def check_square(row: int, col: int) -> None:
    """The garden is 4×4: rows and columns 0 to 3."""
    if not (0 <= row < SIZE and 0 <= col < SIZE):
        raise InvalidSituation(
            f"La case ({row}, {col}) n'existe pas sur un jardin 4×4 "
            "(lignes et colonnes numérotées de 0 à 3)."
        )


@dataclass(frozen=True)
class Conflict:
    """A clover that breaks the order next to a square, and where it stands."""

    neighbour: int
    where: str  # "left", "right", "above", "below": where the neighbour stands

    def explain(self, value: int) -> tuple[str, str]:
        """French and English sentence: "Un 7 à droite d'un 7 : la rangée ne monte plus strictement."."""
        n = self.neighbour
        fr, en = {
            "left": (f"Un {value} à droite d'un {n}", f"A {value} to the right of a {n}"),
            "right": (f"Un {value} à gauche d'un {n}", f"A {value} to the left of a {n}"),
            "above": (f"Un {value} sous un {n}", f"A {value} below a {n}"),
            "below": (f"Un {value} au-dessus d'un {n}", f"A {value} above a {n}"),
        }[self.where]
        line, line_en = (
            ("rangée", "row") if self.where in ("left", "right") else ("colonne", "column")
        )
        return (
            f"{fr} : la {line} ne monte plus strictement.",
            f"{en}: the {line_en} no longer strictly increases.",
        )


@dataclass(frozen=True)
class Garden:
    """A 4×4 garden; rows top to bottom, squares left to right, None = empty."""

    rows: tuple[Line, ...]

    @classmethod
    def empty(cls) -> Garden:
        return cls(tuple((None,) * SIZE for _ in range(SIZE)))

    @classmethod
    def parse(cls, rows: list[list[int | None]]) -> Garden:
        """Read a garden given as 4 lists of 4 values (None for an empty square)."""
        if len(rows) != SIZE or any(len(row) != SIZE for row in rows):
            raise InvalidSituation("Le jardin doit avoir 4 lignes de 4 cases.")
        for row in rows:
            for value in row:
                if value is not None:
                    check_value(value)
        return cls(tuple(tuple(row) for row in rows))

    @classmethod
    def from_text(cls, text: str) -> Garden:
        """Read the compact notation "2 . . . / . 5 . . / . . 9 . / . . . 14"."""
        lines = [line.split() for line in text.replace("\n", "/").split("/") if line.strip()]
        return cls.parse([[None if s == "." else int(s) for s in line] for line in lines])

    @classmethod
    def setup(cls, values: tuple[int, int, int, int]) -> Garden:
        """Four clovers on the golden diagonal, in the order the player chose."""
        garden = cls.empty()
        for i, value in enumerate(values):
            check_value(value)
            garden = garden.with_square(i, i, value)
        return garden

    def at(self, row: int, col: int) -> int | None:
        return self.rows[row][col]

    def with_square(self, row: int, col: int, value: int | None) -> Garden:
        """A new garden with one square changed."""
        rows = [list(line) for line in self.rows]
        rows[row][col] = value
        return Garden(tuple(tuple(line) for line in rows))

    def squares(self) -> Iterator[tuple[int, int, int | None]]:
        for r, line in enumerate(self.rows):
            for c, value in enumerate(line):
                yield r, c, value

    def empty_squares(self) -> int:
        return sum(value is None for _, _, value in self.squares())

    def is_full(self) -> bool:
        return self.empty_squares() == 0

    def conflict(self, row: int, col: int, value: int) -> Conflict | None:
        """The first clover of the row or column that `value` at (row, col) would not climb past."""
        for c, other in enumerate(self.rows[row]):
            if other is None or c == col:
                continue
            if c < col and other >= value:
                return Conflict(other, "left")
            if c > col and other <= value:
                return Conflict(other, "right")
        for r in range(SIZE):
            other = self.rows[r][col]
            if other is None or r == row:
                continue
            if r < row and other >= value:
                return Conflict(other, "above")
            if r > row and other <= value:
                return Conflict(other, "below")
        return None

    def is_ordered(self) -> bool:
        """Every row climbs left to right and every column top to bottom (empties ignored)."""
        return all(v is None or self.conflict(r, c, v) is None for r, c, v in self.squares())

    def __str__(self) -> str:
        return "\n".join(
            " ".join(f"{'.' if v is None else v:>2}" for v in line) for line in self.rows
        )


@dataclass(frozen=True)
class Table:
    """What one player's turn sees: their garden, the face-up centre, the face-down pile."""

    garden: Garden
    centre: tuple[int, ...] = ()
    draw_pile: int = 1
    empty: int | None = (
        None  # the whole garden's empty squares, when only the lines asked are given
    )

    def empty_squares(self) -> int:
        """Empty squares of the whole garden: as said, else counted on the garden given."""
        return self.garden.empty_squares() if self.empty is None else self.empty

    def without_from_centre(self, value: int) -> Table:
        centre = list(self.centre)
        centre.remove(value)
        return replace(self, centre=tuple(centre))

    def __str__(self) -> str:
        centre = " ".join(map(str, self.centre)) or "—"
        return f"{self.garden}\ncentre: {centre} · pioche: {self.draw_pile}"
