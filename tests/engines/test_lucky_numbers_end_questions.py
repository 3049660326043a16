"""End-of-round and tournament questions told the way players tell them: the question before the
facts, a subject taken up by a pronoun, two players offered as the answer, one round asked."""

from __future__ import annotations

import pytest

from arbitre.engines.base import MissingSituation, Verdict
from arbitre.engines.lucky_numbers import ENGINE
from arbitre.reading import game_words, read


def verdict_of(question: str):
    found = ENGINE.interpret_reading(read(question).with_game(game_words("lucky-numbers")))
    assert isinstance(found, Verdict), found
    return found.verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # the question first, with no "?": the facts told after it
        (
            "bon qui a gagné du coup. la pioche est vide, Tom a 2 cases vides, Zoé 3 et moi 1.",
            "toi",
        ),
        # a subject in lower case taken up by a pronoun: "marc il lui reste 2"
        (
            "la pioche est épuisée, marc il lui reste 2 cases vides, Léa 4 et moi 3. qui gagne ?",
            "marc",
        ),
        # two players offered: which of them wins
        (
            "pioche vide, tour fini : Léa 2 cases vides, Sam 1, moi 3. c'est Léa ou Sam qui gagne ?",
            "Sam",
        ),
        (
            "draw pile is empty, turn over: Kim has 2 empty squares, Raj 3, me 1. is it Kim or me who wins?",
            "toi",
        ),
    ],
)
def test_who_wins_an_empty_pile_as_players_tell_it(question, verdict):
    assert verdict_of(question) == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # how many play said as "on est 3" / "we are three"; a round won by a player in lower case
        (
            "mode tournoi, on est 3, sofia a gagné la manche, moi il me restait 4 cases vides et Hugo 1. "
            "combien je perds sur cette manche ?",
            -4,
        ),
        (
            "tournament, we are three, Leo won the round and I had 2 empty squares left. "
            "how many points do I lose for that round?",
            -2,
        ),
        # one round named in the question, the facts after it: another player's count is not the asker's
        (
            "combien je perds sur la première manche ? c'est Paul qui l'a gagnée, moi il me restait 2 cases "
            "vides et ma cousine Emma une",
            -2,
        ),
    ],
)
def test_one_rounds_points_as_players_tell_them(question, verdict):
    assert verdict_of(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "plus de trèfle dans la pioche, Zoé a retourné le dernier et fini son tour, moi il me reste 3 cases "
        "vides. j'ai gagné ?",
        "pioche vide, Inès 2 cases vides, Tom 1, et Hugo a fini son tour. qui gagne ?",
    ],
)
def test_a_player_named_without_a_count_is_asked_for(question):
    found = ENGINE.interpret_reading(read(question).with_game(game_words("lucky-numbers")))
    assert isinstance(found, MissingSituation), found
    assert "cases vides" in found.ask_for
