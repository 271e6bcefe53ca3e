// Random grids from the engine's spellgen: rows, columns and letters, under the Run button.

import { call } from "../../engine.js";
import { h } from "../../core/dom.js";

const num = (key, value, max) => h("input", { type: "number", id: `${key}-spell`, "data-testid": `${key}-spell`, min: 1, max, value });

export class RandomGrid {
  /** `onGrid(text)` loads a generated grid; `onError(reply)` shows why there is none. */
  constructor(onGrid, onError) {
    this.onGrid = onGrid;
    this.onError = onError;
    this.rows = num("rows", 8, 200);
    this.cols = num("cols", 10, 200);
    this.alphabet = h("input", { type: "text", id: "alphabet-spell", "data-testid": "alphabet-spell", value: "ABCDE", size: 8, spellcheck: "false", autocomplete: "off" });
    this.btn = h("button", { type: "button", id: "random-spell", "data-testid": "random-spell", text: "Random grid" });
    this.note = h("p", { class: "note random-note", "data-testid": "random-note-spell" });
    const label = (input, text) => h("label", { for: input.id }, text, input);
    this.element = h(
      "fieldset",
      { class: "random-grid" },
      h("legend", { text: "Random grid" }),
      h("div", { class: "options" }, label(this.rows, "rows "), label(this.cols, "cols "), label(this.alphabet, "letters "), this.btn),
      this.note,
    );
    this.btn.addEventListener("click", () => this.generate());
  }

  async generate() {
    const seed = Math.floor(Math.random() * 1_000_000);
    const options = { rows: Number(this.rows.value) || 8, cols: Number(this.cols.value) || 10, alphabet: this.alphabet.value || "ABCDE", seed };
    this.btn.disabled = true;
    let text;
    try {
      const reply = await call("spellgen", "", options);
      if (!reply.ok) {
        this.onError(reply);
        return;
      }
      text = reply.result.text;
      this.note.textContent = `spellgen ${options.rows} ${options.cols} --alphabet ${options.alphabet} --seed ${seed}`;
    } finally {
      this.btn.disabled = false;
    }
    await this.onGrid(text);
  }
}
