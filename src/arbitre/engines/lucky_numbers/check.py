"""The structured `check` call: pydantic schemas of a Lucky Numbers state and action."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from arbitre.engines.base import InvalidSituation, Verdict, validated
from arbitre.engines.lucky_numbers.general import general_rule
from arbitre.engines.lucky_numbers.moves import Move, judge
from arbitre.engines.lucky_numbers.results import (
    Standing,
    fewest_empty,
    filled_garden,
    tournament_rounds,
    tournament_total,
    tournament_winner,
)
from arbitre.engines.lucky_numbers.state import Garden, Table, check_value


class PlayerEmpty(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="Le joueur (« toi » : celui qui demande)")
    empty: int = Field(ge=0, le=16, description="Cases vides sur son jardin")


class RoundResult(BaseModel):
    model_config = ConfigDict(extra="forbid")

    won: bool = Field(description="Manche gagnée")
    empty: int | None = Field(
        default=None, ge=0, le=16, description="Cases vides à la fin d'une manche perdue"
    )


class PlayerRounds(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="Le joueur (« toi » : celui qui demande)")
    rounds: list[RoundResult] = Field(description="Ses manches, dans l'ordre")


def _empty_garden() -> list[list[int | None]]:
    return [[None] * 4 for _ in range(4)]


class GardenState(BaseModel):
    """Ce que voit le joueur dont c'est le tour."""

    model_config = ConfigDict(extra="forbid")

    garden: list[list[int | None]] = Field(
        default_factory=_empty_garden,
        description="Ton jardin : 4 lignes de 4 cases, de haut en bas et de gauche à droite ; "
        "null pour une case vide.",
        examples=[
            [[2, None, None, None], [None, 6, None, None], [None, None, 11, None], [None] * 4]
        ],
    )
    centre: list[int] = Field(
        default_factory=list, description="Les trèfles face visible au milieu de la table."
    )
    draw_pile: int = Field(default=1, ge=0, description="Nombre de trèfles encore face cachée.")
    players: list[PlayerEmpty] = Field(
        default_factory=list,
        description="Pour « rank » : les cases vides de chaque joueur, pioche épuisée.",
    )
    rounds: list[RoundResult] = Field(
        default_factory=list, description="Pour « tournament_total » : tes manches, dans l'ordre."
    )
    filled: str | None = Field(
        default=None,
        description="Pour « rank » : le joueur qui vient de remplir sa dernière case vide dans l'ordre.",
    )
    standings: list[PlayerRounds] = Field(
        default_factory=list,
        description="Pour « tournament_winner » : les manches de chaque joueur.",
    )
    player_count: int | None = Field(
        default=None, ge=2, description="Pour « tournament_total » : le nombre de joueurs."
    )
    empty_squares: int | None = Field(
        default=None,
        ge=0,
        le=16,
        description="Les cases vides de tout ton jardin, quand « garden » n'en donne que les lignes "
        "de la case jouée (sinon comptées sur « garden »).",
    )


class GardenAction(BaseModel):
    """Ce que le joueur fait du trèfle, ou ce qu'on demande à l'arbitre."""

    model_config = ConfigDict(extra="forbid")

    type: Literal[
        "place",
        "swap",
        "refuse",
        "take_face_up",
        "rank",
        "tournament_total",
        "tournament_rounds",
        "tournament_winner",
        "rule",
    ] = Field(
        description="place : poser sur une case vide ; swap : échanger contre un trèfle posé ; "
        "refuse : défausser face visible ; take_face_up : prendre un trèfle visible au centre ; "
        "rank : qui gagne, pioche épuisée ; tournament_total : ton total de tournoi ; tournament_rounds : combien de manches ; tournament_winner : qui gagne le tournoi ; rule : une règle générale."
    )
    value: int | None = Field(default=None, description="Le nombre du trèfle joué (1 à 20).")
    row: int | None = Field(default=None, description="Ligne de la case, 0 = en haut.")
    col: int | None = Field(default=None, description="Colonne de la case, 0 = à gauche.")
    source: Literal["draw", "centre"] = Field(
        default="draw", description="draw : trèfle pioché ; centre : trèfle pris face visible."
    )
    rule: str | None = Field(
        default=None,
        description="Pour « rule » : la règle générale demandée (golden-ordinary, ...).",
    )
    flipped: bool = Field(
        default=False, description="La question demande le contraire (« est-il interdit de… »)."
    )
    player: str | None = Field(
        default=None,
        description="Pour « rank » : le joueur dont on demande s'il gagne (oui / non).",
    )
    alone: bool = Field(
        default=False,
        description="Pour « rank » avec « player » : s'il gagne seul (sans égalité).",
    )


def read_table(data: dict[str, Any], leaving: tuple[int, int] | None = None) -> Table:
    """A Table from a JSON state; an unreadable or already disordered garden is InvalidSituation. A swap
    is judged on the garden it leaves: the clover `leaving` its square need not be in order."""
    state = validated(GardenState, data, "état")
    garden = Garden.parse(state.garden)
    for value in state.centre:
        check_value(value)
    kept = garden if leaving is None else garden.with_square(*leaving, None)
    if not kept.is_ordered():
        raise InvalidSituation("Le jardin donné ne respecte déjà pas l'ordre croissant.")
    if state.empty_squares is not None and state.empty_squares > garden.empty_squares():
        raise InvalidSituation("Le jardin a moins de cases vides que « empty_squares » n'en dit.")
    return Table(garden, tuple(state.centre), state.draw_pile, state.empty_squares)


def _flip(verdict: Verdict, flipped: bool) -> Verdict:
    if not flipped or verdict.verdict not in ("oui", "non"):
        return verdict
    return Verdict(
        verdict.rule,
        "non" if verdict.verdict == "oui" else "oui",
        verdict.explanation,
        verdict.explanation_en,
        verdict.ambiguous,
    )


def check(state: dict[str, Any], action: dict[str, Any]) -> Verdict:
    """Decide a JSON state + action."""
    act = validated(GardenAction, action, "action")
    if act.type == "rule":
        return general_rule(act.rule or "", act.flipped)
    if act.type in ("rank", "tournament_total", "tournament_rounds", "tournament_winner"):
        st = validated(GardenState, state, "état")
        if act.type == "rank" and st.filled is not None:
            return filled_garden(st.filled, act.player)
        if act.type == "rank":
            return fewest_empty(
                [Standing(p.name, p.empty) for p in st.players], act.player, act.alone
            )
        if act.type == "tournament_winner":
            return tournament_winner(
                {p.name: [(r.won, r.empty) for r in p.rounds] for p in st.standings},
                st.player_count,
            )
        if act.type == "tournament_rounds":
            return tournament_rounds(st.player_count)
        return tournament_total([(r.won, r.empty) for r in st.rounds], st.player_count)
    leaving = None
    if act.type == "swap" and act.row in range(4) and act.col in range(4):
        leaving = (act.row, act.col)
    table = read_table(state, leaving)
    if act.value is None and not (act.type == "take_face_up" and not table.centre):
        raise InvalidSituation("Dis le nombre du trèfle joué (« value »).")
    value = (
        act.value if act.value is not None else 1
    )  # taking from an empty centre: refused whatever the number
    return _flip(judge(table, Move(act.type, value, act.row, act.col, act.source)), act.flipped)
