"""Running a student's program, one case at a time, for ``check`` on the command line.

Each case runs in a process of its own, with its address space and its processor time limited, in
a session of its own (a program that loops, allocates without end, exits or starts children cannot
take the check down with it). Where the system can fork, one helper process (the *zygote*) starts
Python and the harness once, and forks a fresh copy of itself per case: a case then starts in about
a millisecond instead of the 50-90 ms of a new interpreter, which is most of a check's time when it
shrinks a failing case over hundreds of runs. Elsewhere each case starts ``python3 -I`` anew. Both
run the same harness (``engine/check/harness.py``) and give the same outcomes.
"""

import contextlib
import json
import math
import os
import select
import signal
import subprocess
import sys
import tempfile
import weakref

from ..check import HARNESS

#: what a case's process sets first: ``mb`` MB of address space, and ``cpu`` whole seconds of processor
#: time after which the system stops it (SIGXCPU)
_LIMIT = """
def _limit(mb, cpu):
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (mb << 20, mb << 20))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    except (ImportError, ValueError, OSError):
        pass
"""

#: one case in a new interpreter: ``python3 -I -c _MAIN task.json outcome.json MB CPU``
_MAIN = (
    HARNESS
    + _LIMIT
    + """
import json, sys
_limit(int(sys.argv[3]), int(sys.argv[4]))
with open(sys.argv[1]) as f:
    d = json.load(f)
r = run_case(d["code"], d["task"])
with open(sys.argv[2], "w") as f:
    json.dump(r, f)
"""
)

#: the zygote: reads one job a line ({"dir", "mb", "cpu"}), forks, writes the child's pid on a line,
#: then its wait status on the next. The child runs dir/task.json into dir/outcome.json.
_ZYGOTE = (
    HARNESS
    + _LIMIT
    + r"""
import json, os, sys



def _case(job):
    os.setsid()
    os.chdir(job["dir"])
    null = os.open(os.devnull, os.O_RDWR)
    err = os.open("stderr.txt", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(os.open("stdin.txt", os.O_RDONLY), 0)
    os.dup2(null, 1)
    os.dup2(err, 2)
    _limit(job["mb"], job["cpu"])
    with open("task.json") as f:
        d = json.load(f)
    r = run_case(d["code"], d["task"])
    with open("outcome.json", "w") as f:
        json.dump(r, f)


def _child(job):
    status = 0
    try:
        _case(job)
    except BaseException:
        traceback.print_exc()
        status = 1
    finally:
        sys.stderr.flush()
        os._exit(status)


for line in sys.stdin:
    job = json.loads(line)
    pid = os.fork()
    if pid == 0:
        _child(job)
    print(pid, flush=True)
    print(os.waitpid(pid, 0)[1], flush=True)
"""
)


def _cpu_seconds(time_limit):
    """Whole seconds of processor time the process may use: the limit, plus at least half a second for
    the interpreter's start (never counted against the program). A program that loops is stopped
    there rather than after three times the limit in wall-clock time."""
    return math.ceil(time_limit + 0.5)


class _Zygote:
    """The helper process that forks one child per case (see the module's text)."""

    def __init__(self):
        self.p = subprocess.Popen(
            [sys.executable, "-I", "-c", _ZYGOTE],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            bufsize=0,
        )

    def run(self, job, wall):
        """The case's wait status, or None when it ran past ``wall`` seconds (it is then killed)."""
        self.p.stdin.write(json.dumps(job).encode() + b"\n")
        pid = int(self._line())
        if select.select([self.p.stdout], [], [], wall)[0]:
            return int(self._line())
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pid, signal.SIGKILL)
        self._line()
        return None

    def _line(self):
        line = self.p.stdout.readline()
        if not line:
            raise OSError("the case runner stopped")
        return line

    def alive(self):
        return self.p.poll() is None

    @staticmethod
    def close(p):
        p.stdin.close()
        try:
            p.wait(timeout=5)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def _outcome(tmp, err, time_limit):
    """The outcome the case wrote, or an error with the last line it printed to stderr."""
    try:
        with open(os.path.join(tmp, "outcome.json")) as f:
            out = json.load(f)
    except (OSError, ValueError):
        last = (err or b"").decode(errors="replace").strip().splitlines()[-1:] or ["the program died"]
        return {"status": "error", "error": last[0], "line": None, "seconds": None}
    if out.get("seconds", 0) > time_limit:
        return {"status": "timeout", "seconds": out["seconds"], "limit": time_limit}
    return out


def _timeout(time_limit):
    return {"status": "timeout", "seconds": time_limit, "limit": time_limit}


def _write_task(tmp, code, task):
    """The task for the harness, and its input as the case's file descriptor 0 (``open(0)``)."""
    with open(os.path.join(tmp, "task.json"), "w") as f:
        json.dump({"code": code, "task": task}, f)
    with open(os.path.join(tmp, "stdin.txt"), "wb") as f:
        f.write((task.get("stdin") or "").encode("utf-8"))


def _forked(code, time_limit, memory_mb):
    zygote = [_Zygote()]

    def run(task):
        if not zygote[0].alive():
            zygote[0] = _Zygote()
        with tempfile.TemporaryDirectory() as tmp:
            _write_task(tmp, code, task)
            job = {"dir": tmp, "mb": int(memory_mb), "cpu": _cpu_seconds(time_limit)}
            try:
                status = zygote[0].run(job, 3 * time_limit + 1)
            except OSError:  # the zygote was stopped from outside: once more from a new one
                zygote[0] = _Zygote()
                status = zygote[0].run(job, 3 * time_limit + 1)
            if status is None or os.waitstatus_to_exitcode(status) == -signal.SIGXCPU:
                return _timeout(time_limit)
            with open(os.path.join(tmp, "stderr.txt"), "rb") as f:
                err = f.read()
            return _outcome(tmp, err, time_limit)

    weakref.finalize(run, lambda: _Zygote.close(zygote[0].p))
    return run


def _spawn(cmd, tmp, fd0):
    return subprocess.Popen(
        cmd, cwd=tmp, stdin=fd0, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
    )


def _spawned(code, time_limit, memory_mb):
    def run(task):
        with tempfile.TemporaryDirectory() as tmp:
            _write_task(tmp, code, task)
            limits = [str(int(memory_mb)), str(_cpu_seconds(time_limit))]
            cmd = [sys.executable, "-I", "-c", _MAIN, "task.json", "outcome.json", *limits]
            with open(os.path.join(tmp, "stdin.txt"), "rb") as fd0:
                p = _spawn(cmd, tmp, fd0)
            try:
                _, err = p.communicate(timeout=3 * time_limit + 1)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.communicate()
                return _timeout(time_limit)
            if p.returncode == -signal.SIGXCPU:
                return _timeout(time_limit)
            return _outcome(tmp, err, time_limit)

    return run


#: whether this system can fork (POSIX): cases are then forked from the zygote
FORK = hasattr(os, "fork")


def runner(code, time_limit, memory_mb, fork=FORK):
    """run(task) -> outcome: each task in a process of its own, its address space limited to
    ``memory_mb``. The time limit is on processor time, as judges count it (a busy machine does not
    fail a correct program); the system stops a case past the limit in processor time
    (``_cpu_seconds``), and one still running after three times the limit in wall-clock time, plus a
    second, is killed with its children. ``fork``: forked from the zygote, else a new interpreter."""
    return (_forked if fork else _spawned)(code, time_limit, memory_mb)
