// The worker client: the only module that talks to the Python engine.
//
// The engine runs in a PyScript worker (<script type="py" worker name="engine">), so a long
// computation never freezes the page. Every call sends JSON text and gets JSON text back.
// Stop: a sliced job is cancelled between slices; a call stuck in Python is stopped by
// terminating the worker and starting a fresh one (the pending promise is rejected with
// EngineRestarted so callers can tell the user).

import { has } from "./core/support.js";

export class EngineRestarted extends Error {
  constructor() {
    super("The engine was stopped and is restarting.");
    this.name = "EngineRestarted";
  }
}

const listeners = new Set();
let state = { status: "starting", since: performance.now(), message: "" };
let script = null;
let readyPromise = null;
let pending = new Set(); // {reject} of calls in flight on the current worker
let generation = 0;

function setState(status, message = "") {
  state = { status, message, since: status === state.status ? state.since : performance.now() };
  document.documentElement.dataset.engine = status;
  if (status === "ready" && !window.boardlabReadyAt) window.boardlabReadyAt = performance.now(); // for tests/bench/boot.py
  for (const fn of listeners) fn(state);
}

export function onState(fn) {
  listeners.add(fn);
  fn(state);
  return () => listeners.delete(fn);
}

export function engineState() {
  return state;
}

function waitForXworker(el, timeoutMs) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const poll = () => {
      if (el.xworker) return resolve(el.xworker);
      if (performance.now() - t0 > timeoutMs) return reject(new Error("PyScript did not start the engine worker."));
      setTimeout(poll, 15);
    };
    poll();
  });
}

function boot(el, status = "starting") {
  const gen = ++generation;
  setState(status);
  readyPromise = (async () => {
    const xw = await waitForXworker(el, 60000);
    const failed = new Promise((_, reject) => {
      xw.addEventListener("message", (ev) => {
        if (ev.data instanceof Error) reject(ev.data);
      });
      xw.addEventListener("error", (ev) => reject(new Error(ev.message || "the engine worker failed")));
    });
    await Promise.race([xw.ready, failed]);
    if (typeof xw.sync.call !== "function") throw new Error("The engine started but exported no functions.");
    return xw;
  })();
  readyPromise.then(
    () => gen === generation && setState("ready"),
    (err) => gen === generation && setState("error", readableError(err)),
  );
  return readyPromise;
}

function readableError(err) {
  const text = String((err && err.message) || err || "unknown error");
  // Keep the first line only: no Python traceback reaches the page.
  return "The Python engine could not start: " + text.split("\n").filter(Boolean).slice(-1)[0];
}

/** Resolves once PyScript has created the engine's worker (or after `capMs`): the page builds its
 *  tools after that, so the two do not compete for the main thread while the worker starts. */
export function workerCreated(capMs = 1500) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const poll = () => {
      if (script?.xworker || performance.now() - t0 > capMs) return resolve();
      setTimeout(poll, 10);
    };
    poll();
  });
}

function refuse(message) {
  setState("error", message);
  readyPromise = Promise.reject(new Error(message));
  readyPromise.catch(() => {});
  return readyPromise;
}

export function startEngine() {
  script = document.querySelector('script[type="py"][name="engine"]');
  if (!script) return refuse("The page has no engine script.");
  // PyScript's engine is a module worker: without them, say so now instead of waiting for it.
  if (!has("moduleWorker")) return refuse("The Python engine could not start: this browser cannot start module workers.");
  return boot(script);
}

export function ready() {
  return readyPromise || startEngine();
}

function track(promise) {
  let rejecter;
  const wrapped = new Promise((resolve, reject) => {
    rejecter = reject;
    promise.then(resolve, reject);
  });
  const entry = { reject: rejecter };
  pending.add(entry);
  const done = () => pending.delete(entry);
  wrapped.then(done, done);
  return wrapped;
}

async function invoke(name, ...args) {
  const xw = await ready();
  const text = await track(xw.sync[name](...args));
  return JSON.parse(text);
}

/** Answer one request {tool, text, options}; resolves to the reply dict (never a raw traceback). */
export function call(tool, text, options = {}) {
  return invoke("call", JSON.stringify({ tool, text, options }));
}

/**
 * Run a sliced job: onProgress(progress) between slices; resolves to the final reply.
 * Returns {promise, stop}: stop() cancels between slices and resolves with the best so far.
 */
export function runJob(tool, text, options = {}, onProgress = () => {}, sliceMs = 150) {
  let stopped = false;
  let jobId = null;
  const promise = (async () => {
    const first = await invoke("job_start", JSON.stringify({ tool, text, options }));
    if (!first.job) return first;
    jobId = first.job;
    // The next slice is asked for before this one's progress is drawn, so the worker never waits
    // for the page: it goes on while the page draws (Stop still cancels between two slices).
    let next = invoke("job_step", jobId, sliceMs);
    for (;;) {
      const reply = await next;
      if (reply.done || reply.ok === false) return reply;
      if (stopped) return await invoke("job_cancel", jobId);
      next = invoke("job_step", jobId, sliceMs);
      onProgress(reply.progress || {});
    }
  })();
  return {
    promise,
    stop() {
      stopped = true;
    },
  };
}

/** Terminate the worker (even mid-computation) and start a fresh one; pending calls reject. */
export function restartEngine() {
  const old = script;
  const failedCalls = [...pending];
  pending = new Set();
  try {
    old?.xworker?.terminate();
  } catch (_) {
    /* already gone */
  }
  for (const p of failedCalls) p.reject(new EngineRestarted());
  const fresh = document.createElement("script");
  for (const attr of ["type", "name", "config", "src"]) fresh.setAttribute(attr, old.getAttribute(attr));
  fresh.setAttribute("worker", "");
  old.remove();
  document.body.appendChild(fresh);
  script = fresh;
  return boot(fresh, "restarting");
}
