"""Answers to repeated questions, kept for the index build that gave them."""

from __future__ import annotations

import threading
from collections import OrderedDict

from arbitre.answer import Answer


class AnswerCache:
    """The last `size` answers, by (normalised question, game, lang, index build).

    A widget on a popular game's page sees the same questions again and again. Each
    caller gets its own copy (the CLI's batch sets `id` on it)."""

    def __init__(self, size: int):
        self.size = size
        self._answers: OrderedDict[tuple, Answer] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple) -> Answer | None:
        with self._lock:
            answer = self._answers.get(key)
            if answer is None:
                return None
            self._answers.move_to_end(key)
        return answer.model_copy(deep=True)

    def put(self, key: tuple, answer: Answer) -> None:
        if self.size <= 0:
            return
        with self._lock:
            self._answers[key] = answer.model_copy(deep=True)
            self._answers.move_to_end(key)
            while len(self._answers) > self.size:
                self._answers.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._answers.clear()

    def __len__(self) -> int:
        return len(self._answers)
