from collections import deque

t = int(input())
for _ in range(t):
    jump = {}
    for _ in range(int(input())):
        a, b = map(int, input().split())
        jump[a] = b
    for _ in range(int(input())):
        a, b = map(int, input().split())
        jump[a] = b
    seen = {1: 0}
    todo = deque([1])
    while todo:
        s = todo.popleft()
        for r in range(1, 7):
            nxt = jump.get(min(s + r, 100), min(s + r, 100))
            if nxt not in seen:
                seen[nxt] = seen[s] + 1
                todo.append(nxt)
    print(f"{seen.get(100, -1):3d}")  # printf("%3d\n")
