"""What the site declined, counted in the feedback store for `arbitre feedback --declined`.

A site owner learns from it which questions players ask that the booklets do not answer.
Writing it must never slow or fail an answer: declined answers are queued and one thread
writes them; past the queue's bound (a flood) or with the store locked, full or read-only,
an entry is dropped and counted, and the answer goes out as if nothing happened.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable

from arbitre.answer import Answer
from arbitre.web.feedback import FeedbackStore, FeedbackUnavailable

log = logging.getLogger("arbitre")

QUEUE_SIZE = 1000


class DeclinedLog:
    """note(answer) from any thread; a daemon thread adds the declined ones to the store."""

    def __init__(self, store: Callable[[], FeedbackStore]):
        self._store = store  # opened on first use, as for votes
        self._queue: queue.Queue[tuple[str, str | None, str, str]] = queue.Queue(QUEUE_SIZE)
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self.dropped = 0

    def note(self, answer: Answer) -> None:
        """Queue `answer` if it declined; never blocks, never raises."""
        if not answer.abstained:
            return
        nearest = ""
        if answer.citations:
            first = answer.citations[0]
            nearest = f"{first.section} (p. {first.page})" if first.page else first.section
        try:
            self._queue.put_nowait((answer.question, answer.game, answer.lang, nearest))
        except queue.Full:
            self.dropped += 1
            return
        self._start()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every queued entry is written or dropped (tests, shutdown)."""
        done = threading.Event()

        def wait() -> None:
            self._queue.join()
            done.set()

        threading.Thread(target=wait, daemon=True).start()
        return done.wait(timeout)

    def _start(self) -> None:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._write, name="arbitre-declined", daemon=True
                )
                self._thread.start()

    def _write(self) -> None:
        while True:
            question, game, lang, nearest = self._queue.get()
            try:
                self._store().add_declined(question, game, lang, nearest)
            except FeedbackUnavailable as err:
                self.dropped += 1
                log.warning("declined question not logged: %s", err)
            except Exception:  # a log must not take the thread down with it
                self.dropped += 1
                log.exception("declined question not logged")
            finally:
                self._queue.task_done()
