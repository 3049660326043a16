"""What the pages show, computed in Python so templates stay declarative.

Everything user-supplied or from the corpus is escaped here or by Jinja's
autoescape; `highlight` is the only place that produces markup, and it builds
it by splitting already-escaped text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import groupby

from markupsafe import Markup

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
    return card, [
        Section(title, list(group)) for title, group in groupby(rest, key=lambda p: p.section)
    ]


@dataclass(frozen=True)
class Block:
    """A paragraph ("p") or a list ("ul", "ol" from `start`) of a passage, one line per item."""

    kind: str
    lines: tuple[str, ...]
    start: int = 1


_BULLET = re.compile(r"^[-*•]\s+")
_NUMBERED = re.compile(r"^(\d+)[.)]\s+")


def _line_kind(line: str) -> tuple[str, int, int]:
    """(kind, where the item's text starts, its number) for one line of a passage."""
    bullet = _BULLET.match(line)
    if bullet:
        return "ul", bullet.end(), 1
    numbered = _NUMBERED.match(line)
    if numbered:
        return "ol", numbered.end(), int(numbered.group(1))
    return "p", 0, 1


def text_blocks(text: str, quote: str = "") -> list[Block]:
    """A passage as paragraphs and lists, each line escaped; the quote's words in <mark>.

    Lines "- x" make a bulleted list and "1. x" a numbered one, as in the booklet. The mark
    is cut at line ends and never covers a list marker or the spaces around the quote.
    """
    span = _quote_span(text, quote)
    blocks: list[Block] = []
    offset = 0
    for raw in text.splitlines(keepends=True):
        line_start, offset = offset, offset + len(raw)
        line = raw.strip()
        if not line:
            continue
        lead = line_start + raw.index(line[0])
        kind, body, number = _line_kind(line)
        item = _marked(line[body:], lead + body, span)
        if blocks and kind != "p" and blocks[-1].kind == kind:
            blocks[-1] = Block(kind, blocks[-1].lines + (item,), blocks[-1].start)
        else:
            blocks.append(Block(kind, (item,), number))
    return blocks


def _quote_span(text: str, quote: str) -> tuple[int, int] | None:
    words = [w for w in quote.split() if not _BULLET.match(w + " ")]
    if not words:
        return None
    # List items in excerpts start lines with "- " (or "1. ") where the quote has plain spaces.
    match = re.search(r"(?:\s|[-*•]\s|\d+[.)]\s)+".join(re.escape(w) for w in words), text)
    return match.span() if match else None


def _marked(item: str, at: int, span: tuple[int, int] | None) -> str:
    """`item` (starting at offset `at` of the passage) escaped, its part inside `span` marked."""
    if span is None or span[1] <= at or span[0] >= at + len(item):
        return Markup.escape(item)
    start, end = max(span[0] - at, 0), min(span[1] - at, len(item))
    inside = item[start:end]
    start, end = (
        start + len(inside) - len(inside.lstrip()),
        end - len(inside) + len(inside.rstrip()),
    )
    if start >= end:
        return Markup.escape(item)
    return (
        Markup.escape(item[:start])
        + Markup("<mark>")
        + Markup.escape(item[start:end])
        + Markup("</mark>")
        + Markup.escape(item[end:])
    )


def highlight(excerpt: str, quote: str) -> Markup:
    """The escaped excerpt, the quote in <mark> line by line, spaces compared loosely."""
    return Markup("\n").join(
        Markup(line) for block in text_blocks(excerpt, quote) for line in block.lines
    )


def page_label(citation: Citation | Passage, t: dict[str, str]) -> str:
    """ "p. 3" when the booklet gives a page, else the section that locates the passage."""
    return t["page"].format(page=citation.page) if citation.page else citation.section


def verdict_label(answer: Answer, t: dict[str, str]) -> str | None:
    if answer.verdict is None:
        return None
    return {"oui": t["yes"], "non": t["no"]}.get(str(answer.verdict), str(answer.verdict))


def engine_note(answer: Answer, t: dict[str, str]) -> dict[str, str] | None:
    """The engine box: its label, the rule that decided and where it is written (the answer
    says why).

    When the booklet leaves the case open, the box says the engine read it, not that it checked."""
    if answer.engine is None:
        return None
    source = answer.engine.source
    return {
        "label": t["engine_ambiguous"] if answer.engine.ambiguous else t["engine"],
        "rule": answer.engine.rule,
        "where": t["page"].format(page=source.page) if source.page else source.section,
    }


def asks_back(answer: Answer) -> str | None:
    """What to state, when the answer does not already ask for it in its own words."""
    if not answer.asks_for or " ".join(answer.asks_for.split()) in " ".join(answer.answer.split()):
        return None
    return answer.asks_for


def answer_strings(answer: Answer, t: dict[str, str]) -> dict[str, str]:
    """The labels around an answer, in its language (an English answer on a French page)."""
    from arbitre.web.i18n import strings

    return strings(answer.lang) if answer.lang != t.get("lang_code") else t


def placeholder(game: object | None, lang: str, t: dict[str, str]) -> str:
    """The question box's example: the game's own (corpus/<slug>/examples.json), else the site's."""
    from arbitre.game_examples import game_examples

    folder = getattr(game, "folder", None)
    if folder is None:
        return t["ask_placeholder"]
    return game_examples(folder).question.get(lang) or t["ask_placeholder"]


def filter_games(games: list, query: str) -> list:
    """Games whose name, slug or an alias contains the query (case and accents as typed)."""
    needle = query.strip().casefold()
    if not needle:
        return games
    return [g for g in games if any(needle in s.casefold() for s in (g.name, g.slug, *g.aliases))]
