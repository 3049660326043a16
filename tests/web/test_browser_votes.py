"""Votes in a real Chromium (issue 14): the site's own form passes the same-origin check,
another site's form does not, and the widget thanks only for a stored vote."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from testenv import CHROMIUM

FAQ_QUESTION = "Peut-on poser deux fois le même nombre dans une rangée ?"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="/usr/bin/chromium absent"),
]


@pytest.fixture(scope="module")
def site(web_settings, tmp_path_factory) -> Iterator[tuple[str, Path]]:
    """The app under uvicorn, votes limited to 2 a minute, in a fresh data folder."""
    import uvicorn

    from arbitre.web.app import create_app

    data = tmp_path_factory.mktemp("votes")
    settings = web_settings.model_copy(
        update={"data_dir": data, "feedback_rate_limit_per_minute": 2}
    )
    server = uvicorn.Server(
        uvicorn.Config(
            create_app(settings), host="127.0.0.1", port=0, log_level="warning", lifespan="off"
        )
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        assert time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}", data / "feedback.sqlite3"
    server.should_exit = True
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def other_site(site) -> Iterator[str]:
    """Another origin serving the widget and a form that posts a vote to the site."""
    base = site[0]
    page = f"""<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Ailleurs</title></head><body>
<form id="forged" method="post" action="{base}/feedback"><input name="question" value="forged">
<input name="answer" value="a"><input name="vote" value="-1"><button>go</button></form>
<script src="{base}/widget.js" data-game="lucky-numbers" data-lang="fr" async></script>
</body></html>""".encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture()
def page(browser):
    context = browser.new_context(locale="fr-FR")
    context.set_default_timeout(10_000)
    yield context.new_page()
    context.close()


def _questions(store: Path) -> list[str]:
    if not store.exists():
        return []
    with sqlite3.connect(store) as db:
        return [row[0] for row in db.execute("SELECT question FROM feedback ORDER BY id")]


def test_votes_in_order_own_form_forged_form_then_widget_past_the_rate(page, site, other_site):
    base, store = site
    # The site's own form: stored, thanked.
    page.goto(f"{base}/jeux/lucky-numbers?q={FAQ_QUESTION}")
    page.locator("form.feedback button").first.click()
    page.wait_for_url("**merci=1**")
    assert "Merci pour ton avis" in page.content()
    assert _questions(store) == [FAQ_QUESTION]
    # A form on another site posting to ours: refused, nothing stored.
    page.goto(other_site)
    page.locator("#forged button").click()
    page.get_by_text("le formulaire doit être envoyé depuis ce site").wait_for()
    assert _questions(store) == [FAQ_QUESTION]
    # The widget: one vote left in the minute, then a refusal that is said, not thanked.
    page.goto(other_site)
    widget = page.locator(".arbitre-widget input")
    for expected in ("Merci pour ton avis", "Trop d'avis d'un coup"):
        widget.fill(FAQ_QUESTION)
        widget.press("Enter")
        page.locator(".arbitre-widget .page").filter(has_text="p. 3").first.wait_for()
        page.locator(".arbitre-widget").get_by_role("button", name="Oui, utile").click()
        page.locator(".arbitre-widget").get_by_text(expected).wait_for()
    assert _questions(store) == [FAQ_QUESTION, FAQ_QUESTION]
