"""Each engine's /check input as `arbitre check --help`, /docs and openapi.json describe it."""

from __future__ import annotations

from arbitre.check_schemas import check_schemas, fields
from arbitre.engine_check import check_move
from arbitre.engines import engine_slugs
from testenv import ROOT


def test_every_engine_has_an_example_its_engine_decides():
    schemas = check_schemas(ROOT / "corpus")
    assert [s.slug for s in schemas] == list(engine_slugs())
    for entry in schemas:
        assert entry.example is not None, f"corpus/{entry.slug}/examples.json"
        result = check_move(
            entry.slug, entry.example["state"], entry.example["action"], lambda quote, game: None
        )
        assert result["rule"] and result["explanation"], entry.slug


def test_fields_name_each_property_with_its_type_and_whether_it_is_required():
    (lucky,) = [s for s in check_schemas(ROOT / "corpus") if s.slug == "lucky-numbers"]
    by_name = {name: (kind, required) for name, kind, required, _ in fields(lucky.action())}
    kind, required = by_name["type"]
    assert required and kind.startswith('"place" | "swap" | "refuse" | "take_face_up" | ')
    assert by_name["row"] == ("integer | null", False)
