"""The passages that answer the generic questions: how to play, the goal, how a game ends.

Every booklet has them, under titles of its own ("Un tour, en bref", "Déroulement
d'un tour", "Objectif du jeu", "Fin de partie", "Décompte final"). The words such
titles use are data (lexicon.toml, [generic]); a passage scores by those words in
its section title and heading, then by whether its text says them too (its text
alone when no title has them); the first passage in reading order wins a tie.
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
def title_terms() -> dict[str, frozenset[str]]:
    data = tomllib.loads(LEXICON_FILE.read_text(encoding="utf-8")).get("generic", {})
    return {
        kind: frozenset(t for phrase in phrases for t in terms(phrase))
        for kind, phrases in data.items()
    }


def section_for(kind: str, passages: list[Passage]) -> Passage | None:
    """The passage that opens the section answering `kind` ("play", "goal", "end"): the most
    title words, then one whose text says them too, the earliest on ties; else, when no title
    has them, the most words in the text."""
    wanted = title_terms().get(kind, frozenset())
    readable = [
        (
            -i,
            p,
            len(wanted & set(terms(f"{p.section} {p.heading or ''}"))),
            len(wanted & set(terms(p.text))),
        )
        for i, p in enumerate(passages)
        if p.kind != "gap"
    ]
    titled = [(title, text > 0, order, p) for order, p, title, text in readable if title]
    if titled:
        return max(titled, key=lambda s: s[:3])[3]
    texted = [(text, order, p) for order, p, _, text in readable if text]
    return max(texted, key=lambda s: s[:2])[2] if texted else None


def overview(kind: str, passages: list[Passage]) -> list[tuple[str, Passage]]:
    """One game's passages answering a generic question, best first, each with the kind it
    answers; a passage answering two kinds comes once."""
    found: dict[str, tuple[str, Passage]] = {}
    for k in ORDER.get(kind, (kind,)):
        passage = section_for(k, passages)
        if passage is not None and passage.id not in found:
            found[passage.id] = (k, passage)
    return list(found.values())
