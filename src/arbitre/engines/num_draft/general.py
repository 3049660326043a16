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
    "announce-anytime": General(
        R.ANNOUNCE,
        "oui",
        "NUM DRAFT peut être annoncé à tout moment et déclenche un dernier coup collectif.",
        "NUM DRAFT may be announced at any time; it triggers a last collective move.",
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
    ),
    "hand-after-give": General(
        R.GIVEN_TO_HAND,
        6,
        "La carte de grille reçue au DONNE rejoint ta main, qui passe temporairement à 6 cartes.",
        "The grid card received at DONNE joins your hand, which temporarily holds 6 cards.",
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
    ),
    "pose-other-slot": General(
        R.REPLACE_SLOT,
        "non",
        "Au POSE, la carte de la main remplace exactement l'emplacement libéré à l'étape DONNE.",
        "At POSE the hand card goes exactly into the slot freed at DONNE.",
    ),
    "joker-copies": General(
        R.JOKER_COPIES,
        2,
        "Le deck contient 2 Jokers.",
        "The deck holds 2 Jokers.",
    ),
    "deck-size": General(
        R.DECK_RECOMMENDED,
        80,
        "De 2 à 5 joueurs : 78 cartes numériques (0 à 12, six couleurs) + 2 Jokers = 80 cartes.",
        "With 2 to 5 players: 78 number cards (0 to 12, six colours) + 2 Jokers = 80 cards.",
    ),
}
VARIANT_DECK = General(
    R.DECK_VARIANT,
    104,
    "À 6 ou 7 joueurs : 102 cartes numériques (0 à 16, six couleurs) + 2 Jokers = 104 cartes.",
    "With 6 or 7 players: 102 number cards (0 to 16, six colours) + 2 Jokers = 104 cards.",
)
MUST_FORMS = {
    "first-give": "oui"
}  # "je suis obligé de donner la carte retournée ?": the obligation itself


def general_rule(
    key: str, players: int | None = None, hand: int | None = None, must: bool = False
) -> Verdict:
    """The verdict of a general rule: `players` picks the deck, `hand` is a hand size claimed,
    `must` asks the obligation rather than the permission of another choice.

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
    if key == "hand-six" and hand is not None:
        verdict = "oui" if hand in (5, 6) else "non"
    if must and key in MUST_FORMS:
        verdict = MUST_FORMS[key]
    return Verdict(entry.rule, verdict, entry.french, entry.english)
