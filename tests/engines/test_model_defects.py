"""Model faults found by an outside check of the rules models, each kept fixed."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from arbitre.engines import get_engine
from arbitre.engines.base import InvalidSituation
from arbitre.engines.num_draft.cards import Card, Pool
from arbitre.engines.num_draft.scoring import rank, score

GRID = """S0 | S1 S2 V9 | .
{card} | B3 B4 J10 | .
S6 | J5 W12 R11 | ."""


def test_a_neighbour_rainbow_joins_the_combination_that_scores_best() -> None:
    # Joining the Shadow group lets S6 reach it too: 15, not 13 (joining the blue pair).
    assert score(Pool.parse(GRID.format(card="W7"))).total == 15
    assert score(Pool.parse(GRID.format(card="S7"))).total == 14


COLOURS = ("rouge", "vert", "bleu", "jaune", "rainbow", "shadow")
cards = st.builds(Card, st.sampled_from(COLOURS), st.integers(0, 12))


@settings(max_examples=300, deadline=None)
@given(
    pool=st.lists(cards, min_size=15, max_size=15, unique=True),
    holes=st.lists(st.booleans(), min_size=6, max_size=6),
    mode=st.sampled_from(("classique", "decouverte")),
    which=st.integers(0, 5),
)
def test_a_neighbour_card_turned_rainbow_never_lowers_the_score(pool, holes, mode, which) -> None:
    grid = [pool[0:3], pool[3:6], pool[6:9]]
    shared = [None if hole else card for card, hole in zip(pool[9:], holes, strict=True)]
    card = shared[which]
    assume(card is not None and card.kind in ("classique", "shadow"))
    assume(Card("rainbow", card.value) not in pool)
    before = score(Pool.build(grid, shared[:3], shared[3:], mode)).total
    shared[which] = Card("rainbow", card.value)
    after = score(Pool.build(grid, shared[:3], shared[3:], mode)).total
    assert after >= before


def test_a_huge_final_score_still_has_a_rank() -> None:
    assert rank(10**9, "classique") == "Légende de NUM DRAFT"
    engine = get_engine("num-draft")
    assert engine.check({}, {"type": "rank", "points": 100_000}).verdict == "Légende de NUM DRAFT"
    with pytest.raises(InvalidSituation):  # past any score a pool can reach: a clear 422, no 500
        engine.check({}, {"type": "rank", "points": 1_000_000_000})


EMPTY_GARDEN = [[None] * 4 for _ in range(4)]


def test_nothing_is_taken_or_placed_once_the_draw_pile_is_empty() -> None:
    engine = get_engine("lucky-numbers")
    over = {"garden": EMPTY_GARDEN, "centre": [5], "draw_pile": 0}
    going = {**over, "draw_pile": 3}
    take = {"type": "take_face_up", "value": 5}
    place = {"type": "place", "value": 5, "row": 0, "col": 0, "source": "centre"}
    for action in (take, place):
        verdict = engine.check(over, action)
        assert verdict.verdict == "non" and "partie est finie" in verdict.explanation
        assert engine.check(going, action).verdict == "oui"


def test_nobody_plays_once_both_pawns_are_on_the_last_square() -> None:
    engine = get_engine("patchwork")
    state = {"positions": {"me": 53, "opponent": 53}, "last_square": 53, "on_top": "me"}
    verdict = engine.check(state, {"type": "whose_turn"})
    assert verdict.verdict == "personne" and verdict.rule.id == "game-end"
    playing = {**state, "positions": {"me": 52, "opponent": 53}}
    assert engine.check(playing, {"type": "whose_turn"}).verdict == "toi"
