// Tool "throws": fewest dice throws on any board (seeds 000, 002, 003), and BFS shown step by step.
//
// The controller wires the workbench, the converter and the run; view.js and bfs.js draw the
// reply. The engine computes everything (layers, parent moves, counts, conversions).

import { call } from "../../engine.js";
import { runWithStop } from "../../core/run.js";
import { answerBoards, boardWorkbench } from "../../core/workbench.js";
import { EditorPanel } from "../../draw/editor-panel.js";
import { BfsView } from "./bfs.js";
import { Converter, FORMATS } from "./converter.js";
import { ThrowsView } from "./view.js";

const OPTIONS = [
  { key: "format", label: "Format ", type: "select", choices: [["auto", "detect"], ...FORMATS], value: "auto" },
  { key: "faces", label: "Die faces ", type: "number", value: 6 },
  // Empty: the source's dice and end rule (HackerEarth's Rani and Ladders: two dice, exact landing).
  { key: "dice", label: "Dice ", type: "select", choices: [["", "the source's"], ["1", "one"], ["2", "two, their sum"]], value: "" },
  { key: "end", label: "Past the goal ", type: "select", choices: [["auto", "the source's rule"], ["exact", "stay put"], ["overshoot", "finish"], ["bounce", "bounce back"]], value: "auto" },
  { key: "start", label: "Start ", type: "select", choices: [["auto", "the source's"], ["first", "on the first square"], ["off", "off the board"]], value: "auto" },
  { key: "chain", label: "chain jumps", type: "checkbox", value: false },
];

export function init(panel, ctx) {
  const wb = boardWorkbench(panel, ctx, {
    tool: "throws",
    hint: "(pairs, moves, LeetCode 909 matrix, UIL grid or counts; paste, type or drop a file)",
    runLabel: "Find fewest throws",
    headline: "Fewest throws",
    options: OPTIONS,
    cheapChars: 100_000,
    untagged: ["throws", "analysis"],
  });
  const view = new ThrowsView(wb);
  const bfs = new BfsView((upTo) => view.renderRoute(upTo));
  // The step-by-step search gets the panel's full width (board and code side by side, readable on a projector).
  const editor = new EditorPanel(wb);
  panel.append(editor.element, bfs.element);
  let runs = 0;

  async function run() {
    const text = wb.input.value;
    const options = wb.getOptions();
    const what = wb.fresh.begin();
    const reply = await runWithStop(wb, () => call("throws", text, options), { label: "Searching…" });
    if (!wb.fresh.end(what)) return reply;
    bfs.clear();
    if (!reply.ok) {
      view.clear();
      wb.result.textContent = "–";
      wb.showError(reply);
      view.showReadings(reply.error?.readings, (format) => {
        wb.setOptions({ format });
        run();
      });
    } else {
      view.show(reply.result, options);
      if (reply.result.details) bfs.show(reply.result);
    }
    panel.dataset.runs = String(++runs);
    return reply;
  }
  answerBoards(wb, run);

  const converter = new Converter(wb, (text, format) => wb.load(text, { format }));
  panel.querySelector(".input-side").append(converter.element);
  return { wb, run, convert: () => converter.convert(), player: bfs.player, editor };
}
