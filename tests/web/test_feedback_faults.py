"""A vote is either stored for good or the user is told it was not: never lost silently."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import textwrap
from contextlib import closing

import pytest
from fastapi.testclient import TestClient

from arbitre.web.deps import get_feedback
from arbitre.web.feedback import FeedbackStore, FeedbackUnavailable

VOTE = {
    "question": "Qui commence ?",
    "game": "luz",
    "answer": "Le plus jeune. " * 300,
    "vote": 1,
    "lang": "fr",
}


def test_a_vote_survives_the_process_being_killed_right_after(tmp_path):
    path = tmp_path / "feedback.sqlite3"
    script = textwrap.dedent(f"""
        import sys, time
        from arbitre.web.feedback import FeedbackStore
        row = FeedbackStore({str(path)!r}).add("Qui commence ?", "luz", "Le plus jeune.", -1)
        print(row, flush=True)
        time.sleep(60)
    """)
    process = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    row = int(process.stdout.readline())
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert FeedbackStore(path).latest(1)[0][0] == row
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)


class _FullStore(FeedbackStore):
    """SQLite's own "database or disk is full": no page may be added to the file."""

    def _connect(self) -> sqlite3.Connection:
        db = super()._connect()
        pages = db.execute("PRAGMA page_count").fetchone()[0]
        db.execute(f"PRAGMA max_page_count = {pages}")
        return db


def test_a_full_disk_is_an_error_not_a_saved_vote(tmp_path):
    store = _FullStore(tmp_path / "feedback.sqlite3")
    with pytest.raises(FeedbackUnavailable, match="full"):
        store.add(VOTE["question"], "luz", VOTE["answer"], 1)
    assert store.latest() == []


def test_an_unopenable_store_says_so(tmp_path):
    (
        tmp_path / "feedback.sqlite3"
    ).mkdir()  # what a broken mount or a read-only folder looks like to SQLite
    with pytest.raises(FeedbackUnavailable):
        FeedbackStore(tmp_path / "feedback.sqlite3")


@pytest.fixture
def full_client(app, tmp_path):
    store = _FullStore(tmp_path / "feedback.sqlite3")
    app.dependency_overrides[get_feedback] = lambda: store
    try:
        with TestClient(app) as client:
            yield client
    finally:
        app.dependency_overrides.clear()


def test_the_api_answers_503_when_the_vote_cannot_be_stored(full_client):
    reply = full_client.post("/api/feedback", json=VOTE)
    assert reply.status_code == 503
    assert (
        reply.json()["detail"]
        == "Ton avis n'a pas pu être enregistré (stockage indisponible). Réessaie plus tard."
    )
    assert "sqlite" not in reply.text.lower() and "/tmp" not in reply.text


def test_the_page_says_the_vote_was_not_saved_instead_of_thanking(full_client):
    reply = full_client.post(
        "/feedback", data={**VOTE, "vote": "1", "next": "/jeux/luz"}, follow_redirects=False
    )
    assert reply.status_code == 503 and "merci=1" not in reply.headers.get("location", "")
    assert "pas pu être enregistré (stockage indisponible)" in reply.text


def test_a_read_only_data_folder_breaks_voting_only(app, tmp_path):
    readonly = tmp_path / "feedback.sqlite3"
    readonly.mkdir()
    state = app.state
    saved = state.settings, state.feedback
    state.settings, state.feedback = state.settings.model_copy(update={"data_dir": tmp_path}), None
    try:
        with TestClient(app) as client:
            vote = client.post("/api/feedback", json=VOTE, headers={"Accept-Language": "en"})
            page = client.get("/jeux/luz")
    finally:
        state.settings, state.feedback = saved
    assert vote.status_code == 503 and vote.json()["detail"].startswith(
        "Your feedback could not be saved"
    )
    assert page.status_code == 200
