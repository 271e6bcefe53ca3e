// Page start-up: tabs, the engine status line, and each tool's module.
//
// The page is usable before Python is: examples come from examples.json (written by the engine
// at build time), inputs are editable, boards can be drawn once the engine answers.

import { onState, startEngine } from "./engine.js";

// Each tool is web/js/tools/<name>.js exporting init(panel, ctx); a tab shows only when its tool is listed.
const TOOLS = ["throws"];

function setupTabs() {
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  const select = (tab, focus = false) => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute("aria-controls")).hidden = !on;
    }
    if (focus) tab.focus();
    document.documentElement.dataset.tool = tab.dataset.tool;
    window.dispatchEvent(new CustomEvent("boardlab:tool", { detail: tab.dataset.tool }));
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => select(tab));
    tab.addEventListener("keydown", (ev) => {
      const d = { ArrowRight: 1, ArrowLeft: -1 }[ev.key];
      if (d) select(tabs[(i + d + tabs.length) % tabs.length], true);
    });
  });
  return (tool) => {
    const tab = tabs.find((t) => t.dataset.tool === tool);
    if (tab) select(tab);
  };
}

function setupStatus() {
  const status = document.getElementById("engine-status");
  let timer = null;
  onState((s) => {
    clearInterval(timer);
    const tick = () => {
      const dt = ((performance.now() - s.since) / 1000).toFixed(1);
      if (s.status === "starting") status.textContent = `Starting the Python engine… ${dt} s`;
      else if (s.status === "restarting") status.textContent = `Restarting the Python engine… ${dt} s (your input is kept)`;
    };
    if (s.status === "ready") status.textContent = "Python engine ready.";
    else if (s.status === "error") status.textContent = s.message || "The Python engine could not start.";
    else {
      tick();
      timer = setInterval(tick, 100);
    }
    status.dataset.state = s.status;
  });
}

async function loadExamples() {
  try {
    const res = await fetch("./examples.json");
    return (await res.json()).examples || [];
  } catch (_) {
    return [];
  }
}

async function main() {
  for (const tab of document.querySelectorAll('[role="tab"]')) tab.hidden = !TOOLS.includes(tab.dataset.tool);
  setupStatus();
  const selectTool = setupTabs();
  startEngine();
  const examples = await loadExamples();
  const ctx = { examples, selectTool };
  window.boardlab = ctx;
  for (const tool of TOOLS) {
    const panel = document.getElementById(`panel-${tool}`);
    try {
      const mod = await import(`./tools/${tool}.js`);
      ctx[tool] = mod.init(panel, ctx);
    } catch (err) {
      console.warn(`tool ${tool} is not available:`, err.message);
      panel.textContent = "This tool is not available in this build.";
    }
  }
  document.documentElement.dataset.ui = "ready";
  window.dispatchEvent(new CustomEvent("boardlab:ui-ready"));
}

main();
