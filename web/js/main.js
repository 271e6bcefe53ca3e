// Page start-up: tabs, the engine status line, and each tool's module.
//
// The page is usable before Python is: examples come from examples.json (written by the engine
// at build time), inputs are editable, boards can be drawn once the engine answers.

import { onState, startEngine, workerCreated } from "./engine.js";
import { decodeState, encodeState, linkFor, LinkError } from "./share.js";
import { h } from "./ui.js";

// Each tool is web/js/tools/<name>.js exporting init(panel, ctx); a tab shows only when its tool is listed.
const TOOLS = ["throws", "games", "analysis", "dond", "spell"];

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
  const [examples] = await Promise.all([loadExamples(), workerCreated()]);
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
  for (const tool of TOOLS) if (ctx[tool]?.wb) addShareButton(ctx[tool].wb);
  await applyLink(ctx, selectTool);
  window.addEventListener("hashchange", () => applyLink(ctx, selectTool));
  setupPresentation();
  registerServiceWorker();
  document.documentElement.dataset.ui = "ready";
  window.dispatchEvent(new CustomEvent("boardlab:ui-ready"));
}

function banner(text) {
  const box = document.getElementById("page-message");
  box.replaceChildren(h("span", { text }), h("button", { type: "button", class: "link", text: "Dismiss", onclick: () => (box.hidden = true) }));
  box.hidden = false;
}

function addShareButton(wb) {
  const btn = h("button", { type: "button", "data-testid": `share-${wb.tool}`, text: "Copy link" });
  const out = h("input", { type: "text", readonly: true, class: "share-link", "data-testid": `share-link-${wb.tool}`, "aria-label": "Share link", hidden: true });
  btn.addEventListener("click", async () => {
    const fragment = await encodeState({ tool: wb.tool, text: wb.input.value, options: wb.getOptions() });
    const url = linkFor(fragment);
    out.value = url;
    out.hidden = false;
    try {
      await navigator.clipboard.writeText(url);
      btn.textContent = "Link copied";
    } catch (_) {
      btn.textContent = "Copy the link below";
      out.select();
    }
    setTimeout(() => (btn.textContent = "Copy link"), 2500);
  });
  wb.extraActions.append(btn, out);
}

async function applyLink(ctx, selectTool) {
  const fragment = location.hash.slice(1);
  if (!fragment) return;
  try {
    const state = await decodeState(fragment, TOOLS);
    selectTool(state.tool);
    ctx[state.tool].wb.load(state.text, state.options);
    // The link has been applied; from now on the saved input is what a reload restores.
    history.replaceState(null, "", location.pathname + location.search);
  } catch (err) {
    banner(err instanceof LinkError ? err.message : "This link could not be opened.");
  }
}

function setupPresentation() {
  const btn = document.getElementById("present-toggle");
  const set = (on) => {
    document.documentElement.classList.toggle("present", on);
    btn.setAttribute("aria-pressed", String(on));
    try {
      localStorage.setItem("boardlab:present", on ? "1" : "");
    } catch (_) {
      /* ignore */
    }
  };
  btn.addEventListener("click", () => set(!document.documentElement.classList.contains("present")));
  set(localStorage.getItem("boardlab:present") === "1");
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  navigator.serviceWorker.register("./sw.js").catch((err) => console.warn("offline support unavailable:", err.message));
}

main();
