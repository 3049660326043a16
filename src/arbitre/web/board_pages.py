"""The position board's form: posted without JavaScript, or fetched by board.js without reload.

`POST /jeux/<slug>/position` checks the posted board and sends the browser to the position's
link (`?pos=…#position`, 303), so the page it lands on is the shareable one; a board with typing
errors comes back on the game page (422) with its fields marked. `POST /fragment/position/<slug>`
answers the same form with the panel alone, as board.js draws it.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from arbitre.web import board_view
from arbitre.web.deps import LangDep, ServiceDep, rate_limited
from arbitre.web.pages import game_context, render

router = APIRouter(include_in_schema=False)


async def _posted(
    request: Request, service: Any, slug: str, lang: str
) -> tuple[Any, board_view.Panel]:
    game = service.core.games.get(slug)
    board = board_view.board_for(slug, game.folder) if game is not None else None
    if game is None or board is None:
        raise HTTPException(404)
    rate_limited(request)
    raw = parse_qs((await request.body()).decode("utf-8", "replace"), keep_blank_values=True)
    form = {key: values[0][:200] for key, values in raw.items()}
    return game, board_view.form_panel(service.core, board, form, lang)


def _lang_param(request: Request, lang: str) -> str:
    return lang if request.query_params.get("lang") in ("fr", "en") else ""


@router.post("/jeux/{slug}/position", response_class=HTMLResponse)
async def post_position(
    slug: str, request: Request, service: ServiceDep, lang: LangDep, embedded: bool = False
) -> Response:
    game, panel = await _posted(request, service, slug, lang)
    page = f"/embed/{slug}" if embedded else f"/jeux/{slug}"
    if not panel.errors:
        link = panel.link(page, _lang_param(request, lang))
        if embedded:  # back to the widget's board alone
            link = link.replace("?", "?board=1&", 1)
        return RedirectResponse(link, status_code=303)
    context: dict[str, Any] = {
        "q": "",
        "answer": None,
        "panel": panel,
        "games": service.core.games,
        "current_game": slug,
        "game_names": {s: g.name for s, g in service.core.games.items()},
        "next_url": page,
    }
    name = "embed.html" if embedded else "game.html"
    extra = (
        {"game": game, "embedded": True, "board_only": True}
        if embedded
        else game_context(service, game)
    )
    return render(request, name, lang, context | extra, status=422)


@router.post("/fragment/position/{slug}", response_class=HTMLResponse)
async def position_fragment(
    slug: str, request: Request, service: ServiceDep, lang: LangDep, embedded: bool = False
) -> HTMLResponse:
    """The panel alone, checked: board.js swaps it in and puts its link in the address bar."""
    game, panel = await _posted(request, service, slug, lang)
    context = {
        "panel": panel,
        "game": game,
        "embedded": embedded,
        "games": service.core.games,
        "current_game": slug,
        "next_url": f"/embed/{slug}" if embedded else f"/jeux/{slug}",
    }
    return render(request, "partials/board.html", lang, context)
