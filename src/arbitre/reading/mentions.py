"""What a question mentions, each with its span: numbers, ordinals, players, negation
scopes, modality, the answer asked for and positions. The words are data (cues.toml)."""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from text_to_num import text2num

from arbitre.reading.phrases import Match, PhraseTable
from arbitre.reading.tokens import Token
from arbitre.textnorm import ENGLISH_WORDS, FRENCH_WORDS, STOPWORDS

CUES = Path(__file__).with_name("cues.toml")
_ENGLISH = ENGLISH_WORDS
_FRENCH = FRENCH_WORDS | {"j", "ai"}  # chat "jai" read as two words


@dataclass(frozen=True)
class Mention:
    kind: str  # number, ordinal, negation, modality, answer, player, name, position, time
    # 3; "must"; "who"; "me"; "Zoé"; "row"; for a negation, the token index its scope ends at
    value: int | str
    first: int  # token indices, end excluded
    last: int
    weak: bool = False  # "un", "une", "one": a count only when something binds it


@dataclass(frozen=True)
class Cues:
    number_words: frozenset[str]
    joiners: frozenset[str]
    weak: frozenset[str]
    ordinals: dict[str, int]
    ordinal_suffixes: tuple[str, ...]
    negation: frozenset[str]
    contractions: frozenset[str]
    tables: dict[str, PhraseTable]  # modality, answer, players, positions
    common: frozenset[str]
    name_verbs: frozenset[str]  # "leo a 12": a lower-case name before one of these and a number


@lru_cache(maxsize=1)
def cue_data() -> dict:
    """cues.toml as read, once for every module of the reader that takes its words from it."""
    return tomllib.loads(CUES.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def cues() -> Cues:
    data = cue_data()
    n = data["numbers"]
    ordinals = {  # one line per language, in rank order; "second/seconde/deuxieme": one rank
        word: rank
        for line in n["ordinals"].splitlines()
        for rank, words in enumerate(line.split(), start=1)
        for word in words.split("/")
    }
    tables = {
        name: PhraseTable.from_sections(data[name])
        for name in ("modality", "answer", "players", "positions", "time")
    }
    every_cue = {w for name in tables for w in _words_of(data[name])}
    return Cues(
        frozenset(n["words"].split()),
        frozenset(n["joiners"].split()),
        frozenset(n["weak"].split()),
        ordinals,
        tuple(n["ordinal_suffixes"].split()),
        frozenset(data["negation"]["words"].split()),
        frozenset(data["negation"]["contractions"].split()),
        tables,
        frozenset(data["common"]["words"].split()) | every_cue | STOPWORDS,
        frozenset(data["names"]["verbs"].split()),
    )


def _words_of(section: dict) -> set[str]:
    return {w for value in section.values() for phrase in value.split() for w in phrase.split("_")}


def find_mentions(question: str, tokens: Sequence[Token]) -> tuple[list[Mention], str]:
    """The mentions of a question and its language ("fr" / "en")."""
    c = cues()
    words = [t.text for t in tokens]
    found = _numbers(question, tokens, c) + _negations(words, tokens, c)
    tables = (("modality", "modality"), ("player", "players"), ("position", "positions"))
    for kind, table in (*tables, ("time", "time")):
        found += [
            Mention(kind, m.label, m.first, m.last)
            for m in c.tables[table].find(words)
            if not (kind == "player" and _impersonal(words, m.first))
        ]
    found += _answer(words, tokens, c, question)
    found += _names(question, tokens, c)
    found = _either_player(_first_alternative(found, words, tokens), words)
    return sorted(found, key=lambda m: (m.first, m.kind)), _language(question, words)


def _either_player(found: list[Mention], words: list[str]) -> list[Mention]:
    """A yes-no question offering two players ("c'est à moi ou à elle ?", "me or Nina?") asks
    who: a "oui" would answer nothing. The first player stands right before "ou", the other
    right after it (past one preposition)."""
    alternative = next((m for m in found if m.kind == "alternative"), None)
    answer = next((m for m in found if m.kind == "answer"), None)
    if alternative is None or answer is None or answer.value != "yes_no":
        return found
    at = alternative.first
    players = {m.first: m for m in found if m.kind in ("player", "name")}
    before = players.get(at - 1)
    after = players.get(at + 1) or players.get(at + 2)
    if before is None or after is None or words[before.first] == words[after.first]:
        return found
    who = Mention("answer", "who", answer.first, answer.last)
    return [who if m is answer else m for m in found]


@lru_cache(maxsize=1)
def _alternative_words() -> tuple[frozenset[str], frozenset[str]]:
    data = cue_data()["alternative"]
    return frozenset(data["words"].split()), frozenset(data["not_after"].split())


def _first_alternative(
    found: list[Mention], words: list[str], tokens: Sequence[Token]
) -> list[Mention]:
    """An "alternative" mention where the asked sentence offers a second alternative ("je peux
    poser n'importe quelle carte ou je dois suivre ?", "réussi ou raté ?"); the modality said
    after it is the alternative's, not the question's. "ou pas", and "ou" between two numbers
    ("2 ou 3 plis"), offer none."""
    ors, not_after = _alternative_words()
    # the asked sentence: the one of the answer mention (of the last "?"), else the last one
    start = next((m.first for m in found if m.kind == "answer"), None)
    if start is None:
        start = max((i for i, t in enumerate(tokens) if t.sentence_start), default=0)
    end = next((i for i in range(start + 1, len(tokens)) if tokens[i].sentence_start), len(words))
    numbers = {m.first for m in found if m.kind == "number"} | {
        m.last - 1 for m in found if m.kind == "number"
    }
    at = next(
        (
            i
            for i in range(start + 1, min(end, len(words) - 1))
            if words[i] in ors
            and words[i + 1] not in not_after
            and not (i - 1 in numbers and i + 1 in numbers)
        ),
        None,
    )
    if at is None:
        return found
    kept = [m for m in found if not (m.kind == "modality" and at < m.first < end)]
    return [*kept, Mention("alternative", "or", at, at + 1)]


IMPERSONAL_AFTER = frozenset(["me", "m", "y", "faut", "reste", "restait", "manque", "semble"])


def _impersonal(words: list[str], i: int) -> bool:
    """ "il me reste du rouge", "il y a", "il faut": no player."""
    return words[i] == "il" and words[i + 1 : i + 2] != [] and words[i + 1] in IMPERSONAL_AFTER


def _language(question: str, words: list[str]) -> str:
    english = sum(w in _ENGLISH for w in words)
    french = sum(w in _FRENCH for w in words) + 2 * any(
        ch in "éèêàùçôîœ" for ch in question.lower()
    )
    return "en" if english > french else "fr"


def _numbers(question: str, tokens: Sequence[Token], c: Cues) -> list[Mention]:
    """Digits ("12", "-5"), number words ("vingt et un", "twenty one") and ordinals ("3e",
    "fourth")."""
    found, i = [], 0
    while i < len(tokens):
        word = tokens[i].text
        if word.isdigit():
            sign = tokens[i - 1] if i > 0 else None
            negative = (
                sign is not None
                and sign.text in "-−"
                and sign.end == tokens[i].start
                # "18-18", "12-12": a dash glued between two numbers joins them, it is no minus sign
                and not (i > 1 and tokens[i - 2].text.isdigit() and tokens[i - 2].end == sign.start)
            )
            found.append(Mention("number", -int(word) if negative else int(word), i, i + 1))
        elif word[:-1].isdigit() and word.endswith("s"):  # "two 7s", "my 9s": a numeral's plural
            found.append(Mention("number", int(word[:-1]), i, i + 1))
        elif (ordinal := _ordinal(word, c)) is not None:
            found.append(
                Mention("ordinal", ordinal, i, i + 1, weak=not word[0].isdigit())
            )  # "first": a rank as often as a place
        elif word in c.number_words:
            j = _number_run(tokens, i, c)
            value = _words_value([t.text for t in tokens[i:j]])
            if value is None:
                i += 1
                continue
            found.append(Mention("number", value, i, j, weak=j == i + 1 and word in c.weak))
            i = j
            continue
        i += 1
    return found


def _number_run(tokens: Sequence[Token], i: int, c: Cues) -> int:
    """The end of the number said from token i: "vingt et un" is one number, "deux et un" two."""
    j = i + 1
    while j < len(tokens) and (tokens[j].text in c.number_words or tokens[j].text in c.joiners):
        j += 1
    while j > i + 1 and (
        tokens[j - 1].text in c.joiners or _words_value([t.text for t in tokens[i:j]]) is None
    ):
        j -= 1
    return j


def _words_value(words: list[str]) -> int | None:
    if words in (["none"], ["zero"]):
        return 0
    for lang in ("fr", "en"):
        try:
            return text2num(" ".join(words), lang)
        except ValueError:
            continue
    return None


def _ordinal(word: str, c: Cues) -> int | None:
    if word in c.ordinals:
        return c.ordinals[word]
    digits = word.rstrip("abcdefghijklmnopqrstuvwxyz")
    if digits.isdigit() and word[len(digits) :] in c.ordinal_suffixes:
        return int(digits)
    return None


def _negations(words: list[str], tokens: Sequence[Token], c: Cues) -> list[Mention]:
    """A negation word opens a scope to the end of its clause; "ne ... que" restricts, it does not
    deny."""
    found = []
    for i, word in enumerate(words):
        contracted = word == "t" and i > 0 and words[i - 1] in c.contractions
        if word not in c.negation and not contracted:
            continue
        if word == "n" and words[i + 1 : i + 2] == ["importe"]:
            continue  # "n'importe quelle carte"
        if word in ("pas", "non", "not") and i > 0 and words[i - 1] in ("ou", "or"):
            continue  # "réussi ou pas ?": the question's two sides, no negation
        if (
            word in ("ne", "n")
            and "que" in words[i + 1 : i + 4]
            and not {"pas", "plus"} & set(words[i + 1 : i + 3])
        ):
            continue  # "je n'ai que du rouge"
        clause_start = i == 0 or tokens[i - 1].clause != tokens[i].clause
        if word == "plus" and not (
            {"ne", "n"} & set(words[max(0, i - 3) : i]) or _plus_de(words, i, clause_start)
        ):
            continue  # "un pli de plus", "plus haut": no negation
        end = i + 1
        while end < len(tokens) and tokens[end].phrase == tokens[i].phrase:
            end += 1
        found.append(Mention("negation", _condition_end(words, tokens, i, end), i, i + 1))
    return found


CONDITIONS = frozenset(["si", "s", "quand", "lorsque", "if", "when"])
SUBJECTS = frozenset(
    ["je", "j", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "i", "you"]
)


def _condition_end(words: list[str], tokens: Sequence[Token], i: int, end: int) -> int:
    """A negation in a condition ends where the main clause begins, at its subject, when no comma
    marks it: "si j'ai plus de rouge je peux jouer du bleu ?" does not deny "je peux"."""
    start = i
    while start > 0 and tokens[start - 1].phrase == tokens[i].phrase:
        start -= 1
    if not CONDITIONS & set(words[start:i]):
        return end
    after = (
        k for k in range(i + 1, end) if words[k] in SUBJECTS and words[k - 1] not in ("que", "qu")
    )
    return next(after, end)


def _plus_de(words: list[str], i: int, clause_start: bool) -> bool:
    """ "j'ai plus de rouge" (chat for "je n'ai plus de rouge"): "plus de" right after a verb of
    holding."""
    holding = clause_start or words[i - 1] in (
        "ai",
        "a",
        "as",
        "avons",
        "avez",
        "ont",
        "y",
        "reste",
    )
    after = words[i + 1 : i + 2]
    # "j'en ai plus," (nothing after): none left; "plus une seule carte bleue": not one left
    return holding and (
        after in (["de"], ["d"], ["aucun"], ["aucune"], ["un"], ["une"], ["du"])
        or not after
        or words[i - 1 : i] in (["ai"], ["a"])
        and words[i - 2 : i - 1] == ["en"]
    )


def _answer(
    words: list[str], tokens: Sequence[Token], c: Cues, question: str = ""
) -> list[Mention]:
    """What is asked, read in the sentence of the last "?" (else the last sentence): how many,
    who, which, else yes-no."""
    if not tokens:
        return []
    mark = question.rfind("?")
    hits = [m for m in c.tables["answer"].find(words) if _asks(m, words, tokens)]
    heads = [m.first for m in hits if m.label != "yes_no" and mark < 0]  # no "?": "qui gagne !"
    asked_at = max((i for i, t in enumerate(tokens) if t.end <= mark), default=len(tokens) - 1)
    asked_at = heads[-1] if heads else asked_at
    last_start = max(
        (i for i, t in enumerate(tokens) if t.sentence_start and i <= asked_at), default=0
    )
    asked = [m for m in hits if m.first >= last_start]
    for kind in ("how_many", "who", "which", "yes_no"):
        hit = next((m for m in asked if m.label == kind), None)
        if kind == "which" and hit is not None and _embedded(hit, words, tokens, c):
            continue  # "does it matter what colour a clover is?": a yes or no on a "what" inside
        where = _where(question, tokens, last_start, asked_at) if kind == "yes_no" else None
        if where is not None:
            return [Mention("answer", "where", where, where + 1)]
        if hit is not None:  # a yes-no asked in words ("est-ce que", "do I") keeps its span
            return [Mention("answer", kind, hit.first, hit.last)]
    return [Mention("answer", "yes_no", last_start, last_start)]


def _where(question: str, tokens: Sequence[Token], first: int, last: int) -> int | None:
    """ "où" or "where" opening the asked sentence or closing it ("il va où ?", "where does it
    go?"): a place asked, no yes or no. "ou" without its accent is "or"."""
    for i in (first, last):
        if 0 <= i < len(tokens) and question[tokens[i].start : tokens[i].end].lower() in (
            "où",
            "where",
        ):
            return i
    return None


def _embedded(hit: Match, words: list[str], tokens: Sequence[Token], c: Cues) -> bool:
    """Whether a "what" / "which" stands inside a clause a yes-no word opens ("does it matter what
    colour…", "can I choose which…")."""
    clause = tokens[hit.first].clause
    head = next(i for i in range(hit.first + 1) if tokens[i].clause == clause)
    return head < hit.first and any(
        m.label == "yes_no" and m.first == head for m in c.tables["answer"].find(words)
    )


# Words after which "qui" opens the question: prepositions, "c'est", and the chat's discourse
# particles ("bon bah qui gagne ?", "du coup qui a gagné ?", "ok qui commence ?").
ASKS_AFTER = frozenset(
    "a de pour par est c alors donc et bon bah ben coup ok bref enfin puis ensuite".split()  # noqa: SIM905
)


def _asks(m: Match, words: list[str], tokens: Sequence[Token]) -> bool:
    """ "qui" asks only at a clause's head ("qui gagne ?", "à qui", "c'est qui"), not as a relative
    ("moi qui gagne")."""
    if m.label != "who" or words[m.first] not in ("qui",):
        return m.label != "which" or words[m.first + 1 : m.first + 2] != ["if"]
    before = words[m.first - 1] if m.first > 0 else ""
    head = (
        m.first == 0
        or tokens[m.first - 1].phrase != tokens[m.first].phrase  # a clause, or after ":"
        or tokens[m.first].sentence_start
    )
    return head or before in ASKS_AFTER


def _names(question: str, tokens: Sequence[Token], c: Cues) -> list[Mention]:
    """Capitalised words that are no common word, and names typed in lower case where a clause
    opens on them before a verb and a number ("leo a 12"), with every other time that word is
    said ("avec lea, … lea gagne … et lea a 4": one player); a lower-case name is weak (the
    intents model does not count it). The players named, spelt as written."""

    def nameable(t: Token) -> bool:
        return (
            len(t.text) >= 2
            and t.text.isalpha()
            and t.text not in c.common
            and t.text not in c.number_words
            and t.text not in c.ordinals
        )

    lower = {t.text for i, t in enumerate(tokens) if nameable(t) and _lower_name_at(tokens, i, c)}
    return [
        Mention("name", question[t.start : t.end], i, i + 1, weak=not t.capital)
        for i, t in enumerate(tokens)
        if (t.capital or t.text in lower) and nameable(t)
    ]


def _lower_name_at(tokens: Sequence[Token], i: int, c: Cues) -> bool:
    """A word opening a clause (or after "et" / "and"), then a verb of `name_verbs`, then digits."""
    opens = (
        i == 0 or tokens[i - 1].clause != tokens[i].clause or tokens[i - 1].text in ("et", "and")
    )
    after = [t.text for t in tokens[i + 1 : i + 4]]
    if len(after) > 2 and after[1] in ("a", "at", "on"):
        del after[1]  # "tom est à 12", "max is at 9"
    if opens and len(after) >= 2 and after[0] in c.name_verbs and after[1].isdigit():
        return True
    return _listed_beside_me(tokens, i, opens)


SELF = frozenset(("moi", "me", "i"))
SELF_AND = frozenset(("et", "and"))


def _listed_beside_me(tokens: Sequence[Token], i: int, opens: bool) -> bool:
    """A word said where the asker is said in the same way: "lea et moi", "me and tom", or
    opening a clause on a number as the asker's clause does ("moi 3, sara 3, nico 5")."""
    words = [t.text for t in tokens]
    if opens and words[i + 1 : i + 3] in (["et", "moi"], ["and", "me"], ["and", "i"]):
        return True  # "lea et moi …", not "Hugo une seule et moi trois"
    if i >= 2 and words[i - 1] in SELF_AND and words[i - 2] in SELF and _opens(tokens, i - 2):
        return True
    if not (opens and i + 1 < len(tokens) and words[i + 1].isdigit()):
        return False
    sentence = _sentences(tuple(tokens))
    return any(
        words[k] in SELF
        and k + 1 < len(tokens)
        and words[k + 1].isdigit()
        and (k == 0 or tokens[k - 1].phrase != tokens[k].phrase)  # "ouverture : moi 3"
        and sentence[k] == sentence[i]
        for k in range(len(tokens))
        if k != i
    )


def _opens(tokens: Sequence[Token], i: int) -> bool:
    return i == 0 or tokens[i - 1].clause != tokens[i].clause


@lru_cache(maxsize=64)
def _sentences(tokens: tuple[Token, ...]) -> tuple[int, ...]:
    """Each token's sentence number, counted once per question (not once per word asked about)."""
    out, n = [], 0
    for k, t in enumerate(tokens):
        n += k > 0 and t.sentence_start
        out.append(n)
    return tuple(out)
