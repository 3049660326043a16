"""Tournament questions: rounds to play, and points per round or over several rounds.

"j'ai gagné la 1re manche, à la deuxième il me restait 4 cases vides et à la dernière
une seule" → +2 − 4 − 1 = −3. Each clause naming a round says what it gave; any clause
about a round's result that names none, or a round whose result is unclear, makes it ask. Another
player's part of a round ("manche 1 je gagne et Sam finit avec 3 cases vides", "manche 2 : Sam gagne, il me reste 1 case
vide") is read as theirs, not the asker's: a player said to win, played against, or heading two clauses (_players_named)
has their counts set aside and their win makes the round lost, counted by the asker's own squares.
"j'ai gagné les deux manches" → +2 each, "les deux premières manches" → each of the first two; "manche 2", "round 3" name a round too, and
counts said in words are read ("la troisième avec une case vide" → −1). A round is lost
when someone else won it ("la manche est gagnée par Julie", "round one won by Leo, I had 2
empty squares": the next clause gives that round's count) or filled their garden ("Camille a
fini son jardin"); then only the asker's own count of empty squares is read ("Léa 2 cases
vides et moi 3" → −3); the asker's win may be said "c'est moi qui gagne", "it was me who won",
"I'm the winner" (not asked: "c'est moi qui gagne ?" gives no total), another's "Hugo gagne",
"Paul remporte la manche", "Tom wins", "Tom takes the round", "Julie l'a emporté", "c'est Hugo qui a gagné, …" (the cleft in any
tense: "c'est Paul qui gagne la manche", "it was Sam who took the round"), "c'est Hugo qui a fini son jardin"; a round another player ended is lost too, the asker's count read around
those words ("manche 2 il me restait 3 cases vides quand Paul a fini", "when Ines completed her
garden"; not "quand Paul a fini son tour"). A round named alone before its result ("manche 1 :
gagnée", "1re manche, quand ...") is read with it. A recap of the last rounds ("perdu ces
deux-là", "lost both", "j'ai pas gagné ces deux-là", "didn't win those two") must agree with what was read, or those rounds are asked again (said before them, "perdu les deux suivantes", with the rounds told after it). A total over several rounds
with results not tied to rounds makes it ask; a round won together ("gagnée par Paul et
moi") is the booklet's open case. A yes/no question on the points ("je marque des points ?")
is answered oui / non.

Who wins the tournament ("Manche 1 : Alice gagne, Bob 2 cases vides, Chloé 5. ... Qui remporte le tournoi ?") is
read from every player's result in every round (read_tournament_winner): the best total wins; a player, a round
or a clause not read makes it ask or give no verdict, and a tie on the best total is left open. A number of rounds
said before them ("tournoi à 2 avec Paul, 2 manches") must be the number told.

Another player's win in a round may be said in the present, "Manche 1 Sam gagne (encore)", "round 3 Max wins again": the
asker's own count in the next clause is that round's ("... et il me reste 3 cases vides"). "Au final", "total final" are not the last round.
A round won may be said with its pronoun ("je la gagne", "je l'ai gagnée", "c'est moi qui la gagne", "c'est Zoé qui la gagne",
"I took the first round"), or given to its winner with the verb left out ("la manche 2 c'est Sam", "manche 2 pour Léa", "round 2
was Sam's", "la manche 1 c'est moi", "round 1 was mine", "... c'est moi aussi"),
"the second one" is the second round, and "c'est Nico qui gagne" alone after a round named lets the next clause give the asker's count.
How many play is read as "à 4 joueurs", "(mode) tournoi à 3", "tournament mode with 4 of us", "on est 5", "there are 2 of us",
never from a count of rounds or points ("tournoi à 3 manches"). Squares said left are empty ("il me restait 3 cases").
For the asker's points, another player said without a name wins a round like a named one: "mon pote gagne la deuxième",
"ma soeur a gagné la 1re", "my friend won the first round", "l'autre joueur gagne", "elle gagne la première" (a pronoun
only as the subject of a win verb).
A count of rounds won and the one other round ("I won two rounds, and in the other one Tom won while I still had three empty
spaces", "j'en ai gagné deux et dans l'autre il me restait 4 cases vides", "2 manches sur 3") → +2 each, −1 per empty square
of the asker's in the other (_won_some); the rounds said ("3 players") must be one more than those won. "Léa a combien ?" asks
another player's points; "au total" / "in total" do not ask the number ("je marque des points au total ?" → oui / non).
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.phrasing import (
    ME,
    OPPONENT,
    ORDINAL,
    clauses,
    has,
    is_name,
    leading_name,
    numbers,
    ordinal,
    spell_counts,
)

EMPTY = r"(?:cases?|squares?|spaces?|spots?)?\s*(?:vides?|libres?|empty|left|free)"
_GARDEN = (
    r"(?:(?:mon|ma|son|sa|leur|my|his|her|their|the) )?(?:jardin|plateau|grille|garden|board|grid)"
    r"|(?:toutes )?(?:mes|ses|leurs) cases|all (?:my|his|her|their) squares"
)
_FILLED = r"(?:fini|termine|rempli|complete|couvert|finished|filled(?: up)?|completed|covered)"
# "c'est moi qui gagne", "it was me who won", "I'm the winner": said of a round, not asked ("c'est moi qui gagne ?")
_ME_WINNER = (
    r"(?<!est ce que )(?<!est ce qu )(?:c est|c etait|it s|it is|it was) moi (?:qui|who|that) (?:la |l )?"
    r"(?:gagne|ai gagnee?|l emporte|l ai emporte|remporte|ai remportee?|wins|won|took it)"
    r"|(?:c est|c etait) moi (?:le|la) (?:gagnant|gagnante|vainqueur|vainqueure)|it (?:s|is|was) me (?:who|that) (?:wins|won|took it)"
    r"|(?:je suis|j etais) (?:le|la) (?:gagnant|gagnante|vainqueur|vainqueure)|i (?:m|am|was) the winner"
)
_I_WON = (
    r"je (?:la |l )?gagne|j ai gagne|je l ai (?:gagnee?|remportee?)|je la remporte|gagnee? par moi|i win|i won|je remporte|j ai remporte|won it|i took(?= it\b|\s*(?:(?:the )?(?:round|manche)\s*)?$)|gagne par moi"
    rf"|(?:j ai|i|i ve|i have) {_FILLED} (?:{_GARDEN})|(?:{_ME_WINNER})\b(?![^,.;:!]*\?)"
)
_LOST = r"perds|perdu|perdant|lose|lost|loser|pas gagne|didn t win"
_ROUND = r"\b(?:manches?|rounds?|parties?|games?)\b"
_LAST_ROUND = r"derniere|dernier|last|final"
_MARKER = re.compile(  # "la 2e manche", "à la dernière", "manche 2", "round one" (not "manche 5 cases vides")
    rf"\b(?:(?:a|au|in|on|for|lors de) )?(?:la |le |the )?({ORDINAL}|(?:{_LAST_ROUND})\b)"
    r"|\b(?:manche|round) (?:n |no |number )?(\d|one|une|un)\b(?! (?:cases?|squares?|spaces?|spots?|vides?|libres?|empty|left|free)\b)"
)
_ONE = r"\b(?:une seule|un seul|qu une|a single|only one|just one)\b"


def _v(verdict: int | None, fr: str, en: str, ambiguous: bool = False) -> Verdict:
    return Verdict(R.TOURNAMENT_SCORING, verdict, fr, en, ambiguous)


_CLAIM = r"(?<![\w.])(\d+) (?:points?|pts?)\b"
# the number asked; "au total", "in total" only say over which rounds ("je marque des points au total ?" is a yes / no)
_NUMBER_ASKED = (
    r"combien|how many|how much|(?<!\bau )(?<!\bin )total|quel|quelle|what|c est quoi|ca (?:me )?(?:fait|donne)|that makes"
    r"|(?:mon|my|le|the) score|score final|final score|bilan|resultat"
)
_LOSS_ASKED = (
    r"(?:perds|perdre|perd|lose|loses|losing) (?:des |any |de |some )?points|points en moins|negatif|negative|malus"
    r"|(?:retire|enleve|coute|costs?) (?:des |any )?points"
)
_GAIN_ASKED = (
    r"(?:marque|marquer|gagne|gagner|prends|prendre|touche|toucher) (?:des |quelque |de )?points|rapporte|rapportent"
    r"|(?:score|earn|get|gain|win) (?:any |some )?points"
)


# another player said without a name, for the asker's own points: "mon pote gagne la deuxième", "my opponent won round 2",
# "l'autre joueur gagne", "elle gagne la 2e" (a pronoun only as the subject of a win); read as one more player, "lautre"
_PEOPLE = (
    r"pote|poto|ami|amie|copain|copine|adversaire|frere|soeur|pere|mere|fils|fille|cousin|cousine|femme|mari|voisin|voisine"
    r"|partenaire|coloc|collegue|friend|buddy|mate|opponent|brother|sister|wife|husband|son|daughter|partner|dad|mum|mom|roommate|colleague"
)
_SOMEONE_ELSE = (
    rf"\b(?:mon|ma|my|notre|our) (?:{_PEOPLE})\b|\bl autre(?: joueur| joueuse)?(?= (?:a )?(?:gagne|remporte|l emporte)\b)"
    r"|\bthe other (?:player|one|guy)\b(?= (?:has )?(?:wins|won|takes|took)\b)"
    r"|\b(?:il|elle|he|she)(?= (?:(?:a|has|just) )?(?:gagne|remporte|l emporte|wins|won|takes|took)\b)"
)


# whose points are asked: "combien marque Léa", "Paul marque combien", "how many points does Tom get", "le score de Léa"
_SCORES = (
    r"marque|marquent|gagne|perd|prend|fait|score|scores|get|gets|earn|earns|lose|loses|make|makes"
)
_SCORE_OWNER = (
    rf"\bcombien (?:de points )?(?:est ce qu(?:e |))?(?:(?P<a>[a-z]+) (?:il |elle )?(?:{_SCORES})|(?:{_SCORES}) (?P<b>[a-z]+))\b"
    rf"|\b(?P<c>[a-z]+) (?:il |elle )?(?:{_SCORES}) combien\b|\b(?P<h>[a-z]+) (?:a|en a|has|gets|got) combien\b"
    rf"|\bhow (?:many|much)(?: points)? (?:does|did|will|do|would) (?P<d>[a-z]+)\b"
    rf"|\bwhat (?:does|did|will) (?P<e>[a-z]+) (?:{_SCORES})\b"
    r"|\b(?:le )?(?:score|points|total) (?:de|d|pour|of|for) (?P<f>[a-z]+)\b|\b(?P<g>[a-z]+) s (?:score|points|total)\b"
)
_NOT_A_PLAYER = {
    "je",
    "j",
    "moi",
    "me",
    "i",
    "on",
    "nous",
    "we",
    "la",
    "le",
    "les",
    "l",
    "the",
    "this",
    "that",
    "cette",
    "ce",
    "mon",
    "ma",
    "mes",
    "my",
    "chaque",
    "each",
    "every",
    "un",
    "une",
    "a",
    "ca",
    "it",
    "ils",
    "points",
    "point",
    "manche",
    "round",
    "tournoi",
    "tournament",
    "cases",
    "case",
    "plus",
    "more",
    "en",
    "y",
    "de",
    "d",
    "you",
    "tu",
}


def _asked_for_other(t: str) -> bool:
    """The points asked are another player's: "combien marque Léa ?", "and what does Tom score?"."""
    for found in re.finditer(_SCORE_OWNER, t):
        who = next(g for g in found.groups() if g is not None)
        if who not in _NOT_A_PLAYER and (
            found.group("h") is None or is_name(who)
        ):  # "Léa a combien ?", not "je suis à combien ?"
            return True
    return False


def read_tournament(t: str) -> Interpretation:
    """Tournament: as many rounds as players; winner +2, the others −1 per empty square.

    Counts said in words are read ("avec une case vide", "with one empty square"). A yes/no
    question ("je marque des points ?", "do I lose points?") is answered oui / non from the
    points, never by the number itself. The points asked for another player ("combien marque Léa ?") give no verdict.
    """
    winner = read_tournament_winner(spell_counts(t, EMPTY))
    if winner is not None:
        return winner
    if _asked_for_other(t):
        return (
            None  # "Paul marque combien ?": the points read are the asker's, not another player's
        )
    found = _tournament(re.sub(_SOMEONE_ELSE, "lautre", spell_counts(t, EMPTY)))
    if (
        not isinstance(found, Verdict)
        or not isinstance(found.verdict, int)
        or has(t, _NUMBER_ASKED)
    ):
        return found  # "combien ?", "mon total ?": the number; "je marque des points au total ?": oui / non
    points = found.verdict
    claim = re.search(_CLAIM, t)  # "je marque 3 points ?": the claim is checked
    if claim is not None:
        yes = points == (-1 if re.search(rf"\b(?:{_LOSS_ASKED}|perds|lose)\b", t) else 1) * int(
            claim.group(1)
        )
    elif has(t, _LOSS_ASKED):
        yes = points < 0
    elif has(t, _GAIN_ASKED):
        yes = points > 0
    else:
        return found  # "mes points ?": the number is what is asked
    return Verdict(
        found.rule,
        "oui" if yes else "non",
        ("Oui. " if yes else "Non. ") + found.explanation,
        ("Yes. " if yes else "No. ") + found.explanation_en,
    )


_SHARED_WIN = (
    r"(?:gagnee?|remportee?) par (?:moi et [a-z]+|[a-z]+ et moi)(?=\s*(?:[,.;:?!]|$|ensemble|ex aequo|tous les deux))"
    r"|won by (?:me and [a-z]+|[a-z]+ and me)(?=\s*(?:[,.;:?!]|$|together|jointly))"
    r"|(?:[a-z]+ et moi|moi et [a-z]+),? (?:on a|avons|avions|on avait) (?:tous les deux )?(?:gagne|remporte)"
    r"|(?:[a-z]+ and i|i and [a-z]+) (?:both )?won"
)


def _tournament(t: str) -> Interpretation:
    if not has(t, r"tournoi|tournament|manches?|rounds?") or not has(
        t, r"combien|how many|how much|points?|scores?|marque|total"
    ):
        return None
    n: int | None
    if has(t, r"combien de manches|how many rounds|nombre de manches"):
        n = _players(t)
        if n is None:
            return MissingSituation(
                R.TOURNAMENT_ROUNDS,
                "Dis-moi combien de joueurs vous êtes.",
                "Tell me how many players you are.",
            )
        return Verdict(
            R.TOURNAMENT_ROUNDS,
            n,
            f"{n} joueurs : {n} manches, chacun commence une fois.",
            f"{n} players: {n} rounds, each starts once.",
        )
    if re.search(rf"\b(?:{_ME_WINNER})\b[^,.;:!]*\?", t):
        return None  # "c'est moi qui gagne ?": who wins is asked, not a round's result
    if has(t, rf"egalite|ex aequo|tie|tied|ensemble|together|{_SHARED_WIN}"):
        return _v(
            None,
            "Le livret ne tranche pas : il dit que les gagnants ex aequo gagnent ensemble, mais pas "
            "s'ils prennent chacun les 2 points du tournoi.",
            "The booklet does not settle it: tied players win together, but it does not say "
            "whether each takes the 2 tournament points.",
            ambiguous=True,
        )
    rounds = _rounds(t)
    if rounds is not None:
        return _over_rounds(rounds)
    some = _won_some(t)
    if some is not None:
        return some
    every = re.search(rf"(?:{_I_WON})\s+(?:\w+\s+)?{_EVERY_ROUND}", t)
    if every is not None:  # "j'ai gagné les deux manches": +2 each
        said = every.group(1) or every.group(2)
        if said:
            n = _WORDS[said] if said in _WORDS else int(said)
        else:
            n = 2 if has(every.group(0), "both") else _players(t)
        if n is None:
            return _ASK_ROUNDS
        return _v(
            2 * n,
            f"{n} manches gagnées : +2 chacune, total {2 * n}.",
            f"{n} rounds won: +2 each, total {2 * n}.",
        )
    several = (
        has(t, _OVERALL)
        or has(t, r"total")
        and not has(t, r"(?:cette|la|this|the) (?:manche|round)")
    )
    if (
        several or has(t, _I_WON) and has(t, _LOST)
    ):  # several rounds, results not tied to one: ask round by round
        return _ASK_ROUNDS
    if _other_won(t):
        return _round_lost(t)
    if has(t, _I_WON + r"|gagnant|vainqueur|winner"):
        return _v(
            2, "Le gagnant de la manche prend 2 points.", "The round's winner takes 2 points."
        )
    if not has(t, _LOST):
        return ASK_ROUND
    return _round_lost(t)


# a count of rounds won, not which: "j'ai gagné deux manches", "j'en ai gagné 2", "I won two rounds", "I won 2 of them",
# "j'ai gagné 2 manches sur 3", "I won 2 of the 3 rounds" (the total said too)
_ROUNDS_NOUN = r"(?:manches?|rounds?|parties|games?)"
_WON_SOME = re.compile(
    r"\b(?:j ai (?:gagne|remporte)|j en ai (?:gagne|remporte)|i (?:won|took)|i ve (?:won|taken)|i have (?:won|taken)) (?P<n>\d|une|one)"
    rf"(?: {_ROUNDS_NOUN}(?: (?:sur|out of|of) (?P<of>\d))?| of (?:them|the (?P<of2>\d) {_ROUNDS_NOUN})|(?= ?[,.;]| (?:et|and|mais|but)\b))"
)
# the one round left: "dans l'autre (manche)", "in the other one", "in the remaining round", "lost the other one", "la manche restante"
_THE_OTHER = re.compile(
    r"\b(?:(?P<lost>perdu|lost|j ai perdu|i lost) |(?:dans|a|pour|sur|lors de|in|on|for|during) )"
    r"(?:l autre(?: manche| partie)?|la manche restante|la derniere restante|the other(?: one| round| game)?|the remaining(?: one| round| game))\b"
    r"|\b(?:l autre (?:manche|partie)|the other (?:round|game)|la manche restante|the remaining (?:round|game))\b"
)


def _won_some(t: str) -> Interpretation:
    """A count of rounds won and the one other round told ("I won two rounds, and in the other one Tom won while I
    still had three empty spaces", "j'en ai gagné 2 et dans l'autre il me restait 4 cases vides") → +2 each, −1 per
    empty square in the other. The rounds must be one more than those won, as the players or rounds said ("3 players",
    "2 manches sur 3"); the other round's count must be the asker's ("Tom won while I had 3", "lost the other one with
    3 empty squares"), every number read. None when the words are not that shape; the asker's win said in the other round,
    a count not theirs, or any number left over: ask round by round."""
    t = re.sub(
        r"\bau final\b|\bfinal (?=score|total|result)|(?<=total |score )final\b", " ", t
    )  # not the last round
    won = list(_WON_SOME.finditer(t))
    other = list(_THE_OTHER.finditer(t))
    if len(won) != 1 or not other:
        return None
    if len(other) != 1 or other[0].start() < won[0].end() or _MARKER.search(t):
        return _ASK_ROUNDS
    n = 1 if won[0].group("n") in ("une", "one") else int(won[0].group("n"))
    unwon = (
        t[: won[0].start()] + " " + t[won[0].end() :]
    )  # "won 2 rounds" is no count of the rounds played
    totals = {int(x) for x in (won[0].group("of"), won[0].group("of2"), _players(unwon)) if x} | {
        int(x) for x in re.findall(_ROUND_COUNT, unwon)
    }
    if n < 1 or totals - {n + 1}:
        return _ASK_ROUNDS  # "4 players" and two won: more than one round left
    between = t[won[0].end() : other[0].start()]
    if re.sub(r"[\s,;.]|\b(?:et|and|mais|but|puis|then)\b", "", between):
        return _ASK_ROUNDS  # a fact said between the rounds won and the other one
    end = re.search(r"[.?!]|$", t[other[0].end() :])
    if end is None:  # not reached: "$" always matches
        return _ASK_ROUNDS
    segment = re.sub(
        _LEFT_SQUARES,
        r"\1 cases vides",
        re.sub(_ONE, "1", t[other[0].end() : other[0].end() + end.start()]),
    )
    counts = list(re.finditer(r"(?<![\w.])\d+(?![\w])", segment))
    if (
        len(counts) != 1
        or not re.match(rf"\s*{EMPTY}", segment[counts[0].end() :])
        or has(segment, _I_WON)
    ):
        return _ASK_ROUNDS
    said_by = _nearest_owner(segment[: counts[0].start()])
    mine = (
        said_by == "me"
        or said_by is None
        and other[0].group("lost")
        and not leading_name(segment.strip())
    )
    if not mine or int(counts[0].group()) == 0:
        return _ASK_ROUNDS
    outside = t[: won[0].start()] + " " + t[other[0].end() + end.start() :]
    if numbers(re.sub(rf"{_PLAYER_COUNT}|{_ROUND_COUNT}|{_CLAIM}", " ", outside)):
        return _ASK_ROUNDS  # a number not read
    lost = int(counts[0].group())
    total = 2 * n - lost
    listing = " ".join(["+2"] * n + [f"{-lost:+d}"])
    return _v(
        total,
        f"{n} manche(s) gagnée(s) : +2 chacune ; l'autre perdue avec {lost} case(s) vide(s) : {-lost}. "
        f"Manche par manche : {listing}, total {total}.",
        f"{n} round(s) won: +2 each; the other lost with {lost} empty square(s): {-lost}. "
        f"Round by round: {listing}, total {total}.",
    )


# how many play: "à 4 joueurs", "tournoi à 5", "mode tournoi à 3", "tournament mode with 4 of us", "on est 4", "there are 3 of us"
_PLAYER_COUNT = (
    r"(?<![\w.])(\d+) (?:joueurs|joueuses|players?)\b|\b(?:tournoi|tournament)(?: mode)?(?: a| with| for| of| entre)? (\d+)\b"
    r"(?! (?:manches|rounds|parties|games|points?|pts?|cases?|squares?)\b)"
    r"|\b(?:on est|on sera|nous sommes|we are|we re|on joue a|on jouait a|we play with|we re playing with) (\d+)\b"
    r"(?! (?:manches|rounds|parties|games|points?|pts?|cases?|squares?)\b)|(?<![\w.])(\d+) of us\b"
)
_EVERY_ROUND = (
    r"(?:les (\d+|deux|trois|quatre|cinq)|toutes les|tous les|both(?: the)?|all(?: the)?(?: (\d+))?|every|chaque|each) "
    r"(?:manches?|rounds?|parties|games)"
)
_WORDS = {"deux": 2, "trois": 3, "quatre": 4, "cinq": 5}
_OVERALL = r"au total|en tout|sur (?:tout )?le tournoi|sur l ensemble|overall|in total|over the (?:whole )?tournament|whole tournament"


def _players(t: str) -> int | None:
    """How many play: "à 4 joueurs", "tournoi à 5", "we are 3"; None when not said."""
    match = re.search(_PLAYER_COUNT, t)
    return next(int(n) for n in match.groups() if n) if match else None


ASK_ROUND = MissingSituation(
    R.TOURNAMENT_SCORING,
    "Dis-moi si tu as gagné la manche, et sinon combien de cases vides il te reste.",
    "Tell me whether you won the round, and if not how many empty squares you have left.",
)
_ASK_ROUNDS = MissingSituation(
    R.TOURNAMENT_SCORING,
    "Dis-moi, manche par manche, si tu l'as gagnée, et sinon combien de cases vides il te restait.",
    "Tell me, round by round, whether you won it, and if not how many empty squares you had left.",
)
_OTHER_WON = (
    r"\b(?!(?:qui|who|on|j|i|me|moi|ai|ve|have|as|tu|you|nous|we|n|ne|pas|personne|nobody|aucun|none|not)\b)([a-z]{2,}) (?:(?:l )?(?:a gagne|a remporte|a emporte|gagne|remporte|l emporte|won|has won|wins|takes|took) "
    rf"(?:la |cette |this |the )?(?:manche|round)|(?:a|has|had)? ?{_FILLED} (?:{_GARDEN}))"
)


# another player's win, in any tense, after "c'est Paul qui": "gagne", "a gagné", "l'emporte", "wins", "won", "took"
_WINS_IT = r"(?:(?:a|has|had|just) )?(?:gagne|remporte|l emporte|emporte|wins|won|takes|took)"
_WON_BY = (
    r"\b(?:manche|round) (?:est |a ete |etait |was |is |has been )?(?:gagnee|remportee|won|taken) (?:par|by) (?:mon |ma |my |l |the )?([a-z]{2,})\b"
    rf"|\b(?:c est|c etait|it s|it was|it is) ([a-z]{{2,}}) (?:qui|who|that) {_WINS_IT} (?:la |cette |this |the )?(?:manche|round)"
    r"|\b(?:manche|round) (?:went|goes|va|est allee) (?:a|to) ([a-z]{2,})\b"
    rf"|\b(?:c est|c etait|it s|it was|it is) ([a-z]{{2,}}) (?:qui|who|that) (?:{_WINS_IT}|l a (?:gagnee|remportee)|took it|takes it)(?=\s*[,.;:]|\s+(?:et|and|moi|me)\b)"
    rf"|\b(?:c est|c etait|it s|it was) ([a-z]{{2,}}) (?:qui|who) (?:a |has )?{_FILLED} (?:{_GARDEN})"
)


def _other_won(t: str) -> bool:
    """Someone else is said to have won the round: "Zoé a gagné la manche", "my opponent won the round",
    "la manche est gagnée par Julie", "the round went to Sam", or to have filled their garden, which
    wins it: "Camille a fini son jardin", "Sara filled her board"."""
    if has(t, _I_WON):
        return False
    by = [next(g for g in m.groups() if g) for m in re.finditer(_WON_BY, t)]
    return re.search(_OTHER_WON, t) is not None or any(
        is_name(name) or name in ("adversaire", "opponent") for name in by
    )


_PLAYERS = _PLAYER_COUNT


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


_LEFT_SQUARES = r"\b((?:reste|restait|restaient|restent) (?:\d+|une)) (?:cases?|squares?|spaces?|spots?)\b(?! (?:vides?|libres?|empty|left|free)\b)"


def _round_lost(t: str) -> Interpretation:
    """A lost round: −1 per empty square left, once that count is said."""
    t = re.sub(_LEFT_SQUARES, r"\1 cases vides", t)  # "il me restait 3 cases": left, so empty
    if not re.search(rf"\d+ {EMPTY}|{_ONE}|\b(?:une|one|a)\b(?= {EMPTY})", t):
        return ASK_ROUND
    n = _my_empty(t)
    if n is None:
        return ASK_ROUND
    return _v(
        -n,
        f"Manche perdue avec {n} case(s) vide(s) : −1 par case vide, soit {-n}.",
        f"Round lost with {n} empty square(s): −1 per empty square, so {-n}.",
    )


def _rounds(t: str) -> list[int | None] | None:
    """Points per round named in order ("1re manche", "à la deuxième", "la dernière"); None unless 2 or more.

    A round's entry is None when its clause does not clearly say what it gave.
    """
    if not has(t, rf"{_ROUND}|tournoi|tournament"):
        return None
    # "j'ai combien au final ?", "mon total final", "final score": not the last round
    t = re.sub(r"\bau final\b|\bfinal (?=score|total|result)", " ", t)
    t = re.sub(
        r"\b(total|score|bilan|resultat|result|classement|decompte|points) final\b", r"\1", t
    )
    t = re.sub(
        rf"\b({ORDINAL}|last) one\b", r"\1 round", t
    )  # "in the second one": the second round
    found: dict[int, int | None] = {}
    ahead: list[
        tuple[re.Match[str], int]
    ] = []  # recaps said before the rounds they sum up, and the last round before them
    pending = (
        None  # a round someone else won, whose count of empty squares the next clause may give
    )
    players = _players_named(t)
    # a round named alone before its result, "manche 1 : gagnée", "1re manche, quand Paul a fini ...": one clause
    t = re.sub(
        rf"((?:^|[,;:.?!]|\bet|\band)\s*(?:(?:a|au|in|on|for|lors de) )?(?:(?:la|le|the) )?"
        rf"(?:(?:manche|round) (?:n |no |number )?(?:\d|one|une|un)|{ORDINAL} (?:manche|round)))\s*[:,=]",
        r"\1 ",
        t,
    )
    for clause in _spread(clauses(t)):
        recap = _RECAP.search(clause)  # "(perdu ces deux-là)": checked against the rounds just read
        if recap is not None:
            clause = clause[: recap.start()] + " " + clause[recap.end() :]
        forward = recap is not None and (
            recap.group("ahead") or recap.group("after")
        )  # "perdu les deux suivantes": told next
        if recap is not None and forward:
            ahead.append((recap, 0))  # its last round before it, set once this clause is read
            recap = None
        marker = _MARKER.search(clause)
        if marker is None:
            mine, other_won = _others_out(clause, players)
            if (
                mine != clause and not mine.strip() and found
            ):  # "..., Sam a 3 cases vides": another player's fact, not the asker's points
                last = max(found)
                if other_won:  # "manche 2 :, Sam gagne, il me reste 1 case vide": the round is lost, the next clause counts it
                    points = found[last]
                    found[last] = None if points is not None and points > 0 else points
                    pending = last if found[last] is None else None
                continue
            if (
                pending is not None
                and len(numbers(re.sub(_ONE, "1", clause))) == 1
                and re.search(ME, clause)
                and not re.search(OPPONENT, clause)
                and not leading_name(clause)
            ):
                found[pending] = -numbers(re.sub(_ONE, "1", clause))[
                    0
                ]  # "round one won by Leo, I had 2 empty squares"
            elif has(clause, rf"{_I_WON}|{_LOST}|\d+ {EMPTY}|{_ONE}"):
                found[-len(found) - 1] = None  # a result with no round: not sure which one
            pending = None
            if recap is not None:
                _check_recap(found, recap)
            if (
                forward
            ):  # the rounds it sums up come after the ones read so far, this clause's included
                ahead[-1] = (ahead[-1][0], max([rank for rank in found if rank > 0], default=0))
            continue
        rank = (
            (1 if marker.group(2) in ("one", "une", "un") else int(marker.group(2)))
            if marker.group(2)
            else ordinal(marker.group(1)) or 99
        )
        said = (
            clause[: marker.start()] + " " + clause[marker.end() :]
        )  # "manche 2 avec 3 cases vides": 2 names the round
        mine, other_won = _others_out(
            said, players
        )  # "je gagne et Sam finit avec 3 cases vides": Sam's count is not the asker's
        if other_won and has(mine, _I_WON):
            found[rank] = None  # the asker and another both said to win it
        else:
            found[rank] = None if rank in found else _round_points(mine)
        pending = (
            rank
            if found[rank] is None and not numbers(mine) and (other_won or _won_by_other(said))
            else None
        )
        if recap is not None:
            _check_recap(found, recap)
        if forward:
            ahead[-1] = (ahead[-1][0], max([rank for rank in found if rank > 0], default=0))
    for recap, before in ahead:
        _check_recap(found, recap, before)
    return [found[k] for k in sorted(found)] if sum(k > 0 for k in found) >= 2 else None


_OTHER_PART = re.compile(
    rf"(?P<name>[a-z]{{2,}}) (?:(?:a|l a|has|had|just) )?(?P<won>gagne|gagnee|remporte|l emporte|wins|won|takes it|took it"
    rf"|{_FILLED} (?:{_GARDEN}))\b"
)


def _players_named(t: str) -> set[str]:
    """Other players the words name for sure: a player said to win ("Sam gagne"), one played against ("tournoi à deux avec
    Léa", "against Sam"), or a name said at the head of two clauses ("Sam a 3 cases vides ... Sam 1 case vide")."""
    said = {m.group("name") for m in _OTHER_PART.finditer(t)}
    said |= set(re.findall(r"\b(?:avec|contre|with|against|vs|versus|face a) ([a-z]{2,})\b", t))
    openers = [m.group(1) for m in re.finditer(r"(?:^|[,;:.!?]|\bet\b|\band\b)\s*([a-z]{2,})\b", t)]
    said |= {word for word in openers if openers.count(word) > 1}
    return {
        word
        for word in said
        if is_name(word)
        and word not in _ASKER_WORDS
        and not re.fullmatch(rf"{_ROUND}|tournoi|tournament|mode", word)
    }


def _others_out(clause: str, players: set[str]) -> tuple[str, bool]:
    """The clause without the parts said of another named player ("et Sam finit avec 3 cases vides", "Sam gagne"), and
    whether one of them says that player won the round. Parts are cut at "et" / "and" / "mais" / a comma; a part naming
    the asker ("moi il me reste 1 case vide") is kept."""
    kept, other_won, dropped = [], False, False
    for part in re.split(
        r"\s*(?:[,;:]|\bet\b|\band\b|\bmais\b|\bbut\b|\bwhile\b|\balors que\b)\s*", clause
    ):
        part = part.strip()
        won = _OTHER_PART.match(part)
        opener = re.match(r"([a-z]{2,})\b", part)
        name = opener.group(1) if opener is not None and opener.group(1) in players else None
        if (
            name is None
            or name in _ASKER_WORDS
            or re.search(ME, part)
            or re.search(r"\b(?:me|m) (?:en )?rest", part)
        ):
            kept.append(part)
            continue
        other_won = other_won or won is not None and won.group("name") == name
        dropped = True
    return (" et ".join(p for p in kept if p) if dropped else clause), other_won


_SPAN_N = r"([234]|deux|trois|quatre|two|three|four)"
_SPAN = re.compile(
    rf"\b(?:les|the|mes|my) {_SPAN_N} (?:premieres|premiers|first) (?:manches|rounds|parties|games)\b"
    rf"|\b(?:the|my) first {_SPAN_N} (?:rounds|games)\b"
)


_SPAN_COUNT = {
    "2": 2,
    "3": 3,
    "4": 4,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "two": 2,
    "three": 3,
    "four": 4,
}


def _spread(parts: list[str]) -> list[str]:
    """A result said of the first rounds together ("j'ai gagné les deux premières manches", "I won the first 2 rounds")
    told once per round: "j'ai gagné la 1re manche", "j'ai gagné la 2e manche"."""
    spread: list[str] = []
    for clause in parts:
        span = _SPAN.search(clause)
        if span is None:
            spread.append(clause)
            continue
        spread += [
            clause[: span.start()] + f"la {rank}e manche" + clause[span.end() :]
            for rank in range(1, _SPAN_COUNT.get(span.group(1) or span.group(2), 0) + 1)
        ]
    return spread


def _won_by_other(said: str) -> bool:
    """A round's clause saying another player won it: "won by Leo", "gagnée par Julie", "Paul l'a gagnée",
    "Paul a fini" (not "Paul a fini son tour"); the round's own noun left before it is dropped ("round Kim won")."""
    said = re.sub(r"^\s*(?:(?:la|le|the)\s+)?(?:manche|round|partie|game)\b", " ", said)
    ended = re.fullmatch(
        rf"\s*([a-z]{{2,}}) (?:(?:a|has|had|just|a deja|already) )?{_ENDED_IT}(?: {_GARDEN})?\s*",
        said,
    )
    if ended is not None and is_name(ended.group(1)):
        return True
    by = re.search(
        r"\b(?:won|gagnee?|remportee?|taken) (?:by|par) (?:mon |ma |my |l |the )?([a-z]{2,})\b",
        said,
    )
    if by is not None:
        return is_name(by.group(1)) or by.group(1) in ("adversaire", "opponent")
    # "Sam gagne", "Sam gagne encore", "Tom wins again", "Léa l'emporte cette fois"
    present = re.match(
        r"\s*([a-z]{2,}) (?:(?:a|l a|has|just|encore|aussi|again) )?(?:gagne|gagnee|remporte|l emporte|wins|won|takes it|took it)\b",
        said,
    )
    if present is not None and is_name(present.group(1)) and present.group(1) not in _ASKER_WORDS:
        return True
    # the cleft, the round being the one just named: "c'est Nico qui gagne", "it was Sam who won it"
    cleft = re.fullmatch(
        rf"\s*(?:(?:manche|round|partie|game)\s+)?(?:c est|c etait|it s|it was|it is) ([a-z]{{2,}}) (?:qui|who|that) (?:(?:la |l )?{_WINS_IT}|l a (?:gagnee|remportee))"
        r"(?: (?:it|la |cette |this |the )?(?:manche|round)?)?\s*",
        said,
    )
    if cleft is not None and is_name(cleft.group(1)) and cleft.group(1) not in _ASKER_WORDS:
        return True
    # the round given to a player with its verb left out: "la manche 2 c'est Sam", "manche 2 pour Léa", "round 2 was Sam's"
    given = re.fullmatch(
        rf"\s*(?:(?:la|le|the)\s+)?(?:{_TOO}\s+)?(?:{_GIVEN_TO})(?:\s+{_TOO})?\s*", said
    )
    if (
        given is not None
        and is_name(given.group(1))
        and given.group(1) not in _ASKER_WORDS + _NOT_GIVEN
    ):
        return True
    name = leading_name(said.strip())
    return (
        re.search(_OTHER_WON, said) is not None
        or name is not None
        and has(said, r"won|wins|took|a gagne|l a gagnee|a remporte|l a remportee")
    )


# a round given to its winner, the verb left out: "c'est Sam", "pour Léa", "à Tom", "it was Sam's", "went to Kim"
_GIVEN_TO = (
    r"(?:c est|c etait|ce fut|pour|a|it s|it was|it is|was|went to|goes to|to) ([a-z]{2,})(?: s)?"
    r"|([a-z]{2,}) s(?: (?:round|one))?"
)
_NOT_GIVEN = (
    "nous",
    "lui",
    "elle",
    "eux",
    "toi",
    "you",
    "us",
    "him",
    "her",
    "them",
    "it",
    "un",
    "une",
    "la",
    "le",
    "moi",
    "mine",
)
_TOO = r"aussi|encore|again|too|as well"  # "la manche 2 aussi c'est Sam", "round 2 was mine too"
# the asker's own round, the verb left out: "la manche 1 c'est moi", "manche 1 pour moi", "round one was mine"
_MINE = rf"(?:(?:{_TOO}) )?(?:(?:c est|c etait|ce fut|it s|it was|it is|was) (?:moi|me|mine|a moi|pour moi)|(?:pour|a) moi|mine|my round)(?: (?:{_TOO}))?"


_AHEAD = r"suivantes|suivants|d apres|qui suivent|restantes|restants|autres|next|following|remaining|other|others"
_RECAP = re.compile(
    r"\(?\s*(?:\b(?P<neg>pas|didn t|did not|not|never|jamais|n ai pas|n avais pas) )?\b(?P<result>perdu|perdue|perdues|lost|gagne|gagnee|gagnees|won|win)\b"
    rf" (?:(?:ces|les|those|these|the) (?:(?P<ahead>{_AHEAD}) )?(?P<n>\d+|deux|trois|two|three)"
    rf"(?: (?:la|ci|dernieres|derniers|manches|rounds|ones|last|(?P<after>{_AHEAD})))*"
    r"|(?P<both>both)(?: of them| of those)?)\s*\)?"
)


def _check_recap(
    found: dict[int, int | None], recap: re.Match[str], before: int | None = None
) -> None:
    """A recap of the last rounds read ("perdu ces deux-là", "lost both") must agree with them; else they become unsure.
    Said ahead of the rounds it sums up ("j'ai perdu les deux suivantes : ..."), it is checked once they are all read,
    against the rounds told after the `before` first ones."""
    said = recap.group("n")
    n = (
        2
        if recap.group("both")
        else int(said)
        if said.isdigit()
        else {"deux": 2, "two": 2, "trois": 3, "three": 3}[said]
    )
    last = (
        [rank for rank in found if rank > 0][-n:]
        if before is None
        else sorted(rank for rank in found if rank > before)
    )
    if before is not None and len(last) != n:
        last = [
            rank for rank in found if rank > 0
        ]  # the rounds it speaks of are not the ones told: none is sure
    lost = (recap.group("result") in ("perdu", "perdue", "perdues", "lost")) != bool(
        recap.group("neg")
    )  # "j'ai pas gagné ces deux-là": lost
    if len(last) != n or any(found[rank] is None or (found[rank] < 0) != lost for rank in last):  # type: ignore[operator]
        for rank in last:
            found[rank] = None


_ENDED_IT = rf"(?:{_FILLED}|gagne|remporte|won|wins|went out)"
_WHEN_OTHER_ENDED = re.compile(  # "quand Paul a fini", "when Ines completed her garden": another player ended the round
    r"\b(?:quand|lorsque|lorsqu|au moment ou|des que|apres que|when|once|after|as soon as|by the time)\s+"
    r"(?P<who>quelqu un(?: d autre)?|some(?:one|body)(?: else)?|(?:(?:mon|ma|my|l|the) )?[a-z]{2,})\s+"
    rf"(?:(?:a|avait|eut|has|had|just|a deja|already|vient d|venait d)\s+)*{_ENDED_IT}\b"
    rf"(?!\s+(?:(?:son|sa|leur|his|her|their|le|la|the|mon|my)\s+)?(?:tour|turn|coup|move)\b)(?:\s+(?:{_GARDEN}|(?:la |the )?(?:manche|round)))?"
)


def _when_other_ended(clause: str) -> tuple[bool, str]:
    """Whether the clause says the round ended by another player's hand ("il me restait 3 cases vides quand Paul
    a fini"), and the clause without those words; "quand Paul a fini son tour" is not the round's end."""
    match = _WHEN_OTHER_ENDED.search(clause)
    if match is None:
        return False, clause
    who = match.group("who").split()[-1]
    if not (
        re.fullmatch(r"quelqu un.*|some(?:one|body).*|il|elle|he|she|they", match.group("who"))
        or is_name(who)
        or who in ("adversaire", "opponent")
    ):
        return False, clause
    return True, clause[: match.start()] + " " + clause[match.end() :]


def _round_points(clause: str) -> int | None:
    """+2 for a round the asker won, −n for n empty squares left; None when unclear.

    The clause comes without its round marker, so "1re manche gagnée" / "round 2 won" is just "gagnée" / "won".
    A round another player ended ("... quand Inès a complété son jardin") gives the asker's own count of empty
    squares, said outside those words and of no named player.
    """
    ended, rest = _when_other_ended(clause)
    if ended:
        if (
            has(rest, rf"{_I_WON}|\b(?:il|elle|lui|he|she|his|her)\b(?! (?:me|m)\b)")
            or leading_name(rest.strip())
            or re.search(OPPONENT, rest)
        ):
            return None
        counts = numbers(re.sub(_ONE, "1", rest))
        return (
            -counts[0]
            if len(counts) == 1 and re.search(rf"\d+ {EMPTY}", re.sub(_ONE, "1", rest))
            else None
        )
    bare = re.sub(r"\b(?:manches?|rounds?|la|le|the|par moi|by me)\b", " ", clause).split()
    won = (
        has(clause, _I_WON)
        and not has(clause, _LOST)
        or bare in (["gagnee"], ["gagne"], ["won"])
        or re.fullmatch(_MINE, " ".join(bare))
    )
    left = re.sub(_ONE, "1", clause)
    counts = numbers(left)
    if won and not counts:
        return 2
    if (
        won
        or len(counts) != 1
        or re.search(_OTHER_WON, clause)
        or has(clause, r"\b(?:il|elle|lui|he|she|his|her)\b(?! (?:me|m)\b)")
    ):
        return None
    return -counts[0]


def _over_rounds(rounds: list[int | None]) -> Interpretation:
    said = [points for points in rounds if points is not None]
    if len(said) != len(rounds):
        return _ASK_ROUNDS
    total = sum(said)
    listing = " ".join(f"{p:+d}" for p in said)
    return _v(
        total,
        f"Manche par manche : {listing} (gagnée +2, perdue −1 par case vide), total {total}.",
        f"Round by round: {listing} (won +2, lost −1 per empty square), total {total}.",
    )


# --- who wins the tournament: every player's result, round by round -------------------------------

_TOURNEY_ASKED = (
    r"\b(?:qui|who)\b(?: (?:est ce qui|est ce que|c est qui))? (?:(?:a|has|have|had) )?"
    r"(?:gagne|remporte|l emporte|wins|won|takes|took|finit premier|finit 1er|finishes first|comes first|is first"
    r"|est (?:le )?(?:gagnant|vainqueur|premier|1er)|is the winner|(?:a|has) (?:le meilleur|the best|the highest|the most|le plus))"
)
_TOURNEY_YES_NO = (
    r"\b(?:gagne|gagnes|gagnent|remporte|remportent|l emporte|l emportent|wins|win|won)\b"
    r"(?: (?:le tournoi|the tournament|au total|overall|au final|in the end))"
)
_ROUND_MARK = re.compile(  # "manche 2", "round two", "2e manche", "la dernière manche", "in the third round"
    rf"\b(?:(?:manche|round|partie|game) (?:n |no |number )?(\d|one|une|un)\b(?! (?:cases?|squares?|vides?|empty|left|free)\b)"
    rf"|(?:la |le |the )?({ORDINAL}|derniere|dernier|last|final) (?:manche|round|partie|game)\b)"
)
_WON_ROUND = (
    r"^(?P<who>[a-z]{2,}|j|i) (?:(?:a|ai|has|have|had|just) )?(?:gagne|gagnee|remporte|l emporte|l a emporte|wins|won|win|takes it|took it"
    rf"|{_FILLED} (?:{_GARDEN}))(?: (?:la |cette |this |the )?(?:manche|round|partie|game))?$"
    r"|^(?:c est|c etait|it s|it was) (?P<who2>[a-z]{2,}|moi|me) (?:qui|who) (?:gagne|a gagne|ai gagne|l emporte|remporte|wins|won)$"
    r"|^(?:gagnee?|remportee?|won|taken) (?:par|by) (?P<who3>[a-z]{2,}|moi|me)$"
    r"|^(?:victoire (?:de|d)|win for|victory for) (?P<who4>[a-z]{2,}|moi|me)$"
)
_COUNT_WORDS = (
    r"a|ai|as|avait|avais|has|have|had|ve|got|still|encore|en|finit|finis|fini|finissait|termine|finished|finishes|ends|ended"
    r"|up|is|was|left|avec|with|me|m|lui|reste|restait|seulement|only|just|juste|on|sur"
)
_COUNT_CLAUSE = re.compile(
    rf"(?P<who>[a-z]{{2,}}|j|i)(?: (?:{_COUNT_WORDS}))* (?P<n>\d+|une|one|aucune|none|zero)(?: {EMPTY}(?: left| restantes?)?)?"
    r"(?: (?:aussi|too|also|egalement))?"
)
_ASKER_WORDS = ("moi", "me", "je", "j", "i")
_ROUND_COUNT = r"(?<![\w.])(\d+) (?:manches|rounds|parties|games)\b"  # "tournoi à 2, 2 manches": how many rounds
_ROUND_TIE = r"egalite|ex aequo|tie|tied|ensemble|together|tous les deux|both"


def read_tournament_winner(t: str) -> Interpretation:
    """Who wins the tournament, from every player's result round by round: "Manche 1 : Alice gagne, Bob
    finit avec 2 cases vides, Chloé avec 5. Manche 2 : ... Qui remporte le tournoi ?" → Alice.

    Each round named ("manche 2", "the 3rd round") gives one winner (+2) and a count of empty squares
    (−1 each) for every other player, said in digits or words ("et Jade une", "Leo none"); the asker plays too when the words give their results ("je gagne",
    "il me reste 2 cases vides" → "toi"). Every clause of a round must be read, every player must have a
    result in every round, and there must be as many rounds as players (and as said: "tournoi à 3"), or
    it asks / gives no verdict. "Alice gagne le tournoi ?" is answered oui / non; a tie on the best total
    is the booklet's open case.
    """
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", t) if s.strip()]
    if not sentences:
        return None
    question = sentences[-1]
    who_asked = re.search(_TOURNEY_ASKED, question) is not None
    if not who_asked and not re.search(_TOURNEY_YES_NO, question) or _ROUND_MARK.search(question):
        return None
    story = " ".join(sentences[:-1])
    story = re.sub(
        r"\b(?:il|elle) (?:ne )?(?:me|m) (?:en )?rest(?:e|ait)\b|\bmoi,? j (?:en )?(?:ai|avais)\b",
        "moi",
        story,
    )
    marks = list(_ROUND_MARK.finditer(story))
    if len(marks) < 2:
        return None
    preamble = story[: marks[0].start()]
    players_said = _players(preamble)
    rounds_said = [int(n) for n in re.findall(_ROUND_COUNT, preamble)]
    if any(n != len(marks) for n in rounds_said):
        return None  # "2 manches" said, and not as many told
    if numbers(re.sub(_PLAYER_COUNT + "|" + _ROUND_COUNT, " ", preamble)):
        return None  # a number before the rounds that is not how many play or how many rounds
    rounds: list[tuple[str, dict[str, int]]] = []
    for i, mark in enumerate(marks):
        said = mark.group(1) or mark.group(2)
        rank = 1 if said in ("one", "une", "un") else int(said) if said.isdigit() else ordinal(said)
        if rank != i + 1 and not (
            said in ("derniere", "dernier", "last", "final") and i == len(marks) - 1
        ):
            return None  # rounds not told in order, or one missing
        body = story[mark.end() : marks[i + 1].start() if i + 1 < len(marks) else len(story)]
        read = _round_results(body)
        if read is None:
            return None
        rounds.append(read)
    players = {p for winner, counts in rounds for p in (winner, *counts)}
    listed = re.search(r"\b([a-z]{2,})((?:, [a-z]{2,})*),? (?:et|and) ([a-z]{2,})\b", preamble)
    if (
        listed is not None
    ):  # "Tournoi à 3 : Alice, Bob et Chloé": every player listed must have results
        names = {listed.group(1), listed.group(3), *re.findall(r"[a-z]{2,}", listed.group(2))}
        if {"toi" if n in _ASKER_WORDS else n for n in names} - players:
            return _ASK_PLAYERS
    if players_said not in (None, len(players)) or any(
        set(counts) | {winner} != players for winner, counts in rounds
    ):
        return _ASK_PLAYERS  # a player without a result in some round, or not as many as said
    if len(rounds) != len(players):
        return _ASK_PLAYERS if len(rounds) < len(players) else None  # as many rounds as players
    totals = {
        p: sum(2 if winner == p else -counts[p] for winner, counts in rounds)
        for p in sorted(players)
    }
    return _tournament_verdict(totals, rounds, question, who_asked)


_ASK_PLAYERS = MissingSituation(
    R.TOURNAMENT_SCORING,
    "Dis-moi, pour chaque manche, qui l'a gagnée et combien de cases vides il restait à chacun des autres.",
    "Tell me, for each round, who won it and how many empty squares each other player had left.",
)


def _round_results(body: str) -> tuple[str, dict[str, int]] | None:
    """A round's winner and the others' counts of empty squares; None unless every clause is read."""
    if has(body, _ROUND_TIE):
        return None
    winners: list[str] = []
    counts: dict[str, int] = {}
    pieces = []
    for clause in clauses(body):
        clause = re.sub(
            r"^(?:(?:puis|ensuite|then|et|and|enfin|finally|au final|alors)\s+)+", "", clause
        )
        if re.fullmatch(_WON_ROUND, clause) or _COUNT_CLAUSE.fullmatch(clause):
            pieces.append(clause)
        else:  # "alice gagne bob 2 chloe 5": a new fact after a number or a win, without a comma
            pieces += re.split(
                r"(?<=\d) (?=[a-z])|(?<=\bgagne) (?=[a-z]{2,} (?:\d|a |has |had |avec |with ))|(?<=\bwins) |(?<=\bwon) (?!by\b)",
                clause,
            )
    for clause in pieces:
        won = re.fullmatch(_WON_ROUND, clause)
        if won is not None:
            winners.append(_player(next(g for g in won.groups() if g)))
            continue
        count = _COUNT_CLAUSE.fullmatch(clause)
        if count is not None:
            who = _player(count.group("who"))
            if who in counts:
                return None
            said = count.group("n")  # "et Jade une", "Jade one": a count in words after its player
            counts[who] = int(said) if said.isdigit() else 1 if said in ("une", "one") else 0
            continue
        if numbers(clause) or any(is_name(word) for word in clause.split()):
            return None  # a fact not read
    if len(winners) != 1 or not all(winners) or not all(counts):
        return None
    winner = winners[0]
    if counts.pop(winner, 0) != 0:
        return None  # the winner with empty squares left: not read right
    return winner, counts


def _player(word: str) -> str:
    """ "toi" for the asker, the name for another player, "" for a word that is neither."""
    if word in _ASKER_WORDS:
        return "toi"
    return word if is_name(word) and word not in ("il", "elle", "he", "she", "they") else ""


def _tournament_verdict(
    totals: dict[str, int], rounds: list[tuple[str, dict[str, int]]], question: str, who_asked: bool
) -> Interpretation:
    best = max(totals.values())
    winners = [p for p, total in totals.items() if total == best]
    shown = {p: p if p == "toi" else p.capitalize() for p in totals}
    listing = ", ".join(f"{shown[p]} {total:+d}" for p, total in totals.items())
    if len(winners) > 1:
        tied = " et ".join(shown[p] for p in winners)
        return Verdict(
            R.TOURNAMENT_BEST,
            None,
            f"Totaux : {listing}. {tied} sont à égalité : le livret ne dit pas qui l'emporte alors.",
            f"Totals: {listing}. {' and '.join(shown[p] for p in winners)} are tied: the booklet does not say who wins then.",
            True,
        )
    winner = shown[winners[0]]
    fr = f"Manche gagnée +2, sinon −1 par case vide. Totaux sur {len(rounds)} manches : {listing}. Le meilleur total l'emporte : {winner}."
    en = f"Round won +2, otherwise −1 per empty square. Totals over {len(rounds)} rounds: {listing}. The best total wins: {'you' if winner == 'toi' else winner}."
    if who_asked:
        return Verdict(R.TOURNAMENT_BEST, winner, fr, en)
    pre = re.split(_TOURNEY_YES_NO, question)[0]
    asked = {p for p in totals if p != "toi" and re.search(rf"\b{p}\b", pre)} | (
        {"toi"} if re.search(ME, pre) and "toi" in totals else set()
    )
    if len(asked) != 1 or re.search(r"\b(?:ou|or)\b", pre):
        return None
    yes = asked == {winners[0]}
    return Verdict(
        R.TOURNAMENT_BEST,
        "oui" if yes else "non",
        ("Oui. " if yes else "Non. ") + fr,
        ("Yes. " if yes else "No. ") + en,
    )
