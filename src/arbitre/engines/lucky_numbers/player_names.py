"""Players written in lower case ("max et moi", "karim il lui reste 3", "sam a gagné"): a word no list
knows, said as a subject before a count or a word of winning, or joined to a player."""

from __future__ import annotations

from arbitre.reading import Reading, game_words
from arbitre.reading.mentions import cues

SLUG = "lucky-numbers"

# Between a player and their count: "paul a 3", "hugo each have 2", "zoé en a 4".
HAVING = frozenset(["a", "as", "has", "have", "en", "each", "chacun", "chacune", "avec", "with"])
# A subject taken up again by a pronoun before its count: "karim il lui reste 3", "léa elle en a 2".
RESUMED = frozenset(["il", "elle", "lui", "reste", "restait", "restent", "he", "she", "still"])


def lower_names(reading: Reading, players: set[int]) -> list[tuple[int, str]]:
    """Players written in lower case ("max et moi", "zoe and hugo each have 2", "et paul a 3 cases vides"): a
    word no list knows (no common word, no game word, no number) said as a subject right before a count, or
    joined by "et" / "and" to a player."""
    # a count, or a word of winning ("karim a gagné la manche"), after the subject
    counts = {m.first for m in reading.of_kind("number")} | {
        c.first for c in reading.concept("win")
    }
    inside = {i for c in reading.concepts for i in range(c.first, c.last)}
    said = {m.first for m in reading.mentions if m.kind != "answer"}
    common = cues().common | game_words(SLUG).fillers  # "Hugo une seule et moi": no player "seule"
    known = set(players)
    unknown = [
        i
        for i, t in enumerate(reading.tokens)
        if not t.capital
        and t.text.isalpha()
        and len(t.text) >= 3
        and t.text not in common
        and i not in inside | said
    ]
    found: list[tuple[int, str]] = []
    changed = True
    while changed:
        changed = False
        for i in unknown:
            if i in known:
                continue
            j = i + 1
            while j < len(reading.tokens) and reading.words[j] in HAVING | RESUMED and j - i <= 4:
                j += 1
            joined = any(
                reading.words[k] in ("et", "and") and k + d in known
                for k, d in ((i + 1, 1), (i - 1, -1))
                if 0 <= k < len(reading.tokens)
            )
            opens = (
                i == 0
                or reading.tokens[i - 1].clause != reading.tokens[i].clause
                or reading.words[i - 1] in ("et", "and", "avec", "with")
            )  # a subject: "…, paul a 3", "et zoé 4" (not "il me reste 3")
            if j in counts and opens or joined:
                known.add(i)
                found.append((i, reading.question[reading.tokens[i].start : reading.tokens[i].end]))
                changed = True
    names = {
        reading.words[i]: who for i, who in found
    }  # "avec paul, … manche 2 paul gagne": one player
    found += [
        (i, names[reading.words[i]])
        for i in unknown
        if i not in known and reading.words[i] in names
    ]
    return found
