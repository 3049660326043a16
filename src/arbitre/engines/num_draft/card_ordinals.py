"""Cards counted on by an ordinal in a NUM DRAFT question: "mon voisin en a un troisième", "a third
one", "un 3e Shadow", "la 4e rouge". The ordinal says how many cards of that kind are told with it:
a new card "troisième" comes after two told, a card pointed back at ("ce 4e vert") is among at
least four. Said alone ("un troisième"), it is one more of the kind just told, when that kind is one
attribute; otherwise, or when the count does not fit, the cards are not read (no verdict)."""

from __future__ import annotations

from arbitre.engines.num_draft.card_mentions import (
    DEFINITE,
    DEMONSTRATIVE,
    Mention,
    Told,
    _colour_at,
    _glue,
)
from arbitre.reading import Reading


def _kind_of(m: Mention) -> tuple[str | None, int | None] | None:
    """The one attribute a mention's cards share, or None when it has both or neither."""
    if (m.colour is None) == (m.value is None):
        return None
    return m.colour, m.value


def _same_kind(m: Mention, kind: tuple[str | None, int | None]) -> bool:
    colour, value = kind
    return (colour is None or m.colour == colour) and (value is None or m.value == value)


def ordinal_cards(reading: Reading, told: Told, ordinals: dict[int, int]) -> None:
    """Check (and complete) the mentions counted on by an ordinal; `ordinals` maps a mention's first
    token to its rank, or an elliptic ordinal's token (the card left unsaid) to its rank."""
    out: list[Mention] = []
    for m in told.mentions:
        rank = ordinals.get(m.first)
        if rank is None:
            out.append(m)
            continue
        if m.colour is None and m.value is None:  # "un troisième": one more of the kind just told
            said = [x for x in out if not x.denied and not x.group and x.count > 0]
            kind = _kind_of(said[-1]) if said else None
            if kind is None:
                told.unread = True
                return
            m.colour, m.value = kind
        if rank == 0:  # "un autre": one more of the kind, no count to check
            out.append(m)
            continue
        kind = (m.colour, m.value) if _kind_of(m) is None else _kind_of(m)
        assert kind is not None
        before = sum(x.count for x in out if not x.denied and not x.group and _same_kind(x, kind))
        fits = before >= rank if m.reference else before == rank - 1
        if not fits:
            told.unread = True  # "trois bleus et un troisième bleu": which cards is not settled
            return
        out.append(m)
    told.mentions = out


def ordinal_mention(
    reading: Reading, told: Told, ordinals: dict[int, int], span, where, part
) -> int:
    """An ordinal before a card ("un 3e Shadow": that card's rank) or standing for one ("mon voisin
    en a un troisième", "a third one": a card of the kind just told); the index to read on from."""
    i, last = span
    rank = next((int(m.value) for m in reading.of_kind("ordinal") if m.first == i), 0)
    k = _glue(reading, i + 1)
    weak = any(m.first == k and m.weak for m in reading.of_kind("number"))
    if k < last and not weak and (_colour_at(reading, k) or _number_at(reading, k)):
        ordinals[k] = rank
        return k
    if rank == 0:  # "un autre (one) au centre": one more of the kind just told, a place after it
        article = (
            reading.words[i] == "another" or i > 0 and reading.words[i - 1] in ("un", "une", "an")
        )
        if not (article and (weak or _place_at(reading, k))):
            return i + 1  # "aucune autre carte", "les autres", "another card"
    elif rank < 2 or not (weak or k >= last):
        return i + 1  # "le premier tour", "first": no card
    end = k + 1 if weak else i + 1
    pointed = reading.words[i - 1] in DEFINITE | DEMONSTRATIVE if i else False
    told.mentions.append(Mention(1, None, None, where, i, end, reference=pointed, part=part))
    ordinals[i] = rank
    return end


def _number_at(reading: Reading, i: int) -> bool:
    return any(m.first == i for m in reading.of_kind("number"))


PLACES = frozenset(["top", "middle", "bottom", "left", "right", "corner"])


def _place_at(reading: Reading, k: int) -> bool:
    """ "un autre au centre", "another one in the middle": a place follows, no noun."""
    return any(c.first in (k, k + 1) and c.label in PLACES for c in reading.concepts)
