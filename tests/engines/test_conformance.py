"""Every registered engine against the corpus: one conformance test all games go through."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from arbitre.corpus import load_corpus
from arbitre.engines import engine_slugs, get_engine
from arbitre.engines.base import Verdict
from arbitre.passages import passage_quoting
from testenv import ROOT


@pytest.fixture(scope="module")
def corpus():
    return load_corpus(ROOT / "corpus")


@pytest.mark.parametrize("slug", engine_slugs())
def test_engine_game_has_a_corpus_folder(slug, corpus):
    assert corpus.game(slug) is not None


@pytest.mark.parametrize("slug", engine_slugs())
def test_every_rule_cites_a_passage_of_its_game(slug, corpus):
    engine = get_engine(slug)
    assert engine.slug == slug and engine.rules
    missing = [
        r.id for r in engine.rules if passage_quoting(corpus.passages, slug, r.quote) is None
    ]
    assert missing == []


@pytest.mark.parametrize("slug", engine_slugs())
def test_rule_ids_are_unique_and_belong_to_the_game(slug):
    rules = get_engine(slug).rules
    assert len({r.id for r in rules}) == len(rules)
    assert {r.game for r in rules} == {slug}


@pytest.mark.parametrize("slug", engine_slugs())
def test_general_how_to_questions_are_left_to_retrieval(slug, corpus):
    engine = get_engine(slug)
    assert engine.interpret(f"C'est quoi le but du jeu {corpus.game(slug).name} ?") is None


@pytest.mark.parametrize("slug", engine_slugs())
def test_check_schemas_are_pydantic_models(slug):
    state, action = get_engine(slug).schemas()
    assert issubclass(state, BaseModel) and issubclass(action, BaseModel)


@pytest.mark.parametrize("slug", engine_slugs())
def test_decided_verdicts_name_a_registered_rule(slug):
    from eval_sets import engine_questions

    engine = get_engine(slug)
    ids = {r.id for r in engine.rules}
    for q in engine_questions(slug):
        result = engine.interpret(q["question"])
        if isinstance(result, Verdict):
            assert result.rule.id in ids
            assert result.explanation
