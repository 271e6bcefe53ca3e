from collections import deque


class Solution:
    def snakeLadder(self, A, B):
        jump = dict(A + B)
        seen = {1: 0}
        todo = deque([1])
        while todo:
            s = todo.popleft()
            if s == 100:
                return seen[s]
            for r in range(1, 7):
                nxt = s + r
                if nxt >= 100:  # the last square only by a ladder
                    continue
                nxt = jump.get(nxt, nxt)
                if nxt not in seen:
                    seen[nxt] = seen[s] + 1
                    todo.append(nxt)
        return -1
