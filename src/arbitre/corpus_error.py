"""The error of a corpus file that cannot be read, shared by the readers and the corpus."""

from __future__ import annotations

from pathlib import Path


class CorpusError(Exception):
    """A corpus file that cannot be read; the message names file and line."""

    def __init__(self, path: Path, line: int | None, message: str):
        where = f"{path}:{line}" if line else str(path)
        super().__init__(f"{where}: {message}")
        self.path, self.line = path, line
