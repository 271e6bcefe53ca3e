"""Shared test settings. Every file a test reads lives in ``tests/data`` (see its README)."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


@pytest.fixture(scope="session")
def data():
    """The folder of test inputs copied into the repository (sources named in tests/data/README.md)."""
    return DATA
