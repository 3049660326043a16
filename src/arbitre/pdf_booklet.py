"""Reading a rule booklet PDF into passages, by section, cited by the booklet's printed page.

The layout (lines, headings, columns, picture text) is read by `pdf_layout` from
pdfplumber's characters; a page with no text layer is read by OCR (`ocr`) when
Tesseract is installed, and named in `Booklet.unreadable` when it is not.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from itertools import takewhile
from pathlib import Path
from typing import Any

from arbitre import ocr, pdf_accents, pdf_blocks, pdf_layout, pdf_tables
from arbitre.chunking import item_groups, sentence_groups
from arbitre.passages import Passage
from arbitre.textnorm import split_sentences

MIN_TEXT_CHARS = 20  # a page with fewer visible characters and a picture has no text layer
SECTION_SEPARATOR = " › "
# A booklet's paragraph is one rule told in several sentences (a hand-written rules.md
# cuts them itself): passages keep more of it together than the Markdown default.
PARAGRAPH_SENTENCES = 7
PARAGRAPH_CHARS = 800
TABLE_ROWS = 8  # rows per passage, the header repeated on each


@dataclass(frozen=True)
class Page:
    number: int  # PDF page, from 1
    printed: str  # the page as the booklet prints it
    blocks: tuple[pdf_blocks.Block, ...]
    ocr: bool = False


@dataclass(frozen=True)
class Booklet:
    path: Path
    pages: tuple[Page, ...]
    unreadable: tuple[int, ...] = ()  # PDF pages with no text layer that OCR could not read


def read_booklet(
    path: Path, page_offset: int | None = None, ocr_cache: Path | None = None
) -> Booklet:
    """Every page's blocks. Printed page: `page_offset` when given (printed = PDF page -
    offset), else the page's label, else its folio, else its PDF number."""
    import pdfplumber

    from arbitre.corpus_error import CorpusError

    try:
        with pdfplumber.open(path) as pdf:
            tables = [pdf_tables.page_tables(p) for p in pdf.pages]
            fonts = pdf_accents.fonts_without_accents([p.chars for p in pdf.pages])
            raw = [
                (
                    pdf_tables.outside(_accented(p, fonts), t),
                    p.width,
                    p.height,
                    bool(p.images),
                )
                for p, t in zip(pdf.pages, tables, strict=False)
            ]
    except Exception as err:  # pdfminer raises many types for a damaged file
        raise CorpusError(path, None, f"PDF illisible : {err.__class__.__name__}") from None
    lines = [pdf_layout.page_lines(chars) for chars, *_ in raw]
    body = pdf_layout.body_size(lines)
    levels = pdf_blocks.heading_levels(lines, body)
    running = pdf_layout.running_lines(lines, [h for _, _, h, _ in raw])
    labels = _page_labels(path)
    heights = [h for _, _, h, _ in raw]
    folios = _folios([pdf_layout.folio(ls, h) for ls, h in zip(lines, heights, strict=True)])
    kept = [
        [
            ln
            for ln in ls
            if pdf_layout.running_key(ln.text) not in running
            and not (pdf_layout.folio([ln], h) and len(ln.text) <= 8)
        ]
        for ls, (_, _, h, _) in zip(lines, raw, strict=False)
    ]
    scanned = [
        n
        for n, (ls, (*_, images)) in enumerate(zip(kept, raw, strict=False), start=1)
        if images and not tables[n - 1] and sum(len(ln.text.strip()) for ln in ls) < MIN_TEXT_CHARS
    ]
    read_by_ocr = ocr.pages_text(path, scanned, ocr_cache)
    pages: list[Page] = []
    for number, (page_lines, (_, width, _, _)) in enumerate(zip(kept, raw, strict=False), start=1):
        printed = _printed(number, page_offset, labels, folios[number - 1])
        if number in scanned:
            if read_by_ocr.get(number):
                pages.append(
                    Page(number, printed, tuple(ocr.blocks(read_by_ocr[number], number)), ocr=True)
                )
            continue
        ordered = pdf_layout.reading_order(page_lines, width)
        found = pdf_tables.with_tables(
            pdf_blocks.blocks(ordered, body, levels, number), tables[number - 1], number
        )
        pages.append(Page(number, printed, tuple(found)))
    unreadable = tuple(n for n in scanned if not read_by_ocr.get(n))
    return Booklet(path, tuple(pages), unreadable)


def _accented(page: Any, fonts: set[str]) -> list[dict]:
    """The page's characters, accents drawn as strokes put back (pdf_accents)."""
    return pdf_accents.with_accents(page.chars, page.curves + page.lines, fonts)


def _folios(found: list[str | None]) -> list[str | None]:
    """Folios kept only when they agree: on at least half the pages (two at least), each
    the PDF page number minus one same offset; a number in a picture's margin is no folio."""
    offsets = Counter(n - int(f) for n, f in enumerate(found, start=1) if f is not None)
    if not offsets:
        return [None] * len(found)
    offset, count = offsets.most_common(1)[0]
    if count < max(2, len(found) / 2):
        return [None] * len(found)
    return [str(n - offset) for n in range(1, len(found) + 1)]


def _page_labels(path: Path) -> list[str]:
    """The PDF's own page labels ("i", "1", "12"), empty when it has none."""
    try:
        import pypdfium2

        document = pypdfium2.PdfDocument(str(path))
        try:
            return [document.get_page_label(i) for i in range(len(document))]
        finally:
            document.close()
    except Exception:  # a file pdfplumber read but pdfium cannot: fall back to folios
        return []


def _printed(number: int, offset: int | None, labels: list[str], folio: str | None) -> str:
    if offset:
        return str(number - offset)
    if len(labels) >= number and labels[number - 1].strip():
        return labels[number - 1].strip()
    return folio or str(number)


def parse(path: Path, slug: str, game_name: str, page_offset: int = 0) -> list[Passage]:
    """Passages of a PDF booklet: section from its headings, page as printed."""
    return passages(read_booklet(path, page_offset or None), slug, game_name)


def passages(booklet: Booklet, slug: str, game_name: str) -> list[Passage]:
    out: list[Passage] = []
    headings: list[tuple[int, str]] = []  # the open headings, outermost first
    for page in booklet.pages:
        if page.printed.lstrip("-").isdigit() and int(page.printed) < 1:
            continue
        blocks = _paragraphs_joined([b for b in page.blocks if b.kind != "picture"])
        for i, block in enumerate(blocks):
            if block.kind == "heading":
                title = _sentence_case(block.text)
                headings = [h for h in headings if h[0] < block.level] + [(block.level, title)]
            elif block.kind == "table":
                out += _table(block, headings, page, slug, game_name)
            elif block.kind == "item":
                if i == 0 or blocks[i - 1].kind != "item":
                    lead = blocks[i - 1].text if i and _leads_in(blocks[i - 1]) else ""
                    run = list(takewhile(lambda b: b.kind == "item", blocks[i:]))
                    out += _items(run, lead, headings, page, slug, game_name)
            elif not (i + 1 < len(blocks) and blocks[i + 1].kind == "item" and _leads_in(block)):
                groups = sentence_groups(block.text, PARAGRAPH_SENTENCES, PARAGRAPH_CHARS)
                out += _passages(groups, "text", headings, page, slug, game_name)
    return out


def _sentence_case(title: str) -> str:
    """A heading set in capitals, as it is written: "LE GAGNANT" is "Le gagnant" (read so by
    the encoders and in citations); a heading with any lower-case letter is kept as printed."""
    letters = [c for c in title if c.isalpha()]
    if len(letters) < 2 or any(c.islower() for c in letters):
        return title
    lowered = title.lower()
    first = next(i for i, c in enumerate(lowered) if c.isalpha())
    return lowered[:first] + lowered[first].upper() + lowered[first + 1 :]


def _paragraphs_joined(blocks: list[pdf_blocks.Block]) -> list[pdf_blocks.Block]:
    """Short paragraphs that follow one another under one heading are joined while they fit
    one passage, so a rule told over two paragraphs ("…la série est écartée." / "Les séries
    écartées reforment la pioche.") is not cut between them; a paragraph is never cut to
    fill a passage. A paragraph leading into a list stays apart, with its list."""
    out: list[pdf_blocks.Block] = []
    for i, block in enumerate(blocks):
        leads = i + 1 < len(blocks) and blocks[i + 1].kind == "item" and _leads_in(block)
        joined = f"{out[-1].text} {block.text}" if out else block.text
        if (
            block.kind == "paragraph"
            and not leads
            and out
            and out[-1].kind == "paragraph"
            and _fits(joined)
        ):
            out[-1] = replace(out[-1], text=joined)
        else:
            out.append(block)
    return out


def _fits(text: str) -> bool:
    """Short enough for one passage: paragraphs are joined whole or not at all."""
    return len(text) <= PARAGRAPH_CHARS and len(split_sentences(text)) <= PARAGRAPH_SENTENCES


def _leads_in(block: pdf_blocks.Block) -> bool:
    """A paragraph that announces the list after it ("Il y a 3 façons de perdre :") is kept
    with the list, as its lead-in line."""
    return block.kind == "paragraph" and block.text.endswith(":") and len(block.text) <= 200


def _items(
    items: list[pdf_blocks.Block],
    lead: str,
    headings: list[tuple[int, str]],
    page: Page,
    slug: str,
    game_name: str,
) -> list[Passage]:
    texts = [pdf_blocks.bullet_stripped(b.text) for b in items]
    return _passages(item_groups(texts, lead), "list", headings, page, slug, game_name)


def _table(
    block: pdf_blocks.Block, headings: list[tuple[int, str]], page: Page, slug: str, game_name: str
) -> list[Passage]:
    """A table's rows in passages of a few rows, each led by the table's first row (its header)."""
    header, *rows = block.text.split("\n")
    groups: list[tuple[str, str | None]] = [
        (f"{header}\n" + "\n".join(rows[i : i + TABLE_ROWS]), None)
        for i in range(0, len(rows), TABLE_ROWS)
    ]
    return _passages(groups or [(header, None)], "table", headings, page, slug, game_name)


def _passages(
    groups: list[tuple[str, str | None]],
    kind: str,
    headings: list[tuple[int, str]],
    page: Page,
    slug: str,
    game_name: str,
) -> list[Passage]:
    section = SECTION_SEPARATOR.join(text for _, text in headings) or game_name
    return [
        Passage(
            game=slug,
            section=section,
            text=text,
            page=page.printed,
            kind=kind,  # type: ignore[arg-type]
            context=f"{game_name}. {section}.",
            line=page.number,
        )
        for text, _ in groups
    ]
