"""A booklet page's lines (pdf_layout) as headings, paragraphs, list items and picture text.

- a heading is a short line set larger than the body, or entirely in bold at body size,
  that stands apart from the sentences around it; its level follows its size;
- a paragraph ends at a wider gap, a bullet, or a change of style after a sentence;
- a figure's label, caption or a card face drawn over and over is picture text, kept apart;
- words split at a line's end are made whole again.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from arbitre.pdf_layout import PICTURE_RATIO, Line

HEADING_RATIO = 1.15  # at or above this fraction of the body size, a short line is a heading
MAX_HEADING_CHARS = 80
_BULLET = re.compile(r"^\s*(?:[•▪●◦‣*–-]|\d{1,2}[.)])\s+")
_SENTENCE_END = re.compile(r"[.!?…:;]$")


@dataclass(frozen=True)
class Block:
    """A heading (with its level), a paragraph or a list item, in reading order."""

    kind: str  # "heading", "paragraph", "item", "table" or "picture"
    text: str
    level: int = 0
    page: int = 0  # PDF page index, from 1
    top: float = 0.0  # where it starts on the page


def heading_levels(pages: list[list[Line]], body: float) -> dict[float, int]:
    """Heading level by size: sizes within 10 % of each other are one level, the largest
    is level 1, and bold body text is the last level. A size used by one heading alone
    (a slogan, a title page) takes the level of the nearest larger size."""
    counts = Counter(
        round(ln.size, 0)
        for lines in pages
        for ln in lines
        if _heading_shape(ln, body) and ln.size >= body * HEADING_RATIO
    )
    shared = sorted((size for size, n in counts.items() if n >= 2), reverse=True)
    levels: dict[float, int] = {}
    anchor = 0.0
    for size in shared:
        if not levels or size < anchor * 0.9:
            anchor = size
            levels[size] = max(levels.values(), default=0) + 1
        else:
            levels[size] = max(levels.values())
    for size in counts:
        if size not in levels and shared:
            levels[size] = levels[min(shared, key=lambda s: abs(s - size))]
    levels[round(body, 0)] = max(levels.values(), default=0) + 1
    return levels


def _heading_shape(line: Line, body: float) -> bool:
    if len(line.text) > MAX_HEADING_CHARS or not re.search(r"[^\W\d_]", line.text):
        return False
    if _BULLET.match(line.text) and (
        not line.text[0].isdigit() or line.size < body * HEADING_RATIO
    ):
        return False  # a list's item, unless a numbered step set larger than the text
    if re.search(r"[.!?…;,]$", line.text) and line.size < body * HEADING_RATIO:
        return False
    return line.size >= body * HEADING_RATIO or (line.bold and line.size >= body * 0.95)


def blocks(lines: list[Line], body: float, levels: dict[float, int], page: int) -> list[Block]:
    """A page's lines (in reading order) as headings, paragraphs, list items and picture text."""
    out: list[Block] = []
    run: list[Line] = []  # lines of the paragraph or item being read
    kind = "paragraph"
    for i, line in enumerate(lines):
        if line.size < body * PICTURE_RATIO:
            out.append(Block("picture", line.text, page=page, top=line.top))
            continue
        if _is_heading(lines, i, body):
            out += _close(run, kind, page)
            run, kind = [], "paragraph"
            level = levels.get(round(line.size, 0), max(levels.values()))
            if (
                out
                and out[-1].kind == "heading"
                and out[-1].level == level
                and _same_style(lines, i)
            ):
                out[-1] = replace(out[-1], text=f"{out[-1].text} {line.text}")
            else:
                out.append(
                    Block("heading", line.text.rstrip(" :"), level=level, page=page, top=line.top)
                )
            continue
        if run and _label_beside(run[-1], line):
            out.append(Block("picture", line.text, page=page, top=line.top))
            continue
        if run and _new_block(run, line, kind):
            out += _close(run, kind, page)
            run = []
        if not run:
            kind = "item" if _BULLET.match(line.text) else "paragraph"
        run.append(line)
    return _without_orphan_heading(_without_copies(out + _close(run, kind, page)))


def _label_beside(previous: Line, line: Line) -> bool:
    """A figure's label set beside a paragraph's line, not below it ("Accessible" in the
    margin of a rule about blocked tiles): label-shaped, at another margin, and its height
    shared with the paragraph's last line (a paragraph's lines are stacked). Neither the
    rest of that same line after a picture in it ("décalez 2 tuiles") nor a count of
    material ("48 marqueurs Sable") is a label."""
    same_line = abs(line.top - previous.top) < 0.25 * line.size and line.x0 >= previous.x1 - 1
    return (
        line.top < previous.bottom - 0.25 * line.size
        and abs(line.x0 - previous.x0) > line.size
        and not same_line
        and not line.text[:1].isdigit()
        and _is_label(line.text)
    )


def _without_orphan_heading(found: list[Block]) -> list[Block]:
    """A heading is never the last text of a page (typesetters carry it over): a
    heading-shaped line there labels a figure ("Emplacement de la pièce")."""
    last = next((i for i in range(len(found) - 1, -1, -1) if found[i].kind != "picture"), None)
    if last is not None and found[last].kind == "heading":
        found[last] = replace(found[last], kind="picture")
    return found


def _new_block(run: list[Line], line: Line, kind: str) -> bool:
    """A line opens a new paragraph or item: a bullet (a number only after a sentence's
    end, since "12." may be a number wrapped to the line's start), a wider gap, or the
    margin again after an item's indented lines."""
    previous = run[-1]
    if _paragraph_gap(previous, line):
        return True
    if _BULLET.match(line.text) and (
        not line.text[0].isdigit() or _ends_sentence(previous) or kind == "item"
    ):
        return True
    if kind == "item" and len(run) > 1 and line.x0 <= run[0].x0 + 1 < run[1].x0:
        return True
    return line.style != previous.style and _ends_sentence(previous)


def _ends_sentence(line: Line) -> bool:
    return bool(_SENTENCE_END.search(line.text)) or line.text.endswith(")")


def _is_heading(lines: list[Line], i: int, body: float) -> bool:
    """A heading-shaped line that stands apart: not inside a sentence running from the
    line before or on to the line after, and not one of three or more such lines set
    close together (a paragraph set large or in bold)."""
    line = lines[i]
    if not _heading_shape(line, body):
        return False
    before = lines[i - 1] if i > 0 else None
    after = lines[i + 1] if i + 1 < len(lines) else None
    if line.size < body * HEADING_RATIO:
        if (
            before
            and before.size >= body * PICTURE_RATIO
            and not _ends_sentence(before)
            and not _heading_shape(before, body)
            and not _paragraph_gap(before, line)
        ):
            return False
        if after and after.text[:1].islower() and not _paragraph_gap(line, after):
            return False
    same = [
        ln
        for ln in lines[max(0, i - 2) : i] + lines[i + 1 : i + 3]
        if ln.style == line.style and _heading_shape(ln, body)
    ]
    return len(same) < 2 or not _touching(lines, i)


def _touching(lines: list[Line], i: int) -> bool:
    near = [ln for ln in lines[max(0, i - 1) : i + 2] if ln is not lines[i]]
    return any(
        abs(ln.top - lines[i].bottom) < lines[i].size
        or abs(lines[i].top - ln.bottom) < lines[i].size
        for ln in near
        if ln.style == lines[i].style
    )


def _same_style(lines: list[Line], i: int) -> bool:
    return (
        i > 0
        and lines[i - 1].style == lines[i].style
        and lines[i].top - lines[i - 1].bottom < lines[i].size
    )


def _paragraph_gap(previous: Line, line: Line) -> bool:
    gap = line.top - previous.bottom
    return gap > 0.8 * line.size or gap < -3 * line.size


def _close(run: list[Line], kind: str, page: int) -> list[Block]:
    if not run:
        return []
    text = join_lines([ln.text for ln in run])
    if kind == "paragraph" and (
        len(run) == 1 and (_is_label(text) or _is_caption(run[0])) or _is_repeated(text)
    ):
        kind = "picture"
    return [Block(kind, text, page=page, top=run[0].top)]


def _is_caption(line: Line) -> bool:
    """A figure's caption: one short line in italics ("Décalez la seconde tuile…")."""
    return line.italic and len(line.text.split()) <= 12


def _is_repeated(text: str) -> bool:
    """Card faces drawn over and over ("Explorateur Explorateur …"): no sentence, few
    distinct words."""
    names = re.findall(r"[^\W\d_][\w’'-]*", text.lower())
    return len(names) >= 4 and len(set(names)) <= len(names) / 2 and not re.search(r"[.!?]", text)


def _is_label(text: str) -> bool:
    """A figure's label: one line that ends no sentence and is a few words ("Ligne",
    "Mirage"), names only ("Cartes Tempête Cartes Équipement"), or one name repeated."""
    if re.search(r"[.!?:…]$", text):
        return False
    names = re.findall(r"[^\W\d_][\w’'-]*", text)
    if len(names) <= 4:
        return True
    return sum(n[0].isupper() for n in names) / len(names) > 0.6


def _without_copies(found: list[Block]) -> list[Block]:
    """A page's text drawn twice (a picture repeating a rule's words) is read once."""
    kept: list[Block] = []
    for block in found:
        plain = " ".join(block.text.lower().split())
        if (
            block.kind != "heading"
            and len(plain) >= 12
            and any(plain in " ".join(k.text.lower().split()) for k in kept)
        ):
            continue
        kept.append(block)
    return kept


# A hyphen at a line's end before one of these words is a compound's ("placez-les"), kept.
_KEPT_AFTER_HYPHEN = {
    "vous",
    "nous",
    "les",
    "le",
    "la",
    "lui",
    "leur",
    "leurs",
    "en",
    "y",
    "moi",
    "toi",
    "ci",
    "là",
    "il",
    "elle",
    "ils",
    "elles",
    "on",
    "t",
    "même",
    "mêmes",
    "delà",
}


def join_lines(texts: list[str], vocabulary: set[str] | None = None) -> str:
    """Lines joined into running text, words split at a line's end made whole again
    ("Clai-" + "rière" -> "Clairière")."""
    out = ""
    for text in texts:
        text = text.strip()
        if not out:
            out = text
            continue
        match = re.search(r"(\w+)-$", out)
        first = re.match(r"\w+", text)
        if match and first and text[0].islower():
            whole = match.group(1) + first.group(0)
            if first.group(0).lower() in _KEPT_AFTER_HYPHEN and (
                vocabulary is None or whole.lower() not in vocabulary
            ):
                out += text
            else:
                out = out[:-1] + text
        else:
            out += " " + text
    return " ".join(out.split())


def bullet_stripped(text: str) -> str:
    """An item's text without its bullet symbol; a step's number is kept ("2. Placez…")."""
    return re.sub(r"^\s*[•▪●◦‣*–-]\s+", "", text)


def text_blocks(text: str, page: int) -> list[Block]:
    """Plain text (OCR output) as paragraphs and items: a blank line ends a paragraph."""
    out: list[Block] = []
    for chunk in re.split(r"\n\s*\n", text):
        lines = [ln.strip() for ln in chunk.splitlines() if ln.strip()]
        run: list[str] = []
        for line in lines:
            if _BULLET.match(line) and run:
                out.append(
                    Block(
                        "item" if _BULLET.match(run[0]) else "paragraph", join_lines(run), page=page
                    )
                )
                run = []
            run.append(line)
        if run:
            out.append(
                Block("item" if _BULLET.match(run[0]) else "paragraph", join_lines(run), page=page)
            )
    return [b for b in out if len(b.text) >= 3]
