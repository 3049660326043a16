"""Which kind of question (intent) a reading is, learned from labelled examples.

Examples are data: corpus/<slug>/intents.toml, one table per intent with `fr` and `en`
lists. Every fourth example of each intent is held out: the model is fitted on the
others, and its threshold is the lowest probability at which the held-out examples it
labels are at least `PRECISION` right; then it is refitted on every example. Below the
threshold the answer is None: unsure means no verdict.

Features are the reading's own: the words (plural and feminine folded), the game's
concepts, the kind of answer asked, modality, negation, whether numbers and names
are stated, and, when the service passes them, the question's retrieval vectors.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from arbitre.reading import Reading, game_words, read
from arbitre.reading.phrases import base
from arbitre.settings import project_root

FILE = "intents.toml"
PRECISION = 0.95
HELD_OUT_EVERY = 4


def features(reading: Reading) -> dict[str, float]:
    out = {f"w:{base(w)}": 1.0 for w in reading.words}
    for c in reading.concepts:
        out[f"c:{c.label.split('.')[0]}"] = 1.0
    out[f"a:{reading.answer_type()}"] = 1.0
    for m in reading.mentions:
        if m.kind in ("modality", "position", "player"):
            out[f"{m.kind}:{m.value}"] = 1.0
        elif m.kind == "negation" or m.kind in ("name", "number") and not m.weak:
            out[f"has:{m.kind}"] = 1.0
    return out


@dataclass(frozen=True)
class Examples:
    train: list[tuple[str, str]]  # (intent, question)
    held_out: list[tuple[str, str]]
    concrete: dict[
        str, str
    ]  # a general intent -> the intent of the same question asked on a game played


def load_examples(slug: str, corpus_dir: Path | None = None) -> Examples:
    path = (corpus_dir or project_root() / "corpus") / slug / FILE
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    train: list[tuple[str, str]] = []
    held_out: list[tuple[str, str]] = []
    concrete = {intent: table["concrete"] for intent, table in data.items() if "concrete" in table}
    for intent, table in data.items():
        questions = [q for lang in ("fr", "en") for q in table.get(lang, ())]
        for i, question in enumerate(questions):
            (held_out if i % HELD_OUT_EVERY == HELD_OUT_EVERY - 1 else train).append(
                (intent, question)
            )
    return Examples(train, held_out, concrete)


@dataclass(frozen=True)
class Weights:
    """A fitted multinomial logistic regression: one weight row per feature, one column per
    intent."""

    classes: tuple[str, ...]
    vocabulary: dict[str, int]
    weights: np.ndarray  # (features, classes)
    bias: np.ndarray

    def ranked(self, feats: dict[str, float]) -> list[tuple[str, float]]:
        scores = self.bias.copy()
        for name, value in feats.items():
            column = self.vocabulary.get(name)
            if column is not None:
                scores += value * self.weights[column]
        exp = np.exp(scores - scores.max())
        probabilities = exp / exp.sum()
        return sorted(
            zip(self.classes, map(float, probabilities), strict=True), key=lambda pair: -pair[1]
        )


L2 = 0.003  # weight decay: a few hundred examples, a thousand features
STEPS = 250
RATE = 2.0


def fit_softmax(rows: list[dict[str, float]], labels: list[str]) -> Weights:
    """A multinomial logistic regression fitted by full-batch gradient descent (numpy only)."""
    classes = tuple(sorted(set(labels)))
    vocabulary: dict[str, int] = {}
    for row in rows:
        for name in row:
            vocabulary.setdefault(name, len(vocabulary))
    x = np.zeros((len(rows), len(vocabulary)), dtype=np.float32)
    for i, row in enumerate(rows):
        for name, value in row.items():
            x[i, vocabulary[name]] = value
    y = np.zeros((len(rows), len(classes)), dtype=np.float32)
    y[np.arange(len(rows)), [classes.index(label) for label in labels]] = 1.0
    weights, bias = (
        np.zeros((len(vocabulary), len(classes)), dtype=np.float32),
        np.zeros(len(classes), dtype=np.float32),
    )
    for _ in range(STEPS):
        scores = x @ weights + bias
        scores -= scores.max(axis=1, keepdims=True)
        p = np.exp(scores)
        p /= p.sum(axis=1, keepdims=True)
        error = (p - y) / len(rows)
        weights -= RATE * (x.T @ error + L2 * weights)
        bias -= RATE * error.sum(axis=0)
    return Weights(classes, vocabulary, weights, bias)


class IntentModel:
    """A logistic regression over the reading's features; `predict` gives (intent, probability)."""

    def __init__(self, slug: str, examples: Examples):
        self.slug = slug
        words = game_words(slug)
        self._read = lambda q: read(q).with_game(words)
        self.threshold = 1.0
        self.concrete = examples.concrete
        if not examples.train:
            self._model: Weights | None = None
            return
        self._model = self._fit(examples.train)
        if examples.held_out:
            self.threshold = self._calibrate(self._model, examples.held_out)
            self._model = self._fit(
                examples.train + examples.held_out
            )  # the threshold stays the held-out one

    def _fit(self, labelled: list[tuple[str, str]]) -> Weights:
        return fit_softmax(
            [features(self._read(q)) for _, q in labelled], [intent for intent, _ in labelled]
        )

    def _calibrate(self, model: Weights, held_out: list[tuple[str, str]]) -> float:
        """The lowest threshold whose held-out decisions are at least PRECISION right."""
        scored = sorted(
            (model.ranked(features(self._read(q)))[0] + (intent,) for intent, q in held_out),
            key=lambda s: -s[1],
        )
        best, right = 1.0, 0
        for n, (guess, probability, intent) in enumerate(scored, start=1):
            right += guess == intent
            if right / n >= PRECISION:
                best = probability
        self.held_out_accuracy = sum(g == i for g, _, i in scored) / len(scored)
        return best

    def predict(self, reading: Reading) -> tuple[str | None, float]:
        if self._model is None:
            return None, 0.0
        return self._model.ranked(features(reading))[0]

    def ranked(self, reading: Reading) -> list[tuple[str, float]]:
        """Every intent with its probability, most likely first."""
        if self._model is None:
            return []
        return self._model.ranked(features(reading))


@lru_cache(maxsize=16)
def intent_model(slug: str) -> IntentModel:
    """The game's intent model, fitted once per process (a few hundred examples: well under a
    second)."""
    return IntentModel(slug, load_examples(slug))


SECOND = 0.15  # a runner-up tried when the first intent's situation cannot be filled


def classify(slug: str, reading: Reading) -> list[str]:
    """The intents to try for a reading, best first: the first when sure, and a runner-up likely
    enough; empty when unsure or when the best is no intent the engine decides."""
    model = intent_model(slug)
    ranked = model.ranked(reading)
    if not ranked or ranked[0][1] < model.threshold or ranked[0][0] == "other":
        return []
    top = ranked[0][0]
    tried = [top] + ([model.concrete[top]] if top in model.concrete else [])
    return tried + [i for i, p in ranked[1:2] if p >= SECOND and i not in tried and i != "other"]
