"""Filling each Onze Gagnant situation from a question already read.

The numbers come bound by facts.py; the sides, the interdiction, the pile and the sign asked
are the game's words (corpus/onze-gagnant/reading.toml) found by the shared reader. Each
filler takes only the slots its situation has a field for: a number bound elsewhere, or bound
to nothing, means no situation (None), never a guess.
"""

from __future__ import annotations

from collections.abc import Callable

from arbitre.engines.onze_gagnant.colour import fill_bonus
from arbitre.engines.onze_gagnant.exchange import fill_exchange
from arbitre.engines.onze_gagnant.facts import (
    EVERYONE,
    ME,
    UNSAID,
    Fact,
    bind,
    owner_at,
    player_mentions,
    polarity,
    said_after,
)
from arbitre.engines.onze_gagnant.rule_fillers import fill_mode, fill_rule
from arbitre.engines.onze_gagnant.situations import (
    CountsSituation,
    EndSituation,
    ObjectiveSituation,
    PlaceSituation,
    PlayerResult,
    ResultSituation,
    Situation,
    StartSituation,
    WinSituation,
)
from arbitre.reading import Reading
from arbitre.reading.phrases import Match

OTHERS = "les autres"  # the players said only together with the asker
OPPONENT = "l'adversaire"  # "the others", "l'autre": the players not named
SIDE_SLOT = {"plus_side": "plus", "minus_side": "minus", "right_of_eleven": "modifier"}
PLUS_WORDS = ("plus_side", "sign_plus", "counts_positive")
MINUS_WORDS = ("minus_side", "sign_minus", "counts_negative")


def _facts(reading: Reading, allowed: set[str]) -> list[Fact] | None:
    facts, unbound = bind(reading)
    if unbound or any(f.slot not in allowed | {"ignored"} for f in facts):
        return None
    return [f for f in facts if f.slot != "ignored"]


def _one(facts: list[Fact], slot: str) -> int | None | bool:
    """The one value said for a slot; None unsaid; False when said with two values."""
    values = {f.value for f in facts if f.slot == slot}
    if len(values) > 1:
        return False
    return next(iter(values), None)


def _pile_empty(reading: Reading) -> bool | None:
    if reading.concept("pile_left"):
        return False
    empty = polarity(reading, "pile_empty")
    return empty


def fill_result(reading: Reading, intent: str = "") -> ResultSituation | None:
    facts = _facts(reading, {"plus", "minus", "card"})
    if facts is None or any(f.owner not in (ME, UNSAID) for f in facts):
        return None
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
    said = _one(facts, "objective")
    value = _one(facts, "modifier")
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
    facts = _facts(reading, {"plus", "minus", "result", "objective", "modifier", "colour_numbers"})
    if facts is None or len({f.owner for f in facts} - {UNSAID}) > 1 or _pile_empty(reading):
        return None
    owners = {f.owner for f in facts} - {UNSAID}
    asks = reading.answer_type()
    if asks not in ("yes_no", "who"):
        return None  # "how much do I need?": not whether this line wins
    objective = _objective(reading, facts)
    result, colour = _one(facts, "result"), _one(facts, "colour_numbers")
    if objective is None or result is False or colour is False:
        return None
    plus = [f.value for f in facts if f.slot == "plus"]
    minus = [abs(f.value) for f in facts if f.slot == "minus"]
    if plus or minus:
        total = sum(plus) - sum(minus)
        if result is not None and result != total:
            return None  # "ça fait 12" for cards that make 11: which one?
        result = total
    if reading.concept("on_objective"):
        if result is not None and result != objective[0]:
            return (
                None  # "il me refile un 3 et je tombe pile sur mon objectif": a card, not my line
            )
        result = objective[0]  # "ça me met pile à mon objectif"
    bonus = polarity(reading, "colour_bonus")
    if colour is None and (bonus is False or polarity(reading, "own_colour") is False):
        colour = 0  # "sans bonus de couleur", "aucune carte de ma couleur"
    return WinSituation(
        result=result,
        plus=plus,
        minus=minus,
        objective=objective[0],
        objective_said=objective[1],
        interdiction=polarity(reading, "interdiction"),
        own_colour_numbers=colour,
        owner=(_line_owner(reading, owners) if asks == "who" else None),
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


def _claim(reading: Reading) -> str | None:
    """ "qui gagne ?": None; "je gagne ?": the asker; "Léa gagne ?": Léa; "y a un gagnant ?": anyone;
    "faut-il rejouer ?": no one; "ils gagnent ensemble ?", "on gagne tous les deux ?": all together."""
    if reading.answer_type() == "who":
        return None
    last = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    for label, claim in (("any_winner", EVERYONE), ("replay", "-"), ("together", "&")):
        if any(c.first >= last for c in reading.concept(label)):
            return claim
    wins = reading.concept("win")
    if any(
        c.first >= last and any(0 <= c.first - w.last <= 1 for w in wins)
        for c in reading.concept("everyone")
    ):
        return "&"  # "on gagne tous les deux ?", "do we both win?"
    names = [m for m in reading.names() if m.first >= last]
    if names:
        return str(names[-1].value)
    if any(m.first >= last and m.value == "me" for m in reading.of_kind("player")):
        return ME
    return None


def fill_end(reading: Reading, intent: str = "") -> EndSituation | None:
    facts = _facts(
        reading,
        {"result", "objective", "distance", "players", "colour_numbers", "modifier", "card"},
    )
    if facts is None or any(f.slot == "colour_numbers" for f in facts):
        return None
    for k, f in enumerate(facts):
        if f.slot == "card":  # "un 4 avec le + à droite de son =11": a modifier
            place = said_after(reading, f.first, ("right_of_eleven",))
            if place is None:
                return None
            facts[k] = Fact(SIDE_SLOT[place], f.value, f.first, f.owner)
    if not facts and not reading.concept("on_objective") and reading.answer_type() == "who":
        return EndSituation()  # "qui a gagné alors ?": nothing stated, ask for it
    if not _pile_empty(reading):
        return None
    claim = _claim(reading)
    if claim is None and reading.answer_type() != "who":
        return None
    players = _players(reading, facts)
    if players is None or len(players) < 2 and reading.concept("closest"):
        return None  # "c'est moi le plus proche de mon objectif": no results said, none to ask for
    return EndSituation(claim=claim, players=players)


def _players(reading: Reading, facts: list[Fact]) -> list[PlayerResult] | None:
    facts = [_unsaid_owner(f) for f in facts] + _on_objective(reading)
    owners = [
        f.owner
        for f in facts
        if f.owner != EVERYONE and f.slot in ("result", "objective", "distance")
    ]
    denials = {m.first for m in reading.of_kind("negation")}  # "Aucun de nous", "Personne n'a"
    owners += [str(m.value) for m in reading.names() if m.first not in denials]
    if any(f.owner == EVERYONE for f in facts) and _me_among(reading):
        owners.append(ME)  # "Zoé et moi on a tous les deux 10"
    order = list(dict.fromkeys(owners))
    common = {f.slot: f.value for f in facts if f.owner == EVERYONE}
    if not order and "result" in common and _we_all(reading):
        order = [ME, OTHERS]  # "on a tous les deux 10": all alike, a tie however many they are
    players: list[PlayerResult] = []
    for name in order:
        own = [f for f in facts if f.owner == name]
        found = _player(name, own, common)
        if found is None:
            return None
        players += found
    gaps = {f.value for f in facts if f.slot == "distance" and f.owner == EVERYONE}
    if gaps and (
        not players
        or len(gaps) > 1
        or any(p.result is None for p in players)
        or min(abs((p.result or 0) - p.objective) for p in players) not in gaps
    ):
        return None  # "les deux sont à 1 de leur objectif" when they are not
    return players


def _player(name: str, own: list[Fact], common: dict[str, int]) -> list[PlayerResult] | None:
    """One player's result and objective, or their distance to it; "the others are 2 and 3
    away": one player not named per distance said of the other players."""
    result, objective = _one(own, "result"), _one(own, "objective")
    if result is False or objective is False:
        return None
    modifier = _one(own, "modifier")
    if modifier is not None and (objective is None or abs(objective - 11) != modifier):
        return None  # "un +4 à droite de son =11 donc objectif 15": read only as a check
    gaps = [f.value for f in own if f.slot == "distance"]
    result = result if result is not None else common.get("result")
    said = objective is not None or "objective" in common
    objective = objective if objective is not None else common.get("objective", 11)
    if result is None:
        if not gaps or len(gaps) > 1 and name != OPPONENT:
            return None  # a player named without a result, or with two distances
        who = "" if len(gaps) > 1 else name
        return [PlayerResult(name=who, distance=gap) for gap in gaps]
    if gaps and gaps != [abs(result - objective)]:
        return None  # "Léa a 9, à 1 de son objectif de 11": which is it?
    return [PlayerResult(name=name, result=result, objective=objective, objective_said=said)]


def _on_objective(reading: Reading) -> list[Fact]:
    """ "my result is exactly my target": that player's distance is 0."""
    owners = player_mentions(reading)
    return [
        Fact("distance", 0, c.first, owner_at(reading, c.first, owners))
        for c in reading.concept("on_objective")
    ]


def _unsaid_owner(fact: Fact) -> Fact:
    """At an empty pile, an objective said before any player is everyone's ("objectif 11 :
    Léo 9, Mia 14"), a result the asker's."""
    if fact.owner != UNSAID:
        return fact
    owner = EVERYONE if fact.slot == "objective" else ME
    return Fact(fact.slot, fact.value, fact.first, owner)


def _we_all(reading: Reading) -> bool:
    """ "on a tous les deux", "we both have": the asker among everyone said."""
    we = [m.first for m in reading.of_kind("player") if m.value == "we"]
    return any(0 <= c.first - w <= 2 for c in reading.concept("everyone") for w in we)


def _me_among(reading: Reading) -> bool:
    """The asker said among the players ("Zoé et moi", "Léo et moi on a"), before the question."""
    last = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    names = [m.first for m in reading.names()]
    return any(
        m.value == "me" and m.first < last and any(abs(m.first - n) <= 2 for n in names)
        for m in reading.of_kind("player")
    )


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
    facts = _facts(reading, {"modifier", "objective"})
    if facts is None or reading.answer_type() == "yes_no" and not reading.has("answer", "how_many"):
        return None
    value = _one(facts, "modifier")
    if value is False or _one(facts, "objective") is not None:
        return None
    return ObjectiveSituation(value=value, sign=_neutral_sign(reading))


def fill_start(reading: Reading, intent: str = "") -> StartSituation | None:
    facts = _facts(reading, {"age", "result", "players"})
    if facts is None:
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
    return StartSituation(ages=ages)


def _sign_of(c: Match) -> str | None:
    return "+" if c.label in PLUS_WORDS else "-" if c.label in MINUS_WORDS else None


def fill_counts(reading: Reading, intent: str = "") -> CountsSituation | None:
    swapped = fill_exchange(reading) if reading.concept("exchange") else None
    if swapped is not None:
        return swapped  # two cards swapped: the one asked lies where the other lay
    facts = _facts(reading, {"card", "plus", "minus", "colour_numbers"})
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
    facts = _facts(reading, {"plus", "minus"})
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
