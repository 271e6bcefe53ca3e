"""The repository stands on its own: no tracked file reaches for a folder beside the checkout."""

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Spelled in pieces so this file does not match itself.
FORBIDDEN = ("../" + "shared", "parent / " + '"shared"', "/ " + '"shared"')


def tracked_files():
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    return [ROOT / name for name in out.decode().split("\0") if name]


def test_no_tracked_file_reads_a_folder_beside_the_repository():
    """Code, tests and CI never mention the shared folder a public clone does not have."""
    offenders = []
    for path in tracked_files():
        if (
            path.suffix not in (".py", ".js", ".mjs", ".sh", ".json", ".toml", ".yml", ".yaml", ".cfg", "")
            or not path.is_file()
        ):
            continue
        text = path.read_text(errors="replace")
        offenders += [f"{path.relative_to(ROOT)}: {word}" for word in FORBIDDEN if word in text]
    assert not offenders, "\n".join(offenders)


def test_every_data_file_is_named_in_the_data_readme():
    """Each file under tests/data has its source written down in tests/data/README.md."""
    data = ROOT / "tests" / "data"
    readme = (data / "README.md").read_text()
    folders = {p.parent.relative_to(data).as_posix() for p in data.rglob("*") if p.is_file() and p.name != "README.md"}
    missing = [f for f in folders if f != "." and f"`{f}/" not in readme]
    assert not missing, f"folders of tests/data not described in its README: {missing}"
