"""Filling a NUM DRAFT score question: the cards told (card_mentions), what is asked of them (the
total, one group, one card, or whether it scores), the mode, and where the cards lie when the
question says it (touching, diagonal, row by row). Every number and colour the question states
must be one of those facts, else no verdict."""

from __future__ import annotations

from arbitre.engines.num_draft.card_asked import asked_start, target_asked
from arbitre.engines.num_draft.card_denials import anchor_unsaid, denied_all, implied_group
from arbitre.engines.num_draft.card_mentions import Mention, Told, read_cards
from arbitre.engines.num_draft.card_places import rows as read_rows
from arbitre.engines.num_draft.card_places import touching_said
from arbitre.engines.num_draft.flow_reader import mode_of
from arbitre.engines.num_draft.situations import CardFact, RuleSituation, ScoreSituation
from arbitre.reading import Reading

SIZES = frozenset([9, 15])  # "mon pool de 15 cartes", "mes 9 cartes": the pool's own size, no card


def _cards(reading: Reading, told: Told) -> tuple[list[CardFact], list[Mention], dict[int, int]]:
    """The cards told, with the mentions that only point back at cards already told."""
    cards: list[CardFact] = []
    refs: list[Mention] = []
    index: dict[int, int] = {}  # mention first token -> its (first) card
    for m in told.mentions:
        if m.denied or m.group or _pool_size(reading, m):
            continue
        if m.colour is None and m.value is None:
            if not m.reference:
                return cards, refs, {-1: -1}  # "trois cartes chez mon voisin": which is not told
            if m.count not in (
                -1,
                len(cards),
            ):  # -1: "ces deux groupes", the groups of the cards told
                return (
                    cards,
                    refs,
                    {-1: -1},
                )  # "ces trois cartes" after two told: which cards is not read
            refs.append(m)
            continue
        same = [
            i
            for i, c in enumerate(cards)
            if (m.reference and not (m.other and c.where == "own") or c.where == m.where)
            and (m.colour is None or c.colour == m.colour)
            and (m.value is None or c.value == m.value)
        ]
        if m.reference and m.definite and m.count == 1 and m.value is None and len(same) > 1:
            m.group = True  # "combien me rapporte le rouge en tout ?": the colour's group
            continue
        partial = [
            c
            for c in cards
            if m.colour is not None
            and m.value is not None
            and (c.colour, c.value) in ((m.colour, None), (None, m.value))
        ]
        if m.reference and not same and partial and reading.concept("alone"):
            return cards, refs, {-1: -1}  # "trois bleus et deux 7 … mon 7 bleu": one of them?
        if m.reference and same and (len(same) == m.count or m.count == 1):
            refs.append(m)
            index[m.first] = same[-1]  # "ce Shadow": the one told last
            continue
        if m.demonstrative and not same and not cards:
            continue  # "ce shadow-là, il compte ?": a card pointed at, none told
        if m.demonstrative and m.where == "own" and not (same and m.count == 1) and (same or cards):
            return cards, refs, {-1: -1}  # "ces deux verts" after one told: which cards is not read
        if m.whole:
            m.count -= len(same)  # "mon Rouge 5 est dans un groupe de 3 rouges": two more reds
        index[m.first] = len(cards)
        cards += [
            CardFact(colour=m.colour, value=m.value, where=m.where, row=m.row)
            for _ in range(m.count)
        ]
    return cards, refs, index


def _pool_size(reading: Reading, m: Mention) -> bool:
    """ "mon pool de 15 cartes", "mes 9 cartes": the pool's own size, no card."""
    size = m.value if m.value is not None else m.count
    return (
        m.colour is None
        and size in SIZES
        and any(c.first in (m.last, m.last - 1) for c in reading.concept("card"))
    )


def _accounted(reading: Reading, told: Told) -> bool:
    """Every number and colour said is a card, a group asked or a denial."""
    for m in reading.of_kind("number"):
        if m.weak or m.first in told.used:
            continue
        after = reading.concept("card")
        if int(m.value) in SIZES and any(c.first == m.last for c in after):
            continue
        if int(m.value) == 2 and any(c.first == m.last for c in reading.concept("neighbour")):
            continue  # "mes deux voisins": both neighbours
        if (
            int(m.value) == 2
            and reading.concept("apart")
            and any(c.first == m.last for c in reading.concept("corner"))
        ):
            continue  # "dans deux coins opposés": where the cards lie, read as places
        return False
    return all(
        c.first in told.used
        for c in reading.concepts
        if c.label.startswith("colour.") or c.label == "joker"
    )


def _both_kinds(reading: Reading, told: Told, cards: list[CardFact]) -> RuleSituation | None:
    """ "mon 7 rouge peut compter à la fois dans mes rouges et dans mes 7 ?", "le joker … en même temps ?":
    one card asked in a colour group and a value group at once is the rule on counting twice."""
    start = asked_start(reading)
    groups = [m for m in told.mentions if m.group and m.first >= start]
    kinds = {"couleur" if m.value is None else "valeur" for m in groups}
    single = [c for c in cards if c.where == "own"]
    if kinds != {"couleur", "valeur"} or reading.answer_type() != "yes_no" or len(single) != 1:
        return None
    joker = single[0].colour == "joker"
    if not joker and (single[0].colour is None or single[0].value is None):
        return None
    return RuleSituation(rule="joker-both" if joker else "card-both")


def _attribute_unsaid(reading: Reading) -> bool:
    """ "Un jaune dont la valeur est aussi dans ma grille": a card's value spoken of and not told; said
    to match nothing in its clause ("dont la valeur n'apparaît nulle part ailleurs", "aucune carte de
    sa valeur chez moi") it is told: no other card shares it."""
    spoken = reading.concept("attribute_unsaid")
    if not spoken or reading.concept("none_other"):
        return False
    clause = reading.tokens[spoken[0].first].clause
    unique = [c for c in reading.concept("unique") if reading.tokens[c.first].clause == clause]
    if unique:
        return reading.negated(unique[0].first)  # "sa valeur n'est pas unique": shared, not told
    return not any(reading.tokens[m.first].clause == clause for m in reading.of_kind("negation"))


def _not_asked(reading: Reading) -> bool:
    """A score question that is not one: a fact taken back, a value spoken of and not told, a card
    type hinted at ("a shiny red card"), the contact asked as a need in Discovery mode ("do my two
    reds need to touch?": the contact rule, which that mode ignores, not whether they score)."""
    if (
        reading.concept("taken_back")
        or reading.concept("type_unsure")
        or _attribute_unsaid(reading)
    ):
        return True
    must = any(m.value == "must" for m in reading.of_kind("modality"))
    return must and bool(reading.concept("touch")) and mode_of(reading) == "decouverte"


def _nothing_else(reading: Reading, told: Told, cards: list[CardFact], kind: str) -> bool:
    """Whether the rest of the pool is said to form nothing with the cards told: said so, the cards
    told asked alone ("combien rapportent ces trois cartes ?": not "les deux groupes", a card's
    colour and value groups), or the denials and counts cover what they could share."""
    asked_told = kind == "total" and any(
        m.reference and m.colour is None and m.value is None and (m.count != -1 or m.demonstrative)
        for m in told.mentions
    )
    return bool(reading.concept("none_other")) or asked_told or denied_all(reading, told, cards)


def fill_score(reading: Reading, intent: str) -> ScoreSituation | RuleSituation | None:
    if _not_asked(reading):
        return None  # which facts stand, or the value spoken of, is not told
    told = read_cards(reading)
    if told.mismatch:
        return ScoreSituation(mode=mode_of(reading))  # "deux bleus (un 3, un 7 et un 10)": which?
    if told.unread or reading.names() or not _accounted(reading, told):
        return None
    read_rows(reading, told)
    cards, refs, index = _cards(reading, told)
    if -1 in index:
        return None
    mode = mode_of(reading)
    both = _both_kinds(reading, told, cards)
    if both is not None:
        return both
    # "Total ?", "Total for my grid?": the asked sentence names the total, no yes or no
    total = any(c.first == asked_start(reading) for c in reading.concept("score_total"))
    asks = "scores" if reading.answer_type() == "yes_no" and not total else "points"
    if (asks == "scores" or reading.concept("alone")) and cards:
        # a card told, asked whether it joins your group or what it brings in it on its own
        cards += implied_group(told, cards)
    if not cards and not any(m.denied for m in told.mentions):
        return ScoreSituation(mode=mode)  # "mon groupe rouge il vaut combien ?": no card told
    if not cards or not any(m.where == "own" for m in told.mentions):
        # nothing said of the asker's own grid: the cards that decide are not told
        return ScoreSituation(mode=mode) if not told.mentions or cards else None
    target = target_asked(reading, told, cards, refs, index)
    if target is None:
        return None
    kind, key, card = target
    if kind not in ("couleur", "valeur") and anchor_unsaid(reading, told, cards):
        return ScoreSituation(mode=mode)  # "le voisin a un 7 jaune, moi aucun jaune": and my 7s?
    rows = [c for c in cards if c.where == "own" and c.row is not None]
    for r in range(3):
        for col, c in enumerate(x for x in rows if x.row == r):
            c.col = col
    nothing_else = _nothing_else(reading, told, cards, kind)
    touching = touching_said(reading)
    if touching == "unread" and not any(c.row is not None for c in cards):
        return None  # places said that are not read: no verdict rather than one on guessed places
    members = [
        c for c in cards if c.where == "own" and key is not None and key in (c.colour, c.value)
    ]
    if touching is False and len(members) > 2 and mode != "decouverte":
        return None  # "trois rouges qui ne se touchent pas": none, or not all of them?
    return ScoreSituation(
        target=kind,
        key=key,
        card=card,
        asks=asks,
        touching=touching if isinstance(touching, bool) else None,
        nothing_else=nothing_else,
        mode=mode,
        cards=cards,
    )
