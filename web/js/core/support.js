// The browser features the page relies on. Without one, the page says so in a note under the header
// and carries on with a fallback (tests/web/test_fallbacks.py removes each feature in turn).

import { h } from "./dom.js";

function storageWorks() {
  try {
    localStorage.setItem("boardlab:probe", "1");
    localStorage.removeItem("boardlab:probe");
    return true;
  } catch (_) {
    return false;
  }
}

/** True when the browser starts workers of type "module" (PyScript's engine worker is one). */
function moduleWorkers() {
  let asked = false;
  const url = URL.createObjectURL(new Blob([""], { type: "text/javascript" }));
  try {
    const probe = new Worker(url, {
      get type() {
        asked = true;
        return "module";
      },
    });
    probe.terminate();
  } catch (_) {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
  return asked;
}

/** name -> [test, what the page does without it] */
const FEATURES = {
  moduleWorker: [moduleWorkers, "This browser cannot start module workers, so the Python engine cannot run here: you can still read and edit inputs; use a current Chrome, Edge, Firefox or Safari for answers."],
  storage: [storageWorks, "This browser does not let the page save (no local storage): your input is kept until you close the tab."],
  compression: [() => typeof CompressionStream === "function" && typeof DecompressionStream === "function", "This browser cannot compress data: share links are written uncompressed (longer), and compressed links cannot be opened here."],
  clipboard: [() => typeof navigator.clipboard?.writeText === "function", "This browser does not let the page copy: links and details are shown selected for you to copy (Ctrl+C)."],
  serviceWorker: [() => "serviceWorker" in navigator, "This browser cannot keep Boardlab for offline use: the page works while it is online."],
  resize: [() => typeof ResizeObserver === "function", "This browser cannot watch element sizes: charts are redrawn when the window is resized."],
};

/** The names of the features this browser lacks. */
export function missingFeatures() {
  return Object.keys(FEATURES).filter((name) => !FEATURES[name][0]());
}

/** Whether the browser has feature `name` (a key of FEATURES). */
export function has(name) {
  return FEATURES[name][0]();
}

/** List what is missing, with its fallback, in a note under the page's message box. */
export function showMissingFeatures() {
  const missing = missingFeatures();
  document.documentElement.dataset.missing = missing.join(" ");
  if (!missing.length) return;
  const items = missing.map((name) => h("li", { "data-testid": `missing-${name}`, text: FEATURES[name][1] }));
  const note = h("ul", { class: "page-message browser-notes", "data-testid": "browser-notes", "aria-live": "polite" }, ...items);
  document.getElementById("page-message").after(note);
}
