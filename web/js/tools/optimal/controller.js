// Tool "optimal": optional ladders (Codeforces 1245E's rule) and, as a variant, optional snakes;
// the minimum expected number of turns under the best policy, and the policy drawn on the board.
//
// The engine solves the Markov decision process (engine/choice.py) and writes every line; view.js
// lays the reply out.

import { call } from "../../engine.js";
import { runWithStop } from "../../core/run.js";
import { answerBoards, boardWorkbench } from "../../core/workbench.js";
import { FORMATS } from "../throws/converter.js";
import { OptimalView } from "./view.js";

const OPTIONS = [
  { key: "format", label: "Format ", type: "select", choices: [["auto", "detect"], ...FORMATS], value: "auto" },
  { key: "decline", label: "The player may decline ", type: "select", choices: [["ladders", "ladders"], ["all", "ladders and snakes"], ["none", "no jump"]], value: "ladders" },
  { key: "faces", label: "Die faces ", type: "number", value: 6 },
  { key: "start", label: "Start ", type: "select", choices: [["auto", "the source's"], ["first", "on the first square"], ["off", "off the board"]], value: "auto" },
  { key: "end", label: "Past the goal ", type: "select", choices: [["auto", "the source's rule"], ["exact", "stay (exact landing)"], ["overshoot", "finish anyway"], ["bounce", "bounce back"]], value: "auto" },
];

export function init(panel, ctx) {
  const wb = boardWorkbench(panel, ctx, {
    tool: "optimal",
    hint: "(a Codeforces 1245E height grid, a LightOJ 1151 input or any board format; every ladder may be declined)",
    runLabel: "Find the best policy",
    headline: "Minimum expected turns",
    options: OPTIONS,
    cheapChars: 20_000,
  });
  const view = new OptimalView(wb);
  let runs = 0;

  async function run() {
    const options = wb.getOptions();
    const what = wb.fresh.begin();
    const reply = await runWithStop(wb, () => call("optimal", wb.input.value, options), { label: "Solving…" });
    if (!wb.fresh.end(what)) return reply;
    if (!reply.ok) {
      view.clear();
      wb.showError(reply);
    } else {
      view.show(reply.result, options);
    }
    panel.dataset.runs = String(++runs);
    return reply;
  }
  answerBoards(wb, run);
  return { wb, run };
}
