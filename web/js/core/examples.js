// The examples menu and Undo: loading an example never silently loses typed text.

import { h } from "./dom.js";

export class ExampleMenu {
  constructor(tool, examples) {
    this.examples = examples || [];
    this.select = h("select", { id: `examples-${tool}`, "data-testid": `examples-${tool}` });
    this.undoBtn = h("button", { type: "button", class: "link", "data-testid": `undo-${tool}`, hidden: true, text: "Undo" });
    this.select.appendChild(h("option", { value: "", text: "Choose an example…" }));
    for (const ex of this.examples) this.select.appendChild(h("option", { value: ex.id, text: ex.title }));
    this.undo = null;
  }

  find(id) {
    return this.examples.find((e) => e.id === id) || null;
  }

  /** The example whose text and options are exactly `text` and `options` (over `defaults`), or null. */
  match(text, options, defaults) {
    const same = (ex) => Object.entries({ ...defaults, ...(ex.options || {}) }).every(([k, v]) => options[k] === undefined || options[k] === v);
    return this.examples.find((ex) => ex.text === text && same(ex)) || null;
  }

  /** Keep `before` ({text, options}) for Undo when it held typed text other than `text`. */
  remember(before, text) {
    if (before.text.trim() && before.text !== text) {
      this.undo = before;
      this.undoBtn.hidden = false;
    }
  }

  takeUndo() {
    const u = this.undo;
    this.undo = null;
    this.undoBtn.hidden = true;
    this.select.value = "";
    return u;
  }
}
