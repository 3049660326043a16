"""Text normalisation shared by the indexer and the query side.

Accent folding, tokenising, French stemming and sentence splitting are
defined here once, so an index and the questions asked of it always agree.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_WORD = re.compile(r"[a-z0-9]+(?:=[0-9]+)?|=[0-9]+|[+\-±]")
_PAGE_REF = re.compile(r"\(p\.\s*([0-9]+(?:\s*[-–]\s*[0-9]+)?)\)")
# A sentence ends at . ? ! or ; followed by a space and an upper-case letter, a digit,
# a quote or a parenthesis; "p. 3" and "etc." are not ends.
_SENTENCE_END = re.compile(r"(?<!\bp\.)(?<=[.?!])\s+(?=[«\"(A-ZÀ-Ý0-9])")

# French and English function words: they carry no rule meaning.
STOPWORDS = frozenset(
    [
        "a",
        "au",
        "aux",
        "avec",
        "ce",
        "ces",
        "cet",
        "cette",
        "c",
        "ca",
        "d",
        "dans",
        "de",
        "des",
        "du",
        "elle",
        "elles",
        "en",
        "et",
        "est",
        "etre",
        "il",
        "ils",
        "j",
        "je",
        "l",
        "la",
        "le",
        "les",
        "leur",
        "leurs",
        "lui",
        "m",
        "ma",
        "me",
        "mes",
        "moi",
        "mon",
        "n",
        "ne",
        "nos",
        "notre",
        "nous",
        "on",
        "ou",
        "par",
        "pas",
        "pour",
        "qu",
        "que",
        "qui",
        "s",
        "sa",
        "se",
        "ses",
        "si",
        "son",
        "sur",
        "t",
        "ta",
        "te",
        "tes",
        "toi",
        "ton",
        "tu",
        "un",
        "une",
        "vos",
        "votre",
        "vous",
        "y",
        "quoi",
        "quel",
        "quelle",
        "quels",
        "quelles",
        "comment",
        "combien",
        "est-ce",
        "ai",
        "as",
        "avons",
        "avez",
        "ont",
        "fait",
        "faut",
        "peut",
        "peux",
        "peuvent",
        "puis-je",
        "dois",
        "doit",
        "the",
        "an",
        "of",
        "to",
        "in",
        "on",
        "is",
        "are",
        "be",
        "can",
        "do",
        "does",
        "i",
        "my",
        "you",
        "your",
        "what",
        "how",
        "when",
        "who",
        "which",
        "it",
        "at",
        "for",
        "with",
        "if",
        "or",
        "and",
        "this",
        "that",
        "there",
    ]
)


def fold(text: str) -> str:
    """Lower-case and strip accents: "Règle à l'Été" -> "regle a l'ete"."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def collapse_spaces(text: str) -> str:
    """One space between words, none at the ends."""
    return " ".join(text.split())


@lru_cache(maxsize=1)
def _stemmer():
    import Stemmer  # PyStemmer: Snowball's French stemmer

    return Stemmer.Stemmer("french")


def words(text: str) -> list[str]:
    """The folded word tokens of a text, stopwords kept."""
    return _WORD.findall(fold(text).replace("’", "'"))


def terms(text: str) -> list[str]:
    """Folded, stemmed content terms: what BM25 and quote selection compare."""
    kept = [w for w in words(text) if w not in STOPWORDS]
    return _stemmer().stemWords(kept)


def split_sentences(text: str) -> list[str]:
    """Split a passage into sentences, keeping each sentence's own text."""
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def page_refs(text: str) -> list[str]:
    """The page references in a text, as cited: "(p. 1-2)" -> "1-2"."""
    return [re.sub(r"\s+", "", m) for m in _PAGE_REF.findall(text)]


def strip_page_refs(text: str) -> str:
    """The text without its "(p. N)" references."""
    return collapse_spaces(_PAGE_REF.sub("", text))


def split_at_page_refs(text: str) -> list[str]:
    """Cut a text after each page reference, so no piece spans two cited pages."""
    pieces, start = [], 0
    for match in _PAGE_REF.finditer(text):
        pieces.append(text[start : match.end()])
        start = match.end()
    pieces.append(text[start:])
    return [p.strip() for p in pieces if p.strip()]


# Function words that tell the questions' two languages apart.
ENGLISH_WORDS = frozenset(
    [
        "the",
        "can",
        "i",
        "my",
        "do",
        "does",
        "what",
        "how",
        "when",
        "who",
        "is",
        "are",
        "you",
        "your",
        "if",
        "of",
        "to",
        "an",
        "in",
        "on",
        "it",
    ]
)
FRENCH_WORDS = frozenset(
    [
        "le",
        "la",
        "les",
        "un",
        "une",
        "des",
        "je",
        "tu",
        "on",
        "est",
        "que",
        "qui",
        "quoi",
        "peut",
        "peux",
        "de",
        "du",
        "et",
        "en",
        "au",
    ]
)
