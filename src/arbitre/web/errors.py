"""Every error the site can answer with: one sentence in the reader's language.

API errors are `{"detail": str}`; pages show the error page. Nothing returned
reveals a file path, a stack trace or the configuration: setup errors keep the
command to run but lose their paths, and anything unexpected is logged here and
answered "Erreur interne".
"""

from __future__ import annotations

import logging
import re
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from arbitre.setup_errors import broken_setup_errors
from arbitre.web.deps import request_lang
from arbitre.web.feedback import FeedbackFull, FeedbackUnavailable
from arbitre.web.i18n import STRINGS, strings
from arbitre.web.limits import Busy

log = logging.getLogger("arbitre.web")

# An absolute path, without the punctuation that ends the sentence around it.
_PATH = re.compile(r"(?<![\w:/])/[^\s()«»]+?(?=[.,;:]?(?:\s|$|\)))")


def public_message(err: Exception) -> str:
    """A setup error's message with every file path replaced by "…": it keeps the command to run."""
    return _PATH.sub("…", str(err))


def _printable(text: str, limit: int = 100) -> str:
    """User-supplied text echoed in a message: bounded, and encodable as UTF-8."""
    return text[:limit].encode("utf-8", "replace").decode("utf-8")


def is_api(request: Request) -> bool:
    return request.url.path.startswith(("/api/", "/healthz"))


def install(app: FastAPI) -> None:
    """Register the handlers of every error the site answers itself."""
    from arbitre.web import pages

    @app.exception_handler(RequestValidationError)
    async def invalid_request(request: Request, exc: RequestValidationError) -> Response:
        body = exc.body if isinstance(exc.body, dict) else {}
        asked = body.get("lang")
        lang = asked if isinstance(asked, str) and asked in STRINGS else request_lang(request)
        return JSONResponse({"detail": readable_error(exc.errors(), lang)}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        if is_api(request) or exc.status_code not in (404, 405, 429):
            detail = _http_detail(request, exc)
            return JSONResponse(
                {"detail": detail}, status_code=exc.status_code, headers=exc.headers
            )
        message = exc.detail if exc.status_code == 429 else None  # "Trop de questions d'un coup…"
        response = pages.render(
            request,
            "error.html",
            request_lang(request),
            {"status": exc.status_code, "message": message},
            exc.status_code,
        )
        response.headers.update(exc.headers or {})
        return response

    async def unavailable(
        request: Request, message: str, headers: dict[str, str] | None = None, status: int = 503
    ) -> Response:
        if is_api(request):
            return JSONResponse({"detail": message}, status_code=status, headers=headers)
        response = pages.render(
            request,
            "error.html",
            request_lang(request),
            {"status": status, "message": message},
            status,
        )
        response.headers.update(headers or {})
        return response

    async def broken_setup(request: Request, exc: Exception) -> Response:
        return await unavailable(request, public_message(exc))

    for error in broken_setup_errors():
        app.add_exception_handler(error, broken_setup)

    @app.exception_handler(Busy)
    async def busy(request: Request, exc: Busy) -> Response:
        message = strings(request_lang(request))["err_busy"].format(seconds=exc.retry_after)
        return await unavailable(request, message, {"Retry-After": str(exc.retry_after)})

    @app.exception_handler(FeedbackFull)
    async def feedback_full(request: Request, exc: FeedbackFull) -> Response:
        log.error("feedback not saved: %s", exc)
        return await unavailable(
            request, strings(request_lang(request))["err_feedback_full"], status=507
        )

    @app.exception_handler(FeedbackUnavailable)
    async def feedback_unavailable(request: Request, exc: FeedbackUnavailable) -> Response:
        log.error("feedback not saved: %s", exc)
        return await unavailable(
            request, strings(request_lang(request))["err_feedback_unavailable"]
        )

    @app.exception_handler(Exception)
    async def internal(request: Request, exc: Exception) -> Response:
        log.error("unexpected error on %s %s", request.method, request.url.path, exc_info=exc)
        detail = strings(request_lang(request))["err_internal"]
        if is_api(request):
            return JSONResponse({"detail": detail}, status_code=500)
        return pages.render(request, "error.html", request_lang(request), {"status": 500}, 500)


def _http_detail(request: Request, exc: StarletteHTTPException) -> str:
    """Starlette's English defaults ("Not Found") said in the reader's language."""
    t = strings(request_lang(request))
    if exc.status_code == 404 and exc.detail == "Not Found":
        return t["err_not_found"].format(path=_printable(request.url.path))
    if exc.status_code == 400 and exc.detail == "There was an error parsing the body":  # not UTF-8
        return t["err_body_json"]
    if exc.status_code == 405:
        return t["err_method"].format(method=request.method)
    return str(exc.detail)


def readable_error(errors: Any, lang: str) -> str:
    """The first pydantic error as one sentence a person can act on."""
    t = strings(lang)
    first = next(iter(errors), None) or {}
    kind = first.get("type", "")
    # A union's member names ("function-after[_utf8(), str]", "int") are no field of the request.
    loc = [
        str(part) for part in first.get("loc", ()) if part != "body" and not _is_union_member(part)
    ]
    field = _printable(".".join(loc) or "body", 60)
    ctx = first.get("ctx") or {}
    if kind == "json_invalid" or (
        kind in ("model_attributes_type", "dict_type", "missing") and field in ("body", "0")
    ):
        return t["err_body_json"]
    if kind == "missing":
        return t["err_missing"].format(field=field)
    if kind == "extra_forbidden":
        return t["err_extra"].format(field=field)
    if kind == "text_invalid":
        return t["err_text_invalid"].format(field=field)
    if kind in ("vote_invalid", "verdict_invalid"):
        return t["err_vote" if kind == "vote_invalid" else "err_verdict"]
    if kind in ("string_too_long", "too_long"):
        return t["err_too_long"].format(field=field, limit=ctx.get("max_length", "?"))
    if kind == "literal_error" and field != "lang":
        return t["err_choice"].format(
            field=field, expected=_printable(str(ctx.get("expected", "?")), 60)
        )
    if kind in ("string_type", "literal_error", "dict_type", "model_attributes_type"):
        expected = {"string_type": t["err_text"], "literal_error": t["err_lang"]}.get(
            kind, t["err_object"]
        )
        return t["err_type"].format(field=field, expected=expected)
    return t["err_invalid"].format(field=field)


def _is_union_member(part: object) -> bool:
    return isinstance(part, str) and (
        "[" in part or part in ("str", "int", "float", "bool", "none", "dict", "list")
    )
