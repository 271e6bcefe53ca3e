// Who wins: a seat-by-seat table, and seed 001's equal-turns verdicts.

import { h } from "../../core/dom.js";
import { meterFill } from "../../draw/meter.js";

const VERDICTS = [["player_1", "Player 1 wins"], ["player_2", "Player 2 wins"], ["both", "Both win (same round)"], ["neither", "Neither ever wins"]];

function caption(r) {
  if (r.players > 1) return `${r.players} players take turns, each with the same die and rules.`;
  return r.finish_probability < 1 ? "One player, who wins by reaching the goal (which may never happen)." : "One player, who always reaches the goal in the end.";
}

function seatTable(r) {
  const win = r.win_probability || [];
  const et = r.equal_turns || {};
  const many = r.players > 1;
  const t = r.texts;
  const body = win.map((p, i) =>
    h(
      "tr",
      { "data-seat": i + 1 },
      h("th", { scope: "row", text: `Player ${i + 1}${i === 0 ? " (rolls first)" : ""}` }),
      h("td", { class: "win", "data-value": p }, h("span", { class: "meter", "aria-hidden": "true" }, meterFill(p)), t.win_probability[i]),
      many ? h("td", { class: "sole", "data-value": et.sole?.[i] ?? "", text: t.sole[i] ?? "–" }) : null,
    ),
  );
  const sum = r.win_total;
  const tie = many ? h("td", { text: `+ tie ${t.tie}${et.no_winner ? `, none ${t.no_winner}` : ""}` }) : null;
  return h(
    "table",
    { class: "data seat-table" },
    h("caption", { text: caption(r) }),
    h("thead", {}, h("tr", {}, h("th", { text: "Seat" }), h("th", { text: "Wins (first to finish)" }), many ? h("th", { text: "Sole winner (equal turns)" }) : null)),
    h("tbody", {}, ...body),
    h("tfoot", {}, h("tr", {}, h("th", { scope: "row", text: "Total" }), h("td", { class: "total", "data-value": sum, text: t.win_total }), tie)),
  );
}

export function renderSeats(box, r) {
  const parts = [seatTable(r)];
  const v = r.equal_turns?.verdicts;
  if (v) {
    parts.push(
      h("p", { class: "note", text: "Equal turns (seed 001's rule): the round is finished, and everyone who reached the goal in it wins." }),
      h("ul", { class: "verdicts-list", "data-testid": "verdicts-analysis" }, ...VERDICTS.map(([k, label]) => h("li", { "data-verdict": k, "data-value": v[k] }, h("b", { text: r.texts.verdicts[k] }), ` ${label}`))),
    );
  } else if (r.players > 1) {
    parts.push(h("p", { class: "note", text: "Equal turns: the round is finished and everyone who reached the goal in it wins; “sole winner” is the chance a seat wins alone." }));
  }
  box.replaceChildren(...parts);
}
