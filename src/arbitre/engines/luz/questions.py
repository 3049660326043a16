"""How a Luz question is put, read from its mentions: where it asks, whether it asks in the negative,
whether a fact is stated as a fact, and whether another player's facts stand beside the asker's."""

from __future__ import annotations

from arbitre.reading import Reading


def asked_sentence(reading: Reading) -> range:
    """Token indices of the last sentence: where the question is asked."""
    start = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    second = [m.first for m in reading.of_kind("alternative") if m.first > start]
    return range(start, second[0] if second else len(reading.tokens))  # a yes answers the first


def negated_question(reading: Reading, labels: tuple[str, ...]) -> bool:
    """ "C'est pas raté ?", "Isn't it a success?", "je ne peux pas jouer du bleu ?": a question asked in the
    negative, which players answer both ways; no verdict rather than a yes meant as a no."""
    asked = asked_sentence(reading)
    at = [c.first for label in labels for c in reading.concept(label) if c.first in asked]
    at += [m.first for m in reading.of_kind("modality") if m.first in asked]
    return any(
        reading.negated(i) or any(i < n.first <= i + 2 for n in reading.of_kind("negation"))
        for i in at
    )


def not_a_fact(reading: Reading) -> bool:
    """A fact said as nearly done, wished, unsure or relative ("j'ai failli prendre la sécu", "1 pli de trop")."""
    return bool(reading.concept("hedge") or reading.concept("relative"))


def someone_else(reading: Reading) -> bool:
    """Facts of another player beside the asker's ("Ben a parié 3…, combien je perds ?"): whose is unclear."""
    me = reading.has("player", "me")
    # a name or "mon voisin", not "il": "mon pari il est réussi ?" speaks of the bet
    other = bool(reading.names()) or bool(reading.concept("others_cards"))
    return me and other
