"""The structured `check` call: pydantic schemas of a Lucky Numbers state and action."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from arbitre.engines.base import InvalidSituation, Verdict, validated
from arbitre.engines.lucky_numbers.moves import Move, judge
from arbitre.engines.lucky_numbers.state import Garden, Table, check_value


class GardenState(BaseModel):
    """Ce que voit le joueur dont c'est le tour."""

    model_config = ConfigDict(extra="forbid")

    garden: list[list[int | None]] = Field(
        description="Ton jardin : 4 lignes de 4 cases, de haut en bas et de gauche à droite ; "
        "null pour une case vide.",
        examples=[[[2, None, None, None], [None, 6, None, None], [None, None, 11, None], [None] * 4]],
    )
    centre: list[int] = Field(
        default_factory=list, description="Les trèfles face visible au milieu de la table."
    )
    draw_pile: int = Field(default=1, ge=0, description="Nombre de trèfles encore face cachée.")


class GardenAction(BaseModel):
    """Ce que le joueur fait du trèfle."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["place", "swap", "refuse", "take_face_up"] = Field(
        description="place : poser sur une case vide ; swap : échanger contre un trèfle posé ; "
        "refuse : défausser face visible ; take_face_up : prendre un trèfle visible au centre."
    )
    value: int = Field(description="Le nombre du trèfle joué (1 à 20).")
    row: int | None = Field(default=None, description="Ligne de la case, 0 = en haut.")
    col: int | None = Field(default=None, description="Colonne de la case, 0 = à gauche.")
    source: Literal["draw", "centre"] = Field(
        default="draw", description="draw : trèfle pioché ; centre : trèfle pris face visible."
    )


def read_table(data: dict[str, Any]) -> Table:
    """A Table from a JSON state; an unreadable or already disordered garden is InvalidSituation."""
    state = validated(GardenState, data, "état")
    garden = Garden.parse(state.garden)
    for value in state.centre:
        check_value(value)
    if not garden.is_ordered():
        raise InvalidSituation("Le jardin donné ne respecte déjà pas l'ordre croissant.")
    return Table(garden, tuple(state.centre), state.draw_pile)


def check(state: dict[str, Any], action: dict[str, Any]) -> Verdict:
    """Decide a JSON state + action."""
    table = read_table(state)
    act = validated(GardenAction, action, "action")
    return judge(table, Move(act.type, act.value, act.row, act.col, act.source))
