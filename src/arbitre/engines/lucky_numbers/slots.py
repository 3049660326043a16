"""Reading squares named by their rank within one row or column.

"un 5 dans la 1re case et un 9 dans la 3e", "my 7 in square 2", "4 11 15 dans les
3 premieres cases" → {1: 5, 3: 9}, ... Ranks go 1 to 4 from the left (or the top).
When other squares are named by rank, a clover said at an end of the line is a rank too
("3 tout à gauche de ma ligne et 11 dans la 3e case", "a 2 at the far left and a 9 in the
third square": ends_as_ranks). The square the clover goes on may be named by the two ranked
clovers around it ("entre le 3 et le 11", the 3 in square 1 and the 11 in square 3: square 2),
only when exactly one square lies between them.
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
    # Numbers apart by a comma, a slash or a space, never by nothing: "\d+\s*[,/]?\s*\d+"
    # splits a run of digits every way, and 400 digits took 97 s of backtracking.
    r"(?<![\w.])(\d+(?:\s*[,/]\s*\d+|\s+\d+){1,3}) (?:dans|sur|en|in|on) (?:les |the )?(?:(\w+) )?"
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


# a clover said at an end of its line: "3 tout à gauche (de ma ligne du haut)", "a 2 at the far left", "un 15 tout au bout à droite"
_LINE_WORDS = r"(?: (?:de|du|d|of|in|on) (?:ma|la|sa|cette|my|the|this|that) (?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)(?: (?:du|d en|de) (?:haut|bas|gauche|droite)| [1-4]\b)?)?"
_END_RANKS = (
    (
        1,
        r"tout (?:au bout )?a gauche|a l extreme gauche|(?:all the way|far|very) (?:to the |on the |at the )?left|(?:on|at) the far left"
        r"|tout en haut|tout au dessus|(?:all the way|right) (?:at the |to the )?top|at the very top",
    ),
    (
        4,
        r"tout (?:au bout )?a droite|a l extreme droite|(?:all the way|far|very) (?:to the |on the |at the )?right|(?:on|at) the far right"
        r"|tout en bas|tout au dessous|(?:all the way|right) (?:at the |to the )?bottom|at the very bottom",
    ),
)
_BETWEEN = re.compile(
    r"\b(?:entre|between) (?:(?:le|la|l|mon|ma|the|my) )?(\d+) (?:et|and) (?:(?:le|la|l|mon|ma|the|my) )?(\d+)\b"
)


def ends_as_ranks(text: str) -> str:
    """Clovers said at an end of the line rewritten as ranks ("3 tout à gauche" → "3 dans la 1re case"), only when
    other squares of the line are named by rank already; the text unchanged otherwise."""
    if not mentions_slots(text):
        return text
    for rank, cue in _END_RANKS:
        text = re.sub(
            rf"(?<![\w.])(\d+) (?:{cue})({_LINE_WORDS})", rf"\1 dans la {rank}e case\2", text
        )  # the line words kept
    return text


def _between_target(text: str, line: dict[int, int]) -> tuple[int, str] | None:
    """The rank between two ranked clovers ("entre le 3 et le 11", in squares 1 and 3 → 2), and the text without those words;
    None unless both are in the line with exactly one square between them."""
    match = _BETWEEN.search(text)
    if match is None:
        return None
    ranks = sorted(
        rank for rank, n in line.items() if n in (int(match.group(1)), int(match.group(2)))
    )
    if len(ranks) != 2 or ranks[1] - ranks[0] != 2 or int(match.group(1)) == int(match.group(2)):
        return None
    return ranks[0] + 1, text[: match.start()] + " " + text[match.end() :]


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
    if target is None:  # "entre le 3 et le 11": the square between two ranked clovers
        between = _between_target(rest, line)
        if between is not None:
            target, rest = between
            rest = re.sub(
                rf"(?<![\w.]){value}(?![\w])", " ", rest, count=1
            )  # the clover in hand, said once
    if target is None or target in line:
        return None
    left_over = numbers(_INDEX.sub(" ", _VALUE_AT.sub(" ", rest)))
    if left_over:
        return None
    ordered = [line[r] for r in sorted(line)]
    if any(a >= b for a, b in zip(ordered, ordered[1:], strict=False)):
        return None
    return line, target
