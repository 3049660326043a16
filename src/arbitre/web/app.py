"""The application factory: `create_app(settings)` builds pages, API, widget and headers.

Nothing is built at import time. Paths come from this file, never from the working
directory: static files from the package (`web/static/`, shipped as package data),
templates from the project's top-level `templates/` folder (the project layout
keeps them there, next to `corpus/`, as an editable install does).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jinja2
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Receive, Scope, Send

from arbitre.commands import broken_setup_errors
from arbitre.service import Service
from arbitre.settings import Settings
from arbitre.web import api, docs, pages
from arbitre.web.deps import request_lang
from arbitre.web.i18n import STRINGS, script_strings, strings

STATIC_DIR = Path(__file__).parent / "static"
TEMPLATES_DIR = Path(__file__).resolve().parents[3] / "templates"
WIDGET_STRINGS_MARK = "/*ARBITRE_STRINGS*/{}"


def create_app(settings: Settings) -> FastAPI:
    """The whole site for one set of settings; the index loads on the first question."""
    app = FastAPI(title="arbitre", version="0.1.0", docs_url=None, redoc_url=None,
                  description="Réponses aux questions de règles de jeux de société, avec la page du livret.")
    app.state.settings = settings
    app.state.service = Service(settings)
    app.state.feedback = None
    app.state.templates = _templates()
    app.state.widget_js = _widget_js()
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")
    app.include_router(api.router)
    app.include_router(pages.router)
    app.include_router(docs.router)
    _add_error_handlers(app)
    app.add_middleware(SecurityHeaders, frame_ancestors=" ".join(settings.allowed_origins) or "'none'")
    app.add_middleware(ApiCors, origins=settings.allowed_origins)
    return app


def _templates() -> Jinja2Templates:
    if not TEMPLATES_DIR.is_dir():
        raise RuntimeError(f"Dossier des gabarits introuvable : {TEMPLATES_DIR} (installe arbitre en mode éditable)")
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES_DIR), autoescape=True,
                             trim_blocks=True, lstrip_blocks=True)
    return Jinja2Templates(env=env)


def _widget_js() -> str:
    """widget.js with the interface strings of i18n.py written in, once."""
    source = (STATIC_DIR / "widget.js").read_text(encoding="utf-8")
    table = {lang: script_strings(lang) for lang in STRINGS}
    return source.replace(WIDGET_STRINGS_MARK, json.dumps(table, ensure_ascii=False), 1)


def _is_api(request: Request) -> bool:
    return request.url.path.startswith(("/api/", "/healthz"))


def _add_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(RequestValidationError)
    async def invalid_request(request: Request, exc: RequestValidationError) -> Response:
        body = exc.body if isinstance(exc.body, dict) else {}
        lang = body.get("lang") if body.get("lang") in STRINGS else request_lang(request)
        return JSONResponse({"detail": readable_error(exc.errors(), lang)}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        if _is_api(request) or exc.status_code not in (404, 405):
            return JSONResponse({"detail": exc.detail}, status_code=exc.status_code, headers=exc.headers)
        return pages.render(request, "error.html", request_lang(request), {"status": exc.status_code}, exc.status_code)

    async def broken_setup(request: Request, exc: Exception) -> Response:
        if _is_api(request):
            return JSONResponse({"detail": str(exc)}, status_code=503)
        return pages.render(request, "error.html", request_lang(request),
                            {"status": 503, "message": str(exc)}, 503)

    for error in broken_setup_errors():
        app.add_exception_handler(error, broken_setup)


def readable_error(errors: Any, lang: str) -> str:
    """The first pydantic error as one sentence a person can act on."""
    t = strings(lang)
    first = next(iter(errors), None) or {}
    kind = first.get("type", "")
    loc = [str(part) for part in first.get("loc", ()) if part != "body"]
    field = ".".join(loc) or "body"
    if kind in ("json_invalid", "model_attributes_type", "dict_type") and field in ("body", "0"):
        return t["err_body_json"]
    if kind == "missing":
        return t["err_missing"].format(field=field)
    if kind in ("string_type", "literal_error", "dict_type", "model_attributes_type"):
        expected = {"string_type": t["err_text"], "literal_error": t["err_lang"]}.get(kind, t["err_object"])
        return t["err_type"].format(field=field, expected=expected)
    return t["err_invalid"].format(field=field)


def content_security_policy(frame_ancestors: str) -> str:
    """No inline script anywhere; every asset from this server."""
    return "; ".join((
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:",
        "connect-src 'self'", "form-action 'self'", "base-uri 'none'", "object-src 'none'",
        f"frame-ancestors {frame_ancestors}",
    ))


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

        async def with_headers(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers.append((b"content-security-policy", (self.embed_policy if embed else self.page_policy).encode()))
                headers.append((b"x-content-type-options", b"nosniff"))
                headers.append((b"referrer-policy", b"strict-origin-when-cross-origin"))
                if not embed:
                    headers.append((b"x-frame-options", b"SAMEORIGIN"))
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, with_headers)


class ApiCors:
    """CORS for /api/* only (the widget calls it from shops' pages); pages stay same-origin."""

    def __init__(self, app: ASGIApp, origins: tuple[str, ...]):
        self.app = app
        self.cors = CORSMiddleware(app, allow_origins=list(origins), allow_methods=["GET", "POST"],
                                   allow_headers=["Content-Type", "Accept-Language"], max_age=600)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"].startswith("/api/"):
            await self.cors(scope, receive, send)
        else:
            await self.app(scope, receive, send)
