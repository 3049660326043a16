"""Questions that arrive together, embedded together: one encoder call for a batch.

A server answers a few questions at once in threads; each needs its question embedded
by every encoder. e5 runs a batch's tokens as one matrix, so a call's fixed costs are
paid once per batch instead of once per question (measured: eval/bench.py prints the
CPU time per question, "batching off | on").

No thread of its own: the caller that finds a free lane leads, takes the questions
waiting (at most `max_batch`), encodes them in one call and hands each caller its own
row. A lane is one encoder call at a time; with one lane per core (each encoder runs
one thread), the encoders keep every core busy. While every lane is busy, questions
wait for the next free one, and those waiting then go together.

Bounded: a caller waits at most for the batches ahead of it, each at most `max_batch`
questions, and the server lets only `max_concurrent_asks` questions in at once. A leader
never waits for company when no other batch is running, so a single client's question
is encoded at once, alone, exactly as without batching; otherwise it waits at most
`max_wait` seconds for the questions about to arrive. Each row comes from its own text
only, and a failing call fails the questions of its batch, none other. Which encoders
may share a call without changing a row is theirs to say (`Encoder.batch_exact`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

Row = TypeVar("Row")
MAX_BATCH = 8  # beyond 8 questions, e5's time per question no longer drops (measured)
MAX_WAIT = 0.002  # seconds a leader waits for company while another batch runs


@dataclass(eq=False)
class _Pending(Generic[Row]):
    """One caller's question and, once its batch is done, its row or its batch's error."""

    text: str
    done: bool = False
    row: Row | None = None
    error: BaseException | None = None


class QueryBatcher(Generic[Row]):
    """Embeds single questions through `embed` (texts in, one row per text out), batching
    those that arrive together."""

    def __init__(
        self,
        embed: Callable[[list[str]], Sequence[Row]],
        lanes: int = 1,
        max_batch: int = MAX_BATCH,
        max_wait: float = MAX_WAIT,
    ):
        if lanes < 1 or max_batch < 1 or max_wait < 0:
            raise ValueError("lanes and max_batch >= 1, max_wait >= 0")
        self._embed = embed
        self.lanes = lanes
        self.max_batch = max_batch
        self.max_wait = max_wait
        self._waiting: list[_Pending[Row]] = []
        self._running = 0
        self._collecting = 0  # leaders waiting for company: an arrival wakes them
        self._changed = threading.Condition(threading.Lock())
        self.calls = 0  # encoder calls made, and questions embedded: their ratio is the mean batch
        self.embedded = 0

    def embed_one(self, text: str) -> Row:
        """The row `embed([text])[0]` would give, possibly computed in a batch with others."""
        mine: _Pending[Row] = _Pending(text)
        with self._changed:
            self._waiting.append(mine)
            if self._collecting:
                self._changed.notify_all()
            while not mine.done:
                if self._running < self.lanes:
                    self._lead()  # releases the lock while encoding; may encode `mine` or not
                else:
                    self._changed.wait()
        if mine.error is not None:
            raise mine.error
        return mine.row  # type: ignore[return-value]  # set with done

    def _lead(self) -> None:
        """Encode the questions waiting (lock held on entry and on return)."""
        self._running += 1
        if self._running > 1 and len(self._waiting) < self.max_batch and self.max_wait:
            # Another batch is running: the server is busy, and the questions about to arrive
            # can share this call. Alone (one client), no wait at all.
            self._collecting += 1
            self._changed.wait_for(
                lambda: len(self._waiting) >= self.max_batch, timeout=self.max_wait
            )
            self._collecting -= 1
        batch, self._waiting = self._waiting[: self.max_batch], self._waiting[self.max_batch :]
        if batch:  # empty when another leader took them all meanwhile
            self._changed.release()
            try:
                self._run(batch)
            finally:
                self._changed.acquire()
            self.calls += 1
            self.embedded += len(batch)
        self._running -= 1
        self._changed.notify_all()

    def _run(self, batch: list[_Pending[Row]]) -> None:
        try:
            rows = self._embed([p.text for p in batch])
            if len(rows) != len(batch):
                raise RuntimeError(f"{len(rows)} rows for {len(batch)} questions")
        except BaseException as err:  # noqa: BLE001 - each caller of the batch re-raises it
            for pending in batch:
                pending.error, pending.done = err, True
            return
        for pending, row in zip(batch, rows, strict=True):
            pending.row, pending.done = row, True
