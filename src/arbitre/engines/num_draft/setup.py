"""NUM DRAFT setup and turn facts asked without a grid: deck size, hand size, which way hands
pass, where the card from the hand goes at POSE, what Rainbow and Shadow are worth in one's own
grid, the neighbour bonus of each card type, and whether ending the game wins it.

Each reader takes the folded question and returns None when it is not its kind. A number the
reader does not account for (a grid, card values) makes it step aside, so the score readers or
retrieval take the question.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.num_draft import rules as R

HOW_MANY_CARDS = re.compile(r"\b(?:combien|how many)\b[^?.!]{0,30}\b(?:cartes?|cards?)\b|\b(?:nombre|number) (?:de|of) (?:cartes?|cards?)\b")
DECK = re.compile(r"\b(?:deck|paquet|pioche|jeu complet|boite|box|en tout|au total|in total|altogether)\b")
PLAYERS = re.compile(r"\b(\d+)\s*(?:joueurs?|players?|personnes?|people)\b|\b(?:on est|on joue a|nous sommes|we are|we're)\s+(\d+)\b|(?:^|\W)a (\d+)\b")


def _players(text: str) -> int | None:
    found = PLAYERS.search(text)
    return int(next(g for g in found.groups() if g)) if found else None


def deck(text: str) -> Interpretation:
    """"A 6 joueurs, combien de cartes dans le deck ?" → 104; 2 to 5 players → 80; unsaid → asked."""
    if not HOW_MANY_CARDS.search(text) or not DECK.search(text) or re.search(r"\bmain\b|\bhand\b|grille|grid|pool|colonne|column", text):
        return None
    players = _players(text)
    numbers = re.findall(r"\b\d+\b", text)
    if len(numbers) > (players is not None):
        return None  # another number told: not a plain deck question
    if players is None:
        return MissingSituation(R.DECK_RECOMMENDED, "Vous êtes combien de joueurs ? De 2 à 5 joueurs le deck compte 80 cartes, à 6 ou 7 joueurs 104.",
                                "How many players are you? With 2 to 5 players the deck has 80 cards, with 6 or 7 it has 104.")
    if 2 <= players <= 5:
        return Verdict(R.DECK_RECOMMENDED, 80, "De 2 à 5 joueurs : 78 cartes numériques (0 à 12, six couleurs) + 2 Jokers = 80 cartes.",
                       "With 2 to 5 players: 78 number cards (0 to 12, six colours) + 2 Jokers = 80 cards.")
    if players in (6, 7):
        return Verdict(R.DECK_VARIANT, 104, "À 6 ou 7 joueurs : 102 cartes numériques (0 à 16, six couleurs) + 2 Jokers = 104 cartes.",
                       "With 6 or 7 players: 102 number cards (0 to 16, six colours) + 2 Jokers = 104 cards.")
    return None  # a player count the booklet does not cover


RECEIVED = re.compile(r"\brecu|\brecoi|\brecevoir|received?\b|\bgets?\b|\bgot\b|\bdonne\b|\bgive\b|\bgiven\b")
LATER_STEP = re.compile(r"\bpose\b|\bposer\b|\bposé|\bplaced?\b|\bpasse\b|\bpass(?:ed)?\b|\bfin du tour\b|end of the turn")


def hand_count(text: str) -> Interpretation:
    """"Combien de cartes en main après avoir reçu la carte du DONNE ?" → 6; at rest → 5."""
    if not HOW_MANY_CARDS.search(text) or not re.search(r"\ben main\b|\b(?:ma|la) main\b|\bhand\b", text) or re.search(r"\d", text):
        return None
    received, later = RECEIVED.search(text), LATER_STEP.search(text)
    if received and not later:
        return Verdict(R.HAND_SIZE, 6, "6 cartes : la carte de grille reçue au DONNE rejoint ta main de 5, qui revient à 5 après POSE.",
                       "6 cards: the grid card received at GIVE joins your hand of 5, which goes back to 5 after PLACE.")
    if not received and not later:
        return Verdict(R.HAND_SIZE, 5, "5 cartes : c'est la main de référence (temporairement 6 entre DONNE et POSE).",
                       "5 cards: the reference hand (temporarily 6 between GIVE and PLACE).")
    return None  # which moment of the turn is meant is not sure


def pass_direction(text: str) -> Interpretation:
    """"On passe la main à droite ?" → non; "to the left?" → oui."""
    if not re.search(r"\bpass\w*|\bdonn\w*|\bgive|\bcircul\w*", text) or not re.search(r"\bmains?\b|\bhands?\b|\bcartes\b|\bcards\b|\bsens\b|direction", text):
        return None
    right, left = re.search(r"\bdroite\b|\bright\b", text), re.search(r"\bgauche\b|\bleft\b", text)
    if bool(right) == bool(left) or re.search(r"\d|colonne|column|grille|grid", text) or not re.search(r"\?|\bou\b|\bor\b", text):
        return None
    return Verdict(R.PASS_LEFT, "non" if right else "oui", "La main se passe toujours au voisin de gauche (PASSE), comme la carte donnée au DONNE.",
                   "Hands always pass to the left neighbour (PASS), like the card given at GIVE.")


def replace_slot(text: str) -> Interpretation:
    """"Au POSE, je peux mettre ma carte ailleurs que dans l'emplacement libéré ?" → non."""
    if not re.search(r"\bpose\b|\bposer\b|\bplace\b|\bmettre\b|\bput\b", text):
        return None
    if not re.search(r"ailleurs|autre (?:emplacement|case|place|endroit)|n'importe (?:ou|quel emplacement)|anywhere|another (?:spot|slot|place|space)|elsewhere|different (?:spot|slot|place)", text):
        return None
    if re.search(r"\d|voisin|neighbou?r", text):
        return None
    return Verdict(R.REPLACE_SLOT, "non", "Non : au POSE, la carte de ta main remplace exactement l'emplacement libéré au DONNE.",
                   "No: at PLACE the card from your hand goes exactly into the slot freed at GIVE.")


def intrinsic(text: str) -> Interpretation:
    """"Un rainbow dans ma grille rapporte plus qu'une carte classique ?" → non: same base score."""
    if not re.search(r"rainbow|arc-en-ciel|shadow", text) or re.search(r"\d|voisin|neighbou?r|colonne|column", text):
        return None
    if not re.search(r"plus que|moins que|\bmore than\b|\bless than\b|\bbonus\b|\bmalus\b|vaut plus|vaut moins|worth more|worth less|rapporte plus|rapporte moins", text):
        return None
    return Verdict(R.SAME_BASE, "non", "Non : dans ta propre grille, Rainbow et Shadow rapportent comme toute carte (2 pts en groupe couleur, 3 en groupe valeur) ; "
                   "ils ne diffèrent que par l'ancrage depuis une colonne voisine.",
                   "No: in your own grid Rainbow and Shadow score like any card (2 in a colour group, 3 in a value group); they differ only in anchoring from a neighbour's column.")


BONUS_OF = {"shadow": 0, "rainbow": 1, "arc-en-ciel": 1, "joker": 1, "classique": 1, "classic": 1, "normale": 1, "normal": 1}


def bonus_amount(text: str) -> Interpretation:
    """"Combien de bonus rapporte un joker venu d'une colonne voisine ?" → 1 (Shadow 0)."""
    if not re.search(r"\bbonus\b", text) or not re.search(r"voisin|neighbou?r|provenance", text) or not re.search(r"combien|how (?:much|many)|\bquel\b|\bwhat\b", text):
        return None
    kinds = {BONUS_OF[k] for k in re.findall(r"\b(shadow|rainbow|arc-en-ciel|joker|classique|classic|normale?)\b", text)}
    if len(kinds) != 1 or re.search(r"\d|ma grille|my grid|\bj'ai\b|\bi have\b", text):
        return None
    points = kinds.pop()
    return Verdict(R.NEIGHBOUR_BONUS, points, f"+{points} : bonus de provenance voisine Classique +1, Shadow +0, Rainbow +1, Joker +1 (si la carte sert dans une combinaison).",
                   f"+{points}: neighbour bonus Classic +1, Shadow +0, Rainbow +1, Joker +1 (when the card is used in a combination).")


def ending_wins(text: str) -> Interpretation:
    """"Celui qui déclenche la fin gagne ?" → non: only the final score counts."""
    if not re.search(r"declench|trigger|annonc|announc|\bcall|\bcrie|\bend(?:s|ing)? the game|termin", text) or not re.search(r"\bfin\b|\bend|num ?draft|termin", text):
        return None
    if not re.search(r"\bgagne|\bwins?\b|victoire|victory|\bbonus\b|avantage|advantage|points? (?:en plus|bonus)|extra points?", text) or re.search(r"\d", text):
        return None
    return Verdict(R.END_NO_WIN, "non", "Non : déclencher la fin ne garantit pas la victoire ; seul le score final compte.",
                   "No: ending the game does not guarantee the win; only the final score counts.")


INTENTS = (deck, hand_count, pass_direction, replace_slot, intrinsic, bonus_amount, ending_wins)
