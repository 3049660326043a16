"""Scoring a NUM DRAFT pool: colour and value groups, anchoring, neighbour bonus, Jokers."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

from arbitre.engines.num_draft.cards import Pool, Slot

COLOUR, VALUE = "couleur", "valeur"
POINTS = {COLOUR: 2, VALUE: 3}
BONUS = {"classique": 1, "shadow": 0, "rainbow": 1, "joker": 1}

JokerChoice = tuple[str, str | int] | None


@dataclass(frozen=True)
class Group:
    """One scoring combination: your own cards plus the neighbour cards it anchors."""

    kind: str  # COLOUR or VALUE
    key: str | int
    slots: tuple[Slot, ...]

    @property
    def borrowed(self) -> tuple[Slot, ...]:
        return tuple(s for s in self.slots if s.origin != "own")

    def __str__(self) -> str:
        cards = " ".join(str(s.card) for s in self.slots)
        return f"{self.kind} {self.key}: {cards} = {POINTS[self.kind] * len(self.slots)}"


@dataclass(frozen=True)
class Score:
    total: int
    groups: tuple[Group, ...]
    bonus: int
    blocked: tuple[Slot, ...]  # neighbour cards that join no combination
    double_use: tuple[Slot, ...]  # neighbour cards counted in colour and value

    def __str__(self) -> str:
        lines = [str(g) for g in self.groups] + [
            f"bonus voisin +{self.bonus}",
            f"total {self.total}",
        ]
        return "\n".join(lines)


def score(pool: Pool) -> Score:
    """The best score of the pool; each Joker joins the single most profitable combination."""
    # There is always a choice (with no Joker, the empty one); on a tie the first one wins.
    return max(
        (_score_with(pool, choice) for choice in _joker_choices(pool)), key=lambda s: s.total
    )


def rank(points: int, mode: str) -> str:
    """The ranking title of a final score in the given mode."""
    table = RANKS[mode]
    return next(title for bound, title in table if points < bound)


RANKS = {
    "classique": (
        (18, "Novice"),
        (32, "Stratège"),
        (48, "Maître"),
        (62, "Grand Maître"),
        (math.inf, "Légende de NUM DRAFT"),
    ),
    "decouverte": (
        (25, "Novice"),
        (45, "Stratège"),
        (60, "Maître"),
        (75, "Grand Maître"),
        (math.inf, "Légende de NUM DRAFT"),
    ),
}


def _joker_choices(pool: Pool) -> list[dict[Slot, JokerChoice]]:
    jokers = [s for s in pool.slots if s.card.is_joker]
    plain = [s.card for s in pool.own if not s.card.is_joker]
    # A numbered card has both a colour and a value: only the Joker lacks them.
    keys: list[JokerChoice] = [
        (COLOUR, c) for c in sorted({c.colour for c in plain if c.colour is not None})
    ]
    keys += [(VALUE, v) for v in sorted({c.value for c in plain if c.value is not None})]
    return [
        dict(zip(jokers, combo, strict=True))
        for combo in product([None, *keys], repeat=len(jokers))
    ]


def _score_with(pool: Pool, jokers: dict[Slot, JokerChoice]) -> Score:
    """The best way to anchor the neighbour cards: each kind's possible attachments, tried
    together, since a neighbour card counted in both kinds earns its bonus once."""
    options = [
        _attachments(pool, kind, _own_groups(pool, kind, jokers), jokers)
        for kind in (COLOUR, VALUE)
    ]
    # Each kind has at least one way to attach the neighbour cards; on a tie the first one wins.
    return max(
        (
            _total(pool, colour_groups + value_groups)
            for colour_groups, value_groups in product(*options)
        ),
        key=lambda s: s.total,
    )


def _total(pool: Pool, groups: list[Group]) -> Score:
    used = [s for g in groups for s in g.borrowed]
    unique = set(used)
    bonus = sum(BONUS[s.card.kind] for s in unique)
    total = sum(POINTS[g.kind] * len(g.slots) for g in groups) + bonus
    blocked = tuple(s for s in pool.borrowed if s not in unique)
    double = tuple(s for s in unique if used.count(s) > 1)
    return Score(total, tuple(groups), bonus, blocked, double)


def _key(slot: Slot, kind: str, jokers: dict[Slot, JokerChoice]) -> str | int | None:
    """A Joker has neither colour nor value of its own: only the one it is given."""
    if slot.card.is_joker:
        choice = jokers.get(slot)
        return choice[1] if choice and choice[0] == kind else None
    return slot.card.colour if kind == COLOUR else slot.card.value


def _own_groups(pool: Pool, kind: str, jokers: dict[Slot, JokerChoice]) -> list[Group]:
    """A combination needs at least 2 cards; in Classic mode they must touch by a side."""
    by_key: dict[str | int, list[Slot]] = {}
    for slot in pool.own:
        key = _key(slot, kind, jokers)
        if key is not None:
            by_key.setdefault(key, []).append(slot)
    groups = []
    for key, slots in by_key.items():
        parts = [slots] if pool.mode == "decouverte" else _components(slots)
        groups += [
            Group(kind, key, tuple(p))
            for p in parts
            if len(p) >= 2 and any(not s.card.is_joker for s in p)
        ]
    return groups


def _components(slots: list[Slot]) -> list[list[Slot]]:
    remaining, parts = list(slots), []
    while remaining:
        part = [remaining.pop(0)]
        for slot in part:
            near = [s for s in remaining if s.touches(slot)]
            part += near
            remaining = [s for s in remaining if s not in near]
        parts.append(part)
    return parts


def _eligible(
    slot: Slot,
    kind: str,
    key: str | int,
    jokers: dict[Slot, JokerChoice],
    adopted: dict[Slot, str | None],
) -> bool:
    """Shadow anchors only a Shadow group; a neighbour Rainbow is a colour joker: the colour
    it is tried as is `adopted`."""
    card_kind = slot.card.kind
    if card_kind == "shadow":
        return kind == COLOUR and key == "shadow"
    if card_kind == "rainbow" and kind == COLOUR:
        return adopted.get(slot) == key
    return _key(slot, kind, jokers) == key


def _attachments(
    pool: Pool, kind: str, groups: list[Group], jokers: dict[Slot, JokerChoice]
) -> list[list[Group]]:
    """Every way the neighbour cards can enlarge your own combinations. Only a neighbour
    Rainbow has a choice (the colour it joins decides which other neighbour cards can then
    reach that combination), so each colour is tried for each of them."""
    rainbows = [s for s in pool.borrowed if kind == COLOUR and s.card.kind == "rainbow"]
    choices = [_reachable_colours(pool, slot, groups) for slot in rainbows]
    return [
        _attach(pool, kind, groups, jokers, dict(zip(rainbows, choice, strict=True)))
        for choice in product(*choices)
    ]


def _reachable_colours(pool: Pool, rainbow: Slot, groups: list[Group]) -> Sequence[str | None]:
    """The colours a neighbour Rainbow could join: those of your combinations with a card in
    the edge column its column touches (any colour in Découverte, where no card need touch:
    one is enough). Joining never costs points, so staying out is tried only when none fits."""
    edge = 0 if rainbow.col < 0 else 2
    colours = sorted(
        {
            str(g.key)
            for g in groups
            if pool.mode == "decouverte" or any(s.col == edge for s in g.slots)
        }
    )
    if pool.mode == "decouverte":
        colours = colours[:1]
    return colours or [None]


def _attach(
    pool: Pool,
    kind: str,
    groups: list[Group],
    jokers: dict[Slot, JokerChoice],
    adopted: dict[Slot, str | None],
) -> list[Group]:
    """Neighbour cards can only enlarge a combination already present in your own grid; in
    Classic mode each touches it, directly or through another neighbour card joining it."""
    members = [list(g.slots) for g in groups]
    order = sorted(
        range(len(groups)),
        key=lambda i: (str(groups[i].key), min((s.row, s.col) for s in members[i])),
    )
    waiting = list(pool.borrowed)
    while waiting:
        joins = {}
        for slot in waiting:
            fits = [
                i
                for i in order
                if _eligible(slot, kind, groups[i].key, jokers, adopted)
                and (pool.mode == "decouverte" or any(slot.touches(m) for m in members[i]))
            ]
            if fits:
                joins[slot] = fits[0]
        if not joins:
            break
        for slot, i in joins.items():
            members[i].append(slot)
        waiting = [s for s in waiting if s not in joins]
    return [Group(g.kind, g.key, tuple(m)) for g, m in zip(groups, members, strict=True)]
