"""The Luz rules the engine enforces, each tied to its booklet sentence."""

from __future__ import annotations

from arbitre.engines.base import Rule

SLUG = "luz"


def _rule(rule_id: str, quote: str) -> Rule:
    return Rule(id=rule_id, game=SLUG, quote=quote)


HANDS = _rule("four-hands", "La partie se déroule en 4 donnes.")
TEN_TRICKS = _rule("ten-tricks-per-hand", "À l’issue des 10 plis constituant chaque donne")
GAME_TRICKS = _rule(
    "forty-tricks-per-game",
    "La partie se déroule en 4 donnes. À l’issue des 10 plis constituant chaque donne",
)
DEAL = _rule("ten-cards-each", "distribue 10 cartes face cachée à chaque joueur")
LEAD = _rule(
    "lead-sets-colour",
    "Le joueur devant entamer le pli joue la carte de son choix : la couleur de cette carte "
    "devient la couleur demandée pour ce pli.",
)
FOLLOW = _rule(
    "follow-colour",
    "Si vous avez au moins une carte de la couleur demandée en main, vous devez la jouer.",
)
FREE = _rule(
    "free-when-void",
    "Si vous n’avez pas de cartes de la couleur demandée en main, vous pouvez jouer n’importe quelle carte.",
)
NO_PEEK = _rule("no-peek", "Lorsque vous jouez une carte, ne vérifiez pas sa valeur au préalable.")
TRICK_WINNER = _rule("strongest-wins", "celui ayant joué la carte la plus forte remporte le pli")
MARBLES = _rule("bet-marbles", "vous pouvez prendre jusqu’à 1 bille Sécurité")
BET_EXACT = _rule(
    "bet-exact",
    "Si vous n’avez pas pris de bille Sécurité, votre pari est réussi si vous avez remporté "
    "exactement autant de plis que le nombre de billes Pari devant vous.",
)
BET_SAFETY = _rule(
    "bet-safety",
    "Si vous avez pris une bille Sécurité, votre pari est réussi si vous avez remporté autant de "
    "plis que le nombre de billes Pari devant vous ou un pli supplémentaire.",
)
PENALTY = _rule(
    "failed-bet-penalty",
    "Si vous n’avez pas réussi votre pari, perdez cinq points par pli de différence avec le "
    "nombre de billes Pari devant vous, que vous ayez pris une bille Sécurité ou non.",
)
SUCCESS_POINTS = _rule(
    "success-points-table", "gagnez les points indiqués dans le tableau ci-dessous"
)
FINAL = _rule("highest-score-wins", "le joueur ayant le score le plus élevé gagne la partie")
TIE_LAST_HAND = _rule(
    "tie-last-hand",
    "celui d’entre eux qui a marqué le plus de points lors de la dernière donne l’emporte",
)
TIE_SEAT = _rule(
    "tie-closest-to-first",
    "Si l’égalité persiste, c’est le joueur le plus proche du premier joueur qui l’emporte "
    "(ou le premier joueur s’il est concerné).",
)

BOX = _rule("box-contents", "65 cartes")
BOX_MARBLES = _rule("box-marbles", "20 billes")
BET_ORDER = _rule(
    "bet-order",
    "en commençant par le premier joueur, puis chacun votre tour dans le sens horaire, pariez",
)
BACKS_ONLY = _rule("backs-only", "en veillant à ne voir que le dos des cartes")

RULES: tuple[Rule, ...] = (
    HANDS,
    TEN_TRICKS,
    GAME_TRICKS,
    DEAL,
    LEAD,
    FOLLOW,
    FREE,
    NO_PEEK,
    TRICK_WINNER,
    MARBLES,
    BET_EXACT,
    BET_SAFETY,
    PENALTY,
    SUCCESS_POINTS,
    FINAL,
    TIE_LAST_HAND,
    TIE_SEAT,
    BOX,
    BOX_MARBLES,
    BET_ORDER,
    BACKS_ONLY,
)
