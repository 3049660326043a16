"""Reading a rule booklet PDF into passages, cited by the booklet's printed page."""

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
    from pypdf.errors import PdfReadError

    from arbitre.corpus import CorpusError

    try:
        reader = PdfReader(path)
        pages = [page.extract_text() or "" for page in reader.pages]
    except (PdfReadError, OSError, ValueError) as err:
        raise CorpusError(path, None, f"PDF illisible: {err}") from None
    section = f"Livret PDF ({path.name})"
    passages: list[Passage] = []
    for number, text in enumerate(pages, start=1):
        printed = number - page_offset
        if printed < 1 or not text.strip():
            continue
        for paragraph in _PARAGRAPH_BREAK.split(text):
            paragraph = collapse_spaces(paragraph)
            for chunk, _ in sentence_groups(paragraph):
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
