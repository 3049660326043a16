"""The Lucky Numbers rules the engine enforces, each tied to its booklet sentence."""

from __future__ import annotations

from arbitre.engines.base import Rule

GAME = "lucky-numbers"

CLOVER_RANGE = Rule("clover-range", GAME, "trèfles numérotés de 1 à 20")
STRICTLY_INCREASING = Rule(
    "strictly-increasing",
    GAME,
    "Les nombres doivent monter strictement dans chaque rangée et chaque colonne",
)
GAPS_ALLOWED = Rule("gaps-allowed", GAME, "Ils n'ont en revanche pas besoin de se suivre.")
SETUP_DIAGONAL = Rule(
    "setup-diagonal",
    GAME,
    "Chaque joueur tire 4 trèfles et les pose face visible sur les quatre cases dorées "
    "de la diagonale, dans l'ordre qu'il veut.",
)
DRAW_OR_TAKE = Rule(
    "draw-or-take",
    GAME,
    "Retourne un trèfle de la pioche, ou prends un trèfle laissé face visible au milieu de la table.",
)
FACE_UP_NEEDS_ONE = Rule(
    "take-face-up-needs-one",
    GAME,
    "Récupérer un trèfle face visible n'est possible que si au moins un trèfle a déjà été "
    "défaussé au centre.",
)
PLACE_OR_SWAP = Rule(
    "place-or-swap",
    GAME,
    "Pose-le sur une case vide ou échange-le contre un trèfle déjà posé, sans casser l'ordre croissant.",
)
SWAP_KEEPS_ORDER = Rule(
    "swap-keeps-order",
    GAME,
    "tu peux échanger le nouveau trèfle contre un trèfle déjà en place, si l'ordre croissant "
    "reste respecté",
)
REMOVED_FACE_UP = Rule(
    "removed-goes-face-up", GAME, "Le trèfle retiré part face visible au milieu de la table."
)
REFUSE_ANY = Rule("refuse-any", GAME, "Tu peux le refuser, même s'il était jouable")
GOLDEN_ORDINARY = Rule(
    "golden-squares-ordinary",
    GAME,
    "ces cases se jouent et s'échangent comme toutes les autres",
)
FULL_GARDEN_WINS = Rule(
    "full-garden-wins",
    GAME,
    "Dès qu'un joueur pose un trèfle sur la dernière case vide de son plateau, en respectant "
    "la règle de pose, il gagne immédiatement.",
)
PILE_EXHAUSTED = Rule(
    "fewest-empty-wins",
    GAME,
    "celui qui a le moins de cases vides sur son plateau l'emporte",
)
LAST_CLOVER_TURN = Rule(
    "last-clover-finishes-turn",
    GAME,
    "Le joueur qui retourne le dernier trèfle caché finit son tour",
)
TIE_SHARED = Rule("tie-shared", GAME, "En cas d'égalité, ils gagnent ensemble.")
TOURNAMENT_ROUNDS = Rule(
    "tournament-rounds",
    GAME,
    "On joue autant de manches qu'il y a de joueurs, chacun commençant une fois.",
)
TOURNAMENT_SCORING = Rule(
    "tournament-scoring",
    GAME,
    "le gagnant prend 2 points et les autres perdent 1 point par case vide",
)
TOURNAMENT_BEST = Rule("tournament-best-total", GAME, "Le meilleur total final l'emporte.")
COLOUR_IRRELEVANT = Rule("colour-irrelevant", GAME, "seule la valeur des trèfles importe")

RULES: tuple[Rule, ...] = (
    CLOVER_RANGE,
    STRICTLY_INCREASING,
    GAPS_ALLOWED,
    SETUP_DIAGONAL,
    DRAW_OR_TAKE,
    FACE_UP_NEEDS_ONE,
    PLACE_OR_SWAP,
    SWAP_KEEPS_ORDER,
    REMOVED_FACE_UP,
    REFUSE_ANY,
    GOLDEN_ORDINARY,
    FULL_GARDEN_WINS,
    PILE_EXHAUSTED,
    LAST_CLOVER_TURN,
    TIE_SHARED,
    TOURNAMENT_ROUNDS,
    TOURNAMENT_SCORING,
    TOURNAMENT_BEST,
    COLOUR_IRRELEVANT,
)
