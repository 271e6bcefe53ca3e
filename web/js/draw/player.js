// The step player for animations (BFS layers, game turns, the spell search): step back/forward,
// play/pause with a speed, reset, a scrubber, and keyboard control while the focus is in its
// region (the board and its controls; a click on the board gives it the focus):
// Space = play/pause, ArrowRight/ArrowLeft = step, Home/End = first/last, Escape = stop.

import { h } from "../core/dom.js";

const players = new Set();

document.addEventListener("keydown", (ev) => {
  const t = ev.target;
  if (t && (t.tagName === "TEXTAREA" || (t.tagName === "INPUT" && t.type !== "range" && t.type !== "checkbox") || t.tagName === "SELECT" || t.isContentEditable)) return;
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  // Arrow keys on a focused tab move between tabs; they must not also step the animation.
  if (t?.closest?.('[role="tab"], [role="tablist"]')) return;
  for (const p of players) {
    if (!p.isActive()) continue;
    const handled = p.key(ev.key);
    if (handled) {
      ev.preventDefault();
      return;
    }
  }
});

/**
 * new Player({tool, count, render(i), label(i), region}): `render(i)` draws state i (0..count-1);
 * `region()` gives the element (board, code and controls, with a tabindex so a click on the board
 * focuses it) the keys need the focus in; without it, the controls alone.
 * Returns an object with .element (the controls) and methods go(i), play(), pause(), reset().
 */
export class Player {
  constructor({ tool, count = 0, render = () => {}, label = (i, n) => `step ${i} of ${n - 1}`, region = null }) {
    this.tool = tool;
    this.region = region;
    this.renderFn = render;
    this.labelFn = label;
    this.count = count;
    this.index = 0;
    this.timer = null;
    const id = (name) => `${name}-${tool}`;
    this.backBtn = h("button", { type: "button", "data-testid": id("step-back"), "aria-label": "Step back", text: "◀ Back" });
    this.playBtn = h("button", { type: "button", class: "play", "data-testid": id("play"), "aria-label": "Play", text: "▶ Play" });
    this.stepBtn = h("button", { type: "button", "data-testid": id("step"), "aria-label": "Step forward", text: "Step ▶" });
    this.resetBtn = h("button", { type: "button", "data-testid": id("reset"), text: "Reset" });
    this.speed = h("input", { type: "range", min: 1, max: 10, value: 4, id: id("speed"), "data-testid": id("speed") });
    this.scrub = h("input", { type: "range", min: 0, max: 0, value: 0, id: id("scrub"), "data-testid": id("scrub"), "aria-label": "Jump to step" });
    this.status = h("span", { class: "player-status", "data-testid": id("step-status"), "aria-live": "polite" });
    this.element = h(
      "div",
      { class: "player", role: "group", "aria-label": "Animation controls" },
      this.resetBtn,
      this.backBtn,
      this.playBtn,
      this.stepBtn,
      h("label", { for: this.speed.id, class: "speed" }, "Speed ", this.speed),
      h("label", { for: this.scrub.id, class: "scrub" }, "Step ", this.scrub),
      this.status,
    );
    this.backBtn.addEventListener("click", () => this.go(this.index - 1));
    this.stepBtn.addEventListener("click", () => this.go(this.index + 1));
    this.playBtn.addEventListener("click", () => (this.timer ? this.pause() : this.play()));
    this.resetBtn.addEventListener("click", () => this.reset());
    this.scrub.addEventListener("input", () => this.go(Number(this.scrub.value)));
    players.add(this);
    this.setCount(count);
  }

  isActive() {
    // Before any tab is clicked <html> names no tool: then the player of the panel showing is active.
    const tool = document.documentElement.dataset.tool;
    const panel = this.element.closest('[role="tabpanel"]');
    const showing = tool ? tool === this.tool : !!panel && !panel.hidden;
    const region = this.region?.() || this.element;
    return showing && this.count > 0 && this.element.isConnected && region.contains(document.activeElement);
  }

  setCount(count, index = 0) {
    this.pause();
    this.count = count;
    this.scrub.max = String(Math.max(0, count - 1));
    this.go(index);
  }

  go(i) {
    if (!this.count) {
      this.status.textContent = "";
      return;
    }
    this.index = Math.max(0, Math.min(this.count - 1, i));
    this.scrub.value = String(this.index);
    this.backBtn.disabled = this.index === 0;
    this.stepBtn.disabled = this.index === this.count - 1;
    this.status.textContent = this.labelFn(this.index, this.count);
    this.renderFn(this.index);
    if (this.index === this.count - 1) this.pause();
  }

  play() {
    if (!this.count) return;
    if (this.index >= this.count - 1) this.go(0);
    this.playBtn.textContent = "❚❚ Pause";
    this.playBtn.setAttribute("aria-label", "Pause");
    const tick = () => {
      this.go(this.index + 1);
      if (this.timer) this.timer = setTimeout(tick, 1600 / Number(this.speed.value));
    };
    this.timer = setTimeout(tick, 1600 / Number(this.speed.value));
  }

  pause() {
    clearTimeout(this.timer);
    this.timer = null;
    this.playBtn.textContent = "▶ Play";
    this.playBtn.setAttribute("aria-label", "Play");
  }

  reset() {
    this.pause();
    this.go(0);
  }

  key(k) {
    if (k === " " || k === "Spacebar") this.timer ? this.pause() : this.play();
    else if (k === "ArrowRight") this.go(this.index + 1);
    else if (k === "ArrowLeft") this.go(this.index - 1);
    else if (k === "Home") this.go(0);
    else if (k === "End") this.go(this.count - 1);
    else if (k === "Escape") this.pause();
    else return false;
    return true;
  }
}
