"""Whether the asker's interdiction is still visible, as a question says it.

Each mention of an interdiction says it present or gone: gone when denied ("pas
d'interdiction", "Interdiction : aucune", "plus d'interdiction") or said removed ("j'ai viré mon
interdiction"), but a removal itself denied is no removal ("je n'ai pas pu défausser mon
interdiction"). What is no fact of the asker's line is left out: another player's interdiction
("j'ai défaussé l'interdiction de Léa", "I put the pile's ban card on Tom"), what someone else
says ("mon frère dit que j'ai une interdiction"). One given to the asker ("Tom m'a mis celle de
la pioche", "elle me l'a remise") says one present. Doubt ("je sais pas si mon interdiction est
encore là") or mentions that disagree leave it unsaid (None): the reader then asks for it.
"""

from __future__ import annotations

from arbitre.engines.onze_gagnant.polarity import said_denied
from arbitre.reading import Reading
from arbitre.reading.phrases import Match

OF_ANOTHER = ("de", "d", "chez", "on", "to", "of", "a")  # "l'interdiction de Léa", "on Tom"


def interdiction_visible(reading: Reading) -> bool | None:
    """The asker's interdiction: visible (True), gone (False) or not said for sure (None)."""
    if any(_in_sentence_of(reading, u) for u in reading.concept("unsure")):
        return None
    found: set[bool] = set()
    for c in reading.concept("interdiction"):
        if _of_another(reading, c) or _reported(reading, c):
            continue
        found.add(_present(reading, c))
    if found and any(_gives_me(reading, g) for g in reading.concept("given_me")):
        found.add(True)
    return found.pop() if len(found) == 1 else None


def _present(reading: Reading, c: Match) -> bool:
    clause = reading.tokens[c.first].clause
    rids = [
        r
        for r in reading.concept("rid")
        if reading.tokens[r.first].clause == clause and abs(r.first - c.first) <= 4
    ]
    if rids:
        return all(_negated(reading, r) for r in rids)  # "je n'ai pas pu la défausser"
    return not said_denied(reading, c)


def _negated(reading: Reading, c: Match) -> bool:
    """A removal denied by a negation just before it ("je n'ai pas pu la défausser"), not by
    one of another clause ("rien à droite du =11 et j'ai défaussé mon interdiction")."""
    clause = reading.tokens[c.first].clause
    return any(
        isinstance(m.value, int)
        and m.first < c.first < m.value
        and c.first - m.first <= 5
        and reading.tokens[m.first].clause == clause
        for m in reading.of_kind("negation")
    )


def _of_another(reading: Reading, c: Match) -> bool:
    """ "l'interdiction de Léa", "celle de la pioche chez Tom", "Tom's ban card": someone else's."""
    names = {m.first for m in reading.names()}
    clause = reading.tokens[c.first].clause
    after = [
        i
        for i in range(c.last, min(c.last + 6, len(reading.tokens)))
        if reading.tokens[i].clause == clause
    ]
    for i in after:
        if i in names and reading.words[i - 1] in OF_ANOTHER:
            return True
    return any(
        c.first - n in (1, 2) and tuple(reading.words[n + 1 : c.first]) in ((), ("s",))
        for n in names
    )


def _reported(reading: Reading, c: Match) -> bool:
    """Said by someone else, in the clause after "dit que", "says"."""
    return any(
        r.last <= c.first and _sentence(reading, r.first) == _sentence(reading, c.first)
        for r in reading.concept("reported")
    )


def _gives_me(reading: Reading, g: Match) -> bool:
    """ "m'a mis celle de la pioche", "me l'a remise": no number given with it."""
    clause = reading.tokens[g.first].clause
    return not any(
        m.first >= g.last and reading.tokens[m.first].clause == clause and not m.weak
        for m in reading.of_kind("number")
    )


def _in_sentence_of(reading: Reading, u: Match) -> bool:
    return any(
        _sentence(reading, c.first) == _sentence(reading, u.first)
        for c in reading.concept("interdiction")
    )


def _sentence(reading: Reading, i: int) -> int:
    return sum(t.sentence_start for t in reading.tokens[: i + 1])
