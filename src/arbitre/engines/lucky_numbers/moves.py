"""Lucky Numbers moves: judged in layers (shape, game over, the move's own rule), applied purely."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from arbitre.engines.base import InvalidSituation, Rule, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.state import Table, check_square, check_value

Kind = Literal["place", "swap", "refuse", "take_face_up"]
Source = Literal["draw", "centre"]


class IllegalMove(ValueError):
    """apply() was given a move that judge() refuses."""


@dataclass(frozen=True)
class Move:
    """One clover: where it comes from and what the player does with it."""

    kind: Kind
    value: int
    row: int | None = None
    col: int | None = None
    source: Source = "draw"


def _yes(rule: Rule, fr: str, en: str) -> Verdict:
    return Verdict(rule, "oui", fr, en)


def _no(rule: Rule, fr: str, en: str) -> Verdict:
    return Verdict(rule, "non", fr, en)


def _check_shape(move: Move) -> None:
    check_value(move.value)
    if move.kind in ("place", "swap"):
        _square(move)


def _square(move: Move) -> tuple[int, int]:
    """The square a place or a swap names: (row, col), on the garden."""
    if move.row is None or move.col is None:
        raise InvalidSituation("Dis sur quelle case (ligne et colonne, de 0 à 3) poser le trèfle.")
    check_square(move.row, move.col)
    return move.row, move.col


def _judge_source(table: Table, move: Move) -> Verdict | None:
    """Draw a face-down clover, or take a face-up one from the centre."""
    # The game ends once the last face-down clover is flipped: no clover is drawn, taken or laid after it.
    if table.draw_pile == 0:
        return _no(
            R.PILE_EXHAUSTED,
            "La pioche est vide : la partie est finie, on compte les cases vides.",
            "The draw pile is empty: the game is over, empty squares are counted.",
        )
    if move.source == "draw":
        return None
    # Récupérer un trèfle face visible n'est possible que si au moins un trèfle a été défaussé.
    if not table.centre:
        return _no(
            R.FACE_UP_NEEDS_ONE,
            "Aucun trèfle n'est face visible au centre : il n'y a rien à prendre, il faut piocher.",
            "No clover lies face up in the centre: there is nothing to take, you must draw.",
        )
    if move.value not in table.centre:
        shown = ", ".join(map(str, table.centre))
        return _no(
            R.DRAW_OR_TAKE,
            f"Il n'y a pas de {move.value} face visible au centre (seulement {shown}).",
            f"There is no {move.value} face up in the centre (only {shown}).",
        )
    return None


def _judge_place(table: Table, move: Move) -> Verdict:
    """Pose-le sur une case vide, sans casser l'ordre croissant."""
    (row, col), value = _square(move), move.value
    held = table.garden.at(row, col)
    if held is not None:
        return _no(
            R.PLACE_OR_SWAP,
            f"La case est déjà occupée par un {held} : pose sur une case vide, ou échange-le.",
            f"The square already holds a {held}: place on an empty square, or swap it.",
        )
    conflict = table.garden.conflict(row, col, value)
    if conflict is not None:
        return _no(R.STRICTLY_INCREASING, *conflict.explain(value))
    if table.empty_squares() == 1:
        return _yes(
            R.FULL_GARDEN_WINS,
            f"Le {value} remplit ta dernière case vide en respectant l'ordre : tu gagnes aussitôt.",
            f"The {value} fills your last empty square in order: you win at once.",
        )
    return _yes(
        R.STRICTLY_INCREASING,
        f"Le {value} garde sa rangée et sa colonne strictement croissantes.",
        f"The {value} keeps its row and column strictly increasing.",
    )


def _judge_swap(table: Table, move: Move) -> Verdict:
    """Échange le nouveau trèfle contre un trèfle déjà en place, si l'ordre croissant reste respecté."""
    (row, col), value = _square(move), move.value
    held = table.garden.at(row, col)
    if held is None:
        return _no(
            R.PLACE_OR_SWAP,
            "La case est vide : il n'y a rien à échanger, pose simplement le trèfle.",
            "The square is empty: there is nothing to swap, just place the clover.",
        )
    conflict = table.garden.conflict(row, col, value)
    if conflict is not None:
        fr, en = conflict.explain(value)
        return _no(R.SWAP_KEEPS_ORDER, f"Échange refusé. {fr}", f"Swap refused. {en}")
    return _yes(
        R.SWAP_KEEPS_ORDER,
        f"Le {value} prend la place du {held} et l'ordre tient ; le {held} part face visible au centre.",
        f"The {value} replaces the {held} and the order holds; the {held} goes face up to the centre.",
    )


def _judge_refuse(table: Table, move: Move) -> Verdict:
    """Tu peux le refuser, même s'il était jouable."""
    if move.source == "centre":
        return Verdict(
            R.REFUSE_ANY,
            None,
            "Le livret ne tranche pas : il permet de refuser un trèfle pioché, mais ne dit pas "
            "si on peut reposer au centre un trèfle qu'on vient d'y prendre.",
            "The booklet does not settle it: it lets you refuse a drawn clover, but does not say "
            "whether a clover just taken from the centre may be put back.",
            ambiguous=True,
        )
    return _yes(
        R.REFUSE_ANY,
        f"Tu peux refuser le {move.value}, même s'il était jouable : il va face visible au centre.",
        f"You may refuse the {move.value}, even if playable: it goes face up to the centre.",
    )


def judge(table: Table, move: Move) -> Verdict:
    """Decide one move: shape (InvalidSituation), then game over (a full garden, an empty
    draw pile), then the move's own rule."""
    _check_shape(move)
    if table.empty_squares() == 0:
        return _no(
            R.FULL_GARDEN_WINS,
            "Ton jardin est déjà complet : la partie est finie.",
            "Your garden is already full: the game is over.",
        )
    if table.draw_pile == 0:
        # La partie s'arrête aussi quand quelqu'un retourne le dernier trèfle de la pioche:
        # no clover is drawn, taken or placed after that turn.
        return _no(
            R.PILE_EXHAUSTED,
            "La pioche est vide : la partie est finie, on compte les cases vides.",
            "The draw pile is empty: the game is over, empty squares are counted.",
        )
    source = move.source if move.kind != "take_face_up" else "centre"
    blocked = _judge_source(table, replace(move, source=source))
    if blocked is not None:
        return blocked
    if move.kind == "take_face_up":
        return _yes(
            R.DRAW_OR_TAKE,
            f"Le {move.value} est face visible au centre : tu peux le prendre au lieu de piocher.",
            f"The {move.value} lies face up in the centre: you may take it instead of drawing.",
        )
    judges = {"place": _judge_place, "swap": _judge_swap, "refuse": _judge_refuse}
    return judges[move.kind](table, move)


def apply(table: Table, move: Move) -> Table:
    """The table after a legal move (a new Table; the given one is unchanged)."""
    verdict = judge(table, move)
    if verdict.verdict != "oui" and not verdict.ambiguous:
        raise IllegalMove(verdict.explanation)
    if move.kind == "take_face_up" or move.source == "centre":
        table = table.without_from_centre(move.value)
    else:
        table = replace(table, draw_pile=table.draw_pile - 1)
    if move.kind == "take_face_up":
        return table
    if move.kind == "refuse":
        return replace(table, centre=(*table.centre, move.value))
    row, col = _square(move)
    removed = table.garden.at(row, col)
    table = replace(table, garden=table.garden.with_square(row, col, move.value))
    if removed is not None:  # Le trèfle retiré part face visible au milieu de la table.
        table = replace(table, centre=(*table.centre, removed))
    return table
