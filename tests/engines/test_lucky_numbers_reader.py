"""Lucky Numbers through the one reader: typed situations, ask-backs, verdicts from /check's code."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.engines.base import InvalidSituation, MissingSituation, Verdict
from arbitre.engines.lucky_numbers import ENGINE
from arbitre.engines.lucky_numbers.check import check
from arbitre.reading import game_words, read

NEW_MODULES = (
    "reader.py",
    "line_reader.py",
    "line_roles.py",
    "line_listing.py",
    "line_words.py",
    "swap_reader.py",
    "swap_runs.py",
    "tournament_reader.py",
    "end_reader.py",
    "player_names.py",
    "rule_reader.py",
    "situations.py",
    "results.py",
    "general.py",
    "check.py",
)
PACKAGE = Path(__file__).parents[2] / "src/arbitre/engines/lucky_numbers"


def ask(question: str):
    return ENGINE.interpret_reading(read(question).with_game(game_words("lucky-numbers")))


def verdict_of(question: str) -> Verdict:
    found = ask(question)
    assert isinstance(found, Verdict), found
    return found


# --- the model, reached through /check -------------------------------------------------------------


def test_an_empty_pile_ends_the_game_for_taking_and_laying_too():
    state = {
        "garden": [[2, None, None, None], [None] * 4, [None] * 4, [None] * 4],
        "centre": [7],
        "draw_pile": 0,
    }
    assert check(state, {"type": "take_face_up", "value": 7}).verdict == "non"
    assert (
        check(state, {"type": "place", "value": 7, "row": 0, "col": 1, "source": "centre"}).verdict
        == "non"
    )
    assert (
        check(state, {"type": "place", "value": 7, "row": 0, "col": 1}).rule.id
        == "fewest-empty-wins"
    )


def test_the_empty_pile_ranking_is_reachable_through_check():
    state = {
        "players": [
            {"name": "Léa", "empty": 2},
            {"name": "Tom", "empty": 1},
            {"name": "toi", "empty": 3},
        ]
    }
    assert check(state, {"type": "rank"}).verdict == "Tom"
    assert check(state, {"type": "rank", "player": "toi"}).verdict == "non"
    tied = {"players": [{"name": "Léa", "empty": 2}, {"name": "Tom", "empty": 2}]}
    assert check(tied, {"type": "rank"}).verdict == "Léa et Tom"


def test_tournament_totals_are_reachable_through_check():
    rounds = [{"won": True}, {"won": False, "empty": 2}, {"won": False, "empty": 1}]
    assert check({"rounds": rounds, "player_count": 3}, {"type": "tournament_total"}).verdict == -1


def test_general_rules_are_reachable_through_check_and_flip_when_asked_the_other_way():
    assert check({}, {"type": "rule", "rule": "golden-ordinary"}).verdict == "oui"
    assert check({}, {"type": "rule", "rule": "golden-ordinary", "flipped": True}).verdict == "non"


# --- questions ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Dans ma rangée du haut j'ai un 4 puis un 11. J'ai tiré un 15, je peux le caser entre le 4 et le 11 ?",
            "non",
        ),
        (
            "J'ai un 6 en haut à gauche et je viens de piocher un 3, je peux le poser juste à droite du 6 ?",
            "non",
        ),
        ("Can I put a 9 under an 11 in the same column?", "non"),
        ("Ma rangée : 3, 8 et 12. Je pioche un 10, je peux le poser entre le 8 et le 12 ?", "oui"),
        (
            "rangee du haut : 2, case vide, 6, 10. sous la case vide y a un 8. je peux y poser un 4 ?",
            "oui",
        ),
        (
            "La pioche est épuisée et le tour est fini. Léa a 2 cases vides, Tom une seule, moi trois. Qui gagne ?",
            "Tom",
        ),
        (
            "La pioche est vide. Léa et Tom ont chacun deux cases vides, Max en a trois. Qui gagne ?",
            "Léa et Tom",
        ),
        ("Mode tournoi : j'ai perdu la manche avec 5 cases vides, je marque combien ?", -5),
        (
            "I flipped a 6 that would fit fine in my garden but I don't want it. Am I forced to place it?",
            "non",
        ),
    ],
)
def test_questions_are_decided_through_the_situation(question, verdict):
    found = verdict_of(question)
    assert found.verdict == verdict
    assert found.understood.startswith("J'ai compris")
    assert found.understood_en.startswith("I understood")
    body = found.check
    assert (
        check(body["state"], body["action"]).verdict == verdict
    )  # the same verdict without natural language


def test_a_missing_fact_is_asked_for_and_nothing_else():
    found = ask("Pioche épuisée, qui gagne ?")
    assert isinstance(found, MissingSituation)
    assert "cases vides" in found.ask_for


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("bah alors qui l'emporte du coup ?", "pioche"),
        ("la pioche est vide, j'ai gagné alors ?", "cases vides"),
        ("et le 11, je peux le glisser entre les deux ?", "rangée"),
        ("j'ai tiré un trèfle, je peux le poser à côté de mon 6 ?", "trèfle"),
    ],
)
def test_a_follow_up_on_a_game_not_shown_asks_for_what_it_lacks(question, asked):
    found = ask(question)
    assert isinstance(found, MissingSituation), found
    assert asked in found.ask_for


@pytest.mark.parametrize(
    "question",
    [
        "Ma rangée : 3, 8 et 12. Je pioche un 10, je peux le poser entre le 8 et le 12 ? J'ai 7 ans.",
        "Comment on joue à Lucky Numbers ?",
    ],
)
def test_an_unread_number_or_an_open_question_gets_no_verdict(question):
    assert not isinstance(ask(question), Verdict)


def test_the_new_modules_match_no_text_themselves():
    for name in NEW_MODULES:
        source = (PACKAGE / name).read_text(encoding="utf-8")
        assert "import re\n" not in source and "import re2" not in source, name


# --- round trips ---------------------------------------------------------------------------------------

PLACE_FR = (
    "Sur ma rangée j'ai {a} et {b}. Je pioche un {v}, je peux le poser entre le {a} et le {b} ?",
    "ma ligne c'est {a} puis {b}, j'ai tiré un {v}, je peux le mettre entre le {a} et le {b} ?",
)
PLACE_EN = ("My row has {a} and {b}. I drew a {v}, can I put it between the {a} and the {b}?",)


@settings(max_examples=60, deadline=None)
@given(
    st.integers(1, 20), st.integers(1, 20), st.integers(1, 20), st.sampled_from(PLACE_FR + PLACE_EN)
)
def test_a_line_situation_reads_back_the_same_in_every_phrasing(a, b, v, phrasing):
    a, b = sorted((a, b))
    if a == b or v in (a, b):
        return
    found = ask(phrasing.format(a=a, b=b, v=v))
    assert isinstance(found, Verdict)
    assert (
        found.situation["line"] == [a, b]
        and found.situation["value"] == v
        and found.situation["at"] == 1
    )
    assert found.verdict == ("oui" if a < v < b else "non")


RANK = (
    "La pioche est épuisée. {p} a {x} cases vides, {q} {y}, moi {z}. Qui gagne ?",
    "Pioche vide : {p} {x} cases vides, {q} {y} cases vides, moi {z} cases vides. Qui l'emporte ?",
    "The deck is empty. {p} has {x} empty squares, {q} {y}, I have {z}. Who wins?",
)


@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 9),
    st.integers(0, 9),
    st.integers(0, 9),
    st.sampled_from(RANK),
    st.integers(30, 99),
)
def test_a_ranking_reads_back_the_same_and_a_stray_number_never_changes_the_verdict(
    x, y, z, phrasing, stray
):
    question = phrasing.format(p="Léa", q="Tom", x=x, y=y, z=z)
    found = ask(question)
    assert isinstance(found, Verdict)
    assert {p["name"]: p["empty"] for p in found.situation["players"]} == {
        "Léa": x,
        "Tom": y,
        "toi": z,
    }
    fewest = min(x, y, z)
    assert set(str(found.verdict).split(" et ")) == {
        n for n, e in (("Léa", x), ("Tom", y), ("toi", z)) if e == fewest
    }
    strayed = ask(
        # a fact the ranking does not read (a duration, "20 minutes", is no fact of the game)
        question.replace("Qui", f"Il y a {stray} trèfles au centre. Qui").replace(
            "Who", f"There are {stray} clovers in the centre. Who"
        )
    )
    assert not isinstance(strayed, Verdict)


def test_filling_the_last_square_and_the_tournament_winner_are_decided_in_the_model():
    assert (
        check({"filled": "toi", "players": [{"name": "Tom", "empty": 1}]}, {"type": "rank"}).verdict
        == "toi"
    )
    standings = [
        {"name": "Anna", "rounds": [{"won": True}, {"won": False, "empty": 1}]},
        {"name": "Ben", "rounds": [{"won": False, "empty": 2}, {"won": True}]},
    ]
    assert check({"standings": standings}, {"type": "tournament_winner"}).verdict == "Anna"
    assert check({"player_count": 4}, {"type": "tournament_rounds"}).verdict == 4


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Je pose mon trèfle sur ma toute dernière case vide, dans l'ordre. Marc n'a plus qu'une case vide. Qui gagne ?",
            "toi",
        ),
        (
            "Tournoi à 2 : Max gagne la manche 1 (Zoé a alors trois cases vides), Zoé gagne la manche 2 et Max a une case vide. "
            "Combien de points a Max au final ?",
            1,
        ),
        ("We're playing tournament mode with 3 players. How many rounds do we play?", 3),
        ("Quand j'échange un trèfle, l'ancien part face visible au milieu de la table ?", "oui"),
    ],
)
def test_end_of_game_and_tournament_questions_are_decided_through_check(question, verdict):
    found = verdict_of(question)
    assert found.verdict == verdict
    assert check(found.check["state"], found.check["action"]).verdict == verdict


TOURNAMENT = (
    "Tournoi à {n} joueurs : {rounds}. Mon total ?",
    "Tournament with {n} players: {rounds_en}. My total?",
)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.one_of(st.just(None), st.integers(1, 9)), min_size=2, max_size=4),
    st.sampled_from(TOURNAMENT),
)
def test_a_tournament_reads_back_round_by_round(results, phrasing):
    """None is a round won; a number, a round lost with that many empty squares."""
    fr = ", ".join(
        f"manche {k} je gagne" if r is None else f"manche {k} il me reste {r} cases vides"
        for k, r in enumerate(results, start=1)
    )
    en = ", ".join(
        f"round {k} I won" if r is None else f"round {k} I had {r} empty squares"
        for k, r in enumerate(results, start=1)
    )
    found = ask(phrasing.format(n=len(results), rounds=fr, rounds_en=en))
    assert isinstance(found, Verdict)
    assert found.verdict == sum(2 if r is None else -r for r in results)


def test_reading_and_deciding_stays_fast():
    """p95 of reading + deciding; bounded generously here (a shared machine), 5 ms on a quiet one."""
    import statistics
    import time

    questions = [
        "Ma rangée : 3, 8 et 12. Je pioche un 10, je peux le poser entre le 8 et le 12 ?",
        "La pioche est épuisée. Léa a 2 cases vides, Tom une seule, moi trois. Qui gagne ?",
        "I drew a 7, can I swap it with my 9? Left of the 9 there is a 4 and right of it an 11.",
    ]
    ask(questions[0])
    times = []
    for question in questions * 20:
        start = time.perf_counter()
        ask(question)
        times.append(time.perf_counter() - start)
    assert statistics.quantiles(times, n=20)[-1] < 0.025


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("ma ligne du bas : 2, 6 et 15. je tire un 5, je le mets entre le 6 et le 15 ?", "non"),
        ("Je pioche un 4, je peux le poser à droite de mon 3 ?", "oui"),
        ("Je pioche un 4, je peux le poser à gauche de mon 3 ?", "non"),
        ("I drew a 12. My row is 4, 9, 13. Can I swap it for the 9?", "oui"),
        ("I drew a 14. My row is 4, 9, 13. Can I swap it for the 9?", "non"),
        ("La pioche est vide. Paul a 3 cases vides, moi 1. Paul a gagné ?", "non"),
        ("Est-il interdit d'échanger un trèfle posé sur une case dorée ?", "non"),
        ("Faut-il que les couleurs soient les mêmes dans une colonne ?", "non"),
        # a count of empty squares in a listing, a square by its rank, a clover by its side
        ("ma colonne : 4, puis deux cases vides, puis 16. je mets un 17 dans la 3e case ?", "non"),
        ("ma colonne : 4, puis deux cases vides, puis 16. je mets un 9 dans la 3e case ?", "oui"),
        (
            "Sur ma ligne il y a un 3 à gauche et un 7 à droite. Je pose un 5 entre les deux ?",
            "oui",
        ),
        (
            "Sur ma ligne il y a un 3 à gauche et un 7 à droite. Je pose un 8 entre les deux ?",
            "non",
        ),
        (
            "Je pose un 9 à droite de mon 4 ; dans la colonne il y a un 12 au-dessus. Ça passe ?",
            "non",
        ),
        # the two clovers a swap joins: the one drawn is in hand, whatever the order said
        ("J'ai tiré un 5. Ma ligne : 2, 7, 12. Je peux échanger le 5 contre le 7 ?", "oui"),
        ("J'ai tiré un 13. Ma ligne : 2, 7, 12. Je peux échanger le 13 contre le 7 ?", "non"),
        ("Ma ligne : 3, 8, 14. Je pioche un 10, je peux l'échanger contre le 8 ?", "oui"),
        ("Later on, I drew a 9. My row is 3, 8, 14. Can I swap it for the 8?", "oui"),
        # players not named, or named in lower case
        (
            "Pioche vide : il me reste 2 cases vides, mon adversaire en a 2. Qui gagne ?",
            "vous deux",
        ),
        ("Pioche vide : il me reste 1 case vide, l'autre joueur en a 3. Qui gagne ?", "toi"),
        ("deck ran out. tom and ines each have 1 empty square, i have 3. who wins?", "tom et ines"),
        ("pioche vide, sam et moi on a 2 cases vides chacun et lou 1, qui gagne ?", "lou"),
        (
            "Pioche vide. Marc et moi on a chacun une case vide, Lise en a deux. On gagne tous les deux ?",
            "oui",
        ),
        ("Tournoi à deux. Manche 1 je gagne, manche 2 il m'en reste trois. Mon total ?", -1),
        (
            "pioche vide, lou et moi on a 2 cases vides chacun et sam 3, on gagne tous les deux ?",
            "oui",
        ),
        ("Il me reste une case vide, j'y pose un 9 qui respecte l'ordre. J'ai gagné ?", "oui"),
        # a line said by the rank of its squares
        (
            "Ma ligne : 3, puis deux cases vides, puis 14. Je mets mon 9 dans la 3e case ? Dans sa colonne un 8, tout en bas.",
            "non",
        ),
        (
            "Sur ma ligne j'ai un 4 dans la 1re case et un 10 dans la 4e. Je mets mon 6 dans la 2e case ?",
            "oui",
        ),
        (
            "Sur ma ligne j'ai un 4 dans la 1re case et un 10 dans la 3e. Je mets mon 12 dans la 2e case ?",
            "non",
        ),
        # the clovers around the one replaced, each said with its side
        (
            "Mon 9 est entre un 4 à sa gauche et un 13 à sa droite, avec un 2 au-dessus. Je pioche un 11, je peux l'échanger contre le 9 ?",
            "oui",
        ),
        (
            "My 9 has a 4 to its left. The square to its right is a 10. I drew a 12, can I swap it for the 9?",
            "non",
        ),
    ],
)
def test_phrasings_not_in_the_examples_are_decided(question, verdict):
    assert verdict_of(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Je pioche un 7 et j'ai 3 ans, je peux le poser entre mon 5 et mon 9 ?",
        "Ma rangée : 5, 9. Je pioche un 7, je le pose entre le 5 et le 9, mais mon frère a 12 ans ?",
    ],
)
def test_an_age_said_in_passing_is_never_read_as_a_clover(question):
    assert not isinstance(ask(question), Verdict)


# --- session 8: squares named by their place, the last square, corners, rules with an example ---------


def test_the_last_empty_square_of_a_garden_given_in_part_wins_through_check():
    garden = [[None] * 4 for _ in range(4)]
    garden[3][:3] = [5, 11, 16]
    for row, value in enumerate([8, 13, 17]):
        garden[row][3] = value
    state = {"garden": garden, "centre": [], "draw_pile": 1, "empty_squares": 1}
    won = check(state, {"type": "place", "value": 20, "row": 3, "col": 3})
    assert (won.rule.id, won.verdict) == ("full-garden-wins", "oui")
    blocked = check(state, {"type": "place", "value": 15, "row": 3, "col": 3})
    assert blocked.verdict == "non"  # no win without the order
    assert (
        check(
            {**state, "empty_squares": None}, {"type": "place", "value": 20, "row": 3, "col": 3}
        ).rule.id
        != "full-garden-wins"
    )


def test_more_empty_squares_said_than_the_garden_holds_is_no_situation():
    with pytest.raises(InvalidSituation):
        check(
            {"garden": [[1, 2, 3, 4]] * 4, "empty_squares": 3},
            {"type": "place", "value": 5, "row": 0, "col": 0},
        )


def test_a_swap_is_judged_on_the_garden_it_leaves():
    garden = [[None] * 4 for _ in range(4)]
    garden[2][3], garden[3][2], garden[3][3] = 15, 9, 13  # the 13 under a 15: out of order
    state = {"garden": garden, "centre": [], "draw_pile": 1}
    assert check(state, {"type": "swap", "value": 17, "row": 3, "col": 3}).verdict == "oui"
    assert check(state, {"type": "swap", "value": 14, "row": 3, "col": 3}).verdict == "non"
    with pytest.raises(InvalidSituation):  # the disorder elsewhere still makes no garden
        check(state, {"type": "place", "value": 1, "row": 0, "col": 0})


LAST_SQUARE = (
    "Il me reste une seule case vide, en bas à droite. Ma ligne du bas : {r}, puis la case vide ; ma colonne de droite de haut en bas : {c}, puis la case vide. Je pioche un {v} et je le pose là, je gagne direct ?",
    "Only one empty square left, bottom right. Bottom row reads {r} then the gap; right column reads {c} then the gap. I flip a {v} and put it there. Do I win right away?",
)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.integers(1, 19), min_size=3, max_size=3, unique=True),
    st.lists(st.integers(1, 19), min_size=3, max_size=3, unique=True),
    st.integers(1, 20),
    st.sampled_from(LAST_SQUARE),
)
def test_the_last_square_reads_its_line_and_crossing_line_in_any_phrasing(row, column, v, phrasing):
    row, column = sorted(row), sorted(column)
    found = ask(phrasing.format(r=", ".join(map(str, row)), c=", ".join(map(str, column)), v=v))
    assert isinstance(found, Verdict), found
    fits = v > row[-1] and v > column[-1]
    assert found.verdict == ("oui" if fits else "non")
    assert found.situation["last"] and found.check["state"]["empty_squares"] == 1
    if fits:
        assert found.rule.id == "full-garden-wins"


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a side without "de": the clover on that side of the square
        (
            "Il me reste plus qu'une case vide. À sa gauche il y a un 4, au-dessus j'ai un 3. Je pose un 10 dedans : j'ai gagné direct ?",
            "oui",
        ),
        # a corner places the rest of its row and column
        (
            "J'ai un 12 dans mon coin en haut à gauche. Le reste de cette rangée c'est 14 et 18. Je peux l'échanger contre le 15 que je viens de piocher ?",
            "non",
        ),
        (
            "My top-left corner holds a 9 and there's an 11 right next to it, nothing else in that row or column. Can I swap the 9 for the 10 I just drew?",
            "oui",
        ),
        # a crossing line listed after its side, a line of four squares with one clover, ranks
        (
            "Ma ligne du bas : vide, 6, vide, vide. Je mets un 8 dans la 3e case ? Au-dessus y a 2, 5 et 7 dans la colonne.",
            "oui",
        ),
        (
            "ma 3e colonne : un 2 tout en haut et un 16 tout en bas, les 2 cases entre eux sont vides. je peux poser le 10 dans une des deux ?",
            "oui",
        ),
        # a blank drawn with underscores
        (
            "My top row is 2 _ 9 15 and nothing is in that column. I drew a 5, can I put it in the gap?",
            "oui",
        ),
        # a rule asked with its own example
        (
            "Can I have 3, 8 and 15 side by side in a column even if they don't follow each other?",
            "oui",
        ),
        ("Deux trèfles 7 dans la même ligne, un à chaque bout : c'est autorisé ?", "non"),
        ("Does it matter what colour my clovers are once the game has started?", "non"),
        # tournaments
        (
            "tournoi a 2 avec lea. manche 1 lea gagne et j'ai 2 cases vides. manche 2 je gagne et lea a 4 cases vides. qui remporte le tournoi ?",
            "toi",
        ),
        (
            "Tournament of 3, so 3 rounds: I won two rounds and in the last one Max won while I had 4 empty squares. My total?",
            0,
        ),
    ],
)
def test_squares_named_by_their_place_and_rules_with_an_example_are_decided(question, verdict):
    assert verdict_of(question).verdict == verdict


# --- session 9: the old probes' wrong verdicts, read by concept -------------------------------------


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a permission asked as an obligation, a need denied, the rule's opposite said
        ("Au départ, je dois ranger mes 4 trèfles dans l'ordre croissant ?", "non"),
        ("At setup, do I have to put my 4 starting clovers on the golden diagonal?", "oui"),
        ("Je suis obligé de garder le trèfle de la case dorée toute la partie ?", "non"),
        ("Les cases dorées sont-elles spéciales après la mise en place ?", "non"),
        ("Rien au centre, je dois piocher alors ?", "oui"),
        ("jsuis pas obligé de poser le trefle que jai pioché ?", "oui"),
        ("pas besoin de faire attention aux couleurs des trefles ?", "oui"),
        (
            "Deux 7 dans la même ligne, c'est possible si elles sont de couleurs différentes ?",
            "non",
        ),
        # a move asked as a ban
        (
            "Est-il interdit de poser un 9 entre un 4 et un 11 dans ma rangée ? la colonne est vide",
            "non",
        ),
        # who is asked about, and how
        ("Pioche vide, j'ai 3 cases vides et mon adversaire 3. Je gagne tout seul ?", "non"),
        ("The pile is empty: I have 2 empty squares and my opponent has 3. Do we both win?", "non"),
        (
            "g posé mon 15 sur ma derniere case en respectant l'ordre, Tom a 1 case vide. Tom gagne ?",
            "non",
        ),
        # rounds said won, and by whom
        ("Tournoi : manche 1 gagnée, manche 2 avec 3 cases vides. Total ?", -1),
        (
            "en mode tournoi la manche est gagnee par mon adversaire, il me restait 2 cases vides, combien de points ?",
            -2,
        ),
        ("Mode tournoi : je gagne la manche, Paul a 4 cases vides. Paul marque combien ?", -4),
        # clovers read where they stand
        ("Je peux mettre un 5 sous un 8 dans la même colonne ?", "non"),
        (
            "I drew an 8. My bottom row has a 5 in the first square and a 14 in the fourth; I want the 8 in the second square",
            "oui",
        ),
        (
            "I drew a 9. Can I swap it for the 8 in my top left corner? There's a 5 right next to it and a 10 under it, the rest is empty",
            "non",
        ),
    ],
)
def test_old_probes_read_by_concept(question, verdict):
    assert verdict_of(question).verdict == verdict


def test_a_clover_taken_face_up_then_refused_is_the_booklets_open_case():
    found = verdict_of("Tom discarded a 9, I took it from the middle, can I refuse it now?")
    assert found.verdict is None and found.ambiguous


@pytest.mark.parametrize(
    "question",
    [
        "la couleur compte pas ?",  # asked in the negative: "si" or "non"?
        "Il ne faut pas refuser un trèfle jouable ?",
        "Le trèfle refusé, il va où ?",
        "En tournoi, si je gagne la manche, je marque des points ?",  # a yes or no, not the total
        "Léa a défaussé un 14 mais Tom l'a déjà pris, je peux le prendre ?",
        "Léa a retourné le dernier trèfle, je peux jouer mon tour ?",
        "Top row: 3, empty, empty, 12. Column 3 has only a 6 at the bottom. I drew an 8, can it go in the second square?",
        "Sur ma ligne du haut j'ai un 3 tout à gauche, une case vide, puis un 9. Je pioche un 5 : je peux le mettre tout à droite ?",
        "Pioche vide. J'ai 2 cases vides. Tom en a 2 de plus que moi. Qui gagne ?",
        "Léa vient de remplir sa dernière case avec un 12 mais ça ne respecte pas l'ordre. Qui gagne ?",
    ],
)
def test_what_the_reader_cannot_be_sure_of_gets_no_verdict(question):
    assert getattr(ask(question), "verdict", None) is None


def test_a_swap_with_no_neighbour_said_asks_for_them_unless_a_corner_settles_it():
    assert isinstance(
        ask("I have a 6 in the top left corner and just drew a 9. Can I swap the 6 for the 9?"),
        MissingSituation,
    )
    assert (
        verdict_of(
            "Coin en haut à gauche j'ai un 2. Je tire un 1, est-ce que je peux l'échanger avec le 2 du coin ?"
        ).verdict
        == "oui"
    )


def test_a_win_asked_alone_is_reachable_through_check():
    state = {"players": [{"name": "toi", "empty": 2}, {"name": "Tom", "empty": 2}]}
    assert check(state, {"type": "rank", "player": "toi"}).verdict == "oui"
    assert check(state, {"type": "rank", "player": "toi", "alone": True}).verdict == "non"
