"""Fit the answerability models and store them beside the code.

    make calibrate        (or: python eval/calibrate.py)
    python eval/calibrate.py --keep-kinds   # refit the answerability model only

Two models, both fitted on data/answerability/train*.jsonl plus eval/devset.jsonl
(held-out sets are never read):

1. the question-kind model (arbitre/intent.py) over the question vectors:
   rules / off-topic / play / goal / end, stored in src/arbitre/intent.json;
2. the answerability model (arbitre/confidence.py) over the game-agnostic
   features of arbitre/evidence.py, each question asked with its game and
   without, stored in src/arbitre/calibration.json as "answerability:<encoders>"
   (and "answerability:lexical", the fallback for encoders never calibrated).

With --keep-kinds the stored kind model stays: it also routes the generic questions to
their sections, so refitting it can move retrieval (check `python eval/evaluate.py`).
The kind probabilities the answerability model learns from are out-of-fold, and
its threshold is chosen on leave-one-game-out predictions: the highest that
wrongly declines at most MAX_FALSE_DECLINE of the answerable pairs of a game the
model never saw. Then the trade-off curve (declined against wrongly declined) is
printed for the chosen model beside the score-only calibration and its checks (the
decision before issue 16), on the training pairs left out one game at a time, and on
the held-out pairs also beside the model of START_COMMIT (this session's start, read
from git).
"""

from __future__ import annotations

import json
import subprocess

import numpy as np
from answerability_eval import ROOT, pair_files
from devset import EVAL_DIR, Question, load_devset
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import PredefinedSplit, cross_val_predict

from arbitre import intent
from arbitre.confidence import (
    ANSWERABILITY,
    CALIBRATION_FILE,
    LEXICAL,
    Calibration,
    calibration_key,
    load_calibration,
)
from arbitre.confidence import features as score_features
from arbitre.service import AnsweringCore, Service
from arbitre.settings import Settings

MAX_FALSE_DECLINE = 0.03
SCORE_ONLY = (
    "bm25",
    "coverage",
    "in_corpus",
    "standout",
    "lead",
    "salient_top1",
    "salient_top3",
    "salient_known",
    "salient_unknown",
    "salient_none",
    "count_missing",
    "game_given",
    "strict_top1",
    "strict_top3",
    "missing_rarity_top1",
    "missing_rarity_top3",
    "fr_missing_rarity_top1",
    "fr_missing_rarity_top3",
    "fr_unknown",
    "french",
    "sentence_top1",
    "sentence_top3",
    "sentence_game",
    "known_sentence_top3",
    "known_sentence_game",
)
CURVE = (0.0, 0.01, 0.02, 0.03, 0.05, 0.10)
# The answerability model at the start of session 10 (fitted in session 9): the column "6642bf8"
# of the held-out curve, read from git so that refitting never overwrites it.
START_COMMIT = "6642bf8"


def kind_label(q: Question) -> str:
    if q.why.startswith("generic"):
        return q.why.split(":")[1].strip()
    if q.abstain and (
        q.why.startswith("not a rules")
        or q.why.startswith("other game")
        or q.why.startswith("nonsense")
    ):
        return "off-topic"
    return "unstated" if q.abstain and q.why.startswith("not in booklet") else "rules"


def fit_intent(
    core: AnsweringCore, questions: list[Question]
) -> tuple[dict, dict[str, dict[str, float]]]:
    """The kind model, and each training question's out-of-fold kind probabilities."""
    unique = list({q.question: q for q in questions}.values())
    encoders = tuple(core.retriever.encoders)
    x = np.array(
        [intent.stacked(core.retriever.embed_question(q.question), encoders) for q in unique]
    )
    y = np.array([intent.KINDS.index(kind_label(q)) for q in unique])
    model = LogisticRegression(C=10.0, class_weight="balanced", max_iter=3000)
    folds = cross_val_predict(
        model, x, y, cv=PredefinedSplit(_game_folds(unique)), method="predict_proba"
    )
    model.fit(x, y)
    weights = np.zeros((len(intent.KINDS), x.shape[1]))
    bias = np.zeros(len(intent.KINDS))
    weights[model.classes_], bias[model.classes_] = model.coef_, model.intercept_
    probs = np.full((len(unique), len(intent.KINDS)), 0.0)
    probs[:, model.classes_] = folds
    oof = {
        q.question: dict(zip(intent.KINDS, map(float, p), strict=True))
        for q, p in zip(unique, probs, strict=True)
    }
    accuracy = float((probs.argmax(1) == y).mean())
    print(f"question kinds: {len(unique)} questions, out-of-fold accuracy {accuracy:.3f}")
    entry = {
        "weights": np.round(weights, 5).tolist(),
        "bias": np.round(bias, 5).tolist(),
        "fitted_on": len(unique),
        "oof_accuracy": round(accuracy, 3),
    }
    return entry, oof


def _game_folds(questions: list[Question]) -> list[int]:
    """One fold per game, so a game's kind probabilities come from a model that never saw it;
    questions written for every game are spread over the folds."""
    games = sorted({q.game for q in questions if q.game and not _shared(q)})
    return [
        games.index(q.game) if q.game in games and not _shared(q) else i % len(games)
        for i, q in enumerate(questions)
    ]


def _shared(q: Question) -> bool:
    """A question written once for every game ("ab-sh-001@luz", "s7a-sh-004@luz")."""
    return "-sh-" in q.id


def collect(
    core: AnsweringCore, questions: list[Question], kinds: dict[str, dict[str, float]] | None
):
    """One row per (question, game given or not) the model decides: features, label, game,
    baseline."""
    rows = []
    seen: set[tuple[str, str | None]] = set()
    for q in questions:
        for game in (q.game, None):
            if (q.question, game) in seen or (game is None and q.why.startswith("generic")):
                continue
            seen.add((q.question, game))
            row = _row(core, q, game, kinds)
            if row is not None:
                rows.append(row)
    return rows


def _row(core: AnsweringCore, q: Question, game: str | None, kinds) -> dict | None:
    if core.unanswerable_before(q.question) is not None:
        return None  # another game named, small talk: settled whatever the model says
    vectors = core.retriever.embed_question(q.question)
    hits = core.retriever.search(q.question, game, k=5, vectors=vectors)
    if not hits:
        return None
    probs = kinds.get(q.question) if kinds else None
    probs = probs or intent.probabilities(core.intent, vectors)
    after = core.unanswerable_after(q.question, hits, game)
    if after is not None and after.missing != "number":
        return None  # a card field the card leaves empty
    feats = core.features(
        q.question, hits, game, probs, count_missing=after is not None, vectors=vectors
    )
    label = 0.0 if q.abstain and "missing" not in q.why else 1.0
    return {
        "feats": feats,
        "y": label,
        "game": q.game,
        "today": _today(core, q.question, hits, game),
    }


def _today(core: AnsweringCore, question: str, hits, game: str | None) -> float:
    """The score-only model's probability, 0 when its checks decline (the decision before issue
    16)."""
    if core.unanswerable_after(question, hits, game) is not None:
        return 0.0
    return load_calibration(tuple(core.retriever.encoders)).probability(
        score_features(question, hits, core.retriever)
    )


def stored_at(commit: str, path: str) -> dict:
    """A JSON file of the repository as it was at `commit` ({} without git or the commit)."""
    try:
        shown = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{commit}:{path}"],
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return {}
    return json.loads(shown.stdout)


def start_probabilities(
    core: AnsweringCore, questions: list[Question], key: str
) -> np.ndarray | None:
    """The START_COMMIT model's probabilities on these pairs (its kind model and its
    answerability weights over the same features), or None when git cannot show it."""
    weights = stored_at(START_COMMIT, "src/arbitre/calibration.json").get(ANSWERABILITY + key)
    kinds = stored_at(START_COMMIT, "src/arbitre/intent.json").get(key)
    if not weights or not kinds:
        return None
    model = Calibration(weights["weights"], weights["bias"], weights["threshold"])
    encoders = tuple(core.retriever.encoders)
    current = core.intent
    core.intent = intent.IntentModel(encoders, np.array(kinds["weights"]), np.array(kinds["bias"]))
    try:
        rows = collect(core, questions, None)
    finally:
        core.intent = current
    return np.array([model.probability(r["feats"]) for r in rows])


def fit(rows: list[dict], names: list[str]) -> tuple[dict, np.ndarray]:
    """A class-balanced logistic model in raw feature units, and its leave-one-game-out
    probabilities."""
    x = np.array([[r["feats"][n] for n in names] for r in rows])
    y = np.array([r["y"] for r in rows])
    games = np.array([str(r["game"]) for r in rows])
    mean, std = x.mean(0), x.std(0) + 1e-9

    def model_on(mask):
        m = LogisticRegression(C=1.0, class_weight="balanced", max_iter=2000)
        return m.fit((x[mask] - mean) / std, y[mask])

    held = np.zeros(len(y))
    for g in sorted(set(games)):
        held[games == g] = model_on(games != g).predict_proba((x[games == g] - mean) / std)[:, 1]
    final = model_on(np.ones(len(y), dtype=bool))
    weights = final.coef_[0] / std
    bias = float(final.intercept_[0] - (final.coef_[0] * mean / std).sum())
    threshold = cut_for(held, y, MAX_FALSE_DECLINE)
    entry = {
        "weights": dict(zip(names, map(float, weights), strict=True)),
        "bias": bias,
        "threshold": threshold,
        "fitted_on": int(len(y)),
        "declined_left_out": round(float((held[y == 0] < threshold).mean()), 3),
        "wrongly_left_out": round(float((held[y == 1] < threshold).mean()), 3),
    }
    return entry, held


def cut_for(prob: np.ndarray, y: np.ndarray, wrong: float) -> float:
    """The highest threshold declining at most `wrong` of the answerable rows."""
    answerable = np.sort(prob[y == 1])
    return (
        float(answerable[int(np.floor(wrong * len(answerable)))]) - 1e-9 if len(answerable) else 0.5
    )


def print_tradeoff(title: str, y: np.ndarray, models: dict[str, np.ndarray]) -> None:
    print(f"\n{title}: {int((y == 0).sum())} to decline, {int((y == 1).sum())} answerable")
    print("wrongly declined   " + "   ".join(f"{name:>22}" for name in models))
    for target in CURVE:
        cells = []
        for prob in models.values():
            cut = cut_for(prob, y, target)
            cells.append(f"{(prob[y == 0] < cut).mean():>14.2f} declined")
        print(f"{target:>16.2f}   " + "   ".join(cells))


def main(keep_kinds: bool = False) -> None:
    settings = Settings.from_env(abstain_threshold=0.0)
    core = Service(settings).core
    train = [q for f in pair_files("train") for q in load_devset(f)]
    train += load_devset(EVAL_DIR / "devset.jsonl")
    key = calibration_key(settings.encoders)
    intent_entry, oof = fit_intent(core, train)
    if keep_kinds:
        print("question kinds: the stored model kept (--keep-kinds)")
    else:
        stored_intent = (
            json.loads(intent.INTENT_FILE.read_text()) if intent.INTENT_FILE.exists() else {}
        )
        stored_intent[key] = intent_entry
        intent.INTENT_FILE.write_text(json.dumps(stored_intent) + "\n")
        intent._stored.cache_clear()
        core.intent = intent.load_intent(settings.encoders)

    rows = collect(core, train, oof)
    names = sorted(rows[0]["feats"])
    stored = json.loads(CALIBRATION_FILE.read_text()) if CALIBRATION_FILE.exists() else {}
    stored[ANSWERABILITY + key], held = fit(rows, names)
    stored[ANSWERABILITY + LEXICAL], _ = fit(rows, [n for n in names if n in SCORE_ONLY])
    CALIBRATION_FILE.write_text(json.dumps(stored, indent=2, sort_keys=True) + "\n")
    for name in (ANSWERABILITY + key, ANSWERABILITY + LEXICAL):
        summary = {k: v for k, v in stored[name].items() if k != "weights"}
        print(name, json.dumps(summary))

    y = np.array([r["y"] for r in rows])
    print_tradeoff(
        "training pairs, each game's left out of the fit",
        y,
        {"chosen (left out)": held, "score-only (f62a1ce)": np.array([r["today"] for r in rows])},
    )
    model = Calibration(
        **{k: stored[ANSWERABILITY + key][k] for k in ("weights", "bias", "threshold")}
    )
    held_out = [q for f in pair_files("heldout") for q in load_devset(f)]
    test = collect(core, held_out, None)
    y_test = np.array([r["y"] for r in test])
    curves = {"chosen": np.array([model.probability(r["feats"]) for r in test])}
    start = start_probabilities(core, held_out, key)
    if start is not None:
        curves[START_COMMIT] = start
    curves["score-only (f62a1ce)"] = np.array([r["today"] for r in test])
    print_tradeoff("held-out pairs (data/answerability/heldout*.jsonl)", y_test, curves)
    at = model.threshold
    prob = np.array([model.probability(r["feats"]) for r in test])
    print(
        f"  at the stored threshold {at:.3f}: declined {(prob[y_test == 0] < at).mean():.2f}, "
        f"wrongly declined {(prob[y_test == 1] < at).mean():.2f}"
    )


if __name__ == "__main__":
    import sys

    main(keep_kinds="--keep-kinds" in sys.argv[1:])
