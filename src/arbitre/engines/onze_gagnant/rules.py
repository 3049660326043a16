"""The Onze Gagnant rules the engine enforces, each tied to its booklet sentence."""

from __future__ import annotations

from arbitre.engines.base import Rule

SLUG = "onze-gagnant"


def _rule(rule_id: str, quote: str) -> Rule:
    return Rule(id=rule_id, game=SLUG, quote=quote)


OBJECTIVE = _rule("objective-11", "Remplir son objectif de 11 points pour remporter la partie.")
PLUS_SIDE = _rule(
    "plus-side-positive",
    "Une fois jouées, toutes les cartes posées du côté + sont considérées comme positives",
)
MINUS_SIDE = _rule(
    "minus-side-negative", "Toutes celles du côté - sont considérées comme négatives"
)
PICTOGRAMS = _rule(
    "side-beats-pictogram",
    "Cela s'applique quels que soient les pictogrammes présents sur la carte",
)
EXCHANGE_SLOTS = _rule("exchange-slots-unchanged", "Les emplacements restent inchangés.")
PLACEMENT = _rule(
    "placement-by-pictogram",
    "Joue la carte en appliquant obligatoirement les règles de pose et actions décrites par les pictogrammes dans la "
    "partie supérieure de la carte",
)
MODIFY_OBJECTIVE = _rule(
    "modify-objective", "Peut se jouer du côté + ou - ou à droite du =11 pour modifier l'objectif."
)
NEUTRAL_SIGN = _rule(
    "neutral-sign", "Associez-lui une carte +/- neutre en laissant apparaître le signe choisi."
)
MINUS_ELEVEN = _rule("minus-eleven", "Remplacez votre carte objectif de 11 par -11.")
COLOUR_BONUS = _rule(
    "colour-bonus",
    "Si un joueur a 3 chiffres de sa couleur (la même que ses cartes de départ) dans son jeu, il "
    "bénéficie d'un bonus de +2 ou -2 pour valider son calcul.",
)
COLOUR_BONUS_EXAMPLE = _rule(
    "colour-bonus-example",
    "Exemple : Martine a 10 à la fin de son tour, pour un objectif attendu de 11.",
)
INTERDICTION = _rule(
    "interdiction-blocks",
    "Tant que cette carte est visible, elle empêche le joueur qui l'a dans son jeu de valider son "
    "objectif et donc de gagner la partie",
)
INTERDICTION_GIVE = _rule(
    "interdiction-from-pile",
    'une carte "interdiction" se trouve dans la pioche et peut être placée dans le jeu d\'un autre joueur.',
)
INTERDICTION_EMPTY = _rule(
    "interdiction-void-empty-pile", "Ces cartes n'ont plus d'effet si la pioche est vide."
)
IMMEDIATE_WIN = _rule(
    "immediate-win",
    "Si un joueur valide son objectif et qu'il n'y a pas d'interdiction dans sa zone de jeu, le "
    "tour s'arrête immédiatement et ce joueur est vainqueur.",
)
EMPTY_PILE = _rule(
    "empty-pile-closest",
    "S'il n'y a plus de cartes à piocher, la partie s'achève immédiatement et le gagnant est celui "
    "dont le résultat est le plus proche de son objectif.",
)
TIE_ELEVEN = _rule(
    "tie-closest-to-11", "C'est celui qui est le plus proche de 11 qui est vainqueur"
)
NO_WINNER = _rule("tie-no-winner", "Si l'égalité persiste, il n'y a pas de vainqueur")
WHO_STARTS = _rule("who-starts", "Le joueur le plus proche de ses onze ans commence la partie !")
REPLACED_GONE = _rule(
    "replaced-never-back", "La carte remplacée est défaussée et ne pourra jamais revenir en jeu."
)
MANDATORY_ACTION = _rule(
    "mandatory-action", "Chaque action est obligatoire si elle est mécaniquement possible"
)
ALTERNATIVE_PLACING = _rule(
    "alternative-placing-optional",
    "Le pictogramme /= n'est pas une action, mais une règle de pose alternative et optionnelle",
)
BONUS_ONCE = _rule(
    "bonus-draw-once",
    "Lors de son tour et une seule fois durant la partie, chaque joueur peut choisir de piocher une carte de "
    "l'extension à la place d'une carte de la pioche principale.",
)
BONUS_PLAY_NOW = _rule(
    "bonus-card-played-at-once",
    "La carte piochée de l'extension doit être jouée immédiatement en appliquant les effets de celle-ci.",
)
DILEMMA = _rule(
    "dilemma-face-up",
    "Prendre la carte face visible (qui sera aussitôt remplacée par la première carte de la pioche)",
)
SOLO_LINES = _rule(
    "solo-four-lines",
    "le joueur récupère toutes les cartes de départ et les place devant lui pour constituer 4 lignes distinctes, une pour chaque couleur.",
)
SOLO_ORDER = _rule(
    "solo-fixed-order",
    "Le joueur doit conserver le même ordre de jeu tout au long de la partie, il ne choisit pas librement pour quelle ligne il va "
    "piocher une carte.",
)
LINE_GOAL = _rule("line-objective-11", "L'objectif de chaque ligne reste 11.")
SOLO_WIN = _rule(
    "solo-all-lines-win", "Si le joueur valide les objectifs de toutes les lignes, c'est gagné !"
)
COOP_WIN = _rule(
    "coop-all-objectives-win", "Si tous les joueurs valident leurs objectifs, c'est gagné !"
)
COOP_TWO = _rule("coop-two-players", "À 2 joueurs : chaque joueur gère deux couleurs")
SUCCESS_TABLE = _rule(
    "success-table", "référez-vous au tableau ci-dessous pour mesurer votre succès"
)

# The pictogram cards ("Cartes avec Pictogrammes"): the booklet names them only by what they do.
EXCHANGE_CARD = _rule(
    "exchange-card",
    "Se pose dans son jeu (+ ou -), puis oblige à échanger une de ses cartes avec celle d'un adversaire au choix.",
)
PLUS_ONLY_CARD = _rule("plus-only-card", "Se pose uniquement dans son jeu du côté du +.")
MINUS_ONLY_CARD = _rule("minus-only-card", "Se pose uniquement dans son jeu du côté du -.")
OTHER_PLAYER_CARD = _rule(
    "other-player-card", "Se pose chez un autre joueur au choix, du côté + ou -."
)
REPLACE_CARD = _rule(
    "replace-card",
    "Remplace une carte (si une autre carte est déjà en jeu), dans son jeu, du côté + ou -.",
)
DISCARD_CARD = _rule(
    "discard-card", "Permet de défausser une carte de son jeu ou de celui d'un autre joueur."
)
FLIP_CARD = _rule(
    "flip-card",
    "Permet d'échanger les symboles + et - dans son jeu ou celui d'un autre joueur en pivotant à 180° sa carte +/-.",
)
ACTION_CARD_GONE = _rule("action-card-discarded", "Cette carte est ensuite défaussée.")
DRAW_TWO_CARD = _rule(
    "draw-two-card",
    "Se pose uniquement du côté - dans son jeu, puis fait piocher 2 cartes, en jouer une et remélanger la "
    "seconde dans la pioche.",
)
INTERDICTION_RID = _rule(
    "interdiction-removal",
    "il faut donc s'en débarrasser en la remplaçant, en l'échangeant ou en la défaussant.",
)
GOAL_CARDS_REMOVABLE = _rule(
    "goal-cards-removable",
    "Les cartes placées à droite du =11 peuvent être recouvertes ou défaussées.",
)

RULES: tuple[Rule, ...] = (
    OBJECTIVE,
    PLUS_SIDE,
    MINUS_SIDE,
    PICTOGRAMS,
    EXCHANGE_SLOTS,
    PLACEMENT,
    MODIFY_OBJECTIVE,
    NEUTRAL_SIGN,
    MINUS_ELEVEN,
    COLOUR_BONUS,
    COLOUR_BONUS_EXAMPLE,
    INTERDICTION,
    INTERDICTION_GIVE,
    INTERDICTION_EMPTY,
    IMMEDIATE_WIN,
    EMPTY_PILE,
    TIE_ELEVEN,
    NO_WINNER,
    SUCCESS_TABLE,
    WHO_STARTS,
    REPLACED_GONE,
    MANDATORY_ACTION,
    ALTERNATIVE_PLACING,
    BONUS_ONCE,
    BONUS_PLAY_NOW,
    DILEMMA,
    SOLO_LINES,
    SOLO_ORDER,
    LINE_GOAL,
    COOP_TWO,
    SOLO_WIN,
    COOP_WIN,
    EXCHANGE_CARD,
    PLUS_ONLY_CARD,
    MINUS_ONLY_CARD,
    OTHER_PLAYER_CARD,
    REPLACE_CARD,
    DISCARD_CARD,
    FLIP_CARD,
    ACTION_CARD_GONE,
    DRAW_TWO_CARD,
    INTERDICTION_RID,
    GOAL_CARDS_REMOVABLE,
)
