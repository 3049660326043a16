"""Reading a whole line written square by square, empty ones included.

"ma rangée du haut c'est 3, vide, 9, 14" → [3, None, 9, 14]; likewise "row: 2, empty, 6, 10",
"colonne de gauche : 2 tout en haut, puis une case vide, puis 7, puis 15 en bas" (position
words on an item and chained separators are part of the listing) and "1 - vide - 10 - 14".
The clover goes on the one empty square (or the one the words name by rank); a
neighbour in the crossing line is checked too: above / below the square for a row
("sous la case vide il y a un 8", "there's a 4 above it"), left / right of it for a
column ("à gauche de la case vide un 3").
Any number the words do not account for makes the reading unsure (None), never a guess.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.phrasing import ORDINAL, numbers, ordinal
from arbitre.engines.lucky_numbers.placement import LineQuestion, decide_line, drawn_match
from arbitre.engines.lucky_numbers.state import Conflict

_BLANK = (r"(?:(?:une |la |a |an |the )?(?:empty|blank|free) (?:square|spot|space)"
          r"|(?:(?:une |la |a |an )?(?:case |square |spot )?(?:vide|libre|empty|blank|rien|nothing))"
          r"|(?:un |a )?(?:trou|gap|hole)|_|\?)")
_POS = (r"(?:(?:tout |tout a |all the way )?(?:en haut|en bas|a gauche|a droite|at the top|at the bottom|on top"
        r"|on the left|on the right)|top|bottom)")
_ITEM = rf"(?:(?:{_POS} )?(?:\d+|{_BLANK})(?: {_POS})?)"
_SEP = r"\s*(?:(?:,|/|;|\bet\b|\band\b|\bpuis\b|\bthen\b|\bensuite\b|\bnext\b)\s*)+"
_LIST = re.compile(rf"(?<![\w.])({_ITEM}(?:{_SEP}{_ITEM}){{3}})(?![\w])")
_WORD = r"(?:\d+|vide|libre|empty|blank|_|\?)"
_BARE_LIST = re.compile(rf"(?<![\w.])({_WORD}(?: {_WORD}){{3}})(?![\w])")  # "1 - vide - 10 - 14" folds to "1 vide 10 14"
_LINE = re.compile(r"\b(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)\b")
_LINE_INDEX = re.compile(r"\b(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?) (?:n |no |number )?\d\b")
_HOLE = (r"(?:(?:la |cette |that |the |this )?(?:case |square |spot |trou |gap |hole )?(?:vide |empty |libre )?"
         r"|it |of it |d elle |de celle ci )")
_FILLER = (r"(?:(?:j ai |i have |i ve got |i ve |i got |got |on a |we have |je vois |i see )?(?:il |y |there )?"
           r"(?:a |is |has |have |y a |there s )?(?:un |une |a |an )?)*")
_CUES = {  # where a crossing neighbour stands, said before the number ("sous la case vide, un 8")
    "above": r"(?:juste )?au dessus(?: d\w*)?|above|over",
    "below": r"(?:juste )?(?:en|au) dessous(?: d\w*)?|sous|under|underneath|below|beneath",
    "left": r"(?:juste )?a (?:sa |leur )?gauche(?: d\w*)?|to the left of|to its left|on its left|left of",
    "right": r"(?:juste )?a (?:sa |leur )?droite(?: d\w*)?|to the right of|to its right|on its right|right of",
}
_AFTER = {  # ... or after it ("a 4 above it", "un 3 juste à gauche")
    "above": r"(?:juste )?au dessus|above|on top|over it",
    "below": r"(?:juste )?(?:en|au) dessous|below|under(?:neath)? it|beneath it|underneath",
    "left": r"(?:juste )?a (?:sa )?gauche|(?:to|on) (?:the|its) left",
    "right": r"(?:juste )?a (?:sa )?droite|(?:to|on) (?:the|its) right",
}
_TARGET = re.compile(rf"\b(?:dans|sur|en|in|on|at|into) (?:la |le |the )?(?P<ord>{ORDINAL})(?: (?:case|square|spot))?")


def _items(listing: str) -> list[int | None]:
    parts = [re.sub(_POS, " ", p).strip() for p in re.split(_SEP if re.search(_SEP, listing) else r"\s+", listing) if p.strip()]
    return [int(p) if p.isdigit() else None for p in parts]


def crossing_neighbours(text: str) -> tuple[dict[str, int], str]:
    """Neighbours of the empty square in the crossing line, and the text without them."""
    found: dict[str, int] = {}
    for side in _CUES:
        match = (re.search(rf"\b(?:{_CUES[side]}) {_HOLE}{_FILLER}(\d+)\b", text)
                 or re.search(rf"(?<![\w.])(\d+) (?:{_AFTER[side]})\b", text))
        if match:
            found[side] = int(match.group(1))
            text = text[: match.start()] + " " + text[match.end():]
    return found, text


def around_conflict(value: int, around: dict[str, int]) -> Verdict | None:
    """The "non" verdict when `value` does not climb past a neighbour on the left / above or stays under one
    on the right / below; None when it fits them all."""
    for side, neighbour in around.items():
        if value <= neighbour if side in ("left", "above") else value >= neighbour:
            return Verdict(R.STRICTLY_INCREASING, "non", *Conflict(neighbour, side).explain(value))
    return None


def _target(text: str, line: list[int | None]) -> int | None:
    """The index the clover goes to: the only empty square, or the empty one named by rank."""
    named = [ordinal(m.group("ord")) for m in _TARGET.finditer(text)]
    named = [r for r in named if r is not None]
    if len(named) == 1 and 1 <= named[0] <= 4:
        return named[0] - 1 if line[named[0] - 1] is None else None
    holes = [i for i, n in enumerate(line) if n is None]
    return holes[0] if len(holes) == 1 and not named else None


def read_gap_line(t: str) -> Interpretation:
    """A line listed square by square with its empty squares; None when it is not one or not sure."""
    lists = list(_LIST.finditer(t)) or list(_BARE_LIST.finditer(t))
    if len(lists) != 1 or not _LINE.search(t[: lists[0].start()]):
        return None
    line = _items(lists[0].group(1))
    known = [n for n in line if n is not None]
    if len(line) != 4 or None not in line or not known or any(a >= b for a, b in zip(known, known[1:])):
        return None
    rest = _LINE_INDEX.sub(" ", t[: lists[0].start()]) + " " + t[lists[0].end():]
    drawn = drawn_match(rest)
    if drawn is None:
        return None
    value = int(drawn.group(1))
    rest = rest[: drawn.start(1)] + " " + rest[drawn.end(1):]  # only the clover in hand, not an equal neighbour
    axis = "column" if _is_column(t[: lists[0].start()]) else "row"
    crossing, rest = crossing_neighbours(rest)
    if numbers(rest) or set(crossing) - ({"above", "below"} if axis == "row" else {"left", "right"}):
        return None  # a number not read, or a neighbour said to be in the listed line itself
    target = _target(rest, line)
    if target is None:
        return MissingSituation(R.STRICTLY_INCREASING, f"Dis-moi sur quelle case vide de la ligne tu veux poser le {value}.",
                                f"Tell me which empty square of the line the {value} goes on.")
    return _decide(line, target, value, crossing, axis)


def _is_column(before: str) -> bool:
    last = _LINE.findall(before)[-1]
    return last.startswith(("colonne", "column"))


def _decide(line: list[int | None], target: int, value: int, crossing: dict[str, int], axis: str) -> Verdict:
    """The crossing neighbours first, then the listed line through decide_line."""
    lower, upper = ("above", "below") if axis == "row" else ("left", "right")
    if lower in crossing and value <= crossing[lower]:
        return Verdict(R.STRICTLY_INCREASING, "non", *Conflict(crossing[lower], lower).explain(value))
    if upper in crossing and value >= crossing[upper]:
        return Verdict(R.STRICTLY_INCREASING, "non", *Conflict(crossing[upper], upper).explain(value))
    before = [n for n in line[:target] if n is not None]
    after = [n for n in line[target + 1:] if n is not None]
    known = tuple(n for n in line if n is not None)
    if before:
        question = LineQuestion(value, known, "right", (before[-1],), axis)  # type: ignore[arg-type]
    else:
        question = LineQuestion(value, known, "left", (after[0],), axis)  # type: ignore[arg-type]
    return decide_line(question)  # type: ignore[return-value]
