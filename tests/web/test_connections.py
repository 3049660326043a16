"""A real server on the loopback interface, as `arbitre serve` runs it, under hostile clients (issue
14)."""

from __future__ import annotations

import socket
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import pytest
import uvicorn

from arbitre.web.app import create_app
from arbitre.web.server import server_config

DIGITS = "Ma ligne contient 2, 9 et " + "1" * 400 + ", je pioche un 9 : je peux le mettre ?"


@contextmanager
def live_server(settings, forwarded_allow_ips: str | None = None) -> Iterator[str]:
    app = create_app(settings)
    assert (
        app.state.service.core.games
    )  # loaded before the first client, as `arbitre serve` warms up
    config = server_config(app, settings, "127.0.0.1", 0, forwarded_allow_ips, log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the server did not start"
        time.sleep(0.02)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)


def _idle_socket(url: str, source: str = "127.0.0.2") -> socket.socket:
    host, port = url.removeprefix("http://").split(":")
    sock = socket.socket()
    sock.bind((source, 0))
    sock.settimeout(5)
    sock.connect((host, int(port)))
    return sock


def _closed_within(sock: socket.socket, seconds: float) -> bool:
    sock.settimeout(seconds)
    try:
        return sock.recv(1024) == b""
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


@pytest.fixture()
def settings(web_settings, tmp_path):
    return web_settings.model_copy(update={"data_dir": tmp_path, "header_timeout_seconds": 1.0})


def test_260_idle_connections_do_not_lock_anyone_out(settings):
    with live_server(settings) as url:
        idle = [_idle_socket(url) for _ in range(260)]
        try:
            with httpx.Client(base_url=url, timeout=5) as client:
                for _ in range(20):
                    start = time.perf_counter()
                    reply = client.get("/healthz")
                    assert reply.status_code == 200 and time.perf_counter() - start < 0.5
                assert (
                    client.post(
                        "/api/ask", json={"question": "Qui commence ?", "game": "luz"}
                    ).status_code
                    == 200
                )
        finally:
            for sock in idle:
                sock.close()


def test_a_connection_that_sends_nothing_is_closed_after_the_header_timeout(settings):
    with live_server(settings) as url:
        sock = _idle_socket(url)
        start = time.perf_counter()
        assert _closed_within(sock, 4.0)
        assert 0.8 < time.perf_counter() - start < 3.0
        sock.close()


def test_headers_dribbled_a_byte_at_a_time_do_not_hold_the_connection(settings):
    with live_server(settings) as url:
        sock = _idle_socket(url)
        start = time.perf_counter()
        closed = False
        for byte in b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100:
            try:
                sock.send(bytes([byte]))
            except (BrokenPipeError, ConnectionResetError):
                closed = True
                break
            time.sleep(0.1)
            if time.perf_counter() - start > 4:
                break
        assert closed or _closed_within(sock, 1.0)
        assert time.perf_counter() - start < 3.5
        sock.close()


def test_x_forwarded_for_does_not_reset_the_rate_limit(settings):
    limited = settings.model_copy(update={"rate_limit_per_minute": 3})
    with live_server(limited) as url, httpx.Client(base_url=url, timeout=10) as client:
        statuses = [
            client.post(
                "/api/ask",
                json={"question": "Qui commence ?", "game": "luz"},
                headers={"X-Forwarded-For": f"10.{n}.{n}.{n}"},
            ).status_code
            for n in range(5)
        ]
    assert statuses == [200, 200, 200, 429, 429]


def test_a_named_proxy_s_clients_are_told_apart(settings):
    limited = settings.model_copy(update={"rate_limit_per_minute": 1})
    with (
        live_server(limited, forwarded_allow_ips="127.0.0.1") as url,
        httpx.Client(base_url=url, timeout=10) as client,
    ):
        statuses = [
            client.post(
                "/api/ask",
                json={"question": "Qui commence ?", "game": "luz"},
                headers={"X-Forwarded-For": f"10.0.0.{n}"},
            ).status_code
            for n in range(4)
        ]
        again = client.post(
            "/api/ask",
            json={"question": "Qui commence ?", "game": "luz"},
            headers={"X-Forwarded-For": "10.0.0.1"},
        )
    assert statuses == [200] * 4 and again.status_code == 429


def test_the_issue_s_digit_question_does_not_freeze_healthz(settings):
    with live_server(settings) as url:
        done: dict[str, float] = {}

        def ask(path: str, **kwargs) -> None:
            start = time.perf_counter()
            with httpx.Client(base_url=url, timeout=120) as client:
                reply = client.post(path, **kwargs) if kwargs else client.get(path)
            done[path] = time.perf_counter() - start
            assert reply.status_code == 200

        askers = [
            threading.Thread(target=ask, args=("/api/ask",), kwargs={"json": {"question": DIGITS}}),
            threading.Thread(target=ask, args=(f"/jeux/lucky-numbers?q={DIGITS}",)),
        ]
        for t in askers:
            t.start()
        with httpx.Client(base_url=url, timeout=5) as client:
            worst = max(_timed(client.get, "/healthz") for _ in range(20))
        for t in askers:
            t.join()
    assert worst < 0.5 and max(done.values()) < 2.0


def _timed(call, *args) -> float:
    start = time.perf_counter()
    assert call(*args).status_code == 200
    return time.perf_counter() - start


def test_head_answers_like_get_without_a_body(client):
    for path in ("/", "/jeux/luz", "/healthz", "/demo/widget", f"/?q={uuid.uuid4().hex}"):
        reply = client.head(path)
        assert reply.status_code == 200 and reply.content == b""
