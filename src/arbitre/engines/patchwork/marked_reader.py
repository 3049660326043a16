"""A move past a marked square, read from a question: where the pawn starts, where it ends, the marked square.

"je vais de la case 24 à la 28 et il y a une case de revenus sur la 26", "I'm on 23 and buy a patch that
moves me 5 spaces, so I go past it to 28": the number said after the marked square in its sentence is that
square; the others are the move's two ends, or its start and its length (checked against each other when
both are said). Anything else means no situation.
"""

from __future__ import annotations

from arbitre.engines.patchwork.situations import MarkedSituation
from arbitre.engines.values import number
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, bind_numbers

SLUG = "patchwork"


def _sentence(reading: Reading, at: int) -> int:
    return sum(t.sentence_start for t in reading.tokens[1 : at + 1])


def fill_marked(reading: Reading) -> MarkedSituation | None:
    bound, _ = bind_numbers(reading, game_words(SLUG))
    slots = {b.first: b.slot for b in bound}
    squares = {m.first for m in reading.concept("square")}
    marks_at = [m.last for m in reading.concept("marked")]
    marked, path, lengths = [], [], []
    for m in reading.of_kind("number"):
        if m.weak or slots.get(m.first) == IGNORED:
            continue
        slot = slots.get(m.first)
        if slot == "time" or m.last in squares and slot != "square":
            lengths.append(number(m))  # "de 3 temps", "moves me 5 spaces"
        elif any(
            at <= m.first and _sentence(reading, at) == _sentence(reading, m.first)
            for at in marks_at
        ):
            marked.append(number(m))
        elif slot in (None, "square"):
            path.append(number(m))
        else:
            return None  # buttons, empty squares: not a move
    if len(marked) != 1 or len(lengths) > 1:
        return None
    if len(path) == 2 and (not lengths or path[1] - path[0] == lengths[0]):
        start, end = path
    elif len(path) == 1 and len(lengths) == 1:
        start, end = path[0], path[0] + lengths[0]
    else:
        return None
    return MarkedSituation(start=start, end=end, marked=marked) if end >= start else None
