"""Shared fixtures of the web tests: a fake-encoder index of the real corpus, an app, a client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from arbitre.settings import Settings


@pytest.fixture(scope="session")
def web_settings(fake_index: Settings) -> Settings:
    """The session's fake-encoder index of the real corpus (tests/conftest.py)."""
    return fake_index


@pytest.fixture(scope="session")
def app(web_settings: Settings):
    from arbitre.web.app import create_app

    return create_app(web_settings)


@pytest.fixture()
def client(app) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client


@pytest.fixture()
def feedback_path(web_settings: Settings) -> Path:
    return web_settings.data_dir / "feedback.sqlite3"
