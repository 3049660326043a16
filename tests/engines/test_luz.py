"""Luz engine: bets, following the led colour, final ranking, interpret(), properties."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.engines.base import InvalidSituation, MissingSituation, Verdict
from arbitre.engines.luz import ENGINE
from arbitre.engines.luz.play import Bet, Standing, may_play, winner

CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "luz" / "rules.md"


# Phrasings the old text readers decided that the shared reader does not read yet: it gives no
# verdict or asks back instead (never another verdict). Strict: once one is read, its test passes
# and this mark fails, so the entry is removed (tests/engines/conftest.py).
NOT_YET_READ = frozenset(
    [
        "Avec la bille sécurité, si mon pari est raté, je perds quand même 5 points par pli d'écart ?",
        "Bleu demandé, je n'ai même pas un bleu. Je suis obligé de jouer du bleu ?",
        "Blue was led and I have blue cards. Do I have to follow suit?",
        "Ex aequo à 38 entre Léo, Mia et moi ; dernière manche Léo 5, Mia 9, moi 7. Qui gagne ?",
        "How many tricks are there in each hand?",
        "Le pli est en bleu et j'ai plus de bleu, je joue quoi ?",
        "Léa et Tom sont à 40 après la 4e donne, et ils ont fait 10 chacun à la dernière. Léa est la première joueuse. Qui gagne ?",
        "On est 3 : Léo, Mia et moi. Léo 40, Mia 38, moi 40 après la 4e donne, et Léo a marqué 12 à la dernière donne contre 8 pour moi. Qui gagne ?",
        "Pari 2 (2 billes) avec la sécurité, j'ai remporté 3 plis, mon pari est réussi ?",
        "Peut-on jouer n'importe quelle carte quand on n'a pas la couleur demandée ?",
        "Pile et Face sont à 30. Qui gagne ?",
        "The first card played was blue, I hold a blue. Must I play my blue?",
        "The trick is yellow and I'm out of yellow. Can I play a red?",
        "Tied between Kim and Lou, same points in the final round. Clockwise starting from the first player: Raj, Lou, Kim. Who takes it?",
        "Tied on total with Max and tied on the last hand too. Max c'est le premier joueur. Who wins?",
        "Tied with Sam, and the same in the last hand. He's the first player. Who wins?",
        "Tom and I are tied overall and on the last deal too. Tom is the first player. Who wins?",
        "Tom is the first player and Ana has 30, Tom 28. Who wins?",
        "What if I don't have any card of the suit that was led?",
        "Zoé, Max, Léo et Inès jouent dans cet ordre, Zoé est la première joueuse. Égalité entre Léo et Inès, même score à la dernière donne. Qui gagne ?",
        "after hand 4, Tom and Eva finish level, they also scored the same in the final round, and Tom is closest to the first player. who takes it?",
        "blue trick, I don't have any, may I play red?",
        "c a moi dentamer le pli, je joue ce que je veux ?",
        "c'est du jaune le pli, et moi j'ai zéro jaune, je balance un vert ?",
        "cest a moi dentamer, je dois suivre une couleur ?",
        "et si j'ai pas la couleur demandée ?",
        "je suis à sec en bleu et le pli est bleu, je peux jouer un jaune ?",
        "le premier a joué du bleu et j'ai un vert et un bleu, je peux jouer du vert ?",
        "pli entame en rouge, j'ai plus de rouge, je lache un bleu ca passe ?",
        "so who's the winner of our game?",
        "vert entamé, j'ai pas de vert, faut-il quand même jouer du vert ?",
    ]
)


def test_every_rule_quote_is_in_the_corpus():
    if not CORPUS.exists():
        pytest.skip("corpus/luz/rules.md not written yet")
    text = " ".join(CORPUS.read_text(encoding="utf-8").split())
    assert [r.id for r in ENGINE.rules if " ".join(r.quote.split()) not in text] == []


def test_sans_bille_securite_le_pari_est_reussi_avec_exactement_autant_de_plis():
    assert Bet(3, False, 3).succeeded() and not Bet(3, False, 4).succeeded()


def test_avec_bille_securite_le_pari_est_reussi_avec_n_ou_un_pli_supplementaire():
    assert (
        Bet(2, True, 2).succeeded()
        and Bet(2, True, 3).succeeded()
        and not Bet(2, True, 1).succeeded()
    )


def test_perdez_cinq_points_par_pli_de_difference_avec_les_billes_pari_securite_ou_non():
    assert Bet(4, False, 1).penalty() == -15
    assert Bet(2, True, 4).penalty() == -10  # counted from the Pari marbles, not N + 1


def test_si_vous_avez_au_moins_une_carte_de_la_couleur_demandee_vous_devez_la_jouer():
    assert may_play("bleu", True, "rouge").verdict == "non"
    assert may_play("bleu", True, "bleu").verdict == "oui"


def test_sans_la_couleur_demandee_vous_pouvez_jouer_n_importe_quelle_carte():
    assert may_play("bleu", False, "rouge").verdict == "oui"


def test_egalite_plus_de_points_a_la_derniere_donne_puis_plus_proche_du_premier_joueur():
    assert winner([Standing("Ana", 40, 12, 2), Standing("Bo", 40, 8, 0)]).verdict == "Ana"
    assert winner([Standing("Ana", 40, 8, 2), Standing("Bo", 40, 8, 1)]).verdict == "Bo"
    assert winner([Standing("Ana", 41, 0, 2), Standing("Bo", 40, 8, 0)]).verdict == "Ana"


def test_le_tableau_des_points_d_un_pari_reussi_manque():
    verdict = ENGINE.check({"bet": 3, "safety": False, "tricks": 3}, {"type": "score_bet"})
    assert verdict.verdict is None and verdict.ambiguous
    assert (
        verdict.explanation.startswith("Le pari")
        and "ne contient pas le tableau" in verdict.explanation
    )


def test_check_reads_the_documented_states():
    assert (
        ENGINE.check({"bet": 3, "safety": False, "tricks": 4}, {"type": "score_bet"}).verdict == -5
    )
    assert (
        ENGINE.check(
            {"led_colour": "bleu", "hand": ["bleu", "rouge"]}, {"type": "play", "colour": "rouge"}
        ).verdict
        == "non"
    )
    with pytest.raises(InvalidSituation):
        ENGINE.check({"led_colour": "bleu", "hand": ["bleu"]}, {"type": "play", "colour": "vert"})
    with pytest.raises(InvalidSituation):
        ENGINE.check({"bet": -1, "tricks": 2}, {"type": "score_bet"})


@pytest.mark.parametrize(
    "question,expected",
    [
        ("J'ai parié 3 sans bille sécurité et j'ai fait 4 plis, c'est réussi ?", "non"),
        ("avec la sécurité, pari de 2, j'ai fait 3 plis", "oui"),
        ("pari 4, 1 pli, combien je perds ?", -15),
        ("le premier joueur a joué du bleu, j'ai du bleu, je peux jouer du rouge ?", "non"),
        ("je n'ai pas de la couleur demandée, je peux jouer ce que je veux ?", "oui"),
        ("I bet two with the safety marble and won three tricks, did my bet succeed?", "oui"),
        ("Peut-on prendre deux billes sécurité ?", "non"),
        # the end of the last hand said first: the totals follow, the last hand's points after
        (
            "fin 4e donne, lea et moi a egalite en tete a 30. elle a fait 12 pts a la derniere "
            "donne, moi 8. ki gagne?",
            "lea",
        ),
        (
            "End of last round: Kate and I are tied on 41. In the last round she scored 9 and I "
            "scored 14. Who wins?",
            "toi",
        ),
    ],
)
def test_interpret_decides(question, expected):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == expected


def test_interpret_says_the_success_table_is_missing():
    answer = ENGINE.interpret("combien de points pour un pari réussi ?")
    assert (
        answer.verdict is None
        and answer.ambiguous
        and "ne contient pas le tableau" in answer.explanation
    )


def test_interpret_names_the_off_colour_ambiguity():
    answer = ENGINE.interpret("Une carte d'une autre couleur peut-elle remporter le pli ?")
    assert answer.ambiguous and answer.verdict is None


@pytest.mark.parametrize(
    "question",
    [
        "J'ai fait 3 plis, c'est réussi ?",
        "le premier joueur a joué du bleu, je peux jouer du rouge ?",
    ],
)
def test_interpret_asks_for_a_missing_situation(question):
    assert isinstance(ENGINE.interpret(question), MissingSituation)


@pytest.mark.parametrize(
    "question", ["Comment se déroule une donne ?", "C'est quoi le principe de Luz ?"]
)
def test_interpret_leaves_general_questions_to_retrieval(question):
    assert ENGINE.interpret(question) is None


bets = st.builds(Bet, st.integers(0, 10), st.booleans(), st.integers(0, 10))


@settings(max_examples=200, deadline=None)
@given(bets)
def test_a_failed_bet_always_loses_a_multiple_of_5(bet):
    if not bet.succeeded():
        assert bet.penalty() < 0 and bet.penalty() % 5 == 0


@settings(max_examples=200, deadline=None)
@given(bets)
def test_a_bet_is_never_both_won_and_lost(bet):
    assert bet.succeeded() != (bet.penalty() < 0)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["bleu", "rouge", "vert"]),
    st.lists(st.sampled_from(["bleu", "rouge", "vert", "jaune"]), min_size=1, max_size=10),
    st.data(),
)
def test_following_is_required_iff_the_hand_holds_the_led_colour(led, hand, data):
    colour = data.draw(st.sampled_from(hand))
    legal = (
        ENGINE.check({"led_colour": led, "hand": hand}, {"type": "play", "colour": colour}).verdict
        == "oui"
    )
    assert legal == (led not in hand or colour == led)


# Held-out wrong verdicts, fixed: the bet is not read as tricks, who-answers are names.
@pytest.mark.parametrize(
    "question,expected",
    [
        ("j'avais parié 3 plis sans bille sécurité et j'en ai fait 4, mon pari est bon ?", "non"),
        ("j'avais parié 3 plis sans bille sécurité et j'en ai fait 4, mon pari est raté ?", "oui"),
        (
            "Après la 4e donne Alice et Bob sont à égalité à 30 points. Alice a fait 8 points sur la dernière donne, Bob 12. Qui l'emporte ?",
            "Bob",
        ),
        (
            "pari de 4 sans securite, j'ai gagné qu'un seul pli... je marque combien sur cette donne ?",
            -15,
        ),
        ("on est obligé de fournir la couleur demandée quand on en a une en main ?", "oui"),
        ("Can I take two Security marbles with my bet?", "non"),
    ],
)
def test_interpret_heldout_categories(question, expected):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == expected


# New phrasings, written apart from the held-out set, to check generalisation.
@pytest.mark.parametrize(
    "question,expected",
    [
        ("I bet 2 tricks without the Safety marble and took 3, is my bet lost?", "oui"),
        ("pari de 3 avec la sécurité, j'ai fait que 4 plis, c'est raté ?", "non"),
        ("j'ai misé 2 sans sécurité et je n'ai fait aucun pli, je perds combien ?", -10),
        ("Is it allowed to take more than one Security marble?", "non"),
        ("doit-on fournir la couleur demandée si on en a ?", "oui"),
        ("Fin de partie : Chloé a 42 points, Marc 38. Qui gagne ?", "Chloé"),
    ],
)
def test_interpret_generalises(question, expected):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "mon pari il est réussi ou pas ?",
        "combien je perds sur cette donne ?",
        "Chloé et Marc finissent à égalité à 40. Qui gagne ?",
    ],
)
def test_interpret_asks_when_the_numbers_are_not_said(question):
    assert isinstance(ENGINE.interpret(question), MissingSituation)


@pytest.mark.parametrize(
    "question", ["en cas d'égalité qui gagne ?", "Pile et Face sont à 30. Qui gagne ?"]
)
def test_who_wins_is_never_answered_with_a_rule_sentence_or_a_common_word(question):
    assert ENGINE.interpret(question) is None


@pytest.mark.parametrize(
    "question,verdict",
    [
        # holding the led colour, throwing another one
        (
            "La couleur demandée est le vert, j'ai encore un vert mais je veux lâcher un jaune, c'est permis ?",
            "non",
        ),
        # a tie question with nobody named: the rule's who-description
        (
            "Si on est à égalité au total et encore à égalité sur la dernière donne, qui l'emporte ?",
            "le joueur le plus proche du premier joueur (ou le premier joueur)",
        ),
        # a tie with a named player placed first
        (
            "Égalité finale entre Nina et moi, même score à la dernière manche, Nina est le premier joueur. Qui gagne ?",
            "Nina",
        ),
        # the penalty is the same with or without Sécurité
        (
            "Avec la bille sécurité, si mon pari est raté, je perds quand même 5 points par pli d'écart ?",
            "oui",
        ),
        ("La bille sécurité me protège-t-elle de la pénalité si je rate mon pari ?", "non"),
    ],
)
def test_interpret_reads_follow_tie_and_penalty_phrasings(question, verdict):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Égalité entre Nina et moi, même score à la dernière manche. Qui gagne ?",  # who is first not said
        "qui a remporté ce pli ?",  # the cards are not said
    ],
)
def test_interpret_asks_when_the_situation_is_not_told(question):
    assert isinstance(ENGINE.interpret(question), MissingSituation)


@pytest.mark.parametrize(
    "question, verdict",
    [
        # following suit with a count of led cards held
        (
            "Léo a joué du rouge et j'ai trois rouges en main, je peux jouer un vert à la place ?",
            "non",
        ),
        # tie on total broken by a comparison of last-hand points, in words
        (
            "Après la 4e donne, Léa et Hugo sont à égalité en tête avec 35. Hugo a fait moins que Léa à la dernière donne. Qui gagne ?",
            "Léa",
        ),
        (
            "Game over: Sam and Eva tied on top, and the same points in the last hand as well. Eva was the first player. Who wins?",
            "Eva",
        ),
    ],
)
def test_interpret_third_blind_categories(question, verdict):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == verdict


# Fourth round (final blind set): reading by category, each with new phrasings.
def _verdict(question):
    answer = ENGINE.interpret(question)
    return (
        answer.verdict if isinstance(answer, Verdict) else type(answer).__name__ if answer else None
    )


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Le pli est entamé en rouge, j'ai un rouge et un vert dans la main. Je peux balancer le vert ?",
            "non",
        ),
        ("Bleu demandé, j'ai encore du bleu. Je peux poser ma carte jaune ?", "non"),
        ("Red was led and I hold a red and a blue. Can I throw the blue one?", "non"),
        ("entame en vert, il me reste un vert et un rouge, je peux jouer mon rouge ?", "non"),
        ("entame en vert, il me reste un vert et un rouge, je peux jouer le vert ?", "oui"),
        ("The lead was yellow, I have no yellow at all, can I dump my green?", "oui"),
        ("le premier a joué du bleu et j'ai un vert et un bleu, je peux jouer du vert ?", "non"),
    ],
)
def test_the_card_meant_with_an_article_or_possessive_and_the_led_colour_anywhere_in_the_hand(
    question, verdict
):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Est-ce que Paul a le droit de jouer son jaune sur ce pli ?", "MissingSituation"),
        ("can I play my blue card on this trick?", "MissingSituation"),
        ("je peux poser mon rouge là maintenant ?", "MissingSituation"),
        # a colour named that the reader does not place: no guess
        (
            "Le pli est entamé en rouge, j'ai du rouge et du vert, qu'est-ce que je joue avec le vert ?",
            None,
        ),
    ],
)
def test_a_play_question_without_the_led_colour_is_asked_back(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "After round 4 Claire and Max are tied for the lead and both scored the same in the last round. Claire was the first player. Who wins?",
            "Claire",
        ),
        (
            "À la fin de la donne 4, Lina et Max sont à égalité, même score à la dernière donne, Max est le premier joueur. Qui gagne ?",
            "Max",
        ),
        (
            "after hand 4, Tom and Eva finish level, they also scored the same in the final round, and Tom is closest to the first player. who takes it?",
            "Tom",
        ),
        (
            "Après 4 donnes, Alice a 40 et Bob 40. Alice a fait 5 à la dernière donne et Bob 9. Qui gagne ?",
            "Bob",
        ),
        (
            "Fin de partie : Sara et Hugo à 38, tous les deux 10 à la dernière donne, Sara est la première joueuse. Qui gagne ?",
            "Sara",
        ),
    ],
)
def test_who_wins_with_names_a_tie_and_a_round_number_that_is_not_a_score(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("J'ai le droit de jeter un oeil à la valeur de ma carte juste avant de la jouer ?", "non"),
        ("Can I sneak a glance at my card's value before I put it down?", "non"),
        ("je peux mater la valeur de ma carte avant de la poser ?", "non"),
        ("Is it ok to take a quick look at the number on my card before playing it?", "non"),
        (
            "On peut voir la valeur des cartes des autres joueurs ?",
            None,
        ),  # that is the game: not refused
    ],
)
def test_lorsque_vous_jouez_une_carte_ne_verifiez_pas_sa_valeur_au_prealable_in_other_words(
    question, verdict
):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("who won the game in the end?", "MissingSituation"),
        ("Du coup qui a gagné la partie ?", "MissingSituation"),
        ("so who's the winner of our game?", "MissingSituation"),
        ("en cas d'égalité qui gagne ?", None),
    ],
)
def test_who_won_a_concrete_game_with_no_scores_is_asked_back(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("J'avais 20 points, j'ai parié 3 et fait 2 plis, j'ai combien maintenant ?", None),
        ("Marie a parié 2 et fait 3 plis, Tom a parié 1 et fait 1 pli. Combien perd Marie ?", None),
        (
            "Lors de la 3e donne j'ai parié 4 sans sécurité et fait 1 pli, je perds combien ?",
            -15,
        ),  # an ordinal is no fact
    ],
)
def test_guard_a_bet_question_with_numbers_not_read_gets_no_verdict(question, verdict):
    assert _verdict(question) == verdict


# Fifth round (blind set 5): reading by category, each with new phrasings written apart from the failing questions.


# "The led colour said with another verb (lancé, commencé, démarré, attaqué, started / opened the trick with)
# or as the trick's colour, the hand void of it said as "plus aucune", "n'a pas", "no … left""
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Le pli a démarré en bleu, je n'ai plus aucune bleue, je peux mettre une rouge ?", "oui"),
        ("pli attaque en rouge, j ai encore 2 rouges, je peux lacher une bleue ?", "non"),
        (
            "They started the trick with green and I've got no greens left. Can I throw a red one?",
            "oui",
        ),
        ("Trick opened with yellow, I still have a yellow. May I play my blue?", "non"),
        ("Le pli est en vert, je n'ai pas de vert : je pose mon jaune, c'est ok ?", "oui"),
        ("Le premier joueur a posé un violet. J'ai pas de violet. Je fais ce que je veux ?", "oui"),
        ("Peut-on jouer n'importe quelle carte quand on n'a pas la couleur demandée ?", "oui"),
    ],
)
def test_led_colour_said_with_another_verb_and_void_said_as_none_left(question, verdict):
    assert _verdict(question) == verdict


# "Si vous avez au moins une carte de la couleur demandée en main, vous devez la jouer": an obligation asked
# ("suis-je obligé", "must I", "do I have to") is answered as an obligation, not as a permission.
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("bleu demandé, j'ai pas de bleu mais du rouge, je suis obligé de jouer le rouge ?", "non"),
        ("Red was led and I have no red. Must I play my blue?", "non"),
        ("Red was led, I have a red and a blue. Do I have to play my red?", "oui"),
        ("Red was led, I have a red and a blue. Do I have to play my blue?", "non"),
        ("vert entamé, j'ai pas de vert, faut-il quand même jouer du vert ?", "non"),
        ("Blue was led and I have blue cards. Do I have to follow suit?", "oui"),
    ],
)
def test_an_obligation_asked_is_answered_as_an_obligation(question, verdict):
    assert _verdict(question) == verdict


# "Lorsque vous jouez une carte…": playing "this card" with no trick or hand stated is asked back.
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Do I have to play this card?", "MissingSituation"),
        ("Dois-je poser celle-ci ?", "MissingSituation"),
        ("j'ai le droit de jouer cette carte maintenant ?", "MissingSituation"),
        ("can I put that card down now?", "MissingSituation"),
        (
            "est-ce que je peux regarder ma carte avant de la jouer ?",
            "non",
        ),  # peeking, not which card to play: the no-peek rule
        ("Est-ce qu'on est obligé de jouer une carte à chaque pli ?", None),  # a general question
    ],
)
def test_playing_this_card_with_no_trick_stated_is_asked_back(question, verdict):
    assert _verdict(question) == verdict


# "Perdez cinq points par pli de différence": English bid verbs and trick verbs ("bid", "called", "bet was",
# "taking", "winning"), with the amount asked in words ("what's my penalty?").
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "I bid 3 without the safety marble and ended up winning 1 trick. How many points do I lose?",
            -10,
        ),
        ("I called 3 tricks and made 2, how many points do I lose?", -5),
        ("Bet was 0, I won 2 tricks. How many points do I lose?", -10),
        ("I bet 3 without safety and only won 1 trick, what's my penalty?", -10),
        ("Mon pari est de 3 avec la sécurité et j'ai fait 4 plis. Mon pari est réussi ?", "oui"),
    ],
)
def test_english_bid_verbs_and_trick_verbs_in_ing(question, verdict):
    assert _verdict(question) == verdict


# A yes/no question about points ("je perds des points ?", "does it score?") gets oui/non, never a number.
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("j'ai parié 3 et fait 4 plis sans sécurité, je perds des points ?", "oui"),
        ("I bet 2 with no safety and took 3 tricks, does it score?", "non"),
        ("I bet 2 without the safety marble and took 3 tricks, do I lose points?", "oui"),
        ("j'ai parié 3 et fait 3 plis, je perds des points ?", "non"),  # Sécurité or not: a success
        (
            "j'ai parié 3 et fait 4 plis, sans la sécu, mon pari est perdu ?",
            "oui",
        ),  # the bet lost, not points
        # Sécurité unsaid and deciding (3 bet, 4 tricks: a success with it only): asked, not assumed
        ("j'ai parié 3 et fait 4 plis, je perds des points ?", "MissingSituation"),
        ("I bet 2 and took 3 tricks, does it score?", "MissingSituation"),
    ],
)
def test_a_yes_no_question_about_points_is_answered_yes_or_no(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.xfail(strict=True, reason="not read by the shared reader yet")
def test_a_won_bet_scores_the_points_of_the_missing_table():
    answer = ENGINE.interpret("j'ai parié 3 et fait 3 plis, ça me rapporte des points ?")
    assert (
        answer.verdict == "oui"
        and answer.rule.id == "success-points-table"
        and "ne contient pas le tableau" in answer.explanation
    )


# "Décompte final" with the asker among the players ("Dana and I", "moi 28", "j'ai 30", "me: 38"),
# the tie broken by the last hand or by who is the first player; "j'ai gagné ?" gets oui/non.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Scores at the end: Max and I both have 44, and we each scored 6 in the last round. I'm the first player. Who wins?",
            "toi",
        ),
        (
            "On finit à égalité, Max et moi, 33 partout, et on a tous les deux fait 6 à la dernière donne. C'est moi le premier joueur. Qui gagne ?",
            "toi",
        ),
        ("Léa et moi sommes à 40, j'ai fait 10 à la dernière donne et Léa 12. Qui gagne ?", "Léa"),
        ("Tom and me: 38 each. Last hand: Tom 7, me 9. Who wins?", "toi"),
        (
            "Après 4 donnes : Inès 50, Karim 47, moi 50. À la dernière donne Inès a eu 10 et moi 14. Qui gagne ?",
            "toi",
        ),
        ("Fin de partie : moi 41, Paul 39. J'ai gagné ?", "oui"),
        ("Fin : Lola 25, moi 27. C'est Lola qui gagne ?", "non"),
        (
            "Fin de partie, j'ai 45 et Tom 45, sur la dernière donne j'ai marqué 10 et Tom 10, Tom a commencé la partie. Ai-je gagné ?",
            "non",
        ),
    ],
)
def test_who_wins_with_the_asker_among_the_players(question, verdict):
    assert _verdict(question) == verdict


# Guard: a fact the reader does not place, or a question it does not ask, leaves no verdict.
@pytest.mark.parametrize(
    "question, verdict",
    [
        # the play asked is another player's, the hand told is mine
        (
            "Tom a entamé en bleu, j'ai du bleu et du vert, je joue le vert, Léa peut jouer du rouge ?",
            None,
        ),
        # "what must she play?" is no yes/no question
        ("Paul a entamé en rouge, Léa n'a pas de rouge, elle doit jouer quoi ?", None),
        # a negated obligation: "oui"/"non" would be ambiguous
        ("entame en vert, j'ai du vert, je suis pas obligé de jouer vert ?", None),
        # who takes the trick is not whether I may play
        ("Le premier joueur a posé un vert et moi j'ai posé un rouge, qui remporte le pli ?", None),
        # a name said with no number, before another player's score
        ("Tom is the first player and Ana has 30, Tom 28. Who wins?", "Ana"),
        ("I think Tom and Ana have 30 each, who wins?", None),
        # a second trick count (the neighbour's)
        (
            "Mon pari est de 3 avec la sécurité et j'ai fait 4 plis, mais mon voisin a fait 2 plis. Mon pari est réussi ?",
            None,
        ),
    ],
)
def test_guard_unread_facts_and_other_questions_get_no_verdict(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "pli entamé en rouge, j'ai plus aucun rouge, je peux jouer du bleu ?",
        "le pli est en vert et je n'ai plus aucun vert : je peux poser un jaune ?",
        "entame bleu, jai plus aucun bleu, je peux jouer un rouge ?",
    ],
)
def test_follow_suit_no_card_of_the_led_colour_said_with_aucun_frees_the_play(question):
    # "Si vous n'avez pas de carte de la couleur demandée, vous pouvez jouer n'importe quelle carte."
    assert ENGINE.interpret(question).verdict == "oui"


# Sixth round (blind sets 6-8): reading by category, each with new phrasings written apart from the failing questions.


# "Si l'égalité persiste, c'est le joueur le plus proche du premier joueur qui l'emporte": the tie told with
# names, "I", a "deal" (English), a pronoun for the one named player ("elle a fait 6", "lui et moi", "c'est
# lui le premier joueur"), and the last-hand points as "8 chacun", "42 each" or "the same in the last deal".
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Ana et moi, 40 chacun à la fin. À la dernière donne elle a fait 6 et moi 9. Qui gagne ?",
            "toi",
        ),
        (
            "Léa et moi on finit à 35 chacun, elle a fait 7 sur la dernière donne et moi 4. Qui gagne ?",
            "Léa",
        ),
        (
            "me and Sam finished on 51 each; he got 12 in the last round and I got 9. who won?",
            "Sam",
        ),
        ("Sam and I ended level on 51, he scored 12 in the final deal, me 9. Who wins?", "Sam"),
        (
            "Hugo et moi terminons ex aequo à 44. À la dernière donne on a marqué 5 chacun, et c'est lui le premier joueur. Qui gagne ?",
            "Hugo",
        ),
        (
            "Final count: Leo and I both on 29, we each got 7 in the last deal, he was first player. Did I win?",
            "non",
        ),
        (
            "Tom and I tied, same points in the last deal, and he's the first player. who wins?",
            "Tom",
        ),
        (
            "Tom and I are tied at 40 and we scored the same in the last hand. I'm the first player. Who wins?",
            "toi",
        ),
        (
            "after the fourth deal Zoe and I are tied at 37, and both scored 6 in the last deal. I was the first player. Who wins?",
            "toi",
        ),
        (
            "Lina et moi, égalité à 33, et pareil à la dernière donne ; elle a commencé la partie. Qui l'emporte ?",
            "Lina",
        ),
    ],
)
def test_final_tie_told_with_names_i_pronouns_and_the_last_deal(question, verdict):
    assert _verdict(question) == verdict


# Guard: "à égalité après la dernière donne" dates the totals (no last-hand score); a pronoun with several
# named players, or a last-hand score said for one player only, is not read.
@pytest.mark.parametrize(
    "question",
    [
        "Tom et moi sommes à égalité après la dernière donne. Je suis le premier joueur. Qui gagne ?",
        "After the last hand Tom and I are tied. I'm the first player. Who wins?",
        "Max and I are tied at 30 after the last deal. I was the first player. Who wins?",
        "Tom, Léa et moi sommes à 40. Elle a fait 8 à la dernière donne et moi 6, Tom 3. Qui gagne ?",
        "Léa et Tom sont à égalité, même score à la dernière donne, elle est la première joueuse. Qui gagne ?",
        "Tom et moi à 40, il a fait 8 à la dernière donne. Qui gagne ?",
        "Max and I tied on 30 and scored the same in the last deal. Who wins?",  # who is first not said
    ],
)
def test_guard_tie_facts_not_read_give_no_verdict(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


# Seventh round (blind set 9): "c'est le joueur le plus proche du premier joueur qui l'emporte" read from a
# seating order said with its direction; the tied players said ("entre Max et Léo", "Ana and I are tied").
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "egalite totale entre Max et Leo, meme score a la derniere donne. sens horaire : Zoe (premier joueur), Leo, Max. qui gagne ?",
            "Leo",
        ),
        (
            "Ana and I are tied, and we scored the same in the last hand. In turn order: Bob (first player), Ana, me, Cid. Who wins?",
            "Ana",
        ),
        (
            "Zoé, Max, Léo et Inès jouent dans cet ordre, Zoé est la première joueuse. Égalité entre Léo et Inès, même score à la dernière donne. "
            "Qui gagne ?",
            "Léo",
        ),
        (
            "Tied between Kim and Lou, same points in the final round. Clockwise starting from the first player: Raj, Lou, Kim. Who takes it?",
            "Lou",
        ),
        (
            "Égalité entre Max et Léo, même score à la dernière donne. Dans le sens horaire : Max (premier joueur), Zoé, Léo. Qui gagne ?",
            "Max",
        ),
        (
            "Max et Léo finissent à 40, et ils ont fait 8 chacun à la dernière donne. Sens horaire : Zoé (premier joueur), Max, Léo, Inès. "
            "Qui gagne ?",
            "Max",
        ),
        # asked as yes/no
        (
            "Égalité entre Max et moi, même score à la dernière donne. Dans le sens horaire : Zoé (première joueuse), moi, Max. "
            "Est-ce que j'ai gagné ?",
            "oui",
        ),
        (
            "Max et Léo finissent à 40, et ils ont fait 8 chacun à la dernière donne. Sens horaire : Zoé (premier joueur), Léo, Max, Inès. "
            "Max a gagné ?",
            "non",
        ),
    ],
)
def test_le_joueur_le_plus_proche_du_premier_joueur_from_a_seating_order(question, verdict):
    assert _verdict(question) == verdict


def test_closest_counted_in_the_order_of_play_is_marked_ambiguous_when_round_the_table_differs():
    # Max is next after Zoé in the order of play, Inès sits on her other side: as close round the table
    answer = ENGINE.interpret(
        "Égalité parfaite entre Max et Inès (même total, même score à la dernière donne). "
        "Sens horaire : Zoé (premier joueur), Max, Léo, Inès. Qui gagne ?"
    )
    assert isinstance(answer, Verdict) and answer.verdict == "Max" and answer.ambiguous
    plain = ENGINE.interpret(
        "Égalité entre Max et Léo, même score à la dernière donne. Sens horaire : Zoé (premier joueur), Max, Léo, Inès. Qui gagne ?"
    )
    assert isinstance(plain, Verdict) and plain.verdict == "Max" and not plain.ambiguous


# Guard: an order with no direction, no first player, a remark not read, a tied player missing from the order,
# or a first player who is not one of the tied players (with no order) is asked back.
@pytest.mark.parametrize(
    "question",
    [
        "Égalité entre Max et Léo, mêmes points à la dernière donne. Autour de la table : Zoé (premier joueur), Max, Léo, Inès. Qui gagne ?",
        "Égalité entre Max et Léo, mêmes points à la dernière donne. Sens horaire : Zoé, Max, Léo, Inès. Qui gagne ?",
        "Égalité entre Max et Léo, mêmes points à la dernière donne. Sens horaire : Zoé (premier joueur), Max, Inès. Qui gagne ?",
        "Max et Léo sont à égalité, même score à la dernière donne, Zoé est la première joueuse. Qui gagne ?",
        "Max and Leo are tied, same points in the last deal. Zoe is the first player. Who wins?",
        # a third player tied ("avec Zoé"), "entre" that is no tie, two first players said
        "Max et Léo sont à égalité avec Zoé, même score à la dernière donne. Sens horaire : Zoé (premier joueur), Max, Léo, Inès. Qui gagne ?",
        "Léo est assis entre Zoé et Max. Égalité, même score à la dernière donne. Sens horaire : Zoé (premier joueur), Max, Léo. Qui gagne ?",
        "Égalité entre Max et Léo, même score à la dernière donne. Sens horaire : Zoé (premier joueur), Max, Léo, Inès. Léo est le premier joueur. Qui gagne ?",
    ],
)
def test_guard_seating_order_not_read_whole_gives_no_verdict(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


# Fifth round (blind set 10): "Si l'égalité persiste, c'est le joueur le plus proche du premier joueur qui l'emporte"
# with "un / une / one" said as a pronoun or article ("autant l'un que l'autre", "one of us", "une égalité"): no score.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Ben et moi sommes à égalité, et à la dernière donne on a fait autant l'un que l'autre. C'est Ben le premier joueur. Qui gagne ?",
            "Ben",
        ),
        (
            "Il y a une égalité entre Zoé et moi, et on a marqué pareil à la dernière donne ; je suis le premier joueur. Qui gagne ?",
            "toi",
        ),
        (
            "Sam and I are tied, and we scored as many as one another in the last hand. I'm the first player. Who wins?",
            "toi",
        ),
        (
            "Tied with Sam, same score in the last deal for each one of us, Sam is the first player. Who wins?",
            "Sam",
        ),
        (
            "Tom and I ended tied, one of us must win: we scored the same in the last hand and Tom is the first player. Who wins?",
            "Tom",
        ),
        (
            "Ben et moi on est a egalite, autant l'un que l'autre a la derniere donne, je suis premier joueur, qui gagne",
            "toi",
        ),
        # a sentence opening on a tie word ("Ex aequo", "Même score", "Tied") names nobody: the pronoun is the one player named
        (
            "Ex aequo avec Léa, même score à la dernière donne l'une comme l'autre, elle est la première joueuse, qui gagne ?",
            "Léa",
        ),
        (
            "Même score que Léa à la fin, et pareil à la dernière donne. Elle est la première joueuse. Qui gagne ?",
            "Léa",
        ),
        ("Tied with Sam, and the same in the last hand. He's the first player. Who wins?", "Sam"),
    ],
)
def test_le_joueur_le_plus_proche_du_premier_joueur_with_un_as_a_pronoun(question, verdict):
    assert _verdict(question) == verdict


# Guard: a real "1" (a point more), scores in digits, or who is first unsaid still give no verdict.
@pytest.mark.parametrize(
    "question",
    [
        "Égalité entre Ben et moi, et à la dernière donne on a marqué un point de plus que lui... non, autant. Qui gagne ?",
        "Ben et moi à égalité, autant l'un que l'autre à la dernière donne, Ben a 1 point de plus au total. Qui gagne ?",
        "Ben et moi à égalité, autant l'un que l'autre à la dernière donne. Qui gagne ?",
        "Égalité entre Ben et moi, l'un a fait 8 et l'autre 9 à la dernière donne, je suis le premier joueur, qui gagne ?",
    ],
)
def test_guard_un_as_a_pronoun_keeps_unread_facts_asked(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


# Sixth round (blind set 11): "perdez cinq points par pli de différence" asked by the word alone ("points ?", "score ?").
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("pari 2 sans secu, j'ai fait 4 plis. points ?", -10),
        ("bet 3 with safety, took 1 trick... so, score?", -10),
        ("Pari de 4, seulement 2 plis. Du coup, pénalité ?", -10),
        ("bet 1, no safety, ended with 4 tricks. total?", -15),
        ("j'avais parié 0 et j'ai ramassé 3 plis, points?", -15),
    ],
)
def test_perdez_cinq_points_par_pli_asked_by_the_word_alone(question, verdict):
    answer = ENGINE.interpret(question)
    assert (
        isinstance(answer, Verdict)
        and answer.verdict == verdict
        and answer.rule.id == "failed-bet-penalty"
    )


@pytest.mark.parametrize(
    "question",
    [
        "pari 2, j'avais 20 points, j'ai fait 4 plis. points ?",  # a running total not read
        "pari 2 sans secu, 4 plis, et Léa a parié 3. points ?",  # a second bet
        "pari 2, 2 plis. points ?",  # a won bet: the table is missing
    ],
)
def test_guard_points_alone_keeps_unread_facts_and_missing_table(question):
    answer = ENGINE.interpret(question)
    assert not isinstance(answer, Verdict) or answer.verdict is None


# "celui d'entre eux qui a marqué le plus de points lors de la dernière donne l'emporte", the hand's noun left out
# ("lors de la dernière", "in the last one") once the question speaks of hands.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Camille et Dylan finissent à égalité à 30 points après la quatrième donne, et ils ont marqué tous les deux 8 points "
            "lors de la dernière. Dylan est le premier joueur. Qui l'emporte ?",
            "Dylan",
        ),
        (
            "Léa et Tom sont à 40 après la 4e donne, et ils ont fait 10 chacun à la dernière. Léa est la première joueuse. Qui gagne ?",
            "Léa",
        ),
        (
            "Ana 35, Ben 35 at the end of the fourth round; Ana scored 6 in the last one and Ben 9. Who wins?",
            "Ben",
        ),
        (
            "Zoé et moi finissons à 50 après quatre donnes ; j'ai marqué 12 lors de la derniere et Zoé 7. Qui gagne ?",
            "toi",
        ),
    ],
)
def test_derniere_donne_with_the_noun_left_out(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Ana 35, Ben 35 after the fourth round; Ana scored 6 in the last one. Who wins?",  # Ben's last hand unsaid
    ],
)
def test_guard_derniere_without_its_noun_not_read_for_sure(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    "question, verdict",
    [
        # "lors de la dernière" in a final ranking is the last hand (corpus/luz/reading.toml)
        (
            "Zoé et moi finissons à 50 ; j'ai marqué 12 lors de la dernière et Zoé 7. Qui gagne ?",
            "toi",
        ),
        # a remark in brackets changes no seat
        (
            "Égalité entre Max et Léo, mêmes points à la dernière donne. Sens horaire : Zoé (premier joueur), Max (mon cousin), Léo, Inès. Qui gagne ?",
            "Max",
        ),
    ],
)
def test_a_remark_or_a_left_out_noun_does_not_hide_the_ranking(question, verdict):
    assert _verdict(question) == verdict


# "Le joueur devant entamer le pli joue la carte de son choix": the asker leads, asked as a permission or an obligation.
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("C'est à moi d'entamer le pli, je peux jouer n'importe quelle couleur ?", "oui"),
        ("c moi qui entame, je peux mettre du rouge ?", "oui"),
        ("c a moi dentamer le pli, je joue ce que je veux ?", "oui"),
        ("I'm leading the trick, can I play any colour?", "oui"),
        ("j'entame, je suis obligé de jouer du rouge ?", "non"),
        ("cest a moi dentamer, je dois suivre une couleur ?", "non"),
        ("it's my lead, must I play blue?", "non"),
    ],
)
def test_lead_sets_colour_when_the_asker_leads(question, verdict):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and (answer.verdict, answer.rule.id) == (
        verdict,
        "lead-sets-colour",
    )


@pytest.mark.parametrize(
    "question",
    [
        "j'entame le pli, Léa peut jouer du rouge ?",  # another player's play
        "j'entame, il peut jouer du rouge ?",
        "I lead this trick, can she play red?",
        "j'entame, je joue quoi ?",  # not a yes/no question
        "j'entame, je ne peux pas jouer du bleu ?",  # negated
    ],
)
def test_guard_lead_not_the_askers_plain_play(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


# "ou le premier joueur s'il est concerné": the first player marked in parentheses or in an apposition.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Fin de partie : Chloé (premier joueur) et Emma sont à égalité en tête, et elles ont aussi marqué autant de points "
            "à la dernière donne. Qui l'emporte ?",
            "Chloé",
        ),
        (
            "Emma et Chloé (première joueuse) sont à égalité, même score à la dernière donne, qui gagne ?",
            "Chloé",
        ),
        (
            "Tom (first player) and Ana are tied and scored the same in the last hand. Who wins?",
            "Tom",
        ),
        (
            "Léo, le premier joueur, et moi sommes à égalité, et pareil à la dernière donne. Qui gagne ?",
            "Léo",
        ),
        (
            "Léo et moi (premier joueur) à égalité, autant de points à la dernière donne, j'ai gagné ?",
            "oui",
        ),
        (
            "Fin de partie : Chloé (premier joueur) et Emma sont à égalité à 40, et elles ont marqué 8 chacune à la dernière donne. "
            "Qui l'emporte ?",
            "Chloé",
        ),
    ],
)
def test_tie_first_player_marked_in_parentheses(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Léo et Max à égalité, autant à la dernière donne, Zoé (premier joueur). Qui gagne ?",  # the first player is not tied
        "Chloé (premier joueur) et Emma (premier joueur) sont à égalité, même score à la dernière donne. Qui gagne ?",
        "Chloé (ma soeur) et Emma sont à égalité, même score à la dernière donne. Qui gagne ?",  # a remark, not the first player
    ],
)
def test_guard_tie_parentheses_not_deciding(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Red trick: Leo plays the red 9, Mia the red 12, Noe the red 4. Who takes the trick?",
            "Mia",
        ),
        (
            "Pli rouge : Léo pose le 9 rouge, Mia le 12 rouge et moi le 4 rouge. Qui remporte le pli ?",
            "Mia",
        ),
        (
            "le pli est en jaune : Sam a posé le jaune 7, moi le jaune 10, Ana le jaune 2. qui gagne le pli ?",
            "toi",
        ),
        (
            "Léa entame avec le 8 bleu, je mets le 5 vert, Tom le 3 bleu. Qui ramasse le pli ?",
            "Léa",
        ),
        (
            "Blue was led. I played blue 3, Kim played blue 6 and Raj played blue 5. Do I win the trick?",
            "non",
        ),
        (
            "Blue was led. I played blue 3, Kim played blue 6 and Raj played blue 5. Does Kim win the trick?",
            "oui",
        ),
    ],
)
def test_strongest_card_wins_the_trick(question, expected):
    verdict = ENGINE.interpret(question)
    assert (
        isinstance(verdict, Verdict)
        and verdict.verdict == expected
        and verdict.rule.id == "strongest-wins"
    )


@pytest.mark.parametrize(
    "question",
    [
        "Léa joue un 8 bleu, elle le 9 bleu. Qui ramasse le pli ?",  # a card of "elle"
        "Trick 4: Kim red 3, Raj red 10, Zoe red 10. Who takes it, which trick?",  # two equal highest cards
        "Pli rouge : Léo pose le 9 rouge, Mia le 12 rouge, Noé pose aussi. Qui remporte le pli ?",  # Noé's card not said
    ],
)
def test_trick_winner_not_guessed_when_a_card_is_unread(question):
    assert (
        not isinstance(ENGINE.interpret(question), Verdict)
        or ENGINE.interpret(question).verdict is None
    )


def test_strongest_wins_off_colour_as_high_is_left_open():
    verdict = ENGINE.interpret(
        "Léa entame avec le 8 bleu, je mets le 11 vert, Tom le 3 bleu. Qui ramasse le pli ?"
    )
    assert isinstance(verdict, Verdict) and verdict.verdict is None and verdict.ambiguous


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Trick was led in yellow and I've got no yellow left. Can I throw any card I want?",
            "oui",
        ),
        ("Trick was led in red and I have no red at all. Can I play my blue?", "oui"),
        ("Lead was in green, I still have a green. Must I play it?", "oui"),
        ("Someone led in red, I have a red and a blue. Can I play the blue?", "non"),
    ],
)
def test_follow_colour_led_in_a_colour(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "apres la 4eme donne Sara et Ben sont ex aequo en tete et ils ont marque pareil a la derniere donne. Ben c'est le premier joueur. qui gagne ?",
            "Ben",
        ),
        (
            "À la fin de la partie Léo et Inès sont à égalité et ont marqué autant à la dernière donne. Inès c'est la première joueuse. Qui gagne ?",
            "Inès",
        ),
        (
            "Égalité entre Paul et moi, même score à la dernière donne, moi c'est moi le premier joueur. J'ai gagné ?",
            "oui",
        ),
        (
            "Tied on total with Max and tied on the last hand too. Max c'est le premier joueur. Who wins?",
            "Max",
        ),
    ],
)
def test_tie_first_player_said_as_name_cest(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Sara et Ben sont ex aequo et ont marqué pareil à la dernière donne. Ben c'est le premier joueur, Sara c'est la première joueuse. Qui gagne ?",
        "Sara et Ben sont ex aequo et ont marqué pareil à la dernière donne. Ben c'est pas le premier joueur. Qui gagne ?",
        "Trick was led in yellow. Can I throw any card I want?",  # whether a yellow is held is not said
    ],
)
def test_guard_tie_and_follow_not_read_whole(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    "question, expected",
    [
        ("J'avais parié 2 plis + la sécu et j'en fais 4. Je marque combien ?", -10),
        ("pari 3 sans sécurité, j'en ai remporté 5, combien je perds ?", -10),
        ("mon pari: 3, j'en ai pris 0. combien je perds ?", -15),
        ("bet 2 with the safety marble, I only took 4, how many points do I lose?", -10),
        ("parié 3 + sécu, j'en fais 4, réussi ?", "oui"),
    ],
)
def test_failed_bet_tricks_verb_family_and_secu(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


def test_guard_marbles_taken_are_not_tricks():
    verdict = ENGINE.interpret("j'ai pris 1 bille sécurité et parié 3, j'en ai eu 3. réussi ?")
    assert isinstance(verdict, Verdict) and verdict.verdict == "oui"


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "On est 4, sens horaire : Emma (premier joueur), puis Chloé, puis Dan, puis moi. Chloé et Dan finissent à égalité en tête après "
            "la 4e donne, et ils ont marqué autant l'un que l'autre à la dernière donne. Qui l'emporte ?",
            "Chloé",
        ),
        (
            "On est 4, sens horaire : Emma (premier joueur), puis Chloé, puis Dan, puis moi. Chloé et moi finissons à égalité en tête, "
            "et on a marqué autant l'un que l'autre à la dernière donne. Qui gagne ?",
            "Chloé",
        ),
        (
            "We're 4, clockwise: Ana (first player), Bo, Cy, me. Bo and I are tied at the end and scored the same in the last hand. Who wins?",
            "Bo",
        ),
        (
            "on joue a cinq, ordre de jeu : Tom (premier joueur), Léa, Max, Zoé, moi. Zoé et Léa ex aequo, pareil à la dernière donne. qui gagne ?",
            "Léa",
        ),
        (
            "On est quatre, sens des aiguilles d'une montre : Hana (première joueuse), Ivo, Jade, Karl. Karl et Ivo finissent ex aequo, "
            "avec le même score à la dernière donne. Qui gagne ?",
            "Ivo",
        ),
        (
            "There are 3 of us, turn order: Nina (first player), Omar, me. Nina and I finished tied on top with the same points in the last deal. "
            "Do I win?",
            "non",
        ),
    ],
)
def test_tie_seat_order_with_the_number_of_players_said(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "On est 4, sens horaire : Emma (premier joueur), Chloé, moi. Chloé et moi à égalité, même score à la dernière donne. Qui gagne ?",
        "We're 3, clockwise: Ana (first player), Bo, Cy, me. Bo and I are tied at the end and scored the same in the last hand. Who wins?",
        "On est 3. Léo 40, Mia 38, Zoé 35, moi 40 après la 4e donne, et Léo a marqué 12 à la dernière donne contre 8 pour moi. Qui gagne ?",
    ],
)
def test_guard_number_of_players_not_the_players_read(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "On est 3 : Léo, Mia et moi. Léo 40, Mia 38, moi 40 après la 4e donne, et Léo a marqué 12 à la dernière donne contre 8 pour moi. "
            "Qui gagne ?",
            "Léo",
        ),
        (
            "Léo et moi à égalité à 40, j'ai fait 9 à la dernière donne contre 7 pour lui. J'ai gagné ?",
            "oui",
        ),
        (
            "Kate and I both have 38; in the last hand I scored 6 against 9 for Kate. Who wins?",
            "Kate",
        ),
    ],
)
def test_tie_last_hand_score_against_another(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


# "votre pari est réussi si vous avez remporté autant de plis que le nombre de billes Pari": the bet said again by its marbles is one bet.
@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "I bet 2 (two bet marbles) and also took the safety marble. Won 3 tricks. Is my bet successful?",
            "oui",
        ),
        (
            "J'ai parié 3, soit trois billes Pari, pas de sécurité, et j'ai fait 3 plis. Réussi ?",
            "oui",
        ),
        ("Pari 2 (2 billes) avec la sécurité, j'ai remporté 3 plis, mon pari est réussi ?", "oui"),
        ("jai pris 2 billes pari + la secu, jai fait 4 plis, c bon ?", "non"),
        (
            "Two bet marbles plus the safety marble in front of me, I took 3 tricks. Did my bet succeed?",
            "oui",
        ),
    ],
)
def test_bet_restated_by_its_marbles(question, expected):
    assert ENGINE.interpret(question).verdict == expected


def test_bet_restated_with_another_number_is_not_read():
    assert ENGINE.interpret("I bet 3 (2 marbles), 3 tricks, made it?") is None
    assert ENGINE.interpret("j'ai parié 2, 3 billes pari, 2 plis, réussi ?") is None


# --- round 16: the led colour said as the trick's colour; not holding it said in any form ------------------------


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "ya plus aucune carte verte dans ma main et le pli est vert, je peux jouer ce que je veux ?",
            "oui",
        ),
        ("c'est un pli vert, j'ai pas de vert, je peux jouer du bleu ?", "oui"),
        ("the trick is green and I have no green left, can I play red?", "oui"),
        ("c'est du jaune le pli, et moi j'ai zéro jaune, je balance un vert ?", "oui"),
        ("le pli est vert, il me reste un vert, je peux jouer du bleu ?", "non"),
        ("green trick, I still have a green card, must I play it?", "oui"),
    ],
)
def test_le_pli_est_vert_names_the_couleur_demandee(question, expected):
    assert ENGINE.interpret(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Plus une seule carte bleue en main, le pli est bleu : je peux jouer n'importe quelle carte ?",
        "The trick is yellow and I'm out of yellow. Can I play a red?",
        "je suis à sec en bleu et le pli est bleu, je peux jouer un jaune ?",
        "le pli est vert, j'en ai plus, je peux jouer rouge ?",
        "blue trick, I don't have any, may I play red?",
    ],
)
def test_si_vous_n_avez_pas_de_cartes_de_la_couleur_demandee_said_in_any_form(question):
    assert ENGINE.interpret(question).verdict == "oui"


@pytest.mark.parametrize(
    "question",
    [
        # "j'en ai plus" after another colour: which colour is meant is not read
        "le pli est bleu, j'ai un rouge, j'en ai plus, je peux jouer du jaune ?",
        "pli vert, j'en ai plus et j'en ai encore un, je peux jouer du rouge ?",
        "le pli est rouge, je peux jouer du vert ?",
    ],
)
def test_guard_hand_not_read_for_the_led_colour_asks(question):
    assert isinstance(ENGINE.interpret(question), MissingSituation)


@pytest.mark.xfail(strict=True, reason="not read by the shared reader yet")
def test_balancer_is_no_led_colour():
    # "je balance un vert" is the card played, never "lance ... vert" setting the led colour
    assert (
        ENGINE.interpret("c'est du jaune le pli, j'ai 0 jaune, je balance un vert ?").verdict
        == "oui"
    )


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Nora et Basile sont ex aequo à 41 après la dernière donne, Nora a pris 7 points sur cette donne et Basile 11. Qui gagne ?",
            "Basile",
        ),
        (
            "After the last deal Ann and Bob are tied on 40; Ann scored 12 in that deal and Bob 9. Who wins?",
            "Ann",
        ),
        (
            "Après la 4e donne, moi et Léo à 33, j'ai marqué 5 sur cette donne et Léo 8. Qui gagne ?",
            "Léo",
        ),
    ],
)
def test_egalite_le_plus_de_points_lors_de_la_derniere_donne_dite_cette_donne(question, expected):
    assert ENGINE.interpret(question).verdict == expected


def test_guard_cette_donne_sans_derniere_donne_nommee_pas_de_verdict():
    question = "Ann et Bob sont à égalité à 40, Ann a fait 12 sur cette donne et Bob 9. Qui gagne ?"
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Pli entamé en bleu, j'ai un bleu en main mais je voudrais me débarrasser d'un rouge, ça passe ?",
            "non",
        ),
        (
            "Le pli est en jaune et j'ai encore un jaune, je peux me débarrasser de mon vert ?",
            "non",
        ),
        ("pli entame en rouge, j'ai plus de rouge, je lache un bleu ca passe ?", "oui"),
        ("Blue was led and I still have a blue. Can I get rid of my red instead?", "non"),
        ("Pli en vert, j'ai pas de vert, c'est bon si je pose un jaune ?", "oui"),
    ],
)
def test_vous_devez_la_jouer_asked_as_getting_rid_of_a_card_or_ca_passe(question, expected):
    assert ENGINE.interpret(question).verdict == expected


def test_guard_getting_rid_of_a_card_with_the_hand_unsaid_asks():
    assert isinstance(
        ENGINE.interpret("Le pli est en bleu. Je voudrais me débarrasser d'un rouge, ça passe ?"),
        MissingSituation,
    )


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Luz : pari de 3 billes, pas pris de Sécurité, et j'ai fait 4 plis. Combien je marque sur la donne ?",
            -5,
        ),
        (
            "J'ai parié deux, je n'ai pas pris la sécu et j'ai fait trois plis : combien de points ?",
            -5,
        ),
        ("I bet 3, didn't take the safety marble, won 4 tricks. How many points do I lose?", -5),
        ("pari de 4 sans prendre de sécurité, j'en ai fait 2, je perds combien ?", -10),
        ("Pari 1, sécurité : non, 2 plis remportés. C'est réussi ?", "non"),
    ],
)
def test_si_vous_n_avez_pas_pris_de_bille_securite_said_with_a_verb(question, expected):
    assert ENGINE.interpret(question).verdict == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Claire est premier joueur. À la fin elle est à 40 comme Dan, et tous les deux ont marqué 12 à la dernière donne. Qui l'emporte ?",
            "Claire",
        ),
        (
            "Emma est la première joueuse. Au final elle a 35 points comme Hugo, et tous les deux ont fait 9 sur la dernière donne. Qui gagne ?",
            "Emma",
        ),
        (
            "Nina is first player. At the end she has 42, same as Omar, and both scored 7 in the last hand. Who wins?",
            "Nina",
        ),
        (
            "Fin de partie : Paul est à 28 comme moi. Sur la dernière donne il a marqué 6 et moi 10. Qui gagne ?",
            "toi",
        ),
    ],
)
def test_egalite_score_shared_by_likeness_and_pronoun_of_the_one_player_named_before(
    question, expected
):
    assert ENGINE.interpret(question).verdict == expected


def test_guard_likeness_without_last_hand_asks():
    assert isinstance(
        ENGINE.interpret("Sarah est à 50 comme Julien. Qui gagne ?"), MissingSituation
    )


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "pli en vert, tout le monde a fourni du vert : je joue le 7, Léo le 12, Mia le 3. Qui prend le pli ?",
            "Léo",
        ),
        ("pli jaune, tout le monde a suivi : Zoé le 4, moi le 9, Max le 2. qui ramasse ?", "toi"),
        (
            "Green trick, everyone followed suit: Ana played the 5, Ben the 11, I played the 8. Who takes the trick?",
            "Ben",
        ),
        ("Que du rouge dans ce pli : Léa 3, Tom 10, Iris 6. Qui remporte le pli ?", "Tom"),
    ],
)
def test_la_carte_la_plus_forte_remporte_le_pli_when_everyone_followed(question, expected):
    assert ENGINE.interpret(question).verdict == expected


def test_guard_everyone_followed_a_colour_other_than_the_led_one_no_verdict():
    assert (
        ENGINE.interpret(
            "pli en vert, tout le monde a fourni du bleu : je joue le 7, Léo le 12. Qui prend le pli ?"
        )
        is None
        or ENGINE.interpret(
            "pli en vert, tout le monde a fourni du bleu : je joue le 7, Léo le 12. Qui prend le pli ?"
        ).verdict
        is None
    )


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many tricks get played over a whole game of Luz?", 40),
        ("Combien de plis on joue en tout dans une partie de Luz ?", 40),
        ("combien de donnes dans une partie ?", 4),
        ("How many tricks are there in each hand?", 10),
        ("On distribue combien de cartes à chaque joueur ?", 10),
    ],
)
def test_la_partie_se_deroule_en_4_donnes_de_10_plis(question, expected):
    assert ENGINE.interpret(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Combien de plis j'ai remportés sur cette donne ?",
        "How many tricks did I win in the game?",
        "Combien de plis reste-t-il dans la donne ?",
    ],
)
def test_guard_counts_of_a_hand_played_are_not_the_rules(question):
    found = ENGINE.interpret(question)
    assert not (isinstance(found, Verdict) and found.verdict in (4, 10, 40))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Égalité à 45 entre Zoé et Paul, sur la dernière donne Zoé 12 et Paul 9. Qui gagne ?",
            "Zoé",
        ),
        ("Tied at 40 between Mia and me. Last round Mia scored 7 and I scored 9. Who wins?", "toi"),
        (
            "Ex aequo à 38 entre Léo, Mia et moi ; dernière manche Léo 5, Mia 9, moi 7. Qui gagne ?",
            "Mia",
        ),
        ("After the 4th round: me 30, Tom 30. Last round I scored 10, Tom 6. Who wins?", "toi"),
        (
            "Égalité à 45 entre Zoé et Paul, dernière donne Zoé 12 et Paul 12, Paul est le premier joueur. Qui gagne ?",
            "Paul",
        ),
    ],
)
def test_egalite_celui_qui_a_marque_le_plus_lors_de_la_derniere_donne_total_partage_et_donne_sans_preposition(
    question, expected
):
    """ "S'il y a égalité parmi les joueurs en tête, celui d'entre eux qui a marqué le plus de points lors de la dernière donne"."""
    assert ENGINE.interpret(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "égalité à 50 entre Tom et Lou, qui gagne ?",  # last hand not said
        "Zoé 40, Paul 40. Dernière donne Zoé 8. Qui gagne ?",  # Paul's last hand not said
        "Dernière donne terminée : Zoé 40, Paul 40. Qui gagne ?",
    ],
)
def test_guard_egalite_derniere_donne_incomplete(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Luz : j'ai parié 3 plis sans prendre de bille sécurité et j'en ai fait 4. Pari réussi ?",
            "non",
        ),
        ("pari de 2 sans avoir pris la sécu, 3 plis, réussi ?", "non"),
        ("I bet 3 without grabbing the safety marble and won 4 tricks. Did I make my bet?", "non"),
        ("I bet 1, didn't take the safety, and took 1 trick. Did I make it?", "oui"),
        ("pari 2, la sécu je l'ai pas prise, j'ai fait 3 plis. pari réussi ?", "non"),
        ("j'ai oublié de prendre la sécu, pari de deux, trois plis : c'est raté ?", "oui"),
    ],
)
def test_securite_non_prise_avec_un_verbe_entre_la_negation_et_la_bille(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "pari de 2 avec ou sans sécu, j'ai fait 3 plis, réussi ?",
        "pari 2, 3 plis, je sais pas si j'ai pris la sécu. réussi ?",
        "I bet 2 with or without the safety marble, won 3 tricks, did I make it?",
    ],
)
def test_securite_nommee_mais_prise_ou_non_pas_claire_pas_de_verdict(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Le pli est entammé en bleu et j'ai un bleu en main. Je peux jouer un rouge à la place ?",
            "non",
        ),
        ("le pli est entammé en jaune, j'ai plus de jaune, je peux jouer un bleu ?", "oui"),
        (
            "Le pli est ouvert en vert et j'ai un vert en main. Je peux balancer un jaune à la place ?",
            "non",
        ),
        ("Blue was led and I still have a blue card. Can I play a red one instead?", "non"),
    ],
)
def test_fournir_la_couleur_demandee_entame_mal_orthographie(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Fin de partie : Paul et moi on est à égalité au total et aussi sur les points de la dernière donne. Paul est le premier joueur. Qui gagne ?",
            "Paul",
        ),
        (
            "Léa et moi à égalité au total comme à la dernière donne, je suis le premier joueur. Qui gagne ?",
            "toi",
        ),
        (
            "Tom and I are tied overall and on the last deal too. Tom is the first player. Who wins?",
            "Tom",
        ),
    ],
)
def test_egalite_au_total_et_aussi_a_la_derniere_donne_le_premier_joueur(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "J'ai misé 2 billes Pari avec une Sécurité et j'ai ramassé 5 plis. Ça me fait quoi comme score sur cette donne ?",
            -15,
        ),
        ("J'ai parié 3 sans sécurité et j'ai fait 1 pli. Ça me fait quoi comme points ?", -10),
        ("Bet 1, no safety, took 4 tricks. What does that score me?", -15),
        (
            "J'avais misé deux billes Pari sans Sécurité, j'ai fait zéro pli. Ça donne quoi au score ?",
            -10,
        ),
        ("Mon pari : 4 billes Pari, sans Sécurité. J'ai ramassé 6 plis. Ça me coûte quoi ?", -10),
    ],
)
def test_perdez_cinq_points_par_pli_de_difference_asked_with_quoi_or_what(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "I bet 3, no safety, and won 5 tricks. What's the penalty per trick?",  # the rate, not the hand
        "J'ai parié 2 sans sécu, 4 plis. Ça me fait quoi comme malus par pli ?",
        "I bet 3 without the safety and made 4 tricks. Would I have succeeded with the safety?",  # both ways said
        "J'ai parié 2 sans la sécu et fait 3 plis, avec la sécu ça passait ?",
        "Parié 5, pas de Sécurité, 5 plis. Ça me fait quoi comme score ?",  # a won bet: the table is missing
    ],
)
def test_no_number_for_a_rate_a_hypothetical_safety_or_a_won_bet(question):
    verdict = ENGINE.interpret(question)
    assert not (isinstance(verdict, Verdict) and isinstance(verdict.verdict, int))


# --- round 26: rules asked in general ------------------------------------------------------------


def _decided(question):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict), f"{question!r} -> {answer!r}"
    return answer


@pytest.mark.parametrize(
    "question, expected, rule",
    [
        ("Il y a combien de cartes dans la boîte ?", 65, "box-contents"),
        ("How many cards come in the box?", 65, "box-contents"),
        ("How many marbles come in the box?", 20, "box-marbles"),
        ("combien de billes dans la boite ?", 20, "box-marbles"),
    ],
)
def test_contenu_de_la_boite(question, expected, rule):
    found = _decided(question)
    assert (found.verdict, found.rule.id) == (expected, rule)


@pytest.mark.parametrize(
    "question",
    [
        "On perd combien de points par pli d'écart quand on rate son pari ?",
        "pari raté : combien de points en moins par pli ?",
        "How many points do you lose per trick when you miss your bet?",
    ],
)
def test_perdez_cinq_points_par_pli_de_difference(question):
    assert _decided(question).verdict == -5


@pytest.mark.parametrize(
    "question",
    [
        "Pour les paris, c'est le premier joueur qui parie en premier ?",
        "Est-ce que le premier joueur commence les paris ?",
        "Does the first player bet first?",
    ],
)
def test_en_commencant_par_le_premier_joueur_pariez(question):
    assert _decided(question).verdict == "oui"


@pytest.mark.parametrize(
    "question",
    [
        "jpeux prendre une bille sécurité en plus de mes billes pari ?",
        "On peut ajouter une bille sécurité aussi ?",
        "Can I take a safety marble as well as my bet marbles?",
    ],
)
def test_jusqu_a_1_bille_securite_en_plus(question):
    assert _decided(question).verdict == "oui"


@pytest.mark.parametrize(
    "question",
    [
        "J'ai le droit de regarder la face de mes cartes une fois que mon voisin me les a rendues ?",
        "Je peux voir mes cartes quand je les prends en main ?",
        "Can I look at my cards once my neighbour has handed them to me?",
    ],
)
def test_ne_voir_que_le_dos_des_cartes(question):
    assert _decided(question).verdict == "non"


@pytest.mark.parametrize(
    "question, rule",
    [
        (
            "en cas d'égalité au score final, c'est celui qui a fait le plus de points à la dernière donne qui gagne ?",
            "tie-last-hand",
        ),
        (
            "En cas d'égalité, celui qui a marqué le plus de points lors de la dernière donne l'emporte ?",
            "tie-last-hand",
        ),
        (
            "Si égalité parfaite (même total, même dernière donne), le premier joueur gagne s'il fait partie des ex aequo ?",
            "tie-closest-to-first",
        ),
    ],
)
def test_egalite_regles_generales(question, rule):
    found = _decided(question)
    assert (found.verdict, found.rule.id) == ("oui", rule)


def _no_verdict(question):
    """No yes/no, number or name given: None, a question asked back, or a Verdict with no verdict."""
    answer = ENGINE.interpret(question)
    return answer is None or isinstance(answer, MissingSituation) or answer.verdict is None


@pytest.mark.parametrize(
    "question",
    [
        "J'ai parié 2 et fait 3 plis, Léa avait pris la sécurité, moi non. Réussi ?",
        "I bet 3. My friend took the safety marble. I won 4 tricks. Was my bet successful?",
        "Pari de 2, mon voisin a pris la sécu et moi j'ai fait 3 plis, c'est réussi ?",
    ],
)
def test_bille_securite_d_un_autre_joueur_n_est_pas_la_mienne(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "J'ai parié 3 plis mais j'en ai fait 2 de moins, combien je perds ?",
        "I bet 3 and won one more trick than I bet, no safety. How many points do I lose?",
        "Pari de 4 sans sécu, j'ai fait 1 pli de trop, je perds combien ?",
    ],
)
def test_plis_dits_par_difference_ne_sont_pas_les_plis_remportes(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Fin de partie : Ana 30, Ben 30 ; dernière donne Ana 5 et Ben 10 ; qui perd ?",
        "After the 4th hand Ana has 30 and Ben 25. Who comes last?",
        "Fin de partie, Léo 40, Mia 35, Tom 20 : qui est deuxième ?",
    ],
)
def test_le_joueur_ayant_le_score_le_plus_eleve_gagne_pas_qui_perd(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "pari 2, 3 plis, et Paul me dit que j'aurais dû prendre la sécu. c'est raté ?",
        "Pari 3 sans sécu, j'ai fait 4 plis. Et si j'avais pris la sécu, ça serait réussi ?",
        "I bet 2 and won 3 tricks; I should have taken the safety marble. Did I fail?",
    ],
)
def test_pari_suppose_n_est_pas_la_main_jouee(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Ben a parié 3 sans sécu et fait 5 plis, combien je perds ?",
        "My friend Mia bet 2 and took 4 tricks. How many points do I lose?",
    ],
)
def test_pari_d_un_autre_joueur_ne_repond_pas_au_mien(question):
    assert _no_verdict(question)


def test_pari_d_un_autre_joueur_entierement_le_sien_reste_lu():
    assert _decided("Ben a parié 3 sans sécu et fait 5 plis, combien il perd ?").verdict == -10


@pytest.mark.parametrize(
    "question",
    [
        "Le pli est en bleu, Paul n'a pas de bleu, moi j'en ai. Je peux jouer du rouge ?",
        "Green was led. Mia has no green but I still have one. Can I play yellow?",
    ],
)
def test_si_vous_avez_au_moins_une_carte_la_main_d_un_autre_n_est_pas_la_mienne(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "Ana 30, Ben 25 après la 3e donne, qui gagne ?",
        "After hand 2, Ana has 30 and Ben 25. Who wins?",
        "À la fin de la 2e manche Léo a 18 et moi 12, qui gagne ?",
    ],
)
def test_a_l_issue_de_la_4e_donne_seulement(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Fin de partie : Ana 30 et Ben 30. À la dernière donne Ana a perdu 5 points et Ben a marqué 0. Qui gagne ?",
            "Ben",
        ),
        (
            "End of the game: Ana 30, Ben 30. In the last hand Ana lost 10 and Ben scored 2. Who wins?",
            "Ben",
        ),
    ],
)
def test_egalite_points_perdus_a_la_derniere_donne_sont_negatifs(question, expected):
    assert _decided(question).verdict == expected


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Après la 4e donne : moi 35, Léa 35, Tom 35. À la dernière donne moi 10, Léa 12, Tom 12. Tom est le premier joueur. Qui gagne ?",
            "Tom",
        ),
        (
            "End of game: Ana 40, Ben 40, Cleo 40. Last hand: Ana 5, Ben 9, Cleo 9. Cleo is the first player. Who wins?",
            "Cleo",
        ),
    ],
)
def test_egalite_persiste_entre_une_partie_des_ex_aequo_le_premier_joueur(question, expected):
    assert _decided(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Pari 2 avec sécu, j'ai fait 3 plis. C'est pas raté ?",
        "I bet 3 without the safety and won 3 tricks. Isn't it a success?",
    ],
)
def test_pari_reussi_demande_avec_une_negation(question):
    assert _no_verdict(question)


# --- round 28: red-team holes closed ------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "Fin de partie : Ana 30 points, Ben 30 points, Ana a gagné 4 plis à la dernière donne, Ben 6. Qui gagne ?",
        "Final: Ana 30, Ben 30. In the last hand Ana won 4 tricks and Ben 6. Who wins?",
    ],
)
def test_celui_qui_a_marque_le_plus_de_points_lors_de_la_derniere_donne_tricks_are_not_points(
    question,
):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "J'ai parié 2, fait 3 plis, j'ai failli prendre la sécu. Réussi ?",
        "I bet 2, won 3 tricks, I almost took the safety marble. Did I make it?",
        "Pari 1, 2 plis, je voulais prendre la sécurité. C'est réussi ?",
    ],
)
def test_bille_securite_only_meant_or_nearly_taken(question):
    assert _no_verdict(question)


@pytest.mark.xfail(strict=True, reason="not read by the shared reader yet")
def test_bille_securite_nearly_taken_then_denied():
    assert (
        _decided(
            "J'ai parié 2, fait 3 plis, j'ai failli prendre la sécu mais je l'ai pas prise. Réussi ?"
        ).verdict
        == "non"
    )


@pytest.mark.parametrize(
    "question",
    [
        "J'ai parié 3 et Léa a fait 3 plis. Réussi ?",
        "J'ai parié 2 et Paul a fait 2 plis. C'est réussi ?",
    ],
)
def test_pari_reussi_tricks_told_of_another_player_asked_without_subject(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "J'ai parié 5 et fait 1 pli à la dernière donne, mon total ?",
        "I bet 5 and won 1 trick, what's my total score now?",
    ],
)
def test_perdez_cinq_points_par_pli_de_difference_not_the_running_total(question):
    assert _no_verdict(question)


def test_perdez_cinq_points_au_total_de_la_donne_still_read():
    assert _decided("J'ai parié 5 et fait 1 pli, combien je perds au total ?").verdict == -20


@pytest.mark.parametrize(
    "question",
    [
        "Le pli est en rouge. Léa a joué bleu. J'ai du bleu mais pas de rouge. Je peux jouer jaune ?",
        "Le pli est en vert, Tom a joué du jaune. J'ai du jaune. Je dois jouer jaune ?",
    ],
)
def test_la_couleur_de_cette_carte_devient_la_couleur_demandee_two_colours_read_as_led(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "I bet 3. Ana won 3 tricks. Did my bet succeed?",
        "J'ai parié 2. Léa a fait 2 plis. Réussi ?",
    ],
)
def test_pari_reussi_tricks_of_a_player_named_at_a_sentence_start(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question",
    [
        "What if I don't have any card of the suit that was led?",
        "et si j'ai pas la couleur demandée ?",
        "Le pli est en bleu et j'ai plus de bleu, je joue quoi ?",
    ],
)
def test_sinon_vous_pouvez_jouer_n_importe_quelle_carte_asked_openly(question):
    assert ENGINE.interpret(question).verdict == "n'importe quelle carte"


@pytest.mark.parametrize(
    "question",
    [
        "Le pli est en bleu et j'ai du bleu, je joue quoi ?",  # holding the led colour: a card of it, not any card
        "What if Paul doesn't have any card of the suit that was led?",  # another player's hand
    ],
)
def test_an_open_question_without_the_asker_void_gets_no_any_card_answer(question):
    assert getattr(ENGINE.interpret(question), "verdict", None) != "n'importe quelle carte"


@pytest.mark.parametrize(
    "question, expected",
    [
        ("Green was led and I don't have a single green card. Can I play a yellow?", "oui"),
        ("Blue trick. I haven't got a single blue card, can I throw my green?", "oui"),
        ("Le pli est vert, je n'ai pas une seule carte verte. Je peux jouer un jaune ?", "oui"),
        ("Bleu demandé, je n'ai même pas un bleu. Je suis obligé de jouer du bleu ?", "non"),
        ("Rouge demandé, il me reste un seul rouge. Je peux poser un bleu ?", "non"),
    ],
)
def test_si_vous_n_avez_pas_de_cartes_de_la_couleur_demandee_not_a_single_one(question, expected):
    assert ENGINE.interpret(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Le pli est vert, je n'ai pas un seul vert mais deux. Je peux jouer un jaune ?",  # two, not none
        "Green was led and I don't have a single green card. Can I play a green?",  # the card asked is not in the hand said
        "Green was led and I don't have a single red card. Can I play a yellow?",  # not the led colour
    ],
)
def test_si_vous_n_avez_pas_de_cartes_de_la_couleur_demandee_no_void_misread(question):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Égalité en tête à 30 entre Noé et Ambre, et les deux ont marqué autant à la dernière donne. Ambre est premier joueur. Qui l'emporte ?",
            "Ambre",
        ),
        (
            "Noé and Ambre are tied at 30 and both scored the same in the last deal. Noé is the first player. Who wins?",
            "Noé",
        ),
        (
            "30 each for Noé and Ambre, and they scored the same in the last deal. Noé is the first player. Who won?",
            "Noé",
        ),
        (
            "Léa et moi sommes à égalité à 35, et pareil à la dernière donne. Léa est la première joueuse. J'ai gagné ?",
            "non",
        ),
    ],
)
def test_si_l_egalite_persiste_le_plus_proche_du_premier_joueur_tied_total_said(question, expected):
    assert ENGINE.interpret(question).verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Égalité à 30 entre Noé et Ambre pour la deuxième place, même score à la dernière donne. Ambre est premier joueur. Qui gagne ?",
        "Noé et Ambre à égalité derrière Zoé, même score à la dernière donne. Ambre est premier joueur. Qui gagne ?",
        "Égalité en tête à 30 entre Noé et Ambre et les deux ont marqué autant à la dernière donne. Léa est première joueuse. Qui l'emporte ?",
    ],
)
def test_s_il_y_a_egalite_parmi_les_joueurs_en_tete_a_tie_below_the_top_or_first_player_not_tied(
    question,
):
    assert _no_verdict(question)


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Égalité en tête à 30 entre Noé et Ambre, Noé a marqué plus qu'Ambre à la dernière donne. Qui gagne ?",
            "Noé",
        ),
        (
            "Égalité entre Léa et Tom, Tom a marqué moins qu'Léa à la dernière donne. Qui l'emporte ?",
            "Léa",
        ),
    ],
)
def test_celui_qui_a_marque_le_plus_de_points_lors_de_la_derniere_donne_compared_with_qu(
    question, expected
):
    assert ENGINE.interpret(question).verdict == expected


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "The lead card is yellow and I've got no yellow at all. Can I play whatever card I want?",
            "oui",
        ),
        ("The led card is yellow and I've got a yellow. Can I play any card?", "non"),
        (
            "La carte d'entame est jaune et je n'ai pas de jaune. Je peux jouer ce que je veux ?",
            "oui",
        ),
        (
            "la première carte du pli est verte, il me reste un vert, je peux poser mon rouge ?",
            "non",
        ),
        ("The first card played was blue, I hold a blue. Must I play my blue?", "oui"),
    ],
)
def test_couleur_demandee_said_by_the_card_that_opened_the_trick(question, expected):
    assert _verdict(question) == expected


@pytest.mark.parametrize(
    "question",
    [
        "ma première carte est jaune, je peux jouer n'importe quoi ?",  # a card of my hand, not the trick's
        "The lead card is yellow and Tom has no yellow. Can I play whatever I want?",
        "La carte d'entame est jaune, je n'ai plus de jaune. Je ne peux pas jouer ce que je veux ?",  # negated permission
        "Yellow was led, I have no yellow. Can't I play whatever I want?",
    ],
)
def test_couleur_demandee_not_read_whole(question):
    assert _verdict(question) in (None, "MissingSituation")


@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Luz: I bet 1 trick with 1 bet marble plus the safety marble, and ended up taking 5 tricks. How many points do I lose?",
            -20,
        ),
        (
            "J'ai parié 2 plis avec 2 billes Pari et la sécu, j'ai fait 0 pli. Combien je perds ?",
            -10,
        ),
        (
            "I bet 3 tricks using 3 bet marbles and no safety, took 1. How many points do I lose?",
            -10,
        ),
    ],
)
def test_pari_rate_cinq_points_par_pli_the_bet_said_with_its_marbles(question, expected):
    assert _verdict(question) == expected


@pytest.mark.parametrize(
    "question",
    [
        "I bet 2 tricks with 1 bet marble plus the safety marble, and took 5 tricks. How many points do I lose?",  # two bets
        "Mia bet 1 trick with 1 bet marble plus the safety marble and took 5 tricks. How many points do I lose?",
        "Mia a parié 1 avec la sécu et a fait 5 plis. Combien je perds ?",
        "I bet 1 with the safety marble and took 5 tricks. How many points does Mia lose?",
        "J'ai parié 1 avec la sécu et fait 5 plis. Combien Mia perd ?",
        "I bet 1 with the safety marble, took 5 tricks. How many marbles did I take?",
    ],
)
def test_pari_rate_not_read_whole_another_players_hand_or_a_count_asked(question):
    assert _verdict(question) in (None, "MissingSituation")


def test_the_english_understood_line_calls_the_asker_you():
    answer = ENGINE.interpret(
        "Kate and I are tied on 41; in the last round she scored 9, I 14. Who wins?"
    )
    assert isinstance(answer, Verdict) and answer.verdict == "toi"
    assert "you 41" in answer.understood_en and "toi" not in answer.understood_en
