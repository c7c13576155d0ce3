"""The plugin guide cannot rot: its code is cut from files the suite runs, its commands
exist, and the generated reference is current."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import click

from kernel.cli import main
from kernel.scaffold import includes, reference
from tests.docs.examples import EXAMPLE

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "writing-a-plugin.md"
FENCE = re.compile(r"^```([\w-]*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def test_every_code_block_is_its_cited_source() -> None:
    text = GUIDE.read_text()
    cited = includes.citations(text)
    assert len(cited) >= 12
    for cite, body in cited:
        assert body == includes.source(cite), (
            f"{cite} changed: run python -m kernel.scaffold.includes docs/writing-a-plugin.md"
        )
    # Code (not shell commands or a file listing) only from files, never typed in: cited,
    # or a file of the example plugin that tests/docs/test_guide_examples.py runs.
    code = [m for m in FENCE.finditer(text) if m[1] not in ("", "sh")]
    assert len(code) == len(cited) + len(EXAMPLE.findall(text))


def test_the_cited_sources_are_what_the_suite_runs() -> None:
    cites = {cite.split("#")[0].split("::")[0] for cite, _ in includes.citations(GUIDE.read_text())}
    for cite in cites:
        # templates: written and run by tests/kernel/test_scaffold.py; the others are
        # plugins of this repository with their own tests.
        assert cite.startswith(
            ("kernel/scaffold/templates/", "plugins/donations/", "plugins/payments/")
        ), cite


def test_its_commands_exist() -> None:
    text = GUIDE.read_text()
    commands = [
        line.split("#")[0].strip()
        for m in FENCE.finditer(text)
        if m[1] == "sh"
        for line in m[2].splitlines()
        if line.startswith("tresen ")
    ]
    assert len(commands) >= 8
    for command in commands:
        group: click.Command = main
        for word in shlex.split(command)[1:]:
            if word.startswith("-") or not isinstance(group, click.Group):
                break
            sub = group.get_command(click.Context(group), word)
            if sub is None:
                break
            group = sub
        assert not isinstance(group, click.Group), f"{command}: no such command"


def test_the_guide_links_the_references() -> None:
    text = GUIDE.read_text()
    assert "(plugin-reference.md)" in text and "plugin-reference.md#ui-slots" in text
    assert "ui-shell/README.md" in text


def test_the_hook_and_slot_reference_is_current() -> None:
    assert reference.main(["--check"]) == 0, "run python -m kernel.scaffold.reference"
    text = reference.TARGET.read_text()
    assert "### tresen_checkout_part" in text and "| `checkout.sections` | append |" in text
