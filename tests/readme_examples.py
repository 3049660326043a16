"""The README's command examples, run again: each `$ arbitre …` and `$ curl …` with its output.

`python tests/readme_examples.py` prints every example whose output differs from what the
program prints now and exits 1; `--write` puts the program's output in the README instead
(`make readme`). tests/test_readme.py runs the check, so an example cannot go stale.
Commands run with the real encoders and index (`make index`), from the repository root;
`arbitre` stands for `python -m arbitre.cli`, and curl for a request to the app in process.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
FENCE = "```"
TIMING = re.compile(r'("timing_ms": )[0-9.]+')
SCORE = re.compile(r'("score": )(-?[0-9.]+)')
# A passage's score is a float sum of vector products: another CPU's kernels may round its
# third decimal the other way (0.513 here, 0.512 there), the ranking and the answer the same.
SCORE_SLACK = 0.0015


@dataclass
class Example:
    command: str  # as written after "$ ", continuation lines joined
    output: list[str]
    start: int  # README line index of the first output line
    end: int  # one past the last output line


def examples(lines: list[str]) -> list[Example]:
    """Every `$ arbitre` / `$ curl` command of a ```text block, with the output lines below it."""
    found: list[Example] = []
    inside = False
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(FENCE):
            inside = line.strip() == FENCE + "text" and not inside
            i += 1
            continue
        if inside and line.startswith("$ ") and line[2:].split(" ", 1)[0] in ("arbitre", "curl"):
            command = line[2:]
            while command.endswith("\\"):
                i += 1
                command = command[:-1] + " " + lines[i].strip()
            start = end = i + 1
            while end < len(lines) and not lines[end].startswith(("$ ", FENCE)):
                end += 1
            while end > start and not lines[end - 1].strip():
                end -= 1  # the blank line between two examples is not output
            found.append(Example(command, lines[start:end], start, end))
            i = end
            continue
        i += 1
    return found


def run(command: str) -> list[str]:
    """What the command prints now."""
    if command.startswith("curl "):
        return _curl(command)
    script = f'arbitre() {{ "{sys.executable}" -m arbitre.cli "$@"; }}; {command}'
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'src'}{os.pathsep}{ROOT}", "COLUMNS": "100"}
    done = subprocess.run(
        ["bash", "-c", script],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=300,
    )
    return done.stdout.rstrip("\n").splitlines()


def _curl(command: str) -> list[str]:
    """`curl -s [-w …] localhost:8000/PATH -H … -d 'BODY' [| python3 -m json.tool …]` in process."""
    from fastapi.testclient import TestClient

    from arbitre.settings import Settings
    from arbitre.web.app import create_app

    words = shlex.split(command.split("|", 1)[0])
    path = "/" + next(w for w in words if w.startswith("localhost:")).split("/", 1)[1]
    body = words[words.index("-d") + 1]
    with TestClient(create_app(Settings.from_env())) as client:
        for _ in range(2):  # the second: answered warm, as a running server answers
            reply = client.post(
                path, content=body.encode("utf-8"), headers={"Content-Type": "application/json"}
            )
    if "json.tool" in command:
        return json.dumps(reply.json(), ensure_ascii=False, indent=4).splitlines()
    suffix = f" (HTTP {reply.status_code})" if "http_code" in command else ""
    return [reply.text + suffix]


def _line_same(written: str, printed: str) -> bool:
    written, printed = TIMING.sub(r"\g<1>0", written), TIMING.sub(r"\g<1>0", printed)
    a, b = SCORE.search(written), SCORE.search(printed)
    if a and b and abs(float(a[2]) - float(b[2])) <= SCORE_SLACK:
        return SCORE.sub(r"\g<1>0", written) == SCORE.sub(r"\g<1>0", printed)
    return written == printed


def same(written: list[str], printed: list[str]) -> bool:
    """Equal but for `timing_ms`, which no two runs share, and a score's last rounding."""
    return len(written) == len(printed) and all(map(_line_same, written, printed))


def main(argv: list[str]) -> int:
    lines = README.read_text(encoding="utf-8").splitlines()
    stale = []
    for example in reversed(examples(lines)):  # from the end, so earlier line numbers hold
        printed = run(example.command)
        if not same(example.output, printed):
            stale.append((example, printed))
            lines[example.start : example.end] = printed
    for example, printed in reversed(stale):
        print(f"README line {example.start}: $ {example.command}")
        print("  written:\n    " + "\n    ".join(example.output))
        print("  printed:\n    " + "\n    ".join(printed))
    if "--write" in argv:
        README.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{len(stale)} example(s) rewritten")
        return 0
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
