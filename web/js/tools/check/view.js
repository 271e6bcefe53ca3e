// Check my program's report: the verdict, the cases passed by kind, the first failure, and the
// smallest failing case found: drawn with the engine's route beside the program's answer, with its
// input text to copy. Every word and number comes from the engine's report (engine/check).

import { h } from "../../core/dom.js";
import { drawBoard } from "../../draw/board.js";

const KIND_NAMES = { example: "examples", edge: "edge cases", random: "random cases" };

function summaryTable(report) {
  const head = h("tr", {}, ...["Cases", "Passed", "Failed as"].map((t) => h("th", { scope: "col", text: t })));
  const rows = report.by_kind.map((k) => {
    const failed = Object.entries(k.verdicts).filter(([v]) => v !== "accepted").map(([v, n]) => `${n} ${v}`).join(", ");
    return h("tr", { "data-kind": k.kind }, h("th", { scope: "row", text: KIND_NAMES[k.kind] || k.kind }), h("td", { text: `${k.passed} / ${k.total}` }), h("td", { text: failed || "–" }));
  });
  if (report.skipped) rows.push(h("tr", {}, h("th", { scope: "row", text: "skipped" }), h("td", { text: String(report.skipped) }), h("td", { text: "after repeated time limits" })));
  return h("table", { class: "data check-summary", "data-testid": "summary-check" }, h("thead", {}, head), h("tbody", {}, ...rows));
}

function copyBox(text) {
  const area = h("textarea", { class: "check-input", "data-testid": "input-text-check", readonly: true, rows: Math.min(12, text.split("\n").length + 1), "aria-label": "Input of the failing case" });
  area.value = text;
  const btn = h("button", { type: "button", "data-testid": "copy-input-check", text: "Copy input" });
  btn.addEventListener("click", async () => {
    area.select();
    try {
      await navigator.clipboard.writeText(text);
      btn.textContent = "Copied";
    } catch (_) {
      btn.textContent = "Press Ctrl+C";
    }
  });
  return h("div", { class: "check-copy" }, area, btn);
}

function picture(ex) {
  const box = h("div", { class: "check-board", "data-testid": "board-check" });
  if (ex.board) drawBoard(box, ex.board, { title: "The smallest failing board" });
  else if (ex.grid) box.append(h("pre", { class: "check-grid", text: ex.grid.cells.map((r) => r.map((c) => c ?? "-").join("")).join("\n") }));
  return box;
}

function caseSection(title, c) {
  const ex = c.explain || {};
  const lines = [h("p", { class: "check-detail", "data-testid": "detail-check", text: `${c.verdict}: ${c.detail}` })];
  if (ex.route_text !== undefined) lines.push(h("p", { "data-testid": "route-check", text: `Engine: ${ex.throws} throws, ${ex.route_text || "the goal cannot be reached"}` }));
  if (c.expected !== null && c.expected !== undefined) lines.push(h("p", { text: `Expected: ${c.expected}` }));
  if (c.got !== null && c.got !== undefined) lines.push(h("p", { "data-testid": "got-check", text: `Your program: ${c.got}` }));
  if (ex.parting_note) lines.push(h("p", { class: "note", text: ex.parting_note }));
  const facts = h("div", { class: "check-facts" }, ...lines, copyBox(c.input_text));
  return h("section", { class: "check-case", "data-testid": "case-check", "data-size": c.size }, h("h3", { text: title }), h("div", { class: "check-case-grid" }, picture(ex), facts));
}

export class CheckView {
  constructor(wb) {
    this.wb = wb;
    this.results = h("div", { class: "check-results", "data-testid": "results-check" });
    wb.body.append(this.results);
  }

  clear() {
    this.results.replaceChildren();
    this.wb.result.textContent = "–";
    this.wb.result.dataset.verdict = "";
  }

  detected(d) {
    this.wb.detected.textContent = d.says;
  }

  stopped(state) {
    this.wb.result.textContent = "Stopped";
    this.wb.result.dataset.verdict = "stopped";
    const done = state ? state.results.length : 0;
    this.results.replaceChildren(h("p", { "data-testid": "stopped-check", text: `Stopped after ${done} cases. Your program's worker was restarted; press Run to check again.` }));
  }

  show(r) {
    this.wb.result.textContent = r.verdict;
    this.wb.result.dataset.verdict = r.verdict;
    const parts = [h("p", { text: `${r.passed} of ${r.run} cases passed.` }), summaryTable(r)];
    const f = r.failure;
    if (f) parts.push(h("p", { "data-testid": "failure-check", text: `First failure: case ${f.case}, ${f.name} (${f.size} squares or cells).` }));
    if (r.shrunk) parts.push(caseSection(`Smallest failing case found (${r.shrunk.size} squares or cells, after ${r.shrunk.runs} runs)`, r.shrunk));
    else if (f) parts.push(caseSection("The failing case", f));
    this.results.replaceChildren(...parts);
  }
}
