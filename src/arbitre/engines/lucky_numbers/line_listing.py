"""A line said square by square ("2, vide, 6, 10"), or by the rank of its clovers' squares ("un 5 dans la
1re case et un 9 dans la 3e"), and the rank of the square asked ("dans la 3e case")."""

from __future__ import annotations

from arbitre.engines.values import number
from arbitre.reading import Reading

SQUARE_WORDS = frozenset(["case", "square", "spot", "place", "emplacement"])


def square_rank(reading: Reading, after: int) -> int | None:
    """The rank of the square asked, said after the listing: an ordinal next to "case" / "square"."""
    ranks = {
        number(m)
        for m in reading.of_kind("ordinal")
        if m.first >= after
        and (
            reading.words[m.last : m.last + 1]
            and reading.words[m.last] in SQUARE_WORDS
            or m.first > 0
            and reading.words[m.first - 1] in SQUARE_WORDS
        )
    }
    return (
        ranks.pop() if len(ranks) == 1 and min(ranks | {1}) >= 1 and max(ranks | {1}) <= 4 else None
    )


# Words that may stand between the squares of a line said in order: "2, case vide, 6 et 10", "3, then a gap, then 9".
LISTING_GLUE = frozenset(
    [
        "case",
        "cases",
        "une",
        "un",
        "a",
        "an",
        "puis",
        "et",
        "then",
        "and",
        "square",
        "space",
        "spot",
        "la",
        "the",
        "-",
    ]
)


Run = tuple[list[int | None], int, int]  # the squares said in order, and the tokens they span


def listing(reading: Reading, numbers: dict[int, int]) -> Run | None:
    """A line said square by square with its empty squares ("2, vide, 6, 10"): the squares and the tokens
    they span; the longest such run that holds an empty square and at least two clovers (one, when the run
    says the line's four squares: "vide, vide, 11, vide")."""
    best: Run | None = None
    for run in runs(reading, numbers):
        squares = run[0]
        if sum(v is not None for v in squares) >= (1 if len(squares) == 4 else 2) and (
            best is None or len(squares) > len(best[0])
        ):
            best = run
    return best


def crossing_listing(reading: Reading, numbers: dict[int, int], line: Run) -> Run | None:
    """The crossing line said square by square through the same empty square ("ma ligne du bas : la case
    vide puis 15, 17, 20" beside its column): the one other run with a single empty square."""
    others = [r for r in runs(reading, numbers) if r[2] <= line[1] or r[1] >= line[2]]
    single = [
        r
        for r in others
        if r[0].count(None) == 1 and len(r[0]) - 1 >= 2 and not _after_a_side(reading, r[1])
    ]
    return single[0] if len(single) == 1 else None


SIDE_WORDS = frozenset(["above", "below", "left", "right"])


def _after_a_side(reading: Reading, first: int) -> bool:
    """ "au-dessus de la case vide un 9", "above the empty square the column reads empty, 4, 12": a run
    said after a side word lists that side's clovers, not a line through the square."""
    sentence = max((i for i in range(first + 1) if reading.tokens[i].sentence_start), default=0)
    spots = {i for c in reading.concept("spot") for i in range(c.first, c.last)}  # "right column"
    return any(
        m.value in SIDE_WORDS
        and m.first not in spots
        and sentence <= m.first < first
        and first - m.first <= 8
        for m in reading.of_kind("position")
    )


def runs(reading: Reading, numbers: dict[int, int]) -> list[Run]:
    """Every run of squares said in order that holds an empty square."""
    asked = reading.concept("empty") + reading.concept(
        "this_square"
    )  # "puis ma case": the square asked
    empty = {c.first for c in asked}  # one square per phrase ("ma case", "case vide")
    spots = {i for c in asked for i in range(c.first + 1, c.last)}
    spots |= {i for c in reading.concept("spot") for i in range(c.first, c.last)}
    tops = {i for c in reading.concept("top_end") for i in range(c.first, c.last)}
    bottoms = {i for c in reading.concept("bottom_end") for i in range(c.first, c.last)}
    spans = {
        m.first: m.last for m in reading.of_kind("number")
    }  # "dix-huit": one number, two words
    found: list[Run] = []
    i = 0
    while i < len(reading.tokens):
        squares: list[int | None] = []
        j, last, closed = i, i, False
        while j < len(reading.tokens):
            if len(squares) == 4 and None in squares:
                break  # a line has four squares: "3, vide, 9, 14, la case vide est…" says no fifth
            if j > i and reading.tokens[j].sentence_start:
                break  # "…, 11, 16. Rien sur le reste": a listing ends with its sentence
            if closed and (j in numbers or j in empty):
                break  # "un 11 tout en bas, rien entre les deux": the bottom end closes the line
            if j in tops and len(squares) != 1 or j in bottoms and not squares:
                break  # "2 tout en haut, puis…": the top end follows the first square only
            closed = closed or j in bottoms
            if j in numbers and counts_squares(reading, j) and j + 2 in empty:
                squares.extend(
                    [None] * numbers[j]
                )  # "4 tout à gauche, deux cases vides, 9": two empty squares
                last, j = j + 2, j + 3
                continue
            if j in numbers and not counts_squares(reading, j):
                squares.append(numbers[j])
                last = j
                j = spans.get(j, j + 1)
                continue
            elif j in spots | tops | bottoms:
                pass  # "4 tout à gauche, …, 9 tout à droite": the ends of the line said
            elif j in empty:
                squares.append(None)
                last = j
            elif reading.words[j] not in LISTING_GLUE:
                break
            j += 1
        if None in squares and any(v is not None for v in squares):
            found.append((squares, i, last + 1))
        i = max(j, i + 1)
    return found


RANK_GLUE = frozenset(["dans", "la", "le", "en", "sur", "a", "in", "on", "the", "at"])
ENDS = {"tout a gauche": 1, "far left": 1, "tout a droite": 4, "far right": 4}


def ranked_line(
    reading: Reading, numbers: dict[int, int]
) -> tuple[list[int | None], int, int] | None:
    """A line said by the rank of its clovers' squares ("un 5 dans la 1re case et un 9 dans la 3e", "un 7 tout
    à gauche", "15 sur la troisième case"): its four squares, the others empty, and the tokens they span; None
    unless two clovers are placed so."""
    lines = {m.first for m in reading.of_kind("position") if m.value in ("row", "column")}
    ranks = {m.first: int(m.value) for m in reading.of_kind("ordinal") if m.last not in lines}
    ends = {
        c.first: ENDS[" ".join(reading.words[c.first : c.last])]
        for c in reading.concept("spot")
        if " ".join(reading.words[c.first : c.last]) in ENDS
    }
    ends |= {c.first: 1 for c in reading.concept("top_end")}  # "un 4 en haut de ma colonne"
    ends |= {c.first: 4 for c in reading.concept("bottom_end") + reading.concept("line_end")}
    squares: list[int | None] = [None] * 4
    placed: list[int] = []
    for i in sorted(numbers):
        j = i + 1
        while (
            j < len(reading.tokens)
            and j not in ranks | ends
            and reading.words[j] in RANK_GLUE
            and j - i <= 3
        ):
            j += 1
        rank = ranks.get(j) or ends.get(j)
        if rank is None or not 1 <= rank <= 4 or squares[rank - 1] is not None:
            continue
        squares[rank - 1] = numbers[i]
        placed += [i, j]
    by_ends = any(j in ends and j not in ranks for j in placed[1::2])
    if len(placed) < 4 or by_ends and not _others_said_empty(reading):
        return (
            None  # "un 4 en haut, un 11 tout en bas": the middle squares unknown unless said empty
        )
    return squares, min(placed), max(placed) + 1


def _others_said_empty(reading: Reading) -> bool:
    """A line said by its ends leaves the squares between unknown unless they are said empty ("les deux du
    milieu vides", "rien d'autre dans cette colonne"; not "rien d'autre à dire")."""
    lines = {m.first for m in reading.of_kind("position") if m.value in ("row", "column")}
    nothing = [c for c in reading.concept("nothing_else")]
    said = [
        c for c in reading.concept("empty") if not any(n.first <= c.first < n.last for n in nothing)
    ]
    return bool(said) or any(any(c.last <= k <= c.last + 3 for k in lines) for c in nothing)


def counts_squares(reading: Reading, i: int) -> bool:
    """ "deux cases vides", "2 empty squares": a count of squares, not a clover."""
    squares = (("cases",), ("squares",), ("spaces",))
    return reading.words[i + 1 : i + 2] in squares or (
        reading.words[i + 1] in SQUARES_QUALIFIED and reading.words[i + 2 : i + 3] in squares
        if i + 1 < len(reading.words)
        else False
    )


# "2 empty squares", "les trois premières cases": a count of squares with a word between.
SQUARES_QUALIFIED = frozenset(
    ["empty", "premieres", "dernieres", "first", "last", "autres", "other"]
)


def listed_together(reading: Reading, indices: list[int]) -> bool:
    """Whether the numbers at these tokens stand in one listing of up to a line's four squares ("2, 9 and
    17", "3 8 12"): only a listing's glue between them."""
    indices = sorted(set(indices))
    return 2 <= len(indices) <= 4 and all(
        set(reading.words[a + 1 : b]) <= LISTING_GLUE
        for a, b in zip(indices, indices[1:], strict=False)
    )
