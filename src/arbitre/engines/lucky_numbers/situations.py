"""The typed situations a Lucky Numbers question is read into, one per intent.

Each field holds one fact that decides the question and carries what to ask, in French and
English, when it is missing (`ask` in its schema extra). `check_body` is the exact body of
`POST /api/games/lucky-numbers/check`; the reader decides that body with the same `check`.

A line question is laid on a garden the model can judge: the row (or column) said, in its
order, with the square asked at its place; the crossing line's clovers, when said, in the
other direction through that square. Only the order of a line decides, so the squares are
packed from the first one; squares not said stay empty.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from arbitre.engines.base import ask, general_understood
from arbitre.engines.lucky_numbers.results import ASKER

SIZE = 4


def _garden(
    line: list[int],
    at: int,
    cross_before: list[int],
    cross_after: list[int],
    axis: str,
    held: int | None = None,
) -> tuple[list[list[int | None]], int, int]:
    """A 4×4 garden holding the line (the square `at` empty, or holding `held`) and the crossing line."""
    cells = [*line[:at], held, *line[at:]]
    cross = [*cross_before, held, *cross_after]
    if len(cells) > SIZE or len(cross) > SIZE:
        raise ValueError("more than four squares in a line")
    grid: list[list[int | None]] = [[None] * SIZE for _ in range(SIZE)]
    row = len(cross_before)
    for col, value in enumerate(cells):
        grid[row][col] = value
    for r, value in enumerate(cross):
        grid[r][at] = value
    if axis == "column":
        grid = [list(col) for col in zip(*grid, strict=False)]
        return grid, at, row
    return grid, row, at


class LineSituation(BaseModel):
    """A clover laid on a square of a line (row or column), or swapped for the clover on it."""

    intent: Literal["place", "swap"] = "place"
    axis: Literal["row", "column"] = "row"
    value: int | None = Field(
        None,
        json_schema_extra=ask(
            "Quel trèfle as-tu en main (son nombre) ?", "Which clover do you hold (its number)?"
        ),
    )
    line: list[int] | None = Field(
        None,
        json_schema_extra=ask(
            "Quels nombres sont déjà dans cette rangée (ou colonne) ?",
            "Which numbers are already in that row (or column)?",
        ),
    )
    at: int | None = Field(
        None,
        json_schema_extra=ask(
            "Où va le trèfle dans la ligne : à côté de quel nombre, ou entre lesquels ?",
            "Where does the clover go in the line: next to which number, or between which?",
        ),
    )
    replaced: int | None = Field(
        None,
        json_schema_extra=ask(
            "Contre quel trèfle déjà posé veux-tu l'échanger ?",
            "Which placed clover do you want to swap it for?",
        ),
    )
    cross_before: list[int] = Field(
        default_factory=list, description="The crossing line's clovers before the square"
    )
    cross_after: list[int] = Field(
        default_factory=list, description="The crossing line's clovers after the square"
    )
    last: bool = Field(False, description="The square is the garden's last empty one")
    flipped: bool = False  # "est-il interdit de le poser là ?": the move asked the other way round

    def required(self) -> tuple[str, ...]:
        if self.intent == "swap":
            return ("value", "replaced", "line")
        if self.value is not None and self.line is not None and self.value in self.line:
            return ()  # an equal clover in the line: no square of it is in order
        return ("value", "line", "at")

    def check_body(self) -> dict[str, Any]:
        line = sorted(self.line or [])
        if self.intent == "swap":
            line = [n for n in line if n != self.replaced]
            at = self.at if self.at is not None else sum(n < (self.replaced or 0) for n in line)
            garden, row, col = _garden(
                line, at, self.cross_before, self.cross_after, self.axis, self.replaced
            )
            action = {"type": "swap", "value": self.value, "row": row, "col": col}
        else:
            at = self.at if self.at is not None and self.value not in line else len(line)
            garden, row, col = _garden(line, at, self.cross_before, self.cross_after, self.axis)
            action = {"type": "place", "value": self.value, "row": row, "col": col}
        state: dict[str, Any] = {"garden": garden, "centre": [], "draw_pile": 1}
        if self.last and self.intent == "place":
            state["empty_squares"] = 1
        if self.flipped:
            action["flipped"] = True
        return {"state": state, "action": action}

    def understood(self, lang: str) -> str:
        line = sorted(self.line or [])
        if self.intent == "swap" and self.replaced is not None:
            line = sorted({*line, self.replaced})
        shown = ", ".join(map(str, line)) or ("—")
        word = (
            ("row" if self.axis == "row" else "column")
            if lang == "en"
            else ("rangée" if self.axis == "row" else "colonne")
        )
        cross = ""
        if self.cross_before or self.cross_after:
            cross = (
                f"; crossing line {self.cross_before} above/left, {self.cross_after} below/right"
                if lang == "en"
                else f" ; ligne croisée : {self.cross_before} avant, {self.cross_after} après"
            )
        if self.intent == "swap":
            if lang == "en":
                return f"I understood: {word} {shown}{cross}; you swap a {self.value} for the {self.replaced}."
            return f"J'ai compris : {word} {shown}{cross} ; tu échanges un {self.value} contre le {self.replaced}."
        if self.value in line:
            if lang == "en":
                return f"I understood: a {self.value} already in your {word} ({shown}); you lay another {self.value} in it."
            return f"J'ai compris : un {self.value} déjà dans ta {word} ({shown}) ; tu y poses un autre {self.value}."
        cells = [*map(str, line[: self.at or 0]), "_", *map(str, line[self.at or 0 :])]
        if lang == "en":
            last = " (your last empty one)" if self.last else ""
            return f"I understood: {word} {', '.join(cells)}{cross}; you lay a {self.value} on the empty square{last}."
        last = " (ta dernière case vide)" if self.last else ""
        return f"J'ai compris : {word} {', '.join(cells)}{cross} ; tu poses un {self.value} dans la case vide{last}."


class TurnSituation(BaseModel):
    """Refusing the clover drawn, or taking a face-up clover from the centre."""

    intent: Literal["refuse", "take_face_up"] = "refuse"
    value: int | None = None  # the clover, when said; it does not decide
    centre: list[int] | None = Field(
        None,
        json_schema_extra=ask(
            "Y a-t-il un trèfle face visible au centre, et lequel ?",
            "Is there a face-up clover in the centre, and which?",
        ),
    )
    # "suis-je obligé de le poser ?", "rien au centre, je dois piocher ?": the move asked the other way round
    flipped: bool = False
    # "je l'ai repris au centre, je peux le refuser ?": the clover refused was taken face up, not drawn
    source: Literal["draw", "centre"] = "draw"

    def required(self) -> tuple[str, ...]:
        return ("centre",) if self.intent == "take_face_up" else ()

    def check_body(self) -> dict[str, Any]:
        if self.intent == "refuse":
            state = {"garden": [[None] * SIZE for _ in range(SIZE)], "centre": [], "draw_pile": 1}
            action: dict[str, Any] = {"type": "refuse", "value": self.value or 1}
            if self.source == "centre":  # taken face up from the centre, where it lay
                action["source"] = "centre"
                state["centre"] = [self.value or 1]
        else:
            state = {
                "garden": [[None] * SIZE for _ in range(SIZE)],
                "centre": self.centre or [],
                "draw_pile": 1,
            }
            action = {"type": "take_face_up", "value": self.value if self.centre else None}
        if self.flipped:
            action["flipped"] = True
        return {"state": state, "action": action}

    def understood(self, lang: str) -> str:
        clover = f" {self.value}" if self.value else ""
        if self.intent == "refuse":
            if lang == "en":
                return f"I understood: you drew a clover{clover} and ask whether you may leave it (not place it)."
            return f"J'ai compris : tu as pioché un trèfle{clover} et demandes si tu peux le refuser (ne pas le poser)."
        centre = ", ".join(map(str, self.centre or [])) or ("nothing" if lang == "en" else "rien")
        if lang == "en":
            return f"I understood: face up in the centre: {centre}; you want to take a clover{clover} instead of drawing."
        return f"J'ai compris : face visible au centre : {centre} ; tu veux y prendre un trèfle{clover} au lieu de piocher."


class PlayerEmpty(BaseModel):
    name: str  # as said, or ASKER
    empty: int


class RankSituation(BaseModel):
    """The draw pile empty and the turn over: each player's empty squares; who wins?"""

    intent: Literal["rank"] = "rank"
    pile_empty: bool | None = Field(
        None,
        json_schema_extra=ask(
            "La pioche est-elle épuisée (et le tour fini) ?",
            "Is the draw pile empty (and the turn over)?",
        ),
    )
    players: list[PlayerEmpty] | None = Field(
        None,
        json_schema_extra=ask(
            "Combien de cases vides a chaque joueur ?",
            "How many empty squares does each player have?",
        ),
    )
    asked: str | None = None  # yes-no about one player ("j'ai gagné ?"): that player
    alone: bool = False  # "je gagne tout seul ?": without a tie
    filled: str | None = (
        None  # the player who just filled their last empty square in order: they win at once
    )

    def required(self) -> tuple[str, ...]:
        return () if self.filled else ("pile_empty", "players")

    def check_body(self) -> dict[str, Any]:
        action: dict[str, Any] = {"type": "rank"}
        if self.asked is not None:
            action["player"] = self.asked
        if self.alone:
            action["alone"] = True
        state: dict[str, Any] = {"players": [p.model_dump() for p in self.players or []]}
        if self.filled is not None:
            state["filled"] = self.filled
        return {"state": state, "action": action}

    def understood(self, lang: str) -> str:
        me = "you" if lang == "en" else "toi"
        if self.filled:
            who = me if self.filled == ASKER else self.filled
            if lang == "en":
                return f"I understood: {who} just filled the last empty square in order."
            return f"J'ai compris : {who} vient de remplir sa dernière case vide dans l'ordre."
        shown = ", ".join(
            f"{me if p.name == ASKER else p.name} {p.empty}" for p in self.players or []
        )
        if lang == "en":
            return f"I understood: the draw pile is empty; empty squares: {shown}."
        return f"J'ai compris : pioche épuisée ; cases vides : {shown}."


class RoundFacts(BaseModel):
    won: bool
    empty: int | None = None


class TournamentSituation(BaseModel):
    """The asker's rounds in a tournament: their total."""

    intent: Literal["tournament"] = "tournament"
    rounds: list[RoundFacts] | None = Field(
        None,
        json_schema_extra=ask(
            "Qu'as-tu fait à chaque manche : gagnée, ou perdue avec combien de cases vides ?",
            "How did each round go: won, or lost with how many empty squares?",
        ),
    )
    player_count: int | None = None
    player: str = ASKER  # whose total is asked

    def required(self) -> tuple[str, ...]:
        return ("rounds",)

    def check_body(self) -> dict[str, Any]:
        state: dict[str, Any] = {"rounds": [r.model_dump() for r in self.rounds or []]}
        if self.player_count is not None:
            state["player_count"] = self.player_count
        return {"state": state, "action": {"type": "tournament_total"}}

    def understood(self, lang: str) -> str:
        if lang == "en":
            shown = ", ".join(
                "won" if r.won else f"lost with {r.empty} empty" for r in self.rounds or []
            )
            return f"I understood: {'your' if self.player == ASKER else self.player + chr(39) + 's'} rounds: {shown}."
        shown = ", ".join(
            "gagnée" if r.won else f"perdue avec {r.empty} case(s) vide(s)"
            for r in self.rounds or []
        )
        return f"J'ai compris : {'tes manches' if self.player == ASKER else 'manches de ' + self.player} : {shown}."


class ChampionSituation(BaseModel):
    """Every player's rounds in a tournament: who has the best total?"""

    intent: Literal["champion"] = "champion"
    standings: dict[str, list[RoundFacts]] | None = Field(
        None,
        json_schema_extra=ask(
            "Qu'a fait chaque joueur à chaque manche : gagnée, ou combien de cases vides ?",
            "How did each player do in each round: won, or how many empty squares?",
        ),
    )
    player_count: int | None = None

    def required(self) -> tuple[str, ...]:
        return ("standings",)

    def check_body(self) -> dict[str, Any]:
        standings = [
            {"name": n, "rounds": [r.model_dump() for r in rounds]}
            for n, rounds in (self.standings or {}).items()
        ]
        state: dict[str, Any] = {"standings": standings}
        if self.player_count is not None:
            state["player_count"] = self.player_count
        return {"state": state, "action": {"type": "tournament_winner"}}

    def understood(self, lang: str) -> str:
        def shown(rounds: list[RoundFacts], won: str) -> str:
            return " ".join(won if r.won else str(r.empty) for r in rounds)

        if lang == "en":
            listing = "; ".join(
                f"{'you' if n == ASKER else n}: {shown(r, 'won')}"
                for n, r in (self.standings or {}).items()
            )
            return f"I understood: rounds (won, or empty squares): {listing}."
        listing = " ; ".join(
            f"{n} : {shown(r, 'gagnée')}" for n, r in (self.standings or {}).items()
        )
        return f"J'ai compris : manches (gagnée, ou cases vides) : {listing}."


class RoundsSituation(BaseModel):
    """How many rounds a tournament has: as many as players."""

    intent: Literal["rounds"] = "rounds"
    player_count: int | None = Field(
        None,
        ge=2,
        json_schema_extra=ask("Combien de joueurs êtes-vous ?", "How many players are you?"),
    )

    def required(self) -> tuple[str, ...]:
        return ("player_count",)

    def check_body(self) -> dict[str, Any]:
        return {
            "state": {"player_count": self.player_count},
            "action": {"type": "tournament_rounds"},
        }

    def understood(self, lang: str) -> str:
        if lang == "en":
            return f"I understood: a tournament with {self.player_count} players; how many rounds?"
        return f"J'ai compris : un tournoi à {self.player_count} joueurs ; combien de manches ?"


class RuleSituation(BaseModel):
    """A rule asked in general: the booklet's answer."""

    intent: Literal["rule"] = "rule"
    rule: str
    flipped: bool = False

    def required(self) -> tuple[str, ...]:
        return ()

    def check_body(self) -> dict[str, Any]:
        action: dict[str, Any] = {"type": "rule", "rule": self.rule}
        if self.flipped:
            action["flipped"] = True
        return {"state": {}, "action": action}

    def understood(self, lang: str) -> str:
        return general_understood(lang)


Situation = (
    LineSituation
    | TurnSituation
    | RankSituation
    | TournamentSituation
    | ChampionSituation
    | RoundsSituation
    | RuleSituation
)


def missing(situation: Situation) -> str | None:
    """The first required fact not stated, by field name."""
    return next((name for name in situation.required() if getattr(situation, name) is None), None)
