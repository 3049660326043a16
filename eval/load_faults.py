"""The hostile phases of eval/load.py (issue 14), each bounded in time, loopback only.

- `beside_busy_process`: the main load again while one CPU-bound process competes;
- `under_attack`: /healthz latency while 4 clients ask the slowest (hostile) questions
  and 260 connections from another loopback address sit idle;
- `feedback_flood`: one client voting as fast as it can with large answers.
"""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import time
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

import httpx

IDLE_SOURCE = "127.0.0.2"  # still the loopback interface: a client other than the probes


@contextmanager
def busy_process():
    """One process spinning on a core for as long as the block runs."""
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        yield spinner.pid
    finally:
        spinner.kill()
        spinner.wait()


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return (
        ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else float("nan")
    )


def _idle_sockets(base: str, count: int) -> list[socket.socket]:
    host, port = base.removeprefix("http://").split(":")
    sockets = []
    for _ in range(count):
        sock = socket.socket()
        sock.bind((IDLE_SOURCE, 0))
        sock.settimeout(5)
        try:
            sock.connect((host, int(port)))
        except OSError:
            sock.close()
            continue
        sockets.append(sock)
    return sockets


def _closed_by_server(sock: socket.socket) -> bool:
    sock.setblocking(False)
    try:
        return sock.recv(1) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


async def under_attack(
    base: str, slow: list[dict], idle: int = 260, polls: int = 300, seconds: float = 40
) -> None:
    """/healthz p50/p99 while `idle` sockets sit open and 4 clients loop over `slow` questions."""
    sockets = await asyncio.to_thread(_idle_sockets, base, idle)
    stop = asyncio.Event()
    slow_times: list[float] = []
    statuses: Counter = Counter()

    async def asker(offset: int) -> None:
        async with httpx.AsyncClient(base_url=base, timeout=60) as client:
            n = offset
            while not stop.is_set():
                start = time.perf_counter()
                reply = await client.post("/api/ask", json=slow[n % len(slow)])
                slow_times.append(time.perf_counter() - start)
                statuses[reply.status_code] += 1
                n += 4

    askers = [asyncio.create_task(asker(i)) for i in range(4)]
    health: list[float] = []
    health_status: Counter = Counter()
    deadline = time.monotonic() + seconds
    async with httpx.AsyncClient(base_url=base, timeout=30) as probe:
        await asyncio.sleep(1.0)  # the slow questions under way
        while len(health) < polls and time.monotonic() < deadline:
            start = time.perf_counter()
            try:
                health_status[(await probe.get("/healthz")).status_code] += 1
            except httpx.HTTPError as err:
                health_status[type(err).__name__] += 1
            health.append((time.perf_counter() - start) * 1000)
            await asyncio.sleep(0.02)
    stop.set()
    await asyncio.gather(*askers)
    closed = sum(_closed_by_server(s) for s in sockets)
    for sock in sockets:
        sock.close()
    print(
        f"\n== /healthz under attack: {len(sockets)} idle connections from {IDLE_SOURCE} "
        f"({closed} closed by the server by the end), 4 clients asking {len(slow)} hostile "
        "questions"
    )
    print(
        f"  /healthz {len(health)} probes: p50 {_percentile(health, 0.5):.1f} ms  p99 "
        f"{_percentile(health, 0.99):.1f} ms  (goal p99 <= 100 ms)  by status {dict(health_status)}"
    )
    print(
        f"  hostile questions answered {len(slow_times)}: longest {max(slow_times, default=0):.2f} "
        f"s (goal <= 1 s)  by status {dict(statuses)}"
    )


def _store_bytes(data_dir: Path) -> int:
    return sum(p.stat().st_size for p in data_dir.glob("feedback.sqlite3*") if p.is_file())


async def feedback_flood(
    base: str, data_dir: Path, votes: int = 400, answer_bytes: int = 4900
) -> None:
    """Votes as fast as one client can send them: how many are stored, and the store's growth."""
    before = _store_bytes(data_dir)
    statuses: Counter = Counter()
    body = {"question": "Qui commence ?", "game": "luz", "answer": "x" * answer_bytes, "vote": -1}
    start = time.perf_counter()
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        for _ in range(votes):
            statuses[(await client.post("/api/feedback", json=body)).status_code] += 1
    seconds = time.perf_counter() - start
    grown = (_store_bytes(data_dir) - before) / 1024
    print(
        f"\n== feedback flood: {votes} votes of {answer_bytes / 1000:.0f} kB from one client "
        f"in {seconds:.1f} s"
    )
    print(f"  by status {dict(sorted(statuses.items()))}  (goal: 429 past the configured rate)")
    print(
        f"  store grew {grown:.0f} KiB (unbounded before: every vote stored, 95 MB for 1,500 votes "
        "of 63 kB)"
    )
