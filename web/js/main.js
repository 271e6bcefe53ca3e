// Page start-up: tabs, the engine status line, and each tool's controller.
//
// The page is usable before Python is: examples come from examples.json (written by the engine
// at build time), inputs are editable, boards can be drawn once the engine answers.

import { startEngine, workerCreated } from "./engine.js";
import { loadExamples, registerServiceWorker, setupPresentation, setupStatus, setupTabs } from "./core/page.js";
import { addShareButton, applyLink } from "./core/links.js";
import { guardInput } from "./core/guard.js";
import { showMissingFeatures } from "./core/support.js";
import { loadEngineTable, loadLimits } from "./core/limits.js";
import { watchDrawings } from "./draw/download.js";
import { addWorksheetButton } from "./core/worksheet.js";

// Each tool is web/js/tools/<name>/controller.js exporting init(panel, ctx); a tab shows only when its tool is listed.
const TOOLS = ["throws", "games", "analysis", "optimal", "dond", "spell", "check"];

async function loadTools(ctx) {
  // Every tool's modules are fetched at once (one wave, not seven in turn); each is set up in TOOLS order.
  const loading = TOOLS.map((tool) => import(`./tools/${tool}/controller.js`).then((mod) => ({ mod }), (err) => ({ err })));
  for (const [i, tool] of TOOLS.entries()) {
    const panel = document.getElementById(`panel-${tool}`);
    try {
      const { mod, err } = await loading[i];
      if (err) throw err;
      ctx[tool] = mod.init(panel, ctx);
    } catch (err) {
      console.warn(`tool ${tool} is not available:`, err.message);
      panel.textContent = "This tool is not available in this build.";
    }
  }
}

async function main() {
  for (const tab of document.querySelectorAll('[role="tab"]')) tab.hidden = !TOOLS.includes(tab.dataset.tool);
  setupStatus();
  showMissingFeatures();
  watchDrawings(); // an SVG and a PNG button next to every drawing
  const selectTool = setupTabs();
  startEngine();
  const [examples] = await Promise.all([loadExamples(), workerCreated(), loadEngineTable()]);
  const ctx = { examples, selectTool };
  window.boardlab = ctx;
  await loadTools(ctx);
  for (const tool of TOOLS) if (ctx[tool]?.wb) addShareButton(ctx[tool].wb);
  if (ctx.throws?.wb) addWorksheetButton(ctx.throws.wb); // a print view: the board and question, then the answer
  for (const tool of TOOLS) if (ctx[tool]?.wb && !ctx[tool].wb.spec.noInput) guardInput(ctx[tool].wb);
  loadLimits()
    .then((t) => (document.documentElement.dataset.limits = t ? "ready" : "none"))
    .catch(() => (document.documentElement.dataset.limits = "none"));
  await applyLink(ctx, TOOLS, selectTool);
  window.addEventListener("hashchange", () => applyLink(ctx, TOOLS, selectTool));
  setupPresentation();
  registerServiceWorker();
  document.documentElement.dataset.ui = "ready";
  window.dispatchEvent(new CustomEvent("boardlab:ui-ready"));
}

main();
