"""Shared fixtures: paths to the corpus and seeds beside the repository."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def corpus():
    path = SHARED / "corpus"
    assert path.is_dir(), f"the shared corpus is expected at {path}"
    return path


@pytest.fixture(scope="session")
def seeds():
    path = SHARED / "seeds"
    assert path.is_dir(), f"the shared seeds are expected at {path}"
    return path
