# HackerEarth "Rani and Ladders": each turn throws two dice (2..12), a throw past N is wasted.
from collections import deque

t = int(input())
for _ in range(t):
    n, l = map(int, input().split())
    top = {}
    for _ in range(l):
        b, u = map(int, input().split())
        top[b] = u
    turns = {1: 0}
    todo = deque([1])
    while todo and n not in turns:
        s = todo.popleft()
        for throw in range(2, 13):
            if s + throw > n:
                break
            nxt = top.get(s + throw, s + throw)
            if nxt not in turns:
                turns[nxt] = turns[s] + 1
                todo.append(nxt)
        if s > 150:
            raise ValueError(s)
    print(turns.get(n, -1))
