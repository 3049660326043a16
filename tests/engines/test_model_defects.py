"""Model faults found by an outside check of the rules models, each kept fixed."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from arbitre.engines import get_engine
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
column = st.lists(st.one_of(st.none(), cards), min_size=3, max_size=3)


@settings(max_examples=300, deadline=None)
@given(grid=st.lists(st.lists(cards, min_size=3, max_size=3), min_size=3, max_size=3),
       left=column, right=column, mode=st.sampled_from(("classique", "decouverte")),
       side=st.sampled_from(("left", "right")), row=st.integers(0, 2))
def test_a_neighbour_card_turned_rainbow_never_lowers_the_score(grid, left, right, mode, side, row) -> None:
    columns = {"left": list(left), "right": list(right)}
    card = columns[side][row]
    assume(card is not None and card.kind in ("classique", "shadow"))
    rainbow = Card("rainbow", card.value)
    every = [c for r in grid for c in r] + [c for c in left + right if c is not None]
    assume(len(set(every)) == len(every) and rainbow not in every)
    before = score(Pool.build(grid, left, right, mode)).total
    columns[side][row] = rainbow
    after = score(Pool.build(grid, columns["left"], columns["right"], mode)).total
    assert after >= before


def test_a_huge_final_score_still_has_a_rank() -> None:
    assert rank(10**9, "classique") == "Légende de NUM DRAFT"
    verdict = get_engine("num-draft").check({}, {"type": "rank", "points": 1_000_000_000})
    assert verdict.verdict == "Légende de NUM DRAFT"


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
