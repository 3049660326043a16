"""Paths and settings the tests share (a plain module: conftest names clash across folders)."""

from __future__ import annotations

from pathlib import Path

from arbitre.settings import Settings, project_root

ROOT = project_root()


def fake_settings(tmp: Path, corpus_dir: Path | None = None) -> Settings:
    """Settings for a fake-encoder index under `tmp`."""
    return Settings.from_env(
        corpus_dir=corpus_dir or ROOT / "corpus",
        index_dir=tmp / "index",
        data_dir=tmp,
        encoders=("fake",),
    )


# The browser tests' Chromium (Debian's, installed by `make test`) and its flags.
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
