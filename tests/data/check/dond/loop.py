import sys

s, t, last = (int(a) for a in sys.argv[1:4])

# after[v]: chance that the rolls still to come all pass, given the roll before them was v (-1: none)
after = dict.fromkeys(range(-1, s), 1.0)
done = 0
while done < t:
    after = {v: sum(after[w] for w in range(s) if v < 0 or abs(w - v) > 1) / s for v in range(-1, s)}
print(f"{after[last]:g}")
