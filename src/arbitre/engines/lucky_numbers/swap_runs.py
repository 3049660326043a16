"""A swap question's lines said as listings: numbers said one after the other with only a listing's glue
(or empty squares) between ("ma ligne : 4, 8, 12", "2, 10, 13, vide")."""

from __future__ import annotations

from arbitre.engines.lucky_numbers.line_listing import LISTING_GLUE, counts_squares
from arbitre.engines.lucky_numbers.line_roles import SIDES
from arbitre.engines.lucky_numbers.line_words import next_number, points_from
from arbitre.reading import Reading


def number_runs(reading: Reading, numbers: dict[int, int], skip: set[int]) -> list[list[int]]:
    """Numbers said one after the other with only glue (or empty squares) between: listings of two or more."""
    empty = {i for c in reading.concept("empty") for i in range(c.first, c.last)}
    skip = skip | landmarks(reading, numbers)
    runs: list[list[int]] = []
    current: list[int] = []
    for i in range(len(reading.tokens)):
        if current and colon_between(reading, current[-1], i):
            if len(current) >= 2:
                runs.append(
                    current
                )  # "under the 6: 10, then…": the 6 names the square, 10 starts a list
            current = []
        if i in numbers and i not in skip and not counts_squares(reading, i):
            current.append(i)
        elif not (i in empty or reading.words[i] in LISTING_GLUE):
            if len(current) >= 2:
                runs.append(current)
            current = []
    if len(current) >= 2:
        runs.append(current)
    return runs


def landmarks(reading: Reading, numbers: dict[int, int]) -> set[int]:
    """ "au-dessus du 11 un 14", "right of the 8 a 10": a clover a side is said from, followed by the clover
    on that side with only a determiner between, names a square: the two make no listing."""
    found: set[int] = set()
    for m in reading.of_kind("position"):
        at = next_number(reading, m.last, numbers) if m.value in SIDES else None
        if at is None or not points_from(reading, m.last, at) or at + 1 >= len(reading.tokens):
            continue
        if next_number(reading, at + 1, numbers) is not None:
            found.add(at)
    return found


def colon_between(reading: Reading, a: int, b: int) -> bool:
    """Whether a ":" stands between tokens a and b (it ends a phrase, not a clause)."""
    first, last = reading.tokens[a], reading.tokens[b]
    return last.phrase - first.phrase != last.clause - first.clause
