"""Filling the end-of-round and turn questions from a question already read.

Players are the names said and the asker ("moi", "j'", "I"); each count of empty squares belongs
to the player said last before it in its sentence. Every number must be bound, or the question
gets no situation."""

from __future__ import annotations

from arbitre.engines.lucky_numbers.player_names import lower_names
from arbitre.engines.lucky_numbers.results import ASKER, OPPONENT
from arbitre.engines.lucky_numbers.situations import (
    PlayerEmpty,
    RankSituation,
    TurnSituation,
)
from arbitre.engines.values import number
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, bind_numbers
from arbitre.reading.stance import asked_span, stance

SLUG = "lucky-numbers"
ME = frozenset(["moi", "me", "m", "je", "j", "i"])
OTHERS = frozenset(["il", "elle", "lui", "he", "she", "him", "her"])


def subjects_of(reading: Reading) -> list[tuple[int, str]]:
    """(token, player) for every player said: names as written (in lower case too), the asker as ASKER,
    another player not named ("mon adversaire") as OPPONENT."""
    found = [(m.first, str(m.value)) for m in reading.names()]
    found += [
        (m.first, ASKER)
        for m in reading.of_kind("player")
        if m.value == "me" and reading.words[m.first] in ME
    ]
    found += [(c.last - 1, OPPONENT) for c in reading.concept("other_player")]
    found += lower_names(reading, {i for i, _ in found})
    return sorted(found)


def _counts(reading: Reading) -> list[tuple[int, int]] | None:
    """(token, count) of empty squares: numbers bound to "empty", or said right after a player."""
    bound, _ = bind_numbers(reading, game_words(SLUG))
    subjects = {i for i, _ in subjects_of(reading)}
    counts = [(b.first, b.value) for b in bound if b.slot == "empty"]
    taken = {b.first for b in bound if b.slot == "empty"}
    for m in reading.of_kind("number"):
        if m.first in taken or any(b.first == m.first and b.slot == IGNORED for b in bound):
            continue
        follows_player = any(0 < m.first - s <= 3 for s in subjects)
        if follows_player:
            counts.append((m.first, number(m)))
        elif not m.weak:
            return None  # a number that counts nothing this question reads
    return sorted(counts)


def owners(reading: Reading, at: int, subjects: list[tuple[int, str]]) -> list[str] | None:
    """Who a count of empty squares belongs to: "il reste 2 cases vides à Léa" (the player right after it),
    else the player said last before it in its sentence, and with "chacun"/"each" the players joined to them."""
    end = at + 1
    while end < len(reading.tokens) and reading.words[end] in (
        "case",
        "cases",
        "vide",
        "vides",
        "empty",
        "square",
        "squares",
        "space",
        "spaces",
        "left",
        "restantes",
    ):
        end += 1
    after = [who for i, who in subjects if i == end + 1 and reading.words[end] in ("a", "to")]
    if after:
        return after
    sentence = max((i for i in range(at + 1) if reading.tokens[i].sentence_start), default=0)
    rounds = [
        c.first for c in reading.concept("round") if c.first < at and _numbered(reading, c.last)
    ]
    sentence = max([sentence, *rounds])  # "manche 3 une seule case vide": that round's own players
    before = [(i, who) for i, who in subjects if sentence <= i < at]
    if not before:
        return None
    group = [before[-1]]
    for i, who in reversed(before[:-1]):  # "Léa et Tom ont chacun 2", "Sam and Ines each have 1"
        if (
            reading.words[i + 1 : group[0][0]] in (("et",), ("and",))
            or group[0][0] - i == 2
            and reading.words[i + 1] in ("et", "and")
        ):
            group.insert(0, (i, who))
        else:
            break
    clause = reading.tokens[at].clause
    each = (
        any(reading.tokens[c.first].clause == clause for c in reading.concept("each"))
        or "both" in reading.words
    )
    return (
        [who for _, who in group]
        if each and len(group) > 1
        else [group[-1][1]]
        if len(group) == 1 or not each
        else None
    )


def _numbered(reading: Reading, at: int) -> bool:
    """ "manche 3", "round 2": a round's word followed by its number."""
    return any(m.first == at for m in reading.of_kind("number"))


def _filler(reading: Reading, subjects: list[tuple[int, str]]) -> str | None:
    """Who just laid a clover on their last empty square ("je pose … sur ma dernière case vide", "Léa vient de
    remplir sa dernière case"): the player said last before those words in their sentence, when they are
    not denied ("il n'avait plus qu'une case vide" counts squares, it fills none)."""
    bound, _ = bind_numbers(reading, game_words(SLUG))
    one_left = [b.first for b in bound if b.slot == "empty" and b.value == 1]
    for first in [c.first for c in reading.concept("last_square")] + one_left:
        sentence = max((i for i in range(first + 1) if reading.tokens[i].sentence_start), default=0)
        before = [who for i, who in subjects if sentence <= i < first]
        said = reading.concept("lay") + reading.concept("fills")
        if (
            before
            and first not in one_left
            and any(sentence <= v.first < first for v in said)
            and not reading.negated(first)
        ):
            return before[-1]
        # "il me restait une seule case vide, j'y mets un 14 qui respecte l'ordre": the clover said to fit
        played = said + reading.concept("draw")
        if before and played and reading.concept("in_order") and not reading.negated(first):
            return before[-1]
    return None


def fill_rank(reading: Reading, intent: str) -> RankSituation | None:
    subjects = subjects_of(reading)
    if reading.concept("relative") or out_of_order(reading):
        return None  # "Tom en a 2 de plus que moi"; "… mais ça ne respecte pas l'ordre": not read
    filled = _filler(reading, subjects)
    if filled is not None:
        return _asked_of(reading, subjects, RankSituation(filled=filled))
    if not reading.of_kind("number"):
        # "bon du coup qui gagne ?": the end of a game the question does not show; ask for it
        pile = True if reading.concept("pile_empty") else None
        return _asked_of(reading, subjects, RankSituation(pile_empty=pile))
    counts = _counts(reading)
    if counts is None:
        return None
    players: dict[str, int] = {}
    us = [ASKER]  # who "on" / "we" stands for: the asker, with the players said together with them
    for at, count in counts:
        whose = owners(reading, at, subjects)
        if not whose or any(who in players for who in whose):
            return None  # a count with no player, or two counts for one player: misread
        players.update({who: count for who in whose})
        us = whose if ASKER in whose else us
    if any(who not in players for _, who in subjects):
        # "Max a retourné le dernier trèfle, moi j'ai 2 cases vides": Max's count is to be asked
        pile = True if reading.concept("pile_empty") else None
        return _asked_of(reading, subjects, RankSituation(pile_empty=pile))
    if _players_said(reading) not in (None, len(players)):
        players = {}  # "on joue à 4 … moi 1, emma 2, noah 1": a player's count not said, ask for them
    both = bool(reading.concept("both")) or "both" in reading.words
    if both and len(players) == 2:
        us = list(players)  # "my opponent has 3. Do we both win?": the two players
    elif both and len(us) < 2:
        us = []  # "Léa 1, Tom 2, moi 1. On gagne tous les deux ?": which two is not said
    pile = True if reading.concept("pile_empty") else None
    # "Marc et moi on a chacun une case vide … On gagne tous les deux ?": "on" after the last count, with no
    # player said after it, asks about the asker's group
    tail = max(last_sentence(reading), counts[-1][0] + 1)
    start = None
    if not any(i >= tail for i, _ in subjects) and any(
        m.value == "we" and m.first >= tail for m in reading.of_kind("player")
    ):
        if not us:
            return None
        subjects, start = subjects + [(tail, who) for who in us], tail
    return _asked_of(
        reading,
        subjects,
        RankSituation(
            pile_empty=pile,
            players=[PlayerEmpty(name=n, empty=e) for n, e in players.items()] or None,
        ),
        start,
    )


def _asked_of(
    reading: Reading,
    subjects: list[tuple[int, str]],
    situation: RankSituation,
    start: int | None = None,
) -> RankSituation | None:
    """Who wins (a name), or a yes or no about the one player of the last sentence ("j'ai gagné ?"), or
    of the question from `start` on."""
    if reading.answer_type() == "who":
        return situation
    if reading.answer_type() != "yes_no":
        return None
    begin = last_sentence(reading) if start is None else start
    last = [who for i, who in subjects if i >= begin]
    if len(set(last)) == 2 and (
        reading.concept("each") or "both" in reading.words or "deux" in reading.words
    ):
        return situation.model_copy(
            update={"asked": " et ".join(dict.fromkeys(last))}
        )  # "Léa et Tom gagnent tous les deux ?"
    if len(set(last)) == 2 and _either(reading, [i for i, _ in subjects if i >= begin]):
        return situation  # "c'est moi ou Léa qui gagne ?": which of the two, a who-question
    if len(set(last)) != 1:
        return None
    alone = any(c.first >= begin for c in reading.concept("alone"))  # "je gagne tout seul ?"
    return situation.model_copy(update={"asked": last[-1], "alone": alone})


def _either(reading: Reading, said: list[int]) -> bool:
    """Two players offered as the answer, joined by "ou" / "or" ("moi ou Léa", "Tom or me")."""
    return len(said) == 2 and said[1] - said[0] == 2 and reading.words[said[0] + 1] in ("ou", "or")


def out_of_order(reading: Reading) -> bool:
    """The clover laid said not to keep the order ("mais ça ne respecte pas l'ordre", "il rentre pas")."""
    negations = {m.first for m in reading.of_kind("negation")}
    said = reading.concept("in_order") + reading.concept("order")  # "ça ne respecte pas l'ordre"
    plain = [  # "sans casser l'ordre" keeps it
        m
        for m in reading.of_kind("negation")
        if reading.words[m.first] not in ("sans", "without") and isinstance(m.value, int)
    ]
    return any(m.first <= c.first < int(m.value) for c in said for m in plain) or any(
        c.last in negations
        for c in reading.concept("lay")  # "il rentre pas dans l'ordre"
    )


def _players_said(reading: Reading) -> int | None:
    """How many play, said in passing ("on joue à 4", "partie à trois")."""
    said = [
        number(m)
        for c in reading.concept("played_by")
        for m in reading.of_kind("number")
        if c.first <= m.first < c.last
    ]
    return said[0] if len(set(said)) == 1 else None


def answer_type(reading: Reading) -> str:
    """The answer asked; "dans n'importe quel ordre" asks no "which"."""
    asked = reading.of_kind("answer")
    if (
        asked
        and asked[-1].value == "which"
        and reading.words[max(0, asked[-1].first - 1)] == "importe"
    ):
        return "yes_no"
    return reading.answer_type()


def last_sentence(reading: Reading) -> int:
    return max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)


def fill_turn(reading: Reading, intent: str) -> TurnSituation | None:
    bound, _ = bind_numbers(reading, game_words(SLUG))
    ignored = {
        b.first for b in bound if b.slot == IGNORED
    }  # "vingt minutes qu'on joue", "option 2"
    numbers = [m for m in reading.of_kind("number") if not m.weak and m.first not in ignored]
    values = {number(m) for m in numbers}
    if len(values) > 1:
        return None
    value = next(iter(values), None)
    asked = stance(reading)  # "on m'a dit qu'on est obligé…. je peux ?": the sentence asked
    if _taken_by_another(reading) or reading.concept("already") and reading.concept("draw"):
        return None  # "mais Tom l'a déjà pris", "alors que j'ai déjà pioché": not this turn's plain choice
    taken = [c.first for c in reading.concept("take") + reading.concept("taken")]
    if taken and any(
        c.first > taken[0] and not reading.negated(c.first) for c in reading.concept("refuse")
    ):
        # "je l'ai repris au centre, je peux le refuser ?": a clover taken face up, then refused
        # ("aucun trèfle défaussé" says nothing was discarded: no refusal)
        return TurnSituation(intent="refuse", value=value, source="centre")
    if intent == "refuse":
        if reading.names():
            return None  # "Tom a refusé un 9, je peux le prendre ?": another player's refusal
        if reading.concept("last_square"):
            return None  # "je remplis ma dernière case … on doit finir le tour ?": the win, not a refusal
        _, end = asked_span(reading)
        clause = reading.tokens[end - 1].clause  # the clause asked, not the story before it
        if any(
            reading.tokens[c.first].clause == clause
            for c in reading.concept("comparison")
            + (reading.concept("order") if not reading.concept("in_order") else [])
        ):
            return None  # "je dois le poser à droite d'un plus petit ?": the order, not a refusal
        if not reading.concept("refuse") and not (
            asked in ("must", "need_not") and reading.concept("lay")
        ):
            return None  # no refusal said: another question
        return TurnSituation(intent="refuse", value=value, flipped=asked == "must")
    centre_empty = (
        any(reading.negated(c.first) for c in reading.concept("centre"))
        or _nothing_discarded(reading)
        or bool(reading.concept("first_turn"))
    )
    centre = (
        []
        if centre_empty and value is None
        else [value]
        if value is not None and not centre_empty
        else None
    )
    # "rien au centre, je dois piocher ?" asks the taking the other way round (not "je dois prendre … ?")
    flipped = asked == "must" and not (centre == [] and reading.concept("take"))
    return TurnSituation(intent="take_face_up", value=value, centre=centre, flipped=flipped)


def _taken_by_another(reading: Reading) -> bool:
    """ "Léa a défaussé un 14 mais Tom l'a déjà pris": a player named right before taking said done."""
    names = {m.first for m in reading.names()}
    return any(
        any(
            0 < c.first - n <= 5 and reading.tokens[n].clause == reading.tokens[c.first].clause
            for n in names
        )
        for c in reading.concept("taken")
    )


def _nothing_discarded(reading: Reading) -> bool:
    """ "personne n'a encore défaussé", "nobody has discarded", "rien au centre"."""
    return (
        any(reading.negated(c.first) for c in reading.concept("refuse"))
        or "personne" in reading.words
        and bool(reading.concept("refuse"))
    )
