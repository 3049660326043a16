"""Votes cannot fill the disk, flood the server or come from another site's page (issue 14)."""

from __future__ import annotations

import sqlite3
import threading
import time

import pytest
from fastapi.testclient import TestClient

from arbitre.web.app import create_app
from arbitre.web.feedback import FeedbackStore

VOTE = {"question": "Qui commence ?", "game": "luz", "answer": "Le plus jeune.", "vote": 1}


def _client(web_settings, tmp_path, **settings) -> TestClient:
    update = {"data_dir": tmp_path, **settings}
    return TestClient(create_app(web_settings.model_copy(update=update)))


def _rows(path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT COUNT(*) FROM feedback").fetchone()[0]


def test_votes_past_the_rate_get_429_with_retry_after_api_and_form(web_settings, tmp_path):
    with _client(web_settings, tmp_path, feedback_rate_limit_per_minute=3) as client:
        assert [client.post("/api/feedback", json=VOTE).status_code for _ in range(3)] == [201] * 3
        refused = client.post("/api/feedback", json=VOTE)
        assert refused.status_code == 429 and int(refused.headers["retry-after"]) >= 1
        assert refused.json()["detail"].startswith("Trop d'avis d'un coup")
        form = client.post(
            "/feedback", data={"question": "q", "answer": "a", "vote": "1"}, follow_redirects=False
        )
        assert form.status_code == 429
    assert _rows(tmp_path / "feedback.sqlite3") == 3


def test_questions_keep_their_own_allowance_when_votes_are_used_up(web_settings, tmp_path):
    with _client(web_settings, tmp_path, feedback_rate_limit_per_minute=1) as client:
        client.post("/api/feedback", json=VOTE)
        assert client.post("/api/feedback", json=VOTE).status_code == 429
        assert (
            client.post("/api/ask", json={"question": "Qui commence ?", "game": "luz"}).status_code
            == 200
        )


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("game", "g" * 65, "Le champ « game » est trop long (au plus 64 caractères)."),
        ("verdict", "v" * 201, "Le champ « verdict » doit être un texte ou un nombre entier."),
        ("answer", "a" * 5001, "Le champ « answer » est trop long (au plus 5000 caractères)."),
        ("question", "q" * 2001, "Le champ « question » est trop long (au plus 2000 caractères)."),
    ],
)
def test_every_api_field_is_length_capped_with_a_clear_422(client, field, value, message):
    reply = client.post("/api/feedback", json={**VOTE, field: value})
    assert reply.status_code == 422 and reply.json()["detail"] == message


@pytest.mark.parametrize("vote", [True, 1.0, 0, "1", 2])
def test_only_the_integers_plus_and_minus_one_are_votes(client, vote):
    reply = client.post("/api/feedback", json={**VOTE, "vote": vote})
    assert reply.status_code == 422
    assert reply.json()["detail"] == "Avis invalide : vote +1 ou -1 attendu."


def test_a_bad_verdict_names_the_field_not_the_validator(client):
    reply = client.post(
        "/api/feedback", json={**VOTE, "verdict": [1]}, headers={"Accept-Language": "en"}
    )
    assert reply.status_code == 422
    assert reply.json()["detail"] == "Field “verdict” must be text or a whole number."


def test_the_form_cuts_every_field_to_its_cap(web_settings, tmp_path):
    with _client(web_settings, tmp_path) as client:
        form = {
            "question": "q" * 3000,
            "game": "g" * 5000,
            "verdict": "v" * 40000,
            "answer": "a" * 6000,
            "vote": "1",
        }
        assert client.post("/feedback", data=form, follow_redirects=False).status_code == 303
    with sqlite3.connect(tmp_path / "feedback.sqlite3") as db:
        sizes = db.execute(
            "SELECT length(question), length(game), length(verdict), length(answer) FROM feedback"
        ).fetchone()
    assert sizes == (500, 64, 200, 5000)


def test_a_full_store_answers_507_and_stops_growing(web_settings, tmp_path):
    with _client(
        web_settings, tmp_path, max_feedback_bytes=60_000, feedback_rate_limit_per_minute=0
    ) as client:
        statuses = [
            client.post("/api/feedback", json={**VOTE, "answer": "x" * 4900}).status_code
            for _ in range(40)
        ]
        assert statuses[0] == 201 and statuses[-1] == 507
        reply = client.post("/api/feedback", json=VOTE)
        assert (
            reply.json()["detail"]
            == "Le stockage des avis est plein : ton avis n'a pas été enregistré."
        )
        page = client.post(
            "/feedback", data={"question": "q", "answer": "a", "vote": "1"}, follow_redirects=False
        )
        assert page.status_code == 507 and "plein" in page.text
    store = FeedbackStore(tmp_path / "feedback.sqlite3")
    assert store.size() < 60_000 + 20_000  # the cap, give or take the last vote and SQLite's pages


@pytest.mark.parametrize(
    "headers",
    [{"Origin": "https://evil.example"}, {"Origin": "null"}, {"Sec-Fetch-Site": "cross-site"}],
)
def test_the_form_refuses_a_post_from_another_site(web_settings, tmp_path, headers):
    with _client(web_settings, tmp_path, allowed_origins=("https://shop.example",)) as client:
        reply = client.post(
            "/feedback",
            data={"question": "q", "answer": "a", "vote": "1"},
            headers=headers,
            follow_redirects=False,
        )
        assert reply.status_code == 403 and "depuis ce site" in reply.text
        same = client.post(
            "/feedback",
            data={"question": "q", "answer": "a", "vote": "1"},
            headers={"Origin": "http://testserver", "Sec-Fetch-Site": "same-origin"},
            follow_redirects=False,
        )
        assert same.status_code == 303
    assert _rows(tmp_path / "feedback.sqlite3") == 1


def test_a_locked_store_answers_503_soon_and_pages_stay_fast(web_settings, tmp_path):
    with _client(web_settings, tmp_path) as client:
        assert client.post("/api/feedback", json=VOTE).status_code == 201
        locker = sqlite3.connect(tmp_path / "feedback.sqlite3", isolation_level=None)
        locker.execute("BEGIN EXCLUSIVE")
        try:
            results: list[tuple[int, float]] = []

            def vote() -> None:
                start = time.perf_counter()
                results.append(
                    (
                        client.post("/api/feedback", json=VOTE).status_code,
                        time.perf_counter() - start,
                    )
                )

            voters = [threading.Thread(target=vote) for _ in range(8)]
            for t in voters:
                t.start()
            start = time.perf_counter()
            assert client.get("/jeux/luz").status_code == 200
            page_seconds = time.perf_counter() - start
            for t in voters:
                t.join()
        finally:
            locker.rollback()
            locker.close()
    assert {status for status, _ in results} == {503}
    assert max(seconds for _, seconds in results) < 3.0 and page_seconds < 2.0


def test_a_deleted_store_is_created_again_by_the_next_vote(web_settings, tmp_path):
    with _client(web_settings, tmp_path) as client:
        assert client.post("/api/feedback", json=VOTE).status_code == 201
        for suffix in ("", "-wal", "-shm"):
            (tmp_path / f"feedback.sqlite3{suffix}").unlink(missing_ok=True)
        assert client.post("/api/feedback", json=VOTE).status_code == 201
    assert _rows(tmp_path / "feedback.sqlite3") == 1
