"""Benchmark: the engine's longest-path solver (CPython, one process) against a C++ port of the
handout's memoized spellseeker (tests/bench/spellseeker_ref.cpp, g++ -O2, one process for all files).

Run from the repository root:
    python3 tests/bench/spell.py [--random N] [--skip-corpus] [--hard N] [--seconds S] [--cpp-timeout S]

Checks that both agree on the path length of every file and prints the two total times and
their ratio (engine / C++; below 1.0 means the engine is faster).

The hard grids (small alphabets, few blanks) run one at a time: the C++ under a time limit and a
memory cap (``prlimit --as``), the engine with ``--seconds`` of CPU time, after which it stops with
the best path and the proven bounds.  Times are CPU seconds (``getrusage``), so other load on the
machine changes them little.
"""

import argparse
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine import spell  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "lab-a"
REF = Path(__file__).with_name("spellseeker_ref.cpp")

#: random grid sets: (rows, cols, alphabet, blank, seeds)
RANDOM_SETS = [
    (25, 25, "ABCDE", 0.0, range(1, 11)),
    (30, 30, "ABCDE", 0.05, range(1, 11)),
    (30, 30, "ABCDEF", 0.0, range(1, 11)),
    (30, 30, "ABCDE", 0.1, range(1, 11)),
]
# (30x30 ABCDE without blanks is left out: seed 2 alone takes the engine minutes and the C++ far longer)

#: hard grids, one at a time: (rows, cols, alphabet, blank, seed)
HARD = [
    (12, 12, "AB", 0.0, 2),
    (14, 14, "AB", 0.1, 3),
    (14, 14, "ABC", 0.0, 1),
    (16, 16, "ABC", 0.0, 5),
    (16, 16, "ABC", 0.05, 2),
    (12, 12, "AB", 0.05, 1),
    (16, 16, "AB", 0.05, 4),
    (20, 20, "AB", 0.1, 1),
]


def compile_ref(workdir):
    exe = Path(workdir) / "spellseeker_ref"
    subprocess.run(["g++", "-O2", "-o", str(exe), str(REF)], check=True)
    return exe


def run_ref(exe, files):
    """Run the C++ once over all files; return (seconds, [path length per file])."""
    t0 = time.perf_counter()
    out = subprocess.run([str(exe), *map(str, files)], check=True, capture_output=True, text=True).stdout
    elapsed = time.perf_counter() - t0
    lengths = []
    for block in out.split("PATH\n")[1:]:
        n = 0
        for line in block.splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
                n += 1
            else:
                break
        lengths.append(n)
    return elapsed, lengths


def run_engine(texts):
    """Solve every grid in this process; return (seconds, [length], [check verdict])."""
    t0 = time.perf_counter()
    results = [spell.longest_path(spell.parse_grid(t)) for t in texts]
    elapsed = time.perf_counter() - t0
    checks = [spell.check_path(r.grid, r.path) for r in results]
    return elapsed, [r.length for r in results], checks, results


def compare(label, files, exe):
    texts = [Path(f).read_text() for f in files]
    t_ref, ref_lengths = run_ref(exe, files)
    t_eng, lengths, checks, results = run_engine(texts)
    bad = [
        f"{Path(f).name}: engine {a}, C++ {b}{'' if c.ok else ' (' + c.message + ')'}"
        for f, a, b, c in zip(files, lengths, ref_lengths, checks)
        if a != b or not c.ok
    ]
    unproven = [Path(f).name for f, r in zip(files, results) if not r.proven]
    print(f"{label}: {len(files)} grids, lengths agree on {len(files) - len(bad)}")
    for line in bad:
        print("  DISAGREE", line)
    if unproven:
        print("  not proven:", unproven)
    print(f"  C++ (handout memo, -O2): {t_ref:8.3f} s")
    print(f"  engine (CPython)       : {t_eng:8.3f} s")
    print(f"  ratio engine / C++     : {t_eng / t_ref:8.3f}")
    return not bad


def cpu_children():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_ref_capped(exe, path, seconds, memory):
    """One C++ run capped at ``seconds`` of CPU time and ``memory`` bytes of address space (prlimit):
    (CPU seconds, length or None, why not)."""
    t0 = cpu_children()
    cmd = ["prlimit", f"--cpu={seconds}", f"--as={memory}", str(exe), str(path)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=20 * seconds)
    cpu = cpu_children() - t0
    if done.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        return cpu, None, f"over {seconds} s"
    if done.returncode != 0:
        return cpu, None, f"out of memory at {memory / 10**9:g} GB" if "bad_alloc" in done.stderr else "failed"
    return cpu, len(done.stdout.split("PATH\n")[1].splitlines()), ""


def run_engine_capped(text, seconds):
    """The engine with a CPU-time cap: (CPU seconds, SpellResult)."""
    t0 = time.process_time()
    result = spell.longest_path(
        spell.parse_grid(text), should_stop=lambda: time.process_time() - t0 > seconds, every=500
    )
    return time.process_time() - t0, result


def hard(grids, work, exe, args):
    print(f"hard grids, one process each (C++ capped at {args.cpp_timeout} s CPU and {args.cpp_memory / 10**9:g} GB;")
    print(f"engine capped at {args.seconds} s CPU), CPU seconds:")
    print(f"  {'rows x cols alphabet blank seed':34} {'C++':>28} {'engine':>8}  {'ratio':>6}  engine's answer")
    ok = True
    for rows, cols, alphabet, blank, seed in grids:
        text = spell.generate(rows, cols, alphabet=alphabet, blank=blank, seed=seed)
        path = Path(work) / f"hard-{rows}x{cols}-{alphabet}-{blank}-{seed}.txt"
        path.write_text(text)
        t_ref, n_ref, why = run_ref_capped(exe, path, args.cpp_timeout, args.cpp_memory)
        t_eng, r = run_engine_capped(text, args.seconds)
        agrees = n_ref is None or (n_ref == r.length if r.proven else r.length <= n_ref <= r.upper_bound)
        ok &= spell.check_path(r.grid, r.path).ok and agrees
        if not agrees:
            print("  DISAGREE with the C++:", n_ref)
        ref = f"{t_ref:7.1f} ({n_ref})" if n_ref is not None else f"{t_ref:7.1f} ({why})"
        # a side that did not finish makes its time a floor: the ratio is then a bound, or unknown
        mark = {(True, True): "", (False, True): "<", (True, False): ">"}.get((n_ref is not None, r.proven))
        ratio = "-" if mark is None else f"{mark}{t_eng / t_ref:.3f}"
        answer = f"{r.length}, proven" if r.proven else f"at least {r.length}, at most {r.upper_bound}"
        spec = f"{rows}x{cols} {alphabet} {blank:.2f} {seed}"
        print(f"  {spec:34} {ref:>28} {t_eng:8.1f}  {ratio:>6}  {answer}", flush=True)
    return ok


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--skip-corpus", action="store_true")
    ap.add_argument("--random", type=int, default=len(RANDOM_SETS), help="how many random sets to run (0: none)")
    ap.add_argument("--hard", type=int, default=len(HARD), help="how many hard grids to run (0: none)")
    ap.add_argument("--seconds", type=float, default=30.0, help="engine CPU seconds per hard grid")
    ap.add_argument("--cpp-timeout", type=int, default=120, help="C++ CPU seconds per hard grid")
    ap.add_argument("--cpp-memory", type=int, default=2 * 10**9, help="C++ address-space cap in bytes")
    args = ap.parse_args()
    ok = True
    with tempfile.TemporaryDirectory() as work:
        exe = compile_ref(work)
        if not args.skip_corpus:
            files = [CORPUS / "20x20.txt"] + [CORPUS / "gradescript-inputs" / f"{i:03d}.txt" for i in range(61, 101)]
            ok &= compare("corpus (20x20 + gradescript 061-100)", files, exe)
        for rows, cols, alphabet, blank, seeds in RANDOM_SETS[: args.random]:
            files = []
            for seed in seeds:
                path = Path(work) / f"r{rows}x{cols}-{alphabet}-{blank}-{seed}.txt"
                path.write_text(spell.generate(rows, cols, alphabet=alphabet, blank=blank, seed=seed))
                files.append(path)
            ok &= compare(
                f"random {rows}x{cols} alphabet {alphabet} blank {blank} seeds {seeds.start}..{seeds.stop - 1}",
                files,
                exe,
            )
        if args.hard:
            ok &= hard(HARD[: args.hard], work, exe, args)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
