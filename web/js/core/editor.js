// The input editor: a textarea with a line-number gutter that can mark a bad line.
//
// Reading a huge textarea's value is slow, so the line count is kept from the last read.

import { h, selectLine } from "./dom.js";

/** Gutter lines drawn at most (a longer text keeps its numbers up to here). */
const GUTTER_MAX = 5000;

export class Editor {
  constructor(tool, rows) {
    this.gutter = h("pre", { class: "gutter", "aria-hidden": "true" });
    this.input = h("textarea", { id: `input-${tool}`, "data-testid": `input-${tool}`, spellcheck: "false", autocomplete: "off", rows });
    this.element = h("div", { class: "editor" }, this.gutter, this.input);
    this.badLine = 0;
    this.lines = 1;
    this.chars = 0;
    this.input.addEventListener("scroll", () => (this.gutter.scrollTop = this.input.scrollTop));
  }

  countLines(text) {
    this.chars = text.length;
    let n = 1;
    for (let i = text.indexOf("\n"); i !== -1 && n < 100000; i = text.indexOf("\n", i + 1)) n++;
    this.lines = n;
  }

  /** Redraw the gutter; with `text`, recount its lines first. */
  render(text = null) {
    if (text !== null) this.countLines(text);
    const n = Math.min(this.lines, GUTTER_MAX);
    const frag = document.createDocumentFragment();
    for (let i = 1; i <= n; i++) {
      frag.appendChild(h("span", { class: i === this.badLine ? "bad" : null, text: String(i) }));
      frag.appendChild(document.createTextNode("\n"));
    }
    this.gutter.replaceChildren(frag);
    this.gutter.scrollTop = this.input.scrollTop;
  }

  setText(text) {
    this.input.value = text;
    this.badLine = 0;
    this.render(text);
  }

  clearMark() {
    const had = this.badLine;
    this.badLine = 0;
    if (had) this.render();
  }

  markLine(line) {
    this.badLine = line;
    // Selecting inside a multi-megabyte textarea costs seconds of layout: only the gutter marks it then.
    if (this.lines < GUTTER_MAX && this.chars < 1_000_000) selectLine(this.input, line);
    this.render();
  }
}
