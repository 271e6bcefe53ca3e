"""The analysis figures as the page writes them (``texts`` in the reply): percents and decimals.

>>> pct_text(1 / 6, 2), pct_text(None, 2), fixed_text(39.2252, 2), fixed_text(float("inf"), 2)
('16.67 %', '–', '39.23', '–')
"""

from math import isfinite

__all__ = ["pct_text", "fixed_text", "analysis_texts"]


def pct_text(p, digits):
    """``p`` as a percent with ``digits`` decimals (``"16.67 %"``), ``–`` when None or not finite."""
    return "–" if p is None or not isfinite(p) else f"{100 * p:.{digits}f} %"


def fixed_text(v, digits):
    """``v`` with ``digits`` decimals, ``–`` when None or not finite."""
    return "–" if v is None or not isfinite(v) else f"{v:.{digits}f}"


def analysis_texts(out):
    """The figures of the analysis reply ``out`` as the page shows them: means and spreads with two
    decimals, chances as percents (the fewest turns' with three decimals, finishing at all with four)."""
    et = out.get("equal_turns") or {}
    verdicts = et.get("verdicts")
    return {
        "mean": fixed_text(out["mean"], 2),
        "sd": fixed_text(out["sd"], 2),
        "p_min_turns": pct_text(out["p_min_turns_float"], 3),
        "finish_probability": pct_text(out["finish_probability"], 4),
        "expected_rounds": fixed_text(out["expected_rounds"], 2),
        "expected_total_rolls": fixed_text(out["expected_total_rolls"], 2),
        "win_probability": [pct_text(p, 2) for p in out["win_probability"] or []],
        "win_total": pct_text(out["win_total"], 2),
        "sole": [pct_text(p, 2) for p in et.get("sole") or []],
        "tie": pct_text(et.get("tie"), 2),
        "no_winner": pct_text(et.get("no_winner"), 2),
        "verdicts": None if verdicts is None else {k: pct_text(v, 2) for k, v in verdicts.items()},
    }
