// The student's worker, seen from the page: one task at a time with a time limit. A task that runs
// past its limit, a Stop, or a crashed interpreter terminates the worker and starts a new one, so
// the page and the engine's worker are never held up by the student's code.

const WORKER_URL = new URL("../../check-worker.js", import.meta.url);

export class StudentWorker {
  constructor(onState = () => {}) {
    this.onState = onState;
    this.worker = null;
    this.ready = null;
    this.pending = null;
    this.seq = 0;
  }

  /** Start the worker (if it is not running); resolves when Python is ready in it. */
  start() {
    if (this.ready) return this.ready;
    this.onState("starting");
    const w = new Worker(WORKER_URL, { type: "module" });
    this.worker = w;
    this.ready = new Promise((resolve, reject) => {
      w.onmessage = (ev) => {
        if (ev.data.ready === undefined) return this.answer(ev.data);
        if (ev.data.ready) {
          this.onState("ready");
          resolve();
        } else reject(new Error(ev.data.error));
      };
      w.onerror = (ev) => reject(new Error(ev.message || "the checker's worker failed to start"));
    });
    return this.ready;
  }

  answer(data) {
    const p = this.pending;
    if (!p || data.id !== p.id) return;
    this.pending = null;
    clearTimeout(p.timer);
    if (data.outcome.fatal) this.stop();
    p.resolve(data.outcome);
  }

  /** Run one task; resolves to the harness's outcome, or {status: "timeout"} after `limitMs`. */
  async run(code, task, limitMs) {
    await this.start();
    const id = ++this.seq;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending = null;
        this.stop();
        resolve({ status: "timeout", seconds: limitMs / 1000, limit: limitMs / 1000 });
      }, limitMs);
      this.pending = { id, resolve, timer };
      this.worker.postMessage({ id, code, task });
    });
  }

  /** Terminate the worker at once (a pending task resolves as stopped); the next run starts a new one. */
  stop() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.ready = null;
    const p = this.pending;
    this.pending = null;
    if (p) {
      clearTimeout(p.timer);
      p.resolve({ status: "stopped" });
    }
    this.onState("stopped");
  }
}
