"""A running service picks up a new index build without a restart and without a failed question."""

from __future__ import annotations

import threading
import time

from arbitre.service import Service
from indexer.build import build_index
from testenv import fake_settings

NEW_RULE = "Le joueur qui pioche un zorglub turquoise gagne immédiatement la partie."
QUESTION = "Que se passe-t-il si je pioche un zorglub turquoise ?"


def _add_rule(corpus_dir) -> None:
    with open(corpus_dir / "luz" / "rules.md", "a", encoding="utf-8") as f:
        f.write(f"\n## Le zorglub\n\n{NEW_RULE}\n")


def _cites_new_rule(answer) -> bool:
    return any("zorglub turquoise" in c.excerpt for c in answer.citations)


def test_the_service_switches_to_a_rebuilt_index_while_answering(tmp_path, corpus_copy):
    settings = fake_settings(tmp_path, corpus_copy).model_copy(
        update={"reload_check_seconds": 0.05}
    )
    build_index(settings, progress=False)
    service = Service(settings)
    assert not _cites_new_rule(service.ask(QUESTION, "luz"))
    old_build = service.build_id
    failures: list[BaseException] = []
    answered = 0
    stop = threading.Event()

    def keep_asking() -> None:
        nonlocal answered
        while not stop.is_set():
            try:
                service.ask(QUESTION, "luz")
                answered += 1
            except BaseException as err:  # noqa: BLE001 - any failure is what this test looks for
                failures.append(err)

    asker = threading.Thread(target=keep_asking)
    asker.start()
    try:
        _add_rule(corpus_copy)
        build_index(settings, progress=False)
        deadline = time.monotonic() + 15
        while not _cites_new_rule(service.ask(QUESTION, "luz")):
            assert time.monotonic() < deadline, "the new build was never picked up"
            time.sleep(0.02)
    finally:
        stop.set()
        asker.join()
    assert failures == [] and answered > 0
    assert (
        service.build_id != old_build
        and service.build_id == (settings.index_dir / "current").readlink().name
    )


def test_a_broken_new_build_leaves_the_old_one_answering(tmp_path, corpus_copy):
    settings = fake_settings(tmp_path, corpus_copy).model_copy(update={"reload_check_seconds": 0.0})
    build_index(settings, progress=False)
    service = Service(settings)
    first = service.ask(QUESTION, "luz")
    old_build = service.build_id
    _add_rule(corpus_copy)
    new = build_index(settings, progress=False)
    (settings.index_dir / "current" / "fake.faiss").write_bytes(b"not an index")
    for _ in range(20):
        assert service.ask(QUESTION, "luz").answer == first.answer
        time.sleep(0.01)
    assert service.build_id == old_build and new.path.endswith(
        (settings.index_dir / "current").readlink().name
    )


def test_healthz_names_the_build_and_follows_a_rebuild(tmp_path, corpus_copy):
    from fastapi.testclient import TestClient

    from arbitre.web.app import create_app

    settings = fake_settings(tmp_path, corpus_copy).model_copy(update={"reload_check_seconds": 0.0})
    build_index(settings, progress=False)
    with TestClient(create_app(settings)) as client:
        first = client.get("/healthz").json()["build"]
        assert first == (settings.index_dir / "current").readlink().name
        _add_rule(corpus_copy)
        build_index(settings, progress=False)
        deadline = time.monotonic() + 10
        while (build := client.get("/healthz").json()["build"]) == first:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        assert build == (settings.index_dir / "current").readlink().name
        reply = client.post("/api/ask", json={"question": QUESTION, "game": "luz"})
        assert (
            reply.status_code == 200
            and "zorglub turquoise" in reply.json()["citations"][0]["excerpt"]
        )
