"""One sentence saying what is asked, against a passage whose sentences each say a part of it."""

from __future__ import annotations

from arbitre import evidence
from arbitre.lexicon import Lexicon
from arbitre.passages import Passage
from arbitre.sentence_cover import best_cover, sentence_terms, sentence_texts

LEXICON = Lexicon.load({"patchwork": [("buttons", "boutons")]})
PASSAGE = Passage(
    "patchwork",
    "Mise en place",
    "Chaque joueur reçoit 5 boutons. Au départ, le pion neutre est placé près de la plus petite "
    "pièce. (p. 1)",
)


def _cover(question: str) -> float:
    salient = evidence.salient_words(question, LEXICON, "patchwork", frozenset())
    return best_cover(salient, [1.0] * len(salient), sentence_terms(PASSAGE))


def test_a_question_one_sentence_answers_is_covered_whole():
    assert _cover("combien de boutons reçoit chaque joueur ?") == 1.0
    assert _cover("combien de buttons reçoit chaque joueur ?") == 1.0  # through the glossary


def test_a_near_miss_finds_its_words_in_different_sentences_only():
    # "boutons" and "départ" are both in the passage, never in one sentence.
    assert _cover("combien de boutons au départ ?") == 0.5


def test_a_faq_answer_is_read_with_its_question():
    faq = Passage("luz", "FAQ", "Oui, c'est permis.", heading="Peut-on parier zéro pli ?")
    assert sentence_texts(faq) == ("Peut-on parier zéro pli ? Oui, c'est permis.",)
    salient = evidence.salient_words("parier zéro pli, permis ?", LEXICON, "luz", frozenset())
    assert best_cover(salient, [1.0] * len(salient), sentence_terms(faq)) == 1.0
