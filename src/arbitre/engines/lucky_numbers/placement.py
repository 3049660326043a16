"""Reading "can I put this clover there?" from words: the value, the line, where it goes.

A clover to go between or beside one of the same number ("poser un 9 entre le 5 et le 9", "put my 7 right of the 7")
has that equal clover in its line: a duplicate, whatever squares are named by rank. With squares named by rank, the
drawn number said again is the clover in hand only when the words say so ("le 8 dans la 2e case", "can the 8 go");
said as a clover of the garden ("j'ai un 7 et un 12 dans la 3e case ... je pioche un 12", "there's a 12 in square 3")
it is an equal clover in the line (a duplicate); said neither way, no square is read (_same_clover).
The clover in hand is the one drawn or laid ("je pioche un 9", "put a legal 17": words of praise or legality before the
number are read as determiners), or else the one said to go somewhere ("le 13 peut aller dans la case vide", "can the 13
go in the gap", "un beau 3 peut y aller")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from arbitre.engines.base import MissingSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.phrasing import has, numbers
from arbitre.engines.lucky_numbers.slots import mentions_slots, read_slots
from arbitre.engines.lucky_numbers.state import HIGHEST, LOWEST, Conflict

Relation = Literal["between", "left", "right", "above", "below"]

_VERB = (
    r"(?:pioche|piocher|piochee?|tire|tirer|retourne|retourner|prends|prendre|pris|pose|poser|posee?"
    r"|mettre|mets|met|placer|place(?!\s+\d)|jouer|joue|ajouter|ajoute|glisser|glisse|caser|case(?!\s+\d)|inserer|insere"
    r"|caler|cale|coller|colle"
    r"|draw|draws|drew|drawn|put|play|add|insert|slot|fit|flip|flips|flipped|turn over|turned over|reveal|reveals|revealed"
    r"|drop|drops|stick|pop|slide|slip"
    r"|(?<!\bve )(?<!\bhave )(?<!\bhas )got|get|echanger|echange|swap|remplacer|par|by)"
)
# determiners, and the words of praise or legality a player puts before the number ("a legal 17", "un beau 12")
_DET = (
    r"(?:(?:un|une|le|la|l|a|an|the|mon|ma|ce|cet|this|that|my|nouveau|new|autre|another"
    r"|legal|valid|valide|nice|good|perfect|beau|bon|joli|petit|gros|little|small|big)\s+)*"
)
_NOUN = r"(?:(?:trefle|clover|tuile|numero|nombre|number|carte|card)\s+)?"
VALUE_RE = re.compile(  # "poser 2 trèfles" counts clovers, it does not name one
    rf"\b{_VERB}\s+{_DET}{_NOUN}(\d+)\b(?! fois| times|\s+\d| (?:trefles|clovers|cases|squares|cartes|cards|tuiles|tiles)\b)"
)
_INDEX_RE = re.compile(
    r"\b(?:case|ligne|colonne|rangee|row|column|square|line|joueurs?|players?)\s+(\d+)\b"
)
_ANCHOR = r"(?:\s+(?:(?:de|du|des|d|of|the|a|an|un|une|le|la|l|mon|ma|my|ce|this)\s+)*(\d+)\b)?"
_SPOTS = {  # corner and edge names, removed before reading "à gauche" / "à droite" as relations
    r"en haut a gauche|top left|upper left": "coin_hg",
    r"en haut a droite|top right|upper right": "coin_hd",
    r"en bas a gauche|bottom left|lower left": "coin_bg",
    r"en bas a droite|bottom right|lower right": "coin_bd",
    r"colonne (?:de|la plus a) gauche|left column|leftmost column": "colonne_g",
    r"colonne (?:de|la plus a) droite|right column|rightmost column": "colonne_d",
}
_FORWARD: dict[Relation, str] = {
    "right": r"\b(?:droite|right|apres|after)",
    "left": r"\b(?:gauche|left|avant|before)",
    "below": r"\b(?:sous|dessous|below|under|underneath|beneath)",
    "above": r"\b(?:dessus|above|over|on top of)",
}
_FLIP: dict[Relation, Relation] = {
    "right": "left",
    "left": "right",
    "below": "above",
    "above": "below",
}


@dataclass(frozen=True)
class LineQuestion:
    """A clover to lay in one row or column that already holds some numbers."""

    value: int
    line: tuple[int, ...]  # the numbers already in that line, in order
    relation: Relation | None
    anchors: tuple[int, ...]
    axis: Literal["row", "column"]


def strip_spots(text: str) -> str:
    for pattern, token in _SPOTS.items():
        text = re.sub(pattern, token, text)
    return text


JUST_DRAWN = re.compile(
    r"(?<![\w.])(\d+) (?:(?:that|which|que|qu) (?:i|j|je) |i )(?:(?:ve|have|ai|viens d|viens de|just) )*"
    r"(?:just drew|drew|drawn|picked|flipped|turned over|revealed|piocher|tirer|pioche|piochee|tire|tiree|retourner|retourne|retournee)\b"
)


# the clover in hand as the subject of going somewhere: "le 13 peut aller dans la case vide", "can the 13 go there", "my 9 fits"
GOES = re.compile(
    r"(?<![\w.])(?:(?:le|mon|ce|un|the|my|this|a|can|could|will|would|legal|valid|valide|nice|good|beau|bon|joli|petit|gros|little|small|big) )+"
    r"(\d+) (?:(?:peut|pourrait|peux|va|ira|can|could|will|would) )?(?:y |bien |en |still |also )?"
    r"(?:aller|va|rentrer|rentre|rentrerait|entrer|entre|tenir|tient|etre pose|etre place|go|goes|fit|fits|be placed|be put)\b"
)


def drawn_match(text: str) -> re.Match[str] | None:
    """Where the clover in hand is named: "the 15 I just drew" first, else "je pioche un 9" / "poser un 4", else
    the clover said to go somewhere ("le 13 peut aller dans la case vide", "can the 13 go in the gap")."""
    return JUST_DRAWN.search(text) or VALUE_RE.search(text) or GOES.search(text)


def drawn_value(text: str) -> int | None:
    """The clover in hand, as a number (see drawn_match)."""
    match = drawn_match(text)
    return int(match.group(1)) if match else None


def _relation(text: str, value: int) -> tuple[Relation | None, tuple[int, ...]]:
    between = re.search(
        r"\b(?:entre|between)\s+(?:(?:le|la|les|l|un|une|mon|ma|mes|the|a|an|my)\s+)*(\d+)?"
        r"(?:\s*(?:et|and|&)\s*(?:(?:le|la|l|un|une|mon|ma|the|a|an|my)\s+)*(\d+))?",
        text,
    )
    if between:
        return "between", tuple(int(n) for n in between.groups() if n)
    for relation, word in _FORWARD.items():
        match = re.search(word + _ANCHOR, text)
        if match and match.group(1) and int(match.group(1)) != value:
            return relation, (int(match.group(1)),)
    for relation, word in _FORWARD.items():
        match = re.search(
            rf"(\d+)\s+(?:\w+\s+){{0,3}}?(?:a\s+|on\s+|to\s+)?(?:sa\s+|the\s+|its\s+)?{word[2:]}",
            text,
        )
        if match and int(match.group(1)) != value:
            return _FLIP[relation], (int(match.group(1)),)
    for relation, word in _FORWARD.items():
        if re.search(word, text):
            return relation, ()
    return None, ()


def read_line_question(text: str) -> LineQuestion | None:
    """The value, the line's numbers and the relation, or None when no clover value is named."""
    text = strip_spots(text)
    value = drawn_value(text)
    if value is None:
        return None
    if mentions_slots(text):
        return _slot_question(text, value)
    skip = {m.span(1) for m in VALUE_RE.finditer(text) if int(m.group(1)) == value}
    skip |= {m.span(1) for m in GOES.finditer(text) if int(m.group(1)) == value}
    skip |= {
        m.span(1) for m in JUST_DRAWN.finditer(text) if int(m.group(1)) == value
    }  # "le 6 que je viens de retourner": in hand, not in the line
    skip |= {m.span(1) for m in _INDEX_RE.finditer(text)}
    line = {
        int(m.group(0)) for m in re.finditer(r"(?<![\w.])\d+(?![\w])", text) if m.span() not in skip
    }
    relation, anchors = _relation(text, value)
    if relation not in (None, "between") and not anchors and len(line) == 1:
        anchors = tuple(line)  # "j'ai un 4 en haut à gauche, un 2 juste à droite ?"
    column = has(text, r"colonnes?|columns?|verticale?|vertical") or relation in ("above", "below")
    return LineQuestion(
        value, tuple(sorted(line | set(anchors))), relation, anchors, "column" if column else "row"
    )


def _slot_question(text: str, value: int) -> LineQuestion:
    """Squares named by rank: the clover must climb past every one before it and stay under the rest."""
    column = has(text, r"colonnes?|columns?|verticale?|vertical") and not has(
        text, r"lignes?|rangees?|rows?|lines?"
    )
    axis: Literal["row", "column"] = "column" if column else "row"
    if _beside_equal(
        text, value
    ):  # "poser un 9 entre le 5 et le 9": an equal clover already in that line
        return LineQuestion(value, tuple(sorted(set(numbers(text)) | {value})), None, (), axis)
    drawn = drawn_match(text)
    if drawn is not None and value in numbers(text[: drawn.start(1)] + " " + text[drawn.end(1) :]):
        sameness = _same_clover(text, value, drawn)
        if (
            sameness == "held"
        ):  # "j'ai un 12 dans la 3e case ... je pioche un 12": an equal clover already in the line
            return LineQuestion(value, tuple(sorted(set(numbers(text)) | {value})), None, (), axis)
        if sameness is None:  # not sure which clover the other number is: no square is read
            return LineQuestion(
                value, tuple(n for n in numbers(text) if n != value), None, (), axis
            )
        text = (
            text[: drawn.start(1)] + " " + text[drawn.end(1) :]
        )  # "I drew an 8 ... the 8 in the second square": one clover
    found = read_slots(text, value)
    if found is None:  # not sure of the squares: only a duplicate can still be decided
        return LineQuestion(value, tuple(n for n in numbers(text) if n != value), None, (), axis)
    line, target = found
    before = [line[r] for r in sorted(line) if r < target]
    after = [line[r] for r in sorted(line) if r > target]
    values = tuple(sorted(line.values()))
    if before:
        return LineQuestion(value, values, "right", (before[-1],), axis)
    if after:
        return LineQuestion(value, values, "left", (after[0],), axis)
    return LineQuestion(value, values, None, (), axis)


# before a number: a clover said to be in the garden ("j'ai un 7 et un 12", "there's a 12", "il y a déjà un 12")
_HELD_BEFORE = re.compile(
    r"(?:\b(?:un|une|a|an|another|un autre|deja|already)|\b(?:j ai|ai|il y a|y a|i have|i ve got|i ve|i got|have got|has|there s"
    r"|there is|theres|contient|contains|holds|avec|with))\s+(?:(?:deja|already|aussi|also|encore)\s+)*$"
)
# the clover in hand named again: "le 8 dans la 2e case ?", "can the 8 go in square 2", "mon 12 peut aller..."
_HAND_BEFORE = re.compile(r"\b(?:le|la|l|the|mon|ma|my|ce|cet|this|that)\s+$")
_HAND_AFTER = re.compile(
    r"^\s+(?:peut|peux|pourrait|pourrais|va|irait|passe|passerait|rentre|can|could|would|will|go|goes|fit|fits)\b"
)


def _same_clover(text: str, value: int, drawn: re.Match[str]) -> str | None:
    """Whether the other mentions of the drawn number are that clover again ("in_hand": "je pioche un 8, le 8 peut aller
    dans la 2e case ?") or an equal clover already in the line ("held": "j'ai un 12 dans la 3e case et je pioche un
    12"); None when the words do not say which."""
    kinds: set[str | None] = set()
    for match in re.finditer(rf"(?<![\w.]){value}(?![\w])", text):
        if match.start() == drawn.start(1):
            continue
        if any(m.start(1) == match.start() for m in VALUE_RE.finditer(text)) or any(
            m.start(1) == match.start() for m in JUST_DRAWN.finditer(text)
        ):
            kinds.add("in_hand")  # "je pioche un 8 ... je pose le 8": a placing word again
            continue
        before = text[: match.start()]
        article = _HAND_BEFORE.search(before)
        if _HELD_BEFORE.search(before) or (
            article and _HELD_BEFORE.search(before[: article.start()])
        ):
            kinds.add("held")  # "j'ai le 12 en 3e case" is in the garden too
        elif article or _HAND_AFTER.match(text[match.end() :]):
            kinds.add("in_hand")
        else:
            kinds.add(None)
    return kinds.pop() if len(kinds) == 1 else None


def _beside_equal(text: str, value: int) -> bool:
    """Whether the clover in hand is to go between or beside a clover of the same number ("poser un 9 entre le 5 et
    le 9", "put my 7 right of the 7"): that equal clover is in the same line."""
    between = re.search(
        r"\b(?:entre|between)\s+(?:(?:le|la|l|un|une|mon|ma|the|a|an|my)\s+)*(\d+)"
        r"\s*(?:et|and|&)\s*(?:(?:le|la|l|un|une|mon|ma|the|a|an|my)\s+)*(\d+)\b",
        text,
    )
    if between and value in (int(between.group(1)), int(between.group(2))):
        return True
    for word in _FORWARD.values():
        for match in re.finditer(
            word + r"\s+(?:(?:de|du|d|of|the|le|la|l|mon|ma|my)\s+)+(\d+)\b", text
        ):
            if int(match.group(1)) == value:
                return True
    return False


def _bounds(q: LineQuestion) -> tuple[int | None, int | None] | None:
    """The numbers the value must climb past on each side, or None if the place is not said."""
    if q.relation == "between":
        pair = q.anchors if len(q.anchors) == 2 else q.line if len(q.line) == 2 else ()
        return (min(pair), max(pair)) if pair else None
    if q.relation in ("right", "below") and q.anchors:
        a = q.anchors[0]
        return a, next((n for n in q.line if n > a), None)
    if q.relation in ("left", "above") and q.anchors:
        a = q.anchors[0]
        return next((n for n in reversed(q.line) if n < a), None), a
    return None


def _words(axis: str) -> tuple[str, str, str, str]:
    return (
        ("rangée", "row", "left", "right")
        if axis == "row"
        else ("colonne", "column", "above", "below")
    )


def decide_line(q: LineQuestion) -> Verdict | MissingSituation:
    """Decide a LineQuestion on the order rule, or ask where the clover goes."""
    v = q.value
    line, line_en, before, after = _words(q.axis)
    if not LOWEST <= v <= HIGHEST:
        return Verdict(
            R.CLOVER_RANGE,
            "non",
            f"Il n'y a pas de trèfle {v} : ils vont de 1 à 20.",
            f"There is no clover {v}: they go from 1 to 20.",
        )
    if v in q.line:
        return Verdict(
            R.STRICTLY_INCREASING,
            "non",
            f"Il y a déjà un {v} dans cette {line} : deux {v} côte à côte, la {line} ne monte plus strictement.",
            f"There is already a {v} in this {line_en}: two {v}s, the {line_en} no longer strictly increases.",
        )
    bounds = _bounds(q)
    if bounds is None:
        return MissingSituation(
            R.STRICTLY_INCREASING,
            f"Dis-moi où tu veux poser le {v} dans la {line} : entre quels nombres, ou à côté duquel.",
            f"Tell me where the {v} goes in the {line_en}: between which numbers, or next to which one.",
        )
    lo, hi = bounds
    if lo is not None and v <= lo:
        return Verdict(R.STRICTLY_INCREASING, "non", *Conflict(lo, before).explain(v))
    if hi is not None and v >= hi:
        return Verdict(R.STRICTLY_INCREASING, "non", *Conflict(hi, after).explain(v))
    chain = " < ".join(str(n) for n in (lo, v, hi) if n is not None)
    return Verdict(
        R.STRICTLY_INCREASING,
        "oui",
        f"{chain} : la {line} monte toujours strictement (sa {'colonne' if q.axis == 'row' else 'rangée'} "
        "doit aussi rester croissante). Les nombres n'ont pas besoin de se suivre.",
        f"{chain}: the {line_en} still strictly increases (its "
        f"{'column' if q.axis == 'row' else 'row'} must stay increasing too). Numbers need not be consecutive.",
    )
