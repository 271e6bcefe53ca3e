// Seed 002's BFS without and with its pruning, side by side (counts from the engine).

import { h } from "../../core/dom.js";

const bar = (v, top) => h("span", { class: "bar", "aria-hidden": "true", style: `width: ${top ? Math.round((100 * v) / top) : 0}%` });

function row({ plain, pruned, compare }, name, key, note) {
  const cell = ([which, s]) =>
    h("td", { "data-cell": `${which}-${key}` }, h("span", { class: "num", text: s[key].toLocaleString("en") }), key === "throws" ? null : bar(s[key], Math.max(plain[key], pruned[key])));
  const last = compare.texts[key];
  return h(
    "tr",
    {},
    h("th", { scope: "row" }, name, note ? h("span", { class: "sub", text: ` ${note}` }) : null),
    ...[["plain", plain], ["pruned", pruned]].map(cell),
    h("td", { "data-cell": `factor-${key}`, text: last }),
  );
}

/** Fill `table` with the plain and pruned counts of `r`, or hide it when the reply has none. */
export function renderCompare(table, r) {
  if (!r?.plain || !r?.pruned || !r?.compare) {
    table.hidden = true;
    return;
  }
  table.replaceChildren(
    h("caption", { text: "Seed 002's BFS without and with its pruning (only the deepest plain landing is queued)" }),
    h("thead", {}, h("tr", {}, h("td", {}), h("th", { scope: "col", text: "Plain BFS" }), h("th", { scope: "col", text: "Pruned BFS" }), h("th", { scope: "col", text: "Plain ÷ pruned" }))),
    h("tbody", {}, row(r, "Throws", "throws"), row(r, "Enqueued", "enqueued", "(put on the queue)"), row(r, "Expanded", "expanded", "(taken off it)")),
  );
  table.hidden = false;
}
