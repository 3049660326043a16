"""Filling a Luz play question (may / must I play this colour?) and a general rule question
from a question already read. Colours, the led colour and the hand are found by where the
game's words stand (corpus/luz/reading.toml), never by matching text."""

from __future__ import annotations

from arbitre.engines.luz.general import GENERAL
from arbitre.engines.luz.questions import negated_question
from arbitre.engines.luz.situations import PlaySituation, RuleSituation
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, bind_numbers
from arbitre.reading.phrases import Match

SLUG = "luz"
LED_NEAR = (
    3  # "pli rouge", "le pli est en rouge", "blue was led", "la couleur demandée est le vert"
)
PLAY_NEAR = 4  # "je peux jouer du bleu", "can I play a red card"
HOLD_NEAR = (
    7  # "j'ai encore une carte bleue", "if I don't have any card of the colour that was led"
)
PRONOUNS = frozenset(["la", "le", "les", "l", "it", "them", "one", "celle-la"])
HAVE = frozenset(["ai", "a", "as", "avons", "avez", "ont", "avais", "avait", "reste", "restait"])


def _colour(match: Match) -> str:
    return match.label.split(".", 1)[1]


def _near(a: Match, b: Match, reading: Reading, span: int) -> bool:
    same_clause = reading.tokens[a.first].clause == reading.tokens[b.first].clause
    return same_clause and (0 <= b.first - a.last <= span or 0 <= a.first - b.last <= span)


def _after(a: Match, b: Match, reading: Reading, span: int) -> bool:
    """b stands after a in a's clause, within `span` tokens."""
    return (
        reading.tokens[a.first].clause == reading.tokens[b.first].clause
        and 0 <= b.first - a.last <= span
    )


def _led_colour(reading: Reading, colours: list[Match]) -> tuple[str | None, set[int]]:
    """The led colour and the colour mentions that said it."""
    said = {}
    for marker in reading.concept(
        "led"
    ):  # each marker names one colour: the nearest ("Red was led: can I play blue?")
        near = sorted(
            (min(abs(c.first - marker.last), abs(marker.first - c.last)), c.first, c)
            for c in colours
            if _near(marker, c, reading, LED_NEAR)
        )
        if near:
            said[near[0][2].first] = _colour(near[0][2])
    markers = reading.concept("trick") + reading.concept("lead_verb")
    said |= {
        c.first: _colour(c)
        for c in colours
        if any(_after(m, c, reading, LED_NEAR) for m in markers)
        or any(c.last == m.first for m in reading.concept("trick"))  # "green trick", "Blue trick."
    }
    # "Le premier joueur a joué du jaune", "Omar joue un vert": another player's card sets the colour.
    for play in reading.concept("play"):
        if _subject(reading, play.first) == "others":
            said |= {c.first: _colour(c) for c in colours if _after(play, c, reading, PLAY_NEAR)}
    if len(set(said.values())) > 1:
        return None, set()
    if said:
        return next(iter(said.values())), set(said)
    return ("?" if reading.concept("led") else None), set()


def _played(reading: Reading, colours: list[Match], used: set[int]) -> tuple[str | None, set[int]]:
    plays = reading.concept("play")
    chosen = {
        c.first: _colour(c)
        for c in colours
        if c.first not in used and any(_after(p, c, reading, PLAY_NEAR) for p in plays)
    }
    if len(set(chosen.values())) == 1:
        return next(iter(chosen.values())), set(chosen)
    if chosen:
        return None, set()
    for label, value in (("other_colour", "other"), ("any_card", "any")):
        if reading.concept(label):
            return value, set()
    if any(_after(p, led, reading, PLAY_NEAR) for p in plays for led in reading.concept("led")):
        return "led", set()
    if any(
        PRONOUNS & set(reading.words[max(0, p.first - 2) : p.first])
        or set(reading.words[p.last : p.last + 1]) & {"it", "them", "one"}  # "must I play it?"
        for p in plays
    ):
        return "led", set()  # "je suis obligé de la jouer ?": the colour just spoken of
    return None, set()


def _holds(
    reading: Reading, colours: list[Match], led: str | None, used: set[int]
) -> tuple[bool | None, set[int]]:
    """Whether the hand holds the led colour, and the colour mentions that said so."""
    every = reading.concept("holds") + reading.concept("hand")
    # "Mia has no green": another player's hand says nothing of mine
    holds = [h for h in every if _subject(reading, h.first) != "others"]
    said, seen = set(), set()
    for c in colours:
        if c.first in used or not any(_near(h, c, reading, HOLD_NEAR) for h in holds):
            continue
        seen.add(c.first)
        nearest = min(every, key=lambda h: min(abs(c.first - h.last), abs(h.first - c.last)))
        if nearest not in holds:
            continue  # the colour of another player's hand
        negated = reading.negated(c.first) or any(
            reading.negated(h.first) for h in holds if _near(h, c, reading, HOLD_NEAR)
        )
        if _colour(c) == led or led == "?":
            said.add(not negated)
        elif _only(reading, c.first):
            said.add(False)  # "je n'ai que du bleu": no card of the led colour
    for led_word in reading.concept("led") + reading.concept("colour_word"):
        if any(_after(h, led_word, reading, HOLD_NEAR) for h in holds):
            said.add(
                not (
                    reading.negated(led_word.first) or any(reading.negated(h.first) for h in holds)
                )
            )
    if (
        led is not None
    ):  # "j'en ai pas du tout", "quand on en a une": the led colour, by its pronoun
        led_at = max((c.first for c in colours if _colour(c) == led), default=-1)
        said |= {
            not _denied(reading, i)
            for i, w in enumerate(reading.words[:-1])
            if w == "en"
            and reading.words[i + 1] in HAVE
            and not any(led_at < c.first < i and _colour(c) != led for c in colours)
        }  # "j'ai un rouge, j'en ai plus": which?
    if len(said) != 1:
        return None, seen
    return said.pop(), seen


def _denied(reading: Reading, i: int) -> bool:
    """A negation right around token i ("je n'en ai pas", "j'en ai plus"), not one further in the clause."""
    return any(i - 2 <= m.first <= i + 3 for m in reading.of_kind("negation"))


def _only(reading: Reading, first: int) -> bool:
    before = reading.words[max(0, first - 4) : first]
    return "que" in before and ("n" in before or "ne" in before) or "only" in before


def _subject(reading: Reading, at: int) -> str | None:
    """Who stands as the subject of the verb at `at`: "me", "others" (a name, "il", the first player),
    or None; the nearest one before it in its clause, at most 2 tokens away."""
    others = [m.first for m in reading.names()] + [
        m.first for m in reading.of_kind("player") if m.value == "others"
    ]
    others += [c.last - 1 for c in reading.concept("first_player")]
    mine = [m.first for m in reading.of_kind("player") if m.value == "me"]
    clause = reading.tokens[at].clause
    near = [
        (at - i, who)
        for who, found in (("others", others), ("me", mine))
        for i in found
        if 0 < at - i <= 2 and reading.tokens[i].clause == clause
    ]
    return min(near)[1] if near else None


def _another_plays(reading: Reading) -> bool:
    """Another player (a name, "il", "she") the subject of the permission or of the last play or hand:
    their move, not mine ("Léo a joué du rouge et j'ai…, je peux…" is mine)."""
    modal = [m.first for m in reading.of_kind("modality")]
    verbs = [c.first for c in reading.concept("play") + reading.concept("holds")]
    # the permission and the verb right after it ("can she play"), else the last play or hand said
    acts = modal + [v for v in verbs if any(0 < v - m <= 2 for m in modal)] if modal else verbs[-1:]
    leads = {c.first for c in reading.concept("lead_verb") + reading.concept("led")}
    return any(
        _subject(reading, a) == "others" and not any(a - 3 <= v <= a for v in leads) for a in acts
    )


def _i_lead(reading: Reading) -> bool:
    """ "c'est moi qui ouvre le pli", "j'entame", "I'm leading": the asker leads."""
    me = [m.first for m in reading.of_kind("player") if m.value == "me"]
    return any(0 < v.first - at <= 3 for v in reading.concept("lead_verb") for at in me)


def fill_play(reading: Reading, intent: str) -> PlaySituation | None:
    bound, unbound = bind_numbers(reading, game_words(SLUG))
    if unbound or any(
        b.slot not in {"cards_of_colour", "cards", IGNORED} and not b.weak for b in bound
    ):
        return None  # a value or a count the play question does not read
    modalities = {m.value for m in reading.of_kind("modality")}
    modality = (
        "must" if "must" in modalities else "forbidden" if "forbidden" in modalities else "may"
    )
    if _another_plays(reading) or negated_question(reading, ("play",)):
        return None  # someone else's hand or card, or a question asked in the negative
    if (
        reading.answer_type() == "which"
        and not reading.concept("any_card")
        or reading.concept("open_question")
        and not modalities
    ):
        return None  # "je joue quoi ?", "what if I have none?": not a yes or no
    if reading.concept("leader") or _i_lead(reading):
        return PlaySituation(modality=modality, leads=True, played="any")
    colours = reading.concept("colour")
    led, led_at = _led_colour(reading, colours)
    played, played_at = _played(reading, colours, led_at)
    holds, held_at = _holds(reading, colours, led, led_at | played_at)
    if any(c.first not in led_at | played_at | held_at for c in colours):
        return None  # a colour said and not read
    if played is not None and played == led and holds is False:
        return None  # playing the led colour with none of it in hand: not a situation of the game
    return PlaySituation(modality=modality, led_colour=led, holds_led=holds, played=played)


def _others_cards(reading: Reading) -> bool:
    """ "les cartes des autres", "their cards", "celles de mon voisin": cards that are not mine; "les cartes
    que mon voisin m'a données" are mine."""
    cards = reading.concept("card")
    return any(
        any(
            c.first == k.last
            or c.first == k.last + 1
            and reading.words[k.last] in ("de", "d", "du", "of")
            or c.first <= k.first
            and k.last <= c.last
            for k in cards
        )
        for c in reading.concept("others_cards")
    )


def fill_rule(reading: Reading, intent: str) -> RuleSituation | None:
    """A general rule: no number may be stated but the Sécurité marbles asked about."""
    key = intent.split(":", 1)[1]
    if reading.names() or reading.concept("first_player") and reading.has("player", "me"):
        return None  # players named: a game played, not the rule in general
    bound, unbound = bind_numbers(reading, game_words(SLUG))
    count = {b.value for b in bound if b.slot == "safety_count"}
    # "deux billes Sécurité pour se couvrir de deux plis": the tricks covered are part of the claim.
    allowed = (
        {"safety_count", "tricks", "players", IGNORED}
        if key == "one-safety"
        else {"players", IGNORED}
    )
    if unbound or any(b.slot not in allowed and not b.weak for b in bound) or len(count) > 1:
        return None
    if key in ("no-peek", "backs-only") and _others_cards(reading):
        return None  # the other players' cards are seen: that is the game, not this rule
    counted = key.endswith(("-per-hand", "-per-game")) or key == "cards-dealt"
    if counted and (
        reading.concept("remaining") or reading.has("player", "me") and key != "cards-dealt"
    ):
        return None  # "combien de plis reste-t-il ?", "combien de plis j'ai fait ?": a hand played
    if key == "one-safety" and reading.answer_type() == "how_many":
        key = "safety-max"
    elif key == "one-safety" and not count:
        count = {
            2 if reading.concept("several") else 1
        }  # "plusieurs billes Sécurité"; "a safety marble as well"
    elif key == "one-safety" and reading.concept("several"):
        count = {max(count) + 1}  # "more than one": more than the number said
    modalities = {m.value for m in reading.of_kind("modality")}
    flipped = "forbidden" in modalities
    if (
        GENERAL[key].verdict in ("oui", "non")
        and reading.answer_type() != "yes_no"
        or GENERAL[key].verdict not in ("oui", "non", None)
        and not isinstance(GENERAL[key].verdict, int)
        and reading.answer_type() == "yes_no"
    ):
        return None  # a who-answer to a yes / no question, or a yes to a question asking who
    return RuleSituation(
        rule=key, count=next(iter(count), None) if key == "one-safety" else None, flipped=flipped
    )
