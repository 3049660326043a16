"""Speed and memory, each printed beside its baseline and goal, in one run.

    make bench        (or: python eval/bench.py)

- index build time for the corpus (real encoders, fresh folder)
- warm ask latency p50/p95 over the dev set, against the floor: embedding the
  same questions with the same encoders alone; their ratio
- process start to first answer (`arbitre ask --json` in a new process)
- peak memory of that process and of this one
- questions embedded together (eval/batching.py): CPU time per question from
  `max_concurrent_asks` threads, batching off | on, and the questions per e5 call
- issue 14 (eval/robustness.py): the longest answer over the hostile question shapes,
  beside the old pattern's time in the same run; a repeated question from the cache
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import batching
import robustness
from devset import load_devset

from arbitre.service import Service
from arbitre.settings import Settings
from indexer.build import build_index

ROUNDS = 3


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def bench_latency(service: Service, questions: list) -> tuple[list[float], list[float]]:
    core = service.core
    encoders = core.retriever.encoders
    for q in questions[:5]:
        core.ask(q.question, q.game)
    asks, floors = [], []
    for _ in range(ROUNDS):
        for q in questions:
            # timed() calls at once; the defaults bind this question all the same
            floors.append(
                timed(lambda q=q: [e.embed_queries([q.question]) for e in encoders.values()])
            )
            asks.append(timed(lambda q=q: core.ask(q.question, q.game)))
    return asks, floors


def first_answer(env: dict[str, str]) -> tuple[float, int]:
    start = time.perf_counter()
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "arbitre.cli",
            "ask",
            "--json",
            "Peut-on poser deux fois le même nombre dans une rangée ?",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    seconds = time.perf_counter() - start
    if out.returncode != 0:
        raise SystemExit(out.stderr)
    return seconds, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024


def main() -> None:
    settings = Settings.from_env()
    questions = [q for q in load_devset() if q.question.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        fresh = settings.model_copy(update={"index_dir": Path(tmp) / "index"})
        build_s = build_index(fresh, force=True, progress=False).seconds
    service = Service(settings)
    load_s = timed(lambda: service.core) / 1000
    asks, floors = bench_latency(service, questions)
    env = {**os.environ, "ARBITRE_INDEX_DIR": str(settings.index_dir)}
    start_s, child_mb = first_answer(env)
    self_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    p50, p95, f50 = statistics.median(asks), percentile(asks, 0.95), statistics.median(floors)
    print(
        f"encoders {'+'.join(settings.encoders)}; {len(questions)} dev questions x {ROUNDS} "
        f"rounds; {os.cpu_count()} cores"
    )
    print(f"{'figure':<40} {'measured':>12} {'baseline / goal':>28}")
    rows = [
        ("index build (whole corpus)", f"{build_s:.1f} s", ""),
        ("service load (index + encoders)", f"{load_s:.2f} s", ""),
        ("ask latency p50 (warm)", f"{p50:.1f} ms", f"floor {f50:.1f} ms"),
        ("ask latency p95 (warm)", f"{p95:.1f} ms", "goal < 100 ms"),
        ("ratio p50 / encoder floor p50", f"{p50 / f50:.2f} x", "goal <= 1.5 x"),
        ("process start to first answer", f"{start_s:.2f} s", "goal <= 3 s"),
        ("peak memory, CLI process", f"{child_mb} MB", "goal < 1024 MB"),
        ("peak memory, this bench process", f"{self_mb} MB", ""),
    ]
    rows += batching.report(settings, questions)
    rows += robustness.report(service, settings, questions)
    for name, value, goal in rows:
        print(f"{name:<40} {value:>12} {goal:>28}")


if __name__ == "__main__":
    main()
