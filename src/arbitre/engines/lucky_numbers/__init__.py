"""Lucky Numbers, as an executable rule engine (slug "lucky-numbers").

What it models, from the booklet text alone: one player's 4×4 garden of clovers
numbered 1 to 20, strictly increasing left to right in each row and top to bottom
in each column (empty squares ignored, gaps allowed, so no two equal clovers share a
row or a column); the setup of 4 clovers on the golden diagonal in any order; a
turn (draw a face-down clover, or take a face-up one when the centre holds one;
place it on an empty square, swap it for a placed clover if the order holds, the
removed one going face up to the centre, or refuse it even if playable); golden
squares ordinary after setup; the immediate win on filling the last empty square;
the empty draw pile (whoever flips the last face-down clover finishes their turn, then fewest empty squares wins, ties win together); tournament
scoring (as many rounds as players, winner +2, the others −1 per empty square,
the best final total wins).

What the text leaves ambiguous, and how the engine answers (Verdict(ambiguous=True),
verdict None, the explanation saying the booklet does not settle it):
- refusing a clover just taken face up from the centre: the booklet only speaks
  of refusing a drawn clover;
- tournament points when a round ends in a tie: tied players "win together", but
  whether each takes the 2 points is not said; nor who wins a tournament tied on the best total.
Reading: the shared reader (reader.py: intents from corpus/lucky-numbers/intents.toml, words from
reading.toml, typed situations in situations.py, every verdict from `check`).
Through /check besides moves: "rank" (empty pile, fewest empty squares; or the player who filled their
last square), "tournament_total", "tournament_rounds", "tournament_winner", "rule" (general rules); a
garden given only by the lines asked carries "empty_squares" (filling its last empty square wins), and a
swap is judged on the garden it leaves (the clover replaced need not be in order).

Also not modelled: several gardens at once (the engine sees one player's table),
and the supply of each number (the text does not say how many copies exist in
a game with fewer players).
"""

from __future__ import annotations

from arbitre.engines.base import GameEngine, read_for
from arbitre.engines.lucky_numbers.check import GardenAction, GardenState, check
from arbitre.engines.lucky_numbers.rules import GAME, RULES


def _situation_reader(reading):
    from arbitre.engines.lucky_numbers.reader import interpret as read_situation

    return read_situation(reading)


def _text_reader(question: str):
    """A question as text: read once by the shared reader, then the same path as the service's."""
    return _situation_reader(read_for(GAME, question))


ENGINE = GameEngine(
    GAME,
    RULES,
    _text_reader,
    check,
    GardenState,
    GardenAction,
    situation_reader=_situation_reader,
)
