// The spellpath search step by step: the handout's plain depth-first search (the engine's
// `path_steps`), the path growing and backing off on its own copy of the hex grid, the code line
// of each step, the engine's sentence and the best length so far.

import { h } from "../../core/dom.js";
import { CodeListing } from "../../draw/code.js";
import { drawGrid } from "../../draw/hexgrid.js";
import { Player } from "../../draw/player.js";

// The plain search of the handout's spellpath, as the engine's path_steps tells it. Keys are the
// engine's `line` values.
const CODE = [
  ["def", "def longest(grid):"],
  ["best", "    best = []"],
  ["for-start", "    for cell in grid.cells():        # every non-empty cell"],
  ["start", "        grow([cell])"],
  ["done", "    return best"],
  ["blank", ""],
  ["grow", "def grow(path):"],
  ["keep", "    if len(path) > len(best): best = path[:]"],
  ["for-next", "    for nb in touching(path[-1]):"],
  ["if-link", "        if differ_by_one(path[-1], nb) and nb not in path:"],
  ["extend", "            path.append(nb); grow(path)"],
  ["backtrack", "            path.pop()               # back off"],
];

export class SpellSteps {
  constructor() {
    this.player = new Player({ tool: "spell", render: (i) => this.render(i), label: (i, n) => this.label(i, n), region: () => this.element });
    this.code = new CodeListing(CODE, { "data-testid": "code-spell", "aria-label": "The plain search in Python, the line just executed marked" });
    this.hexBox = h("div", { class: "hex-box steps-box" });
    this.text = h("p", { class: "narration", "data-testid": "narration-spell", "aria-live": "polite" });
    this.note = h("p", { class: "note", "data-testid": "steps-note-spell" });
    this.element = h(
      "section",
      { class: "spell-steps", "data-testid": "steps-spell", "aria-label": "The search step by step", hidden: true, tabindex: 0 },
      h("h3", { text: "The search step by step: the path growing and backing off" }),
      this.note,
      this.player.element,
      this.text,
      h("div", { class: "steps-grid" }, this.hexBox, this.code.element),
    );
    this.steps = [];
  }

  clear() {
    this.steps = [];
    this.view = null;
    this.player.setCount(0);
    this.hexBox.replaceChildren();
    this.element.hidden = true;
  }

  /** `r`: a reply holding `grid`, `path_steps` and `path_steps_truncated` (spell or spellgrid). */
  show(r) {
    this.steps = r.path_steps || [];
    if (!this.steps.length) return this.clear();
    this.view = drawGrid(this.hexBox, r.grid, "The plain search, step by step", "hex-steps-spell");
    this.note.textContent = r.path_steps_truncated
      ? `The plain search tries every path; here are its first ${this.steps.length.toLocaleString("en")} steps (the answer above comes from a much faster exact search).`
      : "The plain search tries every path from every cell; its last step gives the same length as the exact search above.";
    this.element.hidden = false;
    this.player.setCount(this.steps.length);
  }

  label(i, n) {
    const st = this.steps[i];
    return st ? `Step ${(i + 1).toLocaleString("en")} of ${n.toLocaleString("en")} · best so far ${st.best}` : "";
  }

  render(i) {
    const st = this.steps[i];
    if (!st || !this.view) return;
    Object.assign(this.element.dataset, { step: String(i), kind: st.kind, length: String(st.path.length) });
    this.view.setPath(st.path);
    this.code.mark(st.line);
    this.text.textContent = st.text;
  }
}
