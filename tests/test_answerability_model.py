"""The learned answerability: its data, its game-agnostic features, generic questions, declines."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from arbitre import answering, evidence, intent, overview
from arbitre.lexicon import Lexicon
from testenv import ROOT

DATA = ROOT / "data" / "answerability"
LEXICON = Lexicon.load({"patchwork": [("buttons", "boutons")]})


def _pairs(split: str) -> list[dict]:
    return [
        json.loads(line)
        for path in sorted(DATA.glob(f"{split}*.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line
    ]


def _plain(text: str) -> str:
    return " ".join(text.replace("**", "").replace("’", "'").split())


@pytest.mark.parametrize("split", ["train", "heldout"])
def test_every_answerable_pair_quotes_its_own_booklet(split):
    booklets = {}
    for pair in _pairs(split):
        if pair["abstain"]:
            assert pair["why"] and not pair["answers"]
            continue
        slug = pair["game"]
        booklets.setdefault(
            slug, _plain((ROOT / "corpus" / slug / "rules.md").read_text(encoding="utf-8"))
        )
        card = _plain((ROOT / "corpus" / slug / "game.toml").read_text(encoding="utf-8"))
        assert any(_plain(a).split(" : ")[-1] in booklets[slug] + card for a in pair["answers"]), (
            pair["id"]
        )


def test_held_out_questions_are_never_trained_on():
    train = {p["question"] for p in _pairs("train")}
    held = {p["question"] for p in _pairs("heldout")}
    assert not train & held
    assert len(held) > 100 and len(train) > 300


def test_each_game_has_hundreds_of_pairs_of_every_sort():
    pairs = _pairs("train") + _pairs("heldout")
    for slug in ("lucky-numbers", "luz", "num-draft", "onze-gagnant", "patchwork"):
        mine = [p for p in pairs if p["game"] == slug]
        assert len(mine) > 200
        sorts = {p["why"].split(":")[0] for p in mine}
        assert {
            "answerable",
            "generic",
            "not in booklet",
            "not a rules question",
            "other game",
        } <= sorts
        assert {p["lang"] for p in mine} == {"fr", "en"}


def test_answerability_no_longer_reaches_into_the_engines():
    code = (
        "import arbitre.answerability, arbitre.evidence, sys; "
        "print(any(m.startswith('arbitre.engines') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_salient_words_are_what_is_asked_about():
    found = [
        s.word
        for s in evidence.salient_words(
            "Patchwork : combien de boutons au départ ?",
            LEXICON,
            "patchwork",
            frozenset({"patchwork"}),
        )
    ]
    assert found == ["boutons", "depart"]
    english = evidence.salient_words(
        "How many buttons do I get?", LEXICON, "patchwork", frozenset()
    )
    assert [s.word for s in english] == ["buttons"] and "bouton" in english[0].strict


def test_a_clipped_word_stands_for_the_booklet_words_it_begins():
    known = frozenset({"deplac", "diagonal", "tuil", "ecartee", "personnag"})

    def meanings(question: str) -> dict[str, frozenset[str]]:
        salient = evidence.salient_words(question, LEXICON, None, frozenset(), known)
        return {s.word: s.strict for s in salient}

    assert "diagonal" in meanings("on peut bouger en diago ?")["diago"]
    assert "personnag" in meanings("mon perso peut bouger ?")["perso"]
    # Another inflection the stemmer kept apart is no clipped word; a word too short says nothing.
    assert "ecartee" not in meanings("je l'ecarte ?")["ecarte"]
    assert "personnag" not in meanings("mon pers peut bouger ?")["pers"]
    # Without the booklet's terms, nothing is completed.
    plain = evidence.salient_words("en diago ?", LEXICON, None, frozenset())
    assert plain[0].strict == frozenset({"diago"})


def test_without_a_fitted_kind_model_every_question_is_a_rules_question():
    probs = intent.probabilities(None, {})
    assert probs["rules"] == 1.0 and intent.generic_kind(probs) is None
    assert (
        intent.generic_kind(
            {"rules": 0.1, "off-topic": 0.1, "unstated": 0.0, "play": 0.1, "goal": 0.1, "end": 0.6}
        )
        == "end"
    )


@pytest.mark.parametrize(
    ("game", "kind", "words"),
    [
        ("patchwork", "end", "les deux pions ont atteint la dernière case"),
        ("patchwork", "play", "Vérifie que ton pion Chrono est le plus en retard"),
        ("lucky-numbers", "play", "Retourne un trèfle de la pioche"),
        ("num-draft", "goal", "regrouper un maximum de cartes"),
        ("num-draft", "end", "La fin de partie peut être déclenchée de deux façons"),
        ("luz", "end", "A l’issue de la 4e donne"),
        ("onze-gagnant", "goal", "Remplir son objectif de 11 points"),
    ],
)
def test_the_generic_questions_find_the_section_that_answers_them(service, game, kind, words):
    passages = [p for p in service.core.retriever.passages if p.game == game]
    found = overview.overview(kind, passages)
    assert found[0][0] == kind and words in found[0][1].text
    assert len({k for k, _ in found}) == len(found) <= 3


def test_a_decline_says_what_was_looked_for_and_keeps_the_nearest_passages(service):
    answer = service.ask("combien de tuiles de cuir il y a dans Patchwork ?")
    assert answer.abstained and "J'ai cherché" in answer.answer and "« tuiles »" in answer.answer
    assert answer.citations
    english = answering.abstain_answer("Patchwork", None, "en", "number", ["leather", "tiles"])
    assert (
        english
        == "The rules of Patchwork do not give that number. I looked for « leather », « tiles »; "
        "the nearest passages are below."
    )


def test_gibberish_is_declined_without_claiming_a_search(service):
    answer = service.ask("asdf qsdf zorglub")
    assert answer.abstained and "cherché" not in answer.answer


def test_a_generic_question_about_a_known_game_gets_its_overview(service):
    answer = service.ask("How does patchwork end?")
    assert answer.game == "patchwork" and not answer.abstained
    assert "les deux pions ont atteint la dernière case" in answer.citations[0].excerpt
    assert answer.answer.startswith("The end (p. 2)")
    french = service.ask("C'est quoi le but ?", game="num-draft")
    assert french.answer.startswith("Le but (Objectif du jeu) : « Votre objectif est de")


def test_a_generic_question_with_no_game_asks_which_game(service):
    answer = service.ask("C'est quoi le but ?")
    assert answer.game is None and answer.asks_for == "quel jeu" and answer.verdict is None
    assert answer.answer.startswith("De quel jeu parles-tu ?") and "Patchwork" in answer.answer


def test_a_price_question_is_no_rules_question(service):
    answer = service.ask("ça coûte combien ce jeu ?", game="luz")
    assert answer.abstained and answer.answer.startswith("Pose-moi une question sur les règles")
