"""Fit the abstention model on the dev set and store it in src/arbitre/calibration.json.

    make calibrate        (or: python eval/calibrate.py)

For each dev question, asked with its game and without, the features of the best
hit are labelled "answerable" (or answered by a declared gap) against "must
abstain". Questions that the answerability checks settle whatever the scores
(another game named, small talk, a "how many" whose best passage gives no such
number: arbitre/answerability.py) are left out of the fit. A class-balanced logistic regression is fitted, then the probability
threshold is the highest that wrongly abstains on at most MAX_FALSE_ABSTAIN of
the answerable questions. The same is done on the lexical features alone, the
fallback for encoder combinations never calibrated.
"""

from __future__ import annotations

import json

import numpy as np
from devset import load_devset

from arbitre.confidence import CALIBRATION_FILE, LEXICAL, calibration_key, features
from arbitre.service import Service
from arbitre.settings import Settings

MAX_FALSE_ABSTAIN = 0.01  # the answerability checks add their own


def collect(service: Service) -> tuple[list[dict[str, float]], np.ndarray]:
    core = service.core
    rows, labels = [], []
    for q in load_devset():
        for game in {q.game, None}:
            hits = core.retriever.search(q.question, game, k=5)
            if not hits or _settled(core, q.question, hits, game):
                continue
            rows.append(features(q.question, hits, core.retriever))
            labels.append(0.0 if q.abstain and not q.answered_by_gap else 1.0)
    return rows, np.array(labels)


def _settled(core, question: str, hits: list, game: str | None) -> bool:
    """An answerability check decides this question, whatever the model says."""
    return core.unanswerable_before(question) is not None or core.unanswerable_after(question, hits, game) is not None


def fit(rows: list[dict[str, float]], y: np.ndarray, names: list[str]) -> dict:
    x = np.array([[r[n] for n in names] for r in rows], dtype=np.float64)
    mean, std = x.mean(0), x.std(0) + 1e-9
    z = (x - mean) / std
    weight = np.where(y == 1, 0.5 / y.mean(), 0.5 / (1 - y.mean()))
    w, b = np.zeros(len(names)), 0.0
    for _ in range(4000):
        p = 1 / (1 + np.exp(-(z @ w + b)))
        grad = weight * (p - y)
        w -= 0.1 * (z.T @ grad / len(y) + 1e-3 * w)
        b -= 0.1 * grad.mean()
    weights = w / std
    bias = b - float((w * mean / std).sum())
    prob = 1 / (1 + np.exp(-(x @ weights + bias)))
    answerable = np.sort(prob[y == 1])
    allowed = int(np.floor(MAX_FALSE_ABSTAIN * len(answerable)))
    threshold = float(answerable[allowed]) - 1e-6 if len(answerable) else 0.5
    abstain_ok = float((prob[y == 0] < threshold).mean()) if (y == 0).any() else 1.0
    return {"weights": dict(zip(names, map(float, weights))), "bias": float(bias), "threshold": threshold,
            "fitted_on": int(len(y)), "abstain_recall_on_dev": round(abstain_ok, 3)}


def main() -> None:
    settings = Settings.from_env(abstain_threshold=0.0)
    service = Service(settings)
    rows, y = collect(service)
    stored = json.loads(CALIBRATION_FILE.read_text()) if CALIBRATION_FILE.exists() else {}
    names = sorted(rows[0])
    stored[calibration_key(settings.encoders)] = fit(rows, y, names)
    stored[LEXICAL] = fit(rows, y, ["bm25", "coverage", "in_corpus", "standout", "lead"])
    CALIBRATION_FILE.write_text(json.dumps(stored, indent=2, sort_keys=True) + "\n")
    for key in (calibration_key(settings.encoders), LEXICAL):
        print(key, json.dumps(stored[key]))
    print_tradeoff(rows, y, stored[calibration_key(settings.encoders)])


def print_tradeoff(rows: list[dict[str, float]], y: np.ndarray, entry: dict) -> None:
    """Abstention caught against answerable questions lost, over thresholds."""
    from arbitre.confidence import Calibration

    model = Calibration(entry["weights"], entry["bias"], entry["threshold"])
    prob = np.array([model.probability(r) for r in rows])
    print("wrongly abstained  must-abstain caught  (dev set, game given and hidden)")
    for target in (0.0, 0.02, 0.03, 0.05, 0.10, 0.20):
        answerable = np.sort(prob[y == 1])
        cut = float(answerable[int(np.floor(target * len(answerable)))]) - 1e-6
        caught = float((prob[y == 0] < cut).mean())
        print(f"{(prob[y == 1] < cut).mean():>17.2f}  {caught:>19.2f}")


if __name__ == "__main__":
    main()
