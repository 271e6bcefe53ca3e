"""``flow``: where one player stands after turn T, square by square (the page's probability flow).

Per file: ``turn T`` (the last turn followed: ``--turns``, or fewer when every player has finished
or the flow's size limit is reached, said on stderr), ``finished P``, with several players ``game
on P`` (nobody has finished yet), with ``--start off`` ``off P`` (not on the board yet), then one
``SQUARE P`` line for every square the player may stand on. P is the page's text (six digits, the
hover's decimal); with ``--exact`` the exact fraction while the flow's rows are exact (their
denominator ``faces**T`` has at most ``limits.FLOW_EXACT_DIGITS`` digits; later turns keep the
decimals and say so on stderr).
"""

from .door import answer_each, files_argument, warn

HELP = "the probability flow: the chance of standing on each square after turn T, and of having finished"
TOOL = "flow"


def add_arguments(p):
    files_argument("board files")(p)
    p.add_argument("--exact", action="store_true", help="exact fractions instead of decimals (small turns)")


def flow_lines(r, exact):
    """The lines printed for the flow tool's result ``r`` (its last row)."""
    row = r["rows"][-1]
    fractions = row["exact"] if exact else None

    def value(key):
        return fractions[key] if fractions else row[f"{key}_text"]

    lines = [f"turn {row['turn']}", f"finished {value('finished')}"]
    if r["players"] > 1:
        lines.append(f"game on {value('game_on')}")
    if r["rules"]["start"] == "off":
        lines.append(f"off {value('off')}")
    texts = fractions["squares"] if fractions else row["squares_text"]
    lines += [f"{i + r['base']} {texts[i]}" for i, p in enumerate(row["squares"]) if p > 0]
    return lines


def run(args, out):
    def show(name, r):
        warn(name, r["notes"])
        if args.exact and r["rows"][-1]["exact"] is None:
            warn(name, [f"exact fractions are kept up to turn {r['exact_turns']}; turn {r['turns']} is in decimals"])
        print("\n".join(flow_lines(r, args.exact)), file=out)

    return answer_each(args, TOOL, show)
