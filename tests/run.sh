#!/usr/bin/env bash
# The one test command: installs what the tests need, then runs them all (pytest: engine + browser).
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

# 2. The pinned browser runtime (Pyodide, PyScript, axe-core) from package-lock.json.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

# 3. A Chromium: Debian's when we can install it, else Playwright's managed browser.
if [ ! -x /usr/bin/chromium ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
  elif [ -n "$(command -v sudo)" ] && command -v apt-get >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
  else
    .venv/bin/python -m playwright install chromium
  fi
fi

# 4. The tests.
exec .venv/bin/python -m pytest "$@"
