from collections import deque


class Solution:
    def snakesAndLadders(self, board):
        n = len(board)

        def jump(label):
            r, c = divmod(label, n)  # rows of n labels, counted from 1
            row = n - 1 - r
            col = c if r % 2 == 0 else n - 1 - c
            return board[row][col]

        dist = {1: 0}
        q = deque([1])
        while q:
            s = q.popleft()
            for nxt in range(s + 1, min(s + 6, n * n) + 1):
                if jump(nxt) != -1:
                    nxt = jump(nxt)
                if nxt == n * n:
                    return dist[s] + 1
                if nxt not in dist:
                    dist[nxt] = dist[s] + 1
                    q.append(nxt)
        return -1
