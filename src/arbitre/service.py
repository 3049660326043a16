"""The one answering core: every way of asking (CLI, API, web page, widget) calls
`Service.ask`. Models and index load lazily, once per process, on first use."""

from __future__ import annotations

import logging
import os
import re
import threading
import time
import unicodedata
from collections import Counter
from dataclasses import dataclass

from arbitre import answerability, answering, evidence, intent, overview
from arbitre.answer import Answer, AskError, Citation
from arbitre.answer_cache import AnswerCache
from arbitre.bounded_reading import BoundedReader, engine_readable
from arbitre.confidence import Calibration, load_answerability
from arbitre.corpus import Game, load_game
from arbitre.detect import GameDetector
from arbitre.encoders import Encoder
from arbitre.engines import get_engine
from arbitre.engines.base import MissingSituation, Verdict
from arbitre.engines.spelling import restore_elisions
from arbitre.index_store import CURRENT
from arbitre.lexicon import Lexicon
from arbitre.passages import Passage, passage_quoting
from arbitre.reading import game_words, read
from arbitre.retrieval import Hit, Retriever
from arbitre.settings import Settings
from arbitre.textnorm import STOPWORDS, collapse_spaces, fold, terms, words

log = logging.getLogger("arbitre")
# A question that asks for a number of points won (accents folded); points lost are
# never in a missing table of gains ("j'ai perdu combien ?" is the known penalty).
_AMOUNT = re.compile(r"\b(?:combien|how (?:many|much)|points?|score|rapporte|marque)\b")
_LOSS = re.compile(r"\b(?:perdu|perds|perd|perdre|lose|loses|lost)\b")


def _asks_gain(question: str) -> bool:
    folded = fold(question)
    return bool(_AMOUNT.search(folded)) and not _LOSS.search(folded)


TOP_K = 3
FEATURE_HITS = 5
# An encoder's time grows with the square of its tokens: 500 characters of "l'd'j'…" are
# 495 tokens (2.3 s for e5, against 0.3 s for a plain question of 500 characters). The
# longest question of the eval sets has 72 words and signs; past 128 there is no more
# meaning to embed, only cost. BM25 and the engines still read the whole question.
MAX_EMBEDDED_PIECES = 128
_PIECE = re.compile(r"\w+|[^\w\s]")


def embedded_text(question: str) -> str:
    """The question cut after its first MAX_EMBEDDED_PIECES words and signs."""
    for count, match in enumerate(_PIECE.finditer(question), start=1):
        if count > MAX_EMBEDDED_PIECES:
            return question[: match.start()].rstrip()
    return question


@dataclass(frozen=True)
class Judged:
    """The best hits and whether retrieval is sure enough to answer from them."""

    hits: list[Hit]
    confidence: float
    answerable: bool
    why_not: answerability.Unanswerable | None = None  # a check that overrode the scores
    generic: str | None = None  # "play", "goal", "end": a question a whole section answers
    vectors: dict | None = (
        None  # the question's retrieval vectors, handed on to the engine's reader
    )


RARE_PASSAGES = 2  # a thing only this many passages of a game speak of is a specific topic


class AnsweringCore:
    """Retrieval, abstention and engines over one loaded index."""

    def __init__(
        self,
        retriever: Retriever,
        games: dict[str, Game],
        calibration: Calibration,
        reader: BoundedReader | None = None,
        intent_model: intent.IntentModel | None = None,
    ):
        self.retriever = retriever
        self.reader = reader  # None: engines read in this process, without a time bound
        self.build: str | None = None  # the index build loaded (the `current` link's target)
        self.games = games
        self.calibration = calibration
        self.intent = intent_model
        self.detector = GameDetector(tuple(games.values()))
        self.lexicon = Lexicon.load({slug: g.glossary for slug, g in games.items()})
        self.name_words = frozenset(
            w for g in games.values() for n in (g.name, *g.aliases) for w in words(n)
        )
        self._by_quote: dict[str, Passage | None] = {}

    def ask(self, question: str, game: str | None = None, lang: str | None = None) -> Answer:
        start = time.perf_counter()
        question = _clean(question)
        lang = lang or answering.detect_lang(question)
        if game is not None and game not in self.games:
            raise AskError(
                f"Jeu inconnu « {game} ». Jeux : {', '.join(self.games)}",
                f"Unknown game “{game}”. Games: {', '.join(self.games)}",
                field="game",
            )
        answer = self._answer(question, game or self.detector.detect(question), lang)
        answer.timing_ms = round((time.perf_counter() - start) * 1000, 2)
        return answer

    def judge(self, question: str, game: str | None, k: int = TOP_K) -> Judged:
        why_not = self.unanswerable_before(question)
        if why_not is not None:
            return Judged([], 0.0, False, why_not)  # nothing of ours to search for
        vectors = self.retriever.embed_question(embedded_text(question))
        hits = self.retriever.search(question, game, k=max(k, FEATURE_HITS), vectors=vectors)
        return self.decide(question, hits, game, vectors)

    def decide(self, question: str, hits: list[Hit], game: str | None, vectors: dict) -> Judged:
        """Whether these hits answer: a generic question, a card field left empty, else the
        answerability model over the evidence (arbitre/evidence.py)."""
        kinds = intent.probabilities(self.intent, vectors)
        generic = intent.generic_kind(
            kinds
        )  # "c'est quoi le but ?": "but" is in no booklet, yet answered
        if hits and generic is not None and not self._names_a_rare_thing(question, game):
            return Judged(hits, max(kinds.values()), True, generic=generic)
        if not hits or not answering.is_meaningful(question) or self._unknown_words_only(question):
            return Judged(hits, 0.0, False, vectors=vectors)
        why_not = self.unanswerable_after(question, hits, game)
        if why_not is not None and why_not.missing != "number":
            return Judged(
                hits, 0.0, False, why_not, vectors=vectors
            )  # a card field the card leaves empty
        feats = self.features(
            question, hits, game, kinds, count_missing=why_not is not None, vectors=vectors
        )
        confidence = self.calibration.probability(feats)
        if confidence >= self.calibration.threshold:
            return Judged(hits, confidence, True, vectors=vectors)
        if (
            why_not is None and kinds["off-topic"] > 0.5
        ):  # no rules question: say what arbitre is for
            why_not = answerability.Unanswerable("off-topic")
        return Judged(hits, confidence, False, why_not, vectors=vectors)

    def features(
        self,
        question: str,
        hits: list[Hit],
        game: str | None,
        kinds: dict[str, float],
        count_missing: bool,
        vectors: dict,
    ) -> dict[str, float]:
        """The answerability model's inputs (arbitre/evidence.py), from the question as read."""
        return evidence.features(
            evidence.as_read(question),
            hits,
            self.retriever,
            self.lexicon,
            game,
            self.name_words,
            kinds,
            count_missing,
            answering.detect_lang(question),
            vectors,
        )

    def unanswerable_before(self, question: str) -> answerability.Unanswerable | None:
        """Another game named (and none of ours by name: "à la belote, la couleur demandée…" is
        about belote though "couleur demandée" is Luz's word), or small talk."""
        names_ours = any(match.by_name for match in self.detector.scores(question))
        return answerability.before_search(question, self.lexicon, names_ours)

    def unanswerable_after(
        self, question: str, hits: list[Hit], game: str | None
    ) -> answerability.Unanswerable | None:
        """A card field the game's card leaves empty, or a count or a limit the best passage
        does not give (a declared gap answers itself)."""
        question = evidence.as_read(question)  # "cb de boutons" asks how many, too
        field = answerability.card_field(question)
        if field and game in self.games and not getattr(self.games[game], field):
            return answerability.Unanswerable("not-stated", missing=field)
        best = hits[0].passage
        if best.kind == "gap":
            return None
        return answerability.after_search(
            question,
            f"{best.context} {best.heading or ''} {best.text}",
            self.lexicon,
            game,
            self.name_words,
            self.retriever.known_terms,
        )

    def _known_word(self, word: str) -> bool:
        """A function word, or a word whose stem some passage uses."""
        folded = fold(word)
        return folded in STOPWORDS or any(t in self.retriever.known_terms for t in terms(word))

    def _names_a_rare_thing(self, question: str, game: str | None) -> bool:
        """A question naming something only a passage or two speak of ("si je pioche un
        zorglub ?") asks about that thing, however generic its wording: retrieval answers it.
        Words no passage holds ("c'est quoi le but ?") and the game's name do not count."""
        names = {t for w in self.name_words for t in terms(w)}
        rare = RARE_PASSAGES
        return any(
            1 <= self.retriever.passages_with(t, game) <= rare
            for t in terms(question)
            if t not in names
        )

    def _unknown_words_only(self, question: str) -> bool:
        """A French question none of whose words any rule uses ("roque", "échecs", "lol"):
        nothing here can answer it. English questions are exempt, the corpus being French."""
        content = terms(question)
        known = self.retriever.known_terms
        return (
            answering.detect_lang(question) == "fr"
            and bool(content)
            and not any(t in known for t in content)
        )

    def _answer(self, question: str, game: str | None, lang: str) -> Answer:
        judged = self.judge(question, game)
        citations = [
            answering.citation(h.passage, question, self._score(h, judged, i))
            for i, h in enumerate(judged.hits[:TOP_K])
        ]
        base = Answer(
            question=question, game=game, abstained=False, answer="", citations=citations, lang=lang
        )
        if judged.generic is not None and game is None:
            return self._which_game(
                base
            )  # "c'est quoi le but ?": of which game, rather than a guess
        if game is None and judged.answerable:
            game = self._game_from_hits(judged.hits)
            base.game = game
            if game is None:
                base.candidate_games = list(dict.fromkeys(c.game for c in citations))
        gap = (
            judged.hits[0].passage
            if judged.answerable and judged.hits[0].passage.kind == "gap"
            else None
        )
        if judged.why_not is not None and judged.why_not.reason in ("other-game", "small-talk"):
            return self._abstain(
                base, None, judged.why_not
            )  # another game, small talk: no engine either
        if game is not None:
            decided = self._with_engine(base, game, question, lang, judged.vectors)
            # A declared gap beats asking for the situation when the question asks an amount the
            # missing table would give ("combien je marque si je réussis ?"): no situation would
            # help.
            # "j'ai réussi mon pari alors ?" still asks for the bet and the tricks.
            if decided is not None and not (
                gap is not None and decided.asks_for and _asks_gain(question)
            ):
                return decided
            base.asks_for = None
            base.with_stated_position(None)
        if judged.generic is not None and game is not None:
            return self._overview(base, game, judged.generic, judged, question)
        if not judged.answerable:
            return self._abstain(base, None, judged.why_not, judged.hits)
        if gap is not None:
            return self._abstain(base, gap)
        prefix = (
            answering.which_games_answer(self._names(base.candidate_games), lang)
            if base.candidate_games
            else ""
        )
        base.answer = prefix + answering.retrieved_answer(citations[0], lang)
        return base

    def _score(self, hit: Hit, judged: Judged, rank: int) -> float:
        """Shown as citation.score: the confidence for the best hit, scaled by fused rank after."""
        if rank == 0:
            return judged.confidence
        top = judged.hits[0].fused
        return judged.confidence * max(0.0, min(1.0, hit.fused / top)) if top > 0 else 0.0

    def _game_from_hits(self, hits: list[Hit]) -> str | None:
        votes = Counter(h.passage.game for h in hits[:TOP_K])
        best, count = votes.most_common(1)[0]
        return best if count >= 2 or hits[0].passage.game == best and len(votes) == 1 else None

    def _abstain(
        self,
        base: Answer,
        gap: Passage | None,
        why_not: answerability.Unanswerable | None = None,
        hits: list[Hit] | None = None,
    ) -> Answer:
        name = self.games[base.game].name if base.game in self.games else None
        base.abstained = True
        if why_not is not None and why_not.reason in ("other-game", "small-talk", "off-topic"):
            ours = [g.name for g in self.games.values()]
            base.answer = answering.off_topic_answer(why_not.other_game, ours, base.lang)
            return base
        # Say what was looked for (the question's words the nearest passage lacks); the nearest
        # passages stay as citations.
        card_field = why_not is not None and why_not.missing != "number"
        sought = (
            []
            if card_field or gap is not None or not hits
            else evidence.looked_for(
                base.question, hits, self.retriever, self.lexicon, base.game, self.name_words
            )
        )
        base.answer = answering.abstain_answer(
            name,
            gap.text if gap else None,
            base.lang,
            why_not.missing if why_not is not None else None,
            sought,
        )
        return base

    def _which_game(self, base: Answer) -> Answer:
        """Asks which game, and shows the passages nearest the question across games."""
        base.asks_for, base.answer = answering.which_game(self._names(list(self.games)), base.lang)
        return base

    def _overview(
        self, base: Answer, game: str, generic: str, judged: Judged, question: str
    ) -> Answer:
        """A generic question about a known game: the section that answers it, then retrieval's
        own best passage if it is none of them (a question read as generic that asks something
        narrower still finds its rule), then the other two sections (turn, goal, end)."""
        own = [self.retriever.passages[r] for r in self.retriever.rows_of(game)]
        passages = overview.overview(generic, own)
        found = [answering.citation(p, question, judged.confidence) for _, p in passages]
        ids = {c.passage_id for c in found}
        retrieved = [c for c in base.citations if c.passage_id not in ids]
        base.citations = (found[:1] + retrieved[:1] + found[1:] + retrieved[1:])[:TOP_K]
        if not found:
            base.answer = (
                answering.retrieved_answer(base.citations[0], base.lang) if base.citations else ""
            )
            return base
        base.answer = answering.overview_answer([k for k, _ in passages], found, base.lang)
        return base

    def _with_engine(
        self, base: Answer, game: str, question: str, lang: str, vectors: dict | None = None
    ) -> Answer | None:
        if not engine_readable(question):
            return None  # no game fact has that shape: the booklet answers
        try:
            engine = get_engine(game)
            if engine is None:
                return None
            # Elisions are French: "seven" is no "s'even" ("even", stem of "événement", being
            # known).
            text = question if lang == "en" else restore_elisions(question, self._known_word)
            # Read once; the engine gets that reading (and the retrieval vectors), never the raw
            # text again.
            reading = read(text, lang).with_game(
                game_words(game, self.games[game].folder.parent), vectors or {}
            )
            reader = self.reader
            result = (
                reader.interpret(game, reading)
                if reader is not None and reader.available
                else engine.interpret_reading(reading)
            )
        except Exception as err:  # an engine fault must not cost the user the retrieved answer
            log.warning(
                "engine %s failed on a question: %r",
                game,
                err,
                exc_info=log.isEnabledFor(logging.DEBUG),
            )
            return None
        if isinstance(result, MissingSituation):
            base.asks_for = (
                result.ask_for_en if lang == "en" and result.ask_for_en else result.ask_for
            )
            # Retrieval's best passage, not the rule that would decide: without the situation,
            # the engine's guess at the rule is the weaker one (measured: make eval, R@1).
            best = base.citations[0] if base.citations else None
            base.answer = answering.missing_answer(result, best, lang)
            return base.with_stated_position(result.stated)
        if isinstance(result, Verdict):
            return self._verdict(base, result, question, lang)
        return None

    def _verdict(self, base: Answer, result: Verdict, question: str, lang: str) -> Answer:
        passage = self.source_passage(result.rule.quote, result.rule.game)
        if passage is None:
            log.error("rule %s quotes text absent from the corpus", result.rule.id)
            return base
        source, agrees = self._lead_with(base, passage, result.rule.quote)
        base.engine = answering.engine_result(result, source, agrees, lang)
        base.verdict = None if result.ambiguous else result.verdict
        base.abstained = result.ambiguous  # the booklet does not settle it: said, not decided
        base.answer = answering.verdict_answer(result, source, lang)
        return base

    @staticmethod
    def _lead_with(base: Answer, passage: Passage, quote: str) -> tuple[Citation, bool]:
        """Put the passage a rule implements first among the citations, quoting the rule: the
        answer quotes it, so the first excerpt shown is the one the engine rests on. Returns
        that citation and whether retrieval had found the passage itself."""
        source = next((c for c in base.citations if c.passage_id == passage.id), None)
        agrees = source is not None
        lead_score = base.citations[0].score if base.citations else 0.0
        if source is None:
            source = answering.citation(passage, quote, 0.0)
        else:
            base.citations.remove(source)
        source.score = max(source.score, lead_score)
        source.quote = quote
        base.citations.insert(0, source)
        return source, agrees

    def source_passage(self, quote: str, game: str) -> Passage | None:
        """The passage holding a rule's quote, memoised."""
        if quote not in self._by_quote:
            self._by_quote[quote] = passage_quoting(self.retriever.passages, game, quote)
        return self._by_quote[quote]

    def _names(self, slugs: list[str]) -> list[str]:
        return [self.games[s].name if s in self.games else s for s in slugs]


def _clean(question: object) -> str:
    if not isinstance(question, str):
        raise AskError("La question doit être du texte.", "The question must be text.")
    if _has_lone_surrogate(question):
        raise AskError(
            "La question contient des caractères invalides.",
            "The question holds invalid characters.",
        )
    text = collapse_spaces(question.replace("\x00", " "))
    if not text:
        raise AskError("La question est vide.", "The question is empty.")
    return text


def _has_lone_surrogate(text: str) -> bool:
    """True for text JSON can carry ("\\ud800") but UTF-8 cannot: it could not be answered back."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


class Service:
    """Holds the answering core for a process; builds it on first use, once.

    When `arbitre index` switches `index_dir/current` to a new build, the next
    question (at most once per `reload_check_seconds`) notices it with one
    readlink and loads the new core in a background thread; questions keep being
    answered by the old core until the new one replaces it in one assignment.
    """

    def __init__(self, settings: Settings):
        self.settings = settings
        self.reader = (
            BoundedReader(settings.max_concurrent_asks, settings.engine_timeout_seconds)
            if settings.engine_timeout_seconds > 0
            else None
        )
        self.cache = AnswerCache(settings.answer_cache_size)
        self._core: AnsweringCore | None = None
        self._build: str | None = None
        self._lock = threading.Lock()
        self._checked_at = 0.0
        self._reloading: str | None = None
        self._failed: str | None = None

    @property
    def core(self) -> AnsweringCore:
        if self._core is None:
            with self._lock:
                if self._core is None:
                    target = self._current_target()
                    core = self._load()
                    core.build = target
                    self._core, self._build = core, target
        else:
            self._maybe_reload()
        return self._core

    @property
    def loaded(self) -> bool:
        """Whether the answering core is in memory (then `core` returns at once)."""
        return self._core is not None

    @property
    def build_id(self) -> str | None:
        """The build the answers come from (the `current` link's target when it was loaded)."""
        return self._build

    def _current_target(self) -> str | None:
        try:
            return os.readlink(self.settings.index_dir / CURRENT)
        except OSError:
            return None

    def _maybe_reload(self) -> None:
        now = time.monotonic()
        if now - self._checked_at < self.settings.reload_check_seconds:
            return
        self._checked_at = now
        target = self._current_target()
        if target is None or target in (self._build, self._failed):
            return
        with self._lock:
            if self._reloading is not None:
                return
            self._reloading = target
        threading.Thread(
            target=self._reload, args=(target,), name="arbitre-reload", daemon=True
        ).start()

    def _reload(self, target: str) -> None:
        try:
            # Same encoders (an index built with others is refused): reuse, never reload models.
            core = self._load(self._core.retriever.encoders if self._core else None)
            core.retriever.warm()  # no visitor of the new build waits for its sentences
        except Exception:  # a broken new build: keep answering from the old one
            log.exception(
                "new index build %s could not be loaded; still serving %s", target, self._build
            )
            self._failed = target
        else:
            core.build = target
            self._core, self._build = core, target
            self.cache.clear()  # answers of the old build must not outlive it
            log.info("now answering from index build %s", target)
        finally:
            self._reloading = None

    def _load(self, encoders: dict[str, Encoder] | None = None) -> AnsweringCore:
        from arbitre.encoders import build_encoder
        from arbitre.index_store import check_encodings, load_index

        loaded = load_index(self.settings.index_dir, self.settings.encoders)
        encoders = encoders or {spec: build_encoder(spec) for spec in self.settings.encoders}
        check_encodings(loaded, {spec: e.identity for spec, e in encoders.items()})
        games = self.load_games()
        calibration = load_answerability(self.settings.encoders)
        if self.settings.abstain_threshold is not None:
            calibration = Calibration(
                calibration.weights, calibration.bias, self.settings.abstain_threshold
            )
        lanes = len(os.sched_getaffinity(0)) if self.settings.batch_questions else 0
        return AnsweringCore(
            Retriever(loaded, encoders, lanes),
            games,
            calibration,
            self.reader,
            intent.load_intent(self.settings.encoders),
        )

    def load_games(self) -> dict[str, Game]:
        root = self.settings.corpus_dir
        return {f.name: load_game(f) for f in sorted(root.iterdir()) if (f / "game.toml").is_file()}

    def ask(self, question: str, game: str | None = None, lang: str | None = None) -> Answer:
        if isinstance(question, str) and len(question) > self.settings.max_question_chars:
            raise AskError(
                f"Question trop longue (plus de {self.settings.max_question_chars} caractères).",
                f"Question too long (over {self.settings.max_question_chars} characters).",
            )
        start = time.perf_counter()
        core = self.core
        key = (_cache_key(question), game, lang, core.build)
        cached = self.cache.get(key)
        if cached is not None:
            cached.question = _clean(question)  # as this caller wrote it (spaces aside)
            cached.timing_ms = round((time.perf_counter() - start) * 1000, 2)
            return cached
        answer = core.ask(question, game, lang)
        self.cache.put(key, answer)
        return answer

    def passage_counts(self) -> dict[str, int]:
        """Passages per game in the live build, read from its manifest without loading a model."""
        from arbitre.index_store import IndexStoreError, read_manifest

        manifest = read_manifest(self.settings.index_dir)
        if manifest is None:
            raise IndexStoreError(
                f"Pas d'index dans {self.settings.index_dir}. Lance : arbitre index"
            )
        return dict(manifest.games)


def _cache_key(question: object) -> str:
    """The question as answered: NFC, spaces collapsed (a non-text question raises here)."""
    return unicodedata.normalize("NFC", _clean(question))
