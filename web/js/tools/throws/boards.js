// "Many boards in one paste" (a judge file, a Testcase panel): one table row per board, with the
// engine's number, size, summary and answer, and a button that draws that board. Shared by the
// throws and optimal tools; every cell is text from the engine's reply.

import { h } from "../../core/dom.js";
import { limit } from "../../core/limits.js";

/** Why a row comes without its board: past the engine's `row_boards` rows, or too many squares. */
function whyNotDrawn(row) {
  const cap = limit("row_boards");
  if (cap !== null && row.number > cap) return `only the first ${cap} boards of a paste can be drawn from here: paste this one alone`;
  return "too many squares to draw";
}

/**
 * The table for `rows` ([{number, size, summary, board}]), or null for a single board.
 * `answer(row)` is the row's answer text from the reply; `onDraw(row)` draws that board.
 */
export function boardTable(tool, rows, { answer, answerLabel, onDraw, drawn = 1 }) {
  if (!rows || rows.length < 2) return null;
  const head = h("tr", {}, ...["Board", "Squares", "Read as", answerLabel, ""].map((t) => h("th", { scope: "col", text: t })));
  const body = rows.map((row) => {
    const button = h("button", {
      type: "button",
      "data-testid": `draw-board-${row.number}-${tool}`,
      text: row.number === drawn ? "drawn" : "Draw",
      disabled: !row.board || row.number === drawn ? true : null,
      title: row.board ? null : whyNotDrawn(row),
      onclick: () => onDraw(row),
    });
    return h(
      "tr",
      { "data-board": row.number, class: row.number === drawn ? "current" : null },
      h("td", { text: String(row.number) }),
      h("td", { text: row.size.toLocaleString("en") }),
      h("td", { text: row.summary }),
      h("td", { class: "answer", text: answer(row) }),
      h("td", {}, button),
    );
  });
  const table = h("table", { class: "data boards-table", "data-testid": `boards-${tool}` }, h("thead", {}, head), h("tbody", {}, ...body));
  return h("div", { class: "table-wrap", tabindex: 0, role: "region", "aria-label": "One row per board of the paste" }, table);
}
