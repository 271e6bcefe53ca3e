"""Pastes in the page (tool throws): a judge file read as several boards says what it read and gives
every board's answer; a paste that reads two ways shows the error naming both readings."""

from pathlib import Path

import pytest

from engine import api

pytestmark = pytest.mark.browser

PASTE = Path(__file__).resolve().parents[1] / "data" / "paste"
TID = '[data-testid="{}-throws"]'


def run_paste(page, text, fmt="auto"):
    page.click(TID.format("tab"))
    page.evaluate("o => window.boardlab.throws.wb.setOptions(o)", {"format": fmt})
    page.fill(TID.format("input"), text)
    before = int(page.get_attribute("#panel-throws", "data-runs") or 0)
    page.click(TID.format("run"))
    page.wait_for_function(
        "n => Number(document.querySelector('#panel-throws').dataset.runs || 0) > n", arg=before, timeout=60_000
    )


def test_judge_file_says_read_as_and_lists_each_boards_answer(page_ok):
    text = (PASTE / "hackerrank-sample.in").read_text()
    expected = api.throws(text)
    run_paste(page_ok, text)
    assert page_ok.text_content(TID.format("result")) == str(expected["throws"])
    detected = page_ok.text_content(TID.format("detected"))
    assert detected.startswith("Read as: judge multi-test file, 2 boards (format hackerrank")
    notes = page_ok.text_content(TID.format("warnings"))
    for row in expected["boards"]:
        assert f"board {row['number']} ({row['summary']}): {row['throws']} throws" in notes


def test_a_paste_that_reads_two_ways_names_both_and_a_format_choice_reads_it(page_ok):
    text = "1\n3 90\n3\n99 10\n98 10\n10 97"
    run_paste(page_ok, text)
    err = page_ok.text_content(TID.format("error"))
    assert "--format counts" in err and "--format hrtest" in err
    run_paste(page_ok, text, "hrtest")
    assert page_ok.text_content(TID.format("result")) == str(api.throws(text, {"format": "hrtest"})["throws"])
