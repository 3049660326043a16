"""The sections that answer "how do I play?", "what's the goal?", "how does it end?"."""

from __future__ import annotations

from arbitre.overview import section_for
from arbitre.passages import Passage


def _passage(section: str, text: str) -> Passage:
    return Passage(game="jeu", section=section, text=text)


def test_a_title_phrase_counts_only_when_said_whole() -> None:
    # "fin de partie" is an end phrase; "partie" alone ("À partir de 10 ans") is none.
    passages = [
        _passage("Matériel › 2-5 joueurs à partir de 10 ans", "Un jeu illustré par X."),
        _passage("Fin du jeu › Victoire", "Allez à la piste de décollage !"),
    ]
    assert section_for("end", passages).section == "Fin du jeu › Victoire"


def test_the_goal_is_the_outermost_section_with_the_strongest_title() -> None:
    passages = [
        _passage("Règles › Modification de l'objectif", "L'objectif peut changer."),
        _passage("Le gagnant", "Le premier sans carte est déclaré vainqueur."),
        _passage("But du jeu", "Être le premier joueur à se débarrasser de son stock."),
    ]
    assert section_for("goal", passages).section == "But du jeu"
    assert section_for("end", passages).section == "Le gagnant"
