def expected_throws(jump):
    """E[1], solving E[p] = 1 + (E[t1] + ... + E[t6]) / 6 for p = 1..99 (E[100] = 0) by elimination."""
    n = 99
    rows = [[0.0] * (n + 1) for _ in range(n)]
    for p in range(1, 100):
        row = rows[p - 1]
        row[p - 1] += 1.0
        row[n] = 1.0
        for roll in range(1, 7):
            t = p + roll
            if t > 100:
                t = p  # the move is lost
            t = jump.get(t, t)
            if t != 100:
                row[t - 1] -= 1 / 6
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(rows[r][c]))
        rows[c], rows[pivot] = rows[pivot], rows[c]
        for r in range(n):
            if r != c and rows[r][c]:
                f = rows[r][c] / rows[c][c]
                rows[r] = [a - f * b for a, b in zip(rows[r], rows[c])]
    return rows[0][n] / rows[0][0]


t = int(input())
for case in range(1, t + 1):
    count = int(input())  # (the blank line before each case is read here)
    jump = {}
    for _ in range(count):
        a, b = map(int, input().split())
        jump[a] = b
    print(f"Case {case}: {expected_throws(jump):.10f}")
