"""Reading a whole line written square by square, empty ones included.

"ma rangée du haut c'est 3, vide, 9, 14", "row: 2, empty, 6, 10" → [3, None, 9, 14].
The clover goes on the one empty square (or the one the words name by rank); a
neighbour in the crossing line ("sous la case vide il y a un 8") is checked too.
Any number the words do not account for makes the reading unsure (None), never a guess.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.phrasing import ORDINAL, numbers, ordinal
from arbitre.engines.lucky_numbers.placement import LineQuestion, decide_line, drawn_value
from arbitre.engines.lucky_numbers.state import Conflict

_BLANK = r"(?:(?:une |la |a |an )?(?:case |square |spot )?(?:vide|libre|empty|blank|rien|nothing)|_|\?)"
_ITEM = rf"(?:\d+|{_BLANK})"
_SEP = r"\s*(?:,|/|;|\bet\b|\band\b|\bpuis\b|\bthen\b)\s*"
_LIST = re.compile(rf"(?<![\w.])({_ITEM}(?:{_SEP}{_ITEM}){{3}})(?![\w])")
_LINE = re.compile(r"\b(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)\b")
_HOLE = r"(?:la |cette |that |the |this )?(?:case |square |spot )?(?:vide |empty |libre )?"
_NEAR = {
    "below": rf"\b(?:sous|en dessous d\w*|juste en dessous d\w*|under|below|beneath|underneath) {_HOLE}",
    "above": rf"\b(?:au dessus d\w*|juste au dessus d\w*|above|over) {_HOLE}",
}
_FILLER = r"(?:(?:il |y |there )?(?:a |is |has |have |y a |there s )?(?:un |une |a |an )?)*"
_TARGET = re.compile(rf"\b(?:dans|sur|en|in|on|at|into) (?:la |le |the )?(?P<ord>{ORDINAL})(?: (?:case|square|spot))?")


def _items(listing: str) -> list[int | None]:
    parts = [p for p in re.split(_SEP, listing) if p.strip()]
    return [int(p) if p.strip().isdigit() else None for p in parts]


def _crossing(text: str) -> tuple[dict[str, int], list[str]]:
    """Neighbours of the empty square in the crossing line, and the spans read."""
    found: dict[str, int] = {}
    spans: list[str] = []
    for side, cue in _NEAR.items():
        match = re.search(rf"{cue}{_FILLER}(\d+)\b", text)
        if match:
            found[side] = int(match.group(len(match.groups())))
            spans.append(match.group(0))
    return found, spans


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
    lists = list(_LIST.finditer(t))
    if len(lists) != 1 or not _LINE.search(t[: lists[0].start()]):
        return None
    line = _items(lists[0].group(1))
    known = [n for n in line if n is not None]
    if len(line) != 4 or None not in line or not known or any(a >= b for a, b in zip(known, known[1:])):
        return None
    rest = t[: lists[0].start()] + " " + t[lists[0].end():]
    value = drawn_value(rest)
    if value is None:
        return None
    crossing, spans = _crossing(rest)
    for span in spans:
        rest = rest.replace(span, " ")
    left = [n for n in numbers(rest) if n != value]
    if left:
        return None
    target = _target(rest, line)
    if target is None:
        return MissingSituation(R.STRICTLY_INCREASING, f"Dis-moi sur quelle case vide de la ligne tu veux poser le {value}.",
                                f"Tell me which empty square of the line the {value} goes on.")
    return _decide(line, target, value, crossing, "column" if _is_column(t[: lists[0].start()]) else "row")


def _is_column(before: str) -> bool:
    last = _LINE.findall(before)[-1]
    return last.startswith(("colonne", "column"))


def _decide(line: list[int | None], target: int, value: int, crossing: dict[str, int], axis: str) -> Verdict:
    """The crossing neighbours first, then the listed line through decide_line."""
    if "above" in crossing and value <= crossing["above"]:
        where = "above" if axis == "row" else "left"
        return Verdict(R.STRICTLY_INCREASING, "non", *Conflict(crossing["above"], where).explain(value))
    if "below" in crossing and value >= crossing["below"]:
        where = "below" if axis == "row" else "right"
        return Verdict(R.STRICTLY_INCREASING, "non", *Conflict(crossing["below"], where).explain(value))
    before = [n for n in line[:target] if n is not None]
    after = [n for n in line[target + 1:] if n is not None]
    known = tuple(n for n in line if n is not None)
    if before:
        question = LineQuestion(value, known, "right", (before[-1],), axis)  # type: ignore[arg-type]
    else:
        question = LineQuestion(value, known, "left", (after[0],), axis)  # type: ignore[arg-type]
    return decide_line(question)  # type: ignore[return-value]
