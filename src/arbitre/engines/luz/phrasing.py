"""interpret(): Luz legality and concrete-state questions, French or English.

Grammar (folded text, number words turned into digits): a bet is "pari(é) [de] N",
"bet N", "N billes Pari"; tricks are "N plis", "N (seul) pli", "fait (que) N", read
after the bet is taken out ("parié 3 plis" is a bet, not tricks); the Sécurité
(Safety, Security) marble counts unless "sans", "without", "pas de", "no" comes
before it. Whether "oui" means success or failure is read from the question
itself (the last clause: "mon pari est bon ?" vs "il est raté ?"). A bet question
holding another number (a running total, a second bet, a second trick count) or
two named players is not read whole: no verdict. The led colour is the colour
after "joué/entamé/demandé/led/lead", or "bleu demandé", "the lead was yellow";
holding it is the led colour anywhere in what follows "j'ai", "il me reste", "I
hold" ("j'ai un vert et un rouge"), up to the next clause; not holding it is a
negation before that colour ("n'ai pas de", "no yellow"). The card meant is the
colour after a play verb ("jouer", "poser", "balancer", "lâcher", "play", "throw",
"dump") with any article or possessive ("le vert", "mon rouge", "the blue one"), or
"autre couleur", "ce que je veux"; a general "obligé de fournir la couleur demandée
quand on en a" asks about following. When the question names a colour the reader
did not place, it gives no verdict; a play question with no led colour ("Paul peut
jouer son jaune sur ce pli ?") is asked back. Looking at one's own card value
("regarder", "jeter un oeil", "sneak a glance") before playing is refused; the
other players' values, or one's value after playing, are left to retrieval.
A who-wins question is answered only with named players' scores (standings.py)
or the tie words of ties.py, never with a rule sentence; "who won the game in the
end?" with no scores, and a first-person question with no numbers, are asked back.
"""

from __future__ import annotations

import re
import unicodedata

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.luz import rules as R
from arbitre.engines.luz.play import MISSING_TABLE, MISSING_TABLE_EN, Bet, bet_points, bet_success, may_play, winner
from arbitre.engines.luz.standings import ROUND_REF, names, read_standings
from arbitre.engines.luz.ties import last_hand_tie, said_first, seat_tie

NUMBERS = {"zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6,
           "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "one": 1, "two": 2, "three": 3, "four": 4,
           "five": 5, "none": 0, "aucun": 0}
COLOURS = {"bleu": "bleu", "blue": "bleu", "rouge": "rouge", "red": "rouge", "vert": "vert", "green": "vert",
           "jaune": "jaune", "yellow": "jaune", "violet": "violet", "purple": "violet", "orange": "orange",
           "rose": "rose", "pink": "rose", "blanc": "blanc", "white": "blanc", "noir": "noir", "black": "noir"}
COLOUR = r"(?:" + "|".join(COLOURS) + r")"
HOW_MUCH = re.compile(r"combien|how many|how much|perd|lose|\bpoints?\b|marque|score")
SAFETY = r"(?:securite|safety|security)"
NEGATION = r"(?:n'ai|ai pas|ai plus|don't have|do not have|have no|no longer have|haven't got|sans|without|plus de|pas de|aucune?|\bno\b)"


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.replace("’", "'").lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.sub(r"\b(" + "|".join(NUMBERS) + r")\b", lambda m: str(NUMBERS[m[1]]), text)


def interpret(question: str) -> Interpretation:
    text = fold(question)

    def bet(text: str) -> Interpretation:  # players' names are read from the original case
        return _bet(text, question)

    for intent in (_two_safety, _success_table, _safety_penalty, bet, _off_colour_wins, _trick_unsaid, _peek, _follow):
        answer = intent(text)
        if answer is not None:
            return answer
    return last_hand_tie(question, text) or seat_tie(question, text) or _final(question, text)


def _two_safety(text: str) -> Interpretation:
    several = r"(?:[2-9]|plusieurs|several|multiple|more than 1|plus d'1e?)"
    if not re.search(rf"\b{several}\s+(?:billes?\s+(?:de\s+)?{SAFETY}|{SAFETY}\s+(?:marbles?|billes?))", text):
        return None
    return Verdict(R.MARBLES, "non", "On peut prendre jusqu'à 1 bille Sécurité, pas davantage.",
                   "You may take at most 1 Safety marble.")


def _safety_penalty(text: str) -> Interpretation:
    """A failed bet loses 5 points per trick of difference whether Sécurité was taken or not."""
    rest = re.sub(r"\b5\s*(?:points?\s*|pts?\s*)?(?:par|per|a|by)\s*(?:pli|trick)|\b1\s+(?:billes?|marbles?|" + SAFETY + ")", " ", text)
    if not (re.search(SAFETY, text) and re.search(FAILED + r"|\bperd|\blose|penalit|penalt|malus", text)) or re.search(r"\d", rest):
        return None
    if re.search(r"protege|\bmoins\b|reduit|evite|annule|\bless\b|protect|reduce|avoid|cancel|pas de (?:penalite|perte)|no (?:penalty|loss)", text):
        answer = "non"
    elif re.search(r"pareil|\bmeme\b|\baussi\b|\bcomme\b|quand meme|ou non|ou pas|\bsame\b|\balso\b|\btoo\b|as well|\bstill\b|whether|either way", text):
        answer = "oui"
    else:
        return None
    return Verdict(R.PENALTY, answer, "Pari raté : on perd cinq points par pli de différence avec les billes Pari, que l'on ait pris une bille Sécurité ou non.",
                   "Failed bet: you lose five points per trick of difference, whether or not you took a Safety marble.")


def _success_table(text: str) -> Interpretation:
    general = re.search(r"pari (?:est )?reussi|successful bet|bet (?:is )?(?:won|made|successful)|reussir (?:son|mon) pari|gagne un pari", text)
    if not general or _number(text, BET) is not None or not HOW_MUCH.search(text):
        return None
    return Verdict(R.SUCCESS_POINTS, None, MISSING_TABLE, MISSING_TABLE_EN, ambiguous=True)


BET = r"(?:parie|pari|paris|bet|mise|annonce)\s*(?:de\s+|of\s+|a\s+|at\s+|:\s*)?(\d+)|(\d+)\s+billes?\s+pari"
TRICKS = r"(\d+)\s+(?:seule?s?\s+|single\s+)?(?:plis?|tricks?)|(?:fait|remporte|gagne|won|took|made|got)\s+(?:que\s+|qu'|only\s+|just\s+)?(\d+)\b"
FAILED = r"\brate\b|perdu|echoue|fail|\blost\b|missed|\bloupe\b|foire"
SUCCEEDED = r"reussi|\bbon\b|success|succeed|\bwon\b|made it|\bok\b|valide|gagne"


def _number(text: str, pattern: str) -> int | None:
    found = re.search(pattern, text)
    return int(next(g for g in found.groups() if g)) if found else None


def _tricks(text: str) -> int | None:
    """Tricks won, once the bet ("parié 3 plis", "bet 3 tricks") is taken out."""
    found = re.search(BET, text)
    if found:
        text = text[:found.start()] + re.sub(r"^\s*(?:plis?|tricks?)\b", "", text[found.end():])
    return _number(text, TRICKS)


def _unread(text: str) -> bool:
    """A bet question stating more than one bet, one trick count and the marbles: not read whole.

    "J'avais 20 points, j'ai parié 3…", two players' bets: the verdict would answer half of it.
    A "1" is let go: "un"/"une" are folded to 1 and are mostly articles.
    """
    found = re.search(BET, text)
    if len(re.findall(BET, text)) > 1:
        return True
    rest = text[:found.start()] + re.sub(r"^\s*(?:plis?|tricks?)\b", "", text[found.end():]) if found else text
    if len(re.findall(TRICKS, rest)) > 1:
        return True
    rest = re.sub(TRICKS, " ", rest, count=1)
    rest = re.sub(r"\b5\s*(?:points?\s*|pts?\s*)?(?:par|per|a|by)\s*(?:pli|trick)|" + ROUND_REF, " ", rest)
    return bool(re.search(r"(?<![\w-])(?!1\b)\d+\b(?!\s*(?:e|er|eme|th|st|nd|rd)\b)", rest))


def _bet(text: str, question: str = "") -> Interpretation:
    pari, tricks = _number(text, BET), _tricks(text)
    if (pari is not None or tricks is not None) and (_unread(text) or len(names(question)) > 1):
        return None
    about_bet = re.search(rf"\bpari|\bbet\b|reussi|rate\b|{SAFETY}", text)
    if pari is None and tricks is None:
        return _own_bet_unsaid(text)
    if pari is None and not (about_bet and tricks is not None):
        return None
    if pari is None or tricks is None:
        ask = "Dis-moi ton pari (nombre de billes Pari), si tu as pris la bille Sécurité, et le nombre de plis remportés."
        return MissingSituation(R.BET_EXACT, ask, "Tell me your bet (Pari marbles), whether you took the Safety marble, and the tricks you won.")
    safety = bool(re.search(SAFETY, text)) and not re.search(NEGATION + rf"\s+(?:la\s+|de\s+|a\s+|the\s+)?(?:billes?\s+)?{SAFETY}", text)
    bet = Bet(pari, safety, tricks)
    if HOW_MUCH.search(text):
        return bet_points(bet)
    verdict = bet_success(bet)
    asked = re.split(r"[,;.!]", text.split("?")[0])[-1]
    if re.search(FAILED, asked) and not re.search(SUCCEEDED, asked):
        flipped = "non" if verdict.verdict == "oui" else "oui"
        return Verdict(verdict.rule, flipped, verdict.explanation, verdict.explanation_en)
    return verdict


def _own_bet_unsaid(text: str) -> Interpretation:
    """"mon pari est réussi ?", "combien je perds sur cette donne ?" with no numbers: ask."""
    personal = re.search(r"\b(?:mon|my|ton|your) (?:pari|bet)\b", text) or (
        re.search(r"\bje (?:marque|perds)|\bj'ai (?:perdu|marque|gagne)|\bi (?:score|lose|lost|scored)\b", text) and re.search(r"\bdonne|\bhand\b|\bmanche|\bround\b", text))
    asks = re.search(FAILED + "|" + SUCCEEDED, text) or HOW_MUCH.search(text)
    if not personal or not asks or re.search(r"par pli|per trick|en general|in general", text):
        return None
    return MissingSituation(R.BET_EXACT, "Dis-moi ton pari (nombre de billes Pari), si tu as pris la bille Sécurité, et le nombre de plis remportés.",
                            "Tell me your bet (Pari marbles), whether you took the Safety marble, and the tricks you won.")


def _off_colour_wins(text: str) -> Interpretation:
    off = re.search(r"autre couleur|hors couleur|pas de la couleur demandee|off.?suit|off.?colou?r|different colou?r|another colou?r", text)
    if not off or not re.search(r"remporte|gagne|\bwin|prend|takes?", text):
        return None
    return Verdict(R.TRICK_WINNER, None,
                   "Le livret dit seulement que la carte la plus forte remporte le pli ; il ne précise pas si une carte "
                   "d'une autre couleur que la couleur demandée peut gagner. La règle ne tranche pas.",
                   "The booklet only says the strongest card wins the trick; it does not settle whether an "
                   "off-colour card can win.", ambiguous=True)


def _trick_unsaid(text: str) -> Interpretation:
    """"Qui a remporté ce pli ?" with no cards told: ask for them."""
    asks = re.search(r"qui (?:a )?(?:remporte|gagne|pris|prend)\s+(?:le|ce|ca|cette|that|this|the) (?:pli|levee)"
                     r"|who (?:won|wins|takes|took|gets|got) (?:the|that|this) trick", text)
    if not asks or re.search(r"\d", text) or re.search(COLOUR, text):
        return None
    return MissingSituation(R.TRICK_WINNER, "Quelles cartes (couleur et valeur) ont été jouées dans ce pli, et quelle était la couleur demandée ?",
                            "Which cards (colour and value) were played in that trick, and what was the led colour?")


PEEK = (r"regard|verifi|\bvoir\b|check|\blook|peek|jeter (?:un|1) (?:o|oe|œ)il|coup d'(?:o|oe|œ)il|\bmater\b|zieuter|reluquer|lorgner"
        r"|consulter|glance|sneak|\bsee\b|retourner|turn (?:it |the card |my card )?(?:over|around)|flip")
VALUE = r"valeur|value|number|chiffre|nombre|numero|(?:what|how much) (?:it|my card|the card)(?:'s| is) worth|combien (?:elle|ma carte) vaut"
NOT_MINE = (r"autres? joueurs?|des autres|adversaire|others'|other players?|opponent|\bleurs? cartes|their cards|voisin|neighbou?r"
            r"|\bapres\b|\bafter\b|une fois (?:jouee|posee)|\bonce\b|\btri\b|\btrie|sorting|\bsort\b|distribu|\bdeal")


def _peek(text: str) -> Interpretation:
    """Looking at one's own card value before playing it ("jeter un oeil", "sneak a glance"): no.

    Seeing the other players' values is the game itself, learning a value after playing
    it is the rule, and the sorting phase shows a hand: those are left to retrieval.
    """
    if not (re.search(PEEK, text) and re.search(VALUE, text)) or re.search(NOT_MINE, text):
        return None
    return Verdict(R.NO_PEEK, "non", "On ne vérifie pas la valeur d'une carte avant de la jouer : on la découvre après.",
                   "You do not check a card's value before playing it.")


LED = (
    rf"(?:joue|entame|demandee?|led|lead|leads|played|ouvert)\s+(?:avec\s+|en\s+|with\s+)?(?:du |de la |de l'|des |un |une |1 |a |an |the |with )?(?:carte\s+)?({COLOUR})",
    rf"({COLOUR})\s+(?:was|is|has been|a ete|est)\s+(?:led|lead|demandee?|entame|joue)",
    rf"couleur demandee (?:est |c'est |:\s*)?(?:le |du )?({COLOUR})",
    rf"\b({COLOUR})e?s?\s+(?:demandee?|entame)\b",
    rf"\b(?:the )?(?:lead|led colou?r|suit)\s+(?:was|is|est|:)\s+(?:the |le |du )?({COLOUR})",
)
PLAY = (r"(?:jouer|poser|defausser|balancer|lacher|mettre|sortir|envoyer|jeter|filer|claquer|placer|utiliser|je joue|je pose|je mets"
        r"|play|throw|dump|discard|put(?: down)?|lay(?: down)?|toss|chuck|drop|use)")
CARD_OF = (r"(?:du |de la |de l'|des |un |une |1 |le |la |l'|les |mon |ma |mes |son |sa |ses |ce |cette |a |an |some |the |my |his |her |this |that )?"
           rf"(?:cartes?\s+|card\s+)?({COLOUR})")
HAVE = r"(?:j'ai|il me reste|i have|i hold|i still have|i've got|i've still got|je possede|je tiens|in my hand)\s+(?:encore\s+)?"
LEADING = r"\bentame[rsz]?\b|\bj'entame|\bouvr|\blead(?:ing)?\b|commence le pli|premier a jouer|first to play|start(?:ing)? the trick"


def _follow(text: str) -> Interpretation:
    led = next((m for m in (re.search(p, text) for p in LED) if m), None)
    colour = led and COLOURS[led[1]]
    void = re.search(NEGATION + rf"\s+(?:de\s+|d'|du\s+|la\s+|any\s+|cartes?\s+|cards?\s+|of\s+|the\s+)*(?:de\s+)?(?:la\s+)?(?:couleur demandee|led colou?r|suit|{_names_of(colour)})", text)
    general = re.search(r"couleur demandee|led colou?r|follow suit|\bsuit\b", text)
    asks = re.search(r"jouer|joue|play|poser|defausser|fournir|dois|must|oblig|\bpeu[xt]\b|\bcan\b|have to|\bdroit\b|allowed|\bok\b|permis|autorise|legal", text)
    wanted = _wanted(text)
    if not (led or general):
        if wanted not in (None, "autre") and asks and not re.search(LEADING, text):
            return MissingSituation(R.FOLLOW, "Quelle est la couleur demandée dans ce pli, et as-tu une carte de cette couleur en main ?",
                                    "What is the led colour of this trick, and do you hold a card of that colour?")
        return None  # nothing about a trick: a general question
    if not asks:
        return None
    holds = _holds(text, colour, void)
    if holds is None:
        return MissingSituation(R.FOLLOW, "As-tu au moins une carte de la couleur demandée en main ?",
                                "Do you hold at least one card of the led colour?")
    if wanted is None:
        asked = re.split(r"[.;!]", text.split("?")[0])[-1]
        if any(COLOURS[c] != colour for c in re.findall(COLOUR, asked)):
            return None  # a colour is named in the question that the reader did not place: no guess
        wanted = colour or "?"  # "je dois jouer la couleur demandée ?" asks about following
    return may_play(colour or "?", holds, wanted)


def _names_of(colour: str | None) -> str:
    """The words for one colour ("rouge|red"), or any colour when it is not known."""
    return "|".join(w for w, c in COLOURS.items() if c == colour) if colour else COLOUR


def _holds(text: str, led: str | None, void: re.Match | None) -> bool | None:
    """Whether the hand holds the led colour: "j'ai un vert et un rouge", "il me reste du bleu"; None if unsaid."""
    if void:
        return False
    name = rf"(?:{_names_of(led)})(?:e|s|es)?\b" if led else r"(?:la couleur demandee|led colou?r|the suit)"
    for found in re.finditer(HAVE, text):
        held = re.split(r"[.;?!]|,\s*(?=(?:je|j'|i|can|may|could|est-ce|mais|but|donc|so|du coup)\b)|\b(?:mais|but)\b", text[found.end():])[0]
        if re.search(rf"\b{name}|la couleur demandee|led colou?r|the suit", held):
            return True
    if re.search(r"\b(?:si|quand|lorsqu'|lorsque)\s*(?:on|j'|je|tu)\s*(?:en\s+)?(?:a|ai|as|possede)\b|\b(?:if|when)\s+(?:you|we|i|one)\s+(?:has|have|holds?)\s+(?:one|some|it|any|that colou?r|the led)", text):
        return True
    return None


def _wanted(text: str) -> str | None:
    """The card the player means to play: "balancer le vert", "play the blue one", "une autre couleur"; None if unsaid."""
    if re.search(r"autre couleur|another colou?r|different colou?r|ce que je veux|n'importe quelle|anything|any card|whatever|what i want", text):
        return "autre"
    played = [COLOURS[c] for c in re.findall(rf"\b{PLAY}\s+{CARD_OF}", text)]
    return played[-1] if played else None


WHO_WON = (r"\bwho (?:won|has won|wins|takes it)\b|\bwho(?:'s| is) (?:the )?winner|\bqui (?:a|l'a) (?:gagne|emporte|remporte)\b"
           r"|\bqui est (?:le |la )?(?:gagnant|gagnante|vainqueur)|\bqui (?:gagne|remporte|l'emporte)\b")
CONCRETE = (r"\bdu coup\b|\balors\b|finalement|au final|en fin de compte|\bin the end\b|at the end|^\W*so\b|\bnotre\b|\bour\b"
            r"|this game|cette partie|\bwon\b|\ba gagne\b|\ba remporte\b|\bl'a emporte\b")


def _final(question: str, text: str) -> Interpretation:
    """Who wins: named players' scores decide; without them the engine does not answer."""
    ask = ("Donne le score total de chaque joueur après la 4e donne (et, en cas d'égalité, ses points de la dernière donne).",
           "Give each player's total after the 4th hand (and, if tied, their points in the last hand).")
    if len(names(question)) < 2:  # "who won the game in the end?": a concrete game whose scores are not said
        unsaid = re.search(WHO_WON, text) and re.search(CONCRETE, text) and not re.search(r"\d|egalite|ex aequo|\btie", text)
        return MissingSituation(R.FINAL, *ask) if unsaid else None
    if not re.search(r"\bqui\b|\bwho\b|gagn|\bwins?\b|emporte|vainqueur|winner", text):
        return None
    standings = read_standings(question)
    if standings is None:
        return MissingSituation(R.FINAL, *ask)
    top = max(p.score for p in standings)
    leaders = [p for p in standings if p.score == top]
    if len(leaders) > 1 and any(p.last_hand < 0 for p in leaders):
        return MissingSituation(R.TIE_LAST_HAND, *ask)
    if len(leaders) > 1 and len({p.last_hand for p in leaders}) == 1:
        first = said_first(text, [p.name for p in leaders])
        if len(first) == 1:  # "Sara est la première joueuse"
            return Verdict(R.TIE_SEAT, first[0], f"Égalité au total et à la dernière donne : {first[0]} est le premier joueur (ou le plus proche), et l'emporte.",
                           f"Tied on total and on the last hand: {first[0]} is the first player (or closest to it) and wins.")
        return MissingSituation(R.TIE_SEAT, "Égalité persistante : qui est le plus proche du premier joueur (ou est le premier joueur) ?",
                                "Still tied: who is closest to the first player (or is the first player)?")
    return winner(standings)
