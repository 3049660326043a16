"""How `arbitre serve` runs the site: uvicorn, with the connection limits it lacks.

uvicorn reclaims a connection only after a response (keep-alive timeout): a socket
that connects and sends nothing stays open for good, and past `limit_concurrency`
open connections every other visitor gets 503. So each connection here must finish
sending its request's headers within `header_timeout_seconds` (a client dribbling a
byte at a time gains nothing), and one client address holds at most
`max_connections_per_client` connections; beyond, it is closed at once.

Proxy headers (X-Forwarded-For) are trusted only from the addresses given with
`--forwarded-allow-ips`; by default none, so the rate limits key on the peer address.
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections import Counter
from typing import Any, ClassVar

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from arbitre.settings import Settings

# Past this many open requests uvicorn answers 503 at once, before any work.
MIN_CONCURRENCY = 256


class GuardedH11Protocol(H11Protocol):
    """H11 with a deadline on each request's headers and a cap on connections per client."""

    header_timeout: float = 5.0
    per_client: int = 64
    trusted: tuple[str, ...] = ()
    open_by_client: ClassVar[Counter[str]] = Counter()  # each guarded_protocol() class has its own

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._header_task: asyncio.TimerHandle | None = None
        self._host = self.client[0] if self.client else "?"
        self.open_by_client[self._host] += 1
        if self.open_by_client[self._host] > self.per_client and not _is_trusted(
            self._host, self.trusted
        ):
            transport.close()  # over the cap: nothing read, nothing answered
            return
        self._arm_header_deadline()

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_header_deadline()
        self.open_by_client[self._host] -= 1
        if self.open_by_client[self._host] <= 0:
            del self.open_by_client[self._host]
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:
            self._cancel_header_deadline()  # the request line and headers are in

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            # the next request on this connection gets the same deadline
            self._arm_header_deadline()

    def _arm_header_deadline(self) -> None:
        self._cancel_header_deadline()
        self._header_task = self.loop.call_later(self.header_timeout, self._headers_too_slow)

    def _cancel_header_deadline(self) -> None:
        task = getattr(self, "_header_task", None)
        if task is not None:
            task.cancel()
            self._header_task = None

    def _headers_too_slow(self) -> None:
        self._header_task = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()


def _is_trusted(host: str, trusted: tuple[str, ...]) -> bool:
    for entry in trusted:
        if entry == "*" or entry == host:
            return True
        try:
            if "/" in entry and ipaddress.ip_address(host) in ipaddress.ip_network(
                entry, strict=False
            ):
                return True
        except ValueError:
            continue
    return False


def guarded_protocol(settings: Settings, trusted: tuple[str, ...]) -> type[GuardedH11Protocol]:
    """A protocol class carrying these limits, with its own count of open connections."""
    attributes: dict[str, Any] = {
        "header_timeout": settings.header_timeout_seconds,
        "per_client": settings.max_connections_per_client,
        "trusted": trusted,
        "open_by_client": Counter(),
    }
    return type("ArbitreH11Protocol", (GuardedH11Protocol,), attributes)


def server_config(
    app: Any,
    settings: Settings,
    host: str,
    port: int,
    forwarded_allow_ips: str | None = None,
    log_level: str = "info",
) -> uvicorn.Config:
    """uvicorn's configuration for `app`: trusted proxies only as named, no Server header."""
    trusted = tuple(part.strip() for part in (forwarded_allow_ips or "").split(",") if part.strip())
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        server_header=False,
        limit_concurrency=max(MIN_CONCURRENCY, 4 * settings.ask_queue),
        timeout_keep_alive=5,
        proxy_headers=bool(trusted),
        forwarded_allow_ips=list(trusted) if trusted else None,
        http=guarded_protocol(settings, trusted),
    )
