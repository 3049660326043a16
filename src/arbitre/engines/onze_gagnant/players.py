"""Reading each player's result and objective out of an end-of-game question.

A player is referred to as "moi / je suis / j'ai / I'm / my objective" (answered
"toi"), "l'autre / mon adversaire / il est / my opponent / he's" (answered
"l'adversaire"), or by a name: a capitalised word of the original question in a
name position ("Léa est à 14", "Léa 14", "Léa a 9", "Leo finished on 10", "Léa vise 11", "Zoé a gardé 11", "Lea's
target", "Léa objectif 11 et résultat 10", "Ana et moi"; a fact with its verb left out, "Sarah un objectif de 11 et
un résultat de 12", "Mia a target of 11", "Sarah, objectif 11, a 12"; a relative clause, "Bruno, dont l'objectif est passé
à 14, est à 13", "Sam, whose target is 9, is at 12") that is not a common word, so "pile à 11" is never a
player called Pile; a lower-case word is a name only where a clause opens on it
before a result ("leo a 12, ines a 13", "sam has 10"), never "ça fait 12" nor "lui
a 9". Next to named players, "il / elle / she's / his target" is the name just
before it (with one name, that name); "l'autre" or "mon adversaire" next to names
is unclear. An objective said before the name ("l'objectif
d'Ana est 11", "the target of Max is 14") is that player's; a noun left out ("mon objectif est 11 et celui de
Jules 9", "my target is 11 and Tom's is 13") is the last fact noun said before it (objective or result); so is the asker's "mine is 11 (too)", "le mien est 11" (with
no noun said before, left unread). What is said for
everyone is shared: an objective ("on a tous 11 comme objectif", "on vise tous les
deux 11", "objectif 11 pour tout le monde", "tout le monde vise 11", "everyone's
target is 11", or "Objectif 13." said before any player; said of both players when
there are two: "Chloé et Dan ont tous les deux 11 comme objectif", "they both aim for 11", "both with 11 as their target";
or said after every player in a clause of its own naming no one: "Max est à 10 et Zoé à 14, both with a target of 13",
"…, même objectif : 13", "…, chacun avec 13 comme objectif", which another objective said for one player makes unsure, unless the clause ends a sentence of the last player's own and
names no group: "Rémi, objectif 9, est à 10. Moi j'ai 12, objectif 11" is the last player's 11,
and a singular pronoun, "…, elle vise 13", makes the last player's) and a result ("on est tous
les deux à 10", "Hugo et Inès ont chacun 12", "they both finished on 12", "12 each"), which a player it covers
(those named in its clause, else everyone) may not be given another result ("…, et Jules 9": unsure); any other number before the first player is unclear. A distance
said ("ils sont tous les deux à 1 de leur objectif", "2 away from my target") is no
result: it must match the distances read, or the reading is unsure. The text is
cut where the player referred to changes; each player's pieces must hold exactly
one result number (or take the shared one) once objectives ("objectif 13"),
objective modifiers ("un +2", "=11"), card counts and "tous les deux" are taken
out. A card beside "=11" in a player's piece, with its sign ("il a un 4 avec le +
à droite de son =11"), makes that player's objective 11 ± the card: an objective
said too must agree, and a card with no sign said leaves the reading unsure.
Otherwise the reading is unsure and None is returned: the caller asks instead of
guessing. Several facts said once of two players ("Inès et Jules ont tous les deux un objectif de 11 et un résultat
de 10", "Ana and Bo each have a target of 11 and a result of 12", "ils ont chacun…" with two players named) are
given to each of them first (_distributed); a negation or an exception there ("n'ont pas tous les deux…") leaves it
unread, and an objective shared that way is read only with no third player. read_distances() reads players whose distance to their objective is said
instead of their result ("exactly my target", "exactly on my target of 11": 0, "Tom is 2 off his", "les 2 autres sont
à 1 et 3 de leur objectif"); read_players() leaves a player said on their objective to it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from arbitre.engines.onze_gagnant.play import Line
from arbitre.engines.phrasing import is_name

ME = r"\bmoi\b|\bje suis\b|\bj'ai\b|\bj'en suis\b|\bj'(?:avais|etais|en etais)\b|\bje (?:finis|termine|tombe|vise)\b|\bi (?:had|was|finished|ended)\b|\bmon (?:objectif|resultat|score|total)\b|\bi'm\b|\bi am\b|\bi have\b|\bi've\b|\bmy (?:objective|target|result|score|total)\b|\bme\b"
OPPONENT = (
    r"\bl'autre\b|\b(?:mon |l'|my |the )?(?:adversaire|opponent)\b|\blui\b|\b(?:il|elle) (?:est|a|fait|vise)\b|\bthe other\b"
    r"|\b(?:he|she)(?:'s| is| has)\b|\b(?:son|sa) (?:objectif|resultat|score)\b|\b(?:his|her) (?:objective|target|result|score)\b"
)
NOT_NAMES = {
    "la",
    "le",
    "les",
    "moi",
    "toi",
    "lui",
    "elle",
    "il",
    "je",
    "j'ai",
    "qui",
    "who",
    "pile",
    "pioche",
    "plus",
    "objectif",
    "objective",
    "cote",
    "mon",
    "ma",
    "my",
    "et",
    "mais",
    "the",
    "and",
    "but",
    "i",
    "i'm",
    "we",
    "apres",
    "after",
    "fin",
    "end",
    "draw",
    "deck",
    "onze",
    "gagnant",
    "interdiction",
    "si",
    "if",
    "a",
    "au",
    "en",
    "on",
    "nous",
    "vous",
    "tu",
    "you",
    "he",
    "she",
    "they",
    "son",
    "sa",
    "donc",
    "so",
    "alors",
    "target",
    "goal",
    "me",
    "it",
    "that",
    "this",
    "ok",
    "bon",
    "what",
    "quel",
    "quelle",
    "avec",
    "sans",
    "with",
    "without",
    "total",
    "resultat",
    "result",
    "score",
    "carte",
    "cartes",
    "card",
    "cards",
    "mode",
    "variante",
    "bonus",
    "pour",
    "for",
    "puis",
    "then",
    "now",
    "maintenant",
    "oui",
    "non",
    "yes",
    "no",
    "salut",
    "bonjour",
    "hello",
    "hi",
    "ligne",
    "line",
    "tour",
    "turn",
    "partie",
    "game",
    "solo",
    "dilemme",
    "dilemma",
    "extension",
    "everyone",
    "everybody",
    "nobody",
    "personne",
    "tout",
    "chacun",
    "chacune",
    "each",
    "ils",
    "elles",
    "all",
    "ton",
    "ta",
    "tes",
    "mes",
    "ses",
    "notre",
    "votre",
    "leur",
    "your",
    "their",
    "our",
    "nouvel",
    "nouveau",
    "new",
    "ce",
    "cet",
    "dernier",
    "final",
    "meme",
    "same",
    "premier",
    "first",
    # possessive pronouns and other sentence openers that are no player: "Mine is 11 and I'm on 13"
    "mine",
    "yours",
    "hers",
    "ours",
    "theirs",
    "mien",
    "mienne",
    "tien",
    "tienne",
    "sien",
    "sienne",
    "those",
    "these",
    "ces",
    "cette",
    "ensuite",
    "aussi",
    "also",
    "too",
    "here",
    "ici",
    "there",
    "well",
    "perso",
    "actually",
    "sinon",
    "otherwise",
}
# A fact of the player's said with the verb left out, after an article or a comma: "Sarah un objectif de 11 et un résultat
# de 12", "Mia a target of 11", "Sarah, objectif 11, a 12", "Sam, result 12".
FACT_WORD = r"(?:objectif|objective|target|goal|r[ée]sultat|result|score|total)\b"
FACT_AFTER_NAME = rf"\s+(?:un|une|a|an|son|sa|his|her|the|le|l')\s*{FACT_WORD}|\s*,\s*(?:(?:un|une|a|an|son|sa|his|her|the|le|l')\s*)?{FACT_WORD}"
NAME = re.compile(
    r"\b([A-ZÀ-Ý][a-zà-ÿ]+)(?=\s*:|['’]s\b|\s+(?:a|à|est|has|is|at|avec|with|fait|termine|pour|for|vise|aims?|targets?|sont|are|ont|have|both|tous|toutes|each|chacun|chacune"
    r"|finit|fini|finished|finishes|ended|ends|ended up|got|scored|sits|landed|lands|reached|arrive|atterrit|tombe|obtient|totalise|kept|keeps|garde|conserve"
    r"|objectif|objective|target|goal|r[ée]sultat|result|score|total)\b"
    rf"|{FACT_AFTER_NAME}"
    r"|\s+(?:et|and)\s+(?:moi|me|I)\b|\s*:?\s*-?\d|\s+on\s+-?\d"
    # a relative clause saying the player's facts: "Bruno, dont l'objectif est passé à 14, est à 13", "Sam, whose target is 9"
    r"|\s*,\s*(?:dont|whose|qui|who)\b)"
)
PAIR = re.compile(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)\s+(?:et|and)\s+([A-ZÀ-Ý][a-zà-ÿ]+)\b")
NAME_AFTER_ME = re.compile(r"\b(?:[Mm]oi|[Mm]e|I)\s+(?:et|and)\s+([A-ZÀ-Ý][a-zà-ÿ]+)")
# A name typed in lower case ("leo a 12 pour 11, ines a 13") is read only where a clause opens on it and a
# result follows: "pioche a 12 cartes" or "ça fait 12" open on common words, which is_name() and NOT_NAMES reject.
LOWER_NAME = re.compile(
    r"(?:^|[.,;:!?]\s*|\b(?:et|and|mais|but|puis|then|alors|so|while|tandis que)\s+)([a-zà-ÿ]{2,})"
    r"(?=\s+(?:a|à|est(?: a| à)?|has|is(?: at| on)?|vise|aims? (?:for|at)|fait)\s+-?\d"
    r"|\s+(?:un|une|a|an|son|sa|his|her)\s+(?:objectif|objective|target|goal|r[ée]sultat|result|score)\b)"
)
NOT_LOWER_NAMES = {
    "mine",
    "hers",
    "his",
    "theirs",
    "yours",
    "sien",
    "sienne",
    "calcul",
    "somme",
    "addition",
    "compte",
    "sum",
    "count",
    "tally",
    "cela",
    "ceci",
    "celui",
    "celle",
    "which",
    "joueur",
    "player",
    "ligne",
    "main",
    "hand",
    "sont",
    "ont",
    "est",
    "etait",
    "sommes",
    "are",
    "were",
    "have",
    "has",
    "had",
    "was",
    "is",
    "got",
}
MODIFIERS = (
    r"(?:\b(?:un|une|a|an|mon|son|sa|the|his|her|my)\s+[+=-]\s*\d+)|=\s*\d+|\d+\s+(?:cartes?|chiffres?|cards?|numbers?|joueurs|players)"
    r"|\b(?:tous |toutes )?les [2-4]\b|\b(?:nous|vous) [2-4]\b"
)
BOTH = r"tous (?:les )?2|\bboth\b|nous 2|\bwe all\b|\btous\b"
EVERYONE = r"tout le monde|everyone|everybody|chacun|chacune|each player|chaque joueur"
SHARED_GOAL = (
    r"(?:on a|nous avons|we (?:all |both )?have|we've (?:all |both )?got)\s+(?:tous|toutes|all|both)?\s*(?:les\s+\d\s+)?"
    r"(?:un |une |an? )?(-?\d+)\s+(?:comme|pour|as|for)\s+(?:(?:notre|our)\s+)?(?:objectif|objective|target|goal)"
    r"|(?:\bon|\bnous|\bwe|\bboth|tous les 2)\s+(?:(?:tous|toutes|all|both|les|2|are)\s+)*(?:vise|visons|aim(?:s|ing)?|target)\s+"
    r"(?:for\s+|at\s+)?(?:(?:tous|toutes|all|both|les|2)\s+)*(-?\d+)"
    r"|(?:objectif|objective|target|goal)\s*(?:est |is |de |of |: )?(-?\d+)\s+(?:pour|for)\s+"
    r"(?:tout le monde|tous|chacun|les (?:2|deux)|everyone|everybody|all of us|all|both(?: of us)?|each)"
    rf"|(?:{EVERYONE})(?:'s)?\s+(?:a\s+|has\s+)?(?:un |une |an? )?(?:objectif|objective|target|goal)\s*(?:est |is |de |of |: |=\s*)?(-?\d+)"
    rf"|(?:{EVERYONE})\s+(?:vise|aims?\s+(?:for|at)|targets?)\s+(-?\d+)"
    rf"|(?:{EVERYONE})\s+(?:a|has)\s+(-?\d+)\s+(?:comme|pour|as|for)\s+(?:(?:son|sa|his|her|their)\s+)?(?:objectif|objective|target|goal)"
    rf"|(?:l')?(?:objectif|objective|target|goal)s?\s+(?:de |d'|of |for |pour )(?:{EVERYONE})\s*(?:est |is |are |: |=\s*)?(-?\d+)"
    r"|(?:tous |all |both )?(?:les |the |nos |our |leurs |their )?(?:2 )?(?:objectifs|objectives|targets|goals)\s+(?:sont|are)\s+(?:tous |toutes |all )?(?:a |at |de |of )?(-?\d+)"
)
# Said of the two players by name or pronoun: "Chloé et Dan ont tous les deux 11 comme objectif", "ils visent tous les deux 11",
# "Ana and Bo both have 11 as their target", "they both aim for 11". Read only when exactly two players are in the question.
BOTH_GOAL = (
    r"(?:\bont\s+(?:tous|toutes)|\bhave\s+both|\bboth\s+(?:have|got))\s+(?:les\s+2\s+)?(?:un |une |an? )?(-?\d+)\s+(?:comme|pour|as|for)\s+"
    r"(?:(?:leur|their)\s+)?(?:objectifs?|objectives?|targets?|goals?)"
    r"|\bboth (?:have|got)\s+(?:an? )?(?:objectif|objective|target|goal) (?:de |of )?(-?\d+)"
    r"|(?:\bvisent|\baim(?: for| at)?)\s+(?:tous|toutes|both)\s+(?:les\s+2\s+)?(?:for\s+|at\s+)?(-?\d+)"
    r"|\bboth aim (?:for|at)\s+(-?\d+)"
    r"|\b(?:both|tous (?:les )?2|toutes (?:les )?2|each)\s+(?:with|avec)\s+(?:un |une |an? )?(-?\d+)\s+(?:comme|pour|as|for)\s+"
    r"(?:(?:leur|their|son|sa|his|her)\s+)?(?:objectifs?|objectives?|targets?|goals?)"
)
SHARED_RESULT = (
    r"\b(?:both|all|tous (?:les )?2|toutes (?:les )?2)\s+(?:have|are|got|ont|sont|finished|ended(?: up)?|scored|landed|finissent|terminent)"
    r"\s+(?:a\s+|at\s+|on\s+|with\s+)?(-?\d+)\b"
    r"(?!\s*(?:comme|as|pour|for)\s+(?:notre |our |their |leur |l')?(?:objectif|objective|target|goal))|"
    r"\b(?:on a|on est|nous avons|nous sommes|sont|ont|we (?:both |all )?(?:have|are|got)|we're|are|have)\s+(?:tous|toutes|both|all)\s*"
    r"(?:les\s+[2-4]\s+)?(?:a\s+|at\s+|on\s+)?(-?\d+)\b(?!\s*(?:comme|as|pour|for)\s+(?:notre |our |l')?(?:objectif|objective|target|goal))|"
    # "Hugo et Inès ont chacun 12", "they each have 12", "both have 12 each", "sont chacun à 12"
    r"\b(?:ont|sont|on a|on est|have|are|got|scored|finished(?: on)?|each (?:have|has|got|scored|finished(?: on)?))\s+"
    r"(?:(?:chacun|chacune|each)\s+)?(?:a\s+|at\s+|on\s+|with\s+)?(-?\d+)\s+(?:chacun|chacune|each)\b"
    r"(?!\s*(?:comme|as|pour|for)\s+(?:son |sa |notre |our |their |his |her |l')?(?:objectif|objective|target|goal))"
    r"|\b(?:ont|sont|on a|on est|have|are|got|scored|finished(?: on)?)\s+(?:chacun|chacune|each)\s+(?:a\s+|at\s+|on\s+|with\s+)?(-?\d+)\b"
    r"(?!\s*(?:comme|as|pour|for)\s+(?:son |sa |notre |our |their |his |her |l')?(?:objectif|objective|target|goal))"
    r"|\beach (?:have|has|got|scored|finished(?: on)?)\s+(?:a\s+|at\s+|on\s+)?(-?\d+)\b"
    r"(?!\s*(?:comme|as|pour|for)\s+(?:son |sa |notre |our |their |his |her |l')?(?:objectif|objective|target|goal))"
)


def fold_word(word: str) -> str:
    return "".join(
        c for c in unicodedata.normalize("NFKD", word.lower()) if not unicodedata.combining(c)
    )


def player_names(question: str) -> list[str]:
    """Capitalised words in a name position that are not common words ("Paul et Léa sont…": both), and lower-case
    words opening a clause before a result ("leo a 12, ines a 13": Leo, Ines)."""
    found = [m[1] for m in NAME.finditer(question)] + [
        m[1] for m in NAME_AFTER_ME.finditer(question)
    ]
    found += [
        m[1].capitalize()
        for m in LOWER_NAME.finditer(question)
        if is_name(fold_word(m[1])) and fold_word(m[1]) not in NOT_LOWER_NAMES
    ]
    names = [name for name in found if fold_word(name) not in NOT_NAMES]
    names += [
        m[1] for m in PAIR.finditer(question) if m[2] in names and fold_word(m[1]) not in NOT_NAMES
    ]
    return list(dict.fromkeys(names))


def unread_names(question: str) -> list[str]:
    """Capitalised words inside a sentence that are neither common words nor read as players."""
    names = player_names(question)
    inside = re.finditer(r"(?<![.?!:]\s)(?<!^)\b([A-ZÀ-Ý][a-zà-ÿ]+)\b", question.strip())
    return [m[1] for m in inside if m[1] not in names and fold_word(m[1]) not in NOT_NAMES]


def _references(question: str, text: str) -> list[tuple[int, str]] | None:
    refs = [(m.start(), "toi") for m in re.finditer(ME, text)]
    opponents = [(m.start(), m[0]) for m in re.finditer(OPPONENT, text)]
    named = player_names(question)
    for name in named:
        refs += [(m.start(), name) for m in re.finditer(rf"\b{re.escape(fold_word(name))}\b", text)]
    if not (named and opponents):
        return sorted(refs + [(start, "l'adversaire") for start, _ in opponents])
    if any(re.search(r"autre|adversaire|opponent|other", said) for _, said in opponents):
        return None  # "l'autre" / "mon adversaire" next to named players: whose is it?
    said = sorted(refs)
    for start, _ in opponents:  # "Léa vise 11 et elle est à 10": Léa
        before = [who for pos, who in said if pos < start]
        if len(named) == 1:
            refs.append((start, named[0]))
        elif before and before[-1] in named:
            refs.append((start, before[-1]))
        else:
            return None
    return sorted(refs)


DISTANCE = (
    r"\b(?:a|at|is)\s+(\d+)\s+(?:points?\s+)?(?:de|d'|from)\s+(?:(?:leur|leurs|son|sa|mon|ma|notre|nos|votre|their|his|her|my|our|the|l')\s*)?"
    r"(?:objectifs?|objectives?|targets?|goals?)\b"
    r"|\b(\d+)\s+(?:points?\s+)?(?:away from|off|short of|from)\s+(?:(?:their|his|her|my|our|the)\s+)?(?:objectives?|targets?|goals?)\b"
    r"|\b(?:un |an? )?(?:ecart|gap|distance)\s+(?:de |of |: )?(\d+)"
)
SHARED_CLAIM = r"\b(?:tous|toutes|both|all|chacun|chacune|each|ils|elles|they|we|we're|on|nous|les 2|les deux)\b"


def read_players(
    question: str,
    text: str,
    objective_pattern: str,
    goal_modifier: Callable[[str], tuple[int | None, str]] | None = None,
) -> list[Line] | None:
    """Each player's Line (result, objective); None when a player's numbers are unclear.

    "l'objectif d'Ana est 11", "the target of Ben is 7" are read as Ana's / Ben's objective.
    A distance said ("ils sont tous les deux à 1 de leur objectif", "I'm 2 away from my target")
    is no result: it is checked against the results read, and a distance that does not match
    leaves the reading unsure. goal_modifier reads a card beside "=11" in a player's piece
    (its signed value, and the piece without it): that player's objective is 11 ± the card.
    """
    named = [re.escape(fold_word(name)) for name in player_names(question)]
    text, shared_pair = _distributed(text, named)
    if named:  # "l'objectif d'Ana est 11": Ana's objective, said before her name
        text = re.sub(
            rf"\b(?:l')?(?:objectif|objective|target|goal)\s+(?:de |d'|of |for |pour )({'|'.join(named)})\b",
            lambda m: f"{m[1]} objectif",
            text,
        )
    text = _ellipsis(text, named)
    common, said = shared_objective(text, objective_pattern), text
    text = re.sub(SHARED_GOAL, lambda m: " " * len(m[0]), text)  # said for all: no one's piece
    both = re.search(BOTH_GOAL, text)
    if both:  # "Chloé et Dan ont tous les deux 11 comme objectif": the two players' objective
        if re.search(SHARED_GOAL, said):
            return None
        common = int(next(g for g in both.groups() if g))
        text = text[: both.start()] + " " * len(both[0]) + text[both.end() :]
    claims = [
        (
            m.start(),
            int(next(g for g in m.groups() if g)),
            bool(re.search(SHARED_CLAIM, re.split(r"[.,;:?]", text[: m.start()])[-1])),
        )
        for m in re.finditer(DISTANCE, text)
    ]
    text = re.sub(DISTANCE, lambda m: " " * len(m[0]), text)
    tied = re.search(SHARED_RESULT, text)
    if tied:
        text = text[: tied.start()] + " " * len(tied[0]) + text[tied.end() :]
    shared = int(next(g for g in tied.groups() if g)) if tied else None
    refs = _references(question, text)
    if refs is None or unread_names(question):
        return None  # a player whose numbers cannot be told apart, or a name not read as a player
    if refs:
        before = re.sub(MODIFIERS, " ", text[: refs[0][0]])
        goal = re.search(objective_pattern, before)
        if goal and not re.search(r"\d", _blanked(objective_pattern, before)):
            common = int(
                next(g for g in goal.groups() if g)
            )  # "Objectif 11. Moi 9, Léa 12": said before anyone, for all
        elif re.search(r"\d", before):
            return None  # a number said before any player: whose is it?
    trailing = _trailing_goal(text, refs, objective_pattern)
    if (
        trailing is not None
    ):  # "Max is at 10 and Zoe at 12, both with a target of 11": everyone's objective
        everyones, span = trailing
        text = text[: span[0]] + " " * (span[1] - span[0]) + text[span[1] :]
        if any(
            int(next(g for g in m.groups() if g)) != everyones
            for m in re.finditer(objective_pattern, text)
        ):
            return None  # another objective said for one player: is the last one everyone's or the last player's?
        common = everyones
    pieces: dict[str, str] = {}
    for i, (start, who) in enumerate(refs):
        end = next((s for s, w in refs[i + 1 :] if w != who), len(text))
        if i and refs[i - 1][1] == who:
            continue
        pieces[who] = pieces.get(who, "") + " " + text[start:end]
    if len(pieces) < 2 and shared is not None and re.search(BOTH, said) and not claims:
        rest = re.sub(MODIFIERS, " ", re.sub(objective_pattern, " ", text))
        if not re.search(r"\d", rest):  # "on est tous les deux à 10": two players, same result
            return [
                Line(plus=(shared,), objective=common, name="toi"),
                Line(plus=(shared,), objective=common, name="l'adversaire"),
            ]
    covered = _covered(refs, tied, text)
    drafted = [
        _line(who, piece, objective_pattern, common, shared, goal_modifier, who in covered)
        for who, piece in pieces.items()
    ]
    lines = [line for line in drafted if line is not None]
    if len(lines) < 2 or len(lines) != len(drafted) or (both or shared_pair) and len(lines) != 2:
        return None
    return lines if _distances_agree(claims, refs, lines) else None


EACH = r"(?:(?:tous|toutes) (?:les )?2|tous deux|toutes deux|\bboth\b|\bchacune?\b|\beach\b|\bpareil\b|the same\b)"
SHARE_VERB = (
    r"(?:(?:on|nous)\s+(?:a|est|avons|sommes)|we(?:'re| are| have|'ve got)|ont|sont|have|are|got|have got|'ve got|finissent"
    r"|terminent|finished|ended(?: up)?|vise|visent|aim)"
)
FACTS_END = r"[.,;:?!]|$"


def _distributed(text: str, named: list[str]) -> tuple[str, bool]:
    """Facts said once of two players, with "tous les deux / chacun / both / each": "Inès et Jules ont tous les deux un
    objectif de 11 et un résultat de 10" → "ines ont un objectif de 11 et un resultat de 10 ; jules ont un objectif de 11 et
    un resultat de 10": each player's piece then holds every fact (True is returned when
    an objective is among them: then read only with these two players, another one's objective not being said). The subject is two players ("Inès et Jules", "moi et
    Léa", "both Ana and Bo") or "ils / elles / they" when exactly two players are named; the facts run to the clause's end
    and must name no other player (else the text is left as it is, and read, or not, as before)."""
    players = "|".join([*named, "moi", "me", "i"])
    subject = rf"(?:\bboth\s+)?\b(?P<a>{players})\s*,?\s*(?:et|and|&)\s+(?P<b>{players})\b"
    if len(named) == 2:
        subject += r"|\b(?P<they>ils|elles|they)\b"
    shape = rf"(?:{subject})\s*,?\s*(?P<pre>{EACH})?\s*,?\s*(?P<verb>{SHARE_VERB})?\s*(?P<post>{EACH})?\s*,?\s*(?P<facts>[^.,;:?!]*?\d[^.,;:?!]*?)(?={FACTS_END})"
    found = re.search(shape, text)
    if found is None or not (found["pre"] or found["post"] or re.match(r"\s*both\b", found[0])):
        return text, False
    a, b = (found["a"], found["b"]) if not found.groupdict().get("they") else (named[0], named[1])
    facts = found["facts"]
    if re.search(
        r"\bn'|\bne\b|\bpas\b|\bplus\b|\bnot\b|n't\b|\bnever\b|\bjamais\b|\bsauf\b|\bexcept|\bmais\b|\bbut\b",
        found[0],
    ):
        return (
            text,
            False,
        )  # "n'ont pas tous les deux…", "…, sauf que…": not the same facts for both
    if (
        a == b
        or re.search(rf"\b(?:{players})\b|{ME}|{OPPONENT}", facts)
        or re.search(rf"\b{EACH}", facts)
    ):
        return (
            text,
            False,
        )  # another player in the facts ("… 10 et moi 12"): whose is what is not this shape
    verb = found["verb"] or ""
    goal = bool(re.search(r"objecti|target|goal|\bvis|\baim", facts + verb))
    return (
        f"{text[: found.start()]}{a} {verb} {facts} ; {b} {verb} {facts}{text[found.end() :]}",
        goal,
    )


GOAL_NOUN = r"\b(?:objectif|objective|target|goal)s?\b"
RESULT_NOUN = r"\b(?:resultat|result|score|total)s?\b"


def _ellipsis(text: str, named: list[str]) -> str:
    """ "mon objectif est 11 et celui de Jules 9", "my target is 11 and Jules's is 9": the noun left out is the last fact
    noun said before (objective or result), written back in ("Jules objectif 9"); with none before, left as it is."""

    def noun_back(found: re.Match[str]) -> str:
        nouns = [(m.end(), "objectif") for m in re.finditer(GOAL_NOUN, text[: found.start()])]
        nouns += [(m.end(), "resultat") for m in re.finditer(RESULT_NOUN, text[: found.start()])]
        return f"{found['who']} {max(nouns)[1]} " if nouns else found[0]

    text = re.sub(
        r"\b(?:(?P<who>mine)\s+(?:is\b|:|=)|(?P<le>le mien|la mienne)(?:\s+(?:est|c'est|:))?)(?=\s*-?\d)",
        lambda m: mine_back(m, noun_back),
        text,
    )  # "mine is 11 too", "le mien est 11": the asker's
    if not named:
        return text
    names = "|".join(named)
    text = re.sub(
        rf"\b(?:celui|celle) (?:de |d')(?P<who>{names})\b(?:\s+(?:est|c'est|:))?", noun_back, text
    )
    return re.sub(rf"\b(?P<who>{names})'s\s+(?:is\b|:|=)(?=\s*-?\d)", noun_back, text)


def mine_back(found: re.Match[str], noun_back: Callable[[re.Match[str]], str]) -> str:
    """ "mine is 11" → "mon objectif 11" (or "mon resultat 11"), the noun being the last one said before; with none, as it is."""
    back = noun_back(found)
    if back == found[0]:
        return back
    return "mon " + back.split(" ", 1)[1]


# A clause after the last player's own clause that says an objective and names no one: everyone's ("…, Zoé à 14, both with
# a target of 13", "…, ils visent 13", "…, même objectif : 13"), unless a singular pronoun makes it the last player's.
CLAUSE_OPENER = r"[.,;:]|\b(?:et|and)\s+(?=(?:tous|toutes|both|ils|elles|they|each|chacun|chacune|leurs?|their|le meme|the same)\b)"
GOAL_AFTER = r"(-?\d+)\s+(?:comme|as|pour|for)\s+(?:(?:leur|leurs|their|notre|our|son|sa|his|her)\s+)?(?:objectifs?|objectives?|targets?|goals?)\b"
SINGULAR = r"\b(?:il|elle|he|she|his|her|son|sa|lui|him)\b"
PLURAL = r"\b(?:tous|toutes|both|ils|elles|they|each|chacun|chacune|leurs?|their|meme|same|everyone|everybody|tout le monde|all)\b"


def _trailing_goal(
    text: str, refs: list[tuple[int, str]], objective_pattern: str
) -> tuple[int, tuple[int, int]] | None:
    """The objective said after every player, in a clause of its own, and its span; None when there is none."""
    if len({who for _, who in refs}) < 2:
        return None
    digits = [m.start() for m in re.finditer(r"\d", text)]
    last = max(
        (pos for pos, _ in refs if digits and pos < digits[-1]), default=None
    )  # not "j'ai gagné ?" after the facts
    if last is None:
        return None
    opener = re.search(CLAUSE_OPENER, text[last:])
    if opener is None:
        return None
    start = last + opener.start()
    end = (
        next(
            (m.start() + 1 for m in re.finditer(r"[.?!](?!\d)", text[start + 1 :])),
            len(text) - start,
        )
        + start
    )
    clause = text[start:end]
    pattern = rf"(?:{objective_pattern})|{GOAL_AFTER}"
    goals = list(re.finditer(pattern, clause))
    if (
        len(goals) != 1
        or re.search(SINGULAR, clause)
        or re.search(r"\d", _blanked(MODIFIERS, _blanked(pattern, clause)))
    ):
        return None  # no objective there, another number, or "…, elle vise 13": the last player's
    found = goals[0]
    outside = text[: start + found.start()] + text[start + found.end() :]
    sentence = max(text.rfind(c, 0, start) for c in ".;?!") + 1
    alone = len({who for pos, who in refs if sentence <= pos < start}) == 1
    if alone and not re.search(PLURAL, clause) and re.search(objective_pattern, outside):
        return None  # "Rémi, objectif 9, est à 10. Moi j'ai 12, objectif 11": in a sentence of the last player's own, others having theirs
    return int(next(g for g in found.groups() if g)), (start + found.start(), start + found.end())


def _blanked(pattern: str, text: str) -> str:
    return re.sub(pattern, lambda m: " " * len(m[0]), text)


def _distances_agree(
    claims: list[tuple[int, int, bool]], refs: list[tuple[int, str]], lines: list[Line]
) -> bool:
    """Each distance said matches: a shared one every player's, another one its speaker's."""
    distance = {line.name: line.distance() for line in lines}
    for start, value, shared in claims:
        owner = [who for pos, who in refs if pos < start]
        if shared:
            if set(distance.values()) != {value}:
                return False
        elif not owner or distance.get(owner[-1]) != value:
            return False
    return True


def shared_objective(text: str, objective_pattern: str) -> int:
    """The objective said once for everyone ("on a tous 11 comme objectif"), else 11."""
    said = re.search(SHARED_GOAL, text)
    if said:
        return int(next(g for g in said.groups() if g))
    shared = re.search(
        rf"(?:we both|both of us|we all|tous (?:les )?(?:deux|2)|nous (?:avons|deux)|on a tous|chacun)[^.;?]*?(?:{objective_pattern})",
        text,
    )
    return int(next(g for g in shared.groups() if g)) if shared else 11


def _covered(refs: list[tuple[int, str]], tied: re.Match[str] | None, text: str) -> set[str]:
    """The players a result said for several covers: those referred to in its clause before it ("Inès et Hugo ont
    chacun 10, et moi 13": Inès, Hugo), or every player when none is ("on est tous les deux à 10")."""
    if tied is None:
        return set()
    clause_start = max(text.rfind(c, 0, tied.start()) for c in ".;:?!,") + 1
    subjects = {who for pos, who in refs if clause_start <= pos < tied.start()}
    return subjects or {who for _, who in refs}


def _line(
    who: str,
    piece: str,
    objective_pattern: str,
    common: int,
    shared: int | None,
    goal_modifier: Callable[[str], tuple[int | None, str]] | None,
    covered: bool = False,
) -> Line | None:
    objectives = [
        int(next(g for g in m.groups() if g)) for m in re.finditer(objective_pattern, piece)
    ]
    rest = _blanked(objective_pattern, piece)
    if goal_modifier is not None:  # "il a un 4 avec le + à droite de son =11": objective 15
        delta, rest = goal_modifier(rest)
        if delta is None or (delta and any(goal != 11 + delta for goal in objectives)):
            return None  # the card's sign not said, or an objective said that the card contradicts
        if delta:
            objectives = [11 + delta]
    rest = re.sub(MODIFIERS, " ", rest)
    if re.search(ON_GOAL, piece):
        return None  # "I'm exactly on my target of 11 plus 2": a distance said (read_distances' work) and a number besides
    results = [int(n) for n in re.findall(r"(?<![\w+=-])-?\d+(?![\w])", rest)]
    if covered and results:
        return None  # "on a tous les deux 10, … et Jules 9": the result said for Jules too and another one: which holds?
    if not results and shared is not None:
        results = [shared]
    if len(results) != 1 or len(set(objectives)) > 1:
        return None
    return Line(plus=(results[0],), objective=objectives[0] if objectives else common, name=who)


POSSESSIVE = r"(?:(?:mon|ma|son|sa|leur|leurs|notre|my|his|her|their|our|its|the|l')\s*)?"
GOAL_WORD = r"(?:objectifs?|objectives?|targets?|goals?)"
OWN_GOAL = r"(?:siens?|siennes?|leurs?|miens?|miennes?|theirs|his|hers|mine)\b"
VALUES = r"\d+(?:\s*(?:,|et|and|&)\s*\d+)*"
ON_GOAL = (
    rf"\b(?:pile|exactement|juste|exactly|right|spot)\s+(?:sur |a |on |at |de |egal a |equal to |to )?{POSSESSIVE}{GOAL_WORD}"
    r"(?:\s+(?:de|of|:)\s*-?\d+)?"  # "exactly on my target of 11": the target's value says nothing of the distance
    rf"|\b(?:egal|equal|equals|matches|=)\s+(?:a |to )?{POSSESSIVE}{GOAL_WORD}"
    rf"|\b(?:atteint|reached|hit|met|rempli)\s+{POSSESSIVE}{GOAL_WORD}|\bon target\b"
)
AWAY = (
    rf"\b{VALUES}\s+(?:points?\s+)?(?:away|off|short)\b(?:\s+(?:from|of)\s+(?:{POSSESSIVE}{GOAL_WORD}|{OWN_GOAL}))?"
    rf"|\b(?:a|at)\s+{VALUES}\s+(?:points?\s+)?(?:de|d'|du|des|from)\s*(?:{POSSESSIVE}{GOAL_WORD}|{OWN_GOAL})"
    rf"|\b{VALUES}\s+(?:points?\s+)?(?:from|off)\s+(?:{POSSESSIVE}{GOAL_WORD}|{OWN_GOAL})"
    rf"|\b(?:ecart|gap|distance)s?\s+(?:de |of |: |=\s*)?{VALUES}"
    rf"|\b{VALUES}\s+(?:points?\s+)?(?:au-dessus|au dessus|en dessous|en-dessous|over|under|above|below)\s+(?:de |du |d')?{POSSESSIVE}{GOAL_WORD}"
)
GROUP = (
    r"\b(?:les|the|mes|my|tous les|all the|(both)(?: of)?(?: the| my)?)\s+(?:(\d)\s+)?"
    r"(?:autres(?: joueurs)?|others|other (?:players|(\d))|adversaires|opponents)\b|\beveryone else\b"
)
OTHERS = "les autres"


def read_distances(
    question: str,
    text: str,
    objective_pattern: str,
    goal_modifier: Callable[[str], tuple[int | None, str]] | None = None,
) -> tuple[dict[str, int], tuple[int, ...]] | None:
    """Each player's distance to their objective when it is said as one, and those of players not named.

    "my result is exactly my target" (0), "je suis à 1 de mon objectif", "Tom is 3 away from his", "les autres sont
    à 2 et 3 de leur objectif", "the others are 2 and 3 away from theirs" (a group: distances of players not named,
    as many as "les 2 autres" says; one distance said for the group is each one's, "les autres" being two at least).
    A distance belongs to the last player referred to in its clause, else to the asker when it says "mon / my"; a
    possessive of someone else must not be the asker's. A player given a result instead is read as read_players()
    does, but only with an objective said (theirs, or one for everyone): "Tom à 3" next to distances may be one.
    None when any number, player or name is left unread.
    """
    said = list(re.finditer(rf"{ON_GOAL}|{AWAY}", text))
    if not said or unread_names(question):
        return None
    blank = text
    for found in said:
        blank = blank[: found.start()] + " " * len(found[0]) + blank[found.end() :]
    groups = list(re.finditer(GROUP, blank))
    if len(groups) > 1:
        return None
    blank = _blanked(GROUP, blank)  # "les 2 autres": the group's size is no one's result
    goal_said = re.search(SHARED_GOAL, blank)
    common = shared_objective(blank, objective_pattern)
    blank = _blanked(SHARED_GOAL, blank)
    refs = _references(question, blank)
    if refs is None:
        return None
    refs = sorted(refs + [(group.start(), OTHERS) for group in groups])
    distances: dict[str, int] = {}
    others: list[int] = []
    for found in said:
        clause_start = max(text.rfind(c, 0, found.start()) for c in ".;:?!,") + 1
        owners = [who for pos, who in refs if clause_start <= pos < found.start()]
        mine = re.search(r"\b(?:mon|ma|my|miens?|miennes?|mine)\b", found[0])
        theirs = re.search(
            r"\b(?:son|sa|his|her|hers|siens?|siennes?|leurs?|their|theirs)\b", found[0]
        )
        who = owners[-1] if owners else "toi" if mine else None
        on_goal = re.fullmatch(
            ON_GOAL, found[0]
        )  # "exactly on my target of 11": 0, the 11 being the target
        values = [0] if on_goal else [int(n) for n in re.findall(r"\d+", found[0])] or [0]
        if who is None or (mine and who != "toi") or (theirs and who == "toi"):
            return None
        if who == OTHERS:
            others += values
        elif who in distances or len(values) != 1:
            return None
        else:
            distances[who] = values[0]
    if groups:
        size = next(("2" if g == "both" else g for g in groups[0].groups() if g), None)
        if (
            len(others) == 1
        ):  # "both others are 1 away", "les autres sont à 2 du leur": each of them (two at least)
            others *= int(size) if size is not None else 2
        if not others or (size is not None and int(size) != len(others)):
            return None
    if refs and re.search(r"\d", blank[: refs[0][0]]) or not refs and re.search(r"\d", blank):
        return None  # a number said before any player: whose is it?
    pieces: dict[str, str] = {}
    for i, (start, who) in enumerate(refs):
        end = refs[i + 1][0] if i + 1 < len(refs) else len(blank)
        pieces[who] = pieces.get(who, "") + " " + blank[start:end]
    for who, piece in pieces.items():
        if who in distances or who == OTHERS:
            if re.search(r"\d", piece):
                return None  # a distance and another number for the same player
            continue
        line = _line(who, piece, objective_pattern, common, None, goal_modifier)
        if line is None or not (
            goal_said or re.search(objective_pattern, piece) or re.search(r"=\s*11", piece)
        ):
            return None  # "Tom à 3" among distances: a result or a distance? only an objective said tells
        distances[who] = line.distance()
    if (
        any(name not in distances for name in player_names(question))
        or len(distances) + len(others) < 2
    ):
        return None
    return distances, tuple(others)
