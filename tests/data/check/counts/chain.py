from collections import deque

nl, ns = map(int, input().split())
moves = [-1] * 101
for _ in range(nl + ns):
    a, b = map(int, input().split())
    moves[a] = b

dist = [-1] * 101
dist[1] = 0
q = deque([1])
while q:
    u = q.popleft()
    for die in range(1, 7):
        v = min(u + die, 100)
        hops = 0
        while moves[v] != -1 and hops < 100:  # a ladder onto a snake: keep going
            v = moves[v]
            hops += 1
        if dist[v] == -1:
            dist[v] = dist[u] + 1
            q.append(v)
print(dist[100])
