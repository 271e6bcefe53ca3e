import sys


def expected_throws(jump):
    """E[1] by value iteration: E[p] = 1 + (E[t1] + ... + E[t6]) / 6 until nothing changes."""
    e = [0.0] * 101
    change = 1.0
    while change > 1e-12:
        for p in range(99, 0, -1):
            total = 0.0
            for roll in range(1, 7):
                t = p + roll
                if t > 100:
                    t = p
                total += e[jump.get(t, t)]
            new = 1 + total / 6
            change = max(change, abs(new - e[p]))  # (never starts again from 0)
            e[p] = new
    return e[1]


data = sys.stdin.read().split()
t, i = int(data[0]), 1
for case in range(1, t + 1):
    count = int(data[i])
    i += 1
    jump = {}
    for _ in range(count):
        jump[int(data[i])] = int(data[i + 1])
        i += 2
    print(f"Case {case}: {expected_throws(jump):.10f}")
