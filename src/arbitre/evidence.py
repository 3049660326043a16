"""The evidence that a game's booklet answers a question, as named numbers no game owns.

`features` is what the answerability model (confidence.py, fitted by `make
calibrate`) reads: retrieval's scores of the best passages, how much of what
the question is about the best passages and the game's whole text know, the
question's kind from its vectors, whether a number asked is given, and how much of
what is asked one sentence says, in words and in vectors (sentence_cover.py). Every
feature is relative to the game searched, so a booklet nobody tuned on gets the
same treatment: its own text is the only vocabulary it needs.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from arbitre.confidence import features as score_features
from arbitre.lexicon import Lexicon
from arbitre.reading import read
from arbitre.retrieval import Hit, Retriever
from arbitre.sentence_cover import best_cover
from arbitre.textnorm import STOPWORDS, words

# Words that ask rather than name what is asked about ("have", "get", "alors"): a
# question's salient terms are its other words. Kept short: a rule word stays salient.
FUNCTION_WORDS = STOPWORDS | frozenset(
    [
        "have",
        "has",
        "had",
        "having",
        "get",
        "gets",
        "got",
        "will",
        "would",
        "should",
        "could",
        "may",
        "might",
        "must",
        "much",
        "many",
        "any",
        "some",
        "all",
        "just",
        "also",
        "only",
        "still",
        "even",
        "ever",
        "very",
        "more",
        "most",
        "less",
        "than",
        "then",
        "so",
        "not",
        "no",
        "yes",
        "there",
        "their",
        "they",
        "them",
        "we",
        "us",
        "our",
        "me",
        "he",
        "she",
        "his",
        "her",
        "its",
        "into",
        "onto",
        "from",
        "about",
        "over",
        "after",
        "before",
        "while",
        "where",
        "why",
        "whose",
        "whom",
        "am",
        "was",
        "were",
        "been",
        "being",
        "did",
        "done",
        "doing",
        "does",
        "let",
        "lets",
        "like",
        "way",
        "thing",
        "things",
        "really",
        "please",
        "ok",
        "quand",
        "alors",
        "aussi",
        "encore",
        "faire",
        "fais",
        "font",
        "va",
        "vais",
        "vas",
        "etre",
        "avoir",
        "ya",
        "bien",
        "tout",
        "tous",
        "toutes",
        "donc",
        "mais",
        "car",
        "comme",
        "chez",
        "sans",
        "sous",
        "entre",
        "vers",
        "ici",
        "la-bas",
        "voila",
        "deja",
        "jamais",
        "toujours",
        "rien",
        "quelque",
        "est-il",
        "sont",
        "etait",
        "sera",
        "serait",
        "aurait",
        "pourrait",
        "peut-on",
        "faut-il",
        "doit-on",
        "y-a-t-il",
        "svp",
        "stp",
        "genre",
        "truc",
        "trucs",
        "bah",
        "ben",
        "hein",
        "euh",
        "bon",
    ]
)
UNKNOWN_CAP = 4  # more unknown words than this say nothing more
# A word players clip ("diago" for "diagonale", "perso" for "personnage") stands for the
# booklet's words it begins, when it is this long, begins only a few of them and lacks at
# least CLIPPED_MISSING letters of each: a word a letter or two short is another inflection
# the stemmer kept apart ("écarte", "écartée"), not a clipped word.
CLIPPED_LETTERS = 5
CLIPPED_MEANINGS = 3
CLIPPED_MISSING = 3


def as_read(question: str) -> str:
    """The question's words as the shared reader reads them: folded, chat spelling spelt out
    ("on commence avec cb de boutons ?" -> "on commence avec combien de boutons"), so that
    what is asked, and about what, is the booklet's word, not its abbreviation."""
    return " ".join(read(question).words)


@dataclass(frozen=True)
class Salient:
    word: str
    meanings: frozenset[str]  # booklet terms the word can stand for, synonyms included
    strict: frozenset[str]  # its stem and translations only


def salient_words(
    question: str,
    lexicon: Lexicon,
    game: str | None,
    names: frozenset[str],
    known: frozenset[str] = frozenset(),
) -> list[Salient]:
    """What the question is about: its words that are neither function words, numbers nor game
    names. A word none of whose meanings the `known` terms hold may be clipped: it then also
    means the known terms it begins."""
    out = []
    for word in dict.fromkeys(words(question)):
        if word in FUNCTION_WORDS or word in names or word[:1].isdigit() or len(word) < 2:
            continue
        meanings = lexicon.meanings(word, game)
        strict = lexicon.meanings(word, game, synonyms=False)
        if known and not meanings & known:
            clipped = completions(strict, known)
            meanings, strict = meanings | clipped, strict | clipped
        out.append(Salient(word, meanings, strict))
    return out


def completions(stems: frozenset[str], known: frozenset[str]) -> frozenset[str]:
    """The known terms a clipped word begins ("diago": "diagonal"), none when it begins more
    than CLIPPED_MEANINGS of them or is shorter than CLIPPED_LETTERS."""
    found = {
        term
        for stem in stems
        if len(stem) >= CLIPPED_LETTERS
        for term in known
        if len(term) >= len(stem) + CLIPPED_MISSING and term.startswith(stem)
    }
    return frozenset(found) if len(found) <= CLIPPED_MEANINGS else frozenset()


def covered(salient: list[Salient], known: frozenset[str], strict: bool = False) -> list[Salient]:
    return [s for s in salient if (s.strict if strict else s.meanings) & known]


def missing_rarity(
    salient: list[Salient], passage: frozenset[str], retriever: Retriever, game: str | None
) -> float:
    """How specific the most specific word the passage lacks is (0: it lacks none): a question
    whose rare word ("départ", "tourner") the best passage never says asks something else."""
    lacking = [s for s in salient if not s.strict & passage]
    return max((retriever.rarity(s.strict, game) for s in lacking), default=0.0)


RARITY_FLOOR = 0.1  # a word every passage says still counts a little towards a sentence


def sentence_features(
    salient: list[Salient], hits: list[Hit], retriever: Retriever, game: str | None
) -> dict[str, float]:
    """How much of what is asked one sentence says, among the best passages and the game's: a
    near miss has each word somewhere, never its key concepts together (sentence_cover.py)."""
    weights = [max(retriever.rarity(s.strict, game), RARITY_FLOOR) for s in salient]
    game_terms = retriever.game_terms(game)
    known = [(s, w) for s, w in zip(salient, weights, strict=True) if s.meanings & game_terms]
    k_words, k_weights = [s for s, _ in known], [w for _, w in known]
    top1 = retriever.sentences_of([hits[0].row])
    top3 = retriever.sentences_of([h.row for h in hits[:3]])
    rows = retriever.rows_of(game) if game else range(len(retriever.passages))
    every = retriever.sentences_of(rows)
    return {
        "sentence_top1": best_cover(salient, weights, top1),
        "sentence_top3": best_cover(salient, weights, top3),
        "sentence_game": best_cover(salient, weights, every),
        "known_sentence_top3": best_cover(k_words, k_weights, top3),
        "known_sentence_game": best_cover(k_words, k_weights, every),
    }


def sentence_cosines(
    vectors: dict[str, np.ndarray], hits: list[Hit], retriever: Retriever
) -> dict[str, float]:
    """Each encoder's best match between the question and one sentence of the best three
    passages: a passage can be near while none of its sentences says what is asked."""
    best = retriever.sentence_cosine(vectors, [h.row for h in hits[:3]])
    return {f"sentence_cos_{spec}": value for spec, value in best.items()}


def features(
    question: str,
    hits: list[Hit],
    retriever: Retriever,
    lexicon: Lexicon,
    game: str | None,
    names: frozenset[str],
    kinds: dict[str, float],
    count_missing: bool,
    lang: str,
    vectors: dict[str, np.ndarray],
) -> dict[str, float]:
    """The model's inputs for one question (in `lang`, embedded as `vectors`) searched in one
    game (or all, `game` None)."""
    out = score_features(question, hits, retriever)
    game_terms = retriever.game_terms(game)
    salient = salient_words(question, lexicon, game, names, game_terms)
    n = len(salient)
    top1 = retriever.passage_terms[hits[0].row]
    top3 = frozenset().union(*(retriever.passage_terms[h.row] for h in hits[:3]))
    unknown = n - len(covered(salient, game_terms))
    # The booklets are French: a French word they lack is a concept they lack, while an English
    # word missing from the glossaries says little. Hence each word feature twice, once for French.
    french = float(lang == "fr")
    rare1, rare3 = (
        missing_rarity(salient, top1, retriever, game),
        missing_rarity(salient, top3, retriever, game),
    )
    out |= {
        "salient_top1": len(covered(salient, top1)) / n if n else 0.0,
        "salient_top3": len(covered(salient, top3)) / n if n else 0.0,
        "salient_known": (n - unknown) / n if n else 0.0,
        "salient_unknown": min(unknown, UNKNOWN_CAP) / UNKNOWN_CAP,
        "salient_none": float(n == 0),
        "strict_top1": len(covered(salient, top1, strict=True)) / n if n else 0.0,
        "strict_top3": len(covered(salient, top3, strict=True)) / n if n else 0.0,
        "missing_rarity_top1": rare1,
        "missing_rarity_top3": rare3,
        "fr_missing_rarity_top1": french * rare1,
        "fr_missing_rarity_top3": french * rare3,
        "fr_unknown": french * min(unknown, UNKNOWN_CAP) / UNKNOWN_CAP,
        "french": french,
        "off_topic": kinds.get("off-topic", 0.0),
        "unstated": kinds.get("unstated", 0.0),
        "unstated_x_missing": kinds.get("unstated", 0.0) * rare1,
        "generic": sum(kinds.get(k, 0.0) for k in ("play", "goal", "end")),
        "count_missing": float(count_missing),
        "game_given": float(game is not None),
    }
    return (
        out
        | sentence_features(salient, hits, retriever, game)
        | sentence_cosines(vectors, hits, retriever)
    )


def looked_for(
    question: str,
    hits: list[Hit],
    retriever: Retriever,
    lexicon: Lexicon,
    game: str | None,
    names: frozenset[str],
) -> list[str]:
    """The question's salient words its best passage does not cover: what was looked for in vain
    (all salient words when the passage covers none; none when no booklet knows any of them:
    "asdf zorglub" was not looked for)."""
    salient = salient_words(question, lexicon, game, names, retriever.game_terms(game))
    if not hits or not covered(salient, retriever.game_terms(game)):
        return []
    top1 = retriever.passage_terms[hits[0].row]
    missing = [s.word for s in salient if not s.meanings & top1]
    return missing or [s.word for s in salient]
