"""A game's position board: the fields of its `/check` body a player fills on the game page.

The types, ranges and defaults come from the engine's own state and action schemas
(`engine.schemas()`, read as JSON schema); `corpus/<slug>/board.toml` only says, as data, which
fields each kind of question shows, in which order, with which labels and layout. One generic
board serves every game: the page draws it, the form posts it, `board_notation` writes it in a
link, and `body` turns it into the exact body `POST /api/games/<slug>/check` accepts.

A value is what the player sees: a grid is a list of rows, a card cell a {field: value} dict, a
number shown from 1 (`offset`) is shown so. `None` is an empty field.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arbitre.engines import get_engine

BOARD_FILE = "board.toml"
Value = Any  # int | bool | str | list | dict | None, by the field's kind


@dataclass(frozen=True)
class BoardField:
    """One field of the body: its path ("state.garden"), kind and what the page says of it.

    kind: "int", "bool", "maybe" (yes, no or not said), "choice", "text", "ints" (a list of
    numbers), "words" (a list of words), "grid" (rows × cols cells), "cells" (a fixed list of
    cells) or "table" (up to `rows` records, one field per column: a trick's cards, the players'
    counts); a cell is "int" or "card" (one choice and one number, as a card's colour and value)."""

    path: tuple[str, ...]
    kind: str
    label: dict[str, str]
    choices: tuple[str, ...] = ()
    codes: dict[str, str] = field(default_factory=dict)  # choice -> its short code in links
    minimum: int | None = None
    maximum: int | None = None
    offset: int = 0  # shown as value + offset ("row 1" for row 0)
    rows: int = 0
    cols: int = 0
    cell: str = "int"
    card_keys: tuple[str, str] = ("", "")  # a card cell's choice field and number field
    names: dict[str, str] = field(default_factory=dict)  # layout words: row_label, col_label…
    target: tuple[str, ...] = ()  # the fields naming a square of this grid (row, column)
    columns: tuple[BoardField, ...] = ()  # a table's record fields, each named by its key

    @property
    def key(self) -> str:
        return self.path[-1]

    @property
    def name(self) -> str:
        return ".".join(self.path)

    def word(self, key: str, lang: str) -> str:
        return self.names.get(f"{key}_{lang}") or self.names.get(key, "")

    def cell_names(self) -> list[tuple[str, tuple[int, ...]]]:
        """The form name of each cell of a grid or a list of cells, with its place."""
        if self.kind == "grid":
            return [
                (f"{self.name}.{r}.{c}", (r, c)) for r in range(self.rows) for c in range(self.cols)
            ]
        if self.kind == "table":
            return [
                (f"{self.name}.{r}.{col.key}", (r, c))
                for r in range(self.rows)
                for c, col in enumerate(self.columns)
            ]
        return [(f"{self.name}.{i}", (i,)) for i in range(self.rows)]


@dataclass(frozen=True)
class Kind:
    """A kind of question the board checks: the action's `type` and the fields it needs."""

    name: str
    label: dict[str, str]
    question: dict[str, str]
    fields: tuple[str, ...]


@dataclass(frozen=True)
class Board:
    slug: str
    kinds: dict[str, Kind]
    fields: dict[str, BoardField]
    ask_backs: dict[str, tuple[str | None, tuple[str, ...]]]  # situation field -> (kind, marks)
    state_model: type
    action_model: type

    def kind_fields(self, kind: str) -> list[BoardField]:
        return [self.fields[name] for name in self.kinds[kind].fields]


def load_board(slug: str, folder: Path) -> Board | None:
    """The board of the game in `folder`, or None when it has no engine or no board file."""
    engine = get_engine(slug)
    path = folder / BOARD_FILE
    if engine is None or not path.is_file():
        return None
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    state_model, action_model = engine.schemas()
    schemas = {
        "state": state_model.model_json_schema(),  # type: ignore[attr-defined]
        "action": action_model.model_json_schema(),  # type: ignore[attr-defined]
    }
    kinds = {
        name: Kind(
            name,
            _both(spec, "label"),
            _both(spec, "question"),
            tuple(spec["fields"]),
        )
        for name, spec in data["kinds"].items()
    }
    used = {name for kind in kinds.values() for name in kind.fields}
    layout = data.get("fields", {})
    fields = {name: _field(name, layout.get(name, {}), schemas) for name in sorted(used)}
    return Board(
        slug, kinds, fields, _ask_backs(data.get("ask_backs", {})), state_model, action_model
    )


def _both(spec: dict[str, Any], key: str) -> dict[str, str]:
    return {"fr": spec.get(key, ""), "en": spec.get(f"{key}_en") or spec.get(key, "")}


def _ask_backs(data: dict[str, Any]) -> dict[str, tuple[str | None, tuple[str, ...]]]:
    found: dict[str, tuple[str | None, tuple[str, ...]]] = {}
    for name, spec in data.items():
        if isinstance(spec, dict):
            found[name] = (spec.get("kind"), tuple(spec["marks"]))
        else:
            found[name] = (None, tuple(spec))
    return found


def _node(path: list[str], schemas: dict[str, dict[str, Any]]) -> tuple[dict, dict]:
    """The JSON schema node at `path` ("state", "positions", "me"), and the schema's $defs."""
    schema = schemas[path[0]]
    defs = schema.get("$defs", {})
    node: dict[str, Any] = schema
    for part in path[1:]:
        node = _plain(node, defs)["properties"][part]
    return _plain(node, defs), defs


def _plain(node: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    """A node without its `null` option (kept as `nullable`) and with its `$ref` followed."""
    if "anyOf" in node:
        options = [n for n in node["anyOf"] if n.get("type") != "null"]
        if len(options) == 1:
            node = {**node, **options[0], "nullable": True}
            node.pop("anyOf")
    if "$ref" in node:
        node = {**node, **defs[node["$ref"].rsplit("/", 1)[-1]]}
        node.pop("$ref")
    return node


def _field(name: str, layout: dict[str, Any], schemas: dict[str, dict[str, Any]]) -> BoardField:
    node, defs = _node(name.split("."), schemas)
    return _from_node(tuple(name.split(".")), node, defs, layout)


def _from_node(
    path: tuple[str, ...], node: dict[str, Any], defs: dict[str, Any], layout: dict[str, Any]
) -> BoardField:
    kind, cell, card_keys, choices = _shape(node, defs)
    choices = tuple(layout.get("choices", choices))
    if choices and kind == "text":
        kind = "choice"
    columns: tuple[BoardField, ...] = ()
    if kind == "table":  # each record field a column, a yes or no that may be left unsaid
        props = _plain(node["items"], defs)["properties"]
        wanted = layout.get("columns", {})
        columns = tuple(
            _from_node((key,), _plain(props[key], defs) | {"nullable": True}, defs, spec)
            for key, spec in wanted.items()
        )
    names = {k: v for k, v in layout.items() if isinstance(v, str)}
    return BoardField(
        path=path,
        kind=kind,
        label={"fr": layout.get("label", path[-1]), "en": layout.get("label_en", path[-1])},
        choices=choices,
        codes=dict(layout.get("codes", {})),
        minimum=layout.get("min", node.get("minimum")),
        maximum=layout.get("max", node.get("maximum")),
        offset=layout.get("offset", 0),
        rows=layout.get("rows", 0),
        cols=layout.get("cols", 0),
        cell=cell,
        card_keys=card_keys,
        names=names,
        target=tuple(layout.get("target", ())),
        columns=columns,
    )


def _shape(node: dict[str, Any], defs: dict[str, Any]) -> tuple[str, str, tuple[str, str], tuple]:
    """(kind, cell kind, card keys, choices) of a schema node."""
    if "enum" in node:
        return "choice", "int", ("", ""), tuple(node["enum"])
    kind = node.get("type")
    if kind == "integer":
        return "int", "int", ("", ""), ()
    if kind == "boolean":  # yes / no, or also "not said" when it may be null
        return ("maybe" if node.get("nullable") else "bool"), "int", ("", ""), ()
    if kind == "string":
        return "text", "int", ("", ""), ()
    if kind != "array":
        raise ValueError(f"no board field for a schema node {node}")
    items = _plain(node.get("items", {}), defs)
    if items.get("type") == "array":
        inner = _plain(items.get("items", {}), defs)
        cell, keys, choices = _cell(inner, defs)
        return "grid", cell, keys, choices
    if items.get("type") == "integer":
        return "ints", "int", ("", ""), ()
    if items.get("type") == "string":
        return "words", "int", ("", ""), tuple(items.get("enum", ()))
    if not _is_card(items, defs):
        return "table", "int", ("", ""), ()
    cell, keys, choices = _cell(items, defs)
    return "cells", cell, keys, choices


def _is_card(node: dict[str, Any], defs: dict[str, Any]) -> bool:
    """A number, or a record of exactly one choice and one number (a card's colour and value)."""
    if node.get("type") == "integer":
        return True
    kinds = sorted(
        "enum" if "enum" in _plain(v, defs) else _plain(v, defs).get("type", "")
        for v in node.get("properties", {}).values()
    )
    return kinds == ["enum", "integer"]


def _cell(node: dict[str, Any], defs: dict[str, Any]) -> tuple[str, tuple[str, str], tuple]:
    """A grid's cell: a number, or a card (one choice property and one number property)."""
    if node.get("type") == "integer":
        return "int", ("", ""), ()
    props = node.get("properties", {})
    choice = next(k for k, v in props.items() if "enum" in _plain(v, defs))
    number = next(k for k, v in props.items() if _plain(v, defs).get("type") == "integer")
    return "card", (choice, number), tuple(_plain(props[choice], defs)["enum"])


def asked_fields(board: Board, asks_for: str | None) -> tuple[str | None, tuple[str, ...]]:
    """The kind and board fields an ask-back asks for: the reader's situation fields whose
    question (`ask` / `ask_en` of their schema) is `asks_for`, through the board's `ask_backs`."""
    if not asks_for:
        return None, ()
    wanted = " ".join(asks_for.split())
    for model in _situation_models(board.slug):
        asked = [
            name
            for name, info in model.model_fields.items()
            if isinstance(info.json_schema_extra, dict)
            and wanted in (info.json_schema_extra.get("ask"), info.json_schema_extra.get("ask_en"))
            and name in board.ask_backs
        ]
        if not asked:
            continue
        kind = board.ask_backs[asked[0]][0]
        default = model.model_fields.get("intent")
        kind = kind or (default.default if default is not None else None)
        marks = tuple(dict.fromkeys(m for name in asked for m in board.ask_backs[name][1]))
        return (kind if kind in board.kinds else None), marks
    return None, ()


def _situation_models(slug: str) -> list[Any]:
    """The pydantic models of a game's reader situations (`arbitre.engines.<game>.situations`)."""
    import importlib

    from pydantic import BaseModel

    try:
        module = importlib.import_module(f"arbitre.engines.{slug.replace('-', '_')}.situations")
    except ModuleNotFoundError:
        return []
    return [
        value
        for value in vars(module).values()
        if isinstance(value, type) and issubclass(value, BaseModel) and value is not BaseModel
    ]
