"""Load and faults, measured against a real server on the loopback interface.

    make bench        (after eval/bench.py)
    python eval/load.py [--requests 20000] [--clients 16] [--duration 150] [--fake]

Starts `arbitre serve` on 127.0.0.1 (a free port) over the default index
(var/index, built by `arbitre index`; --fake: a fake-encoder index of the corpus
in a temporary folder), then, each phase bounded in time:

1. the dev set's questions, cycled, from 16 concurrent clients: throughput,
   p50/p95/p99 latency, errors by status (goal: no 5xx, no dropped connection),
   server RSS before and after (goal: flat);
1b. the same beside one competing CPU-bound process (goal: at least half of 1.'s rate);
1c. /healthz p99 under 4 clients asking hostile questions and 260 idle connections,
   then a feedback flood (eval/load_faults.py);
2. the same from 8 clients: throughput;
3. one client, the same questions, against Service.ask in this process: the
   served/in-process latency ratio (goal <= 1.2);
4. 16 clients while `arbitre index --force` rebuilds the index underneath:
   failed requests (goal 0) and whether /healthz's build switched to the new one.

No external host is contacted; the question rate limit is lifted for the run (the
votes' is not) and the answer cache is off, so every question is answered afresh
(bench.py measures the cache); votes go to a temporary data folder.
"""

from __future__ import annotations

import argparse
import asyncio
import atexit
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import load_faults
from hostile import hostile_questions

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT / "eval" / "devset.jsonl"


@dataclass
class Tally:
    """What the clients of one phase saw."""

    latencies: list[float] = field(default_factory=list)
    statuses: Counter = field(default_factory=Counter)
    builds: Counter = field(default_factory=Counter)
    seconds: float = 0.0

    @property
    def sent(self) -> int:
        return sum(self.statuses.values())

    def failed(self) -> int:
        return sum(n for s, n in self.statuses.items() if not (isinstance(s, int) and s < 500))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return (
        ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]
        if ordered
        else float("nan")
    )


def load_questions() -> list[dict]:
    with open(DEVSET, encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    return [
        {"question": r["question"], **({"game": r["game"]} if r.get("game") else {})} for r in rows
    ]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class RssSampler:
    """The server's RSS every `every` seconds while a phase runs (is memory flat or growing?)."""

    def __init__(self, pid: int, every: float = 15.0) -> None:
        self.pid, self.every, self.mib = pid, every, []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            self.mib.append(rss_kib(self.pid) / 1024)

    def __enter__(self) -> RssSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


async def run_clients(
    base: str, questions: list[dict], clients: int, total: int, seconds: float
) -> Tally:
    """`clients` workers sending questions in turn until `total` are answered or time is up."""
    tally = Tally()
    counter = iter(range(total))
    deadline = time.monotonic() + seconds
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)

    async def worker(client: httpx.AsyncClient) -> None:
        for n in counter:
            if time.monotonic() > deadline:
                return
            start = time.perf_counter()
            try:
                reply = await client.post("/api/ask", json=questions[n % len(questions)])
                tally.statuses[reply.status_code] += 1
            except httpx.HTTPError as err:  # a dropped or refused connection, a timeout
                tally.statuses[type(err).__name__] += 1
                continue
            tally.latencies.append((time.perf_counter() - start) * 1000)

    start = time.monotonic()
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as client:
        await asyncio.gather(*(worker(client) for _ in range(clients)))
    tally.seconds = time.monotonic() - start
    return tally


def report(name: str, tally: Tally) -> None:
    rate = tally.sent / tally.seconds if tally.seconds else 0.0
    print(f"\n== {name}")
    print(f"  requests {tally.sent} in {tally.seconds:.1f} s: {rate:.1f} req/s")
    print(
        f"  latency ms p50 {percentile(tally.latencies, 0.5):.1f}  p95 "
        f"{percentile(tally.latencies, 0.95):.1f}  p99 {percentile(tally.latencies, 0.99):.1f}"
    )
    print(
        f"  by status {dict(sorted(tally.statuses.items(), key=str))}   failed (5xx or dropped): "
        f"{tally.failed()}"
    )


def wait_healthy(base: str, process: subprocess.Popen, seconds: float = 300) -> dict:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            sys.exit(f"the server stopped (exit {process.returncode})")
        try:
            reply = httpx.get(base + "/healthz", timeout=30)
            if reply.status_code == 200:
                return reply.json()
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    sys.exit("the server did not become healthy in time")


async def during_rebuild(
    base: str, questions: list[dict], args: argparse.Namespace, env: dict[str, str]
) -> tuple[Tally, list[tuple[float, str]], float]:
    """16 clients while `arbitre index --force` runs; /healthz polled for the build id."""
    seen: list[tuple[float, str]] = []
    start = time.monotonic()

    async def watch(stop: asyncio.Event) -> None:
        async with httpx.AsyncClient(base_url=base, timeout=30) as client:
            while not stop.is_set():
                build = (await client.get("/healthz")).json().get("build")
                if not seen or seen[-1][1] != build:
                    seen.append((time.monotonic() - start, build))
                await asyncio.sleep(0.5)

    stop = asyncio.Event()
    watcher = asyncio.create_task(watch(stop))
    load = asyncio.create_task(
        run_clients(base, questions, args.clients, 10**9, args.swap_duration)
    )
    await asyncio.sleep(2)
    rebuild = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "arbitre.cli",
        "index",
        "--force",
        "--quiet",
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    output, _ = await rebuild.communicate()
    built_after = time.monotonic() - start
    print(
        f"  rebuild (exit {rebuild.returncode}) after {built_after:.1f} s: "
        f"{output.decode().strip()[-200:]}"
    )
    tally = await load
    stop.set()
    await watcher
    return tally, seen, built_after


def in_process_latency(env: dict[str, str], questions: list[dict]) -> list[float]:
    os.environ.update(env)
    from arbitre.service import Service
    from arbitre.settings import Settings

    service = Service(Settings.from_env())
    for q in questions[:3]:
        service.ask(q["question"], q.get("game"))
    timings = []
    for q in questions:
        start = time.perf_counter()
        service.ask(q["question"], q.get("game"))
        timings.append((time.perf_counter() - start) * 1000)
    return timings


async def served_latency(base: str, questions: list[dict]) -> list[float]:
    timings = []
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        for q in questions:
            start = time.perf_counter()
            (await client.post("/api/ask", json=q)).raise_for_status()
            timings.append((time.perf_counter() - start) * 1000)
    return timings


def votes_elsewhere(env: dict[str, str]) -> dict[str, str]:
    """The flood's votes in a temporary data folder; the index stays where it was."""
    from arbitre.settings import Settings

    index_dir = env.get("ARBITRE_INDEX_DIR") or str(Settings.from_env().index_dir)
    folder = Path(tempfile.mkdtemp(prefix="arbitre-votes-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return {**env, "ARBITRE_INDEX_DIR": index_dir, "ARBITRE_DATA_DIR": str(folder)}


def fake_index_env(env: dict[str, str]) -> dict[str, str]:
    folder = Path(tempfile.mkdtemp(prefix="arbitre-load-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    env = {
        **env,
        "ARBITRE_ENCODERS": "fake",
        "ARBITRE_INDEX_DIR": str(folder / "index"),
        "ARBITRE_DATA_DIR": str(folder),
    }
    subprocess.run(
        [sys.executable, "-m", "arbitre.cli", "index", "--quiet"],
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return env


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=20_000, help="questions in the main phase")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument(
        "--duration", type=float, default=150, help="longest main phase, in seconds"
    )
    parser.add_argument(
        "--busy-duration",
        type=float,
        default=60,
        help="the phase beside a busy process, in seconds",
    )
    parser.add_argument(
        "--short-duration", type=float, default=30, help="the 8-client phase, in seconds"
    )
    parser.add_argument(
        "--swap-duration", type=float, default=120, help="the rebuild phase, in seconds"
    )
    parser.add_argument(
        "--sample", type=int, default=40, help="questions timed served vs in process"
    )
    parser.add_argument(
        "--fake", action="store_true", help="a fake-encoder index (measures the web layer)"
    )
    args = parser.parse_args()

    env = {**os.environ, "ARBITRE_RATE_LIMIT": str(10**9), "ARBITRE_ANSWER_CACHE": "0"}
    env = fake_index_env(env) if args.fake else env
    env = votes_elsewhere(env)
    questions = load_questions()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryFile(mode="w+") as server_log:
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "arbitre.cli",
                "serve",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=server_log,
            text=True,
        )
        try:
            health = wait_healthy(base, server)
            print(
                f"server pid {server.pid} on {base}, index build {health.get('build')}, "
                f"{health.get('passages')} passages, {os.cpu_count()} cores"
            )
            asyncio.run(
                run_clients(base, questions, 4, 16, 120)
            )  # warm-up: models loaded, caches filled
            rss_before = rss_kib(server.pid)
            with RssSampler(server.pid) as rss:
                main_phase = asyncio.run(
                    run_clients(base, questions, args.clients, args.requests, args.duration)
                )
            rss_after = rss_kib(server.pid)
            report(
                f"{args.clients} clients, up to {args.requests} questions or {args.duration:.0f} s",
                main_phase,
            )
            print(
                f"  server RSS {rss_before / 1024:.0f} MiB before, {rss_after / 1024:.0f} MiB "
                f"after ({(rss_after - rss_before) / 1024:+.0f} MiB); every {rss.every:.0f} s: "
                + ", ".join(f"{m:.0f}" for m in rss.mib)
            )
            if main_phase.sent < args.requests:
                print(
                    f"  stopped by the time bound: {main_phase.sent} of {args.requests} questions "
                    "sent"
                )
            with load_faults.busy_process() as spinner:
                busy = asyncio.run(
                    run_clients(base, questions, args.clients, args.requests, args.busy_duration)
                )
            report(f"{args.clients} clients beside one CPU-bound process (pid {spinner})", busy)
            quiet_rate, busy_rate = main_phase.sent / main_phase.seconds, busy.sent / busy.seconds
            print(
                f"  {busy_rate:.1f} req/s against {quiet_rate:.1f} quiet: "
                f"{busy_rate / quiet_rate:.0%} "
                f"(goal >= 50%; before issue 14: 6.7 against 82-86, about a tenth)"
            )
            slow = [
                {"question": q, "game": g}
                for q in hostile_questions().values()
                for g in ("lucky-numbers", "num-draft")
            ]
            asyncio.run(load_faults.under_attack(base, slow))
            asyncio.run(load_faults.feedback_flood(base, Path(env["ARBITRE_DATA_DIR"])))
            report(
                f"8 clients, {args.short_duration:.0f} s",
                asyncio.run(run_clients(base, questions, 8, 10**9, args.short_duration)),
            )

            sample = questions[: args.sample]
            served = asyncio.run(served_latency(base, sample))
            local = in_process_latency(env, sample)
            print(
                f"\n== one client, {len(sample)} questions: "
                "served /api/ask vs in-process Service.ask"
            )
            for name, q in (("p50", 0.5), ("p95", 0.95)):
                s, p = percentile(served, q), percentile(local, q)
                print(
                    f"  {name}: served {s:.1f} ms, in process {p:.1f} ms, ratio {s / p:.2f} (goal "
                    "<= 1.2)"
                )

            tally, seen, built_after = asyncio.run(during_rebuild(base, questions, args, env))
            report(f"{args.clients} clients during `arbitre index --force`", tally)
            switched = len(seen) > 1 and seen[-1][1] != seen[0][1]
            print(f"  builds seen by /healthz: {', '.join(f'{b} at {t:.1f} s' for t, b in seen)}")
            print(
                f"  switched to the new build: {'yes' if switched else 'no'}; failed requests: "
                f"{tally.failed()}"
            )
            print(f"  server RSS at the end {rss_kib(server.pid) / 1024:.0f} MiB")
            server_log.seek(0)
            tracebacks = server_log.read().count("Traceback")
            print(f"  tracebacks in the server log: {tracebacks}")
            clean = main_phase.failed() == 0 and busy.failed() == 0 and tally.failed() == 0
            return 0 if clean and switched and not tracebacks else 1
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()


if __name__ == "__main__":
    sys.exit(main())
