"""The Patchwork Chrono track and the final score.

A track is written "me 7 · opponent 12* / 53" in tests: the pawn marked * is on top,
the number after "/" is the last square (None when unknown).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from arbitre.engines.base import InvalidSituation

Side = Literal["me", "opponent"]
TILE_POINTS = 7
EMPTY_SQUARE_PENALTY = 2
QUILT_SQUARES = 81  # not in the text: the real quilt is 9×9; only used to bound empty squares


def as_side(word: str | None) -> Side | None:
    """The side a reader's word names; None for anything else (both players, nobody, unread)."""
    if word == "me":
        return "me"
    if word == "opponent":
        return "opponent"
    return None


def other(side: Side) -> Side:
    return "opponent" if side == "me" else "me"


@dataclass(frozen=True)
class Chrono:
    """Both pawns on the Chrono track; `on_top` says who arrived last on a shared square."""

    me: int
    opponent: int
    on_top: Side | None = None
    last_square: int | None = None

    def __post_init__(self) -> None:
        if self.me < 0 or self.opponent < 0:
            raise InvalidSituation("Une case du plateau Chrono ne peut pas être négative.")
        if self.last_square is not None and max(self.me, self.opponent) > self.last_square:
            raise InvalidSituation(f"Un pion est au-delà de la dernière case ({self.last_square}).")

    def position(self, side: Side) -> int:
        return self.me if side == "me" else self.opponent

    def with_position(self, side: Side, square: int) -> Chrono:
        """Move one pawn; arriving on the other pawn's square puts it on top."""
        moved = replace(self, me=square) if side == "me" else replace(self, opponent=square)
        if moved.me == moved.opponent:
            return replace(moved, on_top=side)
        return replace(moved, on_top=None)

    def whose_turn(self) -> Side | None:
        """The pawn furthest behind plays; on the same square, the one on top (None if unknown)."""
        if self.me != self.opponent:
            return "me" if self.me < self.opponent else "opponent"
        return self.on_top

    def is_over(self) -> bool:
        """The game ends when both pawns have reached the last square."""
        return self.last_square is not None and self.me == self.opponent == self.last_square

    def __str__(self) -> str:
        star = {"me": ("*", ""), "opponent": ("", "*"), None: ("", "")}[self.on_top]
        return f"me {self.me}{star[0]} · opponent {self.opponent}{star[1]} / {self.last_square}"


def advance_target(chrono: Chrono, side: Side) -> int:
    """The square just ahead of the opponent's pawn, never past the last square."""
    target = chrono.position(other(side)) + 1
    if chrono.last_square is not None:
        target = min(target, chrono.last_square)
    return target


def advance(chrono: Chrono, side: Side) -> tuple[Chrono, int]:
    """The track after advancing, and the buttons earned: 1 per square actually travelled."""
    target = advance_target(chrono, side)
    moved = max(0, target - chrono.position(side))
    return chrono.with_position(side, chrono.position(side) + moved), moved


def move_by(chrono: Chrono, side: Side, squares: int) -> Chrono:
    """Move a pawn forward by a patch's time; the pawn stops on the last square."""
    target = chrono.position(side) + squares
    if chrono.last_square is not None:
        target = min(target, chrono.last_square)
    return chrono.with_position(side, target)


def triggered(start: int, end: int, marked: tuple[int, ...]) -> tuple[int, ...]:
    """Marked squares reached or passed when moving from `start` to `end`."""
    return tuple(square for square in sorted(marked) if start < square <= end)


def final_score(buttons: int, special_tile: bool, empty_squares: int) -> int:
    """Buttons, plus 7 with the special tile, minus 2 per empty square of the quilt."""
    if buttons < 0 or not 0 <= empty_squares <= QUILT_SQUARES:
        raise InvalidSituation(
            "Les boutons et les cases vides se comptent à partir de 0 (81 cases au plus)."
        )
    return buttons + (TILE_POINTS if special_tile else 0) - EMPTY_SQUARE_PENALTY * empty_squares


def winner(my_score: int, their_score: int, first_to_finish: Side | None) -> Side | None:
    """The best total wins; on a tie, the one who reached the last square first."""
    if my_score != their_score:
        return "me" if my_score > their_score else "opponent"
    return first_to_finish
