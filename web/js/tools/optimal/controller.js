// Tool "optimal": optional ladders (Codeforces 1245E's rule) and, as a variant, optional snakes;
// the minimum expected number of turns under the best policy, and the policy drawn on the board.
//
// The engine solves the Markov decision process (engine/choice.py) and writes every line; view.js
// lays the reply out.

import { call } from "../../engine.js";
import { addStylesheet } from "../../core/dom.js";
import { runWithStop } from "../../core/run.js";
import { Workbench } from "../../core/workbench.js";
import { FORMATS } from "../throws/converter.js";
import { OptimalView } from "./view.js";

const OPTIONS = [
  { key: "format", label: "Format ", type: "select", choices: [["auto", "detect"], ...FORMATS], value: "auto" },
  { key: "decline", label: "The player may decline ", type: "select", choices: [["ladders", "ladders"], ["all", "ladders and snakes"]], value: "ladders" },
  { key: "faces", label: "Die faces ", type: "number", value: 6 },
  { key: "start", label: "Start ", type: "select", choices: [["first", "on the first square"], ["off", "off the board"]], value: "first" },
  { key: "end", label: "Past the goal ", type: "select", choices: [["auto", "the source's rule"], ["exact", "stay (exact landing)"], ["overshoot", "finish anyway"], ["bounce", "bounce back"]], value: "auto" },
];

/** Pastes up to this many characters are answered as they are typed. */
const CHEAP_CHARS = 20_000;

export function init(panel, ctx) {
  addStylesheet("./css/optimal.css");
  const wb = new Workbench(panel, {
    tool: "optimal",
    inputLabel: "Board",
    hint: "(a Codeforces 1245E height grid or any board format; every ladder may be declined)",
    runLabel: "Find the best policy",
    headline: "Minimum expected turns",
    examples: ctx.examples.filter((e) => (e.tools || []).includes("optimal")),
    options: OPTIONS,
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
  wb.keepFresh({ run, cost: (text) => (text.length > CHEAP_CHARS ? "A board this large can take a while" : null) });
  wb.onRun(run);
  return { wb, run };
}
