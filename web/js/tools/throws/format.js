// Words for the throws tool: one throw as a sentence, and the BFS shown beside the board.

/** "roll 5: 1 → 6, ladder up to 46" (labels as the engine gives them). */
export function moveText(m) {
  let s = `roll ${m.roll}: ${m.from} → ${m.landing}`;
  if (m.to !== m.landing) s += m.to > m.landing ? `, ladder up to ${m.to}` : `, snake down to ${m.to}`;
  return s;
}

// The BFS shown beside the board: the same level-by-level search as engine/route.py's ``bfs``.
// Each line has a key; a step highlights the line it has just executed.
export const CODE = [
  ["def", "def fewest_throws(jump, start, goal, rolls=range(1, 7)):"],
  ["dist", "    dist = {start: 0}          # throws to each square"],
  ["parent", "    parent = {start: None}"],
  ["init", "    queue = [start]            # layer 0"],
  ["while", "    while queue:"],
  ["next", "        nxt = []               # the next layer"],
  ["for-sq", "        for sq in queue:"],
  ["for-roll", "            for roll in rolls:     # two dice: 2..12"],
  ["land", "                land = landing(sq, roll, goal)  # past the goal: the end rule"],
  ["jump", "                to = jump.get(land, land)"],
  ["seen", "                if to not in dist:"],
  ["set-dist", "                    dist[to] = dist[sq] + 1"],
  ["set-parent", "                    parent[to] = (sq, roll)"],
  ["append", "                    nxt.append(to)"],
  ["goal", "        if goal in dist:"],
  ["found", "            return dist[goal]"],
  ["advance", "        queue = nxt"],
  ["empty", "    return -1                  # queue empty"],
  ["blank", ""],
  ["route", "def route(parent, goal):"],
  ["r-init", "    moves, sq = [], goal"],
  ["r-while", "    while parent[sq] is not None:"],
  ["r-step", "        frm, roll = parent[sq]"],
  ["r-push", "        moves.append((frm, roll, sq))"],
  ["r-back", "        sq = frm"],
  ["r-return", "    return moves[::-1]         # first throw first"],
];

/** The line each kind of step has just executed. */
export const LINE_OF = { init: "init", layer: "append", found: "found", empty: "empty", route: "r-return" };
