"""The question's tokens: signs a game writes in symbols are words too."""

from __future__ import annotations

from arbitre.reading.tokens import tokenize


def test_a_pictogram_written_in_signs_is_one_token_beside_the_signs_of_a_score():
    _, tokens = tokenize("Le /= est obligatoire ? Ma carte +/- et mon =11")
    assert [t.text for t in tokens] == [
        "le", "/=", "est", "obligatoire", "ma", "carte", "+", "-", "et", "mon", "11",
    ]  # fmt: skip
