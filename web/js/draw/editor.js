// The board editor's drawing and pointer handling: the board (draw/board.js) with a layer of
// handles on top. Drag from a square to another to ask for a jump, drag a jump's end to move it,
// click a jump to select it. Mouse, pen and touch are the same pointer events.
//
// This module only says what the user asked for (an op in labels, and where the pointer was); the
// engine decides whether it is allowed (api tool `edit`). Squares under the pointer are found from
// the engine's own geometry (board.cells, via the layout), never by reading the SVG back.

import { el } from "../core/dom.js";
import { drawBoard } from "./board.js";

/** Pointer travel (CSS px) below which a press is a click, not a drag. */
const CLICK_SLOP = 4;

export class BoardEditorDrawing {
  /** onOp(op, point) is called with an op ({op: add|move, ...}); onSelect(startLabel|null). */
  constructor(container, { onOp, onSelect, tool }) {
    Object.assign(this, { container, onOp, onSelect, tool });
    this.view = null;
    this.selected = null;
    this.drag = null;
  }

  /** Draw `board` (the engine's board dict); keeps the selection when that jump is still there. */
  draw(board) {
    this.board = board;
    this.view = drawBoard(this.container, board, { title: "Board editor: drag from a square to another to add a ladder or snake" });
    if (!this.view.svg) return;
    const svg = this.view.svg;
    svg.dataset.testid = `editor-board-${this.tool}`;
    svg.setAttribute("tabindex", "0");
    svg.classList.add("editing");
    this.at = new Map(board.cells.map(([row, col], i) => [`${row},${col}`, i]));
    this.overlay = el("g", { class: "editor-overlay" }, svg);
    this.preview = el("line", { class: "editor-preview", x1: 0, y1: 0, x2: 0, y2: 0, visibility: "hidden" }, svg);
    if (!board.jumps.some((j) => j.start + board.base === this.selected)) this.selected = null;
    this.drawHandles();
    svg.addEventListener("pointerdown", (ev) => this.down(ev));
    svg.addEventListener("pointermove", (ev) => this.move(ev));
    svg.addEventListener("pointerup", (ev) => this.up(ev));
    svg.addEventListener("pointercancel", () => this.cancel());
  }

  drawHandles() {
    const { board, overlay } = this;
    const { centre } = this.view.layout;
    overlay.replaceChildren();
    for (const j of board.jumps) {
      const label = j.start + board.base;
      const [a, b] = [centre(j.start), centre(j.end)];
      const cls = `jump-hit ${j.kind}${label === this.selected ? " selected" : ""}`;
      el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: cls, "data-start": label }, overlay);
      for (const [which, [x, y]] of [["start", a], ["end", b]]) {
        el("circle", { cx: x, cy: y, r: 11, class: `handle ${which}`, "data-start": label, "data-which": which }, overlay);
      }
    }
  }

  select(label) {
    this.selected = label;
    this.drawHandles();
    this.onSelect(label);
  }

  /** SVG coordinates of a pointer event. */
  point(ev) {
    const m = this.view.svg.getScreenCTM();
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
    return [p.x, p.y];
  }

  /** The square index under SVG point (x, y), from the engine's cells, or null. */
  squareAt([x, y]) {
    const { cell } = this.view.layout;
    const col = Math.floor(x / cell);
    const row = this.board.rows - 1 - Math.floor(y / cell);
    const i = this.at.get(`${row},${col}`);
    return i === undefined ? null : i;
  }

  down(ev) {
    if (ev.button > 0) return;
    const p = this.point(ev);
    const t = ev.target;
    const sq = this.squareAt(p);
    const base = this.board.base;
    if (t.dataset.which) this.drag = { kind: "move", start: Number(t.dataset.start), which: t.dataset.which };
    else if (t.classList.contains("jump-hit")) this.drag = { kind: "pick", start: Number(t.dataset.start) };
    else if (sq !== null) this.drag = { kind: "add", from: sq + base };
    else return;
    Object.assign(this.drag, { origin: p, x: ev.clientX, y: ev.clientY });
    this.view.svg.setPointerCapture?.(ev.pointerId);
    ev.preventDefault();
  }

  move(ev) {
    if (!this.drag) return;
    const [x, y] = this.point(ev);
    const d = this.drag;
    d.moved ||= Math.hypot(ev.clientX - d.x, ev.clientY - d.y) > CLICK_SLOP;
    if (!d.moved || d.kind === "pick") return;
    const [ox, oy] = d.origin;
    for (const [k, v] of Object.entries({ x1: ox, y1: oy, x2: x, y2: y })) this.preview.setAttribute(k, v);
    this.preview.setAttribute("visibility", "visible");
  }

  up(ev) {
    const d = this.drag;
    this.cancel();
    if (!d) return;
    const sq = this.squareAt(this.point(ev));
    const to = sq === null ? "off" : sq + this.board.base; // the engine refuses "off" with its reason
    const where = { x: ev.clientX, y: ev.clientY };
    if (!d.moved) {
      this.select(d.kind === "add" ? null : d.start);
      return;
    }
    if (d.kind === "pick") return;
    if (d.kind === "add") this.onOp({ op: "add", from: d.from, to }, where);
    else this.onOp({ op: "move", start: d.start, which: d.which, to }, where);
  }

  cancel() {
    this.drag = null;
    this.preview?.setAttribute("visibility", "hidden");
  }
}
