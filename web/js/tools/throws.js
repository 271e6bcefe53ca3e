// Tool "throws": fewest dice throws on any board (seeds 000, 002, 003).

import { call } from "../engine.js";
import { drawBoard } from "../board.js";
import { h, runWithStop, workbench } from "../ui.js";

export function init(panel, ctx) {
  const examples = ctx.examples.filter((e) => (e.tools || ["throws"]).includes("throws"));
  const wb = workbench(panel, {
    tool: "throws",
    inputLabel: "Board",
    hint: "(pairs, moves, LeetCode 909 matrix, UIL grid or counts; paste, type or drop a file)",
    runLabel: "Find fewest throws",
    headline: "Fewest throws",
    examples,
    options: [
      { key: "format", label: "Format ", type: "select", choices: [["auto", "detect"], "pairs", "moves", "lc909", "uil", "counts"], value: "auto" },
      { key: "faces", label: "Die faces ", type: "number", min: 1, max: 1000, value: 6 },
      { key: "chain", label: "chain jumps", type: "checkbox", value: false },
    ],
  });
  const routeList = h("ol", { class: "route-list", "data-testid": "route-throws" });
  const boardBox = h("div", { class: "board-box", "data-testid": "board-throws" });
  wb.body.append(boardBox, h("h3", { text: "Route" }), routeList);

  async function run() {
    const text = wb.input.value;
    const options = wb.getOptions();
    const reply = await runWithStop(wb, () => call("throws", text, options), { label: "Searching…" });
    if (!reply.ok) {
      wb.showError(reply);
      return reply;
    }
    const r = reply.result;
    wb.result.textContent = String(r.throws);
    wb.detected.textContent = `format: ${r.format}`;
    const view = drawBoard(boardBox, r.board, { title: "The board" });
    view.route(r.moves);
    routeList.replaceChildren(
      ...r.moves.map((m) =>
        h("li", { text: `roll ${m.roll}: ${m.from} → ${m.landing}${m.to !== m.landing ? ` → ${m.to} (${m.to > m.landing ? "ladder" : "snake"})` : ""}` }),
      ),
    );
    if (r.throws < 0) {
      routeList.replaceChildren(h("li", { text: `The goal cannot be reached: only ${r.reachable.length} squares can be.` }));
      view.mark(r.reachable, "reachable");
    }
    return reply;
  }
  wb.onRun(run);
  return { wb, run };
}
