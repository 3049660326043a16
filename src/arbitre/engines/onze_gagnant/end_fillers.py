"""Filling the empty pile's situation: each player's result and objective, or distance to it,
and the claim asked about ("je gagne ?", "y a un gagnant ?")."""

from __future__ import annotations

from arbitre.engines.onze_gagnant.facts import (
    EVERYONE,
    ME,
    UNSAID,
    Fact,
    named,
    owner_at,
    player_mentions,
    said_after,
)
from arbitre.engines.onze_gagnant.situations import EndSituation, PlayerResult
from arbitre.engines.onze_gagnant.slots import (
    SIDE_SLOT,
    allowed_facts,
    objective_changed,
    one,
    pile_empty,
)
from arbitre.reading import Reading

OTHERS = "les autres"  # the players said only together with the asker
OPPONENT = "l'adversaire"  # "the others", "l'autre": the players not named


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
        return named(names[-1])
    if any(m.first >= last and m.value == "me" for m in reading.of_kind("player")):
        return ME
    return None


def fill_end(reading: Reading, intent: str = "") -> EndSituation | None:
    facts = allowed_facts(
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
    if not pile_empty(reading):
        return None
    claim = _claim(reading)
    if claim is None and reading.answer_type() != "who":
        return None
    last = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    if claim is not None and any(m.first >= last for m in reading.of_kind("negation")):
        return None  # "personne ne gagne ?", "y a pas de gagnant ?": a yes or no would mislead
    players = _players(reading, facts)
    if players is not None and len(players) > min(
        _said_of(reading, "everyone"), default=len(players)
    ):
        return None  # "Max et Inès visent 13 tous les deux … et Lou a 11": whose is the 13?
    if players is not None and any(n != len(players) for n in _said_of(reading, "table_size")):
        return None  # "Partie à trois" and two players read: the third one's result is not said
    if players is None or len(players) < 2 and reading.concept("closest"):
        return None  # "c'est moi le plus proche de mon objectif": no results said, none to ask for
    # closest to *their* objective: one may have changed in the game, none said is none known;
    # one said changed ("Ben a 8 avec un objectif modifié") or other than 11, each must be said
    unsaid = [p.result is not None and not p.objective_said for p in players]
    varied = objective_changed(reading) or any(p.objective != 11 for p in players)
    known = not any(unsaid) if varied else not players or not all(unsaid)
    return EndSituation(claim=claim, players=players, objectives=True if known else None)


def _players(reading: Reading, facts: list[Fact]) -> list[PlayerResult] | None:
    facts = [_unsaid_owner(f) for f in facts] + _on_objective(reading)
    owners = [
        f.owner
        for f in facts
        if f.owner != EVERYONE and f.slot in ("result", "objective", "distance")
    ]
    denials = {m.first for m in reading.of_kind("negation")}  # "Aucun de nous", "Personne n'a"
    owners += [named(m) for m in reading.names() if m.first not in denials]
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
    if len({p.result is None for p in players}) > 1:
        return None  # "Léa est à 2 de son objectif et Tom à 1": is Tom's 1 a result or a distance?
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
    result, objective = one(own, "result"), one(own, "objective")
    if result is False or objective is False:
        return None
    modifier = one(own, "modifier")
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


def _said_of(reading: Reading, label: str) -> list[int]:
    """How many players a phrase counts ("tous les deux", "both of us", "partie à trois")."""
    counts = {m.first: m.value for m in reading.of_kind("number") if isinstance(m.value, int)}
    return [
        counts[i] for c in reading.concept(label) for i in range(c.first, c.last) if i in counts
    ]
