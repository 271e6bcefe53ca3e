import sys
from functools import cache

s, t, last = (int(a) for a in sys.argv[1:4])


@cache
def p(t, last):
    if t == 0:
        return 1.0
    ok = [v for v in range(s - 1) if last < 0 or abs(v - last) > 1]
    return sum(p(t - 1, v) for v in ok) / s


print(f"{p(t, last):g}")
