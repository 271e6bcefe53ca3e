// The snakes-and-ladders board as SVG, shared by every board tool.
//
// Input is the engine's board dict ({size, base, start, goal, cols, rows, jumps, cells}); the
// layout (draw/layout.js) is computed once and returned with the view, so overlays drawn later
// by a tool use the same coordinates. Everything from the user's input is set as text, never HTML.

import { el, svgText } from "../core/dom.js";
import { boardLayout } from "./layout.js";
import { drawLadder, drawSnake } from "./jumps.js";
import { rampColour, textColourOn } from "./ramp.js";
import { readable } from "./readable.js";

const nullView = { svg: null, layout: null, clear() {}, shade() {}, tokens() {} };
const TOKEN_OFFSETS = [[-14, -12], [14, -12], [-14, 14], [14, 14], [0, 0], [0, -18]];

function tooBig(container, board) {
  const p = document.createElement("p");
  p.className = "note";
  p.textContent = board ? `This board has ${board.size} squares: too many to draw, but every answer still works.` : "";
  container.replaceChildren(p);
  return nullView;
}

function drawSquares(board, layout, squares, labels) {
  const rects = [];
  const marks = [];
  for (let s = 0; s < board.size; s++) {
    const [x, y] = layout.corner(s);
    const parity = (board.cells[s][0] + board.cells[s][1]) % 2 ? "odd" : "even";
    rects.push(el("rect", { x, y, width: layout.cell, height: layout.cell, class: `sq ${parity}`, "data-square": s + board.base }, squares));
    svgText(labels, { x: x + 4, y: y + 14, class: "num" }, String(s + board.base));
    marks.push(el("text", { x: x + layout.cell / 2, y: y + layout.cell / 2 + 9, class: "mark" }, labels));
  }
  return { rects, marks };
}

/** START and GOAL: a thick ring round the square and the word on a solid band across its foot. */
function markEnds(board, layout, rects, g) {
  for (const [sq, word, cls] of [[board.start, "START", "start"], [board.goal, "GOAL", "goal"]]) {
    const [x, y] = layout.corner(sq);
    el("rect", { x: x + 2, y: y + 2, width: layout.cell - 4, height: layout.cell - 4, class: `end-ring ${cls}` }, g);
    svgText(g, { x: x + layout.cell / 2, y: y + layout.cell - 6, class: `badge ${cls}`, "data-testid": `board-${cls}` }, word);
    rects[sq].classList.add(cls);
  }
}

/** Draw one jump (its picture in `g`, its name in `names`); returns the nodes drawn. */
function drawJump(j, layout, g, names) {
  const draw = j.kind === "ladder" ? drawLadder : drawSnake;
  draw(g, layout.centre(j.start), layout.centre(j.end), j.name || "");
  const nodes = [g.lastElementChild];
  // The name the engine's texts use for this jump ("L1", "S3"), drawn where the jump starts.
  if (j.name) {
    const [x, y] = layout.centre(j.start);
    nodes.push(svgText(names, { x, y: y + 2, class: `jump-name ${j.kind}`, "data-jump": j.name }, j.name));
  }
  return nodes;
}

/** Draw the jumps (square indices 0..size-1, not labels); `kept` maps a jump's key to nodes
 *  already drawn for it. Returns the map of every jump's nodes. */
function drawJumps(board, layout, g, names, kept = new Map()) {
  const drawn = new Map();
  for (const j of board.jumps) {
    const key = `${j.kind} ${j.start} ${j.end} ${j.name || ""}`;
    drawn.set(key, kept.get(key) || drawJump(j, layout, g, names));
    kept.delete(key);
  }
  for (const nodes of kept.values()) for (const n of nodes) n.remove();
  return drawn;
}

/** Draw `board` into `container` (replacing what was there). Returns a view with its layout, layers and setters. */
export function drawBoard(container, board, { title = "Board" } = {}) {
  if (!board || !board.cells) return tooBig(container, board);
  const layout = boardLayout(board);
  const svg = el("svg", { viewBox: `-2 -2 ${layout.width + 4} ${layout.height + 4}`, class: "board", role: "img", "data-testid": "board-svg" });
  svg.style.setProperty("--cols", board.cols); // touch screens keep a readable square size (css/app.css)
  el("title", {}, svg).textContent = title;
  const g = (cls) => el("g", { class: cls }, svg);
  // Jumps lie under the square numbers (drawn translucent), so every number stays readable.
  const layers = { squares: g("squares"), heat: g("heat"), under: g("under-marks"), jumps: g("jumps"), labels: g("labels"), ends: g("ends"), over: g("over-marks"), tokens: g("tokens") };
  const { rects, marks } = drawSquares(board, layout, layers.squares, layers.labels);
  const jumps = drawJumps(board, layout, layers.jumps, layers.ends);
  markEnds(board, layout, rects, layers.ends);
  container.replaceChildren(readable(svg, layout.width + 4, layout.height + 4));
  return new BoardView(svg, board, layout, layers, rects, marks, jumps);
}

class BoardView {
  constructor(svg, board, layout, layers, rects, marks, jumps) {
    Object.assign(this, { svg, board, layout, layers, rects, marks, jumps });
  }

  /** Draw the jumps of `board`, the squares being the same (the board editor's one change): a
   *  jump drawn before with the same ends, kind and name stays; only the others are redrawn. */
  redrawJumps(board) {
    this.jumps = drawJumps(board, this.layout, this.layers.jumps, this.layers.ends, this.jumps);
    this.board = board;
  }

  clear() {
    for (const m of this.marks) {
      m.textContent = "";
      m.removeAttribute("style");
    }
    this.layers.heat.replaceChildren();
    this.layers.tokens.replaceChildren();
  }

  /** Colour squares by value (0 dark .. max light) with a text mark, e.g. BFS distance or expected turns. */
  shade(values, { max = null, format = (v) => String(v) } = {}) {
    const { heat } = this.layers;
    heat.replaceChildren();
    const finite = Object.values(values).filter((v) => Number.isFinite(v));
    const top = max ?? Math.max(1, ...finite);
    const cell = this.layout.cell;
    for (const [label, v] of Object.entries(values)) {
      const s = this.layout.index(Number(label));
      if (s === null || !Number.isFinite(v)) continue;
      const [x, y] = this.layout.corner(s);
      const t = top ? v / top : 0;
      el("rect", { x: x + 1, y: y + 1, width: cell - 2, height: cell - 2, fill: rampColour(t), class: "shade" }, heat);
      this.marks[s].textContent = format(v, Number(label));
      this.marks[s].style.fill = textColourOn(t);
    }
  }

  /** Player tokens: [{label, square (engine label)}]. */
  tokens(list) {
    const { tokens } = this.layers;
    tokens.replaceChildren();
    list.forEach((tk, i) => {
      const c = this.layout.at(tk.square);
      if (!c) return;
      const [ox, oy] = TOKEN_OFFSETS[i % TOKEN_OFFSETS.length];
      const g = el("g", { class: `token p${i + 1}`, "data-player": i + 1, "data-square": tk.square }, tokens);
      el("circle", { cx: c[0] + ox, cy: c[1] + oy, r: 14 }, g);
      svgText(g, { x: c[0] + ox, y: c[1] + oy }, tk.label);
    });
  }
}
