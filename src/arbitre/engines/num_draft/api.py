"""check(state, action) for /api/games/num-draft/check, with its pydantic schemas."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from arbitre.engines.base import InvalidSituation, Verdict
from arbitre.engines.num_draft import rules as R
from arbitre.engines.num_draft.cards import JOKER, Card, Pool
from arbitre.engines.num_draft.explain import explain_score, game_master, order_verdict
from arbitre.engines.num_draft.general import general_rule
from arbitre.engines.num_draft.scoring import RANKS, rank, score
from arbitre.engines.num_draft.told import Told, decide_told
from arbitre.textnorm import fold

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


class ToldCardModel(BaseModel):
    colour: Colour | None = Field(
        None, description="Couleur (« joker » pour un Joker), absente si non dite"
    )
    value: int | None = Field(None, ge=0, le=16, description="Valeur, absente si non dite")
    where: Literal["own", "left", "right", "neighbour"] = Field(
        "own",
        description="Ta grille, la colonne droite du voisin de gauche (left), la colonne gauche du voisin "
        "de droite (right), ou un voisin non précisé",
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
    names: list[str] | None = Field(
        None, description="Pour « game_master » : qui a retourné chaque valeur (même ordre)"
    )
    told: list[ToldCardModel] = Field(
        default_factory=list, description="Pour « told » : les cartes dites, sans la grille entière"
    )
    touching: bool | None = Field(
        None,
        description="Pour « told » en Classique : les cartes du groupe demandé se touchent par un côté",
    )
    nothing_else: bool = Field(
        False, description="Pour « told » : le reste du pool ne forme aucun groupe avec ces cartes"
    )


class NumDraftAction(BaseModel):
    type: Literal["score", "rank", "game_master", "order", "told", "rule"] = Field(
        description="Ce qu'on demande à l'arbitre"
    )
    points: int | None = Field(None, ge=0, le=MAX_SCORE, description="Score final, pour « rank »")
    sequence: list[Command] | None = Field(
        None, description="Commandements dans l'ordre joué, pour « order »"
    )
    target: Literal["total", "couleur", "valeur", "card", "groups"] = Field(
        "total",
        description="Pour « told » : le total, un groupe de couleur, de valeur, une carte, ou plusieurs groupes",
    )
    key: str | int | list[str | int] | None = Field(
        None,
        description="Pour « told » : la couleur ou la valeur du groupe (une liste pour « groups »)",
    )
    card: int | None = Field(
        None, ge=0, description="Pour « told » / card : l'index de la carte dans « told »"
    )
    asks: Literal["points", "scores"] = Field(
        "points", description="Pour « told » : les points, ou seulement s'il marque (oui / non)"
    )
    claim: str | None = Field(
        None,
        description="Pour « rank » : le rang dont on demande s'il est atteint ; pour « game_master » : le joueur",
    )
    at_least: bool = Field(False, description="Pour « rank » avec « claim » : ce rang ou mieux")
    rule: str | None = Field(
        None, description="Pour « rule » : la règle générale (joker-both, deck-size, ...)"
    )
    players: int | None = Field(
        None, ge=1, description="Pour « rule » deck-size : le nombre de joueurs"
    )
    hand: int | None = Field(
        None, ge=0, description="Pour « rule » hand-six : la taille de main dite"
    )
    must: bool = Field(
        False, description="Pour « rule » : l'obligation est demandée, pas la permission"
    )
    count: int | None = Field(
        None,
        ge=0,
        description="Pour « rule » qui compte : le nombre dont on demande s'il est juste",
    )
    opposite: bool = Field(
        False,
        description="Pour « rule » : la question dit le contraire de la règle (« à droite ? » pour « à gauche »)",
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
        if st.names is not None and len(st.names) != len(st.revealed):
            raise InvalidSituation("Un nom (« names ») par valeur retournée.")
        return claimed(game_master(st.revealed, st.names), act.claim)
    if act.type == "told":
        return _check_told(st, act)
    if act.type == "rule":
        return general_rule(
            act.rule or "", act.players, act.hand, act.must, act.count, act.opposite
        )
    return _check_order(act)


def claimed(verdict: Verdict, claim: str | None) -> Verdict:
    """A who- or what-answer checked against the one asked about ("c'est moi le maître du jeu ?")."""
    if claim is None or not isinstance(verdict.verdict, str):
        return verdict
    return replace(verdict, verdict="oui" if fold(verdict.verdict) == fold(claim) else "non")


def _check_told(st: NumDraftState, act: NumDraftAction) -> Verdict:
    cards = [Told(c.colour, c.value, c.where) for c in st.told]
    if not cards:
        raise InvalidSituation("Pour « told », dis les cartes (« told »).")
    if any(c.colour == "joker" and c.value is not None for c in cards):
        raise InvalidSituation("Un Joker n'a pas de valeur propre.")
    return decide_told(
        cards, st.mode, act.target, act.key, act.card, act.asks, st.touching, st.nothing_else
    )


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
    return explain_score(pool, score(pool))  # positions are given: nothing is assumed


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
    if act.claim is not None:
        order = [t for _, t in RANKS["classique"]]
        if act.claim not in order:
            raise InvalidSituation(f"Rang inconnu « {act.claim} ». Rangs : {', '.join(order)}.")
        ok = order.index(title) >= order.index(act.claim) if act.at_least else title == act.claim
        return Verdict(
            rule,
            "oui" if ok else "non",
            f"{'Oui' if ok else 'Non'} : {act.points} points en mode {st.mode} donnent le rang « {title} ».",
            f'{"Yes" if ok else "No"}: {act.points} points in {st.mode} mode give the rank "{title}".',
        )
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
