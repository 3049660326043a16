"""Luz rule engine.

Models, from the booklet text alone: a game of 4 hands ("donnes") of 10 tricks (40 in all),
10 cards dealt to each player;
the leader's card sets the led colour, a player holding that colour must play it,
otherwise any card (asked as a permission or as an obligation); a card's value is not checked before it is played; bets of N Pari marbles plus at most one Sécurité marble; a bet
succeeds with exactly N tricks, or N or N + 1 with Sécurité; a failed bet loses 5
points per trick of difference with the Pari marbles; the final ranking (highest
score; tie: most points in the last hand; still tied: closest to the first player,
or the first player: the order of play, clockwise, also when read from a seating
order said in the question), answered with the player's name read from the question.

What the text leaves open, and what the engine does:
- Points for a successful bet: the booklet refers to a table "ci-dessous" that is
  not in the document. The engine never invents them: verdict None,
  ambiguous=True, explanation "Le document ne contient pas le tableau des points…".
- Whether a card that is not of the led colour can win a trick ("la carte la plus
  forte remporte le pli" says nothing of colour): Verdict(None, ambiguous=True)
  saying the booklet does not settle it.
- Colours are not listed in the text: any colour word is accepted.
- Which way "le joueur le plus proche du premier joueur" is counted: in the order of
  play (clockwise from the first player), the only reading that always breaks the tie
  (round the table, both neighbours of the first player are as close). A seating order
  read from a question where counting seats round the table would pick someone else
  gives the play-order winner with ambiguous=True and an explanation saying so.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from arbitre.engines.base import GameEngine, InvalidSituation, Verdict, validated
from arbitre.engines.luz import phrasing
from arbitre.engines.luz.play import Bet, Standing, bet_points, bet_success, may_play, winner
from arbitre.engines.luz.rules import RULES, SLUG


class PlayerModel(BaseModel):
    name: str = Field(description="Nom du joueur")
    score: int = Field(description="Score total après la 4e donne")
    last_hand: int = Field(0, description="Points marqués lors de la dernière donne")
    seat: int = Field(ge=0, description="Distance au premier joueur dans le sens horaire (0 = premier joueur)")


class LuzState(BaseModel):
    bet: int | None = Field(None, ge=0, le=10, description="Nombre de billes Pari")
    safety: bool = Field(False, description="Bille Sécurité prise")
    tricks: int | None = Field(None, ge=0, le=10, description="Plis remportés pendant la donne")
    led_colour: str | None = Field(None, description="Couleur demandée du pli (absente si tu entames)")
    hand: list[str] = Field(default_factory=list, description="Couleurs des cartes en main")
    players: list[PlayerModel] = Field(default_factory=list, description="Scores de fin de partie")


class LuzAction(BaseModel):
    type: Literal["score_bet", "bet_succeeded", "play", "winner"] = Field(description="Ce qu'on demande à l'arbitre")
    colour: str | None = Field(None, description="Couleur de la carte jouée, pour « play »")


def check(state: dict[str, Any], action: dict[str, Any]) -> Verdict:
    """Decide a structured state and action (the /check call)."""
    st, act = validated(LuzState, state), validated(LuzAction, action, "action")
    if act.type in ("score_bet", "bet_succeeded"):
        if st.bet is None or st.tricks is None:
            raise InvalidSituation("Il faut le pari (« bet ») et les plis remportés (« tricks »).")
        bet = Bet(st.bet, st.safety, st.tricks)
        return bet_points(bet) if act.type == "score_bet" else bet_success(bet)
    if act.type == "play":
        return _check_play(st, act)
    if len(st.players) < 2:
        raise InvalidSituation("Il faut les scores d'au moins deux joueurs (« players »).")
    return winner([Standing(p.name, p.score, p.last_hand, p.seat) for p in st.players])


def _check_play(st: LuzState, act: LuzAction) -> Verdict:
    if act.colour is None:
        raise InvalidSituation("Dis quelle couleur tu joues (« colour »).")
    if st.hand and act.colour not in st.hand:
        raise InvalidSituation(f"Tu n'as pas de carte {act.colour} en main.")
    return may_play(st.led_colour, st.led_colour in st.hand, act.colour)


ENGINE = GameEngine(SLUG, RULES, phrasing.interpret, check, LuzState, LuzAction)
