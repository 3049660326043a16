"""The things a question names, and whether the booklet speaks of them at all."""

from __future__ import annotations

from arbitre.concepts import named_things
from arbitre.evidence import FUNCTION_WORDS


def _things(question: str) -> list[str]:
    return named_things(question, FUNCTION_WORDS)


def test_the_thing_a_near_miss_asks_about_is_named():
    assert "revanche" in _things("pour la revanche c'est qui le premier joueur ?")
    assert _things("les cartes promo elles font quoi") == ["cartes", "promo"]
    assert _things("we want a rematch, does the winner go first") == ["rematch", "winner"]


def test_an_article_after_a_subject_pronoun_introduces_no_thing():
    # "je LE mets": a pronoun before its verb, not "le mets" (a dish).
    assert _things("le trèfle que je veux pas je le mets où") == ["trefle"]
    assert _things("les pictogrammes on les lit dans quel sens") == ["pictogrammes", "sens"]


def test_players_named_and_numbers_are_no_things():
    things = _things("ma soeur Manon dit qu'on pose les 4 trèfles au hasard")
    assert "manon" not in things
    assert "4" not in things and "hasard" in things
