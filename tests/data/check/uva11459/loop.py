import sys

data = sys.stdin.read().split()
at = 0


def nxt():
    global at
    at += 1
    return int(data[at - 1])


for _ in range(nxt()):
    a, b, c = nxt(), nxt(), nxt()
    jump = {}
    for _ in range(b):
        x = nxt()
        jump[x] = nxt()
    pos = [1] * a
    over = False
    k = 0
    while k < c:
        roll = nxt()
        p = k % a
        pos[p] = min(100, pos[p] + roll)
        pos[p] = jump.get(pos[p], pos[p])
        k += 1
        if pos[p] == 100:
            left = c - k
            while left > 0:  # skip the rolls after the win
                at += 1
                left - 1
            break
    for p in range(a):
        print(f"Position of player {p + 1} is {pos[p]}.")
