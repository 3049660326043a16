"""The parts of a NUM DRAFT question and whose cards each one tells.

A question is cut at its clauses and at "et" / "mais" / "and" / "but" between facts; a part belongs
to the asker's grid ("ma grille", "j'ai", "moi"), to a neighbour's shared column ("mon voisin de
gauche", "la colonne gauche de mon voisin": the right neighbour's), or is "outside" the asker's pool
(a centre column, the left neighbour's left column); None when it says no owner.
"""

from __future__ import annotations

from arbitre.reading import Reading

SPLIT = frozenset(["et", "mais", "and", "but", "alors", "whereas", "tandis", "+", "si", "if"])


def parts(reading: Reading) -> list[tuple[int, int]]:
    """Token spans of the question's parts."""
    spans, start = [], 0
    for i, token in enumerate(reading.tokens):
        new_clause = i > start and token.clause != reading.tokens[i - 1].clause
        if new_clause or (token.text in SPLIT and i > start):
            spans.append((start, i))
            start = i
    spans.append((start, len(reading.tokens)))
    return [s for s in spans if s[1] > s[0]]


def _side(reading: Reading, anchor_first: int, anchor_last: int) -> str | None:
    """The side said with a column or a neighbour: "colonne (de) droite", "right column", "voisin de gauche"."""
    labels = set()
    for s in reading.concepts:
        if s.label not in ("left", "right"):
            continue
        after = s.first == anchor_last or (
            s.first == anchor_last + 1 and reading.words[anchor_last] in ("de", "d")
        )
        if after or s.last == anchor_first:
            labels.add(s.label)
    return labels.pop() if len(labels) == 1 else None


def owner(reading: Reading, first: int, last: int) -> str | None:
    """Whose cards a part tells: "own", a neighbour ("left": the left neighbour's right column,
    "right", "neighbour" when no side is said), "outside" for a column not in the pool, None if unsaid."""
    inside = [c for c in reading.concepts if first <= c.first < last]
    neighbours = [c for c in inside if c.label == "neighbour"]
    columns = [c for c in inside if c.label == "column"]
    if any(c.label == "centre_column" for c in inside) and neighbours:
        return "outside"
    if neighbours:
        side = _side(reading, neighbours[0].first, neighbours[0].last)
        column = _side(reading, columns[0].first, columns[0].last) if columns else None
        if side and column and side == column:
            return "outside"  # the left neighbour's left column: not shared with the asker
        if side:
            return side
        if column:
            return "left" if column == "right" else "right"
        return "neighbour"
    me = any(
        m.kind == "player"
        and m.value == "me"
        and first <= m.first < last
        and _holds(reading, m.first)
        for m in reading.mentions
    )
    if me or any(c.label == "grid" for c in inside):
        return "own"
    if any(c.label == "their" and c.first == first for c in inside):
        return "neighbour"  # "his red 4 and my two 4s": another player's card, the neighbour's
    return None


HOLD = frozenset(["ai", "avais", "have", "ve", "had", "got", "possede", "tiens", "hold", "garde"])


def _holds(reading: Reading, at: int) -> bool:
    """ "j'ai", "I have", "moi", "mes", "my": the asker's cards; not "que je partage", "je marque"."""
    word = reading.words[at]
    if word in ("je", "j", "i"):
        return reading.words[at + 1 : at + 2] != [] and reading.words[at + 1] in HOLD
    return True
