"""Line and swap questions told the way players tell them: a line said square by square ends at its
fourth square, a clover said again is the same clover, the clover drawn is read within its clause, and
of two clovers a swap joins the one listed in a line is the one placed."""

from __future__ import annotations

import pytest

from arbitre.engines.base import Verdict
from arbitre.engines.lucky_numbers import ENGINE
from arbitre.reading import game_words, read


def ask(question: str):
    return ENGINE.interpret_reading(read(question).with_game(game_words("lucky-numbers")))


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # four squares said, then "la case vide" again: no fifth square; "onze puis douze" said again
        (
            "ma ligne du haut c'est trois, vide, neuf, quatorze, la case vide a un douze en dessous, je pose "
            "mon onze dans le trou ? ça monte onze puis douze",
            "non",
        ),
        # the "?" ends the drawing's clause: the 9 after it is the clover replaced, not one drawn
        (
            "Tom peut remplacer son 9 par le 6 qu'il vient de tirer ? le 9 est dans sa rangée du haut qui "
            "fait 3 9 14 17, et sa colonne de haut en bas 9, 12, vide, 20",
            "oui",
        ),
        # "échanger le 11 contre mon 13": the 13 is in the rows listed, so the 11 is the one in hand
        (
            "je prends le 11 face visible au centre, ma rangée du milieu c'est 4, 8, 13, 16 et je voudrais "
            "échanger le 11 contre mon 13, la colonne du 13 fait 2, 13, 15, 18 de haut en bas, c'est bon ?",
            "oui",
        ),
    ],
)
def test_a_line_told_square_by_square_is_read_as_told(question, verdict):
    found = ask(question)
    assert isinstance(found, Verdict) and found.verdict == verdict, found


def test_a_line_corrected_midway_gets_no_verdict():
    found = ask(
        "je retourne un huit, ma ligne du bas c'est deux, une case vide, six, dix, la case vide elle est "
        "tout à droite de... non pardon, au-dessus de la case vide il y a un quatre, je peux mettre mon "
        "huit dans le trou entre le deux et le six ?"
    )
    assert not isinstance(found, Verdict) or found.verdict is None
