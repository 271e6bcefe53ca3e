// Dice or No Dice: the probability against t, plain SVG with labelled axes (linear or log scale).

import { el, svgText } from "../../core/dom.js";
import { readable } from "../../draw/readable.js";
import { decades, wholeTicks } from "../../draw/ticks.js";

const H = 340;
const M = { l: 78, r: 20, t: 16, b: 56 };

function scales(r, W, log) {
  const xs = r.by_t_at;
  const xMax = Math.max(1, xs[xs.length - 1]);
  const X = (t) => M.l + (t / xMax) * (W - M.l - M.r);
  const positive = r.by_t.filter((y) => y > 0);
  let lo = 0;
  if (log) lo = Math.min(-1, Math.floor(Math.log10(positive.length ? Math.min(...positive) : 1e-6)));
  const Y = (p) => {
    const v = log ? (p > 0 ? Math.max(lo, Math.log10(p)) : lo) : p;
    const top = log ? 0 : 1;
    return M.t + ((top - v) / (top - lo)) * (H - M.t - M.b);
  };
  return { X, Y, lo, xMax };
}

function axes(svg, W, { X, Y, lo, xMax }, log) {
  const g = el("g", { class: "axes" }, svg);
  for (const v of log ? decades(lo) : [0, 0.25, 0.5, 0.75, 1]) {
    const y = log ? Y(10 ** v) : Y(v);
    el("line", { x1: M.l, x2: W - M.r, y1: y, y2: y, class: "grid" }, g);
    svgText(g, { x: M.l - 8, y: y + 5, class: "tick y" }, log ? (v === 0 ? "1" : `1e${v}`) : String(v));
  }
  for (const t of wholeTicks(xMax)) {
    el("line", { x1: X(t), x2: X(t), y1: H - M.b, y2: H - M.b + 6, class: "tick-mark" }, g);
    svgText(g, { x: X(t), y: H - M.b + 22, class: "tick x" }, t.toLocaleString("en"));
  }
  el("line", { x1: M.l, x2: W - M.r, y1: H - M.b, y2: H - M.b, class: "axis" }, g);
  el("line", { x1: M.l, x2: M.l, y1: M.t, y2: H - M.b, class: "axis" }, g);
  svgText(g, { x: (M.l + W - M.r) / 2, y: H - 10, class: "axis-label" }, "t (rolls to make)");
  svgText(g, { x: 0, y: 0, class: "axis-label", transform: `translate(18 ${(M.t + H - M.b) / 2}) rotate(-90)` }, log ? "probability (log scale)" : "probability of winning");
}

/** The line: in log scale a zero probability has no place, so the line stops there. */
function series(svg, r, { X, Y }, log) {
  const xs = r.by_t_at;
  const ys = r.by_t;
  let d = "";
  let open = false;
  xs.forEach((t, i) => {
    if (log && !(ys[i] > 0)) {
      open = false;
      return;
    }
    d += `${open ? "L" : "M"}${X(t).toFixed(1)} ${Y(ys[i]).toFixed(1)}`;
    open = true;
  });
  el("path", { d, class: "series", "data-testid": "series-dond" }, svg);
  if (xs.length > 41) return;
  const dots = el("g", { class: "dots" }, svg);
  xs.forEach((t, i) => {
    if (log && !(ys[i] > 0)) return;
    const c = el("circle", { cx: X(t), cy: Y(ys[i]), r: 4 }, dots);
    el("title", {}, c).textContent = `t = ${t}: ${r.by_t_text[i]}`;
  });
}

/** The chosen t, marked and labelled. */
function chosen(svg, r, W, { X, Y }) {
  const p = r.by_t[r.by_t.length - 1];
  const mark = el("g", { class: "chosen" }, svg);
  el("circle", { cx: X(r.t), cy: Y(p), r: 7 }, mark);
  const right = X(r.t) > W / 2;
  svgText(mark, { x: X(r.t) + (right ? -12 : 12), y: Math.max(M.t + 14, Y(p) - 12), class: `chosen-label${right ? " end" : ""}` }, `t = ${r.t.toLocaleString("en")}: ${r.text}`);
}

/** The chart of reply `r`, `width` wide (narrow screens get a narrower drawing, so its text stays readable). */
export function dondChart(r, width, log) {
  const W = Math.round(Math.min(640, Math.max(360, width || 640)));
  const svg = el("svg", { id: "chart-dond", "data-testid": "chart-dond", class: "chart", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-labelledby": "chart-dond-title" });
  el("title", { id: "chart-dond-title" }, svg).textContent = `Probability of winning against t, s = ${r.s}, last roll ${r.last}${log ? ", log scale" : ""}`;
  const sc = scales(r, W, log);
  axes(svg, W, sc, log);
  series(svg, r, sc, log);
  chosen(svg, r, W, sc);
  return readable(svg, W, H);
}
