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
PLAYER_WORDS = {"deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8,
                "two": 2, "three": 3, "four": 4, "five": 5, "seven": 7, "eight": 8}
N = r"\d+|deux|trois|quatre|cinq|six|sept|huit|two|three|four|five|seven|eight"
# "6 joueurs", "6-player", "six players", "6 à 7 joueurs" / "6-7 players" (a range read as its upper end: both ends give the
# same deck), "on est 6", "we're six", "à 6", "6 of us"
PLAYERS = re.compile(rf"\b(?:(?:{N})\s*(?:-|a|à|ou|or|to)\s*)?({N})[\s-]*(?:joueurs?|players?|personnes?|people)\b"
                     rf"|\b(?:on est|on joue a|nous sommes|we are|we're|with|avec)\s+({N})\b|(?:^|\W)a ({N})\b|\b({N}) of us\b")


def _players(text: str) -> int | None:
    """How many play, in digits or words ("à cinq joueurs", "we are seven")."""
    found = PLAYERS.search(text)
    if not found:
        return None
    said = next(g for g in found.groups() if g)
    return int(said) if said.isdigit() else PLAYER_WORDS[said]


# the Jokers left out of the count: "sans les jokers", "hors jokers", "number cards only", "cartes numériques"
NUMBERS_ONLY = re.compile(r"\b(?:sans|hors|moins|without|excluding|except|not counting|minus)\s+(?:les |the |des |de |d'|2 |deux |two )?jokers?\b"
                          r"|\bjokers? (?:exclus|non compris|pas compris|non inclus|pas inclus|excluded|not included|not counted|aside)\b"
                          r"|\b(?:cartes? numeri\w*|cartes? (?:a |de )?chiffres?|cartes? (?:a |de )?nombres?|number(?:ed)? cards?|numeric cards?)\b")
# the 6-7 player variant named without its player count: "en variante", "the variant deck"
VARIANT = re.compile(r"\bvariante?s?\b")


# the deck named by its values: "the 0 to 16 deck", "le paquet 0-12", "valeurs de 0 à 16", "up to 12"
VALUE_RANGE = re.compile(r"\b(?:(?:de|from|values?|valeurs?)\s+)?0\s*(?:a|à|to|-|–|\.\.)\s*(12|16)\b|\b(?:jusqu'(?:a|à)|up to)\s+(12|16)\b")
RANGE_PLAYERS = {12: 5, 16: 6}


def deck(text: str) -> Interpretation:
    """"A 6 joueurs, combien de cartes dans le deck ?" → 104; 2 to 5 players → 80; unsaid → asked.

    "Without the jokers" / "cartes numériques" counts the number cards only (78, or 102 with 6-7 players); "the
    variant" with no player count is the 6-7 player one (the booklet's only variant). The deck may be named by its values ("the 0 to
    16 deck", "valeurs 0-12"): 0-12 is the 2-5 player deck, 0-16 the 6-7 one; a player count said against it gives no verdict."""
    if not HOW_MANY_CARDS.search(text) or not DECK.search(text) and not NUMBERS_ONLY.search(text) or re.search(
            r"\bmain\b|\bhand\b|grille|grid|pool|colonne|column", text):
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
    if re.search(r"\b\d+\b", PLAYERS.sub(" ", text)) or re.search(r"\b(?:enleve|retire|remove|take out|took out)", text):
        return None  # another number told, or cards taken out: not a plain deck question
    if players is None and VARIANT.search(text):
        players = 6
    if NUMBERS_ONLY.search(text) and players is not None:
        if 2 <= players <= 5:
            return Verdict(R.NUMBERS_RECOMMENDED, 78, "De 2 à 5 joueurs : valeurs 0 à 12 dans six couleurs, 13 × 6 = 78 cartes numériques (plus 2 Jokers).",
                           "With 2 to 5 players: values 0 to 12 in six colours, 13 × 6 = 78 number cards (plus 2 Jokers).")
        if players in (6, 7):
            return Verdict(R.NUMBERS_VARIANT, 102, "À 6 ou 7 joueurs : valeurs 0 à 16 dans six couleurs, 17 × 6 = 102 cartes numériques (plus 2 Jokers).",
                           "With 6 or 7 players: values 0 to 16 in six colours, 17 × 6 = 102 number cards (plus 2 Jokers).")
        return None
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


def joker_count(text: str) -> Interpretation:
    """"Combien de jokers dans le deck ?" → 2, whatever the player count; a grid or another number told → not this."""
    if not re.search(r"\b(?:combien|how many|nombre|number)\b[^?.!]{0,20}\bjokers?\b", text) or re.search(
            r"\bmain\b|\bhand\b|grille|grid|pool|colonne|column|voisin|neighbou?r|groupe?|points?|\bpts\b", text):
        return None
    if re.search(r"\b\d+\b", PLAYERS.sub(" ", text)):
        return None
    return Verdict(R.JOKER_COPIES, 2, "Il y a 2 Jokers dans le deck, quel que soit le nombre de joueurs.",
                   "There are 2 Jokers in the deck, whatever the number of players.")


RECEIVED = re.compile(r"\brecu|\brecoi|\brecevoir|received?\b|\bgets?\b|\bgot\b|\bdonne\b|\bgive\b|\bgiven\b")
LATER_STEP = re.compile(r"\bpose\b|\bposer\b|\bposé|\bplaced?\b|\bpasse\b|\bpass(?:ed)?\b|\bfin du tour\b|end of the turn")


def hand_count(text: str) -> Interpretation:
    """"Combien de cartes en main après avoir reçu la carte du DONNE ?" → 6; at rest → 5."""
    if not HOW_MANY_CARDS.search(text) or not re.search(r"\ben main\b|\b(?:ma|la|une|sa|chaque|notre) main\b|\bhands?\b", text) or re.search(r"\d", text):
        return None
    received, later = RECEIVED.search(text), LATER_STEP.search(text)
    if received and not later:
        return Verdict(R.HAND_SIZE, 6, "6 cartes : la carte de grille reçue au DONNE rejoint ta main de 5, qui revient à 5 après POSE.",
                       "6 cards: the grid card received at GIVE joins your hand of 5, which goes back to 5 after PLACE.")
    if not received and not later:
        return Verdict(R.HAND_SIZE, 5, "5 cartes : c'est la main de référence (temporairement 6 entre DONNE et POSE).",
                       "5 cards: the reference hand (temporarily 6 between GIVE and PLACE).")
    return None  # which moment of the turn is meant is not sure


RECEIVED_FROM = re.compile(r"\brec(?:ois|oit|oivent|evons|evez|evoir|u|ue)\b|\brecuper\w*|\breceiv\w*|\b(?:get|gets|got)\b|\bcomes? from\b"
                           r"|\bfrom\b|\b(?:vient|viennent|arrive|arrivent) (?:de|du)\b")


def pass_direction(text: str) -> Interpretation:
    """"On passe la main à droite ?" → non; "to the left?" → oui. A side a hand or card is received from ("je reçois
    la main de mon voisin de droite ?") is not the side it goes to: no verdict."""
    if not re.search(r"\bpass\w*|\bdonn\w*|\bgive|\bcircul\w*", text) or not re.search(r"\bmains?\b|\bhands?\b|\bcartes\b|\bcards\b|\bsens\b|direction", text):
        return None
    right, left = re.search(r"\bdroite\b|\bright\b", text), re.search(r"\bgauche\b|\bleft\b", text)
    if bool(right) == bool(left) or re.search(r"\d|colonne|column|grille|grid", text) or not re.search(r"\?|\bou\b|\bor\b", text):
        return None
    if RECEIVED_FROM.search(text):
        return None  # "je reçois la main de mon voisin de droite ?": the side it comes from, not the side it goes to
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


SIDE = r"(?P<{0}>gauche|droite|left|right)"
COLUMN_SIDE = re.compile(r"\b(?:colonnes?|col)\s+(?:de\s+)?(?:la\s+|sa\s+)?(?:plus\s+a\s+)?" + SIDE.format("a")
                         + r"|\b" + SIDE.format("b") + r"(?:-hand|\s+hand)?\s+(?:side\s+)?columns?\b"
                         + r"|\bcolumns?\s+(?:on|to)\s+(?:the|his|her|their|its)\s+" + SIDE.format("c"))
NEIGHBOUR_SIDE = re.compile(r"\bvoisine?s?\s+(?:de\s+|a\s+|du\s+cote\s+|d'a\s+)?(?:ma\s+|la\s+)?" + SIDE.format("a")
                            + r"|\b" + SIDE.format("b") + r"(?:-hand|\s+hand)?\s+neighbou?rs?\b"
                            + r"|\b(?:(?:neighbou?rs?|player|person|guy|joueur|joueuse|personne|celui|celle)\s+(?:on|to|at|de|a)\s+(?:the|his|her|sa|la)"
                            r"|(?:a|on|to|at)\s+(?:ma|my))\s+" + SIDE.format("c") + r"\b")
COLUMN_MINE = re.compile(r"\bma\s+(?:propre\s+)?(?:colonne|col)\b|\bmy\s+(?:own\s+)?(?:(?:left|right)(?:-hand|\s+hand)?\s+)?columns?\b")
COLUMN_THEIRS = re.compile(r"\bsa\s+(?:propre\s+)?(?:colonne|col)\b|\b(?:his|her|their)\s+(?:own\s+)?(?:(?:left|right)(?:-hand|\s+hand)?\s+)?columns?\b")
FOR_NEIGHBOUR = re.compile(r"\bpour\s+(?:son|ses|mon|mes|le)\s+voisin|\bfor\s+(?:his|her|their|my|the)\s+(?:(?:left|right)(?:-hand)?\s+)?neighbou?r"
                           r"|\bvoisin\w*\s+(?:\w+\s+){0,3}(?:l'|la\s+)?(?:compte|prend|utilise|recupere)|\bneighbou?r(?:s|'s)?\s+(?:\w+\s+){0,2}(?:counts?|uses?|takes?|scores?|gets?)"
                           r"|\bpar\s+(?:mon|son|le)\s+voisin|\bby\s+(?:my|his|her|their|the)\s+(?:\w+\s+)?neighbou?r"
                           r"|\b(?:score|pool|points|compte)\s+(?:de|du)\s+(?:mon|son|le)\s+voisin|\b(?:neighbou?r|player)'s\s+(?:score|pool|points)"
                           r"|\b(?:va|part|sert|passe)\s+(?:a|au|chez)\s+(?:mon|son|le)\s+voisin"
                           r"|\b(?:goes?|go|going|counts?|belongs?)\s+(?:to|for|with)\s+(?:my|the|his|her|their)\s+(?:\w+\s+)?(?:neighbou?r|player|person)")
FIRST_PERSON = re.compile(r"\b(?:moi|je|j'|me|m'|mon|ma|mes|i|my|mine)\b|\bj'")
POOL_ASKED = re.compile(r"compt|prend|prise|pris|utilis|recuper|\bpool\b|scor|\bgo(?:es)? (?:to|into)\b|\b(?:va|part|sert)\b|calcul|point|count|use|take|part\s+de|partie\s+de|inclu|\bin\s+my\b|dans\s+mon")
NEGATED = re.compile(r"\bne\b|\bn'|\bpas\b|\bjamais\b|\bnot\b|n't\b|\bnever\b|\bno\b")
WHICH = re.compile(r"\bquel(?:le)?s?\b|\blaquelle\b|\blequel\b|\bwhich\b|\bwhat\b|\bcombien\b|\bhow\b|\bou\b|\bor\b")
CARD_TOLD = re.compile(r"\d|\b(?:rouges?|verte?s?|bleue?s?|jaunes?|reds?|greens?|blues?|yellows?|rainbows?|arc-en-ciel|shadows?|jokers?)\b")


def shared_column(text: str) -> Interpretation:
    """"Je prends bien la colonne de droite de mon voisin de gauche ?" → oui; its left column → non;
    "ma colonne de gauche compte pour mon voisin de droite ?" → non. A column faces the neighbour on its side.
    Two pairs said ("la colonne droite du voisin de gauche et la colonne gauche du voisin de droite") → oui
    only when both face; each column goes with the neighbour said next to it."""
    text = re.sub(r"(?:,\s*|(?<!\bmy)(?<!\bthe)(?<!\bhis)(?<!\bher)(?<!\btheir)\s)(?:right|non|hein)\s*\?+\s*$", " ?", text)  # "…, right?", "…, non ?": a tag, no side
    said = sorted([(m, "column") for m in COLUMN_SIDE.finditer(text)] + [(m, "neighbour") for m in NEIGHBOUR_SIDE.finditer(text)],
                  key=lambda x: x[0].start())
    if len(said) not in (2, 4) or any(said[i][1] == said[i + 1][1] for i in range(0, len(said), 2)) or not POOL_ASKED.search(text):
        return None  # a side missing, or columns and neighbours not said in pairs
    if NEGATED.search(text) or WHICH.search(text) or CARD_TOLD.search(text) or re.search(r"centr|milieu|middle|center", text):
        return None
    rest, end = "", 0
    for m, _ in said:
        rest, end = rest + text[end:m.start()] + " ", m.end()
    if re.search(r"\b(?:gauche|droite|left|right)\b", rest + text[end:]):
        return None  # another side said: which one goes with what is not sure
    if COLUMN_MINE.search(text):
        own_column = True  # "ma colonne de gauche compte pour mon voisin de gauche ?"
    elif COLUMN_THEIRS.search(text) and not FIRST_PERSON.search(text) and FOR_NEIGHBOUR.search(text):
        own_column = True  # "sa colonne de droite compte pour son voisin de gauche ?": the same, said of another player
    else:
        own_column = False  # a neighbour's column in the asker's pool
    if own_column and not FOR_NEIGHBOUR.search(text):
        return None  # one's own column and a neighbour, but not said to count for that neighbour
    pairs = [{kind: _side(m) for m, kind in said[i:i + 2]} for i in range(0, len(said), 2)]
    facing = [(p["column"] == p["neighbour"]) == own_column for p in pairs]
    wrong = next((p for p, ok in zip(pairs, facing) if not ok), pairs[0])
    column, neighbour = wrong["column"], wrong["neighbour"]
    ok = all(facing)
    fr_col, fr_nb = ("gauche" if column == "left" else "droite"), ("gauche" if neighbour == "left" else "droite")
    if own_column:
        fr = (f"{'Oui' if ok else 'Non'} : ta colonne de {fr_col} {'compte' if ok else 'ne compte pas'} pour ton voisin de {fr_nb} ; "
              "ta colonne de gauche entre dans le pool de ton voisin de gauche, ta colonne de droite dans celui de ton voisin de droite.")
        en = (f"{'Yes' if ok else 'No'}: your {column} column {'counts' if ok else 'does not count'} for your {neighbour} neighbour; "
              "your left column goes into your left neighbour's pool, your right column into your right neighbour's.")
    else:
        fr = (f"{'Oui' if ok else 'Non'} : la colonne de {fr_col} de ton voisin de {fr_nb} {'entre' if ok else 'n’entre pas'} dans ton pool de score ; "
              "il compte la colonne droite du voisin de gauche et la colonne gauche du voisin de droite.")
        en = (f"{'Yes' if ok else 'No'}: your {neighbour} neighbour's {column} column {'is' if ok else 'is not'} in your scoring pool; "
              "it holds the left neighbour's right column and the right neighbour's left column.")
    if len(pairs) == 2 and ok:
        rule = R.POOL
    else:
        shared_by_right = column == "left" if own_column else neighbour == "right"  # the right neighbour's left column, seen from either side
        rule = R.SHARED_COLUMNS if shared_by_right else R.SHARED_COLUMNS_LEFT
    return Verdict(rule, "oui" if ok else "non", fr, en)


def _side(match: re.Match) -> str:
    side = next(g for g in match.groups() if g)
    return "left" if side in ("gauche", "left") else "right"


POOL_SIZE = re.compile(r"\bpool\b|\bscor\w* with\b|\b(?:entrent|comptent|vont) (?:dans|pour) (?:mon|le) score|\b(?:in|into|towards?) my score\b|\bpour (?:le |mon |calculer (?:le |mon )?)?score\b|\bfor (?:the |my )?scor(?:e|ing)\b|\bau scoring\b|\bscore (?:sur|on)\b")


SCORING = re.compile(r"compt|prend|score|scoring|count|take|use|pool|calcul|total")
# which part of the pool is asked: the player's own grid, one neighbour ("chaque voisin", "per neighbour"), both neighbours
GRID_PART = re.compile(r"\b(?:ma|ta|la|sa|my|your|the|their|his|her) (?:propre |own )?(?:grille|grid)\b|\b(?:mes|my) (?:propres|own) cartes\b|\bmy own cards\b")
EACH_NEIGHBOUR = re.compile(r"\bchaque voisin|\bchacun de (?:mes|ses|tes) voisins|\beach (?:of (?:my|the|your) )?neighbou?rs?\b|\bpar voisin\b|\bper neighbou?r\b"
                            r"|\b(?:d'un|un|from one|from a|from a single|one|a single|d'un seul|un seul) (?:seul )?(?:voisin|neighbou?r)\b(?!s)")
BOTH_NEIGHBOURS = re.compile(r"\bvoisins\b|\bneighbou?rs\b|\bneighbou?rs'|\bcolonnes voisines\b|\bneighbou?ring columns\b")
# the whole pool said with its parts: "ma grille et mes voisins", "voisins compris", "including the neighbours' columns"
WHOLE = re.compile(r"\b(?:compris|inclus|included|including|avec (?:les|mes) (?:colonnes? )?(?:des )?voisins|with (?:the|my) neighbou?rs)\b"
                   r"|\b(?:grille|grid) (?:et|and|\+|plus) (?:de |d'|from )?(?:les |mes |my |the )?(?:colonnes? |columns? )?(?:des |of )?(?:voisins|neighbou?rs)")
NOT_POOL = re.compile(r"groupe?s?\b|combinaison|combo|paires?\b|pairs?\b|marqu|rapport|bonus|ancr|anchor|touch|adjac|same|meme")


def pool_size(text: str) -> Interpretation:
    """How many cards the scoring pool holds, or one part of it: 15 in all ("combien de cartes dans mon pool de score ?"),
    9 from the grid ("combien de cartes de ma grille comptent ?"), 6 from the neighbours ("je compte combien de cartes de mes
    voisins en tout ?"), 3 from one ("combien de cartes de mon voisin de gauche je compte ?", "per neighbour").
    None with a card told, a group or points asked, or parts said that do not add up to one of these."""
    if not HOW_MANY_CARDS.search(text) or CARD_TOLD.search(text) or re.search(r"centr|milieu|middle|center|\bmain\b|\bhand\b|deck|paquet", text):
        return None
    if NOT_POOL.search(text):
        return None
    one_neighbour = list(NEIGHBOUR_SIDE.finditer(text))
    grid, each, both = GRID_PART.search(text), EACH_NEIGHBOUR.search(text), BOTH_NEIGHBOURS.search(text)
    scoring = SCORING.search(text)
    if WHOLE.search(text) and scoring:
        return _whole_pool()
    if grid and (each or both or one_neighbour):
        return None  # two parts said: which one is asked is not sure
    if len(one_neighbour) == 1 and scoring and not each and not re.search(r"\bboth|deux voisins|2 voisins|mes voisins|my neighbou?rs", text):
        return Verdict(R.SHARED_COLUMNS_LEFT if _side(one_neighbour[0]) == "left" else R.SHARED_COLUMNS, 3,
                       "3 cartes : de chaque voisin, seule la colonne tournée vers toi compte (la colonne droite du voisin de gauche, la colonne gauche du voisin de droite).",
                       "3 cards: from each neighbour only the column facing you counts (the left neighbour's right column, the right neighbour's left column).")
    if one_neighbour:
        return None
    if each and scoring:
        return Verdict(R.SHARED_COLUMNS, 3, "3 cartes par voisin : la colonne droite du voisin de gauche et la colonne gauche du voisin de droite.",
                       "3 cards from each neighbour: the left neighbour's right column and the right neighbour's left column.")
    if both and scoring and not each:
        return Verdict(R.POOL, 6, "6 cartes venues des voisins : la colonne droite du voisin de gauche (3) et la colonne gauche du voisin de droite (3).",
                       "6 cards from the neighbours: the left neighbour's right column (3) and the right neighbour's left column (3).")
    if grid and scoring and not NEIGHBOUR_ANY.search(text):
        return Verdict(R.POOL, 9, "9 cartes : toute ta grille 3×3 compte, plus 6 cartes des colonnes voisines (15 en tout).",
                       "9 cards: your whole 3×3 grid counts, plus 6 cards from the neighbours' columns (15 in all).")
    if NEIGHBOUR_ANY.search(text) or grid:
        return None
    if POOL_SIZE.search(text) or re.search(r"scor|\bpool\b|decompte", text) and re.search(r"en tout|au total|in total|altogether|overall", text):
        return _whole_pool()  # "when scoring, how many cards do I count altogether?"
    return None


def _whole_pool() -> Verdict:
    return Verdict(R.POOL, 15, "15 cartes : tes 9 cartes de grille + la colonne gauche du voisin de droite (3) + la colonne droite du voisin de gauche (3).",
                   "15 cards: your 9 grid cards + the right neighbour's left column (3) + the left neighbour's right column (3).")


NEIGHBOUR_ANY = re.compile(r"voisin|neighbou?r|adverse|opponent")


INTENTS = (shared_column, pool_size, deck, joker_count, hand_count, pass_direction, replace_slot, intrinsic, bonus_amount, ending_wins)
