// Seed 002's pruned BFS told one queue item at a time: its code (the seed's own, rolls scanned
// from the top face down) and the board, queue and visited set of each of the engine's
// `pruned_steps` (drawn by bfs.js). The engine names each roll's rule and the line each step ends on.

// Seed 002's loop, as the seed writes it (`faces` for its 6). Keys are the engine's `line` values.
export const PRUNED_CODE = [
  ["while", "while queue:"],
  ["pop", "    square, moves = queue.popleft()"],
  ["if-goal", "    if square == target:"],
  ["at-goal", "        return moves"],
  ["if-near", "    if square >= target - faces:"],
  ["near", "        return moves + 1       # one roll finishes"],
  ["init-deepest", "    deepest_plain = None"],
  ["scan", "    for r in range(faces, 0, -1):   # rolls faces → 1"],
  ["landing", "        landing = square + r"],
  ["if-past", "        if landing > target:"],
  ["past", "            continue"],
  ["if-jump", "        if jump_mask[r - 1]:         # ladder / snake"],
  ["dest", "            dest = cells[landing]"],
  ["if-jump-goal", "            if dest == target:"],
  ["jump-goal", "                return moves + 1"],
  ["jump-seen", "            if dest not in visited:"],
  ["jump-mark", "                visited.add(dest)"],
  ["jump-new", "                queue.append((dest, moves + 1))"],
  ["plain-seen", "        elif landing not in visited: # ordinary landing"],
  ["mark", "            visited.add(landing)     # mark now"],
  ["if-deepest", "            if deepest_plain is None:"],
  ["deepest", "                deepest_plain = landing   # keep only one"],
  ["if-append", "    if deepest_plain is not None:"],
  ["append-deepest", "        queue.append((deepest_plain, moves + 1))"],
  ["unreachable", "return -1"],
];

/** The squares seed 002's BFS has marked visited after step `j`, with the throws to each. */
export function prunedVisited(r, j) {
  const values = { [r.layers[0][0]]: 0 };
  for (let k = 0; k <= j; k++) for (const t of r.pruned_steps[k].marked) values[t] = r.pruned_steps[k].marked_distance;
  return values;
}
