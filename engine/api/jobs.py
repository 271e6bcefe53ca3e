"""Long work in slices: a Job steps a generator for a few milliseconds at a time.

Vocabulary: a *job* wraps a generator that yields progress dicts (whatever the tool reports:
best so far, bounds, fraction done) and returns the final result dict; ``step(millis)`` runs it
for about that long; ``cancel()`` stops it and keeps the last progress (the best so far).
"""

import time
import traceback

from ..errors import InputError

__all__ = ["Job", "internal_error"]


def internal_error(tool, e):
    """The reply for a bug: a message and the traceback for the "copy details" button."""
    return {
        "ok": False,
        "tool": tool,
        "done": True,
        "internal": True,
        "error": {"message": f"{type(e).__name__}: {e}", "details": traceback.format_exc()},
    }


class Job:
    """A sliced computation: ``step(millis)`` advances it; ``cancel()`` keeps the best so far."""

    def __init__(self, tool, generator, finish=None):
        self.tool = tool
        self.generator = generator
        self.finish = finish or (lambda result: result)
        self.progress = {}

    def step(self, millis):
        deadline = time.perf_counter() + max(1, millis) / 1000
        try:
            while True:
                self.progress = next(self.generator) or self.progress
                if time.perf_counter() >= deadline:
                    return {"ok": True, "tool": self.tool, "done": False, "progress": self.progress}
        except StopIteration as stop:
            return {"ok": True, "tool": self.tool, "done": True, "result": self.finish(stop.value)}
        except InputError as e:
            return {"ok": False, "tool": self.tool, "done": True, "error": e.to_dict()}
        except Exception as e:
            return internal_error(self.tool, e)

    def cancel(self):
        self.generator.close()
        return {"ok": True, "tool": self.tool, "done": True, "cancelled": True, "progress": self.progress}
