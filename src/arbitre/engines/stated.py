"""The facts a partly read situation holds, as a `/check` body: what an ask-back's question said.

A situation's `check_body` writes every field, also those the question never stated: a default
that lets the rules decide ("sans Sécurité" when unsaid, square 0 when no square was said, the
official mode). Those are no facts of the question, so a board must not show them as read. A
fact stated is a value of the body that differs from the body of the same situation with
nothing read (every field back to its default); the action's `type` is always kept, since it
says which question was asked. A stated value equal to its default is left out too: an empty
field, never a wrong one.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel


def stated_facts(situation: BaseModel) -> dict[str, Any] | None:
    """The body of `situation` less what its defaults alone would write; None when either body
    cannot be written without the missing fact."""
    try:
        read, blank = situation.check_body(), _blank(situation).check_body()  # type: ignore[attr-defined]
    except (TypeError, ValueError, AttributeError, KeyError):
        return None
    facts = _differing(read, blank)
    action = read.get("action") or {}
    if "type" in action:
        facts.setdefault("action", {})["type"] = action["type"]
    return facts


def _blank(model: BaseModel) -> BaseModel:
    """The same situation with nothing read: each field at its default, a part blanked in turn,
    a field without a default (a required part's own name) kept."""
    updates: dict[str, Any] = {}
    for name, info in type(model).model_fields.items():
        value = getattr(model, name)
        if isinstance(value, BaseModel):
            updates[name] = _blank(value)
        elif not info.is_required():
            updates[name] = info.get_default(call_default_factory=True)
    return model.model_copy(update=updates)


def _differing(read: dict[str, Any], blank: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in read.items():
        other = blank.get(key)
        if isinstance(value, dict) and isinstance(other, dict):
            inner = _differing(value, other)
            if inner:
                out[key] = inner
        elif value != other and value not in (None, [], {}):
            out[key] = value
    return out
