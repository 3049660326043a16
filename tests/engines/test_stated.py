"""An ask-back carries the facts its question stated, as a part of the /check body, and only
those: no default the rules decide with (square 0, no Sécurité, objective 11) passes as read."""

from __future__ import annotations

import pytest

from arbitre.engines import get_engine
from arbitre.engines.base import MissingSituation, read_for


def _asked(slug: str, question: str) -> MissingSituation:
    engine = get_engine(slug)
    assert engine is not None
    found = engine.interpret_reading(read_for(slug, question))
    assert isinstance(found, MissingSituation)
    return found


@pytest.mark.parametrize(
    ("slug", "question", "stated"),
    [
        # asks for the bet; "safety": false and "flipped": false are the body's defaults
        ("luz", "J'ai fait 3 plis, mon pari est réussi ?", {"state": {"tricks": 3}}),
        # asks whether the led colour is held
        (
            "luz",
            "Le premier joueur a joué du jaune, je peux jouer du bleu ?",
            {"state": {"led_colour": "jaune"}, "action": {"colour": "bleu"}},
        ),
        # asks for the line; no square said, so no square 0 of row 0
        ("lucky-numbers", "J'ai pioché un 9, je peux le poser ?", {"action": {"value": 9}}),
        # asks about an interdiction; the objective 11 is the default, not read
        ("onze-gagnant", "J'ai 11, est-ce que j'ai gagné ?", {"state": {"plus": [11]}}),
        ("patchwork", "Combien de boutons je gagne si j'avance ?", {}),
    ],
)
def test_an_ask_back_carries_what_its_question_stated_and_no_default(slug, question, stated):
    asked = _asked(slug, question)
    assert asked.stated is not None
    kind = asked.stated["action"].pop("type")
    assert kind  # the question asked is always said
    assert {k: v for k, v in asked.stated.items() if v} == stated
