"""The dice-script games page (seed 001): verdicts, a game replayed on the board, input errors,
the judge's text downloaded, scripts edited or drawn at random and the game re-run.

Expected squares and verdicts come from the engine in Python (or the seed's own files), never
from numbers read off the page.
"""

from pathlib import Path

import pytest

from engine import examples, games
from engine.errors import InputError
from pagekit import inject_axe, run_tool

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "tests" / "data" / "seeds"
SAMPLE = next(e["text"] for e in examples.examples() if e["id"] == "seed001-games")
JUDGE = games.run(SAMPLE)

VERDICTS = '[data-testid="verdicts-games"]'


def final_squares(play):
    """Each player's square after every move of ``play`` (worked out here from the move list)."""
    squares = [play.game.board.start] * play.players
    for m in play.moves:
        squares[m.player - 1] = m.to
    return squares


def scripts_of(text):
    """The rolls of move lines such as 'P1:1,4,3' (one line per player)."""
    return tuple(tuple(int(r) for r in line.split(":", 1)[1].split(",")) for line in text.splitlines() if line.strip())


def open_game(page, number):
    page.click(f'{VERDICTS} tr[data-game="{number}"] button')
    page.wait_for_selector(f'{VERDICTS} tr[data-game="{number}"].selected')


def step_to_end(page):
    while page.is_enabled('[data-testid="step-games"]'):
        page.click('[data-testid="step-games"]')


def tokens(page):
    """(player, square) of every token on the board."""
    found = page.eval_on_selector_all(
        '[data-testid="board-games"] .token', "gs => gs.map(g => [Number(g.dataset.player), Number(g.dataset.square)])"
    )
    return [tuple(t) for t in found]


def reruns(page):
    return int(page.get_attribute('[data-testid="game-games"]', "data-reruns") or 0)


def wait_for_rerun(page, before):
    page.wait_for_function(
        "n => Number(document.querySelector('[data-testid=\"game-games\"]').dataset.reruns || 0) > n",
        arg=before,
        timeout=30_000,
    )


def test_example_is_the_seed_sample_file():
    """The example stored in the engine is seed 001's sample input, byte for byte."""
    path = SEEDS / "001-sample-input.txt"
    assert path.exists(), f"the seeds are expected at {SEEDS}"
    assert path.read_text() == SAMPLE
    assert JUDGE.output == (SEEDS / "001-sample-output.txt").read_text()


def test_sample_shows_all_nine_verdicts(page_ok):
    """Pasting the sample and running it lists nine games with the judge's verdicts."""
    run_tool(page_ok, "games", SAMPLE)
    assert page_ok.is_hidden('[data-testid="error-games"]')
    assert page_ok.text_content('[data-testid="result-games"]').strip() == "9 games"
    rows = page_ok.eval_on_selector_all(
        f"{VERDICTS} tbody tr", "rs => rs.map(r => [r.dataset.game, r.querySelector('td.verdict').textContent])"
    )
    assert [f"Game #{k}: {v}" for k, v in rows] == JUDGE.output.splitlines()


def test_the_sample_copied_whole_from_the_statement_gives_the_same_verdicts_and_says_what_it_left_out(page_ok):
    framed = (SEEDS / "001-statement-sample.txt").read_text(encoding="utf-8")
    run_tool(page_ok, "games", framed)
    rows = page_ok.eval_on_selector_all(
        f"{VERDICTS} tbody tr", "rs => rs.map(r => [r.dataset.game, r.querySelector('td.verdict').textContent])"
    )
    assert [f"Game #{k}: {v}" for k, v in rows] == JUDGE.output.splitlines()
    notes = page_ok.eval_on_selector_all('[data-testid="warnings-games"] li', "ls => ls.map(l => l.textContent)")
    assert notes[0] == games.run(framed).warnings[0]


def test_game_5_stepped_to_the_end(page_ok):
    """Game 5 (3 x 3) stepped move by move: a log line per move, tokens end where the engine says."""
    run_tool(page_ok, "games", SAMPLE)
    open_game(page_ok, 5)
    play = JUDGE.plays[4]
    assert page_ok.locator('[data-testid="board-games"] rect.sq').count() == play.game.board.size
    assert tokens(page_ok) == [(p + 1, play.game.board.start) for p in range(play.players)]
    step_to_end(page_ok)
    assert tokens(page_ok) == [(p + 1, s) for p, s in enumerate(final_squares(play))]
    n = len(play.moves)
    assert f"Move {n} of {n}" in page_ok.text_content('[data-testid="step-status-games"]')
    log = page_ok.eval_on_selector_all('[data-testid="log-games"] li', "ls => ls.map(l => l.textContent)")
    assert len(log) == n
    first = play.moves[0]  # Player 1 rolls 1 onto the ladder's foot and climbs it
    assert first.jump == "L1"
    assert log[0].endswith(f"P1 rolls {first.roll}: {first.frm} -> {first.landing}, ladder L1 -> {first.to}")
    assert [line.endswith("wins!") for line in log] == [m.won for m in play.moves]


def test_scrubber_and_keys_reach_the_last_turn_of_game_1(page_ok):
    """The scrubber jumps to any turn; End goes to the last; the log keeps only a window of lines."""
    run_tool(page_ok, "games", SAMPLE)
    open_game(page_ok, 1)
    play = JUDGE.plays[0]
    n = len(play.moves)
    page_ok.eval_on_selector(
        '[data-testid="scrub-games"]', "(s, i) => { s.value = String(i); s.dispatchEvent(new Event('input')); }", 2
    )
    squares = [play.game.board.start] * 2
    for m in play.moves[:2]:
        squares[m.player - 1] = m.to
    assert tokens(page_ok) == [(1, squares[0]), (2, squares[1])]
    page_ok.focus('[data-testid="step-games"]')
    page_ok.keyboard.press("End")
    assert tokens(page_ok) == [(p + 1, s) for p, s in enumerate(final_squares(play))]
    log = page_ok.locator('[data-testid="log-games"] li')
    assert 0 < log.count() < n  # 88 moves: only the latest lines are on the page
    assert log.last.get_attribute("data-move") == str(n)
    assert "earlier move" in page_ok.text_content(".log-note")


def test_input_error_shows_line_and_column(page_ok):
    """A roll of 7 in game 5 is reported at its line and column, and that line is highlighted."""
    bad = SAMPLE.replace("P1:1,1\nP2:2,2", "P1:1,7\nP2:2,2", 1)
    with pytest.raises(InputError) as err:
        games.parse_games(bad)
    run_tool(page_ok, "games", bad)
    text = page_ok.text_content('[data-testid="error-games"]')
    assert f"line {err.value.line}, col {err.value.column}" in text, text
    assert "'7'" in text
    assert page_ok.text_content("#panel-games .gutter .bad") == str(err.value.line)
    assert page_ok.locator(f"{VERDICTS} tbody tr").count() == 0


def test_download_gives_the_judge_text(page_ok):
    """The download button saves exactly the judge's output for the file."""
    run_tool(page_ok, "games", SAMPLE)
    with page_ok.expect_download() as info:
        page_ok.click('[data-testid="download-games"]')
    assert Path(info.value.path()).read_text() == JUDGE.output


def test_editing_a_script_reruns_the_game(page_ok):
    """Swapping game 5's scripts re-runs it: new verdict in the table and the download, tokens moved."""
    run_tool(page_ok, "games", SAMPLE)
    open_game(page_ok, 5)
    # The box opens with the game's own move lines (the engine's scripts_text), read back as the same scripts.
    assert scripts_of(page_ok.input_value('[data-testid="scripts-games"]')) == tuple(
        map(tuple, JUDGE.plays[4].game.scripts)
    )
    before = reruns(page_ok)
    page_ok.fill('[data-testid="scripts-games"]', "P1:2,2\nP2:1,1")
    wait_for_rerun(page_ok, before)
    play = games.play(games.Game(5, JUDGE.plays[4].game.board, ((2, 2), (1, 1))))
    assert play.verdict != JUDGE.plays[4].verdict
    row = page_ok.text_content(f'{VERDICTS} tr[data-game="5"] td.verdict')
    assert play.verdict.split(": ", 1)[1] in row and "edited" in row
    step_to_end(page_ok)
    assert tokens(page_ok) == [(p + 1, s) for p, s in enumerate(final_squares(play))]
    with page_ok.expect_download() as info:
        page_ok.click('[data-testid="download-games"]')
    lines = Path(info.value.path()).read_text().splitlines()
    assert lines[4] == play.verdict and lines[:4] == JUDGE.output.splitlines()[:4]
    # A bad roll in the scripts is reported at its place in the scripts, not in the hidden file.
    page_ok.fill('[data-testid="scripts-games"]', "P1:2,9\nP2:1,1")
    page_ok.wait_for_selector('[data-testid="scripts-error-games"]:not([hidden])')
    assert "line 1, col 6" in page_ok.text_content('[data-testid="scripts-error-games"]')


def test_random_scripts_rerun_the_game(page_ok):
    """The random-scripts button fills the scripts and re-runs the game with them."""
    run_tool(page_ok, "games", SAMPLE)
    open_game(page_ok, 1)
    before = reruns(page_ok)
    page_ok.click('[data-testid="random-games"]')
    wait_for_rerun(page_ok, before)
    text = page_ok.input_value('[data-testid="scripts-games"]')
    scripts = scripts_of(text)
    assert [len(s) for s in scripts] == [60, 60]
    assert "seed" in page_ok.text_content('[data-testid="seed-games"]')
    play = games.play(games.Game(1, JUDGE.plays[0].game.board, scripts))
    row = page_ok.text_content(f'{VERDICTS} tr[data-game="1"] td.verdict')
    assert play.verdict.split(": ", 1)[1] in row
    page_ok.focus('[data-testid="step-games"]')
    page_ok.keyboard.press("End")
    assert tokens(page_ok) == [(p + 1, s) for p, s in enumerate(final_squares(play))]


def test_game_view_is_accessible_and_fits_a_phone(page_ok, server):
    """With verdicts, board and log showing: no serious axe violation, no sideways scroll at 360 px."""
    run_tool(page_ok, "games", SAMPLE)
    open_game(page_ok, 8)
    for _ in range(3):
        page_ok.click('[data-testid="step-games"]')
    inject_axe(page_ok)
    found = page_ok.evaluate("""async () => {
        const r = await axe.run(document.querySelector('#panel-games'), {resultTypes: ['violations']});
        return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')})`);
    }""")
    assert found == []
    try:
        for width in (360, 1280):
            page_ok.set_viewport_size({"width": width, "height": 900})
            overflow = page_ok.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow <= 1, f"horizontal overflow of {overflow}px at {width}px"
    finally:
        page_ok.set_viewport_size({"width": 1280, "height": 720})


def test_edited_scripts_go_back_into_the_file(page_ok):
    """After an edit, the engine writes the file again with the new scripts; Undo is offered."""
    run_tool(page_ok, "games", SAMPLE)
    open_game(page_ok, 5)
    before = reruns(page_ok)
    page_ok.fill('[data-testid="scripts-games"]', "P1:2,2\nP2:1,1")
    wait_for_rerun(page_ok, before)
    page_ok.click('[data-testid="apply-games"]')
    page_ok.wait_for_function(
        "() => !document.querySelector('[data-testid=\"verdicts-games\"] .edited')"
        " && document.querySelectorAll('[data-testid=\"verdicts-games\"] tbody tr').length === 9"
    )
    written = games.parse_games(page_ok.input_value('[data-testid="input-games"]'))
    assert written.games[4].scripts == ((2, 2), (1, 1))
    assert [g.scripts for g in written.games[:4]] == [p.game.scripts for p in JUDGE.plays[:4]]
    assert page_ok.is_visible('[data-testid="undo-games"]')


UVA = ROOT / "tests" / "data" / "uva11459"


def test_a_uva_11459_input_gives_its_judges_lines_replays_on_100_squares_and_reruns(page_ok):
    """The UVa 11459 sample as published: each case's table row lists where each player ended (the
    judge's lines, also what the download saves), the game is drawn on squares 1..100 with the
    tokens where the engine leaves them, and an edited roll list re-runs by the same rule."""
    text = (UVA / "sample.in").read_text()
    judge = games.run(text)
    run_tool(page_ok, "games", text)
    lines = page_ok.eval_on_selector_all(f"{VERDICTS} td.verdict .judge-lines li", "ls => ls.map(l => l.textContent)")
    assert lines == (UVA / "sample.out").read_text().splitlines()
    assert page_ok.text_content('[data-testid="output-games"] pre') == (UVA / "sample.out").read_text()
    assert page_ok.text_content('[data-testid="output-games"] summary') == "What the judge prints (6 lines)"
    with page_ok.expect_download() as info:
        page_ok.click('[data-testid="download-games"]')
    assert Path(info.value.path()).read_text() == (UVA / "sample.out").read_text() == judge.output
    open_game(page_ok, 1)
    labels = page_ok.eval_on_selector_all('[data-testid="board-games"] rect.sq', "rs => rs.map(r => r.dataset.square)")
    assert sorted(map(int, labels)) == list(range(1, 101))
    assert tokens(page_ok) == [(p, 1) for p in range(1, 5)]
    step_to_end(page_ok)
    assert (
        tokens(page_ok)
        == [(p, at) for p, at in enumerate(judge.plays[0].finals, 1)]
        == [(1, 3), (2, 7), (3, 100), (4, 1)]
    )
    open_game(page_ok, 2)
    before = reruns(page_ok)
    page_ok.fill('[data-testid="scripts-games"]', "P1:3,1\nP2:6,6")
    wait_for_rerun(page_ok, before)
    row = page_ok.eval_on_selector_all(
        f'{VERDICTS} tr[data-game="2"] .judge-lines li', "ls => ls.map(l => l.textContent)"
    )
    assert row == ["Position of player 1 is 100.", "Position of player 2 is 7."]
    printed = page_ok.text_content('[data-testid="output-games"] pre').splitlines()
    assert printed == lines[:4] + row  # (game 1 as read, game 2 re-run)
    page_ok.click('[data-testid="apply-games"]')
    page_ok.wait_for_function(
        "() => !document.querySelector('[data-testid=\"verdicts-games\"] .edited')"
        " && document.querySelectorAll('[data-testid=\"verdicts-games\"] tbody tr').length === 2"
    )
    written = page_ok.input_value('[data-testid="input-games"]')
    assert written.endswith("2 1 4\n4 99\n3\n6\n1\n6") and games.run(written).plays[1].finals == (100, 7)


def test_ccc_2003_throws_give_the_statements_lines_and_say_why_a_throw_is_not_moved(page_ok):
    """CCC 2003 S1's sample as published: the row lists the judge's lines, one token on squares
    1..100 ends on 100, the seventh throw's step says the piece is not moved; new random throws
    (two dice) re-run by the same rule."""
    text = (ROOT / "tests" / "data" / "ccc2003" / "s1-sample.in").read_text()
    run_tool(page_ok, "games", text)
    lines = page_ok.eval_on_selector_all(f"{VERDICTS} td.verdict .judge-lines li", "ls => ls.map(l => l.textContent)")
    assert lines == (ROOT / "tests" / "data" / "ccc2003" / "s1-sample.out").read_text().splitlines()
    step_to_end(page_ok)
    assert tokens(page_ok) == [(1, 100)]
    log = page_ok.eval_on_selector_all('[data-testid="log-games"] li', "ls => ls.map(l => l.textContent)")
    assert len(log) == 8
    page_ok.eval_on_selector(
        '[data-testid="scrub-games"]', "(s, i) => { s.value = String(i); s.dispatchEvent(new Event('input')); }", 7
    )
    assert page_ok.get_attribute('[data-testid="narration-games"]', "data-rule") == "over"
    assert "91 → 101" in page_ok.text_content('[data-testid="narration-games"]')
    before = reruns(page_ok)
    page_ok.click('[data-testid="random-games"]')
    wait_for_rerun(page_ok, before)
    throws = scripts_of(page_ok.input_value('[data-testid="scripts-games"]'))
    assert len(throws) == 1 and all(2 <= t <= 12 for t in throws[0])
    expected = games.play(games.Game(1, games.run(text).plays[0].game.board, throws, rule="ccc 2003")).output
    row = page_ok.eval_on_selector_all(
        f'{VERDICTS} tr[data-game="1"] .judge-lines li', "ls => ls.map(l => l.textContent)"
    )
    assert row == expected.splitlines()
