"""A verdict answers the question asked: a yes or no never answers "who", "which" or "how many"."""

import dataclasses

import pytest

from arbitre.engines import get_engine
from arbitre.engines.base import Verdict
from arbitre.engines.phrasing import asks_open, asks_yes_no


@pytest.mark.parametrize(
    "question",
    [
        "In Patchwork my time token just landed on the same space as Anna's. Who takes the next turn?",
        "Il est case 30, moi case 18 : qui doit jouer ?",
        "Ouverture : Ana retourne un 3, Ben un 3. C'est qui le maître du jeu ?",
        "j'ai 3 plis, combien je perds ?",
        "On a fini à 60 points en mode familial, c'est quel classement ?",
        "Which patch can I buy?",
        "how many buttons do I get?",
    ],
)
def test_who_which_and_how_many_questions_are_open(question):
    assert asks_open(question)


@pytest.mark.parametrize(
    "question",
    [
        "je peux poser n'importe quelle carte ?",
        "jai plus de jaune, je peux mettre nimporte quelle carte ?",
        "Can I play whichever card I want?",
        "Is it Anna who plays next?",
        "le trèfle qui est sur la case dorée, je peux l'échanger ?",
        "Peut-on poser deux fois le même nombre dans une rangée ?",
        "Combien de cartes ? Bref : je peux jouer un rouge ?",  # the last question is the one asked
    ],
)
def test_yes_or_no_questions_are_not_open(question):
    assert not asks_open(question)


def test_a_reader_that_says_yes_to_a_who_question_gives_no_verdict():
    engine = get_engine("patchwork")
    always_yes = dataclasses.replace(  # the text-reader adapter of a game not migrated yet
        engine, reader=lambda q: Verdict(engine.rules[0], "oui", "Oui."), migrated=False
    )
    assert always_yes.interpret("Who takes the next turn?") is None
    assert always_yes.interpret("Can I take the next turn?").verdict == "oui"


@pytest.mark.parametrize(
    "question",
    [
        "En solo, j'ai le droit de choisir librement sur quelle ligne je joue ma carte ?",
        "est-ce que je peux décider quelle pièce je prends ?",
    ],
)
def test_which_inside_a_yes_or_no_question_leaves_it_yes_or_no(question):
    assert not asks_open(question)


@pytest.mark.parametrize(
    "question, is_open",
    [
        ("J'ai misé 2 avec une Sécurité et j'ai fait 5 plis. Ça me fait quoi comme score ?", True),
        ("je fais quoi à mon tour ?", True),
        ("tu le poses ou quoi ?", False),
        ("si g plus de carte de la couleur demandee je peux jouer nimporte quoi ?", False),
    ],
)
def test_quoi_asks_what_unless_it_is_a_tag_or_n_importe_quoi(question, is_open):
    assert asks_open(question) is is_open


@pytest.mark.parametrize(
    "question",
    [
        "If I'm the one who calls NUM DRAFT, do I automatically win?",
        "The clover which I drew is a 7, can I place it on the diagonal?",
        "Does the player who fills the garden first win?",
    ],
)
def test_an_english_relative_who_or_which_leaves_the_question_yes_or_no(question):
    assert not asks_open(question)


@pytest.mark.parametrize(
    "question, yes_no",
    [
        ("Égalité à 25 points, Paul est arrivé le premier. J'ai gagné ?", True),
        ("est-ce que c'est Paul qui joue ?", True),
        ("Did I win?", True),
        ("Qui a gagné ?", False),
        ("With 50 points in classic, am I Maître or Grand Maître?", False),  # which one of the two
        ("Le trèfle refusé, il va où ?", False),
    ],
)
def test_a_yes_or_no_question_is_told_from_who_which_and_where(question, yes_no):
    assert asks_yes_no(question) is yes_no


def test_a_reader_that_names_someone_for_a_yes_or_no_question_gives_no_verdict():
    engine = get_engine("patchwork")
    names_paul = dataclasses.replace(  # the text-reader adapter of a game not migrated yet
        engine, reader=lambda q: Verdict(engine.rules[0], "Paul", "Paul."), migrated=False
    )
    assert names_paul.interpret("Égalité, Paul est arrivé le premier. J'ai gagné ?") is None
    assert (
        names_paul.interpret("Égalité, Paul est arrivé le premier. Qui a gagné ?").verdict == "Paul"
    )
