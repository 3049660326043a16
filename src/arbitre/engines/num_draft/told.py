"""Scoring the cards a player told, when the whole grid is not given (the /check "told" action).

A question often names only the cards that matter ("trois rouges dans ma grille, un rouge classique
chez mon voisin de gauche") and asks about one group, one card, or the total when the rest of the
pool is said to form nothing. The cards told are scored by the same `score` as a full grid; an
attribute not told (the value of "un rouge") is one no other card shares, so it joins no group:
the group, the card or the total asked can only count what was told. Where the cards lie decides
only in Classic mode: cards said apart ("en diagonale", "coins opposés") keep the contact rule;
with no places said, each group is counted as touching (the engine's reading, given in the
explanation), never against a place the question states.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.base import InvalidSituation, Verdict
from arbitre.engines.num_draft import rules as R
from arbitre.engines.num_draft.cards import JOKER, LEFT, OWN, RIGHT, Card, Pool
from arbitre.engines.num_draft.explain import card_name
from arbitre.engines.num_draft.scoring import COLOUR, POINTS, VALUE, Score, score

JOKER_KEY = "joker"
UNSAID_VALUE = 100  # values from here on were not told: no card shares them
TOUCHING = (
    (0, 0),
    (0, 1),
    (0, 2),
    (1, 2),
    (1, 1),
    (1, 0),
    (2, 0),
    (2, 1),
    (2, 2),
)  # a path: each touches the next
APART = ((0, 0), (1, 1), (2, 2), (0, 2), (2, 0))  # corner to corner: none touches another


@dataclass(frozen=True)
class Told:
    colour: str | None  # "joker" for a Joker, None when not told
    value: int | None
    where: str  # own, left, right, neighbour (a neighbour not said)


def _card(told: Told, i: int) -> Card:
    if told.colour == "joker":
        return JOKER
    colour = told.colour if told.colour is not None else f"?{i}"
    value = told.value if told.value is not None else UNSAID_VALUE + i
    return Card(colour, value)


def _key(card: Told, kind: str) -> str | int | None:
    return card.colour if kind == COLOUR else card.value


def build(
    cards: list[Told], mode: str, kind: str | None, key: object, touching: bool | None
) -> Pool:
    """The pool of the cards told; in Classic mode the asked group's cards touch (or not) as said."""
    own = [(i, c) for i, c in enumerate(cards) if c.where == OWN]
    if len(own) > 9:
        raise InvalidSituation("Une grille a 9 cartes au plus.")
    full = [
        (c.colour, c.value)
        for c in cards
        if c.colour not in (None, "joker") and c.value is not None
    ]
    if len(full) != len(set(full)):
        # the deck holds each colour once per value (six colours, 0 to 12 or 16): "la 4 et la 4" bleues
        raise InvalidSituation(
            "Chaque carte (couleur et valeur) n'existe qu'une fois dans le paquet."
        )
    borrowed = [(i, c) for i, c in enumerate(cards) if c.where != OWN]
    members = [x for x in own if kind is not None and _key(x[1], kind) == key]
    # Classic mode with no places said (or the cards said to touch): each group's cards, and the
    # neighbour cards joining it, are counted as touching; only cards said apart keep Classic's contact.
    classic = mode == "classique" and touching is not True
    mode = mode if classic else "decouverte"
    unplaced = touching is None and (kind is None or len(members) >= 2)
    if classic and (unplaced or _may_join(own, borrowed)):
        raise InvalidSituation(
            "En mode Classique, dis où sont les cartes (se touchent-elles par un côté ?)."
        )
    others = [x for x in own if x not in members]
    cells = list(APART[: len(members)] if classic else TOUCHING)
    cells += [c for c in TOUCHING if c not in cells]
    grid: list[list[Card | None]] = [[None] * 3 for _ in range(3)]
    for (i, card), (r, k) in zip(members + others, cells, strict=False):
        grid[r][k] = _card(card, i)
    sides: dict[str, list[Card | None]] = {LEFT: [], RIGHT: []}
    for i, card in borrowed:
        side = card.where if card.where in sides else LEFT if len(sides[LEFT]) < 3 else RIGHT
        sides[side].append(_card(card, i))
    if any(len(column) > 3 for column in sides.values()):
        raise InvalidSituation("Une colonne voisine partagée a 3 cartes au plus.")
    return Pool.build(grid, sides[LEFT], sides[RIGHT], mode)


def _may_join(own: list[tuple[int, Told]], borrowed: list[tuple[int, Told]]) -> bool:
    """A neighbour card that could enlarge one of your groups (of 2 or more by what it shares, or any
    colour group for a Rainbow, any group for a Joker): in Classic mode where it lies then decides."""
    for _, card in borrowed:
        for kind in (COLOUR, VALUE):
            counts: dict[object, int] = {}
            for _, mine in own:
                k = _key(mine, kind)
                if k is not None and k != "joker":
                    counts[k] = counts.get(k, 0) + 1
            groups = {k for k, n in counts.items() if n >= 2}
            wild = card.colour == "joker" or card.colour == "rainbow" and kind == COLOUR
            if groups and (wild or _key(card, kind) in groups):
                return True
    return False


def _joker_needs_the_grid(card: Told) -> None:
    """ "Il rejoint une seule combinaison, la plus rentable": whether one's own Joker joins a group
    depends on the whole grid, so it is not decided from a few cards told."""
    if card.colour == JOKER_KEY and card.where == OWN:
        raise InvalidSituation(
            "Le Joker rejoint la combinaison la plus rentable : dis le reste de ta grille."
        )


def group_points(result: Score, kind: str, key: object) -> int:
    return sum(
        POINTS[g.kind] * len(g.slots) + sum(1 for s in g.borrowed if s.card.kind != "shadow")
        for g in result.groups
        if g.kind == kind and g.key == key
    )


def decide_told(
    cards: list[Told],
    mode: str,
    target: str,
    key: object = None,
    card: int | None = None,
    asks: str = "points",
    touching: bool | None = None,
    nothing_else: bool = False,
) -> Verdict:
    """The points (or whether it scores) of the group `target` ("couleur"/"valeur") keyed `key`, of card
    number `card`, or the total ("total": only when the rest of the pool is said to form nothing)."""
    kind = target if target in (COLOUR, VALUE) else None
    if target == "card" and (card is None or not 0 <= card < len(cards)):
        raise InvalidSituation("Dis de quelle carte tu demandes les points (« card »).")
    joins = None  # "can that Rainbow join my red group?": the group a card is asked to join
    if target == "card" and card is not None:
        picked = cards[card]
        if key is not None and asks == "scores":
            joins = (COLOUR if isinstance(key, str) else VALUE, key)
        kind, key = joins or (
            (COLOUR, picked.colour)
            if picked.colour not in (None, "joker")
            else (VALUE, picked.value)
        )
    if joins is not None and card is not None and not nothing_else:
        _joker_needs_the_grid(cards[card])
    pool = build(cards, mode, kind, key, touching)
    result = score(pool)
    if joins is not None and card is not None:
        return _joins(result, cards, card, joins)
    rule = R.GROUP_POINTS
    if target == "total":
        if not nothing_else and (
            len(pool.own) < 9 or any(c.colour is None or c.value is None for c in cards)
        ):
            raise InvalidSituation(
                "Pour le total, il faut toute la grille, ou savoir que le reste ne forme rien."
            )
        points, what = result.total, ("ton score", "your score")
    elif target == "groups" and isinstance(key, list):
        # "le groupe rouge et le groupe des 4 à eux deux": each group named, added up
        each = [group_points(result, COLOUR if isinstance(k, str) else VALUE, k) for k in key]
        if 0 in each:
            raise InvalidSituation(
                "Un des groupes demandés ne marque pas : il n'y a pas ce groupe."
            )
        points = sum(each)
        what = (f"les groupes {', '.join(map(str, key))}", f"the groups {', '.join(map(str, key))}")
    elif target == "card" and card is not None:
        points, what, rule = _card_points(cards, card, mode, touching, result)
    else:
        points, what = (
            group_points(result, str(kind), key),
            (f"le groupe {key}", f"the {key} group"),
        )
        rule = _rule_of(cards, kind, key, points, mode)
    return _points_verdict(rule, points, what, asks)


def _points_verdict(rule, points: int, what: tuple[str, str], asks: str) -> Verdict:
    """The points of what was asked, or whether it scores at all (`asks` "scores")."""
    if asks == "scores":
        return Verdict(
            rule,
            "oui" if points > 0 else "non",
            f"{'Oui' if points else 'Non'} : {what[0]} rapporte {points} point(s).",
            f"{'Yes' if points else 'No'}: {what[1]} scores {points} point(s).",
        )
    return Verdict(
        rule,
        points,
        f"{what[0].capitalize()} : {points} point(s).",
        f"{what[1].capitalize()}: {points} point(s).",
    )


def _joins(result: Score, cards: list[Told], card: int, group: tuple[str, object]) -> Verdict:
    """Whether card number `card` is part of the group asked, in the best score of the pool."""
    wanted, where = _card(cards[card], card), cards[card].where
    inside = any(
        s.card == wanted and (s.origin == OWN) == (where == OWN)
        for g in result.groups
        if (g.kind, g.key) == group
        for s in g.slots
    )
    own = cards[card].where == OWN
    rule = (
        R.RAINBOW_OWN
        if own and wanted.colour == "rainbow"
        else R.SHADOW_ANCHOR
        if wanted.colour == "shadow"
        else R.RAINBOW_ANCHOR
        if wanted.colour == "rainbow"
        else R.ANCHORING
    )
    name = card_name(wanted).replace("?", "").strip() or "cette carte"
    return Verdict(
        rule,
        "oui" if inside else "non",
        f"{'Oui' if inside else 'Non'} : {name} {'rejoint' if inside else 'ne rejoint pas'} le groupe {group[1]}.",
        f"{'Yes' if inside else 'No'}: {name} {'joins' if inside else 'does not join'} the {group[1]} group.",
    )


def _rule_of(cards: list[Told], kind: object, key: object, points: int, mode: str):
    """The rule that decided a group's points: anchoring when only neighbour cards hold it, contact
    when Classic cards kept apart, else the points per card."""
    own = [c for c in cards if c.where == OWN and (c.colour if kind == COLOUR else c.value) == key]
    if points == 0 and len(own) < 2:
        return R.ANCHORING if any(c.where != OWN for c in cards) else R.GROUP_SIZE
    if points == 0 and mode == "classique":
        return R.NO_DIAGONAL
    if any(c.where != OWN for c in cards):
        return R.NEIGHBOUR_BONUS
    return R.GROUP_POINTS


def _card_points(cards, card, mode, touching, result):
    """A neighbour card: what the score loses without it; one of yours: 2 per colour group and 3 per
    value group it is in (the booklet counts points per card)."""
    picked = cards[card]
    if picked.where != OWN:
        rest = [c for i, c in enumerate(cards) if i != card]
        kind = COLOUR if picked.colour not in (None, "joker") else VALUE
        key = picked.colour if kind == COLOUR else picked.value
        without = score(build(rest, mode, kind, key, touching)).total
        points = result.total - without
        rule = (
            R.NEIGHBOUR_BONUS
            if points
            else R.SHADOW_ANCHOR
            if picked.colour == "shadow"
            else R.ANCHORING
        )
        return points, ("cette carte voisine", "that neighbour card"), rule
    wanted = _card(picked, card)
    points = sum(
        POINTS[g.kind]
        for g in result.groups
        if any(s.origin == OWN and s.card == wanted for s in g.slots)
    )
    return points, ("cette carte", "that card"), R.CUMUL
