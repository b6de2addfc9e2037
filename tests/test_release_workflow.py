"""The release workflow cannot run here, so it is checked here: against GitHub's own schema
for workflow files (carried by check-jsonschema, no network), and for what it must do: on a
version tag, on Linux, Windows and macOS, install as the README does, run the README's tests,
build the one-file binary with build/build.py (which smoke-runs it), package each platform's
file, and publish them with their checksums."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def workflow() -> dict[str, Any]:
    from ruamel.yaml import YAML

    data = YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_the_workflow_file_is_valid_for_github() -> None:
    result = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                             str(WORKFLOW)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_broken_workflow_is_refused_by_the_check(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text(encoding="utf-8").replace("runs-on:", "run-on:", 1), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                             str(broken)], capture_output=True, text=True, timeout=120)
    assert result.returncode != 0


def test_it_runs_on_a_version_tag_on_the_three_platforms() -> None:
    data = workflow()
    triggers = data.get("on") or data.get(True)             # YAML 1.1 reads a bare "on" as True
    assert triggers["push"]["tags"] == ["v*"]
    oses = [entry["os"] for entry in data["jobs"]["build"]["strategy"]["matrix"]["include"]]
    assert [o.split("-")[0] for o in oses] == ["ubuntu", "windows", "macos"]


@pytest.mark.parametrize("needle", [
    'pip install -e ".[test,build]"',        # the project's own files install it
    "python -m pytest",                      # the README's test command
    "python build/build.py --onefile-only",  # which runs the built binary's smoke mode
    "games-of-eternus.desktop", "games-of-eternus.png", "Games of Eternus.app",
])
def test_every_platform_job_installs_tests_builds_and_packages(needle: str) -> None:
    steps = " ".join(str(step.get("run", "")) for step in workflow()["jobs"]["build"]["steps"])
    assert needle in steps


def test_the_release_carries_the_three_files_with_their_checksums() -> None:
    release = workflow()["jobs"]["release"]
    assert release["needs"] == "build"
    runs = " ".join(str(step.get("run", "")) for step in release["steps"])
    uses = [step.get("uses", "") for step in release["steps"]]
    assert "sha256sum * > SHA256SUMS.txt" in runs
    assert any(u.startswith("softprops/action-gh-release@") for u in uses)


def test_the_readme_test_command_is_the_one_the_workflow_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert '.venv/bin/pip install -q -e ".[test]" && .venv/bin/python -m pytest' in readme
