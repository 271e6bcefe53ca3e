// Tool "games": dice-script games (seed 001, UIL "Himanshu"; UVa 11459 roll lists, whose judge
// also prints where each player ended). Every game's verdict in a table;
// the chosen game drawn with a token per player, stepped turn by turn with a move log; its
// scripts editable (or drawn at random by the engine) and the game re-run on each edit; the
// judge's output downloadable as text. The engine does all the playing.

import { call } from "../../engine.js";
import { addStylesheet, h, plural } from "../../core/dom.js";
import { runWithStop } from "../../core/run.js";
import { Workbench } from "../../core/workbench.js";
import { GameReplay } from "./replay.js";
import { ScriptsEditor } from "./scripts.js";
import { VerdictTable } from "./table.js";

/** Files up to this many characters are played as they are typed. */
const CHEAP_CHARS = 100_000;

function download(text, fileName) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const stem = fileName.replace(/\.[^.]*$/, "") || "games";
  const a = h("a", { href: url, download: `${stem}-verdicts.txt`, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

class GamesTool {
  constructor(panel, ctx) {
    this.wb = new Workbench(panel, {
      tool: "games",
      inputLabel: "Games file (.dat)",
      hint: "(N, then per game: side D, D board rows, P1:/P2: move lines; or a UVa 11459 input, or CCC 2003 S1 throws; paste, type or drop a file)",
      runLabel: "Play every game",
      headline: "Verdicts",
      examples: ctx.examples.filter((e) => (e.tools || []).includes("games")),
      rows: 16,
      options: [{ key: "faces", label: "Die faces ", type: "number", value: 6 }],
    });
    // output: the engine's judge text for the file as shown (as run, or as the engine gave it after
    // the last re-run); plays: per game, the play shown (as read from the file, or re-run after an
    // edit); edited: indices of games edited in the page.
    this.state = { output: "", plays: [], edited: new Set(), current: -1 };
    this.reruns = 0;
    this.fileName = "";
    this.build();
    this.wb.keepFresh({ run: () => this.run(), cost: (text) => (text.length > CHEAP_CHARS ? "A file this large can take a while" : null) });
    this.wb.onRun(() => this.run());
  }

  build() {
    const wb = this.wb;
    this.downloadBtn = h("button", { type: "button", "data-testid": "download-games", disabled: true, text: "Download output (.txt)" });
    wb.extraActions.append(this.downloadBtn);
    this.table = new VerdictTable((i) => this.select(i));
    this.notes = h("details", { class: "notes", "data-testid": "warnings-games", hidden: true });
    // What the judge prints for the file as shown (the engine's `output`), to read or copy.
    this.output = h("details", { class: "judge-output", "data-testid": "output-games", hidden: true });
    this.replay = new GameReplay();
    this.scripts = new ScriptsEditor({ state: this.state, options: () => wb.getOptions(), rerun: (i, game) => this.rerun(i, game) });
    this.gameView = h("section", { class: "game-view", "data-testid": "game-games", hidden: true, tabindex: 0, "aria-label": "The chosen game" }, this.replay.title, this.replay.player.element, this.replay.grid, this.scripts.element);
    this.replay.region = this.gameView;
    wb.body.append(h("div", { class: "table-wrap" }, this.table.element), this.output, this.notes, this.gameView);
    this.scripts.applyBtn.addEventListener("click", () => this.apply());
    this.downloadBtn.addEventListener("click", () => download(this.state.output, this.fileName));
    wb.input.addEventListener("drop", (ev) => {
      const f = ev.dataTransfer?.files?.[0];
      if (f) this.fileName = f.name;
    });
  }

  clear() {
    this.scripts.reset();
    Object.assign(this.state, { plays: [], output: "", current: -1 });
    this.state.edited.clear();
    this.table.clear();
    this.notes.hidden = true;
    this.output.hidden = true;
    this.gameView.hidden = true;
    this.downloadBtn.disabled = true;
    this.wb.detected.textContent = "";
    this.replay.clear();
  }

  show(result, keepNumber) {
    this.clear();
    const { state, wb } = this;
    state.plays = result.games;
    state.output = result.output;
    wb.result.textContent = plural(state.plays.length, "game");
    wb.detected.textContent = result.tally.text;
    this.downloadBtn.disabled = false;
    const warnings = result.warnings || [];
    this.notes.hidden = !warnings.length;
    this.notes.replaceChildren(h("summary", { text: `${plural(warnings.length, "note")} on the input` }), h("ul", {}, ...warnings.map((w) => h("li", { text: w }))));
    this.showOutput();
    this.table.render(state);
    const keep = state.plays.findIndex((p) => p.number === keepNumber);
    if (state.plays.length) this.select(keep >= 0 ? keep : 0);
  }

  select(i, { keepStep = false } = {}) {
    const before = this.state.current;
    this.state.current = i;
    const game = this.state.plays[i];
    this.table.select(game.number);
    this.gameView.hidden = false;
    if (!keepStep) this.scripts.show(game, this.state.edited.has(i));
    this.replay.show(game, { redraw: before !== i, step: keepStep ? this.replay.player.index : 0 });
  }

  /** Game `i` re-run with edited scripts: the engine's `games_rerun` result. */
  rerun(i, result) {
    this.state.plays[i] = result.game;
    this.state.output = result.output;
    this.state.edited.add(i);
    this.reruns++;
    this.gameView.dataset.reruns = String(this.reruns);
    this.scripts.rerunNote.textContent = `re-run (${this.reruns})`;
    this.wb.detected.textContent = result.tally.text;
    this.table.refresh(this.state, i);
    this.showOutput();
    this.select(i, { keepStep: true });
  }

  async run() {
    const keep = this.state.plays[this.state.current]?.number;
    const what = this.wb.fresh.begin();
    const reply = await runWithStop(this.wb, () => call("games", this.wb.input.value, this.wb.getOptions()), { label: "Playing…" });
    if (!this.wb.fresh.end(what)) return reply;
    if (!reply.ok) {
      this.clear();
      this.wb.result.textContent = "–";
      this.wb.showError(reply);
      return reply;
    }
    this.show(reply.result, keep);
    return reply;
  }

  showOutput() {
    const lines = this.state.output.replace(/\n$/, "").split("\n");
    this.output.replaceChildren(h("summary", { text: `What the judge prints (${plural(lines.length, "line")})` }), h("pre", { text: this.state.output }));
    this.output.hidden = !this.state.output;
  }

  /** Edited scripts back into the file (written by the engine); Undo brings the old text back. */
  async apply() {
    const games = this.state.plays.map((p) => ({ board: p.board, scripts: p.scripts, rule: p.rule, quit: p.quit }));
    const reply = await call("games_write", "", { games, faces: this.wb.getOptions().faces || 6 });
    if (!reply.ok) {
      this.wb.showError(reply);
      return;
    }
    this.wb.load(reply.result.text);
  }
}

export function init(panel, ctx) {
  addStylesheet("./css/games.css");
  const tool = new GamesTool(panel, ctx);
  const selectGame = (number) => tool.select(tool.state.plays.findIndex((p) => p.number === number));
  return { wb: tool.wb, run: () => tool.run(), selectGame };
}
