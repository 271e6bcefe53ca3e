// The board editor without a mouse: while the board has the focus, the arrow keys move a cursor
// square, Enter picks a square (a new jump starts there, or the end of a jump there is taken up)
// and Enter again drops it where the cursor is; Delete removes the jump at the cursor, Escape
// lets go. Like the pointer, this only says what was asked for (an op, and where to show the
// engine's reply): the engine decides.
//
// The cursor moves between the engine's cells ([row from bottom, column]); the status line says
// where it is and what Enter will do, for screen readers too.

import { el } from "../core/dom.js";

const MOVES = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export class EditorKeys {
  /** `drawing` is the BoardEditorDrawing; `status` a live element for the cursor's description. */
  constructor(drawing, status) {
    Object.assign(this, { drawing, status });
    this.cursor = null; // a label
    this.held = null; // {kind: "add", from} | {kind: "move", start, which}
  }

  /** After each drawing: keep the cursor on the board (the first square to begin with). */
  attach(svg) {
    const { board } = this.drawing;
    if (this.cursor === null || this.index(this.cursor) === null) this.cursor = board.start + board.base;
    svg.addEventListener("keydown", (ev) => this.key(ev));
    svg.addEventListener("focus", () => this.show());
    svg.addEventListener("blur", () => this.show());
  }

  index(label) {
    return this.drawing.view.layout.index(label);
  }

  key(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    let act = null;
    if (MOVES[ev.key]) act = () => this.step(...MOVES[ev.key]);
    else if (ev.key === "Enter") act = () => this.enter();
    else if (ev.key === "Escape" && this.held) act = () => this.letGo();
    else if ((ev.key === "Delete" || ev.key === "Backspace") && this.drawing.selected === null && this.jumpAt()) {
      act = () => this.remove();
    }
    if (!act) return; // Delete with a jump selected by a click: the panel's own key
    ev.preventDefault();
    ev.stopPropagation();
    act();
  }

  /** The cursor one cell up, down, left or right (it stays at the edge). */
  step(dr, dc) {
    const { board } = this.drawing;
    const [row, col] = board.cells[this.index(this.cursor)];
    const next = board.cells.findIndex(([r, c]) => r === row + dr && c === col + dc);
    if (next >= 0) this.cursor = next + board.base;
    this.show();
  }

  /** The jump with an end on the cursor's square ({jump, which}), its start first; or null. */
  jumpAt() {
    const { board } = this.drawing;
    const i = this.index(this.cursor);
    for (const which of ["start", "end"]) {
      const jump = board.jumps.find((j) => j[which] === i);
      if (jump) return { jump, which };
    }
    return null;
  }

  enter() {
    const h = this.held;
    if (!h) {
      const at = this.jumpAt();
      const start = at && at.jump.start + this.drawing.board.base;
      this.held = at ? { kind: "move", start, which: at.which } : { kind: "add", from: this.cursor };
      return this.show();
    }
    this.held = null;
    const op = h.kind === "add" ? { op: "add", from: h.from, to: this.cursor } : { op: "move", start: h.start, which: h.which, to: this.cursor };
    this.show();
    this.drawing.onOp(op, this.point());
  }

  remove() {
    const start = this.jumpAt().jump.start + this.drawing.board.base;
    this.drawing.onOp({ op: "delete", start }, this.point());
  }

  letGo() {
    this.held = null;
    this.show();
  }

  /** Where the engine's reply is shown: just below the cursor's square, in page coordinates. */
  point() {
    const r = this.drawing.view.rects[this.index(this.cursor)].getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.bottom };
  }

  /** Draw the cursor (and the held jump's line) in `layer`, and say what Enter does. */
  draw(layer) {
    const { view } = this.drawing;
    const focused = document.activeElement === view.svg;
    if (!focused || this.cursor === null) return this.describe(focused);
    const i = this.index(this.cursor);
    const [x, y] = view.layout.corner(i);
    el("rect", { x: x + 3, y: y + 3, width: view.layout.cell - 6, height: view.layout.cell - 6, class: "editor-cursor", "data-testid": "editor-cursor" }, layer);
    const from = this.heldFrom();
    if (from !== null) {
      const [[x1, y1], [x2, y2]] = [view.layout.centre(from), view.layout.centre(i)];
      el("line", { x1, y1, x2, y2, class: "editor-preview" }, layer);
    }
    this.describe(true);
  }

  /** The square index a held jump is drawn from, or null. */
  heldFrom() {
    const h = this.held;
    if (!h) return null;
    if (h.kind === "add") return this.index(h.from);
    const jump = this.drawing.board.jumps.find((j) => j.start + this.drawing.board.base === h.start);
    return jump ? (h.which === "end" ? jump.start : jump.end) : null;
  }

  describe(focused) {
    if (!this.status) return;
    const h = this.held;
    const at = this.jumpAt();
    let text = `Square ${this.cursor}`;
    if (h?.kind === "add") text += `: Enter drops the jump from ${h.from} here, Escape cancels`;
    else if (h) text += `: Enter moves the ${h.which} of the jump from ${h.start} here, Escape cancels`;
    else if (at) text += `: the ${at.which} of ${at.jump.kind} ${at.jump.name || ""}. Enter takes this end up, Delete removes the jump`;
    else text += ": Enter starts a jump here (arrows move)";
    this.status.textContent = focused ? text.replace(/ {2,}/g, " ") : "Keyboard: focus the board (Tab), then arrows, Enter, Delete, Escape.";
  }

  show() {
    this.drawing.drawHandles();
  }
}
