"""What a NUM DRAFT question says of the cards it does not tell: the denials ("aucun autre rouge ni
7", "moi aucun jaune") and the groups of the asker's it names ("mon groupe shadow")."""

from __future__ import annotations

from arbitre.engines.num_draft.card_mentions import Mention, Told
from arbitre.engines.num_draft.situations import CardFact
from arbitre.reading import Reading


def _settled(reading: Reading, told: Told, count: Mention) -> bool:
    """Whether the cards told beside a count of their kind are known to be in it or not: "dont",
    "l'un de", "deux autres rouges" say it; "mon rouge 5 est dans mes trois rouges" does not."""
    if count.whole or count.said_count is not None:
        return True
    if any(count.first - 2 <= c.first < count.last for c in reading.concept("other")):
        return True
    return not any(
        x is not count
        and not x.denied
        and x.where == "own"
        and (count.colour is None or x.colour == count.colour)
        and (count.value is None or x.value == count.value)
        for x in told.mentions
    )


def denied_all(reading: Reading, told: Told, cards: list[CardFact]) -> bool:
    """The denials and counts said cover what the asker's cards told could share ("aucun autre rouge
    ni 7" of a Rouge 7, "deux 9 dont le 9 rouge, et deux autres rouges"): the rest of the pool forms
    nothing with them. "mon 7 rouge…, aucun autre 7" leaves the other reds open."""
    denied = [m for m in told.mentions if m.denied]
    if any(m.colour is None and m.value is None for m in denied):
        return True  # "mes autres cartes ne forment aucun groupe"
    said = {m.colour for m in denied if m.colour} | {m.value for m in denied if m.value is not None}
    # "j'ai 4 verts": a count of one kind tells all the asker's cards of that kind
    counted = [m for m in told.mentions if m.where == "own" and (m.said_count or m.count) >= 2]
    if not all(_settled(reading, told, m) for m in counted):
        return False
    said |= {m.colour for m in counted if m.colour and m.value is None}
    said |= {m.value for m in counted if m.value is not None and m.colour is None}
    own = [c for c in cards if c.where == "own"]  # neighbour cards never score alone
    wanted = {c.colour for c in own if c.colour not in (None, "joker")} | {
        c.value for c in own if c.value is not None
    }
    return wanted <= said


def anchor_unsaid(reading: Reading, told: Told, cards: list[CardFact]) -> bool:
    """Only neighbour cards told and the asker's grid said by denials alone: each attribute a
    neighbour card could anchor by must be denied (a Shadow only its Shadow group, a Rainbow any
    colour, a Joker anything), else the asker's cards that decide are not told."""
    if any(c.where == "own" for c in cards) or reading.concept("none_other"):
        return False
    denied = [m for m in told.mentions if m.denied and m.where == "own"]
    if not denied or any(m.colour is None and m.value is None for m in denied):
        return False
    if any(m.value == 0 and not reading.words[m.first][:1].isdigit() for m in denied):
        return False  # "I have none": none of the cards just told
    said = {m.colour for m in denied if m.colour} | {m.value for m in denied if m.value is not None}
    named = {  # "un groupe de valeur": only what that kind of group is made of
        w.label
        for g in reading.concept("group")
        for w in reading.concepts
        if w.label in ("value_word", "colour_word")
        and (0 <= w.first - g.last <= 1 or 0 <= g.first - w.last <= 1)
    }
    for m in told.mentions:  # "a yellow group", "mon groupe de 7"
        if m.group and (m.colour is None) != (m.value is None):
            named.add("colour_word" if m.colour else "value_word")
    for c in cards:
        wild = c.colour in ("joker", "rainbow") and c.colour not in said
        if wild and named != {"value_word"}:
            return True  # a wild colour: every colour group of the asker's is unsaid
        colour: set[str | int | None] = {c.colour}
        value: set[str | int | None] = {c.value}
        needed = colour if c.colour == "shadow" else colour | value
        if named == {"value_word"}:
            needed = value
        elif named == {"colour_word"}:
            needed = colour
        if not needed - {None} <= said:
            return True
    return False


def implied_group(told: Told, cards: list[CardFact]) -> list[CardFact]:
    """ "peut-il compléter mon groupe shadow ?": a group of yours named is at least 2 cards of yours (enough
    to say whether a card joins it, never to count its points)."""
    named = [m for m in told.mentions if m.group and m.where == "own" and not m.denied]
    out = []
    denied = {(m.colour, m.value) for m in told.mentions if m.denied and m.where == "own"}
    for m in named:
        if (m.colour, m.value) in denied:
            continue  # "aucun jaune dans ma grille … un groupe jaune ?": no group of yours
        key = m.colour if m.value is None else m.value
        have = sum(c.where == "own" and key in (c.colour, c.value) for c in cards)
        out += [
            CardFact(colour=m.colour, value=m.value, where="own") for _ in range(2 - min(have, 2))
        ]
    return out
