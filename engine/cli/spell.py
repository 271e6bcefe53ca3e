"""Shared parts of the spell commands (``spellpath``, ``spellseeker``): solving each grid.

The commands print the seed programs' formats; several FILEs are handled in turn, in one process.
A search runs as a job of the engine's door, as in the page, so Ctrl-C stops it as the page's Stop
does: the best path found so far is printed, stderr says what is proven, and the exit status is 130.
With ``--progress``, or when stderr is a terminal, the search's progress goes to stderr at its first
slice and every 5 s after.
"""

import gc
import sys
import time

from .. import api
from .door import files_argument, read_inputs, request, result_of

__all__ = ["solve_each", "add_arguments"]

#: search nodes per slice of the job (as ``spell.longest_path`` runs the one-call request)
SLICE_NODES = 2000
#: milliseconds per step of the job, and seconds between two progress lines (the first after the first step)
STEP_MS, EVERY = 250, 5.0
#: the exit status after Ctrl-C (128 + SIGINT, as a shell reports it)
INTERRUPTED = 130


def add_arguments(p):
    files_argument("grid files")(p)
    p.add_argument(
        "--progress",
        action="store_true",
        help="print the search's progress on stderr every 5 s (always when stderr is a terminal); "
        "Ctrl-C stops the search and prints the best path so far",
    )


def solve_each(args, out, show):
    """Solve every input grid and ``show(result, out)``; a search stopped by ``--budget`` says so
    on stderr and makes the exit status 2, one stopped by Ctrl-C 130 (the files after it are not
    read); input errors go to stderr (status 1)."""
    status = 0
    tell = args.progress or sys.stderr.isatty()
    for name, text in read_inputs(args.files):
        req = request(args, "spell", text, slice_nodes=SLICE_NODES)
        result, stopped = _solve(name, req, tell)
        if result is None:
            status = max(status, 1)
            continue
        show(result, out)
        if stopped or result["stopped_text"]:
            print(f"{name}: {stopped or result['stopped_text']}", file=sys.stderr)
        if stopped:
            return INTERRUPTED
        status = max(status, 2 if result["stopped_text"] else 0)
    return status


def _solve(name, req, tell):
    """(result or None, None) once the job is done; (the best so far, why) after Ctrl-C.  Python's
    cyclic collector stays off across the slices, as in ``spell.longest_path`` (see
    ``spell.seeker.without_cycle_collector``)."""
    job = api.start_job(req)
    if isinstance(job, dict):  # an input error
        return result_of(name, job), None
    was, last = gc.isenabled(), None
    gc.disable()
    try:
        while True:
            reply = job.step(STEP_MS)
            if reply.get("done", True):
                return result_of(name, reply), None
            if tell and (last is None or time.monotonic() - last >= EVERY):
                last = time.monotonic()
                _tell(name, reply["progress"])
    except KeyboardInterrupt:
        return _best_so_far(name, req, job.cancel()["progress"])
    finally:
        if was:
            gc.enable()


def _tell(name, progress):
    print(f"{name}: {progress['nodes']} nodes searched, {progress['bounds']} (Ctrl-C stops)", file=sys.stderr)


def _best_so_far(name, req, progress):
    """The reply fields ``show`` prints, for the best path before Ctrl-C (none before the first slice)."""
    path = progress.get("best_path", [])
    grid = result_of(name, api.handle({"tool": "spellgrid", "text": req["text"], "options": {"path": path}}))
    if grid is None:
        return None, None
    if not progress:
        return {**grid, "length": 0}, "stopped by Ctrl-C before the search began"
    nodes, most = progress["nodes"], progress["upper_bound"]
    why = f"stopped by Ctrl-C after {nodes} nodes; a longest path has at most {most} cells"
    return {**grid, "length": len(path)}, why
