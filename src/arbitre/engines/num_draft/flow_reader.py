"""Filling the NUM DRAFT questions that hold no grid: the rank of a final score, the game master from
the opening reveal, the order of the commands, and the rules asked in general. Words are the game's
(corpus/num-draft/reading.toml), numbers the shared reader's; none is matched here as text."""

from __future__ import annotations

from arbitre.engines.num_draft.general import GENERAL, General
from arbitre.engines.num_draft.situations import (
    MasterSituation,
    OrderSituation,
    RankSituation,
    RuleSituation,
)
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, Bound, bind_numbers
from arbitre.reading.phrases import Match

SLUG = "num-draft"


def mode_of(reading: Reading) -> str | None:
    """The mode said ("mode familial", "in classic mode"); None when unsaid or said both ways."""
    modes = {c.label.split(".", 1)[1] for c in reading.concept("mode")}
    return modes.pop() if len(modes) == 1 else None


def _numbers(reading: Reading) -> tuple[list[Bound], list[int]]:
    return bind_numbers(reading, game_words(SLUG))


def _strong(bound: list[Bound], unbound: list[int], reading: Reading) -> list[int]:
    """Every number the question states and no unit or head took, by its value."""
    taken = {b.first for b in bound if b.slot != IGNORED or b.weak}
    return [
        int(m.value)
        for m in reading.of_kind("number")
        if not m.weak and m.first not in taken and not _in_concept(reading, m.first)
    ]


def _in_concept(reading: Reading, first: int) -> bool:
    return any(c.first <= first < c.last for c in reading.concepts)


def fill_rank(reading: Reading, intent: str) -> RankSituation | None:
    bound, unbound = _numbers(reading)
    if any(b.slot not in ("points", IGNORED) and not b.weak for b in bound):
        return None  # players, cards: not a final score
    values = {b.value for b in bound if b.slot == "points"} | set(_strong(bound, unbound, reading))
    if len(values) > 1 or reading.names():
        return None  # several scores, or someone else's: whose is asked is not read
    titles = {c.label.split(".", 1)[1] for c in reading.concept("title")}
    if reading.concept("master") or len(titles) > 1:
        return None  # the game master, or two titles: not a rank question
    claim = next(iter(titles)) if titles and reading.answer_type() == "yes_no" else None
    if titles and claim is None and not reading.concept("rank_word"):
        return None  # "combien de points pour être Maître ?": the table answers it
    points = next(iter(values), None)
    if claim is not None and points is None:
        return None
    return RankSituation(
        points=points,
        mode=mode_of(reading),
        claim=claim,
        at_least=bool(reading.concept("at_least")),
    )


def fill_master(reading: Reading, intent: str) -> MasterSituation | None:
    """Each value revealed goes with the player said right before it ("Alice retourne un 4, Bob un 2",
    "moi 3"); how many play ("ouverture à 4", "4 joueurs") is no value."""
    start = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    if not any(c.first >= start for c in reading.concept("master")):
        return None  # "qui doit retourner une nouvelle carte ?": another question on the opening
    bound, _ = _numbers(reading)
    players = {b.first for b in bound if b.slot == "players"}
    said = [m for m in reading.of_kind("number") if not m.weak and m.first not in players]
    if not said:
        return MasterSituation() if reading.answer_type() == "who" else None
    who = sorted(
        [(m.first, str(m.value)) for m in reading.names()]
        + [(m.first, "toi") for m in reading.of_kind("player") if m.value == "me"],
    )
    if not who:  # "les cartes retournées sont 2, 2, 4, 4": values alone
        values = [int(m.value) for m in said]
        ok = len(values) >= 2 and reading.answer_type() == "who"
        return MasterSituation(revealed=values) if ok else None
    names, values = [], []
    for number in said:
        before = [w for w in who if w[0] < number.first and number.first - w[0] <= 4]
        if (
            not before
            or reading.tokens[before[-1][0]].clause != reading.tokens[number.first].clause
        ):
            return None  # a value no player is said to have revealed
        names.append(before[-1][1])
        values.append(int(number.value))
    if len(set(names)) != len(names) or len(values) < 2:
        return None
    claim = _claimed_master(reading, who, start)
    if claim == "":
        return None
    if {w[1] for w in who} - set(names):
        return (
            None  # "Ben et Chloé retournent chacun un 2": a player said with no value of their own
        )
    if any(b.slot == "players" and b.value != len(values) for b in bound):
        return None  # four players said, three values told
    return MasterSituation(revealed=values, names=names, claim=claim)


def _claimed_master(reading: Reading, who: list[tuple[int, str]], start: int) -> str | None:
    """ "Ben est Maître du jeu ?": the one player named in the question's last sentence, whose claim
    is checked; None for "qui est Maître du jeu ?"; "" when neither is asked."""
    if reading.answer_type() == "who":
        return None
    said = {name for first, name in who if first >= start}
    return said.pop() if reading.answer_type() == "yes_no" and len(said) == 1 else ""


def fill_order(reading: Reading, intent: str) -> OrderSituation | None:
    commands = reading.concept("command")
    if len(commands) < 2 or _strong(*_numbers(reading), reading):
        return None
    sequence = [c.label.split(".", 1)[1] for c in commands]
    for i, (a, b) in enumerate(zip(commands, commands[1:], strict=False)):
        if any(a.last <= w.first < b.first for w in reading.concept("after")) and _reverses(
            reading, a, b
        ):
            sequence[i], sequence[i + 1] = sequence[i + 1], sequence[i]
    if len(set(sequence)) < 2:
        return None
    return OrderSituation(sequence=sequence)


def _reverses(reading: Reading, a: Match, b: Match) -> bool:
    """ "POSE après PASSE": the second command said came first; "DONNE puis PASSE" keeps the order."""
    return any(
        a.last <= w.first < b.first and reading.words[w.first] in ("apres", "after")
        for w in reading.concept("after")
    )


def fill_rule(reading: Reading, intent: str) -> RuleSituation | None:
    """A rule asked in general. The booklet answers the question as asked: a negated question ("je
    ne peux pas annoncer ?", "pas obligé ?") is not the rule's question, so it gets no verdict; a
    number said must be the players (deck size), the hand claimed or the count claimed of a rule that
    counts; a yes/no rule answers a yes/no question, a count a "how many" (or a count claimed)."""
    key = intent.split(":", 1)[1] if ":" in intent else ""
    if not key or reading.names() or reading.of_kind("negation"):
        return None
    if key == "shared-column":
        key = _column_key(reading) or ""
    entry = GENERAL.get(key)
    if entry is None:
        return None
    if not _about(reading, entry) or _another_card(reading, key):
        return None
    numbers = _rule_numbers(reading, key)
    if numbers is None:
        return None
    players, hand, count = numbers
    if key == "deck-size" and reading.concept("number_cards"):
        key = "number-cards"  # "combien de cartes numériques ?": the deck without its Jokers
    if key in ("deck-size", "number-cards") and joker_count(reading):
        key, players = "joker-copies", None  # "à 6 joueurs, combien de jokers ?": 2 at any count
    entry = GENERAL[key]
    if not _answers(reading, entry.verdict, count, hand):
        return None
    opposite = _opposite(reading, entry.said)
    if opposite is None:
        return None
    modalities = {m.value for m in reading.of_kind("modality")}
    must = "must" in modalities and not reading.concept("other")
    if key == "first-give" and _set_aside(reading, ("face_down", "other")):
        must = True  # "je donne la carte retournée plutôt qu'une cachée ?": the rule's own card
    if (
        key == "first-give"
        and not must
        and not reading.concept("other")
        and not reading.concept("face_down")
    ):
        return (
            None  # "je peux donner la carte retournée ?": neither the obligation nor another card
        )
    return RuleSituation(
        rule=key, players=players, hand=hand, must=must, count=count, opposite=opposite
    )


def _set_aside(reading: Reading, labels: tuple[str, ...]) -> bool:
    """ "X plutôt que Y", "X rather than Y": every concept of `labels` said is in Y, set aside."""
    rather = reading.concept("rather_than")
    said = [c for label in labels for c in reading.concept(label)]
    return bool(rather and said) and all(c.first >= rather[0].last for c in said)


def joker_count(reading: Reading) -> bool:
    """ "combien de jokers dans le paquet ?": the Jokers counted, not the cards."""
    return bool(reading.concept("joker")) and not reading.concept("card")


def _about(reading: Reading, entry: General) -> bool:
    """Whether the question is the one the rule answers: no other command's moment said ("au DONNE
    je donne ma main ?" is no PASSE rule), what the rule needs said, nothing it leaves open."""
    commands = {c.label.split(".", 1)[1] for c in reading.concept("command")}
    if entry.at is not None and commands and entry.at not in commands:
        return False
    if entry.needs and not any(reading.concept(c) for c in entry.needs):
        return False
    mine = {m.last for m in reading.of_kind("player") if m.value == "me"} | {
        m.first for m in reading.of_kind("player") if m.value == "me"
    }
    if any(c.first in mine for label in entry.in_play for c in reading.concept(label)):
        return False  # "ma grille": the asker's grid in play
    return not any(reading.concept(c) for c in entry.open_on)


def _another_card(reading: Reading, key: str) -> bool:
    """The rule on one card counting twice asked of cards told that are not its subject: "deux jokers
    à la fois" (several), "mon 7 rouge peut compter en rouge et en 7 ?" beside a Joker told (the
    normal card asked, its groups then depend on the Joker's)."""
    if key not in ("joker-both", "card-both"):
        return False
    from arbitre.engines.num_draft.card_mentions import read_cards

    start = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    cards = [m for m in read_cards(reading).mentions if not m.denied]
    if any(m.colour == "joker" and m.count >= 2 for m in cards):
        return True
    asked = [m for m in cards if m.first >= start and m.reference and not m.group]
    jokers = any(m.colour == "joker" for m in cards)
    return (
        jokers
        and any(m.colour not in (None, "joker") for m in asked)
        and not any(m.colour == "joker" for m in asked)
    )


def _rule_numbers(reading: Reading, key: str) -> tuple[int | None, int | None, int | None] | None:
    """The players, the hand size claimed and the count claimed; None when a number is left over."""
    bound, unbound = _numbers(reading)
    players = {b.value for b in bound if b.slot == "players"}
    # A number of cards or Jokers said ("une grille de 12 cartes", "si on enlève 2 jokers") is a claim
    # or a fact like any other number: it is read, never dropped.
    counted = [
        b.value
        for b in bound
        if b.slot in ("cards", "jokers", "cards_of_colour", "revealed") and not b.weak
    ]
    rest = _strong(bound, unbound, reading) + counted
    hand = count = None
    if key in ("deck-size", "number-cards"):
        if len(rest) == 1 and reading.concept("we_are"):
            players, rest = players | set(rest), []
        elif players:  # "à 6 joueurs, le deck 0 à 16": the deck's values said with the players
            top = 16 if max(players) >= 6 else 12
            if any(v in (12, 16) and v != top for v in rest):
                return None  # "on est 4 et on prend le paquet 0-16": not the deck of that count
            rest = counted
        if len(players) > 1:
            return None
    elif key == "hand-six" and len(rest) == 1:
        hand, rest = rest[0], []
    elif key in ("joker-both", "card-both", "announce-anytime", "contact-values"):
        rest = []  # the cards named, the face-down cards left: the rule is the same
    elif key == "hand-start" and len(players) <= 1:
        pass  # 6 or 7 players keep the hand of 5 (the variant's rule)
    elif players:
        return None
    if (
        isinstance(GENERAL[key].verdict, int)
        and len(rest) == 1
        and reading.answer_type() == "yes_no"
    ):
        count, rest = rest[0], []
    if rest or any(b.slot == "points" for b in bound):
        return None
    return next(iter(players), None), hand, count


def _answers(reading: Reading, verdict: str | int, count: int | None, hand: int | None) -> bool:
    """Whether the rule's kind of answer is the one asked: a count for "combien", a yes or no else."""
    asked = reading.answer_type()
    if isinstance(verdict, int) and count is None and hand is None:
        return asked == "how_many"
    return asked == "yes_no" or asked == "who" and not _opens(reading, "who")


def _opens(reading: Reading, answer: str) -> bool:
    """Whether the question word opens its clause ("qui annonce… ?"), not a relative one ("c'est le
    maître du jeu qui annonce… ?", "if I'm the one who calls…")."""
    tokens = reading.tokens
    return any(
        m.first == 0
        or tokens[m.first].sentence_start
        or tokens[m.first - 1].clause != tokens[m.first].clause
        for m in reading.of_kind("answer")
        if m.value == answer
    )


def _opposite(reading: Reading, said: tuple[tuple[str, str], ...]) -> bool | None:
    """Whether the question names the opposite of the rule's word; None when it names both."""
    if reading.concept("receive") and ("left", "right") in said:
        return (
            None  # "je reçois la main de mon voisin de droite ?": the side seen from the receiver
        )
    opposite = False
    for word, other in said:
        named, against = bool(reading.concept(word)), bool(reading.concept(other))
        if named and against:
            return None
        opposite = opposite or against
    return opposite


def _side_near(reading: Reading, anchor: Match) -> str | None:
    """The side said with a column or a neighbour: "colonne (de) droite", "right column", "voisin de gauche"."""
    sides = [c for c in reading.concepts if c.label in ("left", "right")]
    near = [
        s
        for s in sides
        if s.first == anchor.last
        or s.last == anchor.first
        or (s.first == anchor.last + 1 and reading.words[anchor.last] in ("de", "d"))
    ]
    labels = {s.label for s in near}
    return labels.pop() if len(labels) == 1 else None


def _column_key(reading: Reading) -> str | None:
    """Whether the column said is one the asker's pool takes: the left neighbour's right column, the
    right neighbour's left column."""
    columns, neighbours = reading.concept("column"), reading.concept("neighbour")
    if reading.concept("centre_column"):
        return "centre-private"
    if len(columns) != 1 or len(neighbours) != 1:
        return None
    column, neighbour = _side_near(reading, columns[0]), _side_near(reading, neighbours[0])
    if column is None or neighbour is None:
        return None
    if _own_column(reading, columns[0]):
        # "ma colonne de droite compte pour mon voisin de gauche ?": a side column faces that side's neighbour
        return "own-column-shared" if column == neighbour else "own-column-other"
    return "shared-column" if column != neighbour else "wrong-column"


def _own_column(reading: Reading, column: Match) -> bool:
    """ "ma colonne", "my right-hand column": the asker's possessive, with only a side between."""
    sides = {
        i for c in reading.concepts if c.label in ("left", "right") for i in range(c.first, c.last)
    }
    return any(
        m.value == "me"
        and m.first < column.first
        and all(i in sides for i in range(m.first + 1, column.first))
        for m in reading.of_kind("player")
    )
