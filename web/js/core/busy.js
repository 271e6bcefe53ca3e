// The busy bar under a tool's Run button: a spinner, a text, and Stop.

import { h } from "./dom.js";

export class BusyBar {
  constructor(tool) {
    this.text = h("span", { class: "busy-text" });
    this.stopBtn = h("button", { type: "button", class: "stop", "data-testid": `stop-${tool}`, text: "Stop" });
    this.element = h("div", { class: "busy", "data-testid": `busy-${tool}`, hidden: true, role: "status" });
    this.element.append(h("span", { class: "spinner", "aria-hidden": "true" }), this.text, this.stopBtn);
  }
}
