"""Shared test settings. Every file a test reads lives in ``tests/data`` (see its README).

``tests/run.sh`` runs the tests in two pytest-xdist workers (``--dist loadgroup``, with the groups
below). A browser test module shares one page per module (``tests/web/conftest.py``), so its tests
stay together on one worker; engine tests share nothing and are handed out one by one.

A browser test that fails is run once more (pytest-rerunfailures), on a fresh page where its page is
the module's shared one: a second failure fails the run. The summary names every rerun with its
first error ("first failures of the tests run again"). Engine tests are never rerun.
"""

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
WORKER = os.environ.get("PYTEST_XDIST_WORKER")


@pytest.fixture(scope="session")
def data():
    """The folder of test inputs copied into the repository (sources named in tests/data/README.md)."""
    return DATA


def work_unit(nodeid):
    """What one worker runs whole: a browser test module, or any other single test."""
    path = nodeid.split("::", 1)[0]
    return path if path.startswith("tests/web/") else nodeid


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """``--dist loadgroup`` with the units of ``work_unit`` (xdist's own groups come from
    ``xdist_group`` marks, which it cannot attach to a test id under pytest 9.2)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class Units(LoadScopeScheduling):
        def _split_scope(self, nodeid):
            return work_unit(nodeid)

    return Units(config, log)


#: the first failures of tests that were run again: (test id, error), printed in the summary
RERUNS = []


def pytest_collection_modifyitems(items):
    for item in items:
        if item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.flaky(reruns=1))
    if WORKER is None:
        return
    for item in items:
        if "delete_output_dir" in item.fixturenames:
            # pytest-playwright's fixture empties --output as each process starts its tests; a worker
            # starting late would delete what another has saved there (screenshots). The controller
            # empties it once instead (below).
            item.fixturenames.remove("delete_output_dir")


def pytest_sessionstart(session):
    if WORKER is None and session.config.getoption("numprocesses", None):
        shutil.rmtree(session.config.getoption("--output"), ignore_errors=True)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":  # read by the shared page's fixture, which opens a fresh page after a failure
        item.call_failed = report.failed
    return report


def pytest_runtest_logreport(report):
    if report.outcome == "rerun" and report.longrepr is not None:
        crash = getattr(report.longrepr, "reprcrash", None)
        error = crash.message if crash else str(report.longrepr).strip().splitlines()[-1]
        RERUNS.append((report.nodeid, error.splitlines()[0]))


def pytest_terminal_summary(terminalreporter):
    if RERUNS:
        terminalreporter.section("first failures of the tests run again")
        for nodeid, error in RERUNS:
            terminalreporter.line(f"{nodeid}: {error}")
