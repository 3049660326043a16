"""Reading squares named by their rank within one row or column.

"un 5 dans la 1re case et un 9 dans la 3e", "my 7 in square 2", "4 11 15 dans les
3 premieres cases" → {1: 5, 3: 9}, ... Ranks go 1 to 4 from the left (or the top).
Anything the words do not account for makes the reading unsure (None), never a guess.
"""

from __future__ import annotations

import re

from arbitre.engines.lucky_numbers.phrasing import ORDINAL, numbers, ordinal

_SLOT_NOUN = r"(?:case|square|place|position|spot|emplacement)"
_LINE_NOUN = r"(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)"
_AT = r"(?:(?:est |is |va |goes )?(?:dans|sur|en|a|in|on|at|into) (?:(?:la|le|l|ma|mon|the|my) )?)"
_VALUE_AT = re.compile(
    rf"(?<![\w.])(\d+) {_AT}(?:(?P<ord>{ORDINAL})(?: {_SLOT_NOUN})?(?! {_LINE_NOUN})|{_SLOT_NOUN} (?P<num>\d)\b)"
)
_COUNT = {"2": 2, "deux": 2, "3": 3, "trois": 3, "4": 4, "quatre": 4}
_RUN = re.compile(
    r"(?<![\w.])(\d+(?:\s*[,/]?\s*\d+){1,3}) (?:dans|sur|en|in|on) (?:les |the )?(?:(\w+) )?"
    r"(premieres|first|dernieres|last) (?:cases|squares)"
)
_INDEX = re.compile(rf"\b(?:{_LINE_NOUN}|{_SLOT_NOUN}) \d\b")


def _runs(text: str) -> tuple[dict[int, int], list[str]] | None:
    """Lists laid in the first (or last) squares: positions by order; None if the count disagrees."""
    slots: dict[int, int] = {}
    spans: list[str] = []
    for match in _RUN.finditer(text):
        values = numbers(match.group(1))
        said = match.group(2)
        if said is not None and _COUNT.get(said) != len(values):
            return None
        start = 1 if match.group(3) in ("premieres", "first") else 5 - len(values)
        slots.update({start + i: v for i, v in enumerate(values)})
        spans.append(match.group(0))
    return slots, spans


def mentions_slots(text: str) -> bool:
    """Whether the words name squares by rank ("dans la 2e case", "in square 3")."""
    return _VALUE_AT.search(text) is not None or _RUN.search(text) is not None


def read_slots(text: str, value: int) -> tuple[dict[int, int], int] | None:
    """The line's clovers by rank and the rank where `value` goes; None when not sure."""
    runs = _runs(text)
    if runs is None:
        return None
    line, spans = runs
    rest = text
    for span in spans:
        rest = rest.replace(span, " ")
    target: int | None = None
    for match in _VALUE_AT.finditer(rest):
        number = int(match.group(1))
        rank = ordinal(match.group("ord")) if match.group("ord") else int(match.group("num"))
        if rank is None or not 1 <= rank <= 4:
            return None
        if number == value and target is None:
            target = rank
        elif rank in line:
            return None
        else:
            line[rank] = number
    if target is None or target in line:
        return None
    left_over = numbers(_INDEX.sub(" ", _VALUE_AT.sub(" ", rest)))
    if left_over:
        return None
    ordered = [line[r] for r in sorted(line)]
    if any(a >= b for a, b in zip(ordered, ordered[1:])):
        return None
    return line, target
