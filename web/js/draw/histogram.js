// A histogram of a distribution over whole numbers with its cumulative curve, plain SVG:
// histogram({pmf, chart, unit, what, median}) -> {svg, caption}. Nothing is computed here but where
// things go: the probabilities, the bars shown and every text come from the engine (`chart`, the
// reply's charts.<mode>: {xmin, xmax, cdf, bars[], mean_text, caption}).

import { el, svgText } from "../core/dom.js";
import { readable } from "./readable.js";
import { niceTicks } from "./ticks.js";

// Margins leave room for tick labels beside the axis titles even at a projector's 18 px.
const W = 760, H = 380, L = 80, R = 80, T = 84, B = 58;
const pw = W - L - R, ph = H - T - B;

function frame(pmf, { xmin, xmax }) {
  const bw = pw / (xmax - xmin + 1);
  const yTicks = niceTicks(Math.max(...pmf.slice(xmin, xmax + 1)), 5);
  const ytop = yTicks[yTicks.length - 1] || 1;
  return { xmin, xmax, bw, yTicks, xOf: (k) => L + (k - xmin) * bw + bw / 2, yOf: (p) => T + ph - (p / ytop) * ph, cOf: (c) => T + ph - c * ph };
}

function grid(svg, f) {
  const g = el("g", { class: "grid" }, svg);
  for (const v of f.yTicks) {
    el("line", { x1: L, x2: L + pw, y1: f.yOf(v), y2: f.yOf(v) }, g);
    svgText(svg, { x: L - 6, y: f.yOf(v) + 4, class: "tick left" }, `${+(100 * v).toPrecision(3)}%`);
  }
  for (const c of [0, 0.25, 0.5, 0.75, 1]) svgText(svg, { x: L + pw + 6, y: f.cOf(c) + 4, class: "tick right" }, `${100 * c}%`);
  const n = f.xmax - f.xmin + 1;
  const xStep = niceTicks(n, 8);
  const step = xStep.length > 1 ? xStep[1] : 1;
  for (let k = Math.ceil(f.xmin / step) * step; k <= f.xmax; k += step) {
    el("line", { x1: f.xOf(k), x2: f.xOf(k), y1: T + ph, y2: T + ph + 5, class: "axis" }, svg);
    svgText(svg, { x: f.xOf(k), y: T + ph + 20, class: "tick bottom" }, String(k));
  }
  el("line", { x1: L, x2: L + pw, y1: T + ph, y2: T + ph, class: "axis" }, svg);
  el("line", { x1: L, x2: L, y1: T, y2: T + ph, class: "axis" }, svg);
  el("line", { x1: L + pw, x2: L + pw, y1: T, y2: T + ph, class: "axis" }, svg);
}

function bars(svg, s, cdf, f) {
  const texts = s.chart.bars;
  const g = el("g", { class: "bars" }, svg);
  const gapW = Math.min(1, f.bw * 0.1);
  for (let k = f.xmin; k <= f.xmax; k++) {
    const p = s.pmf[k] || 0;
    const b = el("rect", { x: L + (k - f.xmin) * f.bw + gapW, y: f.yOf(p), width: Math.max(0.5, f.bw - 2 * gapW), height: Math.max(0, T + ph - f.yOf(p)), class: "bar", "data-n": k, "data-p": p }, g);
    el("title", {}, b).textContent = texts[k - f.xmin];
  }
  // the cumulative curve, a step line through each bar's right edge
  let d = `M ${L} ${f.cOf(f.xmin > 0 ? cdf[f.xmin - 1] || 0 : 0)}`;
  for (let k = f.xmin; k <= f.xmax; k++) d += ` H ${L + (k - f.xmin + 1) * f.bw} V ${f.cOf(Math.min(1, cdf[k] || 0))}`;
  el("path", { d, class: "cdf" }, svg);
}

/** Mean and median markers, labelled in text. */
function markers(svg, s, f) {
  const marks = [];
  if (s.median !== undefined && s.median !== null && s.median >= f.xmin && s.median <= f.xmax) marks.push(["median", s.median, `median ${s.median}`]);
  if (s.chart.mean_text && s.mean >= f.xmin && s.mean <= f.xmax) marks.push(["mean", s.mean, s.chart.mean_text]);
  marks.sort((a, b) => a[1] - b[1]);
  // One line of text per marker, each running towards the middle of the plot: two markers close
  // together, or one near an edge, never put a label over another label or over an axis.
  marks.forEach(([cls, v, label], i) => {
    const x = L + (v - f.xmin) * f.bw + f.bw / 2;
    const y = T - 8 - 24 * i;
    const before = x > L + pw / 2;
    el("line", { x1: x, x2: x, y1: y - 12, y2: T + ph, class: `marker ${cls}` }, svg);
    svgText(svg, { x: x + (before ? -5 : 5), y, class: `marker-label ${cls} ${before ? "before" : "after"}` }, label);
  });
}

/** Axis titles and a legend (shape + words, not colour alone). */
function labels(svg, s) {
  svgText(svg, { x: L + pw / 2, y: H - 10, class: "axis-title" }, `n = ${s.what}`);
  svgText(svg, { x: 0, y: 0, class: "axis-title", transform: `translate(16 ${T + ph / 2}) rotate(-90)` }, `P(exactly n ${s.unit})`);
  svgText(svg, { x: 0, y: 0, class: "axis-title", transform: `translate(${W - 12} ${T + ph / 2}) rotate(90)` }, `P(over within n ${s.unit})`);
  const lg = el("g", { class: "legend" }, svg);
  el("rect", { x: L, y: 10, width: 16, height: 14, class: "bar" }, lg);
  svgText(lg, { x: L + 22, y: 22 }, "bars: P(exactly n)");
  el("path", { d: `M ${L + 250} 24 H ${L + 260} V 12 H ${L + 274}`, class: "cdf" }, lg);
  svgText(lg, { x: L + 280, y: 22 }, "line: P(at most n), cumulative");
}

/** The chart of series `s`, or null when it has fewer than two points or none above 0. */
export function histogram(s) {
  // An unreachable goal has no length distribution (every probability 0): the engine sends no chart.
  if (!s.chart) return null;
  const pmf = s.pmf;
  const cdf = s.chart.cdf;
  const f = frame(pmf, s.chart);
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", "data-unit": s.unit });
  el("title", {}, svg).textContent = `Histogram of the ${s.what}, with the cumulative probability`;
  grid(svg, f);
  bars(svg, s, cdf, f);
  markers(svg, s, f);
  labels(svg, s);
  return { svg: readable(svg, W, H), caption: s.chart.caption };
}
