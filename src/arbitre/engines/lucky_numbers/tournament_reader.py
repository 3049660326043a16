"""Filling the tournament questions from a question already read: a player's total, who wins the
tournament, how many rounds.

Each word of winning belongs to the player said just before it ("Anna gagne", "c'est moi qui gagne",
"I won"), each count of empty squares to its player (see end_reader.owners; a count with no player
said is the asker's). A player's rounds are their wins and their counts; every number must be bound
(a count of empty squares, of players or rounds, a round's own number) or there is no situation."""

from __future__ import annotations

from arbitre.engines.lucky_numbers.end_reader import (
    ME,
    answer_type,
    last_sentence,
    owners,
    subjects_of,
)
from arbitre.engines.lucky_numbers.results import ASKER
from arbitre.engines.lucky_numbers.situations import (
    ChampionSituation,
    RoundFacts,
    RoundsSituation,
    TournamentSituation,
)
from arbitre.engines.values import number
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, Bound, bind_numbers

SLUG = "lucky-numbers"
SUBJECT_REACH = 4  # "c'est Anna qui gagne", "Max gagne", "I won"
OTHER = "(un autre joueur)"  # a player not named


def fill_tournament(
    reading: Reading, intent: str
) -> TournamentSituation | ChampionSituation | None:
    results = _results(reading)
    if results is None:
        return None
    per_player, count, this_round = results
    if answer_type(reading) == "who":
        return _champion(per_player, count)
    if answer_type(reading) == "yes_no" and _scoring_asked(reading):
        return None  # "je marque des points ?", "je marque 3 points ?": a yes or no, not the total
    start = _asking_clause(reading)
    end = next(  # the facts told after the question ("combien je perds ? c'est Paul qui a gagné")
        (i for i in range(start + 1, len(reading.tokens)) if reading.tokens[i].sentence_start),
        len(reading.tokens),
    )
    asked = [
        m.value
        for m in reading.names()
        if start < m.first < end
        or m.first == start - 2
        and reading.words[start - 1] in ("a", "has")
        or reading.tokens[m.first].phrase
        == reading.tokens[min(start, len(reading.tokens) - 1)].phrase
    ]  # "combien a Max", "Max a combien", "Paul marque combien ?"
    player = str(asked[0]) if len(set(asked)) == 1 else ASKER if not asked else None
    if player is None:
        return None
    rounds = per_player.get(player, [])
    if (
        this_round
        and len(rounds) == 1
        or reading.concept("this_round")
        and len(rounds) == 1
        and count is not None
    ):
        return TournamentSituation(
            rounds=rounds, player=player
        )  # "je marque combien sur cette manche ?"
    if count is not None and len(rounds) != count:
        return TournamentSituation(rounds=None, player_count=count, player=player)
    if len(rounds) < len(_numbered_rounds(reading)):
        # "à la 1ère manche il me restait 2 cases vides, à la 2e Paul a gagné": a round said, not how it went
        return TournamentSituation(rounds=None, player_count=count, player=player)
    return TournamentSituation(rounds=rounds or None, player_count=count, player=player)


def _scoring_asked(reading: Reading) -> bool:
    """Scoring said as a verb in the clause asked ("… est-ce que je perds des points ?", "do I still score
    points?"), "total" and "score" alone aside: a yes or no about points."""
    clause = reading.tokens[-1].clause
    said = reading.concept("scores") + reading.concept("lose")
    return any(reading.tokens[c.first].clause == clause for c in said)


def _asking_clause(reading: Reading) -> int:
    """Where the question proper starts: the answer asked ("combien de points a Max ?"), else the last sentence."""
    asking = [m.first for m in reading.of_kind("answer") if m.value != "yes_no"]
    return asking[-1] if asking else last_sentence(reading)


def _champion(
    per_player: dict[str, list[RoundFacts]], count: int | None
) -> ChampionSituation | None:
    if len(per_player) < 2:
        return None
    rounds = {len(r) for r in per_player.values()}
    if len(rounds) != 1 or count is not None and rounds != {count}:
        return ChampionSituation(
            standings=None, player_count=count
        )  # a round not said for someone: ask
    return ChampionSituation(standings=per_player, player_count=count)


def _results(reading: Reading) -> tuple[dict[str, list[RoundFacts]], int | None, bool] | None:
    """Each player's rounds, the player count said, and whether one round is asked about."""
    bound, unbound = bind_numbers(reading, game_words(SLUG))
    markers = _round_markers(reading)
    count, said = player_count(reading, bound)
    subjects = subjects_of(reading)
    # "Bob finit avec 2 cases vides, Chloé avec 5": a number said just after a player counts their empty squares.
    after_player = {i for i in unbound if any(0 < i - s <= 3 for s, _ in subjects)} - markers - said
    # "à la dernière une seule": a round's empty squares said without their noun
    after_player |= {
        m.first
        for m in reading.of_kind("number")
        if reading.words[m.last : m.last + 1] in (("seule",), ("seul",), ("single",))
        and m.first not in {b.first for b in bound}
    }
    # "… et Jade une.": an article right after a player, closing its clause, is their count
    n = len(reading.tokens)
    after_player |= {
        m.first
        for m in reading.of_kind("number")
        if m.weak
        and any(m.first - s == 1 for s, _ in subjects)
        and (m.last == n or reading.tokens[m.last].clause != reading.tokens[m.first].clause)
    }
    if count is False or any(i not in markers | said | after_player for i in unbound):
        return None
    points = {c.first for c in reading.concept("points")}
    if any(m.last in points for m in reading.of_kind("number") if not m.weak):
        return None  # "2 rounds, 5 points": a count of points this reader does not bind
    if any(b.slot not in ("empty", "players", "rounds", IGNORED) and not b.weak for b in bound):
        return None
    values = {m.first: number(m) for m in reading.of_kind("number")}
    bound = bound + [Bound("empty", values[i], i, i + 1, i) for i in sorted(after_player)]
    per_player: dict[str, list[RoundFacts]] = {}
    asking = {m.first for m in reading.of_kind("answer") if m.value in ("who", "how_many", "which")}
    for w in reading.concept("win"):
        if reading.negated(w.first) or any(0 <= w.first - a <= 3 for a in asking):
            continue  # "j'ai pas gagné ces deux-là"; the question itself ("qui remporte le tournoi ?")
        who = _winner(reading, w.first, subjects)
        if who is None:
            return None
        counted = [b.value for b in bound if b.slot == "rounds" and 0 <= b.first - w.last <= 2]
        if not counted and any(m.first == w.last for m in reading.of_kind("number")):
            return None  # "I won 2 of the 3 rounds": a count of rounds this reader does not bind
        per_player.setdefault(who, []).extend(
            RoundFacts(won=True) for _ in range(counted[0] if counted else 1)
        )
    for b in bound:
        if b.slot == "empty":
            found = owners(reading, b.first, subjects)
            for who in found or [ASKER]:  # "manche 2 : 3 cases vides": the asker's
                per_player.setdefault(who, []).append(RoundFacts(won=False, empty=b.value))
    this_round = bool(reading.concept("this_round")) and not markers or _one_round_asked(reading)
    return per_player, (count if count is not None else None), this_round


def _one_round_asked(reading: Reading) -> bool:
    """One round named in the question asked ("combien je perds sur la première manche ?", "how many
    points for round 2?"): that round's points, not the tournament's total."""
    start = _asking_clause(reading)
    return any(
        c.first > start and reading.words[c.first] in ("manche", "round")
        for c in reading.concept("round")
    )


def _winner(reading: Reading, first: int, subjects: list[tuple[int, str]]) -> str | None:
    """The player said just before a word of winning, in its clause; "j'ai gagné", "I won": the asker."""
    clause = reading.tokens[first].clause
    others = [
        (c.first, OTHER) for c in reading.concept("other_player")
    ]  # "mon pote gagne", "someone else won"
    by = [
        who
        for i, who in sorted(subjects + others)
        if 0 < i - first <= 3 and reading.words[first + 1 : first + 2] in (("par",), ("by",))
    ]
    if by:
        return by[0]  # "la manche est gagnée par Julie", "… par mon adversaire"
    near = [
        who
        for i, who in sorted(subjects + others)
        if 0 < first - i <= SUBJECT_REACH and reading.tokens[i].clause == clause
    ]
    if near:
        return near[-1]
    if ME & set(reading.words[max(0, first - SUBJECT_REACH) : first]):
        return ASKER
    rounds = _round_markers(reading) | {c.last - 1 for c in reading.concept("round")}
    # "manche 1 gagnée", "round 1: won": a round said won with no one named is the asker's
    return ASKER if any(0 < first - r <= 2 for r in rounds) and not near else None


def _numbered_rounds(reading: Reading) -> set[int]:
    """The rounds said by their number or rank ("manche 2", "la 2e", "round 3")."""
    values = {m.first: number(m) for m in reading.of_kind("number") + reading.of_kind("ordinal")}
    return {values[i] for i in _round_markers(reading) if i in values}


def _round_markers(reading: Reading) -> set[int]:
    """ "manche 1", "round 2": numbers naming a round, and ordinals ("la 2e", "1ere manche")."""
    ends = {c.last for c in reading.concept("round") + reading.concept("this_round")}
    found = {m.first for m in reading.of_kind("number") if m.first in ends}
    return found | {m.first for m in reading.of_kind("ordinal")}


def player_count(reading: Reading, bound) -> tuple[int | None | bool, set[int]]:
    """How many play (so how many rounds): "3 joueurs", "tournoi à 3", "3 rounds"; False when said two ways."""
    values, said = set(), set()
    for b in bound:
        if b.slot == "players" or b.slot == "rounds" and not _won_before(reading, b.first):
            values.add(b.value)
    for c in reading.concept("tournament") + reading.concept("played_by"):
        for m in reading.of_kind("number"):
            if (
                c.first <= m.first < c.last
                or m.first == c.last + 1
                and reading.words[c.last] in ("a", "with", "of")  # "tournoi à 3", "tournament of 3"
            ):
                values.add(number(m))
                said.add(m.first)
    if len(values) > 1:
        return False, said
    return next(iter(values), None), said


def _won_before(reading: Reading, first: int) -> bool:
    return any(0 <= first - w.last <= 2 for w in reading.concept("win"))  # "I won two rounds"


def fill_rounds(reading: Reading, intent: str) -> RoundsSituation | None:
    """ "Tournoi à 3, combien de manches ?": as many rounds as players."""
    bound, unbound = bind_numbers(reading, game_words(SLUG))
    count, said = player_count(reading, bound)
    if count is False or any(i not in said for i in unbound) or answer_type(reading) != "how_many":
        return None
    if any(b.slot == "rounds" for b in bound):
        return None  # "tournoi a 3 manches, combien de manches ?": the count asked is the one said, no player count
    return RoundsSituation(player_count=count)
