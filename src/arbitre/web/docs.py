"""/docs: the API reference rendered from the OpenAPI schema, without Swagger UI.

FastAPI's Swagger and ReDoc pages load their scripts from a CDN, which the
site's rule (every asset served by the app, script-src 'self') forbids; this
page lists the same operations server-side and links to /openapi.json. The
page speaks the reader's language: French texts come from i18n.API_DOCS, English
ones from the routes' docstrings. `/check` is described per engine from the
engines' own state and action models (check_schemas.py), here and in openapi.json.
"""

from __future__ import annotations

import json
import re
from typing import Any

from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import HTMLResponse
from markupsafe import Markup, escape

from arbitre.check_schemas import CheckSchema, check_schemas, fields
from arbitre.web.deps import LangDep
from arbitre.web.i18n import API_DOCS, API_RESPONSES_FR

router = APIRouter(include_in_schema=False)
METHODS = ("get", "post", "put", "patch", "delete")
CHECK_PATH = "/api/games/{slug}/check"


@router.get("/docs", response_class=HTMLResponse)
def docs(request: Request, lang: LangDep) -> HTMLResponse:
    from arbitre.web.pages import render

    schema = with_engine_schemas(request.app.openapi(), request.app.state.settings.corpus_dir)
    operations = [
        _operation(path, method, op, schema, lang)
        for path, item in schema.get("paths", {}).items()
        for method, op in item.items()
        if method in METHODS
    ]
    engines = [_engine(entry) for entry in check_schemas(request.app.state.settings.corpus_dir)]
    return render(
        request, "docs.html", lang, {"operations": operations, "schema": schema, "engines": engines}
    )


def install_openapi(app: FastAPI) -> None:
    """Make /openapi.json describe `/check` per engine: state and action schemas, examples."""
    plain = app.openapi

    def openapi() -> dict[str, Any]:
        if not getattr(app.state, "engine_openapi", None):
            app.state.engine_openapi = with_engine_schemas(plain(), app.state.settings.corpus_dir)
        return app.state.engine_openapi

    app.openapi = openapi  # type: ignore[method-assign]


def with_engine_schemas(schema: dict[str, Any], corpus_dir: Any) -> dict[str, Any]:
    """The OpenAPI document with each engine's state and action models under components, and
    the /check body as one of them per engine, with that engine's example."""
    from pydantic.json_schema import models_json_schema

    operation = schema.get("paths", {}).get(CHECK_PATH, {}).get("post")
    entries = check_schemas(corpus_dir)
    if operation is None or not entries:
        return schema
    schema = json.loads(json.dumps(schema))  # FastAPI caches its document: never edit that one
    operation = schema["paths"][CHECK_PATH]["post"]
    models = [(m, "validation") for e in entries for m in (e.state_model, e.action_model)]
    refs, top = models_json_schema(models, ref_template="#/components/schemas/{model}")  # type: ignore[arg-type]
    schema.setdefault("components", {}).setdefault("schemas", {}).update(top.get("$defs", {}))
    bodies, examples = [], {}
    for entry in entries:
        bodies.append(
            {
                "title": f"CheckRequest[{entry.slug}]",
                "type": "object",
                "required": ["state", "action"],
                "properties": {
                    "state": refs[(entry.state_model, "validation")],
                    "action": refs[(entry.action_model, "validation")],
                },
            }
        )
        if entry.example is not None:
            examples[entry.slug] = {"summary": entry.slug, "value": entry.example}
    media = operation["requestBody"]["content"]["application/json"]
    media["schema"] = {"oneOf": bodies}
    media["examples"] = examples
    for parameter in operation.get("parameters", []):
        if parameter.get("name") == "slug":
            parameter["schema"] = {
                "type": "string",
                "enum": [e.slug for e in entries],
                "title": "Slug",
            }
    return schema


def _operation(
    path: str, method: str, op: dict[str, Any], schema: dict[str, Any], lang: str
) -> dict[str, Any]:
    body = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    french = API_DOCS.get(f"{method.upper()} {path}") if lang == "fr" else None
    summary, description = french or (op.get("summary", ""), op.get("description", ""))
    return {
        "method": method.upper(),
        "path": path,
        "summary": summary,
        "description": code_spans(description),
        "body": _example(body, schema) if body and "oneOf" not in body else None,
        "per_engine": path == CHECK_PATH,
        "responses": {
            code: (API_RESPONSES_FR.get(code) if lang == "fr" else None) or r.get("description", "")
            for code, r in op.get("responses", {}).items()
        },
    }


def code_spans(text: str) -> Markup:
    """Escaped text whose `backquoted` words are shown as code, not with literal backquotes."""
    parts = re.split(r"`([^`]+)`", text)
    return Markup("").join(
        Markup("<code>{}</code>").format(part) if odd else escape(part)
        for odd, part in ((i % 2 == 1, p) for i, p in enumerate(parts))
    )


def _engine(entry: CheckSchema) -> dict[str, Any]:
    return {
        "slug": entry.slug,
        "state": fields(entry.state()),
        "action": fields(entry.action()),
        "example": _compact_body(entry.example) if entry.example else None,
    }


def _compact_body(example: dict[str, Any]) -> str:
    """{"state": …, "action": …} with each part on one line, as one would type it."""
    parts = ",\n".join(
        f'  "{key}": {json.dumps(example[key], ensure_ascii=False)}' for key in ("state", "action")
    )
    return "{\n" + parts + "\n}"


def _example(ref: dict[str, Any], schema: dict[str, Any]) -> str:
    """The request model's example, or its field names, as indented JSON."""
    name = ref.get("$ref", "").rsplit("/", 1)[-1]
    model = schema.get("components", {}).get("schemas", {}).get(name, ref)
    examples = model.get("examples")
    if examples:
        return json.dumps(examples[0], ensure_ascii=False, indent=2)
    fields_ = {
        key: value.get("description", value.get("type", ""))
        for key, value in model.get("properties", {}).items()
    }
    return json.dumps(fields_, ensure_ascii=False, indent=2)
