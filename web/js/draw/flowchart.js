// The chart beside the probability flow: the chance of having finished by each turn (and, for
// several players, that the game is still on), drawn up to turn t with a cursor at t.

import { el, svgText } from "../core/dom.js";
import { niceTicks } from "./ticks.js";

const W = 640;
const H = 260;
const L = 56;
const R = 16;
const T = 16;
const B = 44;

function axes(svg, last) {
  const g = el("g", { class: "grid" }, svg);
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    const y = T + (1 - v) * (H - T - B);
    el("line", { x1: L, x2: W - R, y1: y, y2: y }, g);
    svgText(svg, { x: L - 6, y: y + 5, class: "tick left" }, `${100 * v}%`);
  }
  for (const n of niceTicks(last, 8).filter((v) => v <= last)) {
    const x = L + (n / last) * (W - L - R);
    svgText(svg, { x, y: H - B + 20, class: "tick bottom" }, String(n));
  }
  svgText(svg, { x: (L + W - R) / 2, y: H - 6, class: "axis-title" }, "turns (rounds)");
  el("path", { d: `M ${L} ${T} V ${H - B} H ${W - R}`, class: "axis", fill: "none" }, svg);
}

function line(svg, rows, key, upto, last, cls) {
  const pts = rows.slice(0, upto + 1).map((r) => `${(L + (r.turn / last) * (W - L - R)).toFixed(1)},${(T + (1 - r[key]) * (H - T - B)).toFixed(1)}`);
  el("polyline", { points: pts.join(" "), class: `flow-line ${cls}` }, svg);
}

/** The chart of `flow` (the engine's reply) up to turn `t`. Returns the SVG. */
export function flowChart(flow, t) {
  const last = Math.max(1, flow.turns);
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart flow-chart", role: "img", "data-testid": "flow-chart", "data-turn": t });
  el("title", {}, svg).textContent = `Chance of having finished by each turn, up to turn ${t}`;
  axes(svg, last);
  line(svg, flow.rows, "finished", t, last, "finished");
  if (flow.players > 1) line(svg, flow.rows, "game_on", t, last, "game-on");
  const x = L + (t / last) * (W - L - R);
  el("line", { x1: x, x2: x, y1: T, y2: H - B, class: "marker flow-cursor" }, svg);
  const lg = el("g", { class: "legend" }, svg);
  svgText(lg, { x: L + 10, y: T + 14, class: "finished" }, "— one player has finished");
  if (flow.players > 1) svgText(lg, { x: L + 10, y: T + 32, class: "game-on" }, `- - the game (${flow.players} players) is still on`);
  return svg;
}
