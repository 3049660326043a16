"""Questions embedded together (arbitre/query_batcher.py), measured for make bench.

`max_concurrent_asks` threads ask the dev set through one Service, as the server's
worker threads do, once with batching off and once on, rounds interleaved: the CPU
time per question of this process and its engine readers (wall-clock throughput on a
shared machine says more about the neighbours than about the code), and the mean
number of questions per encoder call. Medians over the rounds.
"""

from __future__ import annotations

import os
import statistics
import threading
from pathlib import Path

from arbitre.service import Service
from arbitre.settings import Settings

ROUNDS = 3
_TICK = os.sysconf("SC_CLK_TCK")


def tree_cpu_seconds(root: int) -> float:
    """User + system time of `root` and every live process under it (engine readers)."""
    parents: dict[int, int] = {}
    spent: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(entry.name)
        parents[pid] = int(fields[1])
        spent[pid] = (int(fields[11]) + int(fields[12])) / _TICK
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        total += spent.get(pid, 0.0)
        todo += [child for child, parent in parents.items() if parent == pid]
    return total


def _ask_all(service: Service, questions: list, threads: int) -> None:
    lock = threading.Lock()
    queue = iter(questions)

    def worker() -> None:
        while True:
            with lock:
                q = next(queue, None)
            if q is None:
                return
            service.ask(q.question, q.game)

    pool = [threading.Thread(target=worker) for _ in range(threads)]
    for thread in pool:
        thread.start()
    for thread in pool:
        thread.join()


def measure(settings: Settings, questions: list) -> dict[bool, tuple[float, float]]:
    """Per setting (batching off, on): median CPU ms per question, mean questions per call."""
    threads = settings.max_concurrent_asks
    services = {}
    for batch in (False, True):
        service = Service(
            settings.model_copy(update={"answer_cache_size": 0, "batch_questions": batch})
        )
        for q in questions[:5]:
            service.ask(q.question, q.game)
        services[batch] = service
    cpu: dict[bool, list[float]] = {False: [], True: []}
    for _ in range(ROUNDS):
        for batch, service in services.items():
            before = tree_cpu_seconds(os.getpid())
            _ask_all(service, questions, threads)
            cpu[batch].append((tree_cpu_seconds(os.getpid()) - before) * 1000 / len(questions))
    batcher = services[True].core.retriever.batcher
    mean = batcher.embedded / batcher.calls if batcher and batcher.calls else 1.0
    for service in services.values():
        if service.reader is not None:
            service.reader.close()
    return {False: (statistics.median(cpu[False]), 1.0), True: (statistics.median(cpu[True]), mean)}


def report(settings: Settings, questions: list) -> list[tuple[str, str, str]]:
    """make bench's row: CPU per question with batching on, beside batching off."""
    found = measure(settings, questions)
    (off, _), (on, mean) = found[False], found[True]
    threads = settings.max_concurrent_asks
    return [
        (
            f"{threads} threads, CPU ms/question",
            f"{on:.1f} ms",
            f"batching off {off:.1f} | on {on:.1f}",
        ),
        ("  questions per e5 call (batching on)", f"{mean:.2f}", f"CPU {on / off - 1:+.0%}"),
    ]
