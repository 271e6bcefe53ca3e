// A tool's option controls (selects, checkboxes, number and text fields), read and set as one object.

import { h } from "./dom.js";
import { optionSpec } from "./limits.js";

function control(o, id) {
  if (o.type === "select") {
    const c = h("select", { id, "data-option": o.key });
    for (const choice of o.choices) {
      const [value, label] = Array.isArray(choice) ? choice : [choice, choice];
      c.appendChild(h("option", { value, text: label }));
    }
    return c;
  }
  if (o.type === "checkbox") return h("input", { type: "checkbox", id, "data-option": o.key });
  return h("input", { type: o.type || "text", id, "data-option": o.key, min: o.min, max: o.max, step: o.step, size: o.size });
}

/** A number field's range comes from the engine's options table (engine.json), not from the page. */
function fromEngine(tool, o) {
  if (o.type !== "number") return;
  const spec = optionSpec(o.engineTool || tool, o.key);
  if (!spec) return;
  if (o.min === undefined && spec.min !== null) o.min = spec.min;
  if (o.max === undefined && spec.max !== null) o.max = spec.max;
}

/** The options row for `specs` ([{key, label, type, choices, value, min, max, step}]). */
export class Options {
  constructor(tool, specs = []) {
    this.specs = specs;
    this.controls = {};
    this.element = h("div", { class: "options" });
    for (const o of specs) {
      fromEngine(tool, o);
      const id = `${o.key}-${tool}`;
      const c = control(o, id);
      this.controls[o.key] = c;
      if (o.type === "checkbox") this.element.appendChild(h("label", { class: "check", for: id }, c, " ", o.label));
      else this.element.appendChild(h("label", { for: id }, o.label, c));
    }
    this.set(this.defaults());
  }

  /** Every option's default value. */
  defaults() {
    return Object.fromEntries(this.specs.filter((o) => o.value !== undefined).map((o) => [o.key, o.value]));
  }

  get() {
    const out = {};
    for (const [k, c] of Object.entries(this.controls)) {
      if (c.type === "checkbox") out[k] = c.checked;
      else if (c.type === "number") out[k] = c.value === "" ? null : Number(c.value);
      else out[k] = c.value;
    }
    return out;
  }

  set(values = {}) {
    for (const [k, v] of Object.entries(values)) {
      const c = this.controls[k];
      if (!c) continue;
      if (c.type === "checkbox") c.checked = !!v;
      else c.value = v;
    }
  }

  /** Set every option: the defaults, then `values` over them (an example names only what differs). */
  reset(values = {}) {
    this.set({ ...this.defaults(), ...values });
  }
}
