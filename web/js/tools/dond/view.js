// Dice or No Dice's answer: a sentence, the exact fraction (folded when long), a table for every
// last roll, and the chart against t. The engine computes every number (engine/dond.py).

import { h } from "../../core/dom.js";
import { dondChart } from "./chart.js";

/** Table rows shown at each end when s is large (the rest is elided; the table is symmetric). */
const TABLE_ENDS = 60;
/** Exact fractions longer than this are folded away behind "show all digits". */
const EXACT_FOLD = 160;

const gap = (n) => h("tr", { class: "elided" }, h("td", { colspan: 3, text: `… ${n.toLocaleString("en")} more rows (last roll k and s-1-k have the same chance)` }));

export class DondView {
  constructor(wb, onPickLast) {
    this.wb = wb;
    this.onPickLast = onPickLast;
    this.sentence = h("p", { class: "dond-sentence", "data-testid": "sentence-dond" });
    this.exact = h("output", { id: "exact-dond", "data-testid": "exact-dond", class: "exact-value" });
    this.exactNote = h("span", { class: "note" });
    this.exactBox = h("div", { class: "exact", "data-testid": "exact-box-dond" }, h("span", { class: "exact-label", text: "Exact " }), this.exact, this.exactNote);
    this.table = h("table", { class: "data by-last", id: "table-dond", "data-testid": "table-dond" });
    this.logBox = h("input", { type: "checkbox", id: "log-dond", "data-testid": "log-dond" });
    this.chartBox = h("div", { class: "chart-box" });
    const head = h("div", { class: "chart-head" }, h("h3", { text: "Probability against t" }), h("label", { class: "check", for: this.logBox.id }, this.logBox, " log scale"));
    const chart = h("section", { class: "chart-section", "aria-label": "Probability against t" }, head, this.chartBox);
    this.results = h("div", { class: "dond-results", hidden: true }, this.sentence, this.exactBox, h("div", { class: "dond-grid" }, chart, h("div", { class: "table-wrap" }, this.table)));
    wb.body.append(this.results);
    this.last = null;
    this.drawnWidth = 0;
    this.logBox.addEventListener("change", () => this.last && this.renderChart(this.last));
    if (typeof ResizeObserver === "function") new ResizeObserver(() => requestAnimationFrame(() => this.resized())).observe(this.chartBox);
    else window.addEventListener("resize", () => this.resized()); // support.js names what is missing
  }

  resized() {
    const w = this.chartBox.clientWidth;
    if (this.last && w && Math.abs(w - this.drawnWidth) > 40) {
      this.drawnWidth = w;
      this.renderChart(this.last);
    }
  }

  clear() {
    this.last = null;
    this.results.hidden = true;
    this.wb.result.textContent = "–";
    this.wb.detected.textContent = "";
  }

  show(r) {
    this.last = r;
    this.results.hidden = false;
    this.wb.result.textContent = r.text;
    this.wb.detected.textContent = `dond ${r.s} ${r.t} ${r.last}`;
    const lastWords = r.last === -1 ? "with no roll yet" : `after a ${r.last}`;
    const rolls = r.t === 1 ? "1 more roll" : `${r.t.toLocaleString("en")} more rolls`;
    this.sentence.textContent = `Chance that ${rolls} of a ${r.s.toLocaleString("en")}-sided die (0..${r.s - 1}), ${lastWords}, never repeat the roll before or land one away from it.`;
    this.showExact(r.exact, r.exact_note);
    this.renderTable(r);
    this.renderChart(r);
  }

  showExact(text, note) {
    this.exactBox.querySelector("button")?.remove();
    if (text === null || text === undefined) {
      this.exact.textContent = "–";
      this.exactNote.textContent = ` (${note})`;
      return;
    }
    this.exactNote.textContent = "";
    if (text.length <= EXACT_FOLD) {
      this.exact.textContent = text;
      return;
    }
    this.exact.textContent = `${text.slice(0, EXACT_FOLD / 2)} … ${text.slice(-EXACT_FOLD / 4)}`;
    const more = h("button", { type: "button", class: "link", text: `show all ${text.length.toLocaleString("en")} characters` });
    more.addEventListener("click", () => {
      this.exact.textContent = text;
      more.remove();
    });
    this.exactBox.append(more);
  }

  row(r, e) {
    const pick = h("button", { type: "button", class: "link", "aria-label": `Use last roll ${e.last}`, text: e.last === -1 ? "-1 (none)" : String(e.last) });
    pick.addEventListener("click", () => this.onPickLast(e.last));
    const on = e.last === r.last;
    return h("tr", { "data-last": e.last, class: on ? "selected" : null, "aria-current": on ? "true" : null }, h("th", { scope: "row" }, pick), h("td", { class: "prob", text: e.text }), h("td", { class: "frac", text: e.exact ?? "–" }));
  }

  tableRows(r) {
    const rows = r.by_last;
    const row = (e) => this.row(r, e);
    if (r.by_last_omitted) {
      // The engine sent both ends and the chosen row; mark each gap between them.
      return rows.flatMap((e, i) => (i > 0 && e.last - rows[i - 1].last > 1 ? [gap(e.last - rows[i - 1].last - 1), row(e)] : [row(e)]));
    }
    if (rows.length <= 2 * TABLE_ENDS + 1) return rows.map(row);
    const out = [...rows.slice(0, TABLE_ENDS).map(row), gap(rows.length - 2 * TABLE_ENDS), ...rows.slice(-TABLE_ENDS).map(row)];
    const chosen = rows.findIndex((e) => e.last === r.last);
    if (chosen >= TABLE_ENDS && chosen < rows.length - TABLE_ENDS) out.unshift(row(rows[chosen]));
    return out;
  }

  renderTable(r) {
    const head = h("tr", {}, ...["Last roll", "Probability (%g)", "Exact"].map((t) => h("th", { scope: "col", text: t })));
    const caption = h("caption", { text: `Every last roll, t = ${r.t.toLocaleString("en")} (click one to use it)` });
    this.table.replaceChildren(caption, h("thead", {}, head), h("tbody", {}, ...this.tableRows(r)));
  }

  renderChart(r) {
    this.chartBox.replaceChildren(dondChart(r, this.chartBox.clientWidth, this.logBox.checked));
  }
}
