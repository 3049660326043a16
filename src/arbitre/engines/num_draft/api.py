"""check(state, action) for /api/games/num-draft/check, with its pydantic schemas."""

from __future__ import annotations

from itertools import pairwise
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from arbitre.engines.base import InvalidSituation, Verdict
from arbitre.engines.num_draft import rules as R
from arbitre.engines.num_draft.cards import JOKER, Card, Pool
from arbitre.engines.num_draft.explain import explain_score, game_master, order_verdict
from arbitre.engines.num_draft.scoring import rank, score
from arbitre.engines.num_draft.situation import Told

# Far above any final score (the last title starts at 62 points): a larger one is a typo or a probe.
MAX_SCORE = 100_000

Colour = Literal["rouge", "vert", "bleu", "jaune", "rainbow", "shadow", "joker"]
Command = Literal["DONNE", "POSE", "PASSE"]


class CardModel(BaseModel):
    colour: Colour = Field(description="Couleur de la carte (« joker » pour un Joker)")
    value: int | None = Field(
        None,
        ge=0,
        le=16,
        description="Valeur 0 à 12 (0 à 16 en variante 6-7 joueurs) ; absente pour un Joker",
    )


class NumDraftState(BaseModel):
    grid: list[list[CardModel | None]] | None = Field(
        None, description="Ta grille 3×3, rangée par rangée, colonnes gauche / centre / droite"
    )
    left_neighbour_right_column: list[CardModel | None] = Field(
        default_factory=list,
        description="Colonne droite du voisin de gauche (3 cartes, de haut en bas)",
    )
    right_neighbour_left_column: list[CardModel | None] = Field(
        default_factory=list,
        description="Colonne gauche du voisin de droite (3 cartes, de haut en bas)",
    )
    mode: Literal["classique", "decouverte"] = Field(
        "classique", description="Mode Classique (officiel) ou Découverte/Familiale"
    )
    revealed: list[int] = Field(
        default_factory=list, description="Valeurs retournées à l'ouverture, une par joueur"
    )


class NumDraftAction(BaseModel):
    type: Literal["score", "rank", "game_master", "order"] = Field(
        description="Ce qu'on demande à l'arbitre"
    )
    points: int | None = Field(None, ge=0, le=MAX_SCORE, description="Score final, pour « rank »")
    sequence: list[Command] | None = Field(
        None, description="Commandements dans l'ordre joué, pour « order »"
    )


def check(state: dict[str, Any], action: dict[str, Any]) -> Verdict:
    try:
        st, act = (
            NumDraftState.model_validate(state, strict=True),
            NumDraftAction.model_validate(action, strict=True),
        )
    except ValidationError as error:
        raise InvalidSituation(
            f"Situation illisible : {error.errors()[0]['msg']} ({_where(error)})."
        ) from error
    if act.type == "score":
        return _check_score(st)
    if act.type == "rank":
        return _check_rank(st, act)
    if act.type == "game_master":
        if len(st.revealed) < 2:
            raise InvalidSituation("Il faut au moins deux valeurs retournées (« revealed »).")
        return game_master(st.revealed)
    return _check_order(act)


def _where(error: ValidationError) -> str:
    return ".".join(str(p) for p in error.errors()[0]["loc"])


def _card(model: CardModel | None) -> Card | None:
    if model is None:
        return None
    if model.colour == "joker":
        if model.value is not None:
            raise InvalidSituation("Un Joker n'a pas de valeur propre.")
        return JOKER
    if model.value is None:
        raise InvalidSituation(f"La carte {model.colour} n'a pas de valeur.")
    return Card(model.colour, model.value)


def _check_score(st: NumDraftState) -> Verdict:
    if st.grid is None or len(st.grid) != 3 or any(len(row) != 3 for row in st.grid):
        raise InvalidSituation("La grille doit avoir 3 rangées de 3 cartes.")
    for column in (st.left_neighbour_right_column, st.right_neighbour_left_column):
        if len(column) > 3:
            raise InvalidSituation("Une colonne voisine partagée a 3 cartes au plus.")
    pool = Pool.build(
        [[_card(c) for c in row] for row in st.grid],
        [_card(c) for c in st.left_neighbour_right_column],
        [_card(c) for c in st.right_neighbour_left_column],
        st.mode,
    )
    _no_duplicates(pool)
    told = Told((), st.mode, apart=True)  # positions are given: nothing is assumed
    return explain_score(pool, score(pool), told, question="total")


def _no_duplicates(pool: Pool) -> None:
    """Chaque combinaison (couleur, valeur) n'existe qu'une seule fois dans le deck."""
    cards = [s.card for s in pool.slots if not s.card.is_joker]
    if len(cards) != len(set(cards)):
        raise InvalidSituation(
            "Une même carte (couleur, valeur) apparaît deux fois : elle n'existe qu'une fois dans le deck."
        )
    if sum(s.card.is_joker for s in pool.slots) > 2:
        raise InvalidSituation("Il n'y a que 2 Jokers dans le deck.")


def _check_rank(st: NumDraftState, act: NumDraftAction) -> Verdict:
    if act.points is None:
        raise InvalidSituation("Pour « rank », donne le score final (« points »).")
    title = rank(act.points, st.mode)
    rule = R.RANK_CLASSIC if st.mode == "classique" else R.RANK_DISCOVERY
    return Verdict(
        rule,
        title,
        f"{act.points} points en mode {st.mode} : rang « {title} ».",
        f'{act.points} points in {st.mode} mode: rank "{title}".',
    )


def _check_order(act: NumDraftAction) -> Verdict:
    if not act.sequence or len(act.sequence) < 2:
        raise InvalidSituation(
            "Pour « order », donne au moins deux commandements dans l'ordre joué."
        )
    pairs = list(pairwise(act.sequence))
    wrong = next(((a, b) for a, b in pairs if order_verdict(a, b).verdict == "non"), None)
    return order_verdict(*(wrong or pairs[0]))
