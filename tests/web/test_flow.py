"""The probability flow on the Probability tab: the frames shown on the Milton Bradley board equal
the engine's rows (``api`` called in-process) at several turns, square by square, exactly; step,
scrub and keys (only while the flow has focus) move it; several players show the game still on.
Every drawing downloads as SVG (parsed) and PNG (header, size); the worksheet prints the question on
page one and the answer with the route on page two (print media, PDF page count in A4 and Letter)."""

import re
import struct
import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path

import pytest

from engine import api, examples
from pagekit import run_tool

pytestmark = pytest.mark.browser

MB = next(e for e in examples.examples() if e["id"] == "chutes-ladders-47")
FLOW = '[data-testid="flow-analysis"]'
SVG = "{http://www.w3.org/2000/svg}"


def engine_flow(players=2, turns=60):
    options = {**MB["options"], "players": players, "turns": turns}
    return api.handle({"tool": "flow", "text": MB["text"], "options": options})["result"]


@pytest.fixture(scope="module")
def flow_page(app):
    page, _ = app
    page.click('[data-testid="tab-analysis"]')
    page.select_option('[data-testid="examples-analysis"]', MB["id"])
    page.click('[data-testid="run-analysis"]')
    page.wait_for_function("() => document.querySelector(`[data-testid=flow-analysis]`)?.dataset.turns", timeout=99_000)
    return page


def scrub_to(page, t):
    page.eval_on_selector(
        '[data-testid="flow-scrub"]', "(el, t) => { el.value = t; el.dispatchEvent(new Event('input')); }", t
    )
    page.wait_for_function("(t) => document.querySelector(`[data-testid=flow-analysis]`).dataset.turn == t", arg=t)


def frame(page):
    """Every shaded square of the frame shown: (label, data-p, data-exact, hover text)."""
    return page.eval_on_selector_all(
        f"{FLOW} rect.flow-sq",
        "rs => rs.map(r => [Number(r.dataset.square), r.dataset.p, r.dataset.exact, r.firstChild.textContent])",
    )


@pytest.mark.parametrize("t", [0, 1, 7, 20, 38, 39, 60])
def test_frames_equal_the_engine_rows(flow_page, app, t):
    page = flow_page
    want = engine_flow()
    assert page.get_attribute(FLOW, "data-turns") == str(want["turns"]) == "60"
    scrub_to(page, t)
    row = want["rows"][t]
    got = frame(page)
    assert [g[0] for g in got] == list(range(1, 100))
    assert [float(g[1]) for g in got] == row["squares"]
    if row["exact"]:
        assert [g[2] for g in got] == row["exact"]["squares"]
        shown = sum(Fraction(g[2]) for g in got) + Fraction(row["exact"]["off"]) + Fraction(row["exact"]["finished"])
        assert shown == 1
        assert row["exact"]["squares"][37] in got[37][3]  # hover: the exact fraction of square 38
    else:
        assert all(g[2] == "" for g in got) and f"{row['squares'][52]:.6g}"[:5] in got[52][3]
    finished = page.text_content('[data-testid="flow-finished-text"]')
    assert row["finished_text"] in finished
    assert page.get_attribute('[data-testid="flow-chart"]', "data-turn") == str(t)
    app[1].check()


def test_step_back_play_and_keys_only_with_focus(flow_page):
    page = flow_page
    scrub_to(page, 5)
    page.click('[data-testid="flow-step"]')
    assert page.get_attribute(FLOW, "data-turn") == "6"
    page.click('[data-testid="flow-back"]')
    page.click('[data-testid="flow-back"]')
    assert page.get_attribute(FLOW, "data-turn") == "4"
    assert "after turn 4 of 60" in page.text_content('[data-testid="flow-status"]')
    page.focus('[data-testid="flow-scrub"]')
    page.keyboard.press("ArrowRight")
    assert page.get_attribute(FLOW, "data-turn") == "5"
    page.keyboard.press("End")
    assert page.get_attribute(FLOW, "data-turn") == "60"
    page.focus('[data-testid="tab-analysis"]')
    page.evaluate("() => document.activeElement.blur()")
    page.keyboard.press("Home")
    assert page.get_attribute(FLOW, "data-turn") == "60"  # focus outside the flow: keys do nothing here
    scrub_to(page, 0)
    page.click('[data-testid="flow-play"]')
    page.wait_for_function("() => Number(document.querySelector('[data-testid=flow-analysis]').dataset.turn) >= 2")
    page.click('[data-testid="flow-play"]')


def test_several_players_show_the_game_still_on(flow_page):
    page = flow_page
    want = engine_flow(players=2)
    scrub_to(page, 30)
    assert page.is_visible('[data-testid="flow-game-on"]')
    shown = page.text_content('[data-testid="flow-game-on-text"]')
    assert want["rows"][30]["exact"]["game_on"] in shown and want["rows"][30]["game_on_text"] in shown
    assert page.locator('[data-testid="flow-chart"] polyline.game-on').count() == 1


def download(page, bar_scope, kind):
    """Click the SVG or PNG button of the drawing bar in ``bar_scope``; the file's bytes and name."""
    with page.expect_download() as info:
        page.click(f'{bar_scope} [data-testid="download-{kind}"]')
    d = info.value
    return Path(d.path()).read_bytes(), d.suggested_filename


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_flow_frame_and_chart_download_as_svg_and_png(flow_page):
    page = flow_page
    scrub_to(page, 12)
    data, name = download(page, '[data-testid="flow-board"]', "svg")
    root = ET.fromstring(data)
    assert root.tag == f"{SVG}svg" and name == "boardlab-analysis-flow-board.svg"
    squares = root.findall(f".//{SVG}rect[@class='shade flow-sq']")
    want = engine_flow()["rows"][12]
    assert [float(r.get("data-p")) for r in squares] == want["squares"]  # the frame shown, as drawn
    assert "fill:" in squares[0].get("style")  # the page's look travels with the file
    data, name = download(page, '[data-testid="flow-board"]', "png")
    w, h = png_size(data)
    assert name.endswith(".png") and w > 400 and h > 400 and len(data) > 5000
    data, _ = download(page, '[data-testid="flow-chart-box"]', "svg")
    assert ET.fromstring(data).find(f".//{SVG}polyline") is not None
    w, h = png_size(download(page, '[data-testid="flow-chart-box"]', "png")[0])
    assert w > h > 100


def test_every_drawing_has_its_buttons(flow_page):
    """Each drawing on the Probability tab (heat board, histogram, flow board, flow chart) and the
    Shortest route board with its route is followed by one SVG/PNG bar."""
    page = flow_page
    count = """() => [...document.querySelectorAll('#panel-analysis svg[role=img]')].filter(s => !s.ownerSVGElement)
        .map(s => s.nextElementSibling?.getAttribute('aria-label'))"""
    bars = page.evaluate(count)
    assert len(bars) >= 4 and set(bars) == {"Download this drawing"}
    run_tool(page, "throws", "Ladder = [[6,46]]")
    data, _ = download(page, "#panel-throws", "svg")
    assert ET.fromstring(data).tag == f"{SVG}svg"
    run_tool(page, "spell", "ABC\nDEF\n")
    data, name = download(page, "#hex-spell + .downloads", "svg")  # the grid's bar, right after it
    assert len(ET.fromstring(data).findall(f".//{SVG}polygon")) >= 6 and name.startswith("boardlab-spell")
    assert png_size(download(page, "#hex-spell + .downloads", "png")[0])[0] > 100
    page.click('[data-testid="tab-analysis"]')


WORKSHEET_BOARD = "Ladder = [[6,46]]\nSnake = [[99,2]]\n"


def pdf_pages(pdf):
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


def test_worksheet_prints_the_question_then_the_answer_on_two_pages(flow_page):
    page = flow_page
    want = api.throws(WORKSHEET_BOARD)
    page.click('[data-testid="tab-throws"]')
    page.fill('[data-testid="input-throws"]', WORKSHEET_BOARD)
    page.click('[data-testid="worksheet-throws"]')
    page.wait_for_selector('[data-testid="ws-page-2"] .route-overlay g.throw')
    one, two = '[data-testid="ws-page-1"]', '[data-testid="ws-page-2"]'
    try:
        page.emulate_media(media="print")
        assert page.is_hidden("main") and page.is_hidden('[data-testid="ws-print"]')
        assert f"from square {want['start_label']} to square {want['goal_label']}" in page.text_content(one)
        assert page.locator(f"{one} svg.board").count() == 1 and page.locator(f"{one} .route-overlay g").count() == 0
        assert page.text_content('[data-testid="ws-answer"]') == f"Fewest throws: {want['throws']}"
        assert page.text_content('[data-testid="ws-route"]') == f"Route: {want['route_text']}"
        moves = page.eval_on_selector_all(f"{two} .ws-moves li", "ls => ls.map(l => l.textContent)")
        assert moves == [m["text"] for m in want["moves"]]
        assert page.locator(f"{two} .route-overlay g.throw").count() == want["throws"]
        breaks = page.evaluate(
            """() => [...document.querySelectorAll('.ws-page')].map(p => getComputedStyle(p).breakAfter)"""
        )
        assert breaks == ["page", "auto"]
        for paper, size in (("A4", (595, 842)), ("Letter", (612, 792))):
            page.emulate_media(media="screen")  # the Paper menu is not printed
            page.select_option('[data-testid="ws-paper"]', paper)
            page.emulate_media(media="print")  # page.pdf prints with the media emulated last
            pdf = page.pdf(prefer_css_page_size=True)
            assert pdf_pages(pdf) == 2, paper
            box = re.search(rb"/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]", pdf)
            assert (round(float(box[1])), round(float(box[2]))) == size, paper
    finally:
        page.emulate_media(media="screen")
    page.click('[data-testid="ws-close"]')
    assert page.is_visible("main") and page.locator('[data-testid="worksheet"]').count() == 0
    page.click('[data-testid="tab-analysis"]')
