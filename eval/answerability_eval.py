"""Declined and wrongly declined, by kind of decline, game given and not given, beside today's
model.

    python eval/answerability_eval.py [FILE.jsonl ...] [--baseline COMMIT | --no-baseline]

Any file in eval/devset.jsonl's format runs (`why` names the kind of a decline:
"other game", "not in booklet: …", "not a rules question"…; "generic: play|goal|end"
marks a generic question, answered when the game is known, asked back when it is not
and the question does not name it). Each question is asked through `ask`, with its
game and without. "Today" is the code of BASELINE_COMMIT (git archive into var/),
run in a subprocess on the same questions and the same index.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

from devset import EVAL_DIR, Question, first_relevant_rank, load_devset

if os.environ.get(
    "ARBITRE_BASELINE_SRC"
):  # the baseline's run: its code, not this tree's (devset put ours first)
    sys.path.insert(0, os.environ["ARBITRE_BASELINE_SRC"])
    for name in [m for m in sys.modules if m == "arbitre" or m.startswith("arbitre.")]:
        del sys.modules[name]

ROOT = EVAL_DIR.parent
DATA_DIR = ROOT / "data" / "answerability"
BASELINE_COMMIT = "f62a1ce"  # main before issue 16


def pair_files(split: str) -> list[Path]:
    """The labelled pairs of one side ("train" or "heldout"), one file per writing batch."""
    return sorted(DATA_DIR.glob(f"{split}*.jsonl"))


DEFAULT_FILES = (
    *pair_files("heldout"),
    EVAL_DIR / "devset.jsonl",
    EVAL_DIR / "heldout.jsonl",
    EVAL_DIR / "heldout2.jsonl",
    EVAL_DIR / "heldout3.jsonl",
)


def kind_of(q: Question) -> str:
    """The table row a question falls in."""
    if not q.abstain:
        return "generic" if q.why.startswith("generic") else "answerable"
    return (q.why.split(":")[0].strip() or "unlabelled").lower()


def pairs(questions: list[Question]) -> list[tuple[Question, str | None]]:
    """Each question with its game, and once without (a question written for every game counts
    once)."""
    out: list[tuple[Question, str | None]] = [(q, q.game) for q in questions if q.game]
    seen: set[str] = set()
    for q in questions:
        if q.question not in seen:
            seen.add(q.question)
            out.append((q, None))
    return out


def outcomes(core, questions: list[Question]) -> list[dict]:
    """What `ask` did with each pair: declined (abstained, or asked which game), and the rank of
    the first passage holding a labelled answer among the first three citations."""
    rows = []
    row_of = {p.id: i for i, p in enumerate(core.retriever.passages)}
    for q, game in pairs(questions):
        answer = core.ask(q.question, game)
        passages = [
            core.retriever.passages[row_of[c.passage_id]]
            for c in answer.citations[:3]
            if c.passage_id in row_of
        ]
        asks_game = answer.game is None and answer.asks_for is not None  # "which game?" asked back
        rows.append(
            {
                "id": q.id,
                "given": game is not None,
                "declined": bool(answer.abstained) or asks_game,
                "rank": first_relevant_rank(passages, q) if q.answers else None,
            }
        )
    return rows


def _names_game(core, q: Question) -> bool:
    return core.detector.detect(q.question) is not None


def expected_decline(core, q: Question, given: bool) -> bool:
    """Declines must be declined; a generic question without its game, and naming none, is asked
    back."""
    if q.abstain:
        return True
    return q.why.startswith("generic") and not given and not _names_game(core, q)


def table(core, questions: list[Question], runs: dict[str, list[dict]]) -> list[str]:
    by_key = {name: {(r["id"], r["given"]): r for r in rows} for name, rows in runs.items()}
    lines = []
    for given in (True, False):
        lines.append(
            f"-- game {'given' if given else 'NOT given'} --  (declined, per model: "
            + "  ".join(runs)
            + ")"
        )
        groups: dict[str, list[Question]] = defaultdict(list)
        for q, game in pairs(questions):
            if (game is not None) == given:
                expect = expected_decline(core, q, given)
                label = f"{'decline' if expect else 'answer '} {kind_of(q)}"
                groups[label].append(q)
        for label in sorted(groups):
            qs = groups[label]
            cells = []
            for name in runs:
                hit = [by_key[name].get((q.id, given)) for q in qs]
                declined = sum(bool(h and h["declined"]) for h in hit)
                cells.append(f"{declined:>4}/{len(qs):<4} {declined / len(qs):>5.2f}")
            lines.append(f"  {label:<38} " + "   ".join(cells))
        lines.append(_retrieval_line(questions, runs, by_key, given))
    return lines


def _retrieval_line(questions, runs, by_key, given) -> str:
    cells = []
    for name in runs:
        ranks = [
            by_key[name].get((q.id, given), {}).get("rank")
            for q, g in pairs(questions)
            if (g is not None) == given and q.answers
        ]
        if not ranks:
            return "  (no labelled answers)"
        r3 = sum(r is not None and r <= 3 for r in ranks) / len(ranks)
        mrr = sum(1 / r for r in ranks if r) / len(ranks)
        cells.append(f"{name}: R@3 {r3:.2f} MRR {mrr:.2f}")
    return "  answerable, retrieval among citations    " + "   ".join(cells)


def baseline_source(commit: str) -> Path:
    """The baseline's src/ tree, extracted once under var/."""
    target = ROOT / "var" / f"baseline-{commit}"
    if not (target / "src" / "arbitre").is_dir():
        target.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", commit, "src"], check=True, capture_output=True
        )
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
    return target / "src"


def baseline_outcomes(commit: str, files: list[Path]) -> dict[str, list[dict]]:
    """Run this module's `--outcomes` under the baseline's code, once per file content (cached
    under var/); one list of rows per file."""
    source = baseline_source(commit)
    out = {}
    for path in files:
        digest = hashlib.sha1(
            path.read_bytes() + os.environ.get("ARBITRE_ENCODERS", "").encode()
        ).hexdigest()[:12]
        cache = source.parent / f"outcomes-{path.stem}-{digest}.json"
        if not cache.is_file():
            env = {**os.environ, "ARBITRE_BASELINE_SRC": str(source)}
            done = subprocess.run(
                [sys.executable, __file__, "--outcomes", str(path)],
                env=env,
                check=True,
                capture_output=True,
                text=True,
            )
            cache.write_text(json.dumps(json.loads(done.stdout)[str(path)]))
        out[str(path)] = json.loads(cache.read_text())
    return out


def report(core, files: list[Path], baseline: str | None = BASELINE_COMMIT) -> None:
    files = [f for f in files if f.is_file()]
    before = baseline_outcomes(baseline, files) if baseline else {}
    for path in files:
        questions = load_devset(path)
        runs = {"now": outcomes(core, questions)}
        if baseline:
            runs[f"today ({baseline})"] = before[str(path)]
        print(
            f"\n== answerability: {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} "
            f"({len(questions)} questions) =="
        )
        print("\n".join(table(core, questions, runs)))


def _core():
    from arbitre.service import Service
    from arbitre.settings import Settings

    return Service(Settings.from_env()).core


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--baseline", default=BASELINE_COMMIT)
    parser.add_argument("--no-baseline", action="store_true")
    parser.add_argument(
        "--outcomes", action="store_true", help="print raw outcomes as JSON (used for the baseline)"
    )
    args = parser.parse_args()
    files = args.files or list(DEFAULT_FILES)
    core = _core()
    if args.outcomes:
        print(json.dumps({str(f): outcomes(core, load_devset(f)) for f in files}))
        return
    report(core, files, None if args.no_baseline else args.baseline)


if __name__ == "__main__":
    main()
