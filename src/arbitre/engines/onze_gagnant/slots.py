"""The bound facts of an Onze Gagnant question as each filler takes them."""

from __future__ import annotations

from arbitre.engines.onze_gagnant.facts import Fact, bind
from arbitre.engines.onze_gagnant.polarity import polarity, said_denied
from arbitre.reading import Reading

SIDE_SLOT = {"plus_side": "plus", "minus_side": "minus", "right_of_eleven": "modifier"}


def allowed_facts(reading: Reading, allowed: set[str]) -> list[Fact] | None:
    """The facts bound, when every number is bound to one of the `allowed` slots (or ignored)."""
    facts, unbound = bind(reading)
    if unbound or any(f.slot not in allowed | {"ignored"} for f in facts):
        return None
    return [f for f in facts if f.slot != "ignored"]


def one(facts: list[Fact], slot: str) -> int | None | bool:
    """The one value said for a slot; None unsaid; False when said with two values."""
    values = {f.value for f in facts if f.slot == slot}
    if len(values) > 1:
        return False
    return next(iter(values), None)


def pile_empty(reading: Reading) -> bool | None:
    if reading.concept("pile_left"):
        return False
    empty = polarity(reading, "pile_empty")
    return empty


def objective_changed(reading: Reading) -> bool:
    """Some objective said changed ("son objectif a changé", "Theo changed his target") or a
    card said right of "=11" (not "rien à droite du =11"): the objectives said are not the
    starting one, so none may be assumed."""
    heads = reading.concept("objective")
    changed = any(
        abs(c.first - h.first) <= 3
        and reading.tokens[c.first].clause == reading.tokens[h.first].clause
        for c in reading.concept("objective_changed")
        for h in heads
    )
    placed = any(not said_denied(reading, c) for c in reading.concept("right_of_eleven"))
    return changed or placed


def objective_unknown(reading: Reading, facts: list[Fact]) -> bool:
    """An objective changed with no objective or modifier value bound: it is not known
    ("Karim a joué une carte à droite de mon =11 tout à l'heure")."""
    return objective_changed(reading) and not any(
        f.slot in ("objective", "modifier") for f in facts
    )
