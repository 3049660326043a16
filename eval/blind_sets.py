"""The blind sets of eval/blind/ (b40 to b56) and ../shared/eval/outside-dev.jsonl, through
`Service.ask` as a player gets it: verdicts (right, wrong, none, ask-backs for a stated fact)
and declining (by kind, game given and hidden).

`python eval/blind_sets.py` (also the end of `make eval`); every game reads through the
shared reader. A number written as a string in a label
("12") is that number.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from devset import EVAL_DIR, same_verdict

from arbitre.service import Service
from arbitre.settings import Settings
from arbitre.textnorm import collapse_spaces

OUTSIDE_DEV = EVAL_DIR.parent.parent / "shared" / "eval" / "outside-dev.jsonl"


def _number(value: object) -> object:
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return int(value)
    return value


def _norm(text: str) -> str:
    return collapse_spaces(text.replace("’", "'").replace("**", "")).lower()


def verdicts(core, path: Path) -> str:
    rows = [json.loads(line) for line in path.open(encoding="utf-8") if line.strip()]
    c: Counter[str] = Counter()
    for q in rows:
        wanted = [_number(w) for w in [q.get("expected"), *q.get("expected_alt", [])]]
        answer = core.ask(q["question"], q["game"])
        if q.get("needs_situation"):
            c["missing"] += 1
            c["asked"] += answer.verdict is None and answer.asks_for is not None
            c["guessed"] += answer.verdict is not None
            continue
        c["stated"] += 1
        if answer.verdict is None:
            c["none"] += 1
            c["asked_stated"] += answer.asks_for is not None
        elif any(same_verdict(answer.verdict, w) for w in wanted):
            c["right"] += 1
        else:
            c["wrong"] += 1
    return (
        f"{path.name}: stated {c['stated']}: right {c['right']}, wrong {c['wrong']}, "
        f"no verdict {c['none']} (asked back for a stated fact {c['asked_stated']}); "
        f"lacking a fact {c['missing']}: asked {c['asked']}, verdict given {c['guessed']}"
    )


def declining(core, path: Path) -> list[str]:
    rows = [json.loads(line) for line in path.open(encoding="utf-8") if line.strip()]
    lines = []
    for given in (True, False):
        c: Counter[str] = Counter()
        kinds: Counter[str] = Counter()
        kinds_n: Counter[str] = Counter()
        for q in rows:
            answer = core.ask(q["question"], q["game"] if given else None)
            if q["abstain"]:
                kinds_n[q["why"]] += 1
                kinds[q["why"]] += answer.abstained
            else:
                c["answerable"] += 1
                c["wrongly"] += answer.abstained
                shown = [_norm(x.excerpt) for x in answer.citations[:3]]
                c["r3"] += any(_norm(s) in t for s in q["answers"] for t in shown)
        by_kind = ", ".join(f"{k} {kinds[k]}/{kinds_n[k]}" for k in sorted(kinds_n))
        where = "given" if given else "hidden"
        lines.append(
            f"{path.name} game {where}: R@3 {c['r3']}/{c['answerable']}, "
            f"declined {sum(kinds.values())}/{sum(kinds_n.values())} ({by_kind}), "
            f"wrongly declined {c['wrongly']}/{c['answerable']}"
        )
    return lines


def main(core=None) -> None:
    # An eval measures answers: engine readings in-process, so a loaded machine times none out.
    core = core or Service(Settings.from_env(engine_timeout_seconds=0)).core
    print("\n== blind sets (eval/blind/README.md: first measurements there) ==")
    for path in sorted((EVAL_DIR / "blind").glob("b*-engine.jsonl")):
        print(verdicts(core, path))
    if OUTSIDE_DEV.exists():
        print(verdicts(core, OUTSIDE_DEV))
    for path in sorted((EVAL_DIR / "blind").glob("b*-answerability.jsonl")):
        print("\n".join(declining(core, path)))


if __name__ == "__main__":
    sys.exit(main())
