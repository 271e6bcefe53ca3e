import sys

grid = sys.stdin.read().split()
height, width = len(grid), len(grid[0])
STEPS_EVEN = ((-1, 0), (1, 0), (0, -1), (0, 1), (1, -1), (1, 1))
STEPS_ODD = ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (-1, 1))


def links(cell):
    r, c = cell
    for dr, dc in STEPS_ODD if c % 2 else STEPS_EVEN:
        y, x = r + dr, c + dc
        inside = 0 <= y < height and 0 <= x < width and grid[y][x] != "-"
        if inside and abs(ord(grid[y][x]) - ord(grid[r][c])) == 1:
            yield (y, x)


def best_from(path, on_path):
    best = list(path)
    for nxt in links(path[-1]):
        if nxt not in on_path:
            on_path.add(nxt)
            path.append(nxt)
            found = best_from(path, on_path)
            if len(found) > len(best):
                best = found
            path.pop()
            on_path.discard(nxt)
    return best


longest = []
y = 0
while y < height:
    for x in range(width):
        if grid[y][x] != "-":
            p = best_from([(y, x)], {(y, x)})
            longest = p if len(p) > len(longest) else longest
print("\n".join(grid))
print("PATH")
for y, x in longest:
    print(y, x)
