"""Luz ties that the last hand does not break, read from words rather than scores.

"Égalité, et même score à la dernière donne, qui gagne ?" with nobody named is a
rule question: the answer is the rule's who-description, "le joueur le plus proche
du premier joueur (ou le premier joueur)". With players named ("entre moi et Léo")
the winner is the one the question places first or closest to the first player
("je suis le premier joueur", "I'm the first player", "c'est moi le premier
joueur" → "toi", "Léo est le plus proche du premier joueur" → "Léo", "Claire was
the first player", "Sara est la première joueuse", "Max a commencé"); when that
is not said (or said of both), the engine asks. Questions
holding scores are left to the standings reader; a round number ("after round 4",
"à la donne 4") is not a score.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.luz import rules as R
from arbitre.engines.luz.standings import NOT_NAMES, ROUND_REF, _plain

WHO_CLOSEST = "le joueur le plus proche du premier joueur (ou le premier joueur)"
LAST = r"(?:derniere|last|final|4e|fourth) (?:donne|manche|hand|round)"
SAME = r"meme (?:score|nombre|total)|memes points|pareil|autant|egalite|ex aequo|(?:the )?same\b|tied|equal|as many"
LAST_EQUAL = rf"(?:{SAME})[^.?]{{0,40}}{LAST}|{LAST}[^.?]{{0,40}}(?:{SAME})"
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
    first = said_first(text, people)
    if len(first) != 1:
        return MissingSituation(R.TIE_SEAT, "Égalité persistante : qui est le plus proche du premier joueur (ou est le premier joueur) ?",
                                "Still tied: who is closest to the first player (or is the first player)?")
    return Verdict(R.TIE_SEAT, first[0], f"Égalité au score et à la dernière donne : {first[0]} est le plus proche du premier joueur, et l'emporte.",
                   f"Tied on score and on the last hand: {first[0]} is closest to the first player and wins.")


def said_first(text: str, people: list[str]) -> list[str]:
    """Who the question places first or closest to the first player; [] when "loin"/"far" blurs it."""
    if re.search(r"\bloin\b|\bfar", text):
        return []
    return [who for who in people if re.search(_subject(who) + rf"(?:\s+(?:est|suis|etait|etais|is|am|was)|\s*'m)\s+{FIRST}", text)
            or re.search(_subject(who) + rf"\s+{STARTED}", text)
            or re.search(rf"{FIRST}\s*(?:,\s*)?(?:c'est|is|est|was|etait)\s+{_subject(who)}", text)
            or re.search(rf"\bc'est\s+{'moi' if who == 'toi' else re.escape(_plain(who))}\s+(?:qui est\s+)?{FIRST}", text)]


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


def _subject(who: str) -> str:
    return r"(?:\bje|\bj'|\bi|\bmoi(?:,? je)?|c'est moi)" if who == "toi" else rf"\b{re.escape(_plain(who))}"
