"""Benchmark: the engine's longest-path solver (CPython, one process) against a C++ port of the
handout's memoized spellseeker (tests/bench/spellseeker_ref.cpp, g++ -O2, one process for all files).

Run from the repository root:  python3 tests/bench/spell.py [--random N] [--skip-corpus]

Checks that both agree on the path length of every file and prints the two total times and
their ratio (engine / C++; below 1.0 means the engine is faster).
"""

import argparse
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


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--skip-corpus", action="store_true")
    ap.add_argument("--random", type=int, default=len(RANDOM_SETS), help="how many random sets to run (0: none)")
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
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
