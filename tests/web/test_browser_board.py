"""The "Vérifie ma position" board in a real Chromium: with and without JavaScript, from a
text question, from a shared link, by keyboard alone, at a phone's width; its weight and
whether it delays the page's first paint.
"""

from __future__ import annotations

import os
import socket
import statistics
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from testenv import CHROMIUM

PROJECT = Path(__file__).resolve().parents[2]
CELL = "Ton jardin, Rangée {r}, colonne {c}"
LINK = "/jeux/lucky-numbers?pos=place~2/,6~9~1~2"
STATIC = PROJECT / "src" / "arbitre" / "web" / "static"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not CHROMIUM.exists() and not os.environ.get("CI"), reason="/usr/bin/chromium absent"
    ),
]


@pytest.fixture(scope="module")
def site(web_settings) -> Iterator[str]:
    import uvicorn

    from arbitre.web.app import create_app

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    config = uvicorn.Config(
        create_app(web_settings), host="127.0.0.1", port=port, log_level="warning", lifespan="off"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=5)


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1000, "height": 900}, locale="fr-FR")
    context.set_default_timeout(15_000)
    yield context.new_page()
    context.close()


def _fill_garden(page) -> None:
    page.get_by_text("Vérifie ma position").click()
    page.get_by_label(CELL.format(r=1, c=1)).fill("2")
    page.get_by_label(CELL.format(r=2, c=2)).fill("6")
    page.get_by_label("Trèfle en main").fill("9")
    page.get_by_label("Rangée de la case").fill("1")
    page.get_by_label("Colonne de la case").fill("2")


def _verdict(page, expected: str):
    verdict = page.locator("#position .board-result .verdict-value")
    verdict.filter(has_text=expected).wait_for()
    return verdict


def test_a_garden_filled_and_checked_says_no_with_page_3_without_reload(page, site):
    page.goto(f"{site}/jeux/lucky-numbers")
    page.evaluate("window.__same_page = true")
    _fill_garden(page)
    assert "is-target" in page.locator('[name="state.garden.0.1"]').get_attribute("class")
    page.get_by_role("button", name="Vérifier").click()
    _verdict(page, "Non")
    assert page.locator("#position .board-result .page").first.inner_text() == "p. 3"
    assert page.evaluate("window.__same_page") is True  # drawn by board.js
    assert "pos=place~2/,6~9~1~2" in page.url.replace("%2C", ",").replace("%2F", "/")


def test_a_text_question_fills_the_board_and_one_change_changes_the_verdict(page, site):
    page.goto(f"{site}/jeux/lucky-numbers")
    page.get_by_label("Pose ta question").fill(
        "Ma ligne contient 2, 9 et 14, je pioche un 9 : je peux le mettre entre le 2 et le 14 ?"
    )
    page.get_by_role("button", name="Demander").click()
    page.locator("#position .is-understood").wait_for(timeout=120_000)  # a loaded machine
    assert page.get_by_label(CELL.format(r=1, c=2)).input_value() == "9"
    assert page.get_by_label("Trèfle en main").input_value() == "9"
    page.get_by_role("button", name="Vérifier").click()
    _verdict(page, "Non")
    page.get_by_label("Trèfle en main").fill("15")  # 2, 9, 14 then 15: in order
    page.get_by_role("button", name="Vérifier").click()
    _verdict(page, "Oui")


def test_without_javascript_the_board_is_a_form_the_server_answers(browser, site):
    context = browser.new_context(java_script_enabled=False, locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(f"{site}/jeux/lucky-numbers")
        _fill_garden(page)
        page.get_by_role("button", name="Vérifier").click()
        _verdict(page, "Non")
        assert "pos=" in page.url
        assert page.locator("#position .board-result .page").first.inner_text() == "p. 3"
    finally:
        context.close()


BET_ASKED = "J'ai fait 3 plis, mon pari est réussi ?"


def _ask_back_filled_then_checked(page) -> None:
    """Luz: the tricks stated, the bet asked for; the board opens on the 3 tricks with the bet
    marked, the player gives it and the board answers."""
    page.get_by_label("Pose ta question").fill(BET_ASKED)
    page.get_by_role("button", name="Demander").click()
    page.locator("#position .is-asked").wait_for(timeout=120_000)  # a loaded machine
    assert page.locator("#position details").get_attribute("open") is not None
    assert page.get_by_label("Plis remportés").input_value() == "3"
    marked = page.locator("#position .board-field.is-marked")
    assert marked.count() == 1 and "Billes Pari" in marked.inner_text()
    assert page.get_by_label("Billes Pari").input_value() == ""
    page.get_by_label("Billes Pari").fill("3")
    page.get_by_role("button", name="Vérifier").click()
    _verdict(page, "Oui")  # 3 marbles, 3 tricks: exactly the bet


def test_an_ask_back_opens_the_board_with_the_facts_stated_and_the_missing_one_marked(page, site):
    page.goto(f"{site}/jeux/luz")
    page.evaluate("window.__same_page = true")
    _ask_back_filled_then_checked(page)
    assert page.evaluate("window.__same_page") is True  # answer and board drawn without reload


def test_an_ask_back_fills_the_board_without_javascript_too(browser, site):
    context = browser.new_context(java_script_enabled=False, locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(f"{site}/jeux/luz")
        _ask_back_filled_then_checked(page)
    finally:
        context.close()


def test_a_shared_link_reopens_the_same_board_and_verdict(page, site):
    page.goto(site + LINK)
    assert page.locator("#position details").get_attribute("open") is not None
    assert page.get_by_label(CELL.format(r=2, c=2)).input_value() == "6"
    assert page.get_by_label("Trèfle en main").input_value() == "9"
    _verdict(page, "Non")
    link = page.get_by_role("link", name="Lien vers cette position").get_attribute("href")
    assert link.startswith("/jeux/lucky-numbers?pos=place~2/,6~9~1~2")


def test_the_board_works_from_the_keyboard_alone(page, site):
    page.goto(f"{site}/jeux/lucky-numbers")
    page.get_by_label("Pose ta question").focus()
    page.keyboard.press("Tab")  # the ask button
    page.keyboard.press("Tab")  # the board's summary
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")  # the kind of question
    page.keyboard.press("Tab")  # the first square
    page.keyboard.type("2")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    page.keyboard.type("6")
    assert page.get_by_label(CELL.format(r=2, c=2)).input_value() == "6"
    page.get_by_label("Trèfle en main").focus()  # past the other squares
    page.keyboard.type("9")
    page.keyboard.press("Tab")
    page.keyboard.type("1")
    page.keyboard.press("Tab")
    page.keyboard.type("2")
    page.keyboard.press("Enter")
    _verdict(page, "Non")


def test_at_375_px_the_board_fits_and_is_photographed(browser, site):
    context = browser.new_context(viewport={"width": 375, "height": 812}, locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(site + LINK)
        _verdict(page, "Non")
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        folder = PROJECT / "docs" / "screenshots"
        folder.mkdir(parents=True, exist_ok=True)
        page.locator("#position").screenshot(path=str(folder / "board-375.png"))
    finally:
        context.close()


def test_a_trick_typed_in_the_boards_table_names_who_takes_it_at_375_px(browser, site):
    context = browser.new_context(viewport={"width": 375, "height": 812}, locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(f"{site}/jeux/luz")
        page.get_by_text("Vérifie ma position").click()
        page.get_by_label("Ta question", exact=True).select_option("trick")
        page.get_by_label("Couleur demandée du pli").select_option("rouge")
        for i, (who, value) in enumerate([("Lou", "9"), ("Max", "5"), ("toi", "7")], start=1):
            page.get_by_label(f"Cartes posées sur le pli, {i}, Joueur").fill(who)
            page.get_by_label(f"Cartes posées sur le pli, {i}, Couleur").select_option("rouge")
            page.get_by_label(f"Cartes posées sur le pli, {i}, Valeur").fill(value)
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        page.get_by_role("button", name="Vérifier").click()
        _verdict(page, "Lou")
        page.locator("#position").screenshot(
            path=str(PROJECT / "docs/screenshots/board-trick-375.png")
        )
        assert "pos=trick~rouge~Lou,rouge,9/Max,rouge,5/toi,rouge,7" in page.url.replace(
            "%2C", ","
        ).replace("%2F", "/")
    finally:
        context.close()


FIRST_PAINT = """new Promise(resolve => new PerformanceObserver(list => {
  const paint = list.getEntriesByName("first-contentful-paint")[0];
  if (paint) resolve(paint.startTime);
}).observe({type: "paint", buffered: true}))"""


def _without_board(route) -> None:
    """The game page as it was before the board: its section and script taken out."""
    html = route.fetch().text()
    start, end = (
        html.index('<section id="position"'),
        html.index("</section>", html.index("board-result")),
    )
    html = html[:start] + html[end + len("</section>") :]
    html = html.replace('<script src="/static/board.js" defer></script>', "")
    route.fulfill(body=html, content_type="text/html; charset=utf-8")


def _first_paint(browser, url: str, board: bool) -> float:
    context = browser.new_context(viewport={"width": 375, "height": 812})
    try:
        page = context.new_page()
        if not board:
            page.route(url, _without_board)
        page.goto(url, wait_until="load")
        return page.evaluate(FIRST_PAINT)
    finally:
        context.close()


def test_the_board_is_light_and_does_not_delay_the_first_paint(browser, site):
    css = (STATIC / "style.css").read_text(encoding="utf-8")
    board_css = css[css.index("/* The position board") :]
    weight = len((STATIC / "board.js").read_bytes()) + len(board_css.encode("utf-8"))
    assert weight <= 20_000
    url = f"{site}/jeux/lucky-numbers"
    _first_paint(browser, url, True)  # the server warm
    before, after = [], []
    for _ in range(5):  # interleaved, so a busy moment of the machine weighs on both
        before.append(_first_paint(browser, url, False))
        after.append(_first_paint(browser, url, True))
    before_ms, after_ms = statistics.median(before), statistics.median(after)
    print(
        f"\nboard script+style {weight} B; first paint of the game page: "
        f"{after_ms:.0f} ms with the board, {before_ms:.0f} ms without"
    )
    assert after_ms <= before_ms + 100  # deferred script, no stylesheet of its own


@pytest.fixture(scope="module")
def shop(site: str) -> Iterator[str]:
    """Another origin's page carrying the widget."""
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    body = f"""<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boutique</title>
</head><body><h1>Boutique</h1>
<script src="{site}/widget.js" data-game="lucky-numbers" data-lang="fr" async></script>
</body></html>""".encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_the_widget_offers_the_same_board_behind_a_button(page, shop):
    page.goto(shop)
    button = page.locator(".arbitre-widget").get_by_role("button", name="Vérifier une position")
    button.click()
    assert button.get_attribute("aria-expanded") == "true"
    frame = page.frame_locator(".arbitre-widget iframe")
    frame.get_by_label(CELL.format(r=1, c=1)).fill("2")
    frame.get_by_label(CELL.format(r=2, c=2)).fill("6")
    frame.get_by_label("Trèfle en main").fill("9")
    frame.get_by_label("Rangée de la case").fill("1")
    frame.get_by_label("Colonne de la case").fill("2")
    frame.get_by_role("button", name="Vérifier").click()
    frame.locator("#position .board-result .verdict-value").filter(has_text="Non").wait_for()
    assert frame.locator("#position .board-result .page").first.inner_text() == "p. 3"


def test_the_widget_board_opens_on_an_ask_backs_stated_facts(page, shop):
    page.goto(shop)
    widget = page.locator(".arbitre-widget")
    widget.get_by_role("textbox").fill("J'ai pioché un 9, je peux le poser ?")
    widget.get_by_role("button", name="Demander").click()
    widget.get_by_role("button", name="Vérifier une position").click()
    frame = page.frame_locator(".arbitre-widget iframe")
    frame.locator("#position .is-asked").wait_for(timeout=120_000)
    assert frame.get_by_label("Trèfle en main").input_value() == "9"  # stated
    marked = frame.locator("#position .board-field.is-marked")
    assert marked.count() == 1 and "Ton jardin" in marked.inner_text()  # asked


FRAME = "document.querySelector('.arbitre-widget').shadowRoot.querySelector('iframe')"


def _frame_fits(page) -> tuple[int, int]:
    """The widget's frame height beside the height of the board page inside it."""
    frame_el = page.locator(".arbitre-widget iframe")
    inner = frame_el.element_handle().content_frame()
    return (
        round(frame_el.bounding_box()["height"]),
        inner.evaluate("Math.ceil(document.documentElement.getBoundingClientRect().height)"),
    )


def test_the_widget_board_frame_fits_the_board_as_it_grows(page, shop):
    page.goto(shop)
    page.locator(".arbitre-widget").get_by_role("button", name="Vérifier une position").click()
    frame = page.frame_locator(".arbitre-widget iframe")
    frame.get_by_label("Trèfle en main").wait_for()
    page.wait_for_function(f"() => {FRAME}.style.height")
    height, board = _frame_fits(page)
    assert height != 640 and abs(height - board) <= 2  # no fixed height, no inner scroll bar
    frame.get_by_label(CELL.format(r=1, c=1)).fill("2")
    frame.get_by_label("Trèfle en main").fill("9")
    frame.get_by_label("Rangée de la case").fill("1")
    frame.get_by_label("Colonne de la case").fill("2")
    frame.get_by_role("button", name="Vérifier").click()
    frame.locator("#position .board-result .verdict-value").first.wait_for()
    page.wait_for_function(f"h => {FRAME}.getBoundingClientRect().height > h", arg=height)
    height_after, board_after = _frame_fits(page)
    assert abs(height_after - board_after) <= 2
