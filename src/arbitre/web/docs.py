"""/docs: the API reference rendered from the OpenAPI schema, without Swagger UI.

FastAPI's Swagger and ReDoc pages load their scripts from a CDN, which the
site's rule (every asset served by the app, script-src 'self') forbids; this
page lists the same operations server-side and links to /openapi.json.
"""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from arbitre.web.deps import LangDep

router = APIRouter(include_in_schema=False)
METHODS = ("get", "post", "put", "patch", "delete")


@router.get("/docs", response_class=HTMLResponse)
def docs(request: Request, lang: LangDep) -> HTMLResponse:
    from arbitre.web.pages import render

    schema = request.app.openapi()
    operations = [_operation(path, method, op, schema)
                  for path, item in schema.get("paths", {}).items()
                  for method, op in item.items() if method in METHODS]
    return render(request, "docs.html", lang, {"operations": operations, "schema": schema})


def _operation(path: str, method: str, op: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    body = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    return {
        "method": method.upper(), "path": path, "summary": op.get("summary", ""),
        "description": op.get("description", ""),
        "body": _example(body, schema) if body else None,
        "responses": {code: r.get("description", "") for code, r in op.get("responses", {}).items()},
    }


def _example(ref: dict[str, Any], schema: dict[str, Any]) -> str:
    """The request model's example, or its field names, as indented JSON."""
    name = ref.get("$ref", "").rsplit("/", 1)[-1]
    model = schema.get("components", {}).get("schemas", {}).get(name, ref)
    examples = model.get("examples")
    if examples:
        return json.dumps(examples[0], ensure_ascii=False, indent=2)
    fields = {key: value.get("description", value.get("type", "")) for key, value in model.get("properties", {}).items()}
    return json.dumps(fields, ensure_ascii=False, indent=2)
