"""Where `ask` departs from the answerability model: the decline the curve promises, against
the one the service gives.

    python eval/service_gap.py [FILE.jsonl ...]      (default: data/answerability/heldout*.jsonl)

Each pair (question, game given or not) is judged by the model alone (`AnsweringCore.judge`,
on the game `ask` would search) and asked through `ask`. A pair where the two differ is
counted by the step of `ask` that overrode the model: an engine's verdict, an engine asking
for the situation, a generic question answered with its sections, asked which game, another
game or small talk settled before the search.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from answerability_eval import expected_decline, pair_files, pairs
from devset import Question, load_devset


def step_of(core, q: Question, game: str | None) -> tuple[bool, bool, str]:
    """Whether the model declines, whether `ask` does, and the step of `ask` that decided."""
    searched = game or core.detector.detect(q.question)
    judged = core.judge(q.question, searched)
    answer = core.ask(q.question, game)
    asked_game = answer.game is None and answer.asks_for is not None
    declined = bool(answer.abstained) or asked_game
    if asked_game:
        step = "asked which game"
    elif judged.generic is not None:
        step = "generic sections"
    elif answer.engine is not None:
        step = "engine verdict"
    elif answer.asks_for is not None:
        step = "engine asks back"
    else:
        step = "retrieval"
    return not judged.answerable, declined, step


def gap_report(core, questions: list[Question]) -> list[str]:
    tally: dict[str, Counter] = {}
    for q, game in pairs(questions):
        model, service, step = step_of(core, q, game)
        side = "decline" if expected_decline(core, q, game is not None) else "answer"
        key = f"{side:<7} game {'given' if game else 'hidden'}"
        count = tally.setdefault(key, Counter())
        count["pairs"] += 1
        count["model declines"] += model
        count["ask declines"] += service
        if model != service:
            which = "model declines, ask answers" if model else "ask declines alone"
            count[f"{which}: {step}"] += 1
    lines = []
    for key in sorted(tally):
        count = tally[key]
        lines.append(
            f"  {key}: {count.pop('pairs')} pairs, model declines {count.pop('model declines')}, "
            f"ask declines {count.pop('ask declines')}"
        )
        lines += [f"      {n:>4}  {why}" for why, n in count.most_common()]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    files = parser.parse_args().files or pair_files("heldout")
    from arbitre.service import Service
    from arbitre.settings import Settings

    core = Service(Settings.from_env(engine_timeout_seconds=0)).core
    questions = [q for f in files for q in load_devset(f)]
    print(f"{len(questions)} questions from {', '.join(f.name for f in files)}")
    print("\n".join(gap_report(core, questions)))


if __name__ == "__main__":
    main()
