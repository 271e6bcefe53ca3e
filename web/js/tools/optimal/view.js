// The optimal tool's answer: what was read, the minimum expected turns (10 decimals, the fraction
// when exact), how it was found, the policy in words and drawn on the board (ladders taken
// highlighted, declined ones greyed, a ring on the square the choice is made from), and a table
// when the paste holds several boards. Every number and sentence comes from the engine's reply.

import { h, el } from "../../core/dom.js";
import { drawBoard } from "../../draw/board.js";
import { boardTable } from "../throws/boards.js";

export class OptimalView {
  constructor(wb) {
    this.wb = wb;
    this.notes = h("ul", { class: "notes-list", "data-testid": "warnings-optimal", hidden: true });
    this.lines = h("div", { class: "answer-lines", "data-testid": "lines-optimal" });
    this.table = h("div", { "data-testid": "table-optimal" });
    this.caption = h("h3", { "data-testid": "board-caption-optimal" });
    this.boardBox = h("div", { class: "board-box", "data-testid": "board-optimal" });
    this.legend = h("p", { class: "policy-legend" }, h("span", { class: "pkey take", text: "taken" }), " ", h("span", { class: "pkey decline", text: "declined (greyed)" }), " ", h("span", { class: "pkey ring", text: "ring: the square the choice is made on" }));
    this.policy = h("ul", { class: "policy-list", "data-testid": "policy-optimal" });
    wb.body.append(this.notes, this.lines, this.table, this.caption, this.legend, this.boardBox, h("h3", { text: "Policy" }), this.policy);
    this.r = null;
  }

  clear() {
    this.r = null;
    for (const part of [this.lines, this.table, this.boardBox, this.policy]) part.replaceChildren();
    this.caption.textContent = "";
    this.notes.hidden = true;
    this.wb.detected.textContent = "";
    this.wb.result.textContent = "–";
  }

  show(r, options) {
    this.clear();
    this.r = r;
    const how = options.format === "auto" ? "detected" : "chosen";
    this.wb.detected.textContent = `Read as: ${r.read_as} (format ${r.format}, ${how})`;
    this.showBoard(r.boards[0]);
  }

  /** One board's answer, policy and drawing (the first board, or the one picked in the table). */
  showBoard(row) {
    this.wb.result.textContent = row.expected ?? "∞";
    this.lines.replaceChildren(...row.text.map((t) => h("p", { text: t })));
    const warnings = row.warnings || [];
    this.notes.replaceChildren(...warnings.map((w) => h("li", { text: w })));
    this.notes.hidden = !warnings.length;
    const table = boardTable("optimal", this.r.boards, { answer: (b) => b.expected ?? "∞", answerLabel: "Expected turns", onDraw: (b) => this.showBoard(b), drawn: row.number });
    this.table.replaceChildren(...(table ? [table] : []));
    this.caption.textContent = this.r.boards.length > 1 ? `Board ${row.number}: ${row.summary}` : row.summary;
    const items = row.policy.map((p) => h("li", { class: p.action, "data-square": p.start_label, text: p.text }));
    if (!items.length) items.push(h("li", { text: "No optional jump on this board: nothing to choose." }));
    this.policy.replaceChildren(...items);
    const view = drawBoard(this.boardBox, row.board, { title: `Board ${row.number} with the best policy` });
    if (view.layout) drawPolicy(view, row.policy);
  }
}

/** The policy on the board: a wide band over each optional jump (taken: coloured; declined: grey,
 * which greys the jump out) and a ring on the square where the choice is made. */
function drawPolicy(view, policy) {
  const g = view.layers.over;
  for (const p of policy) {
    const [x1, y1] = view.layout.centre(p.start);
    const [x2, y2] = view.layout.centre(p.end);
    const band = el("line", { x1, y1, x2, y2, class: `policy-band ${p.action}`, "data-policy": p.action, "data-square": p.start_label }, g);
    el("title", {}, band).textContent = p.text;
    el("circle", { cx: x1, cy: y1, r: view.layout.cell * 0.42, class: `policy-ring ${p.action}` }, g);
  }
}
