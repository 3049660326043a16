"""NUM DRAFT setup and turn facts asked without a grid: deck size (number cards alone without the
Jokers), the Jokers' count, hand size, which way hands
pass, where the card from the hand goes at POSE, what Rainbow and Shadow are worth in one's own
grid, the neighbour bonus of each card type, whether ending the game wins it, and the scoring
pool: which neighbour's column counts for whom, how many cards it holds (15 in all, 9 from the grid, 6 from the
neighbours, 3 from each), the part asked read from the words ("de mes voisins en tout", "from my own grid", "chacun de
mes voisins", "voisins compris"); two parts said apart ("ma grille et mon voisin de gauche") or a group asked give no count.

Which column counts: a side column faces the neighbour on that side. Your pool takes the left
neighbour's right column and the right neighbour's left column; your own left column counts for
your left neighbour, your right column for your right neighbour. Read in any order and form ("la
colonne de droite de mon voisin de gauche", "mon voisin de gauche, sa colonne droite",
"my left neighbour's right-hand column", "the right column of the player on my left", "ma colonne
de gauche compte pour mon voisin de gauche ?"). No verdict when a side is missing or said twice,
when the question is negated or asks "which" column, or when a card is told with it.

Setup, turn flow and end of game (the flow readers, tried first): the grid dealt face down and its 9 cards, only
at the start of the game ("au début", "dealt"); the hand of 5 at the start, with a player count (the 6-7 player
variant keeps 5) or after POSE (back to 5); 1 grid card turned over before the first turn (a value told is the
game-master reader's); the game master calling the 3 commands ("c'est moi qui annonce ?" depends on who the
master is: no verdict); at DONNE 1 grid card, hidden or visible at choice ("je dois donner une carte visible ?"
→ non, never the hand; the first turn is left to the revealed-card rule), given to the left, joining the
receiver's hand (one card passed to the asker, "mon voisin me passe une carte de sa grille", is that card: 6 in hand, not
the PASSE step); at POSE 1 card of the hand; the two ways to trigger the end and the flip of the last face-down
card; the last move after NUM DRAFT (everyone, face-down cards to the left, visible ones stay, grid completed
with the cards received, then scores at once). A negated question gets no verdict.

Each reader takes the folded question and returns None when it is not its kind. A number the
reader does not account for (a grid, card values) makes it step aside, so the score readers or
retrieval take the question.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.num_draft import rules as R

HOW_MANY_CARDS = re.compile(
    r"\b(?:combien|how many)\b[^?.!]{0,30}\b(?:cartes?|cards?)\b|\b(?:nombre|number) (?:de|of) (?:cartes?|cards?)\b"
)
DECK = re.compile(
    r"\b(?:deck|paquet|pioche|jeu complet|boite|box|en tout|au total|in total|altogether)\b"
)
PLAYER_WORDS = {
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "seven": 7,
    "eight": 8,
}
N = r"\d+|deux|trois|quatre|cinq|six|sept|huit|two|three|four|five|seven|eight"
# "6 joueurs", "6-player", "six players", "6 à 7 joueurs" / "6-7 players" (a range read as its upper end: both ends give the
# same deck), "on est 6", "we're six", "à 6", "6 of us"
PLAYERS = re.compile(
    rf"\b(?:(?:{N})\s*(?:-|a|à|ou|or|to)\s*)?({N})[\s-]*(?:joueurs?|players?|personnes?|people)\b"
    rf"|\b(?:on est|on joue a|nous sommes|we are|we're|with|avec)\s+({N})\b|(?:^|\W)a ({N})\b|\b({N}) of us\b"
)


def _players(text: str) -> int | None:
    """How many play, in digits or words ("à cinq joueurs", "we are seven")."""
    found = PLAYERS.search(text)
    if not found:
        return None
    said = next(g for g in found.groups() if g)
    return int(said) if said.isdigit() else PLAYER_WORDS[said]


# the Jokers left out of the count: "sans les jokers", "hors jokers", "number cards only", "cartes numériques"
NUMBERS_ONLY = re.compile(
    r"\b(?:sans|hors|moins|without|excluding|except|not counting|minus)\s+(?:les |the |des |de |d'|2 |deux |two )?jokers?\b"
    r"|\bjokers? (?:exclus|non compris|pas compris|non inclus|pas inclus|excluded|not included|not counted|aside)\b"
    r"|\b(?:cartes? numeri\w*|cartes? (?:a |de )?chiffres?|cartes? (?:a |de )?nombres?|number(?:ed)? cards?|numeric cards?)\b"
)
# the 6-7 player variant named without its player count: "en variante", "the variant deck"
VARIANT = re.compile(r"\bvariante?s?\b")


# the deck named by its values: "the 0 to 16 deck", "le paquet 0-12", "valeurs de 0 à 16", "up to 12"
VALUE_RANGE = re.compile(
    r"\b(?:(?:de|from|values?|valeurs?)\s+)?0\s*(?:a|à|to|-|–|\.\.)\s*(12|16)\b|\b(?:jusqu'(?:a|à)|up to)\s+(12|16)\b"
)
RANGE_PLAYERS = {12: 5, 16: 6}


def deck(text: str) -> Interpretation:
    """ "A 6 joueurs, combien de cartes dans le deck ?" → 104; 2 to 5 players → 80; unsaid → asked.

    "Without the jokers" / "cartes numériques" counts the number cards only (78, or 102 with 6-7 players); "the
    variant" with no player count is the 6-7 player one (the booklet's only variant). The deck may be named by its values ("the 0 to
    16 deck", "valeurs 0-12"): 0-12 is the 2-5 player deck, 0-16 the 6-7 one; a player count said against it gives no verdict."""
    if (
        not HOW_MANY_CARDS.search(text)
        or not DECK.search(text)
        and not NUMBERS_ONLY.search(text)
        or re.search(r"\bmain\b|\bhand\b|grille|grid|pool|colonne|column", text)
    ):
        return None
    ranges = {int(next(g for g in m.groups() if g)) for m in VALUE_RANGE.finditer(text)}
    text = VALUE_RANGE.sub(" ", text)  # "0 a 12" is no "à 12 joueurs"
    players = _players(text)
    if len(ranges) > 1:
        return None
    if ranges:
        by_range = RANGE_PLAYERS[ranges.pop()]
        if players is not None and (players <= 5) != (by_range <= 5):
            return None  # the player count and the deck said disagree
        players = players if players is not None else by_range
    if re.search(r"\b\d+\b", PLAYERS.sub(" ", text)) or re.search(
        r"\b(?:enleve|retire|remove|take out|took out)", text
    ):
        return None  # another number told, or cards taken out: not a plain deck question
    if players is None and VARIANT.search(text):
        players = 6
    if NUMBERS_ONLY.search(text) and players is not None:
        if 2 <= players <= 5:
            return Verdict(
                R.NUMBERS_RECOMMENDED,
                78,
                "De 2 à 5 joueurs : valeurs 0 à 12 dans six couleurs, 13 × 6 = 78 cartes numériques (plus 2 Jokers).",
                "With 2 to 5 players: values 0 to 12 in six colours, 13 × 6 = 78 number cards (plus 2 Jokers).",
            )
        if players in (6, 7):
            return Verdict(
                R.NUMBERS_VARIANT,
                102,
                "À 6 ou 7 joueurs : valeurs 0 à 16 dans six couleurs, 17 × 6 = 102 cartes numériques (plus 2 Jokers).",
                "With 6 or 7 players: values 0 to 16 in six colours, 17 × 6 = 102 number cards (plus 2 Jokers).",
            )
        return None
    if players is None:
        return MissingSituation(
            R.DECK_RECOMMENDED,
            "Vous êtes combien de joueurs ? De 2 à 5 joueurs le deck compte 80 cartes, à 6 ou 7 joueurs 104.",
            "How many players are you? With 2 to 5 players the deck has 80 cards, with 6 or 7 it has 104.",
        )
    if 2 <= players <= 5:
        return Verdict(
            R.DECK_RECOMMENDED,
            80,
            "De 2 à 5 joueurs : 78 cartes numériques (0 à 12, six couleurs) + 2 Jokers = 80 cartes.",
            "With 2 to 5 players: 78 number cards (0 to 12, six colours) + 2 Jokers = 80 cards.",
        )
    if players in (6, 7):
        return Verdict(
            R.DECK_VARIANT,
            104,
            "À 6 ou 7 joueurs : 102 cartes numériques (0 à 16, six couleurs) + 2 Jokers = 104 cartes.",
            "With 6 or 7 players: 102 number cards (0 to 16, six colours) + 2 Jokers = 104 cards.",
        )
    return None  # a player count the booklet does not cover


def joker_count(text: str) -> Interpretation:
    """ "Combien de jokers dans le deck ?" → 2, whatever the player count; a grid or another number told → not this."""
    if not re.search(
        r"\b(?:combien|how many|nombre|number)\b[^?.!]{0,20}\bjokers?\b", text
    ) or re.search(
        r"\bmain\b|\bhand\b|grille|grid|pool|colonne|column|voisin|neighbou?r|groupe?|points?|\bpts\b",
        text,
    ):
        return None
    if re.search(r"\b\d+\b", PLAYERS.sub(" ", text)):
        return None
    return Verdict(
        R.JOKER_COPIES,
        2,
        "Il y a 2 Jokers dans le deck, quel que soit le nombre de joueurs.",
        "There are 2 Jokers in the deck, whatever the number of players.",
    )


RECEIVED = re.compile(
    r"\brecu|\brecoi|\brecevoir|received?\b|\bgets?\b|\bgot\b|\bdonne\b|\bgive\b|\bgiven\b"
)
LATER_STEP = re.compile(
    r"\bpose\b|\bposer\b|\bposé|\bplaced?\b|\bpasse\b|\bpass(?:ed)?\b|\bfin du tour\b|end of the turn"
)


# one card passed to the asker ("mon voisin me passe une carte de sa grille", "m'a filé sa carte", "passes me a card"):
# the DONNE card received, not the PASSE step (a hand passed, "me passe sa main", is that step)
GIFT_TO_ME = re.compile(
    r"\b(?:me |m')(?:a |avait )?(?:passe|donne|file|refile|envoie|transmet|tend)\w*\s+(?:une|sa|la|1|cette|son) carte\b"
    r"|\b(?:passes|passed|pass|hands|handed|hand|gives|gave|give|slides|slid) me (?:a|one|his|her|their|the|1) card\b"
    r"(?! (?:from|of) (?:his|her|their|the) hand)(?! de (?:sa|la|leur) main)"
)


def hand_count(text: str) -> Interpretation:
    """ "Combien de cartes en main après avoir reçu la carte du DONNE ?" → 6; at rest → 5. A card passed to the asker
    ("pendant DONNE, mon voisin me passe une carte") is the card received, not the PASSE step."""
    if (
        not HOW_MANY_CARDS.search(text)
        or not re.search(r"\ben main\b|\b(?:ma|la|une|sa|chaque|notre) main\b|\bhands?\b", text)
        or re.search(r"\d", text)
    ):
        return None
    gift = GIFT_TO_ME.search(text)
    received, later = RECEIVED.search(text) or gift, LATER_STEP.search(GIFT_TO_ME.sub(" ", text))
    if received and not later:
        return Verdict(
            R.HAND_SIZE,
            6,
            "6 cartes : la carte de grille reçue au DONNE rejoint ta main de 5, qui revient à 5 après POSE.",
            "6 cards: the grid card received at GIVE joins your hand of 5, which goes back to 5 after PLACE.",
        )
    if not received and not later:
        return Verdict(
            R.HAND_SIZE,
            5,
            "5 cartes : c'est la main de référence (temporairement 6 entre DONNE et POSE).",
            "5 cards: the reference hand (temporarily 6 between GIVE and PLACE).",
        )
    return None  # which moment of the turn is meant is not sure


RECEIVED_FROM = re.compile(
    r"\brec(?:ois|oit|oivent|evons|evez|evoir|u|ue)\b|\brecuper\w*|\breceiv\w*|\b(?:get|gets|got)\b|\bcomes? from\b"
    r"|\bfrom\b|\b(?:vient|viennent|arrive|arrivent) (?:de|du)\b"
)


def pass_direction(text: str) -> Interpretation:
    """ "On passe la main à droite ?" → non; "to the left?" → oui. A side a hand or card is received from ("je reçois
    la main de mon voisin de droite ?") is not the side it goes to: no verdict."""
    if not re.search(r"\bpass\w*|\bdonn\w*|\bgive|\bcircul\w*", text) or not re.search(
        r"\bmains?\b|\bhands?\b|\bcartes\b|\bcards\b|\bsens\b|direction", text
    ):
        return None
    right, left = re.search(r"\bdroite\b|\bright\b", text), re.search(r"\bgauche\b|\bleft\b", text)
    if (
        bool(right) == bool(left)
        or re.search(r"\d|colonne|column|grille|grid", text)
        or not re.search(r"\?|\bou\b|\bor\b", text)
    ):
        return None
    if RECEIVED_FROM.search(text):
        return None  # "je reçois la main de mon voisin de droite ?": the side it comes from, not the side it goes to
    return Verdict(
        R.PASS_LEFT,
        "non" if right else "oui",
        "La main se passe toujours au voisin de gauche (PASSE), comme la carte donnée au DONNE.",
        "Hands always pass to the left neighbour (PASS), like the card given at GIVE.",
    )


def replace_slot(text: str) -> Interpretation:
    """ "Au POSE, je peux mettre ma carte ailleurs que dans l'emplacement libéré ?" → non."""
    if not re.search(r"\bpose\b|\bposer\b|\bplace\b|\bmettre\b|\bput\b", text):
        return None
    if not re.search(
        r"ailleurs|autre (?:emplacement|case|place|endroit)|n'importe (?:ou|quel emplacement)|\bou (?:je|on|tu) (?:le |la )?(?:veux|veut)\b|\bwhere(?:ver)? (?:i|we|you) (?:want|like)\b|anywhere|another (?:spot|slot|place|space)|elsewhere|different (?:spot|slot|place)",
        text,
    ):
        return None
    if re.search(r"\d|voisin|neighbou?r", text):
        return None
    return Verdict(
        R.REPLACE_SLOT,
        "non",
        "Non : au POSE, la carte de ta main remplace exactement l'emplacement libéré au DONNE.",
        "No: at PLACE the card from your hand goes exactly into the slot freed at GIVE.",
    )


def intrinsic(text: str) -> Interpretation:
    """ "Un rainbow dans ma grille rapporte plus qu'une carte classique ?" → non: same base score."""
    if not re.search(r"rainbow|arc-en-ciel|shadow", text) or re.search(
        r"\d|voisin|neighbou?r|colonne|column", text
    ):
        return None
    if not re.search(
        r"plus que|moins que|\bmore than\b|\bless than\b|\bbonus\b|\bmalus\b|vaut plus|vaut moins|worth more|worth less|rapporte plus|rapporte moins",
        text,
    ):
        return None
    return Verdict(
        R.SAME_BASE,
        "non",
        "Non : dans ta propre grille, Rainbow et Shadow rapportent comme toute carte (2 pts en groupe couleur, 3 en groupe valeur) ; "
        "ils ne diffèrent que par l'ancrage depuis une colonne voisine.",
        "No: in your own grid Rainbow and Shadow score like any card (2 in a colour group, 3 in a value group); they differ only in anchoring from a neighbour's column.",
    )


BONUS_OF = {
    "shadow": 0,
    "rainbow": 1,
    "arc-en-ciel": 1,
    "joker": 1,
    "classique": 1,
    "classic": 1,
    "normale": 1,
    "normal": 1,
}


def bonus_amount(text: str) -> Interpretation:
    """ "Combien de bonus rapporte un joker venu d'une colonne voisine ?" → 1 (Shadow 0)."""
    if (
        not re.search(r"\bbonus\b", text)
        or not re.search(r"voisin|neighbou?r|provenance", text)
        or not re.search(r"combien|how (?:much|many)|\bquel\b|\bwhat\b", text)
    ):
        return None
    kinds = {
        BONUS_OF[k]
        for k in re.findall(
            r"\b(shadow|rainbow|arc-en-ciel|joker|classique|classic|normale?)\b", text
        )
    }
    if len(kinds) != 1 or re.search(r"\d|ma grille|my grid|\bj'ai\b|\bi have\b", text):
        return None
    points = kinds.pop()
    return Verdict(
        R.NEIGHBOUR_BONUS,
        points,
        f"+{points} : bonus de provenance voisine Classique +1, Shadow +0, Rainbow +1, Joker +1 (si la carte sert dans une combinaison).",
        f"+{points}: neighbour bonus Classic +1, Shadow +0, Rainbow +1, Joker +1 (when the card is used in a combination).",
    )


def ending_wins(text: str) -> Interpretation:
    """ "Celui qui déclenche la fin gagne ?" → non: only the final score counts."""
    if not re.search(
        r"declench|trigger|annonc|announc|\bcall|\bcrie|\bend(?:s|ing)? the game|termin", text
    ) or not re.search(r"\bfin\b|\bend|num ?draft|termin", text):
        return None
    if not re.search(
        r"\bgagne|\bwins?\b|victoire|victory|\bbonus\b|avantage|advantage|points? (?:en plus|bonus)|extra points?",
        text,
    ) or re.search(r"\d", text):
        return None
    return Verdict(
        R.END_NO_WIN,
        "non",
        "Non : déclencher la fin ne garantit pas la victoire ; seul le score final compte.",
        "No: ending the game does not guarantee the win; only the final score counts.",
    )


SIDE = r"(?P<{0}>gauche|droite|left|right)"
COLUMN_SIDE = re.compile(
    r"\b(?:colonnes?|col)\s+(?:de\s+)?(?:la\s+|sa\s+)?(?:plus\s+a\s+)?"
    + SIDE.format("a")
    + r"|\b"
    + SIDE.format("b")
    + r"(?:-hand|\s+hand)?\s+(?:side\s+)?columns?\b"
    + r"|\bcolumns?\s+(?:on|to)\s+(?:the|his|her|their|its)\s+"
    + SIDE.format("c")
)
NEIGHBOUR_SIDE = re.compile(
    r"\bvoisine?s?\s+(?:de\s+|a\s+|du\s+cote\s+|d'a\s+)?(?:ma\s+|la\s+)?"
    + SIDE.format("a")
    + r"|\b"
    + SIDE.format("b")
    + r"(?:-hand|\s+hand)?\s+neighbou?rs?\b"
    + r"|\b(?:(?:neighbou?rs?|player|person|guy|joueur|joueuse|personne|celui|celle)\s+(?:on|to|at|de|a)\s+(?:the|his|her|sa|la)"
    r"|(?:a|on|to|at)\s+(?:ma|my))\s+" + SIDE.format("c") + r"\b"
)
COLUMN_MINE = re.compile(
    r"\bma\s+(?:propre\s+)?(?:colonne|col)\b|\bmy\s+(?:own\s+)?(?:(?:left|right)(?:-hand|\s+hand)?\s+)?columns?\b"
)
COLUMN_THEIRS = re.compile(
    r"\bsa\s+(?:propre\s+)?(?:colonne|col)\b|\b(?:his|her|their)\s+(?:own\s+)?(?:(?:left|right)(?:-hand|\s+hand)?\s+)?columns?\b"
)
FOR_NEIGHBOUR = re.compile(
    r"\bpour\s+(?:son|ses|mon|mes|le)\s+voisin|\bfor\s+(?:his|her|their|my|the)\s+(?:(?:left|right)(?:-hand)?\s+)?neighbou?r"
    r"|\bvoisin\w*\s+(?:\w+\s+){0,3}(?:l'|la\s+)?(?:compte|prend|utilise|recupere)|\bneighbou?r(?:s|'s)?\s+(?:\w+\s+){0,2}(?:counts?|uses?|takes?|scores?|gets?)"
    r"|\bpar\s+(?:mon|son|le)\s+voisin|\bby\s+(?:my|his|her|their|the)\s+(?:\w+\s+)?neighbou?r"
    r"|\b(?:score|pool|points|compte)\s+(?:de|du)\s+(?:mon|son|le)\s+voisin|\b(?:neighbou?r|player)'s\s+(?:score|pool|points)"
    r"|\b(?:va|part|sert|passe)\s+(?:a|au|chez)\s+(?:mon|son|le)\s+voisin"
    r"|\b(?:goes?|go|going|counts?|belongs?)\s+(?:to|for|with)\s+(?:my|the|his|her|their)\s+(?:\w+\s+)?(?:neighbou?r|player|person)"
)
FIRST_PERSON = re.compile(r"\b(?:moi|je|j'|me|m'|mon|ma|mes|i|my|mine)\b|\bj'")
POOL_ASKED = re.compile(
    r"compt|prend|prise|pris|utilis|recuper|\bpool\b|scor|\bgo(?:es)? (?:to|into)\b|\b(?:va|part|sert)\b|calcul|point|count|use|take|part\s+de|partie\s+de|inclu|\bin\s+my\b|dans\s+mon"
)
NEGATED = re.compile(r"\bne\b|\bn'|\bpas\b|\bjamais\b|\bnot\b|n't\b|\bnever\b|\bno\b")
WHICH = re.compile(
    r"\bquel(?:le)?s?\b|\blaquelle\b|\blequel\b|\bwhich\b|\bwhat\b|\bcombien\b|\bhow\b|\bou\b|\bor\b"
)
CARD_TOLD = re.compile(
    r"\d|\b(?:rouges?|verte?s?|bleue?s?|jaunes?|reds?|greens?|blues?|yellows?|rainbows?|arc-en-ciel|shadows?|jokers?)\b"
)


def shared_column(text: str) -> Interpretation:
    """ "Je prends bien la colonne de droite de mon voisin de gauche ?" → oui; its left column → non;
    "ma colonne de gauche compte pour mon voisin de droite ?" → non. A column faces the neighbour on its side.
    Two pairs said ("la colonne droite du voisin de gauche et la colonne gauche du voisin de droite") → oui
    only when both face; each column goes with the neighbour said next to it."""
    text = re.sub(
        r"(?:,\s*|(?<!\bmy)(?<!\bthe)(?<!\bhis)(?<!\bher)(?<!\btheir)\s)(?:right|non|hein)\s*\?+\s*$",
        " ?",
        text,
    )  # "…, right?", "…, non ?": a tag, no side
    said = sorted(
        [(m, "column") for m in COLUMN_SIDE.finditer(text)]
        + [(m, "neighbour") for m in NEIGHBOUR_SIDE.finditer(text)],
        key=lambda x: x[0].start(),
    )
    if (
        len(said) not in (2, 4)
        or any(said[i][1] == said[i + 1][1] for i in range(0, len(said), 2))
        or not POOL_ASKED.search(text)
    ):
        return None  # a side missing, or columns and neighbours not said in pairs
    if (
        NEGATED.search(text)
        or WHICH.search(text)
        or CARD_TOLD.search(text)
        or re.search(r"centr|milieu|middle|center", text)
    ):
        return None
    rest, end = "", 0
    for m, _ in said:
        rest, end = rest + text[end : m.start()] + " ", m.end()
    if re.search(r"\b(?:gauche|droite|left|right)\b", rest + text[end:]):
        return None  # another side said: which one goes with what is not sure
    if COLUMN_MINE.search(text):
        own_column = True  # "ma colonne de gauche compte pour mon voisin de gauche ?"
    elif (
        COLUMN_THEIRS.search(text) and not FIRST_PERSON.search(text) and FOR_NEIGHBOUR.search(text)
    ):
        own_column = True  # "sa colonne de droite compte pour son voisin de gauche ?": the same, said of another player
    else:
        own_column = False  # a neighbour's column in the asker's pool
    if own_column and not FOR_NEIGHBOUR.search(text):
        return None  # one's own column and a neighbour, but not said to count for that neighbour
    pairs = [{kind: _side(m) for m, kind in said[i : i + 2]} for i in range(0, len(said), 2)]
    facing = [(p["column"] == p["neighbour"]) == own_column for p in pairs]
    wrong = next((p for p, ok in zip(pairs, facing, strict=True) if not ok), pairs[0])
    column, neighbour = wrong["column"], wrong["neighbour"]
    ok = all(facing)
    fr_col, fr_nb = (
        ("gauche" if column == "left" else "droite"),
        ("gauche" if neighbour == "left" else "droite"),
    )
    if own_column:
        fr = (
            f"{'Oui' if ok else 'Non'} : ta colonne de {fr_col} {'compte' if ok else 'ne compte pas'} pour ton voisin de {fr_nb} ; "
            "ta colonne de gauche entre dans le pool de ton voisin de gauche, ta colonne de droite dans celui de ton voisin de droite."
        )
        en = (
            f"{'Yes' if ok else 'No'}: your {column} column {'counts' if ok else 'does not count'} for your {neighbour} neighbour; "
            "your left column goes into your left neighbour's pool, your right column into your right neighbour's."
        )
    else:
        fr = (
            f"{'Oui' if ok else 'Non'} : la colonne de {fr_col} de ton voisin de {fr_nb} {'entre' if ok else 'n’entre pas'} dans ton pool de score ; "
            "il compte la colonne droite du voisin de gauche et la colonne gauche du voisin de droite."
        )
        en = (
            f"{'Yes' if ok else 'No'}: your {neighbour} neighbour's {column} column {'is' if ok else 'is not'} in your scoring pool; "
            "it holds the left neighbour's right column and the right neighbour's left column."
        )
    if len(pairs) == 2 and ok:
        rule = R.POOL
    else:
        shared_by_right = (
            column == "left" if own_column else neighbour == "right"
        )  # the right neighbour's left column, seen from either side
        rule = R.SHARED_COLUMNS if shared_by_right else R.SHARED_COLUMNS_LEFT
    return Verdict(rule, "oui" if ok else "non", fr, en)


def _side(match: re.Match) -> str:
    side = next(g for g in match.groups() if g)
    return "left" if side in ("gauche", "left") else "right"


POOL_SIZE = re.compile(
    r"\bpool\b|\bscor\w* with\b|\b(?:entrent|comptent|vont) (?:dans|pour) (?:mon|le) score|\b(?:in|into|towards?) my score\b|\bpour (?:le |mon |calculer (?:le |mon )?)?score\b|\bfor (?:the |my )?scor(?:e|ing)\b|\bau scoring\b|\bscore (?:sur|on)\b"
)


SCORING = re.compile(r"compt|prend|score|scoring|count|take|use|pool|calcul|total")
# which part of the pool is asked: the player's own grid, one neighbour ("chaque voisin", "per neighbour"), both neighbours
GRID_PART = re.compile(
    r"\b(?:ma|ta|la|sa|my|your|the|their|his|her) (?:propre |own )?(?:grille|grid)\b|\b(?:mes|my) (?:propres|own) cartes\b|\bmy own cards\b"
)
EACH_NEIGHBOUR = re.compile(
    r"\bchaque voisin|\bchacun de (?:mes|ses|tes) voisins|\beach (?:of (?:my|the|your) )?neighbou?rs?\b|\bpar voisin\b|\bper neighbou?r\b"
    r"|\b(?:d'un|un|from one|from a|from a single|one|a single|d'un seul|un seul) (?:seul )?(?:voisin|neighbou?r)\b(?!s)"
)
BOTH_NEIGHBOURS = re.compile(
    r"\bvoisins\b|\bneighbou?rs\b|\bneighbou?rs'|\bcolonnes voisines\b|\bneighbou?ring columns\b"
)
# the whole pool said with its parts: "ma grille et mes voisins", "voisins compris", "including the neighbours' columns"
WHOLE = re.compile(
    r"\b(?:compris|inclus|included|including|avec (?:les|mes) (?:colonnes? )?(?:des )?voisins|with (?:the|my) neighbou?rs)\b"
    r"|\b(?:grille|grid) (?:et|and|\+|plus) (?:de |d'|from )?(?:les |mes |my |the )?(?:colonnes? |columns? )?(?:des |of )?(?:voisins|neighbou?rs)"
)
NOT_POOL = re.compile(
    r"groupe?s?\b|combinaison|combo|paires?\b|pairs?\b|marqu|rapport|bonus|ancr|anchor|touch|adjac|same|meme"
)


def pool_size(text: str) -> Interpretation:
    """How many cards the scoring pool holds, or one part of it: 15 in all ("combien de cartes dans mon pool de score ?"),
    9 from the grid ("combien de cartes de ma grille comptent ?"), 6 from the neighbours ("je compte combien de cartes de mes
    voisins en tout ?"), 3 from one ("combien de cartes de mon voisin de gauche je compte ?", "per neighbour").
    None with a card told, a group or points asked, or parts said that do not add up to one of these."""
    if (
        not HOW_MANY_CARDS.search(text)
        or CARD_TOLD.search(text)
        or re.search(r"centr|milieu|middle|center|\bmain\b|\bhand\b|deck|paquet", text)
    ):
        return None
    if NOT_POOL.search(text):
        return None
    one_neighbour = list(NEIGHBOUR_SIDE.finditer(text))
    grid, each, both = (
        GRID_PART.search(text),
        EACH_NEIGHBOUR.search(text),
        BOTH_NEIGHBOURS.search(text),
    )
    scoring = SCORING.search(text)
    if WHOLE.search(text) and scoring:
        return _whole_pool()
    if grid and (each or both or one_neighbour):
        return None  # two parts said: which one is asked is not sure
    if (
        len(one_neighbour) == 1
        and scoring
        and not each
        and not re.search(r"\bboth|deux voisins|2 voisins|mes voisins|my neighbou?rs", text)
    ):
        return Verdict(
            R.SHARED_COLUMNS_LEFT if _side(one_neighbour[0]) == "left" else R.SHARED_COLUMNS,
            3,
            "3 cartes : de chaque voisin, seule la colonne tournée vers toi compte (la colonne droite du voisin de gauche, la colonne gauche du voisin de droite).",
            "3 cards: from each neighbour only the column facing you counts (the left neighbour's right column, the right neighbour's left column).",
        )
    if one_neighbour:
        return None
    if each and scoring:
        return Verdict(
            R.SHARED_COLUMNS,
            3,
            "3 cartes par voisin : la colonne droite du voisin de gauche et la colonne gauche du voisin de droite.",
            "3 cards from each neighbour: the left neighbour's right column and the right neighbour's left column.",
        )
    if both and scoring and not each:
        return Verdict(
            R.POOL,
            6,
            "6 cartes venues des voisins : la colonne droite du voisin de gauche (3) et la colonne gauche du voisin de droite (3).",
            "6 cards from the neighbours: the left neighbour's right column (3) and the right neighbour's left column (3).",
        )
    if grid and scoring and not NEIGHBOUR_ANY.search(text):
        return Verdict(
            R.POOL,
            9,
            "9 cartes : toute ta grille 3×3 compte, plus 6 cartes des colonnes voisines (15 en tout).",
            "9 cards: your whole 3×3 grid counts, plus 6 cards from the neighbours' columns (15 in all).",
        )
    if NEIGHBOUR_ANY.search(text) or grid:
        return None
    if (
        POOL_SIZE.search(text)
        or re.search(r"scor|\bpool\b|decompte", text)
        and re.search(r"en tout|au total|in total|altogether|overall", text)
    ):
        return _whole_pool()  # "when scoring, how many cards do I count altogether?"
    return None


def _whole_pool() -> Verdict:
    return Verdict(
        R.POOL,
        15,
        "15 cartes : tes 9 cartes de grille + la colonne gauche du voisin de droite (3) + la colonne droite du voisin de gauche (3).",
        "15 cards: your 9 grid cards + the right neighbour's left column (3) + the left neighbour's right column (3).",
    )


NEIGHBOUR_ANY = re.compile(r"voisin|neighbou?r|adverse|opponent")


INTENTS: tuple[Callable[[str], Interpretation], ...] = (
    shared_column,
    pool_size,
    deck,
    joker_count,
    hand_count,
    pass_direction,
    replace_slot,
    intrinsic,
    bonus_amount,
    ending_wins,
)


# ---- Setup, turn flow and end of game, asked as facts ----------------------------------------------------------------
# Each reader answers only the words it is sure of; a negated question ("je ne peux pas… ?") gets no verdict, since
# which way its answer goes is not sure.

NEGATION = re.compile(
    r"\bne\b|\bn'|\bpas\b|\bjamais\b|\bnot\b|n't\b|\bnever\b|\bcannot\b|\bsans\b|\bwithout\b"
)
MUST = re.compile(
    r"\bdoi[st]\b|\bdoivent\b|oblig|\bfaut\b|\bforce|\bmust\b|\bha(?:ve|s) to\b|\brequired\b|\bneed|\btenue? de\b|mandatory|compulsory"
)
CAN = re.compile(
    r"\bpeu[xt]\b|\bpeuvent\b|\bpuis\b|\bpourrai\w*|\bdroit\b|\bcan\b|\bcould\b|\bmay\b|allowed|autorise|possible|\bok\b|legal"
)
YES_NO_ASKED = re.compile(r"\?|\best-ce\b|\best ce\b")
# the start of the game: "au début", "au départ", "la grille de départ", "at the start", "on distribue", "mise en place"
START = re.compile(
    r"\bau (?:tout )?(?:debut|depart)\b|\bde (?:debut|depart)\b|\bdebut de (?:la )?partie\b|\bdes le (?:debut|depart)\b|\ben debut de partie\b"
    r"|\bstart\w*\b|\bcommenc\w*|\bbegin\w*|\bmise en place\b|\bsetup\b|\bset up\b|\bdistribu\w*|\bdealt?\b|\bdeals?\b|\binitial\w*"
)
FACE_DOWN = re.compile(
    r"\bface[- ](?:cachee?s?|down|contre table)\b|\bcachee?s?\b|\bhidden\b|\bface-?down\b"
)
FACE_UP = re.compile(
    r"\bface[- ](?:visible|up|decouverte?)s?\b|\bvisibles?\b|\bdecouverte?s?\b|\bface-?up\b|\brevealed\b|\bshown\b"
)
GRID = re.compile(r"\bgrilles?\b|\bgrids?\b")
SCORE_WORDS = re.compile(
    r"\bpoints?\b|\bpts\b|\bscor\w*|\bmarqu\w*|\brapport\w*|\bgroupes?\b|\bgroups?\b|\bpaires?\b|\bpairs?\b|\bcombinaisons?\b"
    r"|\bvoisin\w*|\bneighbou?r\w*|\bcolonnes?\b|\bcolumns?\b|\bpool\b|\bjokers?\b|rainbow|shadow"
)
TURN_WORDS = re.compile(
    r"\bdonne\b|\bgive\b|\bpose\b|\bplace\b|\bpasse\b|\bpass\b|num ?draft|\bfin\b|\bend\b|dernier|derniere|\blast\b|regard|\blook|\bpeek|\bvoir\b|\bsee\b"
)


def grid_dealt(text: str) -> Interpretation:
    """ "Les cartes de la grille sont face visible au début ?" → non; "is the grid dealt face down?" → oui.

    Only at the start of the game (a start word said): later some grid cards are face up. Looking at one's own
    hidden cards is not settled by the booklet: no verdict (a look word steps aside)."""
    if not GRID.search(text) or not START.search(text) or not YES_NO_ASKED.search(text):
        return None
    down, up = FACE_DOWN.search(text), FACE_UP.search(text)
    if (
        bool(down) == bool(up)
        or NEGATION.search(text)
        or SCORE_WORDS.search(text)
        or TURN_WORDS.search(text)
    ):
        return None
    if re.search(r"\b(?!9\b)\d+\b|retourn|flip|turn|reveal(?!ed)|\bmains?\b|\bhands?\b", text):
        return None  # another count told, or the opening reveal asked: not this
    return Verdict(
        R.GRID_DEALT,
        "oui" if down else "non",
        ("Oui" if down else "Non")
        + " : chaque joueur reçoit une grille de 9 cartes face cachée (3×3) ; "
        "seule la carte retournée à l'ouverture est visible avant le premier tour.",
        ("Yes" if down else "No")
        + ": each player gets a grid of 9 cards dealt face down (3×3); only the card "
        "turned over at the opening is visible before the first turn.",
    )


GRID_COUNT = re.compile(
    r"\bgrilles? de (\d+) cartes\b|\b(\d+) cartes (?:par|dans (?:la|sa|ma|chaque|une)|pour (?:la|sa|ma|chaque|une)) grilles?\b"
    r"|\b(\d+) cards (?:in|per|for) (?:the|a|each|my|your|their) grids?\b|\b(\d+)[- ]cards? grids?\b"
)


def grid_size(text: str) -> Interpretation:
    """How many cards the grid is dealt: 9 ("combien de cartes dans la grille au départ ?"); "une grille de 12
    cartes ?" → non. Only of the dealt grid (a start word, "chaque joueur", "par grille"), never a score question."""
    if (
        not GRID.search(text)
        or SCORE_WORDS.search(text)
        or TURN_WORDS.search(text)
        or NEGATION.search(text)
    ):
        return None
    if re.search(
        r"\breste\w*|\bleft\b|\bencore\b|\bstill\b|\bmaintenant\b|\bnow\b|\bapres\b|\bafter\b|\bj'ai\b|\bi have\b|\bmains?\b|\bhands?\b",
        text,
    ):
        return None  # cards of a grid in play: not the dealt grid
    dealt = START.search(text) or re.search(
        r"\bchaque joueur\b|\bpar joueur\b|\beach player\b|\bper player\b|\bpar grille\b|\brecoi\w*|\breceiv\w*|\bget\b",
        text,
    )
    if not dealt or FACE_UP.search(text) or re.search(r"retourn|flip|turn|reveal", text):
        return None
    told = GRID_COUNT.search(text)
    if HOW_MANY_CARDS.search(text) and not told and not re.search(r"\d", text):
        return Verdict(
            R.GRID_DEALT,
            9,
            "9 cartes : chaque joueur reçoit une grille de 9 cartes face cachée (3×3).",
            "9 cards: each player gets a grid of 9 cards dealt face down (3×3).",
        )
    if (
        told
        and YES_NO_ASKED.search(text)
        and not HOW_MANY_CARDS.search(text)
        and len(re.findall(r"\d+", text)) == 1
    ):
        size = int(next(g for g in told.groups() if g))
        return Verdict(
            R.GRID_DEALT,
            "oui" if size == 9 else "non",
            ("Oui" if size == 9 else "Non")
            + " : la grille compte 9 cartes (3×3), distribuées face cachée.",
            ("Yes" if size == 9 else "No") + ": the grid holds 9 cards (3×3), dealt face down.",
        )
    return None


HAND = re.compile(r"\ben main\b|\b(?:ma|la|une|sa|chaque|notre|nos|leur) mains?\b|\bhands?\b")
HAND_TOLD = re.compile(
    r"\b(\d+) cartes? en main\b|\bmains? (?:de|a) (\d+)\b|\b(\d+) cards? in (?:my |your |the |a |our |their )?hand\b"
    r"|\bhands? (?:of|is|still|stays?|remains?)(?: still| at)? (\d+)\b|\bhands? (\d+) cards?\b|\b(\d+)[- ]cards? hands?\b|\bmains? (?:est|reste) (?:a|de) (\d+)\b"
)


def hand_by_players(text: str) -> Interpretation:
    """The hand dealt, asked with a player count: always 5 ("à 6 joueurs on a une main de 6 cartes ?" → non, "with 7
    players is the hand still 5 cards?" → oui, "combien de cartes en main à 7 ?" → 5). The 6-7 player variant keeps
    the hand of 5. A moment of the turn said (DONNE, POSE, PASSE) is left to the turn readers."""
    if not HAND.search(text) or SCORE_WORDS.search(text) or NEGATION.search(text):
        return None
    if (
        RECEIVED.search(text)
        or LATER_STEP.search(text)
        or re.search(r"\bdeck\b|\bpaquet\b|\bpioche\b|\bgrilles?\b|\bgrids?\b", text)
    ):
        return None
    told = HAND_TOLD.search(text)
    rest = HAND_TOLD.sub(" ", text)
    if told:
        rest = re.sub(r"\bau lieu de 5\b|\binstead of 5\b|\bpas 5\b", " ", rest)
    players = _players(rest)
    if players is None and VARIANT.search(text):
        players = 6
    if players is None or not 2 <= players <= 7 or re.search(r"\b\d+\b", PLAYERS.sub(" ", rest)):
        return None
    rule = R.VARIANT_HAND if players >= 6 else R.HAND_DEALT
    if told and YES_NO_ASKED.search(text) and not HOW_MANY_CARDS.search(text):
        size = int(next(g for g in told.groups() if g))
        ok = size == 5
        return Verdict(
            rule,
            "oui" if ok else "non",
            ("Oui" if ok else "Non")
            + f" : à {players} joueurs la main est de 5 cartes (elle ne monte à 6 que le temps du DONNE au POSE).",
            ("Yes" if ok else "No")
            + f": with {players} players the hand is 5 cards (it only goes up to 6 between GIVE and PLACE).",
        )
    if HOW_MANY_CARDS.search(text) and not told:
        return Verdict(
            rule,
            5,
            f"5 cartes : à {players} joueurs chaque joueur reçoit une main de 5 cartes.",
            f"5 cards: with {players} players each player is dealt a hand of 5 cards.",
        )
    return None


GUESS = re.compile(r",\s*(\d+)\s*\?+\s*$")


def hand_dealt(text: str) -> Interpretation:
    """The hand at the start of the game: "au début chaque joueur reçoit combien de cartes en main ?" → 5 (the deal,
    not the DONNE card received); a guess said after the question ("on commence avec combien de cartes en main, 5 ?")
    is read as the question. After POSE: "après le POSE j'ai combien de cartes en main ?" → 5 (the hand is back to 5)."""
    if not HAND.search(text) or SCORE_WORDS.search(text) or NEGATION.search(text):
        return None
    text = GUESS.sub(" ?", text)
    told = HAND_TOLD.search(text)
    if (
        told
        and START.search(text)
        and YES_NO_ASKED.search(text)
        and not HOW_MANY_CARDS.search(text)
        and len(re.findall(r"\d+", text)) == 1
        and _players(HAND_TOLD.sub(" ", text)) is None
        and not VARIANT.search(text)
        and not LATER_STEP.search(text)
        and not re.search(
            r"\bdonne\b|\bgive\b|\bapres\b|\bafter\b|\btour\b|\bturn\b|\brecu|\breceiv|\bou\b|\bor\b",
            text,
        )
    ):
        size = int(
            next(g for g in told.groups() if g)
        )  # "on distribue 6 cartes en main au début ?", "is the starting hand 5 cards?"
        return Verdict(
            R.HAND_DEALT,
            "oui" if size == 5 else "non",
            ("Oui" if size == 5 else "Non")
            + " : au début de la partie, chaque joueur reçoit une main de 5 cartes.",
            ("Yes" if size == 5 else "No")
            + ": at the start of the game each player is dealt a hand of 5 cards.",
        )
    if (
        not HOW_MANY_CARDS.search(text)
        or re.search(r"\d", text)
        or _players(text) is not None
        or VARIANT.search(text)
    ):
        return None
    after_pose = re.search(
        r"\b(?:apres|after|une fois|once)\s+(?:le |la |the |mon |my |avoir |having |i(?:'ve| have)? )?(?:pose|poser|posee?|place|placed|placing)\b",
        text,
    )
    gave = re.search(
        r"\bdonne\b|\bgive\b|\bgiven\b|\brecu|\breceiv\w*|\bgot\b|\bpasse\b|\bpass\b", text
    )
    if after_pose and not gave:
        return Verdict(
            R.HAND_BACK,
            5,
            "5 cartes : au POSE tu poses 1 carte de ta main (6 après le DONNE), la main revient à 5 cartes.",
            "5 cards: at PLACE you place 1 card from your hand (6 after GIVE), so the hand goes back to 5.",
        )
    if (
        START.search(text)
        and not LATER_STEP.search(text)
        and not re.search(r"\bdonne\b|\bgive\b|\bapres\b|\bafter\b|\btour\b|\bturn\b", text)
    ):
        return Verdict(
            R.HAND_DEALT,
            5,
            "5 cartes : au début de la partie, chaque joueur reçoit une main de 5 cartes.",
            "5 cards: at the start of the game each player is dealt a hand of 5 cards.",
        )
    return None


REVEAL = re.compile(
    r"\bretourn\w*|\brevel\w*|\breveal\w*|\bflip\w*|\bturn\w* (?:over|up)\b|\bturn\w* (?:one|a|\d+|two|deux|une?) cards? (?:over|up)\b"
)
OPENING = re.compile(
    r"\bavant (?:le )?(?:tout )?(?:premier|1er) tour\b|\bouverture\b|\bopening\b|\bbefore (?:the )?(?:very )?first (?:turn|round)\b"
    r"|\bau (?:tout )?(?:debut|depart)\b|\bdebut de (?:la )?partie\b|\bstart of the game\b|\bat the start\b|\bbefore (?:we|the game) start"
)
COUNT_WORDS = {
    "une": 1,
    "un": 1,
    "one": 1,
    "a": 1,
    "deux": 2,
    "two": 2,
    "trois": 3,
    "three": 3,
    "quatre": 4,
    "four": 4,
}
REVEAL_COUNT = re.compile(
    r"\b(\d+|une|un|one|a|deux|two|trois|three|quatre|four) (?:seule )?(?:cartes?|cards?)\b"
)


def opening_reveal(text: str) -> Interpretation:
    """Before the very first turn each player turns over 1 card of their grid: "on retourne combien de cartes ?" → 1,
    "on retourne 2 cartes ?" → non, "everyone flips one card?" / "je suis obligé d'en retourner une ?" → oui.
    A value told (the game master's opening), a tie or a new reveal, or the first DONNE are other readers' questions."""
    if not REVEAL.search(text) or not OPENING.search(text) or NEGATION.search(text):
        return None
    if re.search(
        r"maitre|master|\bmj\b|egalite|\btie\b|nouvelle|\bnew\b|again|derniere|\blast\b|\bdonne\b|\bgive\b|\bdonner\b|\bpasse\b|\bpass\b|\bpose\b",
        text,
    ):
        return None
    if (
        SCORE_WORDS.search(text)
        or FROM_HAND.search(text)
        or re.search(
            r"\bmains?\b|\bhands?\b|\b(?:un|une|a|an) \d+\b|\d+ (?:rouge|vert|bleu|jaune|red|green|blue|yellow)",
            text,
        )
    ):
        return None  # a card value told: the opening's game master, not how many are turned
    if HOW_MANY_CARDS.search(text):
        if re.search(r"\d", text):
            return None
        return Verdict(
            R.OPENING_REVEAL,
            1,
            "1 carte : avant le tout premier tour, chaque joueur retourne 1 carte de sa grille.",
            "1 card: before the very first turn each player turns over 1 card of their grid.",
        )
    counts = [m[1] for m in REVEAL_COUNT.finditer(text)]
    if len(counts) != 1 or not YES_NO_ASKED.search(text) or re.search(r"\bou\b|\bor\b", text):
        return None
    said = int(counts[0]) if counts[0].isdigit() else COUNT_WORDS[counts[0]]
    ok = said == 1
    return Verdict(
        R.OPENING_REVEAL,
        "oui" if ok else "non",
        ("Oui" if ok else "Non")
        + " : avant le tout premier tour, chaque joueur retourne 1 carte de sa grille (une seule).",
        ("Yes" if ok else "No")
        + ": before the very first turn each player turns over 1 card of their grid (just one).",
    )


COMMAND_WORDS = re.compile(
    r"\bcommandements?\b|\bcommands?\b|\bordres?\b|\bdonne,? pose,? passe\b|\bgive,? place,? pass\b"
)
CALLS = re.compile(
    r"\bannonc\w*|\bannounc\w*|\bcall\w*|\bcrie\w*|\bdit\b|\bdire\b|\bsays?\b|\brythm\w*|\blance\w*|\bdonne le rythme\b|\bgives? the\b|\bshouts?\b"
)
MASTER = re.compile(r"maitre du jeu|game ?master|\bmj\b|\bgm\b")
SOMEONE_ELSE = re.compile(
    r"\bchaque joueur\b|\btout le monde\b|\bn'importe qui\b|\bchacun\b|\beveryone\b|\banyone\b|\beach player\b|\bevery player\b|\btous les joueurs\b|\ball (?:the )?players\b"
)


def commands(text: str) -> Interpretation:
    """The game master calls the turn's commands: "qui annonce les commandements ?" → le Maître du jeu, "c'est le MJ qui
    annonce les commandements ?" → oui, "chaque joueur annonce les commandements ?" → non, "combien de commandements par
    tour ?" → 3. "c'est moi qui annonce ?" depends on who the game master is: no verdict."""
    if (
        not COMMAND_WORDS.search(text)
        or NEGATION.search(text)
        or re.search(
            r"num ?draft|\bordre (?:des|du)\b|\border of\b|\bavant\b|\bapres\b|\bbefore\b|\bafter\b",
            text,
        )
    ):
        return None
    if (
        re.search(r"\bcombien\b|\bhow many\b", text)
        and re.search(r"\bcommandements\b|\bcommands\b", text)
        and not re.search(r"\d", text)
    ):
        return Verdict(
            R.MASTER_COMMANDS,
            3,
            "3 commandements par tour : DONNE, POSE, PASSE, annoncés par le Maître du jeu dans cet ordre.",
            "3 commands each turn: GIVE (DONNE), PLACE (POSE), PASS (PASSE), called by the game master in that order.",
        )
    if not CALLS.search(text) or re.search(r"\d|\bmoi\b|\bje\b|\bme\b|\bi\b|\bam i\b", text):
        return None
    master, others = MASTER.search(text), SOMEONE_ELSE.search(text)
    if re.search(r"^\W*(?:qui|who)\b|\bc'est qui\b|\bwho\b", text) and not master and not others:
        return Verdict(
            R.MASTER_COMMANDS,
            "le Maître du jeu",
            "Le Maître du jeu : il rythme chaque tour en annonçant DONNE, POSE, PASSE, dans cet ordre.",
            "The game master: they pace each turn by calling DONNE, POSE, PASSE, in that order.",
        )
    if bool(master) == bool(others) or not YES_NO_ASKED.search(text):
        return None
    return Verdict(
        R.MASTER_COMMANDS,
        "oui" if master else "non",
        ("Oui" if master else "Non")
        + " : c'est le Maître du jeu qui annonce les 3 commandements de chaque tour (DONNE, POSE, PASSE).",
        ("Yes" if master else "No")
        + ": the game master calls the 3 commands of each turn (DONNE, POSE, PASSE).",
    )


AT_GIVE = re.compile(
    r"\b(?:au|le|du|pendant le|lors du|a|pour le|commandement) donne\b|\bdonne !|\b(?:at|during|the|on) (?:the )?give\b|\bgive (?:step|command|phase)\b"
)
AT_POSE = re.compile(
    r"\b(?:au|le|du|pendant le|lors du|a|pour le|commandement) pose\b|\bpose !|\b(?:at|during|the|on) (?:the )?place\b|\bplace (?:step|command|phase)\b"
)
FIRST_TURN = re.compile(r"\bpremier\b|\b1er\b|\bfirst\b|\bouverture\b|\bopening\b")
FROM_HAND = re.compile(
    r"\b(?:de|from) (?:ma|sa|la|ta|my|his|her|the|your) main\b|\b(?:de|from) (?:ma|sa|la|ta|my|his|her|the|your) hand\b|\bfrom (?:my|his|her|the|your) hand\b"
)
FROM_GRID = re.compile(
    r"\b(?:de|from|of) (?:ma|sa|la|ta|my|his|her|the|your|their) (?:propre )?(?:grille|grid)\b|\bgrid cards?\b|\bcartes? de grille\b"
)
GIVES = re.compile(r"\bdonn\w*|\bfil\w*|\bpass\w*|\bgiv\w*|\bhand (?:over|off)\b")
GIVEN_COUNT = re.compile(
    r"\b(?:donn|fil|pass|giv)\w*\s+(\d+|une|un|one|a|deux|two|trois|three|quatre|four) (?:seule )?(?:cartes?|cards?)\b"
)
GIVES_HAND = re.compile(
    r"\b(?:donn|fil|pass|giv)\w*\s+(?:toute\s+|all\s+(?:of\s+)?)?(?:ma|sa|ta|notre|la|my|his|her|your|our|the)\s+(?:main|hand)\b"
)
SIDES = re.compile(r"\bdroite\b|\bright\b|\bgauche\b|\bleft\b")


def give_card(text: str) -> Interpretation:
    """At DONNE each player gives 1 card of their grid, hidden or visible: "je peux donner une carte encore cachée ?" →
    oui, "je dois donner une carte visible ?" → non (either is chosen), "une carte de ma main ?" → non, "combien de cartes
    on donne ?" → 1. On the first turn the revealed card is given (another reader): no verdict here when the first turn
    is said; a side said is the direction reader's."""
    if not AT_GIVE.search(text) or NEGATION.search(text) or FIRST_TURN.search(text):
        return None
    if (
        GIVES_HAND.search(text)
        and YES_NO_ASKED.search(text)
        and not SCORE_WORDS.search(re.sub(r"\bvoisin\w*|\bneighbou?r\w*", " ", text))
        and not re.search(
            r"\b(?:au|le|du|at|the) pass\w*|num ?draft|\bpose\b|\bplace\b|\bou\b|\bor\b|\d|colonne|column",
            text,
        )
    ):
        return Verdict(
            R.GIVE_FROM_GRID,
            "non",
            "Non : au DONNE, on donne 1 carte de sa grille ; c'est au PASSE que la main passe au voisin de gauche.",
            "No: at GIVE you give 1 card of your grid; the hand goes to the left neighbour at PASS.",
        )
    if SIDES.search(text) or SCORE_WORDS.search(text):
        return None
    if re.search(
        r"num ?draft|\bpose\b|\bplace\b|\brecoi\w*|\brecu\w*|\breceiv\w*|\bget\b|\bgot\b|ailleurs|elsewhere",
        text,
    ):
        return None
    if HOW_MANY_CARDS.search(text):
        if re.search(r"\d|\bmain\b|\bhand\b", text):
            return None
        return Verdict(
            R.GIVE_FROM_GRID,
            1,
            "1 carte : au DONNE, chaque joueur choisit 1 carte de sa grille (cachée ou visible) et la passe au voisin de gauche.",
            "1 card: at GIVE each player chooses 1 card of their grid (hidden or visible) and passes it to the left neighbour.",
        )
    if not YES_NO_ASKED.search(text) or not GIVES.search(re.sub(AT_GIVE, " ", text)):
        return None
    counts = [m[1] for m in GIVEN_COUNT.finditer(AT_GIVE.sub(" ", text))]
    if (
        len(counts) > 1
        or counts
        and (counts[0].isdigit() and counts[0] != "1" or COUNT_WORDS.get(counts[0], 1) != 1)
    ):
        if len(counts) == 1 and not MUST.search(text) and not re.search(r"\bou\b|\bor\b", text):
            return Verdict(
                R.GIVE_FROM_GRID,
                "non",
                "Non : au DONNE, chaque joueur donne 1 seule carte de sa grille.",
                "No: at GIVE each player gives just 1 card of their grid.",
            )
        return None
    must, can = MUST.search(text), CAN.search(text)
    down, up, hand, grid = (
        FACE_DOWN.search(text),
        FACE_UP.search(text),
        FROM_HAND.search(text),
        FROM_GRID.search(text),
    )
    if hand:
        if grid or down or up:
            return None  # "de ma grille ou de ma main ?": which one is asked is not sure
        return Verdict(
            R.GIVE_FROM_GRID,
            "non",
            "Non : au DONNE, on donne 1 carte de sa grille (cachée ou visible), pas de sa main.",
            "No: at GIVE you give 1 card of your grid (hidden or visible), not one from your hand.",
        )
    if down or up:
        if down and up:
            ok = None if must else "oui"  # "je peux donner une carte cachée ou visible ?"
        elif must:
            ok = "non"  # "je dois donner une carte visible ?": either is chosen
        elif can:
            ok = "oui"
        else:
            ok = None  # "on donne une carte cachée ?": may or must is not said
        if ok is None:
            return None
        return Verdict(
            R.GIVE_FROM_GRID,
            ok,
            ("Oui" if ok == "oui" else "Non")
            + " : au DONNE, chaque joueur choisit 1 carte de sa grille, cachée ou visible, au choix"
            " (sauf au premier tour : la carte retournée à l'ouverture).",
            ("Yes" if ok == "oui" else "No")
            + ": at GIVE each player chooses 1 card of their grid, hidden or visible, as they like"
            " (except on the first turn: the card turned over at the opening).",
        )
    if grid and (must or can):
        return Verdict(
            R.GIVE_FROM_GRID,
            "oui",
            "Oui : au DONNE, chaque joueur choisit 1 carte de sa grille (cachée ou visible).",
            "Yes: at GIVE each player chooses 1 card of their grid (hidden or visible).",
        )
    return None


def give_direction(text: str) -> Interpretation:
    """At DONNE the grid card goes to the left neighbour: "au DONNE je donne ma carte à droite ?" → non. The side a card
    comes from ("je reçois la carte de mon voisin de droite ?") is not the side it goes to: no verdict."""
    if (
        not AT_GIVE.search(text)
        or NEGATION.search(text)
        or re.search(
            r"num ?draft|\bpasse\b|\bpass\b|\bmains?\b|\bhands?\b|\d|colonne|column|\bpose\b|\bplace\b",
            text,
        )
    ):
        return None
    right, left = re.search(r"\bdroite\b|\bright\b", text), re.search(r"\bgauche\b|\bleft\b", text)
    if (
        bool(right) == bool(left)
        or not YES_NO_ASKED.search(text)
        or RECEIVED_FROM.search(text)
        or re.search(r"\bou\b|\bor\b", text)
    ):
        return None
    if not GIVES.search(AT_GIVE.sub(" ", text)) and not re.search(
        r"\bva\b|\bvont\b|\bgo(?:es)?\b", text
    ):
        return None
    return Verdict(
        R.GIVE_LEFT,
        "non" if right else "oui",
        ("Non" if right else "Oui")
        + " : au DONNE, la carte de grille choisie passe au voisin de gauche.",
        ("No" if right else "Yes") + ": at GIVE the chosen grid card goes to the left neighbour.",
    )


def given_goes_to(text: str) -> Interpretation:
    """The card received at DONNE joins the hand, not the grid: "la carte que je reçois au DONNE va dans ma main ?" →
    oui, "does it go straight into my grid?" → non. Placing it at POSE is another question: no verdict when POSE is said."""
    if not AT_GIVE.search(text) or NEGATION.search(text) or not YES_NO_ASKED.search(text):
        return None
    if not re.search(
        r"\brecoi\w*|\brecu\w*|\brecev\w*|\breceiv\w*|\bget\b|\bgot\b|\bdonnee\b|\bgiven\b", text
    ):
        return None
    if re.search(
        r"num ?draft|\bpose\b|\bplace\w*|\bposer\b|\bpasse\b|\bpass\b|\d|\bgauche\b|\bdroite\b|\bleft\b|\bright\b",
        text,
    ):
        return None
    into = r"\b(?:va|vont|rejoint|part|arrive|go|goes|going|joins?|lands?|put|mets?|mettre|met)\b[^?.!]{0,25}"
    to_hand = re.search(into + r"\b(?:main|hand)\b", text)
    to_grid = re.search(into + r"\b(?:grille|grid)\b", text)
    if bool(to_hand) == bool(to_grid):
        return None
    ok = bool(to_hand)
    return Verdict(
        R.GIVEN_TO_HAND,
        "oui" if ok else "non",
        ("Oui" if ok else "Non")
        + " : la carte reçue au DONNE rejoint ta main (qui passe temporairement à 6 cartes) ; "
        "au POSE tu complètes ta grille avec 1 carte de ta main.",
        ("Yes" if ok else "No")
        + ": the card received at GIVE joins your hand (temporarily 6 cards); at PLACE you fill "
        "your grid with 1 card from your hand.",
    )


def pose_card(text: str) -> Interpretation:
    """At POSE each player fills their grid with 1 card of their hand: "au POSE je peux poser 2 cartes ?" → non, "je
    complète ma grille avec une carte de ma main ?" → oui, "combien de cartes on pose ?" → 1. Where it goes is the
    freed-slot rule (another reader)."""
    if (
        not AT_POSE.search(text)
        or NEGATION.search(text)
        or SCORE_WORDS.search(text)
        or SIDES.search(text)
    ):
        return None
    if re.search(
        r"num ?draft|\bdonne\b|\bgive\b|\bpasse\b|\bpass\b|ailleurs|elsewhere|anywhere|emplacement|\bslot\b|\bspot\b|\bcase\b|\bface\b|visible|cachee|hidden",
        text,
    ):
        return None
    hand_size = re.search(r"\ben main\b|\bin (?:my |your )?hand\b", text) and not FROM_HAND.search(
        text
    )
    if HOW_MANY_CARDS.search(text):
        if re.search(r"\d", text) or hand_size:
            return None
        return Verdict(
            R.POSE_ONE,
            1,
            "1 carte : au POSE, chaque joueur complète sa grille avec 1 carte de sa main.",
            "1 card: at PLACE each player fills their grid with 1 card from their hand.",
        )
    if not YES_NO_ASKED.search(text) or hand_size or re.search(r"\bou\b|\bor\b", text):
        return None
    counts = [m[1] for m in REVEAL_COUNT.finditer(text)]
    if len(counts) != 1:
        return None
    said = int(counts[0]) if counts[0].isdigit() else COUNT_WORDS[counts[0]]
    if said != 1:
        if MUST.search(text):
            return None
        return Verdict(
            R.POSE_ONE,
            "non",
            "Non : au POSE, chaque joueur pose 1 seule carte de sa main.",
            "No: at PLACE each player places just 1 card from their hand.",
        )
    if FROM_GRID.search(text) and not re.search(r"\bcomplet\w*|\bfill\w*|\bcomplete\w*", text):
        return None  # "une carte de ma grille": not the card placed
    if not FROM_HAND.search(text):
        return None
    return Verdict(
        R.POSE_ONE,
        "oui",
        "Oui : au POSE, chaque joueur complète sa grille avec 1 carte de sa main.",
        "Yes: at PLACE each player fills their grid with 1 card from their hand.",
    )


LAST_CARD = re.compile(r"\b(?:derniere|last)\b[^?.!]{0,25}\b(?:carte|card)\b")
ENDS = re.compile(
    r"\bfin\b|\bfinir\b|\bfini\w*|\btermin\w*|\bend\w*\b|\bover\b|\bdeclench\w*|\btrigger\w*|\barret\w*|\bstop\w*"
)


def end_triggers(text: str) -> Interpretation:
    """The two ways to trigger the end: "combien de façons de déclencher la fin ?" → 2; "si je retourne ma dernière carte
    face cachée ça déclenche la fin ?" → oui. What follows that flip (a last move or not) is not said: a question about
    when the game stops after it gets no verdict."""
    if not ENDS.search(text) or NEGATION.search(text):
        return None
    if re.search(
        r"\bcombien de (?:facons|manieres|moyens|fa\w+ons)\b|\bhow many ways\b", text
    ) and re.search(r"\bpartie\b|\bjeu\b|\bgame\b|\bfin\b|\bend\b", text):
        return Verdict(
            R.END_TWO_WAYS,
            2,
            "2 façons : un joueur retourne volontairement sa dernière carte face cachée, ou un joueur annonce NUM DRAFT.",
            "2 ways: a player voluntarily turns over their last face-down card, or a player announces NUM DRAFT.",
        )
    if (
        not LAST_CARD.search(text)
        or not FACE_DOWN.search(text)
        or not REVEAL.search(text)
        or not YES_NO_ASKED.search(text)
    ):
        return None
    if re.search(
        _AT_ONCE_WORDS
        + r"|\bdernier coup\b|\blast (?:move|turn|round)\b|num ?draft|\bdonne\b|\bgive\b|\bgagn\w*|\bwins?\b|\d|\bpioche\b|\bdeck\b",
        text,
    ):
        return None
    return Verdict(
        R.END_LAST_CARD,
        "oui",
        "Oui : retourner volontairement sa dernière carte face cachée est l'une des deux façons de déclencher la fin de partie.",
        "Yes: voluntarily turning over your last face-down card is one of the two ways to trigger the end of the game.",
    )


_AT_ONCE_WORDS = (
    r"immediat\w*|tout de suite|directement|\bdirect\b|aussitot|sur le champ|right away|at once|immediately|straight away|instantly"
    r"|\bdes qu|as soon as|the moment"
)
ANNOUNCED = re.compile(r"num ?draft")
AFTER_LAST = re.compile(
    r"\b(?:apres|after)\s+(?:ce |le |the |this |that )?(?:dernier coup|last (?:move|play|round|turn))\b"
)


def last_move(text: str) -> Interpretation:
    """The last move after NUM DRAFT is announced: everyone plays it ("seul celui qui annonce joue ?" → non), each
    passes their face-down cards to the left ("à droite ?" → non; "aussi les cartes visibles ?" → non: only the
    face-down ones are named), then fills their grid with their hand and the cards received (oui); after it, scores
    at once ("on calcule les scores tout de suite ?" → oui, "another turn before scoring?" → non)."""
    after = AFTER_LAST.search(text)
    if (
        not ANNOUNCED.search(text)
        and not after
        or NEGATION.search(text)
        and not re.search(r"\bseule?\b|\bonly\b", text)
    ):
        return None
    if not YES_NO_ASKED.search(text) or re.search(
        r"\d|\bavant (?:le |ce )?dernier|\bbefore the last\b|\bgagn\w*|\bwins?\b|\bvictoire\b", text
    ):
        return None
    if after:  # after the last move: scores at once
        scores = re.search(r"\bscor\w*|\bpoints?\b|\bcompt\w*|\bcalcul\w*|\bdecompt\w*", text)
        more = re.search(
            r"\b(?:encore|un autre|another|one more|nouveau|new|extra|autre)\b[^?.!]{0,10}\b(?:tour|turn|round|coup|move)\b|\brejou\w*|\bplay (?:again|on)\b"
            r"|\brefai\w* (?:un |une )?(?:tour|coup|manche)\b",
            text,
        )
        if scores and more:
            ok = "non"
        elif scores and re.search(_AT_ONCE_WORDS, text):
            ok = "oui"
        else:
            return None
        return Verdict(
            R.SCORE_NOW,
            ok,
            ("Oui" if ok == "oui" else "Non")
            + " : après ce dernier coup, on calcule immédiatement les scores.",
            ("Yes" if ok == "oui" else "No")
            + ": after that last move, scores are counted at once.",
        )
    if not re.search(
        r"annonc\w*|announc\w*|declar\w*|\bcri\w*|\bcall\w*|\bdit\b|\bsaid\b|\bsays?\b|\b(?:apres|after|once) num ?draft\b",
        text,
    ):
        return None
    if (
        re.search(r"\bscor\w*|\bpoints?\b|\bcalcul\w*|\bdecompt\w*", text)
        and re.search(_AT_ONCE_WORDS, text)
        and not re.search(r"\bpass\w*|\bdonn\w*|\bgiv\w*|\bfin\b|\bend\b|termin\w*", text)
    ):
        return Verdict(
            R.LAST_MOVE_ALL,
            "non",
            "Non : quand NUM DRAFT est annoncé, tous les joueurs jouent d'abord un dernier coup ; les scores se calculent après ce dernier coup.",
            "No: when NUM DRAFT is announced, all players first play one last move; scores are counted after that last move.",
        )
    if re.search(
        r"\bdernier coup\b|\blast (?:move|play|turn|round)\b|\bjou\w*|\bplay\w*", text
    ) and not re.search(r"\bpass\w*|\bdonn\w*|\bgiv\w*", text):
        alone = re.search(r"\bseule?\b|\bonly\b|\buniquement\b|\bjuste\b", text) and re.search(
            r"\bcelui\b|\bcelle\b|\bqui a annonce|\bwho (?:called|announced)|\bthe (?:caller|announcer)|\bthe player who\b|\bthe one who\b",
            text,
        )
        everyone = re.search(
            r"\btous\b|\btout le monde\b|\bchaque joueur\b|\beveryone\b|\ball (?:the )?players\b|\beach player\b|\bles autres\b|\bthe others\b|\bother players\b",
            text,
        )
        if bool(alone) == bool(everyone) or NEGATION.search(text):
            return None
        ok = "oui" if everyone else "non"
        return Verdict(
            R.LAST_MOVE_ALL,
            ok,
            ("Oui" if ok == "oui" else "Non")
            + " : quand NUM DRAFT est annoncé, tous les joueurs jouent un dernier coup.",
            ("Yes" if ok == "oui" else "No")
            + ": when NUM DRAFT is announced, all players play one last move.",
        )
    if NEGATION.search(text):
        return None
    if (
        re.search(r"\bpass\w*|\bdonn\w*|\bgiv\w*|\bfil(?:e|er)\b", text)
        and re.search(r"\bcartes?\b|\bcards?\b", text)
        and not re.search(r"\bmains?\b|\bhands?\b", text)
    ):
        down, up = FACE_DOWN.search(text), FACE_UP.search(text)
        right, left = (
            re.search(r"\bdroite\b|\bright\b", text),
            re.search(r"\bgauche\b|\bleft\b", text),
        )
        if (
            RECEIVED_FROM.search(text)
            or (right and left)
            or (down and up)
            or re.search(r"\bou\b|\bor\b|\bcombien\b|\bhow many\b", text)
        ):
            return None
        if up and not right:
            ok = "non"  # the face-down cards are passed, the visible ones stay
        elif down and (right or left):
            ok = "oui" if left else "non"
        elif (
            down
            and not MUST.search(text)
            and not CAN.search(text)
            or down
            and (MUST.search(text) or CAN.search(text))
        ):
            ok = "oui"
        else:
            return None
        return Verdict(
            R.LAST_PASS,
            ok,
            ("Oui" if ok == "oui" else "Non")
            + " : au dernier coup, chaque joueur passe toutes ses cartes encore face cachée"
            " au voisin de gauche (les cartes visibles restent dans la grille).",
            ("Yes" if ok == "oui" else "No")
            + ": in the last move each player passes all their still face-down cards to the left"
            " neighbour (face-up cards stay in the grid).",
        )
    if (
        re.search(r"\bcomplet\w*|\bfill\w*|\bremplir\b|\bremplis\w*", text)
        and re.search(r"\bgrilles?\b|\bgrids?\b", text)
        and re.search(r"\brecu\w*|\brecues\b|\breceiv\w*|\bgot\b", text)
        and not re.search(r"\bou\b|\bor\b|\bvoisin\w*|\bneighbou?r", text)
    ):
        return Verdict(
            R.LAST_COMPLETE,
            "oui",
            "Oui : après l'échange, chaque joueur complète sa grille avec sa main et les cartes reçues pendant cet échange.",
            "Yes: after the exchange each player fills their grid with their hand and the cards received in that exchange.",
        )
    return None


FLOW_INTENTS = (
    last_move,
    end_triggers,
    grid_dealt,
    grid_size,
    hand_by_players,
    hand_dealt,
    opening_reveal,
    commands,
    give_direction,
    given_goes_to,
    give_card,
    pose_card,
)
INTENTS = FLOW_INTENTS + INTENTS
