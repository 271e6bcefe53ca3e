// Shared page furniture: the workbench every tool is built from (examples menu, editor with
// line numbers, options, run button, error box, busy/Stop bar, headline result), error display
// with the offending line highlighted, file drop, and saving input as the user types.
//
// Rule: nothing from the user, a file or a link is ever inserted as HTML: only textContent.

import { EngineRestarted, restartEngine, engineState } from "./engine.js";

export const LIMITS = { fileBytes: 50 * 1024 * 1024, inputChars: 20 * 1024 * 1024 };

export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k === "class") node.className = v;
    else if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return node;
}

const storageKey = (tool) => `boardlab:v1:${tool}`;

export function loadSaved(tool) {
  try {
    return JSON.parse(localStorage.getItem(storageKey(tool)) || "null");
  } catch (_) {
    return null;
  }
}

export function save(tool, data) {
  try {
    localStorage.setItem(storageKey(tool), JSON.stringify(data));
  } catch (_) {
    /* storage full or disabled: nothing else to do */
  }
}

/**
 * Build a tool's workbench inside `panel`.
 * spec: {tool, inputLabel, hint, runLabel, headline, options: [{key, label, type, choices, value, min, max, step}],
 *        examples: [{id, title, text, options}], rows, noInput}
 */
export function workbench(panel, spec) {
  const tool = spec.tool;
  panel.replaceChildren();
  const exampleSelect = h("select", { id: `examples-${tool}`, "data-testid": `examples-${tool}` });
  const undoBtn = h("button", { type: "button", class: "link", "data-testid": `undo-${tool}`, hidden: true, text: "Undo" });
  const gutter = h("pre", { class: "gutter", "aria-hidden": "true" });
  const input = h("textarea", {
    id: `input-${tool}`,
    "data-testid": `input-${tool}`,
    spellcheck: "false",
    autocomplete: "off",
    rows: spec.rows || 12,
  });
  const error = h("div", { class: "error", id: `error-${tool}`, "data-testid": `error-${tool}`, role: "alert", hidden: true });
  const optionEls = {};
  const optionRow = h("div", { class: "options" });
  for (const o of spec.options || []) {
    let control;
    const id = `${o.key}-${tool}`;
    if (o.type === "select") {
      control = h("select", { id, "data-option": o.key });
      for (const c of o.choices) {
        const [value, label] = Array.isArray(c) ? c : [c, c];
        control.appendChild(h("option", { value, text: label }));
      }
      if (o.value !== undefined) control.value = o.value;
      optionRow.appendChild(h("label", { for: id }, o.label, control));
    } else if (o.type === "checkbox") {
      control = h("input", { type: "checkbox", id, "data-option": o.key });
      control.checked = !!o.value;
      optionRow.appendChild(h("label", { class: "check", for: id }, control, " ", o.label));
    } else {
      control = h("input", { type: o.type || "text", id, "data-option": o.key, min: o.min, max: o.max, step: o.step, size: o.size });
      if (o.value !== undefined) control.value = o.value;
      optionRow.appendChild(h("label", { for: id }, o.label, control));
    }
    optionEls[o.key] = control;
  }
  const runBtn = h("button", { type: "button", class: "primary", id: `run-${tool}`, "data-testid": `run-${tool}`, text: spec.runLabel || "Run" });
  const extraActions = h("span", { class: "extra-actions" });
  const busy = h("div", { class: "busy", "data-testid": `busy-${tool}`, hidden: true, role: "status" });
  const busyText = h("span", { class: "busy-text" });
  const stopBtn = h("button", { type: "button", class: "stop", "data-testid": `stop-${tool}`, text: "Stop" });
  busy.append(h("span", { class: "spinner", "aria-hidden": "true" }), busyText, stopBtn);
  const result = h("output", { id: `result-${tool}`, "data-testid": `result-${tool}`, class: "big-number", "aria-live": "polite", text: "–" });
  const detected = h("span", { class: "detected", "data-testid": `detected-${tool}` });
  const body = h("div", { class: "tool-body", "data-body": tool });
  const inputSide = h(
    "div",
    { class: "input-side" },
    spec.examples ? h("div", { class: "field-row" }, h("label", { for: exampleSelect.id, text: "Example" }), exampleSelect, undoBtn) : null,
    spec.noInput
      ? null
      : [
          h("label", { for: input.id, class: "input-label" }, spec.inputLabel || "Input", spec.hint ? h("span", { class: "hint", text: ` ${spec.hint}` }) : null),
          h("div", { class: "editor" }, gutter, input),
        ],
    error,
    optionRow,
    h("div", { class: "actions" }, runBtn, spec.examples ? null : undoBtn, extraActions),
    busy,
  );
  const outputSide = h(
    "div",
    { class: "output-side" },
    h("div", { class: "headline" }, h("span", { class: "headline-label", text: spec.headline || "Result" }), result, detected),
    body,
  );
  panel.appendChild(h("div", { class: "workbench" }, inputSide, outputSide));

  // Line numbers follow the text and its scrolling.
  let badLine = 0;
  // Reading a huge textarea's value is slow, so the line count is kept from the last read.
  let lines = 1;
  let chars = 0;
  const countLines = (text) => {
    chars = text.length;
    let n = 1;
    for (let i = text.indexOf("\n"); i !== -1 && n < 100000; i = text.indexOf("\n", i + 1)) n++;
    return n;
  };
  const renderGutter = (text = null) => {
    if (text !== null) lines = countLines(text);
    const n = Math.min(lines, 5000);
    const frag = document.createDocumentFragment();
    for (let i = 1; i <= n; i++) {
      const line = h("span", { class: i === badLine ? "bad" : null, text: String(i) });
      frag.appendChild(line);
      frag.appendChild(document.createTextNode("\n"));
    }
    gutter.replaceChildren(frag);
    gutter.scrollTop = input.scrollTop;
  };
  input.addEventListener("scroll", () => (gutter.scrollTop = input.scrollTop));

  const wb = {
    tool,
    panel,
    input,
    runBtn,
    error,
    result,
    detected,
    body,
    optionEls,
    extraActions,
    exampleSelect,
    getOptions() {
      const out = {};
      for (const [k, c] of Object.entries(optionEls)) {
        if (c.type === "checkbox") out[k] = c.checked;
        else if (c.type === "number") out[k] = c.value === "" ? null : Number(c.value);
        else out[k] = c.value;
      }
      return out;
    },
    setOptions(o = {}) {
      for (const [k, v] of Object.entries(o)) {
        const c = optionEls[k];
        if (!c) continue;
        if (c.type === "checkbox") c.checked = !!v;
        else c.value = v;
      }
    },
    setText(text) {
      input.value = text;
      badLine = 0;
      renderGutter(text);
      persist();
    },
    clearError() {
      const had = badLine;
      error.hidden = true;
      error.replaceChildren();
      badLine = 0;
      if (had) renderGutter();
    },
    /** Show a reply's error: an input error with its line highlighted, or an apology for a bug. */
    showError(reply) {
      const err = reply.error || {};
      error.replaceChildren();
      if (reply.internal) {
        const details = err.details || err.message || "";
        const copy = h("button", { type: "button", class: "link", "data-testid": `copy-details-${tool}`, text: "Copy details" });
        copy.addEventListener("click", () => navigator.clipboard?.writeText(details).catch(() => {}));
        error.append(h("strong", { text: "Sorry, Boardlab hit a bug on this input. " }), "Your input is kept; please try again or report it. ", copy);
        error.dataset.kind = "internal";
      } else {
        error.append(err.message || "That input could not be read.");
        error.dataset.kind = "input";
        if (err.line && !spec.noInput) {
          badLine = err.line;
          // Selecting inside a multi-megabyte textarea costs seconds of layout: only the gutter marks it then.
          if (lines < 5000 && chars < 1_000_000) selectLine(input, err.line);
        }
      }
      error.hidden = false;
      renderGutter();
    },
    setBusy(on, text = "Working…") {
      runBtn.disabled = on;
      busyText.textContent = text;
      if (!on) busy.hidden = true;
      return busy;
    },
    busyBar: busy,
    busyText,
    stopBtn,
    onRun(fn) {
      runBtn.addEventListener("click", fn);
      input.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
          ev.preventDefault();
          fn();
        }
      });
    },
    examples: spec.examples || [],
  };

  // Saving as the user types; restoring what was saved.
  const persist = () => save(tool, { text: input.value, options: wb.getOptions() });
  input.addEventListener("input", () => {
    const text = input.value;
    renderGutter(text);
    save(tool, { text, options: wb.getOptions() });
  });
  optionRow.addEventListener("change", persist);
  optionRow.addEventListener("input", persist);

  // Examples: loading one never silently loses typed text (Undo brings it back).
  if (spec.examples) {
    exampleSelect.appendChild(h("option", { value: "", text: "Choose an example…" }));
    for (const ex of spec.examples) exampleSelect.appendChild(h("option", { value: ex.id, text: ex.title }));
    exampleSelect.addEventListener("change", () => {
      const ex = spec.examples.find((e) => e.id === exampleSelect.value);
      if (!ex) return;
      wb.load(ex.text, ex.options || {});
      panel.dispatchEvent(new CustomEvent("example-loaded", { detail: ex }));
    });
  }
  let undo = null;
  /** Replace the input (from an example or a link), keeping what was there for Undo. */
  wb.load = (text, options = {}) => {
    const before = { text: input.value, options: wb.getOptions() };
    wb.setOptions(options);
    wb.setText(text);
    wb.clearError();
    if (before.text.trim() && before.text !== text) {
      undo = before;
      undoBtn.hidden = false;
    }
  };
  undoBtn.addEventListener("click", () => {
    if (!undo) return;
    wb.setOptions(undo.options);
    wb.setText(undo.text);
    undo = null;
    undoBtn.hidden = true;
    exampleSelect.value = "";
  });

  // Drop a file onto the editor.
  input.addEventListener("dragover", (ev) => ev.preventDefault());
  input.addEventListener("drop", async (ev) => {
    const file = ev.dataTransfer?.files?.[0];
    if (!file) return;
    ev.preventDefault();
    if (file.size > LIMITS.fileBytes) {
      wb.showError({ error: { message: `The file ${JSON.stringify(file.name)} is ${(file.size / 1048576).toFixed(1)} MB; the limit is ${LIMITS.fileBytes / 1048576} MB.` } });
      return;
    }
    wb.setText(await file.text());
    wb.clearError();
  });

  const saved = loadSaved(tool);
  if (saved && typeof saved.text === "string") {
    wb.setOptions(saved.options || {});
    input.value = saved.text;
  } else if (spec.examples && spec.examples.length) {
    const ex = spec.examples[0];
    wb.setOptions(ex.options || {});
    input.value = ex.text;
    exampleSelect.value = ex.id;
  }
  renderGutter(input.value);
  return wb;
}

function selectLine(textarea, line) {
  const lines = textarea.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  const end = start + (lines[line - 1] || "").length;
  try {
    textarea.setSelectionRange(start, end);
    const lh = parseFloat(getComputedStyle(textarea).lineHeight) || 18;
    textarea.scrollTop = Math.max(0, (line - 3) * lh);
  } catch (_) {
    /* not focusable yet */
  }
}

/**
 * Run `task()` (a promise-returning engine call) with the busy bar shown after 300 ms and a Stop
 * button. `softStop` (optional) stops a sliced job between slices; if the engine does not answer
 * within 700 ms of Stop, the worker is terminated and restarted (the input stays).
 */
export async function runWithStop(wb, task, { softStop = null, label = "Working…" } = {}) {
  wb.clearError();
  wb.setBusy(true, label);
  const t0 = performance.now();
  const timer = setInterval(() => {
    const dt = (performance.now() - t0) / 1000;
    if (dt > 0.3) wb.busyBar.hidden = false;
    if (engineState().status !== "ready") wb.busyText.textContent = "Waiting for the Python engine to start…";
    else wb.busyText.textContent = `${label} ${dt.toFixed(1)} s`;
  }, 100);
  let hardTimer = null;
  const onStop = () => {
    wb.busyText.textContent = "Stopping…";
    if (softStop) softStop();
    hardTimer = setTimeout(() => {
      restartEngine();
    }, softStop ? 700 : 0);
  };
  wb.stopBtn.addEventListener("click", onStop);
  const onKey = (ev) => {
    if (ev.key === "Escape" && !wb.busyBar.hidden) onStop();
  };
  document.addEventListener("keydown", onKey);
  try {
    return await task();
  } catch (err) {
    if (err instanceof EngineRestarted) {
      return { ok: false, stopped: true, error: { message: "Stopped. The engine is restarting; your input is kept." } };
    }
    return { ok: false, internal: true, error: { message: String(err?.message || err), details: String(err?.stack || err) } };
  } finally {
    clearInterval(timer);
    if (hardTimer) clearTimeout(hardTimer);
    wb.stopBtn.removeEventListener("click", onStop);
    document.removeEventListener("keydown", onKey);
    wb.setBusy(false);
  }
}
