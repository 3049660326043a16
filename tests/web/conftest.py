"""Shared fixtures of the web tests: a fake-encoder index of the real corpus, an app, a client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from arbitre.settings import Settings
from testenv import CHROMIUM, CHROMIUM_ARGS


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


@pytest.fixture(scope="module")
def browser():
    """Chromium driven by Playwright, one per test module."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()
