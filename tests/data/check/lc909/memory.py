from collections import deque


class Solution:
    def snakesAndLadders(self, board):
        n = len(board)
        cells = [None] * (n * n + 1)
        label = 1
        for r in range(n - 1, -1, -1):
            cols = range(n) if (n - 1 - r) % 2 == 0 else range(n - 1, -1, -1)
            for c in cols:
                cells[label] = (r, c)
                label += 1
        q = deque([[1]])  # every path so far (BFS finds the shortest first)
        while q:
            path = q.popleft()
            for nxt in range(path[-1] + 1, min(path[-1] + 6, n * n) + 1):
                r, c = cells[nxt]
                if board[r][c] != -1:
                    nxt = board[r][c]
                if nxt == n * n:
                    return len(path)
                q.append([*path, nxt])
        return -1
