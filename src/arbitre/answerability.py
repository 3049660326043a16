"""Whether the booklets can answer a question at all.

Two layers. Checks that need no model settle what is certain: another game
named, small talk, a field of the game's card left empty. Everything else is
learned: `features` describes a question, its game and its best passages in
terms no game owns (fused scores and margins, how much of what the question is
about the passages and the game's text know, through the game's glossary for
English, whether a number asked is given, the question's kind read from its
vectors), and a logistic model fitted by `make calibrate` on the labelled pairs
of data/answerability/ turns them into the probability that the booklet answers.

The checks below were the whole signal before; "a count the best passage does
not give" is now one feature among the others. They handle:

- the question is about a game arbitre does not have ("au Catan, le voleur…"),
  though some words match a rule of ours ("7", "poser");
- small talk or keyboard mash ("bonjour ça va", "test 123 lol");
- the question asks "how many" of something and the best passage, about that
  very thing, states no number of it ("combien de tuiles de cuir ?" against the
  rule on the 7x7 tile): the booklet does not give that number;
- the question asks for a field of the game's card (age, length, designer) that
  the card leaves empty.

Each check returns why the answer abstains, or None.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbitre.lexicon import Lexicon
from arbitre.textnorm import STOPWORDS, fold, terms, words

# Words of greeting, thanks and testing: a question made only of these (and of
# function words and numbers) asks nothing of a rule booklet.
SMALL_TALK = frozenset(
    [
        "bonjour",
        "bonsoir",
        "salut",
        "coucou",
        "hello",
        "hi",
        "hey",
        "yo",
        "merci",
        "thanks",
        "thank",
        "ok",
        "okay",
        "oki",
        "d'accord",
        "test",
        "tests",
        "testing",
        "essai",
        "lol",
        "mdr",
        "ptdr",
        "haha",
        "hihi",
        "ca",
        "va",
        "vas",
        "bien",
        "tres",
        "super",
        "cool",
        "top",
        "bye",
        "revoir",
        "bisous",
        "please",
        "stp",
        "svp",
        "plait",
        "allo",
        "ping",
        "hop",
        "ah",
        "oh",
        "eh",
    ]
)
NUMBER_WORDS = frozenset(
    [
        "zero",
        "un",
        "une",
        "deux",
        "trois",
        "quatre",
        "cinq",
        "six",
        "sept",
        "huit",
        "neuf",
        "dix",
        "onze",
        "douze",
        "treize",
        "quatorze",
        "quinze",
        "seize",
        "vingt",
        "trente",
        "quarante",
        "cinquante",
        "soixante",
        "cent",
        "mille",
        "autant",
        "aucun",
        "aucune",
        "moitie",
        "double",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "none",
        "half",
    ]
)
# "combien de tuiles", "how many buttons" name what they count; "how much is it worth",
# "ça rapporte combien" name nothing: any number will do.
_HOW_MANY = re.compile(r"\b(?:combien\s+(?:de\s+|d')|how\s+many\s+)(.+)")
_HOW_MUCH = re.compile(r"\bcombien\b|\bhow\s+(?:many|much)\b")
# "jusqu'à combien", "la plus grosse valeur", "highest card": a limit, which a booklet
# gives as a range or a maximum ("numérotés de 1 à 20", "jusqu'à 4 joueurs").
_LIMIT = re.compile(
    r"\bjusqu'?\s*a\s+combien\b|\bplus\s+(?:grosse|gros|grande|grand|haute|haut|petite|petit|basse|bas)\s+"
    r"(?:valeur|carte|nombre|chiffre)|\b(?:highest|biggest|largest|lowest|smallest|maximum|minimum)\b"
)
_RANGE = re.compile(
    r"\b\d+\s*(?:a|-|–|to)\s*\d+\b|\bjusqu'?\s*a\s+\d+|\bmaximum\b|\bminimum\b|\bau plus\b"
)
WINDOW = 3  # words between a number and the thing it counts


# Questions about the game's card (game.toml). When the card leaves the field
# empty, no passage can hold it, however close one looks.
CARD_QUESTIONS = {
    "age": re.compile(
        r"\bquel\s+age\b|\bage\s+(?:minimum|mini|requis|conseille)|\bpartir\s+de\s+\d+\s+ans\b"
        r"|\bwhat\s+age\b|\bhow\s+old\b|\bage\s+range\b|\bminimum\s+age\b"
    ),
    "duration": re.compile(
        r"\bcombien\s+de\s+temps\s+(?:dure|prend|faut)|\bduree\s+d'une\s+partie|\bpartie\s+dure\b"
        r"|\bdure\s+(?:combien|longtemps)|\bhow\s+long\s+(?:does|is|will|do)\b"
    ),
    "author": re.compile(
        r"\bauteur\b|\bqui\s+a\s+(?:cree|invente|concu|imagine)\b|\bwho\s+(?:designed|created|invented)\b"
        r"|\bdesigner\b"
    ),
    "publisher": re.compile(r"\bediteur\b|\bedite\s+par\b|\bpublisher\b|\bpublished\s+by\b"),
    "year": re.compile(
        r"\bquelle\s+annee\b|\bsorti(?:e)?\s+(?:quand|en\s+quelle)|\bdate\s+de\s+sortie\b"
        r"|\bwhen\s+was\s+it\s+(?:released|published)|\brelease\s+(?:date|year)\b"
    ),
}


@dataclass(frozen=True)
class Unanswerable:
    reason: str  # "other-game", "small-talk", "not-stated"
    other_game: str | None = None
    missing: str = (
        "number"  # with "not-stated": "number", or the card field asked ("age", "author"...)
    )


def before_search(question: str, lexicon: Lexicon, names_our_game: bool) -> Unanswerable | None:
    """Checks that need no retrieval: another game named, or small talk."""
    if not names_our_game:
        other = lexicon.other_game(question)
        if other is not None:
            return Unanswerable("other-game", other)
    tokens = words(question)
    # Only function words ("et là ?") point at a situation rather than chat: not small talk.
    if any(t in SMALL_TALK for t in tokens) and all(
        t in SMALL_TALK or t in STOPWORDS or t.isdigit() for t in tokens
    ):
        return Unanswerable("small-talk")
    return None


def counted_thing(question: str, lexicon: Lexicon, game: str | None) -> frozenset[str] | None:
    """What a "how many" question counts, as booklet terms; empty when it counts
    without naming what ("ça rapporte combien ?"); None when it asks no number."""
    text = fold(question).replace("’", "'")
    match = _HOW_MANY.search(text)
    if match:
        noun = next((w for w in words(match.group(1)) if w not in STOPWORDS), None)
        return lexicon.meanings(noun, game) if noun else frozenset()
    return frozenset() if _HOW_MUCH.search(text) else None


def states_number_of(
    text: str, thing: frozenset[str], context: frozenset[str] = frozenset()
) -> bool:
    """The text gives a number (digits or words) within a few words of the thing,
    in a text that also speaks of the question's context, when it has one."""
    tokens = words(text)
    numbers = [i for i, t in enumerate(tokens) if t[:1].isdigit() or t in NUMBER_WORDS]
    if context and not context & {s for t in tokens for s in terms(t)}:
        return False
    if not thing:
        return bool(numbers)
    near = [i for i, t in enumerate(tokens) if set(terms(t)) & thing]
    return any(abs(i - j) <= WINDOW for i in near for j in numbers)


def context_of(
    question: str,
    thing: frozenset[str],
    lexicon: Lexicon,
    game: str | None,
    names: frozenset[str],
    known: frozenset[str],
) -> frozenset[str]:
    """The booklet terms for what the question says besides the thing it counts:
    "how many buttons does each PLAYER START with" -> joueur, chaque, début, départ...

    Words no booklet uses ("forward", untranslated) tell nothing and are left out.
    One such word is too thin a context to overrule a passage that gives the count
    ("how many buttons when I move my TIME token"): empty unless two words say it."""
    found: set[str] = set()
    saying = 0
    for word in words(question):
        if word in STOPWORDS or word[:1].isdigit() or word in names:
            continue
        meanings = lexicon.meanings(word, game)
        if not meanings & thing and meanings & known:
            found |= meanings & known
            saying += 1
    return frozenset(found) if saying >= 2 else frozenset()


def card_field(question: str) -> str | None:
    """The game-card field a question asks for ("c'est à partir de quel âge ?" -> "age")."""
    text = fold(question).replace("’", "'")
    return next((field for field, pattern in CARD_QUESTIONS.items() if pattern.search(text)), None)


def after_search(
    question: str,
    best_text: str,
    lexicon: Lexicon,
    game: str | None,
    names: frozenset[str] = frozenset(),
    known: frozenset[str] = frozenset(),
) -> Unanswerable | None:
    """A question for a limit or a count whose best passage gives no such number.
    `names`: the folded words of the games' names, which say nothing of the context;
    `known`: every term the booklets use."""
    if _LIMIT.search(fold(question).replace("’", "'")):
        return (
            None if _RANGE.search(fold(best_text).replace("’", "'")) else Unanswerable("not-stated")
        )
    thing = counted_thing(question, lexicon, game)
    if thing is None or thing and known and not thing & known:
        # No booklet has a word for the thing counted (an English word no glossary gives,
        # "storm cards" for a booklet added from its PDF alone): the check cannot tell.
        return None
    context = context_of(question, thing, lexicon, game, names, known) if thing else frozenset()
    return None if states_number_of(best_text, thing, context) else Unanswerable("not-stated")
