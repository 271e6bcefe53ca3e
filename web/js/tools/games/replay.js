// The chosen game: its board with a token per player, stepped move by move, with a move log.

import { el, h, plural } from "../../core/dom.js";
import { drawBoard } from "../../draw/board.js";
import { Player } from "../../draw/player.js";
import { moveText } from "./format.js";

/** Log lines kept on the page before the current move (a 10^5-move game must not freeze it). */
const LOG_WINDOW = 80;

export class GameReplay {
  constructor() {
    this.title = h("h3", { class: "game-title", "data-testid": "game-title-games" });
    this.boardBox = h("div", { class: "board-box", "data-testid": "board-games" });
    this.legend = h("ul", { class: "token-legend", "data-testid": "tokens-games", "aria-label": "Where each player stands" });
    this.log = h("ol", { class: "move-log", "data-testid": "log-games", "aria-label": "Move log" });
    this.logNote = h("p", { class: "log-note note" });
    // The move just played in one sentence with the rule of seed 001 that applied (the engine's `steps`).
    this.narration = h("p", { class: "narration", "data-testid": "narration-games", "aria-live": "polite" });
    // Keys step the game while the focus is in the chosen game's section (set by the controller).
    this.player = new Player({ tool: "games", render: (i) => this.render(i), label: (i, n) => this.stepLabel(i, n), region: () => this.region });
    this.grid = h("div", { class: "game-grid" }, this.boardBox, h("div", { class: "game-side" }, this.narration, this.legend, h("h4", { text: "Moves" }), this.logNote, this.log));
    this.game = null;
    this.view = null;
  }

  /** Show `game`; the board is redrawn only for another game. */
  show(game, { redraw = true, step = 0 } = {}) {
    this.game = game;
    this.title.replaceChildren(`Game ${game.number}: `, h("strong", { text: game.verdict_phrase }));
    if (redraw || !this.view) this.view = drawBoard(this.boardBox, game.board, { title: `Game ${game.number}: ${game.size} × ${game.size} board` });
    this.player.setCount(game.moves.length + 1, Math.min(step, game.moves.length));
  }

  clear() {
    this.game = null;
    this.player.setCount(0);
  }

  stepLabel(i, n) {
    const game = this.game;
    if (!game) return "";
    if (i === 0) return `Start: every token on square ${game.start} · ${plural(n - 1, "move")}`;
    const m = game.moves[i - 1];
    return `Move ${i.toLocaleString("en")} of ${(n - 1).toLocaleString("en")} · round ${m.round}${i === n - 1 ? " · game over" : ""}`;
  }

  render(i) {
    const game = this.game;
    if (!game) return;
    // The engine's positions: after move k (from 0) player p stands on positions[k * players + p - 1].
    const pos = Array.from({ length: game.players }, (_, p) => (i === 0 ? game.start : game.positions[(i - 1) * game.players + p]));
    this.view.tokens(pos.map((square, p) => ({ label: String(p + 1), square })));
    this.drawLastMove(i > 0 ? game.moves[i - 1] : null);
    const wonBy = new Set(i === game.moves.length ? game.winners : []);
    const item = (square, p) =>
      h(
        "li",
        { "data-player": p + 1, "data-square": square },
        h("span", { class: `chip p${p + 1}`, "aria-hidden": "true", text: String(p + 1) }),
        ` Player ${p + 1}: square ${square}`,
        wonBy.has(p + 1) ? h("strong", { text: " won" }) : null,
      );
    this.legend.replaceChildren(...pos.map(item));
    this.renderLog(game, i);
    this.narrate(game, i);
  }

  narrate(game, i) {
    const step = i > 0 ? game.steps[i - 1] : null;
    this.narration.dataset.rule = step ? step.rule : "";
    if (i === 0) this.narration.textContent = `Every token starts on square ${game.start}.`;
    else if (step) this.narration.textContent = step.text;
    else this.narration.textContent = `Move ${i.toLocaleString("en")}: ${game.moves[i - 1].text} (only the first ${game.steps.length.toLocaleString("en")} moves are told with their rule)`;
  }

  renderLog(game, i) {
    const first = Math.max(0, i - LOG_WINDOW);
    this.log.setAttribute("start", String(first + 1));
    const items = [];
    for (let k = first; k < i; k++) {
      const m = game.moves[k];
      const cls = `p${m.player}${k === i - 1 ? " current" : ""}${m.won ? " won" : ""}`;
      items.push(h("li", { "data-move": k + 1, class: cls }, h("span", { class: "round", text: `R${m.round}` }), " ", moveText(m)));
    }
    this.log.replaceChildren(...items);
    const note = this.logNote;
    if (i === 0) note.textContent = `Every token starts on square ${game.start}. Step or play to see the moves.`;
    else if (first > 0) note.textContent = `… ${plural(first, "earlier move")} (use the scrubber to go back)`;
    else note.textContent = "";
    note.hidden = !note.textContent;
    this.log.scrollTop = this.log.scrollHeight;
  }

  /** The move just played, drawn from its square to where it landed (and along its jump). */
  drawLastMove(m) {
    const view = this.view;
    if (!view?.svg) return;
    view.layers.over.replaceChildren();
    if (!m) return;
    const pts = [view.layout.at(m.from), view.layout.at(m.landing)];
    if (m.to !== m.landing) pts.push(view.layout.at(m.to));
    if (pts.some((p) => !p)) return;
    const g = el("g", { class: `last-move p${m.player}` }, view.layers.over);
    el("polyline", { points: pts.map((p) => p.join(",")).join(" ") }, g);
    const [x, y] = pts[pts.length - 1];
    el("circle", { cx: x, cy: y, r: 17 }, g);
  }
}
