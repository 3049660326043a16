"""Read + decide time per engine question, today's text reader beside the one reader's path.

    python eval/reader_timing.py --game lucky-numbers

Every labelled engine question of the game (eval/engine/, eval/engine_*.jsonl), each asked once to
each path after one warm-up; prints the median and p95 in milliseconds.
"""

from __future__ import annotations

import argparse
import statistics
import time

from devset import EVAL_DIR, load_engine_set


def timings(slug: str) -> dict[str, list[float]]:
    from arbitre.engines import get_engine
    from arbitre.reading import game_words, read

    engine, words = get_engine(slug), game_words(slug)
    questions = [
        q.question
        for source in [EVAL_DIR / "engine", *sorted(EVAL_DIR.glob("engine_*.jsonl"))]
        if source.name != "engine_baseline.jsonl"
        for q in load_engine_set(source)
        if q.game == slug
    ]
    paths = {
        "today's reader": engine.interpret,
        "one reader": lambda q: engine.situation_reader(read(q).with_game(words)),
    }
    out = {}
    for name, path in paths.items():
        path(questions[0])
        spent = []
        for question in questions:
            start = time.perf_counter()
            path(question)
            spent.append((time.perf_counter() - start) * 1000)
        out[name] = spent
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    args = parser.parse_args(argv)
    for name, spent in timings(args.game).items():
        print(
            f"{args.game} {name:<15} {len(spent)} questions  median {statistics.median(spent):.2f} "
            f"ms  p95 {statistics.quantiles(spent, n=20)[-1]:.2f} ms"
        )


if __name__ == "__main__":
    main()
