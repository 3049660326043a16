"""Tournament questions: rounds to play, and points per round or over several rounds.

"j'ai gagné la 1re manche, à la deuxième il me restait 4 cases vides et à la dernière
une seule" → +2 − 4 − 1 = −3. Each clause naming a round says what it gave; any clause
about a round's result that names none, or a round whose result is unclear, makes it ask.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.phrasing import ORDINAL, clauses, has, numbers, ordinal

EMPTY = r"(?:cases?|squares?|spaces?|spots?)?\s*(?:vides?|libres?|empty|left|free)"
_I_WON = r"je gagne|j ai gagne|gagnee? par moi|i win|i won|je remporte|j ai remporte|won it|gagne par moi"
_LOST = r"perds|perdu|perdant|lose|lost|loser|pas gagne|didn t win"
_ROUND = rf"\b(?:manches?|rounds?|parties?|games?)\b"
_LAST_ROUND = r"derniere|dernier|last|final"
_MARKER = re.compile(rf"\b(?:(?:a|au|in|on|for|lors de) )?(?:la |le |the )?({ORDINAL}|(?:{_LAST_ROUND})\b)")
_ONE = r"\b(?:une seule|un seul|qu une|a single|only one|just one)\b"


def _v(verdict: int | None, fr: str, en: str, ambiguous: bool = False) -> Verdict:
    return Verdict(R.TOURNAMENT_SCORING, verdict, fr, en, ambiguous)


def read_tournament(t: str) -> Interpretation:
    """Tournament: as many rounds as players; winner +2, the others −1 per empty square."""
    if not has(t, r"tournoi|tournament|manches?|rounds?") or not has(t, r"combien|how many|how much|points?|scores?|marque|total"):
        return None
    if has(t, r"combien de manches|how many rounds|nombre de manches"):
        players = re.search(r"(\d+) (?:joueurs|players)", t)
        if players is None:
            return MissingSituation(R.TOURNAMENT_ROUNDS, "Dis-moi combien de joueurs vous êtes.", "Tell me how many players you are.")
        n = int(players.group(1))
        return Verdict(R.TOURNAMENT_ROUNDS, n, f"{n} joueurs : {n} manches, chacun commence une fois.",
                       f"{n} players: {n} rounds, each starts once.")
    if has(t, r"egalite|ex aequo|tie|tied|ensemble|together"):
        return _v(None, "Le livret ne tranche pas : il dit que les gagnants ex aequo gagnent ensemble, mais pas "
                  "s'ils prennent chacun les 2 points du tournoi.",
                  "The booklet does not settle it: tied players win together, but it does not say "
                  "whether each takes the 2 tournament points.", ambiguous=True)
    rounds = _rounds(t)
    if rounds is not None:
        return _over_rounds(rounds)
    if _other_won(t):
        return _round_lost(t)
    if has(t, _I_WON + r"|gagnant|vainqueur|winner"):
        return _v(2, "Le gagnant de la manche prend 2 points.", "The round's winner takes 2 points.")
    if not has(t, _LOST):
        return ASK_ROUND
    return _round_lost(t)


ASK_ROUND = MissingSituation(R.TOURNAMENT_SCORING,
                             "Dis-moi si tu as gagné la manche, et sinon combien de cases vides il te reste.",
                             "Tell me whether you won the round, and if not how many empty squares you have left.")
_ASK_ROUNDS = MissingSituation(R.TOURNAMENT_SCORING,
                               "Dis-moi, manche par manche, si tu l'as gagnée, et sinon combien de cases vides il te restait.",
                               "Tell me, round by round, whether you won it, and if not how many empty squares you had left.")
_OTHER_WON = (r"\b(?!qui\b|who\b|on\b|j\b|i\b)([a-z]+) (?:a gagne|a remporte|won|has won|wins|took) "
              r"(?:la |cette |this |the )?(?:manche|round)")


def _other_won(t: str) -> bool:
    """Someone else is said to have won the round: "Zoé a gagné la manche", "my opponent won the round"."""
    return re.search(_OTHER_WON, t) is not None and not has(t, _I_WON)


def _round_lost(t: str) -> Interpretation:
    """A lost round: −1 per empty square left, once that count is said."""
    empty = re.search(rf"(\d+) {EMPTY}", t)
    if empty is None:
        return ASK_ROUND
    n = int(empty.group(1))
    return _v(-n, f"Manche perdue avec {n} case(s) vide(s) : −1 par case vide, soit {-n}.",
              f"Round lost with {n} empty square(s): −1 per empty square, so {-n}.")


def _rounds(t: str) -> list[int | None] | None:
    """Points per round named in order ("1re manche", "à la deuxième", "la dernière"); None unless 2 or more.

    A round's entry is None when its clause does not clearly say what it gave.
    """
    if not has(t, _ROUND):
        return None
    found: dict[int, int | None] = {}
    for clause in clauses(t):
        marker = _MARKER.search(clause)
        rank = None if marker is None else ordinal(marker.group(1)) or 99
        if rank is None:
            if has(clause, rf"{_I_WON}|{_LOST}|\d+ {EMPTY}|{_ONE}"):
                found[-len(found) - 1] = None  # a result with no round: not sure which one
            continue
        found[rank] = None if rank in found else _round_points(clause)
    return [found[k] for k in sorted(found)] if sum(k > 0 for k in found) >= 2 else None


def _round_points(clause: str) -> int | None:
    """+2 for a round the asker won, −n for n empty squares left; None when unclear."""
    won = has(clause, _I_WON) and not has(clause, _LOST)
    left = re.sub(_ONE, "1", clause)
    counts = numbers(left)
    if won and not counts:
        return 2
    if won or len(counts) != 1 or re.search(_OTHER_WON, clause) or has(clause, r"\b(?:il|elle|lui|he|she|his|her)\b(?! (?:me|m)\b)"):
        return None
    return -counts[0]


def _over_rounds(rounds: list[int | None]) -> Interpretation:
    if any(points is None for points in rounds):
        return _ASK_ROUNDS
    total = sum(rounds)
    listing = " ".join(f"{p:+d}" for p in rounds)
    return _v(total, f"Manche par manche : {listing} (gagnée +2, perdue −1 par case vide), total {total}.",
              f"Round by round: {listing} (won +2, lost −1 per empty square), total {total}.")
