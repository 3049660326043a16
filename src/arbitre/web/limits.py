"""What keeps one client, or a crowd, from taking the service down.

- `BodySizeLimit`: an ASGI middleware that refuses a body over the limit (413)
  before anything parses it, whether announced by Content-Length or streamed,
  and a body that arrives too slowly (408).
- `RateLimiter`: a token bucket per client address for /api/ask (429, Retry-After).
- `AskGate`: at most `max_concurrent_asks` questions answered at once, in worker
  threads; the others wait in a bounded queue, and one that waits too long gets
  503 with Retry-After instead of piling up.
"""

from __future__ import annotations

import functools
import json
import math
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

import anyio
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from arbitre.web.i18n import choose_lang, strings

T = TypeVar("T")
BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


class BodySizeLimit:
    """413 for a body over `max_bytes`; the body is read (and bounded) before the app sees it."""

    def __init__(self, app: ASGIApp, max_bytes: int, read_timeout: float = 10.0):
        self.app = app
        self.max_bytes = max_bytes
        self.read_timeout = read_timeout

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in BODY_METHODS:
            await self.app(scope, receive, send)
            return
        declared = _header(scope, b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_bytes):
            status = 413 if declared.isdigit() else 400
            await _reply(scope, send, status, "err_too_large" if status == 413 else "err_body_json")
            return
        try:
            with anyio.fail_after(self.read_timeout):
                chunks, disconnected = await self._read(receive)
        except TimeoutError:
            await _reply(scope, send, 408, "err_timeout")
            return
        if chunks is None:
            await _reply(scope, send, 413, "err_too_large")
            return
        await self.app(scope, _replay(b"".join(chunks), receive, disconnected), send)

    async def _read(self, receive: Receive) -> tuple[list[bytes] | None, bool]:
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return chunks, True
            body = message.get("body", b"")
            size += len(body)
            if size > self.max_bytes:
                return None, False
            chunks.append(body)
            if not message.get("more_body", False):
                return chunks, False


def _replay(body: bytes, receive: Receive, disconnected: bool) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        if disconnected:
            return {"type": "http.disconnect"}
        return await receive()

    return replay


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            return value.decode("latin-1").strip()
    return None


def scope_lang(scope: Scope) -> str:
    query = dict(
        part.split("=", 1)
        for part in scope.get("query_string", b"").decode("latin-1").split("&")
        if "=" in part
    )
    return choose_lang(query.get("lang"), _header(scope, b"accept-language"))


async def _reply(scope: Scope, send: Send, status: int, key: str) -> None:
    body = json.dumps({"detail": strings(scope_lang(scope))[key]}, ensure_ascii=False).encode(
        "utf-8"
    )
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class RateLimiter:
    """A token bucket per key: `per_minute` requests in a burst, refilled evenly over a minute."""

    MAX_KEYS = 10_000

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic):
        self.capacity = float(per_minute)
        self.rate = per_minute / 60.0
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def retry_after(self, key: str) -> int:
        """0 when the request may go ahead (a token is taken), else the seconds to wait."""
        if self.capacity <= 0:  # 0 or less: no limit
            return 0
        now = self.clock()
        with self._lock:
            tokens, last = self._buckets.get(key, (self.capacity, now))
            tokens = min(self.capacity, tokens + (now - last) * self.rate)
            if tokens < 1.0:
                self._buckets[key] = (tokens, now)
                return max(1, math.ceil((1.0 - tokens) / self.rate))
            self._buckets[key] = (tokens - 1.0, now)
            if len(self._buckets) > self.MAX_KEYS:
                self._forget_idle(now)
            return 0

    def _forget_idle(self, now: float) -> None:
        """Drop buckets that would be full again: they hold no information."""
        full_after = self.capacity / self.rate
        for key in [k for k, (_, last) in self._buckets.items() if now - last > full_after]:
            del self._buckets[key]


class Busy(Exception):
    """Every answering slot is taken and the queue is full or the wait ran out: 503."""

    def __init__(self, retry_after: int):
        super().__init__("busy")
        self.retry_after = retry_after


class AskGate:
    """At most `slots` answers computed at once; at most `queue` requests waiting, each `wait` s.

    The wait counts from the request's arrival, not from when a worker thread picked it
    up; and the gate's threads are its own, so waiting questions never take the threads
    /healthz and the other routes run in."""

    def __init__(self, slots: int, wait: float = 10.0, queue: int = 64):
        self.slots = max(1, slots)
        self._slots = threading.BoundedSemaphore(self.slots)
        self.wait = wait
        self.queue = queue
        self._waiting = 0
        self._lock = threading.Lock()
        self._threads: anyio.CapacityLimiter | None = None

    def run_sync(self, fn: Callable[..., T], *args: Any, deadline: float | None = None) -> T:
        """Run `fn` in the calling (worker) thread once a slot is free, or Busy at `deadline`."""
        if not self._slots.acquire(blocking=False):
            self._wait_for_slot(time.monotonic() + self.wait if deadline is None else deadline)
        try:
            return fn(*args)
        finally:
            self._slots.release()

    def _wait_for_slot(self, deadline: float) -> None:
        with self._lock:
            if self._waiting >= self.queue:
                raise Busy(self.retry_seconds)
            self._waiting += 1
        try:
            left = deadline - time.monotonic()
            acquired = left > 0 and self._slots.acquire(timeout=left)
        finally:
            with self._lock:
                self._waiting -= 1
        if not acquired:
            raise Busy(self.retry_seconds)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Run `fn` in a worker thread once a slot is free; the event loop stays free meanwhile."""
        deadline = time.monotonic() + self.wait
        if self._threads is None:  # made in the event loop, as anyio requires
            self._threads = anyio.CapacityLimiter(self.slots + self.queue)
        call = functools.partial(self.run_sync, fn, *args, deadline=deadline)
        return await anyio.to_thread.run_sync(call, limiter=self._threads)

    @property
    def retry_seconds(self) -> int:
        return max(1, math.ceil(self.wait / 2))
