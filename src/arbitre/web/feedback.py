"""Players' thumbs up and down on answers, kept in one SQLite file (WAL mode).

A connection per call: the store is shared by the server's worker threads and
by `arbitre feedback`, and SQLite connections must not cross threads. A vote is
committed (synchronous=FULL) before `add` returns, so a server killed right after
answering keeps it; a store that cannot write (read-only folder, full disk)
raises `FeedbackUnavailable` instead of pretending the vote was saved.

A store past `max_bytes` (file and its write-ahead log) takes no more votes
(`FeedbackFull`); a store locked by another program is waited for `lock_seconds`
at most, so votes never pile up in the server's threads; a store deleted while
the server runs is created again by the next vote.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path

_SCHEMA = """
CREATE TABLE IF NOT EXISTS feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    question TEXT NOT NULL,
    game TEXT,
    answer TEXT NOT NULL,
    verdict TEXT,
    vote INTEGER NOT NULL CHECK (vote IN (-1, 1)),
    lang TEXT NOT NULL DEFAULT 'fr'
)
"""

# Questions the site declined, one row per (question, game), counted: what players ask that
# the booklets do not answer. Kept to the most recent DECLINED_ROWS.
_DECLINED_SCHEMA = """
CREATE TABLE IF NOT EXISTS declined (
    question TEXT NOT NULL,
    game TEXT NOT NULL DEFAULT '',
    lang TEXT NOT NULL,
    times INTEGER NOT NULL,
    last_at TEXT NOT NULL,
    nearest TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (question, game)
)
"""
DECLINED_ROWS = 5000

Row = tuple


class FeedbackUnavailable(Exception):
    """The vote could not be stored: the user must be told, not thanked."""


class FeedbackFull(FeedbackUnavailable):
    """The store reached its size cap: 507 until an operator makes room."""


class FeedbackStore:
    """add / latest / worst over the `feedback` table; rows are plain tuples."""

    def __init__(self, path: Path, max_bytes: int = 0, lock_seconds: float = 10.0):
        self.path = Path(path)
        self.max_bytes = max_bytes  # 0: no cap
        self.lock_seconds = lock_seconds
        try:
            self._create()
        except (sqlite3.Error, OSError) as err:
            raise FeedbackUnavailable(f"{err.__class__.__name__}: {err}") from None

    def _create(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with closing(self._connect()) as db, db:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(_SCHEMA)
            db.execute(_DECLINED_SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=self.lock_seconds)
        db.execute("PRAGMA synchronous=FULL")
        return db

    def size(self) -> int:
        """Bytes on disk: the database and its write-ahead log."""
        total = 0
        for path in (self.path, self.path.with_name(self.path.name + "-wal")):
            with suppress(OSError):  # no write-ahead log yet, or a file just checkpointed away
                total += path.stat().st_size
        return total

    def add(
        self,
        question: str,
        game: str | None,
        answer: str,
        vote: int,
        verdict: str | None = None,
        lang: str = "fr",
    ) -> int:
        """Store one vote (+1 or -1); returns its id."""
        if vote not in (1, -1):
            raise ValueError(f"vote must be +1 or -1, not {vote!r}")
        created = datetime.now(UTC).isoformat(timespec="seconds")
        with self._writing() as db:
            cursor = db.execute(
                "INSERT INTO feedback (created_at, question, game, answer, verdict, vote, lang)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (created, question, game or None, answer, verdict, vote, lang),
            )
            return int(cursor.lastrowid or 0)

    @contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """One committed transaction, refused past the size cap; any store fault raised as
        FeedbackUnavailable (FeedbackFull past the cap)."""
        if self.max_bytes and self.size() >= self.max_bytes:
            raise FeedbackFull(f"store at {self.size()} bytes, cap {self.max_bytes}")
        try:
            if not self.path.exists():
                self._create()  # deleted while running: a new empty store, not "no such table"
            with closing(self._connect()) as db, db:
                yield db
        except (sqlite3.Error, OSError) as err:
            raise FeedbackUnavailable(f"{err.__class__.__name__}: {err}") from None

    def latest(self, n: int = 20) -> list[Row]:
        """The n most recent votes: (id, created_at, question, game, answer, verdict, vote,
        lang)."""
        with closing(self._connect()) as db:
            return db.execute(
                "SELECT id, created_at, question, game, answer, verdict, vote, lang"
                " FROM feedback ORDER BY id DESC LIMIT ?",
                (n,),
            ).fetchall()

    def worst(self, n: int = 20) -> list[Row]:
        """Questions with the most thumbs down: (question, game, downs, ups, last answer)."""
        with closing(self._connect()) as db:
            return db.execute(
                "SELECT question, game, SUM(vote = -1) AS downs, SUM(vote = 1) AS ups,"
                " (SELECT f2.answer FROM feedback f2 WHERE f2.question = f.question"
                "  AND f2.game IS f.game ORDER BY f2.id DESC LIMIT 1)"
                " FROM feedback f GROUP BY question, game HAVING downs > 0"
                " ORDER BY downs DESC, ups ASC, MAX(id) DESC LIMIT ?",
                (n,),
            ).fetchall()

    def add_declined(self, question: str, game: str | None, lang: str, nearest: str = "") -> None:
        """Count one declined question (nothing past the size cap: it is a log, not a vote)."""
        now = datetime.now(UTC).isoformat(timespec="seconds")
        with self._writing() as db:
            db.execute(
                "INSERT INTO declined (question, game, lang, times, last_at, nearest)"
                " VALUES (?, ?, ?, 1, ?, ?) ON CONFLICT (question, game) DO UPDATE SET"
                " times = times + 1, last_at = excluded.last_at, nearest = excluded.nearest",
                (question, game or "", lang, now, nearest),
            )
            db.execute(  # only once past the cap: no sort of the table on every question
                "DELETE FROM declined WHERE (SELECT COUNT(*) FROM declined) > ?1 AND rowid NOT IN"
                " (SELECT rowid FROM declined ORDER BY last_at DESC, rowid DESC LIMIT ?1)",
                (DECLINED_ROWS,),
            )

    def declined(self, n: int = 20) -> list[Row]:
        """The most often declined questions: (times, last_at, game, lang, question, nearest)."""
        with closing(self._connect()) as db:
            return db.execute(
                "SELECT times, last_at, game, lang, question, nearest FROM declined"
                " ORDER BY times DESC, last_at DESC LIMIT ?",
                (n,),
            ).fetchall()
