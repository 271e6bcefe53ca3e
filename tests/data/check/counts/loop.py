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
    die = 1
    while die <= 6:
        v = min(u + die, 100)
        if moves[v] != -1:
            v = moves[v]
        if dist[v] == -1:
            dist[v] = dist[u] + 1
            q.append(v)
print(dist[100])
