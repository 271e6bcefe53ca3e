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
    pos = [0] * a
    over = False
    for k in range(c):
        roll = nxt()
        if over:
            continue
        p = k % a
        pos[p] = min(100, pos[p] + roll)
        pos[p] = jump.get(pos[p], pos[p])
        if pos[p] == 100:
            over = True
    for p in range(a):
        print(f"Position of player {p + 1} is {pos[p]}.")
