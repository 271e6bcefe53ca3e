// The board editor under a square-board tool: the board to draw on, Undo/Redo, Delete, the board
// size, the reason an edit was refused (at the pointer), and the live answers with what changed.
//
// The text input stays the source of truth. Every edit goes to the engine (tool `edit`), which
// checks the rule and rewrites the whole text in the user's format; the live answers and their
// change from the board before come from the engine too (tool `live`, given the last figures).

import { call } from "../engine.js";
import { addStylesheet, h } from "../core/dom.js";
import { optionSpec } from "../core/limits.js";
import { BoardEditorDrawing } from "./editor.js";
import { TextHistory } from "./editor-history.js";

/** The rule options the live answers follow (the tool's own controls). */
const RULES = ["format", "faces", "dice", "start", "end", "chain"];
const REFUSAL_MS = 5000;

export class EditorPanel {
  constructor(wb) {
    addStylesheet("./css/editor.css");
    this.wb = wb;
    const tool = (this.tool = wb.tool);
    const id = (name) => `editor-${name}-${tool}`;
    const button = (name, text, onclick) => h("button", { type: "button", "data-testid": id(name), text, onclick });
    this.undoBtn = button("undo", "Undo", () => this.undo());
    this.redoBtn = button("redo", "Redo", () => this.redo());
    this.deleteBtn = button("delete", "Delete jump", () => this.deleteSelected());
    this.size = h("input", { type: "number", min: 2, id: id("size"), "data-testid": id("size") });
    this.turns = h("input", { type: "number", id: id("turns"), "data-testid": id("turns"), value: optionSpec("live", "turns")?.default ?? "" });
    this.refusal = h("div", { class: "editor-refusal", role: "alert", "data-testid": id("refusal"), hidden: true });
    this.note = h("p", { class: "note", "data-testid": id("note"), hidden: true });
    this.error = h("p", { class: "error-text", "data-testid": id("error"), hidden: true });
    this.live = {};
    const items = ["throws", "mean", "within"].map((k) => {
      this.live[k] = { text: h("span", { "data-testid": id(`live-${k}`) }), change: h("span", { class: "change", "data-testid": id(`change-${k}`) }) };
      return h("li", {}, this.live[k].text, " ", this.live[k].change);
    });
    this.box = h("div", { class: "board-box editor-box" });
    this.cursor = h("p", { class: "note editor-cursor-text", "aria-live": "polite", "data-testid": id("cursor") });
    this.drawing = new BoardEditorDrawing(this.box, { tool, status: this.cursor, onOp: (op, at) => this.edit(op, at), onSelect: () => this.buttons() });
    this.element = h(
      "details",
      { class: "board-editor", "data-testid": id("panel") },
      h("summary", { text: "Edit the board: drag from a square to another to add a ladder or a snake (or use the keys)" }),
      h(
        "div",
        { class: "editor-tools" },
        this.undoBtn,
        this.redoBtn,
        this.deleteBtn,
        h("label", { for: this.size.id, text: "Squares " }),
        this.size,
        h("label", { for: this.turns.id, text: "Finish within (turns) " }),
        this.turns,
      ),
      h("div", { class: "editor-main" }, h("div", { class: "editor-stage" }, this.box, this.refusal, this.cursor), h("div", { class: "editor-live" }, h("ul", { class: "live-list", "aria-live": "polite" }, items), this.note, this.error)),
    );
    this.history = new TextHistory(wb.input.value);
    this.figures = null;
    this.exactFirst = false; // the first request asks for the exact mean (see refresh)
    this.busy = false;
    this.again = false;
    this.listen();
    this.buttons();
  }

  listen() {
    const { wb } = this;
    this.element.addEventListener("toggle", () => this.element.open && this.schedule());
    wb.panel.addEventListener("input-changed", () => {
      this.history.record(wb.input.value, { typing: document.activeElement === wb.input });
      this.buttons();
      this.schedule();
    });
    this.size.addEventListener("change", () => this.edit({ op: "size", size: this.size.value }, this.pointOf(this.size)));
    this.turns.addEventListener("change", () => this.schedule());
    const keys = (ev) => this.key(ev);
    wb.input.addEventListener("keydown", keys);
    this.element.addEventListener("keydown", keys);
  }

  /** Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) anywhere in the tool's input or editor; Delete/Backspace on a selected jump. */
  key(ev) {
    const mod = ev.ctrlKey || ev.metaKey;
    const k = ev.key.toLowerCase();
    let act = null;
    if (mod && k === "z") act = ev.shiftKey ? () => this.redo() : () => this.undo();
    else if (mod && k === "y") act = () => this.redo();
    else if ((k === "delete" || k === "backspace") && ev.target === this.drawing.view?.svg && this.drawing.selected !== null) act = () => this.deleteSelected();
    if (!act) return;
    ev.preventDefault();
    act();
  }

  buttons() {
    this.undoBtn.disabled = !this.history.past.length;
    this.redoBtn.disabled = !this.history.future.length;
    this.deleteBtn.disabled = this.drawing.selected === null;
  }

  pointOf(node) {
    const r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.bottom };
  }

  /** The tool's board options and the reading the engine used last (an edit writes that format). */
  options() {
    const o = this.wb.getOptions();
    const out = Object.fromEntries(RULES.filter((k) => k in o).map((k) => [k, o[k]]));
    const read = this.reading;
    if ((out.format || "auto") === "auto" && read?.text === this.wb.input.value) out.format = read.format;
    return out;
  }

  /** The live tool's options: the tool's rules, N, and the figures of the board before. */
  liveRequest() {
    return { ...this.options(), turns: this.turns.value, previous: this.figures };
  }

  /** One drag: the engine's edit, which also answers live (float mean) for the new text in the same request. */
  async edit(op, at) {
    this.hideRefusal();
    const text = this.wb.input.value;
    const t0 = performance.now();
    const live = this.element.open ? { ...this.liveRequest(), exact: this.exactFirst } : null;
    const reply = await call("edit", text, { format: this.options().format, op, live });
    this.element.dataset.callMs = String(performance.now() - t0); // tests/bench/live.py's split
    if (this.wb.input.value !== text) return; // typed over while the engine answered
    if (!reply.ok) return this.showRefusal(reply.error?.message || "the engine could not make this edit", at);
    const r = reply.result;
    if (r.refused) return this.showRefusal(r.refused, at);
    this.note.textContent = r.note;
    this.note.hidden = !r.note;
    this.reading = { text: r.text, format: r.format };
    this.history.record(r.text);
    if (r.live) this.prefetched = { text: r.text, reply: { ok: true, result: { ...r.live, board: r.board } }, at: t0, exact: live.exact };
    this.wb.setText(r.text);
  }

  deleteSelected() {
    const start = this.drawing.selected;
    if (start === null) return;
    this.drawing.selected = null;
    this.edit({ op: "delete", start }, this.pointOf(this.deleteBtn));
  }

  undo() {
    this.restore(this.history.undo());
  }

  redo() {
    this.restore(this.history.redo());
  }

  restore(text) {
    if (text === null) return;
    this.wb.setText(text);
    this.buttons();
  }

  showRefusal(message, at) {
    const stage = this.refusal.parentElement.getBoundingClientRect();
    this.refusal.textContent = message;
    this.refusal.style.left = `${Math.max(0, at.x - stage.left)}px`;
    this.refusal.style.top = `${Math.max(0, at.y - stage.top)}px`;
    this.refusal.hidden = false;
    clearTimeout(this.refusalTimer);
    this.refusalTimer = setTimeout(() => this.hideRefusal(), REFUSAL_MS);
  }

  hideRefusal() {
    this.refusal.hidden = true;
  }

  /**
   * Recompute the live answers once the current event is handled (a burst of changes in one event
   * makes one request; waiting for the next animation frame would cost up to a frame), one request
   * in flight at a time.
   */
  schedule() {
    if (!this.element.open) return;
    this.changedAt ??= performance.now();
    this.element.dataset.pending = "true"; // tests wait until it is gone
    if (this.busy) {
      this.again = true;
      return;
    }
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      this.refresh();
    });
  }

  /**
   * The live answers: the mean as a float first (shown as soon as it comes), then, for a board
   * small enough, the same with the mean as an exact fraction. While the board stays small enough
   * (the last reply's `exact_available`) the first request asks for the fraction at once: the
   * engine's sweep makes it about as fast as the float, and one request beats two.
   */
  async refresh() {
    this.busy = true;
    const text = this.wb.input.value;
    const pre = this.prefetched?.text === text ? this.prefetched : null; // answered with the edit
    this.prefetched = null;
    const since = pre?.at ?? this.changedAt ?? performance.now();
    this.changedAt = null;
    const request = this.liveRequest();
    const exact = pre ? pre.exact : this.exactFirst;
    let reply = pre ? pre.reply : await call("live", text, { ...request, exact });
    const shown = () => this.wb.input.value === text && !this.again;
    const ms = performance.now() - since;
    this.exactFirst = !!(reply.ok && reply.result.exact_available);
    if (shown()) this.show(reply, exact && this.exactFirst ? { fast: ms, exact: ms } : { fast: ms });
    if (shown() && !exact && this.exactFirst) {
      reply = await call("live", text, { ...request, exact: true });
      if (shown()) this.show(reply, { exact: performance.now() - since });
    }
    if (shown()) this.done(reply);
    this.busy = false;
    if (this.again) {
      this.again = false;
      this.schedule();
    } else delete this.element.dataset.pending;
  }

  /** The update is complete: its figures are what the next board is compared with. */
  done(reply) {
    if (reply.ok) this.figures = reply.result.figures;
    const d = this.element.dataset;
    d.updates = String(Number(d.updates || 0) + 1); // tests wait for this
  }

  show(reply, times) {
    this.error.hidden = reply.ok;
    if (!reply.ok) {
      this.error.textContent = reply.error?.message || "";
      return;
    }
    const r = reply.result;
    this.reading = { text: this.wb.input.value, format: r.format };
    for (const k of ["throws", "mean", "within"]) {
      this.live[k].text.textContent = r.lines[k];
      this.live[k].change.textContent = r.change?.[k] ? `(${r.change[k]})` : "";
    }
    this.size.value = r.board.size;
    const board = JSON.stringify(r.board);
    const t0 = performance.now();
    if (board !== this.drawn) this.drawing.draw(r.board); // the exact pass answers for the board already drawn
    this.element.dataset.drawMs = String(performance.now() - t0);
    this.drawn = board;
    this.buttons();
    // For tests/bench/live.py: from the change to the answers shown (float mean; exact fraction).
    for (const [k, ms] of Object.entries(times)) this.element.dataset[`${k}Ms`] = String(ms);
  }
}
