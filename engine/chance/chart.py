"""The length histogram's texts: which bars the chart shows, each bar's hover line, the mean
marker's label and the caption under it (web/js/draw/histogram.js only places them).

>>> c = chart([0, 0.5, 0.25, 0.25], None, "turns", 1.75)
>>> c["xmin"], c["xmax"], c["cdf"], c["bars"][1], c["mean_text"]
(0, 4, [0, 0.5, 0.75, 1.0], '1 turns: 50.00 % (50.0 % are over by then)', 'mean 1.8')
>>> c["bars"][4], c["caption"]
('4 turns: 0.00 % (– are over by then)', 'Bars from 0 to 4 turns.')
>>> chart([0, 0.5, 0.25], None, "rolls", None)["caption"]
'Bars from 0 to 4 rolls. The other 25.00 % of games never end (or last longer than the engine followed).'
"""

from itertools import accumulate
from math import isfinite

from .texts import pct_text as _pct

__all__ = ["chart", "CHART_COVER"]

#: The histogram stops where this much of the probability has finished (the tail is noted).
CHART_COVER = 0.995


def chart(pmf, cdf, unit, mean):
    """``{xmin, xmax, cdf, bars, mean_text, caption}`` of P(exactly n ``unit``) (``cdf``: its running
    sum, computed when None; ``bars[k - xmin]`` the bar of n = k), or None when there is no chart (fewer
    than two points or none above 0)."""
    if len(pmf) < 2 or not any(p > 0 for p in pmf):
        return None
    cdf = list(accumulate(pmf)) if cdf is None else list(cdf)
    xmax = next((k for k, c in enumerate(cdf) if c >= CHART_COVER), len(pmf) - 1)
    xmin = next(k for k, p in enumerate(pmf) if p > 0)
    xmin = max(0, min(xmin, xmax - 4))
    xmax = max(xmax, xmin + 4)
    at = lambda seq, k: seq[k] if k < len(seq) else None  # noqa: E731 - bars past the data
    bars = [
        f"{k} {unit}: {_pct(at(pmf, k) or 0, 2)} ({_pct(at(cdf, k), 1)} are over by then)"
        for k in range(xmin, xmax + 1)
    ]
    cut = 1 - cdf[min(xmax, len(cdf) - 1)]  # what finishes after the last bar (or never)
    caption = f"Bars from {xmin} to {xmax} {unit}."
    if xmax < len(pmf) - 1 and cut > 0:
        caption += f" Games longer than {xmax} {unit} ({_pct(cut, 2)}) are past the right edge."
    elif cut > 1e-9:
        caption += f" The other {_pct(cut, 2)} of games never end (or last longer than the engine followed)."
    mean_text = f"mean {mean:.1f}" if mean is not None and isfinite(mean) else None
    return {"xmin": xmin, "xmax": xmax, "cdf": cdf, "bars": bars, "mean_text": mean_text, "caption": caption}
