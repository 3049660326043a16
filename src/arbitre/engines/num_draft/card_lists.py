"""Lists in a NUM DRAFT card question: what follows a denial in a list is denied too ("aucun autre
rouge, bleu, 3 ou 8"), and a count followed by as many cards naming what it lacks is broken down
("trois bleus (le 1, le 5 et le 9)", "deux 7 : un rouge, un vert")."""

from __future__ import annotations

from arbitre.engines.num_draft.card_mentions import GLUE, Mention, Told
from arbitre.reading import Reading

LIST_WORDS = frozenset(["ou", "or", "ni", "nor"])


def deny_lists(reading: Reading, told: Told) -> None:
    """ "aucun autre rouge, bleu, 3 ou 8": what follows a denial in a list is denied too."""
    for before, m in zip(told.mentions, told.mentions[1:], strict=False):
        gap = reading.words[before.last : m.first]
        listed = all(w in LIST_WORDS | GLUE for w in gap) and len(gap) <= 3
        if before.denied and listed and not reading.tokens[m.first].sentence_start:
            m.denied, m.count = True, 0


ITEM_GLUE = frozenset(["et", "and", "a", "an", "le", "la", "l", "un", "une", "the"])


def _listed(reading: Reading, ms: list[Mention], i: int, lacks: str) -> int:
    """How many mentions right after mention i list single cards naming only what it lacks
    ("trois rouges, le 4 et le 9": 2), with nothing but "et", "le", "a" between them."""
    n, last = 0, ms[i].last
    for x in ms[i + 1 :]:
        if x.count != 1 or x.denied or (x.colour is None) != (lacks == "value"):
            break
        gap = reading.words[last : x.first]
        first_gap = n == 0 and len(gap) <= 5  # "two blue cards in my grid (a 3, …"
        if x.where != ms[i].where or not (first_gap or set(gap) <= ITEM_GLUE):
            break
        n, last = n + 1, x.last
    return n


def break_down(reading: Reading, told: Told) -> None:
    """ "trois bleus (le 1, le 5 et le 9)": the count's cards, one by one; a list of another length
    than its count ("trois rouges, le 4 et le 9") leaves the cards to ask."""
    out, i = [], 0
    ms = told.mentions
    while i < len(ms):
        m = ms[i]
        lacks = "value" if m.value is None else "colour" if m.colour is None else None
        if lacks and m.count >= 2 and not m.denied:
            listed = _listed(reading, ms, i, lacks)
            if listed >= 2 and listed != m.count:
                told.mismatch = True
        items = ms[i + 1 : i + 1 + m.count] if lacks and m.count >= 2 and not m.denied else []
        fits = (
            bool(items)
            and len(items) == m.count
            and all(
                x.count == 1
                and not x.denied
                and (x.colour is None if lacks == "value" else x.value is None)
                for x in items
            )
        )
        if fits:
            for x in items:
                out.append(
                    Mention(
                        1,
                        m.colour or x.colour,
                        m.value if m.value is not None else x.value,
                        m.where,
                        x.first,
                        x.last,
                        x.numbers,
                        part=x.part,
                    )
                )
            i += 1 + m.count
            continue
        out.append(m)
        i += 1
    told.mentions = out


def among(reading: Reading, told: Told) -> None:
    """ "deux 9 dont le 9 rouge": the cards told after "dont" in its clause are among the count just
    said, so they are not added to it; a card that does not fit the count, or that fits another
    count told too ("deux verts et deux 10, dont un 10 vert": a green as well?), is not settled."""
    for a in reading.concept("among"):
        clause = reading.tokens[a.first].clause
        before = [m for m in told.mentions if m.last <= a.first and not m.denied and m.count > 0]
        inside = [
            m
            for m in told.mentions
            if m.first >= a.last and reading.tokens[m.first].clause == clause and not m.denied
        ]
        if not before or not inside:
            continue
        count = before[-1]
        fits = [m for m in inside if _of_kind(m, count)]
        others = [c for c in before[:-1] if c.count >= 2 and any(_of_kind(m, c) for m in fits)]
        if len(fits) != len(inside) or others or sum(m.count for m in fits) > count.count:
            told.unread = True
            return
        count.said_count = count.count
        count.count -= sum(m.count for m in fits)


def _of_kind(m: Mention, count: Mention) -> bool:
    """Whether the cards of `m` are of the kind `count` counts (its colour, its value)."""
    return (count.colour is None or m.colour == count.colour) and (
        count.value is None or m.value == count.value
    )


def one_of(reading: Reading, told: Told) -> None:
    """ "mon bleu 7 fait partie d'un groupe de rouges": the card said to be one of a count or a group
    must be of its kind; otherwise the cards are not settled."""
    for c in reading.concept("one_of"):
        before = [m for m in told.mentions if m.last <= c.first and not m.denied]
        after = [m for m in told.mentions if m.first >= c.last and not m.denied]
        if not before or not after:
            continue
        card, count = before[-1], after[0]
        clash_colour = None not in (card.colour, count.colour) and card.colour != count.colour
        clash_value = None not in (card.value, count.value) and card.value != count.value
        if clash_colour or clash_value:
            told.unread = True
