"""When the booklets cannot answer: another game, small talk, a number they do not give."""

from __future__ import annotations

import pytest

from arbitre import answerability
from arbitre.lexicon import Lexicon
from arbitre.textnorm import terms

LEXICON = Lexicon.load({"patchwork": [("buttons", "boutons"), ("quilt", "couverture")]})


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("comment on fait le roque aux échecs ?", "échecs"),
        ("au catan quand on fait 7 le voleur il fait quoi", "Catan"),
        ("Skyjo : on retourne combien de cartes au début ?", "Skyjo"),
        ("In Ticket to Ride, can I claim a double route alone?", "Ticket to Ride"),
        ("à la BELOTE on doit monter à l'atout ?", "belote"),
    ],
)
def test_a_question_naming_another_game_is_about_that_game(question, game):
    found = answerability.before_search(question, LEXICON, names_our_game=False)
    assert found == answerability.Unanswerable("other-game", game)


@pytest.mark.parametrize(
    "question",
    [
        "en cas d'échec du pari, je perds combien ?",  # "échec" alone is not chess
        "je joue en solitaire, je pose comment ?",  # a solo mode, not the card game
        "can I take just one button?",
    ],
)
def test_everyday_words_are_not_taken_for_game_names(question):
    assert answerability.before_search(question, LEXICON, names_our_game=False) is None


def test_a_comparison_with_another_game_inside_one_of_ours_is_answered():
    question = "Dans Luz, comme à la belote, faut-il fournir la couleur demandée ?"
    assert answerability.before_search(question, LEXICON, names_our_game=True) is None


@pytest.mark.parametrize(
    "question", ["bonjour ça va", "test 123 lol ??", "Salut ! merci", "hello, thanks"]
)
def test_small_talk_asks_nothing_of_the_rules(question):
    assert answerability.before_search(question, LEXICON, False) == answerability.Unanswerable(
        "small-talk"
    )


def test_a_greeting_before_a_real_question_is_not_small_talk():
    assert (
        answerability.before_search("bonjour, on peut poser un 7 à côté d'un 7 ?", LEXICON, False)
        is None
    )


@pytest.mark.parametrize(
    ("question", "game", "stem"),
    [
        ("combien de tuiles de cuir il y a ?", None, "tuil"),
        ("How many buttons do I start with?", "patchwork", "bouton"),
        (
            "combien de temps dure une partie ?",
            None,
            "dure",
        ),  # "temps" also means the booklet's "durée"
    ],
)
def test_a_how_many_question_counts_a_thing_in_the_booklet_s_words(question, game, stem):
    assert stem in answerability.counted_thing(question, LEXICON, game)


def test_how_much_without_a_noun_wants_any_number_and_yes_no_wants_none():
    assert answerability.counted_thing("ça rapporte combien ?", LEXICON, None) == frozenset()
    assert (
        answerability.counted_thing("How much is the special tile worth?", LEXICON, None)
        == frozenset()
    )
    assert answerability.counted_thing("Peut-on refuser un trèfle ?", LEXICON, None) is None


def test_a_count_the_best_passage_gives_is_answered():
    text = "Mise en place. Chaque joueur tire 4 trèfles et les pose sur la diagonale."
    assert (
        answerability.after_search(
            "combien de trèfles chacun tire ?", text, LEXICON, None, known=frozenset(terms(text))
        )
        is None
    )


def test_a_count_the_best_passage_does_not_give_is_not_stated():
    text = "Le premier joueur qui remplit un carré de 7x7 cases reçoit la tuile spéciale."
    found = answerability.after_search(
        "combien de tuiles de cuir il y a ?",
        text,
        LEXICON,
        "patchwork",
        known=frozenset(terms(text)),
    )
    assert found == answerability.Unanswerable("not-stated")


def test_a_number_of_the_thing_in_another_situation_is_not_the_answer():
    # "1 bouton par case" counts buttons, but not the ones a player starts with.
    text = (
        "Tu avances jusqu'à la case devant le pion adverse "
        "et tu reçois 1 bouton par case parcourue."
    )
    known = frozenset(terms(text)) | frozenset(terms("joueur début départ"))
    found = answerability.after_search(
        "How many buttons does each player start the game with?",
        text,
        LEXICON,
        "patchwork",
        known=known,
    )
    assert found == answerability.Unanswerable("not-stated")
    asked = "How many buttons do I get when I move forward?"  # its other words are in no booklet
    assert answerability.after_search(asked, text, LEXICON, "patchwork", known=known) is None


def test_a_thing_counted_in_words_no_booklet_uses_is_left_to_the_scores():
    """A booklet added from its PDF has no glossary: "storm cards" names nothing it knows,
    so the count check cannot say the booklet lacks the number; once a booklet word stands
    for the thing ("cuir" for "leather"), it can."""
    text = "Tirez un nombre de cartes Tempête égal au niveau de la tempête de sable."
    known = frozenset(terms(text))
    assert (
        answerability.after_search(
            "How many storm cards do I draw?", text, LEXICON, "desert", known=known
        )
        is None
    )
    lexicon = Lexicon.load(
        {"desert": [("storm", "tempête"), ("card", "carte"), ("cards", "cartes")]}
    )
    asked = "How many storm cards are in the box?"
    found = answerability.after_search(
        asked, "Les cartes Tempête sont mélangées.", lexicon, "desert", known=known
    )
    assert found == answerability.Unanswerable("not-stated")


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("Les trèfles sont numérotés de 1 à 20.", True),
        ("On joue jusqu'à 4 joueurs.", True),
        ("Vous ne savez pas quelle est la valeur de vos cartes.", False),
    ],
)
def test_a_limit_is_given_as_a_range_or_a_maximum(text, stated):
    found = answerability.after_search("les cartes vont jusqu'à combien ?", text, LEXICON, None)
    assert (found is None) is stated


def test_each_game_glossary_translates_its_own_english_terms():
    assert "couvertur" in LEXICON.meanings("quilt", "patchwork")
    assert "couvertur" not in LEXICON.meanings("quilt", "luz")
    assert "couvertur" in LEXICON.meanings("quilt")  # no game known: every glossary


def test_the_service_says_which_game_it_lacks_and_which_it_has(service):
    answer = service.ask("au Catan, quand on fait 7 le voleur il fait quoi ?")
    assert answer.abstained and answer.verdict is None and answer.engine is None
    assert "Catan" in answer.answer and "Patchwork" in answer.answer and "Luz" in answer.answer
    assert answer.citations == []  # no passage of another game is shown as if it answered
    english = service.ask("In Dixit, how does the storyteller score points?")
    assert english.abstained and english.answer.startswith("“Dixit”: I don't have the rules")


def test_the_service_answers_small_talk_with_what_it_can_do(service):
    answer = service.ask("bonjour ça va")
    assert answer.abstained and answer.citations == []
    assert answer.answer.startswith("Pose-moi une question sur les règles")


def test_the_service_says_a_number_the_booklet_lacks_is_not_there(service):
    answer = service.ask("combien de tuiles de cuir il y a dans Patchwork ?")
    assert answer.abstained and answer.game == "patchwork"
    assert answer.answer.startswith(
        "Les règles de Patchwork ne donnent pas ce nombre. J'ai cherché "
    )
    assert answer.citations  # the nearest passages stay, for context


def test_a_count_in_chat_spelling_is_read_as_the_count_it_spells(service):
    # "cb" is "combien" to the shared reader: the count the booklet lacks is not there either.
    answer = service.ask("cb de tuiles de cuir ya dans Patchwork ?")
    assert answer.abstained and answer.game == "patchwork"
    assert answer.answer.startswith("Les règles de Patchwork ne donnent pas ce nombre.")


def test_another_game_with_one_of_our_games_words_is_still_another_game(service):
    # "couleur demandée" is Luz's vocabulary, but only belote is named.
    answer = service.ask("à la belote je suis obligé de couper si j'ai pas la couleur demandée ?")
    assert answer.abstained and "belote" in answer.answer
    named = service.ask("Dans Luz, comme à la belote, faut-il fournir la couleur demandée ?")
    assert not named.abstained


def test_one_word_of_context_does_not_overrule_a_passage_that_gives_the_count():
    text = (
        "Tu avances jusqu'à la case devant le pion adverse "
        "et tu reçois 1 bouton par case parcourue."
    )
    known = frozenset(terms(text)) | frozenset(terms("temps Chrono"))
    asked = "How many buttons do I get when I move my time token forward?"
    assert answerability.after_search(asked, text, LEXICON, "patchwork", known=known) is None


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("c'est à partir de quel âge ?", "age"),
        ("What age is it for?", "age"),
        ("une partie ça dure combien de temps ?", "duration"),
        ("How long does a game take?", "duration"),
        ("qui a inventé ce jeu ?", "author"),
        ("c'est quel éditeur ?", "publisher"),
        ("il est sorti en quelle année ?", "year"),
        ("combien de temps pour jouer son tour ?", None),  # a turn, not the game's length
        ("on joue à partir de quel trèfle ?", None),
    ],
)
def test_questions_about_the_game_card_are_told_apart(question, field):
    assert answerability.card_field(question) == field


def test_a_card_field_the_game_leaves_empty_is_not_given(service):
    # NUM DRAFT's card gives no age and no duration; Lucky Numbers' gives both.
    answer = service.ask("num draft c'est à partir de quel âge ?")
    assert (
        answer.abstained
        and answer.answer == "Les documents de NUM DRAFT ne donnent pas l'âge minimum."
    )
    english = service.ask("How long does a game of NUM DRAFT last?")
    assert (
        english.abstained
        and english.answer == "The documents for NUM DRAFT do not give how long a game lasts."
    )
    given = service.ask("Lucky Numbers c'est à partir de quel âge ?")
    assert not given.abstained and "8+" in given.citations[0].excerpt


@pytest.mark.parametrize("question", ["c'est à qui là ?", "et là, à qui le tour ?"])
def test_a_question_about_the_table_made_of_short_words_is_not_small_talk(question):
    assert answerability.before_search(question, LEXICON, True) is None
