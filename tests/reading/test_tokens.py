"""The question's tokens: signs a game writes in symbols are words too."""

from __future__ import annotations

from arbitre.reading.tokens import tokenize


def test_a_pictogram_written_in_signs_is_one_token_beside_the_signs_of_a_score():
    _, tokens = tokenize("Le /= est obligatoire ? Ma carte +/- et mon =11")
    assert [t.text for t in tokens] == [
        "le", "/=", "est", "obligatoire", "ma", "carte", "+", "-", "et", "mon", "11",
    ]  # fmt: skip


def test_a_right_side_is_a_position_not_a_permission_and_force_is_a_duty():
    from arbitre.reading import read

    said = read("je suis forcé de la poser à droite du =11 ?").mentions
    assert {m.value for m in said if m.kind == "modality"} == {"must"}
    assert "may" in {m.value for m in read("j'ai le droit de poser ici ?").mentions}
