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
    todo = [1]
    i = 0
    answer = -1
    while i < len(todo):
        s = todo[i]
        if s == 100:
            answer = seen[s]
            break
        for r in range(1, 7):
            nxt = min(s + r, 100)
            nxt = jump.get(nxt, nxt)
            if nxt not in seen:
                seen[nxt] = seen[s] + 1
                todo.append(nxt)
    print(answer)
