"""Patchwork, as an executable rule engine (slug "patchwork").

What it models, from the booklet text alone: the Chrono track and whose turn it is
(the pawn furthest behind plays, possibly several turns in a row; on a shared square
the pawn on top, i.e. the one that arrived last); the two actions (advance just ahead
of the opponent for 1 button per square actually travelled, never past the last
square; or take one of the 3 patches just after the neutral pawn, clockwise, pay
its buttons, place it without overlap and move by its time); marked squares
triggering when reached or passed, whatever the action; the 7x7 special tile worth
7; the final score (buttons + 7 with the tile − 2 per empty quilt square); the end
when both pawns reach the last square, ties going to the first to arrive.

What the text leaves out, so the state carries it as given (questions that need it
get a MissingSituation): the track length (the last square is a parameter of the
state: the booklet never says how many squares the Chrono has), the quilt's size
(81 squares is used only to bound empty squares), patch shapes and prices, the
marked squares' positions and the button income amounts.

What the text leaves ambiguous, answered with Verdict(ambiguous=True), verdict None,
and an explanation saying the booklet does not settle it:
- the amount of a button-income event ("revenus en boutons selon tes pièces");
- whether a leather patch costs buttons or time (only "à placer tout de suite").
"""

from __future__ import annotations

from arbitre.engines.base import GameEngine, read_for
from arbitre.engines.patchwork.check import QuiltAction, QuiltState, check
from arbitre.engines.patchwork.rules import GAME, RULES


def _situation_reader(reading):
    from arbitre.engines.patchwork.reader import interpret as read_situation

    return read_situation(reading)


def _text_reader(question: str):
    """A question as text: read once by the shared reader, then the same path as the service's."""
    return _situation_reader(read_for(GAME, question))


ENGINE = GameEngine(
    GAME,
    RULES,
    _text_reader,
    check,
    QuiltState,
    QuiltAction,
    situation_reader=_situation_reader,
)
