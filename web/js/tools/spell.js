// Tool "spell": spellseeker grids (seed 004, CS302 labs AB and AC). The grid drawn as hexagons
// with the handout's skew (even columns half a cell lower), the longest path drawn over it with
// step numbers, progress (best so far, upper bound) and Stop while the search runs in slices,
// a checker for a student's spellseeker output (verdict, first illegal step highlighted), and
// random grids.
//
// The engine does all the work (engine/spell.py): parsing, the search, the checker, the
// generator. This module only draws. Vocabulary: (r, c) is row and column from 0, row 0 at the
// top; a path is a list of [r, c]; a step is a path cell, numbered from 1 on the page.

import { call, runJob } from "../engine.js";
import { el } from "../board.js";
import { h, runWithStop, workbench } from "../ui.js";

/** Hexagon size: centre to corner (flat-topped hexagons, columns side by side). */
const R = 28;
const HH = Math.sqrt(3) * R; // a hexagon's height: one row
/** Cell values are written inside the hexagons up to this many cells (bigger grids: colour only). */
const LABEL_CELLS = 6000;
/** Step numbers are written up to this path length. */
const STEP_LABELS = 3000;
/** Steps listed under the checker's verdict around the bad one (a long path must not flood the page). */
const LIST_AROUND = 40;
/** Cell fills by character code (light, so the dark values and the route stay readable). */
const FILLS = ["#dbeaf6", "#fbe3c8", "#d9efe4", "#f4dbe9", "#eeeacb", "#e3e0f3"];

const plural = (n, word) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;

/** Centre of cell (r, c): even columns sit half a row lower than odd ones. */
export function centre(r, c) {
  return [R + c * 1.5 * R, HH / 2 + r * HH + (c % 2 === 0 ? HH / 2 : 0)];
}

function hexPoints(cx, cy) {
  const pts = [[R, 0], [R / 2, HH / 2], [-R / 2, HH / 2], [-R, 0], [-R / 2, -HH / 2], [R / 2, -HH / 2]];
  return pts.map(([dx, dy]) => `${(cx + dx).toFixed(1)},${(cy + dy).toFixed(1)}`).join(" ");
}

/**
 * Draw `grid` ({rows, cols, cells}) into `container`. Returns a view with setPath(path, {bad}),
 * which marks the path's cells, draws its line and numbers its steps.
 */
function drawGrid(container, grid, caption) {
  const { rows, cols, cells } = grid;
  const W = 1.5 * R * (cols - 1) + 2 * R;
  const H = (rows + 0.5) * HH;
  const pad = 4;
  const svg = el("svg", {
    id: "hex-spell",
    "data-testid": "hex-spell",
    class: "hexgrid",
    viewBox: `${-pad} ${-pad} ${W + 2 * pad} ${H + 2 * pad}`,
    role: "img",
    "aria-labelledby": "hex-spell-title",
    "data-rows": rows,
    "data-cols": cols,
  });
  // Small grids keep a readable size; big ones fit the width.
  svg.style.maxWidth = `${Math.max(20, (W / R) * 2.4)}rem`;
  el("title", { id: "hex-spell-title" }, svg).textContent = caption;
  const cellLayer = el("g", { class: "cells" }, svg);
  const lineLayer = el("g", { class: "route" }, svg);
  const labelLayer = el("g", { class: "values" }, svg);
  const stepLayer = el("g", { class: "steps" }, svg);
  const polys = [];
  const labels = cells.length * cols <= LABEL_CELLS;
  for (let r = 0; r < rows; r++) {
    const row = [];
    for (let c = 0; c < cols; c++) {
      const v = cells[r][c];
      const [x, y] = centre(r, c);
      const poly = el("polygon", { points: hexPoints(x, y), class: v === null ? "hex empty" : "hex", "data-r": r, "data-c": c }, cellLayer);
      if (v !== null) {
        poly.style.fill = FILLS[v.codePointAt(0) % FILLS.length];
        if (labels) el("text", { x, y, class: "val" }, labelLayer).textContent = v;
      }
      row.push(poly);
    }
    polys.push(row);
  }
  container.replaceChildren(svg);

  const onGrid = ([r, c]) => r >= 0 && r < rows && c >= 0 && c < cols;
  let marked = [];
  return {
    svg,
    /** Show `path`; with `bad` (0-based step), the steps up to it, the bad one marked. */
    setPath(path, { bad = null } = {}) {
      for (const p of marked) p.classList.remove("on-path", "path-start", "path-end", "bad-step", "bad-from");
      marked = [];
      lineLayer.replaceChildren();
      stepLayer.replaceChildren();
      const shown = bad === null ? path : path.slice(0, bad + 1);
      const good = bad === null ? shown : shown.slice(0, bad);
      const mark = (rc, cls) => {
        if (!onGrid(rc)) return;
        const p = polys[rc[0]][rc[1]];
        p.classList.add(cls);
        marked.push(p);
      };
      good.forEach((rc) => mark(rc, "on-path"));
      if (good.length) {
        mark(good[0], "path-start");
        if (bad === null) mark(good[good.length - 1], "path-end");
      }
      const pts = (list) => list.filter(onGrid).map(([r, c]) => centre(r, c).map((v) => v.toFixed(1)).join(",")).join(" ");
      if (good.length > 1) el("polyline", { points: pts(good), class: "path-line", "data-testid": "path-line-spell" }, lineLayer);
      if (bad !== null) {
        mark(shown[bad], "bad-step");
        if (bad > 0) mark(shown[bad - 1], "bad-from");
        const seg = shown.slice(Math.max(0, bad - 1), bad + 1).filter(onGrid);
        if (seg.length === 2) el("polyline", { points: pts(seg), class: "bad-line" }, lineLayer);
      }
      if (shown.length <= STEP_LABELS) {
        shown.forEach((rc, i) => {
          if (!onGrid(rc)) return;
          const [x, y] = centre(rc[0], rc[1]);
          const g = el("g", { class: i === bad ? "step bad" : "step", "data-step": i + 1, "data-r": rc[0], "data-c": rc[1] }, stepLayer);
          el("circle", { cx: x + R * 0.42, cy: y + HH * 0.24, r: 9.5 }, g);
          el("text", { x: x + R * 0.42, y: y + HH * 0.24, class: "step-num" }, g).textContent = String(i + 1);
        });
      }
    },
  };
}

/** Spellseeker output for a grid and a path: the rows, "PATH", then "r c" lines. */
function seekerText(grid, path) {
  const rows = grid.cells.map((row) => row.map((v) => (v === null ? "-" : v)).join(""));
  return `${rows.join("\n")}\nPATH\n${path.map(([r, c]) => `${r} ${c}`).join("\n")}\n`;
}

/** 1-based line of the pasted text that holds path step `step` (0-based): the step-th non-blank line after PATH. */
function lineOfStep(text, step) {
  const lines = text.split("\n");
  let k = lines.findIndex((l) => l.trim().split(/\s+/)[0] === "PATH");
  if (k < 0) return null;
  let seen = -1;
  for (k += 1; k < lines.length; k++) {
    if (lines[k].trim() === "") continue;
    if (++seen === step) return k + 1;
  }
  return null;
}

function selectLine(textarea, line) {
  const lines = textarea.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  try {
    textarea.setSelectionRange(start, start + (lines[line - 1] || "").length);
  } catch (_) {
    /* not rendered yet */
  }
}

export function init(panel, ctx) {
  document.head.append(h("link", { rel: "stylesheet", href: "./css/spell.css" }));
  const examples = ctx.examples.filter((e) => (e.tools || []).includes("spell"));
  const wb = workbench(panel, {
    tool: "spell",
    inputLabel: "Grid",
    hint: "(one word per row, '-' = empty cell; even columns sit half a cell lower)",
    runLabel: "Find the longest path",
    headline: "Longest path",
    examples,
    rows: 10,
  });

  // ---- random grids (the engine's spellgen), under the run button
  const num = (key, label, value, max) =>
    h("label", { for: `${key}-spell` }, label, h("input", { type: "number", id: `${key}-spell`, "data-testid": `${key}-spell`, min: 1, max, value }));
  const rowsIn = num("rows", "rows ", 8, 200);
  const colsIn = num("cols", "cols ", 10, 200);
  const alphabet = h("input", { type: "text", id: "alphabet-spell", "data-testid": "alphabet-spell", value: "ABCDE", size: 8, spellcheck: "false", autocomplete: "off" });
  const randomBtn = h("button", { type: "button", id: "random-spell", "data-testid": "random-spell", text: "Random grid" });
  const randomNote = h("p", { class: "note random-note", "data-testid": "random-note-spell" });
  const randomBox = h(
    "fieldset",
    { class: "random-grid" },
    h("legend", { text: "Random grid" }),
    h("div", { class: "options" }, rowsIn, colsIn, h("label", { for: alphabet.id }, "letters ", alphabet), randomBtn),
    randomNote,
  );
  wb.busyBar.after(randomBox);

  // ---- output side: progress, the hex grid, the checker
  const progress = h("p", { class: "progress", id: "progress-spell", "data-testid": "progress-spell", "aria-live": "polite" });
  const meter = h("div", { class: "meter", "aria-hidden": "true" }, h("span", { class: "meter-best" }));
  const caption = h("p", { class: "view-caption", "data-testid": "caption-spell" });
  const hexBox = h("div", { class: "hex-box" });
  const fillBtn = h("button", { type: "button", "data-testid": "check-fill-spell", text: "Copy this path into the checker", disabled: true });

  const checkInput = h("textarea", { id: "check-input-spell", "data-testid": "check-input-spell", rows: 8, spellcheck: "false", autocomplete: "off" });
  const checkBtn = h("button", { type: "button", class: "primary", id: "check-run-spell", "data-testid": "check-run-spell", text: "Check" });
  const verdict = h("output", { id: "check-result-spell", "data-testid": "check-result-spell", class: "verdict", "aria-live": "polite" });
  const verdictNote = h("p", { class: "note", "data-testid": "check-note-spell" });
  const steps = h("ol", { class: "check-steps", "data-testid": "check-steps-spell", "aria-label": "The pasted path, step by step" });
  const checker = h(
    "section",
    { class: "checker", "aria-labelledby": "checker-title-spell" },
    h("h3", { id: "checker-title-spell", text: "Check a student's spellseeker output" }),
    h("label", { for: checkInput.id, class: "input-label" }, "spellseeker output", h("span", { class: "hint", text: " (the grid, a line PATH, then one 'row column' line per step)" })),
    checkInput,
    h("div", { class: "actions" }, checkBtn, verdict),
    verdictNote,
    steps,
  );
  wb.body.append(h("div", { class: "solve-view" }, progress, meter, caption, hexBox, h("div", { class: "actions" }, fillBtn)), checker);

  let view = null;
  let shown = null; // {grid, path} of the solver's answer on screen
  let seq = 0;
  let job = null;

  function setProgress(p, state) {
    const best = p.length ?? (p.best_path || []).length;
    const bound = p.upper_bound;
    progress.dataset.state = state;
    progress.dataset.best = String(best);
    progress.dataset.bound = String(bound);
    const nodes = p.nodes !== undefined ? ` · ${plural(p.nodes, "node")} searched` : "";
    if (state === "running") progress.textContent = `Searching… best so far ${best} · upper bound ${bound}${nodes}`;
    else if (state === "stopped") progress.textContent = `Stopped: best found ${best} · upper bound ${bound} (a longer path may exist)${nodes}`;
    else progress.textContent = `Proven: no path is longer than ${best} cells${nodes}`;
    meter.hidden = false;
    meter.firstChild.style.width = `${bound ? Math.min(100, (100 * best) / bound) : 100}%`;
    meter.dataset.state = state;
  }

  function showGrid(grid, text) {
    view = drawGrid(hexBox, grid, text);
    caption.textContent = text;
  }

  function clearView() {
    hexBox.replaceChildren();
    caption.textContent = "";
    progress.textContent = "";
    meter.hidden = true;
    view = null;
    shown = null;
    fillBtn.disabled = true;
  }
  clearView();

  // ---- solving
  async function run() {
    const mine = ++seq;
    const text = wb.input.value;
    let grid = null; // the grid drawn for this run
    let lastProgress = null;
    const reply = await runWithStop(
      wb,
      async () => {
        // The grid first (read by the engine's checker with an empty path), so it is drawn at once.
        const parsed = await call("spellcheck", `${text}\nPATH\n`, {});
        if (mine !== seq) return { ok: false, superseded: true };
        if (parsed.ok) {
          grid = parsed.result.grid;
          showGrid(grid, `${grid.rows} × ${grid.cols} grid: searching for the longest path`);
          shown = { grid, path: [] };
          wb.result.textContent = "…";
        }
        job = runJob("spell", text, {}, (p) => {
          if (mine !== seq || !view) return;
          lastProgress = p;
          setProgress(p, "running");
          view.setPath(p.best_path || []);
          shown.path = p.best_path || [];
          wb.result.textContent = String(p.length);
        });
        return await job.promise;
      },
      { softStop: () => job?.stop(), label: "Searching…" },
    );
    if (mine !== seq || reply.superseded) return reply;
    if (reply.ok && reply.cancelled && grid) {
      const p = reply.progress && reply.progress.best_path ? reply.progress : lastProgress || { best_path: [], length: 0, upper_bound: 0 };
      finish(grid, p.best_path, p, "stopped", true);
      return reply;
    }
    if (reply.stopped && lastProgress && grid) {
      // Stopped the hard way (the engine did not answer): keep the best path seen.
      finish(grid, lastProgress.best_path, lastProgress, "stopped", true);
      wb.showError(reply);
      return reply;
    }
    if (!reply.ok) {
      clearView();
      wb.result.textContent = "–";
      wb.showError(reply);
      return reply;
    }
    const r = reply.result;
    finish(r.grid, r.path, { length: r.length, upper_bound: r.upper_bound, nodes: r.nodes, best_path: r.path }, r.proven ? "done" : "stopped", !!grid);
    return reply;
  }

  function finish(grid, path, p, state, drawn) {
    if (!drawn || !view) showGrid(grid, "");
    const what = state === "done" ? "a longest path" : "the longest path found before Stop";
    caption.textContent = `${grid.rows} × ${grid.cols} grid, ${what}: ${plural(path.length, "cell")} from step 1 to step ${path.length}`;
    view.svg.querySelector("title").textContent = caption.textContent;
    view.setPath(path);
    shown = { grid, path };
    wb.result.textContent = String(path.length);
    wb.detected.textContent = state === "done" ? "proven longest" : "not proven";
    setProgress(p, state);
    fillBtn.disabled = false;
  }
  wb.onRun(run);

  // ---- random grid
  randomBtn.addEventListener("click", async () => {
    const seed = Math.floor(Math.random() * 1_000_000);
    const options = { rows: Number(rowsIn.querySelector("input").value) || 8, cols: Number(colsIn.querySelector("input").value) || 10, alphabet: alphabet.value || "ABCDE", seed };
    randomBtn.disabled = true;
    try {
      const reply = await call("spellgen", "", options);
      if (!reply.ok) {
        wb.showError(reply);
        return;
      }
      wb.load(reply.result.text);
      wb.exampleSelect.value = "";
      randomNote.textContent = `spellgen ${options.rows} ${options.cols} --alphabet ${options.alphabet} --seed ${seed}`;
    } finally {
      randomBtn.disabled = false;
    }
    await run();
  });

  // ---- the checker
  async function check() {
    const text = checkInput.value;
    checkBtn.disabled = true;
    let reply;
    try {
      reply = await call("spellcheck", text, {});
    } catch (err) {
      reply = { ok: false, error: { message: String(err?.message || err) } };
    } finally {
      checkBtn.disabled = false;
    }
    steps.replaceChildren();
    verdictNote.textContent = "";
    if (!reply.ok) {
      const err = reply.error || {};
      verdict.textContent = err.message || "That output could not be read.";
      verdict.dataset.verdict = "unreadable";
      if (err.line) selectLine(checkInput, err.line);
      return reply;
    }
    seq++; // a solve still running no longer owns the picture
    job?.stop();
    const r = reply.result;
    verdict.textContent = r.message;
    verdict.dataset.verdict = r.ok ? "ok" : "bad";
    showGrid(r.grid, "");
    caption.textContent = r.ok
      ? `The pasted path: legal, ${plural(r.length, "cell")}`
      : `The pasted path, up to its first illegal step (step ${r.bad_step + 1}, in red)`;
    view.svg.querySelector("title").textContent = caption.textContent;
    view.setPath(r.path, { bad: r.ok ? null : r.bad_step });
    shown = null;
    fillBtn.disabled = true;
    progress.textContent = "";
    meter.hidden = true;
    wb.result.textContent = "–";
    wb.detected.textContent = "";
    renderSteps(r, text);
    return reply;
  }
  checkBtn.addEventListener("click", check);
  checkInput.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      check();
    }
  });

  function renderSteps(r, text) {
    const bad = r.ok ? null : r.bad_step;
    const n = r.path.length;
    const centreAt = bad === null ? 0 : bad;
    const from = Math.max(0, centreAt - LIST_AROUND);
    const to = Math.min(n, centreAt + LIST_AROUND + 1);
    const value = ([rr, cc]) => (rr >= 0 && rr < r.grid.rows && cc >= 0 && cc < r.grid.cols ? r.grid.cells[rr][cc] : null);
    const items = [];
    for (let i = from; i < to; i++) {
      const rc = r.path[i];
      const v = value(rc);
      const line = lineOfStep(text, i);
      items.push(
        h(
          "li",
          { value: i + 1, "data-step": i + 1, class: i === bad ? "bad-step" : i > (bad ?? n) ? "after-bad" : null },
          h("span", { class: "rc", text: `${rc[0]} ${rc[1]}` }),
          h("span", { class: "cellval", text: v === null ? " (no value)" : ` holds ${v}` }),
          line ? h("span", { class: "line-no", text: ` · line ${line}` }) : null,
        ),
      );
    }
    steps.replaceChildren(...items);
    if (bad !== null) {
      const line = lineOfStep(text, bad);
      verdictNote.textContent = line ? `Step ${bad + 1} is line ${line} of the pasted text.` : "";
      if (line) selectLine(checkInput, line);
      steps.querySelector(".bad-step")?.scrollIntoView({ block: "nearest" });
    } else if (n > to) verdictNote.textContent = `… and ${plural(n - to, "more step")}.`;
  }

  fillBtn.addEventListener("click", () => {
    if (!shown) return;
    checkInput.value = seekerText(shown.grid, shown.path);
    checkInput.focus();
  });

  // The first time the tab opens, draw the grid in the editor (no search yet).
  let previewed = false;
  window.addEventListener("boardlab:tool", async (ev) => {
    if (ev.detail !== "spell" || previewed) return;
    previewed = true;
    const mine = seq;
    const reply = await call("spellcheck", `${wb.input.value}\nPATH\n`, {}).catch(() => null);
    if (!reply?.ok || mine !== seq || view) return;
    const g = reply.result.grid;
    showGrid(g, `${g.rows} × ${g.cols} grid: press "${wb.runBtn.textContent}" to find its longest path`);
  });

  return { wb, run, check };
}
