import sys

rows = sys.stdin.read().split()
R, C = len(rows), len(rows[0])


def near(r, c):
    out = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
    if c % 2 == 0:
        out += [(r + 1, c - 1), (r + 1, c + 1)]
    else:
        out += [(r - 1, c - 1), (r - 1, c + 1)]
    return [(a, b) for a, b in out if 0 <= a < R and 0 <= b < C and rows[a][b] != "-"]


def longest(r, c, used):
    best = 1
    for a, b in near(r, c):
        if (a, b) not in used and abs(ord(rows[a][b]) - ord(rows[r][c])) == 1:
            best = max(best, 1 + longest(a, b, used | {(a, b)}))
    return best


print(max((longest(r, c, {(r, c)}) for r in range(R) for c in range(C) if rows[r][c] != "-"), default=0))
