"""Onze Gagnant questions read into typed situations and decided by the rules model (the /check code)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.engines.base import InvalidSituation, MissingSituation, Verdict
from arbitre.engines.onze_gagnant import ENGINE, check
from arbitre.engines.onze_gagnant.reader import decide, interpret
from arbitre.engines.onze_gagnant.situations import (
    EndSituation,
    ObjectiveSituation,
    PlayerResult,
    ResultSituation,
    StartSituation,
    WinSituation,
)
from arbitre.reading import read

ISSUE = (
    "Côté + j'ai 6 et 7, côté - j'ai 2 : ça fait 11, mais mon interdiction est toujours visible "
    "et il reste des cartes dans la pioche. J'ai gagné ?"
)

QUESTIONS = [
    (ISSUE, "non"),
    ("Côté + j'ai un 9 et un 4, côté - un 3 et un 1, quel est mon résultat ?", 9),
    ("I have 5 and 8 on the plus side and 2 on the minus side, what's my total?", 11),
    ("J'ai 11 pile et plus aucune interdiction devant moi, j'ai gagné ?", "oui"),
    ("J'ai 13 pour 11 avec 3 chiffres de ma couleur et sans interdiction, je gagne ?", "oui"),
    (
        "J'ai 12 pour un objectif de 11, sans interdiction et sans bonus de couleur, je gagne ?",
        "non",
    ),
    ("La pioche est vide : Paul à 12 (objectif 11), Léa à 8 (objectif 11). Qui gagne ?", "Paul"),
    ("Pioche vide, Paul à 12 pour 11 et Zoé à 10 pour 11, qui est vainqueur ?", "personne"),
    ("The draw pile is empty: me at 10 for 11, Tom at 15 for 13, who wins?", "toi"),
    (
        "J'ai posé un 3 à droite de mon =11 avec la carte neutre qui montre le +. Mon objectif devient combien ?",
        14,
    ),
    ("Zoé a 10 ans et Théo 7 ans, qui commence ?", "Zoé"),
    ("Une carte avec un pictogramme moins posée côté plus, elle compte en négatif ?", "non"),
    ("Une carte remplacée et défaussée peut revenir en jeu plus tard ?", "non"),
    ("En coopération on a validé 2 objectifs, quel est notre succès ?", "Juste la moyenne"),
]


@pytest.mark.parametrize(("question", "expected"), QUESTIONS)
def test_a_stated_situation_gets_its_verdict_and_check_reproduces_it(question, expected):
    found = interpret(read(question))
    assert isinstance(found, Verdict) and found.verdict == expected
    again = check(found.check["state"], found.check["action"])
    assert (again.rule, again.verdict) == (found.rule, found.verdict)
    assert found.understood.startswith("J'ai compris : ")
    assert found.understood_en.startswith("I understood: ")
    assert found.situation["intent"]


def test_the_issue_example_is_decided_from_its_stated_facts():
    found = ENGINE.interpret_reading(read(ISSUE))
    assert isinstance(found, Verdict) and found.verdict == "non"
    assert found.rule.id == "interdiction-blocks"
    assert found.check["state"]["plus"] == [6, 7] and found.check["state"]["minus"] == [2]
    assert found.check["state"]["interdiction"] is True


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("J'ai 11, est-ce que j'ai gagné ?", "interdiction"),
        ("La pioche est vide, qui a gagné ?", "résultat et l'objectif"),
        ("so what's my result right now?", "+ side"),
        ("je peux la poser ici ?", "quelle carte"),
    ],
)
def test_an_unstated_fact_is_asked_for_in_the_question_language(question, asked):
    found = interpret(read(question))
    assert isinstance(found, MissingSituation)
    assert asked in found.ask_for or asked in found.ask_for_en


def test_an_unsaid_fact_that_changes_nothing_is_not_asked():
    # Not validated (13 for 11, no bonus said): the interdiction cannot matter.
    found = interpret(read("J'ai 15 pour un objectif de 11, est-ce que je gagne ?"))
    assert isinstance(found, Verdict) and found.verdict == "non"


@pytest.mark.parametrize(
    "question",
    [
        "Côté + j'ai 6 et 7, côté - j'ai 2 : ça fait 12. J'ai gagné ?",  # the sum disagrees
        "Côté + j'ai 6 et 7, côté - j'ai 2 et j'ai 42 ans, j'ai gagné ?",  # an age in a line
        "j'ai 12 et moi 13, pioche vide, qui gagne ?",  # two results for one asker
    ],
)
def test_a_fact_that_does_not_fit_gives_no_verdict(question):
    assert not isinstance(interpret(read(question)), Verdict)


@pytest.mark.parametrize(
    "question, winner",
    [
        ("leo a 12 et moi 13, objectif 11 pour les deux, pioche vide, qui gagne ?", "Leo"),
        ("plus de pioche. leo a 12 pour 11, ines a 13 pour un objectif de 13. qui gagne ?", "Ines"),
    ],
)
def test_a_name_typed_in_lower_case_owns_the_result_after_it_and_is_shown_capitalised(
    question, winner
):
    found = interpret(read(question))
    assert isinstance(found, Verdict) and found.verdict == winner


@pytest.mark.parametrize(
    "question, verdict",
    [
        # one winner, or none after the tie-breaks: never two together
        ("Pioche vide, Paul et moi on a tous les deux 10 pour 11. On gagne tous les deux ?", "non"),
        ("Pioche vide : Léa a 10 pour 11, Tom 12 pour 11. Ils gagnent ensemble ?", "non"),
        # still tied after "closest to 11": no winner, the game is replayed
        ("Pioche vide, Max et Eva ont tous les deux 10 pour 11. Il faut rejouer ?", "oui"),
        ("Pioche vide, Max a 10 pour 11 et Eva 13 pour 11. Il faut rejouer ?", "non"),
    ],
)
def test_a_shared_win_or_a_replay_asked_at_an_empty_pile(question, verdict):
    found = interpret(read(question))
    assert isinstance(found, Verdict) and found.verdict == verdict
    assert check(**found.check).verdict == verdict


CARD = st.integers(min_value=1, max_value=9)


@settings(max_examples=40, deadline=None)
@given(st.lists(CARD, min_size=1, max_size=3), st.lists(CARD, min_size=1, max_size=2))
def test_result_round_trip(plus, minus):
    situation = ResultSituation(plus=plus, minus=minus)
    question = (
        f"Côté + j'ai {' et '.join(map(str, plus))}, côté - j'ai {' et '.join(map(str, minus))}. "
        "Quel est mon résultat ?"
    )
    found = interpret(read(question))
    assert isinstance(found, Verdict) and found.verdict == decide(situation).verdict


@settings(max_examples=40, deadline=None)
@given(
    st.lists(CARD, min_size=1, max_size=3),
    CARD,
    st.sampled_from([9, 11, 12, 14]),
    st.booleans(),
)
def test_win_round_trip(plus, minus, objective, ban):
    situation = WinSituation(
        result=sum(plus) - minus,
        plus=plus,
        minus=[minus],
        objective=objective,
        interdiction=ban,
        own_colour_numbers=0,
    )
    banned = "ma carte interdiction est toujours visible" if ban else "je n'ai plus d'interdiction"
    question = (
        f"Côté + j'ai {' et '.join(map(str, plus))}, côté - j'ai {minus}. Mon objectif est {objective}, "
        f"{banned} et pas de bonus de couleur. J'ai gagné ?"
    )
    found = interpret(read(question))
    assert isinstance(found, Verdict) and found.verdict == decide(situation).verdict


@settings(max_examples=30, deadline=None)
@given(
    st.integers(0, 20), st.integers(0, 20), st.sampled_from([8, 11, 14]), st.sampled_from([9, 11])
)
def test_end_round_trip(first, second, objective_a, objective_b):
    situation = EndSituation(
        players=[
            PlayerResult(name="Léa", result=first, objective=objective_a),
            PlayerResult(name="Hugo", result=second, objective=objective_b),
        ]
    )
    question = (
        f"La pioche est vide. Léa a {first} pour un objectif de {objective_a}, "
        f"Hugo a {second} pour un objectif de {objective_b}. Qui gagne ?"
    )
    found = interpret(read(question))
    assert isinstance(found, Verdict) and found.verdict == decide(situation).verdict


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 9), st.sampled_from(["+", "-"]))
def test_objective_round_trip(value, sign):
    situation = ObjectiveSituation(value=value, sign=sign)
    question = (
        f"J'ai posé un {value} à droite de mon =11 avec la carte neutre qui montre le {sign}. "
        "Mon objectif devient combien ?"
    )
    found = interpret(read(question))
    assert isinstance(found, Verdict) and found.verdict == decide(situation).verdict


@settings(max_examples=20, deadline=None)
@given(st.integers(5, 40), st.integers(5, 40))
def test_start_round_trip(first, second):
    situation = StartSituation(ages={"Zoé": first, "Théo": second})
    found = interpret(read(f"Zoé a {first} ans et Théo {second} ans, qui commence ?"))
    expected = decide(situation)
    if expected.ambiguous:
        assert not isinstance(found, Verdict) or found.ambiguous
    else:
        assert isinstance(found, Verdict) and found.verdict == expected.verdict


@settings(max_examples=30, deadline=None)
@given(st.lists(CARD, min_size=1, max_size=2), CARD, st.integers(20, 99))
def test_a_stray_number_gives_no_verdict_or_an_ask_back(plus, minus, stray):
    question = (
        f"Côté + j'ai {' et '.join(map(str, plus))}, côté - j'ai {minus}, et on est {stray} "
        "à table. Quel est mon résultat ?"
    )
    found = interpret(read(question))
    assert not isinstance(found, Verdict)


@pytest.mark.parametrize(
    "question, verdict",
    [
        # an exchange: the card received takes the slot of the card given
        (
            "Je joue la carte échange : je prends le 8 côté + de Julie et je lui donne mon 2 qui était côté −. Chez moi le 8 compte en négatif ?",
            "oui",
        ),
        (
            "On échange : mon 4 côté + contre le 9 côté + de Tom. Chez lui, mon 4 compte en négatif ?",
            "non",
        ),
        # the colour bonus asked as such: 3 numbers of one's own colour, start cards not counted
        (
            "J'ai mes deux cartes de départ vertes et une seule carte chiffre verte posée. Ça me donne droit au bonus de couleur ?",
            "non",
        ),
        (
            "J'ai 3 cartes chiffres de ma couleur en plus de mes cartes de départ, j'ai le bonus de couleur ?",
            "oui",
        ),
        # an objective said of every player, after them
        ("Pioche vide. Max est à 10, Zoé à 14, même objectif : 13. Qui gagne ?", "Zoé"),
        # a pronoun for the head said before
        (
            "Pioche épuisée. Jules et moi on a tous les deux 10, mon objectif est 11 et celui de Jules 9. Qui gagne ?",
            "personne",
        ),
        # an interdiction denied after it
        ("Côté + 4 et 7. Interdiction : aucune. Je gagne ?", "oui"),
        # distances to each one's objective instead of results, a list sharing its unit
        (
            "Pioche vide. Mon résultat tombe pile sur mon objectif, les autres sont à 2 et 3 de leur objectif. Qui gagne ?",
            "toi",
        ),
        ("Draw pile empty. I'm 1 away from my target, Tom is 3 away. Who wins?", "toi"),
        # a value said again "too" takes the head it had before
        (
            "Deck is empty. Mia's target is 13 and she's on 12; mine is 13 too and I'm on 9. Who wins?",
            "Mia",
        ),
    ],
)
def test_concepts_read_by_the_one_reader(question, verdict):
    found = interpret(read(question))
    assert isinstance(found, Verdict) and found.verdict == verdict, question
    assert check(**found.check).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        # a card given is not the whole line: which result is meant?
        "Pendant le tour de Léa, elle me refile un 3 côté + et je tombe pile sur mon objectif. J'ai plus d'interdiction. J'ai gagné ?",
        # two places said for one card
        "un 6 qui devait aller côté + a fini du côté -. Côté + : 10 et 5. ça fait combien ?",
        # the objective of each line, not the count of lines
        "en solo, l'objectif de chaque ligne c'est combien ?",
        # a distance said after the number, not a result
        "pioche vide. moi à 9 pour 11, Léa est à 1 de son objectif. qui gagne ?",
    ],
)
def test_facts_that_do_not_fit_one_reading_give_no_verdict(question):
    found = interpret(read(question))
    assert not isinstance(found, Verdict) or found.verdict in (9, 11, "Léa"), question  # or right


def test_check_decides_the_empty_pile_by_distances_and_refuses_a_tie_it_cannot_break():
    players = [{"name": "toi", "distance": 0}, {"name": "", "distance": 2}]
    state = {"draw_pile_empty": True, "players": players}
    assert check(state, {"type": "winner"}).verdict == "toi"
    tied = {
        "draw_pile_empty": True,
        "players": [{"name": "toi", "distance": 1}, {"name": "Léa", "distance": 1}],
    }
    with pytest.raises(InvalidSituation):
        check(tied, {"type": "winner"})


@pytest.mark.parametrize(
    "question, visible",
    [
        # a removal itself denied is no removal
        ("Côté + 9 et 4, côté - 2, je n'ai pas pu défausser mon interdiction, j'ai gagné ?", True),
        # a negation of another clause does not deny the removal
        (
            "J'ai un 6 et un 8 côté +, un 3 côté -, rien à droite du =11 et j'ai déjà défaussé mon interdiction. Je gagne ?",
            False,
        ),
        ("J'ai 11 pour 11, interdiction partie depuis longtemps. Je gagne ?", False),
        # doubt, another player's interdiction, what someone else says: not said, asked
        ("J'ai 11 pile mais je sais pas si mon interdiction est encore là. Je gagne ?", None),
        ("J'ai 11. J'ai défaussé l'interdiction de Léa. Je gagne ?", None),
        ("I discarded Tom's ban card. I'm at 11. Do I win?", None),
        ("J'ai 11 mais mon frère dit que j'ai une interdiction. Je n'en ai pas. Je gagne ?", None),
        # removed, then given back: which is it now?
        ("I'm at 11. Tom took my ban card in a swap, then he gave it back to me. Did I win?", None),
        (
            "Côté + 6 et 5, je n'ai plus de carte interdiction mais mon adversaire m'a mis une interdiction. J'ai gagné ?",
            None,
        ),
    ],
)
def test_the_askers_interdiction_as_the_question_says_it(question, visible):
    found = interpret(read(question))
    if visible is None:
        assert isinstance(found, MissingSituation) and "interdiction" in found.ask_for, question
    else:
        assert isinstance(found, Verdict) and found.verdict == ("non" if visible else "oui")


@pytest.mark.parametrize(
    "question",
    [
        # a card of the line without its value
        "Quel est mon résultat ? J'ai un 7 et un 5 côté plus, et une carte côté moins.",
        "Plus side 8 and 6, and something on my minus side. What's my total?",
        "Côté + 8 et 5, côté - 2 et 1 autre carte. Mon résultat ?",
        # a card off the line, or not laid yet
        "Paul a défaussé mon 5 côté -, côté + 8 et 4, côté - 1. Je suis à combien ?",
        "I had a 6 on my minus side but it got discarded. Plus side: 7 and 4. What's my total?",
        "Plus side 9 and 4, minus side 2, and a 7 still in my hand. What's my result?",
        # the +/- card turned: its sides swap
        "Côté + 7 et 4 et j'ai retourné ma carte +/- : je gagne sans interdiction ?",
        # one card another player gives is not the line
        "Paul drops a 5 on my plus side, no ban card, do I win?",
    ],
)
def test_cards_that_are_not_the_whole_line_give_no_result(question):
    assert not isinstance(interpret(read(question)), Verdict), question


def test_a_card_given_with_the_result_it_makes_still_decides():
    found = interpret(
        read(
            "C'est le tour de Paul, il pose une carte dans mon jeu et ça me met pile à mon objectif, sans interdiction chez moi. Je gagne ?"
        )
    )
    assert isinstance(found, Verdict) and found.verdict == "oui"


@pytest.mark.parametrize(
    "question",
    [
        "J'ai 8 côté + et 5 côté + et 2 côté -, pas d'interdiction, est-ce que Paul gagne ?",
        "My plus side is 8 and 5, my minus side 2, no ban card. Does Emma win?",
        "J'ai 11 et plus d'interdiction, est-ce qu'il gagne ?",
        "Léa est pile sur son objectif, pas d'interdiction, j'ai gagné ?",
        "je pose une carte chez Paul, il arrive à 11 pile sans interdiction. J'ai gagné ?",
    ],
)
def test_a_win_asked_of_another_player_than_the_lines_owner_gets_no_verdict(question):
    assert not isinstance(interpret(read(question)), Verdict), question


def test_a_win_asked_of_the_lines_owner_by_a_pronoun_is_decided():
    found = interpret(read("Paul a 11 pile sans interdiction, il gagne ?"))
    assert isinstance(found, Verdict) and found.verdict == "oui"


@pytest.mark.parametrize(
    "question, verdict",
    [
        # the /= pictogram is its own rule's subject, never the actions' duty
        ("Is the /= thing an action I have to carry out?", "non"),
        ("Le pictogramme /= est-il obligatoire ?", "non"),
        ("Je suis obligé de faire l'action de ma carte ?", "oui"),
        ("Sur ma carte y a le symbole /= , je suis forcé de la poser à droite du =11 ?", "non"),
        ("le /= c'est une action ?", None),  # a claim, not the permission the rule answers
        # the empty pile's interdiction rule is asked only of an interdiction
        (
            "deck empty, my result is the closest to my target, but Tom is just as close. do I win?",
            None,
        ),
        ("The draw pile is empty, does my ban card still stop me from winning?", "non"),
        # an action asked of its target, its moment, or said impossible: not the duty
        (
            "La carte m'oblige à échanger une carte avec un adversaire, je dois choisir lequel ?",
            None,
        ),
        ("The swap card: do I have to swap with Tom?", None),
        ("je dois faire l'action avant de poser la carte ?", None),
        (
            "my card says to swap with an opponent but nobody has cards in play, do I have to?",
            None,
        ),
    ],
)
def test_a_rule_asked_in_general_is_the_rule_of_its_subject(question, verdict):
    found = interpret(read(question))
    if verdict is None:
        assert not isinstance(found, Verdict), question
    else:
        assert isinstance(found, Verdict) and found.verdict == verdict, question


@pytest.mark.parametrize(
    "question",
    [
        "pioche vide, Max à 10, Zoé à 12, objectif 11 pour les deux, personne ne gagne ?",
        "Draw pile is empty. Max is at 10 and Zoe at 12, both with a target of 11. Nobody wins?",
    ],
)
def test_an_empty_pile_winner_asked_in_the_negative_gets_no_yes_or_no(question):
    assert not isinstance(interpret(read(question)), Verdict), question


@pytest.mark.parametrize(
    "question, first",
    [
        ("Zoé a 10 points, Théo 7, qui commence ?", None),  # points, not ages
        ("On est 4 : Lina a 10 ans, Noé 14 ans et Papa 40 ans. Qui commence ?", None),
        ("Qui commence ? Léa a 10 ans, et moi j'ai joué 11 parties.", None),
        ("Who starts? Tom was 11 last year and Ann is 10.", None),  # an age of the past
        ("Qui ne commence pas ? Léa a 10 ans et Paul 14 ans.", None),
        ("Lina a 13 ans et ma sœur 10 ans, qui commence ?", "ma sœur"),
        ("Zoé a 10 ans et Théo 7 ans, qui commence ?", "Zoé"),
    ],
)
def test_who_starts_needs_each_players_age_now(question, first):
    found = interpret(read(question))
    if first is None:
        assert not isinstance(found, Verdict), question
    else:
        assert isinstance(found, Verdict) and found.verdict == first
