"""One client cannot take the service for itself: a rate limit per client, a bounded
number of questions answered at once, a bounded queue that says when to come back."""

from __future__ import annotations

import html
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from fastapi.testclient import TestClient

from arbitre.settings import Settings
from arbitre.web.deps import get_service
from arbitre.web.limits import AskGate, Busy, RateLimiter

FAQ_QUESTION = "Peut-on poser deux fois le même nombre dans une rangée ?"


def _app(web_settings: Settings, **settings):
    from arbitre.web.app import create_app

    return create_app(web_settings.model_copy(update=settings))


def test_a_client_over_its_rate_gets_429_with_retry_after(web_settings):
    with TestClient(_app(web_settings, rate_limit_per_minute=3)) as client:
        codes = [
            client.post("/api/ask", json={"question": FAQ_QUESTION}).status_code for _ in range(3)
        ]
        refused = client.post("/api/ask", json={"question": FAQ_QUESTION})
        other_routes = client.get("/api/games").status_code
    assert codes == [200, 200, 200]
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    assert refused.json()["detail"].startswith("Trop de questions d'un coup. Réessaie dans ")
    assert other_routes == 200


def test_questions_asked_through_the_pages_count_against_the_same_limit(web_settings):
    with TestClient(_app(web_settings, rate_limit_per_minute=2)) as client:
        asked = [
            client.get("/", params={"q": FAQ_QUESTION}).status_code,
            client.post("/api/ask", json={"question": FAQ_QUESTION}).status_code,
        ]
        refused = client.get("/jeux/lucky-numbers", params={"q": FAQ_QUESTION})
        browsing = client.get("/jeux/lucky-numbers").status_code  # no question: not counted
    assert asked == [200, 200]
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    assert refused.headers["content-type"].startswith("text/html")
    assert "Trop de questions d'un coup. Réessaie dans " in html.unescape(refused.text)
    assert browsing == 200


def test_the_bucket_refills_and_is_kept_per_client():
    now = [0.0]
    limiter = RateLimiter(60, clock=lambda: now[0])  # one a second, bursts of 60
    assert all(limiter.retry_after("a") == 0 for _ in range(60))
    assert limiter.retry_after("a") == 1
    assert limiter.retry_after("b") == 0, "another address has its own bucket"
    now[0] += 1.0
    assert limiter.retry_after("a") == 0
    assert RateLimiter(0).retry_after("a") == 0, "0 means no limit"


def test_rate_limit_and_concurrency_come_from_the_environment(monkeypatch):
    monkeypatch.setenv("ARBITRE_RATE_LIMIT", "7")
    monkeypatch.setenv("ARBITRE_MAX_CONCURRENT_ASKS", "2")
    settings = Settings.from_env(encoders=("fake",))
    assert settings.rate_limit_per_minute == 7 and settings.max_concurrent_asks == 2


def test_the_gate_lets_n_through_and_refuses_after_the_wait():
    gate = AskGate(slots=1, wait=0.2)
    release, holding = threading.Event(), threading.Event()
    holder = threading.Thread(target=gate.run_sync, args=(lambda: (holding.set(), release.wait()),))
    holder.start()
    assert holding.wait(10)  # the slot is taken
    start = time.monotonic()
    with pytest.raises(Busy) as busy:
        gate.run_sync(lambda: "never")
    assert 0.15 < time.monotonic() - start < 2 and busy.value.retry_after >= 1
    release.set()
    holder.join()
    assert gate.run_sync(lambda: "answered") == "answered"


def test_the_queue_is_bounded():
    gate = AskGate(slots=1, wait=5, queue=0)
    release, holding = threading.Event(), threading.Event()
    holder = threading.Thread(target=gate.run_sync, args=(lambda: (holding.set(), release.wait()),))
    holder.start()
    assert holding.wait(10)  # the slot is taken
    start = time.monotonic()
    with pytest.raises(Busy):
        gate.run_sync(lambda: "never")
    assert time.monotonic() - start < 1, "a full queue refuses at once"
    release.set()
    holder.join()


class _SlowService:
    """Answers after `release` is set; counts how many answer at once."""

    def __init__(self, real):
        self.real, self.release = real, threading.Event()
        self.running = self.most = 0
        self.lock = threading.Lock()
        self.busy = threading.Condition(self.lock)

    def wait_running(self, count: int, timeout: float = 10) -> None:
        """Until `count` questions are being answered: no guessing with sleeps on a loaded
        machine."""
        with self.busy:
            assert self.busy.wait_for(lambda: self.running >= count, timeout), (
                f"{self.running} running, {count} expected"
            )

    @property
    def core(self):
        return self.real.core

    def ask(self, *args, **kwargs):
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
            self.busy.notify_all()
        self.release.wait(10)
        with self.lock:
            self.running -= 1
        return self.real.ask(*args, **kwargs)


def _first_done(futures, count: int, timeout: float = 10):
    """The first `count` futures to finish, in the order they finished."""
    from concurrent.futures import FIRST_COMPLETED, wait

    done: list = []
    pending = set(futures)
    while len(done) < count:
        finished, pending = wait(pending, timeout=timeout, return_when=FIRST_COMPLETED)
        assert finished, "no reply in time"
        done += list(finished)
    return done[:count]


def test_over_max_concurrent_asks_the_rest_wait_then_get_503(web_settings):
    app = _app(web_settings, max_concurrent_asks=2, ask_wait_seconds=0.5, rate_limit_per_minute=0)
    slow = _SlowService(app.state.service)
    app.dependency_overrides[get_service] = lambda: slow
    with TestClient(app) as client, ThreadPoolExecutor(6) as pool:
        asks = [
            pool.submit(client.post, "/api/ask", json={"question": FAQ_QUESTION}) for _ in range(5)
        ]
        slow.wait_running(2)
        meanwhile = client.get(
            "/api/games"
        )  # the server still serves while the answering slots are taken
        turned_away = [
            a.result(timeout=10) for a in _first_done(asks, 3)
        ]  # the three that waited for a slot in vain
        slow.release.set()
        replies = [a.result() for a in asks]
    codes = sorted(r.status_code for r in replies)
    assert meanwhile.status_code == 200
    assert slow.most == 2 and codes == [200, 200, 503, 503, 503]
    assert all(
        r.status_code == 503 for r in turned_away
    )  # refused while the slots were still taken
    busy = next(r for r in replies if r.status_code == 503)
    assert busy.headers["Retry-After"] and "très sollicité" in busy.json()["detail"]


def test_a_page_asked_when_busy_shows_a_503_message(web_settings):
    app = _app(web_settings, max_concurrent_asks=1, ask_wait_seconds=0.2)
    slow = _SlowService(app.state.service)
    app.dependency_overrides[get_service] = lambda: slow
    with TestClient(app) as client, ThreadPoolExecutor(2) as pool:
        first = pool.submit(client.get, "/jeux/lucky-numbers", params={"q": FAQ_QUESTION})
        slow.wait_running(1)
        page = client.get("/jeux/lucky-numbers", params={"q": FAQ_QUESTION})
        slow.release.set()
        assert first.result().status_code == 200
    assert page.status_code == 503 and "très sollicité" in page.text and page.headers["Retry-After"]
