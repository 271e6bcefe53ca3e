// A horizontal meter: a track with a fill of width p (0..1).

import { h } from "../core/dom.js";

export function meterFill(p, cls = "meter-fill") {
  const bar = h("span", { class: cls });
  bar.style.width = `${Math.max(0, Math.min(1, p)) * 100}%`;
  return bar;
}
