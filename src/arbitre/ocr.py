"""Text of a page that has none, by OCR: the page rendered by pdfium, read by Tesseract.

Tesseract is a Debian package (`tesseract-ocr`, `tesseract-ocr-fra`), installed by
`make install-ocr`; without it `page_text` returns None and the page is reported.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from arbitre import pdf_layout

DPI = 200  # enough for body text; 300 doubles the time of a page
TIMEOUT_SECONDS = 60
INSTALL_HINT = "apt-get install tesseract-ocr tesseract-ocr-fra (ou : make install-ocr)"


def available() -> bool:
    return shutil.which("tesseract") is not None


def languages() -> str:
    """French, with English where its data is installed (both are read when present)."""
    try:
        listed = subprocess.run(["tesseract", "--list-langs"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return "fra"
    found = [lang for lang in ("fra", "eng") if lang in listed.split()]
    return "+".join(found) or "eng"


def page_text(pdf: Path, number: int) -> str | None:
    """The OCR text of PDF page `number` (from 1), or None when Tesseract is missing or fails."""
    if not available():
        return None
    import pypdfium2

    document = pypdfium2.PdfDocument(str(pdf))
    try:
        image = document[number - 1].render(scale=DPI / 72).to_pil()
    finally:
        document.close()
    with tempfile.TemporaryDirectory() as tmp:
        png = Path(tmp) / "page.png"
        image.save(png)
        try:
            done = subprocess.run(["tesseract", str(png), "stdout", "-l", languages()],
                                  capture_output=True, text=True, timeout=TIMEOUT_SECONDS)
        except (OSError, subprocess.SubprocessError):
            return None
    return done.stdout if done.returncode == 0 and done.stdout.strip() else None


def blocks(text: str, number: int) -> list[pdf_layout.Block]:
    return pdf_layout.text_blocks(text, number)
