"""NUM DRAFT cards and the 15-card scoring pool, with a compact text notation.

Notation: a colour letter then the value, "R3" (rouge 3), "V10", "B0", "J7"
(jaune), "W5" (Rainbow), "S2" (Shadow); "*" is a Joker; "." an empty slot.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

COLOURS = ("rouge", "vert", "bleu", "jaune", "rainbow", "shadow")
LETTERS = {"R": "rouge", "V": "vert", "B": "bleu", "J": "jaune", "W": "rainbow", "S": "shadow"}
MODES = ("classique", "decouverte")

OWN, LEFT, RIGHT = "own", "left", "right"
LEFT_COLUMN, RIGHT_COLUMN = -1, 3  # where the neighbours' shared columns sit beside your grid


@dataclass(frozen=True)
class Card:
    """A numbered card (colour, value), or the Joker (neither colour nor value)."""

    colour: str | None
    value: int | None

    @property
    def is_joker(self) -> bool:
        return self.colour is None

    @property
    def kind(self) -> str:
        if self.colour is None:
            return "joker"
        return self.colour if self.colour in ("rainbow", "shadow") else "classique"

    @classmethod
    def parse(cls, text: str) -> Card:
        if text == "*":
            return JOKER
        return cls(LETTERS[text[0].upper()], int(text[1:]))

    def __str__(self) -> str:
        if self.colour is None:
            return "*"
        letter = next((k for k, v in LETTERS.items() if v == self.colour), "?")
        return f"{letter}{self.value}"


JOKER = Card(None, None)


@dataclass(frozen=True)
class Slot:
    """A card where it lies: your grid (columns 0-2) or a neighbour's shared column."""

    card: Card
    origin: str  # OWN, LEFT (left neighbour's right column) or RIGHT
    row: int
    col: int

    def touches(self, other: Slot) -> bool:
        """Cards touch by a side (up, down, left, right); the diagonal does not count."""
        return abs(self.row - other.row) + abs(self.col - other.col) == 1


@dataclass(frozen=True)
class Pool:
    """The 15-card scoring pool of one player, and the scoring mode."""

    slots: tuple[Slot, ...]
    mode: str = "classique"

    @property
    def own(self) -> tuple[Slot, ...]:
        return tuple(s for s in self.slots if s.origin == OWN)

    @property
    def borrowed(self) -> tuple[Slot, ...]:
        return tuple(s for s in self.slots if s.origin != OWN)

    def with_slot(self, slot: Slot) -> Pool:
        return Pool(self.slots + (slot,), self.mode)

    @classmethod
    def build(
        cls,
        grid: list[list[Card | None]],
        left: Sequence[Card | None] = (),
        right: Sequence[Card | None] = (),
        mode: str = "classique",
    ) -> Pool:
        """Your 3×3 grid, the left neighbour's right column, the right neighbour's left column."""
        slots = [Slot(c, OWN, r, k) for r, row in enumerate(grid) for k, c in enumerate(row) if c]
        slots += [Slot(c, LEFT, r, LEFT_COLUMN) for r, c in enumerate(left) if c]
        slots += [Slot(c, RIGHT, r, RIGHT_COLUMN) for r, c in enumerate(right) if c]
        return cls(tuple(slots), mode)

    @classmethod
    def parse(cls, text: str, mode: str = "classique") -> Pool:
        """Rows "L | a b c | R", e.g. "R9 | R1 R2 V3 | ." ; "." for no card."""
        grid, left, right = [], [], []
        for line in text.strip().splitlines():
            l_cell, middle, r_cell = (part.split() for part in line.split("|"))
            left.append(_cell(l_cell[0]))
            grid.append([_cell(t) for t in middle])
            right.append(_cell(r_cell[0]))
        return cls.build(grid, left, right, mode)

    def __str__(self) -> str:
        cells = {(s.row, s.col): str(s.card) for s in self.slots}
        rows = []
        for r in range(3):
            own = " ".join(f"{cells.get((r, c), '.'):>3}" for c in range(3))
            rows.append(
                f"{cells.get((r, LEFT_COLUMN), '.'):>3} |{own} | {cells.get((r, RIGHT_COLUMN), '.')}"
            )
        return f"[{self.mode}]\n" + "\n".join(rows)


def _cell(token: str) -> Card | None:
    return None if token == "." else Card.parse(token)
