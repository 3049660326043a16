"""The site and the widget in a real Chromium, served by a real uvicorn.

Skipped only on a machine without /usr/bin/chromium outside CI; in CI they must run.
Screenshots go to $ARBITRE_SCREENSHOTS, else docs/screenshots when it exists, else a tmp dir.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote_plus

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]
FAQ_QUESTION = "Peut-on poser deux fois le même nombre dans une rangée ?"
HOSTILE = "<img src=x onerror=window.__pwned=1> trèfle rangée"
PROJECT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists() and not os.environ.get("CI"),
                       reason="/usr/bin/chromium absent (apt-get install chromium); required in CI"),
]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def site(web_settings) -> Iterator[str]:
    """The app under uvicorn in a thread, on 127.0.0.1:<free port>."""
    import uvicorn

    from arbitre.web.app import create_app

    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(web_settings), host="127.0.0.1", port=port,
                                           log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        assert time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def shop(site: str) -> Iterator[str]:
    """Another origin: a shop page whose CSS tries to hide inputs and paint everything red."""
    page = f"""<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boutique hostile</title>
<style>input {{ display: none !important }} * {{ color: red !important }}</style></head>
<body><h1>La Boutique Rouge</h1><p id="shop-text">Lucky Numbers, 19,90 €</p>
<script src="{site}/widget.js" data-game="lucky-numbers" data-lang="fr" async></script></body></html>""".encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1000, "height": 900}, locale="fr-FR")
    context.set_default_timeout(10_000)
    yield context.new_page()
    context.close()


@pytest.fixture(scope="module")
def screenshots() -> Path:
    default = PROJECT / "docs" / "screenshots"
    folder = Path(os.environ.get("ARBITRE_SCREENSHOTS") or (default if default.is_dir() else _tmp_dir()))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots: {folder}")
    return folder


def _tmp_dir() -> Path:
    import tempfile

    return Path(tempfile.mkdtemp(prefix="arbitre-screenshots-"))


def test_asking_on_a_game_page_with_javascript_answers_without_reload(page, site, screenshots):
    page.goto(f"{site}/jeux/lucky-numbers")
    page.evaluate("window.__same_page = true")
    page.get_by_label("Pose ta question").fill(FAQ_QUESTION)
    page.get_by_role("button", name="Demander").click()
    citation = page.locator("#reponse .citation").first
    citation.locator(".page").filter(has_text="p. 3").wait_for()
    assert page.evaluate("window.__same_page") is True  # drawn by app.js, not a new page
    assert citation.locator("mark").inner_text().startswith("Les nombres doivent monter strictement")
    assert citation.get_by_role("link", name="Voir dans les règles").get_attribute("href") == \
        "/jeux/lucky-numbers#lucky-numbers-007"
    assert "q=" in page.url  # the answer stays shareable
    page.screenshot(path=str(screenshots / "game-page.png"), full_page=False)


def test_asking_on_a_game_page_without_javascript(browser, site):
    context = browser.new_context(java_script_enabled=False, locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(f"{site}/jeux/lucky-numbers")
        page.get_by_label("Pose ta question").fill(FAQ_QUESTION)
        page.get_by_label("Pose ta question").press("Enter")
        page.locator("#reponse .page").filter(has_text="p. 3").first.wait_for()
        assert "/jeux/lucky-numbers?q=" in page.url
        page.get_by_role("link", name="Voir dans les règles").first.click()
        assert page.url.endswith("#lucky-numbers-007")
    finally:
        context.close()


def test_widget_on_another_origin_resists_the_shop_css(page, shop):
    page.goto(shop)
    widget_input = page.locator(".arbitre-widget input")
    widget_input.wait_for(state="visible")
    assert page.evaluate("getComputedStyle(document.getElementById('shop-text')).color") == "rgb(255, 0, 0)"
    widget_input.fill(FAQ_QUESTION)
    widget_input.press("Enter")
    page.locator(".arbitre-widget .page").filter(has_text="p. 3").first.wait_for()
    colour = page.evaluate(
        "getComputedStyle(document.querySelector('.arbitre-widget').shadowRoot.querySelector('.ans')).color")
    assert colour != "rgb(255, 0, 0)"
    assert page.locator(".arbitre-widget .ans").inner_text().startswith("Non.")


def test_demo_shop_page_shows_a_styled_widget(page, site, screenshots):
    page.goto(f"{site}/demo/widget")
    widget_input = page.locator(".arbitre-widget input")
    widget_input.fill(FAQ_QUESTION)
    widget_input.press("Enter")
    page.locator(".arbitre-widget .page").filter(has_text="p. 3").first.wait_for()
    # the widget's own stylesheet applies under the page's strict CSP (style-src 'self')
    button_bg = page.evaluate(
        "getComputedStyle(document.querySelector('.arbitre-widget').shadowRoot.querySelector('button')).backgroundColor")
    assert button_bg == "rgb(11, 92, 71)"
    page.screenshot(path=str(screenshots / "widget.png"), full_page=True)


def test_widget_is_usable_with_the_keyboard_alone(page, shop):
    page.goto(shop)
    page.locator(".arbitre-widget input").wait_for(state="visible")
    page.keyboard.press("Tab")
    focused = "document.querySelector('.arbitre-widget').shadowRoot.activeElement"
    assert page.evaluate(f"{focused} && {focused}.id") == "arbitre-q"
    page.keyboard.type(FAQ_QUESTION)
    page.keyboard.press("Enter")
    page.locator(".arbitre-widget .page").filter(has_text="p. 3").first.wait_for()


def test_game_page_is_usable_with_the_keyboard_alone(page, site):
    page.goto(f"{site}/jeux/lucky-numbers")
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "q":
            break
    assert page.evaluate("document.activeElement.id") == "q"
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "solid"  # visible focus
    page.keyboard.type(FAQ_QUESTION)
    page.keyboard.press("Enter")
    page.locator("#reponse .page").filter(has_text="p. 3").first.wait_for()


def test_hostile_question_is_shown_as_text_and_never_runs(page, site, shop):
    page.goto(f"{site}/jeux/lucky-numbers")
    page.get_by_label("Pose ta question").fill(HOSTILE)
    page.get_by_label("Pose ta question").press("Enter")
    page.locator("#reponse .asked q").filter(has_text="<img src=x").wait_for()
    assert page.locator("#reponse img").count() == 0
    page.goto(f"{site}/jeux/lucky-numbers?q=" + quote_plus(HOSTILE))
    assert "<img src=x onerror" in page.locator("#reponse .asked q").inner_text()
    page.goto(shop)
    widget_input = page.locator(".arbitre-widget input")
    widget_input.fill(HOSTILE)
    widget_input.press("Enter")
    page.locator(".arbitre-widget .asked").filter(has_text="<img src=x").wait_for()
    page.wait_for_timeout(200)
    assert page.evaluate("typeof window.__pwned") == "undefined"


def test_game_page_fits_a_360px_screen(browser, site):
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(f"{site}/jeux/lucky-numbers?q=" + quote_plus(FAQ_QUESTION))
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        assert page.get_by_role("button", name="Demander").is_visible()
    finally:
        context.close()
