"""Engine readings under a hard time bound, and the question shapes no engine reads.

CPython's `re` holds the GIL while it matches, so a pattern that backtracks on some
input freezes every thread of the server: a thread with a timeout cannot stop it
(measured: /healthz waited the whole 97 s of one question). So each reading runs in a
child process, the answering thread waiting on a pipe (which releases the GIL); a child
that overruns the bound is killed and replaced, and the question is answered from the
booklet without an engine. Children come from a fork server that imported the engines
once, so a replacement is ready in milliseconds and never inherits the server's threads.

In front of that, `engine_readable` refuses in linear time the shapes that are no game
fact and that backtracking patterns choke on: a number of many digits, a word said
dozens of times, more numbers than any game's table holds.
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
import re
import threading
from collections import Counter
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from arbitre.engines import engine_slugs

log = logging.getLogger("arbitre")

# The longest number any game's fact uses is a score or a button count (3 digits); a
# track square, a card rank, a bet: 1 or 2. Six digits leave room and stop a run of 400.
MAX_DIGITS = 6
# A board has at most 16 squares and a hand a dozen cards: 40 numbers is no situation.
MAX_NUMBERS = 40
# "+5, +5, +5, …" 80 times or "12 12 12 …" is no situation either; a real question
# repeats a word a few times at most ("le", "de" and such are exempt by their length).
MAX_REPEATS = 12
_NUMBER = re.compile(r"\d+")  # one pass, no nesting: linear
_TOKEN = re.compile(r"[^\W_]{3,}|[+\-−]?\d+")
STARTUP_SECONDS = 30.0  # a reader's first answer, imports included, on a busy machine


def engine_readable(question: str) -> bool:
    """Whether an engine may read the question: no shape above the bounds. Linear time."""
    numbers = _NUMBER.findall(question)
    if len(numbers) > MAX_NUMBERS or any(len(n) > MAX_DIGITS for n in numbers):
        return False
    counts = Counter(token.casefold() for token in _TOKEN.findall(question))
    return not counts or max(counts.values()) <= MAX_REPEATS


def _serve(conn: Connection) -> None:
    """A child's loop: take (slug, question), answer ("ok", interpretation) or ("error", reason).

    The question is plain text, or a `Reading` (read once by the service)."""
    from arbitre.engines import get_engine

    while True:
        try:
            slug, text = conn.recv()
        except (EOFError, OSError):
            return
        if slug == "":  # the warm-up of `start`: answered once the intent models are fitted
            _warm()
        try:
            engine = get_engine(slug)
            if engine is None:
                found = None
            elif isinstance(text, str):
                found = engine.interpret(text)
            else:
                found = engine.interpret_reading(text)
            reply: tuple[str, Any] = ("ok", found)
        except Exception as err:  # noqa: BLE001 - an engine fault is reported, the child keeps serving
            reply = ("error", repr(err))
        conn.send(reply)


def _warm() -> None:
    """Fit each situation reader's intent model when `start` warms a child up (it waits for the
    answer): fitting takes seconds on a busy machine, past the bound of one reading."""
    from arbitre.engines import get_engine
    from arbitre.reading.intents import intent_model

    for slug in engine_slugs():
        if getattr(get_engine(slug), "situation_reader", None) is not None:
            try:
                intent_model(slug)
            except Exception as err:  # noqa: BLE001 - a game's examples unreadable: its reader says so later
                log.warning("intent model of %s not fitted: %r", slug, err)


class _Child:
    """One reading process and the parent's end of its pipe."""

    def __init__(self, context: Any, serve: Callable[[Connection], None]):
        self.conn, theirs = context.Pipe()
        self.process = context.Process(
            target=serve, args=(theirs,), daemon=True, name="arbitre-engine"
        )
        self.process.start()
        theirs.close()

    def read(self, slug: str, text: Any, timeout: float) -> tuple[str, Any]:
        self.conn.send((slug, text))
        if not self.conn.poll(timeout):
            raise TimeoutError
        return self.conn.recv()

    def kill(self) -> None:
        self.process.kill()
        self.process.join(1)
        self.conn.close()


class BoundedReader:
    """At most `workers` engine readings at once, each `timeout` seconds at most."""

    def __init__(self, workers: int, timeout: float, serve: Callable[[Connection], None] = _serve):
        self.workers = workers
        self.timeout = timeout
        self.serve = serve  # a child's loop (module-level: the child imports it by name)
        self._idle: queue.SimpleQueue[_Child] = queue.SimpleQueue()
        self._started = 0
        self._lock = threading.Lock()
        self._context: Any = None
        self.available = True  # False once children cannot start: engines then read in-process

    def interpret(self, slug: str, text: Any) -> Any:
        """The engine's interpretation, or None when it failed or ran out of time."""
        child = self._take()
        if child is None:
            if not self.available:
                return None  # said once, when the children could not start
            log.warning(
                "no engine reader free within %.1f s: answered without the engine", self.timeout
            )
            return None
        try:
            status, value = child.read(slug, text, self.timeout)
        except TimeoutError:
            log.warning(
                "engine %s read one question past %.1f s: reader replaced", slug, self.timeout
            )
            self._discard(child)
            return None
        except (EOFError, OSError) as err:
            log.warning("engine reader for %s died: %r", slug, err)
            self._discard(child)
            return None
        self._idle.put(child)
        if status == "error":
            log.warning("engine %s failed on a question: %s", slug, value)
            return None
        return value

    def start(self) -> None:
        """Start every reader now (a server's warm-up), not on the first engine questions, and
        wait until each answers: none is still starting (importing) when questions come."""
        with self._lock:
            children = [
                child
                for _ in range(self.workers - self._started)
                if (child := self._spawn()) is not None
            ]
        for child in children:
            try:
                child.read("", "", STARTUP_SECONDS)  # no engine by that name: answered at once
            except (TimeoutError, EOFError, OSError) as err:
                log.warning("an engine reader did not start: %r", err)
                self._discard(child)
            else:
                self._idle.put(child)

    def _take(self) -> _Child | None:
        try:
            return self._idle.get_nowait()
        except queue.Empty:
            pass
        with self._lock:
            if self._started < self.workers:
                return self._spawn()
        try:
            return self._idle.get(timeout=self.timeout)
        except queue.Empty:
            return None

    def _spawn(self) -> _Child | None:
        """A new child, counted (under the lock); None, and no more tries, if none can start."""
        try:
            child = _Child(self._fork_server(), self.serve)
        except (OSError, RuntimeError, ValueError) as err:
            log.error(
                "engine readers cannot start (%r): "
                "engines read in the server process, without a time bound",
                err,
            )
            self.available = False
            return None
        self._started += 1
        return child

    def _discard(self, child: _Child) -> None:
        child.kill()
        with self._lock:
            self._started -= 1

    def _fork_server(self) -> Any:
        if self._context is None:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(
                ["arbitre.engines", *_engine_modules(), "arbitre.engines.preload"]
            )
            self._context = context
        return self._context

    def close(self) -> None:
        while True:
            try:
                self._idle.get_nowait().kill()
            except queue.Empty:
                return


def _engine_modules() -> list[str]:
    from arbitre.engines import _MODULES

    return [_MODULES[slug] for slug in engine_slugs()]
