// The board shaded by expected turns left (or expected visits), with a legend for the ramp.

import { h } from "../../core/dom.js";
import { drawBoard } from "../../draw/board.js";
import { rampColour } from "../../draw/ramp.js";

function legendText(visits, stuck) {
  const what = visits
    ? "Number on each square: how many times a player lands there in an average game (counted after its ladder or snake)."
    : "Number on each square: expected turns still to play for a player standing there (after its ladder or snake).";
  return `${what} Dark = ${visits ? "rarely visited" : "almost done"}, light = ${visits ? "often visited" : "far from the end"}.${stuck ? " Squares left blank: from there the game may never end." : ""}`;
}

function ramp(topText, visits) {
  const swatches = h("span", { class: "ramp", "aria-hidden": "true" });
  for (let i = 0; i < 10; i++) {
    const sw = h("span", { class: "swatch" });
    sw.style.background = rampColour(i / 9);
    swatches.append(sw);
  }
  const low = h("span", { class: "ramp-end", text: `0${visits ? "" : " (goal)"}` });
  const high = h("span", { class: "ramp-end", text: `${topText}${visits ? " visits" : " turns"}` });
  return h("span", { class: "ramp-row" }, low, swatches, high);
}

/** Draw the shaded board of reply `r` into `box` and its legend into `legend`; `mode` is the select. */
export function renderHeat(box, legend, mode, r) {
  const view = drawBoard(box, r.board, { title: "The board shaded by expected turns left" });
  legend.replaceChildren();
  if (!view.svg) return;
  mode.querySelector('option[value="visits"]').disabled = !r.expected_visits;
  if (!r.expected_visits) mode.value = "remaining";
  const visits = mode.value === "visits";
  const values = {};
  (visits ? r.expected_visits : r.expected_remaining).forEach((v, i) => {
    if (v !== null && Number.isFinite(v)) values[i + r.board.base] = v;
  });
  const heat = visits ? r.heat.visits : r.heat.remaining;
  view.shade(values, { max: heat.top, format: (v, label) => heat.texts[label - r.board.base] });
  box.dataset.mode = visits ? "visits" : "remaining";
  legend.append(ramp(heat.top_text, visits), h("span", { class: "note", text: legendText(visits, !visits && heat.stuck) }));
}
