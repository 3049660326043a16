"""interpret(): Luz legality and concrete-state questions, French or English.

Grammar (folded text, number words turned into digits): a bet is "pari(é) [de] N",
"bet N", "N billes Pari"; tricks are "N plis", "N (seul) pli", "fait (que) N", read
after the bet is taken out ("parié 3 plis" is a bet, not tricks); the Sécurité
(Safety, Security) marble counts unless "sans", "without", "pas de", "no" comes
before it. Whether "oui" means success or failure is read from the question
itself (the last clause: "mon pari est bon ?" vs "il est raté ?"). The led
colour is the colour after "joué/entamé/demandé/led/lead"; holding it is "j'ai du
bleu", "I have blue" (negated by "n'ai pas", "don't have", "no"); the card meant
is the colour after "jouer/poser/play", or "autre couleur", "ce que je veux"; a
general "obligé de fournir la couleur demandée quand on en a" asks about following.
A who-wins question is answered only with named players' scores (standings.py),
never with a rule sentence; a first-person question with no numbers is asked back.
"""

from __future__ import annotations

import re
import unicodedata

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.luz import rules as R
from arbitre.engines.luz.play import MISSING_TABLE, MISSING_TABLE_EN, Bet, bet_points, bet_success, may_play, winner
from arbitre.engines.luz.standings import names, read_standings
from arbitre.engines.luz.ties import last_hand_tie, seat_tie

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
    for intent in (_two_safety, _success_table, _safety_penalty, _bet, _off_colour_wins, _trick_unsaid, _peek, _follow):
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


def _bet(text: str) -> Interpretation:
    pari, tricks = _number(text, BET), _tricks(text)
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


def _peek(text: str) -> Interpretation:
    if not re.search(r"(?:regarder|verifier|voir|check|look at|peek)\b.*(?:valeur|value)", text):
        return None
    return Verdict(R.NO_PEEK, "non", "On ne vérifie pas la valeur d'une carte avant de la jouer : on la découvre après.",
                   "You do not check a card's value before playing it.")


def _follow(text: str) -> Interpretation:
    led = re.search(rf"(?:joue|entame|demandee?|led|lead|leads|played|ouvert)\s+(?:avec\s+|en\s+|with\s+)?(?:du |de la |de l'|des |un |une |a |an |the |with )?(?:carte\s+)?({COLOUR})", text)
    led = led or re.search(rf"({COLOUR})\s+(?:was|is|has been|a ete|est)\s+(?:led|lead|demandee?|entame|joue)", text)
    led = led or re.search(rf"couleur demandee (?:est |c'est )?(?:le |du )?({COLOUR})", text)
    void = re.search(NEGATION + rf"\s+(?:de\s+|d'|du\s+|la\s+|any\s+|cartes?\s+|cards?\s+|of\s+|the\s+)*(?:de\s+)?(?:la\s+)?(?:couleur demandee|led colou?r|suit|{COLOUR})", text)
    general = re.search(r"couleur demandee|led colou?r|follow suit|\bsuit\b", text)
    if not (led or general) or not re.search(r"jouer|joue|play|poser|defausser|fournir|dois|must|oblig|\bpeu[xt]\b|\bcan\b|have to|\bdroit\b|allowed|\bok\b|permis|autorise|legal", text):
        return None
    colour = led and COLOURS[led[1]]
    holds = _holds(text, colour, void)
    if holds is None:
        return MissingSituation(R.FOLLOW, "As-tu au moins une carte de la couleur demandée en main ?",
                                "Do you hold at least one card of the led colour?")
    wanted = _wanted(text, colour)
    return may_play(colour or "?", holds, wanted)


def _holds(text: str, led: str | None, void: re.Match | None) -> bool | None:
    if void:
        return False
    name = "|".join(w for w, c in COLOURS.items() if c == led) or "couleur demandee"
    if re.search(rf"(?:j'ai|il me reste|i have|i still have|i've got|je possede)\s+(?:encore\s+)?(?:du |de la |des |un |une |\d+ |a |an |some |the )?(?:cartes?\s+)?(?:{name}|la couleur demandee|led colou?r|the suit)", text):
        return True
    if re.search(r"\b(?:si|quand|lorsqu'|lorsque)\s*(?:on|j'|je|tu)\s*(?:en\s+)?(?:a|ai|as|possede)\b|\b(?:if|when)\s+(?:you|we|i|one)\s+(?:has|have|holds?)\s+(?:one|some|it|any|that colou?r|the led)", text):
        return True
    return None


def _wanted(text: str, led: str | None) -> str | None:
    if re.search(r"autre couleur|another colou?r|different colou?r|ce que je veux|n'importe quelle|anything|any card|whatever|what i want", text):
        return "autre"
    played = [COLOURS[c] for c in re.findall(rf"(?:jouer|poser|defausser|balancer|lacher|mettre|play|throw|dump|discard)\s+(?:du |de la |un |une |1 |a |an |some )?(?:carte\s+)?({COLOUR})", text)]
    if played:
        return played[-1]
    return led or "?"  # "je dois jouer la couleur demandée ?" asks about following


def _final(question: str, text: str) -> Interpretation:
    """Who wins: named players' scores decide; without them the engine does not answer."""
    if not re.search(r"\bqui\b|\bwho\b|gagn|\bwins?\b|emporte|vainqueur|winner", text) or len(names(question)) < 2:
        return None
    standings = read_standings(question)
    ask = ("Donne le score total de chaque joueur après la 4e donne (et, en cas d'égalité, ses points de la dernière donne).",
           "Give each player's total after the 4th hand (and, if tied, their points in the last hand).")
    if standings is None:
        return MissingSituation(R.FINAL, *ask)
    top = max(p.score for p in standings)
    leaders = [p for p in standings if p.score == top]
    if len(leaders) > 1 and any(p.last_hand < 0 for p in leaders):
        return MissingSituation(R.TIE_LAST_HAND, *ask)
    if len(leaders) > 1 and len({p.last_hand for p in leaders}) == 1:
        return MissingSituation(R.TIE_SEAT, "Égalité persistante : qui est le plus proche du premier joueur (ou est le premier joueur) ?",
                                "Still tied: who is closest to the first player (or is the first player)?")
    return winner(standings)
