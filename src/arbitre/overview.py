"""The passages that answer the generic questions: how to play, the goal, how a game ends.

Every booklet has them, under titles of its own ("Un tour, en bref", "Déroulement
d'un tour", "Objectif du jeu", "Fin de partie", "Décompte final"). The words such
titles use are data (lexicon.toml, [generic], strongest first); a passage scores by
the phrases its section title and heading say whole (the outermost section, the
strongest phrase), then by whether its text says one too (its text alone when no
title does); the first passage in reading order wins a tie.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache

from arbitre.lexicon import LEXICON_FILE
from arbitre.passages import Passage
from arbitre.textnorm import terms

# Each kind's citations: its own section first, then the other two.
ORDER = {
    "play": ("play", "goal", "end"),
    "goal": ("goal", "end", "play"),
    "end": ("end", "goal", "play"),
}


@lru_cache(maxsize=1)
def title_phrases() -> dict[str, tuple[frozenset[str], ...]]:
    """Each kind's title phrases as stemmed terms, strongest first (the order lexicon.toml
    lists them in: "but" and "objectif" name a goal section, "gagner" may title an end),
    each once ("gagner" and "gagne" are one stem)."""
    data = tomllib.loads(LEXICON_FILE.read_text(encoding="utf-8")).get("generic", {})
    return {
        kind: tuple(dict.fromkeys(frozenset(terms(p)) for p in phrases if terms(p)))
        for kind, phrases in data.items()
    }


def _said(phrases: tuple[frozenset[str], ...], text: str) -> tuple[int, int] | None:
    """How many phrases the text says whole ("fin de partie", not "partie" alone), and the
    rank of the strongest of them; None when it says none."""
    said = set(terms(text))
    ranks = [i for i, phrase in enumerate(phrases) if phrase <= said]
    return (len(ranks), -ranks[0]) if ranks else None


def section_for(kind: str, passages: list[Passage]) -> Passage | None:
    """The passage that opens the section answering `kind` ("play", "goal", "end"): the most
    title phrases, then the outermost section (a subsection's "Modification de l'objectif"
    is no goal section), then the strongest phrase, then one whose text says a phrase too,
    the earliest on ties; else, when no title has one, the text's phrases alone."""
    phrases = title_phrases().get(kind, ())
    readable = [
        (
            -i,
            p,
            _said(phrases, f"{p.section} {p.heading or ''}"),
            _said(phrases, p.text),
        )
        for i, p in enumerate(passages)
        if p.kind != "gap"
    ]
    titled = [
        (title[0], -p.section.count("›"), title[1], text is not None, order, p)
        for order, p, title, text in readable
        if title is not None
    ]
    if titled:
        return max(titled, key=lambda s: s[:5])[5]
    texted = [(*text, order, p) for order, p, _, text in readable if text is not None]
    return max(texted, key=lambda s: s[:3])[3] if texted else None


def overview(kind: str, passages: list[Passage]) -> list[tuple[str, Passage]]:
    """One game's passages answering a generic question, best first, each with the kind it
    answers; a passage answering two kinds comes once."""
    found: dict[str, tuple[str, Passage]] = {}
    for k in ORDER.get(kind, (kind,)):
        passage = section_for(k, passages)
        if passage is not None and passage.id not in found:
            found[passage.id] = (k, passage)
    return list(found.values())
