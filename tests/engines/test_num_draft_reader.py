"""NUM DRAFT questions read by the shared reader into typed situations and decided by the /check code."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.engines.base import MissingSituation, Verdict
from arbitre.engines.num_draft import ENGINE
from arbitre.engines.num_draft.reader import interpret
from arbitre.engines.num_draft.scoring import rank
from arbitre.reading import read

QUESTIONS = [
    (
        "Mode découverte : j'ai 3 rouges dans ma grille et mon voisin de gauche a un rouge classique dans sa colonne de droite. Mon groupe rouge vaut combien ?",
        9,
    ),
    (
        "Mode familial. J'ai 2 bleus dans ma grille et un Rainbow dans la colonne droite de mon voisin de gauche. Il ajoute combien à mon groupe bleu ?",
        3,
    ),
    (
        "Mon voisin de droite a deux verts dans sa colonne gauche, moi j'ai aucun vert dans ma grille. Ces deux verts me font un groupe qui marque ?",
        "non",
    ),
    (
        "Mode classique : mes deux seules cartes jaunes sont en haut à gauche et au centre de ma grille. Elles marquent en groupe ?",
        "non",
    ),
    (
        "Family mode: my two blue cards are in opposite corners of my grid. Do they score as a colour group?",
        "oui",
    ),
    (
        "Mode découverte, ma grille a un Rouge 4, un Rouge 9 et un Bleu 4. Combien rapporte le Rouge 4 à lui tout seul ?",
        5,
    ),
    (
        "Mode familial. Dans ma grille j'ai Rouge 3, Rouge 8 et Bleu 3, et aucun autre rouge, bleu, 3 ou 8 dans mon pool. Ces trois cartes me rapportent combien ?",
        10,
    ),
    (
        "Ouverture : Léa retourne un 6, Tom un 4, Sami un 4 et moi un 9. Qui est maître du jeu ?",
        "Léa",
    ),
    (
        "Ouverture : les cartes retournées sont 2, 2, 4, 4. Qui devient maître du jeu ?",
        "personne : les joueurs à égalité retournent une nouvelle carte",
    ),
    ("En mode classique j'ai fait 40 points, ça me donne quel rang ?", "Maître"),
    ("Classic mode, I finished on 47 points. Does that make me Grand Maître?", "non"),
    ("Le maître du jeu a annoncé PASSE avant POSE ce tour-ci, c'est autorisé ?", "non"),
    ("Le joker peut compter à la fois dans un groupe couleur et dans un groupe valeur ?", "non"),
    ("We're 6 playing NUM DRAFT, how many cards are in the deck in total?", 104),
    ("Est-ce que la colonne du milieu de mon voisin compte dans mon pool ?", "non"),
]


@pytest.mark.parametrize(("question", "expected"), QUESTIONS)
def test_a_stated_situation_gets_its_verdict_and_check_reproduces_it(question, expected):
    found = interpret(read(question))
    assert isinstance(found, Verdict) and found.verdict == expected
    again = ENGINE.check(found.check["state"], found.check["action"])
    assert (again.rule, again.verdict) == (found.rule, found.verdict)
    assert found.understood.startswith("J'ai compris : ")
    assert found.understood_en.startswith("I understood: ")
    assert found.situation["intent"]


def test_every_position_given_row_by_row_is_scored_where_it_lies():
    # od-nd-23: the grid and both neighbour columns told row by row; no adjacency is assumed.
    question = (
        "Mode classique (officiel). Ma grille, ligne du haut de gauche à droite : Rouge 1, Rouge 2, Bleu 3 ; "
        "ligne du milieu : Vert 4, Rouge 5, Vert 6 ; ligne du bas : Bleu 4, Vert 8, Bleu 9. Colonne droite du "
        "voisin de gauche : Jaune 0, Jaune 7, Jaune 10 ; colonne gauche du voisin de droite : Jaune 11, Jaune 12, "
        "Shadow 0. Mon score total ?"
    )
    found = interpret(read(question))
    assert found is None or isinstance(found, Verdict) and found.verdict == 12
    if found is not None:
        assert found.check["action"]["type"] == "score"
        assert found.check["state"]["grid"][0][0] == {"colour": "rouge", "value": 1}


@pytest.mark.parametrize(
    "question",
    [
        "Combien je marque avec ma grille ?",
        "du coup mon groupe rouge il vaut combien ?",
        "J'ai 40 points, c'est quel rang ?",
        "on vient de retourner nos cartes d'ouverture, c'est qui le maitre du jeu ?",
    ],
)
def test_an_unstated_situation_is_asked_for_never_guessed(question):
    found = interpret(read(question))
    assert isinstance(found, MissingSituation)
    assert found.ask_for and found.ask_for_en


def test_classic_said_with_places_unsaid_asks_where_the_cards_are():
    found = interpret(read("Mode classique : mes deux bleues, elles comptent comme groupe ?"))
    assert isinstance(found, MissingSituation) and "touchent" in found.ask_for


def test_the_mode_unsaid_is_the_official_one_and_the_answer_says_what_it_took():
    found = interpret(read("J'ai trois 7 dans ma grille, combien de points ça donne ?"))
    assert isinstance(found, Verdict) and found.verdict == 9
    assert "non dit" in found.understood


def test_a_column_outside_the_pool_gives_no_verdict():
    question = "Mode découverte, j'ai 2 rouges et mon voisin de gauche a un rouge dans sa colonne gauche. Mon groupe rouge vaut combien ?"
    assert interpret(read(question)) is None


COLOURS = {"rouge": "rouges", "vert": "verts", "bleu": "bleus", "jaune": "jaunes"}
WORDS = {2: "deux", 3: "trois", 4: "quatre"}


@settings(max_examples=25, deadline=None)
@given(
    colour=st.sampled_from(sorted(COLOURS)),
    own=st.integers(2, 4),
    side=st.sampled_from([("gauche", "droite"), ("droite", "gauche")]),
    joins=st.booleans(),
)
def test_a_colour_group_rendered_as_a_question_reads_back_to_its_verdict(colour, own, side, joins):
    neighbour, column = side
    extra = (
        f" et mon voisin de {neighbour} a un {colour} classique dans sa colonne {column}"
        if joins
        else ""
    )
    question = f"Mode découverte : j'ai {WORDS[own]} {COLOURS[colour]} dans ma grille{extra}. Mon groupe {colour} vaut combien ?"
    found = interpret(read(question))
    assert isinstance(found, Verdict)
    assert found.verdict == 2 * own + (3 if joins else 0)


@settings(max_examples=25, deadline=None)
@given(points=st.integers(0, 90), mode=st.sampled_from(["classique", "découverte"]))
def test_a_final_score_rendered_as_a_question_reads_back_to_its_rank(points, mode):
    found = interpret(read(f"En mode {mode} j'ai fini à {points} points, c'est quel rang ?"))
    assert isinstance(found, Verdict)
    assert found.verdict == rank(points, "classique" if mode == "classique" else "decouverte")


@settings(max_examples=25, deadline=None)
@given(values=st.lists(st.integers(0, 12), min_size=3, max_size=3))
def test_an_opening_reveal_rendered_as_a_question_reads_back_to_its_game_master(values):
    names = ["Alice", "Bruno", "Chloé"]
    said = ", ".join(f"{n} retourne un {v}" for n, v in zip(names, values, strict=True))
    found = interpret(read(f"Ouverture : {said}. Qui est maître du jeu ?"))
    assert isinstance(found, Verdict)
    unique = sorted(v for v in values if values.count(v) == 1)
    assert found.verdict == (names[values.index(unique[0])] if unique else found.verdict)


@pytest.mark.parametrize(
    "question",
    [
        "Mode découverte : j'ai 3 rouges dans ma grille, 17, et mon voisin a un rouge. Mon groupe rouge vaut combien ?",
        "En mode classique j'ai fait 40 points et 12, c'est quel rang ?",
        "Ouverture : Léa retourne un 6, Tom un 4 et 9. Qui est maître du jeu ?",
    ],
)
def test_a_stray_number_gives_no_verdict(question):
    found = interpret(read(question))
    assert not isinstance(found, Verdict)


def test_the_engine_goes_through_the_one_reader():
    from arbitre.reading import game_words

    reading = read("En mode classique j'ai fait 40 points, ça me donne quel rang ?").with_game(
        game_words("num-draft")
    )
    found = ENGINE.interpret_reading(reading)
    assert isinstance(found, Verdict) and found.check is not None
