"""Onze Gagnant through the shared reader, by concept: what makes a reading unsure gives no verdict
(or asks for the one fact missing), never another verdict. Phrasings of our own, one family each."""

from __future__ import annotations

import pytest

from arbitre.engines.base import MissingSituation, Verdict
from arbitre.engines.onze_gagnant.reader import interpret
from arbitre.reading import read


def _verdict(question: str):
    found = interpret(read(question))
    return found.verdict if isinstance(found, Verdict) else found


@pytest.mark.parametrize(
    "question",
    [
        "Tom a posé une carte à droite de mon =11 tout à l'heure, j'ai 11 pile et plus d'interdiction, c'est gagné ?",
        "my target got changed by a card earlier, I'm on 11 with no ban card, did I win?",
        "Pioche vide. Moi 10 avec un objectif de 11, Zoé 12 mais son objectif a été modifié. Qui gagne ?",
        "pioche vide : Max et Inès visent 13 tous les deux, Max a 12, Inès 15, et Lou a 11. qui gagne ?",
    ],
)
def test_an_objective_said_changed_without_its_value_is_not_assumed(question):
    assert not isinstance(interpret(read(question)), Verdict)


def test_nothing_right_of_eleven_keeps_the_starting_objective():
    question = "Côté + 9 et 5, côté - 3, rien à droite du =11, plus d'interdiction. Je gagne ?"
    assert _verdict(question) == "oui"


@pytest.mark.parametrize(
    "question",
    [
        "pioche vide, Hugo 9 et moi 13, qui l'emporte ?",
        "deck's empty: Ana is on 12, I'm on 10. Who wins?",
    ],
)
def test_empty_pile_with_no_objective_said_asks_for_the_objectives(question):
    found = interpret(read(question))
    assert isinstance(found, MissingSituation) and "objecti" in found.ask_for_en + found.ask_for


def test_empty_pile_with_the_objectives_said_decides():
    question = "pioche vide, Hugo 9 et moi 12, objectif 11 pour tous les deux, qui l'emporte ?"
    assert _verdict(question) == "toi"


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("la règle du /= je suis obligé de l'appliquer ? ma sœur pense que oui", "non"),
        ("a replaced card, can I play it again later? my friend says yes", "non"),
    ],
)
def test_the_question_asked_is_the_one_the_question_mark_closes(question, verdict):
    assert _verdict(question) == verdict


def test_a_count_of_players_said_by_who_they_are_is_no_card():
    question = (
        "the draw pile ran out, it's just the two of us: Sam's target is 11 and he's on 14, "
        "my target is 11 and I'm on 10. who wins?"
    )
    assert _verdict(question) == "toi"


@pytest.mark.parametrize(
    "question",
    [
        "j'ai 3 cartes de ma couleur en comptant mes cartes de départ, 9 pour 11, pas d'interdiction, je gagne ?",
        "3 cards of my colour counting my starting cards, result 13, target 11, no ban. did I win?",
    ],
)
def test_a_colour_count_that_includes_the_start_cards_is_not_the_bonus(question):
    assert not isinstance(interpret(read(question)), Verdict)


def test_a_colour_count_said_without_the_start_cards_decides():
    question = (
        "J'ai 9 pour un objectif de 11, dont 3 cartes de ma couleur sans compter mes cartes de "
        "départ, et aucune interdiction. Je gagne ?"
    )
    assert _verdict(question) == "oui"


@pytest.mark.parametrize(
    "question",
    [
        "moi j'ai 3 chiffres de ma couleur, est-ce que Tom a le bonus ?",
        "I've got 3 numbers of my colour, does Mia get the bonus?",
    ],
)
def test_the_bonus_asked_of_another_player_than_the_count_s_owner_is_not_decided(question):
    assert not isinstance(interpret(read(question)), Verdict)


@pytest.mark.parametrize(
    "question",
    [
        "mon 6 est côté +, il compte en positif ou en négatif ?",
        "my 2 sits on the minus side, does it count as negative or as positive?",
        "the card says to swap with an opponent, do I have to or can I skip it?",
    ],
)
def test_two_alternatives_asked_get_no_yes_or_no(question):
    assert _verdict(question) not in ("oui", "non")


def test_a_number_proposed_in_a_yes_no_question_is_not_answered_by_a_count():
    assert not isinstance(_verdict("côté + 7 et 6, côté - 3, ça me fait 9 ?"), int)


@pytest.mark.parametrize(
    "question",
    [
        "en coop on a validé 2 lignes, on peut encore gagner ?",
        "solo mode, 3 lines validated so far, can I still win?",
    ],
)
def test_a_mode_win_asked_as_still_possible_is_no_outcome(question):
    assert not isinstance(interpret(read(question)), Verdict)


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "On joue à trois et la pioche est vide : Paul a 12, Zoé a 9, objectif 11 pour tout le monde. Qui gagne ?",
            None,
        ),
        (
            "On joue à deux et la pioche est vide : Paul a 12, Zoé a 9, objectif 11 pour tout le monde. Qui gagne ?",
            "Paul",
        ),
    ],
)
def test_a_table_size_said_must_match_the_players_read(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("je peux refiler mon interdiction à un adversaire ?", None),
        ("can I hand my ban card over to an opponent?", None),
        ("I drew the ban card from the pile, may I put it in Tom's game?", "oui"),
    ],
)
def test_the_asker_s_own_interdiction_is_not_the_draw_pile_s(question, verdict):
    assert _verdict(question) == verdict


def test_a_denied_on_objective_is_no_result():
    question = "je suis pas pile sur mon objectif et j'ai plus d'interdiction, j'ai gagné ?"
    assert not isinstance(interpret(read(question)), Verdict)


def test_the_pile_s_interdiction_put_in_another_game_says_nothing_of_the_asker_s():
    found = interpret(
        read("j'ai mis l'interdiction de la pioche chez Paul, je suis à 11, je gagne ?")
    )
    assert isinstance(found, MissingSituation) and "interdiction" in found.ask_for


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("une carte défaussée, pas remplacée, elle peut revenir en jeu ?", None),
        ("If a card was discarded and not replaced, may it return to play?", None),
        ("my card got replaced, can I reuse it later on?", "non"),
    ],
)
def test_the_replaced_card_s_rule_needs_a_card_said_replaced(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, first",
    [
        ("Lina a 13 ans et ma sœur 10 ans, qui commence ?", "ma sœur"),
        ("Noah a 14 ans et ma sœur 12 ans, qui commence ?", "ma sœur"),
    ],
)
def test_a_player_named_by_who_they_are_owns_the_age_after_them(question, first):
    assert _verdict(question) == first
