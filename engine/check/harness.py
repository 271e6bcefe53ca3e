"""The code that runs one case of a student's program: a Python source text, never run by the engine.

The command line (``engine/cli/check.py``, in a subprocess with a time limit) and the page (its own
worker, apart from the engine's) execute ``HARNESS`` and call ``run_case(code, task)``. A *task* is
``{"stdin": str, "argv": [str], "call": {"method": name, "args": [...]} or None}``: a stdin program is
run as ``__main__`` with that input and arguments; a function is looked up on ``Solution()`` and
called. The *outcome* is plain data:

- ``status``: ``"ok"``, ``"error"`` (an exception, or ``sys.exit`` with a non-zero status),
  ``"memory"`` (MemoryError, or CPython's SystemError for an allocation failed in C, or an error
  raised while handling one: a program that went past the limit fails there, as on a judge; nothing
  is built while the heap is full, and the program's objects are dropped before the outcome is
  written) or ``"timeout"`` (written by the runner, never by the harness);
- ``stdout`` (at most ``OUTPUT_LIMIT`` bytes, read as UTF-8), ``value`` (a function's return value, or None),
  ``error`` (the exception's last line), ``line`` (the line of the student's code where it was raised,
  or None), ``seconds`` (the processor time spent in the student's code, as judges count it).

Reading past the end of the input raises ``EOFError`` as it does in a terminal.
"""

__all__ = ["HARNESS", "FILENAME", "OUTPUT_LIMIT"]

#: the file name the student's code is compiled under (tracebacks point to it)
FILENAME = "<solution>"
#: bytes of output kept (a program printing without end is stopped here)
OUTPUT_LIMIT = 1 << 20

HARNESS = r"""
import io, sys, time, traceback


class _Capped(io.BytesIO):
    # the program's output as bytes (sys.stdout.buffer writes here too), kept when the program closes it
    kept = b""

    def write(self, b):
        if self.tell() + len(b) > LIMIT:
            raise RuntimeError("output limit exceeded (%d bytes)" % LIMIT)
        return super().write(b)

    def close(self):
        if not self.closed:
            self.kept = self.getvalue()
        super().close()

    def text(self):
        return (self.kept if self.closed else self.getvalue()).decode("utf-8", "replace")


def _streams(stdin):
    # text streams over bytes, as a terminal's: sys.stdin.buffer and sys.stdout.buffer work (fast input
    # and output as contest programs write them), and text written is in the bytes at once
    raw = _Capped()
    out = io.TextIOWrapper(raw, encoding="utf-8", newline="\n", write_through=True)
    return io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8"), out, raw


def _where(e):
    frames = [f for f in traceback.extract_tb(e.__traceback__) if f.filename == FILENAME]
    return frames[-1].lineno if frames else None


def _memory_error(e):
    # CPython says "returned NULL without setting an exception" when an allocation fails inside C code
    return isinstance(e, MemoryError) or (isinstance(e, SystemError) and "without setting an exc" in str(e))


def _out_of_memory(e):
    # the error itself, or one it was raised while handling: the program went past the limit either way
    for _ in range(50):
        if e is None:
            return False
        if _memory_error(e):
            return True
        e = e.__cause__ or e.__context__
    return False


def _memory_said(e):
    if _memory_error(e):
        return "MemoryError"
    try:
        return "MemoryError, then " + traceback.format_exception_only(type(e), e)[-1].strip()
    except MemoryError:
        return "MemoryError"


def _line_without_memory(e):
    # the student's line, found without building anything (the heap is full)
    tb, line = e.__traceback__, None
    try:
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == FILENAME:
                line = tb.tb_lineno
            tb = tb.tb_next
    except MemoryError:
        pass
    return line


def run_case(code, task):
    call = task.get("call")
    sys_in, out, raw = _streams(task.get("stdin") or "")
    saved = sys.stdin, sys.stdout, sys.argv
    sys.stdin, sys.stdout = sys_in, out
    sys.argv = ["solution.py", *[str(a) for a in task.get("argv") or []]]
    ns = {"__name__": "solution" if call else "__main__", "__builtins__": __builtins__}
    result = {"status": "ok", "value": None, "error": None, "line": None}
    t0 = time.process_time()
    try:
        exec(compile(code, FILENAME, "exec"), ns)
        if call:
            if "Solution" not in ns:
                raise NameError("no class Solution in the code")
            result["value"] = getattr(ns["Solution"](), call["method"])(*call["args"])
    except SystemExit as e:
        if e.code not in (None, 0):
            result.update(status="error", error="SystemExit: exit status %s" % (e.code,))
    except BaseException as e:
        if _out_of_memory(e):
            result.update(status="memory", error=_memory_said(e), line=_line_without_memory(e))
        else:
            last = traceback.format_exception_only(type(e), e)[-1].strip()
            result.update(status="error", error=last, line=_where(e))
    finally:
        sys.stdin, sys.stdout, sys.argv = saved
        ns.clear()
    result["seconds"] = time.process_time() - t0
    result["stdout"] = raw.text()
    try:
        hash(repr(result["value"]))
        if not isinstance(result["value"], (int, float, str, bool, list, type(None))):
            result["value"] = repr(result["value"])
    except Exception:
        result["value"] = "<unprintable>"
    return result
""".replace("FILENAME", repr(FILENAME)).replace("LIMIT", str(OUTPUT_LIMIT))
