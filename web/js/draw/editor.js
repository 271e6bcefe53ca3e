// The board editor's drawing and pointer handling: the board (draw/board.js) with a layer of
// handles on top. Drag from a square to another to ask for a jump, drag a jump's end to move it,
// click a jump to select it. Mouse, pen and touch are the same pointer events.
//
// This module only says what the user asked for (an op in labels, and where the pointer was); the
// engine decides whether it is allowed (api tool `edit`). The square under the pointer is the
// square element the browser hit-tests there (its data-square label, written by draw/board.js).

import { el } from "../core/dom.js";
import { drawBoard } from "./board.js";
import { EditorKeys } from "./editor-keys.js";

/** Pointer travel (CSS px) below which a press is a click, not a drag. */
const CLICK_SLOP = 4;

export class BoardEditorDrawing {
  /** onOp(op, point) is called with an op ({op: add|move|delete, ...}); onSelect(startLabel|null);
   *  `status` is where the keyboard cursor is described (draw/editor-keys.js). */
  constructor(container, { onOp, onSelect, tool, status = null }) {
    Object.assign(this, { container, onOp, onSelect, tool });
    this.view = null;
    this.selected = null;
    this.drag = null;
    this.keys = new EditorKeys(this, status);
  }

  /** Draw `board` (the engine's board dict); keeps the selection when that jump is still there.
   *  The same squares with other jumps redraw only the jumps (a 32x32 board has 1024 squares). */
  draw(board) {
    const squares = JSON.stringify([board.size, board.base, board.start, board.goal, board.cells]);
    const same = this.view?.svg && squares === this.squares;
    this.board = board;
    this.squares = squares;
    if (same) {
      this.view.redrawJumps(board);
      if (!board.jumps.some((j) => j.start + board.base === this.selected)) this.selected = null;
      return this.drawHandles();
    }
    const focused = !!this.view?.svg && document.activeElement === this.view.svg; // a keyboard user keeps the focus
    this.view = drawBoard(this.container, board, { title: "Board editor: drag from a square to another to add a ladder or snake" });
    if (!this.view.svg) return;
    const svg = this.view.svg;
    svg.dataset.testid = `editor-board-${this.tool}`;
    svg.setAttribute("tabindex", "0");
    svg.classList.add("editing");
    this.overlay = el("g", { class: "editor-overlay" }, svg);
    [this.handleLayer, this.keyLayer, this.handles] = [el("g", {}, this.overlay), el("g", {}, this.overlay), new Map()];
    this.preview = el("line", { class: "editor-preview", x1: 0, y1: 0, x2: 0, y2: 0, visibility: "hidden" }, svg);
    if (!board.jumps.some((j) => j.start + board.base === this.selected)) this.selected = null;
    this.keys.attach(svg);
    if (focused) svg.focus({ preventScroll: true });
    this.drawHandles();
    svg.addEventListener("pointerdown", (ev) => this.down(ev));
    svg.addEventListener("pointermove", (ev) => this.move(ev));
    svg.addEventListener("pointerup", (ev) => this.up(ev));
    svg.addEventListener("pointercancel", () => this.cancel());
  }

  /** A line to pick each jump by and a handle on each end; a jump whose handles are drawn already keeps them. */
  drawHandles() {
    const { board, handleLayer } = this;
    const { centre } = this.view.layout;
    const drawn = new Map();
    for (const j of board.jumps) {
      const label = j.start + board.base;
      const cls = `jump-hit ${j.kind}${label === this.selected ? " selected" : ""}`;
      const key = `${cls} ${j.start} ${j.end}`;
      const [a, b] = [centre(j.start), centre(j.end)];
      const draw = () => [
        el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: cls, "data-start": label }, handleLayer),
        ...[["start", a], ["end", b]].map(([which, [x, y]]) => el("circle", { cx: x, cy: y, r: 11, class: `handle ${which}`, "data-start": label, "data-which": which }, handleLayer)),
      ];
      drawn.set(key, this.handles.get(key) || draw());
      this.handles.delete(key);
    }
    for (const nodes of this.handles.values()) for (const n of nodes) n.remove();
    this.handles = drawn;
    this.keyLayer.replaceChildren();
    this.keys.draw(this.keyLayer);
  }

  select(label) {
    this.selected = label;
    this.drawHandles();
    if (label !== null) this.view.svg.focus({ preventScroll: true }); // so Delete/Backspace reach it
    this.onSelect(label);
  }

  /** The label of the square under a pointer event (beneath any jump or handle), or null off the board. */
  labelAt(ev) {
    const svg = this.view.svg;
    const hit = document.elementsFromPoint(ev.clientX, ev.clientY).find((e) => e.dataset?.square && svg.contains(e));
    return hit ? Number(hit.dataset.square) : null;
  }

  /** The centre of square `label` in the board's own coordinates (the layout's, from the engine's cells). */
  centreOf(label) {
    return this.view.layout.at(label);
  }

  down(ev) {
    if (ev.button > 0) return;
    const t = ev.target;
    const label = this.labelAt(ev);
    if (t.dataset.which) this.drag = { kind: "move", start: Number(t.dataset.start), which: t.dataset.which };
    else if (t.classList.contains("jump-hit")) this.drag = { kind: "pick", start: Number(t.dataset.start) };
    else if (label !== null) this.drag = { kind: "add", from: label };
    else return;
    if (label !== null) this.keys.cursor = label; // the keyboard goes on from the square pressed
    const jump = this.board.jumps.find((j) => j.start + this.board.base === this.drag.start);
    const from = this.drag.kind === "add" ? label : jump && (this.drag.which === "end" ? jump.end : jump.start) + this.board.base;
    Object.assign(this.drag, { origin: this.centreOf(from), x: ev.clientX, y: ev.clientY });
    this.view.svg.setPointerCapture?.(ev.pointerId);
    this.view.svg.classList.add("dragging"); // the tool's automatic re-run waits for the drop (freshness.js)
    ev.preventDefault();
  }

  /** While dragging: a dashed line from the square pressed to the centre of the square under the pointer. */
  move(ev) {
    const d = this.drag;
    if (!d) return;
    d.moved ||= Math.hypot(ev.clientX - d.x, ev.clientY - d.y) > CLICK_SLOP;
    const to = this.labelAt(ev);
    if (!d.moved || d.kind === "pick" || !d.origin || to === null) return;
    const [[x1, y1], [x2, y2]] = [d.origin, this.centreOf(to)];
    for (const [k, v] of Object.entries({ x1, y1, x2, y2 })) this.preview.setAttribute(k, v);
    this.preview.setAttribute("visibility", "visible");
  }

  up(ev) {
    const d = this.drag;
    this.cancel();
    if (!d) return;
    const label = this.labelAt(ev);
    const to = label === null ? "off" : label; // the engine refuses "off" with its reason
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
    this.view?.svg?.classList.remove("dragging");
    this.preview?.setAttribute("visibility", "hidden");
  }
}
