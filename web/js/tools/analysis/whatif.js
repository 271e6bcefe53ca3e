// What if a jump were removed: the engine's ranking of jumps by their effect on the mean game,
// and the Monte Carlo cross-check beside the exact numbers.

import { h } from "../../core/dom.js";

function whatIfRow(w, i, biggest) {
  const j = w.jump;
  const d = w.delta_mean;
  const kind = j.kind === "ladder" ? "Ladder" : j.kind === "snake" ? "Snake" : "Jump";
  const bar = h("span", { class: `delta-bar ${d > 0 ? "longer" : "shorter"}` });
  bar.style.width = `${d === null ? 0 : (Math.abs(d) / biggest) * 100}%`;
  return h(
    "tr",
    { "data-rank": i + 1, "data-start": j.start, "data-end": j.end, "data-delta": d ?? "" },
    h("td", { text: String(i + 1) }),
    h("td", { class: `jump ${j.kind}` }, h("span", { class: "kind", text: `${j.kind === "ladder" ? "▲" : "▼"} ${kind}` }), ` ${j.start} → ${j.end}${j.name ? ` (${j.name})` : ""}`),
    h("td", { text: w.mean_without_text }),
    h("td", { class: "delta", title: w.delta_mean_exact ? `exactly ${w.delta_mean_exact}` : null }, h("span", { class: "delta-num", text: w.delta_text }), h("span", { class: "delta-track", "aria-hidden": "true" }, bar), h("span", { class: "sub", text: ` ${w.effect}` })),
  );
}

export function renderWhatIf(box, r, options) {
  box.replaceChildren();
  if (!options.what_if) {
    box.append(h("p", { class: "note", text: "Tick “what-if ranking” and analyse again to rank the jumps." }));
    return;
  }
  if (!r.what_if?.length) {
    box.append(h("p", { class: "note", text: "This board has no ladders or snakes." }));
    return;
  }
  const biggest = Math.max(...r.what_if.map((w) => Math.abs(w.delta_mean ?? 0)), 1e-12);
  const head = h("tr", {}, h("th", { text: "#" }), h("th", { text: "Jump removed" }), h("th", { text: "Mean without it" }), h("th", { text: "Change in mean (turns)" }));
  box.append(
    h("p", { class: "note", text: `Each jump removed in turn; ranked by how much the mean game (${r.mean === null ? "now infinite" : `${r.texts.mean} turns`}) changes.` }),
    h("table", { class: "data whatif-table" }, h("thead", {}, head), h("tbody", {}, ...r.what_if.map((w, i) => whatIfRow(w, i, biggest)))),
  );
}

/** The same numbers from simulated games, with 95 % intervals, next to the exact ones. */
export function renderMonteCarlo(box, r) {
  box.replaceChildren();
  const mc = r.monte_carlo;
  if (!mc) {
    box.append(h("p", { class: "note", text: "Set “Simulate games” (say 10000) and analyse again to check these numbers against simulated games." }));
    return;
  }
  const tr = (row) => h("tr", {}, h("th", { scope: "row", text: row.name }), ...[row.exact, row.simulated, row.interval, row.inside].map((text) => h("td", { text })));
  box.append(
    h(
      "table",
      { class: "data" },
      h("caption", { text: `${mc.games.toLocaleString("en")} simulated games (seed ${mc.seed}); intervals at 95 %` }),
      h("thead", {}, h("tr", {}, ...["", "Exact", "Simulated", "95 % interval", "Exact inside?"].map((t) => h("th", { scope: "col", text: t })))),
      h("tbody", {}, ...mc.rows.map(tr)),
    ),
  );
  if (mc.unfinished) box.append(h("p", { class: "note", text: `${mc.unfinished} simulated games had not finished when the simulation gave up on them.` }));
}
