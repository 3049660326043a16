"""Engine verdicts of the current readers beside today's readers (a stored per-question baseline).

    python eval/engines_eval.py                   # the table, called by make eval
    python eval/engines_eval.py --save-baseline   # store today's answers (run at commit f62a1ce)

For every labelled engine set (eval/engine/, eval/engine_*.jsonl) and for
../shared/eval/outside-dev.jsonl, per set and per game: right verdicts, wrong verdicts,
no verdict, ask-backs, and ask-backs for a stated fact (an ask-back on a question that
states its whole situation). A question labelled `needs_situation` is right when it is
asked back and gets no verdict, wrong when it gets one.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from devset import EVAL_DIR, load_engine_set, same_verdict

BASELINE = EVAL_DIR / "engine_baseline.jsonl"  # today's readers, per question, written at f62a1ce
OUTSIDE_DEV = EVAL_DIR.parent.parent / "shared" / "eval" / "outside-dev.jsonl"
if not OUTSIDE_DEV.is_file():  # a worktree one level deeper than the main checkout
    OUTSIDE_DEV = Path("/work/shared/eval/outside-dev.jsonl")
OUTCOMES = ("right", "wrong", "none", "asks", "asks_stated")
# Blind sets whose questions were read after their first measurement: dev sets since then
# (eval/blind/README.md says when each one was opened).
OPENED_BLIND = ("b50", "b51", "b52")


def _number(value: object) -> object:
    """A number written as a string in a label ("12") is that number."""
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return int(value)
    return value


@dataclass(frozen=True)
class Item:
    set_name: str
    id: str
    game: str
    question: str
    wanted: tuple[object, ...]  # accepted verdicts
    needs_situation: bool

    @property
    def key(self) -> str:
        return f"{self.set_name}/{self.id}"


def load_items() -> list[Item]:
    """Every engine question: labelled sets, then the opened blind sets, then outside-dev."""
    items = []
    sources = [EVAL_DIR / "engine", *sorted(EVAL_DIR.glob("engine_*.jsonl"))]
    for source in sources:
        if source == BASELINE:
            continue
        name = source.stem
        for q in load_engine_set(source):
            items.append(Item(name, q.id, q.game, q.question, (q.verdict,), q.needs_situation))
    opened = [EVAL_DIR / "blind" / f"{name}-engine.jsonl" for name in OPENED_BLIND]
    for name, path in [(p.stem, p) for p in opened] + [("outside-dev", OUTSIDE_DEV)]:
        if not path.is_file():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                d = json.loads(line)
                wanted = tuple(map(_number, (d["expected"], *d.get("expected_alt", ()))))
                lacking = bool(d.get("needs_situation"))
                items.append(Item(name, d["id"], d["game"], d["question"], wanted, lacking))
    return items


def outcome(item: Item, verdict: object, asks_for: str | None) -> set[str]:
    """The outcome labels of one answer."""
    labels = set()
    if asks_for is not None:
        labels.add("asks")
        if not item.needs_situation:
            labels.add("asks_stated")
    if item.needs_situation:
        labels.add("wrong" if verdict is not None else "right" if asks_for is not None else "none")
    elif verdict is not None or None in item.wanted:
        right = any(same_verdict(verdict, w) for w in item.wanted)
        labels.add("right" if right else "wrong" if verdict is not None else "none")
    else:
        labels.add("none")
    return labels


def answer_all(items: list[Item], core=None) -> dict[str, dict]:
    """Each question asked through the whole service, the game given."""
    if core is None:
        from arbitre.service import Service
        from arbitre.settings import Settings

        core = Service(Settings.from_env(engine_timeout_seconds=0)).core
    out = {}
    for item in items:
        answer = core.ask(item.question, item.game)
        out[item.key] = {"verdict": answer.verdict, "asks_for": answer.asks_for}
    return out


def save_baseline(items: list[Item]) -> None:
    answers = answer_all(items)
    with open(BASELINE, "w", encoding="utf-8") as handle:
        handle.writelines(
            json.dumps({"key": key, **answer}, ensure_ascii=False) + "\n"
            for key, answer in answers.items()
        )
    print(f"{len(answers)} answers of today's readers written to {BASELINE}")


def load_baseline() -> dict[str, dict]:
    if not BASELINE.is_file():
        return {}
    lines = BASELINE.read_text(encoding="utf-8").splitlines()
    return {d["key"]: d for d in map(json.loads, filter(None, lines))}


def tally(items: list[Item], answers: dict[str, dict], by) -> dict[str, Counter]:
    counts: dict[str, Counter] = defaultdict(Counter)
    for item in items:
        if item.key in answers:
            a = answers[item.key]
            counts[by(item)].update(outcome(item, a["verdict"], a["asks_for"]))
            counts[by(item)]["n"] += 1
    return counts


def _cells(c: Counter) -> str:
    return " ".join(f"{c[o]:>4}" for o in OUTCOMES)


def report(
    items: list[Item],
    now: dict[str, dict],
    before: dict[str, dict],
    new: dict[str, dict] | None = None,
    games: set[str] | None = None,
) -> list[str]:
    """Per set and per game: today's readers | the service as it answers now | the new readers (for
    the games that have one), and the questions whose outcome changed."""
    new = new or {}
    head = "right wrong none asks stated"
    lines = [
        f"{'':<34} {'today (f62a1ce)':^24} | {'now':^24}"
        + (f" | {'new readers':^24}" if new else ""),
        f"{'set / game':<34} {head} | {head}" + (f" | {head}" if new else ""),
    ]
    migrated = {i.game for i in items if i.key in new}
    for title, by in (
        ("set", lambda i: i.set_name),
        ("game", lambda i: i.game),
        ("outside-dev", lambda i: i.game if i.set_name == "outside-dev" else None),
        (
            "set, new-reader games",
            lambda i: f"{i.set_name} [{i.game}]" if i.game in migrated else None,
        ),
    ):
        subset = [i for i in items if games is None or i.game in games]
        if (
            title == "set" and migrated
        ):  # like with like: the games with a new reader get their own rows below
            subset = [i for i in subset if i.game not in migrated] or subset
        old, cur, fresh = tally(subset, before, by), tally(subset, now, by), tally(subset, new, by)
        for key in sorted(k for k in cur if k is not None):
            lower = old[key]["n"] and any(  # a set with no stored baseline has nothing lower
                c[key]["right"] < old[key]["right"] or c[key]["wrong"] > old[key]["wrong"]
                for c in (cur, fresh)
                if c[key]["n"]
            )
            fresh_cells = _cells(fresh[key]) if fresh[key]["n"] else ""
            lines.append(
                f"{title[:4] + ' ' + key:<34} {_cells(old[key])} | {_cells(cur[key])} | "
                f"{fresh_cells}{'  <- lower' if lower else ''}"
            )
    for label, answers in (("now", now), ("new readers", new)):
        changed = [
            i
            for i in items
            if i.key in before
            and i.key in answers
            and outcome(i, before[i.key]["verdict"], before[i.key]["asks_for"])
            != outcome(i, answers[i.key]["verdict"], answers[i.key]["asks_for"])
        ]
        lines.append(f"questions whose outcome changed ({label}): {len(changed)}")
        for i in changed[:30]:
            lines.append(
                f"  {i.key} ({i.game}): {before[i.key]['verdict']!r} -> "
                f"{answers[i.key]['verdict']!r}, want {i.wanted[0]!r}: {i.question[:60]}"
            )
    return lines


def reading_timing(items: list[Item]) -> list[str]:
    """Reading + deciding (no retrieval) through the new readers: p50 and p95 per game, after a
    warm-up."""
    import statistics
    import time

    from arbitre.engines import engine_slugs, get_engine
    from arbitre.reading import game_words, read

    lines = []
    for slug in engine_slugs():
        engine = get_engine(slug)
        questions = [i.question for i in items if i.game == slug]
        if getattr(engine, "situation_reader", None) is None or not questions:
            continue
        words = game_words(slug)
        engine.interpret_reading(
            read(questions[0]).with_game(words), True
        )  # the intent model is fitted once
        times = []
        for question in questions:
            start = time.perf_counter()
            engine.interpret_reading(read(question).with_game(words))
            times.append((time.perf_counter() - start) * 1000)
        p95 = statistics.quantiles(times, n=20)[-1]
        lines.append(
            f"reading + deciding, {slug}, {len(times)} questions: p50 "
            f"{statistics.median(times):.2f} ms, p95 {p95:.2f} ms (goal 5 ms)"
        )
    return lines


def misses(items: list[Item], before: dict[str, dict], new: dict[str, dict]) -> list[str]:
    """Every question the service misses now: right before and not now, a wrong verdict, or an
    ask-back for a stated fact."""
    lines = []
    for i in items:
        if i.key not in new:
            continue
        got = outcome(i, new[i.key]["verdict"], new[i.key]["asks_for"])
        was = (
            outcome(i, before[i.key]["verdict"], before[i.key]["asks_for"])
            if i.key in before
            else set()
        )
        if "right" in was - got or {"wrong", "asks_stated"} & got:
            verdict = new[i.key]["verdict"]
            lines.append(
                f"  {i.key}: {sorted(got)} {verdict!r}, want {i.wanted[0]!r}: {i.question}"
            )
    return [f"questions missed now: {len(lines)}", *lines]


def print_engine_table(core, games: set[str] | None = None, show_misses: bool = False) -> None:
    """The table of make eval: today's readers (stored) and the service now."""
    items = load_items()
    if games is not None:
        items = [i for i in items if i.game in games]
    print("\n== engine verdicts: today's readers (stored baseline) | now | new readers ==")
    before, now = load_baseline(), answer_all(items, core)
    print("\n".join(report(items, now, before)))
    if show_misses:
        print("\n".join(misses(items, before, now)))
    print("\n".join(reading_timing(items)))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--save-baseline",
        action="store_true",
        help="store today's answers in eval/engine_baseline.jsonl",
    )
    parser.add_argument("--game", action="append", help="only this game's questions (repeatable)")
    parser.add_argument(
        "--misses", action="store_true", help="list every question the new readers miss"
    )
    args = parser.parse_args(argv)
    if args.save_baseline:
        save_baseline(load_items())
        return
    from arbitre.service import Service
    from arbitre.settings import Settings

    # An eval measures answers: engine readings in-process, so a loaded machine times none out.
    service = Service(Settings.from_env(engine_timeout_seconds=0))
    print_engine_table(service.core, set(args.game) if args.game else None, args.misses)


if __name__ == "__main__":
    sys.exit(main())
