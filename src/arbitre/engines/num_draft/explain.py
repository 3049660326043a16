"""Turning NUM DRAFT computations into verdicts with French and English explanations."""

from __future__ import annotations

from arbitre.engines.base import Verdict
from arbitre.engines.num_draft import rules as R
from arbitre.engines.num_draft.cards import Card, Pool
from arbitre.engines.num_draft.scoring import POINTS, Score

ORDER = ("DONNE", "POSE", "PASSE")
DOUBLE_USE_NOTE = (
    " Le livret ne tranche pas si le bonus voisin compte une fois par carte ou par combinaison :"
    " ici une carte voisine sert en couleur et en valeur, le bonus est compté une seule fois."
)
DOUBLE_USE_NOTE_EN = (
    " The booklet does not settle whether the neighbour bonus counts once per card or per"
    " combination: counted once here."
)


def card_name(card: Card) -> str:
    if card.colour is None:  # the Joker
        return "Joker"
    colour = card.colour.capitalize() if not card.colour.startswith("?") else "carte"
    return colour if card.value is None or card.value >= 100 else f"{colour} {card.value}"


def _lines(result: Score) -> str:
    parts = [
        f"groupe {g.kind} {g.key if not str(g.key).startswith('?') and not (isinstance(g.key, int) and g.key >= 100) else ''}"
        f" : {len(g.slots)} cartes × {POINTS[g.kind]} = {len(g.slots) * POINTS[g.kind]}".replace(
            "  ", " "
        )
        for g in result.groups
    ]
    if result.bonus:
        parts.append(f"bonus de provenance voisine +{result.bonus}")
    parts += [
        f"{card_name(s.card)} du voisin : n'ancre aucune combinaison de ta grille, 0 point"
        for s in result.blocked
    ]
    return " ; ".join(parts) or "aucune combinaison"


def _rule(pool: Pool, result: Score, apart: bool):
    blocked_kinds = {s.card.kind for s in result.blocked}
    used = {s.card.kind for g in result.groups for s in g.borrowed}
    own_groups = [g for g in result.groups if len(g.slots) > len(g.borrowed)]
    if "shadow" in blocked_kinds:
        return R.SHADOW_ANCHOR
    if result.blocked and not own_groups:
        return R.CONTACT_NEIGHBOURS if apart else R.NEVER_ALONE
    if result.blocked:
        return R.CONTACT_NEIGHBOURS if apart else R.ANCHORING
    if apart and pool.mode == "classique" and not own_groups:
        return R.NO_DIAGONAL
    if "shadow" in used:
        return R.SHADOW_ANCHOR
    if "rainbow" in used:
        return R.RAINBOW_ANCHOR
    if used:
        return R.NEIGHBOUR_BONUS
    return R.GROUP_POINTS


def explain_score(pool: Pool, result: Score) -> Verdict:
    """The total of a grid whose places are given (the /check "score" action), group by group."""
    rule = _rule(pool, result, apart=True)
    detail = _lines(result)
    ambiguous = bool(result.double_use)
    note, note_en = (DOUBLE_USE_NOTE, DOUBLE_USE_NOTE_EN) if ambiguous else ("", "")
    return Verdict(
        rule,
        result.total,
        f"Total {result.total} points : {detail}.{note}",
        f"Total {result.total} points.{note_en}",
        ambiguous,
    )


def game_master(values: list[int], names: list[str] | None = None) -> Verdict:
    """The smallest unique value designates the game master; no unique value: reveal again.

    With the revealers' names (one per value), the verdict is the game master's name.
    """
    unique = sorted(v for v in set(values) if values.count(v) == 1)
    shown = ", ".join(map(str, values))
    if not unique:
        return Verdict(
            R.REVEAL_AGAIN,
            "personne : les joueurs à égalité retournent une nouvelle carte",
            f"Cartes révélées {shown} : aucune valeur unique, les joueurs à égalité retournent une nouvelle carte.",
            f"Revealed {shown}: no unique value, the tied players reveal another card.",
        )
    if names:
        master = names[values.index(unique[0])]
        return Verdict(
            R.GAME_MASTER,
            master,
            f"Cartes révélées {shown} : la plus petite valeur unique est {unique[0]}, "
            f"révélée par {master}, qui est Maître du jeu.",
            f"Revealed {shown}: {master} revealed the smallest unique value, {unique[0]}.",
        )
    return Verdict(
        R.GAME_MASTER,
        f"le joueur qui a révélé {unique[0]}",
        f"Cartes révélées {shown} : la plus petite valeur unique est {unique[0]}, ce joueur est Maître du jeu.",
        f"Revealed {shown}: the smallest unique value is {unique[0]}, that player is game master.",
    )


def order_verdict(first: str, second: str) -> Verdict:
    """The order DONNE → POSE → PASSE is mandatory every turn."""
    ok = ORDER.index(first) < ORDER.index(second)
    return Verdict(
        R.TURN_ORDER,
        "oui" if ok else "non",
        f"{first} avant {second} : {'conforme' if ok else 'interdit'}, l'ordre DONNE → POSE → PASSE est obligatoire à chaque tour.",
        f"{first} before {second}: {'fine' if ok else 'not allowed'}, the order DONNE → POSE → PASSE is mandatory every turn.",
    )
