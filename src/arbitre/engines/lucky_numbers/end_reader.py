"""Filling the end-of-round, tournament, turn and general-rule questions from a question already read.

Players are the names said and the asker ("moi", "j'", "I"); each count of empty squares belongs
to the player said last before it in its sentence. Rounds are counted from the words of winning
and the counts of empty squares. Every number must be bound, or the question gets no situation."""

from __future__ import annotations

import tomllib
from functools import lru_cache

from arbitre.engines.lucky_numbers.results import ASKER
from arbitre.engines.lucky_numbers.situations import (
    PlayerEmpty,
    RankSituation,
    RoundFacts,
    RoundsSituation,
    RuleSituation,
    TournamentSituation,
    TurnSituation,
)
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, bind_numbers
from arbitre.settings import project_root

SLUG = "lucky-numbers"
ME = frozenset(["moi", "me", "m", "je", "j", "i"])
OTHERS = frozenset(["il", "elle", "lui", "he", "she", "him", "her"])


def _subjects(reading: Reading) -> list[tuple[int, str]]:
    """(token, player) for every player said: names as written, the asker as ASKER."""
    found = [(m.first, str(m.value)) for m in reading.names()]
    found += [(m.first, ASKER) for m in reading.of_kind("player") if m.value == "me" and reading.words[m.first] in ME]
    return sorted(found)


def _counts(reading: Reading) -> list[tuple[int, int]] | None:
    """(token, count) of empty squares: numbers bound to "empty", or said right after a player."""
    bound, _ = bind_numbers(reading, game_words(SLUG))
    subjects = {i for i, _ in _subjects(reading)}
    counts = [(b.first, b.value) for b in bound if b.slot == "empty"]
    taken = {b.first for b in bound if b.slot == "empty"}
    for m in reading.of_kind("number"):
        if m.first in taken or any(b.first == m.first and b.slot == IGNORED for b in bound):
            continue
        follows_player = any(0 < m.first - s <= 3 for s in subjects)
        if follows_player:
            counts.append((m.first, int(m.value)))
        elif not m.weak:
            return None  # a number that counts nothing this question reads
    return sorted(counts)


def _owners(reading: Reading, at: int, subjects: list[tuple[int, str]]) -> list[str] | None:
    """Who a count of empty squares belongs to: "il reste 2 cases vides à Léa" (the player right after it),
    else the player said last before it in its sentence, and with "chacun"/"each" the players joined to them."""
    end = at + 1
    while end < len(reading.tokens) and reading.words[end] in ("case", "cases", "vide", "vides", "empty", "square", "squares",
                                                               "space", "spaces", "left", "restantes"):
        end += 1
    after = [who for i, who in subjects if i == end + 1 and reading.words[end] in ("a", "to")]
    if after:
        return after
    sentence = max((i for i in range(at + 1) if reading.tokens[i].sentence_start), default=0)
    before = [(i, who) for i, who in subjects if sentence <= i < at]
    if not before:
        return None
    group = [before[-1]]
    for i, who in reversed(before[:-1]):  # "Léa et Tom ont chacun 2", "Sam and Ines each have 1"
        if reading.words[i + 1:group[0][0]] in (["et"], ["and"]) or group[0][0] - i == 2 and reading.words[i + 1] in ("et", "and"):
            group.insert(0, (i, who))
        else:
            break
    clause = reading.tokens[at].clause
    each = any(reading.tokens[c.first].clause == clause for c in reading.concept("each")) or "both" in reading.words
    return [who for _, who in group] if each and len(group) > 1 else [group[-1][1]] if len(group) == 1 or not each else None


def _filler(reading: Reading, subjects: list[tuple[int, str]]) -> str | None:
    """Who just laid a clover on their last empty square ("je pose … sur ma dernière case vide", "Léa vient de
    remplir sa dernière case"): the player said last before those words in their sentence, when they are
    not denied ("il n'avait plus qu'une case vide" counts squares, it fills none)."""
    for c in reading.concept("last_square"):
        sentence = max((i for i in range(c.first + 1) if reading.tokens[i].sentence_start), default=0)
        before = [who for i, who in subjects if sentence <= i < c.first]
        said = reading.concept("lay") + reading.concept("fills")
        if before and any(sentence <= v.first < c.first for v in said) and not reading.negated(c.first):
            return before[-1]
    return None


def fill_rank(reading: Reading, intent: str) -> RankSituation | None:
    subjects = _subjects(reading)
    filled = _filler(reading, subjects)
    if filled is not None:
        return _asked_of(reading, subjects, RankSituation(filled=filled))
    counts = _counts(reading)
    if counts is None:
        return None
    subjects = _subjects(reading)
    players: dict[str, int] = {}
    for at, count in counts:
        owners = _owners(reading, at, subjects)
        if not owners or any(who in players for who in owners):
            return None  # a count with no player, or two counts for one player: misread
        players.update({who: count for who in owners})
    if any(who not in players for _, who in subjects):
        return None  # a player said with no count
    pile = True if reading.concept("pile_empty") else None
    return _asked_of(reading, subjects, RankSituation(
        pile_empty=pile, players=[PlayerEmpty(name=n, empty=e) for n, e in players.items()] or None))


def _asked_of(reading: Reading, subjects: list[tuple[int, str]], situation: RankSituation) -> RankSituation | None:
    """Who wins (a name), or a yes or no about the one player of the last sentence ("j'ai gagné ?")."""
    if reading.answer_type() == "who":
        return situation
    if reading.answer_type() != "yes_no":
        return None
    last = [who for i, who in subjects if i >= _last_sentence(reading)]
    if len(set(last)) != 1:
        return None
    return situation.model_copy(update={"asked": last[-1]})


def answer_type(reading: Reading) -> str:
    """The answer asked; "dans n'importe quel ordre" asks no "which"."""
    asked = reading.of_kind("answer")
    if asked and asked[-1].value == "which" and reading.words[max(0, asked[-1].first - 1)] == "importe":
        return "yes_no"
    return reading.answer_type()


def _last_sentence(reading: Reading) -> int:
    return max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)


def fill_tournament(reading: Reading, intent: str) -> TournamentSituation | None:
    """The asker's rounds: each word of winning said by the asker is a round won, each count of
    empty squares that is the asker's a round lost; counts of other players are read and set aside."""
    if reading.answer_type() == "who" or any(m.first >= _last_sentence(reading) for m in reading.names()):
        return None  # who wins the tournament, or another player's total: not read here
    bound, unbound = bind_numbers(reading, game_words(SLUG))
    markers = _round_markers(reading)
    count, said = _player_count(reading, bound)
    if count is False or any(i not in markers | said for i in unbound):
        return None
    if any(b.slot not in ("empty", "players", "rounds", IGNORED) and not b.weak for b in bound):
        return None
    subjects = _subjects(reading)
    empties = []
    for b in bound:
        if b.slot == "empty":
            owners = _owners(reading, b.first, subjects)
            if owners is None or owners == [ASKER]:
                empties.append(b.value)  # "il me reste 3 cases vides", "manche 2 : 3 cases vides"
    wins_counted = [b.value for b in bound if b.slot == "rounds" and _won_before(reading, b.first)]
    my_wins = [w for w in reading.concept("win") if not reading.negated(w.first) and _mine(reading, w.first)]
    wins = sum(wins_counted) if wins_counted else len(my_wins)
    rounds = [RoundFacts(won=True) for _ in range(wins)] + [RoundFacts(won=False, empty=e) for e in empties]
    if reading.concept("this_round") and len(rounds) == 1 and not markers:
        return TournamentSituation(rounds=rounds)  # "je marque combien sur cette manche ?": that round alone
    if count is not None and len(rounds) != count:
        return TournamentSituation(rounds=None, player_count=count)
    return TournamentSituation(rounds=rounds or None, player_count=count)


def _round_markers(reading: Reading) -> set[int]:
    """"manche 1", "round 2": numbers naming a round, and ordinals ("la 2e", "1ere manche")."""
    ends = {c.last for c in reading.concept("round")}
    found = {m.first for m in reading.of_kind("number") if m.first in ends}
    return found | {m.first for m in reading.of_kind("ordinal")}


def _player_count(reading: Reading, bound) -> tuple[int | None | bool, set[int]]:
    """How many play (so how many rounds): "3 joueurs", "tournoi à 3", "3 rounds"; False when said two ways."""
    values, said = set(), set()
    for b in bound:
        if b.slot == "players" or b.slot == "rounds" and not _won_before(reading, b.first):
            values.add(b.value)
    for c in reading.concept("tournament") + reading.concept("played_by"):
        for m in reading.of_kind("number"):
            if c.first <= m.first < c.last or m.first == c.last + 1 and reading.words[c.last] in ("a", "with"):
                values.add(int(m.value))
                said.add(m.first)
    if len(values) > 1:
        return False, said
    return next(iter(values), None), said


def _won_before(reading: Reading, first: int) -> bool:
    return any(0 < first - w.last <= 2 for w in reading.concept("win"))


def _mine(reading: Reading, first: int) -> bool:
    """A word of winning said by the asker ("j'ai gagné", "I won"), not by another player ("Alex gagne")."""
    near = range(max(0, first - 3), first)
    names = {m.first for m in reading.names()}
    return bool(ME & {reading.words[i] for i in near}) and not names & set(near)


def fill_turn(reading: Reading, intent: str) -> TurnSituation | None:
    numbers = [m for m in reading.of_kind("number") if not m.weak]
    values = {int(m.value) for m in numbers}
    if len(values) > 1 or reading.names() and intent == "refuse":
        return None
    value = next(iter(values), None)
    last = _last_sentence(reading)
    modalities = {m.value for m in reading.of_kind("modality") if m.first >= last}  # "on m'a dit qu'on est obligé…. je peux ?"
    if intent == "refuse":
        if not reading.concept("refuse") and not ("must" in modalities and reading.concept("lay")):
            return None  # no refusal said: another question
        flipped = "must" in modalities or bool(reading.concept("lay")) and not reading.concept("refuse")
        return TurnSituation(intent="refuse", value=value, flipped=flipped and "must" in modalities)
    centre_empty = (any(reading.negated(c.first) for c in reading.concept("centre")) or _nothing_discarded(reading)
                    or bool(reading.concept("first_turn")))
    centre = [] if centre_empty and value is None else [value] if value is not None and not centre_empty else None
    return TurnSituation(intent="take_face_up", value=value, centre=centre)


def _nothing_discarded(reading: Reading) -> bool:
    """"personne n'a encore défaussé", "nobody has discarded", "rien au centre"."""
    return any(reading.negated(c.first) for c in reading.concept("refuse")) or "personne" in reading.words and bool(reading.concept("refuse"))


def fill_rule(reading: Reading, intent: str) -> RuleSituation | RoundsSituation | None:
    """A general rule: no player named, no number stated but the ones the rule itself names."""
    key = intent.split(":", 1)[1]
    if not _says_rule(reading, intent):
        return None
    bound, unbound = bind_numbers(reading, game_words(SLUG))
    if key == "tournament-rounds":
        count, said = _player_count(reading, bound)
        if count is False or any(i not in said for i in unbound) or answer_type(reading) != "how_many":
            return None
        return RoundsSituation(player_count=count)
    if len(unbound) > 2:
        return None  # the numbers of a rule's own example ("deux 9 sur la même rangée") and no more
    if key == "last-clover-turn" and not reading.concept("pile_empty"):
        return None  # "while there are still clovers in the draw pile": not the last clover's turn
    if answer_type(reading) != "yes_no":
        return None  # "qui gagne ?" after a rule's case: a who-question the rule's yes or no does not answer
    modalities = {m.value for m in reading.of_kind("modality") if m.first >= _last_sentence(reading)}
    return RuleSituation(rule=key, flipped=_flipped(reading, key, modalities))


@lru_cache(maxsize=1)
def _requires() -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Per rule intent, the concepts one of which (`requires`) and all of which (`requires_all`) the question
    must say (corpus/lucky-numbers/intents.toml)."""
    data = tomllib.loads((project_root() / "corpus" / SLUG / "intents.toml").read_text(encoding="utf-8"))
    return {intent: (tuple(table.get("requires", ())), tuple(table.get("requires_all", ()))) for intent, table in data.items()}


def _says_rule(reading: Reading, intent: str) -> bool:
    """The words of the rule are said: the classifier's guess is kept only then."""
    needed, every = _requires().get(intent, ((), ()))
    values = [m.value for m in reading.of_kind("number") if not m.weak]
    repeated = len(values) != len(set(values))
    if not all(reading.concept(label) for label in every):
        return False
    return not needed or any(reading.concept(label) for label in needed if label != "repeated") or "repeated" in needed and repeated


def _flipped(reading: Reading, key: str, modalities: set) -> bool:
    """Whether the question asks the rule's opposite. Colours: the rule answers "do colours matter?" (no);
    "can I put a yellow 6 by a blue 8?" asks the opposite. A full garden wins at once: "must we finish the
    round first?" or another player's "can I still play?" asks the opposite. The last clover's turn goes on: "does the game stop right there?"."""
    if key == "colour-irrelevant":
        return "may" in modalities and not {"must", "forbidden"} & modalities
    if key == "full-garden-wins":  # "Léa a rempli son jardin, je peux jouer pour finir aussi ?": no, she has won
        return "must" in modalities or "may" in modalities and bool(reading.names())
    stops = key == "last-clover-turn" and bool(reading.concept("stops"))
    return ("forbidden" in modalities) != stops
