from collections import deque


class Solution:
    def snakesAndLadders(self, board):
        n = len(board)
        dest = [-1] * (n * n + 1)
        label = 1
        for r in range(n - 1, -1, -1):
            row = board[r] if (n - 1 - r) % 2 == 0 else board[r][::-1]
            for value in row:
                dest[label] = value
                label += 1
        dist = {1: 0}
        q = deque([1])
        while q:
            s = q.popleft()
            for nxt in range(s + 1, min(s + 6, n * n) + 1):
                hops = 0
                while dest[nxt] != -1 and hops < n * n:  # follow the ladders and snakes to the end
                    nxt = dest[nxt]
                    hops += 1
                if nxt == n * n:
                    return dist[s] + 1
                if nxt not in dist:
                    dist[nxt] = dist[s] + 1
                    q.append(nxt)
        return -1
