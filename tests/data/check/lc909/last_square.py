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
        dist = {1: 0}
        q = deque([1])
        while q:
            s = q.popleft()
            for nxt in range(s + 1, min(s + 6, n * n - 1) + 1):
                r, c = cells[nxt]
                if board[r][c] != -1:
                    nxt = board[r][c]
                if nxt == n * n:
                    return dist[s] + 1
                if nxt not in dist:
                    dist[nxt] = dist[s] + 1
                    q.append(nxt)
        return -1
