"""Patchwork engine: rules by example, interpret() on players' phrasings, properties."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from arbitre.engines import get_engine
from arbitre.engines.base import InvalidSituation, MissingSituation, Verdict
from arbitre.engines.patchwork import ENGINE
from arbitre.engines.patchwork.state import Chrono, advance, final_score, move_by, triggered, winner

RULES_MD = Path(__file__).resolve().parents[2] / "corpus" / "patchwork" / "rules.md"


# Phrasings the old text readers decided that the shared reader does not read yet: it gives no
# verdict or asks back instead (never another verdict). Strict: once one is read, its test passes
# and this mark fails, so the entry is removed (tests/engines/conftest.py).
NOT_YET_READ = frozenset(
    [
        "Can I take this patch?",
        "if I push my marker forward rather than taking a patch, how many buttons?",
        "Anna et Hugo ont le même score, Hugo est arrivé en dernier. qui gagne",
        "Chloé passe de 10 à 13 où se trouve déjà mon pion. Qui joue ?",
        "Does the special tile go to the first player who fills a 7x7 square?",
        "En avançant pour gagner des boutons je passe une pièce de cuir, je la récupère ?",
        "End of game: 20 buttons, 3 empty squares, no tile. How many points do the empty squares cost me?",
        "Fin de partie : 10 boutons, 2 cases vides, pas de tuile. Est-ce que j'ai un score positif ?",
        "Fin de partie : 15 boutons, 2 cases vides, pas de tuile. Je perds combien de points avec les cases vides ?",
        "Hugo got to the space of the timer board where I was sitting. Whose turn is it now?",
        "I bought a 3-time patch and my pawn went from 10 to 13, where Tom's pawn already is. Who plays next?",
        "I have 3 empty squares on my quilt, how many points do I lose?",
        "I have 6 buttons. Can I buy a patch that costs 5 buttons and 4 time if it's the fourth one after the neutral pawn?",
        "I haven't touched a needle in years, but Sam sewed a button back on this morning. Who goes first?",
        "I move from 20 to 23 and my opponent is on 22. Is it still my turn?",
        "I moved ahead for buttons and passed a leather patch, do I get it?",
        "I moved and ended up where Leo is. who plays next?",
        "I took a 4-time patch, moved 4 and ended up right on Zoe's token. Who goes next?",
        "I'm on the same space of the time board as Max but he got there after me. Whose turn?",
        "Il me reste trois cases avant la fin et Rose est sur la toute dernière. J'avance : combien de boutons ?",
        "J'ai 4 cases vides à la fin, ça me coûte combien de points ?",
        "J'ai 6 boutons, je peux acheter la 2e pièce après le pion neutre qui coûte 5 ?",
        "J'ai 6 boutons, je peux acheter la 5e pièce après le pion neutre, elle coûte 5 ?",
        "J'ai pris une pièce et mon pion est toujours derrière celui de Zoé. Je peux rejouer ?",
        "J'ai rempli un carré 7x7 juste après Léa, 8 boutons et 1 case vide, combien je marque ?",
        "J'étais case 15 et Hugo case 17 ; ma pièce de 4 temps m'a fait avancer de 4 cases. À qui de jouer ?",
        "Je passe de la case 10 à la 15 avec une pièce de 5 temps, Léa est en 17. Qui joue ?",
        "Je suis 3 cases derrière mon adversaire, si j'avance combien de boutons ?",
        "Je suis arrivé sur la case de la piste où était déjà Hugo. Qui joue maintenant ?",
        "Je suis case 10 et je prends une pièce de 4 temps, j'arrive sur quelle case ?",
        "Je suis case 8, lui case 14 : si j'avance je gagne 5 boutons ?",
        "Je suis case 8, lui case 14 : si j'avance ça me rapporte des boutons ?",
        "Je suis derrière l'adversaire, je rejoue ?",
        "Je suis en 50, la dernière case c'est la 53 et mon adversaire est déjà dessus. Si j'avance, je gagne 5 boutons ?",
        "Julie est sur la 14. Moi j'étais en 11 et ma pièce de 3 temps m'amène sur la 14. qui joue ?",
        "Karim est encore trois cases derrière moi après son achat. C'est à lui de jouer ?",
        "La pièce derrière le pion neutre, je peux l'acheter ?",
        "Léa et moi sommes case 22 ; elle a mis son pion sur le mien. Qui joue ?",
        "Max est arrivé sur la case du chrono où je me trouvais. Qui joue ?",
        "Meme case que mon adversaire, mon pion est sous le sien. je joue ?",
        "Mine is 6 squares behind Tom's. How many buttons if I move forward?",
        "Moi case 20, Nina case 22. J'achète une pièce de 2 temps, je passe en 22. Qui joue ?",
        "Mon pion est à une case de la fin et celui de Léa est au bout. J'avance, combien de boutons ?",
        "Mon pion passe de la 10 à la 13, où est déjà le pion de Chloé. C'est encore à moi ?",
        "Must turns alternate even though I'm still behind after buying?",
        "My token goes from space 10 to space 13, Tom is on 12. Whose turn?",
        "Nina est en 9, j'arrive pile sur sa case. C'est à moi ?",
        "On est obligé d'alterner les tours, même si après avoir acheté je suis encore derrière ?",
        "On est tous les deux case 9, j'étais là en premier, qui joue ?",
        "Paul a rempli son carré 7x7 après moi. 10 boutons, 2 cases vides, score ?",
        "Paul est déjà sur la dernière case, moi une case avant. Combien de boutons en avançant ?",
        "Peut-on garder les boutons au-delà de la dernière case ?",
        "Quand j'arrive sur la case de l'adversaire, je mets mon pion à côté du sien ?",
        "Qui commence ? Moi j'ai jamais touché une aiguille et Hugo a cousu un bouton il y a 3 jours",
        "Qui gagne ? J'ai 25 points, Marc 30.",
        "Sam and I share a square on the time board, Sam put his pawn on mine. Who goes next?",
        "Sam just moved onto my space. Whose turn?",
        "Sara is on 17 and I land right on her square. Who goes next?",
        "Si j'arrive sur sa case je place mon pion par-dessus ?",
        "The patch behind the neutral token, can I take it?",
        "The time board ends on square 53. Opponent on 52, me on 52 too but I was there first. Whose turn?",
        "Tom hasn't sewn anything in months and I stitched a hem yesterday. Who goes first?",
        "Tom is 5 squares ahead of me. If I move forward instead of buying, how many buttons do I get?",
        "Tom is on space 22. My patch takes me exactly to 22. Who plays next?",
        "Who goes first? Tom sewed a patch last month and I used a needle yesterday.",
        "Zoé est en 53 (la dernière), moi en 49 : si j'avance je touche combien ?",
        "both on 14, he was there first. whose turn?",
        "c'est le premier qui complète un 7x7 qui a la tuile bonus ?",
        "g dépassé une case avec une piece de cuir en avançant pour les boutons (pas en achetant), je la prends ?",
        "if I land on the same space as my opponent, do I put my token on top of theirs?",
        "il a 3 cases d'avance sur moi, si j'avance je gagne 4 boutons ?",
        "il me reste 9 boutons et 2 seules cases vides, pas de tuile, combien de points ?",
        "jatterris pile la ou est Hugo, cest a qui ?",
        "je peux acheter la pièce 2 places après le pion neutre ?",
        "je peux jouer coup sur coup ?",
        "je suis 2 cases devant lui, si j'avance combien de boutons ?",
        "je suis 3 cases derrière lui et à 5 cases de la fin, il est à 2 cases de la fin. combien de boutons si j'avance ?",
        "je tombe sur la meme case que Julie, je pose mon pion en dessous du sien ?",
        "la case 53 est la derniere, je suis en 50, il est en 53, j'avance, combien de boutons ?",
        "la piece juste derriere le pion neutre (dans l'autre sens) me plait, je peux la prendre ?",
        "la tuile speciale est allee a Hugo, jai 9 boutons et 4 cases vides, combien de points ?",
        "le chrono s'arrete a la case 53 ; je suis en 52, elle en 53. j'avance, ca me rapporte combien ?",
        "le mien est 2 cases derrière celui de mon adversaire, j'avance, ça fait combien de boutons ?",
        "les pieces apres le pion neutre : A, B, C, D, E. je veux la E, c bon ?",
        "meme case 8 pour Paul et moi, le jeton de Paul est au-dessus. c'est a qui ?",
        "mon adversaire est en 30, je passe en 30 avec ma piece, qui joue ?",
        "mon pion arrive exactement sur celui de Marc, est ce que je rejoue ?",
        "mon pion termine sa course pile sur la case de l'adversaire, c'est à moi ?",
        "nous 2 sur la même case, c'est elle qui est arrivée en dernier, qui joue ?",
        "on a le même score Paul et moi, il a atteint la derniere case apres moi",
        "same spot as Lily, her token is on top of mine, is it my turn?",
        "the track ends at 53. I'm on 50 and my opponent is on 53. how many buttons if I advance?",
        "when I end up on their square, do I put my pawn next to it?",
        "ça fait 2 semaines que j'ai pas cousu, Léa a brodé hier. qui commence",
    ]
)


def decide(question: str) -> Verdict:
    found = ENGINE.interpret(question)
    assert isinstance(found, Verdict), f"{question!r} -> {found!r}"
    return found


def state(me: int, opponent: int, **extra) -> dict:
    return {"positions": {"me": me, "opponent": opponent}, **extra}


# --- the engine and its text -------------------------------------------------------------


def test_registry_finds_the_engine_by_slug():
    assert get_engine("patchwork") is ENGINE


@pytest.mark.skipif(not RULES_MD.exists(), reason="corpus not written yet")
def test_every_rule_quotes_the_corpus_word_for_word():
    text = re.sub(r"\s+", " ", RULES_MD.read_text(encoding="utf-8"))
    missing = [rule.id for rule in ENGINE.rules if re.sub(r"\s+", " ", rule.quote) not in text]
    assert missing == []


def test_track_prints_who_is_on_top():
    assert str(Chrono(10, 10, "opponent", 53)) == "me 10 · opponent 10* / 53"


# --- rules, by example ---------------------------------------------------------------------


def test_the_pawn_furthest_behind_plays():
    assert Chrono(7, 12).whose_turn() == "me"
    assert Chrono(12, 7).whose_turn() == "opponent"


def test_on_the_same_square_the_pawn_on_top_plays():
    assert Chrono(10, 10, "opponent").whose_turn() == "opponent"
    assert Chrono(10, 10).whose_turn() is None


def test_arriving_on_the_other_pawn_puts_yours_on_top():
    moved = move_by(Chrono(8, 10), "me", 2)
    assert (moved.me, moved.on_top, moved.whose_turn()) == (10, "me", "me")


def test_advance_just_ahead_of_the_opponent_for_1_button_per_square():
    moved, buttons = advance(Chrono(7, 12), "me")
    assert (moved.me, buttons) == (13, 6)


def test_the_pawn_stops_on_the_last_square():
    moved, buttons = advance(Chrono(50, 53, last_square=53), "me")
    assert (moved.me, buttons) == (53, 3)
    assert move_by(Chrono(50, 20, last_square=53), "me", 6).me == 53


def test_marked_squares_reached_or_passed_trigger():
    assert triggered(20, 27, (26, 27, 30)) == (26, 27)


def test_final_score_buttons_plus_7_minus_2_per_empty_square():
    assert final_score(5, True, 4) == 4
    assert final_score(12, False, 6) == 0


def test_on_a_tie_the_first_to_reach_the_last_square_wins():
    assert winner(10, 10, "opponent") == "opponent"
    assert winner(11, 10, "opponent") == "me"


def test_the_game_ends_when_both_pawns_reach_the_last_square():
    assert Chrono(53, 53, "me", 53).is_over()
    assert not Chrono(53, 40, None, 53).is_over()


# --- check(): the JSON call ----------------------------------------------------------------

OFFERS = [{"buttons": 2, "time": 1}, {"buttons": 5, "time": 3}, {"buttons": 7, "time": 6}]


def test_check_decides_advance_whose_turn_and_score():
    assert ENGINE.check(state(7, 12, last_square=53), {"type": "advance"}).verdict == 6
    assert (
        ENGINE.check(state(10, 10, on_top="opponent"), {"type": "whose_turn"}).verdict
        == "l'adversaire"
    )
    score = state(0, 0, on_top="me", buttons=5, empty_squares=4, special_tile=True)
    assert ENGINE.check(score, {"type": "score"}).verdict == 4


def test_check_take_patch_follows_the_five_steps():
    s = state(10, 20, buttons=4, offers=OFFERS, marked_squares=[12])
    assert ENGINE.check(s, {"type": "take_patch", "index": 1}).verdict == "oui"
    assert ENGINE.check(s, {"type": "take_patch", "index": 4}).rule.id == "three-patches"
    assert ENGINE.check(s, {"type": "take_patch", "index": 2}).rule.id == "pay-buttons"
    assert (
        ENGINE.check(s, {"type": "take_patch", "index": 1, "fits": False}).rule.id == "no-overlap"
    )
    rich = {**s, "buttons": 9}
    assert (
        "marquée(s) atteinte(s) ou passée(s) : 12"
        in ENGINE.check(rich, {"type": "take_patch", "index": 3}).explanation
    )


def test_check_refuses_a_move_out_of_turn():
    verdict = ENGINE.check(state(20, 10), {"type": "advance"})
    assert verdict.verdict == "non" and verdict.rule.id == "furthest-behind-plays"


@pytest.mark.parametrize(
    "bad_state, action",
    [
        ({"positions": {"me": 3}}, {"type": "advance"}),
        (state(60, 2, last_square=53), {"type": "advance"}),
        (state(1, 2), {"type": "score"}),
        (state(1, 2), {"type": "fly"}),
        (state(4, 4), {"type": "whose_turn"}),
    ],
)
def test_check_rejects_unreadable_situations(bad_state, action):
    with pytest.raises(InvalidSituation):
        ENGINE.check(bad_state, action)


def test_schemas_describe_fields_in_french():
    state_model, _ = ENGINE.schemas()
    assert "livret" in state_model.model_json_schema()["properties"]["last_square"]["description"]


# --- interpret(): what players ask ----------------------------------------------------------


@pytest.mark.parametrize(
    "question, verdict, rule",
    [
        (
            "Je suis case 7 du Chrono et l'autre case 12, j'avance : combien de boutons ?",
            6,
            "advance-buttons",
        ),
        (
            "Mon pion est à 10 et le sien à 10, il vient d'arriver, qui joue ?",
            "l'adversaire",
            "arrive-on-top",
        ),
        ("J'ai 5 boutons, la tuile 7x7 et 4 cases vides, combien de points ?", 4, "final-score"),
        ("Je suis derrière l'adversaire, je rejoue ?", "oui", "several-turns"),
        (
            "Si je passe une case marquée sans m'arrêter dessus, elle compte ?",
            "oui",
            "marked-any-action",
        ),
        ("Je peux prendre la 4e pièce après le pion neutre ?", "non", "three-patches"),
        ("je peux prendre la troisieme piece apres le pion neutre", "oui", "three-patches"),
        (
            "Whose turn is it if I'm on 8 and my opponent is on 5?",
            "l'adversaire",
            "furthest-behind-plays",
        ),
        (
            "Peut-on garder les boutons au-delà de la dernière case ?",
            "non",
            "only-squares-travelled",
        ),
        (
            "Je suis case 10 et je prends une pièce de 4 temps, j'arrive sur quelle case ?",
            14,
            "advance-by-time",
        ),
        ("Est-ce que les tours alternent comme aux échecs ?", "non", "several-turns"),
        (
            "Qui commence la partie ?",
            "celui qui s'est servi d'une aiguille en dernier",
            "first-player",
        ),
        (
            "Il est case 22 et moi case 22, je viens d'arriver, c'est à moi ?",
            "oui",
            "arrive-on-top",
        ),
        ("Une case marquée ne compte que si on s'arrête dessus ?", "non", "marked-any-action"),
        (
            "Je suis case 50, l'autre est sur la dernière case, la dernière case est la 53 : j'avance, combien de boutons ?",
            3,
            "only-squares-travelled",
        ),
    ],
)
def test_interpret_decides_concrete_and_general_questions(question, verdict, rule):
    found = decide(question)
    assert (found.verdict, found.rule.id) == (verdict, rule)
    assert found.explanation and found.explanation_en


def test_income_amount_is_named_as_ambiguous():
    found = decide("Combien de boutons rapporte une case revenu ?")
    assert found.ambiguous and found.verdict is None and "ne tranche pas" in found.explanation


def test_advancing_without_positions_asks_for_them():
    found = ENGINE.interpret("Combien de boutons je gagne en avançant ?")
    assert isinstance(found, MissingSituation)
    assert found.ask_for == "Dis-moi sur quelle case sont ton pion et celui de l'adversaire."


@pytest.mark.parametrize(
    "question",
    [
        "Comment fonctionne le mode tournoi ?",
        "C'est quoi le but du jeu ?",
        "Comment calcule-t-on le score final ?",
        "Que peut-on faire à son tour ?",
    ],
)
def test_interpret_leaves_open_questions_to_retrieval(question):
    assert ENGINE.interpret(question) is None


# --- properties ------------------------------------------------------------------------------

squares = st.integers(0, 80)


@st.composite
def behind_on_track(draw: st.DrawFn) -> Chrono:
    """A track where my pawn is strictly behind the opponent's."""
    last = draw(st.integers(1, 80))
    opponent = draw(st.integers(1, last))
    return Chrono(draw(st.integers(0, opponent - 1)), opponent, None, last)


@settings(max_examples=200, deadline=None)
@given(behind_on_track())
def test_buttons_from_advancing_equal_squares_actually_moved(chrono):
    moved, buttons = advance(chrono, "me")
    assert buttons == moved.me - chrono.me
    assert 0 < buttons <= chrono.last_square - chrono.me
    assert moved.me == min(chrono.opponent + 1, chrono.last_square)


@settings(max_examples=200, deadline=None)
@given(squares, squares)
def test_whose_turn_always_picks_the_pawn_behind(me, opponent):
    assume(me != opponent)
    side = Chrono(me, opponent).whose_turn()
    assert side == ("me" if me < opponent else "opponent")


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 200), st.booleans(), st.integers(0, 80))
def test_final_score_is_linear_in_empty_squares(buttons, tile, empty):
    assert final_score(buttons, tile, empty) - final_score(buttons, tile, empty + 1) == 2
    assert final_score(buttons, tile, 0) == buttons + (7 if tile else 0)


# --- generalisation: synonyms, both players' counts, stacked pawns, turns in a row ---


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Score final avec 8 boutons, la tuile 7x7 et 2 trous, ça fait combien de points ?", 11),
        (
            "Final count: me 20 buttons and 6 empty squares, him 11 buttons and 1 empty square. Who wins?",
            "l'adversaire",
        ),
        (
            "qui l'emporte ? moi 9 boutons et 0 case vide avec la tuile 7x7, elle 14 boutons et 1 case vide",
            "toi",
        ),
        ("mon pion est empilé sur le sien, on est tous les deux sur la case 30, qui joue ?", "toi"),
        ("Is it OK that I play three turns in a row?", "oui"),
        ("je peux acheter la pièce 2 places après le pion neutre ?", "oui"),
        ("Can I take the patch 5 spots after the neutral pawn?", "non"),
    ],
)
def test_interpret_generalises_to_new_phrasings(question, verdict):
    assert decide(question).verdict == verdict


def test_a_patch_four_pieces_after_the_neutral_pawn_is_not_one_of_the_three():
    # was a wrong verdict: "oui", the distance "four pieces after" went unread
    assert (
        decide("Can I buy the patch that sits four pieces after the neutral token?").verdict
        == "non"
    )


@pytest.mark.parametrize(
    "question",
    [
        "je peux prendre la pièce à côté du pion neutre, celle avec 3 boutons et 12 trucs ?",  # unread numbers
        "c'est interdit de jouer 2 fois de suite ?",  # a denial the turn shortcut does not resolve
        "qui gagne : moi 10 boutons, lui 12 boutons et 3 cases vides ?",  # my empty squares missing
    ],
)
def test_unsure_readings_ask_instead_of_guessing(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Je suis sur la 4 et mon adversaire sur la 9, aucune case marquée sur le trajet : si j'avance, combien de boutons ?",
            6,
        ),
        ("nous sommes tous les 2 case 12, mon pion est arrivé en dernier, c'est à qui ?", "toi"),
        (
            "Final count: 30 buttons, no bonus tile, 5 empty squares. How many points do I score?",
            20,
        ),
        (
            "Même score que Noé à la fin ; Noé a atteint la dernière case avant moi, qui gagne ?",
            "Noé",
        ),
        ("Tied with Sam, but I reached the last square first. Who wins?", "toi"),
        ("Pendant mon tour, je peux prendre une pièce puis avancer aussi ?", "non"),
    ],
)
def test_interpret_reads_marked_denials_stacks_names_and_double_actions(question, verdict):
    assert decide(question).verdict == verdict


def test_a_denied_bonus_tile_adds_nothing():
    # "no 7x7 bonus tile" once read as having the tile: 18 − 2 × 10 = −2, not 18 + 7 − 20 = 5
    assert (
        decide("End of game: 18 buttons, no 7x7 bonus tile, 10 empty squares. My score?").verdict
        == -2
    )


def test_moving_up_without_positions_asks_for_them():
    assert isinstance(
        ENGINE.interpret("If I move up now, how many buttons do I get?"), MissingSituation
    )


def test_a_patch_moved_by_its_time_is_not_two_actions():
    found = ENGINE.interpret(
        "Je prends une pièce et avance de son temps de 3 cases, je suis case 5 : où j'arrive ?"
    )
    assert not (isinstance(found, Verdict) and found.rule.id == "one-action")


def test_a_question_about_leather_patches_is_not_read_as_the_special_tile():
    from arbitre.engines.patchwork import ENGINE

    assert ENGINE.interpret("Combien de tuiles de cuir y a-t-il dans la boîte ?") is None


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # whose turn after a stated move (blind3 category: a patch's time, a named opponent)
        # (a named opponent is answered by name)
        (
            "J'étais case 15 et Hugo case 17 ; ma pièce de 4 temps m'a fait avancer de 4 cases. À qui de jouer ?",
            "Hugo",
        ),
        ("Je suis case 10, Zoé case 12. Elle vient d'avancer de 4 cases, c'est à qui ?", "toi"),
        # a shared square, the asker arrived second (on top)
        ("We're both on square 31; I came in second so my pawn is on top. Whose turn?", "toi"),
        # number words and a named opponent in the final count
        (
            "Fin : moi vingt-deux boutons et une seule case vide, Nora 18 boutons et 3 cases vides. Qui l'emporte ?",
            "toi",
        ),
        (
            "Final count: me 10 buttons and 5 empty squares, Ben 25 buttons and only one empty square. Who wins?",
            "Ben",
        ),
        # a tie settled by a named player reaching the end first
        (
            "Même score pour nous deux, Yanis a fini le premier sur la dernière case, qui gagne ?",
            "Yanis",
        ),
    ],
)
def test_blind3_categories(question: str, verdict: str) -> None:
    found = ENGINE.interpret(question)
    assert isinstance(found, Verdict) and found.verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Tom vient d'acheter un patch, est-ce encore à lui de jouer ?",
        "Je suis case 10, Zoé case 12. On a avancé de 3, c'est à qui ?",
        "Score final : moi 25 boutons et 2 cases vides, Paul 20 boutons et 1 case vide, Léa 30 boutons et 0 case vide. Qui gagne ?",
    ],
)
def test_blind3_asks_rather_than_guesses(question: str) -> None:
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


def test_a_marked_square_called_special_is_not_the_special_tile():
    from arbitre.engines.patchwork import ENGINE

    result = ENGINE.interpret(
        "Mon pion est case 3, celui de Léo case 8, aucune case spéciale entre nous : "
        "j'avance, je gagne combien de boutons ?"
    )
    assert getattr(result, "verdict", None) == 6


# --- final-set categories: each failure's category, in new phrasings -------------------


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # who wins from equal point totals stated per player, a named first finisher
        ("We both ended on 40 points but Sam got to the final square before me. Who wins?", "Sam"),
        (
            "Julie et moi on a tous les deux 22 points, c'est moi qui ai fini en premier. Qui gagne ?",
            "toi",
        ),
        (
            "On finit à 18 points chacun, j'ai atteint la dernière case avant lui, qui l'emporte ?",
            "toi",
        ),
        ("On a le même score mais c'est Max qui a atteint la fin en premier, qui gagne ?", "Max"),
        # ... and from different totals: the best total
        ("Qui gagne ? J'ai 25 points, Marc 30.", "Marc"),
        ("moi 31 points, Ines 27 points, qui gagne ?", "toi"),
        # whose turn with a named opponent: answered with the name
        ("Léa est sur la 14, moi sur la 20, à qui le tour ?", "Léa"),
        ("I'm on 7 and Nina is on 3, whose turn?", "Nina"),
        ("Je suis case 12, Max case 15, je prends une pièce de 5 temps. Qui joue ensuite ?", "Max"),
        ("Tom est derrière moi, qui joue ?", "Tom"),
        # a pawn landing on the other's square, no numbers: the one arriving is on top and plays
        ("Je viens d'arriver pile sur la case de Julie, qui joue ?", "toi"),
        ("Mon adversaire est tombé sur la même case que moi, c'est à qui ?", "l'adversaire"),
        ("Sam just moved onto my space. Whose turn?", "Sam"),
        ("Tom landed on my square, is it my turn?", "non"),
        ("I landed on my opponent's square, do I play again?", "oui"),
        (
            "je viens de poser une piece et j'arrive sur la meme case qu'Hugo, c'est encore a moi ?",
            "oui",
        ),
        ("Nous sommes sur la même case, mon pion est par-dessus celui de Nora. Qui joue ?", "toi"),
        # who arrived first on a shared square: the other one is on top
        ("Je suis case 3 et Bob case 3, Bob est arrivé en premier. Qui joue ?", "toi"),
        ("On est tous les deux case 9, j'étais là en premier, qui joue ?", "l'adversaire"),
        # "aucune case vide" is a count of 0 in a final count
        (
            "Fin de partie, Inès a 30 boutons et 2 cases vides, moi 25 boutons et aucune case vide avec la tuile. Qui gagne ?",
            "toi",
        ),
        # "il rejoue ?" asks about the opponent
        ("Mon adversaire vient de jouer et il est toujours derrière moi, il rejoue ?", "oui"),
        ("Léa vient de jouer et elle est toujours derrière moi, elle rejoue ?", "oui"),
    ],
)
def test_final_set_categories_in_new_phrasings(question: str, verdict: str) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "J'ai 5 boutons, la tuile 7x7 et 4 cases vides, Paul a 10 boutons, combien de points j'ai ?",  # Paul's count
        "Paul a 10 boutons, moi 5 boutons et 4 cases vides, combien de points j'ai ?",  # first count is not mine
        "moi 20 points, Léa 20 et Hugo 25, qui gagne ?",  # three players in a duel
        "Égalité, moi 18 points et lui 20 points, qui gagne ?",  # a tie with two different totals
        "on a 15 points chacun, qui gagne ?",  # who finished first is not said
        "On est sur la même case, qui joue ?",  # who is on top is not said
    ],
)
def test_unread_facts_give_no_verdict(question: str) -> None:
    assert not isinstance(ENGINE.interpret(question), Verdict)


# --- blind5 categories, second round: turns after a purchase, the 7x7 tile, yes/no points ----


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # whose turn, asked after a purchase the question states as done
        (
            "I just bought a patch; my time token is now on 11 and my opponent's on 15. Is it still my turn?",
            "oui",
        ),
        ("j'ai acheté une pièce, je suis maintenant case 18 et Léa case 14, je rejoue ?", "non"),
        ("Après avoir pris une pièce je suis sur la 7, Paul est sur la 9. C'est à qui ?", "toi"),
        (
            "j ai pris un patch, mon pion est desormais case 20, celui de Paul case 16, qui joue",
            "Paul",
        ),
        (
            "Je viens de prendre une pièce de 2 temps, je suis case 6 et Paul case 9, c'est encore à moi ?",
            "oui",
        ),
        # who filled a 7x7 square first gets the tile; the second one does not
        (
            "Paul a rempli un carré 7x7 avant moi, je viens de finir le mien : j'ai droit à la tuile spéciale aussi ?",
            "non",
        ),
        (
            "Lea got her 7x7 square done first, mine was done a turn after. Can I still claim the bonus tile?",
            "non",
        ),
        (
            "J'ai complété un carré de 7x7 en premier, Hugo juste après. La tuile spéciale est pour moi ?",
            "oui",
        ),
        ("I finished a 7x7 square right after Tom did. Is the 7x7 tile mine as well?", "non"),
        (
            "J'ai rempli mon carré 7x7, mais Zoé l'avait fait un tour plus tôt. Je reçois la tuile bonus ?",
            "non",
        ),
        ("J'ai rempli un carré 7x7 avant Paul, il a droit à la tuile aussi ?", "non"),
        ("I was the first to fill a 7x7 square. Do I get the special tile?", "oui"),
        ("Sarah a rempli un carré 7x7, moi aussi juste après. Qui a la tuile ?", "Sarah"),
        ("J'ai fini mon carré 7x7 un tour avant Julie. À qui revient la tuile spéciale ?", "toi"),
        # a yes/no question on points or buttons gets oui / non (a stated claim is checked), never the number
        ("Do empty squares on my quilt cost points at the end?", "oui"),
        ("Les cases vides font perdre des points ?", "oui"),
        ("Est-ce que la tuile 7x7 rapporte des points ?", "oui"),
        ("ça me rapporte des points d'avoir la tuile 7x7 ?", "oui"),
        ("Est-ce que la tuile spéciale 7x7 compte dans le score ?", "oui"),
        ("la tuile 7x7 rapporte 5 points ?", "non"),
        ("Je suis case 8, lui case 14 : si j'avance ça me rapporte des boutons ?", "oui"),
        ("Je suis case 8, lui case 14 : si j'avance je gagne 5 boutons ?", "non"),
        (
            "Fin de partie : 10 boutons, 2 cases vides, pas de tuile. Est-ce que j'ai un score positif ?",
            "oui",
        ),
        ("Une case vide, ça coûte 2 points ?", "oui"),
        ("Does an empty square cost 2 points at the end?", "oui"),
        ("each empty square is minus 1 point, right?", "non"),
        # a stated count of empty squares alone: what they cost, not −2
        ("I have 3 empty squares on my quilt, how many points do I lose?", -6),
        ("J'ai 4 cases vides à la fin, ça me coûte combien de points ?", -8),
        ("Combien coûte une case vide à la fin ?", 2),  # what it costs, 2 points
        # a count with "seule" / "single" after its digit
        ("Fin : 12 boutons, la tuile spéciale, 1 seule case vide. Score ?", 17),
        ("End of game: 20 buttons, 1 single empty square, no tile. What's my score?", 18),
        ("il me reste 9 boutons et 2 seules cases vides, pas de tuile, combien de points ?", 5),
        # "je joue ?" / "c'est moi qui joue ?" asks whether it is the asker's turn
        ("On est tous les deux case 10, il vient d'arriver. Je joue ?", "non"),
        ("Je suis case 4, Léa case 9. Est-ce que je joue ?", "oui"),
        ("Je suis case 12, mon adversaire case 8, c'est moi qui joue ?", "non"),
        # a second purchase in the same turn is a second action, not "the 2nd patch after the neutral pawn"
        ("Je peux acheter une deuxième pièce à mon tour ?", "non"),
        ("Can I buy another patch on the same turn?", "non"),
        ("je peux prendre 2 pieces dans le meme tour ?", "non"),
    ],
)
def test_blind5_categories_in_new_phrasings(question: str, verdict: str | int) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "j'ai acheté une pièce, c'est encore à moi ?",  # no squares said
        "je peux acheter cette pièce ?",  # a patch pointed at: which rank, which price?
        "Can I take this patch?",
    ],
)
def test_a_purchase_or_a_patch_pointed_at_asks_for_the_situation(question: str) -> None:
    assert isinstance(ENGINE.interpret(question), MissingSituation)


@pytest.mark.parametrize(
    "question",
    [
        "Tom et Léa ont fini leur carré 7x7 avant moi, qui a la tuile ?",  # two others named in a duel
        "Paul et moi avons rempli un carré 7x7 au même tour, qui a la tuile ?",  # nobody first
    ],
)
def test_unclear_first_7x7_square_gives_no_verdict(question: str) -> None:
    assert not isinstance(ENGINE.interpret(question), Verdict)


# --- blind sets 6-7 categories, third round: each in new phrasings --------------------------


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # whose turn once the purchase's destination is said ("je passe en 23"): the move must lead there
        (
            "je suis sur la 15, Hugo sur la 18. je prends un patch de 2 temps et j'arrive en 17, c'est encore a moi ?",
            "oui",
        ),
        (
            "I'm on 30 and Zoe is on 33. I buy a patch that costs 5 time, which puts me on 35. Whose turn is it?",
            "Zoe",
        ),
        (
            "Je suis case 9, Max case 11. J'achète une pièce de 1 temps, ce qui m'amène case 10. Je rejoue ?",
            "oui",
        ),
        ("me on 5, Ava on 7. bought a 6-time patch so I land on 11. who goes next?", "Ava"),
        ("J'achète une pièce de 3 temps et j'arrive en 23, Nina est en 22, qui joue ?", "Nina"),
        ("Je suis case 20. Nina achète une pièce de 4 temps et passe en 25, qui joue ?", "toi"),
        (
            "Moi case 20, Nina case 22. J'achète une pièce de 2 temps, je passe en 22. Qui joue ?",
            "toi",
        ),  # arrives on top
    ],
)
def test_furthest_behind_plays_after_a_purchase_with_the_square_reached(
    question: str, verdict: str
) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "je suis case 5, Tom case 9, j'achète une pièce de 2 temps et je passe en 12, qui joue ?",  # 5 + 2 is not 12
    ],
)
def test_a_destination_that_does_not_add_up_asks(question: str) -> None:
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # on a shared square, the pawn said to be on top (a named one too) plays
        ("Tom and I are both on space 12, his pawn is on top of mine. Whose turn?", "Tom"),
        ("meme case 8 pour Paul et moi, le jeton de Paul est au-dessus. c'est a qui ?", "Paul"),
        ("on est sur la même case (la 26), mon pion est posé sur celui d'Inès, qui joue ?", "toi"),
        ("we're both on 40 and Kim's token sits on top of mine, is it my turn?", "non"),
        (
            "Léa et moi on est sur la case 33, c'est elle qui est arrivée en dernier, qui joue ?",
            "Léa",
        ),
        (
            "on est ensemble sur la 31, le jeton de Marc est placé par-dessus le mien, à qui le tour ?",
            "Marc",
        ),
    ],
)
def test_a_case_egale_celui_dont_le_pion_est_au_dessus_named(question: str, verdict: str) -> None:
    assert decide(question).verdict == verdict


def test_a_shared_square_with_both_pawns_said_on_top_asks() -> None:
    question = "On est tous les deux case 20, le pion de Léa est posé sur le mien mais c'est moi qui suis arrivé en dernier. Qui joue ?"
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # "my opponent" / "mon adversaire" is the other player, not the asker
        (
            "Mon adversaire a fini un carré 7x7 avant moi, j'ai fini le mien au tour suivant. La tuile est pour moi ?",
            "non",
        ),
        (
            "mon pote a rempli son 7x7 en premier, moi jsuis arrivé juste apres, jai droit a la tuile ?",
            "non",
        ),
        (
            "my opponent filled a 7x7 area before me, I finished mine right after. do i get the bonus tile?",
            "non",
        ),
        ("Ma voisine a complété un carré 7x7 avant moi. La tuile spéciale est pour moi ?", "non"),
    ],
)
def test_special_tile_goes_to_the_first_even_when_called_my_opponent(
    question: str, verdict: str
) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # the final score without the tile when the other player filled a 7x7 square first, or got the tile
        (
            "My opponent filled a 7x7 square first; I did mine later. I end with 11 buttons and 2 empty squares. What's my score?",
            7,
        ),
        (
            "J'ai rempli un carré 7x7 juste après Léa, 8 boutons et 1 case vide, combien je marque ?",
            6,
        ),
        ("Paul a rempli son carré 7x7 après moi. 10 boutons, 2 cases vides, score ?", 13),
        ("Léa a eu la tuile 7x7. Moi j'ai 14 boutons et 3 cases vides. Mon score ?", 8),
        (
            "la tuile speciale est allee a Hugo, jai 9 boutons et 4 cases vides, combien de points ?",
            1,
        ),
        (
            "Sam got the bonus tile. I finished with 18 buttons and 5 empty spaces. How many points do I have?",
            8,
        ),
        (
            "c'est mon adversaire qui a la tuile spéciale. j'ai 20 boutons et 0 case vide, ça fait combien ?",
            20,
        ),
        ("c'est moi qui ai la tuile spéciale. j'ai 20 boutons et 2 cases vides, mon score ?", 23),
    ],
)
def test_final_score_with_the_tile_gone_to_the_other_player(question: str, verdict: int) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "J'ai complété un carré 7x7. 10 boutons, 3 cases vides, combien je marque ?",  # first or not?
        "Mon adversaire et moi avons complété un carré 7x7 au même tour. 10 boutons, 2 cases vides, score ?",
        "Paul n'a pas eu la tuile, moi 15 boutons et 2 cases vides, mon score ?",  # says nothing of mine
    ],
)
def test_final_score_asks_when_who_has_the_tile_is_unclear(question: str) -> None:
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


@pytest.mark.parametrize(
    "question",
    [
        "si j'avance au lieu d'acheter une pièce, je touche combien de boutons ?",
        "combien de boutons je gagne en avançant mon pion chrono ?",
        "if I push my marker forward rather than taking a patch, how many buttons?",
        "how many buttons for moving my pawn ahead instead of buying?",
    ],
)
def test_advance_buttons_without_the_squares_asks_for_them(question: str) -> None:
    assert isinstance(ENGINE.interpret(question), MissingSituation)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("I'm on 5, Tom on 9. If I move my token forward instead of buying, how many buttons?", 5),
        (
            "je suis case 8 et mon adversaire case 14. si je passe au lieu d'acheter une piece, combien de boutons ?",
            7,
        ),
    ],
)
def test_advance_instead_of_buying_with_the_squares(question: str, verdict: int) -> None:
    assert decide(question).verdict == verdict


# --- blind9 categories: pawns placed relative to the end or each other, counts under a player's label ---------


@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        # "Le pion s'arrête sur la dernière case. En avançant, tu ne touches que les cases réellement parcourues."
        (
            "je suis a 4 cases de la fin et Paul est deja arrive au bout, j'avance, ca me fait combien de boutons",
            4,
            "only-squares-travelled",
        ),
        (
            "I'm 3 squares from the end and my opponent is already on the last square. How many buttons if I advance?",
            3,
            "only-squares-travelled",
        ),
        (
            "Mon pion est à une case de la fin et celui de Léa est au bout. J'avance, combien de boutons ?",
            1,
            "only-squares-travelled",
        ),
        (
            "I'm 4 spaces short of the final square and Zoe has already reached the end. If I advance, how many buttons do I earn?",
            4,
            "only-squares-travelled",
        ),
        # "Tu avances jusqu'à la case juste devant le pion adverse": a gap said between the pawns
        (
            "Je suis 3 cases derrière mon adversaire, si j'avance combien de boutons ?",
            4,
            "advance-buttons",
        ),
        (
            "Tom is 5 squares ahead of me. If I move forward instead of buying, how many buttons do I get?",
            6,
            "advance-buttons",
        ),
        (
            "je suis a 5 cases de la fin, mon adversaire a 2 cases de la fin, j'avance, combien de boutons ?",
            4,
            "advance-buttons",
        ),
        (
            "je suis 3 cases derrière lui et à 5 cases de la fin, il est à 2 cases de la fin. combien de boutons si j'avance ?",
            4,
            "advance-buttons",
        ),
        (
            "il a 3 cases d'avance sur moi, si j'avance je gagne 4 boutons ?",
            "oui",
            "advance-buttons",
        ),
        (
            "je suis 2 cases devant lui, si j'avance combien de boutons ?",
            "l'adversaire",
            "furthest-behind-plays",
        ),
    ],
)
def test_advancing_with_pawns_placed_relative_to_the_end_or_each_other(
    question: str, verdict: int | str, rule: str
) -> None:
    found = decide(question)
    assert (found.verdict, found.rule.id) == (verdict, rule)


@pytest.mark.parametrize(
    "question",
    [
        # only my squares to go; a number not read; a third player; the two ways disagree
        "Mon pion est à 6 cases de la fin. Si j'avance, je touche combien de boutons ?",
        "Mon pion est deux cases avant la dernière case du Chrono et mon adversaire est à 5 cases. Si j'avance, combien de boutons ?",
        "Mon pion est 2 cases avant la dernière case et Léa et Tom sont sur la dernière case. Si j'avance, combien de boutons ?",
        "je suis 3 cases derrière lui et à 6 cases de la fin, il est à 2 cases de la fin. combien de boutons si j'avance ?",
    ],
)
def test_relative_pawns_with_facts_unread_ask(question: str) -> None:
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # "Compte tes boutons restants, ajoute 7 si tu as la tuile spéciale, puis retire 2 points par case vide": each
        # player's counts under their name as a label
        (
            "Décompte final. Moi : 18 boutons, 4 cases vides, pas de tuile. Hugo : 12 boutons, 2 cases vides, et il a eu la "
            "tuile 7x7. Qui gagne ?",
            "Hugo",
        ),
        (
            "fin de partie - moi: 20 boutons, 3 cases vides, pas de tuile / zoé: 15 boutons, 1 case vide, pas de tuile. qui gagne",
            "toi",
        ),
        (
            "Hugo: 12 buttons, 2 empty squares, 7x7 tile. Me: 18 buttons, 4 empty squares. Who wins?",
            "Hugo",
        ),
        (
            "Final count - me: 25 buttons, 2 empty squares. Lina: 12 buttons, 2 empty squares, and she got the 7x7 tile. Who wins?",
            "toi",
        ),
    ],
)
def test_final_counts_under_each_players_label(question: str, verdict: str) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        # a number not read, one side only, a third player
        "Hugo: 12 buttons, 2 empty squares. Who wins?",
        "fin de partie - moi: 20 boutons, 3 cases vides / zoé: 15 boutons, 1 case vide / tom: 3 boutons, 0 case vide. qui gagne",
    ],
)
def test_labelled_counts_not_all_read_ask(question: str) -> None:
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


# Fifth round (blind set 10): "Le pion s'arrête sur la dernière case." when the last square's number is said beside
# the pawn standing on it ("on the last space (space 53)", "sur la dernière case, la 53", "en 53, la dernière case").
@pytest.mark.parametrize(
    ("question", "verdict", "rule"),
    [
        (
            "Paul est sur la dernière case (53). Je suis sur la 50, j'avance : combien de boutons ?",
            3,
            "only-squares-travelled",
        ),
        (
            "paul est sur la derniere case, la 53. moi je suis en 50, si j'avance je gagne combien de boutons ?",
            3,
            "only-squares-travelled",
        ),
        (
            "My opponent is on the final space (53). I'm on 51. If I advance, how many buttons?",
            2,
            "only-squares-travelled",
        ),
        (
            "I'm on 50, my opponent is on 53, the last square. I advance, how many buttons?",
            3,
            "only-squares-travelled",
        ),
        (
            "I'm on 48, Tom is on 53 (the last square). I advance: how many buttons?",
            5,
            "only-squares-travelled",
        ),
        (
            "J'suis en 48, Tom est en 53 soit la dernière case, j'avance combien de boutons ?",
            5,
            "only-squares-travelled",
        ),
        (
            "Zoé est en 53 (la dernière), moi en 49 : si j'avance je touche combien ?",
            4,
            "only-squares-travelled",
        ),
        (
            "Paul est au bout (case 53), moi case 50, j'avance, combien de boutons ?",
            3,
            "only-squares-travelled",
        ),
        (
            "lea est tout au bout case 53 moi 50 j avance combien de boutons",
            3,
            "only-squares-travelled",
        ),
        (
            "le pion de Tom est sur la derniere case (la 53), le mien sur la 51, j avance, combien de boutons ?",
            2,
            "only-squares-travelled",
        ),
        # the last square defined apart, the pawn on it said by name or pronoun
        (
            "Je suis case 50, Paul est déjà sur la dernière case, la dernière case est la 53 : j'avance, combien de boutons ?",
            3,
            "only-squares-travelled",
        ),
        (
            "Je suis case 50, il est déjà sur la dernière case, la dernière case est la 53 : j'avance, combien de boutons ?",
            3,
            "only-squares-travelled",
        ),
        (
            "The track has 53 squares; Paul is on 53, I'm on 50. I advance: how many buttons?",
            3,
            "only-squares-travelled",
        ),
        # not on the last square: the advance goes just ahead of the opponent
        (
            "I'm on 50, Paul on 52, the last square (53) is close. I advance, how many buttons?",
            3,
            "advance-buttons",
        ),
    ],
)
def test_le_pion_s_arrete_sur_la_derniere_case_said_beside_the_pawn(
    question: str, verdict: int, rule: str
) -> None:
    found = decide(question)
    assert (found.verdict, found.rule.id) == (verdict, rule)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # whose turn with a pawn on the last square said beside its number, the opponent named ("Paul en 50")
        ("Je suis sur la dernière case (53), Paul en 50, c'est à qui ?", "Paul"),
        ("Tom is at the end (square 53) and I'm on 50. Whose turn is it?", "toi"),
        ("Je suis en 53, Paul en 50, c'est à qui ?", "Paul"),
        ("perso je suis sur la dernière case (53), Paul en 50, c'est à qui ?", "Paul"),
    ],
)
def test_whose_turn_with_the_last_square_said_beside_a_pawn(question: str, verdict: str) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        # the last square said near no pawn, a pawn only near it or denied on it, a square left unread, a third player
        "Je suis case 50, la dernière case (53) n'est pas loin. J'avance, combien de boutons ?",
        "I'm on 50 and I'm not yet on the last square (53); Paul is there. I advance, how many buttons?",
        "I'm on 50, my opponent is almost on the last square (53). I advance, how many buttons?",
        "Je suis sur la dernière case, Paul en 50 et 52, la dernière case est la 53. C'est à qui ?",
        "Paul en 50, Léa en 52, moi en 49, c'est à qui ?",
    ],
)
def test_guard_last_square_beside_no_pawn_asks(question: str) -> None:
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # one square for both, the pawn on top said by where it sits ("au-dessus du mien") or the one under it
        (
            "on est tous les deux case 14 et le pion de Tom est au dessus du mien, a qui de jouer",
            "Tom",
        ),
        (
            "Nos deux pions sont sur la case 9, mon pion est posé au-dessus du sien. Qui joue ?",
            "toi",
        ),
        ("we're both on space 12 and Sam's pawn is above mine, who plays?", "Sam"),
        ("both pawns on 30, my pawn is under hers. whose turn?", "l'adversaire"),
        ("on est sur la meme case 22, mon pion est en dessous. c'est a qui ?", "l'adversaire"),
    ],
)
def test_a_case_egale_celui_dont_le_pion_est_au_dessus(question: str, verdict: str) -> None:
    found = decide(question)
    assert (found.verdict, found.rule.id) == (verdict, "arrive-on-top")


@pytest.mark.parametrize(
    "question",
    [
        # said both ways, or a second square said for one pawn
        "on est tous les 2 sur la case 20, le pion de julie est au dessus du mien, mon pion est au dessus du sien. qui joue ?",
        "on est tous les 2 sur la case 20, le pion de julie est posé au dessus du mien et elle est en 25. qui joue ?",
    ],
)
def test_guard_pawn_on_top_unclear_asks(question: str) -> None:
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # both final counts tie; who reached the last square first decides; the tile said of one side is not the other's
        (
            "Léo: 20 boutons, 1 case vide. Moi: 11 boutons, la tuile 7x7, 0 case vide. Léo a fini avant moi. Qui gagne ?",
            "Léo",
        ),
        (
            "Game over. Sam has 15 buttons and 0 empty squares. I have 12 buttons, 2 empty squares and the special tile. "
            "Sam reached the last square first. Who wins?",
            "Sam",
        ),
        (
            "fin de partie, moi 20 boutons 2 cases vides, mon adversaire 9 boutons et la tuile bonus, 0 case vide, "
            "je suis arrivé au bout en premier. qui gagne",
            "toi",
        ),
    ],
)
def test_en_cas_d_egalite_de_score_gagne_celui_qui_y_est_arrive_le_premier_from_counts(
    question: str, verdict: str
) -> None:
    found = decide(question)
    assert (found.verdict, found.rule.id) == (verdict, "tie-break")


@pytest.mark.parametrize(
    "question",
    [
        # tied with no word on who arrived first, the tile said of both, a square number left unread
        "fin de partie, moi 20 boutons 2 cases vides, mon adversaire 9 boutons et la tuile bonus, 0 case vide. qui gagne",
        "Léo: 20 boutons, 1 case vide, la tuile. Moi: 11 boutons, la tuile 7x7, 0 case vide. Léo a fini avant moi. Qui gagne ?",
        "Léo: 20 boutons, 1 case vide. Moi: 11 boutons, la tuile 7x7, 0 case vide. Léo est arrivé case 53 avant moi. Qui gagne ?",
    ],
)
def test_guard_tied_counts_unclear_asks(question: str) -> None:
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # a pawn moved by a number of squares and so landed on the other's square: on top, it plays
        (
            "j'achete une piece de 3 temps, j'avance de 3 cases et je tombe pile sur la case de Paul, qui joue ?",
            "toi",
        ),
        ("jai avancé de 5 cases et je suis tombe sur sa case, c'est a qui", "toi"),
        ("Tom moved 2 spaces and landed on my square. whose turn is it?", "Tom"),
        ("I took a 4-time patch, moved 4 and ended up right on Zoe's token. Who goes next?", "toi"),
    ],
)
def test_si_tu_arrives_sur_la_case_occupee_par_l_autre_pion_after_a_move(
    question: str, verdict: str
) -> None:
    found = decide(question)
    assert (found.verdict, found.rule.id) == (verdict, "arrive-on-top")


@pytest.mark.parametrize(
    "question",
    [
        # the move after the landing, a square left unread, a second move
        "I landed on Anna's space, then moved 4 more. Who plays next?",
        "I'm on 10, moved 4 spaces and landed on Anna's space. Who plays next?",
        "I moved 4 spaces and landed on Anna's space, she moved 2. Who plays next?",
    ],
)
def test_guard_landing_after_a_move_with_more_said_asks(question: str) -> None:
    assert isinstance(ENGINE.interpret(question), MissingSituation)


@pytest.mark.parametrize(
    ("question", "buttons"),
    [
        (
            "Léa est déjà sur la dernière case du plateau Chrono (la 40), je suis sur la 37. Si j'avance, combien de boutons je touche ?",
            3,
        ),
        (
            "Tom is already on the last space of the time board (space 30), I am on 28. If I advance, how many buttons?",
            2,
        ),
        (
            "mon adversaire est sur la dernière case du plateau temps (la 53), moi sur la 51, j'avance : combien de boutons ?",
            2,
        ),
    ],
)
def test_last_square_named_with_its_board_caps_the_advance(question, buttons):
    # "Le pion s'arrête sur la dernière case." — only the squares actually moved pay.
    assert ENGINE.interpret(question).verdict == buttons


# "Si tu arrives sur la case occupée par l'autre pion, mets le tien par-dessus" (not beside, not under).
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Quand j'arrive sur la case de l'adversaire, je mets mon pion à côté du sien ?", "non"),
        ("je tombe sur la meme case que Julie, je pose mon pion en dessous du sien ?", "non"),
        ("if I land on the same space as my opponent, do I put my token on top of theirs?", "oui"),
        ("Si j'arrive sur sa case je place mon pion par-dessus ?", "oui"),
        ("when I end up on their square, do I put my pawn next to it?", "non"),
    ],
)
def test_arrive_on_top_placement(question, verdict):
    found = ENGINE.interpret(question)
    assert (
        isinstance(found, Verdict) and found.verdict == verdict and found.rule.id == "arrive-on-top"
    )


@pytest.mark.parametrize(
    "question",
    [
        "je tombe sur sa case, je mets mon pion par dessus ou a cote ?",  # both said: which one is proposed is not sure
        "je suis case 5 et j'arrive sur la case 9 où il est, je mets mon pion à côté ?",  # squares told: a turn question
    ],
)
def test_arrive_on_top_placement_not_decided_on_a_partial_reading(question):
    found = ENGINE.interpret(question)
    assert not (isinstance(found, Verdict) and found.rule.id == "arrive-on-top")


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # "le pion arrivé en dernier est posé au-dessus et joue en premier": the other pawn named through its pawn
        (
            "J'étais derrière, j'avance et je tombe pile sur la même case que le pion de mon adversaire. Qui joue ensuite ?",
            "toi",
        ),
        ("J'avance et j'arrive pile sur la même case que le pion de Julie. C'est à qui ?", "toi"),
        ("I moved up and landed on the same square as my opponent's pawn. Who plays next?", "toi"),
        (
            "Mon adversaire avance et tombe sur la même case que mon pion. Qui joue ?",
            "l'adversaire",
        ),
    ],
)
def test_landing_on_the_same_square_as_a_pawn(question: str, verdict: str) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        # "seulement les cases réellement parcourues": "déjà sur la dernière", the square's noun left unsaid
        (
            "Mon pion est trois cases avant la dernière case du Chrono et celui de l'adversaire est déjà sur la dernière, "
            "pas de case marquée sur le chemin. J'avance : je touche combien de boutons ?",
            3,
        ),
        (
            "Je suis deux cases avant la dernière case, mon adversaire est déjà sur la dernière. J'avance, combien de boutons ?",
            2,
        ),
        (
            "My pawn is 4 squares before the last square and my opponent's is already on the last one. I advance: how many buttons?",
            4,
        ),
    ],
)
def test_advance_to_the_last_square_said_without_its_noun(question: str, verdict: int) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "On finit à égalité, 15 partout, avec Marc. Lui est arrivé le premier sur la dernière case. Qui gagne ?",
            "Marc",
        ),
        (
            "Égalité parfaite avec Julie, 22 chacune. Elle est arrivée au bout avant moi. Qui gagne ?",
            "Julie",
        ),
        (
            "on a 18 pts tous les 2 avec Hugo, et lui il a fini le premier sur la derniere case, qui l'emporte",
            "Hugo",
        ),
        (
            "Score identique : 30 partout avec Léo. Moi je suis arrivée la première sur la dernière case. Qui gagne ?",
            "toi",
        ),
        ("Sam and I both ended on 25 points. He reached the last square first. Who wins?", "Sam"),
    ],
)
def test_tie_break_first_to_arrive_said_by_a_stressed_pronoun(question: str, verdict: str) -> None:
    """ "En cas d'égalité de score, gagne celui qui y est arrivé le premier": "lui est arrivé le premier" names the opponent."""
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "J'achète une pièce et mon pion tombe pile sur la case où est celui de Zoé. C'est qui qui joue ensuite, elle ou moi ?",
            "toi",
        ),
        (
            "Mon pion tombe pile sur la case où se trouve celui de Paul après mon achat. Qui joue maintenant ?",
            "toi",
        ),
        (
            "I bought a patch and my time token landed on the space where Tom's token is. Whose turn is it?",
            "toi",
        ),
        (
            "je prends une piece et mon pion arrive sur la case ou il est, c'est a moi de rejouer ?",
            "oui",
        ),
        ("Zoé avance et son pion arrive sur la case où est le mien. C'est à qui de jouer ?", "Zoé"),
        ("Tom moved and landed on the space where I am. Whose turn?", "Tom"),
    ],
)
def test_arrive_on_top_on_the_square_named_by_who_stands_there(question: str, verdict: str) -> None:
    """ "Si tu arrives sur la case occupée par l'autre pion, mets le tien par-dessus": "la case où est celui de Zoé"."""
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Je suis sur la case 50, la dernière case du Chrono c'est la 53 et mon adversaire est déjà dessus. "
            "Si j'avance, combien de boutons je récupère ?",
            3,
        ),
        (
            "La dernière case c'est la 53, mon adversaire y est déjà et moi je suis en 49. J'avance : combien de boutons ?",
            4,
        ),
        (
            "The last square is 53 and my opponent is already on it. I'm on 47. If I advance, how many buttons do I get?",
            6,
        ),
        (
            "Last space is 53 and Sam is already there; I'm on 51. How many buttons do I get for advancing?",
            2,
        ),
        (
            "Je suis en 50, la dernière case c'est la 53 et mon adversaire est déjà dessus. Si j'avance, je gagne 5 boutons ?",
            "non",
        ),
    ],
)
def test_only_squares_travelled_with_the_opponent_said_on_it(
    question: str, verdict: int | str
) -> None:
    """ "En avançant, tu ne touches que les cases réellement parcourues": "déjà dessus" after the last square is defined."""
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        # a marked square on the way, a shared square where "dessus" is the pawn on top, "there" not said to be the last square
        "Je suis en 50, la dernière case est la 53 et mon adversaire est déjà dessus. Il y a une case bouton en 52. Combien de boutons si j'avance ?",
        "Égalité à 19 avec Tom. Qui gagne ?",
        "I'm on 50 and I'm not yet on the last square (53); Paul is there. I advance, how many buttons?",
    ],
)
def test_guard_still_no_number_on_an_unread_fact(question: str) -> None:
    found = ENGINE.interpret(question)
    assert not isinstance(found, Verdict) or found.verdict is None


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Qui commence ? Paul a recousu un bouton la semaine dernière, moi je me suis servi d'une aiguille hier soir.",
            "toi",
        ),
        (
            "Qui commence ? Moi j'ai cousu un ourlet il y a deux semaines, Julie a tricoté hier.",
            "Julie",
        ),
        ("Who goes first? Tom sewed a patch last month and I used a needle yesterday.", "toi"),
        (
            "Qui joue en premier ? j'ai recousu un bouton ce matin, mon adversaire la semaine dernière",
            "toi",
        ),
        (
            "Qui commence ? Moi j'ai jamais touché une aiguille et Hugo a cousu un bouton il y a 3 jours",
            "Hugo",
        ),
    ],
)
def test_commence_celui_qui_s_est_servi_d_une_aiguille_en_dernier_read_from_the_times(
    question, verdict
):
    found = decide(question)
    assert found.verdict == verdict and found.rule.id == "first-player"


@pytest.mark.parametrize(
    "question",
    [
        "Qui commence ? Paul a cousu hier, moi hier soir",  # spans that overlap
        "qui commence, j'ai cousu hier",  # the other player's time not said
        "Who starts? Kim did some embroidery, I sewed last week.",  # Kim's time not said
    ],
)
def test_first_player_needle_use_not_fully_read_asks(question):
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "I end my move on the exact same space as Tom's time token. Who plays next, him or me?",
            "toi",
        ),
        ("Je finis mon déplacement sur la même case que le pion de Marc. Qui joue ?", "toi"),
        ("Anna ends her move on my square. Whose turn is it?", "Anna"),
        ("mon pion termine sa course pile sur la case de l'adversaire, c'est à moi ?", "oui"),
    ],
)
def test_arrive_on_top_move_said_to_end_on_the_other_pawn(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Décompte : Ana a 30 boutons et 10 cases vides, pas de tuile spéciale. Ben a 20 boutons, 4 cases vides et la tuile 7x7. "
            "Qui gagne ?",
            "Ben",
        ),
        (
            "Final count: Sam has 30 buttons and 5 empty squares, Kim has 25 buttons and 1 empty square. No one got the bonus tile. "
            "Who wins?",
            "Kim",
        ),
        (
            "Léa a 12 boutons et 0 case vide, Tom a 15 boutons et une case vide, personne n'a la tuile. Qui gagne ?",
            "Tom",
        ),
        (
            "Fin de partie : Zoé 22 boutons et 3 cases vides, Max 18 boutons, 0 case vide et la tuile 7x7. Qui gagne ?",
            "Max",
        ),
    ],
)
def test_final_score_two_named_players(question, verdict):
    assert decide(question).verdict == verdict


def test_final_score_two_named_players_and_the_asker_asks():
    found = ENGINE.interpret(
        "Ana a 30 boutons et 10 cases vides, Ben 20 boutons et 4 cases vides, moi 25 boutons et 2 cases vides. Qui gagne ?"
    )
    assert not isinstance(found, Verdict)  # three players in a two-player game: no winner named


# "Si tu arrives sur la case occupée par l'autre pion, mets le tien par-dessus": the occupied square named in any form
# (who "already" stands there, "occupée par", "the square X is on", "là où", the pawn itself), in either direction.
@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "J'avance et je tombe pile sur la case où se trouve déjà le pion de Léo. Qui joue le tour suivant ?",
            "toi",
        ),
        (
            "I advance and land exactly on the space where Leo's pawn already is. Who plays next?",
            "toi",
        ),
        ("je tombe sur la case occupée par Léo, qui joue ?", "toi"),
        ("I land on the space occupied by my opponent's token. Do I play again?", "oui"),
        ("I land on the square Leo is on. Who goes next?", "toi"),
        ("I moved and ended up where Leo is. who plays next?", "toi"),
        ("jatterris pile la ou est Hugo, cest a qui ?", "toi"),
        ("j'atterris pile sur Léo. c'est à qui ?", "toi"),
        ("Léo avance et tombe sur la case où se trouve déjà mon pion. Qui joue ?", "Léo"),
        ("Sam ends his move on the space I'm on. Whose turn?", "Sam"),
    ],
)
def test_arrive_on_top_occupied_square_in_any_form(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "I land on the square next to Leo. who plays?",
    ],
)
def test_a_pawn_landing_beside_the_other_is_not_on_top(question):  # beside it, on no square said
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


@pytest.mark.parametrize(
    "question",
    [
        "on peut jouer deux fois d'affilée ?",
        "can I play two turns back to back?",
        "je peux jouer coup sur coup ?",
    ],
)
def test_several_turns_in_a_row_any_word(question):
    assert decide(question).verdict == "oui"


# --- "Commence celui qui s'est servi d'une aiguille en dernier": denied uses, "c'est X qui", rivals named by kin ----------


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Hier soir c'est Paul qui a recousu un bouton, moi j'ai pas touché une aiguille depuis des mois. Qui commence ?",
            "Paul",
        ),
        (
            "I haven't touched a needle in years, but Sam sewed a button back on this morning. Who goes first?",
            "Sam",
        ),
        ("ça fait 2 semaines que j'ai pas cousu, Léa a brodé hier. qui commence", "Léa"),
        (
            "moi jai recousu un ourlet il y a 3 jours, lui il a pas pris une aiguille depuis longtemps, qui commence",
            "toi",
        ),
        ("c'est moi qui ai cousu hier soir, Marc il y a quelques semaines. qui commence ?", "toi"),
        (
            "Ma copine a tricoté un pull ce matin, moi j'ai pas pris une aiguille depuis des années. Qui commence ?",
            "l'adversaire",
        ),
        (
            "Tom hasn't sewn anything in months and I stitched a hem yesterday. Who goes first?",
            "toi",
        ),
    ],
)
def test_first_player_last_needle_use_denied_for_a_while(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Paul n'a pas cousu hier, moi j'ai cousu la semaine dernière. qui commence ?",  # a denial with no duration: when?
        "I didn't sew yesterday, Tom sewed last week. Who starts?",
        "moi pas de couture depuis des mois, Paul non plus depuis des mois. qui commence ?",
    ],
)
def test_guard_first_player_denied_use_without_a_duration_asks(question):
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


# --- "En cas d'égalité de score, gagne celui qui y est arrivé le premier": two named players, "after" ---------------------


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "egalite a 15 pts entre Anna et Hugo, Anna est arrivee la premiere sur la derniere case du chrono. qui gagne ?",
            "Anna",
        ),
        ("Ana and Ben tied on 22 points, Ben reached the last square first. Who wins?", "Ben"),
        ("Anna et Hugo ont le même score, Hugo est arrivé en dernier. qui gagne", "Anna"),
        ("Kim and Leo tied at 15, Leo reached the end after Kim did. Who's the winner?", "Kim"),
        (
            "Léo et Max sont à égalité avec 30 points chacun. Max a fini le premier. Qui gagne ?",
            "Max",
        ),
    ],
)
def test_tie_break_between_two_named_players(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("Tied score with Jack, he reached the last space after me. Who wins?", "toi"),
        ("égalité avec Paul, moi je suis arrivé au bout après lui. qui gagne ?", "Paul"),
        ("on a le même score Paul et moi, il a atteint la derniere case apres moi", "toi"),
        ("Tied with Jack, I got to the last square second. who wins?", "Jack"),
    ],
)
def test_tie_break_the_one_said_to_arrive_after_loses(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "égalité entre Anna et Hugo, moi je suis arrivé le premier. qui gagne ?",  # the asker besides two named players
        "ya égalité entre Paul et Inès, qui gagne ?",
        "Ana and Ben tied on 20 points. Who wins?",
    ],
)
def test_guard_tie_between_named_players_unclear_asks(question):
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


# --- "Le pion s'arrête sur la dernière case": the last square said in any form, or its mention unread ----------------------


@pytest.mark.parametrize(
    ("question", "buttons"),
    [
        (
            "The last space on the time track is 53. I'm on 50 and my opponent is already on 53. If I move forward to collect "
            "buttons, how many do I get?",
            3,
        ),
        ("je suis en 50, il est en 53 sur la dernière case, combien de boutons si j'avance ?", 3),
        (
            "Moi case 47, lui case 53 qui est la dernière du plateau chrono. J'avance : combien de boutons ?",
            6,
        ),
        (
            "le chrono s'arrete a la case 53 ; je suis en 52, elle en 53. j'avance, ca me rapporte combien ?",
            1,
        ),
        (
            "the track ends at 53. I'm on 50 and my opponent is on 53. how many buttons if I advance?",
            3,
        ),
        (
            "la case 53 est la derniere, je suis en 50, il est en 53, j'avance, combien de boutons ?",
            3,
        ),
    ],
)
def test_last_square_said_in_any_form_stops_the_advance(question, buttons):
    assert decide(question).verdict == buttons


@pytest.mark.parametrize(
    "question",
    [
        "je suis case 30 et lui case 33, la dernière case je sais plus laquelle c'est. combien de boutons si j'avance ?",
        "I'm on 50 and she's on 53, the final one of the board I think. how many buttons if I move forward?",
        "je suis en 50, il est en 53, la piste a 5O cases. combien de boutons si j'avance ?",
        "je suis en 51, j'achète une pièce de 5 temps et le plateau s'arrête à la dernière case. j'arrive sur quelle case ?",
    ],
)
def test_guard_last_square_mentioned_but_not_read_asks(question):
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "The time board ends on square 53. Opponent on 52, me on 52 too but I was there first. Whose turn?",
            "l'adversaire",
        ),
        ("on est tous les deux en 20, mais moi je suis arrivé en premier. à qui ?", "l'adversaire"),
        ("both on 14, he was there first. whose turn?", "toi"),
    ],
)
def test_arrive_on_top_who_was_there_first_read_of_its_own_subject(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Le pion de mon adversaire est déjà sur la dernière case, le mien est à trois cases de la fin. Je touche combien si j'avance ?",
            3,
        ),
        (
            "le mien est 2 cases derrière celui de mon adversaire, j'avance, ça fait combien de boutons ?",
            3,
        ),
        (
            "Zoé est au bout du Chrono, la mienne est à 4 cases de la fin, combien de boutons si j'avance ?",
            4,
        ),
        ("Mine is 6 squares behind Tom's. How many buttons if I move forward?", 7),
    ],
)
def test_advance_buttons_my_pawn_named_le_mien(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Son pion est sur la dernière case, le mien 2 cases avant. J'avance : combien de boutons ?",
            2,
        ),
        ("His pawn is at the end, mine three squares before it. How many buttons if I advance?", 3),
        (
            "Leo's pawn sits on the final space; mine is 3 spaces from the end. Advancing earns me how many buttons?",
            3,
        ),
        (
            "Paul est déjà sur la dernière case, moi une case avant. Combien de boutons en avançant ?",
            1,
        ),
    ],
)
def test_only_squares_travelled_end_left_unsaid_after_a_pawn_on_it(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Son pion est en 20, le mien 2 cases avant. J'avance : combien de boutons ?",  # a distance, not square 2
        "Son pion est sur la dernière case, 2 cases avant. J'avance : combien de boutons ?",  # whose pawn is 2 before?
    ],
)
def test_guard_distance_never_read_as_a_square(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


# --- round 16: who is on top, said by placing one pawn on the other; "tous les 2" is no square ---------------------


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "on est tous les 2 sur la meme case du chrono, j'ai mis mon pion par dessus le sien. qui joue ?",
            "toi",
        ),
        (
            "Hugo et moi on est sur la même case, j'ai posé mon pion sur celui d'Hugo. C'est à qui ?",
            "toi",
        ),
        (
            "nos deux pions sont sur la 20, le pion de Léa est en dessous du mien, à qui de jouer ?",
            "toi",
        ),
        ("We're both on space 14 and I stacked my token on top of Tom's. Whose turn is it?", "toi"),
        ("Léa et moi sommes case 22 ; elle a mis son pion sur le mien. Qui joue ?", "Léa"),
        (
            "Sam and I share a square on the time board, Sam put his pawn on mine. Who goes next?",
            "Sam",
        ),
        ("Meme case que mon adversaire, mon pion est sous le sien. je joue ?", "non"),
        ("Les deux pions sont sur la même case, le mien par dessus. C'est à moi ?", "oui"),
        ("same spot as Lily, her token is on top of mine, is it my turn?", "non"),
    ],
)
def test_a_cheval_le_pion_au_dessus_joue_said_by_placing_one_pawn_on_the_other(
    question: str, verdict: str
) -> None:
    found = decide(question)
    assert (found.verdict, found.rule.id) == (verdict, "arrive-on-top")


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("on est tous les 2 sur la meme case, je suis arrivé en dernier. qui joue ?", "toi"),
        ("on est tous les 2 case 17, paul est arrivé après moi, qui joue ?", "Paul"),
        (
            "nous 2 sur la même case, c'est elle qui est arrivée en dernier, qui joue ?",
            "l'adversaire",
        ),
    ],
)
def test_tous_les_2_counts_the_players_never_a_square(question: str, verdict: str) -> None:
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        # the stacking said both ways, or a square said that is no pawn's
        "on est sur la même case, j'ai mis mon pion sur le sien et il a mis le sien sur le mien. qui joue ?",
        "on est tous les 2 sur la case 20, j'ai mis mon pion par dessus le sien et il est en 25. qui joue ?",
        "same square, I put my token on top of Tom's and Tom put his on mine. who plays?",
    ],
)
def test_guard_stacking_said_both_ways_or_an_unread_square_asks(question: str) -> None:
    assert not isinstance(
        ENGINE.interpret(question), Verdict
    )  # asked back or left to the booklet, never guessed


@pytest.mark.parametrize(
    "question, who",
    [
        ("sam est en 12 et nina en 9 sur le chrono, c a qui de jouer ?", "Nina"),
        ("sur le chrono hugo est en 20, lina en 26, c a qui ?", "Hugo"),
        ("Tom's on 40 and Lea's on 38, who goes next?", "Lea"),
        ("le pion de Marc est case 30, celui de Julie case 33, qui doit jouer ?", "Marc"),
        (
            "Le pion de Léa est case 20, celui de Tom case 20 aussi, Tom est arrivé en dernier. Qui joue ?",
            "Tom",
        ),
    ],
)
def test_furthest_behind_plays_between_two_named_players(question, who):
    assert ENGINE.interpret(question).verdict == who


@pytest.mark.parametrize(
    "question",
    [
        "Sam est en 12 avec 5 boutons et Nina en 9, qui joue ?",  # a count not read
        "Sam est en 12, Nina en 9, Paul en 4, qui joue ?",  # three players
        "Sam et Nina sont tous les deux en 12, qui joue ?",  # who is on top is not said
    ],
)
def test_two_named_players_with_a_fact_unread_ask(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    "question, buttons",
    [
        (
            "Il me reste 2 cases avant la dernière case du Chrono, mon adversaire y est déjà, et il n'y a aucune case marquée entre nous. "
            "Si j'avance, je gagne combien de boutons ?",
            2,
        ),
        (
            "je suis a 2 cases de la derniere case, Zoé y est deja, si j'avance je touche combien de boutons",
            2,
        ),
        (
            "I'm 4 squares from the end and my opponent is already there. How many buttons do I get if I advance?",
            4,
        ),
        (
            "il me reste 5 cases jusqu'à la fin, Tom y est, si j'avance ça me rapporte combien de boutons ?",
            5,
        ),
    ],
)
def test_only_squares_travelled_with_the_opponent_there_at_the_end(question, buttons):
    assert ENGINE.interpret(question).verdict == buttons


# --- round 18: a pawn said to reach the square the other stands on lands on top ("arrive sur la case occupée") ---------


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Marc est sur la case 14. Ma pièce me fait arriver pile sur la 14 moi aussi. Qui joue le tour suivant ?",
            "toi",
        ),
        ("Léa est case 20. Avec ma pièce j'atterris pile sur la 20 aussi. C'est à qui ?", "toi"),
        ("mon adversaire est en 30, je passe en 30 avec ma piece, qui joue ?", "toi"),
        ("Tom is on space 22. My patch takes me exactly to 22. Who plays next?", "toi"),
        (
            "Julie est sur la 14. Moi j'étais en 11 et ma pièce de 3 temps m'amène sur la 14. qui joue ?",
            "toi",
        ),
        ("Sara is on 17 and I land right on her square. Who goes next?", "toi"),
        ("Nina est en 9, j'arrive pile sur sa case. C'est à moi ?", "oui"),
        ("Tom est en 22, ma pièce de 4 temps me fait arriver en 22. Qui joue ?", "toi"),
    ],
)
def test_arrive_on_top_when_reaching_the_occupied_square(question, verdict):
    found = decide(question)
    assert (found.rule.id, found.verdict) == ("arrive-on-top", verdict)


@pytest.mark.parametrize(
    "question",
    [
        "Marc est sur la case 14, Léa est arrivée en dernier. Ma pièce me fait arriver sur la 14 aussi. Qui joue ?",  # on top said of another
        "Sara is on 17 and I land right on her square with 3 buttons. Who goes next?",  # a number not read
        "Tom est en 22 et moi en 25, ma pièce me fait arriver en 22. Qui joue ?",  # a pawn going back
    ],
)
def test_arrive_on_top_with_a_fact_unread_gives_no_verdict(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Après le pion neutre on a dans le sens des aiguilles d'une montre les pièces A, B, C puis D. J'ai le droit d'acheter la D ?",
            "non",
        ),
        (
            "Dans le cercle, juste après le pion neutre il y a la pièce A, puis la B, la C et la D. Je peux prendre la C ?",
            "oui",
        ),
        ("les pieces apres le pion neutre : A, B, C, D, E. je veux la E, c bon ?", "non"),
        (
            "Going clockwise from the neutral token the patches are A, B, C and D. Am I allowed to buy D?",
            "non",
        ),
        ("after the neutral pawn the patches go A, B, C, D, E. can I buy A?", "oui"),
    ],
)
def test_seulement_l_une_des_trois_pieces_a_patch_ranked_by_its_place_in_a_list(question, verdict):
    found = decide(question)
    assert (found.rule.id, found.verdict) == ("three-patches", verdict)


@pytest.mark.parametrize(
    "question",
    [
        "Je peux acheter la pièce D ?",  # a label with no list from the neutral pawn
        "Est-ce que je peux acheter la pièce bleue qui coûte pas cher ?",
        "Can I buy the cheapest patch in the circle?",
        "je peux prendre la pièce en L ?",
        "Avant le pion neutre il y a les pièces A, B puis C. Je peux acheter la C ?",  # a list not said from the neutral pawn
    ],
)
def test_a_patch_singled_out_but_not_ranked_gets_no_general_answer(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "In Patchwork my time token just landed on exactly the same space as Anna's token. Who takes the next turn?",
            "toi",
        ),
        ("je tombe pile sur la même case que Paul. qui rejoue ?", "toi"),
        ("Tom's token lands on the exact space where mine is. Who takes the next turn?", "Tom"),
        ("mon pion arrive exactement sur celui de Marc, est ce que je rejoue ?", "oui"),
        ("On est sur la même case Chrono, j'y suis arrivé en dernier. C'est à qui ?", "toi"),
        ("Mon pion est sur la case 15, celui de Léo sur la 12. Qui a la main ?", "Léo"),
    ],
)
def test_a_egalite_de_case_celui_du_dessus_joue_whoever_asks_who_takes_the_turn(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "il tombe sur celle de Léa, qui joue ?",
    ],
)
def test_another_player_landing_on_a_third_one_gives_no_verdict(
    question,
):  # "il" and Léa: neither is the asker
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "In Patchwork I just bought a patch and my time token is still behind my opponent's. Do I get to go again?",
            "oui",
        ),
        (
            "Je viens de prendre une pièce et mon pion Chrono est toujours derrière celui de Léa. Je rejoue ?",
            "oui",
        ),
        (
            "I bought a patch but my token is still behind my opponent's. Is it still my turn?",
            "oui",
        ),
    ],
)
def test_le_pion_le_plus_en_retard_joue_said_of_the_token_by_any_name(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "Emma finit avec 15 boutons, elle a eu la tuile du carré 7x7 et il lui reste 4 cases vides. Elle a combien au final ?",
            14,
        ),
        (
            "Emma termine avec 15 boutons, elle a la tuile 7x7 et il lui reste 4 cases vides. Combien elle fait ?",
            14,
        ),
        ("Hugo: 20 boutons, pas de tuile spéciale, 3 cases vides. Il a combien de points ?", 14),
        (
            "Sam finished with 18 buttons, got the 7x7 tile and has 2 empty spaces left. What's his final score?",
            21,
        ),
        (
            "Elle finit avec 10 boutons et 5 cases vides, sans la tuile. Elle a combien au final ?",
            0,
        ),
        (
            "fin de partie, il me reste douze boutons, j'ai le bonus 7x7 et deux cases vides. je fais combien ?",
            15,
        ),
        ("Emma finit avec 15 boutons et 4 cases vides, Paul a eu la tuile. Elle a combien ?", 7),
    ],
)
def test_score_final_for_a_named_player_and_the_tile_in_other_words(question, verdict):
    found = decide(question)
    assert (found.rule.id, found.verdict) == ("final-score", verdict)


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "After buying a patch my time token is still behind my opponent's. Do I get to go again?",
            "oui",
        ),
        (
            "J'ai pris une pièce et mon pion est toujours derrière celui de Zoé. Je peux rejouer ?",
            "oui",
        ),
        (
            "I just bought a patch and my time token is still behind Tom's. Do I get another turn?",
            "oui",
        ),
        ("je vien dacheter un patch et suis tjr derriere mon adversaire, je rejoue ?", "oui"),
        ("She bought a patch and her token is still behind mine. Does she go again?", "oui"),
        ("Does my opponent get another turn if his token is still behind mine?", "oui"),
        ("Mon pion reste derrière celui de Paul après mon achat : c'est à Paul de jouer ?", "non"),
        ("Bought a patch, but my token's now ahead of my opponent's. Do I play again?", "non"),
    ],
)
def test_tant_que_ton_pion_reste_en_retard_a_purchase_never_answered_by_the_three_patches(
    question, verdict
):
    found = decide(question)
    assert found.rule.id != "three-patches" and found.verdict == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "On est obligé d'alterner les tours, même si après avoir acheté je suis encore derrière ?",
            "non",
        ),
        ("Must turns alternate even though I'm still behind after buying?", "non"),
        ("Faut-il alterner les tours ?", "non"),
    ],
)
def test_les_tours_ne_s_alternent_pas_forcement_asked_as_alternating(question, verdict):
    assert decide(question).verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Après avoir acheté une pièce je ne suis plus derrière Léo. Je rejoue ?",  # level pawns possible: who is on top?
        "After buying a patch I'm no longer behind Sam. Do I play again?",
        "Je ne suis pas derrière mon adversaire, je rejoue ?",
        "Je suis obligé de prendre une des trois pièces après le pion neutre ?",  # an obligation: advancing is the other action
        "Je ne peux pas prendre la 2e pièce après le pion neutre ?",  # a negated question: "oui" would be unclear
        "Can't I take the second patch after the neutral pawn?",
        "J'ai acheté une pièce et je suis toujours derrière, je dois avancer ?",
        "Si j'achète une pièce, je gagne des boutons ?",
    ],
)
def test_a_negated_place_or_another_question_gets_no_three_patches_verdict(question):
    found = ENGINE.interpret(question)
    assert not (isinstance(found, Verdict) and found.verdict in ("oui", "non"))


# --- round 26: coverage of every rule ------------------------------------------------------------


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Zoé est deja sur la toute derniere case du Chrono, moi il me reste 2 cases avant la fin. Si j'avance, je touche combien de boutons ?",
            2,
        ),
        (
            "Il me reste trois cases avant la fin et Rose est sur la toute dernière. J'avance : combien de boutons ?",
            3,
        ),
        (
            "My opponent is already on the very last space and I'm 1 space before it. If I advance, how many buttons?",
            1,
        ),
    ],
)
def test_only_squares_travelled_very_last_square(question, expected):
    assert decide(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Est-ce que je peux prendre une pièce de tissu puis avancer mon pion pour les boutons dans le même tour ?",
        "je peux acheter une piece de tissu et avancer aussi ?",
        "je peux prendre une pièce et avancer dans le même tour ?",
    ],
)
def test_une_seule_des_deux_actions(question):
    assert decide(question).verdict == "non"


@pytest.mark.parametrize(
    "question, expected",
    [
        ("j'ai acheté une pièce, je dois payer les boutons marqués dessus ?", "oui"),
        ("Je dois payer la pièce que je viens d'acheter ?", "oui"),
        ("Is a patch free once I pick it?", "non"),
    ],
)
def test_payer_les_boutons_de_l_etiquette(question, expected):
    found = decide(question)
    assert (found.verdict, found.rule.id) == (expected, "pay-buttons")


@pytest.mark.parametrize(
    "question",
    [
        "After I take a patch, does the neutral token move next to the patch I took?",
        "Le pion neutre se déplace à côté de la pièce que je viens de prendre ?",
        "le pion neutre va bien à la place de la piece achetée ?",
    ],
)
def test_le_pion_neutre_se_deplace_a_cote_de_la_piece_prise(question):
    found = decide(question)
    assert (found.verdict, found.rule.id) == ("oui", "neutral-pawn-follows")


@pytest.mark.parametrize(
    "question",
    [
        "Je peux poser ma nouvelle pièce en partie par-dessus une pièce déjà posée sur ma couverture ?",
        "je peux poser ma piece un peu par dessus une autre piece ?",
        "Can I lay my patch partly over a patch already sewn on?",
    ],
)
def test_sans_superposition(question):
    assert decide(question).verdict == "non"


@pytest.mark.parametrize(
    "question",
    [
        "g dépassé une case avec une piece de cuir en avançant pour les boutons (pas en achetant), je la prends ?",
        "En avançant pour gagner des boutons je passe une pièce de cuir, je la récupère ?",
        "I moved ahead for buttons and passed a leather patch, do I get it?",
    ],
)
def test_cuir_passe_en_avancant_pour_les_boutons(question):
    assert decide(question).verdict == "oui"


@pytest.mark.parametrize(
    "question",
    [
        "Does the special tile go to the first player who fills a 7x7 square?",
        "Est-ce que la tuile spéciale revient au premier à remplir un carré de 7x7 ?",
        "c'est le premier qui complète un 7x7 qui a la tuile bonus ?",
    ],
)
def test_tuile_au_premier_qui_remplit_un_carre_7x7(question):
    assert decide(question).verdict == "oui"


@pytest.mark.parametrize(
    "question",
    [
        "la piece juste derriere le pion neutre (dans l'autre sens) me plait, je peux la prendre ?",
        "La pièce derrière le pion neutre, je peux l'acheter ?",
        "The patch behind the neutral token, can I take it?",
    ],
)
def test_trois_pieces_pas_derriere_le_pion_neutre(question):
    assert decide(question).verdict == "non"


@pytest.mark.parametrize(
    "question",
    [
        "Quand j'avance pour les boutons, je me place juste devant le pion de l'adversaire ?",
        "Si j'avance pour les boutons, je me mets juste devant le pion adverse ?",
        "When I advance for buttons, do I go just ahead of my opponent's pawn?",
    ],
)
def test_avancer_juste_devant_le_pion_adverse(question):
    assert decide(question).verdict == "oui"


def no_verdict(question: str) -> bool:
    """No yes/no, number or name given: None, a question asked back, or a Verdict with no verdict."""
    found = ENGINE.interpret(question)
    return found is None or isinstance(found, MissingSituation) or found.verdict is None


@pytest.mark.parametrize(
    "question",
    [
        "Égalité à 20 avec Hugo, mais Hugo n'est pas arrivé le premier sur la dernière case. Qui gagne ?",
        "Tie at 15 with Emma, she didn't reach the last space first. Who wins?",
        "On a le même score avec Léa, elle n'est jamais arrivée avant moi sur la dernière case, qui gagne ?",
    ],
)
def test_egalite_ordre_d_arrivee_dit_avec_une_negation(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Je m'arrête juste avant une case cuir, je prends la pièce de cuir ?",
        "I stop one square before the leather patch square. Do I get the leather patch?",
        "Mon pion s'arrête juste avant la case marquée, je touche les revenus ?",
    ],
)
def test_case_marquee_que_ton_pion_atteint_ou_depasse_pas_avant(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Je suis case 10, Paul case 15, si Paul avance il touche combien de boutons ?",
        "I'm on 10 and my opponent is on 15. If my opponent advances, how many buttons does he get?",
    ],
)
def test_avancer_boutons_d_un_autre_joueur(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Je suis case 15, Paul case 10. Si j'avance, je touche combien de boutons ?",
        "I'm on 20 and my opponent is on 12. How many buttons do I get if I advance?",
    ],
)
def test_combien_de_boutons_n_est_pas_repondu_par_un_nom(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Fin de partie : 12 boutons et 4 cases vides mais je ne sais plus si j'ai la tuile. Mon score ?",
        "Final: 12 buttons, 4 empty squares, I lost the 7x7 tile to Sam. My score?",
    ],
)
def test_tuile_speciale_douteuse_ou_perdue(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "J'ai 5 boutons et je suis case 10, Paul 15. J'avance, j'ai combien de boutons après ?",
        "I have 4 buttons, I'm on 3 and my opponent on 9. If I advance how many buttons will I have?",
    ],
)
def test_boutons_possedes_non_lus_dans_l_avance(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Fin de partie : 15 boutons, 2 cases vides, pas de tuile. Je perds combien de points avec les cases vides ?",
            -4,
        ),
        (
            "End of game: 20 buttons, 3 empty squares, no tile. How many points do the empty squares cost me?",
            -6,
        ),
    ],
)
def test_moins_2_points_par_case_vide_demande_avec_les_boutons(question, expected):
    assert decide(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "J'ai 3 boutons, la pièce coûte 5, mais je passe une case bouton juste après. Je peux l'acheter ?",
        "Fin de partie : 15 boutons, 2 cases vides, pas de tuile, et 3 boutons de revenus au dernier tour. Mon score ?",
    ],
)
def test_case_marquee_dite_en_passant_ne_repond_pas_a_l_achat_ni_au_score(question):
    assert getattr(ENGINE.interpret(question), "verdict", None) != "oui"


# --- round 28: red-team holes closed ------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "Je suis case 10, Paul case 15, j'ai 3 boutons. Je peux acheter une pièce à 4 boutons et 1 temps ?",
        "I'm on 8 and Tom on 12. Can I buy a patch costing 2 buttons and 3 time?",
        "Je suis case 5, est-ce que je peux prendre une pièce de 2 temps ?",
    ],
)
def test_avancer_son_pion_chrono_du_nombre_de_cases_indique_never_answers_a_yes_no(question):
    found = ENGINE.interpret(question)
    assert not (isinstance(found, Verdict) and isinstance(found.verdict, int))


@pytest.mark.parametrize(
    "question",
    [
        "Je suis case 10 et Paul case 15. Si j'avance, c'est encore à moi après ?",
        "Je suis case 10, Paul case 15. Si j'avance, c'est à qui après ?",
        "Moi case 6, Léa case 9 : quand j'aurai acheté une pièce, qui joue ?",
    ],
)
def test_le_pion_le_plus_en_retard_joue_after_a_move_whose_length_is_not_said(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Fin : 12 boutons, 3 cases vides, la tuile 7x7 je ne l'ai pas eue. Score ?",
        "End: 12 buttons, 3 empty squares, the 7x7 tile wasn't mine. Score?",
        "End of game: 12 buttons, 3 empty spaces, I almost got the 7x7 tile. Score?",
        "Fin de partie : 10 boutons, 2 cases vides, j'ai failli avoir la tuile. Mon score ?",
        "Fin de partie : moi 12 boutons, 3 cases vides, la tuile je l'ai pas eue ; Paul 10 boutons, 0 case vide. Qui gagne ?",
        "End: me 12 buttons, 3 empty squares, I almost got the tile; Paul 10 buttons, 0 empty squares. Who wins?",
    ],
)
def test_ajoute_7_si_tu_as_la_tuile_speciale_a_denial_or_doubt_not_read(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Fin de partie : j'ai 12 boutons, Paul a 3 cases vides, moi aucune, j'ai la tuile. Mon score ?",
        "Fin de partie : j'ai 12 boutons, mon adversaire a 3 cases vides. Mon score ?",
        "End: Paul has 12 buttons, I have 3 empty squares, no tile. My score?",
    ],
)
def test_compte_tes_boutons_restants_counts_split_between_players(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Fin : égalité 25 points, Paul est arrivé le premier au bout. J'ai gagné ?",
        "Final: tied on 25, Paul reached the end first. Did I win?",
        "Je suis case 20, Paul case 12. C'est Paul qui joue ?",
    ],
)
def test_a_yes_no_question_is_never_answered_by_a_name(question):
    found = ENGINE.interpret(question)
    assert not (
        isinstance(found, Verdict)
        and isinstance(found.verdict, str)
        and found.verdict not in ("oui", "non")
    )


@pytest.mark.parametrize(
    "question",
    [
        "On a rempli un carré 7x7 tous les deux, je prends la tuile ?",
        "We both filled a 7x7 square. Do I get the bonus tile?",
    ],
)
def test_le_premier_joueur_qui_remplit_both_filled_no_order_said(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "I have 6 buttons. Can I buy a patch that costs 5 buttons and 4 time if it's the fourth one after the neutral pawn?",
            "non",
        ),
        ("J'ai 6 boutons, je peux acheter la 5e pièce après le pion neutre, elle coûte 5 ?", "non"),
        ("J'ai 6 boutons, je peux acheter la 2e pièce après le pion neutre qui coûte 5 ?", "oui"),
    ],
)
def test_seulement_l_une_des_trois_pieces_with_the_price_said(question, expected):
    assert decide(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Je suis case 10, Paul case 15. Paul va acheter une pièce. C'est à moi après ?",
        "I'm on 10, Tom on 15. Tom is going to buy a patch, whose turn after that?",
    ],
)
def test_le_pion_le_plus_en_retard_joue_a_move_announced_without_its_length(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Je peux prendre la quatrième pièce après le pion neutre si j'ai assez de boutons pour la payer ?",
        "Can I buy the fourth patch after the neutral pawn if I have enough buttons to pay for it?",
    ],
)
def test_seulement_l_une_des_trois_pieces_enough_buttons_do_not_make_the_fourth_patch_allowed(
    question,
):
    assert getattr(ENGINE.interpret(question), "verdict", None) != "oui"


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "J'achète une pièce qui coûte 3 de temps, mon pion passe de la case 10 à la 13 où il y a déjà celui de Chloé. Qui joue ensuite ?",
            "toi",
        ),
        (
            "I bought a 3-time patch and my pawn went from 10 to 13, where Tom's pawn already is. Who plays next?",
            "toi",
        ),
        (
            "Mon pion passe de la 10 à la 13, où est déjà le pion de Chloé. C'est encore à moi ?",
            "oui",
        ),
        ("Chloé passe de 10 à 13 où se trouve déjà mon pion. Qui joue ?", "Chloé"),
    ],
)
def test_si_tu_arrives_sur_la_case_occupee_a_move_said_by_both_its_ends(question, expected):
    assert decide(question).verdict == expected


@pytest.mark.parametrize(
    "question, expected",
    [
        ("My token goes from space 10 to space 13, Tom is on 12. Whose turn?", "Tom"),
        (
            "Je passe de la case 10 à la 15 avec une pièce de 5 temps, Léa est en 17. Qui joue ?",
            "toi",
        ),
        ("I move from 20 to 23 and my opponent is on 22. Is it still my turn?", "non"),
    ],
)
def test_le_pion_le_plus_en_retard_joue_a_move_said_by_both_its_ends(question, expected):
    assert decide(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "J'achète une pièce de 4 temps, mon pion passe de la case 10 à la 13 où il y a déjà celui de Chloé. Qui joue ensuite ?",
        "Je passe de 10 à 13, puis Léa arrive aussi en 13. Qui joue ?",
        "Sara moves from 10 to 13, Tom is on 12. Whose turn?",
        "Je passe de la case 10 à la 15 avec une pièce de 3 temps, Léa est en 17. Qui joue ?",
        "Je passe de 13 à 10 où est Léa. Qui joue ?",
    ],
)
def test_le_pion_le_plus_en_retard_joue_a_span_not_read_whole(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Je viens d'acheter une pièce et, après avoir avancé, mon pion est encore deux cases derrière celui de Léa. Je rejoue ?",
            "oui",
        ),
        (
            "I just bought a patch and after moving my token is still three spaces behind Karim's. Is it still my turn?",
            "oui",
        ),
        (
            "Après mon achat, mon pion est encore 4 cases devant celui de Karim. C'est encore à moi de jouer ?",
            "non",
        ),
        (
            "Karim est encore trois cases derrière moi après son achat. C'est à lui de jouer ?",
            "oui",
        ),
        ("Le pion de Sophie est deux cases derrière le mien, qui joue ?", "Sophie"),
    ],
)
def test_plusieurs_tours_de_suite_pawns_said_some_squares_apart(question, expected):
    assert decide(question).verdict == expected


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Je suis 2 cases derrière Tom et j'achète une pièce qui coûte 3 de temps. C'est encore à moi ?",
            "non",
        ),
        ("I'm 2 spaces behind Tom and I buy a patch costing 2 time. Who plays next?", "toi"),
        (
            "J'achète une pièce de 3 temps et je suis encore 2 cases derrière Tom, je rejoue ?",
            "oui",
        ),
    ],
)
def test_le_pion_le_plus_en_retard_joue_a_gap_said_before_the_move_is_moved(question, expected):
    assert decide(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Je suis derrière Tom et j'achète une pièce de 5 temps. Je rejoue ?",  # behind by how much? the move may pass him
        "Je ne suis pas trois cases derrière Karim, je rejoue ?",
        "I'm not 2 squares behind Tom, do I go again?",
    ],
)
def test_le_pion_le_plus_en_retard_joue_a_place_not_read_whole(question):
    assert no_verdict(question)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "jsuis arrivé pile sur la case du chrono ou était deja le pion de Max, donc j'ai mis le mien par dessus. c'est a qui de jouer maintenant ?",
            "toi",
        ),
        ("Je tombe sur la case du plateau chrono où se trouvait le pion de Léa. Qui joue ?", "toi"),
        ("I landed on the space on the time track where Max's pawn was. Whose turn is it?", "toi"),
        (
            "Hugo got to the space of the timer board where I was sitting. Whose turn is it now?",
            "Hugo",
        ),
        ("Max est arrivé sur la case du chrono où je me trouvais. Qui joue ?", "Max"),
        ("Je suis arrivé sur la case de la piste où était déjà Hugo. Qui joue maintenant ?", "toi"),
        (
            "I'm on the same space of the time board as Max but he got there after me. Whose turn?",
            "Max",
        ),
    ],
)
def test_a_case_egale_celui_du_dessus_the_square_named_with_its_track_and_in_the_past(
    question, expected
):
    assert decide(question).verdict == expected


@pytest.mark.parametrize(
    "question, expected",
    [
        ("jsuis tombé sur la case où se trouvait le pion de Tom. c'est moi qui rejoue ?", "oui"),
        ("Tom est tombé sur la case où j'étais. C'est moi qui rejoue ?", "non"),
        ("Tom est tombé sur la case où j'étais. C'est Tom qui rejoue ?", "oui"),
        ("Je suis 2 cases derrière Paul. C'est Paul qui rejoue ?", "non"),
    ],
)
def test_plusieurs_tours_de_suite_who_plays_again_said_with_c_est_x_qui(question, expected):
    assert decide(question).verdict == expected


# Read right by the shared reader where the old text readers gave no verdict: each is what the
# booklet says of the situation stated.
@pytest.mark.parametrize(
    "question, verdict",
    [
        # 12 + 4 is 16, the opponent's square: the one arriving there is on top and plays
        ("moi 12 lui 16, j'achète une pièce de 4 temps donc je tombe sur la 16, qui joue ?", "toi"),
        # after both moves, 23 against 25: the pawn furthest behind plays
        (
            "Moi case 20, Nina case 22. J'achète une pièce, je passe en 23 et Nina passe en 25. Qui joue ?",
            "toi",
        ),
        # the number of patches counts for nothing in the score: 18 - 8 against 12 - 4
        (
            "Final count - me: 18 buttons, 4 empty squares. Hugo: 12 buttons, 2 empty squares, 3 patches. Who wins?",
            "toi",
        ),
        ("I land right behind Leo. who plays?", "toi"),  # behind him: furthest behind plays
        ("je tombe juste derrière Léo, qui joue ?", "toi"),
        ("je suis en 50, il est en 53 au bout du truc, combien de boutons si j'avance ?", 3),
        ("Tom is on 30, mine 4 squares behind. How many buttons if I advance?", 5),
        # advancing goes just ahead of the other pawn: then it is the other's turn
        ("I'm on 10 and Paul on 15. If I advance, is it still my turn?", "non"),
        # whoever lands on the other's square is on top and plays, whoever asks
        ("Marc atterrit sur la case de Léa, qui joue ?", "Marc"),
        ("Marc lands on Lea's space. Who goes next?", "Marc"),
    ],
)
def test_the_shared_reader_reads_what_the_old_readers_left(question, verdict):
    assert decide(question).verdict == verdict
