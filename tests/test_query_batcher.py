"""Questions embedded together (arbitre/query_batcher.py): same rows, same answers, no
mixing between callers, bounded waits, one by one under a single client."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from arbitre.answer import answer_json
from arbitre.query_batcher import QueryBatcher
from arbitre.service import Service
from arbitre.settings import Settings

QUESTIONS = [
    ("Peut-on poser deux fois le même nombre dans une rangée ?", None),
    ("combien de boutons quand j'avance ?", "patchwork"),
    ("Qui gagne quand la pioche est vide ?", "lucky-numbers"),
    ("J'ai misé 2 plis et j'en ai fait 2, combien je marque ?", "luz"),
    ("c'est quoi le but ?", None),
    ("how many cards do I draw?", "num-draft"),
    ("on peut rejouer deux fois d'affilée ?", "patchwork"),
    ("Objectif 11 : j'ai +5, +4 et un 2 côté moins, j'ai gagné ?", "onze-gagnant"),
    ("à la belote, la couleur demandée est obligatoire ?", None),
    ("si je pioche un zorglub ?", "lucky-numbers"),
]


class Recorder:
    """An encoder call that records its batches and answers each text with its own tag."""

    def __init__(self, seconds: float = 0.0):
        self.seconds = seconds
        self.batches: list[list[str]] = []
        self.lock = threading.Lock()

    def __call__(self, texts: list[str]) -> list[str]:
        with self.lock:
            self.batches.append(list(texts))
        time.sleep(self.seconds)
        return [f"row of {t}" for t in texts]


def _concurrently(batcher: QueryBatcher, texts: list[str], threads: int) -> list[str]:
    with ThreadPoolExecutor(threads) as pool:
        return list(pool.map(batcher.embed_one, texts))


def _answers(service: Service, threads: int) -> list[dict]:
    def one(item: tuple[str, str | None]) -> dict:
        data = answer_json(service.ask(*item))
        data.pop("timing_ms")
        return data

    with ThreadPoolExecutor(threads) as pool:
        return list(pool.map(one, QUESTIONS * 3))


def test_answers_asked_together_are_the_answers_asked_one_by_one(fake_index: Settings):
    # Engines read in-process: a reader's time bound on a loaded machine is not the question here.
    inline = {"engine_timeout_seconds": 0}
    alone = Service(fake_index.model_copy(update={**inline, "batch_questions": False}))
    together = Service(fake_index.model_copy(update={**inline, "answer_cache_size": 0}))
    expected = _answers(alone, 1)
    encoder = together.core.retriever.encoders["fake"]
    hashed = encoder.embed_batch

    def slow(texts: list[str], kind: str):  # a model's time, so that questions overlap
        time.sleep(0.01)
        return hashed(texts, kind)

    encoder.embed_batch = slow  # type: ignore[method-assign]
    assert _answers(together, together.settings.max_concurrent_asks) == expected
    batcher = together.core.retriever.batcher
    assert batcher is not None
    assert batcher.embedded == sum(1 for a in expected if a["citations"])  # all but another game's
    assert batcher.calls < batcher.embedded  # some questions did share a call


def test_each_caller_gets_the_row_of_its_own_question():
    embed = Recorder(seconds=0.01)
    batcher = QueryBatcher(embed, lanes=1)
    texts = [f"question {i}" for i in range(40)]
    assert _concurrently(batcher, texts, 8) == [f"row of {t}" for t in texts]
    assert max(len(b) for b in embed.batches) > 1  # some did share a call
    assert sorted(t for b in embed.batches for t in b) == sorted(texts)  # each embedded once


def test_a_single_client_is_embedded_alone_and_at_once():
    embed = Recorder()
    batcher = QueryBatcher(embed, lanes=2, max_wait=1.0)
    start = time.perf_counter()
    rows = [batcher.embed_one(f"q{i}") for i in range(20)]
    assert time.perf_counter() - start < 0.5  # never waited for company that would not come
    assert rows == [f"row of q{i}" for i in range(20)]
    assert embed.batches == [[f"q{i}"] for i in range(20)]


def test_a_batch_holds_at_most_max_batch_questions():
    embed = Recorder(seconds=0.01)
    batcher = QueryBatcher(embed, lanes=1, max_batch=3)
    _concurrently(batcher, [f"q{i}" for i in range(30)], 12)
    assert max(len(b) for b in embed.batches) <= 3


def test_waiting_for_company_is_bounded_by_max_wait():
    """With another batch running, a leader waits for company at most max_wait, then goes."""
    slow = threading.Event()

    def embed(texts: list[str]) -> list[str]:
        if texts == ["slow"]:
            slow.wait(5)
        return texts

    batcher = QueryBatcher(embed, lanes=2, max_wait=0.05)
    with ThreadPoolExecutor(2) as pool:
        running = pool.submit(batcher.embed_one, "slow")
        time.sleep(0.05)  # "slow" holds one lane
        start = time.perf_counter()
        assert batcher.embed_one("quick") == "quick"
        waited = time.perf_counter() - start
        slow.set()
        assert running.result(5) == "slow"
    assert 0.04 <= waited < 1.0


def test_a_failing_call_fails_its_own_batch_only():
    def embed(texts: list[str]) -> list[str]:
        if "bad" in texts:
            raise ValueError("encoder fault")
        return texts

    batcher = QueryBatcher(embed, lanes=1)
    with pytest.raises(ValueError, match="encoder fault"):
        batcher.embed_one("bad")
    assert batcher.embed_one("good") == "good"  # the lane was given back


def test_a_call_returning_the_wrong_number_of_rows_is_an_error():
    batcher = QueryBatcher(lambda texts: [], lanes=1)
    with pytest.raises(RuntimeError, match="0 rows for 1 questions"):
        batcher.embed_one("q")
