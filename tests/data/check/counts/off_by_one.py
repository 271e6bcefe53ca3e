from collections import deque

nl, ns = map(int, input().split())
moves = [-1] * 100  # squares 0..99
for _ in range(nl + ns):
    a, b = map(int, input().split())
    moves[a - 1] = b

dist = [-1] * 100
dist[0] = 0
q = deque([0])
while q:
    u = q.popleft()
    for die in range(1, 7):
        v = min(u + die, 99)
        if moves[v] != -1:
            v = moves[v]
        if dist[v] == -1:
            dist[v] = dist[u] + 1
            q.append(v)
print(dist[99])
