// The examples menu and Undo: loading an example never silently loses typed text.

import { h } from "./dom.js";

export class ExampleMenu {
  constructor(tool, examples) {
    this.examples = examples || [];
    this.select = h("select", { id: `examples-${tool}`, "data-testid": `examples-${tool}` });
    this.undoBtn = h("button", { type: "button", class: "link", "data-testid": `undo-${tool}`, hidden: true, text: "Undo" });
    this.placeholder = h("option", { value: "", text: "Choose an example…" });
    this.select.appendChild(this.placeholder);
    for (const ex of this.examples) this.select.appendChild(h("option", { value: ex.id, text: ex.title }));
    // Where the shown example comes from (a seed or lab reference), in smaller type beside the menu.
    this.source = h("small", { class: "example-source", "data-testid": `example-source-${tool}`, hidden: true });
    this.select.addEventListener("change", () => this.showSource());
    this.undo = null;
  }

  showSource() {
    const ex = this.find(this.select.value);
    this.source.textContent = ex && ex.source ? `from ${ex.source}` : "";
    this.source.hidden = !this.source.textContent;
  }

  find(id) {
    return this.examples.find((e) => e.id === id) || null;
  }

  /** The example whose text and options are exactly `text` and `options` (over `defaults`), or null. */
  match(text, options, defaults) {
    const same = (ex) => Object.entries({ ...defaults, ...(ex.options || {}) }).every(([k, v]) => options[k] === undefined || options[k] === v);
    return this.examples.find((ex) => ex.text === text && same(ex)) || null;
  }

  /** The menu names what is shown: its example, or "Custom input". */
  name(text, options, defaults) {
    const ex = this.match(text, options, defaults);
    this.select.value = ex ? ex.id : "";
    this.placeholder.textContent = ex || !text.trim() ? "Choose an example…" : "Custom input";
    this.showSource();
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
    return u;
  }
}
