"""Whose turn it is: the pawn furthest behind plays, even several times; on one square, the one on top.

A move stated with the positions ("je suis case 8, Julie 12, ma pièce m'a fait avancer de 3")
is played before deciding, unless the words say the positions are already after it. A square
the pawn is said to reach ("J'achète une pièce de 3 temps, donc je passe en 23") is where it
stands: the stated move must lead there from its stated square, else it asks. A pawn said to reach the
square the other already stands on ("Marc est case 14, ma pièce me fait arriver pile sur la 14") lands on top. A move said by
both its ends ("mon pion passe de la case 10 à la 13 où il y a déjà celui de Chloé", "I go from 10 to 13, Tom is on 15")
is read the same way: the other pawn where it is said to stand, a length said with it checked against the span.
A pawn said to land on the other's square with only that square stated ("Sara is on 17 and I land right on her
square") is on it too, on top. Without squares, a pawn said to land on the other's square (after a move said or not, or "I end my move on the
same space as Tom's token") is on top and plays. The
opponent is answered by name when the question names them ("Zoé case 9" → "Zoé"). "Who takes the next turn", "qui a la
main", "qui rejoue ?" ask who (answered by a name), while "c'est moi qui joue ?" / "est-ce que je rejoue ?" ask yes or no.
Playing again is read in any form ("do I get to go again?", "another turn", "je peux rejouer ?"), of the asker or of
the other ("does my opponent get another turn?", "c'est à Paul de jouer ?", "her token is still behind mine").
Alternating asked ("on est obligé d'alterner, même si je suis encore derrière ?") is the opposite of playing again:
"non" while the asker stays behind. A negated place ("je ne suis plus derrière") says nothing: level pawns are possible.
A move still to come whose length or end square is not said ("si j'avance, c'est à qui après ?", "if I buy a patch, is it
still my turn?") gets no verdict: the squares said are not where the pawns will be.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.phrasing import (
    ME,
    asks_how,
    clauses,
    has,
    is_name,
    numbers,
    player_names,
)
from arbitre.engines.patchwork.situation import (
    SAME,
    arrival,
    behind,
    clause_side,
    destination,
    from_to,
    landed_by_move,
    landing_name,
    last_square,
    moved,
    read_track,
    relative_track,
    same_square_name,
    says_from_to,
    says_relative,
    span_mover,
    squares_said,
    unread_last,
    without_last,
)
from arbitre.engines.patchwork.state import Chrono, Side, move_by, other

ASK_POSITIONS = (
    "Dis-moi sur quelle case sont ton pion et celui de l'adversaire.",
    "Tell me which square your pawn and your opponent's pawn are on.",
)
WHO = {"me": ("toi", "you"), "opponent": ("l'adversaire", "your opponent")}
WHOSE = (
    r"qui joue|a qui|c est a qui|qui doit jouer|qui est le prochain|whose turn|who plays|who goes|who moves|who s turn"
    r"|who (?:s|is) next|who (?:s|is) up|next to play"
    # the turn as a thing taken or had: "who takes the next turn", "qui a la main", "le tour de qui"
    r"|(?:who|qui) (?:takes?|gets?|has|prend|a|aura) (?:the |le |la )?(?:next |prochain )?(?:turn|go|move|tour|main)\b"
    r"|qui rejoue|qui enchaine|a qui le tour|le tour de qui|whose (?:go|move)|who (?:plays|goes|moves) (?:next|first|now)"
)
_AGAIN = (
    r"c est a moi|a moi de jouer|c est mon tour|is it my turn|do i play|je joue (?:encore|maintenant|ensuite)|rejoue|rejouer"
    r"|(?:est ce que )?je joue(?= ?(?:\?|$))|c est moi qui joue"
    r"|encore a moi|encore moi|joue encore|jouer encore|plusieurs (?:tours|fois)|2 (?:tours|fois) de suite|de suite"
    r"|d affilee|a la suite|coup sur coup|back to back|consecutive"
    r"|play again|again|in a row|mon tour|my turn|alterne|alternate"
    r"|(?:another|a second|one more|an extra) (?:turn|go)\b|(?:un|encore un) (?:autre )?tour (?:de plus|supplementaire)"
)
_THEM = (
    r"(?:encore |toujours )?a (?:elle|lui) de jouer|(?:c est|est ce) (?:encore |toujours )?a (?:elle|lui)\b"
    r"|(?:il|elle) (?:re)?joue (?:encore|again)|(?:his|her|their) turn|(?:he|she|they) (?:plays?|goes?|go) again"
    r"|(?:does|can|will|should) (?:he|she|they) (?:play|go) again|(?:encore|toujours) a (?!moi\b|toi\b)[a-z]{2,} de jouer"
    r"|\b(?:does|can|will|should|may) (?:my |the |your )?(?!i\b|we\b|you\b)[a-z]{2,} (?:still )?(?:get to (?:play|go)|play|go|get|have|take)"
    r" (?:again|another|a second|one more|an extra)\b"
    r"|(?:c est|est ce) (?:bien |donc |alors )?a (?!moi\b|toi\b|nous\b|vous\b|qui\b)[a-z]{2,} de (?:re)?jouer"
    # "c'est Paul qui rejoue ?"; "c'est moi qui rejoue ?" is the asker's
    r"|c est (?!moi\b|toi\b|nous\b|vous\b|qui\b|quoi\b)[a-z]{2,} qui (?:re)?joue\b"
    r"|\b(?!(?:je|j|on|tu|moi|nous|i|we|you|de|d|a|qui|who)\b)[a-z]{2,} (?:rejoue|peut rejouer|doit rejouer|plays again|goes again)\b"
)
TURN_CUE = rf"{WHOSE}|{_THEM}"
TURN_QUESTION = (  # whose turn, asked outright: other readers step aside ("je viens d'acheter une pièce, c'est encore à moi ?")
    rf"{TURN_CUE}|c est (?:encore |toujours |bien |de nouveau )?a moi|a moi de (?:jouer|rejouer)|(?:is it|it s) (?:still |again )?my turn"
    r"|still my turn|my turn again|(?:do|can|should|will) i (?:play|go) again|je rejoue|je joue encore|encore a moi|toujours a moi"
    # playing again, in any person or form: "do I get to go again?", "je peux rejouer ?", "do I get another turn?"
    r"|\brejou|\b(?:play|plays|playing|go|goes|going|move|moves) again\b|(?:get|gets|have|has|take|takes|earn|earns) (?:another|a second|one more|an extra) (?:turn|go)\b"
    r"|(?:un|encore un) (?:autre )?tour (?:de plus|supplementaire)"
)
_IN_A_ROW = (
    r"d affilee|de suite|a la suite|coup sur coup|plusieurs (?:tours|fois)|\d+ (?:tours|fois)|in a row|twice|consecutive"
    r"|back to back|several turns"
)
_ALTERNATE = r"\balterne\w*|\balternat\w*|chacun (?:son|a son) tour|each in turn|tour a tour|take turns|taking turns"
_DENIED = r"interdit|pas le droit|pas autorise|not allowed|forbidden|illegal|can t|cannot|ne (?:peut|peux|doit|dois) pas|jamais|never|impossible"
_ALREADY_MOVED = (
    r"(?:maintenant|desormais|a present|now) (?:sur|on|at|case|square)|me voila|apres avoir|after (?:moving|advancing|buying)"
    r"|(?:je suis|i m|i am) (?:maintenant|now|desormais)|(?:suis|am|m) (?:arrivee?|rendu|landed)"
)


def _v(rule, verdict: str | int | None, fr: str, en: str) -> Verdict:
    return Verdict(rule, verdict, fr, en)


def read_turn(t: str) -> Interpretation:
    """The pawn furthest behind plays, possibly several turns in a row; on one square, the one on top."""
    who = has(t, WHOSE)
    # "qui rejoue ?" asks who, not "do I play again?"; "c'est moi qui joue ?" still asks yes or no
    rest = re.sub(
        rf"\b(?:{WHOSE})",
        lambda m: m.group(0) if re.search(r"\b(?:c est|est ce) [a-z]+ $", t[: m.start()]) else " ",
        t,
    )
    them = has(rest, _THEM)
    again = has(rest, _AGAIN) or them
    if not (who or again) or asks_how(t):
        return None
    if who and not again:
        named = _two_named(t)  # "Sam est en 12 et Nina en 9, c'est à qui ?": the asker is neither
        if named is not None:
            return named
    placed = _placed_apart(t)  # "mon pion est encore trois cases derrière celui de Karim"
    if isinstance(placed, MissingSituation):
        return placed
    side, same = placed or (None, False)
    if (
        side is None
        and has(t, r"alterne|alternent|alternate|chacun son tour|each in turn")
        and not numbers(t)
    ):
        return _v(
            R.SEVERAL_TURNS,
            "non",
            "Les tours ne s'alternent pas forcément : tant que ton pion reste en retard, tu rejoues.",
            "Turns do not necessarily alternate: while your pawn stays behind, you play again.",
        )
    if (
        side is None
        and not has(t, _DENIED)
        and not numbers(re.sub(r"\d+ (?:fois|tours|times|turns)", " ", t))
        and has(t, _IN_A_ROW)
        and not who
    ):
        return _v(
            R.SEVERAL_TURNS,
            "oui",
            "Oui : tant qu'un pion Chrono reste en retard sur l'autre, son joueur rejoue.",
            "Yes: while a Chrono pawn stays behind the other, its player plays again.",
        )
    if _move_to_come(
        t
    ):  # "si j'avance, c'est à qui après ?": the move's length is not read, nor where the pawn ends
        return None
    if side is None:
        found = _from_track(t)
        if isinstance(found, MissingSituation):
            return found
        side, same = found
    rule = R.ARRIVE_ON_TOP if same else (R.SEVERAL_TURNS if again else R.FURTHEST_BEHIND)
    reason = (
        "le pion du dessus, arrivé en dernier, joue d'abord"
        if same
        else "le pion le plus en retard joue, même plusieurs fois de suite"
    )
    reason_en = (
        "the pawn on top, which arrived last, plays first"
        if same
        else "the pawn furthest behind plays, even several times in a row"
    )
    fr, en = WHO[side]
    if side == "opponent":
        # "Tom finishes his move on my square", "Tom goes from 10 to 13": the one moving, named
        names = player_names(t) or [
            name
            for name in [landing_name(t) or span_mover(t) or same_square_name(t)]
            if name is not None
        ]
        if len(names) > 1:  # more players named than a duel has: not sure whose pawn is whose
            return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
        if names:  # "Zoé case 9": answer with her name
            fr = en = names[0].capitalize()
    asked: Side = "opponent" if them else "me"
    verdict = fr if who and not again else ("oui" if side == asked else "non")
    if (
        has(rest, _ALTERNATE) and not who
    ):  # "must turns alternate even if I'm still behind?": yes only when the turn passes
        if them:
            return None
        verdict = "oui" if side == "opponent" else "non"
    return _v(rule, verdict, f"C'est à {fr} : {reason}.", f"It is {en}: {reason_en}.")


def _placed_apart(t: str) -> tuple[Side, bool] | None | MissingSituation:
    """Who is behind from a place said without squares: a gap in squares ("mon pion est encore trois cases derrière celui
    de Karim", "Tom is 2 squares ahead of me", read by relative_track()) or a bare place ("je suis derrière Tom", behind()).

    A place said after a move, or with the move said done ("après avoir avancé", "I bought a patch and I'm still behind"),
    is where the pawns are now. A place said before a move of stated length ("je suis 2 cases derrière Tom, j'achète une
    pièce de 3 temps") is where they were: a gap is moved by it (2 behind, 3 forward: 1 ahead; 3 forward: on top), a bare place asks.
    Returns who is behind (or on top) and whether both pawns share a square.
    A gap said with squares to the end or with another number is left to behind() and the other readers; a gap denied
    ("je ne suis pas 3 cases derrière", "I'm not 2 squares behind") to the other readers."""
    bare = behind(t)
    pawns = relative_track(t)
    gap = (
        None
        if pawns is None or pawns.me_to_end is not None or pawns.opponent_to_end is not None
        else pawns.gap
    )
    if gap is None:
        pawns = None
    elif any(says_relative(clause) and has(clause, _NOT_APART) for clause in clauses(t)):
        return None  # "je ne suis pas trois cases derrière Karim": a gap denied says neither way
    side = bare if gap is None else ("me" if gap > 0 else "opponent" if gap < 0 else None)
    if side is None:
        return None if pawns is None else MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
    move = moved(t)
    parts = clauses(t)
    placed_at = next(
        (
            i
            for i, clause in enumerate(parts)
            if behind(clause) is not None or says_relative(clause)
        ),
        None,
    )
    moved_at = next((i for i, clause in enumerate(parts) if moved(clause) is not None), None)
    if (
        move is None
        or has(t, _ALREADY_MOVED)
        or placed_at is None
        or moved_at is None
        or placed_at > moved_at
    ):
        # no move, or the place said once it is made: where the pawns are now
        if pawns is not None and numbers(pawns.rest) != ([] if move is None else [move[1]]):
            return (
                None if bare is None else (bare, False)
            )  # another number: squares said too, read elsewhere
        return side, False
    if (
        gap is None
        or move[0] is None
        or numbers(move[2]) != [abs(gap)]
        or unread_last(t, read_track(t))
    ):
        return MissingSituation(
            R.FURTHEST_BEHIND, *ASK_POSITIONS
        )  # the place before the move, and no way to move it
    after = gap - move[1] if move[0] == "me" else gap + move[1]
    if after == 0:  # the mover lands on the other's square, on top
        return move[0], True
    return ("me" if after > 0 else "opponent"), False


_NOT_APART = r"\b(?:ne|n|pas|plus|not|no|longer|jamais|never|t)\b"


# A move still to come, said without its length: "si j'avance", "if I buy a patch", "quand Paul aura avancé", "je vais avancer"
_MOVE_TO_COME = (
    r"\b(?:si|s il|s ils|if|quand|when|once|lorsque|des que|des qu|as soon as|apres que|after)\b(?: (?!(?:et|and|mais|but)\b)\w+){0,4}? "
    r"(?:avance\w*|advance\w*|achete\w*|prend|prends|prenne|prennes|buy\w*|bought|take|takes|taking|took|bouge\w*|move|moves|moving|moved)\b"
    r"|\b(?:vais|va|vont|allons|ll|will|going to|gonna|about to)(?: (?:bientot|ensuite|juste|just|then|soon))?"
    r" (?:avancer|acheter|prendre|advance|buy|take|move)\b"
)


def _move_to_come(t: str) -> bool:
    """Whether a pawn is said to move later with no length or square read for it (no number in its clause); a move
    already made ("après avoir acheté", "after buying … I'm still behind") leaves the places said as they are now."""
    if (
        moved(t) is not None
        or destination(t) is not None
        or landed_by_move(t) is not None
        or has(t, _ALREADY_MOVED)
    ):
        return False
    return any(has(clause, _MOVE_TO_COME) and not numbers(clause) for clause in clauses(t))


def _from_track(t: str) -> tuple[Side, bool] | MissingSituation:
    """Whose turn from the stated squares (after a stated move), and whether both pawns share a square.

        A pawn said to land on the other's square with only that square stated ("Sara is on 17 and I land right on her
    square") is on it too, on top. Without squares, a pawn said to land on the other's square ("j'arrive pile sur la case de Julie", also
        after a move: "j'avance de 4 et je tombe sur sa case"), or a shared square with the pawn on top said,
        is enough: the pawn on top plays.
    """
    span = from_to(t)  # "mon pion passe de la case 10 à la 13 où il y a déjà celui de Chloé"
    named = {*player_names(t), span_mover(t)} - {None}
    if span is None and says_from_to(t) or span is not None and len(named) > 1:
        return MissingSituation(
            R.FURTHEST_BEHIND, *ASK_POSITIONS
        )  # a move's span said with words not read, or two others named
    if span is not None:
        return _from_span(*span)
    landed = landed_by_move(
        t
    )  # "I moved 4 spaces and landed on Anna's space": on top, whatever the squares
    if landed is not None:
        return landed, True
    move = moved(t)
    goes = destination(t if move is None else move[2])
    if goes is not None:
        return _to_destination(goes, move)
    track = read_track(t if move is None else move[2])
    if (
        not track.complete
        and move is None
        and not numbers(t)
        and track.on_top is not None
        and (has(t, SAME) or arrival(t))
    ):
        return track.on_top, True
    lander = arrival(
        t
    )  # "Sara is on 17 and I land right on her square": the square said is the lander's too
    if (
        not track.complete
        and move is None
        and lander is not None
        and track.on_top == lander
        and (track.me if lander == "me" else track.opponent) is None
    ):
        said = [clause for clause in clauses(t) if numbers(clause)]
        if len(said) == 1 and len(numbers(said[0])) == 1 and clause_side(said[0]) == other(lander):
            return lander, True
    if track.me is None or track.opponent is None or move is not None and move[0] is None:
        return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)  # the track not complete
    chrono = Chrono(track.me, track.opponent, track.on_top, track.last_square)
    if move is not None and move[0] is not None and not has(t, _ALREADY_MOVED):
        chrono = move_by(chrono, move[0], move[1])
    side = chrono.whose_turn()
    if side is None:
        return MissingSituation(
            R.ARRIVE_ON_TOP,
            "Vous êtes sur la même case : dis-moi quel pion est arrivé en dernier (celui du dessus).",
            "You share a square: tell me which pawn arrived last (the one on top).",
        )
    return side, chrono.me == chrono.opponent


# the other pawn said to move too: its square is not where it stood when the mover arrived
_GO_WORDS = (
    r"(?:arrive|arrivee|arrives|arrived|tombe|tombee|atterrit|atterris|land|lands|landed|passe|passes|went|goes|moved|moves|avance"
    r"|avancee|advanced|advances|then|puis|ensuite|apres|after|later|plus tard|aussi|too|also|rejoint|joins|joined)"
)


def _from_span(
    side: Side | None, start: int, end: int, there: Side | None, rest: str
) -> tuple[Side, bool] | MissingSituation:
    """Whose turn once a pawn went from one square to another ("je passe de la case 10 à la 13").

    The other pawn stands on the square reached when said so ("où il y a déjà celui de Chloé"), else on the one
    square said for it elsewhere. A move also said by its length must be that span (3 de temps: 10 → 13) and of
    that pawn; a pawn going back, a square for the other pawn said both ways or not at all, any other number,
    or a last square said and not read make it ask. Arriving on the other's square puts the mover on top."""
    move = moved(rest)
    if move is not None:
        if move[0] not in (None, side) or move[1] != end - start:
            return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
        rest = move[2]
    if side is None or there == side or end <= start:
        return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
    said = numbers(without_last(rest))
    # the mover's start said as a square, so that a lone square left in the words goes to the other pawn ("Tom is on 15")
    track = read_track(f"{'moi' if side == 'me' else 'l adversaire'} case {start}, {rest}")
    elsewhere = track.opponent if side == "me" else track.me
    if unread_last(rest, track) or (track.me if side == "me" else track.opponent) != start:
        return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
    if track.on_top is not None or any(
        re.search(rf"\b{_GO_WORDS}\b", clause) for clause in clauses(rest) if numbers(clause)
    ):
        return MissingSituation(
            R.FURTHEST_BEHIND, *ASK_POSITIONS
        )  # "puis Léa arrive aussi en 13": who came last is another reading
    if there is not None and said:
        return MissingSituation(
            R.FURTHEST_BEHIND, *ASK_POSITIONS
        )  # the other pawn placed twice, or another number
    theirs = end if there is not None else elsewhere
    if theirs is None or there is None and said != [theirs]:
        return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
    if track.last_square is not None and end > track.last_square:
        return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
    squares = {side: start, other(side): theirs}
    chrono = Chrono(squares["me"], squares["opponent"], None, track.last_square).with_position(
        side, end
    )
    turn = chrono.whose_turn()
    if turn is None:  # not reached: the mover lands on top of a shared square
        return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
    return turn, chrono.me == chrono.opponent


def _to_destination(
    goes: tuple[Side | None, int, str], move: tuple[Side | None, int, str] | None
) -> tuple[Side, bool] | MissingSituation:
    """Whose turn once a pawn reaches the square the words say it moves to ("je passe en 23").

    The move, when stated with the start square, must lead there (20 + 3 = 23); a pawn going back,
    numbers that disagree, or a move and a destination said of different pawns make it ask.
    """
    side, square, rest = goes
    if side is None or move is not None and move[0] not in (None, side):
        return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
    track = read_track(rest)
    start = track.me if side == "me" else track.opponent
    said = squares_said(rest)
    if start is None:  # only the square reached is said for that pawn
        track = read_track(f"{rest}, {'moi' if side == 'me' else 'l adversaire'} case {square}")
    if (
        track.me is None
        or track.opponent is None
        or not said <= {track.me, track.opponent}
        or start is None
        and len(said) != 1
    ):
        return MissingSituation(
            R.FURTHEST_BEHIND, *ASK_POSITIONS
        )  # a square not read, or read for the wrong pawn
    chrono = Chrono(track.me, track.opponent, track.on_top, track.last_square)
    if start is not None:
        expected = move_by(chrono, side, move[1]).position(side) if move is not None else None
        if square <= start or expected is not None and expected != square:
            return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
        chrono = chrono.with_position(side, square)
    elif (
        chrono.position(other(side)) == square
    ):  # only the square reached said, the other pawn already there: the mover lands on top
        if chrono.on_top not in (None, side):
            return MissingSituation(
                R.ARRIVE_ON_TOP,
                "Vous êtes sur la même case : dis-moi quel pion est arrivé en dernier (celui du dessus).",
                "You share a square: tell me which pawn arrived last (the one on top).",
            )
        chrono = chrono.with_position(side, square)
    if chrono.last_square is not None and square > chrono.last_square:
        return MissingSituation(R.FURTHEST_BEHIND, *ASK_POSITIONS)
    turn = chrono.whose_turn()
    if turn is None:
        return MissingSituation(
            R.ARRIVE_ON_TOP,
            "Vous êtes sur la même case : dis-moi quel pion est arrivé en dernier (celui du dessus).",
            "You share a square: tell me which pawn arrived last (the one on top).",
        )
    return turn, chrono.me == chrono.opponent


_LAST_TO_COME = (
    r"(?:est|is|s|etait|was) (?:arrivee? |arrived |came |got there )?(?:en )?(?:dernier|derniere|last|second|apres|after)"
    r"|(?:est|is|s) (?:au dessus|par dessus|on top)|vient d (?:y )?arriver|just arrived"
)


# a name right before its square: "Hugo est en 20", "le pion de Marc case 30", "celui de Julie case 33", "Tom's on 40", "Paul 17"
_NAMED_AT = (
    r"\b(?:(?:pion|jeton|pawn|token|celui|celle) (?:de |d |of ))?([a-z]{2,})(?: s)?\s+"
    r"(?:(?:est|is|s|se trouve|reste|sits|stands|deja|already|now|maintenant)\s+)*(?:(?:en|sur|on|at|a|au|dans)\s+)?"
    r"(?:(?:la|le|the)\s+)?(?:(?:case|square|space|spot|n|no|numero|number)\s+)?\d+\b"
)


def _two_named(t: str) -> Interpretation:
    """Whose turn between two players both named, the asker neither ("Sam est en 12 et Nina en 9", "Tom is on 30,
    Lea on 27"): the one further behind, by name. Each clause with a square must name one of the two and
    hold one square (it names one of the two, "le pion de Marc case 30", "sur le chrono Hugo est en 20"); any other number, a first person, or a name placed twice leaves it to the other readers (None).
    On one square, the one said to have arrived last plays; else it asks."""
    if re.search(ME, t):
        return None
    last = last_square(t)
    squares: dict[str, int] = {}
    for clause in clauses(without_last(t)):
        said = numbers(clause)
        if not said:
            continue
        named = {
            m.group(1) for m in re.finditer(_NAMED_AT, clause) if is_name(m.group(1))
        }  # "sur le chrono Hugo est en 20", "Tom's on 40"
        if len(said) != 1 or len(named) != 1 or next(iter(named)) in squares:
            return None
        squares[named.pop()] = said[0]
    names = list(squares)
    if (
        len(names) != 2
        or not set(player_names(t)) <= set(names)
        or last is not None
        and max(squares.values()) > last
    ):
        return None
    first, second = names
    if squares[first] != squares[second]:
        who = first if squares[first] < squares[second] else second
        rule = R.FURTHEST_BEHIND
    else:
        came = [
            name
            for name in names
            if re.search(rf"\b{name}\b(?: \w+){{0,3}}? (?:{_LAST_TO_COME})", t)
        ]
        if len(came) != 1:
            return MissingSituation(
                R.ARRIVE_ON_TOP,
                "Ils sont sur la même case : dis-moi quel pion est arrivé en dernier (celui du dessus).",
                "They share a square: tell me which pawn arrived last (the one on top).",
            )
        who, rule = came[0], R.ARRIVE_ON_TOP
    name = who.capitalize()
    if rule is R.ARRIVE_ON_TOP:
        return _v(
            rule,
            name,
            f"C'est à {name} : le pion du dessus, arrivé en dernier, joue d'abord.",
            f"It is {name}'s turn: the pawn on top, which arrived last, plays first.",
        )
    return _v(
        rule,
        name,
        f"C'est à {name} : case {min(squares.values())} contre {max(squares.values())}, le pion le plus en retard joue.",
        f"It is {name}'s turn: square {min(squares.values())} against {max(squares.values())}, the pawn furthest behind plays.",
    )
