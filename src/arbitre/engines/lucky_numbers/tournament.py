"""Tournament questions: rounds to play, and points per round or over several rounds.

"j'ai gagné la 1re manche, à la deuxième il me restait 4 cases vides et à la dernière
une seule" → +2 − 4 − 1 = −3. Each clause naming a round says what it gave; any clause
about a round's result that names none, or a round whose result is unclear, makes it ask.
"j'ai gagné les deux manches" → +2 each; "manche 2", "round 3" name a round too, and
counts said in words are read ("la troisième avec une case vide" → −1). A round is lost
when someone else won it or filled their garden ("Camille a fini son jardin"); then only
the asker's own count of empty squares is read ("Léa 2 cases vides et moi 3" → −3). A
total over several rounds with results not tied to rounds makes it ask. A yes/no
question on the points ("je marque des points ?") is answered oui / non.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.phrasing import ME, OPPONENT, ORDINAL, clauses, has, leading_name, numbers, ordinal, spell_counts

EMPTY = r"(?:cases?|squares?|spaces?|spots?)?\s*(?:vides?|libres?|empty|left|free)"
_GARDEN = (r"(?:(?:mon|ma|son|sa|leur|my|his|her|their|the) )?(?:jardin|plateau|grille|garden|board|grid)"
           r"|(?:toutes )?(?:mes|ses|leurs) cases|all (?:my|his|her|their) squares")
_FILLED = r"(?:fini|termine|rempli|complete|couvert|finished|filled(?: up)?|completed|covered)"
_I_WON = (r"je gagne|j ai gagne|gagnee? par moi|i win|i won|je remporte|j ai remporte|won it|gagne par moi"
          rf"|(?:j ai|i|i ve|i have) {_FILLED} (?:{_GARDEN})")
_LOST = r"perds|perdu|perdant|lose|lost|loser|pas gagne|didn t win"
_ROUND = r"\b(?:manches?|rounds?|parties?|games?)\b"
_LAST_ROUND = r"derniere|dernier|last|final"
_MARKER = re.compile(  # "la 2e manche", "à la dernière", "manche 2", "round 3" (not "manche 5 cases vides")
    rf"\b(?:(?:a|au|in|on|for|lors de) )?(?:la |le |the )?({ORDINAL}|(?:{_LAST_ROUND})\b)"
    r"|\b(?:manche|round) (?:n |no |number )?(\d)\b(?! (?:cases?|squares?|spaces?|spots?|vides?|libres?|empty|left|free)\b)"
)
_ONE = r"\b(?:une seule|un seul|qu une|a single|only one|just one)\b"


def _v(verdict: int | None, fr: str, en: str, ambiguous: bool = False) -> Verdict:
    return Verdict(R.TOURNAMENT_SCORING, verdict, fr, en, ambiguous)


_NUMBER_ASKED = (r"combien|how many|how much|total|quel|quelle|what|c est quoi|ca (?:me )?(?:fait|donne)|that makes"
                 r"|(?:mon|my|le|the) score|score final|final score|bilan|resultat")
_LOSS_ASKED = (r"(?:perds|perdre|perd|lose|loses|losing) (?:des |any |de |some )?points|points en moins|negatif|negative|malus"
               r"|(?:retire|enleve|coute|costs?) (?:des |any )?points")
_GAIN_ASKED = (r"(?:marque|marquer|gagne|gagner|prends|prendre|touche|toucher) (?:des |quelque |de )?points|rapporte|rapportent"
               r"|(?:score|earn|get|gain|win) (?:any |some )?points")


def read_tournament(t: str) -> Interpretation:
    """Tournament: as many rounds as players; winner +2, the others −1 per empty square.

    Counts said in words are read ("avec une case vide", "with one empty square"). A yes/no
    question ("je marque des points ?", "do I lose points?") is answered oui / non from the
    points, never by the number itself.
    """
    found = _tournament(spell_counts(t, EMPTY))
    if not isinstance(found, Verdict) or not isinstance(found.verdict, int) or has(t, _NUMBER_ASKED):
        return found
    points = found.verdict
    claim = re.search(r"(?<![\w.])(\d+) (?:points?|pts?)\b", t)  # "je marque 3 points ?": the claim is checked
    if claim is not None:
        yes = points == (-1 if re.search(rf"\b(?:{_LOSS_ASKED}|perds|lose)\b", t) else 1) * int(claim.group(1))
    elif has(t, _LOSS_ASKED):
        yes = points < 0
    elif has(t, _GAIN_ASKED):
        yes = points > 0
    else:
        return found  # "mes points ?": the number is what is asked
    return Verdict(found.rule, "oui" if yes else "non", ("Oui. " if yes else "Non. ") + found.explanation,
                   ("Yes. " if yes else "No. ") + found.explanation_en)


def _tournament(t: str) -> Interpretation:
    if not has(t, r"tournoi|tournament|manches?|rounds?") or not has(t, r"combien|how many|how much|points?|scores?|marque|total"):
        return None
    if has(t, r"combien de manches|how many rounds|nombre de manches"):
        n = _players(t)
        if n is None:
            return MissingSituation(R.TOURNAMENT_ROUNDS, "Dis-moi combien de joueurs vous êtes.", "Tell me how many players you are.")
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
    every = re.search(rf"(?:{_I_WON})\s+(?:\w+\s+)?{_EVERY_ROUND}", t)
    if every is not None:  # "j'ai gagné les deux manches": +2 each
        said = every.group(1) or every.group(2)
        if said:
            n: int | None = _WORDS[said] if said in _WORDS else int(said)
        else:
            n = 2 if has(every.group(0), "both") else _players(t)
        if n is None:
            return _ASK_ROUNDS
        return _v(2 * n, f"{n} manches gagnées : +2 chacune, total {2 * n}.", f"{n} rounds won: +2 each, total {2 * n}.")
    several = has(t, _OVERALL) or has(t, r"total") and not has(t, r"(?:cette|la|this|the) (?:manche|round)")
    if several or has(t, _I_WON) and has(t, _LOST):  # several rounds, results not tied to one: ask round by round
        return _ASK_ROUNDS
    if _other_won(t):
        return _round_lost(t)
    if has(t, _I_WON + r"|gagnant|vainqueur|winner"):
        return _v(2, "Le gagnant de la manche prend 2 points.", "The round's winner takes 2 points.")
    if not has(t, _LOST):
        return ASK_ROUND
    return _round_lost(t)


_PLAYER_COUNT = (r"(?<![\w.])(\d+) (?:joueurs|joueuses|players?)\b|\b(?:tournoi|tournament)(?: a| with| for| of)? (\d+)\b"
                 r"|\b(?:on est|nous sommes|we are|we re) (\d+)\b")
_EVERY_ROUND = (r"(?:les (\d+|deux|trois|quatre|cinq)|toutes les|tous les|both(?: the)?|all(?: the)?(?: (\d+))?|every|chaque|each) "
                r"(?:manches?|rounds?|parties|games)")
_WORDS = {"deux": 2, "trois": 3, "quatre": 4, "cinq": 5}
_OVERALL = r"au total|en tout|sur (?:tout )?le tournoi|sur l ensemble|overall|in total|over the (?:whole )?tournament|whole tournament"


def _players(t: str) -> int | None:
    """How many play: "à 4 joueurs", "tournoi à 5", "we are 3"; None when not said."""
    match = re.search(_PLAYER_COUNT, t)
    return next(int(n) for n in match.groups() if n) if match else None


ASK_ROUND = MissingSituation(R.TOURNAMENT_SCORING,
                             "Dis-moi si tu as gagné la manche, et sinon combien de cases vides il te reste.",
                             "Tell me whether you won the round, and if not how many empty squares you have left.")
_ASK_ROUNDS = MissingSituation(R.TOURNAMENT_SCORING,
                               "Dis-moi, manche par manche, si tu l'as gagnée, et sinon combien de cases vides il te restait.",
                               "Tell me, round by round, whether you won it, and if not how many empty squares you had left.")
_OTHER_WON = (r"\b(?!(?:qui|who|on|j|i|me|moi|ai|ve|have|as|tu|you|nous|we|n|ne|pas|personne|nobody|aucun|none|not)\b)([a-z]{2,}) (?:(?:a gagne|a remporte|won|has won|wins|took) "
              rf"(?:la |cette |this |the )?(?:manche|round)|(?:a|has|had)? ?{_FILLED} (?:{_GARDEN}))")


def _other_won(t: str) -> bool:
    """Someone else is said to have won the round: "Zoé a gagné la manche", "my opponent won the round",
    or to have filled their garden, which wins it: "Camille a fini son jardin", "Sara filled her board"."""
    return re.search(_OTHER_WON, t) is not None and not has(t, _I_WON)


_PLAYERS = r"\b(?:tournoi|tournament)(?: a| with| for| of)? \d+\b|\b\d+ (?:joueurs|players)\b|\b(?:on est|nous sommes|we are|we re) \d+\b"


def _nearest_owner(before: str) -> str | None:
    """Whose fact the words just before a number state: the last "me" or "opponent" word wins."""
    me = [m.end() for m in re.finditer(ME, before)]
    them = [m.end() for m in re.finditer(OPPONENT, before)]
    if not me and not them:
        return None
    return "me" if max(me, default=-1) > max(them, default=-1) else "opponent"


def _my_empty(t: str) -> int | None:
    """The asker's empty squares in a lost round; None when not said or not clearly theirs.

    "Paul a gagné, Léa 2 cases vides et moi 3" → 3: with several counts, only one may be the asker's.
    """
    text = re.sub(_PLAYERS, " ", re.sub(rf"{_ONE}|\b(?:une|one|a)\b(?= {EMPTY})", "1", t))
    found: list[tuple[int, str | None]] = []
    for clause in clauses(text):
        for match in re.finditer(r"(?<![\w.])\d+(?![\w])", clause):
            side = _nearest_owner(clause[: match.start()])
            if side is None and leading_name(clause):
                side = "opponent"
            found.append((int(match.group(0)), side))
    mine = [n for n, side in found if side == "me"]
    if len(found) == 1 and found[0][1] != "opponent":
        return found[0][0]
    return mine[0] if len(mine) == 1 else None


def _round_lost(t: str) -> Interpretation:
    """A lost round: −1 per empty square left, once that count is said."""
    if not re.search(rf"\d+ {EMPTY}|{_ONE}|\b(?:une|one|a)\b(?= {EMPTY})", t):
        return ASK_ROUND
    n = _my_empty(t)
    if n is None:
        return ASK_ROUND
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
        if marker is None:
            if has(clause, rf"{_I_WON}|{_LOST}|\d+ {EMPTY}|{_ONE}"):
                found[-len(found) - 1] = None  # a result with no round: not sure which one
            continue
        rank = int(marker.group(2)) if marker.group(2) else ordinal(marker.group(1)) or 99
        said = clause[: marker.start()] + " " + clause[marker.end():]  # "manche 2 avec 3 cases vides": 2 names the round
        found[rank] = None if rank in found else _round_points(said)
    return [found[k] for k in sorted(found)] if sum(k > 0 for k in found) >= 2 else None


def _round_points(clause: str) -> int | None:
    """+2 for a round the asker won, −n for n empty squares left; None when unclear.

    The clause comes without its round marker, so "1re manche gagnée" / "round 2 won" is just "gagnée" / "won".
    """
    bare = re.sub(r"\b(?:manches?|rounds?|la|le|the|par moi|by me)\b", " ", clause).split()
    won = has(clause, _I_WON) and not has(clause, _LOST) or bare in (["gagnee"], ["gagne"], ["won"])
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
