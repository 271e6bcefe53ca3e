"""The board editor in the page: a board built from an empty input by dragging (mouse, and touch
through Chromium's touch emulation), the text it writes (pairs and LeetCode 909), the live answers
against the engine called here in-process, undo/redo over drags and typing, and every refused
edit's message shown at the pointer."""

import pytest

from engine import api
from pagekit import open_app

pytestmark = pytest.mark.browser

TOOL = "throws"


def sel(name, tool=TOOL):
    return f'[data-testid="editor-{name}-{tool}"]'


def engine(tool, text, **options):
    reply = api.handle({"tool": tool, "text": text, "options": options})
    assert reply["ok"], reply
    return reply["result"]


def updates(page, tool=TOOL):
    return int(page.get_attribute(sel("panel", tool), "data-updates") or 0)


def wait_update(page, before, tool=TOOL):
    """Wait until the live answers have been updated since ``before`` and no update is pending."""
    page.wait_for_function(
        "([s, n]) => { const d = document.querySelector(s).dataset; return Number(d.updates || 0) > n && !d.pending; }",
        arg=[sel("panel", tool), before],
    )


def text(page, tool=TOOL):
    return page.input_value(f'[data-testid="input-{tool}"]')


def centre(page, label, tool=TOOL):
    page.locator(sel("board", tool)).scroll_into_view_if_needed()
    box = page.locator(f'{sel("board", tool)} rect[data-square="{label}"]').bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def mouse_drag(page, a, b):
    """Press at point a, move in steps to point b, let go."""
    page.mouse.move(*a)
    page.mouse.down()
    page.mouse.move(*b, steps=6)
    page.mouse.up()


def drag(page, frm, to, tool=TOOL):
    """Drag from square ``frm`` to square ``to`` and wait for the live answers of what results."""
    before = updates(page, tool)
    mouse_drag(page, centre(page, frm, tool), centre(page, to, tool))
    wait_update(page, before, tool)


def clear_refusal(page, tool=TOOL):
    """Hide the refusal shown last, so the next one is seen arriving."""
    page.eval_on_selector(sel("refusal", tool), "el => { el.hidden = true; el.textContent = ''; }")


def refused(page, a, *path, tool=TOOL):
    """Drag from point a through ``path``, expecting a refusal: its message, and where it is shown."""
    clear_refusal(page, tool)
    page.mouse.move(*a)
    page.mouse.down()
    for p in path:
        page.mouse.move(*p, steps=4)
    page.mouse.up()
    page.wait_for_selector(f"{sel('refusal', tool)}:not([hidden])")
    box = page.locator(sel("refusal", tool)).bounding_box()
    return page.text_content(sel("refusal", tool)), box


@pytest.fixture(scope="module")
def editor(browser, server):
    context, page, guard = open_app(browser, server)
    page.click(f'[data-testid="tab-{TOOL}"]')
    page.fill(f'[data-testid="input-{TOOL}"]', "")
    before = updates(page)
    page.click(f"{sel('panel')} > summary")
    wait_update(page, before)
    yield page
    guard.check()
    context.close()


BUILT = "Size = 16\nLadder = [[3,11]]\nSnake = [[14,2]]"  # the board the first test builds


def start_from(page, board, tool=TOOL):
    """Each test starts from its own board, whatever the test before it left (so a rerun after a
    failure starts afresh): no button held, no refusal shown, the input holding ``board``."""
    page.mouse.up()
    clear_refusal(page, tool)
    if text(page, tool) != board:
        n = updates(page, tool)
        page.fill(f'[data-testid="input-{tool}"]', board)
        wait_update(page, n, tool)


def set_size(page, n, tool=TOOL):
    before = updates(page, tool)
    page.fill(sel("size", tool), str(n))
    page.press(sel("size", tool), "Enter")
    page.dispatch_event(sel("size", tool), "change")
    wait_update(page, before, tool)


def rules(page, tool=TOOL):
    """The tool's own rule options, which the live answers follow."""
    o = page.evaluate("(t) => window.boardlab[t].wb.getOptions()", tool)
    return {k: o[k] for k in ("faces", "start", "end", "chain") if k in o}


def live_lines(page, tool=TOOL):
    return {k: page.text_content(sel(f"live-{k}", tool)) for k in ("throws", "mean", "within")}


def test_a_board_is_built_from_empty_by_dragging_and_the_text_follows(editor):
    page = editor
    start_from(page, "")
    set_size(page, 16)
    assert text(page) == "Size = 16\nLadder = []\nSnake = []"
    blank = engine("live", text(page))
    drag(page, 3, 11)
    assert text(page) == "Size = 16\nLadder = [[3,11]]\nSnake = []"
    ladder = engine("live", text(page), previous=blank["figures"])
    assert live_lines(page) == ladder["lines"]
    assert page.text_content(sel("change-mean")) == f"({ladder['change']['mean']})"
    drag(page, 14, 2)
    assert text(page) == BUILT
    both = engine("live", text(page), previous=ladder["figures"])
    assert live_lines(page) == both["lines"]
    assert both["lines"]["throws"] == f"Fewest throws: {engine('throws', text(page))['throws']} ({both['route_text']})"
    for k in ("throws", "mean", "within"):
        change = both["change"][k]
        assert page.text_content(sel(f"change-{k}")) == (f"({change})" if change else "")
    assert page.locator(f"{sel('board')} .handle").count() == 4


def test_a_jumps_end_is_moved_by_dragging_it(editor):
    page = editor
    start_from(page, BUILT)
    drag(page, 11, 12)  # the ladder's top end, from 11 to 12
    assert text(page) == "Size = 16\nLadder = [[3,12]]\nSnake = [[14,2]]"
    drag(page, 12, 11)
    assert text(page) == "Size = 16\nLadder = [[3,11]]\nSnake = [[14,2]]"


def test_every_refused_edit_shows_the_engines_reason_at_the_pointer(editor):
    page = editor
    start_from(page, BUILT)
    board = text(page)
    cases = [
        ((16, 5), {"op": "add", "from": 16, "to": 5}),  # from the last square
        ((5, 14), {"op": "add", "from": 5, "to": 14}),  # onto a square that starts a jump
        ((14, 3), {"op": "move", "start": 14, "which": "start", "to": 3}),  # two jumps sharing a start
        ((11, 14), {"op": "move", "start": 3, "which": "end", "to": 14}),  # an end moved onto a start
        ((5, None), {"op": "add", "from": 5, "to": "off"}),  # out of the board
    ]
    for (a, b), op in cases:
        start = centre(page, a)  # scrolls the board into view
        svg = page.locator(sel("board")).bounding_box()
        off = (svg["x"] + svg["width"] + 12, svg["y"] + 10)
        message, box = refused(page, start, off if b is None else centre(page, b))
        expected = engine("edit", board, op=op)["refused"]
        assert expected and message == expected
        x, y = off if b is None else centre(page, b)
        assert abs(box["x"] + box["width"] / 2 - x) < box["width"] / 2 + 30 and box["y"] >= y - 5
        assert text(page) == board
    # Back to the same square after moving away: a jump must go somewhere.
    a = centre(page, 8)
    message, _ = refused(page, a, (a[0] + 40, a[1]), a)
    assert message == engine("edit", board, op={"op": "add", "from": 8, "to": 8})["refused"]


def test_undo_and_redo_cover_drags_and_typing(editor):
    page = editor
    start_from(page, BUILT)
    start = text(page)
    drag(page, 5, 9)
    after = text(page)
    assert after == "Size = 16\nLadder = [[3,11],[5,9]]\nSnake = [[14,2]]"
    page.click(sel("undo"))
    assert text(page) == start
    page.click(sel("redo"))
    assert text(page) == after
    page.focus(f'[data-testid="input-{TOOL}"]')
    page.keyboard.press("End")
    page.keyboard.type("\n# note")
    assert text(page) == after + "\n# note"
    page.keyboard.press("Control+z")
    assert text(page) == after
    page.keyboard.press("Control+z")
    assert text(page) == start
    page.keyboard.press("Control+Shift+z")
    assert text(page) == after
    page.keyboard.press("Control+Shift+z")
    assert text(page) == after + "\n# note"
    n = updates(page)
    page.keyboard.press("Control+z")
    assert text(page) == after
    wait_update(page, n)


def test_a_jump_is_selected_by_a_click_and_deleted_with_the_key_or_the_button(editor):
    page = editor
    start_from(page, "Size = 16\nLadder = [[3,11],[5,9]]\nSnake = [[14,2]]")
    before = text(page)
    (x1, y1), (x2, y2) = centre(page, 5), centre(page, 9)
    n = updates(page)
    page.mouse.click(x1 + (x2 - x1) * 0.2, y1 + (y2 - y1) * 0.2)  # on 5->9, clear of the other jumps
    assert page.locator(f"{sel('board')} .jump-hit.selected").count() == 1
    page.keyboard.press("Delete")  # the click gave the board the focus
    wait_update(page, n)
    assert text(page) == engine("edit", before, op={"op": "delete", "start": 5})["text"]
    (x1, y1), (x2, y2) = centre(page, 14), centre(page, 2)
    page.mouse.click((x1 + x2) / 2, (y1 + y2) / 2)
    n = updates(page)
    page.click(sel("delete"))
    wait_update(page, n)
    assert text(page) == "Size = 16\nLadder = [[3,11]]\nSnake = []"


def test_the_text_stays_in_the_users_format_leetcode(editor):
    page = editor
    blank = "[[-1,-1,-1,-1],[-1,-1,-1,-1],[-1,-1,-1,-1],[-1,-1,-1,-1]]"
    n = updates(page)
    page.fill(f'[data-testid="input-{TOOL}"]', blank)
    wait_update(page, n)
    drag(page, 3, 11)
    drag(page, 14, 2)
    one = engine("edit", blank, op={"op": "add", "from": 3, "to": 11})
    two = engine("edit", one["text"], op={"op": "add", "from": 14, "to": 2})
    assert (one["format"], text(page)) == ("lc909", two["text"])
    assert live_lines(page) == engine("live", text(page))["lines"]


def keys(page, *names):
    for name in names:
        page.keyboard.press(name)


def keyed_edit(page, *names):
    """Press the keys (the last one drops or deletes a jump) and wait for the live answers."""
    n = updates(page)
    keys(page, *names)
    wait_update(page, n)


def test_a_board_is_built_by_keyboard_and_a_refused_drop_is_explained_at_the_cursor(editor):
    page = editor
    start_from(page, "")
    set_size(page, 16)  # 4x4: 1 2 3 4 / 8 7 6 5 / 9 10 11 12 / 16 15 14 13 from the bottom row up
    page.mouse.click(*centre(page, 6))  # a press puts the keyboard's cursor on the square pressed
    page.focus(sel("board"))
    assert page.text_content(sel("cursor")).startswith("Square 6: Enter starts a jump")
    keys(page, "ArrowDown", "ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowLeft")  # stops at the edge
    assert page.text_content(sel("cursor")).startswith("Square 1: Enter starts a jump")
    keys(page, "ArrowRight", "ArrowRight", "Enter", "ArrowUp", "ArrowUp")
    assert page.text_content(sel("cursor")) == "Square 11: Enter drops the jump from 3 here, Escape cancels"
    keyed_edit(page, "Enter")
    assert text(page) == "Size = 16\nLadder = [[3,11]]\nSnake = []"
    keyed_edit(page, "ArrowUp", "Enter", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowLeft", "Enter")
    assert text(page) == "Size = 16\nLadder = [[3,11]]\nSnake = [[14,2]]"
    keys(page, "ArrowUp", "ArrowUp", "ArrowRight")
    assert "Square 11: the end of ladder" in page.text_content(sel("cursor"))
    keyed_edit(page, "Enter", "ArrowRight", "Enter")  # the ladder's top taken from 11 to 12
    assert text(page) == "Size = 16\nLadder = [[3,12]]\nSnake = [[14,2]]"
    assert live_lines(page) == engine("live", text(page))["lines"]
    keyed_edit(page, "Delete")  # the jump whose end is under the cursor
    board = text(page)
    assert board == "Size = 16\nLadder = []\nSnake = [[14,2]]"
    clear_refusal(page)
    keys(page, "ArrowUp", "ArrowLeft", "ArrowLeft", "ArrowLeft", "Enter", "ArrowDown", "Enter")  # from 16 to 9
    page.wait_for_selector(f"{sel('refusal')}:not([hidden])")
    message = page.text_content(sel("refusal"))
    assert message == engine("edit", board, op={"op": "add", "from": 16, "to": 9})["refused"]
    square = page.locator(f'{sel("board")} rect[data-square="9"]').bounding_box()
    box = page.locator(sel("refusal")).bounding_box()
    assert abs(box["x"] + box["width"] / 2 - (square["x"] + square["width"] / 2)) < 2
    assert square["y"] + square["height"] - 2 <= box["y"] <= square["y"] + square["height"] + 40
    assert text(page) == board
    keys(page, "Enter", "Escape")  # a jump started at 9, then let go
    assert page.text_content(sel("cursor")) == "Square 9: Enter starts a jump here (arrows move)"
    assert page.evaluate("() => document.activeElement.dataset.testid") == "editor-board-throws"


def touch_drag(cdp, a, b):
    """A finger from a to b through Chromium's touch emulation (pointer events of type touch)."""
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": a[0], "y": a[1]}]})
    for k in range(1, 7):
        x, y = a[0] + (b[0] - a[0]) * k / 6, a[1] + (b[1] - a[1]) * k / 6
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def empty_board(page, size, tool):
    """On ``tool``'s tab: an empty input, the editor open, a board of ``size`` squares."""
    page.click(f'[data-testid="tab-{tool}"]')
    page.fill(f'[data-testid="input-{tool}"]', "")
    n = updates(page, tool)
    page.click(f"{sel('panel', tool)} > summary")
    wait_update(page, n, tool)
    set_size(page, size, tool)


def test_a_finger_builds_the_board_like_the_mouse_on_the_probability_tab(browser, server):
    tool = "analysis"
    context, page, guard = open_app(
        browser, server, context_args={"viewport": {"width": 1024, "height": 768}, "has_touch": True}
    )
    try:
        empty_board(page, 16, tool)
        cdp = context.new_cdp_session(page)
        for a, b in ((3, 11), (14, 2)):
            n = updates(page, tool)
            page.wait_for_selector(f'#panel-{tool}[data-fresh="fresh"]')  # the tool's own answer drawn above
            page.locator(sel("board", tool)).scroll_into_view_if_needed()
            touch_drag(cdp, centre(page, a, tool), centre(page, b, tool))
            wait_update(page, n, tool)
        assert text(page, tool) == "Size = 16\nLadder = [[3,11]]\nSnake = [[14,2]]"
        assert live_lines(page, tool) == engine("live", text(page, tool), **rules(page, tool))["lines"]
        page.wait_for_selector(f'#panel-{tool}[data-fresh="fresh"]')
        touch_drag(cdp, centre(page, 16, tool), centre(page, 5, tool))
        page.wait_for_selector(f"{sel('refusal', tool)}:not([hidden])")
        assert page.text_content(sel("refusal", tool)) == "square 16 is the goal: a jump cannot start there"
        guard.check()
    finally:
        context.close()


def test_the_tools_answer_waits_until_a_drag_on_its_board_ends(browser, server):
    """A new answer drawn above the board would move the squares under the pointer: an option
    changed while a drag is held is answered after the drop, and the drop lands where it was aimed."""
    tool = "analysis"
    context, page, guard = open_app(browser, server)
    try:
        empty_board(page, 16, tool)
        page.wait_for_selector(f'#panel-{tool}[data-fresh="fresh"]')
        a, b = centre(page, 3, tool), centre(page, 11, tool)
        page.mouse.move(*a)
        page.mouse.down()
        page.mouse.move((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, steps=3)
        page.evaluate(
            """(t) => { const f = document.querySelector(`#faces-${t}`);
            f.value = '4'; f.dispatchEvent(new Event('input', {bubbles: true}));
            f.dispatchEvent(new Event('change', {bubbles: true})); }""",
            tool,
        )
        page.wait_for_timeout(1500)  # several times the pause after which a change is answered
        assert page.get_attribute(f"#panel-{tool}", "data-fresh") == "stale"
        page.mouse.move(*b, steps=3)
        page.mouse.up()
        page.wait_for_function(
            "(t) => document.querySelector(`#panel-${t}`).dataset.fresh === 'fresh'"
            " && document.querySelector(`[data-testid='input-${t}']`).value.includes('Ladder')",
            arg=tool,
        )
        assert text(page, tool) == "Size = 16\nLadder = [[3,11]]\nSnake = []"
        options = page.evaluate("(t) => window.boardlab[t].wb.getOptions()", tool)
        assert options["faces"] == 4
        mean = engine(tool, text(page, tool), **options)["mean"]
        assert page.text_content(f'[data-testid="result-{tool}"]') == f"{mean:.2f}"
        guard.check()
    finally:
        context.close()


def test_a_two_dice_source_gets_its_throws_live_and_no_one_die_chances(editor):
    """HackerEarth's Rani and Ladders throws two dice: the live answers follow the tool's Dice menu
    (the source's: two), giving the two-dice throws, and say the chances are not given for two."""
    page = editor
    rani = "1\n100 1\n5 97\n"
    start_from(page, rani)
    assert live_lines(page) == engine("live", rani, dice="", end="auto")["lines"]
    assert live_lines(page)["throws"] == "Fewest throws: 2 (1 5>97 100)"
    assert live_lines(page)["mean"] == "Expected turns: not with two dice (the probability tools throw one die)"
    before = updates(page)
    page.select_option("#dice-throws", "1")
    page.dispatch_event("#dice-throws", "change")
    try:
        wait_update(page, before)
        assert live_lines(page) == engine("live", rani, dice=1, end="auto")["lines"]
    finally:
        page.select_option("#dice-throws", "")
        page.dispatch_event("#dice-throws", "change")
