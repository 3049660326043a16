"""The typed situations a Patchwork question is read into, one per intent, and their /check bodies.

Each field holds one fact that decides the question and carries what to ask, in French and
English, when it is missing (`ask` in its schema extra). `check_body` is the exact body of
`POST /api/games/patchwork/check` that the verdict comes from, so a verdict read from a question
can always be reproduced without natural language. Positions said only against each other
("je suis derrière Tom", "3 cases derrière lui", "sur la dernière case") are written into the
body as the smallest squares that say the same (the booklet gives no track length).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from arbitre.engines.base import ask
from arbitre.engines.patchwork.first_player import NeedleUse, last_user
from arbitre.engines.patchwork.wording import understood

ASK_SQUARES = ask(
    "Dis-moi sur quelle case sont ton pion et celui de l'adversaire.",
    "Tell me which square your pawn and your opponent's pawn are on.",
)


class Pawns(BaseModel):
    """Both Chrono pawns, after any move the question states; `me` is the asker (or the first player named)."""

    me: int | None = Field(None, ge=0, json_schema_extra=ASK_SQUARES)
    opponent: int | None = Field(None, ge=0, json_schema_extra=ASK_SQUARES)
    on_top: Literal["me", "opponent"] | None = Field(
        None,
        json_schema_extra=ask(
            "Les deux pions sont sur la même case : lequel est au-dessus (arrivé en dernier) ?",
            "Both pawns are on the same square: which one is on top (arrived last)?",
        ),
    )
    last_square: int | None = Field(
        None,
        ge=1,
        json_schema_extra=ask(
            "Quel est le numéro de la dernière case du Chrono ?",
            "What is the number of the last Chrono square?",
        ),
    )
    names: dict[str, str] = Field(default_factory=dict)  # side -> the name said ("opponent": "Zoé")
    relative: bool = False  # squares written for places said against each other

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = {"positions": {"me": self.me, "opponent": self.opponent}}
        if self.on_top is not None and self.me == self.opponent:
            state["on_top"] = self.on_top
        if self.last_square is not None:
            state["last_square"] = self.last_square
        if self.names:
            state["names"] = dict(self.names)
        return state

    def unknown(self) -> str | None:
        if self.me is None or self.opponent is None:
            return "me"
        if self.me == self.opponent and self.on_top is None and self.me != self.last_square:
            return "on_top"
        return None


class TurnSituation(BaseModel):
    """Whose turn it is: asked as who, or as a yes or no about one player."""

    intent: Literal["turn"] = "turn"
    asks: Literal["who", "me", "opponent"] = "who"
    pawns: Pawns
    moved: str | None = None  # the move stated, as read ("Sophie +2")

    def missing(self) -> tuple[BaseModel, str] | None:
        name = self.pawns.unknown()
        return (self.pawns, name) if name else None

    def check_body(self) -> dict[str, Any]:
        action: dict[str, Any] = {"type": "whose_turn"}
        if self.asks != "who":
            action["player"] = self.asks
        return {"state": self.pawns.state(), "action": action}

    def understood(self, lang: str) -> str:
        return understood("turn", lang, self)


class AdvanceSituation(BaseModel):
    """Advancing: the buttons earned, from the mover's view (`pawns.me` is the pawn that advances)."""

    intent: Literal["advance"] = "advance"
    pawns: Pawns

    def missing(self) -> tuple[BaseModel, str] | None:
        name = self.pawns.unknown()
        if name is None and self.pawns.last_square is None and self.pawns.relative:
            name = "last_square"
        return (self.pawns, name) if name else None

    def check_body(self) -> dict[str, Any]:
        return {"state": self.pawns.state(), "action": {"type": "advance"}}

    def understood(self, lang: str) -> str:
        return understood("advance", lang, self)


class Count(BaseModel):
    """One player's end-of-game counts, or the total said."""

    name: str = "me"  # "me", "opponent" or a name
    score: int | None = None
    buttons: int | None = Field(
        None,
        ge=0,
        json_schema_extra=ask(
            "Combien de boutons te reste-t-il ?", "How many buttons do you have left?"
        ),
    )
    empty_squares: int | None = Field(
        None,
        ge=0,
        le=81,
        json_schema_extra=ask(
            "Combien de cases vides reste-t-il sur ta couverture ?",
            "How many empty squares are left on your quilt?",
        ),
    )
    special_tile: bool = False

    def body(self) -> dict[str, Any]:
        if self.score is not None:
            return {"name": self.name, "score": self.score}
        return {
            "name": self.name,
            "buttons": self.buttons,
            "empty_squares": self.empty_squares,
            "special_tile": self.special_tile,
        }

    def total(self) -> int:
        from arbitre.engines.patchwork.state import InvalidSituation, final_score

        if self.score is not None:
            return self.score
        if self.buttons is None or self.empty_squares is None:
            raise InvalidSituation(
                "Il manque les boutons ou les cases vides d'un joueur "
                "(a player's buttons or empty squares are missing)."
            )
        return final_score(self.buttons, self.special_tile, self.empty_squares)

    def unknown(self) -> str | None:
        if self.score is not None:
            return None
        return (
            "buttons"
            if self.buttons is None
            else "empty_squares"
            if self.empty_squares is None
            else None
        )


class ScoreSituation(BaseModel):
    """One player's final score: buttons, + 7 with the special tile, − 2 per empty square."""

    intent: Literal["score"] = "score"
    count: Count

    def missing(self) -> tuple[BaseModel, str] | None:
        name = self.count.unknown()
        return (self.count, name) if name else None

    def check_body(self) -> dict[str, Any]:
        c = self.count
        return {
            "state": {
                "buttons": c.buttons,
                "empty_squares": c.empty_squares,
                "special_tile": c.special_tile,
            },
            "action": {"type": "score"},
        }

    def understood(self, lang: str) -> str:
        return understood("score", lang, self)


class WinnerSituation(BaseModel):
    """Who wins: both players' totals (or counts) and, on a tie, who reached the last square first."""

    intent: Literal["winner"] = "winner"
    players: list[Count] = Field(
        default_factory=list,
        json_schema_extra=ask(
            "Dis-moi, pour chacun, ses boutons, ses cases vides et qui a la tuile 7x7 (ou son score).",
            "Tell me, for each of you, the buttons, the empty squares and who has the 7x7 tile (or the score).",
        ),
    )
    first_to_finish: str | None = Field(
        None,
        json_schema_extra=ask(
            "Égalité : qui a atteint la dernière case du Chrono en premier ?",
            "A tie: who reached the last Chrono square first?",
        ),
    )
    tie_only: bool = False  # a tie said without the totals: written as 0 each in the /check body
    about: str | None = None  # asked as a yes or no: the player (a name of `players`) asked about

    def missing(self) -> tuple[BaseModel, str] | None:
        if len(self.players) != 2 or any(p.unknown() for p in self.players):
            return self, "players"
        if self.first_to_finish is None and len({p.total() for p in self.players}) == 1:
            return self, "first_to_finish"  # a tie: who reached the last square first decides
        return None

    def check_body(self) -> dict[str, Any]:
        state: dict[str, Any] = {"players": [p.body() for p in self.players]}
        if self.first_to_finish is not None:
            state["first_to_finish"] = self.first_to_finish
        action: dict[str, Any] = {"type": "winner"}
        if self.about is not None:
            action["about"] = self.about
        return {"state": state, "action": action}

    def understood(self, lang: str) -> str:
        return understood("winner", lang, self)


class TakeSituation(BaseModel):
    """A patch singled out by its rank after the neutral pawn."""

    intent: Literal["take"] = "take"
    index: int | None = Field(
        None,
        ge=1,
        json_schema_extra=ask(
            "Quelle pièce : la combientième après le pion neutre (dans le sens des aiguilles d'une montre) ?",
            "Which patch: how many places after the neutral pawn (clockwise)?",
        ),
    )

    def missing(self) -> tuple[BaseModel, str] | None:
        return (self, "index") if self.index is None else None

    def check_body(self) -> dict[str, Any]:
        if (self.index or 0) > 3:  # beyond the three: refused whatever the rest of the table
            return {"state": {}, "action": {"type": "rule", "rule": "three-patches"}}
        return {"state": {}, "action": {"type": "rule", "rule": "one-of-three"}}

    def understood(self, lang: str) -> str:
        return understood("take", lang, self)


class TileSituation(BaseModel):
    """Who gets the special tile: who filled a 7x7 square first; asked as who, or as a yes or no about one player."""

    intent: Literal["tile"] = "tile"
    asks: Literal["who", "me", "opponent"] = "who"
    first: Literal["me", "opponent"] | None = Field(
        None,
        json_schema_extra=ask(
            "Qui a rempli un carré de 7x7 en premier ?", "Who filled a 7x7 square first?"
        ),
    )
    names: dict[str, str] = Field(default_factory=dict)

    def missing(self) -> tuple[BaseModel, str] | None:
        return (self, "first") if self.first is None else None

    def check_body(self) -> dict[str, Any]:
        state: dict[str, Any] = {"first_to_fill": self.first}
        if self.names:
            state["names"] = dict(self.names)
        action: dict[str, Any] = {"type": "special_tile"}
        if self.asks != "who":
            action["player"] = self.asks
        return {"state": state, "action": action}

    def understood(self, lang: str) -> str:
        return understood("tile", lang, self)


class RuleSituation(BaseModel):
    """A rule asked in general: the booklet's answer."""

    intent: Literal["rule"] = "rule"
    rule: str
    flipped: bool = False  # asked the other way round ("est-il interdit de…")
    yes_no: bool = (
        False  # an amount asked as a yes or no ("les cases vides font perdre des points ?")
    )
    claim: int | None = (
        None  # the amount the question puts forward ("la tuile rapporte 5 points ?")
    )

    def missing(self) -> tuple[BaseModel, str] | None:
        return None

    def check_body(self) -> dict[str, Any]:
        action: dict[str, Any] = {"type": "rule", "rule": self.rule}
        if self.flipped:
            action["flipped"] = True
        if self.yes_no:
            action["yes_no"] = True
        if self.claim is not None:
            action["claim"] = self.claim
        return {"state": {}, "action": action}

    def understood(self, lang: str) -> str:
        return understood("rule", lang, self)


class MarkedSituation(BaseModel):
    """A move from one square to another past (or short of) a marked square."""

    intent: Literal["marked"] = "marked"
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    marked: list[int]

    def missing(self) -> tuple[BaseModel, str] | None:
        return None

    def check_body(self) -> dict[str, Any]:
        return {
            "state": {"marked_squares": list(self.marked)},
            "action": {"type": "marked", "start": self.start, "end": self.end},
        }

    def understood(self, lang: str) -> str:
        return understood("marked", lang, self)


class AffordSituation(BaseModel):
    """A patch's price against the buttons owned."""

    intent: Literal["afford"] = "afford"
    buttons: int = Field(ge=0)
    price: int = Field(ge=0)

    def missing(self) -> tuple[BaseModel, str] | None:
        return None

    def check_body(self) -> dict[str, Any]:
        return {
            "state": {"buttons": self.buttons, "offers": [{"buttons": self.price, "time": 0}]},
            "action": {"type": "afford", "index": 1},
        }

    def understood(self, lang: str) -> str:
        return understood("afford", lang, self)


class StartSituation(BaseModel):
    """Who starts: each player's last needle use, as said."""

    intent: Literal["start"] = "start"
    uses: list[NeedleUse] = Field(
        default_factory=list,
        json_schema_extra=ask(
            "Dis-moi quand chacun de vous s'est servi d'une aiguille pour la dernière fois.",
            "Tell me when each of you last used a needle.",
        ),
    )
    names: dict[str, str] = Field(default_factory=dict)

    def missing(self) -> tuple[BaseModel, str] | None:
        return (self, "uses") if last_user(self.uses) is None else None

    def check_body(self) -> dict[str, Any]:
        state: dict[str, Any] = {
            "needle_uses": [u.model_dump(mode="json", exclude_defaults=True) for u in self.uses]
        }
        if self.names:
            state["names"] = dict(self.names)
        return {"state": state, "action": {"type": "first_player"}}

    def understood(self, lang: str) -> str:
        return understood("start", lang, self)


Situation = (
    TurnSituation
    | AdvanceSituation
    | ScoreSituation
    | WinnerSituation
    | TakeSituation
    | TileSituation
    | RuleSituation
    | MarkedSituation
    | AffordSituation
    | StartSituation
)
