"""The typed situations an Onze Gagnant question is read into, one per intent.

Each field holds one fact that decides the question and carries what to ask, in French and
English, when it is missing (`ask` in its schema extra). `check_body` is the body of
`POST /api/games/onze-gagnant/check` that decides the situation, so a verdict read from a
question can always be reproduced without natural language.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from arbitre.engines.base import ask, general_understood


def _cards(values: list[int] | None) -> str:
    return " ".join(map(str, values or ())) or "∅"


class ResultSituation(BaseModel):
    """The cards on each side: what is the result?"""

    intent: Literal["result"] = "result"
    plus: list[int] | None = Field(
        None,
        json_schema_extra=ask(
            "Quelles cartes as-tu côté + et côté − ?",
            "Which cards do you have on the + side and on the − side?",
        ),
    )
    minus: list[int] = Field(default_factory=list)

    def required(self) -> tuple[str, ...]:
        return ("plus",)

    def check_body(self) -> dict[str, Any]:
        return {
            "state": {"plus": list(self.plus or ()), "minus": list(self.minus)},
            "action": {"type": "result"},
        }

    def understood(self, lang: str) -> str:
        if lang == "en":
            return f"I understood: + side {_cards(self.plus)}, − side {_cards(self.minus)}."
        return f"J'ai compris : côté + {_cards(self.plus)}, côté − {_cards(self.minus)}."


class WinSituation(BaseModel):
    """One's own line during the game: is the objective validated, and is it a win?"""

    intent: Literal["win"] = "win"
    result: int | None = Field(
        None,
        json_schema_extra=ask(
            "Quel est ton résultat (la somme côté + moins la somme côté −), ou quelles cartes as-tu de chaque côté ?",
            "What is your result (the + side minus the − side), or which cards are on each side?",
        ),
    )
    plus: list[int] = Field(default_factory=list)
    minus: list[int] = Field(default_factory=list)
    objective: int = 11  # the starting objective unless a card changed it (said, or read from one)
    objective_said: bool = False
    owner: str | None = None  # asked "who wins?": the player whose line is given
    interdiction: bool | None = Field(
        None,
        json_schema_extra=ask(
            "Une carte interdiction est-elle encore visible dans ton jeu ?",
            "Is an interdiction (ban) card still visible in your area?",
        ),
    )
    own_colour_numbers: int | None = Field(
        None,
        json_schema_extra=ask(
            "Combien de chiffres de ta couleur as-tu dans ton jeu (cartes de départ non comptées) ?",
            "How many number cards of your colour are in your area (starting cards not counted)?",
        ),
    )

    def required(self) -> tuple[str, ...]:
        return ("result", "interdiction", "own_colour_numbers")

    def check_body(self) -> dict[str, Any]:
        cards = self.plus or self.minus or self.result is None
        plus, minus = (self.plus, self.minus) if cards else ([self.result or 0], [])
        return {
            "state": {
                "plus": list(plus),
                "minus": list(minus),
                "objective": self.objective,
                "interdiction": bool(self.interdiction),
                "own_colour_numbers": self.own_colour_numbers or 0,
                "draw_pile_empty": False,
            },
            "action": {"type": "has_won"}
            if self.owner is None
            else {"type": "has_won", "winner": self.owner},
        }

    def understood(self, lang: str) -> str:
        en = lang == "en"
        cards = (
            f" (+ {_cards(self.plus)}, − {_cards(self.minus)})" if self.plus or self.minus else ""
        )
        goal = "" if self.objective_said else (" (starting objective)" if en else " (de départ)")
        ban = {
            None: ("not said", "non dite"),
            True: ("visible", "visible"),
            False: ("none", "aucune"),
        }[self.interdiction]
        colour = "?" if self.own_colour_numbers is None else self.own_colour_numbers
        result = self.result if self.result is not None else ("not said" if en else "non dit")
        if en:
            return (
                f"I understood: result {result}{cards}, objective {self.objective}{goal}, "
                f"interdiction {ban[0]}, {colour} number(s) of your colour, draw pile not empty."
            )
        return (
            f"J'ai compris : résultat {result}{cards}, objectif {self.objective}{goal}, "
            f"interdiction {ban[1]}, {colour} chiffre(s) de ta couleur, pioche non vide."
        )


class PlayerResult(BaseModel):
    name: str  # "" for a player not named ("the others are 2 and 3 away")
    result: int | None = None
    objective: int = 11
    objective_said: bool = False
    distance: int | None = None  # to the objective, said instead of the result

    def shown(self) -> str:
        name = self.name or "?"
        if self.result is None:
            return f"{name} ±{self.distance}"
        return f"{name} {self.result}/{self.objective}"


class EndSituation(BaseModel):
    """The draw pile is empty: who is closest to their objective?"""

    intent: Literal["end"] = "end"
    claim: str | None = None  # "je gagne ?": the player asked about; "*": "is there a winner?"
    players: list[PlayerResult] = Field(
        default_factory=list,
        json_schema_extra=ask(
            "Donne le résultat et l'objectif de chaque joueur.",
            "Give each player's result and objective.",
        ),
    )

    objectives: bool | None = Field(
        True,
        json_schema_extra=ask(
            "Quel est l'objectif de chaque joueur (toujours 11, ou modifié en cours de partie) ?",
            "What is each player's objective (still 11, or changed during the game)?",
        ),
    )  # None: no player's objective said, each may have changed

    def required(self) -> tuple[str, ...]:
        return ("players",) if len(self.players) < 2 else ("objectives",)

    def check_body(self) -> dict[str, Any]:
        players = [
            p.model_dump(include={"name", "result", "objective", "distance"}, exclude_none=True)
            for p in self.players
        ]
        return {
            "state": {"draw_pile_empty": True, "players": players},
            "action": {"type": "winner", "claim": self.claim},
        }

    def understood(self, lang: str) -> str:
        shown = " ; ".join(p.shown() for p in self.players)
        if lang == "en":
            return f"I understood: empty draw pile; result/objective: {shown}."
        return f"J'ai compris : pioche vide ; résultat/objectif : {shown}."


class ObjectiveSituation(BaseModel):
    """A card right of "=11" with the neutral card's sign: what is the objective now?"""

    intent: Literal["objective"] = "objective"
    value: int | None = Field(
        None,
        json_schema_extra=ask(
            "Quelle carte (quelle valeur) est posée à droite de ton =11 ?",
            "Which card (what value) is right of your =11?",
        ),
    )
    sign: Literal["+", "-"] | None = Field(
        None,
        json_schema_extra=ask(
            "Quel signe montre la carte +/- neutre associée : + ou − ?",
            "Which sign does the neutral +/- card show: + or −?",
        ),
    )

    def required(self) -> tuple[str, ...]:
        return ("value", "sign")

    def check_body(self) -> dict[str, Any]:
        return {
            "state": {"objective_card": {"value": self.value, "sign": self.sign}},
            "action": {"type": "objective"},
        }

    def understood(self, lang: str) -> str:
        if lang == "en":
            return (
                f"I understood: a {self.value} right of =11, the neutral card showing {self.sign}."
            )
        return f"J'ai compris : un {self.value} à droite du =11, la carte neutre montrant le {self.sign}."


class StartSituation(BaseModel):
    """Who starts: the players' ages."""

    intent: Literal["start"] = "start"
    ages: dict[str, int] = Field(
        default_factory=dict,
        json_schema_extra=ask("Quel âge a chaque joueur ?", "How old is each player?"),
    )

    def required(self) -> tuple[str, ...]:
        return ("ages",) if len(self.ages) < 2 else ()

    def check_body(self) -> dict[str, Any]:
        return {"state": {"ages": dict(self.ages)}, "action": {"type": "starts"}}

    def understood(self, lang: str) -> str:
        shown = ", ".join(f"{name} {age}" for name, age in self.ages.items())
        if lang == "en":
            return f"I understood: ages {shown}."
        return f"J'ai compris : âges {shown}."


class CountsSituation(BaseModel):
    """A card placed on a side: does it count as the sign asked, whatever its pictograms?"""

    intent: Literal["counts"] = "counts"
    side: Literal["+", "-"] | None = Field(
        None,
        json_schema_extra=ask(
            "De quel côté la carte est-elle posée : + ou − ?",
            "On which side is the card placed: + or −?",
        ),
    )
    asked: Literal["+", "-"]  # "compte en négatif ?": the sign the question asks about
    exchanged: bool = False  # received in an exchange: `side` is that of the card it replaced

    def required(self) -> tuple[str, ...]:
        return ("side",)

    def check_body(self) -> dict[str, Any]:
        return {
            "state": {"placed_side": self.side},
            "action": {"type": "counts", "sign": self.asked, "exchanged": self.exchanged},
        }

    def understood(self, lang: str) -> str:
        if self.exchanged:
            if lang == "en":
                return f"I understood: a card received in an exchange, for a card on the {self.side} side; does it count as {self.asked}?"
            return f"J'ai compris : une carte reçue par un échange contre une carte côté {self.side} ; compte-t-elle en {self.asked} ?"
        if lang == "en":
            return f"I understood: a card placed on the {self.side} side; does it count as {self.asked}?"
        return f"J'ai compris : une carte posée côté {self.side} ; compte-t-elle en {self.asked} ?"


class BonusSituation(BaseModel):
    """Does the player have the colour bonus: how many numbers of their own colour?"""

    intent: Literal["bonus"] = "bonus"
    own_colour_numbers: int | None = Field(
        None,
        ge=0,
        json_schema_extra=ask(
            "Combien de chiffres de ta couleur as-tu dans ton jeu (cartes de départ non comptées) ?",
            "How many number cards of your colour are in your area (starting cards not counted)?",
        ),
    )

    def required(self) -> tuple[str, ...]:
        return ("own_colour_numbers",)

    def check_body(self) -> dict[str, Any]:
        return {
            "state": {"own_colour_numbers": self.own_colour_numbers},
            "action": {"type": "bonus"},
        }

    def understood(self, lang: str) -> str:
        if lang == "en":
            return f"I understood: {self.own_colour_numbers} number(s) of your colour, starting cards not counted."
        return f"J'ai compris : {self.own_colour_numbers} chiffre(s) de ta couleur, cartes de départ non comptées."


class PlaceSituation(BaseModel):
    """Where may this card go? Only asked back here: which card is meant is never guessed."""

    intent: Literal["place"] = "place"
    card: None = Field(
        None,
        json_schema_extra=ask(
            "De quelle carte parles-tu (ce que disent ses pictogrammes : échange, côté + uniquement, chez un autre joueur…) ?",
            "Which card do you mean (what its pictograms say: exchange, + side only, another player's game…)?",
        ),
    )

    def required(self) -> tuple[str, ...]:
        return ("card",)

    def check_body(self) -> dict[str, Any]:
        raise TypeError("a card not named is never decided, only asked for")

    def understood(self, lang: str) -> str:
        return ""


class RuleSituation(BaseModel):
    """A rule asked in general: the booklet's answer."""

    intent: Literal["rule"] = "rule"
    rule: str
    must: bool = False  # the obligation itself asked ("je suis obligé de… ?")
    win: bool = False  # a win asked rather than the rule's effect ("je gagne quand même ?")

    def required(self) -> tuple[str, ...]:
        return ()

    def check_body(self) -> dict[str, Any]:
        return {
            "state": {},
            "action": {"type": "rule", "rule": self.rule, "must": self.must, "win": self.win},
        }

    def understood(self, lang: str) -> str:
        return general_understood(lang)


class ModeSituation(BaseModel):
    """Solo or co-op: how many of the 4 lines' objectives are validated."""

    intent: Literal["mode"] = "mode"
    coop: bool = False
    asks: Literal["win", "success"] = "success"
    validated: int | None = Field(
        None,
        ge=0,
        le=4,
        json_schema_extra=ask(
            "Combien de lignes (objectifs) as-tu validées sur les 4 ?",
            "How many of the 4 lines' objectives have you validated?",
        ),
    )

    def required(self) -> tuple[str, ...]:
        return ("validated",)

    def check_body(self) -> dict[str, Any]:
        action = (
            {"type": "mode_won", "coop": self.coop} if self.asks == "win" else {"type": "success"}
        )
        return {"state": {"validated_objectives": self.validated}, "action": action}

    def understood(self, lang: str) -> str:
        mode = ("co-op" if lang == "en" else "coopération") if self.coop else "solo"
        if lang == "en":
            return f"I understood: {mode}, {self.validated} of 4 objectives validated."
        return f"J'ai compris : {mode}, {self.validated} objectif(s) validé(s) sur 4."


Situation = (
    ResultSituation
    | WinSituation
    | EndSituation
    | ObjectiveSituation
    | StartSituation
    | CountsSituation
    | BonusSituation
    | PlaceSituation
    | RuleSituation
    | ModeSituation
)


def missing(situation: Situation) -> str | None:
    """The first required fact not stated, by field name."""
    for name in situation.required():
        value = getattr(situation, name)
        if value is None or name in ("players", "ages"):
            return name
    return None
