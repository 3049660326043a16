"""Cutting running text into passages of a few sentences.

A passage ends at a page reference (it never spans two cited pages), after a
few sentences, or before it grows too long to read at a glance.
"""

from __future__ import annotations

import re

from arbitre.passages import Passage
from arbitre.textnorm import page_refs, split_at_page_refs, split_sentences

MAX_SENTENCES = 3
MAX_CHARS = 420
_NUMBERED = re.compile(r"^\d{1,2}[.)]\s")  # a step that carries its own number ("2. Placez")


def sentence_groups(
    text: str, max_sentences: int = MAX_SENTENCES, max_chars: int = MAX_CHARS
) -> list[tuple[str, str | None]]:
    """(passage text, page) pairs for a paragraph of running text."""
    groups: list[tuple[str, str | None]] = []
    for piece in split_at_page_refs(text):
        refs = page_refs(piece)
        page = refs[-1] if refs else None
        for chunk in _pack(split_sentences(piece), max_sentences, max_chars):
            groups.append((chunk, page))
    return groups


def _pack(
    sentences: list[str], max_sentences: int = MAX_SENTENCES, max_chars: int = MAX_CHARS
) -> list[str]:
    chunks: list[list[str]] = [[]]
    for sentence in sentences:
        current = chunks[-1]
        too_long = sum(len(s) for s in current) + len(sentence) > max_chars
        if current and (len(current) >= max_sentences or too_long):
            chunks.append([])
        chunks[-1].append(sentence)
    return [" ".join(c) for c in chunks if c]


def item_groups(items: list[str], lead: str = "") -> list[tuple[str, str | None]]:
    """(passage text, page) pairs for list items, each page-referenced item closing a group.
    An item is marked with a dash unless it carries its own step number, kept as printed."""
    groups: list[tuple[str, str | None]] = []
    current: list[str] = []

    def close(page: str | None) -> None:
        if current:
            body = current[0] if len(current) == 1 else "\n".join(_marked(i) for i in current)
            groups.append((f"{lead}\n{body}" if lead else body, page))
            current.clear()

    for item in items:
        refs = page_refs(item)
        too_long = sum(len(i) for i in current) + len(item) > MAX_CHARS
        if current and (len(current) >= MAX_SENTENCES + 1 or too_long):
            close(None)
        current.append(item)
        if refs:
            close(refs[-1])
    close(None)
    return groups


def _marked(item: str) -> str:
    return item if _NUMBERED.match(item) else f"- {item}"


def part_texts(passage: Passage) -> list[str]:
    """What a long passage of running text is embedded as: its parts of a few sentences, each
    with the passage's context (the whole's vector is their mean: indexer/build.py). A
    booklet's paragraph tells several rules ("4 séries maximum…", "Les séries écartées
    reforment la pioche…"); scored by its best part, a question about one of them is not
    drowned by the others. A passage of a few sentences (every passage a rules.md gives) has
    no parts."""
    return [
        " ".join(part for part in (passage.context, passage.heading or "", chunk) if part)
        for chunk in part_chunks(passage)
    ]


def part_chunks(passage: Passage) -> list[str]:
    """A long passage's parts as its text says them (part_texts adds the context)."""
    if passage.kind != "text" or len(split_sentences(passage.text)) <= MAX_SENTENCES:
        return []
    return _pack(split_sentences(passage.text))
