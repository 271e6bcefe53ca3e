from collections import deque


class Solution:
    def snakeLadder(self, A, B):
        board = list(range(100))  # board[i]: where square i (0..99) leads
        for a, b in A + B:
            board[a] = b
        steps = [-1] * 100
        steps[0] = 0
        todo = deque([0])
        while todo:
            s = todo.popleft()
            for r in range(1, 7):
                nxt = min(s + r, 99)
                nxt = min(board[nxt], 99)
                if steps[nxt] == -1:
                    steps[nxt] = steps[s] + 1
                    todo.append(nxt)
        return steps[99]
