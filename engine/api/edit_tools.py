"""The board editor's requests: ``edit`` (one change, the text rewritten in its own format) and
``live`` (the answers shown while editing, with the change from the previous board).

Vocabulary: ``o`` is a tool's typed options; a *figure* is one live answer kept exactly
(``throws`` an int, ``mean`` and ``within`` Fractions written ``"p/q"``, or the mean as a float
text above ``EXACT_MAX_SQUARES`` squares); the page sends the previous reply's ``figures`` back
as ``previous`` and the engine says what changed.
"""

from fractions import Fraction

from .. import chance, edit, formats, route
from ..board import apply_start_jump
from ..chance.distribution import _turn_step
from ..errors import InputError
from ..limits import EXACT_MAX_SQUARES
from ..numbers import decimal_text, fraction_text
from .board_tools import move_text
from .boards import read_boards, rules_of, start_warnings
from .options import read
from .tables import LIVE

__all__ = ["edit_board", "live"]

#: The board a blank editor starts from, and the format it writes when none is chosen.
BLANK_SQUARES = 100
BLANK_FORMAT = "pairs"


def _reading(text, fmt):
    """(boards, format name, summary, hints) of ``text``; a blank text is a blank board."""
    if not text.strip():
        name = BLANK_FORMAT if fmt in (None, "", "auto") else fmt
        return [edit.empty(BLANK_SQUARES)], name, "a blank board", {}
    r = read_boards(text, fmt)
    return list(r.boards), r.format, r.summary, r.hints


def _written(boards, name):
    """(text, its reading) of the boards in format ``name``, or Refused when that format cannot
    hold them as they are."""
    try:
        text = formats.write_all(boards, name)
        reading = formats.read(text, name)
    except InputError as e:
        found = f" {e.found}" if e.found else ""
        raise edit.Refused(f"the {formats.title(name)} format cannot hold this board: {e.reason}{found}") from None
    b, again = boards[0], reading.boards[0]
    if (again.size, again.jump_map()) != (b.size, b.jump_map()):
        raise edit.Refused(f"the {formats.title(name)} format would read this board differently")
    return text, reading


def edit_board(text, o):
    """One op (``o["op"]``, see ``engine.edit``) on the first board of ``text``, written back in
    the format it was read in (``o["format"]``, detected when ``auto``; a blank text is a blank
    100-square board written as pairs).

    Result: ``text`` (unchanged when refused), ``format``, ``refused`` (the reason, or None),
    ``note``, ``board`` (the board now, with drawing ``cells``), ``op``; with ``o["live"]`` (the
    ``live`` tool's options), ``live``: that tool's answer for the new text (one round trip per
    drag) without its ``board`` (the ``board`` above is that board: one copy of 1024 cells on a
    32x32 board, not two), or None when refused.
    """
    boards, name, _, _ = _reading(text, o["format"])
    refused, note, new_text, board, reading = None, "", text, boards[0], None
    try:
        change = edit.apply(boards[0], o["op"])
        new_text, reading = _written([change.board, *boards[1:]], name)
        board, note = change.board, change.note
    except edit.Refused as e:
        refused = str(e)
    out = {"text": new_text, "format": name, "refused": refused, "note": note, "board": board.to_dict(), "op": o["op"]}
    if isinstance(o["live"], dict):  # the new text as just read back, not read a third time
        lo = read(LIVE, {**o["live"], "format": name})
        answer = None if refused else _live(reading.boards[0], name, reading.summary, lo, reading.hints)
        out["live"] = answer and {k: v for k, v in answer.items() if k != "board"}
    return out


def _within(ch, turns):
    """P(T <= turns) exactly: roll sequences that finish within ``turns`` over all of them."""
    if ch.start_node == chance.FIN:
        return Fraction(1)
    mass = [0] * (ch.goal + 1)
    mass[ch.start_node] = 1
    done = 0
    for _ in range(turns):
        mass, fin = _turn_step(ch, mass, True)
        done = done * ch.faces + fin
    return Fraction(done, ch.faces**turns)


def _mean(ch, board, exact):
    """The expected number of turns: a Fraction when ``exact`` (boards up to EXACT_MAX_SQUARES
    squares), else a float; None when the game may never end."""
    s = ch.start_node
    if s == chance.FIN:
        return Fraction(0)
    fates = ch.fates()
    if not fates[1][s]:
        return None
    return chance.expected_turns_from(ch, s, exact and board.size <= EXACT_MAX_SQUARES, fates)


def _figures(board, rules, turns, exact):
    played = apply_start_jump(board, rules)
    found = route.shortest_route(played, rules, details=False)
    ch = chance.build_chain(played, rules)
    return found, {"throws": found.throws, "mean": _mean(ch, played, exact), "within": _within(ch, turns)}


def _signed(x, digits):
    """``+3.2``, ``-0.5``, ``±0.0`` (a change too small to show is neither up nor down)."""
    text = f"{x:+.{digits}f}"
    return "±" + text[1:] if float(text) == 0 else text


def _change(now, before, turns):
    """What changed from the previous figures (exact differences when both are exact)."""
    out = {"throws": None, "mean": None, "within": None}
    if before.get("throws") is not None and now["throws"] >= 0 and before["throws"] >= 0:
        d = now["throws"] - before["throws"]
        out["throws"] = f"{d:+d} throw{'s' if abs(d) != 1 else ''}"
    if before.get("mean") is not None and now["mean"] is not None:
        d = now["mean"] - _number(before["mean"])
        out["mean"] = f"{_signed(float(d), 1)} turns"
        out["mean_exact"] = fraction_text(d) if isinstance(d, Fraction) else None
    if before.get("within") is not None and before.get("turns") == turns:
        d = now["within"] - _number(before["within"])
        out["within"] = f"{_signed(float(d) * 100, 1)} points"
    return out


def _number(text):
    """A figure sent back by the page: ``"p/q"`` exactly, else a float."""
    try:
        return Fraction(str(text)) if "/" in str(text) or str(text).lstrip("-").isdigit() else float(text)
    except (ValueError, ZeroDivisionError):
        raise InputError(1, 1, "live: a previous figure is not a number:", found=str(text)) from None


def _figure_text(f, turns):
    mean = f["mean"]
    exact = isinstance(mean, Fraction)
    return {
        "throws": f["throws"],
        "mean": fraction_text(mean) if exact else (None if mean is None else repr(float(mean))),
        "within": fraction_text(f["within"]),
        "turns": turns,
    }


def _throws_line(found):
    if found.throws < 0:
        return "Fewest throws: the goal cannot be reached"
    return f"Fewest throws: {found.throws} ({route.route_text(found)})"


def _lines(f, found, turns):
    """The live answers as the page writes them."""
    mean = f["mean"]
    throws = _throws_line(found)
    if mean is None:
        expected = "Expected turns: infinite (a player can get stuck)"
    elif isinstance(mean, Fraction):
        expected = f"Expected turns: {float(mean):.2f} (exactly {fraction_text(mean, denominator_one=False)})"
    else:
        expected = f"Expected turns: {mean:.2f}"
    within = f"Chance of finishing within {turns} turns: {float(f['within']) * 100:.1f}%"
    return {"throws": throws, "mean": expected, "within": within}


def live(text, o):
    """The live answers for the first board of ``text``: the fewest throws with the route, the
    expected number of turns (exact up to EXACT_MAX_SQUARES squares), the chance of finishing
    within ``o["turns"]`` turns (exact), each with the change from ``o["previous"]`` (the figures
    of the previous reply). Without ``o["exact"]`` the mean is a float (the page asks for it on a
    board it does not know to be small, then again for the fraction when ``exact_available``).

    Result: ``format``, ``board``, ``warnings``, ``throws``, ``route_text``, ``moves`` (each with
    ``text``), ``mean`` (float or None), ``mean_exact`` (``"p/q"`` or None), ``mean_decimal``,
    ``within`` (float), ``within_exact``, ``turns``, ``exact_available`` (the board is small enough
    for the exact mean, ``limits.exact_squares``), ``lines`` {throws, mean, within}, ``change``
    {throws, mean, mean_exact, within} (texts such as ``"+3.2 turns"``; None where there is no
    previous figure), ``figures`` (to send back as ``previous``).
    """
    boards, name, summary, hints = _reading(text, o["format"])
    return _live(boards[0], name, summary, o, hints)


def _live(board, name, summary, o, hints):
    """``live``'s reply for ``board``, read as format ``name`` (``summary`` says what was read;
    ``hints`` the source's rules)."""
    rules = rules_of(o, hints)
    if rules.dice > 1:
        return _two_dice(board, name, summary, rules, o)
    turns = o["turns"]
    found, f = _figures(board, rules, turns, o["exact"])
    figures = _figure_text(f, turns)
    previous = o["previous"] if isinstance(o["previous"], dict) else None
    exact = f["mean"] if isinstance(f["mean"], Fraction) else None
    return {
        **_head(board, name, summary, rules, found),
        "mean": None if f["mean"] is None else float(f["mean"]),
        "mean_exact": fraction_text(exact),
        "mean_decimal": decimal_text(exact, 6) if exact is not None else None,
        "within": float(f["within"]),
        "within_exact": fraction_text(f["within"]),
        "turns": turns,
        "exact_available": board.size <= EXACT_MAX_SQUARES,
        "lines": _lines(f, found, turns),
        "change": _change(f, previous, turns) if previous else None,
        "figures": figures,
    }


def _head(board, name, summary, rules, found):
    """The fields every ``live`` reply starts with: what was read, the fewest throws and the route."""
    return {
        "format": name,
        "read_as": summary,
        "board": board.to_dict(),
        "warnings": [*board.warnings, *start_warnings(board, rules)],
        "throws": found.throws,
        "route_text": route.route_text(found),
        "moves": [{**m.to_dict(found.base), "text": move_text(m.to_dict(found.base))} for m in found.moves],
    }


def _two_dice(board, name, summary, rules, o):
    """``live``'s reply when a throw is two dice: the fewest throws and the route; no mean and no
    chance (the probability tools throw one die), and the lines say so."""
    found = route.shortest_route(apply_start_jump(board, rules), rules, details=False)
    f = {"throws": found.throws, "mean": None, "within": None, "turns": o["turns"]}
    one_die = "not with two dice (the probability tools throw one die)"
    previous = o["previous"] if isinstance(o["previous"], dict) else None
    change = _change({**f, "mean": None}, {**previous, "mean": None, "within": None}, o["turns"]) if previous else None
    return {
        **_head(board, name, summary, rules, found),
        **dict.fromkeys(("mean", "mean_exact", "mean_decimal", "within", "within_exact"), None),
        "turns": o["turns"],
        "exact_available": False,
        "lines": {
            "throws": _throws_line(found),
            "mean": f"Expected turns: {one_die}",
            "within": f"Chance of finishing: {one_die}",
        },
        "change": change,
        "figures": f,
    }
