"""Filling the Luz questions about the table: who wins the game (final scores, the last hand,
the first player) and who takes a trick (the cards put down), from a question already read.

A player is a name of the question or the asker ("toi"); a number belongs to the players
said since the previous number ("Alice et Bob sont à 30" gives 30 to both). A clause about
the last hand gives last-hand points, and so does a clause that only continues it ("…, Bob
12"); any other gives totals. Anything not read that way means no verdict.
"""

from __future__ import annotations

from arbitre.engines.luz.people import (
    ME,
    SLUG,
    claim_of,
    ignored_numbers,
    people_of,
    sentences,
    with_at,
)
from arbitre.engines.luz.situations import PlayerFacts, StandingsSituation
from arbitre.engines.values import number
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import bind_numbers


def _for_everyone(reading: Reading, at: int, parts: list[int]) -> bool:
    """ "tous les deux ont marqué 12", "8 chacun", "we both scored 8": a number given to every player
    (the "both" in the number's own part of the question, or right after it)."""
    near = range(max(0, at - 4), at + 3)
    return any(
        c.first in near or parts[c.first] == parts[at] for c in reading.concept("both")
    ) or any(
        m.value == "we" and m.first in range(max(0, at - 4), at) for m in reading.of_kind("player")
    )


def _game_not_over(reading: Reading) -> bool:
    """ "après la 3e donne", "at the end of round 2": a hand before the 4th names no final ranking."""
    rounds = {c.first for c in reading.concept("hand_round")} | {
        c.last for c in reading.concept("hand_round")
    }
    return any(
        isinstance(m.value, int) and m.value < 4 and (m.last in rounds or m.first in rounds)
        for m in reading.of_kind("ordinal") + reading.of_kind("number")
    )


def _lower_place(reading: Reading, ignored: set[int]) -> bool:
    """ "égalité pour la deuxième place", "qui est deuxième ?": a rank below the first, not the winner."""
    return any(
        isinstance(m.value, int) and m.value > 1 and m.first not in ignored
        for m in reading.of_kind("ordinal")
    )


def fill_winner(reading: Reading, intent: str) -> StandingsSituation | None:
    ignored = ignored_numbers(reading)
    if (
        ignored is None
        or reading.concept("loser_asked")
        or _game_not_over(reading)
        or reading.concept("behind_of")
        or reading.concept("hedge")  # "I think Tom and Ana have 30 each": scores not said for sure
        or _lower_place(reading, ignored)
    ):
        return None  # "à égalité derrière Zoé", "pour la 2e place": someone ahead whose score is not said
    yes_no, claim = claim_of(reading)
    if yes_no and claim is None:
        return None
    facts = _facts(reading, ignored)
    if facts is None:
        return None
    situation = _standings(reading, facts)
    if situation is not None and yes_no:
        situation.claim = claim
    return situation


def _facts(reading: Reading, ignored: set[int]) -> dict[str, dict] | None:
    """Player -> {"score", "last_hand"}: each number given to the players said since the previous
    number (or to everyone, or to the tied players of its sentence); None for a number of no one or
    a fact said twice."""
    people = people_of(reading)
    numbers = {
        m.first: number(m)
        for m in reading.of_kind("number")
        if m.first not in ignored and not m.weak
    }
    parts = _parts(reading, people)
    sentence, ties = sentences(reading), tie_groups(reading)
    last_clauses = {parts[c.first] for c in last_hand(reading)}
    lost_ends = [c.last for c in reading.concept("lose")]
    like_ends = {c.last - 1 for c in reading.concept("like")}
    facts: dict[str, dict] = {}
    pending: list[str] = []
    by_tie: set[str] = set()  # given a number with their tie before being named
    # "12 contre 8 pour moi", "against 9 for Kate": the number's player named after it
    owner_at = {
        i + 2 for i in numbers if i + 2 in people and reading.words[i + 1] in ("pour", "for")
    }
    last_given: tuple[str, int] | None = None
    previous_last = False
    for i in range(len(reading.tokens)):
        part = parts[i]
        if i > 0 and part != parts[i - 1]:
            previous_last = previous_last and not _own_time(reading, parts, part)
            by_tie = set()
        if i in people:
            who = people[i]
            facts.setdefault(who, {})
            if i in owner_at:
                continue
            if i - 1 in like_ends and last_given is not None:  # "elle est à 40 comme Dan": Dan too
                facts[who].setdefault(last_given[0], last_given[1])
            elif who not in pending and who not in by_tie:  # "Claire … elle est à 40": one player
                pending.append(who)
        elif i in numbers:
            # "égalité à 30 entre Noé et Ambre": the tied players, named after the number
            tied = sorted(ties.get(sentence[i], ()))
            tied = [] if any(who in facts for who in tied) else tied
            targets = (
                [people[i + 2]]
                if i + 2 in owner_at
                else pending or (list(facts) if _for_everyone(reading, i, parts) else []) or tied
            )
            if not targets:
                return None  # a number of no one
            by_tie = set(tied) if targets is tied else set()
            field = "last_hand" if part in last_clauses or previous_last else "score"
            value = -numbers[i] if any(0 < i - end + 1 <= 3 for end in lost_ends) else numbers[i]
            for who in targets:  # "Bob en a perdu 10": a negative score
                if field in facts.setdefault(who, {}):
                    return None
                facts[who][field] = value
            last_given, pending = (field, value), []
        if part in last_clauses:
            previous_last = True
    return facts


def last_hand(reading: Reading) -> list:
    """The last hand said: "la dernière donne", or "cette donne" after the last hand or the game's end."""
    clause = [t.clause for t in reading.tokens]
    ends = [m.last for m in reading.of_kind("time") if m.value == "end"]
    at_end = [  # "fin 4e donne", "end of last round": the game's end, totals follow
        c
        for c in reading.concept("last_hand")
        if any(0 <= c.first - end <= 2 and clause[end - 1] == clause[c.first] for end in ends)
    ]
    named = [c for c in reading.concept("last_hand") if c not in at_end]
    before = [c.first for c in named + at_end + reading.concept("game_end")]
    return named + [c for c in reading.concept("this_hand") if any(b < c.first for b in before)]


def _own_time(reading: Reading, parts: list[int], part: int) -> bool:
    """A part of the question that says its own time (the last hand, a hand, the total, the end)."""
    return bool(
        {"last_hand", "this_hand", "hand_round", "score_total", "game_end"}
        & {c.label for c in reading.concepts if parts[c.first] == part}
    )


JOINERS = frozenset(["et", "and", "mais", "but", "while", "alors"])


def _parts(reading: Reading, people: dict[int, str]) -> list[int]:
    """Each token's part of the question: clauses, also split at "et" / "and" unless it joins two players
    ("tied at 30 and we both scored 8", "Tom is the first player and Ana has 30" are two facts;
    "Alice et Bob" one)."""
    parts, part = [], 0
    for i, token in enumerate(reading.tokens):
        if (
            i > 0
            and token.clause != reading.tokens[i - 1].clause
            or token.text in JOINERS
            and not (i + 1 in people and i - 1 in people)  # "Alice et Bob": one part
        ):
            part += 1
        parts.append(part)
    return parts


def _standings(reading: Reading, facts: dict[str, dict]) -> StandingsSituation | None:
    if not facts and not reading.of_kind("number"):
        return StandingsSituation(players=[])  # "who won in the end?": ask for the scores
    if len(facts) < 2:
        return None
    if last_hand(reading):
        _last_hand_order(reading, facts)
    said_last = any("last_hand" in f for f in facts.values())
    # "même score à la dernière donne", or tied "au total et aussi sur la dernière donne" with no points said
    # "au total comme à la dernière donne": alike on the last hand too
    alike = reading.concept("same") or [
        c for c in reading.concept("like") for h in last_hand(reading) if 0 <= h.first - c.last <= 2
    ]
    same_last = bool(last_hand(reading)) and not said_last and bool(alike)
    first = _first_player(reading)
    seats = _seats(reading, first)
    said = _players_said(reading)
    if said is not None and (len(facts) > said or seats and said != len(seats)):
        return None  # "On est 3" with four named, or "on est 4" with three seated: someone misread
    tied = _tied(reading)
    players = []
    for name, f in facts.items():
        score = f.get("score")
        if score is None and name in tied and not any("score" in g for g in facts.values()):
            score = 0  # "égalité parfaite entre Jules et moi": equal totals, not said
        behind = (
            score is None
            and name not in tied
            and bool(tied)
            and (bool(reading.concept("at_top")) or _in_seating_only(reading, name))
        )
        if score is None and not behind and not any("score" in g for g in facts.values()) and tied:
            return None  # a player named beside the tie, not said to be behind: not the ranking read here
        last = f.get("last_hand", 0 if same_last and name in tied else None)
        players.append(
            PlayerFacts(
                name=name,
                score=score,
                last_hand=last,
                first=name == first,
                seat=seats.get(name),
                behind=behind,
            )
        )
    return StandingsSituation(players=players, table_size=len(seats) or None)


def _group_after(people: dict[int, str], start: int, sentence: list[int]) -> set[str]:
    """The players listed together from the first one named within 6 tokens after `start`, in its
    sentence: "entre Sam et moi", "Max, Léo" (each next one at most two tokens further)."""
    found: set[str] = set()
    previous = None
    for i in sorted(i for i in people if i >= start and sentence[i] == sentence[start]):
        if previous is None and i - start > 6 or previous is not None and i - previous > 2:
            break
        found.add(people[i])
        previous = i
    return found


def tie_groups(reading: Reading) -> dict[int, set[str]]:
    """Sentence -> the players said tied there ("à égalité", "tied", "tous les deux"): those named
    before the word in its sentence, else the players listed right after it."""
    sentence = sentences(reading)
    people = people_of(reading)
    groups: dict[int, set[str]] = {}
    # "même score que Léa": a likeness with the asker ties them
    comitative = [c for c in reading.concept("same") if people.get(with_at(reading, c) or -1) == ME]
    for c in (
        reading.concept("tie") + reading.concept("both") + reading.concept("at_top") + comitative
    ):
        before = {
            who for i, who in people.items() if sentence[i] == sentence[c.first] and i < c.first
        }
        tied = before or (
            _group_after(people, c.last, sentence) if c.last < len(sentence) else set()
        )
        groups.setdefault(sentence[c.first], set()).update(tied)
    return groups


def _tied(reading: Reading) -> set[str]:
    return set().union(*tie_groups(reading).values())


def _in_seating_only(reading: Reading, name: str) -> bool:
    """A player named only in the seating order ("dans le sens horaire : Zoé, Max, Léo"): a seat, no score."""
    marks = reading.concept("clockwise")
    at = [i for i, who in people_of(reading).items() if who == name]
    return bool(marks) and bool(at) and min(at) >= marks[0].first


def _seats(reading: Reading, first: str | None) -> dict[str, int]:
    """ "dans le sens horaire : Emma (premier joueur), Félix, Gina", "Zoé, Max et Léo jouent dans cet ordre":
    the players of the sentence of the order, each its places after the first player."""
    marks = reading.concept("clockwise")
    if not marks or first is None:
        return {}
    sentence = sentences(reading)
    at = sentence[marks[0].first]
    order = list(
        dict.fromkeys(who for i, who in sorted(people_of(reading).items()) if sentence[i] == at)
    )
    if first not in order:
        return {}
    start = order.index(first)
    return {who: (k - start) % len(order) for k, who in enumerate(order)}


def _players_said(reading: Reading) -> int | None:
    """ "On est 4", "we're 3": the number of players said."""
    bound, _ = bind_numbers(reading, game_words(SLUG))
    counts = {b.value for b in bound if b.slot == "players" and not b.weak}  # not "one of us"
    return counts.pop() if len(counts) == 1 else None


def _first_player(reading: Reading) -> str | None:
    """The player said to be the first player: the nearest name (or "moi") in the clause of "premier joueur"."""
    people = people_of(reading)
    found = set()
    for c in reading.concept("first_player"):
        if reading.negated(c.first) or any(
            c.first - 3 <= n.first < c.first for n in reading.of_kind("negation")
        ):
            return None  # "Ben c'est pas le premier joueur": who is, unsaid
        parts = _parts(reading, people)
        near = sorted(
            (abs(i - c.first), who) for i, who in people.items() if parts[i] == parts[c.first]
        )
        if not near:  # "Chloé (premier joueur)", "Ana, c'est la première joueuse": across the bracket or comma
            near = sorted(
                (abs(i - c.first), who) for i, who in people.items() if abs(i - c.first) <= 4
            )
        if near:
            found.add(near[0][1])
    return found.pop() if len(found) == 1 else None  # two first players said: unclear


def _last_hand_order(reading: Reading, facts: dict[str, dict]) -> None:
    """ "Marie a marqué plus que Tom à la dernière donne": the order alone decides the tie-break."""
    people = people_of(reading)
    for label, first_wins in (("more_than", True), ("less_than", False)):
        for c in reading.concept(label):
            before = [who for i, who in people.items() if i < c.first and c.first - i <= 5]
            after = [who for i, who in people.items() if i >= c.last and i - c.last <= 2]
            if (
                before
                and after
                and not any("last_hand" in facts[w] for w in (before[-1], after[0]))
            ):
                facts[before[-1]]["last_hand"], facts[after[0]]["last_hand"] = (
                    (1, 0) if first_wins else (0, 1)
                )
