"""interpret(): Lucky Numbers questions in French or English, decided by the engine.

Each reader owns one kind of question; it returns None when the words are not about
its rule, so the next reader gets a chance. Open "how / why" questions fall through
to None and retrieval answers them.

Guard: a reader decides only on facts it has read. A general reader (golden squares,
gaps, order, colour, setup) steps aside when the question states clover numbers it
does not read, so a line reader decides them (or nobody does); a concrete reader
(a line, a last square, a tournament round) asks or gives no verdict when a number,
or another player's fact, is left unread: counts said in words ("moi une seule",
"aucune case vide") are read first, and a who-wins reading needs a count for every
player named and for the asker when they speak of themselves. A clover or square
pointed at but not stated ("ce trèfle", "swap it with the one in my corner") is asked
for. A yes/no question ("j'ai gagné ?", "je marque des points ?") is answered oui /
non, never by a name or a number. No verdict is better than a wrong one.

A square may be described through both its lines: its row listed or named by rank, and
numbers of the crossing column said on a side ("dans la colonne au-dessus j'ai 2, 7 et 11",
"le 11 de la case dorée juste en dessous"; gaps.py). A swap may name the removed clover
only by a pronoun: then it is the one clover the words place or measure from ("j'ai un 8
sur la 2e case ... au-dessus du 8 un 7 ; je l'échange contre le 6 que je viens de
retourner"). A neighbour said only "next to it" of a clover in a corner is its one inner side not said otherwise ("the 8
in my top left corner, a 10 right next to it and a 7 under it": the 10 on its right). A garden said out of order around
the removed clover ("a 7 under my 8") is judged after the swap: oui only when every other number is read on its side
and the new clover fits each one, no verdict otherwise. Who wins reads past the story ("Karim retourne le dernier trèfle et finit son
tour ; au final ..."), needs a count for each player when their number is said ("on joue
à trois"), reads "Léa et Tom ont chacun une case vide" and a count given as another's ("Tom aussi", "Paul pareil",
"so does Kim", "moi autant que Léa"; a player named with no count, "Nina ?", makes it ask), and answers a yes/no question on
named players ("Léa et Tom gagnent tous les deux ?") oui / non. Filling the last square
wins whatever the others' counts ("Paul still has 2 empty squares"), unless another
player is said to have filled theirs; "does Marc win?" after the asker filled it is non. Another player filling their
last square ("Léa vient de remplir sa dernière case avec un 12", "Sophie fills her last empty square") wins at once: "who
wins?" → that player, "j'ai gagné ?" → non; the asker's and others' counts said with their unit are premises, any other
number gives no verdict. The last square may be placed by its row and column listed
square by square ("bottom row reads 5 11 16 _ and the right column reads 8 13 17 _ from the top"),
and "il me reste 1 case vide" is the premise, not a number to place. A clover only drawn, not said
laid ("I flip a 19. Do I win right away?"), wins if it fits: the square's neighbours must then be
read in both its row and its column, or it asks. "On gagne tous les deux ?" /
"do we both win?" asks about the asker and the player the words pair them with ("Marc et moi on a
chacun une case vide"), or the only other player: oui only if both are among the winners.
A clover another player refused ("Léa a refusé un 14, il est au milieu") is face up in the centre:
"je peux le prendre ?" → oui, unless someone took it since, or the asker has already drawn.
Refusing is read in any wording of choosing not to play the clover ("je préfère pas le jouer", "le laisser face
visible au milieu", "I'd rather not use it", "j'ai pas envie de le jouer", "I don't feel like playing it"); it is the booklet's
open case only when a verb of taking brings the clover from the centre ("je l'ai pris au milieu"), never because "face visible au
milieu" says where it goes; "un 10 vert" is a clover numbered 10 (its number read), only
"deux verts" a count of colours; "before anyone filled their garden" / "personne n'a rempli" says no garden was filled.
A numbered clover's colour is dropped before reading ("a yellow 6", "un 10 vert" → the value only). After the last
square is filled, "on doit finir le tour ?" / "do the others still get their turn?" is answered non (the game stops at
once), never by the win itself. Chat "c moi qui gagne" reads as "c'est moi qui gagne" (not "c'est qui qui gagne"), and "j"
glued to a turn verb ("jpioche un 11", "jmets mon 15") as "je". Two equal clovers are read however the number is said twice
("deux trèfles 10", "un 9 ... un autre 9", "a red 5 and a blue 5"); the clover in hand into "that same row" as its equal
("got a yellow 6 in one of my rows, can I put a green 6 in that same row?") is non, asked plainly of the asker's own garden
(_into_same_line). Taking a face-up clover may be said "me servir au milieu" / "help myself from the
middle"; "instead of drawing" / "à la place de piocher" names another action, never the clover of a swap. A clover said at an
end of a line whose other squares are named by rank is read as a rank too (slots.ends_as_ranks). A clover said to keep
the order on the last square ("un 14 qui y rentre en respectant l'ordre", "the 11 I drew fits there") is a stated fact:
its neighbours need not be told; asked ("il rentre ?", "si il rentre") it is not. Colours said of clovers or lines with
no number ("a yellow clover in a column of reds", "une colonne toute verte") go to the colour reader; an either-or
question ("la couleur compte ou je peux ... ?", "restent spéciales ou je peux ... ?") gets no yes/no from it nor from
the golden-square reader.
A yes/no answer follows the polarity of what is asked (_as_asked): a need or an event denied ("je gagne direct sans
finir le tour des autres ?", "pas besoin de trier ?", "pas obligé de le poser ?", "they don't have to follow?") flips
the plain answer; any other negation of the deciding cue ("ça compte pas ?", "je gagne pas tout de suite ?") gives no
verdict. The polarity of a permission / obligation rule's answer comes from what is asked (_modal on the asking sentence), never
from the rule: refusing a clover, swapping, taking a face-up clover are allowed and never forced ("am I forced to place it?",
"suis-je obligé d'échanger ?" → non; "je peux le refuser ?" → oui); the diagonal at setup and drawing when the centre is empty
are obligations ("je dois poser mes 4 trèfles sur la diagonale ?", "rien au centre, je dois piocher ?" → oui), sorting them
is not; the order holds after a swap and on golden squares ("doit rester respecté ?" → oui); "can't I ...?" gives no verdict.
A swap with no neighbour stated is decided only in a corner that makes them needless: a smaller clover for the
one in the top left corner, a bigger one for the one in the bottom right ("j'ai un 2 en haut à gauche, je l'échange contre
le 1 que je viens de retourner" → oui); anywhere else it asks. A swap of "a clover on a gold square" with the removed clover numbered only on its square ("top left gold
square has a 4") removes that clover.
The last face-down clover drawn (read_last_clover): its drawer finishes the turn ("elle peut encore le poser ?" → oui,
"does the game stop right there, before they place it?" → non); the others' turns, an either-or or a negated cue give no verdict.
A pile said not empty ("la pioche n'est pas vide", "il reste 3 trèfles dans la pioche") gives who wins no verdict;
"je gagne seul ?" on a tie is non. A yes/no read as "may I?" is flipped for "est-il interdit de ... ?" / "is it
forbidden to ...?" (no verdict under another negation); "je ne peux pas les échanger ?" gets no yes/no.
A count said as a difference ("Tom en a 2 de plus que moi") gives who wins no verdict, and a centre said empty with a
clover discarded since ("mais Tom vient de défausser un 4") is not read as empty.
A count may come before its player ("il reste 2 cases vides à Léa, 3 à Tom et 2 à Sam", "2 empty squares for Kim", "à Tom
une seule"); a named player's count is never read as the asker's ("..., Tom 1" when the other counts are not read: it asks).
The clover just drawn may be the swap verb's own object ("échanger le 14 que je viens de retourner contre mon 9"): the
placed one is then the clover after "contre" / "for". A swap with another player's clover ("le 9 de Léa", "Lea's 9"), or
with a neighbour read equal to the new clover, gets no verdict; counts said in a swap ("3 trèfles au centre") are no clovers.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.gaps import (
    around_conflict,
    between_the_two,
    crossing_neighbours,
    ends_as_listing,
    gap_listing,
    lines_through_hole,
    read_gap_line,
    read_ranked_crossing,
    says_between,
)
from arbitre.engines.lucky_numbers.phrasing import (
    ME,
    ORDINAL,
    asked_polarity,
    asks_how,
    clauses,
    fold,
    has,
    is_name,
    leading_name,
    named_numbers,
    negated,
    numbers,
    player_names,
    respell,
    side_numbers,
    spell_counts,
)
from arbitre.engines.lucky_numbers.placement import (
    JUST_DRAWN,
    LineQuestion,
    decide_line,
    drawn_match,
    drawn_value,
    read_line_question,
    strip_spots,
)
from arbitre.engines.lucky_numbers.slots import ends_as_ranks
from arbitre.engines.lucky_numbers.tournament import EMPTY as _EMPTY
from arbitre.engines.lucky_numbers.tournament import read_tournament

_EMPTY_AFTER = rf"{_EMPTY}(?:\s+(?:squares?|spaces?|spots?|left))*"
_REFUSE = (
    r"refuser|refuse|refuses|refusant|turn (?:it |that |this |them )?down|defausse|jeter|jete|rejeter|reject|decline|discard|ne pas (?:le |la )?(?:poser|jouer)|not (?:place|play)"
    r"|(?:remettre|reposer|rendre) au (?:centre|milieu)|put (?:it |that |this )?back"
    # choosing not to play it ("je préfère pas le jouer", "le laisser face visible", "I'd rather not use it", "leave it face up")
    r"|(?:prefere|preferer|prefererais|veux|voudrais|aimerais|choisis|choisir|decide|decider) (?:de )?(?:ne )?pas (?:le |la |l )?"
    r"(?:poser|jouer|placer|mettre|utiliser|garder)"
    r"|(?:le|la|l|je) (?:laisser|laisse) (?:\w+ ){0,2}?(?:face visible|au centre|au milieu)"
    r"|(?:rather|prefer|choose|decide|want) not (?:to )?(?:play|place|use|keep|put down) (?:it|that|this)"
    r"|(?:don t|do not) want to (?:play|place|use|keep) (?:it|that|this)|leave (?:it|that|this) (?:\w+ ){0,2}?(?:face up|in the (?:middle|centre|center))"
    r"|pass on (?:it|that|this)"
    # not wanting it: "j'ai pas envie de le jouer", "pas besoin de le poser", "I don't feel like playing it"
    r"|pas (?:envie|besoin) (?:de |d )?(?:le |la |l )?(?:poser|jouer|placer|mettre|utiliser|garder|prendre)"
    r"|(?:don t|do not|didn t) (?:feel like|need to) (?:playing|placing|using|keeping|play|place|use|keep) (?:it|that|this)"
    # not wanting the clover at all: "I don't want it", "je le veux pas", "j'en veux pas"
    r"|(?:don t|do not|didn t|did not) (?:really )?want (?:it|that|this)\b(?! (?:to|in|on|at|there|here)\b)"
    r"|(?:je|j) (?:n )?(?:le |la |l |en )(?:veux|voulais|voudrais) (?:pas|plus)\b"
    # laying it down in the centre: "put it face up in the middle", "le mettre face visible au centre" (not "au milieu de ma rangée")
    r"|(?:put|place|lay|drop|set|toss) (?:it|that|this)(?: \w+){0,2}? (?:face up|in the (?:middle|cent(?:re|er))(?! of (?!the table)))"
    r"|(?:le|la|l) (?:mettre|poser|remettre|deposer|balancer|jeter) (?:\w+ ){0,2}?(?:face visible|au (?:centre|milieu)(?! d(?:e|u) (?!la table)))"
)
# "à la place du 8", "instead of my 12"; not "instead of drawing", "à la place de piocher" (another action, not a clover)
_IN_PLACE_OF = r"(?:a la place (?:du|de|des|d)|in place of|instead of)(?! \w+(?:ing|er|ir|re)\b)"
_SWAP_VERB = (
    r"echanger|echange|swap|swapping|exchange|remplacer|remplace|replace|intervertir|substituer"
)
# "avec" / "contre" name the other clover of a swap only after the swap verb, in its clause ("avec un 5 à sa gauche" does not)
_SWAP_WITH = rf"(?:{_SWAP_VERB})\b[^,.;:?!]*?\b(?:contre|avec|for|with|par|by)"
_MUST = (
    r"dois|doit|doivent|faut|oblige|obligatoire|obligatoirement|force|must|have to|has to|need|required|tenue? de|suis tenu|gotta|got to"
    r"|mandatory|compulsory"
)


def _as_asked(t: str, cue: str, plain: str) -> str | None:
    """The yes/no verdict whose plain answer is `plain`, as the question takes the cue it hangs on: flipped when a
    need is denied ("pas besoin de trier ?", "je gagne sans finir le tour ?", "don't they have to follow?"), None
    under another negation ("il ne faut pas ... ?", "must not"), whose answer's polarity is not sure."""
    polarity = asked_polarity(t, cue)
    if polarity == "plain":
        return plain
    return {"oui": "non", "non": "oui"}[plain] if polarity == "need_not" else None


def _asked_part(t: str) -> str:
    """The sentence that asks (up to the last "?"), else the whole text: "I don't want it. Am I forced to place it?" →
    "am i forced to place it?"."""
    end = t.rfind("?")
    if end < 0:
        return t
    return re.split(r"(?<=[.!?])\s", t[: end + 1])[-1]


def _modal(t: str, may: str | None, must: str | None) -> str | None:
    """The yes/no answer to what the question asks, not to the rule's own polarity: `must` is the plain answer to an
    obligation asked ("suis-je obligé de ... ?", "am I forced to ...?", "il faut que je ... ?"), `may` to a permission
    asked ("je peux ... ?") or to a bare question; None (no verdict) when that answer is not known or the cue is negated
    other than as a need denied ("pas obligé de le poser ?" flips the plain answer)."""
    asked = _asked_part(t)
    if has(asked, _MUST):
        return None if must is None else _as_asked(asked, _MUST, must)
    if may is None:
        return None
    if has(asked, _MAY):
        if re.search(r"\b(?:can t|cannot|couldn t|can not|may not)\b", asked):
            return None  # "can't I refuse it?": its answer's polarity is not sure
        return _as_asked(asked, _MAY, may)
    return may


def _v(rule, verdict, fr: str, en: str, ambiguous: bool = False) -> Verdict:
    return Verdict(rule, verdict, fr, en, ambiguous)


_WIN = (
    r"qui gagne|qui a gagne|qui l emporte|qui remporte|who wins|who won|je gagne|ai je gagne|gagne t on|do i win|did i win|win"
    r"|j ai gagne(?= ?(?:\?|$|alors|du coup|ou pas))|have i won"
    r"|c est gagne|(?:est ce|c est) (?:que )?(?:j ai )?gagne|gagne (?:direct|directement|d office|tout de suite)"
    r"|victoire|victory|gagnent|gagnons|l emportent|[a-z]+ (?:gagne|a gagne)(?= ?(?:\?|$|tous|toutes|ensemble|seule?\b|ou\b|tout seul|toute seule|aussi|egalement))"
)
_WIN_ME = r"je gagne|ai je gagne|j ai gagne|do i win|did i win|have i won|i win|i won|c est gagne|c est moi qui (?:gagne|l emporte)"
_WHO = (
    r"qui (?:est ce qui )?(?:gagne|a gagne|l emporte|l a emporte|remporte|a remporte|est (?:le )?gagnant|est vainqueur)"
    r"|who (?:wins|won|has won|is the winner|takes it)|who s the winner"
)
# the draw pile said not empty yet: the empty-pile count decides nothing
_PILE_NOT_EMPTY = (
    r"(?:pioche|pile|deck) (?:n est |n etait |est |etait |is |was )?(?:pas|plus pas|not|isn t|wasn t|toujours pas|still not|pas encore|not yet) (?:encore )?(?:vide|empty)"
    r"|(?:pioche|pile|deck) (?:is |was )?(?:non vide|not empty|pas vide)"
    r"|(?:reste|restait|restent|left|remain|remaining|still)\b(?: \w+){0,4}? (?:dans|in) (?:la |the )?(?:pioche|pile|deck)"
    r"|(?:pioche|pile|deck) (?:has|had|still has|a encore|avait encore|contient) (?:\w+ ){0,2}?(?:trefles?|clovers?|tiles?|cartes?|cards?)"
)
# a clover refused or discarded after the centre was said empty: "..., mais Tom vient de défausser un 4"
_DISCARDED_SINCE = (
    r"(?:mais|but|puis|then|ensuite|depuis|since|entre temps|meanwhile)\b[^.?!]*?"
    r"(?:refus|defauss|jete|jeter|rejet|discard|reject|turned down|dumped|tossed)\w*"
)
_RELATIVE_COUNT = (
    r"(?:\d+|une?|one|two|deux|trois) (?:(?:cases? |squares? )?(?:vides? |empty )?)?(?:de plus|de moins|more|fewer|less)\b"
    r"|\b(?:plus|moins|more|fewer|less) (?:de cases |empty squares )?(?:que|than)\b"
)
_ASK_EMPTY = MissingSituation(
    R.PILE_EXHAUSTED,
    "Dis-moi combien de cases vides il reste à chacun.",
    "Tell me how many empty squares each player has left.",
)


def read_winner(t: str) -> Interpretation:
    """Full garden wins at once; on an empty pile the fewest empty squares win, ties together.

    Counts said in words are read ("et moi une seule", "moi aucune"), and "au final il me reste 2",
    "Léa et Tom ont chacun 1" rewritten one player a clause (_as_listed). Every player the words name,
    the asker when they speak of themselves, and as many players as the words say play ("on joue à
    trois") must have a count read, or it asks. "Do I win?" and "Léa et Tom gagnent ?" are answered
    oui / non, "who wins?" by name.
    """
    if not has(t, _WIN) and not (
        _fills_last(t) and _asks_goes_on(t)
    ):  # "on doit finir le tour ?" after filling
        return None
    if _fills_last(t):
        return _last_square(t)
    if has(t, _RELATIVE_COUNT):
        return None  # "Tom en a 2 de plus que moi", "I have 2 fewer than Tom": a difference, not a count
    if has(t, _PILE_NOT_EMPTY):
        return None  # "la pioche n'est pas vide", "il reste 3 trèfles dans la pioche": the game is not over, nobody has won
    players, t = _player_count(t)  # "on joue à 3" first: not a clover played
    drawn = drawn_match(t)  # "je pose mon 8": a clover, not a count of empty squares
    if drawn is not None:
        t = t[: drawn.start(1)] + " " + t[drawn.end(1) :]
    t = spell_counts(t, _EMPTY)
    partners = {
        w for m in re.finditer(_WITH_ME, t) for w in m.groups() if w and is_name(w)
    }  # "Marc et moi": who "we" are
    t = _as_listed(t)
    yes_no = (
        has(t, _WIN_ME) and re.search(r"(?<!moi )\bqui\b|\bwho\b", t) is None
    )  # "c'est moi qui gagne ?" is yes/no
    named = named_numbers(t, _EMPTY_AFTER, me_label="toi")
    if named and len(named) >= 2:
        read = {name for name, _ in named}
        speaks_of_me = re.search(ME, re.sub(_WIN, " ", t)) is not None or yes_no
        paired = {
            w for m in re.finditer(_PAIRED, t) for w in m.groups() if is_name(w)
        }  # "Ana and Ben have 2": whose?
        alone = {
            c
            for c in clauses(t)[1:]
            if re.fullmatch(r"[a-z]{2,}", c) and is_name(c) and c not in _INTERJECTIONS
        }  # "..., Nina ?"
        if (
            set(player_names(t)) - read
            or paired - read
            or alone - read
            or speaks_of_me
            and "toi" not in read
            or players not in (None, len(named))
        ):
            return _ASK_EMPTY  # a player (or the asker) whose count was not read
        asked = _asked_names(t, read, partners)
        if asked == {"nous"}:
            return None  # "on gagne ?" among several players, not paired with anyone: who "we" are is not said
        asked_alone = has(t, _ALONE)
        if asked is not None and (
            asked - {"toi"} or asked_alone and yes_no
        ):  # "je gagne seul ?" on a tie: non
            return _named_yes_no(_named_winner(named), asked or {"toi"}, asked_alone)
        return _yes_no(_named_winner(named), yes_no)
    counts = side_numbers(t, _EMPTY)
    if (
        len(counts) < 2
        or len(numbers(t)) > 2
        or len(player_names(t)) > 1
        or players not in (None, 2)
    ):
        return _ASK_EMPTY  # a count not read, or a third player: ask
    if any(leading_name(c) for c in clauses(t) if numbers(c)):
        return _ASK_EMPTY  # "..., Tom 1": a named player's count, which the me / opponent reading could give to the asker
    me, other = counts["me"], counts["opponent"]
    if _asked_names(t, {"toi", "l'adversaire"}) == {
        "toi",
        "l'adversaire",
    }:  # "on gagne tous les deux ?": only a tie says yes
        return _named_yes_no(
            _named_winner([("toi", me), ("l'adversaire", other)]), {"toi", "l'adversaire"}, False
        )
    if me == other:
        if yes_no and has(t, _ALONE):
            return _v(
                R.TIE_SHARED,
                "non",
                f"Non. {me} cases vides chacun : égalité, vous gagnez ensemble, pas seul.",
                f"No. {me} empty squares each: a tie, you win together, not alone.",
            )
        return _yes_no(
            _v(
                R.TIE_SHARED,
                "vous deux",
                f"{me} cases vides chacun : égalité, vous gagnez ensemble.",
                f"{me} empty squares each: a tie, you win together.",
            ),
            yes_no,
        )
    who, who_en = ("toi", "you") if me < other else ("l'adversaire", "your opponent")
    return _yes_no(
        _v(
            R.PILE_EXHAUSTED,
            who,
            f"Pioche vide : {me} case(s) vide(s) pour toi contre {other}, le moins de cases vides l'emporte : {who}.",
            f"Empty pile: {me} empty square(s) for you against {other}; fewest empty squares wins: {who_en}.",
        ),
        yes_no,
    )


_ALONE = r"seule?s?|tout seul|toute seule|alone|only one|on (?:his|her|my) own|by (?:myself|himself|herself)"
# one-word clauses after the first that are not a player named without a count ("..., bref, qui gagne ?")
_INTERJECTIONS = frozenset(
    {
        "bon",
        "bref",
        "voila",
        "bah",
        "ben",
        "euh",
        "hum",
        "hmm",
        "enfin",
        "well",
        "ok",
        "okay",
        "alright",
        "pareil",
        "idem",
        "lucky",
        "numbers",
        "fini",
        "finie",
        "termine",
        "terminee",
        "over",
        "done",
        "empty",
        "vide",
        "videe",
        "oups",
    }
)
_PAIRED = (
    r"\b([a-z]{2,}) (?:et|and) ([a-z]{2,}) (?=ont\b|have\b|had\b|avaient\b|en ont\b|both\b|each\b|chacun|tous\b|toutes\b"
    r"|gagn|win|won\b|l emport|\d)"
)
_PLAYERS = (
    r"\b(?:on joue|on jouait|on est|on etait|nous sommes|nous etions|we are|we re|we were|playing|partie|game)"
    r"(?: (?:de|of) [a-z]+(?: numbers)?)?(?: (?:a|with|en))? (\d+)\b(?! (?:cases?|squares?|vides?|empty|points?))"
    r"|\b(?:a |with |for |entre )?(\d+) (?:joueurs|joueuses|players?)\b|\b(\d+) of us\b"
)


def _player_count(t: str) -> tuple[int | None, str]:
    """How many play, when said ("on joue à trois", "3-player game", "there are 3 of us"), and the text without it."""
    counts = {int(n) for m in re.finditer(_PLAYERS, t) for n in m.groups() if n}
    if not counts:
        return None, t
    return (counts.pop() if len(counts) == 1 else 0), re.sub(
        _PLAYERS, " ", t
    )  # 0: two different counts, matches nobody


_OPENERS = (
    r"au final|a la fin(?: de la partie)?|finalement|ensuite|puis|apres|du coup|donc|alors|bref|resultat"
    r"|at the end|in the end|finally|then|so|now|afterwards|after that"
)
_EACH = re.compile(
    rf"\b(?:both )?([a-z]{{2,}}) (?:et|and) ([a-z]{{2,}}|i),? ((?:[a-z]+ ){{0,3}}?)(\d+)((?: {_EMPTY_AFTER})?)((?: (?:chacune|chacun|each|apiece)\b)?)"
)
_EACH_WORDS = (
    r"\b(?:chacun|chacune|each|both|tous les deux|toutes les deux|tous 2|toutes 2|apiece)\b"
)


_ALSO = r"(?:aussi|too|also|egalement|as well|pareil|idem|de meme|la meme chose|the same|same)"
_START = r"(^|[,;:.!?] |\bet |\band |\bmais |\bbut )"
_STOP = r"(?=\s*(?:[,;:.!?]|$|\bet\b|\band\b|\bmais\b|\bbut\b))"
# "Tom aussi deux", "Tom aussi", "Tom pareil", "Tom en a autant", "idem pour Tom", "same for Tom", "so does Tom", "moi aussi"
_SAME_COUNT = re.compile(
    rf"{_START}(?:(?P<name>[a-z]{{2,}}) (?:(?:a|en a|has|has got|had|avait) )?(?:{_ALSO}|autant)(?: (?P<n>\d+))?"
    rf"|(?:(?:pareil|idem|meme chose|same|ditto)(?: pour| for)|so (?:does|did|has)) (?P<after>[a-z]{{2,}})){_STOP}"
)


_AS_MANY = re.compile(
    rf"{_START}(?P<name>[a-z]{{2,}}) (?:(?:a|en a|j en ai|ai|has|have|had|got) )?(?:autant que|pareil que|comme|le meme nombre que"
    rf"|la meme chose que|as many as|the same as|same as|like) (?P<other>[a-z]{{2,}}){_STOP}"
)


def _same_counts(t: str) -> str:
    """A player given the count of the clause before ("Léa a 2 cases vides, Tom aussi, Nina 4" → "..., tom 2, nina 4");
    with its own number ("Tom aussi deux") the number is kept. Left as said when the clause before holds no single number."""

    def same(m: re.Match[str]) -> str:
        name = m.group("name") or m.group("after")
        if name not in ("moi", "me", "i") and not is_name(name):
            return m.group(0)
        if m.group("n"):
            return f"{m.group(1)}{name} {m.group('n')}"
        before = clauses(t[: m.start()] or " ")
        said = numbers(before[-1]) if before else []
        return f"{m.group(1)}{name} {said[0]}" if len(said) == 1 else m.group(0)

    def as_many(
        m: re.Match[str],
    ) -> str:  # "moi autant que Léa", "Tom as many as Kim": the count said for that player
        name, other = m.group("name"), m.group("other")
        said = re.search(rf"\b{other} (?:{_OTHER_HOLDS})?(\d+)\b", t)
        if not (name in ("moi", "me", "i") or is_name(name)) or not is_name(other) or said is None:
            return m.group(0)
        return f"{m.group(1)}{name} {said.group(1)}"

    return _AS_MANY.sub(as_many, _SAME_COUNT.sub(same, t))


# a count given to its holder after it: "il reste 2 cases vides à Léa, 3 à Tom", "2 empty squares for Kim", "à Tom 3"
_COUNT_TO = re.compile(
    rf"{_START}(?:(?:il |y )?(?:(?:en|leur|lui) )?(?:reste|restait|restent|restaient|a|avait) |there (?:are|were|is|was) )?"
    rf"(?:(?P<n>\d+|une seule|un seul|une|aucune|one|none)(?P<unit>(?: {_EMPTY_AFTER})?) (?:a|pour|chez|for) (?P<name>[a-z]{{2,}})"
    rf"|(?:a|pour|chez|for) (?P<first>[a-z]{{2,}}),? (?:il (?:lui )?(?:en )?(?:reste|restait) |y en a )?(?P<m>\d+)(?P<unit2>(?: {_EMPTY_AFTER})?)){_STOP}"
)


# words after "à" / "pour" / "for" that are no player: "il en reste 2 à poser", "2 à côté", "one for now"
_NOT_HOLDERS = frozenset(
    {
        "poser",
        "jouer",
        "placer",
        "remplir",
        "mettre",
        "piocher",
        "tirer",
        "retourner",
        "gagner",
        "finir",
        "prendre",
        "garder",
        "refuser",
        "echanger",
        "combler",
        "couvrir",
        "boucher",
        "cote",
        "centre",
        "part",
        "ici",
        "place",
        "chacun",
        "chacune",
        "autrui",
        "peu",
        "jour",
        "droit",
        "cause",
        "present",
        "sure",
        "real",
        "good",
        "win",
        "example",
        "instance",
        "us",
        "eux",
        "later",
        "nothing",
        "tour",
        "fin",
    }
)


def _counts_to(t: str) -> str:
    """Counts said with their holder after them, one player a clause: "il reste 2 cases vides à Léa, 3 à Tom et 2 à
    Sam" → "lea 2 cases vides, tom 3 et sam 2"; left as said when the word after "à" / "for" is not a player."""

    def listed(m: re.Match[str]) -> str:
        name = m.group("name") or m.group("first")
        if name not in ("moi", "me") and (not is_name(name) or name in _NOT_HOLDERS):
            return m.group(0)
        n = m.group("n") or m.group("m")
        n = {"aucune": "0", "none": "0"}.get(n, n if n.isdigit() else "1")  # "une seule à Tom"
        return f"{m.group(1)}{name} {n}{m.group('unit') or m.group('unit2') or ''}"

    return _COUNT_TO.sub(listed, t)


def _as_listed(t: str) -> str:
    """The counts rewritten one player a clause, the way named_numbers reads them: "au final il me reste 2
    cases vides" → "moi 2 cases vides", "Léa et Tom ont chacun 1 case vide" → "lea 1 case vide, tom 1 case vide",
    "Léa a 2 cases vides, Tom aussi" → "lea a 2 cases vides, tom 2", "il reste 2 cases vides à Léa, 3 à Tom" →
    "lea 2 cases vides, tom 3"."""
    t = re.sub(rf"(^|[,;:.!?] |\bet |\band )(?:(?:{_OPENERS})\b,? )+", r"\1", t)
    t = _counts_to(t)
    t = _same_counts(t)
    t = re.sub(
        r"\b(?:moi,? )?il (?:ne )?(?:me|m) (?:en )?rest(?:e|ait)\b|\bmoi,? j (?:en )?(?:ai|avais)(?: encore)?\b",
        "moi",
        t,
    )
    t = re.sub(
        r"\bi (?:still )?(have|had)\b|\bi ve still got\b",
        lambda m: f"i {m.group(1) or 've got'}",
        t,
    )

    def each(m: re.Match[str]) -> str:
        said = m.group(3) + m.group(6)
        first, second = (
            ("moi" if w in ("moi", "me", "i") else w) for w in (m.group(1), m.group(2))
        )
        if not re.search(_EACH_WORDS, said) or not all(
            w == "moi" or is_name(w) for w in (first, second)
        ):
            return m.group(0)
        if re.search(r"\b(?:pas|not|n)\b", said):
            return m.group(0)
        return f"{first} {m.group(4)}{m.group(5)}, {second} {m.group(4)}{m.group(5)}"

    return _EACH.sub(each, t)


_WINS = (
    r"gagnent|gagnons|gagnez|gagnes|gagne|ont gagne|avons gagne|a gagne|l emportent|l emportons|l emporte|remportent|remporte"
    r"|wins|win|won"
)


_WE = r"\b(?:on|nous|we)\b"
_WITH_ME = r"\b([a-z]{2,}) (?:et|and) (?:moi|me|i)\b|\b(?:moi|me|i) (?:et|and) ([a-z]{2,})\b"
_BOTH_OF_US = (
    r"\b(?:tous les (?:deux|2)|toutes les (?:deux|2)|tous 2|toutes 2|both|the 2 of us|les 2)\b"
)
_ALL_OF_US = r"\b(?:tous|toutes|tout le monde|all|everyone|everybody)\b"


def _asked_names(
    t: str, read: set[str], partners: set[str] | frozenset[str] = frozenset()
) -> set[str] | None:
    """The players a yes/no question asks about ("Léa et Tom gagnent tous les deux ?", "does Tom win?"):
    the players read that the asking sentence names before its verb; None for "who wins?".

    "On gagne tous les deux ?" / "do we both win?" asks about the asker and the one player the words pair
    them with (`partners`: "Marc et moi on a chacun 1 case vide"), or the only other player; "on gagne
    tous ?" about every player read; {"nous"} when not sure who.
    """
    sentences = [part for part in re.split(r"[.!?;:]", t) if re.search(rf"\b(?:{_WINS})\b", part)]
    if not sentences:
        return None
    sentence = sentences[-1]
    if re.search(r"\b(?:ou|or)\b", sentence):
        return None  # "Léa a gagné ou c'est Tom ?": a choice, answered by name
    verb = re.search(rf"\b(?:{_WINS})\b", sentence)  # found: the sentence was kept for it
    if verb is None:
        return None
    pre = sentence[: verb.start()]
    if re.search(r"\b(?:qui|who)\b", pre) and not re.search(
        r"\b(?:c est|it s|it is|est ce) (?:\w+ (?:et|and) )?\w+ (?:qui|who)\s*$", pre
    ):
        return None
    subject = pre.split(",")[-1]
    if re.search(_WE, subject) and not re.search(ME, subject) and not set(subject.split()) & read:
        # "on gagne tous les deux ?": the asker and whoever the words pair them with
        if re.search(_ALL_OF_US, sentence) and not re.search(_BOTH_OF_US, sentence):
            return set(read)
        partners &= read
        if not partners and len(read) == 2:
            partners = read - {"toi"}
        return (
            {"toi"} | partners if len(partners) == 1 else {"nous"}
        )  # "nous": not sure who "we" are
    # the players of the asking clause ("..., Zoé 2, je gagne ?" asks about the asker alone), else of the whole sentence
    for words in (subject, pre):
        asked = {word for word in words.split() if word in read}
        if re.search(ME, words):
            asked.add("toi")
        if asked:
            return asked
    return asked


def _named_yes_no(found: Verdict, asked: set[str], alone: bool) -> Verdict:
    """ "Léa et Tom gagnent ?" answered oui when every player asked about is among the winners
    (and, with "seul" / "alone", only they are)."""
    winners = {_who(name) for name in str(found.verdict).split(" et ")}
    asked_as = {_who(name) for name in asked}
    yes = asked_as <= winners and (not alone or asked_as == winners)
    return replace(
        found,
        verdict="oui" if yes else "non",
        explanation=("Oui. " if yes else "Non. ") + found.explanation,
        explanation_en=("Yes. " if yes else "No. ") + found.explanation_en,
    )


def _yes_no(found: Verdict, yes_no: bool) -> Verdict:
    """ "Do I win?" answered oui / non: the asker wins when they are among the winners (a tie wins together)."""
    if not yes_no:
        return found
    mine = found.verdict == "vous deux" or "toi" in str(found.verdict).split(" et ")
    return replace(
        found,
        verdict="oui" if mine else "non",
        explanation=("Oui. " if mine else "Non. ") + found.explanation,
        explanation_en=("Yes. " if mine else "No. ") + found.explanation_en,
    )


_LAST_ONE = (
    r"derniere case|last (?:empty )?(?:square|spot)|(?:one|a single|1) (?:empty )?(?:square|spot) (?:left|remaining)"
    r"|plus que (?:cette|cette derniere|la|ma) case|only (?:this|that) (?:empty )?(?:square|spot)"
    r"|(?:une seule|plus qu une|qu une|only one|just one|one last) "
    r"(?:case|square|spot|place)|(?:il me reste|il me restait|i have|i had|i ve got) (?:une|one|a single) (?:case|square|spot)"
    r"|jardin (?:est )?(?:complet|plein|rempli)|remplis|fill|full"
)
_LAYS = r"mets|met|mis|pose|posee|place|placee|joue|remplis|rempli|put|puts|play|played|fill|fills|filled|complete"
_BREAKS = (
    r"ne respecte pas|sans respecter|casse l ordre|hors ordre|doesn t fit|does not fit|out of order|breaks the order"
    r"|(?:ne )?(?:rentre|va|passe|colle) pas|won t fit|wouldn t fit|not in order|pas dans l ordre"
)
# the clover said to keep the order ("un 14 qui y rentre en respectant l'ordre", "a 14 that fits"): a stated fact, so the
# square's neighbours need not be read; not when that is what is asked ("il rentre ?", "does it fit?")
_FITS = (
    r"(?:en )?respectant (?:bien )?l ordre|respecte (?:bien |parfaitement )?l ordre|(?:qui|il|elle|and it|it) (?:y |bien )*(?:rentre|passe|colle|convient|tient)\b(?! pas)"
    r"|(?:qui|il) y va\b(?! pas)|dans l ordre|en ordre|sans (?:casser|briser|enfreindre) l ordre|fits|goes in (?:there )?in order|in order|legally|legal|valid"
    r"|respecting the order|keeping the order|following the order|without breaking the order"
)
_FITS_ASKED_BEFORE = r"\b(?:est ce qu|is it|does it|do(?:es)? (?:the|my) \w+|si|if)\b[^,.;:!?]*$"  # "est-ce qu'il rentre", "if it fits"
_FITS_ASKED_AFTER = r" ?(?:\w+ ){0,2}\?"  # "il rentre ?", "fits in order?"


def _says_fits(t: str) -> bool:
    """Whether the words state that the clover keeps the order (not ask it, nor deny it)."""
    for m in re.finditer(rf"\b(?:{_FITS})", t):
        if not re.search(_FITS_ASKED_BEFORE, t[: m.start()]) and not re.match(
            _FITS_ASKED_AFTER, t[m.end() :]
        ):
            return True
    return False


_ASK_LAST = MissingSituation(
    R.FULL_GARDEN_WINS,
    "Dis-moi le trèfle que tu poses et les nombres autour de ta dernière case vide.",
    "Tell me the clover you lay and the numbers around your last empty square.",
)


# The asker drawing a clover ("I flip a 19", "je pioche un 19", "le 19 que je viens de tirer"): on the last empty
# square, "do I win?" asks whether it goes there
_I_DRAW = (
    r"(?:^|[,;:.!?] |\b(?:je|j ai|j|i|i ve|i just|i ve just|je viens de|et|and|puis|then|alors|so) )"
    r"(?:pioche|piocher|tire|tirer|retourne|retourner|draw|drew|flip|flipped|turn over|turned over|reveal|revealed)"
    r" (?:(?:un|une|le|la|a|an|the) )?\d+\b"
)


def _draws(t: str) -> bool:
    return re.search(_I_DRAW, t) is not None or JUST_DRAWN.search(t) is not None


# nobody filled a garden ("before anyone filled their garden", "personne n'a rempli son jardin", "sans que personne
# ait fini"): the pile ran out first, no last square was filled
_NOBODY_FILLS = (
    r"\b(?:before|without|avant que|sans que)\s+(?:anyone|anybody|someone|somebody|any of us|personne|quelqu un|un joueur|qui que ce soit)"
    r"(?:\s+(?:\w+\s+){0,3}?)(?:fill|fills|filled|finished|completed|rempli|remplisse|remplit|finisse|fini|complete)\b"
    r"|\b(?:nobody|no one|noone|none of us|personne|aucun(?:e)?(?: (?:joueur|joueuse|de nous))?)\s+(?:(?:n a|n avait|n ont|has|had|ever)\s+)?"
    r"(?:fill|fills|filled|finished|completed|rempli|remplit|fini|complete)\b"
)


def _fills_last(t: str) -> bool:
    """A clover laid (or just drawn) on the last empty square: "il me restait une seule case vide, j'y mets un 14"."""
    t = re.sub(_NOBODY_FILLS, " ", t)
    return has(t, _LAST_ONE) and (
        has(t, rf"{_LAYS}|derniere case|last square|jardin (?:est )?(?:complet|plein|rempli)|full")
        or _draws(t)
    )


def _last_square(t: str) -> Interpretation:
    """Filling the last empty square wins at once, if the clover keeps the order.

    Neighbours of that square, when stated ("à sa gauche un 9, au-dessus un 8", "entre le 9 et le 13
    de ma rangée"), are checked against the clover laid; a number the words do not account for makes
    it ask. Another player's count of empty squares, said with its unit ("Paul still has 2 empty
    squares"), does not matter: the full garden wins at once (unless that player is said to have
    filled theirs: then no verdict). "Who wins?" is answered "toi".

    A clover only drawn, not said laid ("I flip a 19. Do I win right away?"), wins only if it fits: the
    square's neighbours must be read in both its row and its column, or it asks; "who wins?" then gets no verdict.
    """
    who = has(t, _WHO)
    goes_on = _asks_goes_on(t)
    filler = re.search(_OTHER_FILLS_LAST, t)
    if (
        filler is not None
        and not goes_on
        and _is_other(filler.group(1))
        and filler.group(1) not in _OTHER_WORDS.split("|")
    ):
        return _other_fills_last(t, filler)
    only_drawn = not has(t, rf"{_LAYS}|jardin (?:est )?(?:complet|plein|rempli)|full")
    if has(t, _BREAKS):
        if who or goes_on:
            return None
        return _v(
            R.FULL_GARDEN_WINS,
            "non",
            "Pour gagner, le trèfle posé sur la dernière case doit respecter la règle de pose.",
            "To win, the clover laid on the last square must follow the placement rule.",
        )
    drawn = drawn_match(t)
    rest = t if drawn is None else t[: drawn.start(1)] + " " + t[drawn.end(1) :]
    listed = lines_through_hole(
        rest
    )  # "bottom row reads 5 11 16 _", "ma colonne de droite : 8, 13, 17, vide"
    if listed is None:
        return _ASK_LAST
    lined, rest = listed
    around, rest = crossing_neighbours(strip_spots(rest) if lined else rest, between=True)
    for side, n in lined.items():
        around[side] = (max if side in ("left", "above") else min)(
            [n] + ([around[side]] if side in around else [])
        )
    rest, others = _others_counts(rest)
    rest = re.sub(
        _MY_ONE_LEFT, " ", rest
    )  # "I have 1 empty square left": the premise, not a number to place
    if numbers(rest) or around and drawn is None:
        return _ASK_LAST
    if (
        only_drawn
        and not _says_fits(t)
        and not (set(around) & {"left", "right"} and set(around) & {"above", "below"})
    ):
        return _ASK_LAST  # whether the clover drawn fits the square is not said
    if only_drawn and who:
        return None
    if others is None:
        return None  # another player filled a garden too: who was first is not said
    broken = None if drawn is None else around_conflict(int(drawn.group(1)), around)
    if broken is not None:
        return None if who else broken
    found = _v(
        R.FULL_GARDEN_WINS,
        "oui",
        "Poser un trèfle, en respectant l'ordre, sur ta dernière case vide te fait gagner aussitôt.",
        "Placing a clover, in order, on your last empty square wins at once.",
    )
    asked = _asked_sentence(t)
    if has(asked, _WIN_CUE) and asked_polarity(asked, _WIN_CUE) != "plain":
        return None  # "je gagne pas tout de suite ?": a negated question, its answer's polarity is not sure
    if goes_on:
        if who or has(t, r"\bou\b|\bor\b"):
            return None  # "je gagne tout de suite ou on finit le tour ?": not a yes/no question
        verdict = _as_asked(
            asked, _GOES_ON, "non"
        )  # "on doit finir le tour ?" → non; "je gagne sans finir le tour ?" → oui
        if verdict is None:
            return None
        yes = verdict == "oui"
        return replace(
            found,
            verdict=verdict,
            explanation=("Oui" if yes else "Non")
            + " : la partie s'arrête aussitôt. "
            + found.explanation,
            explanation_en=("Yes" if yes else "No")
            + ": the game stops at once. "
            + found.explanation_en,
        )
    if who:
        return replace(
            found,
            verdict="toi",
            explanation=found.explanation + others[0],
            explanation_en=found.explanation_en + others[1],
        )
    asked_about = _win_subject(asked)
    if asked_about is None:
        return None  # "Marc et moi on gagne ?", a subject not read: not sure who is asked about
    if asked_about != "toi":  # "does Marc win?": the asker filled their garden, so no
        return replace(
            found,
            verdict="non",
            explanation="Non. " + found.explanation + others[0],
            explanation_en="No. " + found.explanation_en + others[1],
        )
    return found


# another player filling their last square: "Léa vient de remplir sa dernière case", "Sophie fills her last empty square"
_OTHER_FILLS_LAST = (
    rf"\b([a-z]{{2,}}) (?:\w+ ){{0,3}}?(?:{_LAYS}|remplir|remplit|fills|filled|completes|completed)\b (?:\w+ ){{0,4}}?"
    r"(?:sa|son|her|his|their) (?:(?:derniere|last|seule|only|single|empty|free) )+(?:case|square|spot|trou|gap)"
)
# the clover that fills it: "avec un 12", "with a legal 9", "en posant un 12"
_FILLED_WITH = r"\b(?:avec|with|par|by|en posant|by placing|en mettant|putting|placing|laying) (?:(?:un|une|le|son|sa|a|an|the|her|his|legal|valid|valide|nice|beau|bon) )*\d+\b"


def _win_subject(asked: str) -> str | None:
    """Whom a yes/no question on winning asks about, from the word right before the win verb (auxiliaries skipped):
    "toi" ("do I win?", "j'ai gagné ?", "c'est gagné ?"), a player named ("does Marc win?", "Léa a gagné ?"); None for
    "on" / "we" or another word (not sure who is asked about)."""
    match = re.search(rf"\b(?:{_WIN_CUE})", asked)
    if match is None:
        return "toi"
    words = re.split(r"[,;:]", asked[: match.start()])[-1].split()
    while words and words[-1] in (
        "a",
        "ai",
        "as",
        "has",
        "have",
        "did",
        "does",
        "do",
        "will",
        "would",
        "just",
        "vient",
        "de",
        "d",
        "bien",
        "deja",
        "already",
        "then",
        "alors",
        "donc",
        "so",
        "que",
        "qu",
        "ce",
        "est",
    ):
        words.pop()
    if not words or re.fullmatch(r"c|it|that", words[-1]):
        return "toi"  # "gagné ?", "c'est gagné ?"
    if re.fullmatch(ME, words[-1]):
        return "toi"
    return words[-1] if _is_other(words[-1]) and words[-1] not in _OTHER_WORDS.split("|") else None


def _other_fills_last(t: str, filler: re.Match[str]) -> Interpretation:
    """Another player filled their last empty square (in order): that player wins at once, whatever the asker's and the
    others' counts. Any other number not read or a clover said to break the order: no verdict (play going on is asked as for the
    asker: the game stops at once)."""
    name = filler.group(1)
    if has(t, _BREAKS):
        return None
    rest = re.sub(_FILLED_WITH, " ", t)
    drawn = drawn_match(rest)
    if drawn is not None and drawn.start() < filler.end() + 40:
        rest = rest[: drawn.start(1)] + " " + rest[drawn.end(1) :]
    rest = re.sub(_MY_COUNT, " ", spell_counts(rest, _EMPTY))
    rest = _OTHER_COUNT.sub(
        lambda m: " " if _is_other(m.group(1)) and m.group(1) != name else m.group(0), rest
    )
    if numbers(rest) or any(
        _is_other(m.group(1)) and m.group(1) != name for m in re.finditer(_OTHER_FILLED, t)
    ):
        return None  # a number not read, or a second garden filled
    who = _who(name)
    found = _v(
        R.FULL_GARDEN_WINS,
        who,
        f"{who} a posé un trèfle, en respectant l'ordre, sur sa dernière case vide : {who} gagne aussitôt, "
        "quelles que soient les cases vides des autres.",
        f"{who} laid a clover, in order, on their last empty square: {who} wins at once, whatever the others' empty squares.",
    )
    if has(t, _WHO):
        return found
    asked = _asked_sentence(t)
    if has(asked, _WIN_CUE) and asked_polarity(asked, _WIN_CUE) != "plain":
        return None
    subject = _win_subject(asked)
    if subject is None or not has(asked, _WIN_CUE):
        return None
    yes = subject == name
    return replace(
        found,
        verdict="oui" if yes else "non",
        explanation=("Oui. " if yes else "Non. ") + found.explanation,
        explanation_en=("Yes. " if yes else "No. ") + found.explanation_en,
    )


# Whether play goes on after the win: "on doit finir le tour ?", "do the others still get their turn?"
_GOES_ON = (
    r"(?:finir|finit|finissent|finisse|finish|finishes|terminer|termine|terminent|play out|continuer|continue|continues|attendre|wait)"
    r"\b(?: \w+){0,4}? (?:tour|manche|round|turn|partie|game|fin|end)\b"
    r"|(?:les autres|l autre|the others?|other players?|everyone else|tout le monde|[a-z]{2,}) (?:\w+ ){0,3}?(?:rejouer|rejouent|joue(?:nt)? encore|jouer encore"
    r"|(?:get|gets|still get|have|has) (?:to play|(?:a |their |his |her )?(?:last )?(?:turn|go))|still play|play (?:again|on))"
    r"|(?:la partie|le jeu|la manche|the game|the round|play) (?:\w+ )?(?:continue|continues|goes on|go on|carries on|carry on|keeps going|keep going)|keep (?:on )?playing"
    r"|(?:a|ont|have|has) (?:encore|toujours|still) (?:son|sa|leur|leurs|his|her|their|a|un) (?:tour|turn)"
    r"|continuer a jouer|(?:encore|un dernier|one more|another|a last|a final) (?:un )?(?:tour|turn|round)"
)
_QUESTION_ASK = r"dois|doit|doivent|faut|must|have to|has to|need|est ce qu|do we|does|do the|do they|is the|on (?:continue|finit|termine|attend)|\?"


_WIN_CUE = r"gagne|gagnes|gagnons|win|wins|won|l emporte|remporte"


def _asked_sentence(t: str) -> str:
    return re.split(r"(?<=[.!])\s", t)[-1]


def _asks_goes_on(t: str) -> bool:
    """Whether the question (its last sentence) asks if play goes on after the garden is filled, plainly ("on doit
    finir le tour ?") or as a need denied ("je gagne sans finir le tour des autres ?": _as_asked flips the answer)."""
    asked = _asked_sentence(t)
    return (
        "?" in asked
        and re.search(_GOES_ON, asked) is not None
        and re.search(_QUESTION_ASK, asked) is not None
    )


_SQUARES = r"(?:cases? (?:vides?|libres?)|(?:empty|free|blank) (?:squares?|spaces?|spots?)|(?:squares?|spaces?|spots?) (?:left|empty|free))"
# the asker's own count: "moi il me reste 2 cases vides", "I still have 3 empty squares", "j'en ai encore 2"
_MY_COUNT = (
    rf"(?:\bmoi,? )?(?:\bil (?:ne )?(?:me|m) (?:en )?rest(?:e|ent|ait|aient)|\bj (?:en )?(?:ai|avais)|\bi (?:still )?(?:have|had)|\bi ve (?:still )?got)"
    rf"(?: encore| still| toujours)? (?:\d+) {_SQUARES}"
)
_MY_ONE_LEFT = rf"(?<![\w.])1 (?:seule |derniere |single |last |only )?(?:{_SQUARES}|cases? restantes?)"  # "il me reste 1 case vide"
_OTHER_HOLDS = (
    r"(?:(?:a|has|had|avait|a encore|avait encore|still has|still had|only has|en a|en a encore|en avait"
    r"|(?:il |elle )?lui reste|(?:il |elle )?lui restait) )?(?:encore |still |only |seulement |juste |just )?"
)
_OTHER_COUNT = re.compile(
    rf"(?:^|[,;:.!?] |\b(?:et|and|mais|but|while|alors que|pendant que) )(?:(?:mon|ma|my|l|the) )?([a-z]{{2,}}) {_OTHER_HOLDS}(\d+) {_SQUARES}"
)
_OTHER_WORDS = r"adversaire|opponent|autre|other|lui|elle|he|she|they"
_FILLS = r"rempli|remplit|fini|finit|termine|complete|filled|finished|completed|fills|finishes"
_OTHER_FILLED = (
    rf"\b([a-z]{{2,}}) (?:a |avait |has |had |just |vient d |a deja |already )?(?:{_FILLS})\b"
    r"(?! (?:son|sa|his|her|their|le|the) (?:tour|turn))"
)  # "Paul a rempli son jardin", not "finit son tour"


def _others_counts(t: str) -> tuple[str, tuple[str, str] | None]:
    """The text without other players' counts of empty squares ("Paul still has 2 empty squares"), and
    a note on them for the explanation; None for the note when another player filled their garden."""
    if any(_is_other(m.group(1)) for m in re.finditer(_OTHER_FILLED, t)):
        return t, None
    said = [
        (m.group(1), int(m.group(2))) for m in _OTHER_COUNT.finditer(t) if _is_other(m.group(1))
    ]
    if not said:
        return t, ("", "")
    rest = _OTHER_COUNT.sub(
        lambda m: (
            m.group(0)[: m.start(1) - m.start()] + " " if _is_other(m.group(1)) else m.group(0)
        ),
        t,
    )
    listing = ", ".join(f"{name.capitalize()} {n}" for name, n in said)
    return rest, (
        f" Les cases vides des autres ({listing}) ne comptent pas : tu as rempli ton jardin.",
        f" The others' empty squares ({listing}) do not matter: you filled your garden.",
    )


def _is_other(word: str) -> bool:
    """Whether a word names another player ("paul", "adversaire"), not the asker nor a verb."""
    return (
        re.fullmatch(_OTHER_WORDS, word) is not None
        or is_name(word)
        and word not in ("ai", "as", "ve", "avons", "avez", "have", "has", "had")
    )


def _named_winner(named: list[tuple[str, int]]) -> Verdict:
    """Fewest empty squares wins among named players; tied ones win together."""
    fewest = min(n for _, n in named)
    best = [_who(name) for name, n in named if n == fewest]
    listing = ", ".join(f"{_who(name)} {n}" for name, n in named)
    if len(best) > 1:
        who = " et ".join(best)
        return _v(
            R.TIE_SHARED,
            who,
            f"Cases vides : {listing}. Égalité à {fewest} : {who} gagnent ensemble.",
            f"Empty squares: {listing}. Tied on {fewest}: {' and '.join(best)} win together.",
        )
    return _v(
        R.PILE_EXHAUSTED,
        best[0],
        f"Cases vides : {listing}. Le moins de cases vides l'emporte : {best[0]}.",
        f"Empty squares: {listing}. Fewest empty squares wins: {best[0]}.",
    )


def _who(name: str) -> str:
    return name if name == "toi" or name.startswith("l'") else name.capitalize()


_COLOUR_NAMES = (
    r"(?:verte?s?|rouges?|bleue?s?|jaunes?|violette?s?|oranges?|roses?|noire?s?|blanche?s?"
    r"|greens?|reds?|blues?|yellows?|purples?|pinks?|blacks?|whites?)"
)
_SIDE_BY_SIDE = r"a cote|cote a cote|voisins?|voisines?|next to|side by side|adjacent|meme (?:ligne|rangee|colonne)|same (?:row|column|line)"
_SAME_WAY = r"pareil|pareille|pareils|de la meme (?:facon|maniere)|the same way|alike"
_OTHER_WAY = r"differemment|autrement|differently"
# "deux verts" counts clovers of a colour; "un 10 vert" / "mon 10 bleu" is one clover, its number to read
_COLOUR_COUNT = (
    r"(?<!\bun )(?<!\bune )(?<!\ble )(?<!\bla )(?<!\bl )(?<!\bmon )(?<!\bma )(?<!\bce )(?<!\ba )(?<!\ban )(?<!\bthe )(?<!\bmy )"
    rf"(?<![\w.])\d+ (?:(?:trefles?|clovers?) )?(?:de (?:la )?meme couleur|of the same colou?r|{_COLOUR_NAMES}|couleurs?|colou?rs?)\b"
)
# a clover or a line said with a colour and no number: "a yellow clover", "des trèfles rouges", "the clovers are red",
# "une colonne toute rouge", "a column of reds"
_COLOURED_CLOVER = (
    rf"(?:trefles?|clovers?|tuiles?) (?:(?:\w+ ){{0,3}}?(?:sont|est|soient|are|is|were) )?(?:tous |toutes |all )?{_COLOUR_NAMES}\b"
    rf"|{_COLOUR_NAMES} (?:trefles?|clovers?)|(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?) (?:est |sont |is |are )?(?:toute?s? |all |of |de )?{_COLOUR_NAMES}\b"
)
_MAY = r"peux|peut|pouvons|pouvez|can|may|allowed|le droit|autorise|permis|possible|legal|legit|ok|okay"
_MATTERS = (
    r"faut|dois|doit|devons|oblige|attention|compte|comptent|importe|important|respecter|alterner|assortir"
    r"|change|changent|changer|influence|influe|joue un role|differe|difference"
    r"|matter|matters|must|have to|has to|need|needs|count|counts|match|alternate|care|affect|affects|makes? a difference"
)
# an either-or question ("elles restent spéciales ou je peux y échanger ?", "does it matter or can I ...?"): a yes/no
# answer would answer one half only
_EITHER_OR = r"(?<!endroit )(?<!\bla )(?<!\bd )(?<!\bpar )(?<!importe )(?<!case )(?<!place )\b(?:ou|or) (?:(?:bien|alors|est ce que|est ce qu|can|may|do|does) )?(?:je|j|on|tu|i|we|you|elles?|they|ils?|it|c est|is it)\b"
_FORBIDDEN = r"interdit|forbidden|illegal|not allowed|against the rules|defendu"


def read_colour(t: str) -> Interpretation:
    """Colours only sort the sets: only the clover's value matters.

    "la couleur compte ?", "faut-il faire attention aux couleurs, genre pas deux verts à côté ?" → non;
    "je peux mettre deux verts côte à côte ?" → oui. A colour named without "couleur" counts only
    next to a placement cue ("à côté", "same row"). A number other than a count of colours
    ("deux verts") belongs to a concrete line: the placement readers decide it.
    """
    if not has(t, r"couleurs?|colou?rs?|colou?red") and not (
        has(t, _COLOUR_NAMES)
        and has(t, f"{_SIDE_BY_SIDE}|{_SAME_WAY}|{_OTHER_WAY}|{_COLOURED_CLOVER}")
    ):
        return None
    if asks_how(t) and not has(t, _MATTERS) or numbers(re.sub(_COLOUR_COUNT, " ", t)):
        return None
    if has(t, _MATTERS) and has(t, _MAY) and re.search(_EITHER_OR, t):
        return None
    if has(t, _MATTERS):
        verdict = _as_asked(
            t, _MATTERS, "non"
        )  # "pas besoin de faire attention aux couleurs ?": oui; "ça compte pas ?": none
        if verdict is None:
            return None
    elif has(t, _OTHER_WAY) or has(t, _FORBIDDEN) and not negated(t, _FORBIDDEN):
        verdict = "non"
    elif (
        has(t, _SAME_WAY)
        or has(t, _MAY)
        and not negated(t, _MAY)
        and not has(t, r"pas le droit|can t|cannot")
    ):  # "les roses et les oranges se jouent pareil ?"
        verdict = "oui"
    elif has(t, r"couleurs?|colou?rs?"):
        verdict = "non"  # "la couleur des trèfles ?": does it count
    else:
        return None
    return _v(
        R.COLOUR_IRRELEVANT,
        verdict,
        "La couleur ne compte pas : seule la valeur des trèfles importe.",
        "Colour does not matter: only the clovers' value does.",
    )


_LINE_INDEX = r"\b(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?) (?:n |no |number )?\d\b"
_DIAGONAL = r"diagonale?|dorees?|golden"
_SETUP_SPOT = (
    r"plus petits?|plus grands?|petits nombres|grands nombres|smallest|lowest|biggest|highest|largest"
    r"|en haut a gauche|en bas a droite|top left|bottom right|trier|ranger|arrange|sort"
)
_SETUP_DRAW = r"tire|tirer|tirent|pioche|piocher|prend|prendre|recoit|recevoir|pose|poser|draws?|takes?|gets?|places?|deal|dealt|receives?"
_ANYWHERE = r"n importe ou|n importe quelle case|ou (?:je|on|tu) veu[xt]|anywhere|wherever|any square|where(?:ver)? i (?:want|like)"
_NEXT_TO = r"a droite d|a gauche d|au dessus d|en dessous d|sous (?:le|un|mon)|entre|right of|left of|above|below|under|between|next to|a cote d"


def unread_numbers(t: str, counted: str = "") -> list[int]:
    """Numbers a general reader would leave unread: all but line indexes and the counts it names ("4 trefles")."""
    text = re.sub(_LINE_INDEX, " ", t)
    if counted:
        text = re.sub(rf"(?<![\w.])\d+ (?:{counted})", " ", text)
    return numbers(text)


_ALL_GAME = r"toute la partie|tout le jeu|(?:le )?reste de la partie|all game|whole game|rest of the game|entire game"
_FREE_ORDER = r"(?:l )?ordre (?:que|qu) (?:je|j|on|tu|il|elle) veu|any order|(?:whatever|whichever) order|n importe quel ordre|l ordre de (?:mon|son|ton) choix"


def read_setup(t: str) -> Interpretation:
    """Setup: 4 clovers on the golden diagonal, in the order the player wants.

    "combien de trèfles on tire au départ ?" / "how many clovers at setup?" → 4 (no other number said).
    "où je veux" / "pas forcément sur la diagonale" → non (they go on the diagonal); "je dois les trier ?" → non;
    "dans l'ordre que je veux ?" → oui. Advice ("mieux vaut") is left to retrieval.
    """
    if not has(t, r"mise en place|depart|debut|setup|set up|start|initial|starting"):
        return None
    if has(t, rf"apres|ensuite|after|later|pendant|during|en cours|{_ALL_GAME}"):
        return None
    if (
        has(t, r"combien (?:de )?(?:trefles|clovers)|how many (?:clovers|tiles)")
        and has(t, _SETUP_DRAW)
        and not numbers(t)
        and not has(
            t,
            r"dans la pioche|in the (?:draw )?pile|deck|au total|en tout|boite|box|total|dans le jeu|in the game|reste|left",
        )
    ):
        return _v(
            R.SETUP_DIAGONAL,
            4,
            "À la mise en place, chaque joueur tire 4 trèfles, posés sur les quatre cases dorées de la diagonale.",
            "At setup each player draws 4 clovers, laid on the four golden squares of the diagonal.",
        )
    if not has(
        t,
        rf"{_DIAGONAL}|4 trefles|trefles de depart|4 clovers|starting clovers|ordre|order|{_SETUP_SPOT}|{_ANYWHERE}",
    ) or asks_how(t):
        return None
    if has(t, r"mieux|better|best|conseil|conseille|advice|strateg|interet|astuce|tip"):
        return None  # the booklet's advice, not a rule: retrieval quotes it
    if unread_numbers(t, r"trefles?|clovers?|cases?|squares?") and has(strip_spots(t), _NEXT_TO):
        return None  # a clover placed next to another: a line question, not the setup
    off_diagonal = negated(t, _DIAGONAL) or has(
        t, r"hors de la diagonale|off the diagonal|ailleurs|elsewhere"
    )
    verdict: str | None  # None: the answer's polarity not sure
    if off_diagonal or has(t, _ANYWHERE) and not has(t, _DIAGONAL):
        verdict = "non"
    elif has(t, _MUST):
        # an obligation asked: the diagonal is one ("je dois les poser sur la diagonale ?" → oui), an order or a spot is not
        # ("je dois les trier ?", "sur la diagonale dans l'ordre croissant ?" → non)
        if has(t, r"laisser|laisse|garder|garde|rester|restent|keep|leave|stay"):
            return None  # "je dois les laisser sur la diagonale ?": whether they stay there, not the setup
        sorted_asked = has(t, rf"ordre|order|croissant|increasing|{_SETUP_SPOT}") and not has(
            t, _FREE_ORDER
        )
        diagonal_asked = has(t, _DIAGONAL) and not sorted_asked
        verdict = _as_asked(
            t, _MUST, "oui" if diagonal_asked else "non"
        )  # "pas besoin de les trier ?": oui
    else:
        verdict = "oui"
    if verdict is None:
        return None
    return _v(
        R.SETUP_DIAGONAL,
        verdict,
        "À la mise en place, tu poses tes 4 trèfles sur la diagonale dorée dans l'ordre que tu veux "
        "(ces cases ne partagent ni rangée ni colonne).",
        "At setup you lay your 4 clovers on the golden diagonal in any order you like "
        "(those squares share no row or column).",
    )


def read_golden(t: str) -> Interpretation:
    """After setup the golden squares are played and swapped like all the others.

    A clover value stated ("un 5 sur une case dorée, je mets un 3 à droite") makes it a line question:
    None, so the placement readers decide it on the order rule.
    """
    if not has(t, r"dorees?|golden|diagonale?"):
        return None
    if asks_how(t) and not has(t, r"speciale?s?|special"):
        return None
    if unread_numbers(
        t, r"(?:cases? |squares? )?(?:dorees?|golden)|cases?|squares?|trefles?|clovers?"
    ):
        return None
    special_cue = r"speciale?s?|special|particulier|particuliere|differente?s?|protegee?s?|bloquee?s?|fixes?|intouchables?|reservee?s?|locked|protected|different"
    special = has(t, special_cue)
    if special and re.search(_EITHER_OR, t):
        return None  # "elles restent spéciales ou je peux y échanger un trèfle ?": either-or, no yes/no
    if has(_asked_part(t), _MUST):
        if has(t, r"mise en place|depart|debut|setup|set up|start|initial|starting") and not has(
            t, _ALL_GAME
        ):
            return None  # an obligation at setup (the setup reader's, which left it): not the golden squares after it
        # an obligation asked: the order holds there too ("do golden squares have to follow the order?" → oui); nothing
        # else is special ("je suis obligé de garder le trèfle de la case dorée ?" → non)
        verdict = _as_asked(
            _asked_part(t),
            _MUST,
            "oui" if has(t, r"ordre|order|croissant|increasing|respect") else "non",
        )
    else:
        # "elles ne sont plus spéciales ?", "je ne peux pas les échanger ?": a negated cue, no verdict
        verdict = _as_asked(t, special_cue, "non") if special else _modal(t, "oui", None)
    if verdict is None:
        return None
    return _v(
        R.GOLDEN_ORDINARY,
        verdict,
        "Après la mise en place, les cases dorées se jouent et s'échangent comme toutes les autres.",
        "After setup, golden squares are played and swapped like any other.",
    )


_TAKE = r"prendre|prends|prend|recuperer|recupere|reprendre|take|takes|took|grab|pick|choisir"
_DET = r"(?:(?:le|la|l|un|une|the|a|an|that|this|ce)\s+)?"


_REFUSED = (
    r"refuse|refusee|defausse|defaussee|jete|jetee|rejete|rejetee|refused|discarded|rejected|declined|dumped|tossed|passed on"
    r"|threw (?:it )?(?:away|out)|thrown away|turned (?:it )?down"
)
_SOMEONE = (
    r"quelqu un(?: d autre)?|some(?:one|body)(?: else)?|(?:un|une|l|le|the|another|a) (?:autre )?(?:joueur|joueuse|player)"
    r"(?: (?:d avant|precedent|before me))?|(?:mon|ma|my) (?:voisine?|neighbou?r)|il|elle|he|she"
)
_OTHER = rf"{_SOMEONE}|[a-z]{{2,}}"
_BY_OTHER = re.compile(  # "Léa a refusé un 14", "Tom discarded a 14", "un 14 défaussé par Léa", "the 14 Tom turned down"
    rf"\b(?P<who>{_OTHER}) (?:l |la |le )?(?:(?:a|avait|vient d|venait d|has|had|just|a deja|already) )*(?P<verb>{_REFUSED})\b"
    rf"(?: (?:(?:un|une|le|la|son|sa|a|an|the|his|her|their) )?(?:(?:trefle|clover) )?(?P<what>\d+)\b)?"
    rf"|\b(?P<what2>\d+) (?:(?:que|qu|that|which) )?(?:(?:a ete|was|has been|been) )?(?P<verb2>{_REFUSED}) (?:par|by) (?:mon |ma |my |l |the )?"
    rf"(?P<who2>{_OTHER})\b"
)
_TAKE_IT = (
    r"(?:le|la|l) (?:prendre|prends|prend|recuperer|recupere|reprendre|reprends|piquer|choper)\b"
    r"|(?:take|grab|pick|nab|have) it\b|pick it up"
)
_TAKEN_AWAY = (
    r"(?:l a|l avait|l ont|l a deja|l avait deja) (?:pris|repris|recupere|pique)|(?:took|taken|grabbed|picked up|nabbed) it"
    r"|(?:deja|already) (?:pris|repris|taken|gone)|n est plus|no longer|not there anymore|plus au (?:centre|milieu)"
)
_ALREADY_DREW = (
    r"j ai (?:deja )?(?:pioche|tire|retourne)\b|je viens de (?:piocher|tirer|retourner)|(?:deja|already) (?:pioche|drawn|drew|flipped)"
    r"|i (?:already |just )?(?:drew|flipped)\b|i ve (?:already |just )?(?:drawn|flipped)"
)
_CENTRE = r"face visible|face up|au centre|au milieu|in the middle|in the cent(?:re|er)|sur la table|on the table"


def _by_other(t: str) -> list[re.Match[str]]:
    """Refusals said of another player: "Léa a refusé un 14", "my opponent discarded a 9", "un 3 jeté par Tom"."""
    found = []
    for match in _BY_OTHER.finditer(t):
        who = match.group("who") or match.group("who2")
        denied = re.search(
            r"\b(?:no|not|n|pas|jamais|never|personne|nobody|hasn t|hadn t|didn t|one)\b",
            t[max(0, match.start() - 4) : match.end()],
        )
        if (re.fullmatch(_SOMEONE, who) or _is_other(who)) and not denied:
            found.append(match)
    return found


def _in_centre(t: str, n: int) -> bool:
    """Whether the words put clover `n` face up in the centre: refused by another player, or said to lie there
    ("il y a un 14 face visible au milieu", "a 14 is face up in the middle", "au centre il y a un 14")."""
    if any(str(n) in (m.group("what"), m.group("what2")) for m in _by_other(t)):
        return True
    return (
        re.search(
            rf"(?<![\w.]){n} (?:\w+ ){{0,3}}?(?:{_CENTRE})\b|\b(?:{_CENTRE}),? (?:\w+ ){{0,3}}?{n}(?![\w])",
            t,
        )
        is not None
    )


def _refuses_too(t: str) -> bool:
    """Another player's refusal, and the asker refusing their own clover to take it ("je pioche un 3, je peux le
    refuser et prendre le 14 ?"): a turn draws or takes, not both; neither reader decides it."""
    others = _by_other(t)
    return (
        bool(others)
        and has(t, _TAKE)
        and has(_without(t, others), _REFUSE)
        and not negated(_without(t, others), _REFUSE)
    )


def read_face_up(t: str) -> Interpretation:
    """Taking a face-up clover needs at least one in the centre.

    "il y a 3 trèfles face visible au milieu" says how many lie there (the only number said): oui.
    A clover refused by another player, or said face up in the centre, is the one "le prendre" / "take it"
    points at ("Léa a refusé un 14, il est au milieu : je peux le prendre ?" → oui), unless the words say
    someone took it since.
    """
    if not has(
        t, r"visibles?|face up|face up|centre|center|milieu|middle|defausses?|discard"
    ) and not _by_other(t):
        return None
    if _refuses_too(t) or has(t, _ALREADY_DREW):
        return None  # a turn draws or takes a face-up clover, not both: not this reader's question
    takes = (
        r"prendre|prends|prend|recuperer|recupere|reprendre|piocher dans|(?:me |se |nous |te )?servir|me sers|take|pick|grab|choisir"
        r"|help (?:myself|yourself|ourselves)|use (?:one|the one|a clover) from"
    )
    empty = r"aucun|rien|vide|none|nothing|no clover|empty|0 trefle|pas de trefle|n y en a pas|il n y a pas|personne|nobody|no one"
    asked = _asked_part(t)
    if (
        not has(asked, takes)
        and has(asked, r"piocher|pioche|tirer|retourner|draw|flip|turn over")
        and has(t, empty)
        and not numbers(t)
    ):
        # nothing in the centre: drawing is the only way ("rien au centre, je dois piocher ?" → oui; "pas obligé de piocher ?" → non)
        verdict = _modal(t, "oui", "oui")
        return (
            None
            if verdict is None
            else _v(
                R.FACE_UP_NEEDS_ONE,
                verdict,
                "Aucun trèfle n'est face visible au centre : tu dois piocher.",
                "No clover lies face up in the centre: you must draw.",
            )
        )
    if not has(t, takes):
        return None
    if has(t, empty) or negated(t, _REFUSE):
        if has(t, _DISCARDED_SINCE):
            return None  # "le centre était vide, mais Tom vient de défausser un 4": a clover laid there since
        if has(asked, _MUST) and _modal(t, "non", "non") != "non":
            return None  # "rien au centre, pas obligé de prendre ?": another question than whether one can be taken
        return _v(
            R.FACE_UP_NEEDS_ONE,
            "non",
            "Aucun trèfle n'est face visible au centre : il n'y a rien à prendre, il faut piocher.",
            "No clover lies face up in the centre: there is nothing to take, you must draw.",
        )
    taken = re.search(rf"\b(?:{_TAKE})\s+{_DET}(?:(?:trefle|clover)\s+)?(\d+)\b", t)
    wanted = int(taken.group(1)) if taken else drawn_value(t)
    shown = numbers(t)
    # "il y a 3 trèfles face visible au milieu": how many lie there, no clover's value
    lying = re.search(
        r"\b(\d+) (?:trefles?|clovers?) (?:(?:sont |are |lying |qui sont )?(?:face visible|face up|visibles?|au milieu|au centre"
        r"|in the (?:middle|centre|center))\b)",
        t,
    )
    if lying is not None and int(lying.group(1)) in shown:
        shown.remove(int(lying.group(1)))
    if wanted is not None:
        shown.remove(wanted)
        if lying is not None and not shown:
            return None  # how many lie there, not which: is the one wanted among them?
    elif lying is not None and int(lying.group(1)) > 0 and not shown:
        pass  # some lie there: taking one is allowed (below)
    elif (
        len(shown) == 1 and has(t, _TAKE_IT) and _in_centre(t, shown[0])
    ):  # "Léa a refusé un 14 ... je peux le prendre ?"
        if has(t, _TAKEN_AWAY):
            return None  # someone took it since: is it still there?
        return _v(
            R.DRAW_OR_TAKE,
            "oui",
            f"Le {shown[0]} est face visible au centre : tu peux le prendre au lieu de piocher.",
            f"The {shown[0]} lies face up in the centre: you may take it instead of drawing.",
        )
    if wanted is not None and shown:
        ok = wanted in shown
        if ok and has(t, _TAKEN_AWAY):
            return None  # "Léa a refusé un 14, mais Tom l'a pris juste après": is it still there?
        return _v(
            R.DRAW_OR_TAKE,
            "oui" if ok else "non",
            f"Au centre : {', '.join(map(str, shown))}. "
            + ("Tu peux prendre ce trèfle." if ok else f"Il n'y a pas de {wanted} à prendre."),
            f"In the centre: {', '.join(map(str, shown))}. "
            + ("You may take it." if ok else f"There is no {wanted} to take."),
        )
    if asks_how(t) or shown:
        return None  # numbers not read as the centre and the clover wanted: not sure
    if has(
        t, _MUST
    ):  # "je suis obligé de prendre le trèfle visible ?": no, drawing stays open ("pas obligé ?": oui)
        verdict = _as_asked(t, _MUST, "non")
        return (
            None
            if verdict is None
            else _v(
                R.DRAW_OR_TAKE,
                verdict,
                "Rien n'oblige : tu retournes un trèfle de la pioche ou tu prends un trèfle face visible, au choix.",
                "Nothing forces it: you either draw a face-down clover or take a face-up one, as you choose.",
            )
        )
    return _v(
        R.DRAW_OR_TAKE,
        "oui",
        "Oui, au lieu de piocher, à condition qu'au moins un trèfle soit déjà face visible au centre.",
        "Yes, instead of drawing, provided at least one clover already lies face up in the centre.",
    )


_FROM_CENTRE = r"visibles?|face up|du centre|from the cent|du milieu|pris au centre|taken|y prendre|repris|reprendre|took from|took it"


# taking is what brings a clover from the centre: "je l'ai repris au centre", "I took it from the middle", "le 9 pris face visible";
# "face visible" / "au milieu" alone say where a refused clover goes ("je peux le laisser au milieu face visible ?")
_TAKEN_VERB = r"pris|prends|prend|prendre|repris|reprends|reprendre|recupere|recuperer|pique|took|taken|take|grabbed|grab|picked|pick"
_CENTRE_PLACE = r"face visible|visibles?|face up|au centre|au milieu|du centre|du milieu|in the middle|in the cent(?:re|er)|from the (?:middle|cent(?:re|er))"


def _taken_from_centre(t: str) -> bool:
    """The clover was taken from the centre, not drawn: a verb of taking said with the centre, or "from the centre"."""
    return has(
        t,
        rf"(?:{_TAKEN_VERB})\b(?:\s+\w+){{0,4}}?\s+(?:{_CENTRE_PLACE})|y prendre|y ai pris|from the cent|du centre|taken|took it",
    )


def _without(t: str, matches: list[re.Match[str]]) -> str:
    for match in reversed(matches):
        t = t[: match.start()] + " " + t[match.end() :]
    return t


_ORDER_WORDS = (
    r"croissante?s?|ordre|monter|montent|increasing|ascending|in order|strictement|strictly"
)


def read_refuse(t: str) -> Interpretation:
    """A drawn clover may be refused, even if playable: it goes face up to the centre.

    Another player's refusal ("Léa a refusé un 14") with a question on taking it is left to read_face_up.
    """
    refuse = has(t, _REFUSE) and not negated(t, _REFUSE)
    # "je dois le poser ?" asks whether to play it at all; "je dois le poser à droite d'un plus petit ?" asks where (order)
    forced = (
        has(
            t,
            rf"(?:{_MUST})\w*\s+(?:\w+\s+){{0,3}}(?:poser|pose|jouer|joue|placer|place|mettre|mette|garder|garde|play|put|use|keep)",
        )
        and not has(strip_spots(t), _NEXT_TO)
        and not has(t, _ORDER_WORDS)
    )  # "obligé de poser les trèfles dans l'ordre croissant ?" asks about the order
    where = r"ou (?:va|part|vont|partent)|(?:va|part|vont|partent|goes|go) ou\b|where does|where do|where goes|goes where|where is it put"
    if not (refuse or forced) or asks_how(t) and not has(t, where):
        return None
    others = _by_other(t)
    taken_back = has(t, _FROM_CENTRE) and has(
        _without(t, others), _REFUSE
    )  # "Tom discarded a 9, I took it, can I refuse it?"
    if (
        others and has(t, _TAKE) and not taken_back
    ):  # "Léa a refusé un 14, je peux le prendre ?": taking it, read_face_up decides
        return None
    if has(t, where):
        return _v(
            R.REFUSE_ANY,
            "au centre, face visible",
            "Le trèfle refusé est défaussé face visible au centre de la table.",
            "A refused clover is discarded face up in the centre of the table.",
        )
    if refuse and _taken_from_centre(
        re.sub(rf"\b(?:{_REFUSE})", " ", t)
    ):  # "le laisser face visible au milieu" says where it goes, not whence
        return _v(
            R.REFUSE_ANY,
            None,
            "Le livret ne tranche pas : il permet de refuser un trèfle pioché, mais ne dit pas "
            "si on peut reposer au centre un trèfle qu'on vient d'y prendre.",
            "The booklet does not settle it: it lets you refuse a drawn clover, but not whether a clover "
            "just taken from the centre may be put back.",
            ambiguous=True,
        )
    if forced and refuse and re.search(_EITHER_OR, t):
        return None  # "do I have to place it, or can I leave it face up?": either-or, a yes/no answers one half only
    asked = _asked_part(t)
    if has(asked, _MUST) and has(asked, _CENTRE_PLACE):
        return None  # "must it go face up to the centre?" (where a refused clover goes) or "must I put it there?": not sure which
    if has(asked, _MAY) and not has(asked, _MUST) and not has(asked, _REFUSE):
        return None  # "I don't want it, can I place it elsewhere?": the permission asked is not the refusal
    # what is asked decides the polarity, not the rule: nothing forces to place (nor to refuse) it, refusing it is allowed
    verdict = _modal(
        t, "oui", "non"
    )  # "am I forced to place it?" → non; "je peux le refuser ?" → oui; "pas obligé de le poser ?" → oui
    if verdict is None:
        return None
    return _v(
        R.REFUSE_ANY,
        verdict,
        "Tu peux refuser le trèfle, même s'il était jouable : il va face visible au centre.",
        "You may refuse the clover, even if playable: it goes face up to the centre.",
    )


# two equal clovers: "deux 10", "deux trèfles 10", "two 10s", "un 10 en haut et l'autre 10 en bas", "a 7 ... another 7"
_DUPLICATE = (
    r"meme (?:nombre|numero|valeur|chiffre)|2 fois|2 (?:(?:trefles?|clovers?|tuiles?) )?\d+s?\b(?!,? (?:et|and) \d)|doublons?|identiques?|egaux|pareils?"
    r"|same (?:number|value)|twice|duplicates?|2 of the same|equal|(\d+)\b.*\b(?:l autre|un autre|une autre|another|the other|encore un|second|2e) \1\b"
    # the same number said twice as clovers: "a red 5 and a blue 5" (colours dropped), "un 9 ... et un 9"
    r"|\b(?:un|une|le|mon|ce|a|an|the|my|this|that) (\d+)\b(?! (?:cases?|squares?|points?|joueurs?|players?)\b).*\b(?:un|une|a|an) \2\b(?! (?:cases?|squares?|points?)\b)"
)


def read_duplicate(t: str) -> Interpretation:
    """Two equal clovers may not share a row or a column (strict order): "deux trèfles 10 dans la même colonne",
    "a 7 at the top and another 7 at the bottom of my row" (the number said twice)."""
    if not has(t, _DUPLICATE):
        return None
    if numbers(t) and drawn_value(t) is not None and not _into_same_line(t):
        return None  # a concrete line: the placement reader decides it
    values = numbers(
        re.sub(r"\b2 (?=(?:(?:trefles?|clovers?|tuiles?) )?\d)", " ", t)
    )  # "deux 10": one value said twice
    if len(set(values)) > 1:
        return None  # "mon 8 ... un 11 ... les couleurs sont pas pareilles": two different clovers, not a duplicate
    # "dans la même ligne" decides even when the words add "de couleurs / colonnes différentes"
    line = r"(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)"
    shared_cue = rf"(?:meme|same) {line}|(?:dans|sur|in|on) (?:une|la|ma|sa|a|the|my|one) {line}"
    shared = re.search(shared_cue, t) if not negated(t, shared_cue) else None
    apart = has(
        t,
        rf"{line} differente?s?|differente?s? {line}|different {line}|pas (?:dans|sur) (?:la|le) meme|ni (?:dans |sur )?la meme"
        rf"|ailleurs|elsewhere|autre {line}|other {line}|not in the same|not on the same",
    )
    if shared is None and (apart or not has(t, line)):
        return _v(
            R.STRICTLY_INCREASING,
            "oui",
            "Oui, deux trèfles égaux peuvent être dans ton jardin s'ils ne partagent ni rangée ni colonne.",
            "Yes, two equal clovers may both be in your garden if they share neither a row nor a column.",
        )
    said = shared.group(0) if shared is not None else t
    if has(said, r"colonnes?|columns?") and not has(said, r"lignes?|rangees?|rows?|lines?"):
        return _v(
            R.STRICTLY_INCREASING,
            "non",
            "Un 7 sous un 7 : la colonne ne monte plus strictement.",
            "A 7 below a 7: the column no longer strictly increases.",
        )
    return _v(
        R.STRICTLY_INCREASING,
        "non",
        "Un 7 à droite d'un 7 : la rangée ne monte plus strictement.",
        "A 7 to the right of a 7: the row no longer strictly increases.",
    )


_SAME_LINE = r"(?:meme|same) (?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)"


def _into_same_line(t: str) -> bool:
    """The clover in hand said to go into the very line that holds its equal ("got a yellow 6 in one of my rows, can I put a
    green 6 in that same row?", "j'ai un 9 dans ma colonne, je pioche un autre 9, je peux le mettre dans la même colonne ?"):
    the number said twice and no other, the line named the same, not denied; asked "may I?" plainly ("I can't put ..., right?"
    gets no verdict), of the asker's own garden alone (no other player named)."""
    if (
        set(numbers(t)) != {drawn_value(t)}
        or len(numbers(t)) < 2
        or not has(t, _SAME_LINE)
        or negated(t, _SAME_LINE)
    ):
        return False
    if not has(t, _MAY) or negated(t, _MAY) or has(t, r"pas le droit|can t|cannot|couldn t"):
        return False
    return not (has(t, _OTHERS_HOLD) or has(t, _THEIR_LINE))


# a line of another player's garden: "one of her rows", "sa colonne" said of Léa, "Lea's row", "ses lignes", "son jardin"
_THEIR_LINE = (
    r"(?:his|her|their|son|sa|ses|leur|leurs|[a-z]{2,} s) (?:\w+ )?(?:rows?|columns?|lines?|lignes?|rangees?|colonnes?"
    r"|jardin|garden|plateau|board)|adversaire|opponent|l autre joueur|the other player"
)


def read_gaps(t: str) -> Interpretation:
    """Numbers must climb but need not be consecutive."""
    if not has(
        t,
        r"se suivre|se suivent|consecutifs?|consecutives?|sauter|saute|trous?|ecarts?|gaps?|skip|d affilee|a la suite|successifs?|follow each other",
    ):
        return None
    if asks_how(t) or numbers(t) and drawn_value(t) is not None:
        return None  # a concrete line: the placement readers decide it
    example = unread_numbers(t)
    if any(a >= b for a, b in zip(example, example[1:], strict=False)):
        return None  # "genre 12 puis 3": the example itself breaks the order, not a gaps question
    verdict = (
        _as_asked(t, _MUST, "non") if has(t, _MUST) else "oui"
    )  # "they don't need to be consecutive?": oui
    if verdict is None:
        return None
    return _v(
        R.GAPS_ALLOWED,
        verdict,
        "Un 3 puis un 12 dans une rangée : elle monte strictement, c'est permis ; les nombres n'ont pas besoin de se suivre.",
        "A 3 then a 12 in a row: it strictly increases, which is allowed; numbers need not be consecutive.",
    )


_PUTS = (
    r"poser|pose|mettre|mets|met|placer|place|caser|case|caler|cale|coller|colle|glisser|glisse|jouer|joue|ajouter|inserer"
    r"|put|play|stick|slot|fit|drop|slide|slip|pop|add|insert"
)
_THIS_CLOVER = (
    r"\b(?:ce|cet|cette|this|that) (?:trefle|clover|carte|card|numero|number)\b|\bcelui (?:ci|la)\b|\bcelle (?:ci|la)\b"
    r"|\bthis one\b|\bthat one\b"
)
_DRAWN_CLOVER = (
    r"\b(?:mon|my|le|the) (?:trefle|clover) (?:que j ai |qu on a |que je viens de |i |i ve |i just )?"
    r"(?:pioche|tire|retourne|drew|drawn|picked|flipped)\b"
)
_POINTED = (  # a particular placed clover or square pointed at, not described ("the one in my corner", "celui du milieu")
    rf"{_THIS_CLOVER}|\bthe one (?:in|on|at|from)\b|\b(?:celui|celle) (?:de|du|d|en|qui|sur|dans)\b|\bcoin_|\bcolonne_|\b(?:coin|corner)\b"
    rf"|\b(?:ma|my) (?:case|square|spot)\b|\bcase du milieu\b|\bmiddle square\b|\b{ORDINAL} (?:case|square|spot)\b"
)
_UNNAMED_CLOVER = (
    rf"{_THIS_CLOVER}|{_DRAWN_CLOVER}|\b(?:le|la|l) (?:{_PUTS})\b|\b(?:{_PUTS}) (?:it|this|that)\b"
)
_SOMEWHERE = r"\b(?:ici|there|here|dedans|in it|coin_\w+)\b|\bla(?=\s*(?:[,.;:?!]|$|\bou\b))|(?<![\w.])\d+(?![\w])"  # "là", a number


# a clover named by a swap already made ("le trèfle que j'ai remplacé", "the clover I swapped out", "un trèfle retiré")
_SWAPPED_CLOVER = (
    r"\b(?:que|qu|that|which|i|i ve|i just|je viens d)\s+(?:(?:j|je|on|tu|il|elle|i|you|we|he|she)\s+)?"
    r"(?:ai |a |as |avons |have |ve |had |just |viens d )?(?:remplace|remplacee|echange|echangee|replaced|swapped|exchanged)\b"
    r"|\b(?:trefle|clover)s? (?:remplace|remplacee|echange|echangee|replaced|swapped(?: out)?|exchanged)\b"
)
# the centre said empty: "s'il n'y en a aucun au centre", "rien au milieu", "the middle is empty", "nothing in the centre"
_CENTRE_EMPTY = (
    rf"\b(?:aucun|aucune|rien|none|nothing|no clover|pas de trefle|n y en a pas|il n y a pas)\b[^,.;:?!]{{0,30}}(?:{_CENTRE_PLACE})"
    rf"|(?:{_CENTRE_PLACE}|\b(?:the|le) (?:middle|cent(?:re|er)|milieu))[^,.;:?!]{{0,20}}\b(?:vide|empty)\b"
)


def read_swap(t: str) -> Interpretation:
    """A new clover may replace a placed one if the order still holds; the removed one goes face up.

    A swap with a placed clover pointed at but not stated ("swap it with the one in my top right corner",
    "l'échanger contre celui du coin") asks for the numbers; an indefinite one ("un trèfle déjà posé")
    gets the general answer.
    """
    if not has(
        t,
        rf"echanger|echange|remplacer|remplace|swap|replace|exchange|substituer|intervertir|{_IN_PLACE_OF}",
    ):
        return None
    if has(t, r"ou va|ou part|where does|where do|what happens to"):
        return _v(
            R.REMOVED_FACE_UP,
            "au centre, face visible",
            "Le trèfle retiré part face visible au milieu de la table.",
            "The removed clover goes face up to the middle of the table.",
        )
    target = re.search(
        rf"\b(?:remplacer|replace|swap|{_IN_PLACE_OF}|{_SWAP_WITH})\s+(?:(?:le|la|l|mon|ma|un|une|the|my|a|an|ce|this)\s+)*(\d+)\b",
        t,
    )
    value = drawn_value(
        re.sub(r"\b(?:remplacer|replace|swap|echanger)\s+(?:(?:le|la|mon|ma|the|my)\s+)*\d+", "", t)
    )
    just_drawn = JUST_DRAWN.search(t)
    if (
        value is None and just_drawn is not None
    ):  # "échanger le 14 que je viens de retourner contre mon 9": the swap's object is in hand
        value = int(just_drawn.group(1))
    pair = (
        (int(target.group(1)), value)
        if target is not None and value is not None and int(target.group(1)) != value
        else _swap_pair(t)
    )
    if pair is None:
        if numbers(t) or re.search(
            _POINTED, strip_spots(t)
        ):  # "swap it with the one in my corner": a concrete swap, unstated
            return MissingSituation(
                R.SWAP_KEEPS_ORDER,
                "Dis-moi quel trèfle tu veux retirer, lequel tu poses à sa place, et leurs voisins.",
                "Tell me which clover you remove, which one takes its place, and their neighbours.",
            )
        if asks_how(t):
            return None
        if not has(
            re.sub(_SWAPPED_CLOVER, " ", t),
            rf"echanger|echange|remplacer|remplace|swap|replace|exchange|substituer|intervertir|{_IN_PLACE_OF}",
        ):
            return None  # "un trèfle que j'ai remplacé, je peux le garder ?": the swap only names the clover, another act is asked
        if has(t, _CENTRE_EMPTY):
            return None  # "contre le trèfle visible s'il n'y en a aucun au centre": the centre's rule decides too, not read here
        # the polarity of what is asked: a swap is allowed ("je peux échanger ?" → oui) but never forced ("suis-je obligé
        # d'échanger ?" → non), and the order must still hold after it ("l'ordre doit rester respecté ?" → oui)
        keeps_order = has(t, r"ordre|order|croissant|increasing|respect")
        verdict = _modal(t, "oui", "oui" if keeps_order else "non")
        if verdict is None or has(_asked_part(t), _MUST) and has(_asked_part(t), _CENTRE_PLACE):
            return None  # "must the removed one go to the centre?": another rule, not read here
        return _v(
            R.SWAP_KEEPS_ORDER,
            verdict,
            ("Oui" if verdict == "oui" else "Non")
            + ". Un échange est permis, jamais obligatoire, si l'ordre croissant reste respecté : un 8 entre un 3 et un 12 peut céder sa place à un 5 "
            "(3 < 5 < 12) ; le 8 part face visible au centre.",
            ("Yes" if verdict == "oui" else "No")
            + ". A swap is allowed, never forced, if the order still holds: an 8 between a 3 and a 12 may give way to a 5 (3 < 5 < 12); "
            "the 8 goes face up to the centre.",
        )
    return _decide_swap(t, *pair)


_SWAP_OBJECT = (
    rf"\b(?:{_SWAP_VERB}|{_IN_PLACE_OF}|{_SWAP_WITH})"
    r"\s+(?:(?:le|la|l|mon|ma|un|une|the|my|a|an|ce|this|that)\s+)*(\d+)\b"
)
_SWAP_WITH_OBJECT = (
    rf"\b{_SWAP_WITH}\s+(?:(?:le|la|l|mon|ma|un|une|the|my|a|an|ce|this|that)\s+)*(\d+)\b"
)
# a clover held on a square ("j'ai un 8 sur la 2e case"), not a neighbour on a side ("il y a 5 à gauche", "there's a 5 on the left")
_HELD = (
    r"\b(?:j ai|i have|i ve got|i got|il y a|there s|mon|my) (?:un |une |a |an |le |the )?(\d+) (?:(?:est|is|sits|se trouve|sitting) )?(?:sur|dans|en|au|a|on|in|at)\b"
    r"(?! (?:the )?(?:gauche|droite|left|right|cote|dessus|dessous|top|bottom)\b)"
)
# a square said to hold a clover: "top left gold square has a 4", "la case dorée du haut porte un 4", "mon coin a un 4"
_ON_SQUARE = (
    r"\b(?:case|square|spot|corner|coin_\w\w)\b(?: \w+){0,3}? (?:has|holds|contains|has got|a|porte|contient|il y a|there s)"
    r" (?:un |une |a |an |le |the |mon |my )?(\d+)\b"
)
_SWAP_A_CLOVER = rf"\b(?:{_SWAP_VERB})(?: out)? (?:un|une|a|an|the|le|la|mon|my) (?:trefle|clover)\b"  # "swap out a clover sitting on ..."
_ANCHORED = (
    r"\b(?:(?:au dessus|en dessous|au dessous|a gauche|a droite|left|right) (?:de|du|d|of)|above|below|under|beneath)"
    r" (?:(?:mon|ce|le|my|the|this|that) )?(\d+)\b"
)


def _swap_pair(t: str) -> tuple[int, int] | None:
    """The clover removed and the one put in its place, when the first reading could not tell them apart.

    The clover just drawn is the new one ("le 6 que je viens de retourner"); the removed one is the
    other clover the swap names ("échanger le 12 contre le 8 que je viens de retourner"), or else the
    one clover the words place on a square or measure the others from ("j'ai un 8 sur la deuxième
    case ... juste au-dessus du 8 il y a un 7 ; je l'échange contre le 6 que je viens de retourner").
    None unless exactly one clover fits.
    """
    new = drawn_value(t)
    if new is None:
        return None
    # both objects of "échanger le 14 ... contre mon 9": the verb's own and the one after "contre" / "for"
    objects = {
        int(m.group(1))
        for pattern in (_SWAP_OBJECT, _SWAP_WITH_OBJECT)
        for m in re.finditer(pattern, t)
    }
    named = objects - {new}
    # "je l'échange contre le 6 que je viens de retourner": "l'" is the placed one; "swap out a clover on a gold square?
    # top left gold square has a 4": the removed one is not numbered where the swap is said
    if not named and new in objects:
        named = {int(m.group(1)) for pattern in (_HELD, _ANCHORED) for m in re.finditer(pattern, t)}
        named = (named | {int(m.group(1)) for m in re.finditer(_ON_SQUARE, strip_spots(t))}) - {
            new
        }  # "top left corner has a 5"
    elif not named and re.search(_SWAP_A_CLOVER, t):
        named = {int(m.group(1)) for m in re.finditer(_ON_SQUARE, strip_spots(t))} - {new}
    return (named.pop(), new) if len(named) == 1 else None


def _decide_swap(t: str, old: int, value: int) -> Interpretation:
    """Every other number stated is in the removed clover's row or column: the order holds when the new one
    climbs past the biggest of them below the old one and stays under the smallest above it. Neighbours
    said on a side ("juste au-dessus du 8 il y a un 7", "a 5 under it") must agree with the old clover,
    or the garden described is not read right: no verdict."""
    text = strip_spots(t)
    if _owned_by_other(text, old):
        return None  # "contre le 9 de Léa": a clover of another garden, whose lines the words describe; not a swap in one's own
    sides, rest = crossing_neighbours(text, anchor=old)
    if value in sides.values() and len(re.findall(rf"(?<![\w.]){value}(?![\w])", text)) > 1:
        return None  # "... le 10 que je viens de piocher ? ... 10 en dessous": an equal clover in its line, or the new one read twice
    beside = _next_to_in_corner(text, sides)
    if beside is not None:
        text = beside
        sides, rest = crossing_neighbours(text, anchor=old)
    sides = {side: n for side, n in sides.items() if n not in (old, value)}
    if around_conflict(old, sides) is not None:
        return _repairing_swap(rest, old, value, sides)
    counted = re.sub(
        _COUNTED, " ", t
    )  # "3 trèfles au centre", "2 cases vides": counts, not clovers of its lines
    others = sorted({n for n in numbers(counted) if n not in (old, value)})
    if not others and _open_corner(text, old, value):
        way, way_en = ("plus petit", "smaller") if value < old else ("plus grand", "bigger")
        return _v(
            R.SWAP_KEEPS_ORDER,
            "oui",
            f"Le {old} est dans un coin sans voisin {'à gauche ni au-dessus' if value < old else 'à droite ni en dessous'} : "
            f"le {value}, {way}, garde l'ordre de sa rangée et de sa colonne ; le {old} part face visible au centre.",
            f"The {old} sits in a corner with nothing {'to its left or above' if value < old else 'to its right or below'}: the {way_en} "
            f"{value} keeps the order of its row and column; the {old} goes face up to the centre.",
        )
    if not others:
        return MissingSituation(
            R.SWAP_KEEPS_ORDER,
            f"Dis-moi les nombres voisins du {old} dans sa rangée et sa colonne.",
            f"Tell me the numbers next to the {old} in its row and column.",
        )
    lo = max((n for n in others if n < old), default=None)
    hi = min((n for n in others if n > old), default=None)
    ok = (lo is None or lo < value) and (hi is None or value < hi)
    chain = " < ".join(str(n) for n in (lo, value, hi) if n is not None)
    if ok:
        return _v(
            R.SWAP_KEEPS_ORDER,
            "oui",
            f"{chain} : l'ordre tient, le {value} remplace le {old}, qui part face visible au centre.",
            f"{chain}: the order holds, the {value} replaces the {old}, which goes face up to the centre.",
        )
    bad = lo if lo is not None and value <= lo else hi
    return _v(
        R.SWAP_KEEPS_ORDER,
        "non",
        f"À la place du {old}, le {value} ne tient pas l'ordre face au {bad} : échange interdit.",
        f"In place of the {old}, the {value} breaks the order against the {bad}: the swap is not allowed.",
    )


# what a clover is "of" in one's own garden: "le 2 du coin", "le 9 de la diagonale", "the 4 of the top row"
_GARDEN_WORDS = frozenset(
    {
        "la",
        "sa",
        "ma",
        "the",
        "my",
        "its",
        "coin",
        "coin_hg",
        "coin_hd",
        "coin_bg",
        "coin_bd",
        "case",
        "cases",
        "ligne",
        "lignes",
        "colonne",
        "colonnes",
        "rangee",
        "jardin",
        "plateau",
        "centre",
        "milieu",
        "haut",
        "bas",
        "diagonale",
        "pioche",
        "debut",
        "depart",
        "dessus",
        "dessous",
        "bord",
        "bout",
        "cote",
        "trou",
        "square",
        "corner",
        "row",
        "column",
        "line",
        "garden",
        "board",
        "middle",
        "center",
        "top",
        "bottom",
        "diagonal",
        "pile",
        "deck",
        "start",
        "gold",
        "golden",
        "doree",
        "tour",
        "turn",
        "setup",
        "mise",
        "gauche",
        "droite",
        "left",
        "right",
    }
)
_OWNER_WORDS = r"mon adversaire|l adversaire|mon voisin|ma voisine|l autre joueur|un autre joueur|my opponent|my neighbou?r|the other player"


def _owned_by_other(text: str, old: int) -> bool:
    """Whether the removed clover is said to be another player's: "le 9 de Léa", "le 9 de mon voisin", "Léa s 9", "his 9"."""
    after = re.search(rf"(?<![\w.]){old} (?:de|d|du|of) ((?:{_OWNER_WORDS})\b|[a-z]{{2,}})", text)
    if after is not None and (
        re.match(_OWNER_WORDS, after.group(1))
        or _is_other(after.group(1))
        and after.group(1) not in _GARDEN_WORDS
    ):
        return True
    before = re.search(
        rf"\b([a-z]{{2,}}) s (?:\w+ )?{old}\b|\b(?:his|her|their|son|sa) {old}\b", text
    )
    return before is not None and (
        before.group(1) is None
        or _is_other(before.group(1))
        and before.group(1) not in ("it", "that", "there", "c", "what")
    )


_COUNTED = (
    r"(?<![\w.])\d+ (?:(?:autres?|other|more) )?(?:trefles|clovers|cases|squares|spaces|spots|joueurs|players|tours|turns|manches|rounds"
    r"|points|trous|gaps|holes)\b"
)


def _open_corner(text: str, old: int, value: int) -> bool:
    """The removed clover sits in the top left corner and the new one is smaller, or in the bottom right corner and the
    new one is bigger: every clover of its row and column stays on the right side of it, whatever they are. The corner
    must be the only square named and be said of the removed clover ("j'ai un 2 sur celle en haut à gauche")."""
    corners = set(re.findall(r"\bcoin_\w\w\b", text))
    if len(corners) != 1 or not 1 <= value <= 20:
        return False
    corner = corners.pop()
    if not re.search(
        rf"(?<![\w.]){old}(?: \w+){{0,3}}? {corner}\b|\b{corner}(?: \w+){{0,4}}? {old}(?!\w|\.\d)",
        text,
    ):
        return False
    return corner == "coin_hg" and value < old or corner == "coin_bd" and value > old


# "a 10 right next to it", "juste à côté un 10": a side not said, told by the square's corner when its other side is said
_NEXT_TO_IT = (
    r"\b(?:(?:right|just|juste|directly|immediately|tout) )?(?:next to (?:it|him|her|that)|beside (?:it|him|her)"
    r"|a cote(?: (?:de lui|d elle|de celui ci))?)(?![\w])"
)
_CORNER_SIDES = {
    "coin_hg": ("right", "below"),
    "coin_hd": ("left", "below"),
    "coin_bg": ("right", "above"),
    "coin_bd": ("left", "above"),
}
_SIDE_WORDS = {
    "right": "to its right",
    "left": "to its left",
    "below": "under it",
    "above": "over it",
}


def _next_to_in_corner(text: str, sides: dict[str, int]) -> str | None:
    """A neighbour said only "next to it" of a clover in a corner, whose other inner side is said ("the 8 in my top
    left corner, a 10 right next to it and a 7 under it"): the one side left, written out ("a 10 to its right").
    None when there is no such phrase, no single corner, or both inner sides (or neither) are left."""
    corners = re.findall(r"\bcoin_\w\w\b", text)
    said = list(re.finditer(_NEXT_TO_IT, text))
    if len(set(corners)) != 1 or len(said) != 1:
        return None
    left = [side for side in _CORNER_SIDES[corners[0]] if side not in sides]
    if len(left) != 1:
        return None
    return text[: said[0].start()] + _SIDE_WORDS[left[0]] + text[said[0].end() :]


def _repairing_swap(rest: str, old: int, value: int, sides: dict[str, int]) -> Interpretation:
    """A garden said out of order around the clover removed ("a 7 under my 8"): the swap is judged on the order
    after it, so "oui" when every other number was read on its side and the new clover fits each one; no verdict
    otherwise (the words may not have been read right)."""
    if set(numbers(rest)) - {old, value} or around_conflict(value, sides) is not None:
        return None
    listing = ", ".join(f"{n} {_SIDE_FR[side]}" for side, n in sides.items())
    listing_en = ", ".join(f"{n} {side}" for side, n in sides.items())
    return _v(
        R.SWAP_KEEPS_ORDER,
        "oui",
        f"Après l'échange l'ordre tient ({listing}) : le {value} remplace le {old}, qui part face visible au centre.",
        f"After the swap the order holds ({listing_en}): the {value} replaces the {old}, which goes face up to the centre.",
    )


def _read_around(t: str) -> Interpretation:
    """A square described by its neighbours: "un 4 à gauche de la case et un 10 au-dessus", "à droite de la case
    vide il y a un 9" (one side is enough when the words name the square itself).

    Each neighbour is checked on its own side (row and column alike); None when the words do not
    describe such a square, MissingSituation when a number is left unread. "Entre le 9 et le 13"
    counts as the two sides of its line only when a side of the crossing line is said too ("avec un
    12 au-dessus"); alone, it is the line readers' job.
    """
    text = strip_spots(t)
    drawn = drawn_match(text)
    if drawn is None:
        return None
    without = text[: drawn.start(1)] + " " + text[drawn.end(1) :]
    around, rest = crossing_neighbours(without)
    if has(t, r"entre|between"):
        if not around or not says_between(without):
            return None
        around, rest = crossing_neighbours(without, between=True)
    named_square = re.search(
        r"\b(?:de|of|d) (?:la |the |cette |this |that )?(?:case|square|spot|trou|gap|hole)\b|\bsa (?:gauche|droite)"
        r"|\bits (?:left|right)|\b(?:above|below|under|over|beneath|underneath) it\b|de celle ci|d elle",
        text,
    )
    if len(around) < 2 and not (
        around and named_square
    ):  # one side of a plain number is the line readers' job
        return None
    value = int(drawn.group(1))
    if numbers(re.sub(_LINE_INDEX, " ", rest)) or not 1 <= value <= 20:
        return MissingSituation(
            R.STRICTLY_INCREASING,
            f"Dis-moi les nombres voisins de la case où tu poses le {value}, et de quel côté.",
            f"Tell me the numbers next to the square where the {value} goes, and on which side.",
        )
    broken = around_conflict(value, around)
    if broken is not None:
        return broken
    sides = ", ".join(f"{n} {_SIDE_FR[side]}" for side, n in around.items())
    sides_en = ", ".join(f"{n} {side}" for side, n in around.items())
    return _v(
        R.STRICTLY_INCREASING,
        "oui",
        f"Le {value} dépasse ses voisins de gauche et du dessus et reste sous ceux de droite et du dessous ({sides}).",
        f"The {value} climbs past its neighbours on the left and above and stays under those on the right and below ({sides_en}).",
    )


_SIDE_FR = {"left": "à gauche", "right": "à droite", "above": "au-dessus", "below": "en dessous"}


_OTHERS_HOLD = (
    r"\b(?:un joueur|une joueuse|un autre joueur|une autre joueuse|l autre joueur|another player|the other player"
    r"|someone|quelqu un|mon adversaire|l adversaire|my opponent|mon voisin|ma voisine|my neighbou?r)\b"
)


_ONE_OF_TWO = r"\b(?:une|l une|un|l un|one|either) (?:des|d entre (?:elles|eux)|of the|of those|of) (?:2|deux|two)\b"


def read_placement(t: str) -> Interpretation:
    """Placing a clover in a row or column: the order rule decides.

    A clover pointed at but not numbered ("ce trèfle", "put it") next to a place asks for its number.

    A question mixing the asker's clovers with another player's ("j'ai pioché un 4 et un joueur a un 4", "Léa pioche un
    7, elle peut le mettre dans ma colonne ?") is not one garden's line: None, rather than reading every number as one line;
    nor is a clover sent to another line than the one said ("dans une autre ligne", "in a different row"). A "may I?"
    denied ("je peux pas le mettre là ?", "I can't put it there, right?") gets no verdict, and so does a "must I?" ("je dois
    le poser entre les deux ?", "do I have to put it there?"): the order tells where it may go, never where it must. Likewise a line listed
    square by square that the gap reader could not read through, with numbers said outside it ("left
    column: 2, empty, 9, 15. In row 3 there's only a 7"): None.
    """
    if (
        numbers(t)
        and re.search(ME, t)
        and (has(t, _OTHERS_HOLD) or player_names(t) or _drawn_by_other(t))
    ):
        return None
    if has(t, _ANOTHER_LINE):
        return None  # "j'ai un 5 dans ma ligne, je peux mettre un 5 dans une autre ligne ?": the line said is not the one it goes in
    asked = _asked_part(t)
    if has(asked, _MAY) and (
        asked_polarity(asked, _MAY) != "plain"
        or re.search(r"\b(?:can t|cannot|couldn t|can not|may not)\b", asked)
    ):
        return None  # "je peux pas le mettre entre les deux ?", "I can't put it there, right?": the answer's polarity is not sure
    if (
        has(asked, _MUST)
        and not has(asked, _MAY)
        and asked_polarity(asked, _MUST) == "plain"
        and has(asked, _PLACE_IT)
    ):
        return None  # "je dois le poser dans le trou ?": whether it fits is not whether it must go there (it may be refused)
    t = ends_as_ranks(
        t
    )  # "3 tout à gauche de ma ligne et 11 dans la 3e case": the 3 is in square 1
    paired = between_the_two(
        t
    )  # "un 3 en haut et un 12 en bas, les 2 cases entre eux" → "entre le 3 et le 12"
    if paired != t:  # "dans une des deux": which of those squares, not a clover
        t = re.sub(_ONE_OF_TWO, " une d elles ", paired)
    listed = read_gap_line(t) or read_ranked_crossing(t)
    if listed is not None:
        return listed
    listing = gap_listing(t)
    if listing is not None and set(numbers(t)) - listing - {drawn_value(t)}:
        return None  # a line listed square by square, and numbers said elsewhere: not one line to read them all in
    around = _read_around(t)
    if around is not None:
        return around
    question = read_line_question(t)
    if question is None:
        if has(t, _UNNAMED_CLOVER) and re.search(
            _SOMEWHERE, strip_spots(t)
        ):  # "je peux caser ce trèfle à droite de mon 8 ?"
            return MissingSituation(
                R.STRICTLY_INCREASING,
                "Dis-moi le nombre du trèfle que tu veux poser et les nombres déjà posés autour.",
                "Tell me the number on the clover you want to place and the numbers already around it.",
            )
        return None
    if len(question.line) == 0 and question.relation is None and 1 <= question.value <= 20:
        return MissingSituation(
            R.STRICTLY_INCREASING,
            "Dis-moi les nombres déjà posés dans la rangée (ou la colonne) et où tu veux poser le trèfle.",
            "Tell me the numbers already in the row (or column) and where you want the clover.",
        )
    if _mixes_lines(t, question):
        return None  # "colonne : un 14 en haut … sur cette ligne-là un 5": two lines' clovers read as one line
    return decide_line(question)


_PLACE_IT = r"poser|pose|mettre|mette|mets|placer|place|jouer|joue|caser|case|put|play|go"  # placing the clover, asked as a must


# the clover sent to another line than the one described: "dans une autre ligne", "in a different row", "ailleurs", "pas la même"
_ANOTHER_LINE = (
    r"(?:une |l |an |the )?autre (?:lignes?|rangees?|colonnes?)|(?:lignes?|rangees?|colonnes?) differentes?"
    r"|(?:another|other|different|separate) (?:rows?|columns?|lines?)|ailleurs|elsewhere|pas (?:dans |sur )?la meme|not (?:in |on )?the same"
)


def _drawn_by_other(t: str) -> bool:
    """The clover in hand drawn by another named player ("Léa pioche un 7, elle peut le mettre dans ma colonne ?"): not the
    asker's clover for the asker's garden."""
    drawn = drawn_match(t)
    if drawn is None:
        return False
    subject = re.search(
        r"(?:^|[,.;:!?]|\bet|\bpuis|\bthen|\band)\s*([a-z]{2,}) (?:(?:a|vient de|just|has|then) )?$",
        t[: drawn.start()],
    )
    return (
        subject is not None
        and is_name(subject.group(1))
        and re.fullmatch(ME, subject.group(1)) is None
    )


def _mixes_lines(t: str, question: LineQuestion) -> bool:
    """The line read holds clovers said in a column's sentence and clovers said in a row's sentence, and the
    clover's place in it is not pinned between two of them ("entre le 5 et le 12" is read as said)."""
    if len(question.anchors) >= 2:
        return False
    drawn = {question.value}
    parts = re.split(r"[.;?!]", t)
    column = {n for p in parts if has(p, r"colonnes?|columns?") for n in numbers(p)} - drawn
    row = {
        n
        for p in parts
        if has(p, r"lignes?|rangees?|rows?|lines?") and not has(p, r"colonnes?|columns?")
        for n in numbers(p)
    } - drawn
    line = set(question.line)
    return bool(line & column) and bool(line & row) and not (column & row)


_DOWN = r"decroissant|descendre|descend|decreas|descending|de droite a gauche|de bas en haut|right to left|bottom to top|diminu"


def read_order(t: str) -> Interpretation:
    """Numbers climb left to right in each row and top to bottom in each column.

    A stated sequence ("3 puis 5 puis 2") or a comparison on one side ("un plus grand au-dessus
    d'un plus petit") decides; otherwise the general rule answers.
    """
    order = r"croissant|decroissant|ordre|monter|montent|monte|descendre|descend|increas|decreas|order|ascending|descending|plus petits?|plus grands?|smaller|bigger|larger"
    if not has(t, order) or not has(_asked_part(t), order):
        return None  # "Léa a rempli sa dernière case sans casser l'ordre. Je peux jouer pour finir ?": the order is a fact, not what is asked
    if asks_how(t):
        return None
    down = has(t, _DOWN)
    example = unread_numbers(t)
    if example:  # "3 puis 5 puis 2, c'est bon ?": the stated sequence decides
        if down or len(example) < 2 or drawn_value(t) is not None:
            return None
        climbs = all(a < b for a, b in zip(example, example[1:], strict=False))
        chain = ", ".join(map(str, example))
        return _v(
            R.STRICTLY_INCREASING,
            "oui" if climbs else "non",
            f"{chain} : "
            + (
                "ça monte strictement, c'est permis."
                if climbs
                else "ça ne monte pas strictement, c'est interdit."
            ),
            f"{chain}: "
            + (
                "strictly increasing, allowed."
                if climbs
                else "not strictly increasing, not allowed."
            ),
        )
    compared = _compared(strip_spots(t))
    if compared is not None:
        return compared
    verdict = (
        _as_asked(t, _DOWN, "non") if down else "oui"
    )  # "ça ne peut jamais descendre ?": no verdict
    if verdict is None:
        return None
    return _v(
        R.STRICTLY_INCREASING,
        verdict,
        "Les nombres montent strictement de gauche à droite dans chaque rangée et de haut en bas dans chaque colonne.",
        "Numbers strictly increase left to right in each row and top to bottom in each column.",
    )


_BIGGER = r"plus grande?s?|plus forte?s?|plus haute?s?|plus eleve|bigger|larger|greater|higher"
_SMALLER = r"plus petite?s?|plus faibles?|plus basse?s?|smaller|lower"
_SIDES = {  # where the clover goes, relative to the other one
    "right": r"a droite d\w*|to the right of|right of",
    "left": r"a gauche d\w*|to the left of|left of",
    "below": r"(?:au|en) dessous d\w*|sous|under|underneath|below|beneath",
    "above": r"au dessus d\w*|above|over|on top of",
}


def _compared(t: str) -> Verdict | None:
    """A clover said bigger or smaller than another, on one side of it: "un plus grand au-dessus d'un plus petit" → non.

    A comparative before the side word sizes the clover placed; after it, the other one (so the placed
    one is the opposite). None when no side is said, or the words disagree.
    """
    sides = [
        (m.start(), m.end(), side)
        for side, cue in _SIDES.items()
        for m in re.finditer(rf"\b(?:{cue})\b", t)
    ]
    if len(sides) != 1:
        return None
    start, end, side = sides[0]
    sizes = set()
    for text, flip in ((t[:start], False), (t[end:], True)):
        bigger, smaller = has(text, _BIGGER), has(text, _SMALLER)
        if bigger != smaller:
            sizes.add(bigger != flip)  # True: the clover placed is the bigger one
    if len(sizes) != 1:
        return None
    placed_bigger = sizes.pop()
    ok = placed_bigger == (side in ("right", "below"))
    where = {
        "right": ("à droite d'", "to the right of"),
        "left": ("à gauche d'", "to the left of"),
        "below": ("sous", "below"),
        "above": ("au-dessus d'", "above"),
    }[side]
    size = ("plus grand", "bigger") if placed_bigger else ("plus petit", "smaller")
    return _v(
        R.STRICTLY_INCREASING,
        "oui" if ok else "non",
        f"Un trèfle {size[0]} {where[0]}un autre : "
        + (
            "la ligne monte toujours strictement."
            if ok
            else "la ligne ne monterait plus strictement."
        )
        + " Les nombres montent de gauche à droite et de haut en bas.",
        f"A {size[1]} clover {where[1]} another: "
        + (
            "the line still strictly increases."
            if ok
            else "the line would no longer strictly increase."
        )
        + " Numbers climb left to right and top to bottom.",
    )


# the last face-down clover drawn: "Léa retourne le dernier trèfle caché", "someone just flipped the last face-down clover"
_DRAW_VERB = (
    r"retourne|retournee|retourner|retournes|pioche|piochee|piocher|pioches|tire|tiree|tirer|tires|revele|prend|pris|prends"
    r"|flip|flips|flipped|flipping|draw|draws|drew|drawn|drawing|turn over|turns over|turned over|reveal|reveals|revealed|take|takes|took"
)
_LAST_CLOVER = (
    r"(?:le |la |the )?(?:dernier|derniere|last|final) (?:\w+ ){0,2}?(?:trefle|clover|tuile|tile|carte|card)"
    r"(?: (?:cache|cachee|face cachee|retourne|face down|hidden|facedown))?"
    r"(?: (?:de la |du |from the |of the |in the |off the )?(?:pioche|tas|pile|draw pile|deck|stack))?"
)
# the question on the drawer's turn: the game stops at once (plain answer non), or the turn goes on (plain answer oui)
_STOPS_AT_ONCE = (
    r"(?:s arrete|arrete|stop|stops|end|ends|se termine|termine|finit|fini|over)\b(?: \w+){0,3}? "
    r"(?:direct|directement|tout de suite|immediatement|aussitot|sur le champ|net|right there|right away|immediately"
    r"|at once|straight away|on the spot|then and there|instantly|avant|before)\b"
    r"|(?:c est|it s|is it) (?:fini|termine|over|la fin|the end) (?:direct|tout de suite|right there|right away|immediately|at once)"
)
_TURN_GOES_ON = (
    r"(?:finir|finit|finis|finisse|terminer|termine|finish|finishes|complete|completes|jouer|joue|play|plays) "
    r"(?:son|sa|mon|ma|ton|ta|leur|his|her|my|your|their) (?:tour|turn)"
    r"|(?:le |la |l |it |that clover |ce trefle )?(?:poser|pose|placer|place|jouer|mettre|put|play|use|utiliser)\b(?: (?:it|le|la|l|down))?"
)


def read_last_clover(t: str) -> Interpretation:
    """The last face-down clover drawn: its drawer finishes the turn ("il peut encore le poser ?" → oui; "la partie
    s'arrête direct ?" / "does the game stop right there, before they place it?" → non).

    Only the drawer's own turn is answered: the others' turns are not settled by the booklet's words, a number
    (a clover, a count) is another reader's fact, and an either-or question or a negated cue gets no verdict.
    """
    if not re.search(
        rf"\b(?:{_DRAW_VERB})\b(?: \w+){{0,3}}? {_LAST_CLOVER}|{_LAST_CLOVER} (?:\w+ ){{0,3}}?(?:{_DRAW_VERB})\b",
        t,
    ):
        return None
    asked = re.split(r"(?<=[.!])\s", t)[-1]
    stop, goes_on = re.search(_STOPS_AT_ONCE, asked), re.search(_TURN_GOES_ON, asked)
    if (
        "?" not in t
        or (stop is None and goes_on is None)
        or numbers(t)
        or has(asked, r"ou|or|qui|who|les autres|the others|other players|everyone")
    ):
        return None
    first = min((m for m in (stop, goes_on) if m is not None), key=lambda m: m.start())
    if (
        first is goes_on
        and re.search(r"\b(?:mon|ma|my|ton|ta|your)\b", first.group(0))
        and not _drawer_is_asker(t)
    ):
        return None  # "Léa a retourné le dernier trèfle, je peux jouer mon tour ?": not the drawer's turn
    cue = re.escape(first.group(0).strip())
    verdict = _as_asked(asked, cue, "non" if first is stop else "oui")
    if verdict is None:
        return None
    return _v(
        R.LAST_CLOVER_TURN,
        verdict,
        ("Oui" if verdict == "oui" else "Non")
        + " : le joueur qui retourne le dernier trèfle caché finit son tour (il peut le poser), "
        "puis la partie s'arrête et le moins de cases vides l'emporte.",
        ("Yes" if verdict == "oui" else "No")
        + ": whoever flips the last face-down clover finishes their turn (they may place it), "
        "then the game ends and the fewest empty squares win.",
    )


def _drawer_is_asker(t: str) -> bool:
    return (
        re.search(rf"\b(?:je|j ai|j|i|i ve|i just|moi)\b(?: \w+){{0,2}}? (?:{_DRAW_VERB})\b", t)
        is not None
    )


READERS: tuple[Callable[[str], Interpretation], ...] = (
    read_tournament,
    read_winner,
    read_last_clover,
    read_colour,
    read_setup,
    read_golden,
    read_refuse,
    read_face_up,
    read_duplicate,
    read_gaps,
    read_swap,
    read_placement,
    read_order,
)


_CHAT_CEST = r"\bc (?=(?!est\b|etait\b)(?:moi|toi|lui|elle|nous|[a-z]{2,}) qui\b)"  # chat "c moi qui gagne" is "c'est moi qui gagne"
# chat "j" glued to a verb of the turn: "jpioche un 11", "jmets mon 8", "jtire" are "je pioche", "je mets", "je tire"
_CHAT_JE = (
    r"\bj(?=(?:pioche|piochais|tire|retourne|pose|poses|mets|met|place|prends|prend|echange|remplace|joue|garde|refuse"
    r"|defausse|gagne|perds|dois|sais|pense|crois|peux|veux|vais)\b)"
)
_CLOVER_BEFORE = r"\b(?:un|une|le|la|l|mon|ma|ce|cette|a|an|the|my|this|that)"


def _without_clover_colours(t: str) -> str:
    """The colour of a numbered clover dropped, only its value counts: "a yellow 6" → "a 6", "un 10 vert" → "un 10";
    a count of colours ("deux verts", "2 verts") is kept for the colour reader."""
    t = re.sub(
        rf"{_CLOVER_BEFORE} {_COLOUR_NAMES} (?=\d+(?!\w|\.\d))",
        lambda m: m.group(0).split()[0] + " ",
        t,
    )
    return re.sub(rf"({_CLOVER_BEFORE} \d+) (?:(?:trefles?|clovers?) )?{_COLOUR_NAMES}\b", r"\1", t)


def interpret(question: str) -> Interpretation:
    """The first reader that recognises the question decides it; None when none does.

    A line said by its two ends and its empty middle ("un 4 tout en haut et un 12 tout en bas, les deux cases
    du milieu sont vides") is read as said first, then, with no verdict, as the line listed square by square.
    """
    text = _without_clover_colours(
        re.sub(_CHAT_JE, "je ", re.sub(_CHAT_CEST, "c est ", fold(question)))
    )
    found = _first_reading(text)
    listed = ends_as_listing(text)
    if not isinstance(found, Verdict) and listed != text:
        again = _first_reading(listed)
        found = again if isinstance(again, Verdict) else found
    if isinstance(found, Verdict) and isinstance(found.verdict, str):
        return replace(
            found,
            verdict=respell(found.verdict, question),
            explanation=respell(found.explanation, question),
        )
    return found


def _first_reading(text: str) -> Interpretation:
    """The first reader's answer; a question on winning, or on play going on, after the last square is filled ("je gagne
    pas tout de suite ?", "les autres ne rejouent pas ?") is the winner reader's alone: its premises ("en respectant
    l'ordre") are no other reader's question."""
    for reader in READERS:
        found = reader(text)
        if (
            found is not None
            or reader is read_winner
            and _fills_last(text)
            and (has(text, _WIN) or _asks_goes_on(text))
        ):
            return found if reader is read_colour else _as_forbidden_asked(text, found)
    return None


def _as_forbidden_asked(text: str, found: Interpretation) -> Interpretation:
    """A yes/no read as "may I?" turned to what a question on a ban asks ("est-il interdit de poser un 9 entre un 4 et
    un 11 ?", "is it forbidden to ...?"): the answer flips; under any other negation ("ce n'est pas interdit ?") or with
    an obligation asked, no verdict. The colour reader reads the ban itself."""
    asked = _asked_part(text)
    if (
        not isinstance(found, Verdict)
        or found.verdict not in ("oui", "non")
        or not has(asked, _FORBIDDEN)
    ):
        return found
    if has(asked, _MUST) or asked_polarity(asked, _FORBIDDEN) != "plain":
        return None
    flipped = "non" if found.verdict == "oui" else "oui"
    return replace(
        found,
        verdict=flipped,
        explanation=(
            "Non, ce n'est pas interdit. " if flipped == "non" else "Oui, c'est interdit. "
        )
        + found.explanation,
        explanation_en=(
            "No, it is not forbidden. " if flipped == "non" else "Yes, it is forbidden. "
        )
        + found.explanation_en,
    )
