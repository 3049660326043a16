"""HTML pages: home, game page, embed, widget demo, feedback form, widget script.

Every page answers `?q=` server-side, so asking works without JavaScript and an
answer is a shareable link; app.js only saves the reload.
"""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import parse_qs, urlencode, urlsplit

import anyio
from fastapi import APIRouter, HTTPException, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from arbitre.answer import Answer, AskError
from arbitre.service import Service
from arbitre.web import board_view, view
from arbitre.web.api import MAX_SLUG_CHARS, MAX_VERDICT_CHARS
from arbitre.web.deps import (
    FeedbackDep,
    LangDep,
    ServiceDep,
    SettingsDep,
    feedback_rate_limited,
    note_declined,
    rate_limited,
)
from arbitre.web.i18n import STRINGS, script_strings, strings

router = APIRouter(include_in_schema=False)


async def _ask(
    request: Request, service: Service, q: str, game: str | None, answer_lang: str | None, lang: str
) -> tuple[Answer | None, str | None]:
    """The answer to `?q=`, or the reason it cannot be asked; (None, None) without a question.

    The gate answers in its own worker threads, bounded with the API's questions (Busy: 503),
    and a client's questions count against the same rate limit as /api/ask (429)."""
    if not q:
        return None, None
    if not q.strip():  # "?q=+++": say so rather than show an empty page
        return None, strings(lang)["err_empty"]
    rate_limited(request)
    try:
        answer = await request.app.state.ask_gate.run(service.ask, q, game, answer_lang)
    except AskError as err:
        return None, err.message(lang)
    note_declined(request, answer)
    return answer, None


async def _answer_context(
    request: Request, service: Service, q: str, game: str | None, lang: str
) -> dict[str, Any]:
    # The answer speaks the question's language unless the reader chose one with ?lang=.
    chosen = request.query_params.get("lang")
    answer, error = await _ask(
        request, service, q, game, chosen if chosen in STRINGS else None, lang
    )
    return {
        "q": q,
        "answer": answer,
        "ask_error": error,
        "games": service.core.games,
        "next_url": request.url.path + ("?" + request.url.query if request.url.query else ""),
        "thanked": request.query_params.get("merci") == "1",
        "current_game": game,
        "game_names": {slug: g.name for slug, g in service.core.games.items()},
    }


@router.get("/", response_class=HTMLResponse)
async def home(
    request: Request, service: ServiceDep, lang: LangDep, filtre: str = "", q: str = ""
) -> HTMLResponse:
    games = list(service.core.games.values())
    context = await _answer_context(request, service, q, None, lang)
    context |= {"all_games": games, "shown": view.filter_games(games, filtre), "filtre": filtre}
    return render(request, "index.html", lang, context)


@router.get("/jeux/{slug}", response_class=HTMLResponse)
async def game_page(
    slug: str, request: Request, service: ServiceDep, lang: LangDep, q: str = "", pos: str = ""
) -> HTMLResponse:
    game = service.core.games.get(slug)
    if game is None:
        raise HTTPException(404)
    context = await _answer_context(request, service, q, slug, lang)
    context["panel"] = _panel(service, game, context["answer"], pos, lang)
    return render(request, "game.html", lang, context | game_context(service, game))


def game_context(service: Service, game: Any) -> dict[str, Any]:
    card, sections = view.rule_sections(service.core.retriever.passages, game.slug)
    return {"game": game, "card": card, "sections": sections}


def _panel(service: Service, game: Any, answer: Answer | None, pos: str, lang: str) -> Any:
    """The game's position board: checked from a link (`?pos=`), else filled from the answer."""
    board = board_view.board_for(game.slug, game.folder)
    if board is None:
        return None
    if pos:
        return board_view.notation_panel(service.core, board, pos[:2000], lang)
    return board_view.from_answer(board, answer)


@router.get("/embed/{slug}", response_class=HTMLResponse)
async def embed(
    slug: str,
    request: Request,
    service: ServiceDep,
    lang: LangDep,
    q: str = "",
    pos: str = "",
    board: bool = False,
) -> HTMLResponse:
    """The question box for an iframe; with `board=1`, the position board alone, open (the
    widget's "Vérifier une position"), filled from `q` or `pos` when given."""
    game = service.core.games.get(slug)
    if game is None:
        raise HTTPException(404)
    context = await _answer_context(request, service, q, slug, lang) | {
        "game": game,
        "embedded": True,
        "board_only": board,
    }
    context["panel"] = _panel(service, game, context["answer"], pos, lang)
    if context["panel"] is not None:
        context["panel"].opened = board
    return render(request, "embed.html", lang, context)


@router.get("/fragment/answer", response_class=HTMLResponse)
async def answer_fragment(
    request: Request,
    service: ServiceDep,
    lang: LangDep,
    q: str = "",
    game: str = "",
    embedded: bool = False,
    next_url: Annotated[str, Query(alias="next")] = "/",
) -> HTMLResponse:
    """The answer zone alone, as its page shows it: app.js draws answers with this, so one
    template renders every answer, with or without JavaScript. `next` is the page to return
    to after a vote (checked to be a local path when the vote arrives)."""
    slug = game or None
    if slug is not None and slug not in service.core.games:
        raise HTTPException(404)
    context = await _answer_context(request, service, q, slug, lang) | {
        "embedded": embedded,
        "next_url": next_url,
    }
    if slug is not None:
        known = service.core.games[slug]
        context |= {"game": known, "panel": _panel(service, known, context["answer"], "", lang)}
    return render(request, "partials/answer_fragment.html", lang, context)


@router.get("/favicon.ico")
def favicon() -> Response:
    """The site's icon where browsers look for it first (an SVG, which they all read)."""
    return Response(
        FAVICON, media_type="image/svg+xml", headers={"Cache-Control": "public, max-age=86400"}
    )


FAVICON = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
    '<rect width="32" height="32" rx="7" fill="#0b5c47"/>'
    '<text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" '
    'text-anchor="middle" fill="#fff">a</text></svg>'
)


@router.get("/demo/widget", response_class=HTMLResponse)
def demo_widget(request: Request, lang: LangDep) -> HTMLResponse:
    return render(request, "demo_widget.html", lang, {})


@router.post("/feedback")
async def feedback(
    request: Request, store: FeedbackDep, settings: SettingsDep, lang: LangDep
) -> Response:
    """The thumbs form of an answer: store the vote, go back to the answer (303)."""
    if not _same_origin(request):
        raise HTTPException(403, detail=strings(lang)["err_cross_site"])
    feedback_rate_limited(request)
    form = {k: v[0] for k, v in parse_qs((await request.body()).decode("utf-8", "replace")).items()}
    vote = {"1": 1, "+1": 1, "-1": -1}.get(form.get("vote", ""))
    question = form.get("question", "").strip()[: settings.max_question_chars]
    if vote is None or not question:
        raise HTTPException(422, detail=strings(lang)["err_vote"])
    # Every field bounded, as /api/feedback's: what the page sent, cut to its limit.
    game = form.get("game", "")[:MAX_SLUG_CHARS] or None
    verdict = form.get("verdict", "")[:MAX_VERDICT_CHARS] or None
    form_lang = form.get("lang", "")
    answer_lang = form_lang if form_lang in ("fr", "en") else lang
    await anyio.to_thread.run_sync(
        store.add, question, game, form.get("answer", "")[:5000], vote, verdict, answer_lang
    )
    return RedirectResponse(_thanked(form.get("next", "/")[:2000]), status_code=303)


def _same_origin(request: Request) -> bool:
    """A form sent from this site: the browser's Origin (or Sec-Fetch-Site) says so.

    Clients that send neither (curl, old browsers) are not browsers on another site's page."""
    site = request.headers.get("sec-fetch-site")
    if site is not None and site not in ("same-origin", "none"):
        return False
    origin = request.headers.get("origin")
    if origin is None:
        return True
    parts = urlsplit(origin)
    return (
        origin != "null"
        and parts.netloc == request.headers.get("host", "")
        and parts.scheme in ("http", "https")
    )


def _thanked(target: str) -> str:
    """A local path (never another site) with merci=1 added, so the page can say thanks."""
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//"):
        return "/?merci=1"
    query = [(k, v) for k, values in parse_qs(parts.query).items() for v in values if k != "merci"]
    return f"{parts.path}?{urlencode(query + [('merci', '1')])}#reponse"


@router.get("/widget.js")
def widget_js(request: Request) -> Response:
    return Response(
        request.app.state.widget_js,
        media_type="text/javascript; charset=utf-8",
        headers={"Cache-Control": "public, max-age=300"},
    )


def render(
    request: Request, name: str, lang: str, context: dict[str, Any], status: int = 200
) -> HTMLResponse:
    """A template with the interface strings `t` of `lang` and a link to the other language."""
    if context.get("ask_error"):
        status = 422
    other = "en" if lang == "fr" else "fr"
    query = [(k, v) for k, v in request.query_params.multi_items() if k not in ("lang", "merci")]
    lang_param = (
        request.query_params.get("lang") if request.query_params.get("lang") in STRINGS else ""
    )
    base = {
        "lang": lang,
        "t": strings(lang),
        "script_strings": script_strings(lang),
        "view": view,
        "lang_param": lang_param,
        "lang_query": f"?lang={lang_param}" if lang_param else "",
        "max_chars": request.app.state.settings.max_question_chars,
        "other_lang": other,
        "other_lang_url": f"{request.url.path}?{urlencode(query + [('lang', other)])}",
    }
    templates = request.app.state.templates
    return templates.TemplateResponse(request, name, base | context, status_code=status)
