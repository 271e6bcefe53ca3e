import sys
from functools import cache

s, t, last = (int(a) for a in sys.argv[1:4])


ok_after = {v: [w for w in range(s) if abs(w - v) > 1] for v in range(s)}


@cache
def p(t, last):
    if t == 0:
        return 1.0
    ok = ok_after[last]
    return sum(p(t - 1, v) for v in ok) / s


print(f"{p(t, last):g}")
