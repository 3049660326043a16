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
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.gaps import around_conflict, crossing_neighbours, read_gap_line
from arbitre.engines.lucky_numbers.phrasing import (ME, ORDINAL, asks_how, fold, has, named_numbers, negated, numbers, player_names, respell,
                                                    side_numbers, spell_counts)
from arbitre.engines.lucky_numbers.placement import decide_line, drawn_match, drawn_value, read_line_question, strip_spots
from arbitre.engines.lucky_numbers.tournament import EMPTY as _EMPTY, read_tournament

_EMPTY_AFTER = rf"{_EMPTY}(?:\s+(?:squares?|spaces?|spots?|left))*"
_REFUSE = (r"refuser|refuse|refuses|refusant|turn (?:it |that |this |them )?down|defausse|jeter|jete|rejeter|reject|decline|discard|ne pas (?:le |la )?(?:poser|jouer)|not (?:place|play)"
           r"|(?:remettre|reposer|rendre) au (?:centre|milieu)|put (?:it |that |this )?back")
_IN_PLACE_OF = r"a la place (?:du|de|des|d)|in place of|instead of"
_MUST = r"dois|doit|doivent|faut|oblige|obligatoire|obligatoirement|force|must|have to|has to|need|required"


def _v(rule, verdict, fr: str, en: str, ambiguous: bool = False) -> Verdict:
    return Verdict(rule, verdict, fr, en, ambiguous)


_WIN = (r"qui gagne|qui a gagne|qui l emporte|qui remporte|who wins|who won|je gagne|ai je gagne|gagne t on|do i win|did i win|win"
        r"|j ai gagne(?= ?(?:\?|$|alors|du coup|ou pas))|have i won"
        r"|c est gagne|(?:est ce|c est) (?:que )?(?:j ai )?gagne|gagne (?:direct|directement|d office|tout de suite)")
_WIN_ME = r"je gagne|ai je gagne|j ai gagne|do i win|did i win|have i won|i win|i won|c est gagne|c est moi qui (?:gagne|l emporte)"
_ASK_EMPTY = MissingSituation(R.PILE_EXHAUSTED, "Dis-moi combien de cases vides il reste à chacun.",
                              "Tell me how many empty squares each player has left.")


def read_winner(t: str) -> Interpretation:
    """Full garden wins at once; on an empty pile the fewest empty squares win, ties together.

    Counts said in words are read ("et moi une seule", "moi aucune"). Every player the words name,
    and the asker when they speak of themselves, must have a count read, or it asks. "Do I win?"
    is answered oui / non, "who wins?" by name.
    """
    if not has(t, _WIN):
        return None
    if _fills_last(t):
        return _last_square(t)
    drawn = drawn_match(t)  # "je pose mon 8": a clover, not a count of empty squares
    if drawn is not None:
        t = t[: drawn.start(1)] + " " + t[drawn.end(1):]
    t = spell_counts(t, _EMPTY)
    yes_no = has(t, _WIN_ME) and re.search(r"(?<!moi )\bqui\b|\bwho\b", t) is None  # "c'est moi qui gagne ?" is yes/no
    named = named_numbers(t, _EMPTY_AFTER, me_label="toi")
    if named and len(named) >= 2:
        read = {name for name, _ in named}
        speaks_of_me = re.search(ME, re.sub(_WIN, " ", t)) is not None or yes_no
        if set(player_names(t)) - read or speaks_of_me and "toi" not in read:
            return _ASK_EMPTY  # a player (or the asker) whose count was not read
        return _yes_no(_named_winner(named), yes_no)
    counts = side_numbers(t, _EMPTY)
    if len(counts) < 2 or len(numbers(t)) > 2 or len(player_names(t)) > 1:  # a count not read, or a third player: ask
        return _ASK_EMPTY
    me, other = counts["me"], counts["opponent"]
    if me == other:
        return _yes_no(_v(R.TIE_SHARED, "vous deux", f"{me} cases vides chacun : égalité, vous gagnez ensemble.",
                          f"{me} empty squares each: a tie, you win together."), yes_no)
    who, who_en = ("toi", "you") if me < other else ("l'adversaire", "your opponent")
    return _yes_no(_v(R.PILE_EXHAUSTED, who, f"Pioche vide : {me} case(s) vide(s) pour toi contre {other}, le moins de cases vides l'emporte : {who}.",
                      f"Empty pile: {me} empty square(s) for you against {other}; fewest empty squares wins: {who_en}."), yes_no)


def _yes_no(found: Verdict, yes_no: bool) -> Verdict:
    """"Do I win?" answered oui / non: the asker wins when they are among the winners (a tie wins together)."""
    if not yes_no:
        return found
    mine = found.verdict == "vous deux" or "toi" in str(found.verdict).split(" et ")
    return replace(found, verdict="oui" if mine else "non", explanation=("Oui. " if mine else "Non. ") + found.explanation,
                   explanation_en=("Yes. " if mine else "No. ") + found.explanation_en)


_LAST_ONE = (r"derniere case|last (?:empty )?(?:square|spot)|(?:une seule|plus qu une|qu une|only one|just one|one last) "
             r"(?:case|square|spot|place)|(?:il me reste|il me restait|i have|i had|i ve got) (?:une|one|a single) (?:case|square|spot)"
             r"|jardin (?:est )?(?:complet|plein|rempli)|remplis|fill|full")
_LAYS = r"mets|met|mis|pose|posee|place|placee|joue|remplis|rempli|put|puts|play|played|fill|fills|filled|complete"
_BREAKS = r"ne respecte pas|sans respecter|casse l ordre|hors ordre|doesn t fit|does not fit|out of order|breaks the order"


def _fills_last(t: str) -> bool:
    """A clover laid on the last empty square: "il me restait une seule case vide, j'y mets un 14"."""
    return has(t, _LAST_ONE) and has(t, rf"{_LAYS}|derniere case|last square|jardin (?:est )?(?:complet|plein|rempli)|full")


def _last_square(t: str) -> Interpretation:
    """Filling the last empty square wins at once, if the clover keeps the order.

    Neighbours of that square, when stated ("à sa gauche un 9, au-dessus un 8"), are checked
    against the clover laid; a number the words do not account for makes it ask.
    """
    if has(t, _BREAKS):
        return _v(R.FULL_GARDEN_WINS, "non", "Pour gagner, le trèfle posé sur la dernière case doit respecter la règle de pose.",
                  "To win, the clover laid on the last square must follow the placement rule.")
    drawn = drawn_match(t)
    rest = t if drawn is None else t[: drawn.start(1)] + " " + t[drawn.end(1):]
    around, rest = crossing_neighbours(rest)
    if numbers(rest) or around and drawn is None:
        return MissingSituation(R.FULL_GARDEN_WINS, "Dis-moi le trèfle que tu poses et les nombres autour de ta dernière case vide.",
                                "Tell me the clover you lay and the numbers around your last empty square.")
    broken = None if drawn is None else around_conflict(int(drawn.group(1)), around)
    if broken is not None:
        return broken
    return _v(R.FULL_GARDEN_WINS, "oui", "Poser un trèfle, en respectant l'ordre, sur ta dernière case vide te fait gagner aussitôt.",
              "Placing a clover, in order, on your last empty square wins at once.")


def _named_winner(named: list[tuple[str, int]]) -> Verdict:
    """Fewest empty squares wins among named players; tied ones win together."""
    fewest = min(n for _, n in named)
    best = [_who(name) for name, n in named if n == fewest]
    listing = ", ".join(f"{_who(name)} {n}" for name, n in named)
    if len(best) > 1:
        who = " et ".join(best)
        return _v(R.TIE_SHARED, who, f"Cases vides : {listing}. Égalité à {fewest} : {who} gagnent ensemble.",
                  f"Empty squares: {listing}. Tied on {fewest}: {' and '.join(best)} win together.")
    return _v(R.PILE_EXHAUSTED, best[0], f"Cases vides : {listing}. Le moins de cases vides l'emporte : {best[0]}.",
              f"Empty squares: {listing}. Fewest empty squares wins: {best[0]}.")


def _who(name: str) -> str:
    return name if name == "toi" else name.capitalize()


_COLOUR_NAMES = (r"(?:verte?s?|rouges?|bleue?s?|jaunes?|violette?s?|oranges?|roses?|noire?s?|blanche?s?"
                 r"|greens?|reds?|blues?|yellows?|purples?|pinks?|blacks?|whites?)")
_SIDE_BY_SIDE = r"a cote|cote a cote|voisins?|voisines?|next to|side by side|adjacent|meme (?:ligne|rangee|colonne)|same (?:row|column|line)"
_SAME_WAY = r"pareil|pareille|pareils|de la meme (?:facon|maniere)|the same way|alike"
_OTHER_WAY = r"differemment|autrement|differently"
_COLOUR_COUNT = rf"(?<![\w.])\d+ (?:(?:trefles?|clovers?) )?(?:de (?:la )?meme couleur|of the same colou?r|{_COLOUR_NAMES}|couleurs?|colou?rs?)\b"
_MAY = r"peux|peut|pouvons|pouvez|can|may|allowed|le droit|autorise|possible|ok|okay"
_MATTERS = (r"faut|dois|doit|devons|oblige|attention|compte|comptent|importe|important|respecter|alterner|assortir"
            r"|matter|matters|must|have to|has to|need|needs|count|counts|match|alternate|care")
_FORBIDDEN = r"interdit|forbidden|illegal|not allowed|against the rules|defendu"


def read_colour(t: str) -> Interpretation:
    """Colours only sort the sets: only the clover's value matters.

    "la couleur compte ?", "faut-il faire attention aux couleurs, genre pas deux verts à côté ?" → non;
    "je peux mettre deux verts côte à côte ?" → oui. A colour named without "couleur" counts only
    next to a placement cue ("à côté", "same row"). A number other than a count of colours
    ("deux verts") belongs to a concrete line: the placement readers decide it.
    """
    if not has(t, r"couleurs?|colou?rs?|colou?red") and not (has(t, _COLOUR_NAMES) and has(t, f"{_SIDE_BY_SIDE}|{_SAME_WAY}|{_OTHER_WAY}")):
        return None
    if asks_how(t) and not has(t, _MATTERS) or numbers(re.sub(_COLOUR_COUNT, " ", t)):
        return None
    if has(t, _MATTERS) or has(t, _OTHER_WAY) or has(t, _FORBIDDEN) and not negated(t, _FORBIDDEN):
        verdict = "non"
    elif has(t, _SAME_WAY):  # "les roses et les oranges se jouent pareil ?"
        verdict = "oui"
    elif has(t, _MAY) and not negated(t, _MAY) and not has(t, r"pas le droit|can t|cannot"):
        verdict = "oui"
    elif has(t, r"couleurs?|colou?rs?"):
        verdict = "non"  # "la couleur des trèfles ?": does it count
    else:
        return None
    return _v(R.COLOUR_IRRELEVANT, verdict, "La couleur ne compte pas : seule la valeur des trèfles importe.",
              "Colour does not matter: only the clovers' value does.")


_LINE_INDEX = r"\b(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?) (?:n |no |number )?\d\b"
_DIAGONAL = r"diagonale?|dorees?|golden"
_SETUP_SPOT = (r"plus petits?|plus grands?|petits nombres|grands nombres|smallest|lowest|biggest|highest|largest"
               r"|en haut a gauche|en bas a droite|top left|bottom right|trier|ranger|arrange|sort")
_ANYWHERE = r"n importe ou|n importe quelle case|ou (?:je|on|tu) veu[xt]|anywhere|wherever|any square|where(?:ver)? i (?:want|like)"
_NEXT_TO = r"a droite d|a gauche d|au dessus d|en dessous d|sous (?:le|un|mon)|entre|right of|left of|above|below|under|between|next to|a cote d"


def unread_numbers(t: str, counted: str = "") -> list[int]:
    """Numbers a general reader would leave unread: all but line indexes and the counts it names ("4 trefles")."""
    text = re.sub(_LINE_INDEX, " ", t)
    if counted:
        text = re.sub(rf"(?<![\w.])\d+ (?:{counted})", " ", text)
    return numbers(text)


def read_setup(t: str) -> Interpretation:
    """Setup: 4 clovers on the golden diagonal, in the order the player wants.

    "où je veux" / "pas forcément sur la diagonale" → non (they go on the diagonal); "je dois les trier ?" → non;
    "dans l'ordre que je veux ?" → oui. Advice ("mieux vaut") is left to retrieval.
    """
    if not has(t, r"mise en place|depart|debut|setup|set up|start|initial|starting"):
        return None
    if has(t, r"apres|ensuite|after|later|pendant|during|en cours"):
        return None
    if not has(t, rf"{_DIAGONAL}|4 trefles|trefles de depart|4 clovers|starting clovers|ordre|order|{_SETUP_SPOT}|{_ANYWHERE}") or asks_how(t):
        return None
    if has(t, r"mieux|better|best|conseil|conseille|advice|strateg|interet|astuce|tip"):
        return None  # the booklet's advice, not a rule: retrieval quotes it
    if unread_numbers(t, r"trefles?|clovers?|cases?|squares?") and has(strip_spots(t), _NEXT_TO):
        return None  # a clover placed next to another: a line question, not the setup
    off_diagonal = negated(t, _DIAGONAL) or has(t, r"hors de la diagonale|off the diagonal|ailleurs|elsewhere")
    if off_diagonal or has(t, _ANYWHERE) and not has(t, _DIAGONAL):
        verdict = "non"
    else:
        verdict = "non" if has(t, _MUST) else "oui"
    return _v(R.SETUP_DIAGONAL, verdict,
              "À la mise en place, tu poses tes 4 trèfles sur la diagonale dorée dans l'ordre que tu veux "
              "(ces cases ne partagent ni rangée ni colonne).",
              "At setup you lay your 4 clovers on the golden diagonal in any order you like "
              "(those squares share no row or column).")


def read_golden(t: str) -> Interpretation:
    """After setup the golden squares are played and swapped like all the others.

    A clover value stated ("un 5 sur une case dorée, je mets un 3 à droite") makes it a line question:
    None, so the placement readers decide it on the order rule.
    """
    if not has(t, r"dorees?|golden|diagonale?"):
        return None
    if asks_how(t) and not has(t, r"speciale?s?|special"):
        return None
    if unread_numbers(t, r"(?:cases? |squares? )?(?:dorees?|golden)|cases?|squares?|trefles?|clovers?"):
        return None
    special = has(t, r"speciale?s?|special|particulier|particuliere|differente?s?|protegee?s?|bloquee?s?|fixes?|intouchables?|reservee?s?|locked|protected|different")
    return _v(R.GOLDEN_ORDINARY, "non" if special else "oui",
              "Après la mise en place, les cases dorées se jouent et s'échangent comme toutes les autres.",
              "After setup, golden squares are played and swapped like any other.")


_TAKE = r"prendre|prends|prend|recuperer|recupere|reprendre|take|takes|took|grab|pick|choisir"
_DET = r"(?:(?:le|la|l|un|une|the|a|an|that|this|ce)\s+)?"


def read_face_up(t: str) -> Interpretation:
    """Taking a face-up clover needs at least one in the centre."""
    if not has(t, r"visibles?|face up|face up|centre|center|milieu|middle|defausses?|discard"):
        return None
    if not has(t, r"prendre|prends|prend|recuperer|recupere|reprendre|piocher dans|take|pick|grab|choisir"):
        return None
    if has(t, r"aucun|rien|vide|none|nothing|no clover|empty|0 trefle|pas de trefle|n y en a pas|il n y a pas|personne|nobody|no one") or negated(t, _REFUSE):
        return _v(R.FACE_UP_NEEDS_ONE, "non", "Aucun trèfle n'est face visible au centre : il n'y a rien à prendre, il faut piocher.",
                  "No clover lies face up in the centre: there is nothing to take, you must draw.")
    taken = re.search(rf"\b(?:{_TAKE})\s+{_DET}(?:(?:trefle|clover)\s+)?(\d+)\b", t)
    wanted = int(taken.group(1)) if taken else drawn_value(t)
    shown = numbers(t)
    if wanted is not None:
        shown.remove(wanted)
    if wanted is not None and shown:
        ok = wanted in shown
        return _v(R.DRAW_OR_TAKE, "oui" if ok else "non",
                  f"Au centre : {', '.join(map(str, shown))}. " + ("Tu peux prendre ce trèfle." if ok else f"Il n'y a pas de {wanted} à prendre."),
                  f"In the centre: {', '.join(map(str, shown))}. " + ("You may take it." if ok else f"There is no {wanted} to take."))
    if asks_how(t) or shown:
        return None  # numbers not read as the centre and the clover wanted: not sure
    if has(t, _MUST):  # "je suis obligé de prendre le trèfle visible ?": no, drawing stays open
        return _v(R.DRAW_OR_TAKE, "non", "Non : tu retournes un trèfle de la pioche ou tu prends un trèfle face visible, au choix.",
                  "No: you either draw a face-down clover or take a face-up one, as you choose.")
    return _v(R.DRAW_OR_TAKE, "oui", "Oui, au lieu de piocher, à condition qu'au moins un trèfle soit déjà face visible au centre.",
              "Yes, instead of drawing, provided at least one clover already lies face up in the centre.")


def read_refuse(t: str) -> Interpretation:
    """A drawn clover may be refused, even if playable: it goes face up to the centre."""
    refuse = has(t, _REFUSE) and not negated(t, _REFUSE)
    # "je dois le poser ?" asks whether to play it at all; "je dois le poser à droite d'un plus petit ?" asks where (order)
    forced = has(t, rf"(?:{_MUST})\w*\s+(?:\w+\s+){{0,2}}(?:poser|jouer|placer|place|play|put|use)") and not has(strip_spots(t), _NEXT_TO)
    where = r"ou (?:va|part|vont|partent)|(?:va|part|vont|partent|goes|go) ou\b|where does|where do|where goes|goes where|where is it put"
    if not (refuse or forced) or asks_how(t) and not has(t, where):
        return None
    if has(t, where):
        return _v(R.REFUSE_ANY, "au centre, face visible", "Le trèfle refusé est défaussé face visible au centre de la table.",
                  "A refused clover is discarded face up in the centre of the table.")
    if refuse and has(t, r"visibles?|face up|du centre|from the cent|du milieu|pris au centre|taken|y prendre|repris|reprendre|took from"):
        return _v(R.REFUSE_ANY, None, "Le livret ne tranche pas : il permet de refuser un trèfle pioché, mais ne dit pas "
                  "si on peut reposer au centre un trèfle qu'on vient d'y prendre.",
                  "The booklet does not settle it: it lets you refuse a drawn clover, but not whether a clover "
                  "just taken from the centre may be put back.", ambiguous=True)
    return _v(R.REFUSE_ANY, "non" if forced and not refuse else "oui",
              "Tu peux refuser le trèfle, même s'il était jouable : il va face visible au centre.",
              "You may refuse the clover, even if playable: it goes face up to the centre.")


def read_duplicate(t: str) -> Interpretation:
    """Two equal clovers may not share a row or a column (strict order)."""
    if not has(t, r"meme (?:nombre|numero|valeur|chiffre)|2 fois|2 \d+s?\b|doublons?|identiques?|egaux|pareils?|same (?:number|value)|twice|duplicates?|2 of the same|equal"):
        return None
    if numbers(t) and drawn_value(t) is not None:
        return None  # a concrete line: the placement reader decides it
    # "dans la même ligne" decides even when the words add "de couleurs / colonnes différentes"
    line = r"(?:lignes?|rangees?|colonnes?|rows?|columns?|lines?)"
    shared_cue = rf"(?:meme|same) {line}|(?:dans|sur|in|on) (?:une|la|ma|sa|a|the|my|one) {line}"
    shared = re.search(shared_cue, t) if not negated(t, shared_cue) else None
    apart = has(t, rf"{line} differente?s?|differente?s? {line}|different {line}|pas (?:dans|sur) (?:la|le) meme|ni (?:dans |sur )?la meme"
                   rf"|ailleurs|elsewhere|autre {line}|other {line}|not in the same|not on the same")
    if shared is None and (apart or not has(t, line)):
        return _v(R.STRICTLY_INCREASING, "oui", "Oui, deux trèfles égaux peuvent être dans ton jardin s'ils ne partagent ni rangée ni colonne.",
                  "Yes, two equal clovers may both be in your garden if they share neither a row nor a column.")
    said = shared.group(0) if shared is not None else t
    if has(said, r"colonnes?|columns?") and not has(said, r"lignes?|rangees?|rows?|lines?"):
        return _v(R.STRICTLY_INCREASING, "non", "Un 7 sous un 7 : la colonne ne monte plus strictement.",
                  "A 7 below a 7: the column no longer strictly increases.")
    return _v(R.STRICTLY_INCREASING, "non", "Un 7 à droite d'un 7 : la rangée ne monte plus strictement.",
              "A 7 to the right of a 7: the row no longer strictly increases.")


def read_gaps(t: str) -> Interpretation:
    """Numbers must climb but need not be consecutive."""
    if not has(t, r"se suivre|se suivent|consecutifs?|consecutives?|sauter|saute|trous?|ecarts?|gaps?|skip|d affilee|a la suite|successifs?|follow each other"):
        return None
    if asks_how(t) or numbers(t) and drawn_value(t) is not None:
        return None  # a concrete line: the placement readers decide it
    example = unread_numbers(t)
    if any(a >= b for a, b in zip(example, example[1:])):
        return None  # "genre 12 puis 3": the example itself breaks the order, not a gaps question
    return _v(R.GAPS_ALLOWED, "non" if has(t, _MUST) else "oui",
              "Un 3 puis un 12 dans une rangée : elle monte strictement, c'est permis ; les nombres n'ont pas besoin de se suivre.",
              "A 3 then a 12 in a row: it strictly increases, which is allowed; numbers need not be consecutive.")


_PUTS = (r"poser|pose|mettre|mets|met|placer|place|caser|case|caler|cale|coller|colle|glisser|glisse|jouer|joue|ajouter|inserer"
         r"|put|play|stick|slot|fit|drop|slide|slip|pop|add|insert")
_THIS_CLOVER = (r"\b(?:ce|cet|cette|this|that) (?:trefle|clover|carte|card|numero|number)\b|\bcelui (?:ci|la)\b|\bcelle (?:ci|la)\b"
                r"|\bthis one\b|\bthat one\b")
_DRAWN_CLOVER = (r"\b(?:mon|my|le|the) (?:trefle|clover) (?:que j ai |qu on a |que je viens de |i |i ve |i just )?"
                 r"(?:pioche|tire|retourne|drew|drawn|picked|flipped)\b")
_POINTED = (  # a particular placed clover or square pointed at, not described ("the one in my corner", "celui du milieu")
    rf"{_THIS_CLOVER}|\bthe one (?:in|on|at|from)\b|\b(?:celui|celle) (?:de|du|d|en|qui|sur|dans)\b|\bcoin_|\bcolonne_|\b(?:coin|corner)\b"
    rf"|\b(?:ma|my) (?:case|square|spot)\b|\bcase du milieu\b|\bmiddle square\b|\b{ORDINAL} (?:case|square|spot)\b"
)
_UNNAMED_CLOVER = rf"{_THIS_CLOVER}|{_DRAWN_CLOVER}|\b(?:le|la|l) (?:{_PUTS})\b|\b(?:{_PUTS}) (?:it|this|that)\b"
_SOMEWHERE = r"\b(?:ici|there|here|dedans|in it|coin_\w+)\b|\bla(?=\s*(?:[,.;:?!]|$|\bou\b))|(?<![\w.])\d+(?![\w])"  # "là", a number


def read_swap(t: str) -> Interpretation:
    """A new clover may replace a placed one if the order still holds; the removed one goes face up.

    A swap with a placed clover pointed at but not stated ("swap it with the one in my top right corner",
    "l'échanger contre celui du coin") asks for the numbers; an indefinite one ("un trèfle déjà posé")
    gets the general answer.
    """
    if not has(t, rf"echanger|echange|remplacer|remplace|swap|replace|exchange|substituer|intervertir|{_IN_PLACE_OF}"):
        return None
    if has(t, r"ou va|ou part|where does|where do|what happens to"):
        return _v(R.REMOVED_FACE_UP, "au centre, face visible", "Le trèfle retiré part face visible au milieu de la table.",
                  "The removed clover goes face up to the middle of the table.")
    target = re.search(rf"\b(?:contre|avec|for|with|remplacer|replace|swap|{_IN_PLACE_OF})\s+(?:(?:le|la|l|mon|ma|un|une|the|my|a|an|ce|this)\s+)*(\d+)\b", t)
    value = drawn_value(re.sub(r"\b(?:remplacer|replace|swap|echanger)\s+(?:(?:le|la|mon|ma|the|my)\s+)*\d+", "", t))
    if target is None or value is None or int(target.group(1)) == value:
        if numbers(t) or re.search(_POINTED, strip_spots(t)):  # "swap it with the one in my corner": a concrete swap, unstated
            return MissingSituation(R.SWAP_KEEPS_ORDER, "Dis-moi quel trèfle tu veux retirer, lequel tu poses à sa place, et leurs voisins.",
                                    "Tell me which clover you remove, which one takes its place, and their neighbours.")
        if asks_how(t):
            return None
        return _v(R.SWAP_KEEPS_ORDER, "oui", "Oui, si l'ordre croissant reste respecté : un 8 entre un 3 et un 12 peut céder sa place à un 5 "
                  "(3 < 5 < 12) ; le 8 part face visible au centre.",
                  "Yes, if the order still holds: an 8 between a 3 and a 12 may give way to a 5 (3 < 5 < 12); "
                  "the 8 goes face up to the centre.")
    return _decide_swap(t, int(target.group(1)), value)


def _decide_swap(t: str, old: int, value: int) -> Interpretation:
    others = sorted({n for n in numbers(t) if n not in (old, value)})
    if not others:
        return MissingSituation(R.SWAP_KEEPS_ORDER, f"Dis-moi les nombres voisins du {old} dans sa rangée et sa colonne.",
                                f"Tell me the numbers next to the {old} in its row and column.")
    lo = max((n for n in others if n < old), default=None)
    hi = min((n for n in others if n > old), default=None)
    ok = (lo is None or lo < value) and (hi is None or value < hi)
    chain = " < ".join(str(n) for n in (lo, value, hi) if n is not None)
    if ok:
        return _v(R.SWAP_KEEPS_ORDER, "oui", f"{chain} : l'ordre tient, le {value} remplace le {old}, qui part face visible au centre.",
                  f"{chain}: the order holds, the {value} replaces the {old}, which goes face up to the centre.")
    bad = lo if lo is not None and value <= lo else hi
    return _v(R.SWAP_KEEPS_ORDER, "non", f"À la place du {old}, le {value} ne tient pas l'ordre face au {bad} : échange interdit.",
              f"In place of the {old}, the {value} breaks the order against the {bad}: the swap is not allowed.")


def _read_around(t: str) -> Interpretation:
    """A square described by its neighbours: "un 4 à gauche de la case et un 10 au-dessus", "à droite de la case
    vide il y a un 9" (one side is enough when the words name the square itself).

    Each neighbour is checked on its own side (row and column alike); None when the words do not
    describe such a square, MissingSituation when a number is left unread.
    """
    if has(t, r"entre|between"):
        return None
    text = strip_spots(t)
    drawn = drawn_match(text)
    if drawn is None:
        return None
    around, rest = crossing_neighbours(text[: drawn.start(1)] + " " + text[drawn.end(1):])
    named_square = re.search(r"\b(?:de|of|d) (?:la |the |cette |this |that )?(?:case|square|spot|trou|gap|hole)\b|\bsa (?:gauche|droite)"
                             r"|\bits (?:left|right)|\b(?:above|below|under|over|beneath|underneath) it\b|de celle ci|d elle", text)
    if len(around) < 2 and not (around and named_square):  # one side of a plain number is the line readers' job
        return None
    value = int(drawn.group(1))
    if numbers(re.sub(_LINE_INDEX, " ", rest)) or not 1 <= value <= 20:
        return MissingSituation(R.STRICTLY_INCREASING, f"Dis-moi les nombres voisins de la case où tu poses le {value}, et de quel côté.",
                                f"Tell me the numbers next to the square where the {value} goes, and on which side.")
    broken = around_conflict(value, around)
    if broken is not None:
        return broken
    sides = ", ".join(f"{n} {_SIDE_FR[side]}" for side, n in around.items())
    sides_en = ", ".join(f"{n} {side}" for side, n in around.items())
    return _v(R.STRICTLY_INCREASING, "oui", f"Le {value} dépasse ses voisins de gauche et du dessus et reste sous ceux de droite et du dessous ({sides}).",
              f"The {value} climbs past its neighbours on the left and above and stays under those on the right and below ({sides_en}).")


_SIDE_FR = {"left": "à gauche", "right": "à droite", "above": "au-dessus", "below": "en dessous"}


_OTHERS_HOLD = (r"\b(?:un joueur|une joueuse|un autre joueur|une autre joueuse|l autre joueur|another player|the other player"
                r"|someone|quelqu un|mon adversaire|l adversaire|my opponent|mon voisin|ma voisine|my neighbou?r)\b")


def read_placement(t: str) -> Interpretation:
    """Placing a clover in a row or column: the order rule decides.

    A clover pointed at but not numbered ("ce trèfle", "put it") next to a place asks for its number.

    A question mixing the asker's clovers with another player's ("j'ai pioché un 4 et un joueur a un 4")
    is not one garden's line: None, rather than reading every number as one line.
    """
    if numbers(t) and re.search(ME, t) and (has(t, _OTHERS_HOLD) or player_names(t)):
        return None
    listed = read_gap_line(t)
    if listed is not None:
        return listed
    around = _read_around(t)
    if around is not None:
        return around
    question = read_line_question(t)
    if question is None:
        if has(t, _UNNAMED_CLOVER) and re.search(_SOMEWHERE, strip_spots(t)):  # "je peux caser ce trèfle à droite de mon 8 ?"
            return MissingSituation(R.STRICTLY_INCREASING, "Dis-moi le nombre du trèfle que tu veux poser et les nombres déjà posés autour.",
                                    "Tell me the number on the clover you want to place and the numbers already around it.")
        return None
    if len(question.line) == 0 and question.relation is None and 1 <= question.value <= 20:
        return MissingSituation(R.STRICTLY_INCREASING, "Dis-moi les nombres déjà posés dans la rangée (ou la colonne) et où tu veux poser le trèfle.",
                                "Tell me the numbers already in the row (or column) and where you want the clover.")
    return decide_line(question)


def read_order(t: str) -> Interpretation:
    """Numbers climb left to right in each row and top to bottom in each column.

    A stated sequence ("3 puis 5 puis 2") or a comparison on one side ("un plus grand au-dessus
    d'un plus petit") decides; otherwise the general rule answers.
    """
    if not has(t, r"croissant|decroissant|ordre|monter|montent|monte|descendre|descend|increas|decreas|order|ascending|descending|plus petits?|plus grands?|smaller|bigger|larger"):
        return None
    if asks_how(t):
        return None
    down = has(t, r"decroissant|descendre|descend|decreas|descending|de droite a gauche|de bas en haut|right to left|bottom to top|diminu")
    example = unread_numbers(t)
    if example:  # "3 puis 5 puis 2, c'est bon ?": the stated sequence decides
        if down or len(example) < 2 or drawn_value(t) is not None:
            return None
        climbs = all(a < b for a, b in zip(example, example[1:]))
        chain = ", ".join(map(str, example))
        return _v(R.STRICTLY_INCREASING, "oui" if climbs else "non",
                  f"{chain} : " + ("ça monte strictement, c'est permis." if climbs else "ça ne monte pas strictement, c'est interdit."),
                  f"{chain}: " + ("strictly increasing, allowed." if climbs else "not strictly increasing, not allowed."))
    compared = _compared(strip_spots(t))
    if compared is not None:
        return compared
    return _v(R.STRICTLY_INCREASING, "non" if down else "oui",
              "Les nombres montent strictement de gauche à droite dans chaque rangée et de haut en bas dans chaque colonne.",
              "Numbers strictly increase left to right in each row and top to bottom in each column.")


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
    sides = [(m.start(), m.end(), side) for side, cue in _SIDES.items() for m in re.finditer(rf"\b(?:{cue})\b", t)]
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
    where = {"right": ("à droite d'", "to the right of"), "left": ("à gauche d'", "to the left of"),
             "below": ("sous", "below"), "above": ("au-dessus d'", "above")}[side]
    size = ("plus grand", "bigger") if placed_bigger else ("plus petit", "smaller")
    return _v(R.STRICTLY_INCREASING, "oui" if ok else "non",
              f"Un trèfle {size[0]} {where[0]}un autre : " + ("la ligne monte toujours strictement." if ok else "la ligne ne monterait plus strictement.")
              + " Les nombres montent de gauche à droite et de haut en bas.",
              f"A {size[1]} clover {where[1]} another: " + ("the line still strictly increases." if ok else "the line would no longer strictly increase.")
              + " Numbers climb left to right and top to bottom.")


READERS: tuple[Callable[[str], Interpretation], ...] = (
    read_tournament, read_winner, read_colour, read_setup, read_golden, read_refuse,
    read_face_up, read_duplicate, read_gaps, read_swap, read_placement, read_order,
)


def interpret(question: str) -> Interpretation:
    """The first reader that recognises the question decides it; None when none does."""
    text = fold(question)
    for reader in READERS:
        found = reader(text)
        if isinstance(found, Verdict) and isinstance(found.verdict, str):
            return replace(found, verdict=respell(found.verdict, question),
                           explanation=respell(found.explanation, question))
        if found is not None:
            return found
    return None
