// The analysis tool's answer: headline numbers, a histogram of game length with the cumulative
// curve, the board shaded, a seat-by-seat win table, the what-if ranking and a simulation check.

import { h } from "../../core/dom.js";
import { histogram } from "../../draw/histogram.js";
import { rulesText } from "./format.js";
import { renderHeat } from "./heat.js";
import { renderSeats } from "./seats.js";
import { renderStats } from "./stats.js";
import { renderMonteCarlo, renderWhatIf } from "./whatif.js";

const section = (key, title, ...content) => h("section", { "aria-labelledby": `h-${key}-analysis` }, h("h3", { id: `h-${key}-analysis`, text: title }), ...content);
const headed = (key, title, label, control) => h("div", { class: "section-head" }, h("h3", { id: `h-${key}-analysis`, text: title }), h("label", { for: control.id }, label, control));

export class AnalysisView {
  constructor(wb) {
    this.wb = wb;
    const box = (cls, id) => h("div", { class: cls, "data-testid": `${id}-analysis` });
    this.notes = h("ul", { class: "notes-list", "data-testid": "notes-analysis", hidden: true });
    this.stats = h("table", { class: "data stats", "data-testid": "stats-analysis" });
    this.chartMode = h("select", { id: "chart-mode-analysis", "data-testid": "chart-mode-analysis" });
    this.heatMode = h("select", { id: "heat-mode-analysis", "data-testid": "heat-mode-analysis" });
    for (const [v, t] of [["remaining", "expected turns left"], ["visits", "expected visits"]]) this.heatMode.append(h("option", { value: v, text: t }));
    Object.assign(this, { chartBox: box("chart-box", "chart"), heatBox: box("board-box", "heat"), heatLegend: box("heat-legend", "heat-legend") });
    Object.assign(this, { seats: box("seats", "seats"), whatif: box("whatif", "whatif"), montecarlo: box("montecarlo", "montecarlo") });
    this.results = h(
      "div",
      { class: "analysis-results", hidden: true },
      this.notes,
      section("stats", "Headline numbers", this.stats),
      h("section", { "aria-labelledby": "h-chart-analysis" }, headed("chart", "How long a game takes", "Count ", this.chartMode), this.chartBox),
      h("section", { "aria-labelledby": "h-heat-analysis" }, headed("heat", "The board, shaded", "Shade by ", this.heatMode), this.heatLegend, this.heatBox),
      section("seats", "Who wins", this.seats),
      section("whatif", "What if a jump were removed?", this.whatif),
      section("montecarlo", "Cross-check by simulation", this.montecarlo),
    );
    wb.body.append(this.results);
    this.last = null; // the latest result, redrawn when a view option changes
    this.chartMode.addEventListener("change", () => this.last && this.renderChart(this.last));
    this.heatMode.addEventListener("change", () => this.last && renderHeat(this.heatBox, this.heatLegend, this.heatMode, this.last));
  }

  chartSeries(r) {
    const mode = this.chartMode.value;
    if (mode === "rounds" && r.rounds_pmf) return { pmf: r.rounds_pmf, chart: r.charts.rounds, unit: "rounds", what: `game length in rounds (${r.players} players, first to finish)`, mean: r.expected_rounds };
    if (mode === "rolls" && r.total_rolls_pmf) return { pmf: r.total_rolls_pmf, chart: r.charts.rolls, unit: "rolls", what: `total rolls in the game (${r.players} players)`, mean: r.expected_total_rolls };
    return { pmf: r.pmf, chart: r.charts.turns, unit: "turns", what: "turns one player needs", mean: r.mean, median: r.median };
  }

  renderChart(r) {
    const chart = histogram(this.chartSeries(r));
    if (!chart) {
      this.chartBox.replaceChildren(h("p", { class: "note", text: "No length distribution: the game never ends from the start." }));
      return;
    }
    this.chartBox.replaceChildren(chart.svg, h("p", { class: "note chart-caption", text: chart.caption }));
  }

  show(r, options) {
    this.last = r;
    const wb = this.wb;
    wb.result.textContent = r.mean === null ? "∞" : r.texts.mean;
    wb.result.title = r.mean === null ? "the mean is infinite: a player can get stuck" : "";
    wb.detected.textContent = `format: ${r.format} · ${rulesText(r.rules)}`;
    this.notes.replaceChildren(...(r.notes || []).map((t) => h("li", { text: t })));
    this.notes.hidden = !(r.notes || []).length;
    this.chartMode.replaceChildren(h("option", { value: "turns", text: "one player's turns" }));
    if (r.players > 1) this.chartMode.append(h("option", { value: "rounds", text: "rounds (whole game)" }), h("option", { value: "rolls", text: "rolls (whole game)" }));
    renderStats(this.stats, r);
    this.renderChart(r);
    renderHeat(this.heatBox, this.heatLegend, this.heatMode, r);
    renderSeats(this.seats, r);
    renderWhatIf(this.whatif, r, options);
    renderMonteCarlo(this.montecarlo, r);
    this.results.hidden = false;
  }

  clear() {
    this.last = null;
    this.results.hidden = true;
    this.wb.result.textContent = "–";
    this.wb.detected.textContent = "";
  }
}
