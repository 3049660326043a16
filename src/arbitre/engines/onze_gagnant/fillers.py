"""Filling each Onze Gagnant situation from a question already read.

The numbers come bound by facts.py; the sides, the interdiction, the pile and the sign asked
are the game's words (corpus/onze-gagnant/reading.toml) found by the shared reader. Each
filler takes only the slots its situation has a field for: a number bound elsewhere, or bound
to nothing, means no situation (None), never a guess.
"""

from __future__ import annotations

from collections.abc import Callable

from arbitre.engines.onze_gagnant.colour import fill_bonus
from arbitre.engines.onze_gagnant.end_fillers import fill_end
from arbitre.engines.onze_gagnant.exchange import fill_exchange
from arbitre.engines.onze_gagnant.facts import (
    EVERYONE,
    ME,
    UNSAID,
    Fact,
    asked_player,
    owner_at,
    player_mentions,
    said_after,
)
from arbitre.engines.onze_gagnant.interdiction import interdiction_visible
from arbitre.engines.onze_gagnant.line_doubt import card_given, line_in_doubt
from arbitre.engines.onze_gagnant.polarity import polarity, said_denied
from arbitre.engines.onze_gagnant.rule_fillers import fill_mode, fill_rule
from arbitre.engines.onze_gagnant.situations import (
    CountsSituation,
    ObjectiveSituation,
    PlaceSituation,
    ResultSituation,
    Situation,
    StartSituation,
    WinSituation,
)
from arbitre.engines.onze_gagnant.slots import (
    SIDE_SLOT,
    allowed_facts,
    objective_unknown,
    one,
    pile_empty,
)
from arbitre.reading import Reading
from arbitre.reading.phrases import Match

PLUS_WORDS = ("plus_side", "sign_plus", "counts_positive")
MINUS_WORDS = ("minus_side", "sign_minus", "counts_negative")


def fill_result(reading: Reading, intent: str = "") -> ResultSituation | None:
    facts = allowed_facts(reading, {"plus", "minus", "card"})
    if facts is None or any(f.owner not in (ME, UNSAID) for f in facts):
        return None
    if line_in_doubt(reading) or facts and card_given(reading):
        return None  # "et une carte côté moins", "Léa me pose un 3": not the whole line
    for k, f in enumerate(facts):
        if f.slot == "card":  # "un 4 … posé du côté -": its side said after it
            side = said_after(reading, f.first, ("plus_side", "minus_side"))
            if side is None:
                return None
            facts[k] = Fact(SIDE_SLOT[side], f.value, f.first, f.owner)
    plus = [f.value for f in facts if f.slot == "plus"]
    minus = [abs(f.value) for f in facts if f.slot == "minus"]
    if not plus and not minus:
        return ResultSituation()
    return ResultSituation(plus=plus, minus=minus)


def _objective(reading: Reading, facts: list[Fact]) -> tuple[int | None, bool] | None:
    """The objective said, or read from a card right of "=11"; None when they disagree."""
    said = one(facts, "objective")
    value = one(facts, "modifier")
    if said is False or value is False:
        return None
    from_card = None
    if isinstance(value, int) and not isinstance(value, bool):
        sign = _neutral_sign(reading)
        if sign is None:
            return None
        from_card = 11 + value if sign == "+" else 11 - value
    if said is not None and from_card is not None and said != from_card:
        return None
    found = said if said is not None else from_card
    return (found, True) if found is not None else (11, False)


def fill_win(reading: Reading, intent: str = "") -> WinSituation | None:
    facts = allowed_facts(
        reading, {"plus", "minus", "result", "objective", "modifier", "colour_numbers"}
    )
    if facts is None or len({f.owner for f in facts} - {UNSAID}) > 1 or pile_empty(reading):
        return None
    if objective_unknown(reading, facts):
        return None  # "Karim a joué une carte à droite de mon =11": which objective now?
    said = one(facts, "result") is not None or reading.concept("on_objective")
    if (line_in_doubt(reading) or card_given(reading)) and not said:
        return None  # "et une carte côté moins", "Léa me pose un 3": not the whole line
    owners = {f.owner for f in facts} - {UNSAID}
    if (
        not facts
        and not said
        and not any(map(reading.concept, ("win", "validated_verb", "reached")))
    ):
        return None  # "je peux donner mon interdiction ?": no line, and no win asked
    asks = reading.answer_type()
    if asks not in ("yes_no", "who"):
        return None  # "how much do I need?": not whether this line wins
    stated = facts or reading.concept("on_objective")
    if (
        stated
        and asks == "yes_no"
        and asked_player(reading) not in (None, _line_owner(reading, owners))
    ):
        return None  # "j'ai 11 … est-ce que Paul gagne ?": not the line asked about
    objective = _objective(reading, facts)
    result, colour = one(facts, "result"), one(facts, "colour_numbers")
    if objective is None or result is False or colour is False:
        return None
    plus = [f.value for f in facts if f.slot == "plus"]
    minus = [abs(f.value) for f in facts if f.slot == "minus"]
    if plus or minus:
        total = sum(plus) - sum(minus)
        if result is not None and result != total:
            return None  # "ça fait 12" for cards that make 11: which one?
        result = total
    if any(said_denied(reading, c) for c in reading.concept("on_objective")):
        return None  # "je ne suis pas pile sur mon objectif": how far off, not said
    if reading.concept("on_objective"):
        if result is not None and result != objective[0]:
            return (
                None  # "il me refile un 3 et je tombe pile sur mon objectif": a card, not my line
            )
        result = objective[0]  # "ça me met pile à mon objectif"
    if colour is not None and _with_start_cards(reading):
        return None  # "3 cartes de ma couleur en comptant mes cartes de départ": how many count?
    bonus = polarity(reading, "colour_bonus")
    if colour is None and (bonus is False or polarity(reading, "own_colour") is False):
        colour = 0  # "sans bonus de couleur", "aucune carte de ma couleur"
    return WinSituation(
        result=result,
        plus=plus,
        minus=minus,
        objective=objective[0],
        objective_said=objective[1],
        interdiction=interdiction_visible(reading),
        own_colour_numbers=colour,
        owner=(_line_owner(reading, owners) if asks == "who" else None),
    )


def _with_start_cards(reading: Reading) -> bool:
    """A count said to include the start cards ("en comptant mes cartes de départ", "including my
    starting ones"), not "sans compter mes cartes de départ"."""
    return any(
        0 <= s.first - c.last <= 2 and not said_denied(reading, c)
        for c in reading.concept("including")
        for s in reading.concept("start_cards")
    )


def _line_owner(reading: Reading, owners: set[str]) -> str:
    """Whose line a "who wins?" gives: the owner of its numbers, else the player said before
    "pile sur son objectif" ("je pose une carte chez Paul et il tombe pile sur son objectif")."""
    if owners:
        return next(iter(owners))
    said = [
        owner_at(reading, c.first, player_mentions(reading))
        for c in reading.concept("on_objective")
    ]
    return next((who for who in said if who not in (UNSAID, EVERYONE)), ME)


def _neutral_sign(reading: Reading) -> str | None:
    """The sign the neutral card shows: the sign word said after it in its clause."""
    signs = set()
    for n in reading.concept("neutral"):
        clause = reading.tokens[n.first].clause
        for c in reading.concepts:
            if c.first >= n.last and reading.tokens[c.first].clause == clause:
                if c.label in PLUS_WORDS:
                    signs.add("+")
                elif c.label in MINUS_WORDS:
                    signs.add("-")
    return signs.pop() if len(signs) == 1 else None


def fill_objective(reading: Reading, intent: str = "") -> ObjectiveSituation | None:
    facts = allowed_facts(reading, {"modifier", "objective"})
    if facts is None or reading.answer_type() == "yes_no" and not reading.has("answer", "how_many"):
        return None
    value = one(facts, "modifier")
    if value is False or one(facts, "objective") is not None:
        return None
    return ObjectiveSituation(value=value, sign=_neutral_sign(reading))


def fill_start(reading: Reading, intent: str = "") -> StartSituation | None:
    facts = allowed_facts(reading, {"age", "result", "players"})
    if facts is None or _ages_in_doubt(reading):
        return None
    if not any(f.slot == "age" for f in facts):
        if reading.concept("result") or reading.concept("objective"):
            return None
        # "I'm 10, Hugo is 13 and Mum is 38. Who starts?": each player's one number, no score
        # word said, is their age
        facts = [Fact("age", f.value, f.first, f.owner) if f.slot == "result" else f for f in facts]
    ages: dict[str, int] = {}
    for f in facts:
        if f.slot not in ("age", "result"):
            continue
        if f.owner in ages or f.owner == EVERYONE:
            return None  # two ages for one player, or one for all
        ages[f.owner] = f.value  # "Léa a dix ans, Max 35": the age unit said once
    if one(facts, "players") not in (None, len(ages)):
        return None  # "On est 4 : Lina a 10 ans, Noé 14 ans et Papa 40 ans": one age not said
    return StartSituation(ages=ages)


def _ages_in_doubt(reading: Reading) -> bool:
    """Points rather than ages, an age of the past, or who does not start asked."""
    asked = {m.first for m in reading.of_kind("answer")}
    sentence = {
        i for a in asked for i, t in enumerate(reading.tokens) if _same_sentence(reading, a, i)
    }
    return bool(
        reading.concept("score_unit")
        or reading.concept("past_time")
        or any(m.first in sentence for m in reading.of_kind("negation"))
    )


def _same_sentence(reading: Reading, a: int, b: int) -> bool:
    lo, hi = sorted((a, b))
    return not any(t.sentence_start for t in reading.tokens[lo + 1 : hi + 1])


def _sign_of(c: Match) -> str | None:
    return "+" if c.label in PLUS_WORDS else "-" if c.label in MINUS_WORDS else None


def fill_counts(reading: Reading, intent: str = "") -> CountsSituation | None:
    swapped = fill_exchange(reading) if reading.concept("exchange") else None
    if swapped is not None:
        return swapped  # two cards swapped: the one asked lies where the other lay
    facts = allowed_facts(reading, {"card", "plus", "minus", "colour_numbers"})
    if facts is None or reading.concept("neutral"):
        return None
    verbs = reading.concept("counts_verb")
    signed = [c for c in reading.concepts if _sign_of(c)]
    asked_at = {
        c.first
        for c in signed
        if any(0 <= c.first - v.last <= 2 for v in verbs) or c.label.startswith("counts_")
    }  # "compte en négatif ?", "does it count as positive?"
    asked = {_sign_of(c) for c in signed if c.first in asked_at}
    usual = reading.concept("usual")
    pictograms = reading.concept("pictogram")
    placed = {
        _sign_of(c)
        for c in signed
        if c.first not in asked_at
        and c.label.endswith("_side")
        and not any(0 <= c.first - u.last <= 2 or 0 <= u.first - c.last <= 1 for u in usual)
        and not any(0 <= c.first - p.last <= 1 for p in pictograms)
    }  # "posée côté +", not "se pose uniquement côté +" nor "un pictogramme « côté + »"
    if len(asked) != 1 or len(placed) > 1:
        return None
    side = placed.pop() if placed else None
    return CountsSituation(side=side, asked=asked.pop())


def fill_place(reading: Reading, intent: str = "") -> PlaceSituation | None:
    facts = allowed_facts(reading, {"plus", "minus"})
    if (
        facts is None
        or facts
        or reading.concept("interdiction")
        or reading.concept("number_card_named")
    ):
        return None
    return PlaceSituation()


FILLERS: dict[str, Callable[[Reading, str], Situation | None]] = {
    "result": fill_result,
    "win": fill_win,
    "end": fill_end,
    "objective": fill_objective,
    "start": fill_start,
    "counts": fill_counts,
    "bonus": fill_bonus,
    "place": fill_place,
    "rule": fill_rule,
    "mode": fill_mode,
}

__all__ = ["FILLERS", "Situation"]
