import sys

lines = [x.strip() for x in sys.stdin.read().splitlines()]
lines = [x for x in lines if x and not set(x) <= {"-"}]
i = 1
for game in range(1, int(lines[0]) + 1):
    d = int(lines[i])
    grid = [row.split() for row in lines[i + 1 : i + 1 + d]]
    i += 1 + d
    cells = {}
    for r, row in enumerate(grid):
        up = d - 1 - r
        for c, word in enumerate(row):
            square = up * d + (c if up % 2 == 0 else d - 1 - c)
            if word[0] in "SL":
                cells.setdefault(word, []).append(square)
    jump = {}
    for word, squares in cells.items():
        if word[0] == "L":
            for q in squares:
                if q != max(squares):
                    jump[q] = max(squares)
                else:
                    jump[q] = min(squares)  # and back down from the top
        else:
            for q in squares:
                if q != min(squares):
                    jump[q] = min(squares)
    scripts = []
    for _ in range(2):
        text = lines[i].split(":", 1)[1]
        i += 1
        while i < len(lines) and lines[i].startswith(","):
            text += lines[i]
            i += 1
        scripts.append([int(x) for x in text.split(",") if x.strip()])
    pos, won = [0, 0], [False, False]
    for k in range(min(len(s) for s in scripts)):
        for p in range(2):
            pos[p] += scripts[p][k]
            if pos[p] >= d * d - 1:
                won[p] = True
            pos[p] = jump.get(pos[p], pos[p])
        if any(won):
            break
    verdict = ["Neither Player 1 or Player 2 won.", "Player 1 wins!", "Player 2 wins!", "Both players win!"]
    print(f"Game #{game}: {verdict[won[0] + 2 * won[1]]}")
