"""Reading the players' end-of-game scores out of a Luz question.

A player is a capitalised word in a name position of the original question
("Alice a 30", "Alice et Bob sont à égalité", "Bob 12"), never a common French
or English word ("Après", "Pile", "Qui"), or the asker ("toi") when said in a
player's place ("Dana and I are tied", "moi 28", "Léo et moi", "j'ai 30", "I'm on
29"). Each sentence is read as a run of names and numbers: a number belongs to the
names said since the previous number, when they are joined ("Alice et Bob sont à
30" gives 30 to both; "Tom is the first player and Ana has 30" gives Tom nothing).
A clause about the last hand ("sur la dernière donne", "in the last hand", "last
hand:") gives last-hand points, any other one total scores; clauses are split at
commas and at "and we / et on / et tous…" ("tied at 30 and we both scored 8 in the
last round"); a comma-separated part with no such phrase right after a last-hand
part continues it ("Alice a fait 8 sur la dernière donne, Bob 12"). "tous les
deux", "both", "chacun" give the next number to every player. A round or hand
number ("after round 4", "à la donne 4", "après 4 donnes") is not a score.
Anything not clearly read gives None: the caller asks.
"""

from __future__ import annotations

import re
import unicodedata

from arbitre.engines.luz.play import Standing

NOT_NAMES = {
    "apres", "avant", "a", "au", "alors", "bon", "ce", "cette", "donc", "elle", "en", "et", "il", "ils", "je",
    "la", "le", "les", "lui", "mais", "moi", "mon", "nous", "on", "ou", "pari", "pile", "puis", "qui", "quel",
    "quelle", "securite", "si", "toi", "tu", "un", "une", "vous", "after", "and", "at", "but", "he", "i", "if",
    "in", "it", "my", "on", "she", "so", "the", "then", "they", "we", "who", "which", "with", "you", "luz",
    "donne", "hand", "score", "total", "egalite", "tie", "both", "tous", "chacun", "dernier", "derniere",
}
NAME_AFTER = (r"(?=\s+(?:a|est|sont|et|ont|avait|has|is|are|and|had|was|with|avec|termine|terminent|finit|finissent|finishes|finish|ends|end)\b"
              r"|\s*[,:]?\s*\d|\s+(?:à|at|on)\s+\d)")
NAME = re.compile(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)\b" + NAME_AFTER)
LAST_HAND = re.compile(r"\b(?:sur|lors de|pendant|dans|pour|during|in|on|for|a) (?:la |the )?(?:derniere|last|final) (?:donne|manche|hand|round)"
                       r"|\b(?:sur|lors de|pendant|dans|during|in) (?:la |the )?(?:4e|fourth) (?:donne|manche|hand|round)"
                       r"|\b(?:derniere|last|final) (?:donne|manche|hand|round)\s*:")
ME = (r"(?:\bI\b|\b[Mm]oi\b|\bme\b)(?=\s+(?:am|have|had|was|were|and|are|scored|finished|ended|got|made|with|on|at|et|sommes|suis|avons|ai|avais"
      r"|avec|finis|termine|à|a)\b|\s*'m\b|\s*[,:]?\s*\d)|(?<=\band )I\b|(?<=\bet )moi\b|\b[Jj]'(?:ai|avais)(?:\s+(?:fait|marqué|marque|eu|obtenu))?(?=\s+\d)|\b[Jj]e (?:suis|finis|termine)(?=\s+(?:à|a|avec)?\s*\d)")
TOKEN = re.compile("(" + ME + r")|\b([A-ZÀ-Ý][a-zà-ÿ]+)\b|(?<![\w-])(-?\d+)(?![\w])(?!\s*(?:e|er|eme|th|st|nd|rd)\b)"
                   r"|\b(tous les deux|toutes les deux|tous deux|both|chacun|chacune|each)\b")
JOINED = r"\s*(?:,|&|\band\b|\bet\b|\bas well as\b|\bainsi que\b)?\s*"
CLAUSE = (r",|\b(?:and|et|mais|but|while|alors que|tandis que)\b(?=\s+(?:we|they|both|each|on|nous|ils|elles|tous|toutes|chacun|chacune"
          r"|he|she|il|elle)\b)")
ROUND_REF = (r"\b(?:round|hand|donne|manche)\s+(?:n°\s*|number\s+|no\.?\s*|#)?\d+\b"
             r"|\b\d+\s+(?:donnes|manches|rounds|hands)\b")


def players(question: str) -> list[str]:
    """The named players, and "toi" when the asker is one of them ("Dana and I are tied", "moi 28", "j'ai 30")."""
    return names(question) + (["toi"] if re.search(ME, question) else [])


def names(question: str) -> list[str]:
    """Capitalised words in a name position that are not common words, in order."""
    found = [m[1] for m in NAME.finditer(question) if _plain(m[1]) not in NOT_NAMES]
    return list(dict.fromkeys(found))


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word.lower()) if not unicodedata.combining(c))


def read_standings(question: str) -> list[Standing] | None:
    """Each named player's total and last-hand points; None when any is unclear."""
    who = players(question)
    if len(who) < 2:
        return None
    totals: dict[str, int] = {}
    last: dict[str, int] = {}
    question = re.sub(ROUND_REF, " ", question, flags=re.IGNORECASE)
    for sentence in re.split(r"[.;!?]+", question):
        target, pending = totals, []
        for part in re.split(CLAUSE, sentence):
            if LAST_HAND.search(_plain(part)):
                target = last
            elif _verb_of_total(part):
                target = totals
            pending = _assign(part, who, target, pending)
            if pending is None:
                return None
    if set(totals) != set(who):
        return None
    return [Standing(p, totals[p], last.get(p, -1), -1) for p in who]


def _verb_of_total(part: str) -> bool:
    """A part that states totals again ("ils sont à 40", "they are on 40"), not a last-hand continuation."""
    return bool(re.search(r"\b(?:sont|est|ont|finissent|terminent|are|is|finish|ends?)\b|\btotal", _plain(part)))


def _assign(part: str, players: list[str], target: dict[str, int], pending: list[str]) -> list[str] | None:
    """Give each number to the names said since the previous number; the names still waiting, None if unclear.

    Names wait together only when joined ("Alice et Bob sont à 30", "Dana and I"): a name followed by
    anything else before the next name ("Dana is first and Bob has 30") gets no number from it.
    """
    pending = list(pending)
    said_end = None
    for found in TOKEN.finditer(part):
        me, word, number, everyone = found.groups()
        player = "toi" if me else word if word in players else None
        if player:
            if pending and said_end is not None and not re.fullmatch(JOINED, part[said_end:found.start()]):
                pending = []
            pending.append(player)
            said_end = found.end()
        elif everyone and not pending:  # "tous les deux 10": both named players, "chacun 10": every one
            if len(players) != 2 and everyone in ("tous les deux", "toutes les deux", "tous deux", "both"):
                return None
            pending = list(players)
        elif number:
            if not pending or any(p in target for p in pending):
                return None
            target.update({p: int(number) for p in pending})
            pending, said_end = [], None
    return pending
