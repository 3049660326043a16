"""Where the cards of a NUM DRAFT question lie, when it says so: each own card's row ("ligne du haut :
Rouge 1, …"), the cells named ("en haut à gauche", "au centre"), and whether the asked group's
cards touch ("côte à côte", "en diagonale", two cells said)."""

from __future__ import annotations

from arbitre.engines.num_draft.card_mentions import Told
from arbitre.engines.num_draft.card_parts import parts
from arbitre.reading import Reading

ROWS = {"top": 0, "middle": 1, "bottom": 2}


def rows(reading: Reading, told: Told) -> None:
    """ "ligne du haut : Rouge 1, Rouge 2, Bleu 3 ; ligne du milieu : …": each own card its row."""
    row, by_part = None, {}
    for p, (first, last) in enumerate(parts(reading)):
        inside = [c for c in reading.concepts if first <= c.first < last]
        if any(c.label == "row" for c in inside):
            places = [c.label for c in inside if c.label in ROWS]
            row = ROWS[places[0]] if len(places) == 1 else None
        if any(c.label in ("neighbour", "column") for c in inside):
            row = None
        by_part[p] = row
    for m in told.mentions:
        m.row = by_part.get(m.part) if m.where == "own" else None


PLACE_LABELS = frozenset(["top", "middle", "bottom", "left", "right", "corner"])
PLACE_GLUE = frozenset(
    ["a", "en", "au", "du", "de", "d", "in", "the", "of", "dans", "le", "la", "pile", "-"]
)
SIDE_OF = frozenset(["column", "neighbour", "row", "centre_column"])


def _places(reading: Reading) -> list[tuple[int, int] | None]:
    """The cells said in the grid ("en haut à gauche", "au centre", "bottom-right corner"), None for one
    said only in part ("en haut"); sides of a column or a neighbour ("voisin de gauche") are no place."""
    concepts = sorted(reading.concepts, key=lambda c: c.first)
    runs: list[list] = []
    for i, c in enumerate(concepts):
        if c.label not in PLACE_LABELS:
            continue
        near = concepts[max(0, i - 1) : i] + concepts[i + 1 : i + 2]
        if c.label in ("left", "right") and any(
            n.label in SIDE_OF and (0 <= c.first - n.last <= 1 or 0 <= n.first - c.last <= 1)
            for n in near
        ):
            continue
        if any(n.label == "row" and 0 <= c.first - n.last <= 1 for n in near):
            continue  # "ligne du haut": a row, read by _rows
        if (
            runs
            and c.first - runs[-1][-1].last <= 2
            and set(reading.words[runs[-1][-1].last : c.first]) <= PLACE_GLUE
            and reading.tokens[c.first].clause == reading.tokens[runs[-1][-1].first].clause
        ):
            runs[-1].append(c)
        else:
            runs.append([c])
    cells: list[tuple[int, int] | None] = []
    for run in runs:
        labels = {c.label for c in run} - {"corner"}
        row = {"top": 0, "bottom": 2}.get(next((x for x in labels if x in ("top", "bottom")), ""))
        col = {"left": 0, "right": 2}.get(next((x for x in labels if x in ("left", "right")), ""))
        if "middle" in labels:
            row, col = (1 if row is None else row), (1 if col is None else col)
        cells.append((row, col) if row is not None and col is not None else None)
    return cells


def touching_said(reading: Reading) -> bool | None | str:
    """Whether the asked group's cards touch: said ("côte à côte", "en diagonale", "l'un au-dessus de
    l'autre") or read from two cells; "unread" when places are said and not all read."""
    said = {c.label for c in reading.concepts}
    if "diagonal" in said or "apart" in said:
        return False  # "en diagonale", "coins opposés", "not touching"
    cells = _places(reading)
    if cells and (None in cells or len(cells) != 2):
        return "unread"
    first, second = (cells + [None, None])[:2]
    if first is not None and second is not None:
        return abs(first[0] - second[0]) + abs(first[1] - second[1]) == 1
    if "touch" in said and not any(reading.negated(c.first) for c in reading.concept("touch")):
        return True
    if reading.has("position", "above") or reading.has("position", "below"):
        return True
    return None
