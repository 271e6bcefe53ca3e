from collections import deque

t = int(input())
for _ in range(t):
    board = list(range(100))  # board[square]: where it leads
    for _ in range(int(input())):
        a, b = map(int, input().split())
        board[a] = b
    for _ in range(int(input())):
        a, b = map(int, input().split())
        board[a] = b
    seen = {1: 0}
    todo = deque([1])
    answer = -1
    while todo:
        s = todo.popleft()
        if s == 100:
            answer = seen[s]
            break
        for r in range(1, 7):
            nxt = board[min(s + r, 100)]
            if nxt not in seen:
                seen[nxt] = seen[s] + 1
                todo.append(nxt)
    print(answer)
