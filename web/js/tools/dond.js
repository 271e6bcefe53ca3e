// Tool "dond": Dice or No Dice (seed 004, CS302 lab AA). The chance of rolling an s-sided die
// t times without a roll equal to, or one away from, the roll before it.
//
// The input is the lab's command line, "S T LAST" (e.g. "6 3 -1"); three number fields edit
// the same text and follow it as it is typed. After a run: the probability as the C++ prints
// it (%g), the exact fraction, a table for every last roll, and a chart against t.
//
// The engine computes every number (engine/dond.py); this module only lays them out. The one
// formatting done here is %g for the table's floats, as C's printf writes it.

import { call } from "../engine.js";
import { el } from "../board.js";
import { h, runWithStop, workbench } from "../ui.js";

/** Table rows shown at each end when s is large (the rest is elided; the table is symmetric). */
const TABLE_ENDS = 60;
/** Exact fractions longer than this are folded away behind "show all digits". */
const EXACT_FOLD = 160;
/** Field edits re-run after this long without another edit. */
const EDIT_DELAY_MS = 300;
/** The page runs on its own when the tab opens only while s * t stays this small. */
const AUTO_RUN_STEPS = 200_000;

/** C's printf("%g", x): 6 significant digits, trailing zeros dropped, exponent form outside 1e-4..1e6. */
/** The three whole numbers of "S T LAST", or null when the text is not exactly that. */
function parseArgs(text) {
  const m = /^\s*([+-]?\d{1,9})\s+([+-]?\d{1,9})\s+([+-]?\d{1,9})\s*$/.exec(text);
  return m ? m.slice(1, 4).map(Number) : null;
}

export function init(panel, ctx) {
  document.head.append(h("link", { rel: "stylesheet", href: "./css/dond.css" }));
  const examples = ctx.examples.filter((e) => (e.tools || []).includes("dond"));
  const wb = workbench(panel, {
    tool: "dond",
    inputLabel: "Command line: s t last-roll",
    hint: "(as in 'dond 6 3 -1'; last-roll -1 = no roll yet)",
    runLabel: "Compute",
    headline: "Probability",
    examples,
    rows: 2,
  });

  // ---- the three fields, kept in step with the text
  const field = (key, label, min, help) => {
    const input = h("input", { type: "number", id: `${key}-field-dond`, "data-testid": `${key}-dond`, min, step: 1, inputmode: "numeric" });
    const wrap = h("label", { for: input.id, class: "arg" }, h("span", { class: "arg-name", text: label }), input, h("span", { class: "arg-help", text: help }));
    return { input, wrap };
  };
  const sField = field("s", "s", 1, "sides (0..s-1)");
  const tField = field("t", "t", 0, "rolls to make");
  const lastField = field("last", "last roll", -1, "-1 = none");
  const fields = [sField, tField, lastField];
  const argRow = h("div", { class: "dond-args", role: "group", "aria-label": "s, t and last roll" }, ...fields.map((f) => f.wrap));
  const labelEl = panel.querySelector(".input-label");
  labelEl.parentNode.insertBefore(argRow, labelEl);

  const syncFields = () => {
    const args = parseArgs(wb.input.value);
    argRow.classList.toggle("stale", !args);
    if (args) fields.forEach((f, i) => (f.input.value = String(args[i])));
  };
  // Examples, links and Undo replace the text through setText: the fields follow.
  const setText = wb.setText;
  wb.setText = (text) => {
    setText(text);
    syncFields();
  };
  wb.input.addEventListener("input", syncFields);

  let editTimer = null;
  const fromFields = () => {
    const values = fields.map((f) => f.input.value.trim());
    if (values.some((v) => v === "")) return;
    setText(`${values.join(" ")}\n`);
    argRow.classList.remove("stale");
    clearTimeout(editTimer);
    editTimer = setTimeout(run, EDIT_DELAY_MS);
  };
  for (const f of fields) {
    f.input.addEventListener("input", fromFields);
    f.input.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter") {
        ev.preventDefault();
        clearTimeout(editTimer);
        run();
      }
    });
  }
  syncFields();

  // ---- output side
  const sentence = h("p", { class: "dond-sentence", "data-testid": "sentence-dond" });
  const exactBox = h("div", { class: "exact", "data-testid": "exact-box-dond" });
  const exact = h("output", { id: "exact-dond", "data-testid": "exact-dond", class: "exact-value" });
  const exactNote = h("span", { class: "note" });
  exactBox.append(h("span", { class: "exact-label", text: "Exact " }), exact, exactNote);
  const table = h("table", { class: "data by-last", id: "table-dond", "data-testid": "table-dond" });
  const tableWrap = h("div", { class: "table-wrap" }, table);
  const logBox = h("input", { type: "checkbox", id: "log-dond", "data-testid": "log-dond" });
  const chartBox = h("div", { class: "chart-box" });
  const chartSection = h(
    "section",
    { class: "chart-section", "aria-label": "Probability against t" },
    h("div", { class: "chart-head" }, h("h3", { text: "Probability against t" }), h("label", { class: "check", for: logBox.id }, logBox, " log scale")),
    chartBox,
  );
  const results = h("div", { class: "dond-results", hidden: true }, sentence, exactBox, h("div", { class: "dond-grid" }, chartSection, tableWrap));
  wb.body.append(results);

  let last = null; // the last result shown
  let seq = 0;

  function clearResults() {
    last = null;
    results.hidden = true;
    wb.result.textContent = "–";
    wb.detected.textContent = "";
  }

  function show(r) {
    last = r;
    results.hidden = false;
    wb.result.textContent = r.text;
    wb.detected.textContent = `dond ${r.s} ${r.t} ${r.last}`;
    const lastWords = r.last === -1 ? "with no roll yet" : `after a ${r.last}`;
    sentence.textContent =
      `Chance that ${r.t === 1 ? "1 more roll" : `${r.t.toLocaleString("en")} more rolls`} of a ${r.s.toLocaleString("en")}-sided die (0..${r.s - 1}), ` +
      `${lastWords}, never repeat the roll before or land one away from it.`;
    showExact(r.exact);
    renderTable(r);
    renderChart(r);
  }

  function showExact(text) {
    exactBox.querySelector("button")?.remove();
    if (text === null || text === undefined) {
      exact.textContent = "–";
      exactNote.textContent = " (not computed: s and t are too large for the exact integer count; the decimal is the C++ program's float DP)";
      return;
    }
    exactNote.textContent = "";
    if (text.length <= EXACT_FOLD) {
      exact.textContent = text;
      return;
    }
    exact.textContent = `${text.slice(0, EXACT_FOLD / 2)} … ${text.slice(-EXACT_FOLD / 4)}`;
    const more = h("button", { type: "button", class: "link", text: `show all ${text.length.toLocaleString("en")} characters` });
    more.addEventListener("click", () => {
      exact.textContent = text;
      more.remove();
    });
    exactBox.append(more);
  }

  function renderTable(r) {
    const rows = r.by_last;
    const head = h("tr", {}, ...["Last roll", "Probability (%g)", "Exact"].map((t) => h("th", { scope: "col", text: t })));
    const body = h("tbody");
    const row = (e) => {
      const pick = h("button", { type: "button", class: "link", "aria-label": `Use last roll ${e.last}`, text: e.last === -1 ? "-1 (none)" : String(e.last) });
      pick.addEventListener("click", () => {
        lastField.input.value = String(e.last);
        fromFields();
      });
      return h(
        "tr",
        { "data-last": e.last, class: e.last === r.last ? "selected" : null, "aria-current": e.last === r.last ? "true" : null },
        h("th", { scope: "row" }, pick),
        h("td", { class: "prob", text: e.text }),
        h("td", { class: "frac", text: e.exact ?? "–" }),
      );
    };
    const gap = (n) => h("tr", { class: "elided" }, h("td", { colspan: 3, text: `… ${n.toLocaleString("en")} more rows (last roll k and s-1-k have the same chance)` }));
    if (r.by_last_omitted) {
      // The engine sent both ends and the chosen row; mark each gap between them.
      rows.forEach((e, i) => {
        if (i > 0 && e.last - rows[i - 1].last > 1) body.append(gap(e.last - rows[i - 1].last - 1));
        body.append(row(e));
      });
    } else if (rows.length <= 2 * TABLE_ENDS + 1) body.append(...rows.map(row));
    else {
      const hidden = rows.length - 2 * TABLE_ENDS;
      body.append(...rows.slice(0, TABLE_ENDS).map(row));
      body.append(h("tr", { class: "elided" }, h("td", { colspan: 3, text: `… ${hidden.toLocaleString("en")} more rows (last roll k and s-1-k have the same chance)` })));
      body.append(...rows.slice(-TABLE_ENDS).map(row));
      const chosen = rows.findIndex((e) => e.last === r.last);
      if (chosen >= TABLE_ENDS && chosen < rows.length - TABLE_ENDS) body.prepend(row(rows[chosen]));
    }
    table.replaceChildren(h("caption", { text: `Every last roll, t = ${r.t.toLocaleString("en")} (click one to use it)` }), h("thead", {}, head), body);
  }

  // ---- the chart: plain SVG, axes labelled
  function renderChart(r) {
    // Narrow screens get a narrower drawing, so its text stays readable.
    const W = Math.round(Math.min(640, Math.max(360, chartBox.clientWidth || 640)));
    const H = 340;
    const M = { l: 78, r: 20, t: 16, b: 56 };
    const xs = r.by_t_at;
    const ys = r.by_t;
    const log = logBox.checked;
    const xMax = Math.max(1, xs[xs.length - 1]);
    const X = (t) => M.l + (t / xMax) * (W - M.l - M.r);
    const positive = ys.filter((y) => y > 0);
    let lo = 0;
    if (log) {
      const minY = positive.length ? Math.min(...positive) : 1e-6;
      lo = Math.min(-1, Math.floor(Math.log10(minY)));
    }
    const Y = (p) => {
      const v = log ? (p > 0 ? Math.max(lo, Math.log10(p)) : lo) : p;
      const top = log ? 0 : 1;
      return M.t + ((top - v) / (top - lo)) * (H - M.t - M.b);
    };
    const svg = el("svg", {
      id: "chart-dond",
      "data-testid": "chart-dond",
      class: "chart",
      viewBox: `0 0 ${W} ${H}`,
      role: "img",
      "aria-labelledby": "chart-dond-title",
    });
    const title = el("title", { id: "chart-dond-title" }, svg);
    title.textContent = `Probability of winning against t, s = ${r.s}, last roll ${r.last}${log ? ", log scale" : ""}`;
    // grid lines and y ticks
    const yTicks = log ? decades(lo) : [0, 0.25, 0.5, 0.75, 1];
    const axes = el("g", { class: "axes" }, svg);
    for (const v of yTicks) {
      const y = log ? Y(10 ** v) : Y(v);
      el("line", { x1: M.l, x2: W - M.r, y1: y, y2: y, class: "grid" }, axes);
      const label = el("text", { x: M.l - 8, y: y + 5, class: "tick y" }, axes);
      label.textContent = log ? (v === 0 ? "1" : `1e${v}`) : String(v);
    }
    for (const t of niceTicks(xMax)) {
      const x = X(t);
      el("line", { x1: x, x2: x, y1: H - M.b, y2: H - M.b + 6, class: "tick-mark" }, axes);
      const label = el("text", { x, y: H - M.b + 22, class: "tick x" }, axes);
      label.textContent = t.toLocaleString("en");
    }
    el("line", { x1: M.l, x2: W - M.r, y1: H - M.b, y2: H - M.b, class: "axis" }, axes);
    el("line", { x1: M.l, x2: M.l, y1: M.t, y2: H - M.b, class: "axis" }, axes);
    const xLabel = el("text", { x: (M.l + W - M.r) / 2, y: H - 10, class: "axis-label" }, axes);
    xLabel.textContent = "t (rolls to make)";
    const yLabel = el("text", { x: 0, y: 0, class: "axis-label", transform: `translate(18 ${(M.t + H - M.b) / 2}) rotate(-90)` }, axes);
    yLabel.textContent = log ? "probability (log scale)" : "probability of winning";
    // the line: in log scale a zero probability has no place, so the line stops there
    let d = "";
    let open = false;
    xs.forEach((t, i) => {
      if (log && !(ys[i] > 0)) {
        open = false;
        return;
      }
      d += `${open ? "L" : "M"}${X(t).toFixed(1)} ${Y(ys[i]).toFixed(1)}`;
      open = true;
    });
    el("path", { d, class: "series", "data-testid": "series-dond" }, svg);
    if (xs.length <= 41) {
      const dots = el("g", { class: "dots" }, svg);
      xs.forEach((t, i) => {
        if (log && !(ys[i] > 0)) return;
        const c = el("circle", { cx: X(t), cy: Y(ys[i]), r: 4 }, dots);
        el("title", {}, c).textContent = `t = ${t}: ${r.by_t_text[i]}`;
      });
    }
    // the chosen t, marked and labelled
    const p = ys[ys.length - 1];
    const mark = el("g", { class: "chosen" }, svg);
    el("circle", { cx: X(r.t), cy: Y(p), r: 7 }, mark);
    const right = X(r.t) > W / 2;
    const note = el("text", { x: X(r.t) + (right ? -12 : 12), y: Math.max(M.t + 14, Y(p) - 12), class: `chosen-label${right ? " end" : ""}` }, mark);
    note.textContent = `t = ${r.t.toLocaleString("en")}: ${r.text}`;
    chartBox.replaceChildren(svg);
  }

  logBox.addEventListener("change", () => last && renderChart(last));
  let drawnWidth = 0;
  new ResizeObserver(() => {
    const w = chartBox.clientWidth;
    if (last && w && Math.abs(w - drawnWidth) > 40) {
      drawnWidth = w;
      renderChart(last);
    }
  }).observe(chartBox);

  async function run() {
    clearTimeout(editTimer);
    const mine = ++seq;
    const reply = await runWithStop(wb, () => call("dond", wb.input.value, {}), { label: "Computing…" });
    if (mine !== seq) return reply; // a newer run took over
    if (!reply.ok) {
      clearResults();
      wb.showError(reply);
      return reply;
    }
    show(reply.result);
    return reply;
  }
  wb.onRun(run);

  // The first time the tab opens, answer the example at once (cheap inputs only).
  let autoRan = false;
  const autoRun = () => {
    if (autoRan || document.documentElement.dataset.tool !== "dond" || last) return;
    const args = parseArgs(wb.input.value);
    if (!args || args[0] * args[1] > AUTO_RUN_STEPS) return;
    autoRan = true;
    run();
  };
  // Deferred: a share link selects the tab first and loads its text just after.
  window.addEventListener("boardlab:tool", () => setTimeout(autoRun, 0));

  return { wb, run };
}

/** Up to about eight round tick values from 0 to max. */
function niceTicks(max) {
  const raw = max / 6;
  const mag = 10 ** Math.floor(Math.log10(raw || 1));
  const step = Math.max(1, [1, 2, 5, 10].map((k) => k * mag).find((s) => s >= raw) || mag * 10);
  const out = [];
  for (let t = 0; t <= max + 1e-9; t += step) out.push(Math.round(t));
  return out;
}

/** Powers of ten (as exponents) from lo to 0, at most about seven of them. */
function decades(lo) {
  const step = Math.max(1, Math.ceil(-lo / 6));
  const out = [];
  for (let e = 0; e >= lo; e -= step) out.push(e);
  return out;
}
