// Running an engine call for a tool: the busy bar after 300 ms, elapsed time, and Stop.
//
// `softStop` (optional) stops a sliced job between slices; if the engine does not answer within
// SOFT_STOP_MS of Stop, the worker is terminated and restarted (the input stays).

import { EngineRestarted, restartEngine, engineState } from "../engine.js";

// A slice asks for 150 ms and ends after the engine's step under way: a step is at most about 0.1 s of
// CPython, 2-3 times that in the page, more on a loaded machine.
const SOFT_STOP_MS = 1500;

function ticker(wb, label) {
  const t0 = performance.now();
  return setInterval(() => {
    const dt = (performance.now() - t0) / 1000;
    if (dt > 0.3) wb.busyBar.hidden = false;
    if (engineState().status !== "ready") wb.busyText.textContent = "Waiting for the Python engine to start…";
    else wb.busyText.textContent = `${label} ${dt.toFixed(1)} s`;
  }, 100);
}

/** A reply for a call that threw: stopped (the worker restarted) or a bug. */
function failure(err) {
  if (err instanceof EngineRestarted) {
    return { ok: false, stopped: true, error: { message: "Stopped. The engine is restarting; your input is kept." } };
  }
  return { ok: false, internal: true, error: { message: String(err?.message || err), details: String(err?.stack || err) } };
}

/** Run `task()` (a promise-returning engine call) with the busy bar and Stop; resolves to a reply. */
export async function runWithStop(wb, task, { softStop = null, label = "Working…" } = {}) {
  wb.clearError();
  wb.setBusy(true, label);
  const timer = ticker(wb, label);
  let hardTimer = null;
  const onStop = () => {
    wb.busyText.textContent = "Stopping…";
    if (softStop) softStop();
    hardTimer = setTimeout(() => restartEngine(), softStop ? SOFT_STOP_MS : 0);
  };
  const onKey = (ev) => {
    if (ev.key === "Escape" && !wb.busyBar.hidden) onStop();
  };
  wb.stopBtn.addEventListener("click", onStop);
  document.addEventListener("keydown", onKey);
  try {
    return await task();
  } catch (err) {
    return failure(err);
  } finally {
    clearInterval(timer);
    if (hardTimer) clearTimeout(hardTimer);
    wb.stopBtn.removeEventListener("click", onStop);
    document.removeEventListener("keydown", onKey);
    wb.setBusy(false);
  }
}
