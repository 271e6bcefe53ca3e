// The page around the tools: tabs, the engine status line, presentation mode, a message banner,
// and the service worker (offline use).

import { onState } from "../engine.js";
import { h } from "./dom.js";
import { preference, setPreference } from "./storage.js";

/** Wire the tab bar; returns selectTool(name). */
export function setupTabs() {
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

function statusText(s) {
  const dt = ((performance.now() - s.since) / 1000).toFixed(1);
  if (s.status === "ready") return "Python engine ready.";
  if (s.status === "error") return s.message || "The Python engine could not start.";
  if (s.status === "restarting") return `Restarting the Python engine… ${dt} s (your input is kept)`;
  return `Starting the Python engine… ${dt} s`;
}

/** The status line follows the engine: starting (with a clock), ready, restarting, error. */
export function setupStatus() {
  const status = document.getElementById("engine-status");
  let timer = null;
  onState((s) => {
    clearInterval(timer);
    status.textContent = statusText(s);
    if (s.status === "starting" || s.status === "restarting") timer = setInterval(() => (status.textContent = statusText(s)), 100);
    status.dataset.state = s.status;
  });
}

export function banner(text) {
  const box = document.getElementById("page-message");
  box.replaceChildren(h("span", { text }), h("button", { type: "button", class: "link", text: "Dismiss", onclick: () => (box.hidden = true) }));
  box.hidden = false;
}

export function setupPresentation() {
  const btn = document.getElementById("present-toggle");
  const set = (on) => {
    document.documentElement.classList.toggle("present", on);
    btn.setAttribute("aria-pressed", String(on));
    setPreference("boardlab:present", on ? "1" : "");
  };
  btn.addEventListener("click", () => set(!document.documentElement.classList.contains("present")));
  set(preference("boardlab:present") === "1");
}

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  navigator.serviceWorker.register("./sw.js").catch((err) => console.warn("offline support unavailable:", err.message));
}

export async function loadExamples() {
  try {
    const res = await fetch("./examples.json");
    return (await res.json()).examples || [];
  } catch (_) {
    return [];
  }
}
