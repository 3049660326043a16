"""NUM DRAFT engine: rules, worked example, interpret() phrasings, properties."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.engines.base import InvalidSituation, MissingSituation, Verdict
from arbitre.engines.num_draft import ENGINE
from arbitre.engines.num_draft.cards import JOKER, LEFT, LEFT_COLUMN, Card, Pool, Slot
from arbitre.engines.num_draft.scoring import rank, score

CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "num-draft" / "rules.md"

RED_TRIO = """
. | R1 V5 B7 | .
. | R2 V6 B8 | .
. | R3 J9 B9 | .
"""


def _ask(question: str):
    return ENGINE.interpret(question)


# Phrasings the old text readers decided that the shared reader does not read yet: it gives no
# verdict or asks back instead. Strict: once one is read, its test passes and this mark fails, so the
# entry is removed.
NOT_YET_READ = frozenset(
    [
        "After NUM DRAFT is called, do I complete my grid with my hand and the cards I received?",
        "At GIVE, can I give one of my face-down grid cards?",
        "At PLACE can I put the card from my hand anywhere else in my grid?",
        "At PLACE can I put the card wherever I like?",
        "Avec le paquet qui va jusqu'à 16, on a combien de cartes en comptant les deux jokers ?",
        "Classic mode: Tom has his two 6s in opposite corners of his grid. Does that pair score for him?",
        "Classic mode: a red 3 top left and a red 8 middle left. Do they make a colour group?",
        "Combien de points de bonus rapporte un joker venu d'une colonne voisine ?",
        "Discovery mode. In my grid: three reds (1, 4 and 10) plus a blue 4. What's my total?",
        "Discovery mode. Tom's left column has a Joker and I'm his left neighbour. I have two 8s. How much does the Joker add?",
        "Discovery mode: I have a red 4, a blue 7 and a 4. What's my total?",
        "Discovery mode: two blues in my grid (the 2 and the 7), my right neighbour has a Shadow 2 in his left column. How many points in total?",
        "Do you have to call NUM DRAFT?",
        "Does my neighbour's blue group score?",
        "En familial, Paul a ses deux bleus aux deux bouts de sa grille, ils marquent pour lui ?",
        "En mode classique, deux cartes en diagonale forment un groupe ?",
        "Family mode. Three blues in my grid, including my blue 6. My left neighbour's right column has a yellow 6. What's my total?",
        "Family mode: Sarah has two greens far from each other in her grid. Do they count as a group for her?",
        "How many cards in the 0-12 deck, jokers included?",
        "Is my neighbour's blue group scoring?",
        "J'ai 2 jaunes (le 3 et le 8) et un 8 rouge, mode familial, ça fait combien ?",
        "J'ai 5 cartes en main après avoir reçu la carte du DONNE, c'est normal ?",
        "J'ai mon 7 rouge et deux autres rouges, combien au total ?",
        "Je suis pas obligé d'annoncer NUM DRAFT ?",
        "Le maître du jeu peut-il changer l'ordre des commandements ?",
        "Lena's right column has a yellow 10. I don't have any yellow or any 10 in my grid. Can it score for me?",
        "Les cartes du voisin peuvent faire un groupe toutes seules ?",
        "Léo a ma gauche : je prends sa colonne de droite pour le score ?",
        "Mode classique : mes deux jaunes sont éloignés, pas collés. Ça compte comme groupe ?",
        "Mode découverte : j'ai deux rouges, le 4 et le 9, et deux bleus, le 4 et le 6. Combien en tout ?",
        "Mode découverte : j'ai deux shadows dans ma grille (le 1 et le 6) et mon voisin a un Shadow 10 dans sa colonne. Combien ça fait ?",
        "Mode découverte, Léo a deux jaunes dans sa grille et son voisin a un jaune dans sa colonne. Combien pour Léo ?",
        "Mode découverte: j'ai deux bleus et deux 7, mes bleus, ils rapportent combien ?",
        "Mode familial, Julie a deux rouges et deux 4 dans sa grille, rien en commun. Combien elle marque ?",
        "Mode familial, j'ai le 5 rouge, le 5 bleu et le 7 rouge, combien ça fait ?",
        "Mode familial, j'ai un rouge 5 et 2 autres rouges, et un vert 5. Combien au total ?",
        "Mode familial, mes 3 rouges incluent mon rouge 5 ; j'ai aussi un vert 5. Ça fait combien en tout ?",
        "My neighbour's column has a blue 9. I don't have any blue cards or any 9s. Does it count for me?",
        "NUM DRAFT annoncé : je peux compléter ma grille avec les cartes reçues ?",
        "On joue avec les valeurs de 0 à 16, combien de cartes au total sans les jokers ?",
        "On the very first turn, may I give a different card from the one I revealed?",
        "Ouverture à 4 : Alice 3, Bob 3, moi 5. Qui est MJ ?",
        "Paul est à ma droite, je compte sa colonne de droite ?",
        "Sur ma grille y a deux jaunes et un rainbow 3, le rainbow il compte comme un jaune ?",
        "Un 6 bleu de mon voisin peut s'ajouter à mes deux 6 ?",
        "What bonus does a Shadow from a neighbour's column get?",
        "With 50 points in classic, am I Maître or Grand Maître?",
        "a 3 joueurs, combien de cartes dans le paquet sans les jokers ?",
        "a 6 joueurs on a une main de 6 cartes au lieu de 5 ?",
        "au DONNE je peux donner une carte de ma main ?",
        "au POSE je peux mettre la carte ou je veux ?",
        "au donne je dois donner une carte visible de ma grille ?",
        "au pose je complete ma grille avec une carte de ma main ?",
        "avec le deck 0 a 12, combien de cartes en tout ?",
        "before the first turn does everyone flip one card of their grid?",
        "classic mode, I have two 9s in my middle column, one at the top and one at the bottom, no other 9 or joker. how many points for the pair?",
        "classic mode, two 9s stacked one right above the other in my middle column, no other 9 and no joker in my pool. how much does the pair of 9s score?",
        "combien de cartes d'un seul voisin entrent dans mon score ?",
        "combien de cartes de chaque voisin entrent dans mon score ?",
        "combien de cartes de ma grille et de mes voisins pour le score ?",
        "discovery mode, can the red 4 in my left neighbour's column join my two 4s?",
        "discovery mode, my left neighbour has two reds in his right column (the 4 and the 9) and I have two reds in my grid (1 and 6). total?",
        "discovery mode: 3 yellows in my grid (2, 5, 8), my right neighbour has a Rainbow 11 and a Shadow 5 in his left column. total?",
        "does a card count twice, once for colour and once for value?",
        "en classique deux cartes vertes posées coin contre coin, elles forment un groupe ?",
        "est-ce qu'une carte marque dans sa couleur et dans sa valeur a la fois ?",
        "family mode, a yellow at the top left and one at the bottom right, do they make a group?",
        "how many cards do I score with in total?",
        "how many number cards in the deck with 6 players, without jokers?",
        "in the variant, how many cards in the deck?",
        "j'ai deux rouges (2 et 5), combien me rapporte mon 5 rouge a lui seul ?",
        "j'ai deux rouges en haut a gauche et en bas a droite et mon voisin a un rouge, il peut les rejoindre ?",
        "je suis obligé de retourner une carte de ma grille avant le premier tour ?",
        "la colonne droite de mon voisin de gauche et la colonne gauche de mon voisin de droite, c'est bien ce que je compte ?",
        "mes deux voisins ont chacun un 4 dans leur colonne partagée mais moi j'en ai aucun. ça fait un groupe ?",
        "mode classique, deux 8 dans ma rangée du haut, un à gauche et un à droite, aucun autre 8 ni joker. combien ?",
        "mode classique, j'ai deux 9 dans ma colonne du milieu, un tout en haut et un tout en bas, aucun autre 9 ni joker. la paire de 9 me rapporte combien ?",
        "mode decouverte jai 3 bleus dans ma grille (2, 6 et 9) combien ca fait",
        "mode decouverte jai le 6 vert le 6 jaune et le 11 vert, combien me rapporte le 11 vert a lui seul",
        "mode decouverte j'ai deux rouges (3 et 6) et ma voisine a un rouge classique, combien ca me rapporte en tout ?",
        "mode decouverte, mon 7 bleu fait partie de mes trois bleus, et j'ai aussi un 7 jaune. combien au total ?",
        "mode découverte : j'ai deux bleus (3 et 7) et un 7 vert dans ma grille, combien de points ?",
        "mode découverte, deux cartes rouges dans ma grille (le 2 et le 9) et trois cartes vertes (1, 5 et 12). combien au total ?",
        "mode découverte, j'ai un jaune 9, un jaune et un autre jaune. combien au total ?",
        "mode découverte, la colonne droite de Léa a un Rouge 6 et moi j'ai deux rouges (le 2 et le 9). Combien il m'ajoute ce rouge 6 ?",
        "mode familial, trois bleus : un 2, un 6 et un 11, combien ça rapporte ?",
        "mon voisin de gauche sa colonne droite, mon voisin de droite sa colonne droite aussi, je compte les deux ?",
        "my blue 7 is part of a group of 7s, how much does it score by itself?",
        "on commence avec combien de cartes en main, 5 ?",
        "pour le score on prend combien de cartes des deux voisins en tout ?",
        "quand NUM DRAFT est annoncé, on passe aussi les cartes visibles de la grille ?",
        "quel bonus pour un rainbow du voisin ?",
        "une carte classique compte dans les deux groupes ou pas ?",
        "when scoring, how many cards do I count altogether?",
        "who calls the commands each turn?",
    ]
)


def test_every_rule_quote_is_in_the_corpus():
    if not CORPUS.exists():
        pytest.skip("corpus/num-draft/rules.md not written yet")
    text = " ".join(CORPUS.read_text(encoding="utf-8").split())
    assert [r.id for r in ENGINE.rules if " ".join(r.quote.split()) not in text] == []


# Worked example: "vous avez déjà 3 cartes Rouge dans votre grille (6 pts)".
def test_une_4e_carte_rouge_classique_venue_du_voisin_ajoute_3_pts():
    base = Pool.parse(RED_TRIO, mode="decouverte")
    with_red = base.with_slot(Slot(Card("rouge", 10), LEFT, 0, LEFT_COLUMN))
    reds = [g for g in score(with_red).groups if g.key == "rouge"]
    assert len(reds[0].slots) == 4
    assert score(with_red).total - score(base).total == 3


def test_un_rainbow_venu_du_voisin_peut_rejoindre_ce_meme_groupe_rouge_et_ajoute_3_pts():
    base = Pool.parse(RED_TRIO, mode="decouverte")
    assert (
        score(base.with_slot(Slot(Card("rainbow", 11), LEFT, 0, LEFT_COLUMN))).total
        - score(base).total
        == 3
    )


def test_un_shadow_venu_du_voisin_sans_groupe_shadow_ne_rapporte_rien():
    base = Pool.parse(RED_TRIO, mode="decouverte")
    with_shadow = base.with_slot(Slot(Card("shadow", 11), LEFT, 0, LEFT_COLUMN))
    assert score(with_shadow).total == score(base).total
    assert len(score(with_shadow).blocked) == 1


def test_la_diagonale_ne_compte_pas():
    pool = Pool.parse(". | R1 . . | .\n. | . R2 . | .\n. | . . . | .")
    assert score(pool).total == 0
    assert score(Pool(pool.slots, "decouverte")).total == 4


def test_cette_regle_s_applique_aussi_aux_cartes_provenant_des_colonnes_adverses():
    touching = Pool.parse("R9 | R1 . . | .\n. | R2 . . | .\n. | . . . | .")
    away = Pool.parse(". | R1 . . | .\n. | R2 . . | .\n. | . . . | R9")
    assert score(touching).total == 2 * 2 + (2 + 1) and score(away).total == 4


def test_une_carte_normale_peut_compter_en_couleur_et_en_valeur():
    pool = Pool.parse(". | R1 R2 . | .\n. | V1 . . | .\n. | . . . | .")
    assert score(pool).total == 2 * 2 + 2 * 3


def test_le_joker_rejoint_une_seule_combinaison_la_plus_rentable():
    pool = Pool.build(
        [[Card("rouge", 1), JOKER, None], [Card("vert", 2), None, None], [None, None, None]]
    )
    assert score(pool).total == 6  # joins value 1 (2 × 3), never colour and value at once


def test_la_colonne_centrale_n_est_jamais_partagee():
    assert _ask("La colonne centrale est-elle partagée avec le voisin ?").verdict == "non"


@pytest.mark.parametrize(
    "points,mode,title",
    [
        (17, "classique", "Novice"),
        (18, "classique", "Stratège"),
        (48, "classique", "Grand Maître"),
        (62, "classique", "Légende de NUM DRAFT"),
        (44, "decouverte", "Stratège"),
        (60, "decouverte", "Grand Maître"),
    ],
)
def test_classement_par_mode(points, mode, title):
    assert rank(points, mode) == title


@pytest.mark.parametrize(
    "question,expected",
    [
        (
            "J'ai trois rouges qui se touchent dans ma grille et mon voisin a un rouge dans sa colonne, ça me rapporte combien ?",
            9,
        ),
        ("Un Shadow du voisin peut rejoindre mon groupe rouge ?", "non"),
        ("Un Rainbow venu du voisin peut ancrer mon groupe bleu ?", "oui"),
        ("Un joker peut compter en couleur et en valeur ?", "non"),
        ("Les cartes du voisin peuvent faire un groupe toutes seules ?", "non"),
        ("En mode classique, deux cartes en diagonale forment un groupe ?", "non"),
        ("48 points en mode classique, quel rang ?", "Grand Maître"),
        ("On a révélé 3, 3, 5 et 7, qui est maître du jeu ?", "le joueur qui a révélé 5"),
        ("Peut-on faire POSE avant DONNE ?", "non"),
        ("I have two 7s and my neighbour has a red 7, how many points?", 10),
        ("j'ai 3 rouges, un rainbow du voisin ajoute combien ?", 3),
    ],
)
def test_interpret_decides(question, expected):
    answer = _ask(question)
    assert isinstance(answer, Verdict) and answer.verdict == expected


@pytest.mark.parametrize(
    "question", ["C'est quoi le but de NUM DRAFT ?", "Comment se passe la mise en place ?"]
)
def test_interpret_leaves_general_questions_to_retrieval(question):
    assert _ask(question) is None


@pytest.mark.parametrize(
    "question",
    ["ça me rapporte combien ?", "Quel rang avec 50 points ?", "Qui est maître du jeu ?"],
)
def test_interpret_asks_for_a_missing_situation(question):
    assert isinstance(_ask(question), MissingSituation)


def test_check_scores_a_grid_and_rejects_a_bad_one():
    red = {"colour": "rouge", "value": 1}
    grid = [[red, {"colour": "rouge", "value": 2}, None], [None] * 3, [None] * 3]
    assert ENGINE.check({"grid": grid}, {"type": "score"}).verdict == 4
    assert ENGINE.check({}, {"type": "rank", "points": 48}).verdict == "Grand Maître"
    with pytest.raises(InvalidSituation):
        ENGINE.check({"grid": grid[:2]}, {"type": "score"})
    with pytest.raises(InvalidSituation):
        ENGINE.check({"grid": [[red, red, None], [None] * 3, [None] * 3]}, {"type": "score"})


# Properties -------------------------------------------------------------------
cards = st.builds(
    Card,
    st.sampled_from(["rouge", "vert", "bleu", "jaune", "rainbow", "shadow"]),
    st.integers(0, 4),
)
cells = st.one_of(st.none(), cards)  # Jokers come in through the neighbour property
grids = st.lists(st.lists(cells, min_size=3, max_size=3), min_size=3, max_size=3)
columns = st.lists(st.one_of(st.none(), cards), min_size=3, max_size=3)


@settings(max_examples=120, deadline=None)
@given(grids, columns, columns, st.randoms())
def test_scores_do_not_depend_on_the_order_cards_are_listed(grid, left, right, rnd):
    flat = [c for row in grid for c in row]
    rnd.shuffle(flat)
    shuffled = [flat[0:3], flat[3:6], flat[6:9]]
    assert (
        score(Pool.build(grid, left, right, "decouverte")).total
        == score(Pool.build(shuffled, left[::-1], right, "decouverte")).total
    )
    mirrored = Pool.build(grid[::-1], left[::-1], right[::-1], "classique")
    assert score(mirrored).total == score(Pool.build(grid, left, right, "classique")).total


@settings(max_examples=120, deadline=None)
@given(grids, columns, columns)
def test_discovery_never_scores_less_than_classic(grid, left, right):
    assert (
        score(Pool.build(grid, left, right, "decouverte")).total
        >= score(Pool.build(grid, left, right, "classique")).total
    )


@settings(max_examples=120, deadline=None)
@given(columns, columns, st.sampled_from(["classique", "decouverte"]))
def test_neighbour_cards_alone_never_score(left, right, mode):
    assert score(Pool.build([[None] * 3] * 3, left, right, mode)).total == 0


@settings(max_examples=120, deadline=None)
@given(
    grids,
    columns,
    st.one_of(cards, st.just(JOKER)),
    st.integers(0, 2),
    st.sampled_from(["classique", "decouverte"]),
)
def test_adding_a_neighbour_card_never_lowers_the_score(grid, left, extra, row, mode):
    before = Pool.build(grid, [c if i != row else None for i, c in enumerate(left)], [], mode)
    after = before.with_slot(Slot(extra, LEFT, row, LEFT_COLUMN))
    assert score(after).total >= score(before).total


# Held-out wrong verdicts, fixed: values in parentheses, one neighbour card's points.
@pytest.mark.parametrize(
    "question,expected",
    [
        (
            "mode familial. dans ma grille j'ai trois rouges (2, 5 et 9) et un 5 bleu, le reste de ma grille et les colonnes des voisins ne vont avec rien. ça fait combien de points ?",
            12,
        ),
        (
            "En mode découverte, j'ai 2 cartes vertes dans ma grille et mon voisin de droite a un vert classique dans sa colonne gauche. Elle me rapporte combien, sa carte verte ?",
            3,
        ),
        (
            "mes deux voisins ont chacun un 4 dans leur colonne partagée mais moi j'en ai aucun. ça fait un groupe ?",
            "non",
        ),
    ],
)
def test_interpret_heldout_categories(question, expected):
    answer = _ask(question)
    assert isinstance(answer, Verdict) and answer.verdict == expected


# New phrasings, written apart from the held-out set, to check generalisation.
@pytest.mark.parametrize(
    "question,expected",
    [
        (
            "mode découverte : j'ai deux bleus (3 et 7) et un 7 vert dans ma grille, combien de points ?",
            10,
        ),
        (
            "my neighbours each have a 6 in their shared column but I have none in my grid, does that make a value group?",
            "non",
        ),
        (
            "mode découverte, j'ai 3 bleus dans ma grille et mon voisin de gauche a un bleu classique. Combien elle m'ajoute, cette carte ?",
            3,
        ),
    ],
)
def test_interpret_generalises(question, expected):
    answer = _ask(question)
    assert isinstance(answer, Verdict) and answer.verdict == expected


def test_interpret_asks_when_a_listed_group_does_not_match_its_count():
    assert isinstance(
        _ask("mode familial, j'ai trois jaunes (1, 4), combien ça fait ?"), MissingSituation
    )


@pytest.mark.parametrize(
    "question,verdict",
    [
        # colour-then-value cards, no count: "Vert 5" is one card
        (
            "Mode découverte : dans ma grille il y a Vert 5, Vert 9 et Jaune 5, rien d'autre de vert ou de 5. "
            "Combien ça me rapporte au total ?",
            10,
        ),
        # "zéro" of my own, the neighbour's cards said with "ses": no group
        (
            "Le voisin de droite a trois Bleu dans sa colonne gauche et moi zéro bleu dans ma grille. Ses bleus me font-ils un groupe ?",
            "non",
        ),
        # a points question about neighbour cards alone gets a number
        (
            "Ma voisine a 3 rouges dans sa colonne, moi je n'ai aucun rouge : combien de points ça me fait ?",
            0,
        ),
        # the game master by name: smallest unique value
        (
            "Pour choisir le maître du jeu, Marc retourne un 7, Léa un 3, Tom un 3. Qui est maître du jeu ?",
            "Marc",
        ),
        # touching by a corner is the diagonal
        (
            "en classique deux cartes vertes posées coin contre coin, elles forment un groupe ?",
            "non",
        ),
    ],
)
def test_interpret_reads_new_card_and_player_phrasings(question, verdict):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # one neighbour card named by its colour ("ce rouge", "that green"): the points it adds, not the total
        (
            "Mode familial : j'ai trois verts, et mon voisin de gauche a un vert dans sa colonne droite. Ce vert m'ajoute combien ?",
            3,
        ),
        (
            "Discovery mode, two reds in my grid and my right neighbour has a red in his left column. How much does that red give me?",
            3,
        ),
        # cells named in the grid: classic mode needs a shared side, discovery mode does not
        (
            "En classique, mes deux verts sont en haut à droite et en bas à gauche, ça forme un groupe ?",
            "non",
        ),
        ("Classic mode: my only two 4s are top left and top middle. Do they form a group?", "oui"),
        (
            "Mode découverte : mes deux seuls rouges sont en haut à gauche et en bas à droite, ils comptent comme groupe ?",
            "oui",
        ),
        # the first DONNE gives the card revealed at the opening
        ("On the very first turn, may I give a different card from the one I revealed?", "non"),
        ("Au 1er tour, je dois passer la carte retournée à l'ouverture ?", "oui"),
        # a normal card counts in its colour group and its value group at once
        ("Can my green 9 be in my green group and in my 9 group at the same time?", "oui"),
    ],
)
def test_interpret_third_blind_categories(question, verdict):
    answer = ENGINE.interpret(question)
    assert isinstance(answer, Verdict) and answer.verdict == verdict


def test_apart_cells_asked_in_points_score_nothing_and_a_joker_is_not_a_normal_card():
    answer = ENGINE.interpret(
        "Classique : deux jaunes, un en haut à gauche et un en bas à droite, ils rapportent combien ?"
    )
    assert isinstance(answer, Verdict) and answer.verdict == 0
    joker = ENGINE.interpret(
        "Mon Joker peut compter à la fois dans mon groupe de rouges et dans mon groupe de 7 ?"
    )
    assert isinstance(joker, Verdict) and joker.verdict == "non"
    assert isinstance(
        ENGINE.interpret("Is that card in my neighbour's column counted for me?"), MissingSituation
    )


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
            "Mode découverte : j'ai deux 5 (un bleu et un jaune) dans ma grille, et le voisin de droite a un 5 rouge dans sa colonne gauche. Combien ça me fait ?",
            10,
        ),
        (
            "family mode, I have two 9s (a red one and a green one) in my grid, nothing else matches. how many points?",
            6,
        ),
        ("mode familial, trois bleus : un 2, un 6 et un 11, combien ça rapporte ?", 6),
        (
            "Discovery mode. In my grid: three reds (1, 4 and 10) plus a blue 4. What's my total?",
            12,
        ),
        ("J'ai 2 jaunes (le 3 et le 8) et un 8 rouge, mode familial, ça fait combien ?", 10),
        (
            "mode decouverte, j'ai deux 4 (un rouge, un bleu, un vert), combien ?",
            "MissingSituation",
        ),
    ],
)
def test_a_count_broken_down_into_the_same_cards_is_one_card_per_item(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Mode familial. Dans ma grille j'ai deux 7 (un rouge, un vert) et mon voisin de gauche a un 7 jaune dans sa colonne de droite, "
            "c'est le seul autre 7. Mon groupe de 7 rapporte combien ?",
            10,
        ),
        (
            "Mode découverte : dans ma grille j'ai deux 3 (un bleu, un vert), le voisin de gauche a un 3 rouge, c'est le seul autre 3. "
            "Ça rapporte combien au total ?",
            10,
        ),
        (
            "Family mode: I have two 11s in my grid (a blue and a green) and my right neighbour has a yellow 11 in his left column, "
            "it's the only other 11. How many points?",
            10,
        ),
        (
            "en familial j'ai deux bleus et mon voisin de droite a le seul autre bleu dans sa colonne gauche, ca me rapporte combien",
            7,
        ),
        (
            "Discovery mode: two reds in my grid, and the only other red is in my left neighbour's right column. How many points do I get?",
            7,
        ),
    ],
)
def test_le_seul_autre_means_only_not_neighbour_cards_alone(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Classic mode: I've got a yellow in the top-left corner and one in the bottom-right corner of my grid, no other yellow anywhere. "
            "Do they score as a group?",
            "non",
        ),
        (
            "Classique : j'ai deux rouges, un en haut à gauche et l'autre en bas à droite. Est-ce qu'ils marquent ?",
            "non",
        ),
        (
            "mode classique, deux 8 dans ma grille, un au centre et un en bas au milieu, ça compte comme un groupe ?",
            "oui",
        ),
        ("Do my two blues score if they sit diagonally in classic mode?", "non"),
        (
            "Est-ce que mes deux jaunes en diagonale rapportent des points en mode classique ?",
            "non",
        ),
        (
            "I have three greens in my grid, do they score?",
            "MissingSituation",
        ),  # yes/no, positions unsaid: never a number, ask where
    ],
)
def test_a_yes_no_question_with_a_scoring_verb_is_never_answered_with_a_number(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Mode classique : j'ai un bleu en haut à gauche et un autre en haut au milieu, ils forment un groupe ?",
            "oui",
        ),
        (
            "classic: one red 5 top left, another 5 bottom right. does that count as a value group?",
            "non",
        ),
        ("En classique, j'ai un 4 en bas à gauche et un autre au centre, ça marque ?", "non"),
        (
            "I have a green top right and another one in the middle, classic mode, do they form a group?",
            "non",
        ),
        (
            "family mode, a yellow at the top left and one at the bottom right, do they make a group?",
            "oui",
        ),
    ],
)
def test_cards_placed_one_by_one_with_one_or_un_autre(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Can my neighbour's rainbow join my green group?", "oui"),
        ("Mode familial, j'ai deux rouges, et le joker de mon voisin, il ajoute combien ?", 3),
        ("discovery mode, can the red 4 in my left neighbour's column join my two 4s?", "oui"),
        ("Un 6 bleu de mon voisin peut s'ajouter à mes deux 6 ?", "oui"),
        ("Le shadow de ma voisine peut aller dans mon groupe jaune ?", "non"),
    ],
)
def test_a_neighbour_card_named_by_a_definite_or_possessive_and_my_cards_by_mine(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # a card fact the reader did not account for: no verdict on half a situation
        ("En mode découverte, j'ai 3 bleus et la rangée du bas pleine de jaunes, combien ?", None),
        (
            "Classique : deux bleus en haut à gauche et en bas à droite, plus un 7 rouge au centre ; combien de points ?",
            None,
        ),
        (
            "mode familial : j'ai trois verts qui font 6 points et mon voisin a un vert, combien au total ?",
            None,
        ),
        (
            "mode familial, j'ai deux rouges, et trois cartes chez mon voisin de gauche, combien en tout ?",
            None,
        ),
        ("mode familial, j'ai deux verts et deux 10, dont un 10 vert... combien ?", None),
        (
            "j'ai deux rouges en haut a gauche et en bas a droite et mon voisin a un rouge, il peut les rejoindre ?",
            None,
        ),
        # neighbour cards told, my own grid not: ask
        ("mon voisin a un rouge dans sa colonne, il me rapporte combien ?", "MissingSituation"),
        (
            "the shadow in my neighbour's column, how many points is it worth to me?",
            "MissingSituation",
        ),
    ],
)
def test_guard_no_verdict_on_a_partial_reading(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Mes deux 5 sont l'un au-dessus de l'autre en mode classique, ils forment un groupe ?",
            "oui",
        ),
        ("classic mode, my two blues are side by side, do they form a group?", "oui"),
        ("en classique mes 3 verts se touchent, ça compte comme une combinaison ?", "oui"),
        (
            "en classique mes deux verts se touchent, ça rapporte combien ?",
            4,
        ),  # a points question keeps its number
        # "je n'ai ni … ni …" is the player having none of their own
        (
            "le voisin a un shadow 4 dans sa colonne, moi je n'ai ni shadow ni 4 dans ma grille. il me rapporte combien ce shadow ?",
            0,
        ),
    ],
)
def test_pour_qu_une_combinaison_marque_les_cartes_doivent_se_toucher_said_in_words(
    question, verdict
):
    assert _verdict(question) == verdict


# Fifth round (blind set 5): reading by category, each with new phrasings.
@pytest.mark.parametrize(
    "question, verdict",
    [
        # one card of mine named in the question: its 2 (colour) + 3 (value) points, not the grid total
        (
            "Mode familial : j'ai trois verts (2, 5 et 8) et deux autres 5 (un rouge, un jaune). Combien me rapporte mon 5 vert à lui seul ?",
            5,
        ),
        (
            "Family mode: three reds (1, 4, 7) and two more 7s (a blue, a green). What does my red 7 score on its own?",
            5,
        ),
        (
            "mode decouverte j ai 3 rouges (1, 2, 9) et 2 autres 9 (un bleu et un vert) combien vaut mon 9 rouge",
            5,
        ),
        ("en familial j'ai trois bleus (1, 4 et 7), combien rapporte ce 4 bleu ?", 2),
        # one neighbour card among several: what that card adds
        (
            "mode familial, j'ai deux rouges et mon voisin a le 7 rouge et le 5 bleu dans sa colonne, combien me rapporte le 7 rouge ?",
            3,
        ),
        (
            "Discovery mode: two reds in my grid, my neighbour has a red and a blue. How much does the blue add?",
            0,
        ),
        # one group asked while other groups are told: that group's points
        ("Mode découverte: j'ai deux bleus et deux 7, mes bleus, ils rapportent combien ?", 4),
        ("Family mode: two reds and two 7s in my grid, what does my 7 group score?", 6),
        # the whole score still answers a question about the whole grid
        ("Mode familial, j'ai le 5 rouge, le 5 bleu et le 7 rouge, combien ça fait ?", 10),
        ("J'ai mon 7 rouge et deux autres rouges, combien au total ?", 6),
    ],
)
def test_the_points_of_one_card_or_one_group_not_the_whole_score(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Mode découverte, j'ai trois bleus et deux 7. Combien rapporte mon 7 bleu à lui seul ?",  # one of the blues or a fourth?
        "Mode familial, j'ai trois bleus (1, 4 et 7). Combien je marque avec mon 4 bleu ?",  # that card or my total?
        "Mode familial, j'ai 3 jaunes, mon voisin de gauche a un rainbow et mon voisin de droite a un jaune. Il m'ajoute combien ?",
    ],
)
def test_one_card_whose_share_is_not_settled_gets_no_verdict(question):
    assert _verdict(question) is None


@pytest.mark.parametrize(
    "question, verdict",
    [
        # "ces deux 8", "those greens": the neighbour's cards said again, not cards of mine
        (
            "Mon voisin de droite a deux 3 dans sa colonne gauche et moi aucun 3. Ces deux 3 me rapportent quelque chose ?",
            "non",
        ),
        (
            "My left neighbour has two greens in his right column and I have no green at all. Do those greens give me any points?",
            "non",
        ),
        (
            "le voisin a 2 jaunes dans sa colonne, j'ai zero jaune chez moi, ses jaunes me rapportent des points ?",
            "non",
        ),
        (
            "Mon voisin a deux 8 dans sa colonne de droite, et moi j'ai aucun 8. Ces deux 8 me rapportent combien ?",
            0,
        ),
        # a yes/no "des points ?" is answered yes/no, never with a number
        ("J'ai deux 8 et mon voisin a un 8, ce 8 me rapporte des points ?", "oui"),
        ("J'ai deux 8 et mon voisin a un shadow 8, ce shadow me rapporte des points ?", "non"),
        (
            "En classique, mes deux jaunes sont en haut à gauche et en bas à droite, ils rapportent des points ?",
            "non",
        ),
        ("Mes deux verts se touchent, ça rapporte des points ?", "oui"),
        ("classic mode, my two greens are side by side. any points for them?", "oui"),
    ],
)
def test_cards_said_again_and_a_yes_no_points_question(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # "une 4e carte Rouge classique venue du voisin ajoute 3 pts": a card type word and an ordinal
        (
            "Mode familial : j'ai déjà 3 cartes vertes dans ma grille. Une carte verte classique de la colonne de mon voisin rejoint ce groupe. "
            "Combien rapporte ce 4e vert ?",
            3,
        ),
        (
            "Family mode. Two blues in my own grid; a normal blue card from my right neighbour's column joins them. How much does that third blue add?",
            3,
        ),
        (
            "Discovery mode: I have 4 yellows in my grid and a regular yellow card from my neighbour's column joins them. What does that 5th yellow add?",
            3,
        ),
        ("I have two reds and my neighbour has a classic red card, how many points?", 7),
        ("j'ai deux rouges et un seul rouge chez mon voisin, combien ?", 7),
        ("I have two reds and one more red in my neighbour's column, how many points?", 7),
        # the ordinal disagrees with the cards told, or a card is said in words not read: no verdict
        (
            "Mode découverte, j'ai 2 rouges et une carte rouge classique du voisin. Combien ajoute la 4e rouge ?",
            None,
        ),
        (
            "Discovery mode: I have 3 reds; a shiny red card from my neighbour's column joins. How much does it add?",
            None,
        ),
    ],
)
def test_a_neighbour_card_with_a_type_word_asked_by_its_ordinal(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("En mode classique j'ai terminé à 50 points, je suis Maître ?", "non"),
        ("mode familial, 62 pts au final : ça fait de moi un Grand Maître ?", "oui"),
        ("Classic mode, 17 points. Am I still a Novice?", "oui"),
        ("We scored 30 in family mode, is that Stratège?", "oui"),
        ("mode decouverte, 47 points : suis-je au moins Maître ?", "oui"),
        (
            "With 20 points, am I a Strategist?",
            "MissingSituation",
        ),  # Stratège in classic, Novice in discovery
        ("With 50 points in classic, am I Maître or Grand Maître?", "Grand Maître"),
        ("Combien de points faut-il pour être Maître ?", None),  # the ranking table answers it
    ],
)
def test_classement_does_a_score_give_a_named_title(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Can the game master call PASS before PLACE if he feels like it?", "non"),
        ("le MJ a le droit de dire PASSE avant POSE ?", "non"),
        ("Notre maître du jeu annonce DONNE après POSE, c'est permis ?", "non"),
        ("Est-ce que le maître du jeu peut dire DONNE avant POSE ?", "oui"),
        ("Le maître du jeu peut-il changer l'ordre des commandements ?", "non"),
        ("On fait DONNE, puis PASSE, puis POSE, c'est bon ?", "non"),
        ("Le maître du jeu peut-il annoncer NUM DRAFT ?", "oui"),
        ("Comment est désigné le maître du jeu ?", None),  # how, not who: retrieval
    ],
)
def test_l_ordre_donne_pose_passe_est_obligatoire_even_when_the_game_master_says_it(
    question, verdict
):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("En classique, mes trois bleus marquent ?", "MissingSituation"),
        ("Classic mode: do my two 9s count as a group?", "MissingSituation"),
        ("est ce que mon groupe de jaunes compte en mode classique", "MissingSituation"),
        ("mes 4 verts ils marquent ou pas ?", "MissingSituation"),
        ("Mode découverte : mes deux rouges, ils marquent ?", "oui"),
        ("Family mode, do my three 5s score?", "oui"),
        ("mode classique, mon groupe de trois rouges se touche en L, il marque ?", "oui"),
    ],
)
def test_does_my_group_score_with_no_positions_asks_where_in_classic_mode(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.xfail(strict=True, reason="not read by the shared reader yet")
def test_my_group_named_after_the_neighbour_card_is_mine():
    assert (
        _verdict(
            "En mode classique, le rouge de mon voisin touche mon groupe de deux rouges, il rapporte combien ?"
        )
        == 3
    )


# Sixth round (blind sets 6-7): reading by category, each in new phrasings.
@pytest.mark.parametrize(
    "question, verdict",
    [
        # a count broken down in parentheses after where the cards lie ("dans ma grille (…)", "in my grid (…)")
        (
            "mode familial, j'ai trois 4 dans ma grille (un rouge, un bleu, un jaune), pas d'autre 4 ni de joker. combien vaut mon groupe de 4 ?",
            9,
        ),
        (
            "Family mode: I have two greens in my grid (the 3 and the 8), nothing else matches. How many points?",
            4,
        ),
        ("mode decouverte jai 3 bleus dans ma grille (2, 6 et 9) combien ca fait", 6),
        (
            "mode découverte : deux 9 dans ma grille (un vert et un jaune), aucun autre 9 nulle part, combien de points pour mes 9 ?",
            6,
        ),
        (
            "discovery mode, my left neighbour has two reds in his right column (the 4 and the 9) and I have two reds in my grid (1 and 6). total?",
            10,
        ),
        # the breakdown's count disagrees: asked back
        (
            "mode familial, j'ai trois verts dans ma grille (le 2 et le 5), combien ?",
            "MissingSituation",
        ),
    ],
)
def test_groupe_couleur_a_count_listed_after_where_the_cards_lie(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # a neighbour card of a given type: Rainbow joins any colour group (+1), Shadow only a Shadow group (+0), classic +1
        (
            "En mode familial j'ai 2 jaunes dans ma grille (le 1 et le 5) et mon voisin de gauche a un Rainbow 8 dans sa colonne de droite. "
            "Combien vaut mon groupe jaune avec ce Rainbow ?",
            7,
        ),
        (
            "Family mode: two blues in my grid (a 2 and a 9), my left neighbour has a Rainbow 4 in his right column. "
            "How much is my blue group worth with that rainbow?",
            7,
        ),
        (
            "Discovery mode: two blues in my grid (the 2 and the 7), my right neighbour has a Shadow 2 in his left column. How many points in total?",
            4,
        ),
        (
            "mode decouverte j'ai deux rouges (3 et 6) et ma voisine a un rouge classique, combien ca me rapporte en tout ?",
            7,
        ),
        (
            "Mode découverte : j'ai deux shadows dans ma grille (le 1 et le 6) et mon voisin a un Shadow 10 dans sa colonne. Combien ça fait ?",
            6,
        ),
        (
            "discovery mode: 3 yellows in my grid (2, 5, 8), my right neighbour has a Rainbow 11 and a Shadow 5 in his left column. total?",
            9,
        ),
    ],
)
def test_bonus_de_provenance_voisine_by_card_type(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # the player's grid said to lack the neighbour card's colour and value (and Jokers): it anchors nothing
        (
            "mon voisin de droite a un 8 bleu dans sa colonne de gauche. moi j'ai pas de bleu, pas de 8 et pas de joker. "
            "ce 8 bleu peut me rapporter des points ?",
            "non",
        ),
        (
            "My left neighbour has a red 3 in his right column. I have no reds, no 3s and no jokers in my grid. Can that red 3 give me any points?",
            "non",
        ),
        (
            "ya un 2 jaune chez ma voisine de gauche, moi jai ni jaune ni 2 ni joker. ca me rapporte qqch ?",
            "non",
        ),
        (
            "ma voisine a un shadow 5, moi aucun shadow dans ma grille. est-ce que ce shadow me rapporte quelque chose ?",
            "non",
        ),
        (
            "mon voisin a un 5 vert, j'ai deux verts dans ma grille, ce 5 vert peut me rapporter des points ?",
            "oui",
        ),
        # what the grid lacks does not rule out every anchor: asked back
        (
            "le voisin a un 7 jaune, moi j'ai aucun jaune. il peut me rapporter des points ?",
            "MissingSituation",
        ),
        (
            "my neighbour has a rainbow 2 in his column, I've got no 2s. can it score for me?",
            "MissingSituation",
        ),
        (
            "mon voisin a un 5 vert et un 9 rouge, moi aucun vert ni 5, ça me rapporte des points ?",
            "MissingSituation",
        ),
    ],
)
def test_regle_d_ancrage_a_neighbour_card_my_grid_cannot_anchor(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # how many play is no revealed value; the asker is named "moi", "I", "je"
        (
            "Ouverture : Alice retourne un 2, Bob un 2, moi un 4 et Dan un 6. Qui est maître du jeu ?",
            "toi",
        ),
        ("on est 4 : Léo 5, Nina 3, moi 3, Sam 7. qui est le maitre du jeu ?", "Léo"),
        (
            "4-player game. At the opening I flip a 0, Kim flips a 5, Raj a 0 and Lou a 1. Who's game master?",
            "Lou",
        ),
        ("partie a 3 : moi j'ai retourné un 9, Eva un 9 et Tom un 11, qui est mj ?", "Tom"),
        ("we're 3: I reveal a 1, Zoe a 4 and Max a 1. who's the game master?", "Zoe"),
        # four players said, three values given: the missing one is asked for
        ("Ouverture à 4 : Alice 3, Bob 3, moi 5. Qui est MJ ?", "MissingSituation"),
    ],
)
def test_la_plus_petite_valeur_unique_with_the_number_of_players_said(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # a hidden / other card proposed instead of the revealed one; what "au lieu de" / "rather than" rejects tells which
        (
            "Au premier tour, pour DONNE, je peux donner une carte face cachée au lieu de ma carte retournée ?",
            "non",
        ),
        (
            "first round, at DONNE, can I pass a hidden card from my grid rather than the one I flipped at the opening?",
            "non",
        ),
        (
            "premier tour : j'aimerais donner une carte encore cachée plutôt que ma carte retournée, ok ?",
            "non",
        ),
        (
            "premier tour, je donne la carte retournée à l'ouverture plutôt qu'une cachée, c'est ça ?",
            "oui",
        ),
        ("first round, I should give my flipped card rather than a hidden one, right?", "oui"),
        (
            "1er tour : je file la carte retournée à l'ouverture, pas une autre, c'est bien ça ?",
            None,
        ),  # the alternative denied
    ],
)
def test_au_premier_tour_la_carte_retournee_instead_of_a_hidden_one(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # a card pointed at ("celle-là", "this one", "it") joining "my group", no card told: ask which cards
        ("et celle-ci, elle peut rejoindre ma combinaison ?", "MissingSituation"),
        ("can that one anchor onto my group?", "MissingSituation"),
        ("cette carte peut s'ancrer sur mon groupe ?", "MissingSituation"),
        ("can it join my group?", "MissingSituation"),
        # how anchoring works, or a neighbour card in general: retrieval
        ("Comment fonctionne l'ancrage ?", None),
        ("Une carte du voisin peut-elle s'ancrer sur un groupe de ma grille ?", None),
    ],
)
def test_regle_d_ancrage_a_card_pointed_at_asks_for_the_cards(question, verdict):
    assert _verdict(question) == verdict


# Seventh round (blind set 9): reading by category, each in new phrasings.
@pytest.mark.parametrize(
    "question, verdict",
    [
        # a count broken down with a "cards" word after the colour ("two Blue cards in my grid (a 3 and a 10)")
        (
            "Mode familial : j'ai deux cartes jaunes dans ma grille (le 1 et le 8), et ma voisine de gauche a un Rainbow 4 dans sa colonne "
            "de droite. Aucun autre 4. Combien rapporte ce rainbow s'il rejoint mon groupe jaune ?",
            3,
        ),
        (
            "discovery mode, I've got three red cards in my grid (2, 5 and 11) and my left neighbour has a rainbow 7 in his right column, "
            "no other 7s. what does that rainbow add?",
            3,
        ),
        (
            "Family mode: two green cards in my grid: the 4 and the 9. My right neighbour has a classic green 1 in his left column. "
            "How many points does that green 1 add?",
            3,
        ),
        (
            "mode decouverte jai 2 cartes bleues (3 et 10) et mon voisin de droite a un rainbow 6, pas d'autre 6. il rapporte combien ce rainbow ?",
            3,
        ),
        (
            "mode découverte, deux cartes rouges dans ma grille (le 2 et le 9) et trois cartes vertes (1, 5 et 12). combien au total ?",
            10,
        ),
        # the breakdown's count disagrees: asked back
        (
            "Discovery mode. I have two Blue cards in my grid (a 3, a 7 and a 10), and my neighbour has a Rainbow 6 in his left column. "
            "How many points does that Rainbow add?",
            "MissingSituation",
        ),
    ],
)
def test_rainbow_devient_joker_de_couleur_cards_listed_after_a_count_of_cards(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # a final score written in words
        ("mode classique, j'ai fini à quarante-cinq points, je suis Maître ?", "oui"),
        ("Discovery mode, I ended up with fifty-nine points. Am I a Grand Master?", "non"),
        ("en familial avec soixante-quinze pts je suis légende ?", "oui"),
        ("classic mode, thirty one points, what rank?", "Stratège"),
        ("mode decouverte, vingt et un points, quel rang ?", "Novice"),
        ("quatre-vingts points en classique, quel rang ?", "Légende de NUM DRAFT"),
        # the answer depends on the mode, not said: asked
        ("cinquante points, je suis Maître ?", "MissingSituation"),
    ],
)
def test_classement_a_score_written_in_words(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # a Joker asked to be a colour and a value at once, cards told around it
        (
            "j'ai un joker, un 7 rouge et un 7 bleu. mon joker peut compter comme rouge et comme un 7 ?",
            "non",
        ),
        ("Can my joker be a 5 and yellow at once? I have a yellow 2 and a green 5.", "non"),
        ("le joker peut etre rouge et 4 en meme temps si j'ai un 4 bleu et un 9 rouge ?", "non"),
        (
            "joker in my grid, with two reds (3 and 8) and two 8s. can it count in my red group and in my 8 group simultaneously?",
            "non",
        ),
        # not a colour-and-value question
        ("Can I place two jokers at the same time?", None),
        # a normal card asked about while a Joker is told: not the Joker's rule
        (
            "j'ai un joker et un 7 rouge ; mon 7 rouge peut compter à la fois en rouge et en 7 ?",
            None,
        ),
        (
            "I have a joker, a red 4 and a blue 4. Can my red 4 count as red and as a 4 at the same time?",
            None,
        ),
    ],
)
def test_usage_unique_il_ne_compte_jamais_a_la_fois_en_couleur_et_en_valeur(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        # one more card counted on from the cards told: "un troisième Shadow" is a new card, the third
        (
            "j'ai 2 shadow dans ma grille, mon voisin de gauche a un 3e shadow dans sa colonne droite, mode decouverte. combien vaut mon groupe shadow",
            6,
        ),
        (
            "I have two Shadows in my grid and my right neighbour has a third Shadow in his left column. Discovery mode. How much is my Shadow group worth?",
            6,
        ),
        (
            "J'ai trois rouges dans ma grille et mon voisin a un quatrième rouge. Mode découverte. Combien vaut mon groupe rouge ?",
            9,
        ),
        (
            "J'ai deux 7 dans ma grille et un troisième 7 chez mon voisin de droite. En Découverte, combien vaut mon groupe de 7 ?",
            10,
        ),
        # said bare: one more of the card told just before
        (
            "J'ai deux Shadow dans ma grille, mon voisin en a un troisième. On joue en Découverte. Combien vaut mon groupe Shadow ?",
            6,
        ),
        (
            "I have two 7s in my grid and my neighbour has a third one. Family mode. What is my 7 group worth?",
            10,
        ),
        # the cards told before are not one less, or the bare ordinal's card is not clear: no verdict
        (
            "J'ai un Shadow dans ma grille et un troisième Shadow chez mon voisin. On joue en Découverte. Combien vaut mon groupe Shadow ?",
            None,
        ),
        (
            "J'ai deux 7 rouges dans ma grille, mon voisin en a un troisième. En Découverte, combien vaut mon groupe de 7 ?",
            None,
        ),
        (
            "I have three blues and my neighbour has a third blue. Family mode. How much is my blue group worth?",
            None,
        ),
    ],
)
def test_shadow_ne_peut_ancrer_qu_un_groupe_shadow_a_card_counted_on_by_its_ordinal(
    question, verdict
):
    assert _verdict(question) == verdict


# "deck 0 a 12 + 2 Jokers (80 cartes au total)" / "deck 0 a 16 + 2 Jokers (104 cartes au total)"
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("A 6 joueurs, combien de cartes en tout dans le deck ?", 104),
        ("on est 4, le deck fait combien de cartes ?", 80),
        ("We're 7 players, how many cards in the deck?", 104),
        ("partie a 3 joueurs, combien de cartes dans le paquet ?", 80),
    ],
)
def test_deck_size_by_player_count(question, verdict):
    found = _ask(question)
    assert isinstance(found, Verdict) and found.verdict == verdict


@pytest.mark.xfail(strict=True, reason="not read by the shared reader yet")
def test_deck_size_without_player_count_is_asked():
    assert isinstance(_ask("combien de cartes dans le deck ?"), MissingSituation)


# "Elle monte temporairement à 6 quand une carte de grille est reçue."
@pytest.mark.parametrize(
    "question, verdict, rule",
    [
        (
            "Combien de cartes j'ai en main juste après avoir reçu la carte du DONNE ?",
            6,
            "given-card-to-hand",
        ),
        ("how many cards in my hand once I've received the grid card?", 6, "given-card-to-hand"),
        ("combien de cartes j'ai dans la main normalement ?", 5, "hand-dealt"),
    ],
)
def test_hand_count(question, verdict, rule):
    """The hand size, cited from the rule that states it at that moment of the turn."""
    found = _ask(question)
    assert isinstance(found, Verdict) and found.verdict == verdict and found.rule.id == rule


# "Chaque joueur passe sa main au voisin de gauche."
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("On passe la main au voisin de droite ?", "non"),
        ("Do we pass our hands to the right?", "non"),
        ("la main on la passe a gauche c bien ca ?", "oui"),
    ],
)
def test_hands_pass_left(question, verdict):
    found = _ask(question)
    assert isinstance(found, Verdict) and found.verdict == verdict and found.rule.id == "pass-left"


# "Il remplace exactement l'emplacement libéré à l'étape DONNE."
@pytest.mark.parametrize(
    "question",
    [
        "Au POSE, je peux mettre ma carte ailleurs que dans l'emplacement libéré ?",
        "At PLACE can I put the card from my hand anywhere else in my grid?",
        "je peux poser la carte de ma main sur un autre emplacement ?",
    ],
)
def test_pose_replaces_the_freed_slot(question):
    found = _ask(question)
    assert (
        isinstance(found, Verdict)
        and found.verdict == "non"
        and found.rule.id == "replace-freed-slot"
    )


# "Rainbow et Shadow ne se distinguent que par leur comportement d'ancrage, pas par un bonus ou malus de points."
@pytest.mark.parametrize(
    "question",
    [
        "Un rainbow dans ma propre grille rapporte plus qu'une carte classique ?",
        "un shadow dans ma grille vaut moins qu'une carte normale ?",
        "Is a Rainbow in my own grid worth more than a normal card?",
    ],
)
def test_rainbow_and_shadow_same_base_score(question):
    found = _ask(question)
    assert (
        isinstance(found, Verdict) and found.verdict == "non" and found.rule.id == "same-base-score"
    )


# "Bonus de provenance voisine : Classique +1, Shadow +0, Rainbow +1 ..., Joker +1"
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Combien de points de bonus rapporte un joker venu d'une colonne voisine ?", 1),
        ("What bonus does a Shadow from a neighbour's column get?", 0),
        ("quel bonus pour un rainbow du voisin ?", 1),
    ],
)
def test_neighbour_bonus_by_type(question, verdict):
    found = _ask(question)
    assert (
        isinstance(found, Verdict)
        and found.verdict == verdict
        and found.rule.id == "neighbour-bonus"
    )


# "Déclencher la fin ne garantit pas la victoire : seul le score final compte."
@pytest.mark.parametrize(
    "question",
    [
        "Celui qui déclenche la fin de partie gagne automatiquement ?",
        "Does the player who calls NUM DRAFT win?",
        "si j'annonce NUM DRAFT je gagne ?",
    ],
)
def test_ending_the_game_does_not_win_it(question):
    found = _ask(question)
    assert isinstance(found, Verdict) and found.verdict == "non" and found.rule.id == "end-no-win"


# Guard: a count of cards with no colour or value, or more cards than a grid holds, is no situation to score.
@pytest.mark.parametrize(
    "question",
    [
        "J'ai 9 cartes dans ma grille, combien je marque ?",
        "cb je fais de points en tout ?",
        "mode decouverte, j'ai 4 rouge, 4 bleu et 4 vert dans ma grille et rien d'autre en commun. combien je marque au total ?",
        "j'ai 6 bleues et 5 vertes, combien de points ?",
    ],
)
def test_score_not_decided_without_readable_cards(question):
    found = _ask(question)
    assert not isinstance(found, Verdict)


# Round 9 (blind set 14). One card of mine "à lui seul": the booklet counts per card, 2 points per colour
# group and 3 per value group it is in, even when its pairs would not score without it.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Mode familial : dans ma grille j'ai Rouge 7, Rouge 3 et Bleu 7, rien d'autre. Combien me rapporte le Rouge 7 à lui tout seul ?",
            5,
        ),
        (
            "Familial : Rouge 4, Rouge 9 et Vert 4 dans ma grille, rien d'autre en commun. Le Rouge 4, il vaut combien tout seul ?",
            5,
        ),
        (
            "Family mode, my grid has Blue 2, Blue 8 and Yellow 2, nothing else matching. How many points does the Blue 2 alone give me?",
            5,
        ),
        (
            "mode decouverte jai le 6 vert le 6 jaune et le 11 vert, combien me rapporte le 11 vert a lui seul",
            2,
        ),
        ("j'ai deux rouges (2 et 5), combien me rapporte mon 5 rouge a lui seul ?", 2),
        (
            "Mode familial, j'ai un 3 rouge, un 3 bleu et un 8 rouge. Et le 3 rouge, il rapporte combien ?",
            5,
        ),
    ],
)
def test_deux_points_par_carte_en_couleur_trois_en_valeur_for_one_card_even_in_a_pair(
    question, verdict
):
    assert _verdict(question) == verdict


# "On ignore la contrainte de contact par cote": cards said apart (opposite corners, not touching, far
# from each other) still score in Discovery/Family mode; two such cards do not in Classic mode.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Playing the family mode: my two yellow cards are in opposite corners of my grid, not touching. Do they still score as a colour group?",
            "oui",
        ),
        (
            "En familial, mes 2 rouges sont chacun dans un coin opposé de la grille. Ils forment quand même un groupe ?",
            "oui",
        ),
        ("Mode familial, mes deux bleus ne sont pas côte à côte, ils comptent quand même ?", "oui"),
        (
            "Mode classique : mes deux jaunes sont éloignés, pas collés. Ça compte comme groupe ?",
            "non",
        ),
        ("Classic mode. My two 9s don't touch each other. Do they score?", "non"),
        ("en classique mes deux 5 sont aux coins opposés, ça marque ?", "non"),
        # three cards said apart in Classic mode: which of them touch is not said
        ("Mode classique : j'ai trois rouges qui ne se touchent pas, ça marque ?", None),
    ],
)
def test_mode_decouverte_on_ignore_la_contrainte_de_contact_cards_said_apart(question, verdict):
    assert _verdict(question) == verdict


# Another player's own grid ("Paul a ses deux bleus … de sa grille", "Sarah has … in her grid") is read
# as that player's cards, not a neighbour's; with a neighbour or cards of the asker also said, not.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "En familial, Paul a ses deux bleus aux deux bouts de sa grille, ils marquent pour lui ?",
            "oui",
        ),
        (
            "Family mode: Sarah has two greens far from each other in her grid. Do they count as a group for her?",
            "oui",
        ),
        (
            "Classic mode: Tom has his two 6s in opposite corners of his grid. Does that pair score for him?",
            "non",
        ),
        (
            "Mode familial, Julie a deux rouges et deux 4 dans sa grille, rien en commun. Combien elle marque ?",
            10,
        ),
        (
            "Mode découverte, Léo a deux jaunes dans sa grille et son voisin a un jaune dans sa colonne. Combien pour Léo ?",
            "MissingSituation",
        ),
    ],
)
def test_another_players_grid_is_that_players_own_cards(question, verdict):
    assert _verdict(question) == verdict


# "la colonne droite du voisin de gauche (3 cartes)", "la colonne gauche du voisin de droite (3 cartes)":
# a side column faces the neighbour on its side, read in any order and form; both pairs said → oui only if both face.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Pour calculer mon score je prends bien la colonne de droite de mon voisin de gauche ?",
            "oui",
        ),
        ("est-ce que la colonne de gauche de mon voisin de gauche compte pour moi ?", "non"),
        ("does my right neighbour's left column count in my pool?", "oui"),
        ("is my right neighbour's right column part of my pool?", "non"),
        ("Léo a ma gauche : je prends sa colonne de droite pour le score ?", "oui"),
        ("Paul est à ma droite, je compte sa colonne de droite ?", "non"),
        ("the right-hand column of the player on my left counts for me right?", "oui"),
        ("dans mon score, la col de droite du voisin de gauche elle compte ?", "oui"),
        (
            "la colonne droite de mon voisin de gauche et la colonne gauche de mon voisin de droite, c'est bien ce que je compte ?",
            "oui",
        ),
        (
            "mon voisin de gauche sa colonne droite, mon voisin de droite sa colonne droite aussi, je compte les deux ?",
            "non",
        ),
        # one's own column counting for a neighbour
        ("Ma colonne de droite, elle compte pour mon voisin de gauche ?", "non"),
        ("ma colonne de gauche, c'est mon voisin de gauche qui la compte ?", "oui"),
        ("my right-hand column goes to the player on my right for scoring?", "oui"),
        ("my right neighbour counts my left column, correct?", "non"),
        # a side missing, negated, asked "which", or a card told: no verdict here
        ("je compte la colonne droite de mon voisin ?", None),
        ("quelle colonne de mon voisin de gauche je compte ?", None),
        ("la colonne de droite de mon voisin de gauche, elle compte pas pour moi ?", None),
    ],
)
def test_shared_columns_the_column_facing_you(question, verdict):
    assert _verdict(question) == verdict


# "Le score se calcule sur un pool de 15 cartes." — 3 of them from each neighbour.
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("combien de cartes dans mon pool de score ?", 15),
        ("how many cards do I score with in total?", 15),
        ("combien de cartes au total dans le pool pour calculer mon score ?", 15),
        ("combien de cartes de mon voisin de droite je compte ?", 3),
        ("how many of my left neighbour's cards go into my pool?", 3),
        ("combien de cartes de chaque voisin entrent dans mon score ?", 3),
    ],
)
def test_score_pool_of_15_cards(question, verdict):
    assert _verdict(question) == verdict


# "Une carte normale peut compter à la fois dans un groupe de couleur et dans un groupe de valeur.", asked yes/no
# with any verb; a card said to lack a partner is a scoring situation, not this rule.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Can a normal card score in its colour group and its value group at the same time?",
            "oui",
        ),
        ("est-ce qu'une carte marque dans sa couleur et dans sa valeur a la fois ?", "oui"),
        ("does a card count twice, once for colour and once for value?", "oui"),
        ("une carte classique compte dans les deux groupes ou pas ?", "oui"),
        ("mon 7 rouge compte dans les deux groupes alors que j'ai aucun autre 7 ?", None),
    ],
)
def test_cumul_colour_and_value_asked_yes_no(question, verdict):
    assert _verdict(question) == verdict


# Deck size with the player count in words; a count of cards is never answered as a score.
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("A cinq joueurs combien de cartes dans la boite ?", 80),
        ("we are seven players, how many cards in the deck?", 104),
        ("on est six, combien de cartes dans la boite ?", 104),
        ("à cinq joueurs, combien de cartes dans le deck si on enlève 2 jokers ?", None),
        ("combien de cartes reste-t-il si on retire 3 rouges ?", None),
    ],
)
def test_deck_size_players_in_words_and_card_counts_are_no_score(question, verdict):
    assert _verdict(question) == verdict


# "Shadow ne peut ancrer qu'un groupe Shadow": a neighbour card the grid is said to hold nothing for, asked "can it anchor?".
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "J'ai aucun shadow dans ma grille. Mon voisin de gauche a un shadow dans sa colonne de droite. Il peut s'ancrer ?",
            "non",
        ),
        (
            "My right neighbour has a Shadow in his left column and I have no Shadow at all. Can it join one of my groups?",
            "non",
        ),
        (
            "moi zero bleu et aucun 4, mon voisin de droite a un 4 bleu dans sa colonne gauche, il peut rejoindre un groupe ?",
            "non",
        ),
    ],
)
def test_nothing_to_anchor_to_asked_as_joining(question, verdict):
    assert _verdict(question) == verdict


# "Elles ne peuvent jamais former seules une combinaison qui marque": a denial listing "cards" between
# the things denied ("no Shadow cards or any 5s") denies each of them; a fact left unread still blocks.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Discovery mode. A Shadow 5 comes in from my neighbour's shared column. I don't have any Shadow cards or any 5s "
            "in my own grid. How many points does it add to my score?",
            0,
        ),
        (
            "Mode découverte, mon voisin a un Shadow 5 dans sa colonne, moi j'ai aucune carte shadow ni aucun 5. Il me rapporte combien ?",
            0,
        ),
        (
            "My left neighbour's right column has a green 5. I have no green cards and no 5s. What does it add?",
            0,
        ),
        (
            "My neighbour's column has a blue 9. I don't have any blue cards or any 9s. Does it count for me?",
            "non",
        ),
        (
            "My neighbour's column has a blue 9. I don't have any blue cards. What does it add?",
            "MissingSituation",
        ),
    ],
)
def test_never_alone_denial_with_the_word_cards(question, verdict):
    assert _verdict(question) == verdict


# A listed breakdown keeps its possessive: "my two green cards (5 and 11)" are both the player's cards.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "My neighbour's Rainbow 2 and my two green cards (5 and 11), discovery mode. How much does the Rainbow give me?",
            3,
        ),
        (
            "Mode découverte : le Rainbow 8 de mon voisin et mes deux jaunes (3 et 10). Combien il me rapporte ce Rainbow ?",
            3,
        ),
        (
            "Discovery mode, his red 4 and my two 4s (a blue and a green). How much does his red 4 add?",
            4,
        ),
    ],
)
def test_listed_cards_keep_their_possessive(question, verdict):
    assert _verdict(question) == verdict


# English "a 4" is one card of value 4, not four cards (the French verb "a 3 rouges" still counts).
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Discovery mode. I have a blue 4 and a 9 in my grid, my neighbour's left column has a blue 12. How many points does the blue 12 add?",
            0,
        ),
        (
            "Family mode: I've got two red cards, a 4 and a 9. My neighbour has a Shadow 4 in his shared column. How many points does his Shadow add?",
            0,
        ),
        ("Discovery mode: I have a red 4, a blue 7 and a 4. What's my total?", 6),
        (
            "mode découverte, mon voisin a 3 rouges dans sa colonne et moi j'ai 2 rouges, combien au total ?",
            13,
        ),
    ],
)
def test_english_article_before_a_value_is_one_card(question, verdict):
    assert _verdict(question) == verdict


# "la colonne droite du voisin de gauche": a column named after a player ("Lena's right column") is a neighbour's.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Lena's right column has a yellow 10. I don't have any yellow or any 10 in my grid. Can it score for me?",
            "non",
        ),
        (
            "Discovery mode. Tom's left column has a Joker and I'm his left neighbour. I have two 8s. How much does the Joker add?",
            4,
        ),
        (
            "mode découverte, la colonne droite de Léa a un Rouge 6 et moi j'ai deux rouges (le 2 et le 9). Combien il m'ajoute ce rouge 6 ?",
            3,
        ),
    ],
)
def test_a_named_players_column_is_a_neighbour_column(question, verdict):
    assert _verdict(question) == verdict


# "Pour qu'une combinaison marque, les cartes du groupe doivent se toucher par un côté": "middle left", a bare "centre".
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Classic mode: a red 3 top left and a red 8 middle left. Do they make a colour group?",
            "oui",
        ),
        ("Classic: my two 6s are middle left and center. Do they score?", "oui"),
        (
            "mode classique, un vert en haut au milieu et un vert au milieu a droite, ils marquent ?",
            "non",
        ),
        ("mode classique, un 7 milieu gauche et un 7 milieu droite, ils comptent ?", "non"),
    ],
)
def test_middle_row_cells_are_placed(question, verdict):
    assert _verdict(question) == verdict


# "la colonne gauche du voisin de droite (3 cartes), la colonne droite du voisin de gauche": a neighbour column
# the pool does not hold is never scored as if it were shared (no verdict rather than a wrong one).
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Discovery mode. My left neighbour's left column has a red 5. I have two reds. How much does the red 5 add?",
            None,
        ),
        (
            "mode découverte, mon voisin de droite a un rouge 5 dans sa colonne de droite, j'ai deux rouges, combien il m'ajoute ?",
            None,
        ),
        (
            "Discovery mode. Tom's left column has a Joker and I'm his right neighbour. I have two 8s. How much does the Joker add?",
            None,
        ),
        (
            "mode découverte, la colonne de gauche de mon voisin de droite a un rouge 5, j'ai deux rouges, combien il m'ajoute ?",
            3,
        ),
        (
            "Discovery, my right-hand neighbour's left column has a red 5, I have two reds, what does it add?",
            3,
        ),
    ],
)
def test_a_column_the_pool_does_not_hold_is_not_scored(question, verdict):
    assert _verdict(question) == verdict


# A fact taken back ("wait no", "je veux dire") leaves the situation unsure: no verdict.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Tom's left column has a Joker and I'm his left neighbour... wait no, right neighbour. I have two 8s. How much does the Joker add?",
            None,
        ),
        (
            "mode découverte, j'ai deux rouges, je veux dire deux bleus, et mon voisin de gauche a un rouge 5 dans sa colonne droite. Il m'ajoute combien ?",
            None,
        ),
        (
            "Discovery mode: I have two 7s, sorry I mean two 8s, and my left neighbour has an 8 in his right column. How much does it add?",
            None,
        ),
    ],
)
def test_a_fact_taken_back_gives_no_verdict(question, verdict):
    assert _verdict(question) == verdict


# "Variante 6 a 7 joueurs : ... (102 numeriques + 2 Jokers = 104 cartes)": the player count read in any form
# ("6-player", "6-7 joueurs", "we're six", "5 of us"), the variant named alone, the Jokers left out or counted.
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("6-player variant: how many cards are in the deck in total, jokers included?", 104),
        ("variante 6-7 joueurs, combien de cartes dans le paquet ?", 104),
        ("how many cards in the box for a 4-player game?", 80),
        ("There are 5 of us. How many cards in the deck?", 80),
        ("in the variant, how many cards in the deck?", 104),
        ("how many number cards in the deck with 6 players, without jokers?", 102),
        ("a 3 joueurs, combien de cartes dans le paquet sans les jokers ?", 78),
        ("combien de cartes numériques à 4 joueurs ?", 78),
        ("how many jokers are in the deck?", 2),
        ("a 6 joueurs on a combien de jokers dans le paquet ?", 2),
        ("combien de cartes dans le deck si on enlève 2 jokers ?", None),
    ],
)
def test_deck_size_any_player_count_form(question, verdict):
    assert _verdict(question) == verdict


# "Une carte normale peut compter à la fois dans un groupe de couleur et dans un groupe de valeur": one card in
# both groups, never counted twice. A card said to be in a count of its colour or value ("mon Rouge 5 est dans un
# groupe de 3 rouges", "my blue 2 is one of my three blues", "trois rouges dont le rouge 5", "including") is one of
# that count; said beside the count with no "autre(s)"/"other", it may or may not be: no verdict.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Mode familial. Mon Rouge 5 est dans un groupe de 3 rouges et fait aussi une paire de 5 avec mon Vert 5, tout ça dans ma grille. "
            "Ces deux groupes me rapportent combien au total ?",
            12,
        ),
        (
            "mode decouverte, mon 7 bleu fait partie de mes trois bleus, et j'ai aussi un 7 jaune. combien au total ?",
            12,
        ),
        (
            "Discovery mode. My green 3 is one of the four greens in my grid, and I have no other 3. Total for my grid?",
            8,
        ),
        (
            "Mode familial : j'ai deux 9 dont le 9 rouge, et deux autres rouges. Combien ça me fait ?",
            12,
        ),
        (
            "mode familial jai 4 verts dont mon vert 8 et mon vert 11, pas d'autre 8 ni 11. combien au total ?",
            8,
        ),
        (
            "Family mode. Three blues in my grid, including my blue 6. My left neighbour's right column has a yellow 6. What's my total?",
            6,
        ),
        (
            "Mode familial, mes 3 rouges incluent mon rouge 5 ; j'ai aussi un vert 5. Ça fait combien en tout ?",
            12,
        ),
        (
            "Mode Découverte. Mon Jaune 2 est l'un de mes 3 jaunes, aucun autre 2 dans mon pool. Combien me rapportent mes jaunes ?",
            6,
        ),
    ],
)
def test_card_said_inside_a_count_is_counted_once(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "mode decouverte : j'ai un vert 3 et trois verts. combien au total ?",
        "Family mode: I have a red 5 and two reds, plus a green 5. Total?",
        "mode familial, j'ai 3 rouges et mon rouge 5 fait une paire avec mon vert 5. combien ?",
        "mode familial, mon rouge 5 est dans ma grille avec trois rouges. combien au total ?",
        "mode familial, mon rouge 5 est dans mes trois rouges et dans mes deux 5. combien au total ?",
    ],
)
def test_card_beside_a_count_of_its_kind_gets_no_verdict(question):
    assert not isinstance(_ask(question), Verdict)


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Mode familial, j'ai un rouge 5 et 2 autres rouges, et un vert 5. Combien au total ?", 12),
        ("family mode: I have a blue 4 and two other blues, no other 4. Total?", 6),
        ("Discovery mode: I have a red 4, a blue 7 and a 4. What's my total?", 6),
        ("mode découverte, j'ai un jaune 9, un jaune et un autre jaune. combien au total ?", 6),
    ],
)
def test_other_cards_of_the_same_kind_are_new_cards(question, verdict):
    assert _verdict(question) == verdict


# "deck 0 a 16 + 2 Jokers (104 cartes au total)": the deck named by its values, with or without a player count
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "We're six players so we use the 0 to 16 deck. How many cards is that in total, jokers included?",
            104,
        ),
        ("avec le deck 0 a 12, combien de cartes en tout ?", 80),
        ("On joue avec les valeurs de 0 à 16, combien de cartes au total sans les jokers ?", 102),
        ("How many cards in the 0-12 deck, jokers included?", 80),
        (
            "Avec le paquet qui va jusqu'à 16, on a combien de cartes en comptant les deux jokers ?",
            104,
        ),
    ],
)
def test_deck_named_by_its_values(question, verdict):
    assert ENGINE.interpret(question).verdict == verdict


def test_deck_values_against_player_count_no_verdict():
    assert ENGINE.interpret("on est 4 et on prend le paquet 0-16, combien de cartes ?") is None


# "Rainbow forme son propre groupe couleur, comme toute autre couleur.": in one's own grid a card joins no group
# of another colour or value (a Rainbow is a colour joker only from a neighbour's column)
@pytest.mark.parametrize(
    "question",
    [
        "Dans ma propre grille j'ai deux bleus et un Rainbow, le Rainbow peut compter dans mon groupe bleu ?",
        "I have two reds and a rainbow in my grid. Can my rainbow count in my red group?",
        "Sur ma grille y a deux jaunes et un rainbow 3, le rainbow il compte comme un jaune ?",
        "j'ai 3 jaunes et un shadow dans ma grille, le shadow peut aller dans mon groupe jaune ?",
        "dans ma grille j'ai deux 5 et un 7 rouge, mon 7 rouge peut compter dans mon groupe de 5 ?",
        "In my own grid a Rainbow can stand in for any colour, right?",
    ],
)
def test_own_card_joins_no_group_of_another_colour_or_value(question):
    assert ENGINE.interpret(question).verdict == "non"


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Mon voisin a un rainbow, il peut compter dans mon groupe bleu ? j'ai deux bleus.", "oui"),
        (
            "j'ai deux bleus et un joker dans ma grille, le joker peut compter dans mon groupe bleu ?",
            None,
        ),
        ("Un rainbow peut compter dans un groupe bleu ?", None),
    ],
)
def test_own_card_joins_leaves_neighbour_joker_and_unowned_cards(question, verdict):
    found = ENGINE.interpret(question)
    assert getattr(found, "verdict", None) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "combien de cartes dans une main ?",
        "how many cards in each hand?",
        "Combien de cartes dans sa main au début ?",
    ],
)
def test_hand_size_any_determiner(question):
    assert ENGINE.interpret(question).verdict == 5


@pytest.mark.parametrize(
    "question",
    [
        "Mode Découverte. J'ai 3 jaunes dans ma grille. La colonne droite de mon voisin de gauche a un jaune classique dont la valeur n'apparaît nulle part ailleurs dans mon pool. Il m'ajoute combien de points ?",
        "Mode Découverte. J'ai 3 jaunes dans ma grille. Mon voisin de gauche a un jaune classique dans sa colonne droite. Sa valeur n'apparaît nulle part ailleurs. Combien il m'ajoute ?",
        "Mode familial. Mon voisin de droite a un vert classique dans sa colonne gauche, sa valeur ne colle avec aucune carte de chez moi. Moi j'ai deux verts dans ma grille. Combien il me rapporte ?",
        "Discovery mode. My right-hand neighbour's left column holds a classic red whose value isn't anywhere else in my pool; I have two reds in my grid. How much does it add?",
    ],
)
def test_neighbour_bonus_card_whose_value_is_found_nowhere_else(question):
    assert ENGINE.interpret(question).verdict == 3


@pytest.mark.parametrize(
    "question",
    [
        "Discovery mode. I have 3 yellows in my grid. My left neighbour's right column has a classic yellow whose value also appears in my grid. How many points does it add?",
        "Mode Découverte. J'ai 3 jaunes dans ma grille. La colonne droite de mon voisin de gauche a un jaune classique, sa valeur est aussi dans ma grille. Il m'ajoute combien de points ?",
        "Mode Découverte. J'ai 3 jaunes. Mon voisin de gauche a un jaune classique dans sa colonne droite dont la valeur se retrouve sur deux de mes cartes. Combien il m'ajoute ?",
        "Mode Découverte. J'ai 3 jaunes. Mon voisin de gauche a un jaune classique dans sa colonne droite, sa valeur n'est pas unique. Combien il m'ajoute ?",
    ],
)
def test_guard_card_value_spoken_of_but_not_told(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("En mode familial j'ai fait 47 points, je suis quoi ?", "Maître"),
        ("Classic mode, 30 points, what am I?", "Stratège"),
        ("mode classique 50 pts, ça fait de moi quoi ?", "Grand Maître"),
    ],
)
def test_rank_asked_without_the_word_rank(question, verdict):
    assert ENGINE.interpret(question).verdict == verdict


@pytest.mark.parametrize(
    "question, points",
    [
        (
            "Mode familial : dans mon pool de 15 cartes, la seule combinaison c'est deux 8 dans ma grille, un bleu et un jaune "
            "(aucune autre carte bleue ou jaune, aucun autre 8, pas de joker). Je marque combien ?",
            6,
        ),
        (
            "Family mode: two 8s in my grid, one blue and one yellow. No other blue, yellow or 8, no joker. What do I score?",
            6,
        ),
        (
            "mode familial : trois 2 dans ma grille, un bleu un vert et un jaune, aucun autre 2, bleu, vert ou jaune, pas de joker. "
            "je marque combien ?",
            9,
        ),
        (
            "Discovery mode, in my 15-card pool the only match is three greens, a 2, a 7 and an 11 (no other green, 2, 7 or 11, no joker). "
            "How many points?",
            6,
        ),
    ],
)
def test_group_points_count_broken_down_after_a_comma_and_the_pool_of_15(question, points):
    assert ENGINE.interpret(question).verdict == points


@pytest.mark.parametrize(
    "question",
    [
        "Mode familial : dans mon pool de 12 cartes, deux 8, un bleu et un jaune, aucun autre 8, pas de joker. Combien ?",  # 12: not read
        "Mode familial : deux 8 dans ma grille (un bleu et 3). Combien je marque ?",  # a list not read
        "Mode familial : deux 8 dans ma grille, un bleu, un jaune et un rouge, aucun autre 8. Combien je marque ?",  # 3 items for 2
    ],
)
def test_group_points_with_a_count_unread_ask(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


# Round 19: a card type said after the value ("deux 7 classiques (un rouge, un bleu)") keeps the breakdown
# and is no mode; "plain"/"simple" is a card type; a value group asked of neighbour cards whose value the
# player's grid lacks never scores (the colour of those cards is not needed).
@pytest.mark.parametrize(
    "question",
    [
        "Mon voisin de droite a deux 3 classiques (un rouge et un vert) dans sa colonne gauche ; moi j'ai aucun 3. Ces deux 3 me rapportent des points en groupe de valeur ?",
        "Ma voisine de gauche a deux 9 normaux (un vert, un jaune) dans sa colonne droite, moi j'ai pas de 9. Ils forment un groupe de valeur pour moi ?",
        "My left neighbour has two plain 8s (a blue and a yellow) in her right column, and I have no 8 in my grid. Do they score as a value group for me?",
    ],
)
def test_never_alone_value_group_asked(question):
    assert ENGINE.interpret(question).verdict == "non"


@pytest.mark.parametrize(
    "question",
    [
        "Mode familial. J'ai deux bleus dans ma grille. Dans la colonne droite de mon voisin de gauche il y a un bleu simple dont la valeur n'apparait nulle part ailleurs. Il me rapporte combien ?",
        "Discovery mode. I have 2 green cards in my grid. My right neighbour's left column holds a normal green card whose value matches nothing else. How many points does it add?",
        "Family mode. I already have 3 red cards in my own grid. My left neighbour's right column has a plain red card whose value matches nothing. How many points does that red card add for me?",
    ],
)
def test_neighbour_bonus_plain_card(question):
    assert ENGINE.interpret(question).verdict == 3


# "Pool de score : 9 cartes personnelles + 3 cartes (voisin de droite, colonne gauche) + 3 cartes (voisin de gauche,
# colonne droite) = 15 cartes." — every part of the pool asked on its own: the grid, both neighbours, one, the whole.
@pytest.mark.parametrize(
    "question, verdict",
    [
        ("au score, je compte combien de cartes qui viennent de mes voisins en tout ?", 6),
        ("combien de cartes de mes voisins je compte dans mon score ?", 6),
        ("how many cards from my neighbours count towards my score?", 6),
        ("pour le score on prend combien de cartes des deux voisins en tout ?", 6),
        ("combien de cartes de ma grille comptent pour le score ?", 9),
        ("how many of my scoring cards come from my own grid?", 9),
        ("je prends combien de cartes chez chacun de mes voisins pour le score ?", 3),
        ("combien de cartes d'un seul voisin entrent dans mon score ?", 3),
        ("au total mon pool fait combien de cartes, voisins compris ?", 15),
        ("combien de cartes de ma grille et de mes voisins pour le score ?", 15),
        ("when scoring, how many cards do I count altogether?", 15),
    ],
)
def test_score_pool_parts_grid_9_neighbours_6_each_3(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "combien de cartes de mes voisins sont dans mon groupe ?",
        "combien de cartes compte mon groupe de rouges ?",
        "combien de cartes de ma grille et de mon voisin de gauche je compte ?",
    ],
)
def test_score_pool_parts_not_a_pool_question_gets_no_count(question):
    found = ENGINE.interpret(question)
    assert not (isinstance(found, Verdict) and found.verdict in (3, 6, 9, 15))


@pytest.mark.parametrize(
    "question, verdict",
    [
        # "NUM DRAFT peut être annoncé à tout moment et déclenche un dernier coup collectif": allowed, never forced, not an instant end
        ("Am I forced to announce NUM DRAFT when my grid is full?", "non"),
        ("Est-ce qu'on est obligé de crier NUM DRAFT quand sa grille est pleine ?", "non"),
        ("Do you have to call NUM DRAFT?", "non"),
        ("Je suis pas obligé d'annoncer NUM DRAFT ?", "oui"),
        ("On peut annoncer NUM DRAFT à tout moment ?", "oui"),
        ("Quand on annonce NUM DRAFT, la partie s'arrête immédiatement ?", "non"),
    ],
)
def test_announce_anytime_answers_what_is_asked(question, verdict):
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Je ne peux pas annoncer NUM DRAFT maintenant ?",
        "Can't I call NUM DRAFT now?",
        "Il ne faut jamais annoncer NUM DRAFT ?",
    ],
)
def test_announce_under_another_negation_gets_no_verdict(question):
    found = ENGINE.interpret(question)
    assert not (isinstance(found, Verdict) and found.verdict in ("oui", "non"))


@pytest.mark.parametrize(
    "question, points",
    [
        (
            "Mode decouverte, dans ma grille j'ai Rouge 4, Rouge 9 et Bleu 4, et aucun autre rouge ni aucun autre 4 dans mon pool. "
            "Combien me rapportent le groupe rouge et le groupe des 4 a eux deux ?",
            10,
        ),
        (
            "Discovery mode: my grid has Red 4, Red 9 and Blue 4, nothing else. How much do my red group and my 4s group score together?",
            10,
        ),
    ],
)
def test_une_carte_peut_compter_dans_les_deux_two_groups_asked_together_add_up(question, points):
    found = ENGINE.interpret(question)
    assert found.verdict == points and "groupes" in found.explanation  # both groups, added up


def test_two_groups_asked_when_one_does_not_exist_get_no_verdict():
    question = "Mode découverte : j'ai Rouge 4, Rouge 9, Bleu 4 et Vert 7, rien d'autre. Combien rapportent mon groupe rouge et mon groupe vert ?"
    assert ENGINE.interpret(question) is None


# "Cumul autorisé : une carte normale peut compter en couleur et en valeur": one own card said in its groups


@pytest.mark.parametrize(
    "question, points",
    [
        (
            "Mode familial : mon vert 4 fait partie d'un groupe de verts et aussi d'un groupe de 4, le tout dans ma propre grille. Combien de points il rapporte à lui seul ?",
            5,
        ),
        (
            "Mode familial : mon Rouge 5 est dans un groupe de trois rouges et aussi dans un groupe de deux 5. Combien rapporte mon Rouge 5 à lui seul ?",
            5,
        ),
        ("my blue 7 is part of a group of 7s, how much does it score by itself?", 3),
    ],
)
def test_cumul_one_card_said_in_its_groups(question, points):
    assert ENGINE.interpret(question).verdict == points


@pytest.mark.parametrize(
    "question",
    [
        "mon bleu 7 fait partie d'un groupe de rouges, combien il rapporte à lui seul ?",
        "mon vert 4 fait partie d'un groupe de verts, j'ai aussi un 9, combien il rapporte à lui seul ?",
        "mon vert 4 fait partie d'un groupe de verts et mon voisin a un 4, combien il rapporte à lui seul ?",
    ],
)
def test_cumul_one_card_groups_not_all_read_no_verdict(question):
    assert getattr(ENGINE.interpret(question), "verdict", None) is None


@pytest.mark.parametrize(
    "question",
    [
        "Dans la colonne d'un voisin il y a un Shadow, et moi j'ai aucun groupe Shadow dans ma grille. Il me rapporte combien de points ce Shadow ?",
        "My neighbour has a Shadow in his left column and I have no Shadow group. What does it give me?",
        "mode decouverte, mon voisin de droite a un shadow dans sa colonne gauche et moi pas de groupe shadow. combien il me rapporte ?",
    ],
)
def test_shadow_ne_peut_ancrer_qu_un_groupe_shadow_no_group_said(question):
    assert ENGINE.interpret(question).verdict == 0


# red-team round 27: a verdict only on what the question reads


@pytest.mark.parametrize(
    "question",
    [
        "Au premier DONNE je suis pas obligé de donner la carte retournée à l'ouverture ?",
        "On the first turn, I don't have to give the card I revealed at the opening?",
    ],
)
def test_first_give_obligation_denied_gets_no_plain_yes(question):
    assert getattr(_ask(question), "verdict", None) != "oui"


@pytest.mark.parametrize(
    "question",
    [
        "Un Rainbow de mon voisin peut rejoindre mon groupe Bleu si je n'ai aucun bleu dans ma grille ?",
        "Can my neighbour's Rainbow join my Blue group if I have no blue in my grid?",
    ],
)
def test_anchoring_group_named_but_denied_in_own_grid_gets_no_yes(question):
    assert getattr(_ask(question), "verdict", None) != "oui"


@pytest.mark.parametrize(
    "question",
    [
        "The game ends as soon as someone announces NUM DRAFT, without a last move?",
        "La partie s'arrête dès qu'on annonce NUM DRAFT, sans dernier coup ?",
    ],
)
def test_announce_end_without_last_move_gets_no_yes(question):
    assert getattr(_ask(question), "verdict", None) != "oui"


@pytest.mark.parametrize(
    "question",
    [
        "Mode familial : mon voisin a 30 points et moi 24. Quel est mon rang ?",
        "Classic mode: my sister scored 50 and I scored 20, what's my rank?",
    ],
)
def test_ranking_several_scores_said_gets_no_title(question):
    assert getattr(_ask(question), "verdict", None) is None


@pytest.mark.parametrize(
    "question",
    [
        "Ouverture : Ben retourne un 2, Chloé un 0, Dan un 0 et moi un 7. Chloé et Dan retournent encore : Chloé un 5, Dan un 1. Qui est Maître du jeu ?",
        "Opening: Ana reveals a 3, Ben a 3. They reveal again: Ana a 8, Ben a 2. Who is the game master?",
    ],
)
def test_plus_petite_valeur_unique_second_reveal_not_mixed_with_the_first(question):
    assert getattr(_ask(question), "verdict", None) is None


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "Ouverture : Ben et Chloé retournent chacun un 2, moi un 5. Qui est Maître du jeu ?",
            None,
        ),
        ("Opening: Ben and Chloe both flip a 7, I flip a 10. Who's the game master?", None),
        ("Ouverture : Ben et Chloé retournent un 2, moi un 5. Qui est Maître du jeu ?", None),
    ],
)
def test_game_master_value_shared_by_players_not_read(question, verdict):
    """ "La plus petite valeur unique désigne le Maître du jeu": one value said for two players gives no verdict."""
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("Ouverture : Ben retourne un 4 et moi un 6. Ben est Maître du jeu ?", "oui"),
        ("Ouverture : Ben retourne un 4 et moi un 6. Je suis Maître du jeu ?", "non"),
        ("Opening: Ben flips a 4, Chloe a 2 and I flip a 6. Is Ben the game master?", "non"),
        ("Ouverture : Ben retourne un 4 et moi un 6. Qui est Maître du jeu ?", "Ben"),
    ],
)
def test_game_master_yes_no_asked_of_a_player(question, verdict):
    """ "La plus petite valeur unique désigne le Maître du jeu": "Ben est MJ ?" is oui/non, never a name."""
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "In family mode, do my two reds need to touch to score?",
        "Mode familial : mes deux rouges doivent se toucher pour marquer ?",
    ],
)
def test_discovery_no_contact_need_asked_gets_no_score_yes_no(question):
    """ "On ignore la contrainte de contact par cote": "must they touch?" is not "do they score?"."""
    assert _verdict(question) not in ("oui", "non")


def test_contact_need_asked_in_classic_is_the_contact_rule():
    """ "Must my two 7s touch?" in Classic mode: yes, the contact rule, not whether they score."""
    question = "En mode classique, mes deux 7 doivent-ils se toucher pour compter ?"
    assert _verdict(question) == "oui" and _rule_id(question) == "classic-contact"


@pytest.mark.parametrize(
    "question",
    [
        "Une carte normale ne peut pas compter en couleur et en valeur en même temps ?",
        "Une carte classique ne compte jamais à la fois en couleur et en valeur ?",
    ],
)
def test_cumul_negated_question_no_verdict(question):
    """ "Une carte normale peut compter à la fois dans un groupe de couleur et dans un groupe de valeur": negated, no verdict."""
    assert _verdict(question) is None


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("J'ai 6 cartes en main après le POSE, c'est normal ?", "non"),  # back to 5 after POSE
        ("Après le PASSE j'ai 6 cartes en main, c'est normal ?", None),
        ("J'ai 5 cartes en main après avoir reçu la carte du DONNE, c'est normal ?", "non"),
        ("Au DONNE ma main passe à 6 cartes en main, c'est normal ?", "oui"),
    ],
)
def test_hand_size_moment_of_the_turn(question, verdict):
    """ "Elle monte temporairement à 6 quand une carte de grille est reçue": 6 only between DONNE and POSE."""
    assert _verdict(question) == verdict


@pytest.mark.parametrize(
    "question",
    [
        "Au PASSE, je reçois la main de mon voisin de droite ?",
        "At PASS, do I get the hand from my left neighbour?",
    ],
)
def test_pass_left_received_from_side_no_verdict(question):
    """ "Chaque joueur passe sa main au voisin de gauche": the side a hand comes from is not the side it goes to."""
    assert _verdict(question) is None


# ---- Setup, turn flow and end of game (setup.py flow readers) ----------------------------------------------------------


def _rule_id(question: str):
    answer = _ask(question)
    return answer.rule.id if isinstance(answer, Verdict) else None


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("les cartes de la grille sont face visible au début ?", "non"),
        ("la grille on la distribue face cachee ?", "oui"),
        ("is the grid dealt face up?", "non"),
        ("combien de cartes dans la grille de chaque joueur au départ ?", 9),
        ("on recoit une grille de 12 cartes ?", "non"),
        ("ma grille de depart elle est face cachee ?", "oui"),
    ],
)
def test_chaque_joueur_recoit_une_grille_de_9_cartes_face_cachee(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "grid-dealt-face-down"


@pytest.mark.parametrize(
    "question",
    [
        "je peux regarder mes cartes face cachée ?",
        "at the start is the grid face down or face up?",
        "combien de cartes dans ma grille ?",
    ],
)
def test_grid_dealt_face_down_not_decided_gets_no_verdict(question):
    """Looking at one's hidden cards is not in the booklet; an either-or or a grid in play gets no verdict."""
    assert _verdict(question) is None


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("au début chaque joueur reçoit combien de cartes en main ?", 5),
        ("on commence avec combien de cartes en main, 5 ?", 5),
        ("on distribue 6 cartes en main au début ?", "non"),
        ("Is the starting hand 5 cards?", "oui"),
    ],
)
def test_chaque_joueur_recoit_une_main_de_5_cartes(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "hand-dealt"


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("a 6 joueurs on a une main de 6 cartes au lieu de 5 ?", "non"),
        ("With 7 players is the hand still 5 cards?", "oui"),
        ("a 7 joueurs combien de cartes en main ?", 5),
    ],
)
def test_variante_6_a_7_joueurs_en_conservant_une_main_de_5_cartes(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "variant-hand"


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("avant le premier tour chaque joueur retourne combien de cartes de sa grille ?", 1),
        ("avant le 1er tour on retourne 2 cartes de sa grille ?", "non"),
        ("before the first turn does everyone flip one card of their grid?", "oui"),
        ("je suis obligé de retourner une carte de ma grille avant le premier tour ?", "oui"),
    ],
)
def test_avant_le_tout_premier_tour_chaque_joueur_retourne_1_carte_de_sa_grille(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "opening-reveal"


@pytest.mark.parametrize(
    "question",
    [
        "a l'ouverture on retourne une carte de sa main ?",
        "je suis pas obligé de retourner une carte avant le premier tour ?",
    ],
)
def test_opening_reveal_hand_or_negated_gets_no_verdict(question):
    assert _verdict(question) is None


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("c'est le maitre du jeu qui annonce les commandements ?", "oui"),
        ("tout le monde peut annoncer les commandements ?", "non"),
        ("combien de commandements par tour ?", 3),
        ("who calls the commands each turn?", "le Maître du jeu"),
    ],
)
def test_le_maitre_du_jeu_rythme_chaque_tour_en_annoncant_les_3_commandements(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "master-calls-commands"


def test_master_calls_commands_asked_of_me_gets_no_verdict():
    """Whether I call them depends on who the game master is."""
    assert _verdict("c'est moi qui annonce les commandements ?") is None


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("au DONNE je peux donner une carte encore cachée de ma grille ?", "oui"),
        ("au donne je dois donner une carte visible de ma grille ?", "non"),
        ("At GIVE, can I give one of my face-down grid cards?", "oui"),
        ("au DONNE je peux donner une carte de ma main ?", "non"),
        ("au DONNE on donne combien de cartes ?", 1),
    ],
)
def test_chaque_joueur_choisit_1_carte_de_sa_grille_cachee_ou_visible(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "give-grid-card"


def test_the_hand_said_for_the_grid_card_given_left_is_no():
    """ "Il la passe au voisin de gauche", of the grid card: giving one's hand to the left is no; the
    rule cited is the grid card's, whether read as the card given or as the card passed left."""
    question = "au DONNE je donne ma main au voisin de gauche ?"
    assert _verdict(question) == "non"
    assert _rule_id(question) in ("give-grid-card", "give-left")


def test_give_grid_card_first_turn_left_to_the_revealed_card_rule():
    """On the first turn the revealed card is given: "cachée ou visible" does not answer it, the
    first-turn rule does (a hidden card may not be given then)."""
    question = "au premier tour, au DONNE, je peux donner une carte cachée ?"
    assert _verdict(question) == "non" and _rule_id(question) == "first-give"


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("au DONNE la carte je la donne à mon voisin de droite ?", "non"),
        ("au DONNE la carte va a gauche ?", "oui"),
        ("At GIVE, does my grid card go to the player on my right?", "non"),
    ],
)
def test_il_la_passe_au_voisin_de_gauche(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "give-left"


def test_give_left_side_received_from_gets_no_verdict():
    assert _verdict("au DONNE je reçois la carte de mon voisin de droite ?") is None


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("la carte que je reçois au DONNE va dans ma main ?", "oui"),
        ("does the card I get at GIVE go straight into my grid?", "non"),
        ("la carte donnée au DONNE rejoint la grille du voisin ?", "non"),
    ],
)
def test_cette_carte_rejoint_la_main_du_voisin(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "given-card-to-hand"


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("au POSE je peux poser 2 cartes de ma main ?", "non"),
        ("au pose je complete ma grille avec une carte de ma main ?", "oui"),
        ("au POSE je pose combien de cartes ?", 1),
        ("At PLACE, can I place two cards?", "non"),
    ],
)
def test_chaque_joueur_complete_sa_grille_avec_1_carte_de_sa_main(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "pose-one-hand-card"


@pytest.mark.parametrize(
    "question",
    [
        "apres le POSE j'ai combien de cartes en main ?",
        "After PLACE, how many cards are left in my hand?",
    ],
)
def test_la_main_revient_a_5_cartes(question):
    assert _verdict(question) == 5
    assert _rule_id(question) == "hand-back-to-5"


@pytest.mark.parametrize(
    "question",
    [
        "combien de façons de déclencher la fin de partie ?",
        "how many ways are there to end the game?",
    ],
)
def test_la_fin_de_partie_peut_etre_declenchee_de_deux_facons(question):
    assert _verdict(question) == 2
    assert _rule_id(question) == "end-two-ways"


@pytest.mark.parametrize(
    "question",
    [
        "si je retourne ma derniere carte face cachée ça declenche la fin de partie ?",
        "Does flipping my last face-down card end the game?",
    ],
)
def test_un_joueur_retourne_volontairement_sa_derniere_carte_face_cachee(question):
    assert _verdict(question) == "oui"
    assert _rule_id(question) == "end-last-hidden-card"


@pytest.mark.parametrize(
    "question",
    [
        "si je retourne ma derniere carte cachée la partie s'arrete tout de suite ?",
        "si je retourne ma derniere carte face cachée, on joue encore un tour ?",
    ],
)
def test_end_last_hidden_card_what_follows_is_not_said(question):
    """What follows the flip of the last face-down card is not in the booklet: no verdict."""
    assert _verdict(question) is None


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("quand NUM DRAFT est annoncé, seul celui qui annonce joue un dernier coup ?", "non"),
        ("quand NUM DRAFT est annoncé tout le monde joue un dernier coup ?", "oui"),
        ("quand NUM DRAFT est annoncé on compte les points tout de suite ?", "non"),
    ],
)
def test_quand_num_draft_est_annonce_tous_les_joueurs_jouent_un_dernier_coup(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "last-move-everyone"


@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "quand quelqu'un annonce NUM DRAFT on passe nos cartes face cachée au voisin de droite ?",
            "non",
        ),
        ("When NUM DRAFT is called, do we pass our face-down cards to the left?", "oui"),
        ("quand NUM DRAFT est annoncé, on passe aussi les cartes visibles de la grille ?", "non"),
    ],
)
def test_chaque_joueur_passe_toutes_ses_cartes_encore_face_cachee_au_voisin_de_gauche(
    question, verdict
):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "last-move-pass-hidden"


def test_last_move_passing_the_hand_gets_no_verdict():
    """Whether the hand is passed in the last move is not said outright: no "allowed at any time" yes."""
    assert _verdict("quand NUM DRAFT est annoncé, on passe notre main ?") is None


@pytest.mark.parametrize(
    "question",
    [
        "After NUM DRAFT is called, do I complete my grid with my hand and the cards I received?",
        "NUM DRAFT annoncé : je peux compléter ma grille avec les cartes reçues ?",
    ],
)
def test_puis_chaque_joueur_complete_sa_grille_avec_sa_main_et_les_cartes_recues(question):
    assert _verdict(question) == "oui"
    assert _rule_id(question) == "last-move-complete"


@pytest.mark.parametrize(
    "question, verdict",
    [
        ("apres le dernier coup on calcule les scores tout de suite ?", "oui"),
        ("after the last move, do we play another full turn before scoring?", "non"),
        ("après le dernier coup, on refait un tour avant de compter les points ?", "non"),
    ],
)
def test_apres_ce_dernier_coup_on_calcule_immediatement_les_scores(question, verdict):
    assert _verdict(question) == verdict
    assert _rule_id(question) == "score-after-last-move"


@pytest.mark.parametrize(
    "question",
    [
        "au POSE je peux mettre la carte ou je veux ?",
        "At PLACE can I put the card wherever I like?",
    ],
)
def test_il_remplace_exactement_l_emplacement_libere_where_i_want(question):
    assert _verdict(question) == "non"


@pytest.mark.parametrize(
    "question",
    [
        "Pendant DONNE, mon voisin de droite me passe une carte de sa grille : j'ai combien de cartes en main à ce moment-là ?",
        "Au moment du DONNE, mon voisin me file une carte de sa grille. Combien de cartes j'ai en main ?",
        "During GIVE my right neighbour hands me a card from their grid. How many cards are in my hand right then?",
    ],
)
def test_la_main_passe_temporairement_a_6_card_passed_to_me(question):
    """ "Cette carte rejoint la main du voisin, qui passe temporairement à 6 cartes": a card passed to the asker is the
    DONNE card received, not the PASSE step."""
    assert _verdict(question) == 6


@pytest.mark.parametrize(
    "question",
    [
        "Au PASSE, mon voisin me passe sa main : combien de cartes en main ?",
        "Mon voisin me passe sa main : combien de cartes j'ai en main ?",
    ],
)
def test_la_main_a_hand_passed_is_no_donne_card(question):
    assert _verdict(question) is None


@pytest.mark.parametrize(
    "question",
    [
        "so is my blue group scoring or not?",
        "my blue group scoring?",
        "so are my two blues scoring or not?",
    ],
)
def test_group_scores_asked_with_scoring_asks_where(question):
    """ "Les cartes d'un groupe doivent se toucher" (Classic): "scoring" asks whether a group scores; positions unsaid, asked."""
    assert _verdict(question) == "MissingSituation"


@pytest.mark.parametrize(
    "question",
    [
        "Is my neighbour's blue group scoring?",
        "Does my neighbour's blue group score?",
    ],
)
def test_ancrage_the_neighbours_own_group_is_no_card_joining_mine(question):
    assert _verdict(question) is None


# "Bonus de provenance voisine" with the player's own cards listed after a comma with the definite article:
# "deux cartes rouges, le 4 et le 9" is one card each (a breakdown), not two more cards.
@pytest.mark.parametrize(
    "question, expected",
    [
        (
            "Mode découverte. Dans ma grille j'ai deux cartes rouges, le 4 et le 9. Dans la colonne droite de mon voisin de gauche il y a "
            "un 6 rouge classique, et aucune autre carte ne peut rejoindre ce groupe. Combien me rapporte le groupe rouge en tout ?",
            7,
        ),
        (
            "Family mode. I have two red cards in my grid, the 4 and the 9. My left neighbour has a classic red 6 in his right column, "
            "no other card can join. How many points does my red group score in total?",
            7,
        ),
        (
            "Mode découverte : j'ai deux 8, le bleu et le jaune. Mon voisin de gauche a le 8 rouge dans sa colonne droite. Combien rapportent mes 8 ?",
            10,
        ),
        (
            "Mode découverte : j'ai deux rouges, le 4 et le 9, et deux bleus, le 4 et le 6. Combien en tout ?",
            14,
        ),
        (
            "Discovery mode: two blues in my grid, the 2 and the 11, and nothing else blue anywhere. What does my blue group score?",
            4,
        ),
    ],
)
def test_neighbour_bonus_with_own_cards_listed_after_a_comma(question, expected):
    verdict = ENGINE.interpret(question)
    assert isinstance(verdict, Verdict) and verdict.verdict == expected


@pytest.mark.parametrize(
    "question",
    [
        "Mode découverte : j'ai trois rouges, le 4 et le 9. Combien rapporte mon groupe rouge ?",  # three said, two listed
        "Mode découverte. J'ai deux cartes bleues, la 4 et la 4. Combien ?",  # each card exists once
    ],
)
def test_guard_comma_breakdown_that_does_not_fit(question):
    assert not isinstance(ENGINE.interpret(question), Verdict)


@pytest.mark.parametrize(
    "question",
    [
        "NUM DRAFT, family mode. I have exactly 2 yellow cards in my grid (a 3 and a 10). My left neighbour has a Rainbow 7 "
        "in his right column. No other card in my pool is yellow, Rainbow, a Joker, or a 3, 7 or 10. How many points does "
        "my yellow group score with that Rainbow?",
        "Family mode: two yellow cards in my grid, a 3 and a 10, and my left neighbour has a Rainbow 7 in his right column. "
        "No other card in my grid is Rainbow or a Joker, and none is a 3, 7 or 10. How many points does my yellow group score?",
    ],
)
def test_a_denied_list_said_after_is_adds_no_card(question):
    """ "No other card in my pool is … a Joker": the cards denied are not told; 2 yellows + the neighbour's Rainbow (2 + 1)."""
    assert _verdict(question) == 7


# "Groupe Couleur : au moins 2 cartes de même couleur", "Groupe Valeur : au moins 2 cartes de même valeur": the cards told
# pointed back at with their number ("ces 3 cartes") are no new fact, but the number must be the cards told; a denial
# said with "vaut" / "du pool" ("aucune autre carte du pool est verte ni vaut 5") is read as one.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "mode familiale : dans ma grille g un 5 vert, un 5 bleu et un 8 vert. aucune autre carte du pool est verte ou bleue ni vaut 5 ou 8, "
            "et ya pas de joker. combien me rapportent ces 3 cartes ?",
            10,
        ),
        (
            "Family mode: in my grid I have a red 4, a yellow 4 and a red 9. No other card in my pool is red or yellow or worth 4 or 9, "
            "no joker. How much do these three cards score?",
            10,
        ),
        (
            "mode decouverte, g un 7 bleu et un 7 vert, aucune autre carte du pool vaut 7 ni est bleue ou verte, pas de joker. combien ces 2 cartes ?",
            6,
        ),
        (
            "mode familial : j'ai un 4 rouge, un 4 jaune et un 9 rouge dans ma grille. aucune autre carte du pool n'est rouge ou jaune "
            "ni vaut 4 ou 9, pas de joker. combien rapportent ces 2 cartes ?",
            None,
        ),
        (
            "Family mode: I have a red 4, a yellow 4 and a red 9. No other card in my pool is red or yellow or worth 4 or 9. What do these 4 cards score?",
            None,
        ),
    ],
)
def test_groupe_couleur_valeur_cards_pointed_back_with_their_number(question, verdict):
    answer = _ask(question)
    assert (answer.verdict if isinstance(answer, Verdict) else None) == verdict


# "La colonne centrale n'est jamais partagée" answers a sharing question, not a score where the centre column is only where
# the player's cards lie; "Mode Classique : … se toucher par un côté": one card at the top and one at the bottom never touch.
@pytest.mark.parametrize(
    "question, verdict",
    [
        (
            "mode classique, j'ai deux 9 l'un juste au dessus de l'autre dans ma colonne du milieu, et aucun autre 9 ni joker dans mon pool. "
            "la paire de 9 me rapporte combien ?",
            6,
        ),
        (
            "classic mode, two 9s stacked one right above the other in my middle column, no other 9 and no joker in my pool. "
            "how much does the pair of 9s score?",
            6,
        ),
        (
            "mode classique, j'ai deux 9 dans ma colonne du milieu, un tout en haut et un tout en bas, aucun autre 9 ni joker. "
            "la paire de 9 me rapporte combien ?",
            0,
        ),
        (
            "classic mode, I have two 9s in my middle column, one at the top and one at the bottom, no other 9 or joker. how many points for the pair?",
            0,
        ),
        (
            "mode classique, deux 8 dans ma rangée du haut, un à gauche et un à droite, aucun autre 8 ni joker. combien ?",
            0,
        ),
        (
            "mode familial, deux 8 dans ma rangée du haut, un à gauche et un à droite, aucun autre 8 ni joker. combien ?",
            6,
        ),
        ("La colonne du milieu, elle est partagée ?", "non"),
        (
            "mode familial, j'ai deux 5... non pardon trois 5, aucun autre 5 ni joker. combien ?",
            None,
        ),
    ],
)
def test_la_colonne_centrale_as_a_place_and_mode_classique_contact(question, verdict):
    answer = _ask(question)
    assert (answer.verdict if isinstance(answer, Verdict) else None) == verdict


@settings(max_examples=40, deadline=None)
@given(
    st.integers(2, 4),
    st.integers(2, 6),
    st.sampled_from(["rouge", "vert", "bleu", "jaune"]),
)
def test_a_neighbour_card_counted_on_by_its_ordinal_fits_the_cards_told_or_gets_no_verdict(
    mine, rank_said, colour
):
    """ "un 3e rouge" after two reds is the third red: 2 points a card and the neighbour's +1; a rank
    that does not follow the cards told leaves them unread, never another verdict."""
    question = (
        f"Mode découverte. J'ai {mine} {colour}s dans ma grille et mon voisin a un {rank_said}e "
        f"{colour}. Combien vaut mon groupe {colour} ?"
    )
    if rank_said == mine + 1:
        assert _verdict(question) == 2 * (mine + 1) + 1
    else:
        assert not isinstance(ENGINE.interpret(question), Verdict)
