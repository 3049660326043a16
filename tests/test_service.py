"""The answering core, on the fake-encoder index: what a player reads."""

from __future__ import annotations

import pytest

from arbitre.answer import AskError

HEADLINE = "Peut-on poser deux fois le même nombre dans une rangée ?"


def test_headline_question_cites_lucky_numbers_page_3(service):
    answer = service.ask(HEADLINE)
    assert answer.game == "lucky-numbers"
    assert not answer.abstained
    best = answer.citations[0]
    assert (best.game, best.page) == ("lucky-numbers", "3")
    assert best.quote in best.excerpt
    assert "(p. 3)" in answer.answer


def test_game_given_restricts_citations_to_that_game(service):
    answer = service.ask("Qui commence la partie ?", game="patchwork")
    assert answer.citations and {c.game for c in answer.citations} == {"patchwork"}


def test_game_detected_from_its_vocabulary(service):
    answer = service.ask("Combien de boutons je gagne en avançant mon pion Chrono ?")
    assert answer.game == "patchwork"


@pytest.mark.parametrize(
    "question, game",
    [
        ("What if I don't have any card of the suit that was led?", "luz"),
        ("Can I swap a clover that is already in my garden?", "lucky-numbers"),
        ("How many buttons do I get when my time token moves?", "patchwork"),
        ("How many points is a successful bet worth in the last round?", "luz"),
    ],
)
def test_game_detected_from_its_english_vocabulary(service, question, game):
    assert service.ask(question).game == game


def test_below_the_abstention_threshold_the_answer_says_it_does_not_know(fake_index):
    from arbitre.service import Service

    strict = Service(fake_index.model_copy(update={"abstain_threshold": 0.3}))
    answer = strict.ask("asdf qsdf zorglub")
    assert answer.abstained and answer.verdict is None
    assert answer.answer == "Je ne trouve pas la réponse dans les règles dont je dispose."
    assert not strict.ask("Peut-on refuser un trèfle ?").abstained


def test_missing_luz_table_is_said_plainly(service):
    answer = service.ask("Combien de points je marque si je réussis mon pari à Luz ?", game="luz")
    assert answer.abstained
    assert "tableau des points" in answer.answer
    assert answer.verdict is None


def test_english_question_gets_an_english_answer(service):
    answer = service.ask(
        "In Lucky Numbers, can I swap a clover already placed (trèfle déjà posé) ?"
    )
    assert answer.lang == "en"
    assert answer.answer.startswith(("The rules say", "Yes", "No", "I can't"))


@pytest.mark.parametrize("question", ["", "   ", "\x00"])
def test_empty_question_is_a_usage_error(service, question):
    with pytest.raises(AskError, match="vide"):
        service.ask(question)


def test_overlong_question_is_refused(service):
    with pytest.raises(AskError, match="trop longue"):
        service.ask("règle " * 200)


def test_unknown_game_is_refused_with_the_list(service):
    with pytest.raises(AskError, match="lucky-numbers"):
        service.ask(HEADLINE, game="catan")


def test_citations_are_best_first(service):
    scores = [c.score for c in service.ask(HEADLINE).citations]
    assert scores == sorted(scores, reverse=True)


@pytest.mark.parametrize(
    "question, game",
    [
        (
            "Ma ligne contient 2, 9 et 14, je pioche un 9 : je peux le mettre entre le 2 et le 14 "
            "?",
            "lucky-numbers",
        ),
        (
            "Je suis case 7 du Chrono et l'autre case 12, j'avance : combien de boutons ?",
            "patchwork",
        ),
        (
            "Luz : j'ai parié 3 plis sans bille Sécurité et j'en ai fait 3, mon pari est réussi ?",
            "luz",
        ),
    ],
)
def test_a_verdict_leads_with_the_rule_that_decided_it(service, question, game):
    # The fake encoder ranks passages poorly: the deciding rule leads all the same, once.
    answer = service.ask(question, game=game)
    assert answer.verdict is not None and answer.engine is not None
    first = answer.citations[0]
    assert answer.engine.source.quote == first.quote and first.quote in first.excerpt
    assert first.quote in answer.answer
    ids = [c.passage_id for c in answer.citations]
    assert len(ids) == len(set(ids))


def test_timing_is_reported(service):
    assert service.ask(HEADLINE).timing_ms > 0


def test_a_luz_bet_asked_about_without_its_figures_asks_for_them(service):
    # The missing points table does not answer "did my bet succeed?": the bet and tricks do.
    answer = service.ask("Luz, j'ai réussi mon pari alors ?", game="luz")
    assert not answer.abstained and answer.verdict is None
    assert answer.asks_for and "pari" in answer.asks_for


def test_points_lost_at_luz_ask_for_the_bet_rather_than_cite_the_missing_table(service):
    answer = service.ask("j'ai perdu combien de points sur cette donne moi ?", game="luz")
    assert not answer.abstained and answer.asks_for
