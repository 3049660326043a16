"""The booklet reader before structure was read from the PDF, kept to print the baseline.

Each page's text as pypdf extracts it, cut at blank lines and sentences, every passage's
section "Livret PDF (<file>)": what `arbitre index` did with a PDF before issue 13.
"""

from __future__ import annotations

import re
from pathlib import Path

from arbitre.chunking import sentence_groups
from arbitre.passages import Passage
from arbitre.textnorm import collapse_spaces

_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")


def parse(path: Path, slug: str, game_name: str, page_offset: int = 0) -> list[Passage]:
    """Passages of a PDF, page by page; printed page = PDF page - offset."""
    from pypdf import PdfReader

    pages = [page.extract_text() or "" for page in PdfReader(path).pages]
    section = f"Livret PDF ({path.name})"
    passages: list[Passage] = []
    for number, text in enumerate(pages, start=1):
        printed = number - page_offset
        if printed < 1 or not text.strip():
            continue
        for paragraph in _PARAGRAPH_BREAK.split(text):
            for chunk, _ in sentence_groups(collapse_spaces(paragraph)):
                passages.append(
                    Passage(
                        game=slug,
                        section=section,
                        text=chunk,
                        page=str(printed),
                        kind="text",
                        context=f"{game_name}. {section}.",
                        line=number,
                    )
                )
    return passages


def read_game(game, ocr_cache=None):  # noqa: ANN001, ANN201 - same shape as arbitre.corpus.read_game
    """arbitre.corpus.read_game with the baseline reader for PDFs."""
    from arbitre import corpus, markdown_rules

    rules = game.folder / "rules.md"
    passages = [corpus.fact_sheet(game)]
    if rules.is_file():
        passages += markdown_rules.parse(rules, game.slug, game.name)
    for pdf in sorted(game.folder.glob("*.pdf")):
        passages += parse(pdf, game.slug, game.name, game.pdf_page_offset)
    return [p.numbered(i) for i, p in enumerate(passages)], []
