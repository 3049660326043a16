"""Filling a general rule question and a solo / co-op outcome from a question already read.

A rule question states no game: its numbers may only count draws or cards ("deux fois",
"piocher 2 cartes"); the rule's key is the intent's (corpus/onze-gagnant/intents.toml), and
what is asked (a permission or the duty itself) is the modality of the asked phrase. A solo or
co-op outcome reads the lines validated ("3 lignes sur 4", "validé 2 objectifs").
"""

from __future__ import annotations

from arbitre.engines.onze_gagnant.asked_rules import GENERAL, Asked
from arbitre.engines.onze_gagnant.facts import bind
from arbitre.engines.onze_gagnant.polarity import said_denied
from arbitre.engines.onze_gagnant.situations import ModeSituation, RuleSituation
from arbitre.reading import Reading
from arbitre.reading.stance import stance

RULE_SLOTS = frozenset(["ignored", "card", "colour_numbers", "times"])


def _asked_phrase(reading: Reading) -> list[int]:
    """The tokens of the asked phrase: the one the last "?" closes (a fact said after the question,
    "… obligé de le suivre ? mon pote dit que oui", is not asked), else the last one."""
    if not reading.tokens:
        return []
    mark = reading.question.rfind("?")
    before = [t for t in reading.tokens if t.end <= mark]
    last = (before or reading.tokens)[-1].phrase
    return [i for i, t in enumerate(reading.tokens) if t.phrase == last]


def fill_rule(reading: Reading, intent: str) -> RuleSituation | None:
    key = intent.split(":", 1)[1] if ":" in intent else ""
    entry = GENERAL.get(key)
    facts, unbound = bind(reading)
    if entry is None or unbound or any(f.slot not in RULE_SLOTS for f in facts):
        return None  # a number of a game played: not the rule in general
    if not _about(reading, entry):
        return None  # "le /= c'est une action obligatoire ?": the /= rule, not the actions'
    asked = set(_asked_phrase(reading))
    if entry.if_must is not None and _not_the_duty(reading, asked):
        return None  # "je dois choisir lequel ?", "avant de poser la carte ?": not the duty
    modalities = {m.value for m in reading.of_kind("modality") if m.first in asked}
    must = "must" in modalities and "may" not in modalities
    if entry.modal and not modalities & {"may", "must"}:
        return None  # "le /= c'est une action ?": a claim, not the permission it answers
    counted = isinstance(entry.verdict, int)
    if counted != (reading.answer_type() == "how_many"):
        return None  # a count to a yes / no question, or a yes to "how many?"
    if counted and _counted_noun(reading, asked, entry.counts) != entry.counts:
        return None  # "l'objectif de chaque ligne c'est combien ?": not a count of lines
    if must and entry.if_must is None:
        return None  # an obligation asked of a permission or a claim: not this rule's answer
    denied = any(m.first in asked for m in reading.of_kind("negation"))
    if denied and entry.if_must is None and not counted:
        return None  # "elle ne peut pas revenir ?": asked in the negative
    win = any(c.first in asked for c in reading.concept("win")) and not reading.concept("blocks")
    if win and entry.if_win is None:
        return None
    return RuleSituation(rule=key, must=must, win=win)


def _about(reading: Reading, entry: Asked) -> bool:
    """The rule's subject said (not denied) when it has one, and no other rule's subject."""
    subjects = {e.needs for e in GENERAL.values() if e.needs and e.owns} - {entry.needs}
    mine = {m.first + 1 for m in reading.of_kind("player") if m.value == "me"}
    said = [
        c
        for c in reading.concept(entry.needs or "")
        if not said_denied(reading, c) and not (entry.not_mine and c.first in mine)
    ]  # "mon interdiction": the asker's own, not the draw pile's
    if entry.needs is not None and not said:
        return False  # "une carte défaussée (pas remplacée)": not the replaced card's rule
    return not any(reading.concept(s) for s in subjects)


def _not_the_duty(reading: Reading, asked: set[int]) -> bool:
    """An action asked of its target ("avec qui", "do I have to swap with Tom?") or its moment
    ("avant de poser la carte ?"), or said impossible ("aucun adversaire n'a de carte")."""
    if any(
        c.first in asked for c in reading.concept("action_target") + reading.concept("action_order")
    ):
        return True
    if any(m.first in asked for m in reading.names()):
        return True
    return bool(reading.concept("impossible"))


COUNTED = ("objective", "number_card", "times", "age", "validated_verb")


def _counted_noun(reading: Reading, asked: set[int], noun: str | None) -> str | None:
    """The first of the nouns a count may be of, said in the asked phrase."""
    said = [c for c in reading.concepts if c.first in asked and c.label in (*COUNTED, noun)]
    return min(said, key=lambda c: c.first).label if said else noun


def fill_mode(reading: Reading, intent: str = "mode") -> ModeSituation | None:
    solo, coop = bool(reading.concept("solo")), bool(reading.concept("coop"))
    if solo == coop:
        return None
    facts, unbound = bind(reading)
    if unbound or any(f.slot not in ("validated", "out_of", "ignored") for f in facts):
        return None
    counts = {f.value for f in facts if f.slot == "validated"}
    totals = {f.value for f in facts if f.slot == "out_of"}
    if len(counts) > 1 or totals - {4} or any(c > 4 for c in counts):
        return None  # there are 4 lines
    last = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    won = any(c.first >= last for c in reading.concept("win"))
    success = any(c.first >= last for c in reading.concept("success_word"))
    if reading.concept("lose") or won == success:
        return None  # "j'ai perdu ?": the booklet says only "won", or the table
    if won and stance(reading) == "may":
        return None  # "est-ce que je peux encore gagner ?": the game goes on, not its outcome
    return ModeSituation(
        coop=coop, asks="win" if won else "success", validated=next(iter(counts), None)
    )
