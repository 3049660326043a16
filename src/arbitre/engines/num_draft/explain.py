"""Turning NUM DRAFT computations into verdicts with French and English explanations."""

from __future__ import annotations

from arbitre.engines.base import Verdict
from arbitre.engines.num_draft import rules as R
from arbitre.engines.num_draft.cards import Card, Pool
from arbitre.engines.num_draft.scoring import BONUS, POINTS, Group, Score

ORDER = ("DONNE", "POSE", "PASSE")
DOUBLE_USE_NOTE = (
    " Le livret ne tranche pas si le bonus voisin compte une fois par carte ou par combinaison :"
    " ici une carte voisine sert en couleur et en valeur, le bonus est compté une seule fois."
)
DOUBLE_USE_NOTE_EN = (
    " The booklet does not settle whether the neighbour bonus counts once per card or per"
    " combination: counted once here."
)
ASSUMED_CONTACT = " (positions non précisées : on suppose que les cartes de chaque groupe se touchent, celles du voisin comprises)"


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


def explain_score(
    pool: Pool, result: Score, told, question: str, base: Score | None = None
) -> Verdict:
    """question: "total" (points), "added" (points the neighbour cards add), "join" (oui/non)."""
    rule = _rule(pool, result, told.apart)
    detail = _lines(result)
    if (told.mode or "classique") == "classique" and not told.apart:
        detail += ASSUMED_CONTACT
    ambiguous = bool(result.double_use)
    note, note_en = (DOUBLE_USE_NOTE, DOUBLE_USE_NOTE_EN) if ambiguous else ("", "")
    if question == "join":
        ok = not result.blocked
        return Verdict(
            rule,
            "oui" if ok else "non",
            f"{'Oui' if ok else 'Non'} : {detail}.{note}",
            f"{'Yes' if ok else 'No'}: the neighbour card {'joins a' if ok else 'anchors no'} combination of your grid.{note_en}",
            ambiguous,
        )
    if question == "added":
        if base is None:
            raise ValueError('question "added" needs the score without the neighbour cards (base)')
        gain = result.total - base.total
        return Verdict(
            rule,
            gain,
            f"Les cartes du voisin ajoutent {gain} points ({base.total} → {result.total}) : {detail}.{note}",
            f"The neighbour cards add {gain} points ({base.total} → {result.total}).{note_en}",
            ambiguous,
        )
    return Verdict(
        rule,
        result.total,
        f"Total {result.total} points : {detail}.{note}",
        f"Total {result.total} points.{note_en}",
        ambiguous,
    )


def explain_card(
    pool: Pool, result: Score, told, card: Card, gain: int, own: bool, loss: int | None = None
) -> Verdict:
    """The points one card brings. A neighbour card: what the score loses without it. One of your cards:
    the booklet's count per card, 2 points per colour group and 3 per value group it belongs to; when the
    score would lose more without it (`loss`: a pair that no longer scores), the explanation says so."""
    rule = (
        (
            R.CUMUL
            if sum(any(s.card == card for s in g.slots) for g in result.groups) > 1
            else R.GROUP_POINTS
        )
        if own
        else _rule(pool, result, told.apart)
    )
    detail = _lines(result)
    if (told.mode or "classique") == "classique" and not told.apart:
        detail += ASSUMED_CONTACT
    whose = "ta carte" if own else "la carte du voisin"
    note = note_en = ""
    if loss is not None and loss != gain:
        note = (
            f" Sans elle, ton score baisserait de {loss} points : les autres cartes de son groupe "
            "ne formeraient plus de combinaison."
        )
        note_en = f" Without it your score would drop by {loss}: the other cards of its group would no longer form a combination."
    return Verdict(
        rule,
        gain,
        f"{card_name(card)} ({whose}) rapporte {gain} points à elle seule (2 par groupe couleur, 3 par groupe valeur) : {detail}.{note}"
        if own
        else f"{card_name(card)} ({whose}) rapporte {gain} points à elle seule : {detail}.",
        f"That card ({'yours' if own else 'from the neighbour'}) brings {gain} points on its own.{note_en}",
    )


def group_points(group: Group) -> int:
    """The points of one combination: its cards × 2 (colour) or × 3 (value), plus the neighbour bonus of its neighbour cards."""
    return POINTS[group.kind] * len(group.slots) + sum(BONUS[s.card.kind] for s in group.borrowed)


def explain_group(pool: Pool, result: Score, told, group: Group) -> Verdict:
    """The points of one combination, explained (group_points)."""
    bonus = sum(BONUS[s.card.kind] for s in group.borrowed)
    points = group_points(group)
    detail = f"groupe {group.kind} : {len(group.slots)} cartes × {POINTS[group.kind]} = {POINTS[group.kind] * len(group.slots)}"
    if bonus:
        detail += f" ; bonus de provenance voisine +{bonus}"
    if (told.mode or "classique") == "classique" and not told.apart:
        detail += ASSUMED_CONTACT
    rule = R.NEIGHBOUR_BONUS if bonus else R.GROUP_POINTS
    return Verdict(
        rule,
        points,
        f"Ce groupe rapporte {points} points : {detail} (les autres combinaisons de ta grille comptent à part).",
        f"That group scores {points} points (your other combinations count separately).",
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
