"""What routes receive: the service, settings, feedback store and language.

All of it lives on `app.state`, set by `create_app`; tests replace any of it with
`app.dependency_overrides[get_service] = ...`.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, HTTPException, Query, Request

from arbitre.answer import Answer
from arbitre.service import Service
from arbitre.settings import Settings
from arbitre.web.feedback import FeedbackStore
from arbitre.web.i18n import choose_lang, strings
from arbitre.web.limits import AskGate, RateLimiter


def get_service(request: Request) -> Service:
    return request.app.state.service


def get_settings(request: Request) -> Settings:
    return request.app.state.settings


def get_feedback(request: Request) -> FeedbackStore:
    """Opened on first use, so a read-only data folder only breaks voting, not the site."""
    return open_feedback(request.app.state)


def open_feedback(state: Any) -> FeedbackStore:
    """The app's feedback store (`app.state`), opened the first time it is asked for."""
    if state.feedback is None:
        settings = state.settings
        state.feedback = FeedbackStore(
            settings.data_dir / "feedback.sqlite3",
            settings.max_feedback_bytes,
            settings.feedback_lock_seconds,
        )
    return state.feedback


def get_gate(request: Request) -> AskGate:
    return request.app.state.ask_gate


def rate_limited(request: Request) -> None:
    """429 with Retry-After once a client address has used up its questions per minute."""
    _limit(request, request.app.state.rate_limiter, "err_rate_limited")


def feedback_rate_limited(request: Request) -> None:
    """The same for votes, with their own (smaller) allowance per client address."""
    _limit(request, request.app.state.feedback_limiter, "err_feedback_rate_limited")


def _limit(request: Request, limiter: RateLimiter, message_key: str) -> None:
    # The peer address: X-Forwarded-For counts only from proxies named to `arbitre serve`.
    client = request.client.host if request.client else "?"
    wait = limiter.retry_after(client)
    if wait:
        message = strings(request_lang(request))[message_key].format(seconds=wait)
        raise HTTPException(429, detail=message, headers={"Retry-After": str(wait)})


def request_lang(request: Request) -> str:
    return choose_lang(request.query_params.get("lang"), request.headers.get("accept-language"))


def get_lang(
    request: Request, lang: Annotated[str | None, Query(description="fr or en")] = None
) -> str:
    return choose_lang(lang, request.headers.get("accept-language"))


ServiceDep = Annotated[Service, Depends(get_service)]
SettingsDep = Annotated[Settings, Depends(get_settings)]
GateDep = Annotated[AskGate, Depends(get_gate)]
FeedbackDep = Annotated[FeedbackStore, Depends(get_feedback)]
LangDep = Annotated[str, Depends(get_lang)]


def note_declined(request: Request, answer: Answer) -> None:
    """Count a declined answer for `arbitre feedback --declined` (queued: never slows it)."""
    request.app.state.declined.note(answer)
