"""The position board on the game pages, without a browser: the form, the link, the prefill."""

from __future__ import annotations

import re
from urllib.parse import unquote

import pytest

from arbitre.engines import engine_slugs

GARDEN_ROW = "state.garden.0"


def _form(**fields: str) -> dict[str, str]:
    return {"kind": "place", **{k.replace("__", "."): v for k, v in fields.items()}}


def _garden(*cells: tuple[int, int, int]) -> dict[str, str]:
    return {f"state.garden.{r}.{c}": str(v) for r, c, v in cells}


def test_a_posted_garden_goes_to_its_link_and_the_link_shows_the_verdict_with_its_page(client):
    form = {"kind": "place", "action.value": "5", "action.row": "1", "action.col": "2"}
    form |= _garden((0, 0, 2), (1, 1, 6))
    reply = client.post("/jeux/lucky-numbers/position", data=form, follow_redirects=False)
    assert reply.status_code == 303
    link = reply.headers["location"]
    assert unquote(link) == "/jeux/lucky-numbers?pos=place~2/,6~5~1~2#position"
    page = client.get(link).text
    board = page[page.index('id="position"') :]
    assert "<details open>" in board
    assert 'class="verdict-value">Oui' in board  # 2 then 5 in the top row, 5 above the 6
    assert "p. 3" in board
    assert 'value="6"' in board  # the board shows the position it checked


def test_a_clover_out_of_order_is_refused_with_the_rule_and_its_page(client):
    page = client.get("/jeux/lucky-numbers", params={"pos": "place~2/,6~9~1~2"}).text
    board = page[page.index('id="position"') :]
    assert 'class="verdict-value">Non' in board
    assert "p. 3" in board
    assert "strictement" in board


def test_a_typing_error_comes_back_marked_on_the_field(client):
    form = {"kind": "place", "action.value": "neuf", "action.row": "1", "action.col": "1"}
    reply = client.post("/jeux/lucky-numbers/position", data=form, follow_redirects=False)
    assert reply.status_code == 422
    assert "« neuf »" in reply.text and "pas un nombre" in reply.text
    assert 'aria-invalid="true"' in reply.text


def test_an_unreadable_link_says_so_and_keeps_the_page(client):
    page = client.get("/jeux/lucky-numbers", params={"pos": "castle~1"})
    assert page.status_code == 200
    assert "Position illisible" in page.text


def test_the_fragment_answers_the_form_with_the_panel_alone(client):
    form = {"kind": "place", "action.value": "9", "action.row": "1", "action.col": "2"}
    form |= _garden((0, 0, 2), (1, 1, 6))
    reply = client.post("/fragment/position/lucky-numbers", data=form)
    assert reply.status_code == 200
    assert reply.text.lstrip().startswith('<section id="position"')
    assert 'class="verdict-value">Non' in reply.text
    link = re.search(r'data-link="([^"]+)"', reply.text)
    assert link and unquote(link.group(1)).startswith("/jeux/lucky-numbers?pos=place~2/,6~9")


def test_the_panel_speaks_english_on_an_english_page(client):
    page = client.get("/jeux/lucky-numbers", params={"pos": "place~2/,6~9~1~2", "lang": "en"}).text
    assert "Check my position" in page
    assert "Your garden" in page
    assert 'class="verdict-value">No' in page


@pytest.mark.parametrize("slug", engine_slugs())
def test_every_board_game_page_shows_a_closed_panel(client, slug):
    page = client.get(f"/jeux/{slug}").text
    assert 'id="position"' in page
    assert "<details>" in page[page.index('id="position"') :]
    assert "/static/board.js" in page


@pytest.mark.parametrize(
    ("slug", "line", "verdict"),
    [
        ("onze-gagnant", "has_won~5,4,7~5~11", "Oui"),
        ("luz", "play~rouge~bleu,rouge~~bleu", "Non"),
        ("patchwork", "advance~7~12", "6"),
        ("num-draft", "score~r5,r6,r7", None),
        # list-shaped facts: a table of records, a record's columns joined by ","
        ("luz", "trick~rouge~Lou,rouge,9/Max,rouge,5/toi,bleu,4", "Lou"),
        ("lucky-numbers", "rank~toi,2/Julie,3", "toi"),
        ("lucky-numbers", "tournament_total~1/0,3~2", "-1"),  # +2, then -1 a square
        ("patchwork", "afford~5~7,2~1", "Non"),
        ("onze-gagnant", "winner~1~toi,9/Chloé,14", "toi"),  # 2 from 11, Chloé 3
    ],
)
def test_each_game_checks_a_position_from_its_link(client, slug, line, verdict):
    page = client.get(f"/jeux/{slug}", params={"pos": line}).text
    board = page[page.index('id="position"') :]
    assert 'class="answer' in board and "error" not in board.split("board-result")[1][:200]
    if verdict is not None:
        assert f'class="verdict-value">{verdict}<' in board


def test_a_text_question_the_engine_decided_opens_the_board_with_what_was_understood(client):
    question = "Pari de 3 avec la bille Sécurité, j'ai fait 5 plis : je perds combien ?"
    page = client.get("/jeux/luz", params={"q": question}).text
    board = page[page.index('id="position"') :]
    assert "<details open>" in board and "is-understood" in board
    assert 'name="state.bet" value="3"' in board and 'name="state.tricks" value="5"' in board
    assert '<option value="score_bet" selected>' in board


def test_the_widget_board_is_the_embed_board_alone_open_and_filled_from_the_question(client):
    question = "Pari de 3 avec la bille Sécurité, j'ai fait 5 plis : je perds combien ?"
    page = client.get("/embed/luz", params={"board": "1", "q": question}).text
    assert 'name="q"' not in page  # no question box: the widget has its own
    board = page[page.index('id="position"') :]
    assert "<details open>" in board and 'name="state.bet" value="3"' in board
    empty = client.get("/embed/luz", params={"board": "1"}).text
    assert "<details open>" in empty  # the button opens it: shown open, empty


def test_an_embedded_board_posted_without_javascript_comes_back_to_the_widget_board(client):
    form = {"kind": "advance", "state.positions.me": "7", "state.positions.opponent": "12"}
    reply = client.post(
        "/jeux/patchwork/position", params={"embedded": "1"}, data=form, follow_redirects=False
    )
    assert reply.status_code == 303
    assert unquote(reply.headers["location"]).startswith(
        "/embed/patchwork?board=1&pos=advance~7~12"
    )


def test_an_ask_back_opens_the_board_with_the_missing_fields_marked(client):
    page = client.get("/jeux/patchwork", params={"q": "Combien de boutons je gagne si j'avance ?"})
    board = page.text[page.text.index('id="position"') :]
    assert "<details open>" in board and "is-asked" in board
    marked = board.split('class="board-field is-marked"')
    assert len(marked) == 3  # the two time tokens' squares
    assert all("à compléter" in part[:400] for part in marked[1:])


BET_ASKED = "J'ai fait 3 plis, mon pari est réussi ?"


def _board(html: str) -> str:
    return html[html.index('id="position"') :]


def test_an_ask_back_opens_the_board_with_the_facts_stated_and_the_missing_one_marked(client):
    board = _board(client.get("/jeux/luz", params={"q": BET_ASKED}).text)
    assert "<details open>" in board and "is-asked" in board
    assert "J&#39;ai rempli ce que tu as dit" in board
    assert '<option value="bet_succeeded" selected>' in board
    assert 'name="state.tricks" value="3"' in board  # stated
    marked = board.split('class="board-field is-marked"')
    assert len(marked) == 2 and 'name="state.bet" value=""' in marked[1][:600]  # asked, empty
    # the JS path: the answer fragment carries the same board for board.js to put in place
    fragment = client.get("/fragment/answer", params={"q": BET_ASKED, "game": "luz"}).text
    update = fragment[fragment.index("<template data-board-update>") :]
    assert 'name="state.tricks" value="3"' in update and "is-marked" in update


def test_an_ask_backs_stated_facts_stay_out_of_the_answer_object(client):
    first = client.post("/api/ask", json={"question": BET_ASKED, "game": "luz"}).json()
    assert first["engine"] is None and first["asks_for"]
    assert "3" not in first["asks_for"]
    assert set(first) == {
        "question", "game", "abstained", "answer", "verdict", "citations", "engine",
        "timing_ms", "lang", "candidate_games", "asks_for",
    }  # fmt: skip
    # the same question again, answered from the cache, fills the same board
    again = _board(client.get("/jeux/luz", params={"q": BET_ASKED}).text)
    assert 'name="state.tricks" value="3"' in again


def test_a_trick_read_from_a_question_fills_the_boards_table_of_cards(client):
    question = "Lou played a 9 red, Max a 5 red, and I played a 7 red. Who takes the trick?"
    board = _board(client.get("/jeux/luz", params={"q": question}).text)
    assert "is-understood" in board and '<option value="trick" selected>' in board
    assert 'name="state.cards.0.player" value="Lou"' in board
    assert 'name="state.cards.2.value" value="7"' in board
    assert "Lou rouge 9, Max rouge 5, toi rouge 7" in _board(
        client.get(
            "/jeux/luz", params={"pos": "trick~rouge~Lou,rouge,9/Max,rouge,5/toi,rouge,7"}
        ).text
    )  # what the board checked, in words


def test_a_name_with_a_link_separator_is_refused_on_its_field(client):
    form = {"kind": "trick", "state.led_colour": "rouge", "state.cards.0.player": "Lou/Max"}
    reply = client.post("/jeux/luz/position", data=form, follow_redirects=False)
    assert reply.status_code == 422 and "un nom sans" in reply.text
