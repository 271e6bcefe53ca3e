// The throws tool's answer: notes, the summary and route line, the plain/pruned comparison, the
// route throw by throw, and (for a board too big to step through) the plain board.

import { showBounded } from "../../draw/bounded.js";
import { h, plural } from "../../core/dom.js";
import { drawBoard } from "../../draw/board.js";
import { capped } from "../../draw/lists.js";
import { renderCompare } from "./compare.js";
import { moveText } from "./format.js";
import { boardTable } from "./boards.js";

/** Route list items shown (a million-square board can have a very long route). */
const ROUTE_CAP = 400;


export class ThrowsView {
  constructor(wb) {
    this.wb = wb;
    this.notes = h("ul", { class: "notes-list", "data-testid": "warnings-throws", hidden: true });
    this.summary = h("p", { class: "summary", "data-testid": "summary-throws" });
    this.routeText = h("code", { class: "route-text", "data-testid": "route-text-throws" });
    this.routeDownload = h("span", { "data-testid": "route-download-throws" });
    this.compare = h("table", { class: "data compare", "data-testid": "compare-throws", hidden: true });
    this.routeList = h("ol", { class: "route-list", "data-testid": "route-throws" });
    this.routeNote = h("p", { class: "note", "data-testid": "route-note-throws", hidden: true });
    this.plainBoard = h("div", { class: "board-box", "data-testid": "board-plain-throws", hidden: true });
    this.boards = h("div", { "data-testid": "boards-box-throws" });
    this.otherBoard = h("div", { class: "board-box", "data-testid": "board-other-throws", hidden: true });
    this.otherCaption = h("p", { class: "note", "data-testid": "board-caption-throws" });
    wb.body.append(
      this.notes,
      this.boards,
      this.otherCaption,
      this.otherBoard,
      h("p", { class: "route-line" }, this.summary, " ", this.routeText, " ", this.routeDownload),
      h("div", { class: "table-wrap", tabindex: 0, role: "region", "aria-label": "Plain and pruned BFS counts" }, this.compare),
      this.plainBoard,
      h("h3", { text: "Route" }),
      this.routeNote,
      this.routeList,
    );
    this.r = null;
  }

  clear() {
    this.r = null;
    this.plainBoard.replaceChildren();
    this.plainBoard.hidden = true;
    this.compare.hidden = true;
    this.notes.hidden = true;
    this.summary.textContent = "";
    this.routeText.textContent = "";
    this.routeDownload.replaceChildren();
    this.routeList.replaceChildren();
    this.routeNote.hidden = true;
    this.boards.replaceChildren();
    this.otherBoard.replaceChildren();
    this.otherBoard.hidden = true;
    this.otherCaption.textContent = "";
    this.wb.detected.textContent = "";
  }

  /** A paste that reads several ways: one button per reading (its summary); a click reads it that way. */
  showReadings(readings, pick) {
    if (!readings?.length) return;
    const button = (r) => h("button", { type: "button", "data-testid": `reading-${r.format}-throws`, text: r.summary, onclick: () => pick(r.format) });
    this.notes.replaceChildren(h("li", { text: "This paste reads more than one way. Read it as:" }), ...readings.map((r) => h("li", {}, button(r))));
    this.notes.hidden = false;
  }

  show(r, options) {
    this.clear();
    this.r = r;
    this.wb.result.textContent = String(r.throws);
    const how = options.format === "auto" ? "detected" : "chosen";
    this.wb.detected.textContent = `Read as: ${r.read_as || r.format} (format ${r.format}, ${how})`;
    const warnings = [...(r.rules_note ? [r.rules_note] : []), ...(r.reading?.notes || []), ...(r.warnings || r.board.warnings || [])];
    this.showBoards(1);
    this.notes.replaceChildren(...warnings.map((w) => h("li", { text: w })));
    this.notes.hidden = !warnings.length;
    this.summary.textContent = this.summaryText(r);
    const link = showBounded(this.routeText, r.throws >= 0 ? r.route_text : "", { name: "route.txt", what: "the whole route" });
    this.routeDownload.replaceChildren(...(link ? [link] : []));
    renderCompare(this.compare, r);
    this.renderRoute(-1);
    if (!r.details) this.showPlain(r);
  }

  /** The table of a paste with several boards; board `drawn` is shown (1: the route and search below). */
  showBoards(drawn) {
    const r = this.r;
    const table = boardTable("throws", r.boards, { answer: (b) => String(b.throws), answerLabel: "Fewest throws", drawn, onDraw: (b) => this.showBoards(b.number) });
    this.boards.replaceChildren(...(table ? [table] : []));
    this.otherBoard.hidden = drawn === 1;
    const row = r.boards.find((b) => b.number === drawn);
    this.otherCaption.textContent = drawn === 1 ? "" : `Board ${row.number}: ${row.summary}; fewest throws ${row.throws} (the route and the search below are board 1's)`;
    if (drawn !== 1) drawBoard(this.otherBoard, row.board, { title: `Board ${row.number}` });
    else this.otherBoard.replaceChildren();
  }

  summaryText(r) {
    const goal = r.goal_label;
    if (r.throws >= 0) return `${plural(r.throws, "throw")} from square ${r.start_label} to square ${goal}:`;
    if (!r.details) return `The goal (square ${goal}) cannot be reached.`;
    const n = plural(r.reachable.length, "square");
    return `The goal (square ${goal}) cannot be reached: only ${n} of ${r.squares_total.toLocaleString("en")} can be, and every throw from them ends on one of them again.`;
  }

  /** A board too big for the step-by-step search: the answer, the route, and the board if it can be drawn. */
  showPlain(r) {
    const limit = r.detail_squares.toLocaleString("en");
    this.routeNote.textContent = `This board has ${r.board.size.toLocaleString("en")} squares: above ${limit} the page shows the answer and the route, not the search step by step.`;
    this.routeNote.hidden = false;
    this.plainBoard.hidden = false;
    drawBoard(this.plainBoard, r.board, { title: "The board" });
  }

  /** The route list, throw `upTo` marked as current (-1: none). */
  renderRoute(upTo) {
    const r = this.r;
    if (!r) return;
    if (r.throws < 0) {
      const { shown, more } = capped(r.reachable, 120);
      this.routeList.replaceChildren();
      this.routeNote.textContent = r.details ? `No route. The reachable squares: ${shown.join(" ")}${more ? ` … and ${more.toLocaleString("en")} more` : ""}` : "No route.";
      this.routeNote.hidden = false;
      return;
    }
    const item = (m, i) => {
      const cls = upTo === i + 1 ? "current" : upTo > i + 1 ? "done" : null;
      return h("li", { "data-move": i + 1, class: cls, "aria-current": upTo === i + 1 ? "step" : null }, moveText(m));
    };
    const items = r.moves.slice(0, ROUTE_CAP).map(item);
    if (r.moves.length > ROUTE_CAP) items.push(h("li", { class: "more", text: `… ${plural(r.moves.length - ROUTE_CAP, "more throw")} (the whole route is in the line above)` }));
    if (!r.moves.length) items.push(h("li", { class: "more", text: "The start is the goal: no throw needed." }));
    this.routeList.replaceChildren(...items);
  }
}
