// One frame of the probability flow on a drawn board: after turn t, each square shaded by the
// chance of standing there (the engine's row), with the exact fraction or the decimal on hover.
//
// `view` is a BoardView (draw/board.js); `row` is one of the engine's flow rows
// {turn, squares[], squares_text[], percent_text[], exact: {squares[]} | null}. Nothing here computes
// or writes a chance: the texts are the engine's, the shade is its value against the frame's largest one.

import { el } from "../core/dom.js";
import { rampColour, textColourOn } from "./ramp.js";

function hoverText(label, row, i) {
  const what = `Square ${label} after turn ${row.turn}: `;
  if (row.exact) return `${what}${row.exact.squares[i]} (${row.squares_text[i]})`;
  return `${what}${row.squares_text[i]}`;
}

/** Shade `view`'s squares by `row` (every square below the goal gets a rect with data and a title). */
export function drawFlowFrame(view, row, base) {
  if (!view.svg) return;
  view.clear();
  const heat = view.layers.heat;
  const cell = view.layout.cell;
  const top = Math.max(...row.squares, 0) || 1;
  row.squares.forEach((p, i) => {
    const [x, y] = view.layout.corner(i);
    const t = p / top;
    const label = i + base;
    const attrs = { x: x + 1, y: y + 1, width: cell - 2, height: cell - 2, class: "shade flow-sq", fill: p > 0 ? rampColour(t) : "transparent" };
    Object.assign(attrs, { "data-square": label, "data-p": String(p), "data-exact": row.exact ? row.exact.squares[i] : "" });
    const rect = el("rect", attrs, heat);
    el("title", {}, rect).textContent = hoverText(label, row, i);
    if (p > 0) {
      view.marks[i].textContent = row.percent_text[i];
      view.marks[i].style.fill = textColourOn(t);
    }
  });
  view.svg.dataset.turn = String(row.turn);
}
