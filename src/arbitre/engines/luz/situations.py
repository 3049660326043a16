"""The typed situations a Luz question is read into, one per intent, and how each is decided.

Each field holds one fact that decides the question and carries what to ask, in French and
English, when it is missing (`ask` in its schema extra). `decide` turns a situation into
the body of `POST /api/games/luz/check` and decides that body with the same `check`, so a
verdict from a question can always be reproduced without natural language.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from arbitre.engines.base import ask, general_understood


class BetSituation(BaseModel):
    """A bet and the tricks won: did it succeed, and what does it score?"""

    intent: Literal["bet"] = "bet"
    asks: Literal["success", "points"] = "success"
    bet: int | None = Field(
        None,
        ge=0,
        le=10,
        json_schema_extra=ask(
            "Combien de billes Pari avais-tu prises (ton pari) ?",
            "How many Pari marbles did you take (your bet)?",
        ),
    )
    safety: bool | None = Field(
        None,
        json_schema_extra=ask(
            "Avais-tu pris la bille Sécurité ?", "Did you take the Safety marble?"
        ),
    )
    tricks: int | None = Field(
        None,
        ge=0,
        le=10,
        json_schema_extra=ask(
            "Combien de plis as-tu remportés pendant la donne ?",
            "How many tricks did you win in the hand?",
        ),
    )
    player: str | None = None  # the bettor when named ("Julien a 3 billes Pari"); None: the asker
    failure_asked: bool = (
        False  # "c'est raté ?", "je perds des points ?": the yes / no is about failing
    )

    def required(self) -> tuple[str, ...]:
        return ("bet", "tricks", "safety")

    def check_body(self) -> dict[str, Any]:
        return {
            "state": {"bet": self.bet, "safety": bool(self.safety), "tricks": self.tricks},
            "action": {"type": "score_bet"}
            if self.asks == "points"
            else {"type": "bet_succeeded", "flipped": self.failure_asked},
        }

    def understood(self, lang: str) -> str:
        who = self.player or ("you" if lang == "en" else "tu")
        if lang == "en":
            safety = (
                "(Safety not said, no matter here)"
                if self.safety is None
                else "with"
                if self.safety
                else "without"
            )
            return f"I understood: {who} bet {self.bet} {safety}{'' if self.safety is None else ' the Safety marble'} and won {self.tricks} trick(s)."
        safety = (
            "(Sécurité non dite, sans effet ici)"
            if self.safety is None
            else "avec"
            if self.safety
            else "sans"
        )
        verb = "a parié" if self.player else "as parié"
        won = "a remporté" if self.player else "as remporté"
        return f"J'ai compris : {who} {verb} {self.bet} {safety}{'' if self.safety is None else ' bille Sécurité'} et {won} {self.tricks} pli(s)."


class PlaySituation(BaseModel):
    """A card to play on a trick: may (or must) it be played?"""

    intent: Literal["play"] = "play"
    modality: Literal["may", "must", "forbidden"] = "may"
    leads: bool = False
    led_colour: str | None = Field(
        None,
        json_schema_extra=ask(
            "Quelle est la couleur demandée (celle de la carte qui a entamé le pli) ?",
            "What is the led colour (the colour of the card that opened the trick)?",
        ),
    )
    holds_led: bool | None = Field(
        None,
        json_schema_extra=ask(
            "As-tu au moins une carte de la couleur demandée en main ?",
            "Do you hold at least one card of the led colour?",
        ),
    )
    played: str | None = Field(
        None,
        json_schema_extra=ask(
            "Quelle couleur veux-tu jouer ?", "Which colour do you want to play?"
        ),
    )

    def required(self) -> tuple[str, ...]:
        return () if self.leads else ("led_colour", "holds_led", "played")

    def check_body(self) -> dict[str, Any]:
        led = None if self.leads else self.led_colour
        state = {"led_colour": led, "holds_led": None if self.leads else self.holds_led}
        action = {
            "type": "must_play" if self.modality == "must" else "play",
            "colour": self.played or "any",
        }
        return {"state": state, "action": action}

    def understood(self, lang: str) -> str:
        if self.leads:
            return (
                "I understood: you lead the trick."
                if lang == "en"
                else "J'ai compris : tu entames le pli."
            )
        led = self.led_colour if self.led_colour not in (None, "?") else None
        played = {"led": None, "other": "une autre couleur", "any": "n'importe quelle carte"}.get(
            self.played or "", self.played
        )
        if lang == "en":
            held = "you hold" if self.holds_led else "you hold no card of"
            return f"I understood: {led or 'a colour'} was led, {held} it, you want to play {self.played}."
        held = "tu en as en main" if self.holds_led else "tu n'en as pas en main"
        what = played or "la couleur demandée"
        return f"J'ai compris : couleur demandée {led or '(non précisée)'}, {held}, tu veux jouer {what}."


class RuleSituation(BaseModel):
    """A rule asked in general: the booklet's answer, shown on a minimal example."""

    intent: Literal["rule"] = "rule"
    rule: str
    count: int | None = None  # Sécurité marbles asked about, for "one-safety"
    flipped: bool = False  # asked the other way round ("est-il interdit de…")

    def required(self) -> tuple[str, ...]:
        return ()

    def check_body(self) -> dict[str, Any]:
        action: dict[str, Any] = {"type": "rule", "rule": self.rule}
        if self.count is not None:
            action["count"] = self.count
        if self.flipped:
            action["flipped"] = True
        return {"state": {}, "action": action}

    def understood(self, lang: str) -> str:
        return general_understood(lang)


class PlayerFacts(BaseModel):
    name: str
    score: int | None = None
    last_hand: int | None = None
    first: bool = False  # the first player
    seat: int | None = (
        None  # places after the first player, clockwise, when a seating order is said
    )
    behind: bool = False  # named beside players tied "en tête": below them, score not said


class StandingsSituation(BaseModel):
    """The end of the game: each player's total, last-hand points, and who is the first player."""

    intent: Literal["winner"] = "winner"
    claim: str | None = None  # "j'ai gagné ?", "does Kim win?": the player asked about
    table_size: int | None = None  # players round the table, when a seating order is said
    players: list[PlayerFacts] = Field(
        default_factory=list,
        json_schema_extra=ask(
            "Donne-moi le score final de chaque joueur.", "Give me each player's final score."
        ),
    )
    leaders_last_hand: None = Field(
        None,
        json_schema_extra=ask(
            "Combien de points chacun des ex aequo a-t-il marqués lors de la dernière donne ?",
            "How many points did each tied player score in the last hand?",
        ),
    )
    first_player: None = Field(
        None,
        json_schema_extra=ask(
            "Qui est le premier joueur (et l'ordre de jeu à partir de lui) ?",
            "Who is the first player (and the order of play from them)?",
        ),
    )

    def leaders(self) -> list[PlayerFacts]:
        top = max(p.score for p in self.players if p.score is not None)
        return [p for p in self.players if p.score == top and not p.behind]

    def unknown(self) -> str | None:
        """The fact the ranking still needs, by its ask-back's field name."""
        if len(self.players) < 2 or any(p.score is None and not p.behind for p in self.players):
            return "players"
        leaders = self.leaders()
        if len(leaders) == 1:
            return None
        if any(p.last_hand is None for p in leaders):
            return "leaders_last_hand"
        best = max(p.last_hand for p in leaders if p.last_hand is not None)
        still = [p for p in leaders if p.last_hand == best]
        if (
            len(still) > 1
            and not any(p.first for p in still)
            and any(p.seat is None for p in still)
        ):
            return "first_player"
        return None

    def required(self) -> tuple[str, ...]:
        name = self.unknown()
        return (name,) if name else ()

    def check_body(self) -> dict[str, Any]:
        # Seat 0 for the first player; the others' seats only matter when the first player is tied with them.
        others = iter(range(len(self.players) + 1, 2 * len(self.players) + 2))
        below = min((p.score for p in self.players if p.score is not None), default=0) - 1
        players = [
            {
                "name": p.name,
                "score": below if p.behind else p.score,
                "last_hand": p.last_hand or 0,
                "seat": 0 if p.first else p.seat if p.seat is not None else next(others),
            }
            for p in self.players
        ]
        state: dict[str, Any] = {"players": players}
        if self.table_size:
            state["table_size"] = self.table_size
        return {"state": state, "action": {"type": "winner", "claim": self.claim}}

    def understood(self, lang: str) -> str:
        parts = []
        for p in self.players:
            last = (
                ""
                if p.last_hand is None
                else (
                    f", {p.last_hand} last hand"
                    if lang == "en"
                    else f", {p.last_hand} à la dernière donne"
                )
            )
            first = (" (first player)" if lang == "en" else " (premier joueur)") if p.first else ""
            score = ("behind" if lang == "en" else "derrière") if p.behind else p.score
            name = "you" if lang == "en" and p.name == "toi" else p.name  # the asker
            parts.append(f"{name} {score}{last}{first}")
        return ("I understood: " if lang == "en" else "J'ai compris : ") + " ; ".join(parts) + "."


class Card(BaseModel):
    player: str
    colour: str
    value: int


class TrickSituation(BaseModel):
    """A trick: the led colour and each player's card."""

    intent: Literal["trick"] = "trick"
    claim: str | None = None  # "do I win the trick?": the player asked about
    led_colour: str | None = Field(
        None,
        json_schema_extra=ask(
            "Quelle était la couleur demandée dans ce pli (celle de la carte qui l'a entamé) ?",
            "What was the led colour of that trick (the colour of the card that opened it)?",
        ),
    )
    cards: list[Card] | None = Field(
        None,
        json_schema_extra=ask(
            "Quelles cartes (couleur et valeur) ont été jouées dans ce pli, et par qui ?",
            "Which cards (colour and value) were played in that trick, and by whom?",
        ),
    )

    def required(self) -> tuple[str, ...]:
        return ("cards", "led_colour")

    def check_body(self) -> dict[str, Any]:
        cards = [c.model_dump() for c in self.cards or ()]
        return {
            "state": {"led_colour": self.led_colour, "cards": cards},
            "action": {"type": "trick", "claim": self.claim},
        }

    def understood(self, lang: str) -> str:
        shown = ", ".join(f"{c.player} {c.value} {c.colour}" for c in self.cards or ())
        if lang == "en":
            return f"I understood: {self.led_colour} led; {shown}."
        return f"J'ai compris : couleur demandée {self.led_colour} ; {shown}."


def missing(situation: Situation) -> str | None:
    """The first required fact not stated, by field name."""
    return next(
        (
            name
            for name in situation.required()
            if getattr(situation, name) is None or isinstance(situation, StandingsSituation)
        ),
        None,
    )


Situation = BetSituation | PlaySituation | RuleSituation | StandingsSituation | TrickSituation
