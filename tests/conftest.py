"""Shared fixtures: a fake-encoder index of the real corpus, built once per session.

Most tests never load a model: the fake encoder hashes stemmed words, so
retrieval still works on exact vocabulary and the whole pipeline runs in ms.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from arbitre.settings import Settings
from testenv import ROOT, fake_settings


@pytest.fixture(scope="session")
def fake_index(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    """Settings of a fake-encoder index built from the real corpus."""
    from indexer.build import build_index

    settings = fake_settings(tmp_path_factory.mktemp("fake"))
    build_index(settings, progress=False)
    return settings


@pytest.fixture(scope="session")
def service(fake_index: Settings):
    from arbitre.service import Service

    return Service(fake_index)


@pytest.fixture
def corpus_copy(tmp_path: Path) -> Path:
    """A writable copy of the real corpus, for tests that break it."""
    target = tmp_path / "corpus"
    shutil.copytree(ROOT / "corpus", target)
    return target


@pytest.fixture
def cli_env(fake_index: Settings) -> dict[str, str]:
    """Environment for running the `arbitre` command on the fake index."""
    return {
        **os.environ,
        "ARBITRE_ENCODERS": "fake",
        "ARBITRE_INDEX_DIR": str(fake_index.index_dir),
        "ARBITRE_DATA_DIR": str(fake_index.data_dir),
        "ARBITRE_CORPUS_DIR": str(fake_index.corpus_dir),
    }
