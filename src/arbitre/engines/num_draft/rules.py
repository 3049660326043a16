"""The NUM DRAFT rules the engine enforces, each tied to its booklet sentence."""

from __future__ import annotations

from arbitre.engines.base import Rule

SLUG = "num-draft"


def _rule(rule_id: str, quote: str) -> Rule:
    return Rule(id=rule_id, game=SLUG, quote=quote)


GROUP_POINTS = _rule("group-points", "2 pts en groupe couleur, 3 pts en groupe valeur")
GROUP_SIZE = _rule("group-size", "au moins 2 cartes de même couleur")
CUMUL = _rule(
    "colour-and-value",
    "Une carte normale peut compter à la fois dans un groupe de couleur et dans un groupe de valeur.",
)
POOL = _rule("score-pool", "Le score se calcule sur un pool de 15 cartes.")
SHARED_COLUMNS = _rule("shared-columns", "la colonne gauche du voisin de droite (3 cartes)")
SHARED_COLUMNS_LEFT = _rule(
    "shared-columns-left", "la colonne droite du voisin de gauche (3 cartes)"
)
CENTRE_PRIVATE = _rule("centre-private", "La colonne centrale n'est jamais partagée.")
ANCHORING = _rule(
    "anchoring",
    "les cartes venues des colonnes adverses ne peuvent qu'augmenter une combinaison "
    "déjà présente dans votre propre grille",
)
NEVER_ALONE = _rule(
    "never-alone", "Elles ne peuvent jamais former seules une combinaison qui marque."
)
SHADOW_ANCHOR = _rule(
    "shadow-anchor", "Shadow ne peut ancrer qu'un groupe Shadow déjà présent dans votre grille."
)
RAINBOW_ANCHOR = _rule(
    "rainbow-colour-joker",
    "peut ancrer n'importe quel groupe couleur existant dans votre grille",
)
NEIGHBOUR_BONUS = _rule(
    "neighbour-bonus",
    "Bonus de provenance voisine : Classique +1, Shadow +0, Rainbow +1 (et devient joker de "
    "couleur), Joker +1 (conserve son wildcard total).",
)
JOKER_SINGLE_USE = _rule(
    "joker-single-use", "Usage unique : il ne compte jamais à la fois en couleur et en valeur."
)
JOKER_ONE_COMBINATION = _rule(
    "joker-one-combination", "Il rejoint une seule combinaison, la plus rentable."
)
CLASSIC_CONTACT = _rule(
    "classic-contact",
    "Pour qu'une combinaison marque, les cartes du groupe doivent se toucher par un côté "
    "(haut, bas, gauche, droite).",
)
NO_DIAGONAL = _rule("no-diagonal", "La diagonale ne compte pas.")
CONTACT_NEIGHBOURS = _rule(
    "contact-neighbours", "Cette règle s'applique aussi aux cartes provenant des colonnes adverses."
)
DISCOVERY = _rule(
    "discovery-no-contact",
    "On ignore la contrainte de contact par cote, et on conserve toutes les autres regles.",
)
RANK_CLASSIC = _rule("rank-classic", "Mode Classique (officiel, groupes connectes)")
RANK_DISCOVERY = _rule("rank-discovery", "Mode Decouverte/Familiale")
GAME_MASTER = _rule("game-master", "La plus petite valeur unique désigne le Maître du jeu.")
REVEAL_AGAIN = _rule(
    "reveal-again",
    "En cas d'égalité sans valeur unique, les joueurs à égalité retournent une nouvelle carte, "
    "jusqu'à désignation.",
)
TURN_ORDER = _rule(
    "turn-order",
    "Ordre obligatoire du tour : donner une carte de grille, compléter sa grille, passer sa main à gauche.",
)
FIRST_GIVE = _rule(
    "first-give",
    "Au premier tour, cette carte est obligatoirement la carte retournée à l'ouverture de partie.",
)
HAND_SIZE = _rule("hand-size", "Elle monte temporairement à 6 quand une carte de grille est reçue.")
ANNOUNCE = _rule(
    "announce-anytime",
    "NUM DRAFT peut être annoncé à tout moment et déclenche un dernier coup collectif.",
)

RULES: tuple[Rule, ...] = (
    GROUP_POINTS,
    GROUP_SIZE,
    CUMUL,
    POOL,
    SHARED_COLUMNS,
    SHARED_COLUMNS_LEFT,
    CENTRE_PRIVATE,
    ANCHORING,
    NEVER_ALONE,
    SHADOW_ANCHOR,
    RAINBOW_ANCHOR,
    NEIGHBOUR_BONUS,
    JOKER_SINGLE_USE,
    JOKER_ONE_COMBINATION,
    CLASSIC_CONTACT,
    NO_DIAGONAL,
    CONTACT_NEIGHBOURS,
    DISCOVERY,
    RANK_CLASSIC,
    RANK_DISCOVERY,
    GAME_MASTER,
    REVEAL_AGAIN,
    TURN_ORDER,
    FIRST_GIVE,
    HAND_SIZE,
    ANNOUNCE,
)

# Setup and turn facts read by setup.py.
DECK_RECOMMENDED = _rule("deck-recommended", "deck 0 a 12 + 2 Jokers (80 cartes au total)")
DECK_VARIANT = _rule("deck-variant", "deck 0 a 16 + 2 Jokers (104 cartes au total)")
NUMBERS_RECOMMENDED = _rule(
    "number-cards-recommended",
    "valeurs 0 a 12, soit 13 valeurs × 6 couleurs = 78 cartes numeriques",
)
NUMBERS_VARIANT = _rule(
    "number-cards-variant", "valeurs 0 a 16, soit 17 valeurs × 6 couleurs = 102 cartes numeriques"
)
JOKER_COPIES = _rule("joker-copies", "Joker (2 exemplaires)")
PASS_LEFT = _rule("pass-left", "Chaque joueur passe sa main au voisin de gauche.")
REPLACE_SLOT = _rule(
    "replace-freed-slot", "Il remplace exactement l'emplacement libéré à l'étape DONNE."
)
SAME_BASE = _rule(
    "same-base-score",
    "Rainbow et Shadow ne se distinguent que par leur comportement d'ancrage, pas par un bonus ou malus de points.",
)
RAINBOW_OWN = _rule(
    "rainbow-own-colour", "Rainbow forme son propre groupe couleur, comme toute autre couleur."
)
END_NO_WIN = _rule(
    "end-no-win", "Déclencher la fin ne garantit pas la victoire : seul le score final compte."
)

RULES += (
    DECK_RECOMMENDED,
    DECK_VARIANT,
    NUMBERS_RECOMMENDED,
    NUMBERS_VARIANT,
    JOKER_COPIES,
    PASS_LEFT,
    REPLACE_SLOT,
    SAME_BASE,
    END_NO_WIN,
    RAINBOW_OWN,
)

# Setup, turn flow and end of game, read by setup.py (flow readers).
GRID_DEALT = _rule(
    "grid-dealt-face-down", "Chaque joueur reçoit une grille de 9 cartes face cachée (3×3)."
)
HAND_DEALT = _rule("hand-dealt", "Chaque joueur reçoit une main de 5 cartes.")
VARIANT_HAND = _rule(
    "variant-hand",
    "Variante 6 a 7 joueurs : utilisez le deck complet 0 a 16 (102 numeriques + 2 Jokers = 104 cartes), "
    "en conservant une main de 5 cartes.",
)
OPENING_REVEAL = _rule(
    "opening-reveal",
    "Ouverture de partie : avant le tout premier tour, chaque joueur retourne 1 carte de sa grille.",
)
MASTER_COMMANDS = _rule(
    "master-calls-commands",
    "Le Maître du jeu rythme chaque tour en annonçant les 3 commandements suivants, dans cet ordre",
)
GIVE_FROM_GRID = _rule(
    "give-grid-card", "Chaque joueur choisit 1 carte de sa grille (cachée ou visible)."
)
GIVE_LEFT = _rule("give-left", "Il la passe au voisin de gauche.")
GIVEN_TO_HAND = _rule(
    "given-card-to-hand",
    "Cette carte rejoint la main du voisin, qui passe temporairement à 6 cartes.",
)
POSE_ONE = _rule("pose-one-hand-card", "Chaque joueur complète sa grille avec 1 carte de sa main.")
HAND_BACK = _rule("hand-back-to-5", "La main revient à 5 cartes.")
END_TWO_WAYS = _rule("end-two-ways", "La fin de partie peut être déclenchée de deux façons")
END_LAST_CARD = _rule(
    "end-last-hidden-card", "un joueur retourne volontairement sa dernière carte face cachée"
)
LAST_MOVE_ALL = _rule(
    "last-move-everyone", "Quand NUM DRAFT est annoncé, tous les joueurs jouent un dernier coup"
)
LAST_PASS = _rule(
    "last-move-pass-hidden",
    "chaque joueur passe toutes ses cartes encore face cachée au voisin de gauche",
)
LAST_COMPLETE = _rule(
    "last-move-complete",
    "puis chaque joueur complète sa grille avec sa main et les cartes reçues pendant cet échange.",
)
SCORE_NOW = _rule(
    "score-after-last-move", "Après ce dernier coup, on calcule immédiatement les scores."
)

RULES += (
    GRID_DEALT,
    HAND_DEALT,
    VARIANT_HAND,
    OPENING_REVEAL,
    MASTER_COMMANDS,
    GIVE_FROM_GRID,
    GIVE_LEFT,
    GIVEN_TO_HAND,
    POSE_ONE,
    HAND_BACK,
    END_TWO_WAYS,
    END_LAST_CARD,
    LAST_MOVE_ALL,
    LAST_PASS,
    LAST_COMPLETE,
    SCORE_NOW,
)
