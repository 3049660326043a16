"""Reading a whole line written square by square, empty ones included, and a square's neighbours.

"ma rangée du haut c'est 3, vide, 9, 14" → [3, None, 9, 14], read in the order said ("colonne de gauche de bas en haut :
16, 11, vide, 2", "top row right to left", reversed; said both ways: no verdict); likewise "row: 2, empty, 6, 10",
"colonne de gauche : 2 tout en haut, puis une case vide, puis 7, puis 15 en bas" (position
words on an item and chained separators are part of the listing), "1 - vide - 10 - 14",
"un 3, puis deux cases vides, puis un 12" (a count of empty squares stands for that many; an
article may come before a number), "10, 13, 17 from the top then the gap" (the reading order
said inside the list), and "5, 11, 16, vide ... 2 7 11 vide" (with and without separators).
The clover goes on the one empty square, or the one the words name by rank ("sur la 2e case")
or by its end of the line ("tout à droite", "all the way to the right", "tout en haut", "dans
la dernière case"). The crossing line is checked too: above / below the square for a row
("sous la case vide il y a un 8", "there's a 4 above it", "dans la colonne au-dessus de la case
vide j'ai 2, 7 et 11", "le 11 de la case dorée juste en dessous"), left / right of it for a
column ("à gauche de la case vide un 3"). A number said to be in the crossing line with no side
("dans sa colonne il n'y a qu'un 12") is placed by where the listed line lies: everything in the
column of the top row is below it, of the bottom row above it (likewise for the left / right
columns); "tout en bas" / "tout en haut" place it too. The crossing line may be named by its
rank or edge ("dans la deuxième colonne il n'y a qu'un 15 tout en bas", "column 2 has only a 6",
"la colonne de droite"): it is read only when that line goes through the square, its numbers
left unread otherwise. A number right after a side preposition ("à droite du 9", "sous le 6",
"above the 8") is the one the square is measured from: it stands on the other side of the
square. Squares named by rank ("a 5 in the first square") go with the crossing line said on a
side too (read_ranked_crossing). A side of the crossing line may be listed with its empty squares ("sous
la case vide, la colonne contient un 13 puis deux cases vides", "above it the column reads empty, 4, 12"),
and "un 3 et un 9 avec une case vide entre les deux" puts the square between the two numbers just said, also with each
number's place said beside it and the empty squares counted ("un 3 tout en haut et un 12 tout en bas, les 2 cases entre
eux"). When no square of a listed line is named, every empty one is tried (likewise every empty square between two of its
clovers said with several empty squares between them, "entre le 2 et le 11" of 2, vide, vide, 11): "non" when all refuse
the clover, "oui" only when all take it and the lines crossing them are said empty ("les lignes de ces cases sont vides"). In a
listed line, "la case vide entre le 3 et le 9" names the square between those two of its clovers (_between_listed),
"la case juste à droite du 4" / "right under the 8" the square next to one of its clovers (_beside_listed). The last empty square may be described by its row and its
column listed square by square, each with its one hole (lines_through_hole). A line said by its two ends with its
two middle squares empty ("un 4 tout en haut et un 12 tout en bas, les deux cases du milieu sont vides", "rien d'autre dans
cette colonne", "nothing else in that row", "les 2 autres cases sont vides") may be read again as that line listed, "4, vide,
vide, 12" (ends_as_listing), when the first reading gives no verdict; the line may be named after the first end ("un 4 en
haut de ma 2e colonne et un 11 tout en bas": "ma 2e colonne : 4, vide, vide, 11").
A line listed by three squares with its hole between two clovers ("ligne 2 : j'ai 5, case vide, 9", "row 2 goes 3, empty, 10")
is read too (the fourth square lies beyond a clover and does not bind the hole), with no rank nor edge of the line unless
its first clover is said at the line's start ("ligne du haut : un 3 tout à gauche, une case vide, puis un 9": squares 1 to 3,
_pinned_first); its crossing line may be named through the square ("dans la colonne de cette case vide", "that empty square's column": its_line).
A reading order ("ma 2e ligne de gauche à droite") names no edge of the garden; "et rien d'autre" / "and nothing else" closing a
listing ("5, vide, 9 et rien d'autre") is no square of it, and the listed "vide" is the square meant once its crossing line is
told (else the square after the 9, empty too, leaves it unsure). "The blank" names the square as "the gap" does.
Numbers each said with their side after them ("7 à gauche, 15 à droite") are read one by one, never as a side listed
("à gauche, 15 ..."). Any number the words do not account for makes the reading unsure (None), never a guess; and a
line listed with its empty squares is never read again as one line of all the numbers said
(gap_listing lets the placement reader step aside).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Literal

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.phrasing import ORDINAL, numbers, ordinal
from arbitre.engines.lucky_numbers.placement import (
    LineQuestion,
    decide_line,
    drawn_match,
    read_line_question,
    strip_spots,
)
from arbitre.engines.lucky_numbers.slots import mentions_slots
from arbitre.engines.lucky_numbers.state import Conflict

_BLANK = (
    r"(?:(?:une |la |a |an |the )?(?:empty|blank|free) (?:square|spot|space)"
    r"|(?:(?:une |la |a |an )?(?:case |square |spot )?(?:vide|libre|empty|blank|rien|nothing))"
    r"|(?:un |a |le |the |l )?(?:trou|gap|hole)|_|\?)"
)
_BLANKS = r"(?:[23] (?:cases|squares|spots) (?:vides|libres|empty|blank|free)|[23] (?:empty|blank|free) (?:squares|spots|spaces)|[23] (?:trous|blanks|gaps|holes))"
_POS = (
    r"(?:(?:tout |tout a |all the way )?(?:en haut|en bas|a gauche|a droite|at the top|at the bottom|on top"
    r"|on the left|on the right)|top|bottom)"
)
_REVERSED = r"de bas en haut|de droite a gauche|from (?:the )?(?:bottom|right)|bottom to top|right to left|bottom up"
_FORWARD = r"de haut en bas|de gauche a droite|from (?:the )?(?:top|left)|top to bottom|left to right|top down"
_DIRECTION = rf"(?:{_REVERSED}|{_FORWARD})"  # "10, 13, 17 from the top then the gap": the reading order, said inside the list
# "un 3, puis deux cases vides, puis un 12"; "8 12 15 puis le trou" (a run of numbers, not "3 2 cases vides")
_NUMBER = r"(?:(?:un|une|le|la|a|an) )?\d+(?: \d+(?! (?:cases|squares|spots|empty|blank|free|trous|blanks|gaps|holes)\b)){0,2}"
_ITEM = rf"(?:(?:{_POS} )?(?:{_BLANKS}|{_NUMBER}|{_BLANK})(?: {_POS}| {_DIRECTION})?)"
_SEP = r"\s*(?:(?:,|/|;|\bet\b|\band\b|\bpuis\b|\bthen\b|\bensuite\b|\bnext\b)\s*)+"
_LIST = re.compile(rf"(?<![\w.])({_ITEM}(?:{_SEP}{_ITEM}){{1,3}})(?![\w])")
_WORD = r"(?:\d+|vide|libre|empty|blank|_|\?)"
_BARE_LIST = re.compile(
    rf"(?<![\w.])({_WORD}(?: {_WORD}){{3}})(?![\w])"
)  # "1 - vide - 10 - 14" folds to "1 vide 10 14"
_LINE = re.compile(r"\b(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)\b")
_LINE_INDEX = re.compile(
    r"\b(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?) (?:n |no |number )?\d\b"
)
_ART = r"(?:(?:un|une|le|la|l|les|mon|ma|mes|ce|cet|cette|a|an|the|my|this|that) )"
_HOLE = (
    r"(?:(?:la |cette |that |the |this )?(?:empty |free |blank )(?:square |spot |space )"
    r"|(?:la |cette |that |the |this )?(?:case |square |spot |trou |gap |hole |blank )?(?:vide |empty |libre )?"
    r"|it |of it |d elle |de celle ci )"
)
_FILLER = (
    r"(?:(?:(?:dans|sur|in|on) (?:la |sa |cette |the |its |that )?(?:colonne|column|ligne|rangee|row) )?"
    r"(?:j ai |i have |i ve got |i ve |i got |got |on a |we have |je vois |i see |holds |contains |contient |comporte |shows )?"
    r"(?:il |y |there )?"
    r"(?:n y a |a |is |are |has |have |y a |there s )?(?:que |qu |seulement |juste |only |just )?(?:un |une |a |an )?)*"
)
# "tout au bout à droite le 17": after a side said as an adverb (not "sous le 4", where the 4 is the reference)
_ADVERB_SIDES = {
    "above": r"au dessus",
    "below": r"(?:en|au) dessous",
    "left": r"a (?:sa |leur )?gauche",
    "right": r"a (?:sa |leur )?droite",
}
_NUMS = r"\d+(?:\s*(?:,|\bet\b|\band\b|\bpuis\b|\bthen\b)\s*(?:(?:un|une|le|la|a|an|the) )?\d+)*"  # "2, 7 et 11"
_LEAD = r"(?:juste |tout (?:au bout )?|tout au bout |right |just |all the way )?"
_CUES = {  # where a crossing neighbour stands, said before the number ("sous la case vide, un 8")
    "above": rf"{_LEAD}au dessus(?: d\w*)?|above|over",
    "below": rf"{_LEAD}(?:en|au) dessous(?: d\w*)?|sous|under|underneath|below|beneath",
    "left": rf"{_LEAD}a (?:sa |leur )?gauche(?: d\w*)?|to the left of|to its left|on its left|left of",
    "right": rf"{_LEAD}a (?:sa |leur )?droite(?: d\w*)?|to the right of|to its right|on its right|right of",
}
_AFTER = {  # ... or after it ("a 4 above it", "un 3 juste à gauche")
    "above": r"au dessus|above|on top|over it",
    "below": r"(?:en|au) dessous|below|under(?:neath)? it|beneath it|underneath",
    "left": r"a (?:sa )?gauche|(?:to|on) (?:the|its) left",
    "right": r"a (?:sa )?droite|(?:to|on) (?:the|its) right",
}
_ANY_AFTER = "|".join(_AFTER.values())
# "le 11 de la case dorée juste en dessous", "the 12 on the golden square right below"
_ON_SQUARE = (
    r"(?:(?:de|du|sur|dans|en|on|in|of|at|from) (?:la |le |l |the |a |ma |mon |my |sa |its )?(?:(?:doree|golden|gold) )?"
    r"(?:case|square|spot)(?: (?:doree|golden|de la diagonale))? )?"
)
_OPPOSITE = {"above": "below", "below": "above", "left": "right", "right": "left"}
_BETWEEN = re.compile(
    rf"\b(?:entre|between) {_ART}?(\d+) (?:et|and) {_ART}?(\d+)\b"
    r"(?: (?:de|du|dans|sur|in|on|of) (?:ma|la|sa|cette|mon|my|the|its|this|that) (colonnes?|columns?|lignes?|rangees?|rows?|lines?))?"
)
# A number said to be in the crossing line: "dans sa colonne il y a seulement un 12, tout en bas".
# The square's own crossing line ("sa colonne", "the same column"), or one named by its rank or edge ("dans la
# deuxième colonne", "column 2 has", "la colonne de droite"), which is the crossing line only if it goes through the square.
_RANK_BEFORE = rf"{ORDINAL}|left|right|leftmost|rightmost|top|bottom|upper|lower|last|derniere"
_RANK_AFTER = r"(?:n |no |number )?\d\b|de gauche|de droite|du haut|du bas|d en haut|d en bas|la plus a (?:gauche|droite)"
_STATED = re.compile(
    rf"\b(?:(?P<prep>dans|sur|in|on) )?(?:(?P<det>sa|cette|la|ma|its|that|the|this|my) )?(?:meme |same )?"
    rf"(?:(?P<before>{_RANK_BEFORE}) )?(?P<line>colonnes?|columns?|lignes?|rangees?|rows?|lines?)\b"
    rf"(?: (?P<after>{_RANK_AFTER}))?(?! (?:de|du|d|des|of|(?:n|no|number) \d|\d+)\b)"
    r"(?P<body>[^.?!;,]*)"
    r"(?:,\s*(?P<pos>(?:tout |juste |all the way |right )?(?:en bas|en haut|at the bottom|at the top|a gauche|a droite"
    r"|on the left|on the right)))?"
)
_STATED_SIDES = {
    "above": r"au dessus|dessus|en haut|at the (?:very )?top|above|on top",
    "below": r"en dessous|au dessous|dessous|en bas|at the (?:very )?bottom|below|under|beneath",
    "left": r"a gauche|on the left|to the left|left",
    "right": r"a droite|on the right|to the right|right",
}
_TARGET = re.compile(
    rf"\b(?:dans|sur|en|pour|in|on|at|into|for) (?:la |le |the )?(?P<ord>{ORDINAL})(?: (?:case|square|spot))?"
    r"(?! (?:colonnes?|columns?|lignes?|rangees?|rows?|lines?)\b)"
)  # "dans la 2e colonne" names a line
# The square at an end of the listed line: "je le mets tout à droite", "at the far left", "dans la dernière case".
_ENDS = {
    "row": (
        (
            1,
            r"tout a gauche|tout au bout a gauche|a l extreme gauche|(?:all the way|far|very) (?:to the |on the |at the )?left"
            r"|leftmost (?:square|spot)|on the far left|at the far left",
        ),
        (
            4,
            r"tout a droite|tout au bout a droite|a l extreme droite|(?:all the way|far|very) (?:to the |on the |at the )?right"
            r"|rightmost (?:square|spot)|on the far right|at the far right",
        ),
    ),
    "column": (
        (
            1,
            r"tout en haut|tout au dessus|(?:all the way|right) (?:at the |to the )?top|at the very top|(?:all the way|right) up top",
        ),
        (
            4,
            r"tout en bas|tout au dessous|(?:all the way|right) (?:at the |to the )?bottom|at the very bottom|all the way down",
        ),
    ),
}
_LAST_SQUARE = r"(?:la |the )?(?:derniere|last) (?:case|square|spot)(?! (?:vide|libre|empty|free|left|restante|remaining)\b)"


def _items(listing: str) -> list[int | None]:
    # position words go first, so that a list without separators is not split inside them ("15 a droite" is one item)
    listing = re.sub(_POS, " ", re.sub(_DIRECTION, " ", listing))
    parts = [
        p.strip()
        for p in re.split(_SEP if re.search(_SEP, listing) else r"\s+", listing.strip())
        if p.strip()
    ]
    items: list[int | None] = []
    for part in parts:
        if re.fullmatch(_BLANKS, part):
            items += [None] * int(part[0])  # "2 cases vides": two empty squares
        elif re.fullmatch(r"\d+(?: \d+)+", part):
            items += [
                int(n) for n in part.split()
            ]  # "8 12 15 puis le trou": a run of numbers without separators
        else:
            number = re.fullmatch(r"(?:(?:un|une|le|la|a|an) )?(\d+)", part)
            items.append(int(number.group(1)) if number else None)
    return items


def _cut(text: str, start: int, end: int) -> str:
    return text[:start] + " " + text[end:]


def _listed(text: str, match: re.Match[str], group: int = 1) -> tuple[list[int], int]:
    """The numbers of a listed group ("2, 7 et 11") and where it ends; a last number followed by
    its own side word ("un 3 et un 9 en dessous") is left for that side."""
    found = list(re.finditer(r"\d+", match.group(group)))
    end = match.end(group)
    if len(found) > 1 and re.match(rf"\s*,?\s*{_LEAD}(?:{_ANY_AFTER})\b", text[end:]):
        found = found[:-1]
        end = match.start(group) + found[-1].end()
    return [int(n.group()) for n in found], end


def _is_reference(match: re.Match[str]) -> bool:
    """Whether a side word's number is where the square is measured from, not its neighbour: "à droite du
    9", "sous le 6", "above the 8" put the square right of the 9 (the 9 on its left), under the 6,
    above the 8; "à droite de la case vide un 9", "au-dessus il y a un 8", "à gauche un 3" name the
    neighbour. A preposition followed by the number and articles only is the first kind."""
    preposition = re.search(
        r"\b(?:de|du|d|des|of|sous|above|below|under|underneath|beneath|over)$", match.group("cue")
    )
    return preposition is not None and re.fullmatch(rf"{_ART}*", match.group("mid")) is not None


def crossing_neighbours(
    text: str,
    anchor: int | None = None,
    between: bool = False,
    axis: str | None = None,
    edge: str | None = None,
    rank: int | None = None,
) -> tuple[dict[str, int], str]:
    """Neighbours of a square on each side, and the text without them.

    Several numbers on one side ("au-dessus j'ai 2, 7 et 11") keep the one that binds: the biggest
    on the left / above, the smallest on the right / below. `anchor` is the clover on the square
    ("juste au-dessus du 8 il y a un 7"); `between` reads "entre le 9 et le 13 de ma rangée" as
    left and right (above and below for a column), "un 3 et un 9 avec une case vide entre les deux" likewise. With `axis` (the line the square is read in,
    "row" or "column"), a number stated in the crossing line without a side takes `edge`, the side
    every other square of that line is on (the top row's column is all below it), and a crossing line named
    by its rank is read when it is `rank` ("dans la 2e colonne" for the 2nd square of a row).
    """
    found: dict[str, int] = {}

    def keep(side: str, values: list[int]) -> None:
        binding = max if side in ("left", "above") else min
        found[side] = binding(values + ([found[side]] if side in found else []))

    if between:
        text = between_the_two(text)  # "un 3 et un 9 avec une case vide entre les deux"
    hole = (
        _HOLE if anchor is None else rf"(?:(?:(?:le|mon|ce|the|my|this|that) )?{anchor} |{_HOLE})"
    )
    not_anchor = "" if anchor is None else rf"(?!{anchor}\b)"
    text = _side_listings(text, keep)
    for side in _CUES:
        while True:
            before = re.search(
                rf"\b(?P<cue>{_CUES[side]}) (?P<mid>{hole}{_FILLER}|{_ART}*){not_anchor}({_NUMS})\b",
                text,
            )
            if before is not None:
                values, end = _listed(text, before, 3)
                keep(_OPPOSITE[side] if _is_reference(before) else side, values)
                text = _cut(text, before.start(), end)
                continue
            named = re.search(
                rf"\b{_LEAD}(?:{_ADVERB_SIDES[side]}),? (?:(?:il y a|y a|c est|on a|j ai) )?(?:le|la|l) {not_anchor}(\d+)\b",
                text,
            )
            if named is not None:
                keep(side, [int(named.group(1))])
                text = _cut(text, named.start(), named.end())
                continue
            after = re.search(rf"(?<![\w.])(\d+),? {_ON_SQUARE}{_LEAD}(?:{_AFTER[side]})\b", text)
            if after is None:
                break
            keep(side, [int(after.group(1))])
            text = _cut(text, after.start(), after.end())
    if between:
        match = _BETWEEN.search(text)
        if match is not None:
            low, high = sorted((int(match.group(1)), int(match.group(2))))
            column = match.group(3) is not None and match.group(3).startswith(("colonne", "column"))
            keep("above" if column else "left", [low])
            keep("below" if column else "right", [high])
            text = _cut(text, match.start(), match.end())
    return found, _stated(text, keep, axis, edge, rank)


_SQUARE_REF = (
    r"(?:(?:de |du |d |of )?(?:la |le |cette |ce |the |this |that |my )?(?:(?:empty|free|blank) )?(?:case|square|spot|trou|gap|hole|blank)"
    r"(?: (?:vide|libre|empty|free|blank))?"
    r"|it|elle|celle ci|lui)"
)
_SIDE_LIST = re.compile(
    rf"\b(?P<cue>{'|'.join(f'(?P<{side}>{cue})' for side, cue in _CUES.items())})"
    rf"(?: (?P<ref>{_SQUARE_REF}))?\s*[,:]?\s*"
    r"(?P<says>(?:(?:dans |sur |in |on )?(?:la |sa |cette |the |its |that |ma |my )?(?:colonne|column|ligne|rangee|row|line) )?"
    r"(?:(?:contient|comporte|contains|holds|has|shows|reads|a|j ai|i have|i ve got|il y a|y a|there s|there is|there are|on a|c est|it s)\s*:?\s*)?)"
    rf"(?P<list>{_ITEM}(?:{_SEP}{_ITEM}){{0,2}})(?![\w])"
)


def _side_listings(text: str, keep: Callable[[str, list[int]], None]) -> str:
    """A side of the crossing line listed with its empty squares: "sous la case vide, la colonne contient un 13
    puis deux cases vides", "below it: 13, empty, empty", "au-dessus : vide puis un 4". The numbers are that
    side's neighbours (the empty squares hold none); at most the three other squares of the line. Read only
    when the list holds an empty square and a number, and the side word is not measured from a number
    ("sous un 13 ...") nor names a square of the line by its place ("la case juste en dessous vide, puis 15")."""
    for match in list(_SIDE_LIST.finditer(text))[::-1]:
        items = _items(match.group("list"))
        values = [n for n in items if n is not None]
        if None not in items or not values or len(items) > 3:
            continue
        if (
            not match.group("ref")
            and not match.group("says").strip()
            and re.search(
                r"\b(?:de|du|d|of|sous|above|below|under|underneath|beneath|over)$",
                match.group("cue"),
            )
        ):
            continue  # "sous un 13 puis ...": the square is measured from the 13
        if re.search(
            r"\b(?:case|square|spot|space|one|celle|celui)(?: (?:juste|right|just|directly|immediately))?\s*$",
            text[: match.start()],
        ):
            continue  # "3 tout en haut, la case juste en dessous vide, puis 15": a square named by its place, in the line listed
        side = next(side for side in _CUES if match.group(side))
        keep(side, values)
        text = _cut(text, match.start(), match.end())
    return text


def _line_rank(match: re.Match[str], column: bool) -> int | None:
    """The rank (1 to 4) a stated line is named by: "2e colonne", "column 2", "colonne de droite" → 2, 2, 4;
    0 when named in a way not read ("the top column"); None when not named ("sa colonne")."""
    word = match.group("before") or match.group("after")
    if word is None:
        return None
    if ordinal(word) is not None:
        return ordinal(word)
    digit = re.search(r"\d", word)
    if digit is not None:
        return int(digit.group())
    first, last = (
        (r"left|leftmost|gauche", r"right|rightmost|droite")
        if column
        else (r"top|upper|haut", r"bottom|lower|bas")
    )
    if re.search(rf"\b(?:{first})\b", word):
        return 1
    if re.search(rf"\b(?:{last}|last|derniere)\b", word):
        return 4
    return 0


def _stated(
    text: str,
    keep: Callable[[str, list[int]], None],
    axis: str | None,
    edge: str | None,
    rank: int | None,
) -> str:
    """Numbers said to be in the crossing line ("dans sa colonne il y a un 12, tout en bas"), placed by
    their side word, or else by `edge`; left in the text (unread) when neither says where they are.
    A line named by rank ("dans la 2e colonne") is the crossing line only when `rank` (the crossing
    line's, from the square the clover goes on) is the same; otherwise its numbers stay unread."""
    for match in list(_STATED.finditer(text))[::-1]:
        values = numbers(match.group("body"))
        column = match.group("line").startswith(("colonne", "column"))
        if axis is not None and column != (axis == "row"):
            continue  # the square's own line, not the crossing one
        named = _line_rank(match, column)
        if not values:
            if (
                named is not None and named == rank
            ):  # "in row 2 there's only a 7 on the right": the 7 read by its side
                text = _cut(text, match.start(), match.start("body"))
            continue
        if named is None and (
            match.group("prep") is None or match.group("det") in (None, "ma", "my")
        ):
            continue  # "dans ma colonne", "la colonne a un 12": which line is not sure
        if named is not None and (rank is None or named != rank):
            continue  # "dans la 3e colonne" for the 2nd square: another line
        said = re.sub(
            r"de haut en bas|de bas en haut|top to bottom|bottom to top|de gauche a droite|left to right",
            " ",
            match.group("body") + " " + (match.group("pos") or ""),
        )
        kinds = ("above", "below") if column else ("left", "right")
        sides = [side for side in kinds if re.search(rf"\b(?:{_STATED_SIDES[side]})\b", said)]
        side = sides[0] if len(sides) == 1 else edge if not sides and edge in kinds else None
        if side is None:
            continue
        keep(side, values)
        text = _cut(text, match.start("body") if named is None else match.start(), match.end())
    return text


def says_between(text: str) -> bool:
    """Whether the words place a square between two stated numbers ("entre le 9 et le 13")."""
    return _BETWEEN.search(between_the_two(text)) is not None


# where a number of the pair sits, said beside it: "un 3 tout en haut et un 12 tout en bas", "a 4 on the left and a 15 on the right"
_PAIR_SPOT = (
    r"(?: (?:tout |tt |right |all the way )?(?:en haut|en bas|a gauche|a droite|au dessus|en dessous|au debut|a la fin|au bout"
    r"|at the top|at the bottom|on the left|on the right|on top|at the start|at the end|top|bottom))"
)
_PAIR = rf"(?<![\w.])(?<!\d )(?<!\d, )(?<!\d et )(?<!\d and ){_ART}?(\d+){_PAIR_SPOT}?,? (?:et|and) {_ART}?(\d+)(?![\w.]){_PAIR_SPOT}?"
_SQUARES_COUNTED = r"(?<![\w.])\d+ (?:cases?|squares?|spaces?|spots?)(?=(?: (?:vides?|empty|libres?|free))?$)"  # "les 2 cases | entre eux"
_THE_TWO = r"\b(?:entre (?:les (?:deux|2)|eux|elles|les 2 nombres)|between (?:them|the (?:two|2)(?: of them)?|both|those (?:two|2))|in between)\b"


# A line said by its two ends and its two middle squares: "un 4 tout en haut et un 12 tout en bas, les deux cases du milieu sont
# vides", "a 3 on the left and a 14 on the right, the two middle squares empty" → "4, vide, vide, 12" (a 4-square line).
_END_FIRST = r"(?:tout |tt |all the way |right |at the very |tout a )?(?:en haut|at the top|on top|a gauche|on the left|to the left|left)"
_END_LAST = r"(?:tout |tt |all the way |right |at the very |tout a )?(?:en bas|at the bottom|a droite|on the right|to the right|right)"
# the line may be named after the first end: "un 4 en haut de ma 2e colonne et un 11 tout en bas", "a 3 at the left of my top row, ..."
_ENDS_LINE = (
    r" (?:de|du|d|of|in|on) (?P<line>(?:(?:la|ma|sa|cette|the|my|this|that|its) )?(?:\w+ )?"
    r"(?:colonnes?|columns?|lignes?|rangees?|rows?|lines?)(?: (?:n |no |number )?\d\b| de gauche| de droite| du haut| du bas)?)"
)
_ENDS_PAIR = re.compile(
    rf"(?<![\w.]){_ART}?(\d+) (?:{_END_FIRST})(?:{_ENDS_LINE})?(?:,? (?:et|and|puis|then)|,) {_ART}?(\d+) (?:{_END_LAST})\b"
    rf"|\b(?:{_END_FIRST}) {_ART}?(\d+)(?:,? (?:et|and|puis|then)|,) (?:{_END_LAST}) {_ART}?(\d+)(?![\w.])"
)
_TWO = r"(?:deux|2|two)"
_MIDDLE_EMPTY = re.compile(
    rf"\b(?:(?:les|the|mes|my|ses|its|with|avec) )?(?:{_TWO} )(?:cases?|squares?|spots?|spaces?) (?:(?:vides?|empty|libres?|free|blank) )?"
    r"(?:du milieu|au milieu|centrales|entre (?:eux|elles|les deux|les 2)|entre(?=\s*(?:[,.;:?!]|$))|in the middle|in between|between(?: them)?|middle|of the middle)"
    r"(?: (?:sont|are|restent|stay) (?:vides?|empty|libres?|free|blank))?"
    rf"|\b(?:(?:les|the|mes|my|with|avec) )?(?:{_TWO} )(?:cases? )?(?:du milieu|middle|centrales|central) (?:(?:cases?|squares?|spots?|ones?) )?"
    r"(?:(?:sont|are) )?(?:vides?|empty|libres?|free|blank)"
    r"|\b(?:rien|nothing|vide|empty) (?:entre (?:eux|les deux|les 2)|au milieu|in (?:the )?(?:middle|between)|between(?: them)?)\b"
    # the line said to hold only its two ends: "rien d'autre dans cette colonne", "nothing else in that row", "les 2 autres cases sont vides"
    r"|\b(?:rien d autre|nothing else|pas d autre trefle|no other clovers?) (?:(?:dans|sur|in|on) (?:cette|la|ma|that|the|this|my) "
    r"(?:colonnes?|columns?|lignes?|rangees?|rows?|lines?))?(?=\s*(?:[,.;:?!]|$))"
    rf"|\b(?:les|the) (?:{_TWO} )?(?:autres cases|other (?:{_TWO} )?(?:squares|spots)) (?:sont |are )?(?:vides|empty|libres|free)\b"
)


def ends_as_listing(text: str) -> str:
    """A line said by its two ends with its two middle squares empty, rewritten as the line listed square by square."""
    for pair in _ENDS_PAIR.finditer(text):
        middle = _MIDDLE_EMPTY.search(text, pair.end())
        if middle is None or re.search(r"[.;?!]|\d", text[pair.end() : middle.start()]):
            continue
        first, last = pair.group(1) or pair.group(4), pair.group(3) or pair.group(5)
        line = (
            f"{pair.group('line')} : " if pair.group("line") else ""
        )  # the line named inside the pair goes before the listing
        return f"{text[: pair.start()]}{line}{first}, vide, vide, {last}{text[pair.end() : middle.start()]} {text[middle.end() :]}"
    return text


def between_the_two(text: str) -> str:
    """ "un 3 et un 9 avec une case vide entre les deux" → "... une case vide entre le 3 et le 9": the two numbers
    just said, when nothing but words of the same sentence lies between them and "entre les deux" / "between them"."""
    for match in re.finditer(_PAIR, text):
        the_two = re.compile(_THE_TWO).search(text, match.end())
        if the_two is None:
            continue
        gap = re.sub(
            _SQUARES_COUNTED, " ", text[match.end() : the_two.start()].rstrip()
        )  # how many squares lie between: not a clover
        if re.search(r"[.;?!]|\d", gap):
            continue
        first, second = match.group(1), match.group(2)
        return (
            text[: match.start()]
            + " "
            + gap
            + f" entre le {first} et le {second}"
            + text[the_two.end() :]
        )
    return text


def around_conflict(value: int, around: dict[str, int]) -> Verdict | None:
    """The "non" verdict when `value` does not climb past a neighbour on the left / above or stays under one
    on the right / below; None when it fits them all."""
    for side, neighbour in around.items():
        if value <= neighbour if side in ("left", "above") else value >= neighbour:
            return Verdict(R.STRICTLY_INCREASING, "non", *Conflict(neighbour, side).explain(value))
    return None


def _between_listed(text: str, line: list[int | None], axis: str) -> tuple[str, set[int], set[int]]:
    """Squares named between two clovers of the listed line ("dans la case vide entre le 3 et le 9" for
    3, vide, 9, 15), as ranks (1 to 4), the text without those words, and the empty squares (indexes) a pair
    spans when it names no one square. A pair with a clover or several empty squares between them names no
    one square: rank 0 (with several empty squares, those squares are the candidates: "entre le 2 et le 11" of
    2, vide, vide, 11). A pair said to be in the other line ("entre le 3 et le 9 de ma colonne" for a listed row)
    is left to be read (or not) as the crossing line."""
    ranks: set[int] = set()
    spans: set[int] = set()
    for match in reversed(list(_BETWEEN.finditer(text))):
        low, high = int(match.group(1)), int(match.group(2))
        named = match.group(3)
        if (
            low not in line
            or high not in line
            or named
            and named.startswith(("colonne", "column")) != (axis == "column")
        ):
            continue
        first, last = sorted((line.index(low), line.index(high)))
        ranks.add(first + 2 if line[first + 1 : last] == [None] else 0)
        if last - first > 2 and all(n is None for n in line[first + 1 : last]):
            spans |= set(range(first + 1, last))
        text = _cut(text, match.start(), match.end())
    return text, ranks, spans


_BESIDE = {  # the square next to a clover of the listed line: "juste à droite du 4", "right under the 9"
    "row": (
        (1, r"a droite (?:du|de|d)|to the right of|right of"),
        (-1, r"a gauche (?:du|de|d)|to the left of|left of"),
    ),
    "column": (
        (1, r"en dessous (?:du|de|d)|au dessous (?:du|de|d)|sous|under|underneath|below|beneath"),
        (-1, r"au dessus (?:du|de|d)|above|over"),
    ),
}


def _beside_listed(text: str, line: list[int | None], axis: str) -> tuple[str, set[int]]:
    """Squares named by the clover of the listed line they are next to ("dans la case juste à droite du 4" for
    4, vide, 11, vide), as ranks (1 to 4), and the text without those words; rank 0 when that square is
    off the line. A number not in the listed line is left to be read as a crossing neighbour."""
    ranks: set[int] = set()
    for step, cue in _BESIDE[axis]:
        for match in reversed(
            list(
                re.finditer(
                    rf"\b(?:juste |right |just |directly |immediately )?(?:{cue}) {_ART}?(\d+)\b",
                    text,
                )
            )
        ):
            n = int(match.group(1))
            if n not in line:
                continue
            rank = line.index(n) + 1 + step
            ranks.add(rank if 1 <= rank <= 4 else 0)
            text = _cut(text, match.start(), match.end())
    return text, ranks


def _named_ranks(
    text: str, axis: str, also: frozenset[int] | set[int] = frozenset()
) -> set[int | None]:
    """The ranks the words give the square the clover goes to, each way they name it (see _target)."""
    named = {ordinal(m.group("ord")) for m in _TARGET.finditer(text)} | set(also)
    named |= {rank for rank, words in _ENDS[axis] if re.search(rf"\b(?:{words})\b", text)}
    if re.search(rf"\b(?:dans|sur|en|in|on|at|into) {_LAST_SQUARE}", text):
        named.add(4)
    return named


# the lines crossing the empty squares said empty: "les lignes de ces cases sont vides sinon", "nothing else in those rows"
_CROSSING_EMPTY = (
    r"\b(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?) (?:de ces cases|de ces 2 cases|of (?:those|these|the empty|both) squares"
    r"|(?:qui )?(?:les |la )?croisent|crossing (?:them|it)) (?:sont |est |is |are )?(?:(?:sinon|otherwise|toutes?|all|entierement"
    r"|completely|totally) )*(?:vides?|empty)\b|\b(?:nothing else|rien d autre) (?:in|dans) (?:those|these|their|ces|leurs?) "
    r"(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)\b"
)


def _every_hole(
    t: str, line: list[int | None], value: int, axis: str, holes: set[int] | None = None
) -> Verdict | None:
    """The verdict when the words name no one empty square and every one they may mean (all of them, or `holes`, those
    between two clovers named) gives it: "non" from the line alone ("3, vide, vide, 14", a 2), "oui" only with the lines
    crossing them said empty (else those lines could still refuse it)."""
    verdicts = [
        _decide(line, hole, value, {}, axis)
        for hole, n in enumerate(line)
        if n is None and (holes is None or hole in holes)
    ]
    if len({found.verdict for found in verdicts}) != 1:
        return None
    return verdicts[0] if verdicts[0].verdict == "non" or re.search(_CROSSING_EMPTY, t) else None


def _target(
    text: str, line: list[int | None], axis: str, also: frozenset[int] | set[int] = frozenset()
) -> int | None:
    """The index the clover goes to: the only empty square, or the empty one named by rank ("sur la 2e case"),
    by its end of the line ("tout à droite", "at the very bottom", "dans la dernière case") or by the clovers
    around it (`also`, from _between_listed). Ranks said several ways must agree."""
    named = _named_ranks(text, axis, also)
    if len(named) == 1:
        rank = named.pop()
        return (
            rank - 1
            if rank is not None and 1 <= rank <= len(line) and line[rank - 1] is None
            else None
        )
    holes = [i for i, n in enumerate(line) if n is None]
    return holes[0] if len(holes) == 1 and not named else None


_FIRST = r"(?:du haut|d en haut|de gauche|top|upper|left|leftmost|1re|1ere|premiere|first|1st)"
_LAST = r"(?:du bas|d en bas|de droite|bottom|lower|right|rightmost|4e|4eme|derniere|last|4th)"


def _edge(before: str, axis: str) -> str | None:
    """The side every square crossing the listed line lies on, when that line is on the garden's edge:
    the column of the top row is all below it, the row of the left column all to its right. A reading order
    ("ma 2e ligne de gauche à droite") names no edge."""
    before = re.sub(rf"\b(?:{_DIRECTION})\b", " ", before)
    line = r"(?:lignes?|rangees?|rows?|lines?)" if axis == "row" else r"(?:colonnes?|columns?)"
    for where, side in (
        (_FIRST, "below" if axis == "row" else "right"),
        (_LAST, "above" if axis == "row" else "left"),
    ):
        if re.search(
            rf"\b{line} {where}\b|\b{where} {line}\b|\b{line} (?:n |no )?{'1' if where is _FIRST else '4'}\b",
            before,
        ):
            return side
    return None


def _four_square_lists(text: str) -> list[re.Match[str]]:
    """Every listing of four squares, in order: with separators ("3, vide, 9, 14") or bare ("2 7 11 vide")."""
    lists = [m for m in _LIST.finditer(text) if len(_items(m.group(1))) == 4]
    bare = [
        m
        for m in _BARE_LIST.finditer(text)
        if not any(m.start() < n.end() and n.start() < m.end() for n in lists)
    ]
    return sorted(lists + bare, key=lambda m: m.start())


def _holed_triples(text: str) -> list[re.Match[str]]:
    """Listings of three squares with the empty one between two clovers, after a line word ("ligne 2 : j'ai 5, case
    vide, 9", "row: 5 / empty / 9"): the fourth square, beyond a clover, does not bind the empty one."""
    return [
        m
        for m in _LIST.finditer(text)
        if _is_triple(_items(m.group(1)))
        and _LINE.search(text[: m.start()])
        and not re.match(
            r"\s*(?:,|et|puis|and|then)\s+(?:(?:la|une|un|le|the|a|an) )?(?:derniere|last|case|square|spot|\d)",
            text[m.end() :],
        )
    ]


def _is_triple(items: list[int | None]) -> bool:
    return len(items) == 3 and items[1] is None and items[0] is not None and items[2] is not None


_START = {"row": r"a gauche|on the left|left|far left", "column": r"en haut|at the top|on top|top"}


def _pinned_first(listing: str, axis: str, said_from: str) -> bool:
    """Whether a listing of three squares starts at its line's start: its first clover said there ("un 3 tout à gauche, une
    case vide, puis un 9", "a 2 at the top, a gap, then a 9"), read in the usual order. Its squares are then the line's
    first three, their ranks known."""
    if re.search(rf"\b(?:{_REVERSED})\b", said_from):
        return False
    first = re.split(_SEP, listing, maxsplit=1)[0]
    return (
        re.search(rf"\b(?:{_START[axis]})\b", first) is not None
        and re.search(r"\b(?:droite|right|bas|bottom)\b", first) is None
    )


# "la colonne de cette case vide", "the column of that empty square", "that square's column": the crossing line of the square
_ITS_LINE = re.compile(
    r"\b(?:(?:dans|sur|in|on) )?(?:la|the) (colonne|column|ligne|rangee|row|line) (?:de|d|of) (?:cette|la|ce|that|the|this) (?:case|square|spot|trou|gap|hole)"
    r"(?: (?:vide|libre|empty|free|blank))?\b|\b(?:(?:in|on) )?(?:that|the|this) (?:(?:empty|free|blank) )?(?:square|spot|gap|hole) s (column|row)\b"
)


def its_line(text: str) -> str:
    """The crossing line named through the square said as its own: "(dans) la colonne de cette case vide" → "dans sa colonne",
    "that empty square's column" → "in its column"."""

    def own(match: re.Match[str]) -> str:
        english = re.search(r"\b(?:the|that|this)\b", match.group(0)) is not None
        return ("in its " if english else "dans sa ") + (match.group(1) or match.group(2))

    return _ITS_LINE.sub(own, text)


def gap_listing(t: str) -> set[int] | None:
    """The clovers of the lines listed square by square, empty squares included ("ma colonne : 2, vide, 9, 15");
    None when no line is listed that way."""
    t = _NOTHING_ELSE.sub(" .", t)
    lists = _four_square_lists(t) or _holed_triples(t)  # "ligne 2 : 5, vide, 9" too
    listed = [_items(m.group(1)) for m in lists if _LINE.search(t[: m.start()])]
    if not any(None in line for line in listed):
        return None
    return {n for line in listed for n in line if n is not None}


# "5, vide, 9 et rien d'autre", "3, empty, 10 and nothing else": the words close the listing, they are no square of it; the
# squares they leave empty are not "la case vide" said in the listing, once that square's crossing line is told (read_gap_line)
_NOTHING_ELSE = re.compile(
    r"(?<=[\w_?])\s*[,;]?\s*(?:(?:et|and|puis|then) )?(?:(?:sinon|otherwise) )?(?:rien d autre|nothing else)"
    r"(?=\s*(?:[,.;:?!]|$))"
)  # closing the listing, not "nothing else is in the column"


def read_gap_line(t: str) -> Interpretation:
    """A line listed square by square with its empty squares; None when it is not one or not sure."""
    t = _NOTHING_ELSE.sub(" # .", its_line(t))
    lists = _four_square_lists(t) or _holed_triples(
        t
    )  # "ligne 2 : 5, vide, 9": three squares, the empty one between two clovers
    if len(lists) != 1 or not _LINE.search(t[: lists[0].start()]):
        return None
    line = _items(lists[0].group(1))
    triple = _is_triple(line)
    said_from = t[
        list(_LINE.finditer(t, 0, lists[0].start()))[-1].start() : lists[0].end()
    ]  # "colonne de gauche de bas en haut : ..."
    if re.search(rf"\b(?:{_REVERSED})\b", said_from):
        if re.search(rf"\b(?:{_FORWARD})\b", said_from):
            return None  # said both ways
        line = line[::-1]  # "de bas en haut : 16, 11, vide, 2" is 2, vide, 11, 16 from the top
    known = [n for n in line if n is not None]
    if (
        len(line) != 4
        and not triple
        or None not in line
        or not known
        or any(a >= b for a, b in zip(known, known[1:], strict=False))
    ):
        return None
    rest = _LINE_INDEX.sub(" ", t[: lists[0].start()]) + " " + t[lists[0].end() :]
    rest = re.sub(rf"\b(?:{_REVERSED}|{_FORWARD})\b", " ", rest)
    drawn = drawn_match(rest)
    if drawn is None:
        return None
    value = int(drawn.group(1))
    rest = (
        rest[: drawn.start(1)] + " " + rest[drawn.end(1) :]
    )  # only the clover in hand, not an equal neighbour
    axis = "column" if _is_column(t[: lists[0].start()]) else "row"
    edge = _edge(t[: lists[0].start()], axis)
    rest, between, spans = _between_listed(rest, line, axis)
    rest, beside = _beside_listed(rest, line, axis)
    if (
        triple
        and not _pinned_first(lists[0].group(1), axis, said_from)
        and (_named_ranks(rest, axis) - {0} or edge is not None)
    ):
        return None  # three squares of four: their ranks, and the line's edge, are not known
    target = _target(rest, line, axis, between | beside)
    crossing, rest = crossing_neighbours(
        rest, axis=axis, edge=edge, rank=None if target is None else target + 1
    )
    if numbers(rest) or set(crossing) - (
        {"above", "below"} if axis == "row" else {"left", "right"}
    ):
        return None  # a number not read, or a neighbour said to be in the listed line itself
    if not crossing and re.match(r"\s*#", t[lists[0].end() :]):
        return None  # "5, vide, 9 et rien d'autre ... dans la case vide ?": the square after the 9 is empty too
    if edge is not None and _OPPOSITE[edge] in crossing:
        return None  # "top row", yet a neighbour above it: not sure which line is meant
    if (
        target is None and not crossing and not _named_ranks(rest, axis, between | beside)
    ):  # which empty square is not said
        found = _every_hole(t, line, value, axis)
        if found is not None:
            return found
    if (
        target is None
        and spans
        and not crossing
        and _named_ranks(rest, axis, between | beside) == {0}
    ):  # "entre le 2 et le 11": the squares between
        found = _every_hole(t, line, value, axis, spans)
        if found is not None:
            return found
    if target is None:
        return MissingSituation(
            R.STRICTLY_INCREASING,
            f"Dis-moi sur quelle case vide de la ligne tu veux poser le {value}.",
            f"Tell me which empty square of the line the {value} goes on.",
        )
    return _decide(line, target, value, crossing, axis)


def read_ranked_crossing(t: str) -> Interpretation:
    """Squares named by rank in one line, and neighbours said on a side in the crossing line: "my bottom
    row has a 5 in the first square and a 14 in the fourth; I want the 8 in the second square, where the
    column above holds 2, 4 and 7". The ranks decide the line (placement.read_line_question), the sides
    the crossing line. None when no crossing side is said, or sides of both lines are (not sure which
    line the ranks are in): the other readers decide.
    """
    text = strip_spots(t)
    drawn = drawn_match(text) if mentions_slots(text) else None
    if drawn is None:
        return None
    value = int(drawn.group(1))
    crossing, rest = crossing_neighbours(text)
    sides = set(crossing)
    if (
        not sides
        or value in crossing.values()
        or sides & {"above", "below"}
        and sides & {"left", "right"}
    ):
        return None
    question = read_line_question(rest)
    if question is None or not mentions_slots(rest):
        return None
    axis: Literal["row", "column"] = "row" if sides & {"above", "below"} else "column"
    found = decide_line(replace(question, axis=axis))
    if isinstance(found, Verdict) and found.verdict == "oui":
        return around_conflict(value, crossing) or found
    return found


def _is_column(before: str) -> bool:
    last = _LINE.findall(before)[-1]
    return last.startswith(("colonne", "column"))


def _decide(
    line: list[int | None], target: int, value: int, crossing: dict[str, int], axis: str
) -> Verdict:
    """The crossing neighbours first, then the listed line through decide_line."""
    lower, upper = ("above", "below") if axis == "row" else ("left", "right")
    if lower in crossing and value <= crossing[lower]:
        return Verdict(
            R.STRICTLY_INCREASING, "non", *Conflict(crossing[lower], lower).explain(value)
        )
    if upper in crossing and value >= crossing[upper]:
        return Verdict(
            R.STRICTLY_INCREASING, "non", *Conflict(crossing[upper], upper).explain(value)
        )
    before = [n for n in line[:target] if n is not None]
    after = [n for n in line[target + 1 :] if n is not None]
    known = tuple(n for n in line if n is not None)
    if before:
        question = LineQuestion(value, known, "right", (before[-1],), axis)  # type: ignore[arg-type]
    else:
        question = LineQuestion(value, known, "left", (after[0],), axis)  # type: ignore[arg-type]
    return decide_line(question)  # type: ignore[return-value]


_CORNER = (
    r"\b(?:en )?(haut|bas) a (gauche|droite)\b|\b(top|upper|bottom|lower) (left|right)\b"
    r"(?! (?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)\b)"
)


def _corner(text: str) -> tuple[int, int] | None:
    """The square a corner names ("bottom right", "en haut à gauche") as (row, column), 0 = top / left."""
    match = re.search(_CORNER, text)
    if match is None:
        return None
    up, side = (
        (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
    )
    return (0 if up in ("haut", "top", "upper") else 3), (0 if side in ("gauche", "left") else 3)


def lines_through_hole(text: str) -> tuple[dict[str, int], str] | None:
    """Lines listed square by square through the one empty square left: "bottom row reads 5 11 16 _ and the
    right column reads 8 13 17 _ from the top", "ma rangée du bas : 5, 11, 16, vide".

    Returns the neighbours of that square on each side (the binding one: the biggest on the left / above,
    the smallest on the right / below) and the text without the lists; ({}, text) when no line is listed.
    A row goes left to right and a column top to bottom unless the words say otherwise ("de bas en haut").
    None when not sure: a list with no line word before it, two rows (or columns), a line without exactly one
    empty square or not climbing, or the square's place said two ways (the bottom row's column listed with its
    hole at the top, "bottom right" with the row's hole on the left).
    """
    lists = _four_square_lists(text)
    if not lists:
        return {}, text
    found: dict[str, int] = {}
    at: dict[str, set[int]] = {"row": set(), "col": set()}  # where the hole is, as each fact says
    corner = _corner(text)
    if corner is not None:
        at["row"].add(corner[0])
        at["col"].add(corner[1])
    words: list[re.Match[str]] = []
    for i, match in enumerate(lists):
        said = list(_LINE.finditer(text, lists[i - 1].end() if i else 0, match.start()))
        if not said:
            return None  # a list with no row or column named
        words.append(said[-1])
    axes = [
        "column" if word.group(0).startswith(("colonne", "column")) else "row" for word in words
    ]
    if len(set(axes)) != len(axes):
        return None  # two rows (or columns) through one square
    for i, (word, match, axis) in enumerate(zip(words, lists, axes, strict=False)):
        window = text[word.start() : words[i + 1].start() if i + 1 < len(words) else len(text)]
        line = _items(match.group(1))
        if re.search(rf"\b(?:{_REVERSED})\b", window):
            if re.search(rf"\b(?:{_FORWARD})\b", window):
                return None  # said both ways
            line = line[::-1]
        known = [n for n in line if n is not None]
        if (
            len(line) != 4
            or line.count(None) != 1
            or any(a >= b for a, b in zip(known, known[1:], strict=False))
        ):
            return None
        hole = line.index(None)
        before, after = (
            [n for n in line[:hole] if n is not None],
            [n for n in line[hole + 1 :] if n is not None],
        )
        low, high = ("left", "right") if axis == "row" else ("above", "below")
        for side, values, binding in ((low, before, max), (high, after, min)):
            if values:
                found[side] = binding(values + ([found[side]] if side in found else []))
        at["col" if axis == "row" else "row"].add(hole)
        start = max(lists[i - 1].end() if i else 0, word.start() - 20)
        edge = _edge(text[start : match.start()], axis)  # "bottom row", "right column"
        if edge is not None:  # the bottom row's hole is in row 4, the left column's in column 1
            at["row" if axis == "row" else "col"].add(
                {"below": 0, "above": 3, "right": 0, "left": 3}[edge]
            )
    if len(at["row"]) > 1 or len(at["col"]) > 1:
        return None
    rest = text
    for match in reversed(lists):
        rest = _cut(rest, match.start(), match.end())
    rest = re.sub(rf"\b(?:{_REVERSED}|{_FORWARD})\b", " ", _LINE_INDEX.sub(" ", rest))
    return found, rest
