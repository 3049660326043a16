"""NUM DRAFT rules asked in general, each decided once here, for the question path and /check alike.

A general question names a rule and no situation: "le joker peut compter en couleur et en valeur ?",
"on est 6, combien de cartes ?". Each entry is the rule, its answer to the plain question (the
permission, the claim or the count asked) and the wording, French and English. A count that
depends on a stated fact (the number of players, the hand size claimed) is decided by `general_rule`.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.base import InvalidSituation, Rule, Verdict
from arbitre.engines.num_draft import rules as R


@dataclass(frozen=True)
class General:
    rule: Rule
    verdict: str | int
    french: str
    english: str
    # The word the rule names and its opposite (concepts of corpus/num-draft/reading.toml): a yes/no
    # question that says the opposite ("la main passe à droite ?") gets the other answer.
    said: tuple[tuple[str, str], ...] = ()
    at: str | None = None  # the command the rule belongs to: another one said is another question
    needs: tuple[
        str, ...
    ] = ()  # one of these must be said ("chacun", a side: one neighbour's cards)
    open_on: tuple[str, ...] = ()  # said, the question is one the rule does not answer
    # said as the asker's own ("ma grille"), the question is of a game in play, not the rule's setup
    in_play: tuple[str, ...] = ()


GENERAL: dict[str, General] = {
    "joker-both": General(
        R.JOKER_SINGLE_USE,
        "non",
        "Le Joker ne compte jamais à la fois en couleur et en valeur : il rejoint une seule combinaison, la plus rentable.",
        "A Joker never counts for both colour and value: it joins a single combination, the most profitable one.",
    ),
    "card-both": General(
        R.CUMUL,
        "oui",
        "Une carte normale peut compter à la fois dans un groupe de couleur et dans un groupe de valeur.",
        "A normal card may count in a colour group and in a value group at the same time.",
    ),
    "centre-private": General(
        R.CENTRE_PRIVATE,
        "non",
        "La colonne centrale n'est jamais partagée : elle ne compte que pour son propriétaire.",
        "The centre column is never shared: it only counts for its owner.",
    ),
    "shared-column": General(
        R.SHARED_COLUMNS_LEFT,
        "oui",
        "Ton pool compte la colonne droite de ton voisin de gauche et la colonne gauche de ton voisin de droite.",
        "Your pool counts your left neighbour's right column and your right neighbour's left column.",
    ),
    "wrong-column": General(
        R.SHARED_COLUMNS_LEFT,
        "non",
        "Ton pool compte la colonne droite de ton voisin de gauche et la colonne gauche de ton voisin de droite, "
        "pas l'autre colonne de côté.",
        "Your pool counts your left neighbour's right column and your right neighbour's left column, not the other side.",
    ),
    "own-column-shared": General(
        R.SHARED_COLUMNS,
        "oui",
        "Ta colonne de gauche compte pour ton voisin de gauche, ta colonne de droite pour ton voisin de droite : "
        "chaque colonne de côté fait face au voisin de ce côté.",
        "Your left column counts for your left neighbour, your right column for your right neighbour.",
    ),
    "own-column-other": General(
        R.SHARED_COLUMNS,
        "non",
        "Non : ta colonne de gauche compte pour ton voisin de gauche, ta colonne de droite pour ton voisin de droite.",
        "No: your left column counts for your left neighbour, your right column for your right neighbour.",
    ),
    "announce-anytime": General(
        R.ANNOUNCE,
        "oui",
        "NUM DRAFT peut être annoncé à tout moment et déclenche un dernier coup collectif.",
        "NUM DRAFT may be announced at any time; it triggers a last collective move.",
        open_on=("receive",),
    ),
    "announce-wins": General(
        R.END_NO_WIN,
        "non",
        "Déclencher la fin ne garantit pas la victoire : seul le score final compte.",
        "Triggering the end does not win the game: only the final score counts.",
    ),
    "hand-six": General(
        R.HAND_SIZE,
        "oui",
        "La main a 5 cartes ; elle monte temporairement à 6 quand une carte de grille est reçue au DONNE.",
        "The hand holds 5 cards, temporarily 6 when a grid card is received at DONNE.",
        at="DONNE",
    ),
    "hand-after-give": General(
        R.GIVEN_TO_HAND,
        6,
        "La carte de grille reçue au DONNE rejoint ta main, qui passe temporairement à 6 cartes.",
        "The grid card received at DONNE joins your hand, which temporarily holds 6 cards.",
        at="DONNE",
    ),
    "pool-size": General(
        R.POOL,
        15,
        "Le score se calcule sur un pool de 15 cartes : tes 9 cartes de grille et 3 cartes de chaque voisin.",
        "The score is computed on a pool of 15 cards: your 9 grid cards and 3 from each neighbour.",
    ),
    "neighbour-cards": General(
        R.POOL,
        6,
        "Le pool compte 3 cartes de chaque voisin : 6 cartes venues des voisins.",
        "The pool counts 3 cards from each neighbour: 6 cards from the neighbours.",
        open_on=("each_one", "left", "right", "grid"),
    ),
    "rainbow-worth": General(
        R.SAME_BASE,
        "non",
        "Dans ta propre grille, Rainbow et Shadow rapportent le même score que toute carte : aucun bonus, aucun malus.",
        "In your own grid Rainbow and Shadow score like any card: no bonus, no malus.",
    ),
    "contact-values": General(
        R.CLASSIC_CONTACT,
        "oui",
        "En mode Classique, les cartes d'un groupe, de couleur comme de valeur, doivent se toucher par un côté.",
        "In Classic mode the cards of a group, colour or value, must touch by a side.",
    ),
    "first-give": General(
        R.FIRST_GIVE,
        "non",
        "Au premier tour, la carte donnée au DONNE est obligatoirement celle retournée à l'ouverture de partie.",
        "On the first turn, the card given at DONNE must be the one revealed at the opening.",
    ),
    "give-hidden": General(
        R.GIVE_FROM_GRID,
        "oui",
        "Au DONNE, chaque joueur choisit 1 carte de sa grille, cachée ou visible.",
        "At DONNE each player picks 1 card of their grid, hidden or visible.",
        at="DONNE",
        open_on=("first_turn",),  # the first turn gives the revealed card (first-give)
    ),
    "pose-other-slot": General(
        R.REPLACE_SLOT,
        "non",
        "Au POSE, la carte de la main remplace exactement l'emplacement libéré à l'étape DONNE.",
        "At POSE the hand card goes exactly into the slot freed at DONNE.",
        at="POSE",
    ),
    "joker-copies": General(
        R.JOKER_COPIES,
        2,
        "Le deck contient 2 Jokers.",
        "The deck holds 2 Jokers.",
    ),
    "number-cards": General(
        R.NUMBERS_RECOMMENDED,
        78,
        "De 2 à 5 joueurs : 78 cartes numériques (0 à 12, six couleurs), sans les 2 Jokers.",
        "With 2 to 5 players: 78 number cards (0 to 12, six colours), without the 2 Jokers.",
    ),
    "deck-size": General(
        R.DECK_RECOMMENDED,
        80,
        "De 2 à 5 joueurs : 78 cartes numériques (0 à 12, six couleurs) + 2 Jokers = 80 cartes.",
        "With 2 to 5 players: 78 number cards (0 to 12, six colours) + 2 Jokers = 80 cards.",
    ),
}
# Setup, turn flow and end of game, as the booklet states them.
GENERAL |= {
    "grid-size": General(
        R.GRID_DEALT,
        9,
        "Chaque joueur reçoit une grille de 9 cartes (3×3), face cachée.",
        "Each player is dealt a grid of 9 cards (3×3), face down.",
        in_play=("grid",),  # "combien de cartes dans ma grille ?": after a DONNE, 8
    ),
    "grid-face-down": General(
        R.GRID_DEALT,
        "oui",
        "La grille de 9 cartes est distribuée face cachée.",
        "The 9-card grid is dealt face down.",
        (("face_down", "face_up"),),
    ),
    "hand-start": General(
        R.HAND_DEALT,
        5,
        "Chaque joueur reçoit une main de 5 cartes (à 6 ou 7 joueurs aussi).",
        "Each player is dealt a hand of 5 cards (with 6 or 7 players too).",
    ),
    "opening-reveal": General(
        R.OPENING_REVEAL,
        1,
        "Avant le tout premier tour, chaque joueur retourne 1 carte de sa grille.",
        "Before the very first turn, each player turns over 1 card of their grid.",
    ),
    "master-calls": General(
        R.MASTER_COMMANDS,
        "oui",
        "C'est le Maître du jeu qui annonce les 3 commandements de chaque tour : DONNE, POSE, PASSE.",
        "The game master calls each turn's 3 commands: DONNE, POSE, PASSE.",
        (("master", "everyone"),),
        open_on=("order_word", "asker_self"),
    ),
    "commands-count": General(
        R.MASTER_COMMANDS,
        3,
        "Chaque tour a 3 commandements, dans cet ordre : DONNE, POSE, PASSE.",
        "Each turn has 3 commands, in this order: DONNE, POSE, PASSE.",
    ),
    "give-count": General(
        R.GIVE_FROM_GRID,
        1,
        "Au DONNE, chaque joueur donne 1 carte de sa grille (cachée ou visible).",
        "At DONNE each player gives 1 card of their grid (hidden or visible).",
        at="DONNE",
    ),
    "give-left": General(
        R.GIVE_LEFT,
        "oui",
        "Au DONNE, la carte de grille choisie passe au voisin de gauche.",
        "At DONNE the grid card chosen goes to the left neighbour.",
        (("left", "right"), ("grid", "hand")),  # the grid card goes left, never the hand
        at="DONNE",
    ),
    "given-to-hand": General(
        R.GIVEN_TO_HAND,
        "oui",
        "La carte reçue au DONNE rejoint la main de celui qui la reçoit, pas sa grille.",
        "The card received at DONNE joins the receiver's hand, not their grid.",
        (("hand", "grid"),),
        at="DONNE",
    ),
    "pose-count": General(
        R.POSE_ONE,
        1,
        "Au POSE, chaque joueur complète sa grille avec 1 carte de sa main.",
        "At POSE each player fills their grid with 1 card of their hand.",
        at="POSE",
    ),
    "hand-back": General(
        R.HAND_BACK,
        5,
        "Après le POSE, la main revient à 5 cartes.",
        "After POSE the hand is back to 5 cards.",
        at="POSE",
    ),
    "pass-left": General(
        R.PASS_LEFT,
        "oui",
        "Au PASSE, chaque joueur passe sa main au voisin de gauche.",
        "At PASSE each player passes their hand to the left neighbour.",
        (("left", "right"),),
        at="PASSE",
    ),
    "end-ways": General(
        R.END_TWO_WAYS,
        2,
        "La fin de partie se déclenche de deux façons : en retournant sa dernière carte face cachée, "
        "ou en annonçant NUM DRAFT.",
        "The end is triggered in two ways: turning over one's last face-down card, or calling NUM DRAFT.",
    ),
    "last-card-ends": General(
        R.END_LAST_CARD,
        "oui",
        "Retourner sa dernière carte face cachée déclenche la fin de partie.",
        "Turning over one's last face-down card triggers the end of the game.",
        open_on=("at_once", "another_turn"),
    ),
    "last-move-all": General(
        R.LAST_MOVE_ALL,
        "oui",
        "Quand NUM DRAFT est annoncé, tous les joueurs jouent un dernier coup.",
        "When NUM DRAFT is called, every player plays a last move.",
        (("everyone", "only_one"),),
    ),
    "last-pass": General(
        R.LAST_PASS,
        "oui",
        "Au dernier coup, chaque joueur passe toutes ses cartes encore face cachée au voisin de gauche ; "
        "les cartes visibles restent.",
        "In the last move each player passes all their still face-down cards to the left; visible ones stay.",
        (("left", "right"), ("face_down", "face_up")),
        open_on=("reveal", "another_turn"),
    ),
    "announce-ends-at-once": General(
        R.LAST_MOVE_ALL,
        "non",
        "Non : l'annonce de NUM DRAFT ne termine pas la partie sur-le-champ, tous les joueurs jouent un dernier coup.",
        "No: calling NUM DRAFT does not end the game on the spot; every player plays a last move.",
    ),
    "each-neighbour-cards": General(
        R.POOL,
        3,
        "Le pool compte 3 cartes de chaque voisin : sa colonne partagée avec toi.",
        "The pool counts 3 cards from each neighbour: the column they share with you.",
        needs=("each_one", "left", "right"),
        open_on=("grid",),
    ),
    "grid-cards-pool": General(
        R.POOL,
        9,
        "Les 9 cartes de ta grille comptent toutes dans ton pool de 15 cartes.",
        "All 9 cards of your grid count in your 15-card pool.",
        needs=("pool", "score_total"),
        open_on=("neighbour",),
    ),
    "score-now": General(
        R.SCORE_NOW,
        "oui",
        "Après ce dernier coup, on calcule immédiatement les scores : aucun autre tour.",
        "After that last move the scores are computed at once: no further turn.",
        (("at_once", "another_turn"),),
    ),
}
NUMBER_CARDS = General(
    R.NUMBERS_RECOMMENDED,
    78,
    "De 2 à 5 joueurs : 78 cartes numériques (0 à 12, six couleurs), sans les 2 Jokers.",
    "With 2 to 5 players: 78 number cards (0 to 12, six colours), without the 2 Jokers.",
)
VARIANT_NUMBER_CARDS = General(
    R.NUMBERS_VARIANT,
    102,
    "À 6 ou 7 joueurs : 102 cartes numériques (0 à 16, six couleurs), sans les 2 Jokers.",
    "With 6 or 7 players: 102 number cards (0 to 16, six colours), without the 2 Jokers.",
)
VARIANT_DECK = General(
    R.DECK_VARIANT,
    104,
    "À 6 ou 7 joueurs : 102 cartes numériques (0 à 16, six couleurs) + 2 Jokers = 104 cartes.",
    "With 6 or 7 players: 102 number cards (0 to 16, six colours) + 2 Jokers = 104 cards.",
)
VARIANT_HAND = General(
    R.VARIANT_HAND,
    5,
    "À 6 ou 7 joueurs, on joue avec le deck complet 0 à 16 en conservant une main de 5 cartes.",
    "With 6 or 7 players the full 0-16 deck is used, keeping a hand of 5 cards.",
)
# The obligation asked rather than the permission: "je suis obligé de donner la carte retournée ?"
# (yes, it is the rule), "on est obligé d'annoncer NUM DRAFT ?" (no: it may be, any time).
MUST_FORMS = {"first-give": "oui", "announce-anytime": "non"}
FLIPPED = {"oui": "non", "non": "oui"}


def general_rule(
    key: str,
    players: int | None = None,
    hand: int | None = None,
    must: bool = False,
    count: int | None = None,
    opposite: bool = False,
) -> Verdict:
    """The verdict of a general rule: `players` picks the deck, `hand` is a hand size claimed,
    `must` asks the obligation rather than the permission of another choice, `count` is a number
    claimed for a rule that counts ("une grille de 12 cartes ?"), `opposite` says the question names
    the opposite of the rule's word ("à droite ?" of a rule that says left).

    Raises InvalidSituation for an unknown rule key or a player count the game does not have."""
    entry = GENERAL.get(key)
    if entry is None:
        raise InvalidSituation(f"Règle générale inconnue « {key} ». Règles : {', '.join(GENERAL)}.")
    verdict: str | int = entry.verdict
    if key == "deck-size" and players is not None:
        if not 2 <= players <= 7:
            raise InvalidSituation("NUM DRAFT se joue de 2 à 7 joueurs.")
        entry = VARIANT_DECK if players >= 6 else entry
        verdict = entry.verdict
    if key == "number-cards":
        if players is not None and not 2 <= players <= 7:
            raise InvalidSituation("NUM DRAFT se joue de 2 à 7 joueurs.")
        entry = VARIANT_NUMBER_CARDS if players is not None and players >= 6 else NUMBER_CARDS
        verdict = entry.verdict
    if key == "hand-start" and players is not None:
        if not 2 <= players <= 7:
            raise InvalidSituation("NUM DRAFT se joue de 2 à 7 joueurs.")
        entry = VARIANT_HAND if players >= 6 else entry
    if key == "hand-six" and hand is not None:
        verdict = "oui" if hand in (5, 6) else "non"
    if must and key in MUST_FORMS:
        verdict = MUST_FORMS[key]
    if count is not None:
        if not isinstance(verdict, int):
            raise InvalidSituation(f"La règle « {key} » ne compte rien : pas de nombre à vérifier.")
        verdict = "oui" if count == verdict else "non"
    if opposite:
        if not entry.said or verdict not in FLIPPED:
            raise InvalidSituation(f"La règle « {key} » n'a pas de contraire à vérifier.")
        verdict = FLIPPED[str(verdict)]
    return Verdict(entry.rule, verdict, entry.french, entry.english)
