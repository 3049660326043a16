"""Declined questions are counted for the site owner (`arbitre feedback --declined`)."""

from __future__ import annotations

import time

from arbitre.answer import Answer
from arbitre.web.declined import QUEUE_SIZE, DeclinedLog
from arbitre.web.feedback import FeedbackStore, FeedbackUnavailable

GAP = "Combien de points je marque si je réussis mon pari à Luz ?"  # the Luz table is missing


def _times(store: FeedbackStore, question: str) -> int:
    return sum(row[0] for row in store.declined(100) if row[4] == question)


def test_declined_questions_are_counted_from_the_api_and_the_page(client, app, feedback_path):
    store = FeedbackStore(feedback_path)
    before = _times(store, GAP)
    for _ in range(2):
        assert client.post("/api/ask", json={"question": GAP, "game": "luz"}).json()["abstained"]
    assert client.get("/jeux/luz", params={"q": GAP}).status_code == 200
    answered = "Peut-on poser deux fois le même nombre dans une rangée ?"
    assert not client.post("/api/ask", json={"question": answered}).json()["abstained"]
    assert app.state.declined.flush()
    assert _times(store, GAP) == before + 3
    row = next(row for row in store.declined(100) if row[4] == GAP)
    assert row[2] == "luz" and row[3] == "fr" and row[5]  # the nearest passage, for context
    assert _times(store, answered) == 0


def _declined_answer(question: str = "Combien coûte le jeu ?") -> Answer:
    return Answer(question=question, game="patchwork", abstained=True, answer="…")


def test_a_store_that_cannot_write_never_fails_or_slows_an_answer():
    def broken() -> FeedbackStore:
        raise FeedbackUnavailable("OperationalError: database is locked")

    log = DeclinedLog(broken)
    started = time.perf_counter()
    log.note(_declined_answer())
    assert time.perf_counter() - started < 0.1
    assert log.flush() and log.dropped == 1


def test_a_flood_of_declined_questions_is_dropped_past_the_queue_not_queued_forever(tmp_path):
    store = FeedbackStore(tmp_path / "feedback.sqlite3")
    log = DeclinedLog(lambda: store)
    started = time.perf_counter()
    for n in range(QUEUE_SIZE * 3):
        log.note(_declined_answer(f"question {n} ?"))
    assert time.perf_counter() - started < 2.0
    assert log.flush(30)
    written = len(store.declined(QUEUE_SIZE * 3))
    assert written + log.dropped == QUEUE_SIZE * 3 and written >= QUEUE_SIZE


def test_a_full_store_takes_no_more_declined_questions(tmp_path):
    store = FeedbackStore(tmp_path / "feedback.sqlite3", max_bytes=1)
    log = DeclinedLog(lambda: store)
    log.note(_declined_answer())
    assert log.flush() and log.dropped == 1
    assert store.declined() == []


def test_the_declined_log_keeps_only_the_most_recent_questions(tmp_path, monkeypatch):
    import arbitre.web.feedback as feedback

    monkeypatch.setattr(feedback, "DECLINED_ROWS", 3)
    store = FeedbackStore(tmp_path / "feedback.sqlite3")
    for n in range(5):
        store.add_declined(f"question {n} ?", "patchwork", "fr")
    assert sorted(row[4] for row in store.declined()) == [f"question {n} ?" for n in (2, 3, 4)]
