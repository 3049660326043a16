"""Lucky Numbers questions that report someone else's claim: the claim does not set what is asked,
unless the question asks whether it holds."""

from __future__ import annotations

import pytest

from arbitre.engines.base import Verdict
from arbitre.engines.lucky_numbers import ENGINE
from arbitre.reading import game_words, read


def ask(question: str):
    return ENGINE.interpret_reading(read(question).with_game(game_words("lucky-numbers")))


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # the question asked, then a claim against it: the claim's "must" is not asked
        (
            "je peux laisser le trèfle que je viens de retourner ? ma sœur pense qu'on doit toujours le poser s'il rentre",
            "oui",
        ),
        (
            "Can I swap a clover on a golden square later in the game? my cousin says they are locked",
            "oui",
        ),
        # the claim asked about: its truth is the answer
        (
            "Ma copine affirme que les cases dorées restent bloquées toute la partie, elle a raison ?",
            "non",
        ),
        ("my cousin says golden squares are locked after setup, is that true?", "non"),
        ("mon oncle dit qu'on peut refuser un trèfle qu'on vient de piocher, c'est vrai ?", "oui"),
        ("Léa dit qu'on est obligé de poser le trèfle pioché, c'est vrai ?", "non"),
    ],
)
def test_a_claim_reported_is_answered_as_asked(question, verdict):
    found = ask(question)
    assert isinstance(found, Verdict) and found.verdict == verdict, found


@pytest.mark.parametrize(
    "question",
    [
        "Tom dit que les cases dorées sont spéciales, c'est pas vrai ?",
        "ma sœur dit que les cases dorées on les bouge plus, pas vrai ?",
    ],
)
def test_a_claim_checked_in_the_negative_gets_no_verdict(question):
    found = ask(question)
    assert not isinstance(found, Verdict) or found.verdict is None


@pytest.mark.parametrize(
    "question",
    [
        "premier tour, personne n'a encore rien défaussé au centre : je peux prendre un trèfle face visible ?",
        "aucun trèfle défaussé pour l'instant, c'est le tout premier tour, Zoé peut prendre un trèfle au milieu ?",
    ],
)
def test_nothing_discarded_said_in_the_negative_is_no_refusal(question):
    found = ask(question)
    assert isinstance(found, Verdict) and found.verdict == "non", found


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a story told first: its comparison ("un plus petit"), its claim and "qui a raison" are not asked
        (
            "on joue depuis une demi-heure, je retourne un 12 qui irait très bien dans mon jardin mais je "
            "préfère attendre un plus petit, ma cousine dit que c'est obligé de le poser, alors qui a "
            "raison, je peux le refuser ?",
            "oui",
        ),
        # a duration is no clover
        (
            "ça fait quarante minutes qu'on joue, j'ai pioché un 9 jouable mais j'en veux pas, est-ce que "
            "je peux le laisser ?",
            "oui",
        ),
        # the claim ends where the asker takes over ("but", "mais"); "option one" names no clover
        (
            "first turn, nothing has been discarded yet, my friend says she picks option one but there is "
            "nothing face up in the middle, can she take a face-up clover?",
            "non",
        ),
        (
            "mon frère dit que je dois poser mon 14 mais moi je veux le refuser, j'ai le droit ?",
            "oui",
        ),
    ],
)
def test_a_turn_told_as_a_story_is_answered_on_what_is_asked(question, verdict):
    found = ask(question)
    assert isinstance(found, Verdict) and found.verdict == verdict, found


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # "mes quatre trèfles", "two clovers": a count of clovers, no clover's number
        (
            "au début j'ai posé mes quatre trèfles sur la diagonale, maintenant je voudrais remplacer "
            "celui d'une case dorée par un autre, c'est permis ?",
            "oui",
        ),
        (
            "we've been playing two rounds already and my friend put two clovers with the same number "
            "in one column, is that allowed?",
            "non",
        ),
    ],
)
def test_a_count_of_clovers_in_a_general_question_is_no_clover(question, verdict):
    found = ask(question)
    assert isinstance(found, Verdict) and found.verdict == verdict, found
