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
                if nxt > 100:
                    break
                hops = 0
                while nxt in jump and hops < 100:  # a ladder may end on a snake: keep going
                    nxt = jump[nxt]
                    hops += 1
                if nxt not in seen:
                    seen[nxt] = seen[s] + 1
                    todo.append(nxt)
        return -1
