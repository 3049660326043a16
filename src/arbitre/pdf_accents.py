"""Accents a booklet draws as shapes over its letters, put back into the text.

Display fonts often have no accented letters: the typesetter draws "é" as an "e" and a
small stroke above it, and "l’éditeur" as "l editeur" and two strokes. The text layer
then reads "Le mot de l editeur". The strokes are vector curves (pdfplumber's
`page.curves`), so they are read back from where they sit and how they lean:

- a stroke over the top of a vowel is its accent: rising to the right an acute, to the
  left a grave, peaked in its middle a circumflex (only where French writes one);
- a thin stroke over the space between two letters is an apostrophe;
- only letters of a font that draws no accented letter anywhere in the booklet are read
  this way: a font that has "é" never needs a stroke, and a picture's lines over body
  text are left alone.
"""

from __future__ import annotations

import unicodedata

ACUTE, GRAVE, CIRCUMFLEX = "\u0301", "\u0300", "\u0302"
# The accents French writes on each vowel, by the stroke's shape.
_ALLOWED = {
    ACUTE: set("eE"),
    GRAVE: set("aeuAEU"),
    CIRCUMFLEX: set("aeiouAEIOU"),
}
APOSTROPHE = "’"
# A stroke's size, as a fraction of its letter's size: smaller is a picture's speck,
# larger is no accent.
MIN_HEIGHT, MAX_HEIGHT = 0.1, 0.3
MIN_WIDTH, MAX_WIDTH = 0.08, 0.4


def fonts_without_accents(pages: list[list[dict]]) -> set[str]:
    """The fonts that draw letters but not one accented letter in the whole booklet."""
    letters: set[str] = set()
    accented: set[str] = set()
    for chars in pages:
        for char in chars:
            if char["text"].isalpha():
                letters.add(char["fontname"])
                if unicodedata.decomposition(char["text"]):
                    accented.add(char["fontname"])
    return letters - accented


def with_accents(chars: list[dict], curves: list[dict], fonts: set[str]) -> list[dict]:
    """The page's characters with the accents and apostrophes drawn over them as strokes."""
    candidates = [i for i, char in enumerate(chars) if char["fontname"] in fonts]
    if not candidates or not curves:
        return chars
    largest = max(chars[i]["size"] for i in candidates) or 1.0
    strokes = [
        c
        for c in curves
        if c["x1"] - c["x0"] <= MAX_WIDTH * largest
        and c["bottom"] - c["top"] <= MAX_HEIGHT * largest
    ]
    rows: dict[int, list[int]] = {}  # candidates by band of height `largest`, to look up
    for i in candidates:
        rows.setdefault(int(chars[i]["top"] // largest), []).append(i)
    out = list(chars)
    for curve in strokes:
        band = int(curve["top"] // largest)
        near = rows.get(band - 1, []) + rows.get(band, []) + rows.get(band + 1, [])
        for i in sorted(near):
            mark = _mark(curve, out, i) if _over(curve, out[i]) else None
            if mark:
                out[i] = {**out[i], "text": mark}
                break
    return out


def _over(curve: dict, char: dict) -> bool:
    """A stroke of accent size over the top part of the character's box."""
    size = char["size"] or 1.0
    width, height = curve["x1"] - curve["x0"], curve["bottom"] - curve["top"]
    middle = (curve["x0"] + curve["x1"]) / 2
    return (
        MIN_WIDTH * size <= width <= MAX_WIDTH * size
        and MIN_HEIGHT * size <= height <= MAX_HEIGHT * size
        and char["x0"] <= middle <= char["x1"]
        and char["top"] - 0.3 * size <= curve["top"]
        and curve["bottom"] <= char["top"] + 0.45 * size
    )


def _mark(curve: dict, chars: list[dict], i: int) -> str | None:
    """The character the stroke makes of chars[i], or None when it makes none."""
    text = chars[i]["text"]
    if text == " ":
        between = 0 < i < len(chars) - 1
        letters = between and chars[i - 1]["text"].isalpha() and chars[i + 1]["text"].isalpha()
        thin = curve["x1"] - curve["x0"] <= 0.15 * (chars[i]["size"] or 1.0)
        return APOSTROPHE if letters and thin else None
    accent = _shape(curve)
    if accent is None or text not in _ALLOWED[accent]:
        return None
    return unicodedata.normalize("NFC", text + accent)


def _shape(curve: dict) -> str | None:
    """Acute, grave or circumflex, from where the stroke's highest point is."""
    points = curve.get("pts") or []
    width = curve["x1"] - curve["x0"]
    if not points or width <= 0:
        return None
    highest = min(points, key=lambda p: p[1])[0]  # pdfplumber's y grows downwards
    lean = (highest - curve["x0"]) / width
    if lean >= 0.7:
        return ACUTE
    if lean <= 0.3:
        return GRAVE
    return CIRCUMFLEX
