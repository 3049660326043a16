"""The typed situations a NUM DRAFT question is read into, one per intent, and their /check bodies.

Each field holds one fact that decides the question and carries what to ask, in French and
English, when it is missing (`ask` in its schema extra). `check_body` is the body of
`POST /api/games/num-draft/check` that decides the situation, so a verdict from a question can
always be reproduced without natural language.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from arbitre.engines.base import ask, general_understood

Mode = Literal["classique", "decouverte"]
MODE_ASK = (
    "Vous jouez en mode Classique ou Découverte/Familial ?",
    "Are you playing the Classic or the Discovery/Family mode?",
)


class CardFact(BaseModel):
    colour: str | None = None  # rouge, vert, bleu, jaune, rainbow, shadow, joker
    value: int | None = None
    where: Literal["own", "left", "right", "neighbour"] = "own"
    row: int | None = None  # 0-2 from the top, when said
    col: int | None = None  # 0-2 from the left (own), when said

    def name(self) -> str:
        colour = {"joker": "Joker"}.get(self.colour or "", (self.colour or "").capitalize())
        return " ".join(str(p) for p in (colour, self.value) if p not in ("", None)) or "?"


class ScoreSituation(BaseModel):
    """Cards told (yours and the neighbours' shared columns) and what is asked of them."""

    intent: Literal["score"] = "score"
    target: Literal["total", "couleur", "valeur", "card", "groups"] = "total"
    key: str | int | list[str | int] | None = (
        None  # the group's colour or value (each, for "groups")
    )
    card: int | None = None  # index in cards, for "card"
    asks: Literal["points", "scores"] = "points"
    touching: bool | None = None  # Classic mode: the asked group's cards touch by a side
    nothing_else: bool = False  # the rest of the pool forms no group with these cards
    mode: Mode | None = Field(None, json_schema_extra=ask(*MODE_ASK))
    cards: list[CardFact] | None = Field(
        None,
        json_schema_extra=ask(
            "Dis-moi les cartes de ta grille (couleurs, valeurs) et celles des colonnes voisines.",
            "Tell me the cards of your grid (colours, values) and those of the neighbours' columns.",
        ),
    )
    positions: None = Field(
        None,
        json_schema_extra=ask(
            "En mode Classique, où sont ces cartes ? Se touchent-elles par un côté ?",
            "In Classic mode, where are these cards? Do they touch by a side?",
        ),
    )

    def required(self) -> tuple[str, ...]:
        return ("cards",)  # the mode unsaid is the official one, Classic

    def placed(self) -> bool:
        """Every card of the whole pool told with its place: the grid itself, row by row."""
        own = [c for c in self.cards or () if c.where == "own"]
        return len(own) == 9 and all(c.row is not None and c.col is not None for c in own)

    def check_body(self) -> dict[str, Any]:
        cards = self.cards or []
        if self.placed() and self.target == "total":
            grid: list[list[dict | None]] = [[None] * 3 for _ in range(3)]
            for c in cards:
                if c.where == "own" and c.row is not None and c.col is not None:
                    grid[c.row][c.col] = _card(c)
            side = {w: [_card(c) for c in cards if c.where == w] for w in ("left", "right")}
            state = {
                "grid": grid,
                "left_neighbour_right_column": side["left"],
                "right_neighbour_left_column": side["right"],
                "mode": self.mode or "classique",
            }
            return {"state": state, "action": {"type": "score"}}
        told = [{"colour": c.colour, "value": c.value, "where": c.where} for c in cards]
        state = {
            "told": told,
            "mode": self.mode or "classique",
            # the mode unsaid is the official Classic, and places unsaid count as touching (said in understood)
            "touching": self.touching if self.mode or self.touching is not None else True,
            "nothing_else": self.nothing_else,
        }
        action = {
            "type": "told",
            "target": self.target,
            "key": self.key,
            "card": self.card,
            "asks": self.asks,
        }
        return {"state": state, "action": action}

    def understood(self, lang: str) -> str:
        cards = self.cards or []
        where = {
            "own": ("ta grille", "your grid"),
            "left": ("voisin de gauche", "left neighbour"),
            "right": ("voisin de droite", "right neighbour"),
            "neighbour": ("un voisin", "a neighbour"),
        }
        en = lang == "en"
        shown = " ; ".join(
            f"{where[w][en]} : {', '.join(c.name() for c in cards if c.where == w)}"
            for w in where
            if any(c.where == w for c in cards)
        )
        asked = {
            "total": ("le total", "the total"),
            "couleur": (f"le groupe {self.key}", f"the {self.key} group"),
            "valeur": (f"le groupe des {self.key}", f"the group of {self.key}s"),
            "card": (
                f"la carte {cards[self.card].name() if self.card is not None else ''}",
                "that card",
            ),
            "groups": (f"les groupes {self.key}", f"the groups {self.key}"),
        }[self.target][en]
        mode = self.mode or (
            "classique (not said: the official mode)"
            if en
            else "classique (non dit : le mode officiel)"
        )
        places = ""
        if self.touching is None and self.mode is None and not self.placed():
            places = (
                " ; places not said: each group counted as touching"
                if en
                else " ; places non dites : chaque groupe compté comme se touchant"
            )
        if en:
            return f"I understood: {mode} mode; {shown}; asked: {asked}{places}."
        return f"J'ai compris : mode {mode} ; {shown} ; demandé : {asked}{places}."


def _card(c: CardFact) -> dict[str, Any]:
    return {"colour": "joker"} if c.colour == "joker" else {"colour": c.colour, "value": c.value}


class RankSituation(BaseModel):
    """A final score and the mode: which title, or is it the title claimed?"""

    intent: Literal["rank"] = "rank"
    claim: str | None = None
    at_least: bool = False
    points: int | None = Field(
        None,
        ge=0,
        json_schema_extra=ask(
            "Dis-moi ton score final (en points) et le mode joué.",
            "Tell me your final score (in points) and the mode played.",
        ),
    )
    mode: Mode | None = Field(None, json_schema_extra=ask(*MODE_ASK))

    def required(self) -> tuple[str, ...]:
        return ("points", "mode")

    def check_body(self) -> dict[str, Any]:
        action: dict[str, Any] = {"type": "rank", "points": self.points}
        if self.claim is not None:
            action |= {"claim": self.claim, "at_least": self.at_least}
        return {"state": {"mode": self.mode}, "action": action}

    def understood(self, lang: str) -> str:
        claim = f" ; {self.claim} ?" if self.claim else ""
        if lang == "en":
            return f"I understood: {self.points} points in {self.mode} mode{claim}."
        return f"J'ai compris : {self.points} points en mode {self.mode}{claim}."


class MasterSituation(BaseModel):
    """The values revealed at the opening, by whom: who is game master?"""

    intent: Literal["master"] = "master"
    claim: str | None = None
    names: list[str] | None = None
    revealed: list[int] | None = Field(
        None,
        json_schema_extra=ask(
            "Quelles valeurs chaque joueur a-t-il retournées à l'ouverture ?",
            "Which value did each player reveal at the opening?",
        ),
    )

    def required(self) -> tuple[str, ...]:
        return ("revealed",)

    def check_body(self) -> dict[str, Any]:
        state: dict[str, Any] = {"revealed": self.revealed}
        if self.names is not None:
            state["names"] = self.names
        return {"state": state, "action": {"type": "game_master", "claim": self.claim}}

    def understood(self, lang: str) -> str:
        pairs = ", ".join(
            f"{n} {v}"
            for n, v in zip(
                self.names or [""] * len(self.revealed or []), self.revealed or [], strict=False
            )
        )
        return (
            ("I understood: revealed " if lang == "en" else "J'ai compris : retournées ")
            + pairs
            + "."
        )


class OrderSituation(BaseModel):
    """The commands in the order called: is that order allowed?"""

    intent: Literal["order"] = "order"
    sequence: list[Literal["DONNE", "POSE", "PASSE"]] | None = Field(
        None,
        json_schema_extra=ask(
            "Dans quel ordre les commandements ont-ils été annoncés ?",
            "In which order were the commands called?",
        ),
    )

    def required(self) -> tuple[str, ...]:
        return ("sequence",)

    def check_body(self) -> dict[str, Any]:
        return {"state": {}, "action": {"type": "order", "sequence": self.sequence}}

    def understood(self, lang: str) -> str:
        shown = " → ".join(self.sequence or ())
        return ("I understood: " if lang == "en" else "J'ai compris : ") + shown + "."


class RuleSituation(BaseModel):
    """A rule asked in general: the booklet's answer."""

    intent: Literal["rule"] = "rule"
    rule: str
    players: int | None = None
    hand: int | None = None
    must: bool = False
    count: int | None = None  # the number claimed ("une grille de 12 cartes ?")
    opposite: bool = False  # the opposite of the rule's word said ("à droite ?")

    def required(self) -> tuple[str, ...]:
        return ()

    def check_body(self) -> dict[str, Any]:
        action: dict[str, Any] = {"type": "rule", "rule": self.rule, "must": self.must}
        action |= {
            k: v
            for k, v in (("players", self.players), ("hand", self.hand), ("count", self.count))
            if v is not None
        }
        if self.opposite:
            action["opposite"] = True
        return {"state": {}, "action": action}

    def understood(self, lang: str) -> str:
        said = (
            f" ({self.players} joueurs)"
            if self.players
            else f" (main de {self.hand})"
            if self.hand
            else ""
        )
        return general_understood(lang, said)


Situation = ScoreSituation | RankSituation | MasterSituation | OrderSituation | RuleSituation


def missing(situation: Situation) -> str | None:
    """The first required fact not stated, by field name."""
    return next((n for n in situation.required() if getattr(situation, n) is None), None)
