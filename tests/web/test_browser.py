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

from testenv import CHROMIUM

FAQ_QUESTION = "Peut-on poser deux fois le même nombre dans une rangée ?"
HOSTILE = "<img src=x onerror=window.__pwned=1> trèfle rangée"
PROJECT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not CHROMIUM.exists() and not os.environ.get("CI"),
        reason="/usr/bin/chromium absent (apt-get install chromium); required in CI",
    ),
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
    server = uvicorn.Server(
        uvicorn.Config(
            create_app(web_settings),
            host="127.0.0.1",
            port=port,
            log_level="warning",
            lifespan="off",
        )
    )
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
    yield from _shop(site)


def _shop(site: str) -> Iterator[str]:
    page = f"""<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Boutique hostile</title>
<style>input {{ display: none !important }} * {{ color: red !important }}
* {{ text-transform: uppercase; letter-spacing: 6px }}
div {{ border: 3px solid red; padding: 20px }}</style></head>
<body><h1>La Boutique Rouge</h1><p id="shop-text">Lucky Numbers, 19,90 €</p>
<script src="{site}/widget.js" data-game="lucky-numbers" data-lang="fr" async></script>
</body></html>""".encode()

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


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1000, "height": 900}, locale="fr-FR")
    context.set_default_timeout(10_000)
    yield context.new_page()
    context.close()


@pytest.fixture(scope="module")
def screenshots() -> Path:
    default = PROJECT / "docs" / "screenshots"
    folder = Path(
        os.environ.get("ARBITRE_SCREENSHOTS") or (default if default.is_dir() else _tmp_dir())
    )
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
    assert (
        citation.locator("mark").inner_text().startswith("Les nombres doivent monter strictement")
    )
    assert (
        citation.get_by_role("link", name="Voir dans les règles").get_attribute("href")
        == "/jeux/lucky-numbers#lucky-numbers-007"
    )
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
    assert (
        page.evaluate("getComputedStyle(document.getElementById('shop-text')).color")
        == "rgb(255, 0, 0)"
    )
    widget_input.fill(FAQ_QUESTION)
    widget_input.press("Enter")
    page.locator(".arbitre-widget .page").filter(has_text="p. 3").first.wait_for()
    colour = page.evaluate(
        "getComputedStyle(document.querySelector('.arbitre-widget').shadowRoot.querySelector('.ans')).color"
    )
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
        "getComputedStyle(document.querySelector('.arbitre-widget').shadowRoot.querySelector('button')).backgroundColor"
    )
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
    assert (
        page.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "solid"
    )  # visible focus
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


def _serve(app) -> Iterator[str]:
    import uvicorn

    port = _free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="off")
    )
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
def strict_site(web_settings) -> Iterator[str]:
    """The site with ARBITRE_ALLOWED_ORIGINS naming one other origin only."""
    from arbitre.web.app import create_app

    yield from _serve(
        create_app(web_settings.model_copy(update={"allowed_origins": ("https://shop.example",)}))
    )


def test_host_page_styles_do_not_reach_the_widget(page, shop):
    page.goto(shop)
    page.locator(".arbitre-widget input").fill(FAQ_QUESTION)
    page.locator(".arbitre-widget input").press("Enter")
    page.locator(".arbitre-widget .page").filter(has_text="p. 3").first.wait_for()
    inner = "document.querySelector('.arbitre-widget').shadowRoot.querySelector"
    for selector in (".ans", "label", "blockquote"):
        style = page.evaluate(
            f"(() => {{ const s = getComputedStyle({inner}('{selector}'));"
            f" return [s.textTransform, s.letterSpacing]; }})()"
        )
        assert style == ["none", "normal"], selector
    host = page.evaluate(
        "(() => { const s = getComputedStyle(document.querySelector('.arbitre-widget'));"
        " return [s.borderTopWidth, s.paddingTop]; })()"
    )
    assert host == ["0px", "0px"]
    assert page.locator(".arbitre-widget .ans").inner_text().startswith("Non.")


@pytest.fixture(scope="module")
def strict_shop(strict_site: str) -> Iterator[str]:
    yield from _shop(strict_site)


def test_a_refused_origin_is_named_with_the_setting_to_change(page, strict_shop):
    page.goto(strict_shop)
    page.locator(".arbitre-widget input").fill(FAQ_QUESTION)
    page.locator(".arbitre-widget input").press("Enter")
    error = page.locator(".arbitre-widget .err")
    error.wait_for()
    assert "ARBITRE_ALLOWED_ORIGINS" in error.inner_text()


def test_a_question_of_only_spaces_is_refused_in_place(page, site):
    page.goto(f"{site}/jeux/lucky-numbers")
    page.get_by_label("Pose ta question").fill("   ")
    page.get_by_role("button", name="Demander").click()
    assert page.evaluate("document.getElementById('q').validity.valid") is False
    assert "q=" not in page.url


def test_card_tiles_share_their_rows(browser, site):
    for width in (1280, 375):
        context = browser.new_context(viewport={"width": width, "height": 900}, locale="fr-FR")
        try:
            page = context.new_page()
            page.goto(f"{site}/jeux/lucky-numbers")
            tops = page.evaluate(
                "[...document.querySelectorAll('.card dl > div')].map(d => d.offsetTop)"
            )
            rows = {top: tops.count(top) for top in tops}
            assert min(rows.values()) >= 2 or len(rows) == 1, (width, rows)
        finally:
            context.close()


def test_embed_fits_a_300px_iframe_and_the_shop_background_fills_the_page(browser, site):
    context = browser.new_context(viewport={"width": 300, "height": 900}, locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(f"{site}/embed/lucky-numbers?q=" + quote_plus(FAQ_QUESTION))
        assert page.evaluate("document.documentElement.scrollWidth") <= 300
        page.goto(f"{site}/demo/widget")
        colour = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
        assert colour == page.evaluate("getComputedStyle(document.body).backgroundColor")
    finally:
        context.close()


def test_the_site_follows_the_system_dark_mode(browser, site):
    colours = {}
    for scheme in ("light", "dark"):
        context = browser.new_context(color_scheme=scheme, locale="fr-FR")
        try:
            page = context.new_page()
            page.goto(f"{site}/jeux/lucky-numbers")
            colours[scheme] = page.evaluate(
                "getComputedStyle(document.documentElement).backgroundColor"
            )
        finally:
            context.close()
    assert colours["light"] == "rgb(251, 250, 247)" and colours["dark"] == "rgb(20, 23, 27)"


def test_screenshots_of_each_page_at_desktop_and_phone_widths(browser, site, screenshots):
    """Looked at by a person before each commit that changes a page (docs/screenshots/)."""
    question = quote_plus(
        "Ma ligne contient 2, 9 et 14, je pioche un 9 : je peux le mettre entre le 2 et le 14 ?"
    )
    pages = {
        "home": "/",
        "game": f"/jeux/lucky-numbers?q={question}",
        "game-en": "/jeux/patchwork?q="
        + quote_plus("How many buttons do I get when I move my time token forward?"),
        "embed": f"/embed/lucky-numbers?q={question}",
        "docs": "/docs",
        "demo-widget": "/demo/widget",
        "game-dark": f"/jeux/lucky-numbers?q={question}",
    }
    for width in (1280, 375):
        for name, path in pages.items():
            scheme = "dark" if name.endswith("-dark") else "light"
            context = browser.new_context(
                viewport={"width": width, "height": 800}, locale="fr-FR", color_scheme=scheme
            )
            try:
                page = context.new_page()
                page.goto(site + path)
                if name == "demo-widget":
                    page.locator(".arbitre-widget input").fill(FAQ_QUESTION)
                    page.locator(".arbitre-widget input").press("Enter")
                    page.locator(".arbitre-widget .page").first.wait_for()
                assert page.evaluate("document.documentElement.scrollWidth") <= width, (name, width)
                page.screenshot(path=str(screenshots / f"{name}-{width}.png"), full_page=True)
            finally:
                context.close()
