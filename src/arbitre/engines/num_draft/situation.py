"""Reading a NUM DRAFT situation out of a player's sentence.

Grammar (folded: lower case, no accents): clauses are cut at commas, "et", "and",
"mais", "but". A clause naming the neighbour ("voisin", "neighbour", "adverse", or a
column named after a player: "Lena's right column", "la colonne droite de Léa")
holds neighbour cards, one with "j'ai", "ma grille", "my grid" holds yours; any
other clause keeps the owner of the clause before it; a possessive right before
a card overrides it ("un 6 de mon voisin … à mes deux 6", "mon groupe de deux
rouges"). A card mention is `<count> [seul|single] [autre|other|more]
[classique|classic|normal] [cartes] [de valeur] [<value>] [<colour|rainbow|shadow|joker>] [<value>]`:
"trois rouges", "un 7 rouge", "deux 5", "a red 5", "un Shadow", "two jokers",
"another 5", "a classic Red card", "a plain red card", "deux 7 classiques (un rouge, un bleu)" (a card type,
before or after the value, not the Classic mode). "a" before a digit
is the English article after an English word or at a clause start ("I have a 4", "and a 9":
one card of value 4), else the French verb ("mon voisin a 3 rouges": three cards).
A card said with a determiner ("mon 7 bleu", "ces deux 8", "sa carte verte",
"that red", "the red 4") is a reference (`Told.refs`): when it names cards already
told it adds none (the same cards again); "mon 7 bleu" not told is one card (its
digit is a value, not a count); one that may or may not be among told cards ("mon
7 rouge" after "trois rouges") makes the reading partial. An ordinal ("ce 4e vert",
"that 4th Red") names the last told card of that colour or value, and the cards
told of it must be that many, else the reading is partial. After an indefinite article
("un troisième Shadow", "a 4th red") an ordinal counts on: one more card, with one less told
before it, else the reading is partial; said bare ("mon voisin en a un troisième", "a third
one") it is one more of the card told just before, when that card names one colour or one value. In a neighbour clause a
definite or possessive card not told ("le joker de mon voisin", "my neighbour's
rainbow", "le voisin a le seul autre bleu") is one card.
A count followed by a breakdown of the same cards, in parentheses or after a colon,
is one card per item: "trois rouges (2, 5 et 9)", "deux 7 (un rouge, un vert)",
"three 7s: a red, a blue and a green", "two blue cards (a 3 and a 10)", also after a comma when articled items
of the other kind close the clause ("deux 8 dans ma grille, un bleu et un jaune", "two 8s, one blue and one
yellow", "deux cartes rouges, le 4 et le 9"; "un 8, un bleu et un jaune" stays three cards); a parenthesis only denying cards ("(aucun autre 8, pas de
joker)") is read as denials, and the pool's own size said in passing ("mon pool de 15 cartes") is no card fact; a possessive
before the count goes with every item ("my two greens (5 and 11)" are both mine); also with
where they lie in between ("deux jaunes dans ma grille (le 3 et le 10)", "two reds
in his right column (4 and 9)");
when the number of items differs from the count said, the mention is unclear
(`Told.unclear`) and the caller asks instead of guessing. A negated list adds no
card: "aucun autre rouge, bleu, 3 ou 8", "no other yellow", "pas d'autre jaune",
"no Shadow cards or any 5s", also said after "est" / "vaut" ("aucune autre carte du pool est verte ou bleue ni vaut 5 ou 8"),
"c'est le seul autre 7"; what it denies of the player's own grid is kept
(`Told.denied_own`: "moi aucune carte verte, aucun 5 et pas de joker" → vert, 5,
joker; "no other 7s anywhere" counts for every grid, "pas d'autre jaune chez les
voisins" for none of the player's).

A card told by colour and value and a count of 2 or more of its colour or value for the
same player ("mon Rouge 5 … 3 rouges") may count that card once or twice: said inside the
count, once ("mon Rouge 5 est dans un groupe de 3 rouges", "my red 5 is one of my three
reds", "trois rouges dont le rouge 5", "including my blue 6": the count keeps the other
cards); a count said "autres"/"other" after the card is other cards; otherwise the reading
is partial.

Whatever card fact the reading did not account for (a value or colour said outside
any card mention, a group reference or a negation, and not naming a card already
told; the told cards pointed back at with a number, "ces 3 cartes", "these two cards", are no fact, but a number
other than the cards told makes the reading partial; an article and a colour with words between that are not read, "a shiny red
card") makes the reading partial (`Told.partial`): the caller then gives no verdict
rather than one computed on half the situation. So do a neighbour column the player's pool
does not hold ("my left neighbour's left column", "I'm his right neighbour" with his left
column, a centre column) and a fact taken back ("wait no", "je veux dire", "deux 3 rouges... non, un 3 bleu"). Cards said apart
(`Told.apart`) include one at the top and one at the bottom, or one left and one right ("un en haut et un en bas"):
such cells never touch.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from arbitre.engines.num_draft.cards import (
    JOKER,
    LEFT,
    LEFT_COLUMN,
    OWN,
    RIGHT,
    RIGHT_COLUMN,
    Card,
    Pool,
    Slot,
)

NUMBER_WORDS = {
    "un": 1,
    "une": 1,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "single": 1,
    "another": 1,
    "zero": 0,
    "aucun": 0,
    "aucune": 0,
    "no": 0,
}
COLOUR_WORDS = {
    "rouge": "rouge",
    "red": "rouge",
    "vert": "vert",
    "verte": "vert",
    "green": "vert",
    "bleu": "bleu",
    "bleue": "bleu",
    "blue": "bleu",
    "jaune": "jaune",
    "yellow": "jaune",
    "rainbow": "rainbow",
    "arc-en-ciel": "rainbow",
    "shadow": "shadow",
    "ombre": "shadow",
    "joker": "joker",
}
COUNT = r"\d+|" + "|".join(NUMBER_WORDS)
COLOUR = "|".join(sorted(COLOUR_WORDS, key=len, reverse=True))
KIND = r"(?:classiques?|classic|normale?s?|normaux|normal|regular|ordinaires?|ordinary|plain|simples?|basic|basiques?)\s+"  # "a classic red card": a card type, not the mode
KIND_AFTER = r"(?:\s+(?:classiques?|normales?|normaux|ordinaires?|simples?|basiques?)\b)?"  # "deux 7 classiques (un rouge, un bleu)"
MENTION = re.compile(
    rf"\b(?P<count>{COUNT})\s+(?:seule?s?\s+|single\s+|lone\s+)?(?P<other>autres?\s+|other\s+|more\s+)?(?:{KIND})?(?:(?:cartes?|cards?)\s+)?(?:{KIND})?(?:de\s+valeur\s+|of\s+value\s+)?"
    rf"(?:(?P<value>\d+)(?:s|'s)?\b\s*)?(?:(?P<colour>{COLOUR})(?:s|x)?\b)?(?:\s+(?P<value2>\d+)\b)?"
)
NEIGHBOUR = re.compile(
    r"voisin|neighbou?r|adverse|opponent|sa colonne|their column|his column|her column"
    r"|\b(?!(?:my|your)\b)\w+'s (?:(?:left|right|shared|outer)\s+)?columns?\b"  # "Lena's right column"
    r"|\bcolonnes? (?:de |d')?(?:gauche|droite|partagee) (?:de |d' ?)(?!(?:ma|mon|mes|la|le|les|sa|son|ses|ta|ton|tes|leur|notre|cette|haut|bas|gauche|droite|abord|cartes?|valeur|\d+)\b)\w+"
)  # "la colonne droite de Léa"
MINE = re.compile(
    r"\bj'ai\b|ma (?:propre )?grille|mon jeu|\bi (?:already |also )?have\b|\bi've\b|my (?:own )?grid|\bmes\b|\bchez moi\b"
)
CLAUSE_CUT = re.compile(r"[,;:?!]|\.(?!\d)|\bet\b|\band\b|\bmais\b|\bbut\b|\bpuis\b|\bplus\b")
APART = re.compile(
    r"diagonal|(?:par|by) (?:le |un |les |the |a )?(?:coins?|corners?)\b|coin contre coin|corner to corner|ne se touchent pas|se touchent pas|not touching|don't touch|do not touch|separe|eloigne|apart"
    r"|(?:opposite|different|two|separate) corners|coins? (?:oppose|differents|separe)|(?:deux|aux deux|dans deux) coins|aux (?:deux )?extremites|aux deux bouts"
    r"|ne se touchent (?:plus|jamais|meme pas)|ne touche(?:nt)? pas|(?:pas|non|not|aren't|are not|isn't|never) (?:adjacente?s?|collee?s?|cote a cote|next to each other|side by side)"
    r"|(?:don't|do not|doesn't|does not|never) touch|aren't touching|far from each other|loin l'une? de l'autre"
    # one in the top row and one in the bottom row, one in the left column and one in the right: never touching
    r"|\b(?:un|une|l'une?) (?:tout )?en (?:haut|bas) et (?:un|une|l'autre) (?:tout )?en (?:haut|bas)\b(?! ?(?:a |au )?(?:gauche|droite|milieu|centre))"
    r"|\b(?:un|une|l'une?) (?:tout )?a (?:gauche|droite) et (?:un|une|l'autre) (?:tout )?a (?:gauche|droite)\b"
    r"|\bone (?:at the |on )?(?:top|bottom) and (?:one|the other) (?:at the |on )?(?:top|bottom)\b(?! ?(?:left|right|middle|centre|center))"
    r"|\bone (?:on the |at the )?(?:left|right) and (?:one|the other) (?:on the |at the )?(?:left|right)\b"
)
CLASSIC = re.compile(r"classique|classic|officiel|official")
DISCOVERY = re.compile(r"decouverte|familial|discovery|family")
OWN_CELLS = ((0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1), (0, 2), (1, 2), (2, 2))
APART_CELLS = ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2))
ROWS = {"haut": 0, "top": 0, "upper": 0, "bas": 2, "bottom": 2, "lower": 2}
COLS = {"gauche": 0, "left": 0, "droite": 2, "right": 2}
MIDDLE = r"(?:milieu|centre|center|middle)"
CELL = re.compile(
    rf"\b(?P<row>haut|bas|top|bottom|upper|lower)(?:\s+|-)(?:a\s+|au\s+)?(?P<col>gauche|droite|left|right|{MIDDLE})\b"
    rf"|\b(?:au|en plein|in the|at the)\s+(?P<mid>{MIDDLE})\b(?:\s+(?:a\s+)?(?P<side>gauche|droite|left|right)\b)?"
    rf"|\b(?P<mrow>{MIDDLE})(?:\s+|-)(?:a\s+)?(?P<mcol>gauche|droite|left|right)\b"  # "middle left", "milieu droite"
    r"|(?<!du )(?<!de )(?<!colonne )(?<!column )\b(?P<bare>centre|center)\b(?!\s*(?:columns?|colonnes?|rows?|rangees?|lignes?|du|de|of)\b)"  # "middle left and center"
)


THIRD_GRID = re.compile(
    r"\b(?:sa (?:propre )?grille|son (?:propre )?jeu|(?:his|her|their) (?:own )?grid)\b"
)
FIRST_PERSON = re.compile(r"\b(?:moi|je|j'|me|m'|mon|ma|mes|i|i'm|i've|me|my|mine)\b|\bj'")
THIRD_POSSESSIVE = {"sa": "ma", "son": "mon", "ses": "mes", "his": "my", "her": "my", "their": "my"}


def as_player(text: str) -> str:
    """A question about another player's own grid ("Paul a ses deux bleus aux deux bouts de sa grille,
    ils marquent pour lui ?", "Sarah has two greens in her grid"), said as if that player asked it:
    "ses", "sa", "her" become "mes", "ma", "my", so the cards are read as the grid owner's, not as a
    neighbour's. Only when no neighbour and no card of the asker are said: otherwise two points of view mix."""
    if not THIRD_GRID.search(text) or NEIGHBOUR.search(text) or FIRST_PERSON.search(text):
        return text
    return re.sub(r"\b(?:sa|son|ses|his|her|their)\b", lambda m: THIRD_POSSESSIVE[m[0]], text)


def cells(text: str) -> tuple[tuple[int, int], ...]:
    """Grid cells named in order: "en haut a gauche" (0, 0), "au centre" (1, 1), "bottom right" (2, 2),
    "middle left" (1, 0), a bare "centre" (1, 1) when not a column or a row."""
    found = []
    for m in CELL.finditer(text):
        if m["row"]:
            found.append((ROWS[m["row"]], COLS.get(m["col"], 1)))
        elif m["mrow"]:
            found.append((1, COLS[m["mcol"]]))
        elif m["bare"]:
            found.append((1, 1))
        else:
            found.append((1, COLS.get(m["side"] or "", 1)))
    return tuple(found)


def fold(text: str) -> str:
    """Lower case, no accents, straight apostrophes: the form every pattern reads."""
    text = unicodedata.normalize("NFKD", text.replace("’", "'").lower())
    return "".join(c for c in text if not unicodedata.combining(c))


@dataclass(frozen=True)
class Mention:
    count: int
    colour: str | None  # "rouge", ..., "rainbow", "shadow", "joker", or None (not said)
    value: int | None
    neighbour: bool


@dataclass(frozen=True)
class Ref:
    """A told card said again by a determiner ("mon 7 bleu", "ces deux 8", "that red"): no new card."""

    colour: str | None
    value: int | None
    neighbour: bool
    plural: bool
    said: str = ""  # the words, to tell a reference in the question asked from one in the statement

    def names(self, card: Card) -> bool:
        """Whether a pool card is one this reference may stand for."""
        return (
            self.colour is None
            or card.colour == self.colour
            or (self.colour == "joker" and card.is_joker)
        ) and (self.value is None or card.value == self.value)


@dataclass(frozen=True)
class Told:
    """What a question says: card mentions, mode, and whether cards are said apart."""

    mentions: tuple[Mention, ...]
    mode: str | None
    apart: bool
    unclear: bool = False
    partial: bool = False  # a card fact was said that no mention accounts for
    refs: tuple[Ref, ...] = ()  # cards said again ("mon 7 bleu", "ces deux 8"), in order
    denied_own: frozenset = (
        frozenset()
    )  # colours and values the player's own grid is said to lack ("aucun 5")

    @property
    def own(self) -> tuple[Mention, ...]:
        return tuple(m for m in self.mentions if not m.neighbour)

    @property
    def borrowed(self) -> tuple[Mention, ...]:
        return tuple(m for m in self.mentions if m.neighbour)


ITEM = rf"(?:(?:un|une|a|an|one|1|le|la|l'|the)\s*)?(?:{COLOUR}|\d+)(?:s|x)?(?:\s+one)?"
LIST = rf"{ITEM}(?:\s*(?:,|\bet\b|\band\b)\s*{ITEM})*"
HEAD = (
    rf"\b(?:(?P<count>{COUNT})\s+)?(?:autres?\s+|other\s+|more\s+)?(?:{KIND})?(?:(?:cartes?|cards?)\s+)?(?:{KIND})?(?:de\s+valeur\s+)?"
    rf"(?P<head>{COLOUR}|\d+)(?:s|x|'s)?{KIND_AFTER}(?:\s+(?:cartes?|cards?)\b)?{KIND_AFTER}"
)
WHERE = (
    r"\s+(?:dans|in|sur|on|chez)\s+(?:ma|mon|my|sa|son|his|her|their|leur|la|the)\s+(?:propre\s+|own\s+|left\s+|right\s+|shared\s+)?"
    r"(?:grille|grid|jeu|colonne|column)"
    r"(?:\s+(?:de\s+)?(?:gauche|droite|left|right))?"
)  # "trois 7 dans ma grille (rouge, vert, bleu)"
# after a comma, only articled items of the other kind, closing the clause: "deux 8 dans ma grille, un bleu et un jaune"
# ("two 8s, one blue and one yellow"), the definite article too ("deux cartes rouges, le 4 et le 9", "two reds, the 4 and
# the 9"), the list closed by a sentence end or a comma before anything but another item; a bare item ("deux 8, 3 et 5")
# is never taken for a breakdown, nor a card listed twice ("deux bleues, la 4 et la 4": unclear)
APPOSED = rf"(?:(?:un|une|a|an|one|le|la|the)\s+|l')(?:{COLOUR}|\d+)(?:\s+one)?"
BREAKDOWN = re.compile(
    rf"{HEAD}(?P<where>{WHERE})?\s*(?:\((?P<paren>[^()]*)\)|:\s*(?P<colon>{LIST})(?=\s*(?:[,.;?!]|\b(?:et|and|dans|in|chez|sur|on)\b|$))"
    rf"|,\s*(?P<comma>{APPOSED}(?:\s*(?:,|\bet\b|\band\b)\s*{APPOSED})+)(?=\s*(?:[.;?!(]|$|,(?!\s*{APPOSED}))))"
)


def expand_listed(text: str) -> tuple[str, bool]:
    """ "trois rouges (2, 5 et 9)", "deux 7 (un rouge, un vert)" → one card each; True when a list is unclear."""
    unclear = False

    def one_each(match: re.Match) -> str:
        nonlocal unclear
        items = next(match[part] for part in ("paren", "colon", "comma") if match[part] is not None)
        if match["paren"] is not None and not re.fullmatch(rf"\s*{LIST}\s*", items):
            unclear = unclear or bool(re.search(r"\d", items))
            return match[0]
        said = [
            re.sub(r"^(?:(?:un|une|a|an|one|1|le|la|the)\s+|l')(?=\S)|\s+one$", "", x.strip())
            for x in re.split(r",|\bet\b|\band\b", items)
        ]
        said = [re.sub(r"(?<=\D)(?:s|x)$", "", x) for x in said if x]
        if len(set(said)) < len(said):
            unclear = True  # "deux bleues, la 4 et la 4": each card exists once in the deck
            return match[0]
        head_is_value = match["head"].isdigit()
        if any(x.isdigit() == head_is_value for x in said):  # "deux 7 (3, 5)": not a breakdown
            unclear = True
            return match[0]
        count = match["count"]
        count = None if count is None else int(count) if count.isdigit() else NUMBER_WORDS[count]
        if match["comma"] is not None and (count is None or count < 2):
            return match[0]  # "un 8, un bleu et un jaune": a list of cards, not a breakdown
        if count is not None and count != len(said):
            unclear = True
            return match[0]
        head = match["head"]
        owner = re.search(
            r"\b(?:mes|mon|ma|my|ses|son|sa|his|her|their|leurs?)\s+$",
            match.string[: match.start()],
        )
        again = (
            owner[0] if owner else ""
        )  # "my two greens (5 and 11)": each card listed is "my" card, not the clause's
        return ", ".join(
            ("" if i == 0 else again) + (f"un {head} {x}" if head_is_value else f"un {x} {head}")
            for i, x in enumerate(said)
        ) + (match["where"] or "")

    text = BREAKDOWN.sub(one_each, text)
    # a parenthesis left with a digit is a list not read; one only denying cards ("(aucun autre 8, pas de joker)") is read later
    return text, unclear or any(
        re.search(r"\d", NO_MORE.sub(" ", inside)) for inside in re.findall(r"\(([^()]*)\)", text)
    )


NEGATED = rf"(?:{COLOUR}|\d+)(?:s|x)?(?:\s+(?:{COLOUR}|\d+))?"
# "no other card in my pool is yellow, a Joker or a 3", "aucune autre carte du pool est verte ou bleue ni vaut 5 ou 8":
# the denied list said after "is" or "is worth" (a value), each item of it may repeat its verb
DENIED_VERB = r"(?:n'\s*)?(?:is|are|est|sont|vaut|valent|is worth|are worth|has a value of)\s+"
DENIED_IS = (
    r"(?:(?:(?:in|dans|de|of)\s+(?:my|mon|ma|the|le|la|your|ton|ta)\s+|du\s+)?(?:(?:pool|grid|grille|jeu)\s+)?"
    rf"{DENIED_VERB}(?:(?:a|an|un|une|1)\s+)?)?"
)
CARDS_WORD = r"(?:\s+(?:cartes?|cards?|groups?)\b)?"  # "no Shadow cards or any 5s", "no Shadow group": the word after a denied colour
NO_MORE = re.compile(
    rf"\b(?:(?:aucune?|ni|nor|no|zero|not? any|(?:don't|do not|doesn't|does not) have(?: any)?)\s+|(?:pas|plus) d(?:e\s+|'\s*))(?:autres?\s+|other\s+)?(?:cartes?\s+|cards?\s+|groupes?\s+(?:de\s+)?)?{DENIED_IS}{NEGATED}{CARDS_WORD}"
    rf"(?:\s*(?:,|\bou\b|\bor\b|\bni\b|\bnor\b|\bet\b|\band\b)\s*(?:aucune?\s+|no\s+|any\s+|d[e']\s*|(?:pas|plus) d(?:e\s+|'\s*))?"
    rf"(?:autres?\s+|other\s+)?(?:cartes?\s+|cards?\s+)?(?:{DENIED_VERB})?(?:(?:a|an|un|une|1)\s+)?{NEGATED}\b(?!\s+(?:{COLOUR}|\d)){CARDS_WORD})*"
    rf"|\b(?:c'est\s+|it's\s+|it is\s+)?(?:le|la|les|the)\s+(?:seule?s?|only)\s+(?:autres?\s+|other\s+)?{NEGATED}\b"
)
HAS_ONLY = re.compile(  # "le voisin a le seul autre bleu", "the only other 7 is in his column": a card
    rf"\b(?P<verb>a|ai|as|ont|has|have|got|holds?|possede|il y a|there's|there is)\s+(?:le|la|the)\s+(?:seule?|only)\s+(?:autre\s+|other\s+)?(?=(?:{COLOUR}|\d))"
    rf"|\b(?:le|la|the)\s+(?:seule?|only)\s+(?:autre\s+|other\s+)?(?=(?:{COLOUR}|\d+)s?\s+(?:est|is|sits|se trouve|lies)\s+(?:dans|chez|in|at|on)\b)"
)
GROUP_REF = re.compile(
    rf"groupe?s?\s+(?:de\s+|des\s+|of\s+)?(?:{COLOUR}|\d+)(?:s|x)?\b|\b(?:{COLOUR}|\d+)(?:s|x|'s)?\s+groups?\b"
)
FACT = re.compile(
    rf"\b(?:{COLOUR}|\d+)(?:s|x)?\b(?!\s*(?:joueurs?|players?|tours?|rounds?|e|er|eme|th|st|nd|rd)\b)"
    rf"|(?<!\bces )(?<!\bles )(?<!these )(?<!those )(?<!\bthe )"  # "ces trois cartes" points back
    rf"\b(?:deux|trois|quatre|cinq|two|three|four|five)\b(?=\s+(?:autres?\s+|other\s+)?(?:cartes?|cards?)\b)"
)


def same_words(text: str) -> str:
    """A part of a question in the words `read` works on (listed cards one by one, "Rouge 7" as "un 7 rouge")."""
    return COLOUR_FIRST.sub(_colour_first, expand_listed(text)[0])


# the score pool's own size, 15 cards (9 + 3 + 3), said in passing: no card fact ("dans mon pool de 15 cartes")
POOL_SIZE = re.compile(
    r"\bpool (?:de score |of scoring )?(?:de|of) (?:15|quinze|fifteen) (?:cartes|cards)\b"
    r"|\b(?:15|quinze|fifteen)[- ]cards? (?:score |scoring )?pool\b"
    r"|\b(?:les|mes|the|my) (?:15|quinze|fifteen) (?:cartes|cards) (?:du|de mon|de|of the|of my|in my|in the) pool\b"
)


# the cards told pointed back at with their number ("combien me rapportent ces 3 cartes ?", "these two cards"): no new
# card fact, but the number must be the number of cards told, else the reading is partial
POINTED_BACK = re.compile(
    rf"\b(?P<det>ces|these|those)\s+(?P<n>\d+|{'|'.join(w for w, n in NUMBER_WORDS.items() if n > 1)})\s+(?=(?:cartes?|cards?)\b(?!\s+(?:{COLOUR})))"
)


def read(text: str) -> Told:
    """Card mentions clause by clause, each tagged with its owner."""
    text = POOL_SIZE.sub(" pool ", text)
    pointed = [NUMBER_WORDS.get(m["n"]) or int(m["n"]) for m in POINTED_BACK.finditer(text)]
    text = POINTED_BACK.sub(lambda m: m["det"] + " ", text)
    text, unclear = expand_listed(text)
    text = COLOUR_FIRST.sub(_colour_first, text)
    text = HAS_ONLY.sub(lambda m: f"{m['verb'] or ''} un ", text)
    said = NO_MORE.findall(text)
    denied = _denied_own(text)
    text = NO_MORE.sub(" ", text)
    mentions: list[Mention] = []
    rest: list[str] = []
    unread: list[str] = []
    refs: list[Ref] = []
    neighbour, unsure = False, False
    other: list[
        bool
    ] = []  # per mention: said "autre(s)" / "other" / "another", so no card told before of its kind
    counted_text: list[
        str
    ] = []  # the clauses with cards counted on ("un troisième Shadow") told as cards
    for clause in CLAUSE_CUT.split(text):
        if NEIGHBOUR.search(clause):
            neighbour = True
        elif MINE.search(clause):
            neighbour = False
        elif THEIRS.search(clause):
            neighbour = True
        said_owner = True if NEIGHBOUR.search(clause) else False if MINE.search(clause) else None
        clause, found, unsure_here = _references(clause, mentions, neighbour, said_owner)
        refs, unsure = refs + found, unsure or unsure_here
        clause, counted = _counted_on(clause, mentions)
        unsure, counted_text = unsure or not counted, counted_text + [clause]
        if neighbour:
            clause = _definite(clause, [m for m in mentions if m.neighbour])
        for x in MENTION.finditer(clause):
            mention = _mention(x, _whose(clause, x, neighbour))
            if mention:
                mentions.append(mention)
                other.append(bool(x["other"]) or x["count"] == "another")
        said += [x[0] for x in MENTION.finditer(clause) if _card_said(x)]
        rest.append(
            GROUP_REF.sub(" ", MENTION.sub(lambda x: " " if _card_said(x) else x[0], clause))
        )
        unread.append(
            GROUP_REF.sub(
                " ",
                MENTION.sub(
                    lambda x: " " if x["colour"] or x["value"] or x["value2"] else x[0], clause
                ),
            )
        )
    mentions, overlap, folded = _overlaps(mentions, other, text)
    unsure = unsure or overlap
    mode_text = CARD_KIND.sub(" ", text)
    mode = (
        "decouverte"
        if DISCOVERY.search(mode_text)
        else "classique"
        if CLASSIC.search(mode_text)
        else None
    )
    known = {_attribute(f) for x in said for f in FACT.findall(x)}
    rest_text = " ".join(rest)
    partial = (
        any(_attribute(f) not in known for f in FACT.findall(rest_text))
        or (bool(OVERLAP.search(text)) and not folded)
        or unsure
        or bool(UNREAD_CARD.search(" ".join(unread)))
        or not _ordinals_agree(" ; ".join(counted_text), mentions)
    )
    refs += _ordinal_refs(" ; ".join(counted_text), mentions)
    # more cards than a grid (9) or the two shared columns (6) hold: a count misread ("4 rouge" = a red 4?)
    unclear = (
        unclear
        or sum(m.count for m in mentions if not m.neighbour) > 9
        or sum(m.count for m in mentions if m.neighbour) > 6
    )
    partial = (
        partial
        or (any(m.neighbour for m in mentions) and not _shared_column(text))
        or bool(CORRECTION.search(text))
    )
    partial = (
        partial
        or _attribute_unread(text)
        or any(n != sum(m.count for m in mentions) for n in pointed)
    )
    return Told(
        tuple(mentions), mode, bool(APART.search(text)), unclear, partial, tuple(refs), denied
    )


INCLUDED = re.compile(  # "mon Rouge 5 est dans un groupe de 3 rouges", "my red 5 is one of my three reds", "trois rouges dont le 5"
    r"\b(?:est|sont|is|are|was)\s+(?:(?:aussi|also|bien|deja|already)\s+)?(?:dans|parmi|in|among|part of|one of|l'une?\s+d(?:e|es)|un\s+de|une\s+de)"
    r"\s+(?:(?:un|une|a|an|the|le|la|les|mes|mon|ma|my|ce|ces|these|those)\s+)?(?:(?:groupe?s?|groups?|paires?|pairs?|combinaisons?|combinations?|trios?)\b|\d+\b|(?:deux|trois|quatre|cinq|two|three|four|five)\b)"
    r"|\b(?:fait|font)\s+partie\b|\bdont\b|\bincluding\b|\bof which\b|\by compris\b|\binclu(?:ent|t|s|ant)\b|\bincludes?\b"
)


def _overlaps(
    mentions: list[Mention], other: list[bool], text: str
) -> tuple[list[Mention], bool, bool]:
    """A card told by colour and value, and a count of cards of that colour or that value, for the same player:
    "mon Rouge 5 … un groupe de 3 rouges" may count the Rouge 5 once or twice. A later count said "autres" /
    "other" is other cards. Said included ("mon Rouge 5 est dans un groupe de 3 rouges", "my red 5 is one of my
    three reds", "trois rouges dont le 5 rouge"), the card is one of the count: the count keeps the other cards
    only. Otherwise the reading is unsure. Returns the mentions, whether one overlap stays unsure, and whether
    an overlap was folded (each card into exactly one count, one inclusion said)."""
    pairs: list[tuple[int, int]] = []  # (the one card, the count it may be in)
    for j in range(len(mentions)):
        for i in range(j):
            if mentions[i].neighbour != mentions[j].neighbour or other[j]:
                continue
            pairs += [
                (one, many)
                for one, many in ((i, j), (j, i))
                if _may_hold(mentions[many], mentions[one])
            ]
    if not pairs:
        return mentions, False, False
    cards = [c for c, _ in pairs]
    if (
        len(INCLUDED.findall(text)) + len(OVERLAP.findall(INCLUDED.sub(" ", text))) != 1
        or not INCLUDED.search(text)
        or len(cards) != len(set(cards))
    ):
        return mentions, True, False
    inside: dict[int, int] = {}  # count mention -> how many told cards it holds
    for _, group in pairs:
        inside[group] = inside.get(group, 0) + 1
    if any(mentions[g].count < n or g in cards for g, n in inside.items()):
        return mentions, True, False
    kept = [
        Mention(m.count - inside.get(k, 0), m.colour, m.value, m.neighbour)
        for k, m in enumerate(mentions)
    ]
    return [m for m in kept if m.count > 0], False, True


def _may_hold(count: Mention, card: Mention) -> bool:
    """Whether a count of 2 or more cards of one colour or one value ("3 rouges", "deux 5") may hold that one card
    ("un Rouge 5")."""
    if card.count != 1 or card.colour in (None, "joker") or card.value is None or count.count < 2:
        return False  # "un rouge 5 et un rouge": one more card, said alone
    return (
        count.colour == card.colour
        and count.value is None
        or count.value == card.value
        and count.colour is None
    )


CORRECTION = re.compile(
    r"\b(?:wait,? no|no wait|sorry,? i mean|i mean|actually no|non attends?|attends?,? non|pardon,? je veux dire|je veux dire|enfin non|euh non|oops|non pardon|no sorry)\b"
    r"|(?:\.\.\.|…)\s*(?:non|no|enfin|pardon|sorry)\b"
)  # a fact said then taken back ("deux 3 rouges... non, un 3 bleu")


SIDES = {"gauche": "left", "left": "left", "droite": "right", "right": "right"}
NEIGHBOUR_SIDE = re.compile(
    r"\bvoisine? (?:de |d'\s*)?(?P<fr>gauche|droite)\b|\b(?P<en>left|right)[- ]hand neighbou?r|\b(?P<en2>left|right) neighbou?r"
)
I_AM_THEIR = re.compile(
    r"\b(?:je suis (?:son|sa|leur) voisine? (?:de )?|i'm (?:his|her|their|\w+'s) |i am (?:his|her|their|\w+'s) )(?P<side>gauche|droite|left|right)\b"
)
THEIR_COLUMN = re.compile(
    r"(?<!\bma )(?<!\bmon )(?<!\bmy )(?<!\bown )\b(?:colonne (?:de |d')?(?P<fr>gauche|droite|centrale|du centre|du milieu)|(?P<en>left|right|centre|center|middle|central) column)\b"
)
OTHER = {"left": "right", "right": "left"}


def _shared_column(text: str) -> bool:
    """Whether the neighbour columns named are ones the player's pool holds: the left neighbour's right column,
    the right neighbour's left column ("la colonne gauche du voisin de droite"), never a centre column. A column
    the pool does not hold ("my left neighbour's left column", "I'm his right neighbour" with his left column)
    makes the reading partial, as does a centre column: no verdict counts a card the score never sees."""
    columns = {SIDES.get(m["fr"] or m["en"], "centre") for m in THEIR_COLUMN.finditer(text)}
    if not columns:
        return True
    if "centre" in columns:
        return False
    i_am = {
        OTHER[SIDES[m["side"]]] for m in I_AM_THEIR.finditer(text)
    }  # "I'm his right neighbour": he is on my left
    said = i_am | {
        SIDES[m["fr"] or m["en"] or m["en2"]]
        for m in NEIGHBOUR_SIDE.finditer(I_AM_THEIR.sub(" ", text))
    }
    if len(said) != 1:
        return True  # no side said, or both neighbours: which column faces whom is not read here
    return columns == {OTHER[said.pop()]}


DENIAL = re.compile(r"(?:aucune?|ni|nor|no|zero|not? any|don't|do not|doesn't|does not|pas|plus)\b")
ANYWHERE = re.compile(
    r"\b(?:anywhere|nowhere|at all|nulle part|partout|du tout|chez personne|dans le pool|in the pool)\b"
)
ME_SAID = re.compile(r"\bmoi\b|\bje\b|\bj'|\bi\b|\bme\b")


def _denied_own(text: str) -> frozenset:
    """Colours and values the player says their own grid lacks: "moi j'ai aucune carte verte, aucun 5 et pas de
    joker" → {"vert", 5, "joker"}; "no other 7s or jokers anywhere" counts for every grid. A negation in a
    neighbour's clause ("pas d'autre jaune chez les voisins") is not one of the player's."""
    denied, neighbour, start = set(), False, 0
    owners = []  # (where a clause starts, whether it is about a neighbour, whether it says "anywhere")
    for clause in CLAUSE_CUT.split(text):
        at = text.find(clause, start)
        start = at + len(clause)
        if NEIGHBOUR.search(clause) or THEIRS.search(clause) and not ME_SAID.search(clause):
            neighbour = True
        elif MINE.search(clause) or ME_SAID.search(clause):
            neighbour = False
        owners.append((at, neighbour, bool(ANYWHERE.search(clause))))
    for match in NO_MORE.finditer(text):
        if not DENIAL.match(match[0]):
            continue  # "le seul autre 7": a card told, not a denial
        _, about_neighbour, anywhere = [o for o in owners if o[0] <= match.start()][-1]
        anywhere = anywhere or bool(ANYWHERE.match(text, match.end() + 1))
        if anywhere or not about_neighbour:
            denied |= {
                _attribute(re.sub(r"(?<=\d)(?:s|'s)$", "", f)) for f in FACT.findall(match[0])
            }
    return frozenset(denied)


DETERMINER = (
    r"(?:mon|ma|mes|ton|ta|tes|le|la|les|l'|ce|cet|cette|ces|son|sa|ses|leurs?|my|your|the|that|this|these|those"
    r"|his|her|their|(?:(?:my|your|the)\s+)?(?:left\s+|right\s+)?neighbou?r's)"
)
MY_DETS = {"mon", "ma", "mes", "my"}
THEIR_DETS = {"son", "sa", "ses", "leur", "leurs", "his", "her", "their"}
PLURAL_DETS = {"mes", "tes", "les", "ces", "ses", "leurs", "these", "those"}
REFERENCE = re.compile(
    rf"\b(?P<det>{DETERMINER})(?:(?<=')\s*|\s+)(?:(?P<count>deux|trois|quatre|cinq|two|three|four|five)\s+)?(?:(?:cartes?|cards?)\s+)?(?:{KIND})?"
    rf"(?:(?:(?P<value>\d+)\s+)?(?P<colour>{COLOUR})(?P<cs>s|x)?\b"
    rf"|(?P<alone>\d+)(?P<vs>s|'s)?\b(?!\s*(?:points?|pts|cartes?|cards?|e|er|eme|th|st|nd|rd|joueurs?|players?|fois|times)\b))"
    rf"(?!\s*groups?\b)"  # "my 7 group" is a group, not a card
)


def _references(
    clause: str, told: list[Mention], neighbour: bool, said_owner: bool | None
) -> tuple[str, list[Ref], bool]:
    """Cards said again by a determiner ("mon 7 bleu", "ces deux 8", "sa carte verte") after being told.

    A reference that names told cards adds none; "mon 7 bleu" not told is one card (the
    digit is its value, not a count); a card that may or may not be one of a told group
    ("mon 7 rouge" after "trois rouges") makes the reading unsure. The owner is the
    possessive's ("mon", "sa"), else the clause's when it names one ("les 2 rouges de
    mon voisin"), else whoever was told such cards ("ces deux 8"). Returns the clause
    without the references, the references, and whether one was unsure.
    """
    found, unsure = [], False

    def one(match: re.Match) -> str:
        nonlocal unsure
        det, count, colour = match["det"], match["count"], COLOUR_WORDS.get(match["colour"] or "")
        value = match["value"] or match["alone"]
        plural = det in PLURAL_DETS or bool(count or match["cs"] or match["vs"])
        if value and colour and plural and not count:  # "les 2 jaunes": the digit counts the cards
            count, value = value, None
        value = int(value) if value else None
        count = int(count) if count and count.isdigit() else NUMBER_WORDS.get(count, 1)
        owner = (
            False
            if det in MY_DETS
            else True
            if det in THEIR_DETS or det.endswith("'s")
            else said_owner
        )
        mine = [m for m in told if owner is None or m.neighbour == owner]
        same = [
            m
            for m in mine
            if (colour is None or m.colour == colour) and (value is None or m.value == value)
        ]
        if same and sum(m.count for m in same) >= count:
            found.append(Ref(colour, value, same[-1].neighbour, plural, match[0]))
            return " "
        if colour and value is not None and not plural:
            # "mon 7 bleu": one card, not seven; a new card, and the one a question may be about
            found.append(Ref(colour, value, neighbour if owner is None else owner, False, match[0]))
            return f"{det} un {value} {match['colour']}"
        return match[0]

    return REFERENCE.sub(one, clause), found, unsure


ORDINAL_WORDS = {
    "deuxieme": 2,
    "second": 2,
    "troisieme": 3,
    "third": 3,
    "quatrieme": 4,
    "fourth": 4,
    "cinquieme": 5,
    "fifth": 5,
    "sixieme": 6,
    "sixth": 6,
}
ORDINAL = re.compile(
    rf"\b(?:(?P<n>\d+)(?:e|eme|ieme|th|st|nd|rd)|(?P<word>{'|'.join(ORDINAL_WORDS)}))\s+(?:(?:cartes?|cards?)\s+)?(?:{KIND})?"
    rf"(?:(?:cartes?|cards?)\s+)?(?P<what>{COLOUR}|\d+)\b"
)
UNREAD_CARD = re.compile(  # "a shiny red card": an article, a word or two, a colour, not read as a card
    rf"\b(?:un|une|a|an|another|one)\s+(?:(?!(?:groupe?s?|groups?|mode|colonnes?|columns?|grilles?|grids?|de|des|of)\b)[\w-]+\s+){{1,2}}(?:{COLOUR})(?:s|x)?\b"
)
CARD_KIND = re.compile(
    rf"\b(?:(?:{COLOUR})(?:s|x)?|cartes?|cards?)\s+classiques?\b|\bclassic\s+(?:(?:{COLOUR})s?|cards?|\d+s)\b"
    r"|\b\d+s?\s+classiques\b"
)  # "deux 7 classiques", "two classic 7s": cards, not the mode


COUNTED_ON = re.compile(  # "un troisième Shadow", "a 4th red", bare "mon voisin en a un troisième", "a third one"
    rf"\b(?:un|une|a|an)\s+(?P<ordinal>(?P<n>\d+)(?:e|eme|ieme|th|st|nd|rd)|(?P<word>{'|'.join(ORDINAL_WORDS)}))\b"
    rf"(?P<bare>(?:\s+one)?(?=\s*(?:$|[,.;!?)]|(?:dans|chez|in|sur|on|en|au|at|from|de|du|pour|for|est|is|sits|se trouve)\b)))?"
)


def _counted_on(clause: str, told: list[Mention]) -> tuple[str, bool]:
    """ "un troisième Shadow" after two Shadow told is one more Shadow: the ordinal goes ("un Shadow"). Said bare
    ("mon voisin en a un troisième", "a third one"), it is one more of the card told just before when that card
    names one colour or one value. Returns the clause and False when the cards told before are not one less than
    the ordinal, or the bare ordinal's card is not clear: the reading is then partial. A definite ordinal ("la 4e
    rouge") is a card said again (_ordinal_refs)."""
    agree = True

    def one_more(match: re.Match) -> str:
        nonlocal agree
        n = int(match["n"]) if match["n"] else ORDINAL_WORDS[match["word"]]
        named = ORDINAL.match(clause, match.start("ordinal"))
        if named is not None:
            what = _attribute(named["what"])
        elif (
            match["bare"] is not None
            and told
            and (single := _single_attribute(told[-1])) is not None
        ):
            what = single
        else:  # "un troisième joueur" is no card; a bare ordinal whose card is not clear is one
            agree = agree and match["bare"] is None
            return match[0]
        agree = agree and sum(m.count for m in told if what in (m.colour, m.value)) == n - 1
        return "un " if named is not None else f"un {what}"

    return COUNTED_ON.sub(one_more, clause), agree


def _single_attribute(mention: Mention) -> str | int | None:
    """The one colour or value a mention names; None when it names both or neither."""
    if mention.value is None:
        return mention.colour
    return mention.value if mention.colour is None else None


def _ordinal_refs(text: str, told: list[Mention]) -> list[Ref]:
    """ "ce 4e vert", "that 5th yellow": the last card told of that colour or value, said again."""
    refs = []
    for match in ORDINAL.finditer(text):
        what = _attribute(match["what"])
        last = [m for m in told if what in (m.colour, m.value)][-1:]
        if last:
            colour, value = (what, None) if isinstance(what, str) else (None, what)
            refs.append(Ref(colour, value, last[0].neighbour, False, match[0]))
    return refs


def _ordinals_agree(text: str, told: list[Mention]) -> bool:
    """ "that 4th Red", "la quatrième carte rouge": the cards told of that colour or value must be that many."""
    for match in ORDINAL.finditer(text):
        n = int(match["n"]) if match["n"] else ORDINAL_WORDS[match["word"]]
        what = _attribute(match["what"])
        if sum(m.count for m in told if what in (m.colour, m.value)) != n:
            return False
    return True


DEFINITE = re.compile(
    rf"\b(?:(?:(?:my|your|the|a)\s+)?(?:left\s+|right\s+)?neighbou?r's|le|la|l'|the|son|sa|his|her|their)\s*(?:(?:carte|card)\s+)?"
    rf"(?=(?P<card>(?:\d+\s+)?(?:{COLOUR})\b|\d+\b(?!\s*(?:points?|pts|cartes?|cards?|e|er|eme|th)\b)))"
)
# "dont" / "whose" before an attribute of the card ("un jaune dont la valeur n'apparaît nulle part ailleurs") describes
# that card, it counts no cards inside others: read by ATTRIBUTE_TOLD, not an overlap
_OF_CARD = r"(?:(?:la|le|l')\s*)?(?:valeur|couleur|chiffre|numero|nombre|value|colou?r|number)\b"
OVERLAP = re.compile(
    rf"\bdont\b(?!\s+{_OF_CARD})|\bincluding\b|\bof which\b|\bone of (?:them|which)\b|\bparmi (?:eux|elles|lesquel)"
)


# A told card's value or colour spoken of without its number or name ("dont la valeur n'apparaît nulle part ailleurs",
# "whose value also appears in my grid", "sa valeur est dans ma grille"): read only when the part of the sentence saying it
# is negative ("aucune carte de sa valeur chez moi", "sa valeur colle avec rien", "no card of its value"), i.e. that value
# or colour is on no other card, which is what the reading assumes of a card whose value is not told; else partial.
ATTRIBUTE_TOLD = re.compile(rf"\b(?:dont|whose|sa|son|its|their|his|her)\s+{_OF_CARD}")
_NONE_ELSE = re.compile(
    r"\b(?:aucune?|rien|nulle part|jamais|ni|pas|no|none|nothing|nowhere|never|not|unique)\b|\bn'|n't\b"
)
_NOT_UNIQUE = re.compile(r"\b(?:pas|not|non)\s+(?:\w+\s+)?unique\b|\bn'est pas (?:la )?seule?\b")


def _attribute_unread(text: str) -> bool:
    """Whether a told card's value or colour is spoken of (not named) other than as found on no other card."""
    for found in ATTRIBUTE_TOLD.finditer(text):
        start = max(text.rfind(mark, 0, found.start()) for mark in ",;:?!.()")
        ends = [i for i in (text.find(mark, found.end()) for mark in ",;:?!.()") if i >= 0]
        part = text[start + 1 : min(ends, default=len(text))]
        if not _NONE_ELSE.search(part) or _NOT_UNIQUE.search(part):
            return True
    return False


def _definite(clause: str, borrowed: list[Mention]) -> str:
    """ "le joker de mon voisin", "my neighbour's rainbow": one neighbour card, unless already told."""

    def one(match: re.Match) -> str:
        told = {m.colour for m in borrowed} | {m.value for m in borrowed}
        if any(_attribute(f) in told for f in FACT.findall(match["card"])):
            return match[0]  # "sa carte verte" after "un vert": the same card again
        return "un "

    return DEFINITE.sub(one, clause)


def _whose(clause: str, match: re.Match, neighbour: bool) -> bool:
    """A possessive right before the card decides its owner: "à mes deux 6", "join my two 4s",
    "touche mon groupe de deux rouges"."""
    before = re.sub(
        r"\b(?:groupe?s?|groups?|combinaisons?|combinations?)\s+(?:de\s+|des\s+|of\s+)?$",
        "",
        clause[: match.start()],
    )
    if re.search(r"\b(?:mes|mon|ma|my)\s+$", before):
        return False
    if re.search(r"\b(?:ses|son|sa|leurs?|his|her|their)\s+$", before):
        return True
    return neighbour


def _card_said(match: re.Match) -> bool:
    """A mention names a card unless it is a bare number ("6 points", "trois cartes"): that stays a fact."""
    count = match["count"]
    return bool(match["colour"] or match["value"] or match["value2"]) or not (
        count.isdigit() or NUMBER_WORDS[count] > 1
    )


def _attribute(word: str) -> str | int:
    """The colour or value a word names: "rouges" → "rouge", "red" → "rouge", "7" → 7."""
    if word.isdigit():
        return int(word)
    return COLOUR_WORDS.get(word) or COLOUR_WORDS.get(word[:-1], word)


COLOUR_FIRST = re.compile(
    rf"(?P<before>\b\w+\s+(?:(?:carte|card)\s+)?)?\b(?P<colour>{COLOUR})\s+(?P<value>\d{{1,2}})\b(?!\s*(?:cartes?|cards?|fois|times|points?|pts)\b)"
)
THEIRS = re.compile(r"\b(?:ses|sa|son|leurs?|his|her|their)\b")


def _colour_first(match: re.Match) -> str:
    """ "Rouge 3" (colour, then value, no count) is one card: "un 3 rouge"."""
    words = (match["before"] or "").split()
    if words[:1] and (words[0].isdigit() or words[0] in NUMBER_WORDS):
        return (
            match[0] if len(words) == 1 else f"{match['before']}{match['value']} {match['colour']}"
        )  # "une carte rouge 5"
    if words[:1] and re.fullmatch(
        DETERMINER, words[0]
    ):  # "mon rouge 7", "ma carte rouge 5": said again or one card (see _references)
        return f"{match['before']}{match['value']} {match['colour']}"
    return f"{match['before'] or ''}un {match['value']} {match['colour']}"


ENGLISH_BEFORE = re.compile(
    r"(?:^|\b(?:have|has|had|got|get|gets|with|is|was|of|from|in|on|at|into|shows?|holds?|drew|draw|draws|flips?|flipped|"
    r"reveals?|revealed|turns?|turned|adds?|put|puts|places?|placed|just|only|also|then|[\w]+'s|[\w]+'ve))\s*$"
)


def _article(match: re.Match) -> bool:
    """Whether "a" before a digit is the English article ("I have a 4", "and a 9": one card of value 4)
    rather than the French verb ("mon voisin a 3 rouges", "il y a 2 jaunes": three cards)."""
    return bool(ENGLISH_BEFORE.search(match.string[: match.start()]))


def _mention(match: re.Match, neighbour: bool) -> Mention | None:
    colour = COLOUR_WORDS.get(match["colour"] or "")
    value = match["value"] or match["value2"]
    if colour is None and value is None:
        return None
    count = match["count"]
    if (
        count == "a" and match["value"] and not _article(match)
    ):  # "il y a 3 rouges": the digit is the count
        count, value = match["value"], match["value2"]
    count = int(count) if count.isdigit() else NUMBER_WORDS[count]
    if count == 0:
        return None
    if colour == "joker":
        value = None
    return Mention(min(count, 9), colour, int(value) if value else None, neighbour)


_GROUP_NAMED = (
    rf"groupe?s?\s+(?:de\s+|des\s+|of\s+)?(?:(?P<colour>{COLOUR})(?:s|x)?|(?P<value>\d+)s?)\b",
    rf"\b(?:(?P<colour>{COLOUR})(?:s|x)?|(?P<value>\d+)s?)\s+groups?\b",
)


def _group_mention(match: re.Match[str]) -> Mention:
    value = int(match["value"]) if match["value"] else None
    return Mention(2, COLOUR_WORDS.get(match["colour"] or ""), value, False)


def target_group(text: str) -> Mention | None:
    """The group a neighbour card should join: "mon groupe rouge", "my 7 group"."""
    match = re.search(_GROUP_NAMED[0], text) or re.search(_GROUP_NAMED[1], text)
    return _group_mention(match) if match else None


def target_groups(text: str) -> list[Mention]:
    """Every group named: "le groupe rouge et le groupe des 4" names two."""
    spans: list[tuple[int, int]] = []
    found: list[Mention] = []
    for pattern in _GROUP_NAMED:
        for match in re.finditer(pattern, text):
            if any(a < match.end() and match.start() < b for a, b in spans):
                continue  # "groupe rouge" read once, not again as "rouge group"
            spans.append(match.span())
            mention = _group_mention(match)
            if mention not in found:
                found.append(mention)
    return found


def build_pool(told: Told, own: tuple[Mention, ...] | None = None) -> Pool:
    """A pool holding exactly the cards told; unsaid colours and values never match anything.

    Positions are not told: groups are taken as touching (Discovery placement) unless
    the question says the cards are apart, then they sit on cells that do not touch.
    """
    fresh = iter(range(1, 100))
    own = told.own if own is None else own
    cards = [_card(m, fresh) for m in own for _ in range(m.count)]
    borrowed = [_card(m, fresh) for m in told.borrowed for _ in range(m.count)]
    apart = told.apart and (told.mode or "classique") == "classique"
    cells = APART_CELLS if apart else OWN_CELLS
    slots = [Slot(c, OWN, *cell) for c, cell in zip(cards, cells, strict=False)]
    sides = [(LEFT, r, LEFT_COLUMN) for r in range(3)] + [
        (RIGHT, r, RIGHT_COLUMN) for r in range(3)
    ]
    slots += [Slot(c, *side) for c, side in zip(borrowed, sides, strict=False)]
    return Pool(tuple(slots), "classique" if apart else "decouverte")


def _card(mention: Mention, fresh) -> Card:
    if mention.colour == "joker":
        return JOKER
    colour = mention.colour or f"?{next(fresh)}"
    value = mention.value if mention.value is not None else 100 + next(fresh)
    return Card(colour, value)
