"""A PDF page as lines with their font facts, in reading order (pdf_blocks reads their structure).

A PDF is characters with a font, a size and a position (pdfplumber's `page.chars`).
Structure is recovered from those facts only, the same way for every booklet:

- a line is the run of characters on one baseline, in the order the page draws them;
- the body size is the size most of the booklet's characters are set in; text much
  smaller is a picture's text (card faces, figure labels) and is kept apart;
- a line repeated on most pages at the same height is a running header or footer, and
  a number alone in the page's margin is its folio (the printed page number);
- two columns drawn line by line across the page are put back in reading order.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

PICTURE_RATIO = 0.85  # below this fraction of the body size, text belongs to a picture
MARGIN = 0.08  # top and bottom fraction of the page where headers, footers and folios sit
_FOLIO = re.compile(r"^(?:[-–—]\s*)?(?:p\.?\s*|page\s+)?(\d{1,3})(?:\s*[-–—])?$", re.IGNORECASE)


@dataclass(frozen=True)
class Line:
    """One line of text on a page, with the facts structure is read from."""

    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float
    bold: bool
    italic: bool = False

    @property
    def style(self) -> tuple[float, bool]:
        return (round(self.size, 0), self.bold)


def _is_bold(fontname: str) -> bool:
    return bool(
        re.search(r"bold|bol\b|black|heavy|semibold|demi", fontname, re.IGNORECASE)
    ) or fontname.endswith("Bol")


def _is_italic(fontname: str) -> bool:
    return bool(re.search(r"italic|oblique", fontname, re.IGNORECASE))


def page_lines(chars: list[dict]) -> list[Line]:
    """Characters in drawing order grouped into lines: a new line starts when the
    baseline moves by more than half the text size or the pen goes back left. A line
    drawn again on the same page (a picture repeating a rule's words) is read once."""
    lines: list[Line] = []
    current: list[dict] = []
    for char in chars:
        if current and _breaks_line(current[-1], char):
            lines.append(_line_of(current))
            current = []
        current.append(char)
    if current:
        lines.append(_line_of(current))
    seen: set[str] = set()
    kept = []
    for line in lines:
        if line.text and not (len(line.text) >= 15 and line.text in seen):
            kept.append(line)
            seen.add(line.text)
    return kept


def _breaks_line(previous: dict, char: dict) -> bool:
    size = max(previous["size"], char["size"], 1.0)
    if abs(char["bottom"] - previous["bottom"]) > 0.5 * size:
        return True
    if char["x0"] < previous["x0"] - 0.5 * size:
        return True
    return char["x0"] - previous["x1"] > 3 * size  # a wide gap: another column's text


def _line_of(chars: list[dict]) -> Line:
    parts: list[str] = []
    for previous, char in zip([None, *chars], chars, strict=False):
        gap = previous is not None and char["x0"] - previous["x1"] > 0.22 * char["size"]
        if gap and char["text"] != " " and parts and parts[-1] != " ":
            parts.append(" ")
        parts.append(char["text"])
    text = " ".join("".join(parts).split())
    visible = [c for c in chars if c["text"].strip()] or chars
    weights: Counter[tuple[float, bool, bool]] = Counter()
    for c in visible:
        weights[(round(c["size"], 1), _is_bold(c["fontname"]), _is_italic(c["fontname"]))] += 1
    # The line's size is its largest style covering 40 % of it: "Tunnels (3 tuiles)" is a
    # heading set large followed by a note at body size.
    share = [key for key, n in weights.items() if n >= 0.4 * len(visible)]
    size = max(key[0] for key in share) if share else weights.most_common(1)[0][0][0]
    bold = all(_is_bold(c["fontname"]) for c in visible)
    italic = sum(_is_italic(c["fontname"]) for c in visible) > len(visible) / 2
    return Line(
        text,
        min(c["x0"] for c in chars),
        max(c["x1"] for c in chars),
        min(c["top"] for c in chars),
        max(c["bottom"] for c in chars),
        size,
        bold,
        italic,
    )


def body_size(pages: list[list[Line]]) -> float:
    """The size most characters of the booklet are set in."""
    weights: Counter[float] = Counter()
    for lines in pages:
        for line in lines:
            weights[round(line.size, 1)] += len(line.text)
    return weights.most_common(1)[0][0] if weights else 10.0


def running_lines(pages: list[list[Line]], heights: list[float]) -> set[str]:
    """Texts (digits blanked) found in the top or bottom margin of at least half the pages."""
    if len(pages) < 3:
        return set()
    seen: Counter[str] = Counter()
    for lines, height in zip(pages, heights, strict=False):
        keys = {running_key(ln.text) for ln in lines if _in_margin(ln, height)}
        seen.update(keys)
    return {key for key, n in seen.items() if n >= max(2, len(pages) / 2)}


def running_key(text: str) -> str:
    """A line's text as running headers repeat it: page numbers in it do not count."""
    return re.sub(r"\d+", "#", text.lower())


def _in_margin(line: Line, height: float) -> bool:
    return line.bottom < height * MARGIN * 1.5 or line.top > height * (1 - MARGIN)


def folio(lines: list[Line], height: float) -> str | None:
    """The printed page number: a number alone in the page's top or bottom margin."""
    for line in lines:
        match = _FOLIO.match(line.text.strip())
        if match and _in_margin(line, height):
            return match.group(1)
    return None


def reading_order(lines: list[Line], width: float) -> list[Line]:
    """Lines in reading order. The drawing order is kept unless it hops between two
    columns line by line, or goes back up a column (a heading drawn after its text);
    then each band between full-width lines is read left column first, top to bottom."""
    mid = width / 2
    side = ["L" if ln.x1 <= mid + 2 else "R" if ln.x0 >= mid - 2 else "S" for ln in lines]
    columns = [(s, ln) for s, ln in zip(side, lines, strict=False) if s != "S"]
    hops = sum(a[0] != b[0] for a, b in zip(columns, columns[1:], strict=False))
    back_up = any(
        a[0] == b[0]
        and b[1].bottom < a[1].top - 2 * a[1].size
        and a[1].size > 0
        and not any(s == "S" for s in side)
        for a, b in zip(columns, columns[1:], strict=False)
    )
    if hops <= max(3, len(columns) // 4) and not back_up:
        return lines
    ordered: list[Line] = []
    band: list[Line] = []
    for line, where in sorted(zip(lines, side, strict=False), key=lambda pair: pair[0].top):
        if where == "S":
            ordered += _band(band, mid) + [line]
            band = []
        else:
            band.append(line)
    return ordered + _band(band, mid)


def _band(lines: list[Line], mid: float) -> list[Line]:
    left = sorted((ln for ln in lines if ln.x1 <= mid + 2), key=lambda ln: ln.top)
    right = sorted((ln for ln in lines if ln.x1 > mid + 2), key=lambda ln: ln.top)
    return left + right
