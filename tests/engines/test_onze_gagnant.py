"""Onze Gagnant engine: results, victory, end of game, interpret(), properties."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.engines.base import InvalidSituation, MissingSituation, Verdict
from arbitre.engines.onze_gagnant import ENGINE
from arbitre.engines.onze_gagnant.play import Line, end_winner, has_won, success

CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "onze-gagnant" / "rules.md"


def test_every_rule_quote_is_in_the_corpus():
    if not CORPUS.exists():
        pytest.skip("corpus/onze-gagnant/rules.md not written yet")
    text = " ".join(CORPUS.read_text(encoding="utf-8").split())
    assert [r.id for r in ENGINE.rules if " ".join(r.quote.split()) not in text] == []


def test_cote_plus_positives_cote_moins_negatives():
    assert Line((8, 5), (2,)).result() == 11


def test_exemple_martine_10_pour_11_avec_3_cartes_vertes_sans_interdiction_gagne():
    verdict = has_won(Line((10,), (), 11, interdiction=False, own_colour_numbers=3))
    assert verdict.verdict == "oui" and verdict.rule.id == "colour-bonus-example"


def test_tant_que_l_interdiction_est_visible_elle_empeche_de_gagner():
    assert has_won(Line((11,), (), 11, interdiction=True)).verdict == "non"


def test_objectif_moins_11_se_valide_avec_un_resultat_de_moins_11():
    assert has_won(Line((2,), (13,), -11)).verdict == "oui"


def test_pioche_vide_le_plus_proche_de_son_objectif_puis_de_11_sinon_personne():
    assert end_winner([Line((9,), name="toi"), Line((14,), objective=13, name="Léa")]).verdict == "Léa"
    assert end_winner([Line((10,), name="toi"), Line((14,), objective=13, name="Léa")]).verdict == "toi"
    assert end_winner([Line((10,), name="toi"), Line((12,), name="Léa")]).verdict == "personne"


@pytest.mark.parametrize("validated,label", [(0, "C'est raté"), (2, "Juste la moyenne"), (4, "Perfection")])
def test_tableau_des_succes(validated, label):
    assert success(validated).verdict == label


def test_check_reads_the_documented_state():
    state = {"plus": [8, 5], "minus": [2], "objective": 11, "interdiction": False, "own_colour_numbers": 0, "draw_pile_empty": False}
    assert ENGINE.check(state, {"type": "result"}).verdict == 11
    assert ENGINE.check(state, {"type": "has_won"}).verdict == "oui"
    with pytest.raises(InvalidSituation):
        ENGINE.check({**state, "draw_pile_empty": True}, {"type": "has_won"})
    with pytest.raises(InvalidSituation):
        ENGINE.check({"plus": "huit"}, {"type": "result"})


@pytest.mark.parametrize("question,expected", [
    ("J'ai 8 et 5 côté plus et 2 côté moins, j'ai combien ?", 11),
    ("j'ai fait 11 mais j'ai encore une interdiction, j'ai gagné ?", "non"),
    ("la pioche est vide et j'ai une interdiction, elle compte encore ?", "non"),
    ("une carte côté moins avec un + dessiné, elle est positive ?", "non"),
    ("J'ai 10 pour un objectif de 11 et 3 cartes de ma couleur, pas d'interdiction : je gagne ?", "oui"),
    ("pioche vide, moi à 9 (objectif 11), lui à 14 (objectif 13) qui gagne ?", "l'adversaire"),
    ("I have 11 and no interdiction card, did I win?", "oui"),
])
def test_interpret_decides(question, expected):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == expected


@pytest.mark.parametrize("question", ["j'ai 11, j'ai gagné ?", "pioche vide, qui gagne ?"])
def test_interpret_asks_for_a_missing_situation(question):
    assert isinstance(ENGINE.interpret(question), MissingSituation)


@pytest.mark.parametrize("question", ["Comment se passe la mise en place ?", "Qui commence la partie ?"])
def test_interpret_leaves_general_questions_to_retrieval(question):
    assert ENGINE.interpret(question) is None


values = st.lists(st.integers(0, 12), max_size=6)


@settings(max_examples=200, deadline=None)
@given(values, values, st.randoms())
def test_result_does_not_depend_on_card_order_within_a_side(plus, minus, rnd):
    shuffled_plus, shuffled_minus = list(plus), list(minus)
    rnd.shuffle(shuffled_plus)
    rnd.shuffle(shuffled_minus)
    assert Line(tuple(plus), tuple(minus)).result() == Line(tuple(shuffled_plus), tuple(shuffled_minus)).result()


@settings(max_examples=200, deadline=None)
@given(values, values)
def test_swapping_all_cards_between_sides_negates_the_result(plus, minus):
    assert Line(tuple(minus), tuple(plus)).result() == -Line(tuple(plus), tuple(minus)).result()


# Held-out wrong verdicts, fixed: removed interdictions, "pile" is not a name, who ≠ oui/non.
@pytest.mark.parametrize("question,expected", [
    ("Objectif 11. Côté + j'ai 8 et 5, côté - j'ai un 2, et je me suis débarrassé de mon interdiction. J'ai gagné ?", "oui"),
    ("La pioche est vide. Moi je suis pile à 11 mais j'ai encore une interdiction devant moi, l'autre est à 10 avec un objectif de 11. Qui gagne ?", "toi"),
    ("plus de pioche. mon objectif c'est 11 et je suis à 12 ; mon adversaire a un +2 à droite de son =11 donc objectif 13, et il est à 14. qui gagne ?", "toi"),
    ("The draw pile is empty. I'm at 13, my opponent is at 10, and we both still have an objective of 11. Who wins?", "l'adversaire"),
    ("Can the interdiction card from the draw pile be put into another player's game?", "oui"),
])
def test_interpret_heldout_categories(question, expected):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == expected


# New phrasings, written apart from the held-out set, to check generalisation.
@pytest.mark.parametrize("question,expected", [
    ("Objectif 11 : côté + 9 et 4, côté - 2, et j'ai défaussé mon interdiction. Je gagne ?", "oui"),
    ("Draw pile is empty: I'm at 9 and my opponent is at 12, objective 11 for both of us. Who wins?", "l'adversaire"),
    ("plus de cartes à piocher. Léa est à 14 avec un objectif de 13, moi je suis à 9. Qui gagne ?", "Léa"),
    ("La pioche est vide, je suis pile à 11 et elle à 12. qui gagne ?", "toi"),
    ("Peut-on mettre l'interdiction piochée dans le jeu d'un adversaire ?", "oui"),
    ("je suis à 8 pour un objectif de 11, il me manque combien ?", 3),
])
def test_interpret_generalises(question, expected):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == expected


@pytest.mark.parametrize("question", [
    "côté + 9 et 4, côté - 2, je n'ai pas pu défausser mon interdiction, j'ai gagné ?",
    "il me manque combien pour atteindre mon objectif ?",
    "pioche vide, Pile est à 10 et il est à 12, qui gagne ?",
])
def test_interpret_asks_when_unsure(question):
    assert isinstance(ENGINE.interpret(question), MissingSituation)


@pytest.mark.parametrize("question,verdict", [
    # empty pile, named players "X à N (objectif M)", "X at N for M", "X : objectif M, résultat N"
    ("Pioche vide : Sam à 9 (objectif 11), Ana à 14 (objectif 13). Qui gagne ?", "Ana"),
    ("Deck empty: Max at 12 for 11 and Eva at 10 for 11, who wins?", "personne"),
    ("Pioche vide. Lina : objectif 12, résultat 10. Hugo : objectif 11, résultat 11. Qui gagne ?", "Hugo"),
    # a parenthetical note on a card's pictogram does not count the card twice
    ("My plus side: 9 and 4; minus side: 2 (that 2 shows a + symbol). What is my result?", 11),
    # who starts: closest to eleven years old
    ("Moi j'ai 12 ans et Paul a 8 ans : qui commence ?", "toi"),
    # "jai" for "j'ai", colour bonus
    ("objectif 11 jai 9, 3 cartes rouges en plus de mes cartes de départ, sans interdiction, c'est gagné ?", "oui"),
    # general rule questions
    ("La carte que j'ai remplacée peut-elle être rejouée plus tard ?", "non"),
    ("Est-ce que je peux ignorer l'action d'une carte alors qu'elle est possible ?", "non"),
    ("Avec l'extension bonus, je peux piocher une carte bonus deux fois ?", "non"),
])
def test_interpret_reads_players_ages_and_general_rules(question, verdict):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == verdict


def test_who_starts_tie_is_not_guessed():
    assert ENGINE.interpret("Léo a 10 ans et Mia 12 ans, qui commence ?") is None


def test_the_game_name_is_not_read_as_a_result_of_eleven():
    from arbitre.engines.onze_gagnant import ENGINE

    assert ENGINE.interpret("À Onze Gagnant, les cartes chiffres vont jusqu'à combien ?") is None


@pytest.mark.parametrize("question, verdict", [
    # several named players and an objective said once for all
    ("Pioche épuisée : Zoé est à 12, Hugo à 8 et moi à 15, on a tous 11 comme objectif. Qui gagne ?", "Zoé"),
    # a named player taken up again by "elle" / "il"
    ("Plus de cartes à piocher. Paul a un objectif de 9 et il est à 12 ; moi objectif 11 et j'ai 10. Qui gagne ?", "toi"),
    # a shared result with the same objective: a tie, never two winners
    ("La pioche est vide, Léa et moi on est tous les deux à 13 avec un objectif de 11. On gagne tous les deux ?", "non"),
    # "pile 11" is a result; a visible interdiction still blocks while the pile is not empty
    ("J'ai exactement 11 mais mon interdiction est encore devant moi, j'ai gagné ?", "non"),
    # empty pile: interdictions have no effect, the closest wins
    ("Pioche vide, une interdiction est toujours dans mon jeu mais je suis le plus proche de mon objectif, je gagne ?", "oui"),
    # Dilemme variant: the face-up card may be taken
    ("In the Dilemma variant, can I take the revealed card next to the pile instead of the top one?", "oui"),
])
def test_interpret_third_blind_categories(question, verdict):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == verdict
