"""Questions shaped to make patterns backtrack, over every game, through `Service.ask`.

Issue 14: 400 digits in a Lucky Numbers question took 97 s and froze the server (CPython's
`re` holds the GIL). Every shape below must be answered in at most a second, whatever
reads the questions now or later.
"""

from __future__ import annotations

import re
import threading
import time

import pytest

from arbitre.bounded_reading import BoundedReader, engine_readable
from testenv import ROOT

LIMIT = 500
BOUND_SECONDS = 1.0


def _shapes() -> dict[str, str]:
    """eval/hostile_shapes.jsonl expanded (data shared with `make bench`)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("hostile", ROOT / "eval" / "hostile.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.hostile_questions(LIMIT)


SHAPES = _shapes()


@pytest.fixture(scope="module", autouse=True)
def _readers_started(service):
    """As `arbitre serve` does before listening: the engine readers' start is not a question's
    time."""
    service.reader.start()


def _games(service) -> list[str | None]:
    return [None, *service.core.games]


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_every_pathological_shape_is_answered_within_a_second_for_every_game(service, name):
    question = SHAPES[name]
    assert len(question) <= LIMIT
    for game in _games(service):
        start = time.perf_counter()
        answer = service.ask(question, game)
        seconds = time.perf_counter() - start
        assert seconds <= BOUND_SECONDS, f"{name!r} took {seconds:.2f} s for {game}"
        assert answer.answer  # answered (from the booklet at least), not an error


def test_the_issue_question_leaves_the_engine_out_and_still_answers(service):
    question = SHAPES["issue: digit run"]
    assert not engine_readable(question)
    answer = service.ask(question, "lucky-numbers")
    assert answer.engine is None and answer.citations


def test_ordinary_questions_still_reach_the_engine(service):
    assert engine_readable("Ma ligne contient 2, 9 et 11, je pioche un 9 : je peux le mettre ?")
    answer = service.ask(
        "J'ai un 7 dans ma rangée, je pose un 7 juste à sa droite, c'est permis ?", "lucky-numbers"
    )
    assert answer.engine is not None and answer.verdict == "non"


def _stuck(conn) -> None:
    """A child whose reading backtracks for minutes: `(a+)+b` on 40 a's."""
    while True:
        conn.recv()
        re.match(r"(a+)+b", "a" * 40)


def test_a_reading_past_the_bound_is_stopped_while_other_threads_keep_running():
    reader = BoundedReader(workers=1, timeout=BOUND_SECONDS, serve=_stuck)
    reader.start()
    gaps: list[float] = []
    done = threading.Event()

    def tick() -> None:  # what /healthz needs: this process's threads get the GIL
        last = time.perf_counter()
        while not done.is_set():
            time.sleep(0.01)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        start = time.perf_counter()
        assert reader.interpret("lucky-numbers", "question") is None
        assert time.perf_counter() - start < BOUND_SECONDS + 0.5
        # The child was replaced: the next reading is bounded the same way, not refused.
        start = time.perf_counter()
        assert reader.interpret("lucky-numbers", "question") is None
        assert time.perf_counter() - start < BOUND_SECONDS + 0.5
    finally:
        done.set()
        ticker.join()
        reader.close()
    assert max(gaps) < 0.25


def test_a_reading_in_a_child_gives_the_same_verdict_as_in_process():
    from arbitre.engines import get_engine

    question = "J'ai un 7 dans ma rangée, je pose un 7 juste à sa droite, c'est permis ?"
    reader = BoundedReader(workers=1, timeout=5.0)
    try:
        assert reader.interpret("lucky-numbers", question) == get_engine("lucky-numbers").interpret(
            question
        )
    finally:
        reader.close()


def test_the_encoders_see_at_most_128_words_and_signs_of_a_question(fake_index, monkeypatch):
    from arbitre.service import MAX_EMBEDDED_PIECES, Service

    fresh = Service(fake_index)
    retriever = fresh.core.retriever
    seen: list[str] = []
    embed = retriever.embed_question
    monkeypatch.setattr(retriever, "embed_question", lambda text: seen.append(text) or embed(text))
    fresh.ask(SHAPES["elisions"], "luz")  # 480 characters, one token each for e5: 2.3 s before
    plain = "Peut-on poser deux fois le même nombre dans une rangée ?"
    fresh.ask(plain, "lucky-numbers")
    assert len(re.findall(r"\w+|[^\w\s]", seen[0])) == MAX_EMBEDDED_PIECES
    assert seen[1] == plain


def test_readers_that_cannot_start_leave_engines_reading_in_process(fake_index, monkeypatch):
    from arbitre.service import Service

    fresh = Service(fake_index)

    def no_processes():
        raise OSError("no /dev/shm")

    monkeypatch.setattr(fresh.reader, "_fork_server", no_processes)
    question = "J'ai un 7 dans ma rangée, je pose un 7 juste à sa droite, c'est permis ?"
    fresh.ask(question, "lucky-numbers")  # the question that finds out: answered from the booklet
    assert not fresh.reader.available
    assert fresh.ask(question + " ", "luz").game == "luz"
    assert fresh.ask(question + " Merci.", "lucky-numbers").verdict == "non"


UNITS = [
    "1",
    "12 ",
    "+5, ",
    ", 4",
    "1/",
    "3-",
    "1.",
    "+",
    "(",
    "l'",
    "d'",
    "j'ai ",
    "case ",
    "carte 5 ",
    "bille rouge, ",
    "oui ou non ",
    "tuile 3x2 ",
    " ",
    ", , ; / - ",
    "9",
    "123456 ",
    "premières cases ",
    "et ",
    "x",
    "é",
    "?",
]


def test_random_repetitions_of_hostile_units_stay_within_the_bound(service):
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    games = _games(service)
    pieces = st.lists(
        st.tuples(st.sampled_from(UNITS), st.integers(1, 200)), min_size=1, max_size=4
    )

    @settings(
        max_examples=80,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(
        parts=pieces,
        head=st.sampled_from(["", "J'ai ", "Ma ligne contient "]),
        tail=st.sampled_from(["", " je peux le mettre ?", " je gagne ?", " combien de points ?"]),
        game=st.sampled_from(games),
    )
    def check(parts, head, tail, game):
        body = "".join(unit * count for unit, count in parts)
        question = (head + body)[: LIMIT - len(tail)] + tail
        start = time.perf_counter()
        service.ask(question, game)
        assert time.perf_counter() - start <= BOUND_SECONDS, (question[:80], game)

    check()
