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

from dataclasses import replace
from typing import Any, Literal

from pydantic import BaseModel, Field

from arbitre.engines.base import GameEngine, InvalidSituation, Verdict, read_for, validated
from arbitre.engines.luz.general import general_rule
from arbitre.engines.luz.play import (
    Bet,
    Played,
    Standing,
    bet_points,
    bet_success,
    may_play,
    must_play,
    strongest_card,
    winner,
)
from arbitre.engines.luz.rules import RULES, SLUG
from arbitre.textnorm import fold


class PlayerModel(BaseModel):
    name: str = Field(description="Nom du joueur")
    score: int = Field(description="Score total après la 4e donne")
    last_hand: int = Field(0, description="Points marqués lors de la dernière donne")
    seat: int = Field(
        ge=0, description="Distance au premier joueur dans le sens horaire (0 = premier joueur)"
    )


class CardModel(BaseModel):
    player: str = Field(description="Qui a posé la carte")
    colour: str = Field(description="Sa couleur")
    value: int = Field(ge=0, description="Sa valeur")


class LuzState(BaseModel):
    bet: int | None = Field(None, ge=0, le=10, description="Nombre de billes Pari")
    safety: bool = Field(False, description="Bille Sécurité prise")
    tricks: int | None = Field(None, ge=0, le=10, description="Plis remportés pendant la donne")
    led_colour: str | None = Field(
        None, description="Couleur demandée du pli (absente si tu entames)"
    )
    hand: list[str] | None = Field(
        None, description="Couleurs des cartes en main (absente : main non dite)"
    )
    holds_led: bool | None = Field(
        None,
        description="Au moins une carte de la couleur demandée en main, quand la main n'est pas donnée",
    )
    cards: list[CardModel] = Field(
        default_factory=list, description="Cartes posées sur le pli, pour « trick »"
    )
    players: list[PlayerModel] = Field(default_factory=list, description="Scores de fin de partie")
    table_size: int | None = Field(
        None,
        ge=2,
        description="Nombre de joueurs autour de la table, quand l'ordre des places est dit",
    )


class LuzAction(BaseModel):
    type: Literal["score_bet", "bet_succeeded", "play", "must_play", "winner", "trick", "rule"] = (
        Field(description="Ce qu'on demande à l'arbitre")
    )
    colour: str | None = Field(
        None,
        description="Couleur de la carte jouée, pour « play » / « must_play » (« other » : une autre "
        "couleur que la couleur demandée, « led » : la couleur demandée, « any » : n'importe laquelle)",
    )
    rule: str | None = Field(
        None, description="Pour « rule » : la règle générale demandée (no-peek, one-safety, ...)"
    )
    count: int | None = Field(
        None, ge=0, description="Pour « rule » one-safety : le nombre de billes Sécurité prises"
    )
    flipped: bool = Field(
        False,
        description="Pour « rule » : la question demande le contraire (« est-il interdit de… ») ; "
        "pour « bet_succeeded » : elle demande si le pari est raté",
    )
    claim: str | None = Field(
        None,
        description="Pour « winner » / « trick » : le joueur dont on demande s'il gagne (réponse oui / non)",
    )


PLACEHOLDERS = ("led", "other", "any")


def check(state: dict[str, Any], action: dict[str, Any]) -> Verdict:
    """Decide a structured state and action (the /check call)."""
    st, act = validated(LuzState, state), validated(LuzAction, action, "action")
    if act.type in ("score_bet", "bet_succeeded"):
        if st.bet is None or st.tricks is None:
            raise InvalidSituation("Il faut le pari (« bet ») et les plis remportés (« tricks »).")
        bet = Bet(st.bet, st.safety, st.tricks)
        return (
            bet_points(bet)
            if act.type == "score_bet"
            else claimed(bet_success(bet), flipped=act.flipped)
        )
    if act.type in ("play", "must_play"):
        return _check_play(st, act)
    if act.type == "trick":
        return claimed(_check_trick(st), act.claim)
    if act.type == "rule":
        return general_rule(act.rule or "", act.count, act.flipped)
    if len(st.players) < 2:
        raise InvalidSituation("Il faut les scores d'au moins deux joueurs (« players »).")
    return claimed(
        winner([Standing(p.name, p.score, p.last_hand, p.seat) for p in st.players], st.table_size),
        act.claim,
    )


def claimed(verdict: Verdict, claim: str | None = None, flipped: bool = False) -> Verdict:
    """A who-answer checked against the player asked about ("did I win?"), or a yes / no turned round
    ("is my bet failed?"): the same rule decides, the answer is whether the claim holds."""
    if flipped and verdict.verdict in ("oui", "non"):
        return replace(verdict, verdict="non" if verdict.verdict == "oui" else "oui")
    if claim is None or not isinstance(verdict.verdict, str):
        return verdict  # an ambiguous winner stays ambiguous: the claim is answered, marked open
    return replace(verdict, verdict="oui" if fold(verdict.verdict) == fold(claim) else "non")


def _check_play(st: LuzState, act: LuzAction) -> Verdict:
    """Shape, then rule: the colour played, the hand (or whether it holds the led colour), then following."""
    if act.colour is None:
        raise InvalidSituation("Dis quelle couleur tu joues (« colour »).")
    if st.hand is not None and act.colour not in st.hand and act.colour not in PLACEHOLDERS:
        raise InvalidSituation(f"Tu n'as pas de carte {act.colour} en main.")
    holds = st.holds_led if st.hand is None else st.led_colour in st.hand
    if st.led_colour is not None and holds is None:
        # The hand decides: without it, "tu n'as pas de rouge" would be a guess.
        raise InvalidSituation(
            "Dis ce que tu as en main (« hand ») ou si tu as la couleur demandée (« holds_led »)."
        )
    colour = (
        st.led_colour
        if act.colour == "led"
        else None
        if act.colour in ("other", "any")
        else act.colour
    )
    if act.colour == "any" and holds:
        colour = "?"  # any card, the led colour held: not free
    decide = must_play if act.type == "must_play" else may_play
    return decide(st.led_colour, bool(holds), colour)


def _check_trick(st: LuzState) -> Verdict:
    if st.led_colour is None or len(st.cards) < 2:
        raise InvalidSituation(
            "Il faut la couleur demandée (« led_colour ») et au moins deux cartes posées (« cards »)."
        )
    decided = strongest_card([Played(c.player, c.colour, c.value) for c in st.cards], st.led_colour)
    if decided is None:
        raise InvalidSituation(
            "Aucune carte de la couleur demandée, ou deux plus fortes égales : le pli ne se tranche pas ainsi."
        )
    return decided


def _situation_reader(reading):
    from arbitre.engines.luz.reader import interpret

    return interpret(reading)


def _text_reader(question: str):
    """A question as text: read once by the shared reader, then the same path as the service's."""
    return _situation_reader(read_for(SLUG, question))


ENGINE = GameEngine(
    SLUG,
    RULES,
    _text_reader,
    check,
    LuzState,
    LuzAction,
    situation_reader=_situation_reader,
)
