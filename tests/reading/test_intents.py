"""Intent routing learned from the examples in corpus/<slug>/intents.toml."""

from __future__ import annotations

from arbitre.reading import game_words, read
from arbitre.reading.intents import classify, intent_model, load_examples


def test_examples_are_many_in_both_languages_and_split_for_calibration():
    examples = load_examples("luz")
    assert len(examples.train) + len(examples.held_out) >= 200
    assert len(examples.held_out) >= 40
    english = [q for _, q in examples.train if read(q).lang == "en"]
    assert len(english) >= 50


def test_the_threshold_is_calibrated_on_held_out_examples():
    model = intent_model("luz")
    assert 0.0 < model.threshold < 1.0
    assert model.held_out_accuracy >= 0.8


def test_questions_not_among_the_examples_are_routed():
    words = game_words("luz")
    for question, intent in (
        ("Ma mise était de 3 sans la sécu et j'ai ramassé 1 pli, combien je perds ?", "bet"),
        ("The led colour is green and I've got no green at all, may I play yellow?", "play"),
        (
            "Est-ce qu'on a le droit de jeter un coup d'oeil à la valeur de sa carte avant de la "
            "poser ?",
            "rule:no-peek",
        ),
    ):
        assert classify("luz", read(question).with_game(words))[:1] == [intent], question


def test_unsure_means_no_intent():
    words = game_words("luz")
    assert classify("luz", read("Quelle heure est-il à Tokyo ?").with_game(words)) == []
