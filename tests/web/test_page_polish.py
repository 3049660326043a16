"""What a new visitor noticed on the pages and /docs (issue 17): each fixed and kept fixed."""

from __future__ import annotations

import json
import re

from fastapi.testclient import TestClient

from arbitre.engines import engine_slugs
from arbitre.game_examples import game_examples
from arbitre.web.view import text_blocks
from testenv import ROOT

GAMES = sorted(p.name for p in (ROOT / "corpus").iterdir() if (p / "game.toml").is_file())


def _placeholder(html: str) -> str:
    return re.search(r'<input id="q"[^>]*placeholder="([^"]*)"', html).group(1)


def test_each_game_page_suggests_its_own_example_in_each_language(client):
    seen = set()
    for slug in GAMES:
        examples = game_examples(ROOT / "corpus" / slug).question
        assert {"fr", "en"} <= set(examples), f"corpus/{slug}/examples.json"
        for lang in ("fr", "en"):
            shown = _placeholder(client.get(f"/jeux/{slug}", params={"lang": lang}).text)
            assert shown == examples[lang].replace("'", "&#39;"), (slug, lang)
            seen.add(shown)
    assert len(seen) == 2 * len(GAMES)


def test_rule_paragraphs_are_not_preformatted_and_lists_are_lists(client):
    html = client.get("/jeux/lucky-numbers").text
    assert 'class="passage passage-' not in html  # the kind must not pick up .passage-text's rules
    assert re.search(r'<article class="passage kind-list"[^>]*>.*?<ul><li>', html, re.S)
    style = client.get("/static/style.css").text
    assert "pre-line" not in style


def test_text_blocks_keep_numbered_and_bulleted_lists_apart():
    blocks = text_blocks("Chaque tour :\n1. Pioche.\n2. Pose.\n- Un point.\nFin.")
    assert [(b.kind, len(b.lines)) for b in blocks] == [("p", 1), ("ol", 2), ("ul", 1), ("p", 1)]
    assert blocks[1].lines == ("Pioche.", "Pose.")


def test_the_highlight_starts_and_ends_on_words_never_on_a_marker_or_a_space():
    excerpt = (
        "- Vérifie ton pion.\n- Soit tu avances juste devant le pion adverse.\n- Soit tu achètes."
    )
    for quote in (
        "Soit tu avances juste devant le pion adverse.",
        "- Soit tu avances",
        " Soit tu avances ",
    ):
        lines = [line for block in text_blocks(excerpt, quote) for line in block.lines]
        assert lines[1].startswith("<mark>Soit tu avances"), quote
        assert "<mark> " not in "".join(lines) and " </mark>" not in "".join(lines)


def test_the_engine_explanation_is_shown_once(client):
    html = client.get(
        "/jeux/lucky-numbers",
        params={
            "q": "Ma ligne contient 2, 9 et 14, je pioche un 9 : "
            "je peux le mettre entre le 2 et le 14 ?"
        },
    ).text
    answer = html[html.index('<article class="answer') : html.index("<h3>")]
    assert 'class="engine"' in answer and "Règle appliquée : p. 3" in answer
    assert answer.count("la rangée ne monte plus strictement") == 1


def test_an_ask_back_is_not_repeated_under_the_answer(client):
    html = client.get(
        "/jeux/patchwork", params={"q": "Combien de boutons je gagne si j'avance ?"}
    ).text
    assert "Dis-moi" in html
    assert "Précise :" not in html


def test_an_english_answer_on_a_french_page_gets_english_labels(client):
    html = client.get(
        "/jeux/patchwork",
        params={"q": "How many buttons do I get when I move my time token forward?"},
        headers={"Accept-Language": "fr"},
    ).text
    start = html.index('<article class="answer')
    answer = html[start : html.index("</article>", start)]  # the answer, not the board below
    assert '<article class="answer" aria-labelledby="answer-title" lang="en">' in answer
    assert "Your question:" in answer and "Ta question" not in answer
    assert '<label for="q">Pose ta question</label>' in html  # the page itself stays French


def test_a_question_of_only_spaces_says_it_is_empty(client):
    page = client.get("/jeux/lucky-numbers", params={"q": "   "})
    assert page.status_code == 422
    assert "La question est vide" in page.text


def test_the_answer_fragment_is_the_page_s_answer_zone(client):
    reply = client.get(
        "/fragment/answer",
        params={
            "q": "Peut-on poser deux fois le même nombre dans une rangée ?",
            "game": "lucky-numbers",
            "next": "/jeux/lucky-numbers?q=x",
        },
    )
    assert reply.status_code == 200 and "<main" not in reply.text
    assert '<span class="page">p. 3</span>' in reply.text
    assert 'name="next" value="/jeux/lucky-numbers?q=x"' in reply.text
    assert client.get("/fragment/answer", params={"q": "x", "game": "monopoly"}).status_code == 404


def test_favicon_is_served(client):
    reply = client.get("/favicon.ico")
    assert reply.status_code == 200 and reply.headers["content-type"].startswith("image/svg+xml")


def test_docs_speak_one_language_and_show_code_as_code(client):
    french = client.get("/docs", headers={"Accept-Language": "fr"}).text
    assert "`" not in french
    assert "<code>max_concurrent_asks</code>" in french
    assert "Answer a rules question" not in french and "Poser une question" in french
    english = client.get("/docs", params={"lang": "en"}).text
    assert "Answer a rules question" in english and "Poser une question" not in english


def test_docs_give_each_engine_state_action_and_example(client):
    html = client.get("/docs").text
    for slug in engine_slugs():
        section = html[html.index(f'id="moteur-{slug}"') :]
        assert (
            "<caption>État (state)</caption>" in section
            and "<caption>Action (action)</caption>" in section
        )
        assert "<h4>Exemple</h4>" in section, slug
    assert "<code>garden</code></td>" in html


def test_openapi_describes_check_per_engine_with_an_example(web_settings):
    from arbitre.web.app import create_app
    from arbitre.web.docs import install_openapi

    app = create_app(web_settings)
    install_openapi(app)
    with TestClient(app) as client:
        schema = client.get("/openapi.json").json()
    operation = schema["paths"]["/api/games/{slug}/check"]["post"]
    body = operation["requestBody"]["content"]["application/json"]
    assert len(body["schema"]["oneOf"]) == len(engine_slugs())
    assert set(body["examples"]) == set(engine_slugs())
    components = schema["components"]["schemas"]
    for variant in body["schema"]["oneOf"]:
        for part in ("state", "action"):
            name = variant["properties"][part]["$ref"].rsplit("/", 1)[-1]
            assert components[name]["properties"], (variant["title"], part)
    with TestClient(app) as client:  # every example, sent as is, is decided
        for slug, example in body["examples"].items():
            reply = client.post(
                f"/api/games/{slug}/check",
                content=json.dumps(example["value"]),
                headers={"Content-Type": "application/json"},
            )
            assert reply.status_code == 200, (slug, reply.text)
