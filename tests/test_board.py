"""Every game's position board: a position's link notation and its /check body round-trip."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from arbitre.board import Board, BoardField, asked_fields, load_board
from arbitre.board_notation import notation, read_notation
from arbitre.board_values import (
    BoardError,
    body,
    from_form,
    same_check,
    stated_values,
    values_of,
)
from arbitre.engines import engine_slugs

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
BOARDS = {slug: load_board(slug, CORPUS / slug) for slug in engine_slugs()}


def _cell(spec: BoardField) -> st.SearchStrategy:
    if spec.cell == "int":
        return st.none() | st.integers(1, 20)
    choice, number = spec.card_keys
    return st.none() | st.builds(
        lambda c, n: {choice: c} | ({} if n is None else {number: n}),
        st.sampled_from(spec.choices),
        st.none() | st.integers(0, 12),
    )


def _value(spec: BoardField) -> st.SearchStrategy:
    low = spec.minimum if spec.minimum is not None else -20
    high = spec.maximum if spec.maximum is not None else 99
    return {
        "int": lambda: st.none() | st.integers(low, high),
        "bool": st.booleans,
        "maybe": lambda: st.none() | st.booleans(),
        "choice": lambda: st.none() | st.sampled_from(spec.choices),
        "ints": lambda: st.lists(st.integers(low, high), max_size=5),
        "words": lambda: st.lists(st.sampled_from(spec.choices), max_size=5),
        "grid": lambda: st.lists(
            st.lists(_cell(spec), min_size=spec.cols, max_size=spec.cols),
            min_size=spec.rows,
            max_size=spec.rows,
        ),
        "cells": lambda: st.lists(_cell(spec), min_size=spec.rows, max_size=spec.rows),
        "text": lambda: st.none() | st.text("abcdeéÉZ", min_size=1, max_size=8),
        "table": lambda: st.lists(
            st.fixed_dictionaries({col.key: _value(col) for col in spec.columns}),
            min_size=spec.rows,
            max_size=spec.rows,
        ),
    }[spec.kind]()


@st.composite
def positions(draw: st.DrawFn, board: Board) -> tuple[str, dict]:
    kind = draw(st.sampled_from(sorted(board.kinds)))
    return kind, {spec.name: draw(_value(spec)) for spec in board.kind_fields(kind)}


def test_every_game_with_an_engine_has_a_board_whose_kinds_are_its_engine_questions():
    for slug, board in BOARDS.items():
        assert board is not None, f"corpus/{slug}/board.toml is missing"
        types = set(board.action_model.model_json_schema()["properties"]["type"]["enum"])
        assert set(board.kinds) <= types, slug


@pytest.mark.parametrize("slug", engine_slugs())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_position_notation_round_trips(slug, data):
    board = BOARDS[slug]
    kind, values = data.draw(positions(board))
    line = notation(board, kind, values)
    assert read_notation(board, line) == (kind, values)
    assert all(ch.isalnum() or ch in "~,/-_" for ch in line), line  # safe in a link as it is


@pytest.mark.parametrize("slug", engine_slugs())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_check_body_read_back_from_the_board_is_the_same_check(slug, data):
    board = BOARDS[slug]
    kind, values = data.draw(positions(board))
    checked = body(board, kind, values)
    assume(same_check(board, checked, checked))  # a position the schemas accept at all
    read = values_of(board, checked)
    assert read is not None
    assert same_check(board, checked, body(board, *read))
    assert read_notation(board, notation(board, *read)) == read


def test_a_body_with_a_fact_the_board_does_not_show_is_not_shown_half():
    board = BOARDS["lucky-numbers"]
    checked = {
        "state": {"garden": [[2, None, None, None]] + [[None] * 4] * 3},
        "action": {"type": "place", "value": 3, "row": 0, "col": 1, "flipped": True},
    }
    assert values_of(board, checked) is None
    del checked["action"]["flipped"]
    assert values_of(board, checked) is not None


def test_typed_cards_and_numbers_are_read_as_the_player_writes_them():
    board = BOARDS["num-draft"]
    form = {
        "kind": "score",
        "state.grid.0.0": "rouge 5",
        "state.grid.0.1": "5R",
        "state.grid.0.2": "joker",
    }
    _, values, errors = from_form(board, form)
    assert not errors
    assert values["state.grid"][0] == [
        {"colour": "rouge", "value": 5},
        {"colour": "rouge", "value": 5},
        {"colour": "joker"},
    ]
    _, _, errors = from_form(board, {"kind": "score", "state.grid.1.1": "5"})
    assert "state.grid" in errors  # a value without its colour


def test_an_unreadable_link_is_said_not_guessed():
    board = BOARDS["lucky-numbers"]
    for line in ("castle~1", "place~1/2/3/4/5", "place~~~~~~~", "place~~x"):
        with pytest.raises(BoardError):
            read_notation(board, line)


def test_an_ask_back_marks_the_fields_it_asks_for():
    board = BOARDS["lucky-numbers"]
    assert asked_fields(board, "Quels nombres sont déjà dans cette rangée (ou colonne) ?") == (
        "place",
        ("state.garden",),
    )
    assert asked_fields(board, "Which placed clover do you want to swap it for?")[0] == "swap"
    assert asked_fields(board, "Quelle heure est-il ?") == (None, ())


def test_an_ask_backs_stated_facts_fill_the_board_unless_one_has_no_field_there():
    luz, patchwork = BOARDS["luz"], BOARDS["patchwork"]
    kind, values = stated_values(luz, {"state": {"tricks": 3}, "action": {"type": "bet_succeeded"}})
    assert kind == "bet_succeeded"
    assert values["state.tricks"] == 3 and values["state.bet"] is None
    # a name the board has no field for, a colour it does not list, a question it does not ask:
    # not shown half, the board stays empty (its asked fields still marked)
    named = {"state": {"names": {"opponent": "Lucas"}}, "action": {"type": "whose_turn"}}
    assert stated_values(patchwork, named) is None
    assert stated_values(luz, {"action": {"type": "play", "colour": "gris"}}) is None
    assert stated_values(luz, {"action": {"type": "winner"}}) is None
