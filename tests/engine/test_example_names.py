"""Example names a class understands (issue #14 item 9): the seed or lab reference is kept apart
in ``source`` (the page shows it in smaller type) and no shortest-route example names mean turns."""

from engine.examples import examples


def test_titles_name_what_the_example_shows_and_sources_hold_the_seed():
    es = examples()
    assert not [e["title"] for e in es if e["title"].lower().startswith(("seed ", "lab "))]
    by_id = {e["id"]: e for e in es}
    assert by_id["seed000-n30"]["title"].startswith("Small board, 3 throws")
    assert by_id["seed000-n30"]["source"] == "seed 000"
    assert by_id["lab-a-example"]["source"] == "lab a"


def test_no_shortest_route_example_is_labelled_with_mean_turns():
    route = [e for e in examples() if "throws" in e.get("tools", ["throws"])]
    assert route and not [e["title"] for e in route if "turns" in e["title"]]
