"""What kind of question this is, read from the question vectors retrieval already computes.

Six kinds, shared by every game: a rules question ("rules"), no rules question
at all ("off-topic": a price, an opinion, strategy advice, small talk, another
game), a rules question of the sort booklets often leave out ("unstated": a solo
mode, more players, starting resources, turning a piece, promo cards; only a
hint, the game's own text decides), and the three generic questions a booklet answers with a
whole section: how to play ("play"), the goal ("goal"), how a game ends ("end").

A multinomial logistic model over the concatenated, normalised vectors of the
encoders, fitted by `make calibrate` (eval/calibrate.py) on the labelled
questions of data/answerability/ and stored in intent.json, one entry per
encoder combination. A combination never fitted reads every question as a rules
question: the other checks still apply.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

INTENT_FILE = Path(__file__).with_name("intent.json")
KINDS = ("rules", "off-topic", "unstated", "play", "goal", "end")
GENERIC = ("play", "goal", "end")


@dataclass(frozen=True)
class IntentModel:
    encoders: tuple[str, ...]
    weights: np.ndarray  # kinds x dims
    bias: np.ndarray  # kinds

    def probabilities(self, vectors: dict[str, np.ndarray]) -> dict[str, float]:
        """Each kind's probability for one question's vectors."""
        x = stacked(vectors, self.encoders)
        z = self.weights @ x + self.bias
        p = np.exp(z - z.max())
        return dict(zip(KINDS, (p / p.sum()).tolist(), strict=False))


def stacked(vectors: dict[str, np.ndarray], encoders: tuple[str, ...]) -> np.ndarray:
    return np.concatenate([np.asarray(vectors[spec], dtype=np.float64) for spec in encoders])


def intent_key(encoders: tuple[str, ...]) -> str:
    return "+".join(encoders)


@lru_cache(maxsize=4)
def _stored(path: Path = INTENT_FILE) -> dict[str, dict]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def load_intent(encoders: tuple[str, ...]) -> IntentModel | None:
    entry = _stored().get(intent_key(encoders))
    if entry is None:
        return None
    return IntentModel(tuple(encoders), np.array(entry["weights"]), np.array(entry["bias"]))


def probabilities(model: IntentModel | None, vectors: dict[str, np.ndarray]) -> dict[str, float]:
    """The kinds' probabilities; without a fitted model, a rules question."""
    if model is None or any(spec not in vectors for spec in model.encoders):
        return {kind: float(kind == "rules") for kind in KINDS}
    return model.probabilities(vectors)


def generic_kind(probs: dict[str, float], at_least: float = 0.5) -> str | None:
    """ "play", "goal" or "end" when the question is that generic question."""
    kind = max(probs, key=probs.__getitem__)
    return kind if kind in GENERIC and probs[kind] >= at_least else None
