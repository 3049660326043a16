"""Reading "who wins?" from both players' final counts: buttons, empty squares, the 7x7 tile.

"moi 15 boutons et 3 cases vides, lui 18 boutons et 5 cases vides" → each clause goes
to the side it names, an unnamed clause to the side named just before it; a name alone labels
the counts after it ("me: 18 buttons, 4 empty squares. Hugo: 12 buttons, ..."). Any count or
tile it cannot attribute makes it ask rather than guess.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.phrasing import clauses, has, is_name, leading_name, negated, numbers, owner
from arbitre.engines.patchwork.situation import EMPTY_UNIT, count
from arbitre.engines.patchwork.state import final_score, winner

WINS = r"qui gagne|qui a gagne|qui l emporte|qui remporte|qui est (?:le )?gagnant|who wins|who won|who is the winner|winner|vainqueur"
_TILE = r"tuile|tile|bonus|7x7"
_NOBODY = r"personne|aucun de nous|aucun des 2|aucun des deux|ni l un ni l autre|nobody|neither|no one|none of us"
_ASK = ("Dis-moi, pour chacun, ses boutons, ses cases vides et qui a la tuile 7x7.",
        "Tell me, for each of you, the buttons, the empty squares and who has the 7x7 tile.")
WHO = {"me": ("toi", "you"), "opponent": ("l'adversaire", "your opponent")}


def _label(clause: str) -> str | None:
    """A clause that is only a player's name, the label of the counts after it ("Hugo: 12 buttons")."""
    return clause if re.fullmatch(r"[a-z]{2,}", clause) and is_name(clause) else None


def _segments(t: str) -> dict[str, str] | None:
    """The words about each side; None when a number comes before any side is named.

    A clause opening on a name ("Lucas 20 boutons"), or only a name ("Hugo : 12 boutons"), is the opponent's.
    """
    found: dict[str, str] = {}
    current: str | None = None
    for clause in (part.strip() for c in clauses(t) for part in c.split(" / ")):  # "... pas de tuile / Zoé : 15 boutons"
        side = owner(clause) or ("opponent" if leading_name(clause) or _label(clause) else None)
        if side is not None and not has(clause, _NOBODY):
            current = side
        if current is None:
            if numbers(clause):
                return None
            continue
        found[current] = found.get(current, "") + " " + clause
    return found


def _tile(t: str, segment: str) -> bool | None:
    """Whether this side has the tile; None when the words do not say clearly."""
    if has(t, rf"(?:{_NOBODY})\s+(?:\w+\s+){{0,3}}?(?:{_TILE})") or not has(t, _TILE):
        return False
    if not has(segment, _TILE):
        return False if re.search(rf"\b(?:j|je|moi|i)\b.{{0,20}}\b(?:{_TILE})", t) is None else None
    return not negated(segment, _TILE)


def read_duel(t: str) -> Interpretation:
    """Who wins from both final counts: buttons + 7 with the tile − 2 per empty square."""
    if not has(t, WINS) or not has(t, r"boutons?|buttons?"):
        return None
    segments = _segments(t)
    if segments is None or set(segments) != {"me", "opponent"}:
        return MissingSituation(R.FINAL_SCORE, *_ASK)
    scores: dict[str, int] = {}
    for side, words in segments.items():
        buttons, empty, tile = count(words, r"(?:boutons?|buttons?)"), count(words, EMPTY_UNIT), _tile(t, words)
        if buttons is None or empty is None or tile is None or len(numbers(words)) != 2:
            return MissingSituation(R.FINAL_SCORE, *_ASK)
        scores[side] = final_score(buttons, tile, min(empty, 81))
    me, them = scores["me"], scores["opponent"]
    side = winner(me, them, None)
    if side is None:
        return MissingSituation(R.TIE_BREAK, f"Égalité à {me} points : dis-moi qui a atteint la dernière case en premier.",
                                f"Tied on {me} points: tell me who reached the last square first.")
    fr, en = WHO[side]
    names = {leading_name(c.strip()) or _label(c.strip()) for part in clauses(t) for c in part.split(" / ")} - {None}
    if len(names) > 1:  # two named players besides the asker: not a two-player count
        return MissingSituation(R.FINAL_SCORE, *_ASK)
    if side == "opponent" and names:
        fr = en = names.pop().capitalize()
    return Verdict(R.FINAL_SCORE, fr, f"Score final : {me} pour toi contre {them} pour l'adversaire : {fr} gagne.",
                   f"Final score: {me} for you against {them} for your opponent: {en} win{'s' if side == 'opponent' else ''}.")
