"""The application factory: `create_app(settings)` builds pages, API, widget and headers.

Nothing is built at import time. Paths come from this file, never from the working
directory: static files from the package (`web/static/`, shipped as package data),
templates from the project's top-level `templates/` folder (the project layout
keeps them there, next to `corpus/`, as an editable install does).
"""

from __future__ import annotations

import json
from pathlib import Path

import jinja2
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from arbitre.service import Service
from arbitre.settings import Settings
from arbitre.web import api, board_pages, docs, errors, pages
from arbitre.web.declined import DeclinedLog
from arbitre.web.deps import open_feedback
from arbitre.web.i18n import STRINGS, script_strings
from arbitre.web.limits import AskGate, BodySizeLimit, RateLimiter

STATIC_DIR = Path(__file__).parent / "static"
TEMPLATES_DIR = Path(__file__).resolve().parents[3] / "templates"
WIDGET_STRINGS_MARK = "/*ARBITRE_STRINGS*/{}"


def create_app(settings: Settings) -> FastAPI:
    """The whole site for one set of settings; the index loads on the first question."""
    app = FastAPI(
        title="arbitre",
        version="0.1.0",
        docs_url=None,
        redoc_url=None,
        description="Réponses aux questions de règles de jeux de société, avec la page du livret.",
    )
    app.state.settings = settings
    app.state.service = Service(settings)
    app.state.feedback = None
    app.state.declined = DeclinedLog(lambda: open_feedback(app.state))
    app.state.templates = _templates()
    app.state.widget_js = _widget_js()
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    app.include_router(api.router)
    app.include_router(pages.router)
    app.include_router(board_pages.router)
    app.include_router(docs.router)
    docs.install_openapi(app)  # each engine's /check state and action schemas, with an example
    app.state.rate_limiter = RateLimiter(settings.rate_limit_per_minute)
    app.state.feedback_limiter = RateLimiter(settings.feedback_rate_limit_per_minute)
    app.state.ask_gate = AskGate(
        settings.max_concurrent_asks, settings.ask_wait_seconds, settings.ask_queue
    )
    errors.install(app)
    app.add_middleware(
        BodySizeLimit, max_bytes=settings.max_body_bytes, read_timeout=settings.body_timeout_seconds
    )
    app.add_middleware(
        SecurityHeaders, frame_ancestors=" ".join(settings.allowed_origins) or "'none'"
    )
    app.add_middleware(ApiCors, origins=settings.allowed_origins)
    app.add_middleware(HeadAsGet)
    return app


def _templates() -> Jinja2Templates:
    if not TEMPLATES_DIR.is_dir():
        raise RuntimeError(
            f"Dossier des gabarits introuvable : {TEMPLATES_DIR} "
            "(installe arbitre en mode éditable)"
        )
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES_DIR),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return Jinja2Templates(env=env)


def _widget_js() -> str:
    """widget.js with the interface strings of i18n.py written in, once."""
    source = (STATIC_DIR / "widget.js").read_text(encoding="utf-8")
    table = {lang: script_strings(lang) for lang in STRINGS}
    return source.replace(WIDGET_STRINGS_MARK, json.dumps(table, ensure_ascii=False), 1)


def content_security_policy(frame_ancestors: str) -> str:
    """No inline script anywhere; every asset from this server."""
    return "; ".join(
        (
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            "connect-src 'self'",
            "form-action 'self'",
            "base-uri 'none'",
            "object-src 'none'",
            f"frame-ancestors {frame_ancestors}",
        )
    )


class SecurityHeaders:
    """CSP on every response; only /embed/ pages may be framed, by the allowed origins."""

    def __init__(self, app: ASGIApp, frame_ancestors: str):
        self.app = app
        self.embed_policy = content_security_policy(frame_ancestors)
        self.page_policy = content_security_policy("'self'")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        embed = scope["path"].startswith("/embed/")

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers.append(
                    (
                        b"content-security-policy",
                        (self.embed_policy if embed else self.page_policy).encode(),
                    )
                )
                headers.append((b"x-content-type-options", b"nosniff"))
                headers.append((b"referrer-policy", b"strict-origin-when-cross-origin"))
                if not embed:
                    headers.append((b"x-frame-options", b"SAMEORIGIN"))
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, with_headers)


class HeadAsGet:
    """HEAD answered as GET without the body (HTTP requires it of every GET route)."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return

        async def without_body(message: Message) -> None:
            if message["type"] == "http.response.body":
                message = {**message, "body": b""}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, without_body)


class ApiCors:
    """CORS for /api/* only (the widget calls it from shops' pages); pages stay same-origin."""

    def __init__(self, app: ASGIApp, origins: tuple[str, ...]):
        self.app = app
        self.cors = CORSMiddleware(
            app,
            allow_origins=list(origins),
            allow_methods=["GET", "POST"],
            allow_headers=["Content-Type", "Accept-Language"],
            max_age=600,
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"].startswith("/api/"):
            await self.cors(scope, receive, send)
        else:
            await self.app(scope, receive, send)
