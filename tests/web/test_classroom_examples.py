"""The examples menu (#14 item 9): titles a class understands, the seed or lab reference beside the
menu in smaller type, and no Chutes example labelled with mean turns in the shortest-route menu."""

import pytest

from engine.examples import examples

pytestmark = pytest.mark.browser

BY_ID = {e["id"]: e for e in examples()}
SOURCE = "[data-testid=example-source-throws]"


def test_seed_reference_is_shown_in_smaller_type(page_ok):
    page_ok.click("[data-testid=tab-throws]")
    page_ok.select_option("[data-testid=examples-throws]", "seed000-board")
    assert BY_ID["seed000-board"]["source"] == "seed 000"
    assert page_ok.is_visible(SOURCE) and page_ok.text_content(SOURCE) == "from seed 000"
    title = page_ok.eval_on_selector(
        "[data-testid=examples-throws] option:checked",
        "o => [o.textContent, parseFloat(getComputedStyle(o.parentElement).fontSize)]",
    )
    assert title[0] == BY_ID["seed000-board"]["title"] and "seed" not in title[0].lower()
    small = page_ok.eval_on_selector(SOURCE, "e => parseFloat(getComputedStyle(e).fontSize)")
    assert small < title[1]
    page_ok.select_option("[data-testid=examples-throws]", "lc909-example-1")
    assert BY_ID["lc909-example-1"]["source"] == "" and not page_ok.is_visible(SOURCE)


def test_no_chutes_example_in_the_route_menu_names_mean_turns(page_ok):
    titles = page_ok.eval_on_selector_all("[data-testid=examples-throws] option", "os => os.map(o => o.textContent)")
    chutes = [t for t in titles if "Chutes" in t]
    assert chutes and not [t for t in chutes if "turns" in t.lower() or "mean" in t.lower()]
