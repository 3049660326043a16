"""Solo and co-operative outcomes: how many of the 4 lines' objectives are validated, and what it makes of the game.

Both modes play 4 lines (solo: one per colour; co-op: every starting colour is in play), and the game is won only
when every line's objective is validated; otherwise, at an empty pile, the success table ranks it (0-4).

The count of validated lines is read in any of these shapes (folded text, number words already digits):
"3 lignes sur 4", "3 of my 4 lines", "3/4", "4 lines validated out of 4", "j'ai validé 2 lignes", "validated three
lines", "toutes mes lignes / all our objectives / les 4 lignes" (4), "toutes sauf une / all but one" (3), "aucune ligne /
none of my lines / not a single line" (0). A validating word must be said ("validé", "rempli", "réussi", "completed",
"met"…). A total other than 4, a count above 4, or any number left over besides the players' count ("coop à 2", "2
players") and the line objective 11 leaves the question unread (None).

Asked: a win ("j'ai gagné ?", "did we win?") gets "oui" (all 4) or "non"; the success, level or rank ("quel succès ?",
"what's my success level?") gets the table's label; a loss asked ("j'ai perdu ?") gets none, the booklet saying only
"won" or the table. A win asked in either mode with no count said is asked back, unless it asks how the rule works
("combien de lignes il faut pour gagner ?": retrieval).
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation
from arbitre.engines.onze_gagnant import rules as R
from arbitre.engines.onze_gagnant.play import mode_won, success

SOLO = r"\bsolo\b"
ALONE = r"\b(?:seul|tout seul|alone|by myself|on my own)\b"
COOP = r"\bco-?op|cooperati"
LINE_WORD = r"(?:lignes?|objectifs?|lines?|objectives?|rows?|goals?|targets?)"
OWNER = r"(?:(?:mes|nos|les|my|our|the)\s+)"
VALIDATED = r"valid|rempli|reussi|complet|atteint|\bmet\b|reached|achiev|succeed|\bhit\b|\bdone\b|\bfaits?\b|\bmade\b"
OUT_OF = (
    rf"\b(\d+)\s*(?:{LINE_WORD}\s+)?(?:(?:de\s+)?{OWNER}?{LINE_WORD}\s+)?(?:(?:validee?s?|validated|remplie?s?|reussie?s?|completed?|met)\s+)?"
    rf"(?:sur|of|out of|/|parmi)\s*{OWNER}?(\d+)\b"
)
ALL = (
    rf"\b(?:toutes|tous|all)\s+(?:(?:de\s+)?{OWNER})?(?:(\d+)\s+)?{LINE_WORD}|\b(?:mes|nos|les|my|our|the)\s+(\d+)\s+{LINE_WORD}"
    rf"|\b(?:every|each|chaque|chacune? de|each of)\s+{OWNER}?(?:(\d+)\s+)?{LINE_WORD}"
)
# An exception after "all": "toutes sauf une", "all my lines but one", "all except 2"; any other ("sauf la rouge") is not read.
EXCEPT = r"\b(?:sauf|except|but|moins|a part|hormis|excepte|apart from|save)\b"
ALL_BUT = rf"(?:{EXCEPT})\s+(?:(?:une?|one)\b|(\d+)\b)"
ALL_BUT_FIRST = rf"\b(?:toutes|tous|all)\s+(?:{EXCEPT})\s+(?:une?|one|1)\s+{LINE_WORD}?"
PER_PLAYER = r"\b(?:chacune?|each|apiece|par (?:joueur|personne|tete)|per (?:player|person|head))\b"
NONE = (
    rf"\b(?:aucune?|pas une seule?|not a single|not one|no|zero|0)\s+{LINE_WORD}|\bnone of {OWNER}?{LINE_WORD}"
    rf"|\b(?:n'ai|n'avons|n'a|haven't|have not|didn't|did not)\s+(?:\w+\s+)?(?:valide|validated|rempli|completed)\s+(?:aucune?|any)\b"
)
COUNT = rf"\b(\d+)\s+(?:(?:de|of)\s+{OWNER})?{LINE_WORD}"
PLAYERS = (
    r"\b[2-8]\s*(?:joueurs|players|persons|people|personnes)\b|\b(?:a|at|with)\s+[2-8]\b(?!\s*(?:lignes?|lines?|objecti))"
    r"|\b(?:on est|we're|we are)\s+[2-8]\b"
)
WIN = r"gagn|\bwin|\bwon\b|victoire|victory|c'est bon\b"
LOSS = r"perdu|\blose\b|\blost\b|\bperd\b|rate\b|\bfailed\b"
LEVEL = (
    r"succes|success|classement|\brang\b|\brank|tableau|\btable\b|niveau|\blevel|mention|\bnote\b|\bscore\b|how did (?:i|we) do"
    r"|comment (?:j'ai|on a|nous avons) (?:fait|joue)|ca donne quoi|ca vaut quoi|what do (?:i|we) get"
)
HOW = r"combien|how many|\bfaut\b|\bneed\b|\bmust\b|\bdoi[st]\b|\bcomment\b|\bhow (?:do|does|can|to)\b"
# A win still possible asked ("je peux encore gagner ?", "can I still win?"), not whether it is won.
STILL = r"\bpeu[xt]\b|\bpourr|\bcan\b|\bcould\b|\bstill\b|\bencore\b|\bchance|\bpossible"


def mode_outcome(text: str) -> Interpretation:
    """A solo or co-op game's outcome, from the number of lines validated: won or not, or the success table's label."""
    coop, solo = (
        re.search(COOP, text),
        re.search(SOLO, text) or (re.search(ALONE, text) and re.search(r"lign|\bline|\brow", text)),
    )
    if bool(coop) == bool(solo):
        return None
    asked = re.split(r"[.;!:]", text.split("?")[0])[-1]
    count, rest = _validated(text)
    wins = re.search(WIN, asked) and not re.search(LOSS, asked)
    if wins and re.search(STILL, asked):
        return None
    if count is None:
        if wins and not re.search(HOW, asked) and not re.search(r"\d", _blank(PLAYERS, text)):
            return MissingSituation(
                R.COOP_WIN if coop else R.SOLO_WIN,
                "Combien de lignes (objectifs) as-tu validées sur les 4 ?",
                "How many of the 4 lines' objectives have you validated?",
            )
        return None
    if re.search(r"\d", _blank(r"\b11\b", _blank(PLAYERS, rest))):
        return None  # a number the reader did not place
    if re.search(LOSS, asked):
        return None  # "j'ai perdu ?": the booklet says only "won", or the table
    if wins and not re.search(LEVEL, asked):
        return mode_won(count, bool(coop))
    return success(count)


def _validated(text: str) -> tuple[int | None, str]:
    """The number of lines validated and the text without it; None when it is not said, or said twice or past 4."""
    found: list[tuple[int, re.Match[str]]] = []
    for match in re.finditer(OUT_OF, text):
        if int(match[2]) != 4:
            return None, text  # "3 lignes sur 5": there are 4 lines
        found.append((int(match[1]), match))
    rest = _blank(OUT_OF, text)
    for match in re.finditer(ALL_BUT_FIRST, rest):  # "all but one line", "toutes sauf une"
        found.append((3, match))
    rest = _blank(ALL_BUT_FIRST, rest)
    for match in re.finditer(ALL, rest):
        said = next((int(g) for g in match.groups() if g), 4)
        if said != 4:
            return None, text
        after = re.split(r"[.,;?!]", rest[match.end() :])[0]
        if re.search(EXCEPT, after):  # "toutes mes lignes sauf une": 3; "sauf la rouge": not read
            but = re.search(ALL_BUT, after)
            if but is None:
                return None, text
            found.append((4 - int(but[1] or 1), match))
        else:
            found.append((4, match))
    rest = _blank(ALL_BUT, _blank(ALL, rest))
    for match in re.finditer(NONE, rest):
        found.append((0, match))
    rest = _blank(NONE, rest)
    for match in re.finditer(COUNT, rest):
        found.append((int(match[1]), match))
    rest = _blank(COUNT, rest)
    if (
        len(found) != 1
        or found[0][0] > 4
        or not re.search(VALIDATED, text)
        or re.search(PER_PLAYER, rest)
    ):
        # "2 objectifs chacun", "each of us validated 2": the total depends on the players, not read
        return None, text
    return found[0][0], rest


def _blank(pattern: str, text: str) -> str:
    return re.sub(pattern, lambda m: " " * len(m[0]), text)
