"""What a move check accepts for each game: the engine's state and action schemas, and an example.

The schemas are each engine's own pydantic models (`engine.schemas()`), read generically;
the example is data, the `check` of `corpus/<slug>/examples.json` (game_examples.py), and
a test checks that every engine decides its example. `arbitre check --help`, `/docs` and
`/openapi.json` all describe `/check` from here, so the three cannot disagree.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arbitre.engines import engine_slugs, get_engine
from arbitre.game_examples import game_examples


@dataclass(frozen=True)
class CheckSchema:
    """One engine's `/check` input: its models and, when the corpus gives one, an example."""

    slug: str
    state_model: type
    action_model: type
    example: dict[str, Any] | None

    def state(self) -> dict[str, Any]:
        return self.state_model.model_json_schema()  # type: ignore[attr-defined]

    def action(self) -> dict[str, Any]:
        return self.action_model.model_json_schema()  # type: ignore[attr-defined]


def check_schemas(corpus_dir: Path) -> list[CheckSchema]:
    """Every engine's schemas, in the registry's order."""
    found = []
    for slug in engine_slugs():
        engine = get_engine(slug)
        if engine is None:
            continue
        state_model, action_model = engine.schemas()
        found.append(
            CheckSchema(slug, state_model, action_model, game_examples(corpus_dir / slug).check)
        )
    return found


def fields(schema: dict[str, Any]) -> list[tuple[str, str, bool, str]]:
    """(name, type in words, required, description) for each property of a JSON schema."""
    defs = schema.get("$defs", {})
    required = set(schema.get("required", []))
    return [
        (name, type_words(node, defs), name in required, node.get("description", ""))
        for name, node in schema.get("properties", {}).items()
    ]


def type_words(node: dict[str, Any], defs: dict[str, Any]) -> str:
    """A JSON schema type as a reader says it: `integer | null`, `list of PatchOffer`."""
    if "enum" in node:
        return " | ".join(json.dumps(value, ensure_ascii=False) for value in node["enum"])
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        inner = defs.get(name, {})
        members = ", ".join(inner.get("properties", {}))
        return f"{name} {{{members}}}" if members else name
    if "anyOf" in node:
        return " | ".join(type_words(option, defs) for option in node["anyOf"])
    if node.get("type") == "array":
        items = node.get("items", {})
        words = type_words(items, defs)
        return (
            f"list of ({words})"
            if "anyOf" in items or len(items.get("enum", ())) > 1
            else f"list of {words}"
        )
    return str(node.get("type", "any"))


def help_text(corpus_dir: Path) -> str:
    """The `arbitre check --help` epilog: each engine's state and action, with its example."""
    parts = ["Moteurs, état (--state) et action (--action) / engines, state and action:"]
    for entry in check_schemas(corpus_dir):
        parts.append(f"\n{entry.slug}")
        for label, schema in (("state", entry.state()), ("action", entry.action())):
            parts.append(f"  {label}:")
            for name, kind, required, description in fields(schema):
                mark = ", requis" if required else ""
                parts.append(f"    {name} ({kind}{mark}) {description}".rstrip())
        if entry.example is not None:
            state = json.dumps(entry.example["state"], ensure_ascii=False)
            action = json.dumps(entry.example["action"], ensure_ascii=False)
            parts.append(f"  exemple : echo '{state}' > state.json")
            parts.append(
                f"            arbitre check {entry.slug} --state state.json --action '{action}'"
            )
    return "\n".join(parts)
