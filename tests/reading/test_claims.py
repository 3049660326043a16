"""Claims reported in a question: set aside, unless the question asks whether they hold."""

from __future__ import annotations

import pytest

from arbitre.reading import read
from arbitre.reading.claims import checked, claim_text, claims, set_aside
from arbitre.reading.stance import stance


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("je peux le garder ? ma sœur pense qu'on doit le poser", "on doit le poser"),
        ("Can I keep it? my uncle says it must go down", "it must go down"),
        ("selon lui c'est obligatoire, vrai ?", "c est obligatoire"),
    ],
)
def test_a_claim_runs_from_its_reporting_word_to_the_end_of_its_clause(question, said):
    reading = read(question)
    (claim,) = claims(reading)
    assert " ".join(reading.words[claim.first : claim.last]) == said


def test_the_askers_own_thought_is_no_claim():
    assert claims(read("je pense que je peux le poser, non ?")) == []


@pytest.mark.parametrize(
    "question",
    [
        "je peux le garder ? ma sœur pense qu'on doit le poser",
        "Can I keep it? my uncle says I have to play it",
    ],
)
def test_a_claim_set_aside_leaves_the_question_its_own_modality(question):
    reading = read(question)
    assert stance(reading) == "must"
    assert stance(set_aside(reading)) == "may"
    assert checked(reading) is None


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("Ma cousine dit qu'on doit tout remplir, c'est vrai ?", "on doit tout remplir ?"),
        ("my aunt says you must play it, is she right?", "you must play it ?"),
        ("On joue. Tom affirme que c'est interdit, il a raison ?", "On joue. c'est interdit ?"),
    ],
)
def test_a_claim_asked_about_is_the_question(question, asked):
    reading = read(question)
    claim = checked(reading)
    assert claim is not None
    assert claim_text(reading, claim) == asked


@pytest.mark.parametrize(
    "question",
    [
        "Tom dit que c'est interdit, c'est pas vrai ?",  # in the negative: which way is unsure
        "Tom dit que c'est interdit, Léa dit que non, qui a raison ?",  # who, not whether
    ],
)
def test_a_check_in_the_negative_or_between_two_claims_is_no_check(question):
    assert checked(read(question)) is None
