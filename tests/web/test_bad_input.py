"""Whatever a client sends, the API answers 4xx with one readable sentence, never a 500,
and reveals no path, stack trace or configuration."""

from __future__ import annotations

import json
import logging

import pytest
from fastapi.testclient import TestClient

from arbitre.index_store import IndexStoreError
from arbitre.web.deps import get_service

FAQ_QUESTION = "Peut-on poser deux fois le même nombre dans une rangée ?"
JSON = {"Content-Type": "application/json"}


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (b'{"question": "\\ud800"}', "« question » contient des caractères invalides"),
        (b'{"question": "ok", "game": "\\udfff"}', "« game » contient des caractères invalides"),
        (b'{"question": "\\u0000"}', "La question est vide."),
        (b'{"question": "\\u0000\\u0000  \\t"}', "La question est vide."),
        (b'{"question": "ok", "gaem": "luz"}', "Champ inconnu « gaem »"),
        (b'{"question": "ok", "lang": ["fr"]}', "« lang »"),
        (b'{"question": true}', "« question » n'a pas le bon type"),
        (b'{"question": "ok", "game": 3}', "« game » n'a pas le bon type"),
        (b'{"question": "ok"', "doit être un objet JSON"),
        (b'"question"', "doit être un objet JSON"),
        (b"null", "doit être un objet JSON"),
        (b"", "objet JSON"),
    ],
)
def test_malformed_asks_get_a_readable_422(client, raw, expected):
    reply = client.post("/api/ask", content=raw, headers=JSON)
    assert reply.status_code == 422, reply.text
    assert expected in reply.json()["detail"]


def test_a_body_that_is_not_utf8_gets_a_readable_400(client):
    reply = client.post("/api/ask", content=b"\xff\xfe\x00", headers=JSON)
    assert reply.status_code == 400 and "doit être un objet JSON" in reply.json()["detail"]


def test_a_question_with_nul_bytes_inside_is_answered(client):
    reply = client.post(
        "/api/ask",
        json={
            "question": "Peut-on poser deux fois\x00 le même nombre dans une rangée ?",
            "game": "lucky-numbers",
        },
    )
    assert reply.status_code == 200 and reply.json()["verdict"] == "non"


def test_unknown_field_is_refused_in_english_when_asked(client):
    reply = client.post("/api/ask", json={"question": "Who starts?", "lang": "en", "colour": "red"})
    assert reply.status_code == 422 and reply.json()["detail"].startswith("Unknown field “colour”")


@pytest.mark.parametrize("size", [70_000, 5_000_000])
def test_a_huge_body_is_refused_with_413_before_parsing(client, size):
    # Not even JSON: parsing it would have given 422; the size check comes first.
    reply = client.post("/api/ask", content=b"x" * size, headers=JSON)
    assert reply.status_code == 413 and reply.json()["detail"] == "Requête trop volumineuse."


def test_a_streamed_body_without_length_is_cut_at_the_limit(client):
    chunks = (b'{"question": "' + b"a" * 10_000 for _ in range(20))
    reply = client.post("/api/ask", content=chunks, headers={**JSON, "Accept-Language": "en"})
    assert reply.status_code == 413 and reply.json()["detail"] == "Request too large."


def test_a_lying_content_length_is_refused(client):
    reply = client.post("/api/ask", content=b"{}", headers={**JSON, "Content-Length": "abc"})
    assert reply.status_code == 400 and isinstance(reply.json()["detail"], str)


@pytest.mark.parametrize(
    ("method", "path"),
    [("GET", "/api/ask"), ("PUT", "/api/ask"), ("DELETE", "/api/games"), ("POST", "/healthz")],
)
def test_a_wrong_method_is_a_readable_405(client, method, path):
    reply = client.request(method, path)
    assert (
        reply.status_code == 405
        and reply.json()["detail"] == f"Méthode {method} non acceptée ici. Voir /docs."
    )


def test_an_unknown_api_address_is_a_readable_404(client):
    reply = client.get("/api/ask-me", headers={"Accept-Language": "en"})
    assert (
        reply.status_code == 404
        and reply.json()["detail"] == "Unknown address: /api/ask-me. See /docs."
    )


def test_openapi_documents_every_error_with_one_model(client):
    schema = client.get("/openapi.json").json()
    responses = schema["paths"]["/api/ask"]["post"]["responses"]
    assert {"200", "400", "408", "413", "422", "429", "503"} <= set(responses)
    for code in ("400", "413", "422", "429", "503"):
        ref = responses[code]["content"]["application/json"]["schema"]["$ref"]
        assert ref.endswith("/ErrorDetail")
    error = schema["components"]["schemas"]["ErrorDetail"]
    assert error["properties"]["detail"]["type"] == "string" and error["required"] == ["detail"]
    assert schema["components"]["schemas"]["AskRequest"]["additionalProperties"] is False


def _overridden(app, service) -> TestClient:
    app.dependency_overrides[get_service] = lambda: service
    return TestClient(app, raise_server_exceptions=False)


class _Exploding:
    def ask(self, *args, **kwargs):
        raise RuntimeError("boom in /srv/secret/var/index with ARBITRE_ENCODERS=e5")


def test_an_unexpected_error_is_a_bare_500_and_is_logged(app, caplog):
    try:
        with (
            _overridden(app, _Exploding()) as client,
            caplog.at_level(logging.ERROR, "arbitre.web"),
        ):
            reply = client.post("/api/ask", json={"question": FAQ_QUESTION})
    finally:
        app.dependency_overrides.clear()
    assert reply.status_code == 500 and reply.json() == {"detail": "Erreur interne"}
    assert "/srv" not in reply.text and "Traceback" not in reply.text
    assert "boom in /srv/secret" in caplog.text, "the cause is logged on the server"


class _NoIndex:
    @property
    def core(self):
        raise IndexStoreError(
            "Index corrompu dans /srv/secret/var/index/current (ValueError). "
            "Lance : arbitre index --force"
        )

    def ask(self, *args, **kwargs):
        return self.core


def test_an_index_error_keeps_the_command_but_not_the_path(app):
    try:
        with _overridden(app, _NoIndex()) as client:
            replies = [
                client.post("/api/ask", json={"question": FAQ_QUESTION}),
                client.get("/healthz"),
                client.get("/jeux/luz"),
            ]
    finally:
        app.dependency_overrides.clear()
    for reply in replies:
        assert reply.status_code == 503
        assert (
            "arbitre index --force" in reply.text
            and "/srv" not in reply.text
            and "secret" not in reply.text
        )
    assert (
        replies[0].json()["detail"]
        == "Index corrompu dans … (ValueError). Lance : arbitre index --force"
    )


def test_a_body_that_trickles_in_gets_408():
    import anyio

    from arbitre.web.limits import BodySizeLimit

    async def never_called(scope, receive, send):
        raise AssertionError("the app must not see a body that never finished arriving")

    async def trickle():
        await anyio.sleep(0.5)
        return {"type": "http.request", "body": b"{", "more_body": True}

    sent = []

    async def send(message):
        sent.append(message)

    scope = {
        "type": "http",
        "method": "POST",
        "path": "/api/ask",
        "headers": [],
        "query_string": b"",
    }
    anyio.run(BodySizeLimit(never_called, max_bytes=1000, read_timeout=0.1), scope, trickle, send)
    assert sent[0]["status"] == 408
    assert json.loads(sent[1]["body"]) == {"detail": "Requête trop lente à arriver ; réessaie."}


@pytest.mark.parametrize(
    "origin", ["https://shop.example; script-src *", "javascript:alert(1)", "shop.example"]
)
def test_an_allowed_origin_that_is_not_an_origin_is_refused_at_startup(web_settings, origin):
    from pydantic import ValidationError

    with pytest.raises(ValidationError, match="origine invalide"):
        web_settings.model_validate({**web_settings.model_dump(), "allowed_origins": (origin,)})
