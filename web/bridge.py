"""The thin bridge between the page and the engine, running in a PyScript worker.

JSON text in, JSON text out, nothing else: every rule lives in ``engine``. Long computations
are driven in slices (``job_start`` then ``job_step`` until done) so the page can show progress
and stop them between slices; ``call`` answers one request at once.
"""

import json

from engine import api


def call(request_json):
    """Answer one request: ``{"tool", "text", "options"}`` -> reply JSON (see engine.api.handle)."""
    return json.dumps(api.handle(json.loads(request_json)))


_jobs = {}
_next_id = [0]


def job_start(request_json):
    """Start a sliced job; the reply carries ``job`` (an id to step), or the answer if it failed at once."""
    job = api.start_job(json.loads(request_json))
    if isinstance(job, dict):
        return json.dumps(job)
    _next_id[0] += 1
    job_id = str(_next_id[0])
    _jobs[job_id] = job
    return json.dumps({"ok": True, "job": job_id, "done": False})


def job_step(job_id, millis):
    """Run a job for about ``millis`` ms; the reply carries progress, or the result when done."""
    job = _jobs.get(str(job_id))
    if job is None:
        return json.dumps({"ok": False, "error": {"message": "that computation is no longer running"}})
    reply = job.step(int(millis))
    if reply.get("done") or not reply.get("ok", True):
        _jobs.pop(str(job_id), None)
    return json.dumps(reply)


def job_cancel(job_id):
    """Stop a job between slices and return its best result so far."""
    job = _jobs.pop(str(job_id), None)
    return json.dumps(job.cancel() if job else {"ok": True, "done": True, "cancelled": True})


__export__ = ["call", "job_start", "job_step", "job_cancel"]
