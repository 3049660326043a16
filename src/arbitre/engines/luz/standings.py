"""Reading the players' end-of-game scores out of a Luz question.

A player is a capitalised word in a name position of the original question
("Alice a 30", "Alice et Bob sont à égalité", "Bob 12"), never a common French
or English word ("Après", "Pile", "Qui"), or the asker ("toi") when said in a
player's place ("Dana and I are tied", "moi 28", "Léo et moi", "j'ai 30", "I'm on
29"). Each sentence is read as a run of names and numbers: a number belongs to the
names said since the previous number, when they are joined ("Alice et Bob sont à
30" gives 30 to both; "Tom is the first player and Ana has 30" gives Tom nothing).
A pronoun ("she scored 10", "elle a fait 6", "lui et moi") is the one named
player; with several named it is not read, and a number given to it makes the
reading unclear. A clause about the last hand ("sur la dernière donne", "in the
last hand", "in the last deal", "last hand:", a clause opening with it, "Last round I scored 10", ", dernière donne Zoé 12", and with the noun left out at a clause end once hands are spoken of: "lors
de la dernière", "in the last one"; "sur cette donne", "in that deal" once the last hand is named) gives last-hand points, any other one
total scores; clauses are split at commas and at "and we / et on / et tous / and
scored…" ("tied at 30 and we both scored 8 in the last round"); a comma-separated
part with no such phrase right after a last-hand part continues it ("Alice a fait 8
sur la dernière donne, Bob 12"). "tous les deux", "both", "chacun" give the next
number to every player, and so do "chacun", "each", "apiece", "partout" after a
number no name waits for ("on a marqué 8 chacun"). A round or hand number ("after
round 4", "à la donne 4", "après 4 donnes") is not a score, nor is the number of players
("On est 3", "we're 4", "il y a 4 joueurs"), which must then be the number of players read.
A score set against another's ("12 contre 8 pour moi", "6 against 9 for Kate") is read as
"…, moi 8"; a total shared before the players ("égalité à 45 entre Zoé et Paul", "tied at 40 between Mia and me") as
"Zoé et Paul sont à 45"; a score shared by likeness ("elle est à 40 comme Dan", "30, same as me") as "40, Dan 40".
A pronoun after which only one player has been named stands for that player ("Claire est
premier joueur. À la fin elle est à 40"). Anything not clearly
read gives None: the caller asks. A number said right after a loss ("Bruno en a perdu 5", "Ana lost 10") is
read negative. A number counting anything but points (tricks, cards, marbles, a bet: "Ana a gagné 4 plis
à la dernière donne, Ben 6", "Ben a parié 3") leaves the standings unread.
"""

from __future__ import annotations

import re
import unicodedata

from arbitre.engines.luz.play import Standing

NOT_NAMES = {
    "apres",
    "avant",
    "a",
    "au",
    "alors",
    "bon",
    "ce",
    "cette",
    "donc",
    "elle",
    "en",
    "et",
    "il",
    "ils",
    "je",
    "la",
    "le",
    "les",
    "lui",
    "mais",
    "moi",
    "mon",
    "nous",
    "on",
    "ou",
    "pari",
    "pile",
    "puis",
    "qui",
    "quel",
    "quelle",
    "securite",
    "si",
    "toi",
    "tu",
    "un",
    "une",
    "vous",
    "after",
    "and",
    "at",
    "but",
    "he",
    "i",
    "if",
    "in",
    "it",
    "my",
    "she",
    "so",
    "the",
    "then",
    "they",
    "we",
    "who",
    "which",
    "with",
    "you",
    "luz",
    "donne",
    "hand",
    "score",
    "total",
    "egalite",
    "tie",
    "both",
    "tous",
    "chacun",
    "dernier",
    "derniere",
    "deal",
    "everyone",
    "everybody",
    "nobody",
    "personne",
    "tout",
    "chacune",
    "each",
    "him",
    "her",
    "his",
}
NAME_AFTER = (
    r"(?=\s+(?:a|est|sont|et|ont|avait|has|is|are|and|had|was|with|avec|termine|terminent|finit|finissent|finishes|finish|ends|end"
    r"|finished|ended|tied|scored|got|made|earned|marque|obtient)\b"
    r"|\s*[,:]?\s*\d|\s+(?:à|at|on)\s+\d)"
)
NAME = re.compile(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)\b" + NAME_AFTER)
LAST_HAND = re.compile(
    r"\b(?:sur|lors de|pendant|dans|pour|during|in|on|for|a) (?:la |the )?(?:derniere|last|final) (?:donne|manche|hand|round|deal)"
    r"|\b(?:sur|lors de|pendant|dans|during|in) (?:la |the )?(?:4e|4eme|quatrieme|fourth|4th) (?:donne|manche|hand|round|deal)"
    r"|\b(?:derniere|last|final) (?:donne|manche|hand|round|deal)\s*:"
    # a clause opening with the hand, no preposition: "Last round I scored 10", ", dernière donne Zoé 12 et Paul 12"
    r"|^\W*(?:la |the )?(?:derniere|last|final) (?:donne|manche|hand|round|deal)\b(?!\s+(?:terminee|finie|faite|jouee|done|over|ended|finished|played)\b)"
)
# "8 points lors de la dernière", "8 in the last one": the hand's noun left out, read at a clause end (or before "et" / "and") and
# when the question speaks of hands ("après la quatrième donne"), so "la dernière" is one of them.
LAST_ELIDED = re.compile(
    r"\b(?:sur|lors de|pendant|dans|pour|during|in|on|for|a) (?:la |the )?(?:derniere|last|final|4e|4eme|quatrieme|fourth)"
    r"(?: one)?(?=\s*$|\s+(?:et|and)\b)"
)
# "7 points sur cette donne", "in that deal": the last hand, when the question has just named it ("après la dernière donne").
THIS_HAND = re.compile(
    r"\b(?:sur|lors de|pendant|dans|pour|during|in|on|for|a) (?:cette|this|that) (?:donne|manche|hand|round|deal)\b"
)
LAST_NAMED = re.compile(
    r"\b(?:derniere|last|final|4e|4eme|quatrieme|fourth|4th) (?:donne|manche|hand|round|deal)\b"
)
HANDS_SAID = re.compile(r"\b(?:donnes?|manches?|hands?|rounds?|deals?)\b")
ME = (
    r"(?:\bI\b|\b[Mm]oi\b|\bme\b)(?=\s+(?:am|have|had|was|were|and|are|scored|finished|ended|tied|both|each|got|made|with|on|at|et|sommes|suis|avons|ai|avais"
    r"|avec|finis|termine|à|a)\b|\s*'m\b|\s*[,:]?\s*\d)|(?<=\band )I\b|(?<=\bet )moi\b|\b[Jj]'(?:ai|avais)(?:\s+(?:fait|marqué|marque|eu|obtenu))?(?=\s+\d)|\b[Jj]e (?:suis|finis|termine)(?=\s+(?:à|a|avec)?\s*\d)"
)
PRONOUN = r"\b(?:[Ii]l|[Ee]lle|[Ll]ui|[Hh]e|[Ss]he|[Hh]im)\b(?!\s+(?:y|faut|reste|manque|semble|para[iî]t)\b)"
EVERYONE = r"tous les deux|toutes les deux|tous deux|both|chacun|chacune|each"
TOKEN = re.compile(
    "("
    + ME
    + ")|("
    + PRONOUN
    + r")|\b([A-ZÀ-Ý][a-zà-ÿ]+)\b|(?<![\w-])(-?\d+)(?![\w])(?!\s*(?:e|er|eme|th|st|nd|rd)\b)"
    rf"|\b({EVERYONE})\b"
)
EACH_AFTER = re.compile(rf"\s*(?:points?\s+|pts\s+)?({EVERYONE}|apiece|partout)\b")
JOINED = r"\s*(?:,|&|\band\b|\bet\b|\bas well as\b|\bainsi que\b)?\s*"
CLAUSE = (
    r",|\b(?:and|et|mais|but|while|alors que|tandis que)\b(?=\s+(?:we|they|both|each|on|nous|ils|elles|tous|toutes|chacun|chacune"
    r"|he|she|il|elle|also|aussi|scored|got|made|earned|marque|marquent|ont marque|avons marque)\b)"
)
ROUND_REF = (
    r"\b(?:round|hand|deal|donne|manche)\s+(?:n°\s*|number\s+|no\.?\s*|#)?\d+\b"
    r"|\b\d+\s+(?:donnes|manches|rounds|hands|deals)\b"
)


# The number of players said ("On est 4", "nous sommes 3 joueurs", "on joue à 5", "il y a 4 joueurs", "We're 4", "there are 3 of us",
# "a 4-player game"): no score. Read on the folded text; the players read (a seating order, the scores) must be that many.
PLAYER_COUNT = (
    r"\b(?:on|nous|ils|elles)\s+(?:n')?(?:(?:est|sommes|etait|etions|sont)\s+(?:que\s+|seulement\s+|juste\s+)?"
    r"|(?:joue|jouons|jouent)\s+(?:que\s+|seulement\s+|juste\s+)?a\s+)([2-8])\b(?!\s*(?:points?|pts|plis?|billes?|cartes?|de\b|d'|sur\b|a\b|chacun|each|partout|tous|toutes)\b)(?:\s+(?:joueurs|joueuses|personnes))?"
    r"|\b(?:we|they)(?:'re|\s+are|\s+were)\s+(?:only\s+|just\s+)?([2-8])\b(?!\s*(?:points?|pts|tricks?|marbles?|cards?|each|apiece|all)\b)"
    r"(?:\s+players)?|\b(?:there (?:are|were)|il y a|il y avait)\s+(?:only\s+|que\s+)?([2-8])\s+(?:of us|players|joueurs|joueuses)\b"
    r"|\b(?:a|at|with|avec|partie a|game (?:of|with))\s+([2-8])\s*(?:-\s*)?(?:joueurs|joueuses|players?)\b|\b([2-8])-player\b"
)


def player_count(text: str) -> int | None:
    """The number of players said in the folded text; None when unsaid or said twice differently."""
    said = {int(next(g for g in m.groups() if g)) for m in re.finditer(PLAYER_COUNT, text)}
    return said.pop() if len(said) == 1 else None


# A score set against another player's: "12 contre 8 pour moi", "12 against 9 for Kate", "12 vs 8 for me".
VERSUS = r"\b(?:contre|against|vs\.?|versus)\s+(\d+)\s+(?:points?\s+|pts\s+)?(?:pour|for)\s+((?-i:[A-ZÀ-Ý][a-zà-ÿ]+)|moi|me|lui|elle|him|her)\b"


def without_player_count(question: str) -> tuple[str, int | None]:
    """The question with its number of players blanked (same length, case kept), and that number."""
    folded = "".join(
        (unicodedata.normalize("NFKD", c)[:1] or c).lower() for c in question.replace("’", "'")
    )
    spans = [m.span() for m in re.finditer(PLAYER_COUNT, folded)]
    for start, end in spans:
        question = question[:start] + " " * (end - start) + question[end:]
    return question, player_count(folded)


# The same score said by likeness: "elle est à 40 comme Dan", "Ana has 30, same as me", "40 tout comme Bob": "40, Dan 40".
LIKE = (
    r"(?<![\w-])(-?\d+)(\s*(?:points?|pts)?)\s*,?\s*(?:tout comme|comme|pareil que|autant que|just like|like|same as|as did|as does)"
    r"\s+([A-ZÀ-Ý][a-zà-ÿ]+|[Mm]oi|me)\b"
)


# A shared total said before the players: "Égalité à 45 entre Zoé et Paul", "tied on 40 between Ana and me", "ex aequo à 38 entre
# Léo, Mia et moi": read as "Zoé et Paul sont à 45".
_PERSON = r"(?:[A-ZÀ-Ý][a-zà-ÿ]+|[Mm]oi|me)"
TIED_BETWEEN = (
    r"\b(?:[ÉEée]galit[ée]|[Ee]x[ -]?aequo|[Tt]ied|[Aa] tie)\s+(?:à|a|at|on|de|of)\s+(-?\d+)\s*(?:points?\s+|pts\s+)?(?:entre|between)\s+"
    rf"({_PERSON}(?:\s*(?:,|\bet\b|\band\b)\s*{_PERSON})+)\b"
)


def _likeness(question: str) -> str:
    """ "à 40 comme Dan" said as "à 40, Dan 40": the player compared with gets the same number; "égalité à 45 entre Zoé et
    Paul" as "Zoé et Paul sont à 45"."""

    def tied(m: re.Match[str]) -> str:
        if "between" in m[0]:
            return re.sub(r"\bme\b", "I", m[2]) + f" are at {m[1]}"
        return f"{m[2]} sont à {m[1]}"

    question = re.sub(TIED_BETWEEN, tied, question)
    return re.sub(
        LIKE,
        lambda m: f"{m[1]}{m[2]}, {'moi' if m[3].lower() in ('moi', 'me') else m[3]} {m[1]}",
        question,
    )


def players(question: str) -> list[str]:
    """The named players, and "toi" when the asker is one of them ("Dana and I are tied", "moi 28", "j'ai 30")."""
    return names(question) + (["toi"] if re.search(ME, question) else [])


def names(question: str) -> list[str]:
    """Capitalised words in a name position that are not common words, in order."""
    found = [m[1] for m in NAME.finditer(_likeness(question)) if _plain(m[1]) not in NOT_NAMES]
    return list(dict.fromkeys(found))


UNSAID = -(
    10**9
)  # a player's last-hand points not said (a hand's points can be negative: "Bruno en a perdu 5")


# a number counting something other than points: tricks won, cards, marbles, a bet
NOT_POINTS = re.compile(
    r"(?<![\w.])\d+ (?:plis?|tricks?|cartes?|cards?|billes?|marbles?)\b"
    r"|\b(?:pari|parie|paris|bet|bets|betted)(?: (?:de|of|sur|on))? \d+"
)


def _plain(word: str) -> str:
    return "".join(
        c for c in unicodedata.normalize("NFKD", word.lower()) if not unicodedata.combining(c)
    )


def read_standings(question: str) -> list[Standing] | None:
    """Each named player's total and last-hand points; None when any is unclear."""
    question, count = without_player_count(question)
    question = re.sub(
        VERSUS, r", \2 \1", question
    )  # "Léo a marqué 12 contre 8 pour moi": "…, moi 8"
    question = _likeness(question)
    who = players(question)
    question = _pronouns_named(question, [p for p in who if p != "toi"])
    if len(who) < 2 or count is not None and count != len(who):
        return None  # "On est 4" with three players' scores: the reading would be partial
    totals: dict[str, int] = {}
    last: dict[str, int] = {}
    hands_said = bool(HANDS_SAID.search(_plain(question)))
    last_named = bool(LAST_NAMED.search(_plain(question)))
    question = re.sub(ROUND_REF, " ", question, flags=re.IGNORECASE)
    for sentence in re.split(r"[.;!?]+", question):
        target = totals
        pending: list[str] = []
        for part in re.split(CLAUSE, sentence):
            if re.search(
                NOT_POINTS, _plain(part)
            ):  # "Ana a gagné 4 plis à la dernière donne, Ben 6": tricks, not points
                return None
            if (
                LAST_HAND.search(_plain(part))
                or hands_said
                and LAST_ELIDED.search(_plain(part))
                or last_named
                and THIS_HAND.search(_plain(part))
            ):
                target = last
            elif _verb_of_total(part):
                target = totals
            assigned = _assign(part, who, target, pending)
            if assigned is None:
                return None
            pending = assigned
    if set(totals) != set(who):
        return None
    return [Standing(p, totals[p], last.get(p, UNSAID), -1) for p in who]


def _pronouns_named(question: str, named: list[str]) -> str:
    """Each pronoun after which only one player has been named stands for that player: "Claire est premier
    joueur. À la fin elle est à 40 comme Dan" → "… Claire est à 40 …". Others are left for _assign."""

    def referent(found: re.Match) -> str:
        before = {n for n in named if re.search(rf"\b{re.escape(n)}\b", question[: found.start()])}
        return before.pop() if len(before) == 1 else found[0]

    return re.sub(PRONOUN, referent, question)


def _verb_of_total(part: str) -> bool:
    """A part that states totals again ("ils sont à 40", "they are on 40"), not a last-hand continuation."""
    return bool(
        re.search(
            r"\b(?:sont|est|ont|finissent|terminent|are|is|finish|ends?)\b|\btotal", _plain(part)
        )
    )


def _assign(
    part: str, players: list[str], target: dict[str, int], pending: list[str]
) -> list[str] | None:
    """Give each number to the names said since the previous number; the names still waiting, None if unclear.

    Names wait together only when joined ("Alice et Bob sont à 30", "Dana and I"): a name followed by
    anything else before the next name ("Dana is first and Bob has 30") gets no number from it.
    A pronoun ("elle a fait 10", "lui et moi") is the one named player; with several named it is
    not read, and a number given to it leaves the standings unclear. A number followed by
    "chacun", "each", "apiece", "partout" goes to every player when no name waits for it.
    """
    pending = list(pending)
    said_end = None
    named = [p for p in players if p != "toi"]
    skip_to = 0
    for found in TOKEN.finditer(part):
        if found.start() < skip_to:
            continue
        me, pronoun, word, number, everyone = found.groups()
        player: str | None
        if me:
            player = "toi"
        elif pronoun:
            player = named[0] if len(named) == 1 else "?"  # "?": a player not told apart
        else:
            player = word if word in players else None
        if player:
            if (
                pending
                and said_end is not None
                and not re.fullmatch(JOINED, part[said_end : found.start()])
            ):
                pending = []
            pending.append(player)
            said_end = found.end()
        elif (
            everyone and not pending
        ):  # "tous les deux 10": both named players, "chacun 10": every one
            if len(players) != 2 and everyone in (
                "tous les deux",
                "toutes les deux",
                "tous deux",
                "both",
            ):
                return None
            pending = list(players)
        elif number:
            each = EACH_AFTER.match(part, found.end())
            if (
                each
            ):  # "on a marqué 8 chacun", "Ana and I: 42 each": the word is read with its number
                skip_to = each.end()
                if (
                    not pending
                    and len(players) != 2
                    and each[1] in ("tous les deux", "toutes les deux", "tous deux", "both")
                ):
                    return None
                pending = pending or list(players)
            if not pending or "?" in pending or any(p in target for p in pending):
                return None
            lost = re.search(
                r"\b(?:perdu|perd|perdait|lost|loses?|lose|minus)\s+$",
                _plain(part[: found.start()]),
            )
            target.update(
                {p: -int(number) if lost else int(number) for p in pending}
            )  # "Ana a perdu 5": -5
            pending, said_end = [], None
    return pending
