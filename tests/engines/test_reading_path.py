"""The question path through the one reader: an answer's engine object carries what was read,
the typed situation, and a /check body that gives the same verdict."""

from __future__ import annotations

import pytest

from arbitre.engine_check import check_move


@pytest.fixture(autouse=True)
def _readers_started(service):
    """As `arbitre serve` does before listening: fitting the readers is not a question's time."""
    if service.reader is not None:
        service.reader.start()


def test_a_luz_verdict_carries_situation_understood_and_check(service):
    answer = service.ask(
        "Pari de 3 avec sécurité et j'ai fait 5 plis, je perds combien de points ?", "luz"
    )
    assert answer.verdict == -10
    engine = answer.engine
    assert (
        engine.understood.startswith("J'ai compris : ")
        and "3" in engine.understood
        and "5" in engine.understood
    )
    assert engine.situation == {
        "intent": "bet",
        "asks": "points",
        "bet": 3,
        "safety": True,
        "tricks": 5,
        "player": None,
        "failure_asked": False,
    }
    checked = check_move(
        "luz", engine.check["state"], engine.check["action"], service.core.source_passage
    )
    assert (checked["rule"], checked["verdict"]) == (engine.rule, answer.verdict)


def test_the_understood_line_follows_the_answers_language(service):
    answer = service.ask("Blue was led and I still have a blue card, can I play red?", "luz", "en")
    assert answer.verdict == "non" and answer.engine.understood.startswith("I understood: ")


def test_an_ask_back_names_only_the_missing_fact(service):
    answer = service.ask("J'ai remporté 4 plis, est-ce que mon pari est réussi ?", "luz")
    assert (
        answer.verdict is None
        and "billes Pari" in answer.asks_for
        and "plis" not in answer.asks_for
    )


def test_onze_gagnant_decides_the_stated_facts_through_the_one_reader(service):
    answer = service.ask(
        "Côté + j'ai 6 et 7, côté - j'ai 2 : ça fait 11, mais mon interdiction est toujours "
        "visible et il reste des cartes dans la pioche. J'ai gagné ?",
        "onze-gagnant",
    )
    assert answer.verdict == "non" and answer.asks_for is None
    assert answer.engine.check is not None and answer.engine.understood.startswith("J'ai compris")


def test_num_draft_answers_through_the_one_reader_when_asked(service):
    answer = service.ask("Mes quatre jaunes se touchent, combien ça me rapporte ?", "num-draft")
    assert answer.verdict == 8 and answer.engine.check["action"]["type"] == "told"
    assert answer.engine.understood.startswith("J'ai compris : ")


def test_lucky_numbers_answers_through_the_one_reader_when_asked(service):
    answer = service.ask(
        "Peut-on poser deux fois le même nombre dans une rangée ?", "lucky-numbers"
    )
    assert answer.verdict == "non" and answer.engine.check == {
        "state": {},
        "action": {"type": "rule", "rule": "no-duplicate"},
    }
    checked = check_move(
        "lucky-numbers",
        answer.engine.check["state"],
        answer.engine.check["action"],
        service.core.source_passage,
    )
    assert (checked["rule"], checked["verdict"]) == (answer.engine.rule, answer.verdict)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("Combien de points je marque si je réussis mon pari à Luz ?", "luz"),
        ("Peut-on poser deux fois le même nombre dans une rangée ?", "lucky-numbers"),
    ],
)
def test_a_general_question_is_understood_in_words_not_by_a_rule_id(service, question, game):
    engine = service.ask(question, game).engine
    assert engine is not None and engine.understood.startswith("J'ai compris : ")
    assert engine.rule not in engine.understood and "-" not in engine.understood
