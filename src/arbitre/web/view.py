"""What the pages show, computed in Python so templates stay declarative.

Everything user-supplied or from the corpus is escaped here or by Jinja's
autoescape; `highlight` is the only place that produces markup, and it builds
it by splitting already-escaped text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import groupby

from markupsafe import Markup, escape

from arbitre.answer import Answer, Citation
from arbitre.corpus import FACT_SHEET
from arbitre.passages import Passage


@dataclass(frozen=True)
class Section:
    """A section of a game's rules and its passages, in document order."""

    title: str
    passages: list[Passage]


def rule_sections(passages: list[Passage], slug: str) -> tuple[Passage | None, list[Section]]:
    """The game's fact-sheet passage (shown as its card) and its other sections in order."""
    mine = sorted((p for p in passages if p.game == slug), key=lambda p: p.id)
    card = next((p for p in mine if p.section == FACT_SHEET), None)
    rest = [p for p in mine if p.section != FACT_SHEET]
    return card, [Section(title, list(group)) for title, group in groupby(rest, key=lambda p: p.section)]


def highlight(excerpt: str, quote: str) -> Markup:
    """The escaped excerpt with the escaped quote wrapped in <mark>, spaces compared loosely."""
    safe = str(escape(excerpt))
    words = str(escape(quote)).split()
    if not words:
        return Markup(safe)
    # Lists in excerpts start lines with "- " where the quote has plain spaces.
    pattern = r"(?:\s|-\s)+".join(re.escape(w) for w in words)
    match = re.search(pattern, safe)
    if match is None:
        return Markup(safe)
    start, end = match.span()
    return Markup(f"{safe[:start]}<mark>{safe[start:end]}</mark>{safe[end:]}")


def page_label(citation: Citation | Passage, t: dict[str, str]) -> str:
    """"p. 3" when the booklet gives a page, else the section that locates the passage."""
    return t["page"].format(page=citation.page) if citation.page else citation.section


def verdict_label(answer: Answer, t: dict[str, str]) -> str | None:
    if answer.verdict is None:
        return None
    return {"oui": t["yes"], "non": t["no"]}.get(str(answer.verdict), str(answer.verdict))


def engine_explanation(answer: Answer) -> str | None:
    if answer.engine is None:
        return None
    if answer.lang == "en" and answer.engine.explanation_en:
        return answer.engine.explanation_en
    return answer.engine.explanation


def filter_games(games: list, query: str) -> list:
    """Games whose name, slug or an alias contains the query (case and accents as typed)."""
    needle = query.strip().casefold()
    if not needle:
        return games
    return [g for g in games if any(needle in s.casefold() for s in (g.name, g.slug, *g.aliases))]
