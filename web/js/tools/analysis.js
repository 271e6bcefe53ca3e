// Tool "analysis": how long a game with a fair die takes, who wins, and which jump matters.
// Headline numbers, a histogram of game length with the cumulative curve, the board shaded by
// expected turns left, a seat-by-seat win table and the what-if ranking.
//
// The engine computes every number (engine/chance.py, a sliced job so the page shows progress
// and Stop cancels between slices); this module only lays them out and draws them.

import { runJob } from "../engine.js";
import { drawBoard, el, rampColour } from "../board.js";
import { h, runWithStop, workbench } from "../ui.js";

/** The histogram stops where this much of the probability has finished (the tail is noted). */
const CHART_COVER = 0.995;

const fixed = (v, d = 2) => (v === null || v === undefined || !Number.isFinite(v) ? "–" : v.toFixed(d));
const pct = (p, d = 2) => (p === null || p === undefined || !Number.isFinite(p) ? "–" : `${(100 * p).toFixed(d)} %`);

/** A fraction "p/q" as a decimal string with `digits` decimals (exact long division, truncated). */
export function fractionDecimal(text, digits = 12) {
  const m = /^(-?\d+)\/(\d+)$/.exec(text || "");
  if (!m) return null;
  let num = BigInt(m[1]);
  const den = BigInt(m[2]);
  const neg = num < 0n;
  if (neg) num = -num;
  const whole = num / den;
  let rest = num % den;
  let out = "";
  for (let i = 0; i < digits; i++) {
    rest *= 10n;
    out += String(rest / den);
    rest %= den;
  }
  return `${neg ? "-" : ""}${whole}${digits ? "." + out : ""}${rest ? "…" : ""}`;
}

/** Ticks from 0 at a round step (1, 2 or 5 times a power of ten), about `count` of them, the last >= top. */
function niceTicks(top, count = 5) {
  if (!(top > 0)) return [0];
  const raw = top / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * mag).find((s) => s >= raw) || 10 * mag;
  const ticks = [];
  for (let i = 0; ; i++) {
    const v = +(i * step).toPrecision(12);
    ticks.push(v);
    if (v >= top * (1 - 1e-9)) return ticks;
  }
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function init(panel, ctx) {
  document.head.append(h("link", { rel: "stylesheet", href: "./css/analysis.css" }));
  // Board examples (no `tools` list) serve both board tools; the ones made for this tool come first.
  const examples = ctx.examples
    .filter((e) => (e.tools || ["throws", "analysis"]).includes("analysis"))
    .sort((a, b) => Number(!!b.tools) - Number(!!a.tools));
  const wb = workbench(panel, {
    tool: "analysis",
    inputLabel: "Board",
    hint: "(pairs, moves, LeetCode 909 matrix, UIL grid or counts; paste, type or drop a file)",
    runLabel: "Analyse",
    headline: "Mean turns (one player)",
    examples,
    options: [
      { key: "format", label: "Format ", type: "select", choices: [["auto", "detect"], "pairs", "moves", "lc909", "uil", "counts"], value: "auto" },
      { key: "faces", label: "Die faces ", type: "number", min: 1, max: 1000, value: 6 },
      { key: "start", label: "Start ", type: "select", choices: [["first", "on the first square"], ["off", "off the board"]], value: "first" },
      { key: "end", label: "Past the goal ", type: "select", choices: [["overshoot", "finish anyway"], ["exact", "stay (exact landing)"], ["bounce", "bounce back"]], value: "overshoot" },
      { key: "players", label: "Players ", type: "number", min: 1, max: 6, value: 2 },
      { key: "chain", label: "chain jumps", type: "checkbox", value: false },
      { key: "exact", label: "exact fractions", type: "checkbox", value: false },
      { key: "what_if", label: "what-if ranking", type: "checkbox", value: true },
      { key: "monte_carlo", label: "Simulate games ", type: "number", min: 0, max: 1000000, step: 1000, value: 0 },
    ],
  });

  // "Fed by the same board input as throws": copy that tool's board here (Undo brings ours back).
  const fromThrows = h("button", { type: "button", "data-testid": "from-throws-analysis", text: "Use the board from Shortest route" });
  fromThrows.addEventListener("click", () => {
    const other = ctx.throws?.wb;
    if (!other) return;
    wb.load(other.input.value, { format: other.getOptions().format || "auto" });
    wb.exampleSelect.value = "";
  });
  wb.extraActions.append(fromThrows);

  // Progress of the sliced job, inside the shared busy bar.
  const progress = h("progress", { max: 1, value: 0, "data-testid": "progress-analysis", "aria-label": "Analysis progress" });
  const progressText = h("span", { class: "progress-text", "data-testid": "progress-text-analysis" });
  wb.busyBar.insertBefore(h("span", { class: "progress-box" }, progress, progressText), wb.stopBtn);

  // ---- output side
  const notes = h("ul", { class: "notes-list", "data-testid": "notes-analysis", hidden: true });
  const stats = h("table", { class: "data stats", "data-testid": "stats-analysis" });
  const chartMode = h("select", { id: "chart-mode-analysis", "data-testid": "chart-mode-analysis" });
  const chartBox = h("div", { class: "chart-box", "data-testid": "chart-analysis" });
  const heatMode = h("select", { id: "heat-mode-analysis", "data-testid": "heat-mode-analysis" });
  for (const [v, t] of [["remaining", "expected turns left"], ["visits", "expected visits"]]) heatMode.append(h("option", { value: v, text: t }));
  const heatBox = h("div", { class: "board-box", "data-testid": "heat-analysis" });
  const heatLegend = h("div", { class: "heat-legend", "data-testid": "heat-legend-analysis" });
  const seats = h("div", { class: "seats", "data-testid": "seats-analysis" });
  const whatif = h("div", { class: "whatif", "data-testid": "whatif-analysis" });
  const montecarlo = h("div", { class: "montecarlo", "data-testid": "montecarlo-analysis" });
  const results = h(
    "div",
    { class: "analysis-results", hidden: true },
    notes,
    h("section", { "aria-labelledby": "h-stats-analysis" }, h("h3", { id: "h-stats-analysis", text: "Headline numbers" }), stats),
    h(
      "section",
      { "aria-labelledby": "h-chart-analysis" },
      h("div", { class: "section-head" }, h("h3", { id: "h-chart-analysis", text: "How long a game takes" }), h("label", { for: chartMode.id }, "Count ", chartMode)),
      chartBox,
    ),
    h(
      "section",
      { "aria-labelledby": "h-heat-analysis" },
      h("div", { class: "section-head" }, h("h3", { id: "h-heat-analysis", text: "The board, shaded" }), h("label", { for: heatMode.id }, "Shade by ", heatMode)),
      heatLegend,
      heatBox,
    ),
    h("section", { "aria-labelledby": "h-seats-analysis" }, h("h3", { id: "h-seats-analysis", text: "Who wins" }), seats),
    h("section", { "aria-labelledby": "h-whatif-analysis" }, h("h3", { id: "h-whatif-analysis", text: "What if a jump were removed?" }), whatif),
    h("section", { "aria-labelledby": "h-montecarlo-analysis" }, h("h3", { id: "h-montecarlo-analysis", text: "Cross-check by simulation" }), montecarlo),
  );
  wb.body.append(results);

  let last = null; // the latest result dict, redrawn when a view option changes

  // ---- headline numbers
  function renderStats(r) {
    const rows = [];
    const row = (key, label, value, extra = null) => rows.push(h("tr", { "data-key": key }, h("th", { scope: "row", text: label }), h("td", {}, value, extra)));
    row("mean", "Mean (expected turns)", r.mean === null ? "∞ (a player can get stuck)" : fixed(r.mean, 2), r.sd !== null ? h("span", { class: "sub", text: ` ± ${fixed(r.sd, 2)} (standard deviation)` }) : null);
    if (r.mean_exact) {
      // The exact mean as a decimal (exact long division); the fraction itself, folded when long.
      const frac = h("code", { class: "fraction", "data-testid": "mean-exact-analysis", text: r.mean_exact });
      const [num, den] = r.mean_exact.replace("-", "").split("/");
      const short = r.mean_exact.length <= 24;
      row("mean_exact", "Exact mean", short ? [frac, ` = ${fractionDecimal(r.mean_exact, 12)}`] : [
        h("span", { text: fractionDecimal(r.mean_exact, 15) }),
        h("details", { class: "fraction-box" }, h("summary", { text: `the fraction (${num.length} digits over ${den.length})` }), frac),
      ]);
    } else {
      const why = r.board.size > 144 ? "computed for boards up to 144 squares" : "tick “exact fractions” and analyse again";
      row("mean_exact", "Exact mean", h("span", { class: "sub", text: why }));
    }
    row("median", "Median", r.median === null ? "–" : plural(r.median, "turn"), h("span", { class: "sub", text: " (half of all games are over by then)" }));
    row("mode", "Most likely length", r.mode === null ? "–" : plural(r.mode, "turn"));
    const pcs = Object.entries(r.percentiles || {}).sort((a, b) => Number(a[0]) - Number(b[0]));
    row("percentiles", "Percentiles", h("span", { class: "pcs" }, ...pcs.map(([q, v]) => h("span", { class: "pc", "data-q": q }, h("small", { text: `${q}%` }), h("b", { text: v === null ? "–" : String(v) })))));
    if (r.min_turns === null) row("min_turns", "Fewest turns", "the goal cannot be reached");
    else {
      const pm = String(r.p_min_turns);
      const pText = pm.includes("/") ? `${pm} ≈ ${pct(r.p_min_turns_float, 3)}` : pct(r.p_min_turns_float, 3);
      row("min_turns", "Fewest turns", plural(r.min_turns, "turn"), h("span", { class: "sub", text: `, probability ${pText}` }));
    }
    if (r.finish_probability < 1) row("finish", "Chance a player ever finishes", pct(r.finish_probability, 4));
    if (r.players > 1) {
      row("rounds", `Expected rounds (${r.players} players, first to finish)`, fixed(r.expected_rounds, 2));
      row("rolls", "Expected rolls in all", fixed(r.expected_total_rolls, 2));
    }
    stats.replaceChildren(h("tbody", {}, ...rows));
  }

  // ---- histogram + cumulative curve, plain SVG
  function chartSeries(r) {
    const mode = chartMode.value;
    if (mode === "rounds" && r.rounds_pmf) return { pmf: r.rounds_pmf, unit: "rounds", what: `game length in rounds (${r.players} players, first to finish)`, mean: r.expected_rounds };
    if (mode === "rolls" && r.total_rolls_pmf) return { pmf: r.total_rolls_pmf, unit: "rolls", what: `total rolls in the game (${r.players} players)`, mean: r.expected_total_rolls };
    return { pmf: r.pmf, cdf: r.cdf, unit: "turns", what: "turns one player needs", mean: r.mean, median: r.median };
  }

  function renderChart(r) {
    const s = chartSeries(r);
    const pmf = s.pmf || [];
    // Displaying a running sum is drawing, not engine logic; the engine's own cdf is used when it has one.
    const cdf = s.cdf || pmf.reduce((acc, p) => (acc.push((acc.length ? acc[acc.length - 1] : 0) + p), acc), []);
    chartBox.replaceChildren();
    if (pmf.length < 2) {
      chartBox.append(h("p", { class: "note", text: "No length distribution: the game never ends from the start." }));
      return;
    }
    let xmax = cdf.findIndex((c) => c >= CHART_COVER);
    if (xmax < 0) xmax = pmf.length - 1;
    let xmin = pmf.findIndex((p) => p > 0);
    if (xmin < 0) xmin = 0;
    xmin = Math.max(0, Math.min(xmin, xmax - 4));
    xmax = Math.max(xmax, xmin + 4);
    const W = 760, H = 380, L = 66, R = 66, T = 64, B = 58;
    const pw = W - L - R, ph = H - T - B;
    const n = xmax - xmin + 1;
    const bw = pw / n;
    const xOf = (k) => L + (k - xmin) * bw + bw / 2;
    const peak = Math.max(...pmf.slice(xmin, xmax + 1));
    const yTicks = niceTicks(peak, 5);
    const ytop = yTicks[yTicks.length - 1] || 1;
    const yOf = (p) => T + ph - (p / ytop) * ph;
    const cOf = (c) => T + ph - c * ph;
    const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", "data-unit": s.unit });
    el("title", {}, svg).textContent = `Histogram of the ${s.what}, with the cumulative probability`;
    const grid = el("g", { class: "grid" }, svg);
    for (const v of yTicks) {
      el("line", { x1: L, x2: L + pw, y1: yOf(v), y2: yOf(v) }, grid);
      const t = el("text", { x: L - 6, y: yOf(v) + 4, class: "tick left" }, svg);
      t.textContent = `${+(100 * v).toPrecision(3)}%`;
    }
    for (const c of [0, 0.25, 0.5, 0.75, 1]) {
      const t = el("text", { x: L + pw + 6, y: cOf(c) + 4, class: "tick right" }, svg);
      t.textContent = `${100 * c}%`;
    }
    const bars = el("g", { class: "bars" }, svg);
    for (let k = xmin; k <= xmax; k++) {
      const p = pmf[k] || 0;
      const b = el("rect", { x: L + (k - xmin) * bw + Math.min(1, bw * 0.1), y: yOf(p), width: Math.max(0.5, bw - 2 * Math.min(1, bw * 0.1)), height: Math.max(0, T + ph - yOf(p)), class: "bar", "data-n": k, "data-p": p }, bars);
      el("title", {}, b).textContent = `${k} ${s.unit}: ${pct(p, 2)} (${pct(cdf[k], 1)} are over by then)`;
    }
    // x ticks at a round step
    const xStep = niceTicks(n, 8);
    const step = xStep.length > 1 ? xStep[1] : 1;
    for (let k = Math.ceil(xmin / step) * step; k <= xmax; k += step) {
      el("line", { x1: xOf(k), x2: xOf(k), y1: T + ph, y2: T + ph + 5, class: "axis" }, svg);
      const t = el("text", { x: xOf(k), y: T + ph + 20, class: "tick bottom" }, svg);
      t.textContent = String(k);
    }
    el("line", { x1: L, x2: L + pw, y1: T + ph, y2: T + ph, class: "axis" }, svg);
    el("line", { x1: L, x2: L, y1: T, y2: T + ph, class: "axis" }, svg);
    el("line", { x1: L + pw, x2: L + pw, y1: T, y2: T + ph, class: "axis" }, svg);
    // the cumulative curve, a step line through each bar's right edge
    let d = `M ${L} ${cOf(xmin > 0 ? cdf[xmin - 1] || 0 : 0)}`;
    for (let k = xmin; k <= xmax; k++) d += ` H ${L + (k - xmin + 1) * bw} V ${cOf(Math.min(1, cdf[k] || 0))}`;
    el("path", { d, class: "cdf" }, svg);
    // mean and median markers, labelled in text
    const marks = [];
    if (s.median !== undefined && s.median !== null && s.median >= xmin && s.median <= xmax) marks.push(["median", s.median, `median ${s.median}`]);
    if (Number.isFinite(s.mean) && s.mean >= xmin && s.mean <= xmax) marks.push(["mean", s.mean, `mean ${s.mean.toFixed(1)}`]);
    marks.sort((a, b) => a[1] - b[1]);
    marks.forEach(([cls, v, label], i) => {
      const x = L + (v - xmin) * bw + bw / 2;
      el("line", { x1: x, x2: x, y1: T - 22, y2: T + ph, class: `marker ${cls}` }, svg);
      const t = el("text", { x: x + (i ? 5 : -5), y: T - 8, class: `marker-label ${cls} ${i ? "after" : "before"}` }, svg);
      t.textContent = label;
    });
    // axis titles
    const xt = el("text", { x: L + pw / 2, y: H - 10, class: "axis-title" }, svg);
    xt.textContent = `n = ${s.what}`;
    const yl = el("text", { x: 0, y: 0, class: "axis-title", transform: `translate(16 ${T + ph / 2}) rotate(-90)` }, svg);
    yl.textContent = `P(exactly n ${s.unit})`;
    const yr = el("text", { x: 0, y: 0, class: "axis-title", transform: `translate(${W - 12} ${T + ph / 2}) rotate(90)` }, svg);
    yr.textContent = `P(over within n ${s.unit})`;
    // legend (shape + words, not colour alone)
    const lg = el("g", { class: "legend" }, svg);
    el("rect", { x: L, y: 10, width: 16, height: 14, class: "bar" }, lg);
    el("text", { x: L + 22, y: 22 }, lg).textContent = "bars: probability of exactly n";
    el("path", { d: `M ${L + 300} 24 H ${L + 310} V 12 H ${L + 324}`, class: "cdf" }, lg);
    el("text", { x: L + 330, y: 22 }, lg).textContent = "line: probability of at most n (cumulative)";
    chartBox.append(svg);
    const cut = 1 - (cdf[xmax] || 0);
    let caption = `Bars from ${xmin} to ${xmax} ${s.unit}.`;
    if (xmax < pmf.length - 1 && cut > 0) caption += ` Games longer than ${xmax} ${s.unit} (${pct(cut, 2)}) are past the right edge.`;
    else if (cut > 1e-9) caption += ` The other ${pct(cut, 2)} of games never end (or last longer than the engine followed).`;
    chartBox.append(h("p", { class: "note chart-caption", text: caption }));
  }

  // ---- heat map
  function renderHeat(r) {
    const view = drawBoard(heatBox, r.board, { title: "The board shaded by expected turns left" });
    heatLegend.replaceChildren();
    if (!view.svg) return;
    heatMode.querySelector('option[value="visits"]').disabled = !r.expected_visits;
    if (!r.expected_visits) heatMode.value = "remaining";
    const visits = heatMode.value === "visits";
    const arr = visits ? r.expected_visits : r.expected_remaining;
    const values = {};
    arr.forEach((v, i) => {
      if (v !== null && Number.isFinite(v)) values[i + r.board.base] = v;
    });
    const finite = Object.values(values);
    const top = Math.max(...finite, 0) || 1;
    const digits = top >= 100 ? 0 : 1;
    view.shade(values, { max: top, format: (v) => (visits ? v.toFixed(2) : v.toFixed(digits)) });
    heatBox.dataset.mode = visits ? "visits" : "remaining";
    const swatches = h("span", { class: "ramp", "aria-hidden": "true" });
    for (let i = 0; i < 10; i++) {
      const sw = h("span", { class: "swatch" });
      sw.style.background = rampColour(i / 9);
      swatches.append(sw);
    }
    const what = visits
      ? "Number on each square: how many times a player lands there in an average game (counted after its ladder or snake)."
      : "Number on each square: expected turns still to play for a player standing there (after its ladder or snake).";
    const stuck = !visits && r.expected_remaining.some((v, i) => v === null && i < r.board.goal);
    heatLegend.append(
      h("span", { class: "ramp-row" }, h("span", { class: "ramp-end", text: `0${visits ? "" : " (goal)"}` }), swatches, h("span", { class: "ramp-end", text: `${top.toFixed(visits ? 2 : 1)}${visits ? " visits" : " turns"}` })),
      h("span", { class: "note", text: `${what} Dark = ${visits ? "rarely visited" : "almost done"}, light = ${visits ? "often visited" : "far from the end"}.${stuck ? " Squares left blank: from there the game may never end." : ""}` }),
    );
  }

  // ---- seats
  function renderSeats(r) {
    const win = r.win_probability || [];
    const et = r.equal_turns || {};
    const first = (i) => (i === 0 ? " (rolls first)" : "");
    const body = win.map((p, i) =>
      h(
        "tr",
        { "data-seat": i + 1 },
        h("th", { scope: "row", text: `Player ${i + 1}${first(i)}` }),
        h("td", { class: "win", "data-value": p }, h("span", { class: "meter", "aria-hidden": "true" }, meter(p)), pct(p, 2)),
        r.players > 1 ? h("td", { class: "sole", "data-value": et.sole?.[i] ?? "" , text: pct(et.sole?.[i], 2) }) : null,
      ),
    );
    const sum = win.reduce((a, b) => a + b, 0);
    const table = h(
      "table",
      { class: "data seat-table" },
      h("caption", { text: r.players > 1 ? `${r.players} players take turns, each with the same die and rules.` : r.finish_probability < 1 ? "One player, who wins by reaching the goal (which may never happen)." : "One player, who always reaches the goal in the end." }),
      h("thead", {}, h("tr", {}, h("th", { text: "Seat" }), h("th", { text: "Wins (first to finish)" }), r.players > 1 ? h("th", { text: "Sole winner (equal turns)" }) : null)),
      h("tbody", {}, ...body),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row", text: "Total" }), h("td", { class: "total", "data-value": sum, text: pct(sum, 2) }), r.players > 1 ? h("td", { text: `+ tie ${pct(et.tie, 2)}${et.no_winner ? `, none ${pct(et.no_winner, 2)}` : ""}` }) : null)),
    );
    const parts = [table];
    if (et.verdicts) {
      const v = et.verdicts;
      const names = [["player_1", "Player 1 wins"], ["player_2", "Player 2 wins"], ["both", "Both win (same round)"], ["neither", "Neither ever wins"]];
      parts.push(
        h("p", { class: "note", text: "Equal turns (seed 001's rule): the round is finished, and everyone who reached the goal in it wins." }),
        h("ul", { class: "verdicts-list", "data-testid": "verdicts-analysis" }, ...names.map(([k, label]) => h("li", { "data-verdict": k, "data-value": v[k] }, h("b", { text: pct(v[k], 2) }), ` ${label}`))),
      );
    } else if (r.players > 1) {
      parts.push(h("p", { class: "note", text: "Equal turns: the round is finished and everyone who reached the goal in it wins; “sole winner” is the chance a seat wins alone." }));
    }
    seats.replaceChildren(...parts);
  }

  function meter(p) {
    const bar = h("span", { class: "meter-fill" });
    bar.style.width = `${Math.max(0, Math.min(1, p)) * 100}%`;
    return bar;
  }

  // ---- what-if
  // ---- Monte Carlo: the same numbers from simulated games, with 95 % intervals, next to the exact ones
  function renderMonteCarlo(r) {
    montecarlo.replaceChildren();
    const mc = r.monte_carlo;
    if (!mc) {
      montecarlo.append(h("p", { class: "note", text: "Set “Simulate games” (say 10000) and analyse again to check these numbers against simulated games." }));
      return;
    }
    const fmt = (x, d = 3) => (x === null || x === undefined ? "–" : Number(x).toFixed(d));
    const interval = (iv) => (iv ? `${fmt(iv[0])} – ${fmt(iv[1])}` : "–");
    const inside = (x, iv) => (iv && x !== null && x !== undefined ? (x >= iv[0] && x <= iv[1] ? "yes" : "no") : "–");
    const rows = [["Mean turns (one player)", r.mean, mc.mean, mc.mean_interval]];
    if (mc.expected_total_rolls_interval) rows.push(["Rolls in all", r.expected_total_rolls, mc.expected_total_rolls, mc.expected_total_rolls_interval]);
    (mc.win_probability || []).forEach((w, i) => rows.push([`Seat ${i + 1} wins`, r.win_probability?.[i], w[0], [w[1], w[2]]]));
    const table = h(
      "table",
      { class: "data" },
      h("caption", { text: `${mc.games.toLocaleString("en")} simulated games (seed ${mc.seed}); intervals at 95 %` }),
      h("thead", {}, h("tr", {}, ...["", "Exact", "Simulated", "95 % interval", "Exact inside?"].map((t) => h("th", { scope: "col", text: t })))),
      h("tbody", {}, ...rows.map(([name, exact, sim, iv]) => h("tr", {}, h("th", { scope: "row", text: name }), h("td", { text: fmt(exact) }), h("td", { text: fmt(sim) }), h("td", { text: interval(iv) }), h("td", { text: inside(exact, iv) })))),
    );
    montecarlo.append(table);
    if (mc.unfinished) montecarlo.append(h("p", { class: "note", text: `${mc.unfinished} simulated games had not finished when the simulation gave up on them.` }));
  }

  function renderWhatIf(r, options) {
    whatif.replaceChildren();
    if (!options.what_if) {
      whatif.append(h("p", { class: "note", text: "Tick “what-if ranking” and analyse again to rank the jumps." }));
      return;
    }
    if (!r.what_if?.length) {
      whatif.append(h("p", { class: "note", text: "This board has no ladders or snakes." }));
      return;
    }
    const biggest = Math.max(...r.what_if.map((w) => Math.abs(w.delta_mean ?? 0)), 1e-12);
    const rows = r.what_if.map((w, i) => {
      const j = w.jump;
      const kind = j.kind === "ladder" ? "Ladder" : j.kind === "snake" ? "Snake" : "Jump";
      const d = w.delta_mean;
      const effect = d === null ? (w.mean_without === null ? "no finite mean either way" : "without it every game ends") : Math.abs(d) < 5e-3 ? "no change" : d > 0 ? "longer" : "shorter";
      const bar = h("span", { class: `delta-bar ${d > 0 ? "longer" : "shorter"}` });
      bar.style.width = `${d === null ? 0 : (Math.abs(d) / biggest) * 100}%`;
      return h(
        "tr",
        { "data-rank": i + 1, "data-start": j.start, "data-end": j.end, "data-delta": d ?? "" },
        h("td", { text: String(i + 1) }),
        h("td", { class: `jump ${j.kind}` }, h("span", { class: "kind", text: `${j.kind === "ladder" ? "▲" : "▼"} ${kind}` }), ` ${j.start} → ${j.end}${j.name ? ` (${j.name})` : ""}`),
        h("td", { text: fixed(w.mean_without, 2) }),
        h(
          "td",
          { class: "delta", title: w.delta_mean_exact ? `exactly ${w.delta_mean_exact}` : null },
          h("span", { class: "delta-num", text: d === null ? "–" : `${d > 0 ? "+" : d < 0 ? "−" : ""}${Math.abs(d).toFixed(2)}` }),
          h("span", { class: "delta-track", "aria-hidden": "true" }, bar),
          h("span", { class: "sub", text: ` ${effect}` }),
        ),
      );
    });
    whatif.append(
      h("p", { class: "note", text: `Each jump removed in turn; ranked by how much the mean game (${r.mean === null ? "now infinite" : `${fixed(r.mean, 2)} turns`}) changes.` }),
      h(
        "table",
        { class: "data whatif-table" },
        h("thead", {}, h("tr", {}, h("th", { text: "#" }), h("th", { text: "Jump removed" }), h("th", { text: "Mean without it" }), h("th", { text: "Change in mean (turns)" }))),
        h("tbody", {}, ...rows),
      ),
    );
  }

  function rulesText(rules) {
    if (!rules) return "";
    const start = rules.start === "off" ? "start off the board" : "start on the first square";
    const end = { exact: "exact landing", overshoot: "overshoot finishes", bounce: "bounce back" }[rules.end] || rules.end;
    return `${rules.faces}-sided die · ${start} · ${end}${rules.chain ? " · chained jumps" : ""}`;
  }

  function show(r, options) {
    last = r;
    wb.result.textContent = fixed(r.mean, 2);
    wb.result.title = r.mean === null ? "the mean is infinite: a player can get stuck" : "";
    if (r.mean === null) wb.result.textContent = "∞";
    wb.detected.textContent = `format: ${r.format} · ${rulesText(r.rules)}`;
    notes.replaceChildren(...(r.notes || []).map((t) => h("li", { text: t })));
    notes.hidden = !(r.notes || []).length;
    chartMode.replaceChildren(h("option", { value: "turns", text: "one player's turns" }));
    if (r.players > 1) chartMode.append(h("option", { value: "rounds", text: "rounds (whole game)" }), h("option", { value: "rolls", text: "rolls (whole game)" }));
    renderStats(r);
    renderChart(r);
    renderHeat(r);
    renderSeats(r);
    renderWhatIf(r, options);
    renderMonteCarlo(r);
    results.hidden = false;
  }

  chartMode.addEventListener("change", () => last && renderChart(last));
  heatMode.addEventListener("change", () => last && renderHeat(last));

  function clear() {
    last = null;
    results.hidden = true;
    wb.result.textContent = "–";
    wb.detected.textContent = "";
  }

  async function run() {
    const text = wb.input.value;
    const options = wb.getOptions();
    progress.value = 0;
    progressText.textContent = "";
    let fraction = 0;
    let job = null;
    const reply = await runWithStop(
      wb,
      () => {
        job = runJob("analysis", text, options, (p) => {
          if (typeof p.fraction === "number") {
            fraction = p.fraction;
            progress.value = fraction;
            progressText.textContent = `${Math.round(100 * fraction)} %`;
          }
        });
        return job.promise;
      },
      { softStop: () => job?.stop(), label: "Analysing…" },
    );
    if (reply.cancelled) {
      clear();
      wb.showError({ error: { message: `Stopped at ${Math.round(100 * fraction)} %. Your input is kept; press Analyse to start again.` } });
      wb.error.dataset.kind = "stopped";
      return reply;
    }
    if (!reply.ok) {
      clear();
      wb.showError(reply);
      if (reply.stopped) wb.error.dataset.kind = "stopped";
      return reply;
    }
    show(reply.result, options);
    return reply;
  }
  wb.onRun(run);
  return { wb, run };
}
