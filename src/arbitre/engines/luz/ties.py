"""Luz ties that the last hand does not break, read from words rather than scores.

"Égalité, et même score à la dernière donne, qui gagne ?" with nobody named is a
rule question: the answer is the rule's who-description, "le joueur le plus proche
du premier joueur (ou le premier joueur)". With players named ("entre moi et Léo")
the winner is the one the question places first or closest to the first player
("je suis le premier joueur", "I'm the first player", "c'est moi le premier
joueur" → "toi", "Léo est le plus proche du premier joueur" → "Léo", "Claire was
the first player", "Sara est la première joueuse", "Max a commencé"); a pronoun
("elle est la première joueuse", "c'est lui le premier joueur", "he's the first
player") stands for the one player named, and is not read when several are named;
when that is not said (or said of both), the engine asks. The same last hand is
"même score / pareil / autant / the same … à la dernière donne / in the last deal",
or "à égalité sur la dernière donne"; "à égalité après (à l'issue de, at the end
of) la dernière donne" dates the totals and says nothing of the last hand. Questions
holding scores are left to the standings reader; a round number ("after round 4",
"à la donne 4") is not a score.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.luz import rules as R
from arbitre.engines.luz.standings import NOT_NAMES, ROUND_REF, _plain

WHO_CLOSEST = "le joueur le plus proche du premier joueur (ou le premier joueur)"
LAST = r"(?:derniere|last|final|4e|fourth) (?:donne|manche|hand|round|deal)"
# "après / à l'issue de / at the end of the last hand" dates the totals; it is no last-hand score.
LAST_IN = (r"(?<!apres )(?<!apres la )(?<!after )(?<!after the )(?<!issue de la )(?<!fin de la )(?<!end of the )"
           r"(?<!terme de la )" + LAST)
SAME = r"meme (?:score|nombre|chose)|memes points|pareil|autant|(?:the )?same\b|as many"
TIED = r"egalite|ex aequo|tied|equal"
LAST_EQUAL = (rf"(?:{SAME})[^.?]{{0,40}}{LAST_IN}|{LAST_IN}[^.?]{{0,40}}(?:{SAME})"
              rf"|(?:{TIED})\s+(?:aussi\s+|also\s+|again\s+|encore\s+)?(?:sur|lors de|pendant|dans|in|on|during|for) (?:la |the )?{LAST}")
PERSISTS = r"egalite persiste|toujours (?:a )?egalite|encore (?:a )?egalite|still tied|tie persists|tied again"
ME = r"\bmoi\b|\bje\b|\bj'|\bme\b|\bi\b|\bi'm\b"
FIRST = (r"(?:le |la |the )?(?:plus proches? du |plus proches? de la |closest to the |nearest to the |next to the )?"
         r"(?:premier joueur|premiere joueuse|first player|first to play|premiere? a jouer)")
STARTED = r"(?:a commence|a ouvert la partie|a joue en premier|commencait|started|began|went first|played first|dealt first)"
COMMON = {"fin", "end", "game", "partie", "egalite", "en", "cas", "in", "case", "what", "tie", "premier", "first"}


def seat_tie(question: str, text: str) -> Interpretation:
    if not re.search(r"\bqui\b|\bwho\b", text) or not (re.search(LAST_EQUAL, text) or re.search(PERSISTS, text)):
        return None
    if re.search(r"(?<![\w-])\d+(?!\s*(?:e|er|eme|th|st|nd|rd)\b)(?![\w])", re.sub(ROUND_REF, " ", text)):
        return None  # scores given: the standings reader decides
    people = _names(question) + (["toi"] if re.search(ME, text) else [])
    if not people:
        return Verdict(R.TIE_SEAT, WHO_CLOSEST, f"Égalité au score et à la dernière donne : c'est {WHO_CLOSEST} qui l'emporte.",
                       "Tied on score and on the last hand: the player closest to the first player (or the first player) wins.")
    first = said_first(text, people, _names(question))
    if len(first) != 1:
        return MissingSituation(R.TIE_SEAT, "Égalité persistante : qui est le plus proche du premier joueur (ou est le premier joueur) ?",
                                "Still tied: who is closest to the first player (or is the first player)?")
    return Verdict(R.TIE_SEAT, first[0], f"Égalité au score et à la dernière donne : {first[0]} est le plus proche du premier joueur, et l'emporte.",
                   f"Tied on score and on the last hand: {first[0]} is closest to the first player and wins.")


def said_first(text: str, people: list[str], named: list[str] | None = None) -> list[str]:
    """Who the question places first or closest to the first player; [] when "loin"/"far" blurs it.

    A pronoun ("elle est la première joueuse", "c'est lui le premier joueur", "he went first")
    stands for the one player named in the question (`named`); with several named, it is not read.
    """
    if re.search(r"\bloin\b|\bfar", text):
        return []
    referent = named[0] if named is not None and len(named) == 1 else None
    return [who for who in people if re.search(_subject(who, referent) + rf"(?:\s+(?:est|suis|etait|etais|is|am|was)|\s*'[ms])\s+{FIRST}", text)
            or re.search(_subject(who, referent) + rf"\s+{STARTED}", text)
            or re.search(rf"{FIRST}\s*(?:,\s*)?(?:c'est|is|est|was|etait)\s+{_subject(who, referent)}", text)
            or re.search(rf"\bc'est\s+{_stressed(who, referent)}\s+(?:(?:qui est\s+)?{FIRST}|qui\s+{STARTED})", text)]


MORE = r"plus|more"
COMPARED = (r"\b(\w+)\s+(?:a|ai|as|have|has)?\s*(?:marque|fait|gagne|pris|scored|made|got|earned)\s+(plus|moins|more|less|fewer)"
            r"\s+(?:de points\s+|points\s+)?(?:que|than)\s+(\w+)")


def last_hand_tie(question: str, text: str) -> Interpretation:
    """Tied at the top, "Marie a marqué plus que Tom à la dernière donne": the better last hand wins."""
    said = re.search(COMPARED, text)
    if not (said and re.search(r"\bqui\b|\bwho\b", text) and re.search(r"egalite|ex aequo|tied|\btie\b", text) and re.search(LAST, text)):
        return None
    named = {_plain(n): n for n in _names(question)}
    who = [named.get(w) or ("toi" if w in ("je", "j", "i", "moi", "me") else None) for w in (said[1], said[3])]
    if None in who or who[0] == who[1] or len(named) + ("toi" in who) > 2:
        return None  # a third player, or a name not read for sure: the standings reader or nobody decides
    best = who[0] if said[2] in ("plus", "more") else who[1]
    return Verdict(R.TIE_LAST_HAND, best, f"Égalité au total : {best} a marqué le plus de points lors de la dernière donne et l'emporte.",
                   f"Tied on total: {best} scored most in the last hand and wins.")


def _names(question: str) -> list[str]:
    found = [w for w in re.findall(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)\b", question) if _plain(w) not in NOT_NAMES | COMMON]
    return list(dict.fromkeys(found))


PRONOUN = r"\b(?:il|elle|lui|he|she)\b(?! y\b)"


def _subject(who: str, referent: str | None = None) -> str:
    said = r"(?:\bje|\bj'|\bi|\bmoi(?:,? je)?|c'est moi)" if who == "toi" else rf"\b{re.escape(_plain(who))}"
    return rf"(?:{said}|{PRONOUN})" if who == referent else said


def _stressed(who: str, referent: str | None) -> str:
    """The player after "c'est": "moi", the name, or "lui" / "elle" for the one named player."""
    said = "moi" if who == "toi" else re.escape(_plain(who))
    return rf"(?:{said}|lui|elle)" if who == referent else said
