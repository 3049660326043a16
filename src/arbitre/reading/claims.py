"""Claims reported in a question: what someone else says, thinks or insists on ("mon frère dit que
les cases dorées sont bloquées", "he thinks those are locked", "selon lui…").

A claim is not what the player asks. Its modality, negations and the game's words it holds say
what that person believes, not the question's own stance: "je peux refuser ? mon père dit qu'on est
obligé" asks a permission, not an obligation. `set_aside` gives the reading without them. Only when
the question asks whether the claim holds ("…, c'est vrai ?", "il a raison ?") is the claim the
question: `checked` gives it, and `claim_text` the question it asks. The words are data (cues.toml,
[claim]).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from arbitre.reading import Reading
from arbitre.reading.mentions import cue_data
from arbitre.reading.phrases import PhraseTable

# Kept in a claim set aside: the facts it states (its numbers, players, squares) stay to be bound.
FACT_KINDS = frozenset(["number", "ordinal", "name", "player", "position"])


@dataclass(frozen=True)
class Claim:
    said: int  # the reporting word ("dit", "thinks", "selon")
    first: int  # the claim's first token, after "que" / "that"
    last: int  # end excluded: the end of its clause


@dataclass(frozen=True)
class _Words:
    verbs: frozenset[str]
    opens: frozenset[str]
    by: PhraseTable
    by_whom: frozenset[str]
    asker: frozenset[str]
    bare: frozenset[str]  # said with no "that": "he thinks those are locked"
    checks: frozenset[str]
    check_glue: frozenset[str]
    ends: frozenset[str]


@lru_cache(maxsize=1)
def _words() -> _Words:
    data = cue_data()["claim"]
    return _Words(
        frozenset(data["verbs"].split()),
        frozenset(data["opens"].split()),
        PhraseTable.from_sections({"by": data["by"]}),
        frozenset(data["by_whom"].split()),
        frozenset(data["asker"].split()),
        frozenset(data["bare"].split()),
        frozenset(data["checks"].split()),
        frozenset(data["check_glue"].split()),
        frozenset(data["ends"].split()),
    )


def claims(reading: Reading) -> list[Claim]:
    """Every claim reported, from the word that reports it to the end of its clause."""
    w, words, tokens = _words(), reading.words, reading.tokens
    found: list[Claim] = []
    for i, word in enumerate(words):
        if word not in w.verbs or i + 1 >= len(words):
            continue
        if i > 0 and words[i - 1] in w.asker:
            continue  # "je pense que…": the asker's own thought
        first = i + 1 + (words[i + 1] in w.opens)
        if words[i + 1] not in w.opens and word not in w.bare:
            continue  # "il dit" with no "que": no claim reported
        if first < len(words) and tokens[first].clause == tokens[i].clause:
            found.append(Claim(i, first, _clause_end(reading, first)))
    for m in w.by.find(words):
        if m.last < len(words) and (words[m.last] in w.by_whom or tokens[m.last].capital):
            first = m.last + 1
            if first < len(words) and tokens[first].clause == tokens[m.first].clause:
                found.append(Claim(m.first, first, _clause_end(reading, first)))
    return sorted(found, key=lambda c: c.said)


def _clause_end(reading: Reading, first: int) -> int:
    """The end of the claim's clause, or the "mais" / "but" that opens the asker's own."""
    clause = reading.tokens[first].clause
    end = first
    while (
        end < len(reading.tokens)
        and reading.tokens[end].clause == clause
        and reading.words[end] not in _words().ends
    ):
        end += 1
    return end


def checked(reading: Reading) -> Claim | None:
    """The claim the question asks about ("…, c'est vrai ?", "il a raison ?", a question ending on
    the claim itself), or None. A check said in the negative or asking who is right is none."""
    found = claims(reading)
    if not found:
        return None
    last = found[-1]
    if last.last >= len(reading.tokens):
        # "Tom dit que je peux pas le poser ?": the claim is what is asked, when the "?" ends it
        return last if reading.question.rfind("?") > reading.tokens[last.first].start else None
    w = _words()
    rest = set(reading.words[last.last :])
    negated = any(m.first >= last.last for m in reading.of_kind("negation"))
    if rest & w.checks and rest <= w.checks | w.check_glue and not negated:
        return last
    return None


def set_aside(reading: Reading) -> Reading:
    """The reading without what its claims say: their modality, negations, answer words and game
    words dropped, the facts they state kept."""
    spans = [(c.said, c.last) for c in claims(reading)]
    if not spans:
        return reading

    spans += _who_is_right(reading)

    def inside(first: int) -> bool:
        return any(a <= first < b for a, b in spans)

    mentions = tuple(m for m in reading.mentions if m.kind in FACT_KINDS or not inside(m.first))
    numbered = {m.first for m in reading.of_kind("number")} | {
        m.last for m in reading.of_kind("number")
    }
    # the words naming a number the claim states stay with it ("option 2", "vingt minutes")
    concepts = tuple(
        c for c in reading.concepts if not inside(c.first) or {c.first, c.last} & numbered
    )
    return replace(reading, mentions=mentions, concepts=concepts, aside=tuple(spans))


def _who_is_right(reading: Reading) -> list[tuple[int, int]]:
    """ "qui a raison, on a le droit de … ?", "who's right?": a who asked of the claims, not of the
    game; the question it opens is asked on its own."""
    w = _words()
    found = []
    for m in reading.of_kind("answer"):
        rest = reading.words[m.last : m.last + 3]
        if m.value == "who" and set(rest) & w.checks:
            found.append((m.first, m.last + 1 + rest.index(next(x for x in rest if x in w.checks))))
    return found


def claim_text(reading: Reading, claim: Claim) -> str:
    """The question a checked claim asks: the sentences before it, then the claim as a question."""
    tokens = reading.tokens
    start = max((i for i in range(claim.said + 1) if tokens[i].sentence_start), default=0)
    before = reading.question[: tokens[start].start] if start else ""
    said = reading.question[tokens[claim.first].start : tokens[claim.last - 1].end]
    return f"{before}{said} ?"
