"""Turning retrieved passages and an engine's verdict into the answer object's words.

Pure functions: which sentence of a passage answers, which language the
question is in, and the short answer in that language.
"""

from __future__ import annotations

import re

from arbitre.answer import Citation, EngineResult
from arbitre.engines.base import MissingSituation, Verdict
from arbitre.passages import Passage
from arbitre.textnorm import ENGLISH_WORDS as _ENGLISH
from arbitre.textnorm import FRENCH_WORDS as _FRENCH
from arbitre.textnorm import STOPWORDS, split_sentences, strip_page_refs, terms, words

_LEAD = re.compile(r"^(?:oui|non)\s*[.:,!]?\s*", re.IGNORECASE)
_LIST_MARK = re.compile(r"^(?:-|\d{1,2}[.)])\s+", re.MULTILINE)  # a dash or a step number
_FRENCH_LETTERS = re.compile(r"[éèêàùçôîœ]", re.IGNORECASE)


def detect_lang(question: str) -> str:
    """ "en" when the question reads as English, else "fr"."""
    tokens = words(question)
    english = sum(t in _ENGLISH for t in tokens)
    french = sum(t in _FRENCH for t in tokens) + 2 * bool(_FRENCH_LETTERS.search(question))
    return "en" if english > french else "fr"


def pick_quote(passage: Passage, question: str) -> str:
    """The sentence of the passage that answers: most question terms, then the one most
    about them (the shorter), then the earliest: a passage of a whole section holds
    several sentences naming the same things."""
    # A list's lines (its lead-in, each item) are quoted one by one, never run together.
    lines = [strip_page_refs(line) for line in _LIST_MARK.sub("", passage.text).splitlines()]
    body = " ".join(line for line in lines if line)
    sentences = [_LEAD.sub("", s).rstrip() for line in lines if line for s in split_sentences(line)]
    sentences = [s for s in sentences if len(words(s)) >= 3] or [body]
    wanted = set(terms(question))
    scored = [(len(wanted & set(terms(s))), -len(words(s)), -i, s) for i, s in enumerate(sentences)]
    return max(scored)[3]


def citation(passage: Passage, question: str, score: float) -> Citation:
    return Citation(
        game=passage.game,
        section=passage.section,
        page=passage.page,
        excerpt=passage.text,
        quote=pick_quote(passage, question),
        score=round(score, 3),
        heading=passage.heading,
        passage_id=passage.id,
    )


def where(c: Citation, lang: str) -> str:
    if c.page:
        return f"(p. {c.page})"
    return f"({c.section})" if lang == "fr" else f"(section “{c.section}”)"


def retrieved_answer(best: Citation, lang: str) -> str:
    if lang == "en":
        return f"The rules say {where(best, lang)}: « {best.quote} »"
    return f"{best.quote} {where(best, lang)}"


def verdict_answer(result: Verdict, source: Citation, lang: str) -> str:
    lead = _verdict_lead(result, lang)
    explanation = (
        result.explanation_en if lang == "en" and result.explanation_en else result.explanation
    )
    rule = f"« {result.rule.quote} » {where(source, lang)}"
    if result.ambiguous:
        unsettled = "The rules do not settle this." if lang == "en" else "Le livret ne tranche pas."
        return f"{unsettled} {explanation} {rule}"
    if words(explanation)[:1] == words(lead)[:1]:
        lead = ""  # the explanation already opens with "Oui" / "Non"
    return f"{lead}{explanation} {('Rule' if lang == 'en' else 'Règle')} : {rule}"


def _verdict_lead(result: Verdict, lang: str) -> str:
    if result.verdict == "oui":
        return "Yes. " if lang == "en" else "Oui. "
    if result.verdict == "non":
        return "No. " if lang == "en" else "Non. "
    return ""


def missing_answer(missing: MissingSituation, best: Citation | None, lang: str) -> str:
    ask = missing.ask_for_en if lang == "en" and missing.ask_for_en else missing.ask_for
    if best is None:
        return ask
    rule = "Meanwhile, the rule" if lang == "en" else "En attendant, la règle"
    return f"{ask} {rule} {where(best, lang)} : « {best.quote} »"


# What a game's card can leave out, said in the answer: French, English.
CARD_FIELDS = {
    "age": ("l'âge minimum", "the minimum age"),
    "duration": ("la durée d'une partie", "how long a game lasts"),
    "author": ("l'auteur", "the designer"),
    "publisher": ("l'éditeur", "the publisher"),
    "year": ("l'année de sortie", "the release year"),
}


def abstain_answer(
    game_name: str | None,
    gap: str | None,
    lang: str,
    not_given: str | None = None,
    looked_for: list[str] | None = None,
) -> str:
    """`not_given`: "number" when a count asked is not in the rules, a card field
    ("age"...) when the game's card leaves it empty. `looked_for`: the question's words
    no passage near enough held, said after the decline with a pointer to the nearest passages."""
    said = _declined(game_name, gap, lang, not_given)
    if not looked_for:
        return said
    listed = ", ".join(f"« {w} »" for w in looked_for[:4])
    if lang == "en":
        return f"{said} I looked for {listed}; the nearest passages are below."
    return f"{said} J'ai cherché {listed} ; voici les passages les plus proches."


def _declined(game_name: str | None, gap: str | None, lang: str, not_given: str | None) -> str:
    if gap:
        missing = gap[:1].lower() + gap[1:]
        return (
            f"I can't tell: the document does not say ({missing})"
            if lang == "en"
            else f"Je ne peux pas le dire : {missing}"
        )
    if not_given in CARD_FIELDS:
        fr, en = CARD_FIELDS[not_given]
        if lang == "en":
            return f"The documents for {game_name} do not give {en}."
        return f"Les documents de {game_name} ne donnent pas {fr}."
    if lang == "en":
        if not_given:
            return f"The rules of {game_name or 'these games'} do not give that number."
        target = f"the rules of {game_name}" if game_name else "the rules I have"
        return f"I can't find the answer in {target}."
    if not_given:
        return (
            f"Les règles de {game_name} ne donnent pas ce nombre."
            if game_name
            else "Les règles dont je dispose ne donnent pas ce nombre."
        )
    target = f"les règles de {game_name}" if game_name else "les règles dont je dispose"
    return f"Je ne trouve pas la réponse dans {target}."


def off_topic_answer(other_game: str | None, our_games: list[str], lang: str) -> str:
    """Another game named, or no rules question asked: say which games arbitre knows."""
    listed = ", ".join(our_games)
    if other_game:
        if lang == "en":
            return (
                f"“{other_game}”: I don't have the rules of that game. "
                f"I can answer about: {listed}."
            )
        return (
            f"« {other_game} » : je n'ai pas les règles de ce jeu. Je peux répondre sur : {listed}."
        )
    if lang == "en":
        return f"Ask me a rules question about one of these games: {listed}."
    return f"Pose-moi une question sur les règles de l'un de ces jeux : {listed}."


def which_game(names: list[str], lang: str) -> tuple[str, str]:
    """A generic question ("what's the goal?") with no game known: (asks_for, answer)."""
    listed = ", ".join(names)
    if lang == "en":
        return "which game", f"Which game do you mean? I can answer about: {listed}."
    return "quel jeu", f"De quel jeu parles-tu ? Je peux répondre sur : {listed}."


# How a generic question's answer names each overview passage: French, English.
OVERVIEW_LABELS = {
    "play": ("Un tour", "A turn"),
    "goal": ("Le but", "The goal"),
    "end": ("La fin", "The end"),
}


def overview_answer(kinds: list[str], found: list[Citation], lang: str) -> str:
    """The turn, the goal and the end of a game (`kinds`, the one asked about first), each
    quoted with its place."""
    parts = []
    for label_kind, c in zip(kinds, found, strict=True):
        fr, en = OVERVIEW_LABELS[label_kind]
        parts.append(f"{en if lang == 'en' else fr} {where(c, lang)} : « {c.quote} »")
    return " ".join(parts)


def which_games_answer(names: list[str], lang: str) -> str:
    listed = ", ".join(names)
    if lang == "en":
        return f"Your question could be about several games ({listed}): say which one. "
    return f"Ta question peut concerner plusieurs jeux ({listed}) : précise lequel. "


def engine_result(
    result: Verdict, source: Citation, agrees: bool, lang: str = "fr"
) -> EngineResult:
    from arbitre.answer import Source

    understood = (
        result.understood_en if lang == "en" and result.understood_en else result.understood
    )
    return EngineResult(
        situation=result.situation,
        check=result.check,
        understood=understood or None,
        rule=result.rule.id,
        verdict=result.verdict,
        explanation=result.explanation,
        explanation_en=result.explanation_en,
        ambiguous=result.ambiguous,
        source=Source(
            game=source.game, section=source.section, page=source.page, quote=result.rule.quote
        ),
        agrees_with_citations=agrees,
    )


def is_meaningful(question: str) -> bool:
    """At least one real word: "asdf qsdf" still goes through retrieval, "?!" does not."""
    return any(len(w) > 1 and w not in STOPWORDS for w in words(question)) or bool(terms(question))
