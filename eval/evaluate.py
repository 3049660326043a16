"""Retrieval, abstention and verdict figures on the dev sets, side by side.

    make eval        (or: python eval/evaluate.py [--retrieval])

Rows: BM25 alone, each encoder alone, dense (encoders fused), and the full
pipeline (hybrid retrieval + calibrated abstention + engines), each with the
game given and with the game hidden. Then verdict accuracy on eval/engine/.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass

import answerability_eval
import blind_sets
import booklets_eval
import engines_eval
from devset import (
    EVAL_DIR,
    EngineQuestion,
    Question,
    first_relevant_rank,
    load_devset,
    load_engine_set,
    same_verdict,
)

from arbitre.confidence import Calibration, load_answerability
from arbitre.service import AnsweringCore, Service
from arbitre.settings import Settings


@dataclass
class Row:
    name: str
    ranks: list[int | None]
    english: list[int | None]
    abstained_ok: list[bool]  # must-abstain questions abstained on
    wrongly_abstained: list[bool]  # answerable questions abstained on

    def line(self) -> str:
        def recall(ranks: list[int | None], k: int) -> float:
            return sum(r is not None and r <= k for r in ranks) / max(len(ranks), 1)

        mrr = statistics.fmean([1 / r if r else 0.0 for r in self.ranks]) if self.ranks else 0.0
        abstain = statistics.fmean(self.abstained_ok) if self.abstained_ok else float("nan")
        wrong = statistics.fmean(self.wrongly_abstained) if self.wrongly_abstained else float("nan")
        return (
            f"{self.name:<34} {recall(self.ranks, 1):>5.2f} {recall(self.ranks, 3):>5.2f} "
            f"{mrr:>5.2f} {recall(self.english, 3):>6.2f} {abstain:>8.2f} {wrong:>8.2f}"
        )

    def counts(self) -> str:
        """The pipeline's Recall@3 and abstention as counts, for figures that sit near a goal."""

        def hits(ranks: list[int | None]) -> str:
            return f"{sum(r is not None and r <= 3 for r in ranks)}/{len(ranks)}"

        return (
            f"  (full pipeline as counts: R@3 {hits(self.ranks)}, R@3en {hits(self.english)}, "
            f"abstained {sum(self.abstained_ok)}/{len(self.abstained_ok)}, "
            f"wrongly {sum(self.wrongly_abstained)}/{len(self.wrongly_abstained)})"
        )


HEADER = (
    f"{'retrieval':<34} {'R@1':>5} {'R@3':>5} {'MRR':>5} {'R@3en':>6} {'abstain':>8} {'wrongly':>8}"
)


def evaluate_mode(
    core: AnsweringCore,
    questions: list[Question],
    name: str,
    mode: str,
    encoders: tuple[str, ...] | None,
    game_given: bool,
) -> Row:
    row = Row(name, [], [], [], [])
    # The calibration a service configured with these encoders alone would load.
    calibration = core.calibration if encoders is None else load_answerability(tuple(encoders))
    for q in questions:
        game = q.game if game_given else None
        retriever = core.retriever
        vectors = retriever.embed_question(q.question)
        if encoders is not None:
            vectors = {s: v for s, v in vectors.items() if s in encoders}
        hits = retriever.search(q.question, game, k=5, mode=mode, vectors=vectors)  # type: ignore[arg-type]
        abstains = _abstains(core, calibration, q.question, hits, game, vectors)
        if q.abstain:
            row.abstained_ok.append(abstains or hits[0].passage.kind == "gap")
            continue
        rank = first_relevant_rank([h.passage for h in hits[:3]], q)
        row.ranks.append(rank)
        row.wrongly_abstained.append(abstains)
        if q.lang == "en":
            row.english.append(rank)
    return row


def evaluate_pipeline(
    core: AnsweringCore, questions: list[Question], name: str, game_given: bool
) -> Row:
    row = Row(name, [], [], [], [])
    for q in questions:
        answer = core.ask(q.question, q.game if game_given else None)
        if q.abstain:
            row.abstained_ok.append(answer.abstained)
            continue
        passages = [
            core.retriever.passages[_row_of(core, c.passage_id)] for c in answer.citations[:3]
        ]
        rank = first_relevant_rank(passages, q)
        row.ranks.append(rank)
        row.wrongly_abstained.append(answer.abstained)
        if q.lang == "en":
            row.english.append(rank)
    return row


def _row_of(core: AnsweringCore, passage_id: str) -> int:
    return next(i for i, p in enumerate(core.retriever.passages) if p.id == passage_id)


def _abstains(
    core: AnsweringCore,
    calibration: Calibration,
    question: str,
    hits: list,
    game: str | None,
    vectors: dict,
) -> bool:
    """The abstention decision of `ask` (answerability checks, then the answerability model),
    applied to this retriever's own best hits."""
    if not hits:
        return True
    if core.unanswerable_before(question) is not None:
        return True
    model, core.calibration = core.calibration, calibration
    try:
        return not core.decide(question, hits, game, vectors).answerable
    finally:
        core.calibration = model


def evaluate_engines(core: AnsweringCore, questions: list[EngineQuestion]) -> list[str]:
    decided = right = right_given = asked_ok = cited = missing_total = guessed = given = 0
    wrong: list[str] = []
    for q in questions:
        answer = core.ask(q.question, q.game)
        given += answer.verdict is not None
        if q.needs_situation:
            missing_total += 1
            asked_ok += answer.verdict is None and answer.asks_for is not None
            guessed += answer.verdict is not None
            continue
        if answer.engine is not None and answer.verdict is not None:
            decided += 1
            ids = {c.passage_id for c in answer.citations}
            src = core.source_passage(answer.engine.source.quote, q.game)
            cited += src is not None and src.id in ids
        if same_verdict(answer.verdict, q.verdict):
            right += 1
            right_given += answer.verdict is not None
        else:
            wrong.append(f"  {q.id}: want {q.verdict!r} got {answer.verdict!r} ({q.question[:70]})")
    stated = len(questions) - missing_total
    return [
        f"verdicts right            {right}/{stated} = {right / max(stated, 1):.2f}",
        # Of the verdicts given (a verdict on a missing situation counts as wrong): how many are
        # right.
        f"verdicts given, right     {right_given}/{given} = {right_given / max(given, 1):.2f}",
        f"situation missing -> asks {asked_ok}/{missing_total}, verdict given "
        f"{guessed}/{missing_total} (goal 0)",
        f"verdicts citing their rule {cited}/{decided}",
        *wrong,
    ]


def retrieval_tables(
    core: AnsweringCore, settings: Settings, questions: list[Question], title: str
) -> None:
    n_abstain = sum(q.abstain for q in questions)
    print(
        f"{title}: {len(questions)} questions ({n_abstain} to abstain on, "
        f"{sum(q.lang == 'en' for q in questions)} in English); encoders "
        f"{'+'.join(settings.encoders)}"
    )
    for given in (True, False):
        print(f"\n== game {'given' if given else 'NOT given'} ==")
        print(HEADER)
        print(evaluate_mode(core, questions, "BM25 alone", "bm25", (), given).line())
        for spec in settings.encoders:
            print(
                evaluate_mode(
                    core, questions, f"dense {spec} alone", "dense", (spec,), given
                ).line()
            )
        if len(settings.encoders) > 1:
            print(evaluate_mode(core, questions, "dense fused", "dense", None, given).line())
        print(
            evaluate_mode(
                core, questions, "hybrid (BM25 + dense, z-score sum)", "hybrid", None, given
            ).line()
        )
        pipeline = evaluate_pipeline(core, questions, "full pipeline (ask)", given)
        print(pipeline.line())
        print(pipeline.counts())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--retrieval", action="store_true", help="the retrieval tables of the four sets only"
    )
    retrieval_only = parser.parse_args().retrieval
    # An eval measures answers: engine readings in-process, so a loaded machine times none out.
    settings = Settings.from_env(engine_timeout_seconds=0)
    core = Service(settings).core
    retrieval_tables(core, settings, load_devset(), "dev set")
    print()
    retrieval_tables(
        core,
        settings,
        load_devset(EVAL_DIR / "heldout.jsonl"),
        "held-out set 1 (written blind, measured once, then read: see eval/README.md)",
    )
    print()
    retrieval_tables(
        core,
        settings,
        load_devset(EVAL_DIR / "heldout2.jsonl"),
        "held-out set 2 (written blind, measured once at the end of the second session)",
    )
    print()
    retrieval_tables(
        core,
        settings,
        load_devset(EVAL_DIR / "heldout3.jsonl"),
        "held-out set 3 (written blind, measured once at the end of the second session)",
    )
    if retrieval_only:
        return
    answerability_eval.report(core, list(answerability_eval.DEFAULT_FILES))
    for title, source in (
        ("engine questions (written with the engines)", EVAL_DIR / "engine"),
        ("engine questions held out, then used to fix failures", EVAL_DIR / "engine_heldout.jsonl"),
        (
            "engine questions blind, then used in a second fixing round",
            EVAL_DIR / "engine_blind.jsonl",
        ),
        (
            "engine questions third blind set, then used in a third fixing round",
            EVAL_DIR / "engine_blind3.jsonl",
        ),
        (
            "engine questions fourth blind set (measured blind at 30/50), then used in a fourth "
            "fixing round",
            EVAL_DIR / "engine_final.jsonl",
        ),
        (
            "engine questions fifth blind set (measured blind at 27/40, 4 wrong), then used in a "
            "fifth fixing round",
            EVAL_DIR / "engine_blind5.jsonl",
        ),
        (
            "engine questions sixth blind set (measured blind at 27/40, 4 wrong), then used in a "
            "sixth fixing round",
            EVAL_DIR / "engine_blind6.jsonl",
        ),
        (
            "engine questions seventh blind set (measured blind at 27/40, 2 wrong), then used in a "
            "sixth fixing round",
            EVAL_DIR / "engine_blind7.jsonl",
        ),
        (
            "engine questions eighth blind set (measured blind at 30/40, 1 wrong), then used in a "
            "sixth fixing round",
            EVAL_DIR / "engine_blind8.jsonl",
        ),
        (
            "engine questions ninth blind set (measured blind at 37/50, 1 wrong), then used in a "
            "seventh fixing round",
            EVAL_DIR / "engine_blind9.jsonl",
        ),
        (
            "engine questions tenth blind set (measured blind at 41/50, 1 wrong), then used in an "
            "eighth fixing round",
            EVAL_DIR / "engine_blind10.jsonl",
        ),
        (
            "engine questions eleventh blind set (measured blind at 39/50, 0 wrong), then used in "
            "a ninth fixing round",
            EVAL_DIR / "engine_blind11.jsonl",
        ),
        (
            "engine questions twelfth blind set (measured blind at 45/50, 1 wrong), then used in a "
            "tenth fixing round",
            EVAL_DIR / "engine_blind12.jsonl",
        ),
        (
            "engine questions thirteenth blind set (measured blind at 44/50, 0 wrong), then used "
            "in an eleventh fixing round",
            EVAL_DIR / "engine_blind13.jsonl",
        ),
        (
            "engine questions fourteenth blind set (measured blind at 34/50, 2 wrong, the same as "
            "at the third session's start), then used in a twelfth fixing round",
            EVAL_DIR / "engine_blind14.jsonl",
        ),
        (
            "engine questions fifteenth blind set (measured blind at 40/50, 0 wrong, 9/10 asked "
            "back), then used in a thirteenth fixing round",
            EVAL_DIR / "engine_blind15.jsonl",
        ),
        (
            "engine questions sixteenth blind set (measured blind at 38/50, 2 wrong, 10/10 asked "
            "back), then used in a fourteenth fixing round",
            EVAL_DIR / "engine_blind16.jsonl",
        ),
        (
            "engine questions seventeenth blind set (measured blind at 38/50, 0 wrong, 9/10 asked "
            "back), then used in a fifteenth fixing round",
            EVAL_DIR / "engine_blind17.jsonl",
        ),
        (
            "engine questions eighteenth blind set (measured blind at 43/50, 1 wrong, 9/10 asked "
            "back), then used in a sixteenth fixing round",
            EVAL_DIR / "engine_blind18.jsonl",
        ),
        (
            "engine questions nineteenth blind set (measured blind at 39/50, 2 wrong, 7/10 asked "
            "back), then used in a seventeenth fixing round",
            EVAL_DIR / "engine_blind19.jsonl",
        ),
        (
            "engine questions twentieth blind set (measured blind at 42/50, 0 wrong, 10/10 asked "
            "back), then used in an eighteenth fixing round",
            EVAL_DIR / "engine_blind20.jsonl",
        ),
        (
            "engine questions twenty-first blind set (measured blind at 44/50, 1 wrong, 10/10 "
            "asked back), then used in a nineteenth fixing round",
            EVAL_DIR / "engine_blind21.jsonl",
        ),
        (
            "engine questions twenty-second blind set (measured blind at 44/50, 0 wrong, 10/10 "
            "asked back), then used in a twentieth fixing round",
            EVAL_DIR / "engine_blind22.jsonl",
        ),
        (
            "engine questions twenty-third blind set (measured blind at 39/50, 1 wrong on the "
            "colour bonus the booklet leaves open), then used in a twenty-first fixing round",
            EVAL_DIR / "engine_blind23.jsonl",
        ),
        (
            "engine questions twenty-fourth blind set (measured blind at 43/50, 0 wrong), then "
            "used in a twenty-second fixing round",
            EVAL_DIR / "engine_blind24.jsonl",
        ),
        (
            "engine questions twenty-fifth blind set (measured blind at 42/50, 2 wrong, both then "
            "closed)",
            EVAL_DIR / "engine_blind25.jsonl",
        ),
        (
            "engine questions twenty-sixth blind set (measured blind at 41/50, 3 wrong), then used "
            "in a twenty-fourth fixing round",
            EVAL_DIR / "engine_blind26.jsonl",
        ),
        (
            "engine questions twenty-seventh blind set (measured blind at 41/50, 4 wrong, one of "
            "them the colour bonus), then used in a twenty-fifth fixing round",
            EVAL_DIR / "engine_blind27.jsonl",
        ),
        (
            "engine questions twenty-eighth blind set (measured blind at 44/50, 1 wrong, then "
            "closed)",
            EVAL_DIR / "engine_blind28.jsonl",
        ),
        (
            "engine questions twenty-ninth blind set (measured blind at 45/50, 0 wrong)",
            EVAL_DIR / "engine_blind29.jsonl",
        ),
        (
            "engine questions thirtieth blind set (measured blind at 46/50, 0 wrong)",
            EVAL_DIR / "engine_blind30.jsonl",
        ),
        (
            "engine questions thirty-first blind set (measured blind at 41/50, 1 wrong, then "
            "closed)",
            EVAL_DIR / "engine_blind31.jsonl",
        ),
        (
            "engine questions thirty-second blind set (measured blind at 46/50, 0 wrong)",
            EVAL_DIR / "engine_blind32.jsonl",
        ),
        (
            "engine questions thirty-third blind set (measured blind at 42/50, 0 wrong)",
            EVAL_DIR / "engine_blind33.jsonl",
        ),
        (
            "engine questions thirty-fourth blind set (measured blind at 48/50, 1 wrong, then "
            "closed)",
            EVAL_DIR / "engine_blind34.jsonl",
        ),
        (
            "engine questions thirty-fifth blind set (measured blind at 45/50, 2 wrong, both then "
            "closed)",
            EVAL_DIR / "engine_blind35.jsonl",
        ),
        (
            "engine questions thirty-sixth blind set (measured blind at 44/50, 0 wrong), then used "
            "in a fixing round",
            EVAL_DIR / "engine_blind36.jsonl",
        ),
        (
            "engine questions thirty-seventh blind set (measured blind at 41/50, 0 wrong), then "
            "used in a fixing round",
            EVAL_DIR / "engine_blind37.jsonl",
        ),
        (
            "engine questions thirty-eighth blind set (measured blind at 41/50, 1 wrong, then "
            "closed), then used in a fixing round",
            EVAL_DIR / "engine_blind38.jsonl",
        ),
        (
            "engine questions thirty-ninth blind set: the last one measured (blind at 49/50, 0 "
            "wrong)",
            EVAL_DIR / "engine_blind39.jsonl",
        ),
    ):
        engine_set = load_engine_set(source)
        print(f"\n== {title}: {len(engine_set)} ==")
        print("\n".join(evaluate_engines(core, engine_set)))
    print()
    booklets_eval.main(settings)
    print()
    engines_eval.print_engine_table(core)
    blind_sets.main(core)


if __name__ == "__main__":
    main()
