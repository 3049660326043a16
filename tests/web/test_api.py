"""The JSON API as an outside tool uses it: the answer contract, readable 422s, CORS."""

from __future__ import annotations

import pytest

from arbitre.index_store import IndexStoreError
from arbitre.web.deps import get_service

CONTRACT_FIELDS = {
    "question",
    "game",
    "abstained",
    "answer",
    "verdict",
    "citations",
    "engine",
    "timing_ms",
}
CITATION_FIELDS = {"game", "section", "page", "excerpt", "quote", "score"}

FAQ_QUESTION = "Peut-on poser deux fois le même nombre dans une rangée ?"


def test_ask_returns_every_field_of_the_answer_contract(client):
    reply = client.post("/api/ask", json={"question": FAQ_QUESTION, "game": "lucky-numbers"})
    assert reply.status_code == 200
    data = reply.json()
    assert set(data) >= CONTRACT_FIELDS
    assert "id" not in data and "error" not in data
    assert (
        data["game"] == "lucky-numbers" and data["abstained"] is False and data["verdict"] == "non"
    )
    first = data["citations"][0]
    assert set(first) >= CITATION_FIELDS
    assert first["page"] == "3" and first["quote"] in first["excerpt"]
    assert {"rule", "verdict", "explanation", "source", "agrees_with_citations"} <= set(
        data["engine"]
    )


def test_ask_without_game_detects_it(client):
    data = client.post(
        "/api/ask",
        json={"question": "Peut-on poser deux fois le même nombre dans une rangée de trèfles ?"},
    ).json()
    assert data["game"] == "lucky-numbers"


def test_ask_in_english_when_asked(client):
    data = client.post(
        "/api/ask", json={"question": FAQ_QUESTION, "game": "lucky-numbers", "lang": "en"}
    ).json()
    assert data["lang"] == "en" and data["answer"].startswith("No")


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"question": "   "}, "La question est vide."),
        ({"question": "trèfle " * 200}, "Question trop longue"),
        ({"question": FAQ_QUESTION, "game": "monopoly"}, "Jeu inconnu « monopoly »"),
        ({"question": 42}, "« question » n'a pas le bon type"),
        ({"question": ["a"]}, "« question » n'a pas le bon type"),
        ({"game": "lucky-numbers"}, "Champ « question » manquant"),
        ({"question": "ok", "lang": "de"}, "« lang »"),
        (["question"], "doit être un objet JSON"),
    ],
)
def test_bad_requests_get_422_with_a_readable_french_message(client, body, expected):
    reply = client.post("/api/ask", json=body)
    assert reply.status_code == 422
    detail = reply.json()["detail"]
    assert isinstance(detail, str) and expected in detail


def test_non_json_body_gets_422_with_a_readable_message(client):
    reply = client.post(
        "/api/ask", content=b"question=hello", headers={"Content-Type": "application/json"}
    )
    assert reply.status_code == 422
    assert "doit être un objet JSON" in reply.json()["detail"]
    plain = client.post("/api/ask", content=b"hello", headers={"Content-Type": "text/plain"})
    assert plain.status_code == 422 and isinstance(plain.json()["detail"], str)


def test_errors_in_english_when_the_request_is(client):
    reply = client.post("/api/ask", json={"question": "", "lang": "en"})
    assert reply.json()["detail"] == "The question is empty."
    typed = client.post("/api/ask", json={"question": 3}, headers={"Accept-Language": "en"})
    assert "wrong type" in typed.json()["detail"]


def test_games_lists_every_game_with_passages_and_engines(client):
    games = {g["slug"]: g for g in client.get("/api/games").json()}
    assert {"lucky-numbers", "patchwork", "luz"} <= set(games)
    assert games["lucky-numbers"]["name"] == "Lucky Numbers"
    assert games["lucky-numbers"]["passages"] == 16 and games["lucky-numbers"]["has_engine"] is True


def test_healthz_ok_once_the_index_loads(client):
    reply = client.get("/healthz")
    assert (
        reply.status_code == 200
        and reply.json()["status"] == "ok"
        and reply.json()["passages"] > 50
    )


def test_broken_index_is_a_503_with_the_command_to_run(app, client):
    class Broken:
        @property
        def core(self):
            raise IndexStoreError("Pas d'index dans /nulle/part. Lance : arbitre index")

        def ask(self, *args, **kwargs):
            return self.core

    app.dependency_overrides[get_service] = Broken
    try:
        health = client.get("/healthz")
        ask = client.post("/api/ask", json={"question": FAQ_QUESTION})
        page = client.get("/jeux/lucky-numbers")
    finally:
        app.dependency_overrides.clear()
    assert health.status_code == 503 and "arbitre index" in health.json()["detail"]
    assert ask.status_code == 503 and "arbitre index" in ask.json()["detail"]
    assert page.status_code == 503 and "arbitre index" in page.text


def test_cors_allows_other_origins_on_the_api(client):
    origin = "https://boutique.example"
    reply = client.post("/api/ask", json={"question": FAQ_QUESTION}, headers={"Origin": origin})
    assert reply.headers["access-control-allow-origin"] == "*"
    preflight = client.options(
        "/api/ask",
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type",
        },
    )
    assert (
        preflight.status_code == 200 and "POST" in preflight.headers["access-control-allow-methods"]
    )
    page = client.get("/", headers={"Origin": origin})
    assert "access-control-allow-origin" not in page.headers


def test_cors_restricted_to_allowed_origins(web_settings):
    from fastapi.testclient import TestClient

    from arbitre.web.app import create_app

    app = create_app(web_settings.model_copy(update={"allowed_origins": ("https://shop.example",)}))
    with TestClient(app) as restricted:
        ok = restricted.get("/api/games", headers={"Origin": "https://shop.example"})
        other = restricted.get("/api/games", headers={"Origin": "https://evil.example"})
        embed = restricted.get("/embed/lucky-numbers")
    assert ok.headers["access-control-allow-origin"] == "https://shop.example"
    assert "access-control-allow-origin" not in other.headers
    assert "frame-ancestors https://shop.example" in embed.headers["content-security-policy"]


def test_widget_script_is_served_as_javascript_with_the_strings(client):
    reply = client.get("/widget.js")
    assert reply.status_code == 200
    assert reply.headers["content-type"].startswith("text/javascript")
    assert "attachShadow" in reply.text and "Une question sur les règles ?" in reply.text
    assert "/*ARBITRE_STRINGS*/" not in reply.text
    assert len(reply.content) < 16_000  # light enough for a phone: one small script, no framework


def test_api_feedback_stores_a_widget_vote(client, feedback_path):
    import sqlite3

    reply = client.post(
        "/api/feedback",
        json={
            "question": "Q widget",
            "game": "lucky-numbers",
            "answer": "A",
            "verdict": "non",
            "vote": 1,
            "lang": "fr",
        },
    )
    assert reply.status_code == 201
    with sqlite3.connect(feedback_path) as db:
        assert db.execute(
            "SELECT vote FROM feedback WHERE id = ?", (reply.json()["id"],)
        ).fetchone() == (1,)
    assert (
        client.post("/api/feedback", json={"question": "Q", "answer": "A", "vote": 5}).status_code
        == 422
    )


def test_docs_list_the_api_from_openapi(client):
    html = client.get("/docs").text
    assert "POST /api/ask" in html and "GET /api/games" in html
    schema = client.get("/openapi.json").json()
    assert "Answer" in schema["components"]["schemas"]


def test_check_move_gives_the_engine_verdict(client):
    state = {
        "garden": [[2, None, None, None], [None, 6, None, None], [None, None, 11, None], [None] * 4]
    }
    illegal = client.post(
        "/api/games/lucky-numbers/check",
        json={"state": state, "action": {"type": "place", "value": 2, "row": 0, "col": 1}},
    )
    assert illegal.status_code == 200
    assert illegal.json()["verdict"] == "non"
    legal = client.post(
        "/api/games/lucky-numbers/check",
        json={"state": state, "action": {"type": "place", "value": 4, "row": 0, "col": 1}},
    )
    assert legal.json()["verdict"] == "oui"
    bad = client.post(
        "/api/games/lucky-numbers/check", json={"state": {"garden": "x"}, "action": {}}
    )
    assert bad.status_code == 422 and isinstance(bad.json()["detail"], str)


def test_check_move_rejects_a_malformed_body(client):
    reply = client.post("/api/games/lucky-numbers/check", json={"state": [], "action": {}})
    assert reply.status_code == 422 and "« state »" in reply.json()["detail"]


def test_check_move_for_a_game_without_engine_says_so(client):
    reply = client.post("/api/games/monopoly/check", json={"state": {}, "action": {}})
    assert (
        reply.status_code == 422
        and "Pas de moteur de règles pour « monopoly »" in reply.json()["detail"]
    )
