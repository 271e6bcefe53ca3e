// A code listing with the line just executed marked: lines are [key, text] pairs.

import { h } from "../core/dom.js";

export class CodeListing {
  constructor(lines, attrs) {
    this.lines = new Map();
    // tabindex: on a phone the code scrolls sideways, and a scrolling region must be reachable by keyboard.
    this.element = h("ol", { class: "code", tabindex: 0, ...attrs });
    for (const [key, text] of lines) {
      const li = h("li", { "data-line": key }, h("code", { text: text || " " }));
      this.lines.set(key, li);
      this.element.append(li);
    }
  }

  /** Mark the line `key` (none when no line has that key). */
  mark(key) {
    for (const [k, li] of this.lines) {
      const on = k === key;
      li.classList.toggle("current", on);
      if (on) li.setAttribute("aria-current", "step");
      else li.removeAttribute("aria-current");
    }
  }
}
