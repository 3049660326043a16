"""Text of a page that has none, by OCR: the page rendered by pdfium, read by Tesseract.

Tesseract is a Debian package (`tesseract-ocr`, `tesseract-ocr-fra`), installed by
`make install-ocr`; without it `page_text` returns None and the page is reported.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from pathlib import Path
from typing import Any

from arbitre import pdf_blocks

DPI = 200  # enough for body text; 300 doubles the time of a page
# A scanned page is rendered at its picture's own resolution, within these bounds: above it a
# render adds no detail, only time (a 150 dpi scan read at 200 dpi: 2.9 s instead of 2.2 s,
# and no word more); below 150 dpi Tesseract misreads small body text.
MIN_DPI = 150
TIMEOUT_SECONDS = 60
PARALLEL_PAGES = 2
_PDFIUM = threading.Lock()
INSTALL_HINT = "apt-get install tesseract-ocr tesseract-ocr-fra (ou : make install-ocr)"


def available() -> bool:
    return shutil.which("tesseract") is not None


@lru_cache(maxsize=1)
def languages() -> str:
    """French, the language of arbitre's booklets; English only where French is not installed.
    Both at once ("fra+eng") read a French page's same words in 1.6 times the time."""
    try:
        listed = subprocess.run(
            ["tesseract", "--list-langs"], capture_output=True, text=True, timeout=10
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return "fra"
    return "fra" if "fra" in listed.split() else "eng"


def _reading() -> str:
    """What a cached page text was read with: a change of either reads the page again."""
    return f"{MIN_DPI}-{DPI}-{languages()}"


def pages_text(pdf: Path, numbers: list[int], cache: Path | None = None) -> dict[int, str]:
    """OCR text of the PDF pages `numbers` (from 1) that could be read, two pages at a time.
    `cache`: a folder keeping each page's text by the PDF's digest, so a re-index reads it once."""
    if not numbers or not available():
        return {}
    digest = hashlib.sha256(pdf.read_bytes()).hexdigest()[:16]
    found: dict[int, str] = {}
    todo = []
    for number in numbers:
        cached = cache / f"{digest}-{_reading()}-{number}.txt" if cache else None
        if cached is not None and cached.is_file():
            found[number] = cached.read_text(encoding="utf-8")
        else:
            todo.append(number)
    with ThreadPoolExecutor(max_workers=PARALLEL_PAGES) as pool:
        for number, text in zip(todo, pool.map(lambda n: page_text(pdf, n), todo), strict=False):
            if text is None:
                continue
            found[number] = text
            if cache is not None:
                cache.mkdir(parents=True, exist_ok=True)
                (cache / f"{digest}-{_reading()}-{number}.txt").write_text(text, encoding="utf-8")
    return found


def page_text(pdf: Path, number: int) -> str | None:
    """The OCR text of PDF page `number` (from 1), or None when Tesseract is missing or fails."""
    if not available():
        return None
    import pypdfium2

    with _PDFIUM:  # pdfium is not thread-safe: pages are rendered one at a time, read side by side
        document = pypdfium2.PdfDocument(str(pdf))
        try:
            page = document[number - 1]
            image = page.render(scale=_dpi(page) / 72).to_pil()
        finally:
            document.close()
    with tempfile.TemporaryDirectory() as tmp:
        png = Path(tmp) / "page.png"
        image.save(png)
        try:
            # One thread per Tesseract: pages are read side by side instead.
            done = subprocess.run(
                ["tesseract", str(png), "stdout", "-l", languages()],
                capture_output=True,
                text=True,
                timeout=TIMEOUT_SECONDS,
                env={**os.environ, "OMP_THREAD_LIMIT": "1"},
            )
        except (OSError, subprocess.SubprocessError):
            return None
    return done.stdout if done.returncode == 0 and done.stdout.strip() else None


def _dpi(page: Any) -> float:  # a pypdfium2 PdfPage
    """The resolution of the page's largest picture, within MIN_DPI and DPI (DPI without one)."""
    import pypdfium2.raw as pdfium

    found = []
    for image in page.get_objects(filter=[pdfium.FPDF_PAGEOBJ_IMAGE], max_depth=2):
        left, _, right, _ = image.get_bounds()
        width = image.get_px_size()[0]
        if right - left > 1:
            found.append(((right - left) * width, width * 72 / (right - left)))
    if not found:
        return DPI
    return min(DPI, max(MIN_DPI, max(found)[1]))


def blocks(text: str, number: int) -> list[pdf_blocks.Block]:
    return pdf_blocks.text_blocks(text, number)
