"""Luz ties that the last hand does not break, read from words rather than scores.

"Égalité, et même score à la dernière donne, qui gagne ?" with nobody named is a
rule question: the answer is the rule's who-description, "le joueur le plus proche
du premier joueur (ou le premier joueur)". With players named ("entre moi et Léo")
the winner is the one the question places first or closest to the first player
("je suis le premier joueur", "I'm the first player", "c'est moi le premier
joueur" → "toi", "Léo est le plus proche du premier joueur" → "Léo", "Claire was
the first player", "Sara est la première joueuse", "Max a commencé", "Chloé (premier joueur)",
"Léo, le premier joueur,", "Ben c'est le premier joueur"); a pronoun
("elle est la première joueuse", "c'est lui le premier joueur", "he's the first
player") stands for the one player named, and is not read when several are named;
when that is not said (or said of both), the engine asks. The same last hand is
"même score / pareil / autant / the same … à la dernière donne / in the last deal",
or "à égalité sur la dernière donne", "à égalité au total et aussi sur la dernière donne", "tied overall and on the last deal"; "à égalité après (à l'issue de, at the end
of) la dernière donne" dates the totals and says nothing of the last hand. Questions
holding scores are left to the standings reader; a round number ("after round 4",
"à la donne 4") is not a score, nor is "un / une / one" as a pronoun or article
("autant l'un que l'autre", "l'une comme l'autre", "one of us", "as many as one
another", "une égalité"), nor "deux" for both players ("les deux ont marqué autant", "the two of us"), nor the
total the tied players share ("égalité en tête à 30", "tied at 42", "30 partout").

Who is tied is read when said ("égalité entre Max et Léo", "Tom and I are tied", "Ana, Bo
et moi sont à égalité"); then only they can win, and a first player who is not one of them
decides nothing without the seats. A seating order said with its direction ("dans le sens
horaire : Zoé (premier joueur), Max, Léo, Inès", "clockwise from the first player: Raj, Lou,
Kim", "in turn order: …", "Zoé, Max et Léo jouent dans cet ordre", "sens antihoraire : …"
turned round) and its first player (marked in parentheses, "from the first player", or said
apart: "Zoé est la première joueuse") gives the winner: the tied player first in the order of
play from the first player. The booklet's "le plus proche du premier joueur" names no
direction; play goes clockwise, and only that order always breaks the tie, so it decides (as
check() does with seats); when counting seats round the table either way would not give the
same player, the Verdict is marked ambiguous and says so. An order with no direction ("autour
de la table : …"), no first player, a remark not read ("Max (mon cousin)"), a tied player
missing from it, or another number of players than said ("On est 4" with three seated) is
asked back. A tie below the top ("pour la deuxième place", "derrière Zoé", "tied for second") decides no winner: None.
The number of players said ("On est 4", "nous sommes 3 joueurs", "on joue à 5",
"we're 4", "there are 3 of us") is no score. Asked as yes/no ("j'ai gagné ?", "Max gagne ?"): oui/non.
"""

from __future__ import annotations

import re
import unicodedata

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.luz import rules as R
from arbitre.engines.luz.standings import NOT_NAMES, PLAYER_COUNT, ROUND_REF, _plain, player_count

WHO_CLOSEST = "le joueur le plus proche du premier joueur (ou le premier joueur)"
LAST = r"(?:derniere|last|final|4e|fourth) (?:donne|manche|hand|round|deal)"
# "après / à l'issue de / at the end of the last hand" dates the totals; it is no last-hand score.
LAST_IN = (
    r"(?<!apres )(?<!apres la )(?<!after )(?<!after the )(?<!issue de la )(?<!fin de la )(?<!end of the )"
    r"(?<!terme de la )" + LAST
)
SAME = r"meme (?:score|nombre|chose)|memes points|pareil|autant|(?:the )?same\b|as many"
TIED_WORDS = r"egalite|ex aequo|tied|equal"
LAST_EQUAL = (
    rf"(?:{SAME})[^.?]{{0,40}}{LAST_IN}|{LAST_IN}[^.?]{{0,40}}(?:{SAME})"
    rf"|(?:{TIED_WORDS})\s+(?:aussi\s+|also\s+|again\s+|encore\s+)?(?:sur|lors de|pendant|dans|in|on|during|for) (?:la |the )?{LAST}"
    # tied on the total "and also" on the last hand: "à égalité au total et aussi sur les points de la dernière donne",
    # "tied overall and on the last deal too", "égalité au total comme à la dernière donne"
    rf"|(?:{TIED_WORDS})[^.?]{{0,40}}?\b(?:et|and|comme|ainsi qu'?|as well as)\s+(?:aussi\s+|also\s+|meme\s+|encore\s+|again\s+)?"
    rf"(?:sur|a|au|lors de|pendant|dans|in|on|for|during)\s+(?:les points (?:de |d')|(?:the )?points (?:of|in) )?(?:la |the )?{LAST}"
)
PERSISTS = r"egalite persiste|toujours (?:a )?egalite|encore (?:a )?egalite|still tied|tie persists|tied again"
ME = r"\bmoi\b|\bje\b|\bj'|\bme\b|\bi\b|\bi'm\b"
FIRST = (
    r"(?:le |la |the )?(?:plus proches? du |plus proches? de la |closest to the |nearest to the |next to the )?"
    r"(?:premier joueur|premiere joueuse|first player|first to play|premiere? a jouer)"
)
STARTED = r"(?:a commence|a ouvert la partie|a joue en premier|commencait|started|began|went first|played first|dealt first)"
# "un", "une", "one" are folded to 1; as pronouns or articles they are no score: "autant l'un que l'autre", "l'une comme
# l'autre", "un de nous", "one of us", "as many as one another", "each one", "no one", "une égalité", "a tie … tous les 2".
NOT_A_SCORE = (
    r"\bl'1e?\b|\b1e?\s+(?:de |d')?(?:nous|vous|eux|elles)\b|\b1 (?:of (?:us|them|you)|another)\b"
    r"|\b(?:each|every|no|any|the|that|which) 1\b|\b1e? (?:egalite|ex aequo|ex-aequo|tie|draw|partie|game)\b"
    r"|\b(?:tous|toutes) (?:les )?2\b|\baiguilles d'1 montre\b"
    # "deux" as both players: "les deux ont marqué autant", "nous deux", "the two of us"
    r"|\b(?:les|nous|vous|eux|elles) 2\b(?!\s*(?:points?|pts?|plis?|derni|premi|donnes?|manches?))|\bthe 2 of (?:us|them)\b"
)
# The total the tied players share is said, nothing more: "égalité en tête à 30", "tied at 42 points", "ex aequo avec 30",
# "30 partout", "30 each". It is no score that tells them apart: the tie words still decide.
TIE_TOTAL = (
    r"\b(?:egalite|ex.?aequo|tied|level|equal)\s+(?:en tete\s+|au total\s+|au score\s+|for (?:the )?(?:lead|first|top)\s+"
    r"|at the top\s+|in first\s+|overall\s+)?(?:a|at|on|with|avec)\s+\d+(?:\s*(?:points?|pts?)\b)?"
    r"|\b\d+\s*(?:points?\s+|pts?\s+)?(?:partout|chacun|chacune|each|apiece)\b"
)
# A tie below the top ("pour la deuxième place", "derrière Zoé", "tied for second"): it decides no winner.
NOT_FOR_FIRST = (
    r"\b(?:pour|for) (?:la |le |the )?(?:2|3|4|deuxieme|troisieme|quatrieme|second|third|fourth|2e|3e|4e|2nd|3rd|4th|last|derniere)"
    r"(?:\s+(?:place|position|rang|spot))?\b|\b(?:2|3|4|deuxieme|troisieme|2e|3e|second|third|2nd|3rd|derniere|last)\s+(?:place|position)\b"
    r"|\bderriere\b|\bbehind\b"
)
COMMON = {
    "fin",
    "end",
    "game",
    "partie",
    "egalite",
    "en",
    "cas",
    "in",
    "case",
    "what",
    "tie",
    "premier",
    "first",
    "ex",
    "aequo",
    "tied",
    "same",
    "meme",
    "autant",
    "pareil",
    "last",
}  # words opening a tie question, no names


def seat_tie(question: str, text: str) -> Interpretation:
    asks = re.search(r"\bqui\b|\bwho\b|gagn|\bwins?\b|\bwon\b|emporte|vainqueur|winner", text)
    if (
        not asks
        or not (re.search(LAST_EQUAL, text) or re.search(PERSISTS, text))
        or re.search(NOT_FOR_FIRST, text)
    ):
        return None
    if re.search(
        r"(?<![\w-])\d+(?!\s*(?:e|er|eme|th|st|nd|rd)\b)(?![\w])",
        re.sub(f"{TIE_TOTAL}|{ROUND_REF}|{NOT_A_SCORE}|{PLAYER_COUNT}", " ", text),
    ):
        return None  # scores given: the standings reader decides
    tied = tied_players(question)
    people = tied or _names(question) + (["toi"] if re.search(ME, text) else [])
    if not people:
        return Verdict(
            R.TIE_SEAT,
            WHO_CLOSEST,
            f"Égalité au score et à la dernière donne : c'est {WHO_CLOSEST} qui l'emporte.",
            "Tied on score and on the last hand: the player closest to the first player (or the first player) wins.",
        )
    first = said_first(text, people, _names(question))
    order = seat_order(question, text)
    count = player_count(text)
    if order and count is not None and count != len(order):
        order = []  # "On est 4" and three players seated: the order is not read whole
    by_seat = closest_of(tied, order) if tied and order else None
    if by_seat is not None and (not first or first == [by_seat.verdict]):
        return by_seat
    if (
        len(first) != 1 or order is not None
    ):  # an order not read whole, or said against who is first: ask
        return MissingSituation(
            R.TIE_SEAT,
            "Égalité persistante : qui est le plus proche du premier joueur (ou est le premier joueur) ?",
            "Still tied: who is closest to the first player (or is the first player)?",
        )
    return Verdict(
        R.TIE_SEAT,
        first[0],
        f"Égalité au score et à la dernière donne : {first[0]} est le plus proche du premier joueur, et l'emporte.",
        f"Tied on score and on the last hand: {first[0]} is closest to the first player and wins.",
    )


def said_first(text: str, people: list[str], named: list[str] | None = None) -> list[str]:
    """Who the question places first or closest to the first player; [] when "loin"/"far" blurs it.

    A pronoun ("elle est la première joueuse", "c'est lui le premier joueur", "he went first")
    stands for the one player named in the question (`named`); with several named, it is not read.
    """
    if re.search(r"\bloin\b|\bfar", text):
        return []
    referent = named[0] if named is not None and len(named) == 1 else None
    return [
        who
        for who in people
        if re.search(
            _subject(who, referent)
            + rf"(?:\s+(?:est|suis|etait|etais|is|am|was)|\s*'[ms]|\s*,?\s*c'(?:est|etait))\s+{FIRST}",
            text,
        )
        or re.search(
            rf"{_named(who)}\s*(?:\(\s*(?:c'est |qui est |who is |is |the |le |la )?{FIRST}\s*\)"
            rf"|,\s*(?:qui est |qui etait |who is |who was )?{FIRST}\s*,)",
            text,
        )
        or re.search(_subject(who, referent) + rf"\s+{STARTED}", text)
        or re.search(
            rf"{FIRST}\s*(?:,\s*)?(?:c'est|is|est|was|etait)\s+{_subject(who, referent)}", text
        )
        or re.search(
            rf"\bc'est\s+{_stressed(who, referent)}\s+(?:(?:qui est\s+)?{FIRST}|qui\s+{STARTED})",
            text,
        )
    ]


MORE = r"plus|more"
COMPARED = (
    r"\b(\w+)\s+(?:a|ai|as|have|has)?\s*(?:marque|fait|gagne|pris|scored|made|got|earned)\s+(plus|moins|more|less|fewer)"
    r"\s+(?:de points\s+|points\s+)?(?:que\s+|than\s+|qu')(\w+)"
)


def last_hand_tie(question: str, text: str) -> Interpretation:
    """Tied at the top, "Marie a marqué plus que Tom à la dernière donne": the better last hand wins."""
    said = re.search(COMPARED, text)
    if not (
        said
        and re.search(r"\bqui\b|\bwho\b", text)
        and re.search(r"egalite|ex aequo|tied|\btie\b", text)
        and re.search(LAST, text)
    ) or re.search(NOT_FOR_FIRST, text):
        return None
    named = {_plain(n): n for n in _names(question)}
    who = [
        named.get(w) or ("toi" if w in ("je", "j", "i", "moi", "me") else None)
        for w in (said[1], said[3])
    ]
    if None in who or who[0] == who[1] or len(named) + ("toi" in who) > 2:
        return None  # a third player, or a name not read for sure: the standings reader or nobody decides
    best = who[0] if said[2] in ("plus", "more") else who[1]
    return Verdict(
        R.TIE_LAST_HAND,
        best,
        f"Égalité au total : {best} a marqué le plus de points lors de la dernière donne et l'emporte.",
        f"Tied on total: {best} scored most in the last hand and wins.",
    )


def _names(question: str) -> list[str]:
    found = [
        w
        for w in re.findall(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)\b", question)
        if _plain(w) not in NOT_NAMES | COMMON
    ]
    return list(dict.fromkeys(found))


PRONOUN = r"\b(?:il|elle|lui|he|she)\b(?! y\b)"


def _subject(who: str, referent: str | None = None) -> str:
    said = (
        r"(?:\bje|\bj'|\bi|\bmoi(?:,? je)?|c'est moi)"
        if who == "toi"
        else rf"\b{re.escape(_plain(who))}"
    )
    return rf"(?:{said}|{PRONOUN})" if who == referent else said


def _named(who: str) -> str:
    """The player by name ("moi" / "me" for the asker), as an apposition marks them: "Chloé (première joueuse)"."""
    return r"\b(?:moi|me)\b" if who == "toi" else rf"\b{re.escape(_plain(who))}\b"


def _stressed(who: str, referent: str | None) -> str:
    """The player after "c'est": "moi", the name, or "lui" / "elle" for the one named player."""
    said = "moi" if who == "toi" else re.escape(_plain(who))
    return rf"(?:{said}|lui|elle)" if who == referent else said


# A seating order: "dans le sens horaire : Zoé (premier joueur), Max, Léo, Inès", "clockwise from the first
# player: Ana, me, Bob", "Tom, Ana et moi jouons dans cet ordre"; read on the question with its case kept.
NAME_TOKEN = r"(?:[A-Z][a-z]+|[Mm]oi|me|I)\b"
SEP = r"(?:\s*,\s*(?:(?i:et|and|puis|then|ensuite)\s+)?|\s+(?i:et|and|puis|then|ensuite)\s+|\s*(?:->|→|>)\s*)"
ITEM = rf"{NAME_TOKEN}(?:\s*\([^()]*\))?"
SEATS = rf"(?P<list>{ITEM}(?:{SEP}{ITEM})+)(?=\s*(?:[.;!?)]|$|,\s*(?![A-Z])|\s+[a-z]))"
COUNTER = (
    r"(?i:sens anti-?horaire|sens (?:inverse|contraire) des aiguilles d'une montre|counter-?clockwise|anti-?clockwise"
    r"|ordre (?:anti-?horaire|inverse)|reverse order)"
)
CLOCKWISE = (
    r"(?i:sens (?:horaire|des aiguilles d'une montre)|clockwise|ordre (?:de jeu|du jeu|du tour|de passage)"
    r"|(?:turn|play|playing) order|order of play|(?:dans|in) (?:cet|this|that) ordre|in that order|in this order)"
)
DIRECTION = rf"(?P<dir>{COUNTER}|{CLOCKWISE})"
SEATING = (
    re.compile(rf"{DIRECTION}(?P<from>[^:.;?!]{{0,60}}?)\s*[:,]?\s*{SEATS}"),
    re.compile(rf"{SEATS}\s+(?P<from>[^.;?!]{{0,40}}?){DIRECTION}"),
)
FROM_FIRST = re.compile(
    r"(?i:(?:en partant|a partir|en commencant par|depuis|starting (?:with|from|at)|from|beginning (?:with|at))\s+"
    r"(?:du |de la |le |la |the )?(?:premier joueur|premiere joueuse|1er joueur|1ere joueuse|first player))"
)
FIRST_MARK = re.compile(
    r"(?i)^\s*(?:c'est |is |the |le |la )?(?:premier joueur|premiere joueuse|1er joueur|1ere joueuse|first player|premier|premiere|first"
    r"|(?:qui )?commence|starts|starting player|plays first|joue en premier)\s*$"
)
TIE_WORD = r"(?i:(?:a |at |on )?(?:egalite|ex.?aequo|tied|tie|level|even|equal)|(?:ont|have|has|got) (?:le |the )?(?:meme|same) (?:total|score))"
GROUP = rf"(?P<names>{NAME_TOKEN}(?:\s*,\s*{NAME_TOKEN})*\s+(?i:et|and)\s+{NAME_TOKEN})"
TIED = (
    re.compile(
        rf"{TIE_WORD}[^.;:?!]{{0,40}}?(?i:entre|between)\s+{GROUP}"
    ),  # "Léo est assis entre Zoé et Max" is no tie
    re.compile(
        rf"{GROUP}\s+(?:(?i:sont|sommes|etaient|etions|are|were|finissent|finissons|terminent|terminons|finish|finished|end|ended|se retrouvent"
        rf"|nous retrouvons|on se retrouve|remain|(?:avons|ont) (?:fini|termine))\s+)?{TIE_WORD}"
    ),
)
MORE_TIED = re.compile(
    rf"\s*(?:(?i:avec|with|et|and)\s+|,\s*)(?:(?i:le |la |the )?{NAME_TOKEN})"
)  # "… à égalité avec Zoé": a third one


def _case_kept(question: str) -> str:
    """The question without accents, its case kept: names are read by their capital."""
    text = unicodedata.normalize("NFKD", question.replace("’", "'"))
    return "".join(c for c in text if not unicodedata.combining(c))


def _player(word: str, named: dict[str, str]) -> str | None:
    """A name token as the question spells it, "toi" for the asker, None for a word that is no player."""
    plain = _plain(word)
    return "toi" if plain in ("moi", "me", "i") else named.get(plain)


def tied_players(question: str) -> list[str]:
    """The players said tied ("égalité entre Max et Léo", "Tom and I are tied", "Ana, Bo et moi sont à égalité");
    [] when not said, or said twice differently."""
    named = {_plain(n): n for n in _names(question)}
    found: set[tuple[str, ...]] = set()
    for pattern in TIED:
        for match in pattern.finditer(_case_kept(question)):
            words = re.findall(NAME_TOKEN, match["names"])
            who = [p for p in (_player(w, named) for w in words) if p is not None]
            if (
                len(who) != len(words)  # a word that is no player
                or len(set(who)) != len(who)
                or MORE_TIED.match(_case_kept(question), match.end())
            ):
                return []
            found.add(tuple(who))
    return list(found.pop()) if len(found) == 1 else []


def seat_order(question: str, text: str) -> list[str] | None:
    """The players in the order of play from the first player, when a seating order is said with its
    direction (clockwise, "sens horaire", "ordre de jeu", or counter-clockwise, turned round) and who
    the first player is ("Zoé (premier joueur)", "clockwise from the first player: …", "Zoé est la
    première joueuse"). None when no seating order is said; [] when one is said but not read for sure."""
    named = {_plain(n): n for n in _names(question)}
    orders = []
    for pattern in SEATING:
        for match in pattern.finditer(_case_kept(question)):
            items = re.findall(rf"({NAME_TOKEN})(?:\s*\(([^()]*)\))?", match["list"])
            seats = [p for p in (_player(name, named) for name, _ in items) if p is not None]
            if (
                len(seats) != len(items)
                or len(set(seats)) != len(seats)
                or any(note and not FIRST_MARK.match(note) for _, note in items)
            ):
                return []  # a word that is no player, a player twice, or a remark not read
            marked = [seat for seat, (_, note) in zip(seats, items, strict=False) if note]
            if FROM_FIRST.search(match["from"]):
                marked.append(seats[0])
            said = said_first(text, seats, list(named.values()))
            first = set(marked) | set(said)
            if len(first) != 1:
                return []
            if re.fullmatch(COUNTER, match["dir"]):
                seats = seats[::-1]
            at = seats.index(first.pop())
            orders.append(seats[at:] + seats[:at])
    if not orders:
        return None
    return orders[0] if all(o == orders[0] for o in orders) else []


def closest_of(tied: list[str], order: list[str]) -> Verdict | None:
    """Of the tied players, the one closest to the first player in the order of play (clockwise).

    The booklet says "le plus proche du premier joueur" without a direction; play goes clockwise from
    the first player, and only that order always breaks the tie (round the table, both neighbours of
    the first player are as close), so it decides, as in check(). When counting seats round the table
    either way would not give the same player, the Verdict says so and is marked ambiguous."""
    if any(t not in order for t in tied):
        return None
    best = min(tied, key=order.index)
    around = {t: min(order.index(t), len(order) - order.index(t)) for t in tied}
    nearest = [t for t in tied if around[t] == min(around.values())]
    seats = " → ".join(order)
    who = (
        "le premier joueur lui-même"
        if order[0] == best
        else "le plus proche du premier joueur dans l'ordre de jeu"
    )
    who_en = (
        "the first player"
        if order[0] == best
        else "closest to the first player in the order of play"
    )
    note = note_en = ""
    if nearest != [best]:
        note = (
            " Le livret ne précise pas le sens : en comptant les places autour de la table dans un sens ou l'autre, "
            + (
                f"ce serait {nearest[0]}."
                if len(nearest) == 1
                else f"{' et '.join(nearest)} seraient aussi proches."
            )
        )
        note_en = " The booklet gives no direction: counting seats round the table either way, " + (
            f"it would be {nearest[0]}."
            if len(nearest) == 1
            else f"{' and '.join(nearest)} would be as close."
        )
    return Verdict(
        R.TIE_SEAT,
        best,
        f"Égalité au score et à la dernière donne ; ordre de jeu (sens horaire) : {seats}. L'emporte {who} : {best}.{note}",
        f"Tied on score and on the last hand; order of play (clockwise): {seats}. The winner is {who_en}: {best}.{note_en}",
        ambiguous=nearest != [best],
    )
