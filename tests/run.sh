#!/usr/bin/env bash
# The one test command: installs what the tests need, runs the linters, then every test.
#   bash tests/run.sh            # everything
#   bash tests/run.sh -k games   # extra arguments go to pytest
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
# 1. A virtual environment with the test extras from pyproject.toml.
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.boardlab-test-deps
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[test]"
  touch "$stamp"
fi

# 2. The pinned browser runtime (Pyodide, PyScript) and the JavaScript test tools from package-lock.json.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund
fi

# 3. Debian packages: the three browser engines, their drivers, a virtual screen, and nginx (the
#    stock web server the deploy test serves the build with). Nothing is installed when all are there.
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/firefox-esr ] || need+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || need+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || need+=(xvfb)
[ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=(); else SUDO=(sudo -n); fi
  if command -v apt-get >/dev/null 2>&1 && "${SUDO[@]}" true 2>/dev/null; then
    "${SUDO[@]}" apt-get update -qq
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
  else
    echo "tests/run.sh: missing ${need[*]} and cannot install them with apt-get; install them and run again." >&2
    exit 1
  fi
fi

# 4. Linters: any finding fails the run.
.venv/bin/ruff check .
.venv/bin/ruff format --check .
npx --no-install eslint .

# 5. The tests.
# Two workers (BOARDLAB_WORKERS; 0 runs in one process); a browser module stays whole on one worker
# (tests/conftest.py groups it). Arguments given here come after: `-n 0` still wins.
workers=${BOARDLAB_WORKERS:-2}
if [ "$workers" = 0 ]; then exec .venv/bin/python -m pytest "$@"; fi
# The whole suite (no path given): the three-engine smoke suite runs last, alone, so WebKitGTK never
# shares the two cores with another worker's browser (beside one, it crashed or hung in 2 of 4 runs).
for arg in "$@"; do
  if [ -e "${arg%%::*}" ]; then exec .venv/bin/python -m pytest -n "$workers" --dist loadgroup "$@"; fi
done
smoke=tests/web/test_smoke.py
status=0
.venv/bin/python -m pytest -n "$workers" --dist loadgroup --ignore="$smoke" "$@" || { s=$?; [ "$s" = 5 ] || status=$s; }
# One worker, its own output folder (the controller empties --output when it starts); 5: none selected.
.venv/bin/python -m pytest -n 1 --output test-results/smoke "$@" "$smoke" || { s=$?; [ "$s" = 5 ] || status=$s; }
exit "$status"
