// The probability flow section of the analysis tool: the engine's per-turn rows (tool "flow")
// played turn by turn on the board, with bars for "finished" (and "the game is still on" for
// several players) and the finishing chart up to the turn shown. Keys step it only while focus
// is inside the section (the rest of the page keeps its keys).

import { call } from "../../engine.js";
import { addStylesheet, h } from "../../core/dom.js";
import { optionSpec } from "../../core/limits.js";
import { drawBoard } from "../../draw/board.js";
import { flowChart } from "../../draw/flowchart.js";
import { drawFlowFrame } from "../../draw/flowframe.js";
import { meterFill } from "../../draw/meter.js";
import { Player } from "../../draw/player.js";

const BOARD_KEYS = ["format", "faces", "chain", "start", "end", "start_jump", "players"];

/** A Player that answers keys only while focus is inside its section. */
class FocusPlayer extends Player {
  isActive() {
    return super.isActive() && !!this.element.closest(".flow")?.contains(document.activeElement);
  }
}

function bar(testid, label) {
  const track = h("span", { class: "meter flow-meter" });
  const value = h("span", { class: "flow-value", "data-testid": `${testid}-text` });
  const row = h("div", { class: "flow-bar", "data-testid": testid }, h("span", { class: "flow-bar-label", text: label }), track, value);
  return { row, track, value };
}

export class FlowPanel {
  constructor(wb) {
    addStylesheet("./css/flow.css");
    this.wb = wb;
    this.seq = 0;
    const spec = optionSpec("flow", "turns");
    this.turns = h("input", { type: "number", id: "flow-turns-analysis", "data-testid": "flow-turns", min: spec?.min ?? 1, max: spec?.max ?? null, value: spec?.default ?? 60 });
    this.player = new FocusPlayer({ tool: "analysis", render: (t) => this.render(t), label: (t, n) => `after turn ${t} of ${n - 1}` });
    this.player.scrub.setAttribute("aria-label", "Turn shown");
    this.player.scrub.dataset.testid = "flow-scrub";
    this.player.stepBtn.dataset.testid = "flow-step";
    this.player.backBtn.dataset.testid = "flow-back";
    this.player.playBtn.dataset.testid = "flow-play";
    this.player.status.dataset.testid = "flow-status";
    this.finished = bar("flow-finished", "finished");
    this.gameOn = bar("flow-game-on", "game still on");
    this.off = h("p", { class: "note", "data-testid": "flow-off" });
    this.notes = h("p", { class: "note", "data-testid": "flow-notes" });
    this.boardBox = h("div", { class: "board-box flow-board", "data-testid": "flow-board" });
    this.chartBox = h("div", { class: "chart-box", "data-testid": "flow-chart-box" });
    const head = h("div", { class: "section-head" }, h("h3", { id: "h-flow-analysis", text: "Probability flow, turn by turn" }), h("label", { for: this.turns.id }, "Turns ", this.turns));
    this.section = h("section", { class: "flow", "aria-labelledby": "h-flow-analysis", "data-testid": "flow-analysis", hidden: true }, head, this.player.element, this.finished.row, this.gameOn.row, this.off, this.boardBox, this.chartBox, this.notes);
    wb.body.append(this.section);
    this.turns.addEventListener("change", () => this.last && this.load(this.last.text, this.last.options));
  }

  /** Ask the engine for the flow of `text` under the analysis `options`, then show turn 0. */
  async load(text, options) {
    const seq = ++this.seq;
    this.last = { text, options };
    const o = Object.fromEntries(BOARD_KEYS.filter((k) => k in options).map((k) => [k, options[k]]));
    o.turns = Number(this.turns.value) || spec(this.turns);
    const reply = await call("flow", text, o);
    if (seq !== this.seq) return;
    if (!reply.ok) {
      this.clear(reply.error?.message || "");
      return;
    }
    this.show(reply.result);
  }

  show(flow) {
    this.flow = flow;
    this.view = drawBoard(this.boardBox, flow.board, { title: "Where one player stands after the turn shown" });
    this.gameOn.row.hidden = flow.players < 2;
    this.notes.textContent = [`Turns 0 to ${flow.exact_turns}: exact fractions on hover; later turns: decimals.`, ...flow.notes].join(" ");
    this.section.hidden = false;
    this.section.dataset.turns = String(flow.turns);
    // A new answer for the same question (a re-run, more turns) keeps the turn shown.
    this.player.setCount(flow.rows.length, Math.min(this.player.index, flow.rows.length - 1));
  }

  render(t) {
    const flow = this.flow;
    if (!flow) return;
    const row = flow.rows[t];
    drawFlowFrame(this.view, row, flow.base);
    this.finished.track.replaceChildren(meterFill(row.finished));
    this.finished.value.textContent = row.exact ? `${row.exact.finished} = ${row.finished_text}` : row.finished_text;
    this.gameOn.track.replaceChildren(meterFill(row.game_on));
    this.gameOn.value.textContent = row.exact ? `${row.exact.game_on} = ${row.game_on_text}` : row.game_on_text;
    this.off.textContent = row.off > 0 ? `Still off the board: ${row.exact ? `${row.exact.off} = ${row.off_text}` : row.off_text}` : "";
    this.chartBox.replaceChildren(flowChart(flow, t));
    this.section.dataset.turn = String(t);
  }

  clear(message = "") {
    this.seq++;
    this.flow = null;
    this.boardBox.replaceChildren();
    this.chartBox.replaceChildren();
    this.section.hidden = !message;
    this.notes.textContent = message ? `No probability flow: ${message}` : "";
    if (message) this.player.setCount(0);
  }
}

const spec = (input) => Number(input.getAttribute("value")) || 1;
