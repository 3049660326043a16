"""In-process figures of issue 14, for `make bench` (eval/bench.py calls `report`).

- the longest answer to any hostile question shape (eval/hostile_shapes.jsonl) over
  every game, against its goal (<= 1 s) and against the baseline measured in the same
  run: the Lucky Numbers run pattern as it was before, on 250 digits (stopped at 5 s);
- a repeated question from the answer cache against a first answer (goal >= 10x).
"""

from __future__ import annotations

import re
import signal
import statistics
import time

from hostile import hostile_questions

from arbitre.service import Service
from arbitre.settings import Settings

# engines/lucky_numbers/slots.py's _RUN before issue 14: "\d+\s*[,/]?\s*\d+" splits a run of digits
# every way.
OLD_RUN = re.compile(
    r"(?<![\w.])(\d+(?:\s*[,/]?\s*\d+){1,3}) (?:dans|sur|en|in|on) (?:les |the )?(?:(\w+) )?"
    r"(premieres|first|dernieres|last) (?:cases|squares)"
)
BASELINE_CAP = 5.0


def old_pattern_seconds(digits: int = 250) -> float | None:
    """Seconds the old pattern takes on the issue's question, None past the cap (stopped by a
    signal)."""
    question = f"Ma ligne contient 2, 9 et {'1' * digits}, je pioche un 9 : je peux le mettre ?"

    def stop(*_):
        raise TimeoutError

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, BASELINE_CAP)
    start = time.perf_counter()
    try:
        OLD_RUN.search(question)
        return time.perf_counter() - start
    except TimeoutError:
        return None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def longest_hostile(service: Service) -> tuple[float, str]:
    from arbitre.commands import warm_up

    warm_up(service)  # what `arbitre serve` does before listening: readers up, encoders warm
    worst = (0.0, "")
    for name, question in hostile_questions(service.settings.max_question_chars).items():
        for game in [None, *service.core.games]:
            start = time.perf_counter()
            service.ask(question, game)
            worst = max(worst, (time.perf_counter() - start, f"{name} / {game or 'no game'}"))
    return worst


def cache_speedup(settings: Settings, questions: list) -> tuple[float, float]:
    """Median ms of first answers (no cache) and of repeats (cache), over the same questions."""
    fresh = Service(settings.model_copy(update={"answer_cache_size": 0}))
    cached = Service(settings)
    for q in questions:
        cached.ask(q.question, q.game)
    fresh.ask(questions[0].question, questions[0].game)
    firsts, repeats = [], []
    for q in questions:
        start = time.perf_counter()
        fresh.ask(q.question, q.game)
        firsts.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        cached.ask(q.question, q.game)
        repeats.append((time.perf_counter() - start) * 1000)
    return statistics.median(firsts), statistics.median(repeats)


def report(service: Service, settings: Settings, questions: list) -> list[tuple[str, str, str]]:
    """Rows (figure, measured, baseline / goal) for bench.py's table."""
    baseline = old_pattern_seconds()
    worst, where = longest_hostile(service)
    first, repeat = cache_speedup(
        settings.model_copy(update={"answer_cache_size": 4096}), questions
    )
    before = f"{baseline:.1f} s" if baseline is not None else f"> {BASELINE_CAP:.0f} s (stopped)"
    return [
        (
            "longest answer, hostile shapes x games",
            f"{worst:.2f} s",
            f"goal <= 1 s; old, 250 digits: {before}",
        ),
        ("  (its shape / game)", where[:24], ""),
        ("repeated question (cache) p50", f"{repeat:.2f} ms", f"first answer {first:.1f} ms"),
        ("first answer / repeat", f"{first / repeat:.0f} x", "goal >= 10 x"),
    ]
