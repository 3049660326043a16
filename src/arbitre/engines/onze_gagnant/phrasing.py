"""interpret(): Onze Gagnant legality and concrete-state questions, French or English.

Grammar (folded text, number words turned into digits): side markers are
"côté plus / côté +", "plus side", "en +", "positif" and their − twins; numbers
before the first marker belong to the marker after them ("8 et 5 côté plus"),
otherwise to the marker before them ("côté plus 8 et 5"). The objective is
"objectif (de) N", "pour N", "target N" (11 when not said). The colour bonus is
"N cartes/chiffres de ma couleur" (or a colour name). An interdiction is "interdiction"
unless negated ("pas d'", "sans", "aucune", "no") or removed ("je m'en suis
débarrassé", "défaussée", "remplacée", "got rid of"); a removal itself negated
("pas pu la défausser") is unsure and asked back. End-of-game players are read by
players.py ("moi à 9, l'autre à 10", "Léa est à 14 (objectif 13)"); a who-wins
question is never answered "oui"/"non". The interdiction card of the draw pile may
be placed in another player's game.
"""

from __future__ import annotations

import re
import unicodedata

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.onze_gagnant import general
from arbitre.engines.onze_gagnant import rules as R
from arbitre.engines.onze_gagnant.play import Line, end_winner, has_won, result_verdict, success
from arbitre.engines.onze_gagnant.players import read_players

NUMBERS = {"zero": 0, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
           "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "one": 1, "two": 2, "three": 3,
           "four": 4, "five": 5, "eleven": 11}
PLUS = r"cote\s*(?:du\s*)?(?:plus|\+)|(?:plus|\+)\s*side|\ben \+|\bdu \+|positi"
MINUS = r"cote\s*(?:du\s*)?(?:moins|-)|(?:minus|-)\s*side|\ben -|\bdu -|negati"
OBJECTIVE = r"(?:objectif|objective|target|goal)\s*(?:attendu\s*)?(?:de|of|:|=|is|est|c'est|a)?\s*(-?\d+)|\bpour (?:un objectif de )?(-?\d+)|\bfor (?:a target of )?(-?\d+)"
NEGATED_BAN = r"(?:pas d'|pas de |sans |aucune |plus d'|\bno |without |n'ai plus d')\s*(?:carte\s+)?(?:\"|«\s*)?(?:interdiction|forbidden|ban)"
BAN = r"interdiction|forbidden|\bban\b"
REMOVED = r"debarrasse|defausse|remplace|echange|retire|enleve|recouvert|got rid|discard|replaced|swapped|exchanged|removed|covered"
EMPTY_PILE = (r"pioche (?:est )?(?:vide|epuisee|finie|terminee)|plus de (?:cartes? (?:a|dans la) )?pioche|plus de cartes? a piocher"
              r"|draw pile (?:is )?empty|(?:deck|pile) (?:is )?empty|empty (?:draw )?pile|no more cards|fin de (?:la )?partie")
WHO = r"\bqui\b|\bwho\b"
WIN = re.compile(r"gagn|\bwon\b|\bwin|vainqueur|victoire|valide|validate")


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.replace("’", "'").replace("−", "-").lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"\b(?:onze|11) gagnant\b", " ", text)  # the game's name is not a result of 11
    return re.sub(r"\b(" + "|".join(NUMBERS) + r")\b", lambda m: str(NUMBERS[m[1]]), text)


def interpret(question: str) -> Interpretation:
    text = fold(question)
    if re.search(EMPTY_PILE, text) and re.search(WHO + r"|gagn|\bwins?\b", text):
        return _end_of_game(question, text)
    answer = general.interpret(text, question)
    if answer is not None:
        return answer
    for intent in (_success, _total_first, _pictogram, _give_interdiction, _interdiction_empty, _win, _result, _gap):
        answer = intent(text)
        if answer is not None:
            return answer
    return None


def _success(text: str) -> Interpretation:
    found = re.search(r"(\d+)\s+(?:objectifs?|lignes?|objectives?|lines?)", text)
    if not re.search(r"solo|coop", text) or not found:
        return None
    return success(int(found[1]))


def _total_first(text: str) -> Interpretation:
    """A total asked of cards on both sides is a sum, even when a pictogram is mentioned."""
    plus, minus = _sides(text)
    if not (plus and minus) or not re.search(r"combien|how much|total|result|ca fait|ca donne", text.split("?")[0][-40:] + "?"):
        return None
    return _result(text)


def _pictogram(text: str) -> Interpretation:
    if not re.search(r"dessin|pictogram|symbole|drawn|printed|icone|affiche|shows|avec un [+-]|with a [+-]", text):
        return None
    side = _placed_side(text)
    if side is None:
        return MissingSituation(R.PICTOGRAMS, "De quel côté la carte est-elle posée, + ou − ?", "Which side is the card on, + or −?")
    asked = re.split(r"[,;:]", text.split("?")[0])[-1]
    asks_positive = bool(re.search(r"positi|en \+|en plus|ajout|adds?\b|count as plus|plus\s*$", asked))
    asks_negative = bool(re.search(r"negati|en -|en moins|retir|soustra|subtract|minus\s*$", asked))
    sign = "positive" if side == "+" else "négative"
    answer = None
    if asks_positive != asks_negative:
        answer = "oui" if (side == "+") == asks_positive else "non"
    return Verdict(R.PICTOGRAMS, answer, f"Posée du côté {side}, la carte est {sign}, quels que soient les pictogrammes dessus.",
                   f"On the {side} side the card counts as {'positive' if side == '+' else 'negative'}, whatever its pictograms.")


def _placed_side(text: str) -> str | None:
    """The side a card lies on: "côté moins", "minus side", else "en négatif"."""
    strict = [(m.start(), "-") for m in re.finditer(MINUS.replace("|negati", ""), text)]
    strict += [(m.start(), "+") for m in re.finditer(PLUS.replace("|positi", ""), text)]
    if strict:
        return min(strict)[1]
    return "-" if re.search(r"negati", text) else "+" if re.search(r"positi", text) else None


def _interdiction_empty(text: str) -> Interpretation:
    if not (re.search(BAN, text) and re.search(EMPTY_PILE, text)) or re.search(WHO, text):
        return None
    return Verdict(R.INTERDICTION_EMPTY, "non", "Pioche vide : les cartes interdiction n'ont plus d'effet.",
                   "Empty draw pile: interdiction cards no longer have any effect.")


def _give_interdiction(text: str) -> Interpretation:
    """The interdiction card found in the draw pile may go into another player's game."""
    into_other = re.search(r"autre joueur|adversaire|another player|other player|opponent|chez (?:un|l')", text)
    from_pile = re.search(r"pioche|draw pile|\bdeck\b|drawn|piochee", text)
    placing = re.search(r"plac|pos|mettre|mets|met |donn|jou|\bput\b|\bgive\b|\bplay\b", text)
    if not (re.search(BAN, text) and into_other and from_pile and placing) or re.search(r"depart|starting|start card", text):
        return None
    return Verdict(R.INTERDICTION_GIVE, "oui",
                   "Oui : en plus des cartes de départ, une carte interdiction se trouve dans la pioche et peut être placée dans le jeu d'un autre joueur.",
                   "Yes: the interdiction card from the draw pile may be placed in another player's game.")


CLOSEST_ME = r"(?:c'est moi|je suis|i'm|i am)\s+(?:le |la |the )?(?:plus proche|closest|nearest)"
SHARED_RESULT = (r"\b(?:on a|on est|nous avons|nous sommes|we (?:both |all )?(?:have|are|got)|we're)\s+(?:tous|toutes|both|all)\s*"
                 r"(?:les\s+[2-4]\s+)?(?:a\s+|at\s+|on\s+)?(-?\d+)\b(?!\s*(?:comme|as|pour|for)\b)")


def _end_of_game(question: str, text: str) -> Interpretation:
    asks_who = re.search(WHO, text)
    if not asks_who and re.search(CLOSEST_ME, text) and not re.search(r"\bpas\b|\bnot\b", text):
        rule = R.INTERDICTION_EMPTY if re.search(BAN, text) else R.EMPTY_PILE
        return Verdict(rule, "oui", "Oui : pioche vide, le plus proche de son objectif gagne, et les cartes interdiction n'ont plus d'effet quand la pioche est vide.",
                       "Yes: with the draw pile empty the player closest to their objective wins, and interdiction cards no longer have any effect.")
    tied = re.search(SHARED_RESULT, text)
    if tied and not asks_who and re.search(r"tous (?:les )?(?:2|deux)|\bboth\b|tous les 2|ensemble|together", text.split("?")[0][tied.end():]):
        rest = re.sub(OBJECTIVE, " ", text[:tied.start()] + text[tied.end():])
        if not re.search(r"\d", re.sub(r"\b(?:les|the) [2-4]\b", " ", rest)):
            return Verdict(R.NO_WINNER, "non", f"Non : pioche vide, vous êtes à égalité ({tied[1]}) avec le même objectif ; si l'égalité persiste, il n'y a pas de vainqueur.",
                           "No: the pile is empty and you are tied with the same objective; if the tie persists there is no winner.")
    lines = read_players(question, text, OBJECTIVE)
    if lines is None:
        return MissingSituation(R.EMPTY_PILE, "Donne le résultat et l'objectif de chaque joueur (ex. « moi à 9, objectif 11 ; lui à 14, objectif 13 »).",
                                "Give each player's result and objective.")
    return end_winner(lines)


def _ban(text: str) -> bool | None:
    """Whether an interdiction is visible: None when removal is itself negated (unsure)."""
    if not re.search(BAN, text) or re.search(NEGATED_BAN, text):
        return False
    removal = re.search(rf"(?:{REMOVED})[^.;,?]{{0,30}}(?:{BAN})|(?:{BAN})[^.;,?]{{0,25}}(?:{REMOVED})", text)
    if not removal:
        return True
    before = text[max(0, removal.start() - 25):removal.start()] + removal[0]
    return None if re.search(r"\bpas\b|\bn'|\bnot\b|n't\b|\bjamais\b|\bnever\b|\bencore\b|\bstill\b", before) else False


def _line(text: str) -> Line | None:
    plus, minus = _sides(text)
    objective = _first(OBJECTIVE, text)
    colour = re.search(r"(\d+)\s+(?:cartes?|chiffres?|numbers?|cards?)?\s*(?:de ma couleur|of my colou?r|de (?:la )?couleur de depart|de sa couleur|(?:vertes?|rouges?|bleues?|jaunes?|green|red|blue|yellow)\b)", text)
    ban = _ban(text)
    if ban is None:
        return None
    if not plus and not minus:
        stripped = re.sub(OBJECTIVE, " ", text)
        stripped = re.sub(r"(\d+)\s+(?:cartes?|chiffres?|numbers?|cards?)", " ", stripped)
        total = re.search(r"(?:j'ai|\bjai|\bg|fait|i have|i've got|i made|a|score de|total de|resultat de|at|reached|atteint|got)\s+(?:pile\s+|exactement\s+|exactly\s+|juste\s+)?(-?\d+)\b", stripped)
        reached = objective is not None and re.search(r"atteint|reached|rempli|\bmet\b|\bhit\b", text)
        if not total and not reached:
            return None
        plus = (int(total[1]) if total else objective,)
    return Line(tuple(plus), tuple(minus), objective if objective is not None else 11, ban, int(colour[1]) if colour else 0)


def _win(text: str) -> Interpretation:
    if not WIN.search(text) or re.search(WHO, text):
        return None
    if re.search(BAN, text) and _ban(text) is None:
        return MissingSituation(R.INTERDICTION, "Ta carte interdiction est-elle encore visible dans ton jeu ?",
                                "Is your interdiction card still visible in your game?")
    line = _line(text)
    if line is None:
        if re.search(r"\bj'ai\b|\bi have\b|\bai-je\b", text):
            return MissingSituation(R.IMMEDIATE_WIN, "Dis-moi ton résultat (ou tes cartes côté + et côté −), ton objectif et si une interdiction est visible.",
                                    "Tell me your result (or your + and − cards), your objective and whether an interdiction is visible.")
        return None
    mentioned_ban = re.search(BAN, text)
    if line.validates() and not mentioned_ban:
        return MissingSituation(R.INTERDICTION, f"Ton résultat ({line.result()}) valide l'objectif : as-tu encore une carte interdiction visible ?",
                                f"Your result ({line.result()}) meets the objective: is an interdiction card still visible?")
    return has_won(line)


def _result(text: str) -> Interpretation:
    plus, minus = _sides(text)
    if not (plus or minus) or not re.search(r"combien|how much|how many|result|total|score|ca fait|ca donne", text):
        return None
    return result_verdict(Line(tuple(plus), tuple(minus)))


def _gap(text: str) -> Interpretation:
    """"Il me manque combien pour mon objectif ?": objective minus result, when both are said."""
    if not re.search(r"manque|reste|missing|\bneed|\bbesoin|away from|short of|how far|loin de|\becart", text) or not re.search(r"objectif|objective|target|goal|\b11\b", text):
        return None
    line = _line(text)
    if line is None:
        return MissingSituation(R.OBJECTIVE, "Dis-moi ton résultat (ou tes cartes côté + et côté −) et ton objectif.",
                                "Tell me your result (or your + and − cards) and your objective.")
    gap = line.objective - line.result()
    return Verdict(R.OBJECTIVE, gap, f"Résultat {line.result()} pour un objectif de {line.objective} : il manque {gap}.",
                   f"Result {line.result()} for an objective of {line.objective}: {gap} to go.")


def _first(pattern: str, text: str) -> int | None:
    found = re.search(pattern, text)
    return int(next(g for g in found.groups() if g)) if found else None


def _sides(text: str) -> tuple[list[int], list[int]]:
    """Numbers grouped by the side marker they belong to (asides on pictograms left out)."""
    text = re.sub(r"\([^()]*(?:pictogram|dessin|symbol|icone|icon|drawn|printed)[^()]*\)", " ", re.sub(OBJECTIVE, " ", text))
    text = re.sub(r"(\d+)\s+(?:cartes?|chiffres?|numbers?|cards?)\s+(?:de ma|of my|vertes?|rouges?|bleues?|jaunes?)", " ", text)
    markers = sorted([(m.start(), m.end(), "+") for m in re.finditer(PLUS, text)] + [(m.start(), m.end(), "-") for m in re.finditer(MINUS, text)])
    numbers = [(m.start(), int(m[0])) for m in re.finditer(r"(?<![\w=])\d+\b", text)]
    if not markers or not numbers:
        return [], []
    before = numbers[0][0] < markers[0][0]
    sides: dict[str, list[int]] = {"+": [], "-": []}
    for pos, value in numbers:
        if before:
            owner = next((sign for start, _, sign in markers if start > pos), None)
        else:
            owner = next((sign for start, _, sign in reversed(markers) if start < pos), None)
        if owner:
            sides[owner].append(value)
    return sides["+"], sides["-"]
