"""The JSON API: /api/ask (the answer contract), /api/games, move checks, feedback, /healthz."""

from __future__ import annotations

import importlib.util
from typing import Any, Literal

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, StrictStr

from arbitre.answer import Answer, AskError
from arbitre.commands import answer_json, broken_setup_errors
from arbitre.engines import engine_slugs
from arbitre.web.deps import FeedbackDep, ServiceDep, SettingsDep, request_lang
from arbitre.web.i18n import strings

router = APIRouter()


class AskRequest(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"question": "Peut-on poser deux fois le même nombre dans une rangée ?", "game": "lucky-numbers"}]})

    question: StrictStr = Field(description="The rules question, in French or English")
    game: StrictStr | None = Field(None, description="Game slug; detected from the question when absent")
    lang: Literal["fr", "en"] | None = Field(None, description="Answer language; the question's by default")


class GameInfo(BaseModel):
    slug: str
    name: str
    passages: int
    has_engine: bool


class CheckRequest(BaseModel):
    state: dict[str, Any] = Field(description="The game state, as the game's engine describes it")
    action: dict[str, Any] = Field(description="The move to check")


class FeedbackRequest(BaseModel):
    question: StrictStr = Field(max_length=2000)
    game: StrictStr | None = None
    answer: StrictStr = Field(max_length=5000)
    verdict: StrictStr | int | None = None
    vote: Literal[1, -1]
    lang: Literal["fr", "en"] = "fr"


class Health(BaseModel):
    status: str
    passages: int = 0
    detail: str = ""


@router.post("/api/ask", response_model=Answer, tags=["api"],
             responses={422: {"description": "Empty, too long, unknown game or malformed request"}})
def ask(body: AskRequest, request: Request, service: ServiceDep) -> JSONResponse:
    """Answer a rules question: the answer object of the contract."""
    lang = body.lang or request_lang(request)
    try:
        answer = service.ask(body.question, body.game, body.lang)
    except AskError as err:
        raise HTTPException(422, detail=err.message(lang)) from None
    return JSONResponse(answer_json(answer))


@router.get("/api/games", response_model=list[GameInfo], tags=["api"])
def games(service: ServiceDep) -> list[GameInfo]:
    """The indexed games, with their passage count and whether a rule engine checks moves."""
    counts: dict[str, int] = {}
    for passage in service.core.retriever.passages:
        counts[passage.game] = counts.get(passage.game, 0) + 1
    engines = set(engine_slugs())
    return [GameInfo(slug=g.slug, name=g.name, passages=counts.get(g.slug, 0), has_engine=g.slug in engines)
            for g in service.core.games.values()]


@router.post("/api/games/{slug}/check", tags=["api"],
             responses={422: {"description": "Unreadable state or action, or unknown game"}})
def check(slug: str, body: CheckRequest, request: Request, settings: SettingsDep) -> dict[str, Any]:
    """Check a move against the game's rule engine: a verdict citing the rule's page."""
    lang = request_lang(request)
    if importlib.util.find_spec("arbitre.engine_check") is None:
        raise HTTPException(501, detail=strings(lang)["err_check_missing"])
    from arbitre.engine_check import check_move

    try:
        return check_move(slug, body.state, body.action, settings)
    except AskError as err:
        raise HTTPException(422, detail=err.message(lang)) from None


@router.post("/api/feedback", status_code=201, tags=["api"])
def feedback(body: FeedbackRequest, store: FeedbackDep) -> dict[str, int]:
    """A thumbs up (+1) or down (-1) on an answer, as the widget sends it."""
    verdict = None if body.verdict is None else str(body.verdict)
    row = store.add(body.question, body.game, body.answer, body.vote, verdict, body.lang)
    return {"id": row}


@router.get("/healthz", response_model=Health, tags=["ops"],
            responses={503: {"model": Health, "description": "The index cannot be loaded"}})
def healthz(service: ServiceDep) -> Health | JSONResponse:
    """ok once the index loads; 503 with the reason (and the command to run) otherwise."""
    try:
        count = len(service.core.retriever.passages)
    except broken_setup_errors() as err:
        return JSONResponse(Health(status="error", detail=str(err)).model_dump(), status_code=503)
    return Health(status="ok", passages=count)
