"""Repeated questions come from a bounded cache: same answer, at least ten times faster."""

from __future__ import annotations

import statistics
import time

from arbitre.service import Service
from indexer.build import build_index
from testenv import fake_settings

QUESTION = "Peut-on poser deux fois le même nombre dans une rangée ?"


def _median_ms(fn, rounds: int = 7) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def test_a_repeated_question_is_answered_ten_times_faster_with_the_same_answer(fake_index):
    cached = Service(fake_index)
    uncached = Service(fake_index.model_copy(update={"answer_cache_size": 0}))
    first = cached.ask(QUESTION, "lucky-numbers")
    uncached.ask(QUESTION, "lucky-numbers")
    fresh_ms = _median_ms(lambda: uncached.ask(QUESTION, "lucky-numbers"))
    repeat_ms = _median_ms(lambda: cached.ask(QUESTION, "lucky-numbers"))
    assert repeat_ms * 10 <= fresh_ms, (
        f"repeat {repeat_ms:.2f} ms against first answers {fresh_ms:.2f} ms"
    )
    again = cached.ask(
        "  Peut-on   poser deux fois le même nombre dans une rangée ?", "lucky-numbers"
    )
    assert again.model_dump(exclude={"timing_ms"}) == first.model_dump(exclude={"timing_ms"})


def test_the_cache_tells_games_and_languages_apart(fake_index):
    service = Service(fake_index)
    french = service.ask("Qui commence ?", "luz")
    assert service.ask("Qui commence ?", "patchwork").game == "patchwork"
    english = service.ask("Qui commence ?", "luz", "en")
    assert french.lang == "fr" and english.lang == "en"


def test_a_caller_changing_its_answer_does_not_change_the_next_one(fake_index):
    service = Service(fake_index)
    answer = service.ask(QUESTION, "lucky-numbers")
    answer.id, answer.answer = "batch-7", "changed"
    again = service.ask(QUESTION, "lucky-numbers")
    assert again.id is None and again.answer != "changed"


def test_the_cache_is_bounded(fake_index):
    service = Service(fake_index.model_copy(update={"answer_cache_size": 3}))
    for n in range(10):
        service.ask(f"Combien de cartes au départ, {n} ?", "luz")
    assert len(service.cache) == 3


def test_the_cache_is_emptied_when_the_index_switches(tmp_path, corpus_copy):
    settings = fake_settings(tmp_path, corpus_copy).model_copy(update={"reload_check_seconds": 0.0})
    build_index(settings, progress=False)
    service = Service(settings)
    service.ask(QUESTION, "lucky-numbers")
    assert len(service.cache) == 1
    old = service.build_id
    build_index(settings, force=True, progress=False)
    deadline = time.monotonic() + 15
    while service.build_id == old:
        assert time.monotonic() < deadline, "the new build was never picked up"
        service.ask("Qui commence ?", "luz")
        time.sleep(0.02)
    time.sleep(0.1)
    # The answer of the old build is gone (asked once, before the switch).
    assert not any(key[0] == QUESTION for key in service.cache._answers)
