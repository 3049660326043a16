"""The JSON API: /api/ask (the answer contract), /api/games, move checks, feedback, /healthz."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import anyio
from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictStr,
)
from pydantic_core import PydanticCustomError

from arbitre.answer import Answer, AskError, answer_json
from arbitre.engines import engine_slugs
from arbitre.setup_errors import broken_setup_errors
from arbitre.web.deps import (
    FeedbackDep,
    GateDep,
    ServiceDep,
    feedback_rate_limited,
    note_declined,
    rate_limited,
    request_lang,
)
from arbitre.web.errors import public_message

router = APIRouter()


class ErrorDetail(BaseModel):
    """Every error of the API: one sentence, in the request's language, saying what to do."""

    detail: str


ERROR_DESCRIPTIONS = {
    400: "Unreadable request",
    404: "Unknown game or address",
    408: "The request body arrived too slowly",
    413: "Request body over the size limit",
    422: "Empty, too long, unknown game, unknown field or malformed request",
    429: "Too many requests from this client; see Retry-After",
    503: "Index missing or broken, server busy (see Retry-After) or storage unavailable",
    507: "The feedback store is full",
}


def errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The `responses=` of a route: the listed error statuses, all with the {"detail": str} body."""
    return {code: {"model": ErrorDetail, "description": ERROR_DESCRIPTIONS[code]} for code in codes}


def _utf8(text: str) -> str:
    # JSON can carry lone surrogates ("\\ud800"); UTF-8 cannot, so they could never be answered
    # back.
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise PydanticCustomError("text_invalid", "text holds lone surrogates") from None
    return text


Text = Annotated[StrictStr, AfterValidator(_utf8)]


class AskRequest(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "question": "Peut-on poser deux fois le même nombre dans une rangée ?",
                    "game": "lucky-numbers",
                }
            ]
        },
    )

    question: Text = Field(description="The rules question, in French or English")
    game: Text | None = Field(None, description="Game slug; detected from the question when absent")
    lang: Literal["fr", "en"] | None = Field(
        None, description="Answer language; the question's by default"
    )


class GameInfo(BaseModel):
    slug: str
    name: str
    passages: int
    has_engine: bool


class CheckRequest(BaseModel):
    state: dict[str, Any] = Field(description="The game state, as the game's engine describes it")
    action: dict[str, Any] = Field(description="The move to check")


def _vote(value: object) -> int:
    # Exactly the integers +1 and -1: JSON's true and 1.0 are no vote.
    if type(value) is not int or value not in (1, -1):
        raise PydanticCustomError("vote_invalid", "vote must be the integer 1 or -1")
    return value


def _verdict(value: object) -> str | None:
    """The verdict shown with the answer: a short text or a whole number, stored as text."""
    if value is None:
        return None
    if type(value) is int:
        return str(value)
    if isinstance(value, str) and len(value) <= MAX_VERDICT_CHARS:
        return _utf8(value)
    raise PydanticCustomError("verdict_invalid", "verdict must be short text or an integer")


MAX_VERDICT_CHARS = 200
MAX_SLUG_CHARS = 64


class FeedbackRequest(BaseModel):
    """Every field is bounded: a vote is at most a few kilobytes on disk."""

    question: Text = Field(max_length=2000)
    game: Text | None = Field(None, max_length=MAX_SLUG_CHARS)
    answer: Text = Field(max_length=5000)
    verdict: Annotated[str | None, BeforeValidator(_verdict)] = None
    vote: Annotated[int, BeforeValidator(_vote)]
    lang: Literal["fr", "en"] = "fr"


class Health(BaseModel):
    status: str
    passages: int = 0
    detail: str = ""
    build: str | None = Field(None, description="The index build answers come from")


@router.post(
    "/api/ask",
    response_model=Answer,
    tags=["api"],
    dependencies=[Depends(rate_limited)],
    responses=errors(400, 408, 413, 422, 429, 503),
)
async def ask(
    body: AskRequest, request: Request, service: ServiceDep, gate: GateDep
) -> JSONResponse:
    """Answer a rules question: the answer object of the contract.

    At most `max_concurrent_asks` questions are answered at once, off the event loop."""
    lang = body.lang or request_lang(request)
    try:
        answer = await gate.run(service.ask, body.question, body.game, body.lang)
    except AskError as err:
        raise HTTPException(422, detail=err.message(lang)) from None
    note_declined(request, answer)
    return JSONResponse(answer_json(answer))


@router.get("/api/games", response_model=list[GameInfo], tags=["api"], responses=errors(503))
def games(service: ServiceDep) -> list[GameInfo]:
    """The indexed games, with their passage count and whether a rule engine checks moves."""
    counts: dict[str, int] = {}
    for passage in service.core.retriever.passages:
        counts[passage.game] = counts.get(passage.game, 0) + 1
    engines = set(engine_slugs())
    return [
        GameInfo(
            slug=g.slug, name=g.name, passages=counts.get(g.slug, 0), has_engine=g.slug in engines
        )
        for g in service.core.games.values()
    ]


@router.post("/api/games/{slug}/check", tags=["api"], responses=errors(400, 408, 413, 422, 503))
def check(slug: str, body: CheckRequest, request: Request, service: ServiceDep) -> dict[str, Any]:
    """Check a move against the game's rule engine: a verdict citing the rule's page."""
    lang = request_lang(request)
    from arbitre.engine_check import check_move

    try:
        return check_move(slug, body.state, body.action, service.core.source_passage)
    except AskError as err:
        raise HTTPException(422, detail=err.message(lang)) from None


@router.post(
    "/api/feedback",
    status_code=201,
    tags=["api"],
    dependencies=[Depends(feedback_rate_limited)],
    responses=errors(400, 408, 413, 422, 429, 503, 507),
)
def feedback(body: FeedbackRequest, store: FeedbackDep) -> dict[str, int]:
    """A thumbs up (+1) or down (-1) on an answer, as the widget sends it."""
    row = store.add(body.question, body.game, body.answer, body.vote, body.verdict, body.lang)
    return {"id": row}


@router.get(
    "/healthz",
    response_model=Health,
    tags=["ops"],
    responses={503: {"model": Health, "description": "The index cannot be loaded"}},
)
async def healthz(service: ServiceDep) -> Health | JSONResponse:
    """ok once the index loads; 503 with the reason (and the command to run) otherwise.

    Answered on the event loop once the index is loaded: no worker thread to wait for."""
    try:
        core = (
            service.core
            if getattr(service, "loaded", False)
            else await anyio.to_thread.run_sync(lambda: service.core)
        )
        count = len(core.retriever.passages)
    except broken_setup_errors() as err:
        return JSONResponse(
            Health(status="error", detail=public_message(err)).model_dump(), status_code=503
        )
    return Health(status="ok", passages=count, build=service.build_id)
