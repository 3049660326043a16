"""Luz rules asked in general, each decided once here, for the question path and /check alike.

A general question names a rule and no situation: "peut-on regarder sa carte avant de la
jouer ?", "2 billes Sécurité ?". Each entry is the rule, its answer to the plain question
(the permission or the count asked) and the wording, French and English.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.base import InvalidSituation, Rule, Verdict
from arbitre.engines.luz import rules as R
from arbitre.engines.luz.play import MISSING_TABLE, MISSING_TABLE_EN


@dataclass(frozen=True)
class General:
    rule: Rule
    verdict: str | int | None
    french: str
    english: str
    yes_no: bool = True  # a permission or a claim: a forbidding or negated question flips it
    ambiguous: bool = False


GENERAL: dict[str, General] = {
    "no-peek": General(
        R.NO_PEEK,
        "non",
        "On ne vérifie pas la valeur d'une carte avant de la jouer : on la découvre après.",
        "You do not check a card's value before playing it.",
    ),
    "one-safety": General(
        R.MARBLES,
        "non",
        "On peut prendre jusqu'à 1 bille Sécurité, pas davantage.",
        "You may take at most 1 Safety marble.",
    ),
    "safety-max": General(
        R.MARBLES,
        1,
        "On peut prendre jusqu'à 1 bille Sécurité, pas davantage.",
        "You may take at most 1 Safety marble.",
        yes_no=False,
    ),
    "safety-penalty": General(
        R.PENALTY,
        "non",
        "Pari raté : on perd cinq points par pli de différence avec les billes Pari, "
        "que l'on ait pris une bille Sécurité ou non : la Sécurité ne réduit pas la perte.",
        "Failed bet: you lose five points per trick of difference, whether or not you took a Safety "
        "marble: it does not reduce the loss.",
    ),
    "safety-penalty-same": General(
        R.PENALTY,
        "oui",
        "Pari raté : on perd cinq points par pli de différence avec les billes Pari, "
        "que l'on ait pris une bille Sécurité ou non.",
        "Failed bet: you lose five points per trick of difference, whether or not you took a Safety marble.",
    ),
    "success-table": General(
        R.SUCCESS_POINTS, None, MISSING_TABLE, MISSING_TABLE_EN, yes_no=False, ambiguous=True
    ),
    "off-colour-wins": General(
        R.TRICK_WINNER,
        None,
        "Le livret dit seulement que la carte la plus forte remporte le pli ; il ne "
        "précise pas si une carte d'une autre couleur que la couleur demandée peut gagner.",
        "The booklet only says the strongest card wins the trick; it does not settle whether an "
        "off-colour card can win.",
        yes_no=False,
        ambiguous=True,
    ),
    "hands-per-game": General(
        R.HANDS,
        4,
        "La partie se déroule en 4 donnes.",
        "A game is played over 4 hands.",
        yes_no=False,
    ),
    "tricks-per-hand": General(
        R.TEN_TRICKS,
        10,
        "Chaque donne est constituée de 10 plis.",
        "Each hand is made of 10 tricks.",
        yes_no=False,
    ),
    "tie-persists": General(
        R.TIE_SEAT,
        "le joueur le plus proche du premier joueur (ou le premier joueur)",
        "Égalité au score et à la dernière donne : le joueur le plus proche du premier joueur l'emporte "
        "(ou le premier joueur s'il est concerné).",
        "Tied on score and on the last hand: the player closest to the first player wins (or the first "
        "player if tied).",
        yes_no=False,
    ),
    "tricks-per-game": General(
        R.GAME_TRICKS,
        40,
        "4 donnes de 10 plis chacune : 40 plis dans la partie.",
        "4 hands of 10 tricks each: 40 tricks in a game.",
        yes_no=False,
    ),
    "cards-dealt": General(
        R.DEAL,
        10,
        "Le premier joueur distribue 10 cartes à chaque joueur.",
        "The first player deals 10 cards to each player.",
        yes_no=False,
    ),
    "lead-free": General(
        R.LEAD,
        "oui",
        "Celui qui entame le pli joue la carte de son choix ; sa couleur devient la couleur demandée.",
        "The player who leads plays any card; its colour becomes the led colour.",
    ),
    "backs-only": General(
        R.BACKS_ONLY,
        "non",
        "Tu tiens les cartes données par ton voisin de droite en veillant à n'en voir que le dos.",
        "You hold the cards your right-hand neighbour gave you seeing only their backs.",
    ),
    "box-contents": General(
        R.BOX, 65, "La boîte contient 65 cartes.", "The box holds 65 cards.", yes_no=False
    ),
    "box-marbles": General(
        R.BOX_MARBLES, 20, "La boîte contient 20 billes.", "The box holds 20 marbles.", yes_no=False
    ),
    "penalty-per-trick": General(
        R.PENALTY,
        -5,
        "Pari raté : on perd cinq points par pli de différence avec les billes Pari.",
        "Failed bet: you lose five points per trick of difference with the Pari marbles.",
        yes_no=False,
    ),
    "bet-order": General(
        R.BET_ORDER,
        "oui",
        "On parie en commençant par le premier joueur, puis chacun son tour dans le sens horaire.",
        "Bets start with the first player, then go clockwise.",
    ),
    "tie-last-hand": General(
        R.TIE_LAST_HAND,
        "oui",
        "Entre ex aequo, celui qui a marqué le plus de points lors de la dernière donne l'emporte.",
        "Among tied players, the one who scored most in the last hand wins.",
    ),
    "tie-first-player": General(
        R.TIE_SEAT,
        "oui",
        "Si l'égalité persiste, le premier joueur l'emporte s'il fait partie des ex aequo.",
        "If the tie persists, the first player wins when among the tied players.",
    ),
}


def general_rule(key: str, count: int | None = None, flipped: bool = False) -> Verdict:
    """The verdict of a general rule; `count` Sécurité marbles for "one-safety" (0 or 1 are allowed);
    `flipped` when the question asks the opposite ("est-il interdit de…").

    Raises InvalidSituation for an unknown rule key."""
    entry = GENERAL.get(key)
    if entry is None:
        raise InvalidSituation(f"Règle générale inconnue « {key} ». Règles : {', '.join(GENERAL)}.")
    verdict = entry.verdict
    if key == "one-safety" and count is not None and count <= 1:
        verdict = "oui"
    if flipped and verdict in ("oui", "non"):
        verdict = "non" if verdict == "oui" else "oui"
    return Verdict(entry.rule, verdict, entry.french, entry.english, ambiguous=entry.ambiguous)
