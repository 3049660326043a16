"""Lucky Numbers' view of the shared text helpers (arbitre.engines.phrasing).

Here "il me reste" is about the player, so the default opponent pattern is kept.

asked_polarity() tells how a yes/no question takes the cue its answer hangs on: plainly ("je dois finir le tour ?"),
as a need denied ("sans finir le tour", "pas besoin de", "pas obligé de", "no need to", "don't have to": the
proposition asked is that it is not needed or does not happen, so the plain answer flips), or under another
negation ("ne ... pas", "not", "jamais": no verdict, the answer's polarity is not sure).
"""

from __future__ import annotations

import re

from arbitre.engines.phrasing import (  # noqa: F401 - re-exported for the readers
    ME,
    OPPONENT,
    ORDINAL,
    asks_how,
    clauses,
    fold,
    has,
    is_name,
    leading_name,
    named_numbers,
    negated,
    numbers,
    ordinal,
    owner,
    player_names,
    respell,
    side_numbers,
    spell_counts,
)

_NEGATION = (
    r"\b(?:personne|aucun|aucune|rien|jamais|pas|ne|n|sans|plus|nobody|no one|none|nothing|never|not|no|without"
    r"|hasn t|haven t|isn t|aren t|wasn t|didn t|don t|doesn t|can t|cannot|won t|n t)\b"
)

# a need or an event denied: "sans finir", "pas besoin de", "pas obligé de", "n'a pas à", "no need to", "don't have to"
NEED_NOT = (
    r"\b(?:sans|without|pas besoin|no need|not need|needn t|don t need|doesn t need|don t have to|doesn t have to|not have to"
    r"|pas oblige|pas obligee|pas obligatoire|pas force|pas forcee|not obliged|not required|not necessary|pas necessaire|pas la peine"
    r"|(?:a|ont|avons|ai|as|avez) pas a)\b"
)


def asked_polarity(text: str, cue: str, window: int = 4) -> str:
    """ "plain", "need_not" or "negated": how the first occurrence of `cue` is taken, by the words of its own
    clause up to `window` words before it, by the cue's own words ("les autres ne rejouent") and by a chat negation
    right after it ("ça compte pas ?")."""
    match = re.search(rf"\b(?:{cue})", text)
    if match is None:
        return "plain"
    before = re.split(r"[,;:.?!]", text[: match.start()])[-1].split()[-window:]
    said = " ".join(before + [match.group(0)])
    if re.search(NEED_NOT, said):
        return "need_not"
    denied_after = re.match(
        r"\w* (?:pas|plus|jamais|not|never)\b", text[match.end() :]
    )  # "ça compte pas ?", "faut pas"
    return "negated" if re.search(_NEGATION, said) or denied_after else "plain"
