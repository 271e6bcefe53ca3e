// The headline numbers: mean, exact mean, median, mode, percentiles, fewest turns, rounds.

import { h } from "../../core/dom.js";
import { turns } from "./format.js";

function exactMean(r) {
  if (!r.mean_exact) {
    const why = r.mean_exact_missing === "not asked for" ? "tick “exact fractions” and analyse again" : r.mean_exact_missing;
    return h("span", { class: "sub", text: why });
  }
  // The exact mean as the engine's decimal; the fraction itself, folded when long.
  const frac = h("code", { class: "fraction", "data-testid": "mean-exact-analysis", text: r.mean_exact });
  const decimal = r.mean_exact_decimal;
  if (r.mean_exact.length <= 24) return [frac, ` = ${decimal}`];
  const [num, den] = r.mean_exact.replace("-", "").split("/");
  return [h("span", { text: decimal }), h("details", { class: "fraction-box" }, h("summary", { text: `the fraction (${num.length} digits over ${den.length})` }), frac)];
}

function percentiles(r) {
  const pcs = Object.entries(r.percentiles || {}).sort((a, b) => Number(a[0]) - Number(b[0]));
  return h("span", { class: "pcs" }, ...pcs.map(([q, v]) => h("span", { class: "pc", "data-q": q }, h("small", { text: `${q}%` }), h("b", { text: v === null ? "–" : String(v) }))));
}

function fewest(r) {
  if (r.min_turns === null) return ["the goal cannot be reached"];
  const pm = String(r.p_min_turns);
  const pText = pm.includes("/") ? `${pm} ≈ ${r.texts.p_min_turns}` : r.texts.p_min_turns;
  return [turns(r.min_turns), h("span", { class: "sub", text: `, probability ${pText}` })];
}

/** The rows of the headline table for reply `r`. */
export function renderStats(table, r) {
  const rows = [];
  const row = (key, label, value, extra = null) => rows.push(h("tr", { "data-key": key }, h("th", { scope: "row", text: label }), h("td", {}, value, extra)));
  const sd = r.sd !== null ? h("span", { class: "sub", text: ` ± ${r.texts.sd} (standard deviation)` }) : null;
  row("mean", "Mean (expected turns)", r.mean === null ? "∞ (a player can get stuck)" : r.texts.mean, sd);
  row("mean_exact", "Exact mean", exactMean(r));
  row("median", "Median", r.median === null ? "–" : turns(r.median), h("span", { class: "sub", text: " (half of all games are over by then)" }));
  row("mode", "Most likely length", r.mode === null ? "–" : turns(r.mode));
  row("percentiles", "Percentiles", percentiles(r));
  row("min_turns", "Fewest turns", ...fewest(r));
  if (r.finish_probability < 1) row("finish", "Chance a player ever finishes", r.texts.finish_probability);
  if (r.players > 1) {
    row("rounds", `Expected rounds (${r.players} players, first to finish)`, r.texts.expected_rounds);
    row("rolls", "Expected rolls in all", r.texts.expected_total_rolls);
  }
  table.replaceChildren(h("tbody", {}, ...rows));
}
