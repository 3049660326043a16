"""`POST /api/games/<slug>/check` never answers 5xx: bodies drawn from each engine's own schemas.

Issue 14: `{"state": {}, "action": {"type": "rank", "points": 1000000000}}` ran NUM DRAFT's
rank table off its end (500, keep-alive dropped; a traceback in the CLI).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbitre.engines import engine_slugs, get_engine

EXTREME_INTS = st.sampled_from([0, -1, 1, 10**9, 10**9 - 1, 2**31, 2**63, -(2**63), 10**30])
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    EXTREME_INTS,
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
    st.lists(EXTREME_INTS, max_size=5),
    st.dictionaries(st.text(max_size=5), EXTREME_INTS, max_size=3),
)


def _from_schema(schema: dict, defs: dict, depth: int = 0) -> st.SearchStrategy:
    """Values of a JSON schema's shape, with extreme numbers; anything at all now and then."""
    if "$ref" in schema:
        return _from_schema(defs[schema["$ref"].rsplit("/", 1)[-1]], defs, depth)
    choices = schema.get("anyOf") or schema.get("oneOf")
    if choices:
        return st.one_of([_from_schema(s, defs, depth) for s in choices])
    if "enum" in schema or "const" in schema:
        return st.sampled_from(schema.get("enum") or [schema["const"]])
    kind = schema.get("type")
    if kind == "integer":
        return st.one_of(EXTREME_INTS, st.integers(-100, 200))
    if kind == "number":
        return st.one_of(st.floats(allow_nan=False, allow_infinity=False), EXTREME_INTS)
    if kind == "string":
        return st.text(max_size=12)
    if kind == "boolean":
        return st.booleans()
    if kind == "array" and depth < 3:
        return st.lists(_from_schema(schema.get("items", {}), defs, depth + 1), max_size=18)
    if kind == "object" and "properties" in schema and depth < 3:
        optional = {k: _from_schema(v, defs, depth + 1) for k, v in schema["properties"].items()}
        return st.fixed_dictionaries({}, optional=optional)
    return JUNK


def _body(slug: str) -> st.SearchStrategy:
    state_model, action_model = get_engine(slug).schemas()
    state, action = state_model.model_json_schema(), action_model.model_json_schema()
    return st.fixed_dictionaries(
        {
            "state": st.one_of(_from_schema(state, state.get("$defs", {})), st.just({})),
            "action": _from_schema(action, action.get("$defs", {})),
        }
    )


@pytest.mark.parametrize("slug", engine_slugs())
def test_check_never_answers_5xx_whatever_the_schema_shaped_body(client, slug):
    @settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
    @given(body=_body(slug))
    def check(body):
        reply = client.post(f"/api/games/{slug}/check", json=body)
        assert reply.status_code in (200, 422), (body, reply.status_code, reply.text)
        assert isinstance(reply.json().get("detail", ""), str)

    check()


def test_the_rank_of_a_billion_points_is_a_422_and_the_connection_stays(client):
    body = {"state": {}, "action": {"type": "rank", "points": 1000000000}}
    reply = client.post("/api/games/num-draft/check", json=body)
    assert reply.status_code == 422 and "points" in reply.json()["detail"]
    assert reply.headers.get("connection") != "close"
    assert client.get("/healthz").status_code == 200


def test_the_cli_check_says_so_in_one_line(tmp_path, cli_env):
    state = tmp_path / "state.json"
    state.write_text("{}", encoding="utf-8")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "arbitre.cli",
            "check",
            "num-draft",
            "--state",
            str(state),
            "--action",
            json.dumps({"type": "rank", "points": 10**9}),
        ],
        env=cli_env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert out.returncode == 2 and "Traceback" not in out.stderr and out.stderr.count("\n") == 1
