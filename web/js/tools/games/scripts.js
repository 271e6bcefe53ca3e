// The chosen game's scripts, editable: the game re-runs (in the engine) after each edit, or with
// random scripts the engine draws. An edited game is re-run by sending the engine its board and the
// edited move lines (`games_rerun`); the engine answers with the game, the file's output and tally,
// and tells an error against the scripts box.

import { call } from "../../engine.js";
import { h } from "../../core/dom.js";
import { optionSpec } from "../../core/limits.js";

/** Wait this long after the last keystroke in the scripts before re-running the game. */
const EDIT_DELAY_MS = 350;

/** The rolls field's range, from the engine's options table for random scripts (engine.json). */
function rollsRange() {
  const spec = optionSpec("games_random_scripts", "rolls");
  return { min: spec?.min ?? 1, max: spec?.max ?? undefined };
}

export class ScriptsEditor {
  /** `host` gives {state, options(), rerun(i, result)} . */
  constructor(host) {
    this.host = host;
    this.input = h("textarea", { id: "scripts-games", "data-testid": "scripts-games", rows: 4, spellcheck: "false", autocomplete: "off" });
    this.error = h("div", { class: "error", "data-testid": "scripts-error-games", role: "alert", hidden: true });
    this.randomBtn = h("button", { type: "button", "data-testid": "random-games", text: "Random scripts" });
    this.rolls = h("input", { type: "number", id: "rolls-games", "data-testid": "rolls-games", ...rollsRange(), value: 60 });
    this.seedNote = h("span", { class: "note", "data-testid": "seed-games" });
    this.applyBtn = h("button", { type: "button", "data-testid": "apply-games", hidden: true, text: "Put edited scripts into the file" });
    this.rerunNote = h("span", { class: "note", "data-testid": "rerun-games", "aria-live": "polite" });
    const hint = h("span", { class: "hint", text: " (one move line per player; the game re-runs as you type)" });
    const actions = h("div", { class: "actions" }, this.randomBtn, h("label", { for: this.rolls.id, class: "rolls" }, "rolls each ", this.rolls), this.seedNote, this.applyBtn, this.rerunNote);
    this.element = h("div", { class: "scripts" }, h("label", { for: this.input.id, class: "input-label" }, "Scripts", hint), this.input, this.error, actions);
    this.seq = 0;
    this.timer = null;
    this.input.addEventListener("input", () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.rerun(), EDIT_DELAY_MS);
    });
    this.randomBtn.addEventListener("click", () => this.random());
  }

  /** Forget every game (a new run): a re-run still in flight belongs to the old results. */
  reset() {
    clearTimeout(this.timer);
    this.seq++;
    this.applyBtn.hidden = true;
  }

  show(game, edited) {
    this.input.value = game.scripts_text;
    this.error.hidden = true;
    this.seedNote.textContent = "";
    this.rerunNote.textContent = edited ? "edited in the page" : "";
  }

  showError(err) {
    this.error.textContent = err.message || "These scripts could not be read.";
    this.error.hidden = false;
  }

  async rerun() {
    const { state } = this.host;
    const i = state.current;
    if (i < 0) return;
    const seq = ++this.seq;
    const game = state.plays[i];
    const plays = state.plays.map((p) => ({ number: p.number, players: p.players, winners: p.winners, output: p.output }));
    const reply = await call("games_rerun", this.input.value, { faces: this.host.options().faces, number: game.number, board: game.board, rule: game.rule, quit: game.quit, plays });
    if (seq !== this.seq || i !== state.current) return; // a newer edit, another game or a new run took over
    if (!reply.ok) {
      this.showError(reply.error || {});
      return;
    }
    this.error.hidden = true;
    this.applyBtn.hidden = false;
    this.host.rerun(i, reply.result);
  }

  async random() {
    const game = this.host.state.plays[this.host.state.current];
    if (!game) return;
    this.randomBtn.disabled = true;
    try {
      const opts = { players: game.players, rolls: Number(this.rolls.value) || 60, faces: this.host.options().faces || 6, dice: game.dice || 1 };
      const reply = await call("games_random_scripts", "", opts);
      if (!reply.ok) {
        this.showError(reply.error || {});
        return;
      }
      this.input.value = reply.result.lines;
      this.seedNote.textContent = `seed ${reply.result.seed}`;
      clearTimeout(this.timer);
      await this.rerun();
    } finally {
      this.randomBtn.disabled = false;
    }
  }
}
