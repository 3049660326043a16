"""What a NUM DRAFT score question asks of the cards it tells: the total, one group, several groups,
one card of the asker's ("combien rapporte mon Rouge 4 à lui seul ?") or what one neighbour card
brings or whether it joins a group named; None when which one is not settled."""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.num_draft.card_mentions import Mention, Told
from arbitre.engines.num_draft.card_parts import HOLD
from arbitre.engines.num_draft.situations import CardFact
from arbitre.reading import Reading
from arbitre.reading.phrases import base

# What one card brings: "il ajoute combien", "what does it add"; with a group named, only these say the card is asked.
ADD_WORDS = frozenset(
    [
        "ajoute",
        "ajouter",
        "add",
        "adds",
        "apporte",
        "amene",
        "brings",
        "bring",
        "grossir",
        "rejoindre",
        "renforcer",
        "completer",
        "join",
        "joins",
        "ancrer",
        "anchor",
        "enlarge",
        "grow",
    ]
)
BRING_WORDS = ADD_WORDS | frozenset(
    ["rapporte", "give", "gives", "worth", "vaut", "compter", "count"]
)


def asked_start(reading: Reading) -> int:
    return max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)


@dataclass(frozen=True)
class _Asked:
    """What the asked sentence holds: its mentions, the groups it names, the neighbour cards told."""

    reading: Reading
    cards: list[CardFact]
    refs: list[Mention]
    index: dict[int, int]
    start: int
    groups: list[Mention]
    asked: list[Mention]
    in_clause: list[Mention]
    neighbours: list[int]


UNDECIDED = "undecided"  # this kind of target is not the one asked: try the next


def target_asked(
    reading: Reading, told: Told, cards: list[CardFact], refs: list[Mention], index: dict[int, int]
):
    """(target, key, card) asked in the last sentence, or None when it is not settled."""
    start = asked_start(reading)
    asked = [m for m in told.mentions if m.first >= start and not m.group]
    every = [m for m in asked if m.reference and m.colour is None and m.value is None]
    if every and len(every) == len(asked):
        return "total", None, None  # "combien rapportent mes neuf cartes à elles seules ?"
    last_clause = reading.tokens[-1].clause
    ask = _Asked(
        reading,
        cards,
        refs,
        index,
        start,
        [m for m in told.mentions if m.group and m.first >= start],
        asked,
        [m for m in asked if reading.tokens[m.first].clause == last_clause] or asked,
        [i for i, c in enumerate(cards) if c.where != "own"],
    )
    for reader in (_own_card, _neighbour_card):
        found = reader(ask)
        if found != UNDECIDED:
            return found
    return _group(ask)


def _own_card(ask: _Asked):
    """ "combien rapporte le Rouge 4 ?", "le Rainbow, il peut compter dans mon groupe rouge ?"."""
    reading, in_clause, groups = ask.reading, ask.in_clause, ask.groups
    alone = reading.concept("alone")
    if not alone and not (
        in_clause
        and all(m in ask.refs for m in in_clause)
        and len(in_clause) == 1
        and in_clause[0].colour
        and (in_clause[0].value is not None or groups and reading.answer_type() == "yes_no")
    ):
        return UNDECIDED
    chosen = in_clause if not alone else ask.asked
    pointed = [ask.index[m.first] for m in chosen if m.first in ask.index]
    said_by = [
        i
        for i in range(ask.start, len(reading.words) - 1)
        if reading.words[i] in SUBJECT_ME and reading.words[i + 1] not in HOLD
    ]
    if not alone and said_by and in_clause and said_by[0] < in_clause[0].first:
        return None  # "combien je marque avec mon 4 bleu ?": that card's share, or my total?
    full = [
        i for i, c in enumerate(ask.cards) if c.where == "own" and c.colour and c.value is not None
    ]
    if alone and not pointed and len(full) == 1 and not ask.asked:
        pointed = full  # "il rapporte combien à lui seul ?": the one card told in full
    return ("card", _group_key(groups), pointed[0]) if len(pointed) == 1 else None


def _neighbour_card(ask: _Asked):
    """What one neighbour card brings, or whether it joins a group named."""
    reading, groups, neighbours, words = ask.reading, ask.groups, ask.neighbours, ask.reading.words
    adds = any(w in ADD_WORDS for w in words[ask.start :])
    brings = any(w in BRING_WORDS for w in words[ask.start :])
    if len(neighbours) > 1 and adds and PRONOUNS & set(words[ask.start :]):
        return None  # "il m'ajoute combien ?" of two neighbour cards: which one?
    if len(neighbours) != 1:
        return UNDECIDED
    card = ("card", _group_key(groups), neighbours[0])
    pointed_at = [  # the card asked before any group: "combien rapporte ce rainbow s'il rejoint …"
        m
        for m in ask.asked
        if m.demonstrative
        and ask.index.get(m.first) in neighbours
        and all(m.first < g.first for g in groups)
    ]
    if brings and pointed_at:
        return card
    if groups and reading.answer_type() == "yes_no":
        return card  # "le shadow du voisin peut aller dans mon groupe jaune ?"
    if (
        adds
        and _points_at(reading, ask.start, ask.asked, ask.index, neighbours[0])
        or brings
        and not groups
        and not reading.concept("score_total")  # "ça me rapporte combien en tout ?": the total
        and not reading.concept("the_whole")  # "ça me rapporte combien ?"
    ):
        return card
    return UNDECIDED


def _group(ask: _Asked):
    """A group asked (named, or the one colour or value of the cards told), or the total."""
    reading, groups = ask.reading, ask.groups
    plural = [
        m
        for m in ask.in_clause
        if m in ask.refs
        and m.colour
        and m.value is None
        and base(reading.words[m.first]) != reading.words[m.first]
    ]
    if not groups and len(plural) == len(ask.in_clause) == 1:
        return "couleur", plural[0].colour, None  # "combien me rapportent mes jaunes ?"
    if groups:
        keys = {("couleur", m.colour) for m in groups if m.colour and m.value is None} | {
            ("valeur", m.value) for m in groups if m.value is not None and m.colour is None
        }
        if len(keys) == 1:
            kind, key = keys.pop()
            return kind, key, None
        if len(keys) == len(groups) > 1 and reading.answer_type() == "how_many":
            return "groups", sorted((k for _, k in keys), key=str), None
        return None
    own = [c for c in ask.cards if c.where == "own"]
    colours, values = {c.colour for c in own}, {c.value for c in own}
    if len(own) >= 2 and len(colours) == 1 and None not in colours and values <= {None}:
        return "couleur", own[0].colour, None
    if len(own) >= 2 and len(values) == 1 and None not in values:
        return "valeur", own[0].value, None
    return "total", None, None


PRONOUNS = frozenset(["il", "elle", "it", "lui", "celle", "celui"])
SUBJECT_ME = frozenset(["je", "j", "i"])  # the asker as the subject: "combien je marque avec …"


def _group_key(groups: list[Mention]) -> str | int | None:
    keys = {
        m.colour if m.value is None else m.value
        for m in groups
        if (m.colour is None) != (m.value is None)
    }
    return keys.pop() if len(keys) == 1 else None


def _points_at(
    reading: Reading, start: int, asked: list[Mention], index: dict[int, int], card: int
) -> bool:
    """The asked sentence is about that one card: a pronoun ("il m'ajoute combien"), or the card said again
    ("ce Rainbow", "sa carte verte")."""
    return bool(PRONOUNS & set(reading.words[start:])) or any(
        index.get(m.first) == card for m in asked
    )
