// Ladders (two rails with rungs) and snakes (a wavy body with a head), so the two never depend on
// colour alone.

import { el } from "../core/dom.js";

export function drawLadder(g, [x1, y1], [x2, y2], name) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * 9;
  const ny = (dx / len) * 9;
  const lad = el("g", { class: "ladder" }, g);
  el("title", {}, lad).textContent = `Ladder ${name}`.trim();
  el("line", { x1: x1 + nx, y1: y1 + ny, x2: x2 + nx, y2: y2 + ny, class: "rail" }, lad);
  el("line", { x1: x1 - nx, y1: y1 - ny, x2: x2 - nx, y2: y2 - ny, class: "rail" }, lad);
  const rungs = Math.max(2, Math.floor(len / 18));
  for (let i = 1; i < rungs; i++) {
    const cx = x1 + (dx * i) / rungs;
    const cy = y1 + (dy * i) / rungs;
    el("line", { x1: cx + nx, y1: cy + ny, x2: cx - nx, y2: cy - ny, class: "rung" }, lad);
  }
}

/** Head at the start (x1, y1), tail at the end. */
export function drawSnake(g, [x1, y1], [x2, y2], name) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const waves = Math.max(2, Math.round(len / 45));
  let d = `M ${x1} ${y1}`;
  for (let i = 1; i <= waves; i++) {
    const t0 = (i - 0.5) / waves;
    const t1 = i / waves;
    const amp = (i % 2 ? 1 : -1) * 12;
    d += ` Q ${x1 + dx * t0 + nx * amp} ${y1 + dy * t0 + ny * amp} ${x1 + dx * t1} ${y1 + dy * t1}`;
  }
  const s = el("g", { class: "snake" }, g);
  el("title", {}, s).textContent = `Snake ${name}`.trim();
  el("path", { d, class: "body" }, s);
  el("circle", { cx: x1, cy: y1, r: 8, class: "head" }, s);
  el("circle", { cx: x1 - 2.5, cy: y1 - 2, r: 1.6, class: "eye" }, s);
  el("circle", { cx: x1 + 2.5, cy: y1 - 2, r: 1.6, class: "eye" }, s);
}
