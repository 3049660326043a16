"""`arbitre index` killed at any moment, or run twice at once, never breaks the live index."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arbitre.index_store import load_index
from arbitre.service import Service
from indexer.build import build_index
from testenv import fake_settings

QUESTION = "Peut-on poser deux fois le même nombre dans une rangée ?"


def _index_command(settings) -> tuple[list[str], dict[str, str]]:
    env = {
        **os.environ,
        "ARBITRE_ENCODERS": "fake",
        "ARBITRE_INDEX_DIR": str(settings.index_dir),
        "ARBITRE_DATA_DIR": str(settings.data_dir),
        "ARBITRE_CORPUS_DIR": str(settings.corpus_dir),
    }
    return [sys.executable, "-m", "arbitre.cli", "index", "--force", "--quiet"], env


def _assert_live_index_answers(settings) -> None:
    loaded = load_index(settings.index_dir, settings.encoders)
    assert len(loaded.passages) > 100
    answer = Service(settings).ask(QUESTION, "lucky-numbers")
    assert answer.verdict == "non" and answer.citations[0].page == "3"


def _kill_when_writing(command: list[str], env: dict[str, str], index_dir: Path) -> int:
    """SIGKILL the build as soon as its temporary folder appears (or when it ends)."""
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 30
    while process.poll() is None and time.monotonic() < deadline:
        if any(index_dir.glob(".tmp-build-*")):
            break
        time.sleep(0.0005)
    process.send_signal(signal.SIGKILL)
    return process.wait()


def test_a_build_killed_at_any_moment_leaves_the_previous_index_answering(tmp_path, corpus_copy):
    settings = fake_settings(tmp_path, corpus_copy)
    build_index(settings, progress=False)
    before = os.readlink(settings.index_dir / "current")
    command, env = _index_command(settings)
    outcomes = []
    for delay in (0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5):
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        outcomes.append(process.wait())
        _assert_live_index_answers(settings)
    outcomes.append(_kill_when_writing(command, env, settings.index_dir))
    _assert_live_index_answers(settings)
    assert outcomes.count(-signal.SIGKILL) >= 3, f"too few builds were killed midway: {outcomes}"
    build_index(settings, force=True, progress=False)
    leftovers = [p.name for p in settings.index_dir.iterdir() if p.name.startswith(".tmp-")]
    assert leftovers == [], "the next build cleans what killed builds left"
    assert os.readlink(settings.index_dir / "current") != before
    _assert_live_index_answers(settings)


def test_leftovers_of_a_killed_build_are_removed_by_the_next_build(tmp_path):
    settings = fake_settings(tmp_path)
    build_index(settings, progress=False)
    stale = settings.index_dir / ".tmp-build-20000101-000000-1-abcdef"
    stale.mkdir()
    (stale / "passages.jsonl").write_text("half a line")
    (settings.index_dir / ".tmp-link-20000101-000000-1-abcdef").symlink_to("nowhere")
    build_index(settings, force=True, progress=False)
    assert not any(p.name.startswith(".tmp-") for p in settings.index_dir.iterdir())


def test_two_builds_at_once_take_turns_through_the_lock(tmp_path):
    settings = fake_settings(tmp_path)
    command, env = _index_command(settings)
    command = [c for c in command if c != "--force"]
    runs = [
        subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for _ in range(2)
    ]
    outputs = [run.communicate(timeout=60) for run in runs]
    assert [run.returncode for run in runs] == [0, 0], outputs
    said = sorted(out.split(" ")[1] for out, _ in outputs)
    # The second waited for the lock, then found the first's build up to date.
    assert said == ["reconstruit", "à"], outputs
    assert (settings.index_dir / ".build.lock").exists()
    assert len(list(settings.index_dir.glob("build-*"))) == 1
    _assert_live_index_answers(settings)


def test_two_forced_builds_at_once_both_finish_in_turn(tmp_path):
    settings = fake_settings(tmp_path)
    command, env = _index_command(settings)
    runs = [
        subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for _ in range(2)
    ]
    outputs = [run.communicate(timeout=60) for run in runs]
    assert [run.returncode for run in runs] == [0, 0], outputs
    assert all("Index reconstruit" in out for out, _ in outputs)
    builds = sorted(p.name for p in settings.index_dir.glob("build-*"))
    assert len(builds) == 2 and os.readlink(settings.index_dir / "current") in builds
    assert not any(p.name.startswith(".tmp-") for p in settings.index_dir.iterdir())
    _assert_live_index_answers(settings)


def test_a_build_waits_while_another_holds_the_lock(tmp_path):
    from filelock import FileLock

    settings = fake_settings(tmp_path)
    settings.index_dir.mkdir(parents=True)
    command, env = _index_command(settings)
    with FileLock(str(settings.index_dir / ".build.lock")):
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        time.sleep(1.0)
        assert process.poll() is None, "the build must wait for the lock"
        assert not (settings.index_dir / "current").exists()
    assert process.wait(timeout=30) == 0
    _assert_live_index_answers(settings)


# Values of the wrong type in a live build (issue 14): one line naming the command, never a
# traceback.
def _corrupt(settings, name: str, change) -> None:
    import json

    path = settings.index_dir / "current" / name
    if name == "manifest.json":
        data = json.loads(path.read_text(encoding="utf-8"))
        change(data)
        path.write_text(json.dumps(data), encoding="utf-8")
    else:
        rows = [
            json.loads(line)
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
        change(rows)
        path.write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
        )


def _set(key, value):
    return lambda data: data.__setitem__(key, value)


def _first_passage(key, value):
    return lambda rows: rows[0].__setitem__(key, value)


CORRUPTIONS = {
    "dims null": ("manifest.json", _set("dims", None)),
    "encoders a string": ("manifest.json", _set("encoders", "fake")),
    "manifest a list": ("manifest.json", lambda data: data.clear()),
    "passage text an integer": ("passages.jsonl", _first_passage("text", 12)),
    "passage text null": ("passages.jsonl", _first_passage("text", None)),
    "passage page a list": ("passages.jsonl", _first_passage("page", [3])),
    "passage a number": ("passages.jsonl", lambda rows: rows.__setitem__(0, 7)),
}


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_a_value_of_the_wrong_type_is_one_line_naming_the_command(tmp_path, name):
    settings = fake_settings(tmp_path)
    build_index(settings, progress=False)
    _corrupt(settings, *CORRUPTIONS[name])
    command, env = _index_command(settings)
    ask = subprocess.run(
        [*command[:3], "ask", QUESTION],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert ask.returncode == 1 and "Traceback" not in ask.stderr
    assert ask.stderr.count("\n") == 1 and "Lance : arbitre index --force" in ask.stderr


@pytest.mark.parametrize("name", ["dims null", "passage text null"])
def test_the_server_still_starts_and_answers_503_with_the_command(tmp_path, name, capsys):
    from fastapi.testclient import TestClient

    from arbitre.commands import warm_up
    from arbitre.web.app import create_app

    settings = fake_settings(tmp_path)
    build_index(settings, progress=False)
    _corrupt(settings, *CORRUPTIONS[name])
    app = create_app(settings)
    warm_up(app.state.service)  # what `arbitre serve` does before listening: must not raise
    assert "le site démarre et répond 503" in capsys.readouterr().err
    with TestClient(app) as client:
        health = client.get("/healthz")
        asked = client.post("/api/ask", json={"question": QUESTION})
    assert health.status_code == 503 and "arbitre index --force" in health.json()["detail"]
    assert asked.status_code == 503 and "arbitre index --force" in asked.json()["detail"]
