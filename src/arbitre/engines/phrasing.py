"""Shared text helpers for the engines' question readers (French and English).

- fold(): lower case, no accents, apostrophes/hyphens as spaces, number words as digits;
- has(), numbers(), asks_how(): word-bounded cues, whole numbers, open questions;
- ordinal(): "1re", "2e", "troisième", "second", "4th" → 1, 2, 3, 2, 4;
- clauses(), owner(), side_numbers(): who ("me" / "opponent") states which number;
- named_numbers(): "Paul a 2 cases vides, Léa 4 et Marc 3 aussi" → [("paul", 2), ...];
- spell_counts(): counts of one or none written in words, as digits ("moi une seule", "aucune case vide");
- leading_name(): the player a clause opens on, "Lucas 20 boutons" → "lucas";
- player_names(), is_name(): every other player a question names ("celui de Zoé", "Tom's token",
  "Paul et moi"), and whether a word can be a name at all;
- respell(): names in an answer written back with the question's accents ("Lea" → "Léa");
- negated(): whether a cue is denied ("personne n'a défaussé", "nobody has discarded").
Each engine may pass its own opponent pattern: in Patchwork "il est" names the other
pawn, while in Lucky Numbers "il me reste" is about the player.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Literal

_NUMBER_WORDS = {
    "dix sept": 17,
    "dix huit": 18,
    "dix neuf": 19,
    "zero": 0,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "dix": 10,
    "onze": 11,
    "douze": 12,
    "treize": 13,
    "quatorze": 14,
    "quinze": 15,
    "seize": 16,
    "vingt": 20,
    "trente": 30,
    "quarante": 40,
    "cinquante": 50,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
}
_WORD_RE = re.compile(
    r"(?<!les )(?<!the )\b(" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")\b"
)
_TENS = {
    "vingt": 20,
    "trente": 30,
    "quarante": 40,
    "cinquante": 50,
    "soixante": 60,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
}
_UNITS = {
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}
_COMPOUND_RE = re.compile(
    r"\b(" + "|".join(_TENS) + r")(?: et (un|une)\b| (" + "|".join(_UNITS) + r")\b)"
)


def _compound(match: re.Match[str]) -> str:
    """ "trente deux" → 32, "vingt et un" → 21, "thirty one" → 31."""
    unit = 1 if match.group(2) else _UNITS[match.group(3)]
    return str(_TENS[match.group(1)] + unit)


ORDINAL_WORDS = {
    "premiere": 1,
    "premier": 1,
    "first": 1,
    "deuxieme": 2,
    "seconde": 2,
    "second": 2,
    "troisieme": 3,
    "third": 3,
    "quatrieme": 4,
    "fourth": 4,
    "cinquieme": 5,
    "fifth": 5,
    "sixieme": 6,
    "sixth": 6,
}
ORDINAL = r"(?:\d+(?:e|er|ere|re|eme|ieme|nd|nde|st|rd|th)|" + "|".join(ORDINAL_WORDS) + r")\b"


def fold(text: str) -> str:
    """Lower case, no accents, apostrophes and hyphens as spaces, number words as digits."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"['’`\-–—]", " ", text)
    text = re.sub(r"\s+", " ", text).strip()
    text = _COMPOUND_RE.sub(_compound, text)
    return _WORD_RE.sub(lambda m: str(_NUMBER_WORDS[m.group(1)]), text)


def has(text: str, pattern: str) -> bool:
    """Whether a word-bounded pattern occurs in folded text."""
    return re.search(rf"\b(?:{pattern})", text) is not None


def numbers(text: str) -> list[int]:
    """Every whole number written in the text (ordinals like "2e" are not numbers)."""
    return [int(n) for n in re.findall(r"(?<![\w.])\d+(?![\w])", text)]


def ordinal(token: str) -> int | None:
    """The rank an ordinal token names: "3e" → 3, "premiere" → 1; None if it is not one."""
    if token in ORDINAL_WORDS:
        return ORDINAL_WORDS[token]
    match = re.fullmatch(r"(\d+)(?:e|er|ere|re|eme|ieme|nd|nde|st|rd|th)", token)
    return int(match.group(1)) if match else None


ASKS_HOW = (
    r"^(?:comment|pourquoi|c est quoi|qu est ce|quel(?:le)?s?|a quoi|quand|que faire"
    r"|que se passe|que peut on|explique|how|why|what is|what are|what s|what happens|when|which|explain)\b"
)


def asks_how(text: str) -> bool:
    """An open "how / why / what" question rather than a yes/no or numeric one."""
    return re.search(ASKS_HOW, text) is not None


_AUXILIARY = (
    r"(?:can|could|do|does|did|is|am|are|was|were|may|must|should|will|would|have|has|shall)\b"
)
# An English wh-word asks when it opens its clause ("so who wins?", "in which order?"); after a noun
# it is a relative ("the one who calls NUM DRAFT", "the clover which I drew").
_WH_EN = (
    r"\s*(?:(?:and|so|then|but|ok|okay|well|now|anyway|in|on|at|to|for|from|with|of|by|after|before)\s+)*"
    r"(?:who(?:se|m)?|what|which)\b"
)
_HOW_MANY_EN = r"\bhow (?:many|much)\b"
_OPEN_FR = (
    r"\bcombien\b|\bquoi\b(?<!\bou quoi)"  # "ça me fait quoi comme score ?"; "ou quoi ?" is a tag
)
_WHICH_FR = r"\bquel(?:le)?s?\b|\blequel|\blaquelle|\blesquel"
# "j'ai le droit de choisir sur quelle ligne je joue ?" asks yes or no all the same.
_YES_NO_FR = (
    r"\b(?:est ce qu|j ai le droit|ai je le droit|on a le droit|a t on le droit|je peux|puis je|peut on|on peut"
    r"|je dois|dois je|faut il|il faut|on doit|doit on|tu peux|peux tu|il peut|elle peut|peut il|peut elle)\b"
)
_WHO_FR = r"(?:^|[.?!,:;]\s*|\b(?:c est a|c est|a|alors|du coup|donc|et|mais|bon|ok)\s+)qui\b"


def asked_sentence(text: str) -> str:
    """The sentence that asks: the last one holding a question mark, else the last one."""
    parts = [p for p in re.split(r"(?<=[.!?:])\s+", text.strip()) if p.strip()]
    return ([p for p in parts if "?" in p] or parts or [""])[-1]


def asks_open(question: str) -> bool:
    """Whether the question sentence asks who, what, which or how many rather than
    yes or no: "qui joue ?", "c'est à qui ?", "combien ?", "who takes the next turn?".
    "can I play any card?", "je peux poser n'importe quelle carte ?" ask yes or no."""
    text = fold(asked_sentence(question))
    text = re.sub(
        r"\bn ?importe (?:quel\w*|lequel|laquelle|qui|quoi|combien|ou)\b|\bquel\w* que\b|\bno matter (?:what|which|who)\b",
        " ",
        text,
    )
    for clause in re.split(r"[,;:]|\b(?=(?:and|so|then|but) )", text):
        if (
            re.match(_WH_EN, clause)
            or re.search(_HOW_MANY_EN, clause)
            and not re.match(r"\s*" + _AUXILIARY, clause)
        ):
            return True
    which = re.search(_WHICH_FR, text)
    if which and not re.search(_YES_NO_FR, text[: which.start()]):
        return True
    return bool(re.search(_OPEN_FR, text) or re.search(_WHO_FR, text))


# A yes / no question: what a name or a what-answer never answers.
_NOT_YES_NO = (
    r"\b(?:qui|who|whom|whose|lequel|laquelle|which|quel|quelle|combien|how many|how much|what|where|quand|when"
    r"|ou (?:je|j|est|sont|va|vont|part|partent|vais|on|il|elle|ca)|a quel endroit)\b"
    r"|\b(?:ou|or)\b(?! (?:pas|not)\b)"
)  # "am I Maître or Grand Maître?" asks which one
_YES_NO_CUES = (
    r"\b(?:peux|peut|puis|pouvons|dois|doit|devons|ai je le droit|est ce que|est ce qu|can|could|may|must|should|am i|is it"
    r"|do i|does|did i|allowed|le droit|possible|autorise|oblige|obligee|force|forced|have to|has to)\b"
)
_WON_ASKED = (
    r"\b(?:j ai|ai je|je|tu|il a|elle a|a t il|a t elle|[a-z]+ a)\s+(?:gagne|perdu|perd|perds|l emporte|remporte)\b"
    r"|\b(?:did|do|does|have|has|will) \w+ (?:win|won|lose|lost)\b|\b(?:i|you|he|she) (?:win|won|lose|lost)\b|\bam i the winner"
)
# "est-ce que c'est Paul qui joue ?", "is it Anna who plays?": a name asked to be confirmed
_IS_IT_X_WHO = (
    r"\b(?:c est|est ce|is it) (?:bien |donc |alors )?"
    r"(?:(?!a\b|au\b|de\b|du\b|pour\b|for\b|to\b|up\b|qui\b|who\b)\w+ ){1,2}?(?:qui|who)\b"
)


def asks_yes_no(question: str) -> bool:
    """Whether the question sentence asks yes or no ("j'ai gagné ?", "est-ce que c'est Paul qui joue ?",
    "did I win?", "je peux acheter la D ?"), with no who, what, where or how many in it."""
    text = fold(asked_sentence(question))
    asked = re.sub(_IS_IT_X_WHO, " ", text)
    return not re.search(_NOT_YES_NO, asked) and bool(
        asked != text or re.search(_WON_ASKED, text) or re.search(_YES_NO_CUES, text)
    )


def clauses(text: str) -> list[str]:
    """Pieces of a sentence that usually carry one fact each."""
    return [
        c.strip()
        for c in re.split(r"[,;:.?!]| et | and | mais | but | contre | vs ", text)
        if c.strip()
    ]


ME = r"\b(?:je|j|moi|mon|ma|mes|me|i|i m|my|mine)\b"
OPPONENT = (
    r"\b(?:l autre|autre|adversaire|adverse|opponent|lui|elle|il en|elle en|son|sa|ses|sien|sienne"
    r"|his|her|hers|he|she|they|them|their|the other|other player|voisin|voisine)\b"
)


def owner(clause: str, opponent: str = OPPONENT) -> Literal["me", "opponent"] | None:
    """Whose fact a clause states: "opponent" wins over "me" ("mon adversaire a 3")."""
    if re.search(opponent, clause):
        return "opponent"
    if re.search(ME, clause):
        return "me"
    return None


def side_numbers(text: str, unit: str = "", opponent: str = OPPONENT) -> dict[str, int]:
    """Numbers attributed to "me" and "opponent", one per clause; a lone unowned one fills the gap."""
    found: dict[str, int] = {}
    loose: list[int] = []
    for clause in clauses(text):
        match = re.search(rf"(?<![\w.])(\d+)(?![\w])\s*{unit}", clause) if unit else None
        match = match or re.search(r"(?<![\w.])(\d+)(?![\w])", clause)
        if match is None:
            continue
        side = owner(clause, opponent)
        if side is None or side in found:
            loose.append(int(match.group(1)))
        else:
            found[side] = int(match.group(1))
    for unsaid in ("me", "opponent"):
        if unsaid not in found and len(found) == 1 and len(loose) == 1:
            found[unsaid] = loose.pop()
    return found


_NOT_NAMES = {
    "je",
    "j",
    "moi",
    "me",
    "i",
    "il",
    "elle",
    "lui",
    "on",
    "nous",
    "vous",
    "ils",
    "elles",
    "tu",
    "toi",
    "he",
    "she",
    "they",
    "we",
    "you",
    "it",
    "mon",
    "ma",
    "son",
    "sa",
    "le",
    "la",
    "les",
    "un",
    "une",
    "the",
    "a",
    "an",
    "avec",
    "with",
    "plus",
    "encore",
    "y",
    "en",
    "fin",
    "partie",
    "pioche",
    "pile",
    "deck",
    "draw",
    "et",
    "and",
    "puis",
    "then",
    "reste",
    "il y",
    "qui",
    "who",
    "score",
    "total",
    "chacun",
    "each",
    "adversaire",
    "opponent",
    "aucun",
    "aucune",
    "pas",
    "sans",
    "no",
    "not",
    "ne",
    "n",
    "chaque",
    "every",
    "any",
    "derniere",
    "dernier",
    "premiere",
    "premier",
    "last",
    "first",
    "meme",
    "same",
    "cette",
    "ce",
    "this",
    "that",
    "sur",
    "at",
    "de",
    "du",
    "des",
    "d",
    "ou",
    "or",
    "si",
    "if",
    "quelle",
    "quel",
    "which",
    "what",
    "s",
    "mais",
    "but",
    "alors",
    "so",
    "ok",
    "oui",
    "non",
    "yes",
    "is",
    "am",
    "are",
    "est",
    "suis",
    "c",
    "ca",
    "there",
    "here",
    "now",
    "maintenant",
    "tous",
    "both",
    "all",
    "moves",
    "move",
    "avance",
    "advance",
    "advanced",
    "arrive",
    "arrived",
    "landed",
    "just",
    "vient",
    "viens",
    "comment",
    "quand",
    "pourquoi",
    "combien",
    "how",
    "when",
    "why",
    "where",
    "does",
    "do",
    "did",
    "can",
    "could",
    "genre",
    "like",
    "personne",
    "nobody",
    "someone",
    "quelqu",
    "everyone",
    "tout",
    "le monde",
    "ensuite",
    "apres",
    "next",
    "enfin",
    "finally",
    "aussi",
    "also",
    "juste",
    "deja",
    "already",
    "toujours",
    "haut",
    "bas",
    "gauche",
    "droite",
    "left",
    "right",
    "top",
    "bottom",
    "milieu",
    "middle",
    "vide",
    "vides",
    "libre",
    "libres",
    "empty",
    "free",
    "rien",
    "nothing",
    # verbs a clause can open on before "a" or a number ("Got a yellow 6 in one of my rows", "drew a 7")
    "got",
    "get",
    "gets",
    "have",
    "has",
    "had",
    "drew",
    "drawn",
    "put",
    "played",
    "play",
    "took",
    "take",
    "placed",
    "place",
    "hold",
    "holds",
    "need",
    "want",
    "pose",
    "joue",
    "prends",
    "pris",
    "mets",
    "ai",
    "as",
    "avais",
}


_NOT_NAME_NOUNS = {
    "total",
    "boutons",
    "buttons",
    "cases",
    "case",
    "squares",
    "square",
    "space",
    "tuile",
    "tile",
    "bonus",
    "points",
    "pts",
    "chrono",
    "tour",
    "turn",
    "jeu",
    "game",
    "manche",
    "round",
    "couverture",
    "quilt",
    "plateau",
    "board",
    "piece",
    "patch",
    "pion",
    "token",
    "pawn",
    "egalite",
    "tie",
    "donc",
    "soit",
    "sinon",
    "vs",
    "contre",
    "mode",
    "decompte",
    "resultat",
    "jardin",
    "garden",
    "grille",
    "grid",
    "trefle",
    "clover",
    "ligne",
    "rangee",
    "colonne",
    "row",
    "column",
    "line",
}


def is_name(word: str) -> bool:
    """Whether a folded word can be a player's name (not a pronoun, article or game noun)."""
    return (
        len(word) >= 2
        and word not in _NOT_NAMES | _NOT_NAME_NOUNS
        and re.fullmatch(f"{ME}|{OPPONENT}|him", word) is None
    )


def leading_name(clause: str) -> str | None:
    """The player a clause opens on: "lucas 20 boutons", "camille est arrivée", "zoé case 9", "sam has 3" → the name."""
    match = re.match(
        r"([a-z]{2,})\s+(?:\d|(?:a|avait|est|etait|s est|has|had|is|was|got|reached|arrived|finit|finished|ended"
        r"|avec|with|il|elle|lui|still|sur|on|at|case|square|space|just|vient|moved|landed|went|came|avance|tombe|atterrit)\b)",
        clause,
    )
    if match is None or not is_name(match.group(1)):
        return None
    return match.group(1)


_NAMED = (  # a player named after words that introduce one
    r"\b(?:celui|celle) (?:de |d )([a-z]{2,})\b"  # "celui de Zoé"
    r"|\b([a-z]{2,}) s (?:time )?(?:pawn|token|marker|square|space|spot|turn|score)\b"  # "Tom's token"
    r"|\b(?:case|square|space|pion|jeton) (?:de |d )([a-z]{2,})\b"  # "la case de Julie"
    r"|\b(?:meme case|same (?:space|square|spot)|egalite|tied?|meme score|same score|(?:score|points) que)(?: \w+){0,3}? "
    r"(?:que|qu|as|avec|with) ([a-z]{2,})\b"  # "la même case que Hugo", "tied with Sam"
    r"|\b([a-z]{2,}) (?:et|and) (?:moi|me|i)\b|\b(?:moi|me) (?:et|and) ([a-z]{2,})\b"  # "Paul et moi"
    r"|\b(?:c est|it s|it was|c etait) ([a-z]{2,}) (?:qui|who)\b"  # "c'est Max qui a fini"
)


def player_names(text: str) -> list[str]:
    """The other players named in a question, in order of appearance, each once."""
    found = [(m.start(), next(g for g in m.groups() if g)) for m in re.finditer(_NAMED, text)]
    offset = 0
    for clause in clauses(text):
        offset = text.find(clause, offset)
        found.append((offset, leading_name(clause)))
    names: list[str] = []
    for _, name in sorted(found, key=lambda pair: pair[0]):
        if name is not None and is_name(name) and name not in names:
            names.append(name)
    return names


_ASKER = {"moi", "me", "i", "j"}
_HOLDS = (  # "paul a 2", "paul il lui reste 2", "moi il m en reste 3", "sam still has 2", "i ve got 1", "j ai 3"
    r"(?:a|has|had|avec|with|en a|j en ai|i have|have|a encore|still has|still had|ai|ve got|got|have got|en ai"
    r"|(?:(?:il|elle) )?(?:lui|m|me) (?:en )?rest(?:e|ait)|(?:il|elle) (?:en )?(?:a|avait) encore)"
)


def named_numbers(
    text: str, unit: str = "", me_label: str | None = None
) -> list[tuple[str, int]] | None:
    """Numbers stated by named players, "paul a 2 cases vides, lea 4 et marc 3", in order.

    Each clause holding a number must start with the name: "du coup paul a 2" is not read.
    With `me_label`, the asker's own clause ("moi 3", "moi j en ai 3", "j ai 3", "i ve got 1") is kept under that label.

    None when a clause holds a number that is not clearly one named player's (not sure).
    """
    found: list[tuple[str, int]] = []
    for clause in clauses(text):
        if not numbers(clause):
            continue
        match = re.fullmatch(
            rf"([a-z]+)\s+(?:{_HOLDS}\s+)?(\d+)(?:\s*(?:{unit}))?(?:\s+(?:aussi|too|also|egalement|as well))?",
            clause,
        )
        if match is None or len(numbers(clause)) != 1:
            return None
        name = match.group(1)
        if me_label is not None and name in _ASKER:
            name = me_label
        elif name in _NOT_NAMES:
            return None
        found.append((name, int(match.group(2))))
    names = [name for name, _ in found]
    return found if len(set(names)) == len(names) else None


_ONE_WORDS = r"une seule|un seul|plus qu une|qu une|seulement une|juste une|a single|only one|just one|one single"
_HOLDER = (
    r"moi|me|toi|i|j en ai|j ai|i have|i ve got|i got|i had|have|has|had|il m en reste|il me reste|il m en restait"
    r"|il me restait|m en reste|en a|en avait|a|avec|with"
)
_CLAUSE_END = r"(?=\s*(?:[,.;:?!)]|$|\b(?:et|and|mais|but|aussi|too|also)\b))"


def spell_counts(text: str, unit: str) -> str:
    """Counts of one or none written in words, as digits, where they count `unit` (a pattern).

    "une seule case vide", "with one empty square", "moi une seule", "et moi une." → 1;
    "aucune case vide", "no empty squares", "moi aucune" → 0. An article counts only before
    the unit ("une case vide"), a bare "une" / "aucune" only after its holder ("moi une"),
    so "the last one" or "une autre manche" stay words.
    """
    text = re.sub(
        rf"\b(?:{_ONE_WORDS})\b(?=\s+(?:{unit}))|\b(?:{_ONE_WORDS})\b{_CLAUSE_END}", "1", text
    )
    text = re.sub(rf"\b(?:une|un|one|an)\b(?=\s+(?:{unit}))", "1", text)
    text = re.sub(
        rf"(?<![\w.])(\d+) (?:seule?s?|seulement|only|single)(?=\s+(?:{unit}))", r"\1", text
    )  # "1 seule case vide"
    text = re.sub(rf"\b(?:aucune|aucun|zero|none|no|pas de)\b(?=\s+(?:{unit}))", "0", text)
    text = re.sub(
        rf"\b({_HOLDER})\s+(?:juste |seulement |only |just )?(?:une|one)\b{_CLAUSE_END}",
        r"\1 1",
        text,
    )
    return re.sub(rf"\b({_HOLDER})\s+(?:aucune|aucun|none|zero)\b{_CLAUSE_END}", r"\1 0", text)


_NEGATION = (
    r"\b(?:personne|aucun|aucune|rien|jamais|pas encore|pas|ne|n|sans|nobody|no one|noone|none|nothing|never"
    r"|not|no|without|hasn t|haven t|hadn t|isn t|wasn t|didn t|don t|doesn t|n t)\b"
)


def negated(text: str, pattern: str, window: int = 4) -> bool:
    """Whether the first occurrence of a cue is denied by a negation within `window` words before it,
    in its own clause ("il m'arrange pas, je peux le jeter ?" does not deny "jeter")."""
    match = re.search(rf"\b(?:{pattern})", text)
    if match is None:
        return False
    before = re.split(r"[,;:.?!]", text[: match.start()])[-1].split()[-window:]
    return re.search(_NEGATION, " ".join(before)) is not None


def respell(answer: str, original: str) -> str:
    """Capitalised words of `answer` written back as in the question: "Lea" → "Léa"."""
    spelled = {fold(word): word for word in re.findall(r"[^\W\d_]+", original)}

    def back(match: re.Match[str]) -> str:
        word = match.group(0)
        if not word[:1].isupper() or word.lower() not in spelled:
            return word
        back_word = spelled[word.lower()]
        return back_word[:1].upper() + back_word[1:]

    return re.sub(r"[^\W\d_]+", back, answer)
