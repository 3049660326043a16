"""A question cut into folded word tokens that keep their place in the original text.

Folding keeps the text's length (one character in, one out), so every span read on
the folded text is also a span of the question as typed: a name keeps its capital,
an answer can quote what was read.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import re2

# Words, digits glued to letters ("3e", "4th"), the signs a score may carry, a blank drawn with
# underscores ("5 11 16 _"), read as the word "blank", and a pictogram written in signs ("/=").
_TOKEN = re2.compile(r"[a-z0-9œæ]+|/=|[+\-−]|_+")
# Clause ends: punctuation a player puts between two facts.
_CLAUSE_END = frozenset(",;.!?()")  # not ":": "Couleur demandée : bleu" is one fact
_VOWELS = frozenset("aeiouyh")  # "jh" is no "je h" either


@lru_cache(maxsize=4096)
def _fold_char(char: str) -> str:
    plain = unicodedata.normalize("NFKD", char)[:1].lower()[:1]
    return plain or char


def fold_same_length(text: str) -> str:
    """Lower-case, accents stripped, one character per character: "Été" -> "ete"."""
    return "".join(_fold_char(c) for c in text)


@dataclass(frozen=True)
class Token:
    text: str  # folded: "securite"
    start: int  # span in the question (and in the folded text)
    end: int
    clause: int  # index of the clause it stands in (clauses end at , ; : . ! ? and brackets)
    capital: bool  # written with a capital in the question: a name, or a sentence's first word
    sentence_start: bool  # first word of a sentence
    # like clause, but ":" ends a phrase too (a negation stops there: "je n'ai aucun vert : je
    # peux…")
    phrase: int = 0


@lru_cache(maxsize=2)
def _chat(table: str = "chat") -> dict[str, tuple[str, ...]]:
    import tomllib
    from pathlib import Path

    data = tomllib.loads(Path(__file__).with_name("cues.toml").read_text(encoding="utf-8"))
    return {short: tuple(long.split()) for short, long in data.get(table, {}).items()}


def _hyphen(folded: str, start: int, end: int) -> bool:
    """A dash joining two words ("reste-t-il"), or one glued to a word: no sign. A dash before a
    digit ("-2") or standing alone ("côté - un 3", "le −") is one."""
    after = folded[end : end + 1]
    before = folded[start - 1 : start] if start else ""
    return not after.isdigit() and (after.isalnum() or before.isalnum())


def _spelled_out(
    said: str, following: str, chat: dict[str, tuple[str, ...]], english: bool
) -> tuple[str, ...]:
    """The words a token stands for. A chat spelling is read as its words, unless the word after
    it already is the next of them ("c est" is no "c" for "c'est"). In French, a "j" glued to a
    consonant is "je" ("jchoisis", "jmets", "jpioche"): no French word starts that way."""
    words = chat.get(said)
    if words is not None:
        return (said,) if len(words) > 1 and following == words[1] else words
    if (
        not english
        and len(said) > 2
        and said[0] == "j"
        and said[1].isalpha()
        and said[1] not in _VOWELS
    ):
        return ("je", said[1:])
    return (said,)


def tokenize(question: str, english: bool = False) -> tuple[str, tuple[Token, ...]]:
    """The folded text and its tokens, clauses and sentence starts marked; a chat spelling
    ("jai", "ya", "secu") becomes the words it stands for, each with the chat word's span
    (`english`: the English ones that are French words too, "dont", as well)."""
    chat = _chat() | _chat("chat_english") if english else _chat()
    folded = fold_same_length(question.replace("’", "'"))
    tokens: list[Token] = []
    clause, phrase, last_end, new_sentence = 0, 0, 0, True
    matches = list(_TOKEN.finditer(folded))
    for n, match in enumerate(matches):
        start, end = match.span()
        if match.group() in "-−" and _hyphen(folded, start, end):
            continue  # a hyphen ("reste-t-il", "est-ce"), not a sign ("côté -", "-2")
        between = folded[last_end:start]
        if tokens and any(c in _CLAUSE_END for c in between):
            clause += 1
            new_sentence = any(c in ".!?" for c in between)
        if tokens and any(c in _CLAUSE_END or c == ":" for c in between):
            phrase += 1
        capital = question[start : start + 1].isupper()
        said = "blank" if match.group().startswith("_") else match.group()
        following = matches[n + 1].group() if n + 1 < len(matches) else ""
        for k, word in enumerate(_spelled_out(said, following, chat, english)):
            tokens.append(
                Token(word, start, end, clause, capital and k == 0, new_sentence and k == 0, phrase)
            )
        new_sentence, last_end = False, end
    return folded, tuple(tokens)
