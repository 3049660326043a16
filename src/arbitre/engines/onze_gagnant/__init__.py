"""Onze Gagnant rule engine.

Models, from the booklet text alone: a player's result is the sum of the cards on
the + side minus the sum on the − side, whatever pictograms they show (a card received in an exchange takes the slot of the one
given: the slots stay unchanged); the
objective is 11 (changed by cards right of "=11" shown with a neutral +/- card, or
−11 with the bonus card); the colour bonus (3 numbers of one's own colour, start
cards not counted, give ±2 to validate); the interdiction card blocks victory
while visible (until removed: replaced, exchanged or discarded), the draw pile's
interdiction may be placed in another player's game, and it has no effect once
the draw pile is empty; immediate win when
the objective is validated with no interdiction; empty draw pile: closest to
their objective wins, tie: closest to 11, still tied: no winner; solo and co-op
(4 lines): won only when every line's objective is validated, else the success
table (0-4 objectives validated) at an empty pile; general rules asked without a game
(asked_rules.py, through /check "rule").
Reading: the shared reader (reader.py: intents from corpus/onze-gagnant/intents.toml, words
from reading.toml, typed situations in situations.py, every verdict from `check`). The nine pictogram cards' placing rules (which side, whose game, right
of "=11") are not read by it yet: such questions get no verdict.

What the text leaves open, and what the engine does:
- The colour bonus: "+2 ou -2 pour valider" reads as exactly ±2, but the worked
  example (Martine, 10 for 11, wins) only fits a tolerance of up to 2. The engine
  follows the example (within 2 validates) and cites it when it decides; a win that needs the tolerance
  (a gap of 1) says the ambiguity in its French and English explanations.
- Who starts, "le plus proche de ses onze ans": the smallest gap in years to 11; 10 against 12 is not decided.
- Whether the colour bonus also shortens the distance at an empty draw pile: not
  said; the engine compares raw distances.
- A verdict that depends on an interdiction the question does not mention is not
  guessed: every player starts with one, so the engine asks (MissingSituation).
- A card right of "=11" modifies the objective by its value with the sign the
  neutral card shows (11 + 3 = 14); how it would change a −11 objective (bonus
  card) is not said, and the reader gives no verdict then.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Literal

from pydantic import BaseModel, Field

from arbitre.engines.base import GameEngine, InvalidSituation, Verdict, read_for, validated
from arbitre.engines.onze_gagnant.asked_rules import asked_rule
from arbitre.engines.onze_gagnant.play import (
    Line,
    colour_bonus,
    counts_as,
    end_winner,
    end_winner_by_distance,
    first_player,
    has_won,
    mode_won,
    modified_objective,
    result_verdict,
    success,
)
from arbitre.engines.onze_gagnant.rules import RULES, SLUG


class OpponentModel(BaseModel):
    name: str = Field(description="Nom de l'adversaire")
    plus: list[int] = Field(default_factory=list, description="Cartes côté +")
    minus: list[int] = Field(default_factory=list, description="Cartes côté −")
    objective: int = Field(11, description="Objectif de l'adversaire (11, −11 ou modifié)")


class PlayerResultModel(BaseModel):
    name: str = Field(description="Nom du joueur (« toi » : celui qui demande)")
    result: int | None = Field(None, description="Son résultat (côté + moins côté −)")
    objective: int = Field(11, description="Son objectif")
    distance: int | None = Field(
        None, ge=0, description="Son écart à son objectif, quand son résultat n'est pas donné"
    )


class ObjectiveCardModel(BaseModel):
    value: int = Field(ge=0, description="Valeur de la carte posée à droite du =11")
    sign: Literal["+", "-"] = Field(description="Signe montré par la carte +/- neutre")


class OnzeState(BaseModel):
    plus: list[int] = Field(
        default_factory=list, description="Valeurs des cartes posées côté + (comptent en positif)"
    )
    minus: list[int] = Field(
        default_factory=list, description="Valeurs des cartes posées côté − (comptent en négatif)"
    )
    objective: int = Field(
        11,
        description="Objectif en cours : 11, −11 (carte bonus) ou modifié par les cartes à droite du =11",
    )
    interdiction: bool = Field(False, description="Une carte interdiction est visible dans ton jeu")
    own_colour_numbers: int = Field(
        0, ge=0, description="Chiffres de ta couleur dans ton jeu, cartes de départ non comptées"
    )
    draw_pile_empty: bool = Field(False, description="La pioche est vide")
    opponents: list[OpponentModel] = Field(
        default_factory=list, description="Adversaires, pour départager à pioche vide"
    )
    validated_objectives: int | None = Field(
        None, ge=0, le=4, description="Solo/coopération : objectifs validés"
    )
    players: list[PlayerResultModel] = Field(
        default_factory=list, description="Pour « winner » : résultat et objectif de chaque joueur"
    )
    objective_card: ObjectiveCardModel | None = Field(
        None, description="Pour « objective » : la carte à droite du =11 et son signe"
    )
    ages: dict[str, int] = Field(
        default_factory=dict, description="Pour « starts » : âge de chacun"
    )
    placed_side: Literal["+", "-"] | None = Field(
        None, description="Pour « counts » : côté où la carte est posée"
    )


class OnzeAction(BaseModel):
    type: Literal[
        "result",
        "has_won",
        "success",
        "mode_won",
        "winner",
        "objective",
        "starts",
        "counts",
        "bonus",
        "rule",
    ] = Field(description="Ce qu'on demande à l'arbitre")
    rule: str | None = Field(
        None,
        description="Pour « rule » : la règle générale demandée (replaced-gone, mandatory-action…)",
    )
    must: bool = Field(False, description="Pour « rule » : l'obligation elle-même est demandée")
    win: bool = Field(
        False, description="Pour « rule » : la victoire est demandée (« je gagne quand même ? »)"
    )
    coop: bool = Field(False, description="Pour « mode_won » : coopération (sinon solo)")
    winner: str | None = Field(
        None,
        description="Pour « has_won » demandé par « qui gagne ? » : le joueur dont la ligne est donnée",
    )
    claim: str | None = Field(
        None,
        description="Pour « winner » : le joueur dont on demande s'il gagne (« * » : y a-t-il un vainqueur ? « - » : faut-il rejouer, personne ne gagne ? « & » : gagnent-ils tous ensemble ?)",
    )
    sign: Literal["+", "-"] | None = Field(
        None, description="Pour « counts » : le signe demandé (compte en positif / négatif ?)"
    )
    exchanged: bool = Field(
        False,
        description="Pour « counts » : la carte a été reçue par un échange (« placed_side » est alors le côté de la carte qu'elle remplace)",
    )


def check(state: dict[str, Any], action: dict[str, Any]) -> Verdict:
    """Decide a structured state and action (the /check call)."""
    st, act = validated(OnzeState, state), validated(OnzeAction, action, "action")
    line = Line(
        tuple(st.plus), tuple(st.minus), st.objective, st.interdiction, st.own_colour_numbers
    )
    if act.type == "result":
        return result_verdict(line)
    if act.type in ("winner", "objective", "starts", "counts"):
        return _check_more(st, act)
    if act.type == "rule":
        return asked_rule(act.rule or "", act.must, act.win)
    if act.type == "bonus":
        return colour_bonus(st.own_colour_numbers)
    if act.type in ("success", "mode_won"):
        if st.validated_objectives is None:
            raise InvalidSituation(
                "Donne le nombre d'objectifs validés (« validated_objectives »)."
            )
        if act.type == "mode_won":
            return mode_won(st.validated_objectives, act.coop)
        return success(st.validated_objectives)
    if not st.draw_pile_empty:
        decided = has_won(line)
        if act.winner is None:
            return decided
        # "who wins?" of one line: its owner when it wins; otherwise another player may
        return replace(decided, verdict=act.winner if decided.verdict == "oui" else None)
    if not st.opponents:
        raise InvalidSituation(
            "Pioche vide : donne aussi les adversaires (« opponents ») pour départager."
        )
    others = [Line(tuple(o.plus), tuple(o.minus), o.objective, name=o.name) for o in st.opponents]
    verdict = end_winner([line, *others])
    won = "oui" if verdict.verdict == "toi" else "non"
    return Verdict(verdict.rule, won, verdict.explanation, verdict.explanation_en)


def _check_more(st: OnzeState, act: OnzeAction) -> Verdict:
    """The empty pile's winner, the objective changed by a card, who starts, how a placed card counts."""
    if act.type == "winner":
        if len(st.players) < 2 or not st.draw_pile_empty:
            raise InvalidSituation(
                "Pioche vide (« draw_pile_empty ») et au moins deux joueurs (« players »)."
            )
        return claimed(_end_winner(st.players), act.claim)
    if act.type == "objective":
        if st.objective_card is None:
            raise InvalidSituation("Donne la carte à droite du =11 (« objective_card »).")
        return modified_objective(st.objective_card.value, st.objective_card.sign)
    if act.type == "starts":
        if len(st.ages) < 2:
            raise InvalidSituation("Donne l'âge d'au moins deux joueurs (« ages »).")
        return first_player(st.ages)
    if st.placed_side is None or act.sign is None:
        raise InvalidSituation(
            "Donne le côté de la carte (« placed_side ») et le signe demandé (« sign »)."
        )
    return counts_as(st.placed_side, act.sign, act.exchanged)


def _end_winner(players: list[PlayerResultModel]) -> Verdict:
    """The empty pile's winner by results, or by the distances said ("the others are 2 and 3
    away"; a player named "" is one not named); several closest by distance alone: not decided."""
    if all(p.result is not None for p in players):
        return end_winner([Line((p.result or 0,), (), p.objective, name=p.name) for p in players])
    if any(p.result is None and p.distance is None for p in players):
        raise InvalidSituation(
            "Donne le résultat (« result ») ou l'écart (« distance ») de chacun."
        )
    gaps = {
        p.name: p.distance if p.result is None else abs(p.result - p.objective) for p in players
    }
    named = {name: gap for name, gap in gaps.items() if name and gap is not None}
    others = tuple(p.distance or 0 for p in players if not p.name)
    verdict = end_winner_by_distance(named, others)
    if verdict is None:
        raise InvalidSituation(
            "Écarts égaux : le départage (le plus proche de 11) demande les résultats."
        )
    return verdict


def claimed(verdict: Verdict, claim: str | None) -> Verdict:
    """A who-answer checked against the claim asked about: a player ("do I win?"), anyone ("*":
    is there a winner?), no one ("-": a replay to break the tie?), or all together ("&": the
    rules name one winner or none, never several)."""
    if claim is None or not isinstance(verdict.verdict, str):
        return verdict
    if claim == "&":
        return replace(
            verdict,
            verdict="non",
            explanation=f"{verdict.explanation} Il n'y a jamais plusieurs vainqueurs.",
            explanation_en=f"{verdict.explanation_en} There is never more than one winner.",
        )
    nobody = verdict.verdict == "personne"
    won = {"*": not nobody, "-": nobody}.get(claim, verdict.verdict == claim)
    return replace(verdict, verdict="oui" if won else "non")


def _situation_reader(reading):
    from arbitre.engines.onze_gagnant.reader import interpret

    return interpret(reading)


def _text_reader(question: str):
    """A question as text: read once by the shared reader, then the same path as the service's."""
    return _situation_reader(read_for(SLUG, question))


ENGINE = GameEngine(
    SLUG,
    RULES,
    _text_reader,
    check,
    OnzeState,
    OnzeAction,
    situation_reader=_situation_reader,
)
