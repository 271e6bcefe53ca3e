// The snakes-and-ladders board as SVG, shared by every board tool.
//
// Input is the engine's board dict ({size, base, start, goal, cols, rows, jumps, cells});
// the engine computes where each square is drawn (cells[i] = [row from bottom, column]).
// Ladders are drawn as two rails with rungs, snakes as a wavy body with a head, so the two
// never depend on colour alone. Everything from the user's input is set as text, never HTML.

const SVG = "http://www.w3.org/2000/svg";
const CELL = 60;

export function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

function centre(board, square) {
  const [row, col] = board.cells[square];
  return [col * CELL + CELL / 2, (board.rows - 1 - row) * CELL + CELL / 2];
}

function corner(board, square) {
  const [row, col] = board.cells[square];
  return [col * CELL, (board.rows - 1 - row) * CELL];
}

// A sequential palette readable by colour-blind viewers (cividis-like), dark to light.
const RAMP = ["#00204d", "#123570", "#3b496c", "#575d6d", "#707173", "#8a8779", "#a59c74", "#c3b369", "#e1cc55", "#fee838"];

export function rampColour(t) {
  const x = Math.max(0, Math.min(1, t)) * (RAMP.length - 1);
  return RAMP[Math.round(x)];
}

export function textColourOn(t) {
  return t < 0.55 ? "#ffffff" : "#111111";
}

function drawLadder(g, [x1, y1], [x2, y2], name) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * 9;
  const ny = (dx / len) * 9;
  const lad = el("g", { class: "ladder" }, g);
  el("title", {}, lad).textContent = `Ladder ${name}`.trim();
  el("line", { x1: x1 + nx, y1: y1 + ny, x2: x2 + nx, y2: y2 + ny, class: "rail" }, lad);
  el("line", { x1: x1 - nx, y1: y1 - ny, x2: x2 - nx, y2: y2 - ny, class: "rail" }, lad);
  const rungs = Math.max(2, Math.floor(len / 18));
  for (let i = 1; i < rungs; i++) {
    const t = i / rungs;
    const cx = x1 + dx * t;
    const cy = y1 + dy * t;
    el("line", { x1: cx + nx, y1: cy + ny, x2: cx - nx, y2: cy - ny, class: "rung" }, lad);
  }
}

function drawSnake(g, [x1, y1], [x2, y2], name) {
  // Head at the start (x1,y1), tail at the end.
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const waves = Math.max(2, Math.round(len / 45));
  let d = `M ${x1} ${y1}`;
  for (let i = 1; i <= waves; i++) {
    const t0 = (i - 0.5) / waves;
    const t1 = i / waves;
    const amp = (i % 2 ? 1 : -1) * 12;
    d += ` Q ${x1 + dx * t0 + nx * amp} ${y1 + dy * t0 + ny * amp} ${x1 + dx * t1} ${y1 + dy * t1}`;
  }
  const s = el("g", { class: "snake" }, g);
  el("title", {}, s).textContent = `Snake ${name}`.trim();
  el("path", { d, class: "body" }, s);
  el("circle", { cx: x1, cy: y1, r: 8, class: "head" }, s);
  el("circle", { cx: x1 - 2.5, cy: y1 - 2, r: 1.6, class: "eye" }, s);
  el("circle", { cx: x1 + 2.5, cy: y1 - 2, r: 1.6, class: "eye" }, s);
}

/**
 * Draw `board` into `container` (replacing what was there). Returns a view with overlay setters.
 */
export function drawBoard(container, board, { title = "Board" } = {}) {
  container.replaceChildren();
  if (!board || !board.cells) {
    const p = document.createElement("p");
    p.className = "note";
    p.textContent = board ? `This board has ${board.size} squares: too many to draw, but every answer still works.` : "";
    container.appendChild(p);
    return nullView;
  }
  const w = board.cols * CELL;
  const h = board.rows * CELL;
  const svg = el("svg", { viewBox: `-2 -2 ${w + 4} ${h + 4}`, class: "board", role: "img", "data-testid": "board-svg" });
  svg.style.setProperty("--cols", board.cols); // touch screens keep a readable square size (css/app.css)
  el("title", {}, svg).textContent = title;
  const squares = el("g", { class: "squares" }, svg);
  const heat = el("g", { class: "heat" }, svg);
  const labels = el("g", { class: "labels" }, svg);
  const jumps = el("g", { class: "jumps" }, svg);
  const route = el("g", { class: "route" }, svg);
  const tokens = el("g", { class: "tokens" }, svg);
  const rects = [];
  const marks = [];
  for (let s = 0; s < board.size; s++) {
    const [x, y] = corner(board, s);
    const r = el("rect", { x, y, width: CELL, height: CELL, class: `sq ${(board.cells[s][0] + board.cells[s][1]) % 2 ? "odd" : "even"}`, "data-square": s + board.base }, squares);
    rects.push(r);
    const t = el("text", { x: x + 4, y: y + 14, class: "num" }, labels);
    t.textContent = String(s + board.base);
    const m = el("text", { x: x + CELL / 2, y: y + CELL / 2 + 9, class: "mark" }, labels);
    marks.push(m);
  }
  for (const [sq, word] of [[board.start, "START"], [board.goal, "GOAL"]]) {
    const [x, y] = corner(board, sq);
    const b = el("text", { x: x + CELL - 3, y: y + CELL - 5, class: `badge ${word.toLowerCase()}` }, labels);
    b.textContent = word;
    rects[sq].classList.add(word.toLowerCase());
  }
  // Board.to_dict gives jumps as square indices (0..size-1), not labels.
  for (const j of board.jumps) {
    const a = centre(board, j.start);
    const b = centre(board, j.end);
    if (j.kind === "ladder") drawLadder(jumps, a, b, j.name || "");
    else drawSnake(jumps, a, b, j.name || "");
  }
  container.appendChild(svg);

  const view = {
    svg,
    clear() {
      for (const r of rects) r.removeAttribute("style");
      for (const m of marks) {
        m.textContent = "";
        m.removeAttribute("style");
      }
      heat.replaceChildren();
      route.replaceChildren();
      tokens.replaceChildren();
      for (const r of rects) r.classList.remove("frontier", "current", "unreachable");
    },
    /** Colour squares by value in [0,1] (t) with a text mark, e.g. BFS distance or expected turns. */
    shade(values, { max = null, format = (v) => String(v) } = {}) {
      heat.replaceChildren();
      const finite = Object.values(values).filter((v) => Number.isFinite(v));
      const top = max ?? Math.max(1, ...finite);
      for (const [label, v] of Object.entries(values)) {
        const s = Number(label) - board.base;
        if (!(s >= 0 && s < board.size) || !Number.isFinite(v)) continue;
        const [x, y] = corner(board, s);
        const t = top ? v / top : 0;
        el("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, fill: rampColour(t), class: "shade" }, heat);
        marks[s].textContent = format(v);
        marks[s].style.fill = textColourOn(t);
      }
    },
    mark(labelList, cls) {
      for (const label of labelList) rects[label - board.base]?.classList.add(cls);
    },
    /** Draw a route: moves [{from, roll, landing, to}] as a polyline with numbered steps. */
    route(moves, upTo = moves.length) {
      route.replaceChildren();
      if (!moves.length) return;
      let pts = [centre(board, moves[0].from - board.base)];
      moves.slice(0, upTo).forEach((m) => {
        pts.push(centre(board, m.landing - board.base));
        if (m.to !== m.landing) pts.push(centre(board, m.to - board.base));
      });
      el("polyline", { points: pts.map((p) => p.join(",")).join(" "), class: "route-line" }, route);
      moves.slice(0, upTo).forEach((m, i) => {
        const [x, y] = centre(board, m.to - board.base);
        el("circle", { cx: x, cy: y, r: 11, class: "step" }, route);
        const t = el("text", { x, y: y + 4.5, class: "step-num" }, route);
        t.textContent = String(i + 1);
      });
    },
    /** Player tokens: [{label, square (engine label), colour class}] */
    tokens(list) {
      tokens.replaceChildren();
      const offsets = [[-13, -10], [13, -10], [-13, 12], [13, 12], [0, 0], [0, -16]];
      list.forEach((tk, i) => {
        const s = tk.square - board.base;
        if (!(s >= 0 && s < board.size)) return;
        const [x, y] = centre(board, s);
        const [ox, oy] = offsets[i % offsets.length];
        const g = el("g", { class: `token p${i + 1}`, "data-player": i + 1, "data-square": tk.square }, tokens);
        el("circle", { cx: x + ox, cy: y + oy, r: 10 }, g);
        const t = el("text", { x: x + ox, y: y + oy + 4 }, g);
        t.textContent = tk.label;
      });
    },
  };
  return view;
}

const nullView = { svg: null, clear() {}, shade() {}, mark() {}, route() {}, tokens() {} };
