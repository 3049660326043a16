"""How sure arbitre is that a booklet answers: the abstention decision.

A logistic model over named features, fitted by `make calibrate`
(eval/calibrate.py) and stored in calibration.json, one entry per encoder
combination. The answerability model ("answerability:<encoders>") reads the
features of arbitre/evidence.py and is fitted on the labelled pairs of
data/answerability/; the score-only model (keyed by the encoders alone, fitted on
the dev set) is the one before issue 16, kept for comparison in `make calibrate`.
A combination never calibrated falls back to the lexical features alone
("answerability:lexical"), fitted the same way.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from arbitre.retrieval import Hit, Retriever
from arbitre.textnorm import terms

CALIBRATION_FILE = Path(__file__).with_name("calibration.json")
LEXICAL = "lexical"


def features(question: str, hits: list[Hit], retriever: Retriever) -> dict[str, float]:
    """The named features of a question and its best hits (best first).

    A question made of words no rule uses ("roque", "voleur") is about something
    else: the passages' stemmed terms were computed once, when the index loaded.
    """
    best = hits[0]
    q_terms = set(terms(question))
    p_terms = retriever.passage_terms[best.row]
    coverage = len(q_terms & p_terms) / len(q_terms) if q_terms else 0.0
    in_corpus = len(q_terms & retriever.known_terms) / len(q_terms) if q_terms else 0.0
    out = {
        "bm25": math.log1p(best.bm25),
        "coverage": coverage,
        "in_corpus": in_corpus,
        "standout": best.fused,
        "lead": best.fused - (hits[1].fused if len(hits) > 1 else 0.0),
    }
    for spec in retriever.encoders:
        top = best.cosine.get(spec, 0.0)
        out[f"cos_{spec}"] = top
        rest = [h.cosine.get(spec, top) for h in hits[1:]]
        out[f"margin_{spec}"] = top - (sum(rest) / len(rest) if rest else top)
    return out


@dataclass(frozen=True)
class Calibration:
    weights: dict[str, float]
    bias: float
    threshold: float  # probability below which the answer abstains

    def probability(self, feats: dict[str, float]) -> float:
        z = self.bias + sum(w * feats.get(name, 0.0) for name, w in self.weights.items())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def calibration_key(encoders: tuple[str, ...]) -> str:
    return "+".join(encoders)


@lru_cache(maxsize=8)
def _stored() -> dict[str, dict]:
    try:
        return json.loads(CALIBRATION_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


ANSWERABILITY = "answerability:"


def load_answerability(encoders: tuple[str, ...]) -> Calibration:
    """The answerability model for these encoders, else its lexical one, else the score-only one."""
    stored = _stored()
    entry = stored.get(ANSWERABILITY + calibration_key(encoders)) or stored.get(
        ANSWERABILITY + LEXICAL
    )
    if entry is None:
        return load_calibration(encoders)
    return Calibration(entry["weights"], entry["bias"], entry["threshold"])


def load_calibration(encoders: tuple[str, ...]) -> Calibration:
    """The calibration for these encoders, else the lexical one, else a safe default."""
    stored = _stored()
    entry = stored.get(calibration_key(encoders)) or stored.get(LEXICAL)
    if entry is None:
        return Calibration({"coverage": 8.0, "bm25": 1.0}, -4.0, 0.5)
    return Calibration(entry["weights"], entry["bias"], entry["threshold"])
