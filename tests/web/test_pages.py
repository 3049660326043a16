"""The HTML pages, read as a visitor without JavaScript would: GET, forms, links."""

from __future__ import annotations

import re
import sqlite3

FAQ_QUESTION = "Peut-on poser deux fois le même nombre dans une rangée ?"


GAME = "/jeux/lucky-numbers"


def test_game_page_shows_the_card_and_the_rules_sections_in_order(client):
    page = client.get(GAME)
    assert page.status_code == 200
    html = page.text
    assert "<h1>Lucky Numbers</h1>" in html
    for fact in ("1–4", "20 min", "8+", "2012", "Michael Schacht", "Ravensburger AG"):
        assert fact in html
    sections = re.findall(r'<section class="rule-section">\s*<h3>(.*?)</h3>', html)
    assert sections[:3] == ["Le jeu en 30 secondes", "Un tour, en bref", "Comment on gagne"]
    assert "Les règles en questions" in sections
    # every passage is an anchor a citation can link to; FAQ passages show their question
    assert 'id="lucky-numbers-007"' in html
    assert '<h4 class="faq-q">Peut-on poser deux fois le même nombre dans une rangée ?</h4>' in html
    assert html.index('<label for="q">Pose ta question</label>') < html.index('id="card-title"')


def test_question_in_the_url_is_answered_server_side_with_page_and_anchor(client):
    page = client.get(GAME, params={"q": FAQ_QUESTION})
    assert page.status_code == 200
    html = page.text
    assert '<span class="page">p. 3</span>' in html
    assert 'href="/jeux/lucky-numbers#lucky-numbers-007"' in html
    assert '<strong class="verdict-value">Non</strong>' in html
    # the quote that answers is highlighted inside its excerpt
    assert (
        "<mark>Les nombres doivent monter strictement dans chaque rangée et chaque colonne</mark>"
        in html
    )
    # the engine's explanation is shown with the verdict
    assert "Deux trèfles identiques ne peuvent pas partager une rangée ou une colonne" in html


def test_home_question_says_which_game_it_is_about(client):
    html = client.get(
        "/", params={"q": "Peut-on poser deux fois le même nombre dans une rangée de trèfles ?"}
    ).text
    assert re.search(
        r'class="about">À propos de <a href="/jeux/lucky-numbers">Lucky Numbers</a>', html
    )
    assert "p. 3" in html


def test_hostile_question_is_shown_escaped_never_as_markup(client):
    hostile = "<script>alert(1)</script> <img src=x onerror=alert(1)> trèfle"
    html = client.get(GAME, params={"q": hostile}).text
    assert "<script>alert(1)</script>" not in html
    assert "<img src=x" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_unknown_game_is_a_french_404_page(client):
    page = client.get("/jeux/monopoly-du-dimanche")
    assert page.status_code == 404
    assert page.headers["content-type"].startswith("text/html")
    assert "Page introuvable" in page.text
    assert "Traceback" not in page.text


def test_english_interface_by_query_or_accept_language(client):
    by_query = client.get(GAME, params={"lang": "en"}).text
    assert (
        '<html lang="en">' in by_query
        and "Ask your question" in by_query
        and "Game card" in by_query
    )
    by_header = client.get("/", headers={"Accept-Language": "en-GB,en;q=0.9,fr;q=0.5"}).text
    assert "Filter the games" in by_header
    default = client.get("/", headers={"Accept-Language": "de-DE"}).text
    assert '<html lang="fr">' in default and "Filtrer les jeux" in default


def test_game_filter_works_as_a_plain_get_form(client):
    html = client.get("/", params={"filtre": "patch"}).text
    found = re.findall(
        r'<li class="game-item" data-search="[^"]*"( hidden)?>\s*'
        r'<a class="game-name" href="/jeux/([a-z-]+)"',
        html,
    )
    hidden = {slug: bool(flag) for flag, slug in found}
    assert hidden["patchwork"] is False and hidden["lucky-numbers"] is True
    none = client.get("/", params={"filtre": "zzz<b>"}).text
    assert "Aucun jeu ne correspond à « zzz&lt;b&gt; »." in none


def test_feedback_form_stores_the_vote_and_redirects_back(client, feedback_path):
    back = f"{GAME}?q=combien+de+joueurs"
    sent = client.post(
        "/feedback",
        data={
            "question": FAQ_QUESTION,
            "game": "lucky-numbers",
            "answer": "Non.",
            "verdict": "non",
            "vote": "-1",
            "lang": "fr",
            "next": back,
        },
        follow_redirects=False,
    )
    assert sent.status_code == 303
    assert sent.headers["location"].startswith(f"{GAME}?q=combien+de+joueurs&merci=1")
    with sqlite3.connect(feedback_path) as db:
        row = db.execute(
            "SELECT question, game, answer, verdict, vote, lang FROM feedback ORDER BY id DESC"
        ).fetchone()
    assert row == (FAQ_QUESTION, "lucky-numbers", "Non.", "non", -1, "fr")
    assert "Merci pour ton avis" in client.get(sent.headers["location"]).text


def test_feedback_never_redirects_to_another_site(client):
    sent = client.post(
        "/feedback",
        data={"question": "q", "answer": "a", "vote": "1", "next": "https://evil.example/"},
        follow_redirects=False,
    )
    assert sent.headers["location"] == "/?merci=1"


def test_pages_carry_a_strict_content_security_policy(client):
    headers = client.get(GAME).headers
    csp = headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp
    assert headers["x-content-type-options"] == "nosniff"
    embed = client.get("/embed/lucky-numbers").headers["content-security-policy"]
    assert "frame-ancestors *" in embed


def test_pages_load_no_inline_script_and_no_external_asset(client):
    for url in ("/", GAME, "/embed/lucky-numbers", "/demo/widget", "/docs"):
        html = client.get(url).text
        scripts = re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S)
        assert all('src="/' in attrs and not body.strip() for attrs, body in scripts), url
        assert not re.search(r'(src|href)="(https?:)?//', html), url


def test_embed_page_answers_without_javascript(client):
    html = client.get("/embed/lucky-numbers", params={"q": FAQ_QUESTION}).text
    assert "p. 3" in html and 'target="_blank"' in html
    assert "site-header" not in html


def test_demo_page_shows_the_widget_script(client):
    html = client.get("/demo/widget").text
    assert '<script src="/widget.js" data-game="lucky-numbers"' in html


def test_too_long_question_on_a_page_says_why(client):
    page = client.get(GAME, params={"q": "trèfle " * 200})
    assert page.status_code == 422
    assert "Question trop longue" in page.text
