// A tool's error box: an input error (its line marked in the editor) or an apology for a bug.

import { h } from "./dom.js";

export class ErrorBox {
  constructor(tool) {
    this.tool = tool;
    this.element = h("div", { class: "error", id: `error-${tool}`, "data-testid": `error-${tool}`, role: "alert", hidden: true });
  }

  clear() {
    this.element.hidden = true;
    this.element.replaceChildren();
  }

  /** Copy a bug's details; where the browser cannot, show them selected for Ctrl+C. */
  async copyDetails(details, button) {
    try {
      await navigator.clipboard.writeText(details);
      button.textContent = "Details copied";
    } catch (_) {
      const area = h("textarea", { readonly: true, rows: 6, class: "details", "data-testid": `details-${this.tool}`, "aria-label": "Details of the bug" });
      area.value = details;
      this.element.append(area);
      area.select();
      button.textContent = "Press Ctrl+C to copy the details";
    }
  }

  /** Show a reply's error; returns the line to mark in the editor (0 for none). */
  show(reply) {
    const err = reply.error || {};
    const box = this.element;
    box.replaceChildren();
    box.hidden = false;
    if (reply.internal) {
      const details = err.details || err.message || "";
      const copy = h("button", { type: "button", class: "link", "data-testid": `copy-details-${this.tool}`, text: "Copy details" });
      copy.addEventListener("click", () => this.copyDetails(details, copy));
      box.append(h("strong", { text: "Sorry, Boardlab hit a bug on this input. " }), "Your input is kept; please try again or report it. ", copy);
      box.dataset.kind = "internal";
      return 0;
    }
    box.append(err.message || "That input could not be read.");
    box.dataset.kind = reply.stopped ? "stopped" : "input";
    return err.line || 0;
  }
}
