"""Chat spelling written out, before an engine reads a question.

Players type on phones: "jai plus aucun jaune", "pari de 2 + la secu", "ya un 5
au dessus". Each engine's reader is written against ordinary spelling; this one
table turns the common chat forms back into it, whole words only, so every
engine reads "j'ai", "sécurité" and "il y a" the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable

CHAT_FORMS = {
    "jai": "j'ai",
    "jsuis": "je suis",
    "chui": "je suis",
    "jpeux": "je peux",
    "jpe": "je peux",
    "jveux": "je veux",
    "jvais": "je vais",
    "ya": "il y a",
    "y'a": "il y a",
    "yen a": "il y en a",
    "qd": "quand",
    "pr": "pour",
    "pcq": "parce que",
    "pk": "pourquoi",
    "pq": "pourquoi",
    "qqn": "quelqu'un",
    "qqch": "quelque chose",
    "tt": "tout",
    "bcp": "beaucoup",
    "ds": "dans",
    "ms": "mais",
    "mm": "même",
    "dc": "donc",
    "cb": "combien",
    "cmb": "combien",
    "koi": "quoi",
    "ke": "que",
    "nn": "non",
    "ui": "oui",
    "secu": "sécurité",
    "sécu": "sécurité",
    "ptet": "peut-être",
    "tjrs": "toujours",
    "tjs": "toujours",
    "im": "I'm",
    "cant": "can't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "isnt": "isn't",
    "u": "you",
    "ur": "your",
}
_CHAT = re.compile(
    r"(?<![\w'’])("
    + "|".join(sorted(map(re.escape, CHAT_FORMS), key=len, reverse=True))
    + r")(?![\w'’])",
    re.IGNORECASE,
)


# "c moi qui gagne", "c bon", "cest à moi": "c'est". Not "la case C3" (a letter before a digit).
_C_EST = re.compile(
    r"(?<![\w'’])(?:cest|c(?= (?:moi|toi|lui|elle|nous|vous|eux|bon|quoi|pas|ok|normal|possible|autoris[ée]|[A-ZÀ-Ý][\w-]+ qui)\b))(?![\w'’])"
)
# "c a moi ?": "c'est à moi ?".
_C_EST_A = re.compile(r"(?<![\w'’])c a (?=(?:moi|toi|lui|elle|nous|vous|eux|qui)\b)")
# "g pioché un 10", "G un 10 bleu": "j'ai". Only before what "j'ai" can open.
_G_AI = re.compile(
    r"(?<![\w'’])[gG](?= (?:un|une|des|deux|trois|quatre|pas|plus|encore|d[ée]j[àa]|\d+|[a-zà-ÿ]+é(?:e|s|es)?)(?![\w'’]))"
)
# "jpioche", "jmets", "jtire": "je" glued to a verb of the table (before a vowel, "j'" is restored elsewhere).
_JE_VERBS = (
    "pioche",
    "piocher",
    "mets",
    "met",
    "tire",
    "joue",
    "pose",
    "prends",
    "prend",
    "passe",
    "gagne",
    "perds",
    "fais",
    "dois",
    "sais",
    "compte",
    "marque",
    "retourne",
    "garde",
    "donne",
    "suis",
    "peux",
    "veux",
    "vais",
    "rejoue",
    "termine",
    "finis",
    "tombe",
    "recule",
    "pars",
    "choisis",
    "paie",
    "paye",
    "touche",
    "rate",
    "reussis",
)
_JE = re.compile(r"(?<![\w'’])j(?=(?:" + "|".join(_JE_VERBS) + r")(?![\w'’]))", re.IGNORECASE)


def written_out(question: str) -> str:
    """The question with chat forms spelt out: "jai plus de secu" -> "j'ai plus de sécurité",
    "c moi qui gagne" -> "c'est moi qui gagne", "g pioché un 10" -> "j'ai pioché un 10",
    "jpioche un 8" -> "je pioche un 8"."""
    question = _CHAT.sub(lambda m: CHAT_FORMS[m.group(1).lower()], question)
    question = _C_EST_A.sub("c'est à ", question)
    question = _C_EST.sub("c'est", question)
    question = _G_AI.sub("j'ai", question)
    return _JE.sub("je ", question)


# Lower-case only: a capitalised word is a name more often than chat ("Dan" is not "D'an").
_ELIDED = re.compile(
    r"(?<![\w'’])(qu|[cdjlmnst])([aeiouyhàâéèêëîïôûù][a-zàâçéèêëîïôûùœ]*)(?![\w'’])"
)
# The short words an elision may leave, "j'y", "j'en", "qu'il"; longer ones are checked as words.
_SHORT_ENDS = frozenset({"y", "en", "ai", "as", "a", "il", "on", "un", "est", "es", "elle"})


def restore_elisions(question: str, known: Callable[[str], bool]) -> str:
    """Apostrophes put back where a word is unknown but its end is a known word:
    "si javance au lieu dacheter" -> "si j'avance au lieu d'acheter". `known` tells
    a word of the booklets (or a function word); "jaune" stays whole, being known."""

    def put_back(match: re.Match[str]) -> str:
        word, end = match.group(0), match.group(2)
        if known(word) or not (end in _SHORT_ENDS or len(end) >= 3 and known(end)):
            return word
        return f"{match.group(1)}'{end}"

    return _ELIDED.sub(put_back, question)
