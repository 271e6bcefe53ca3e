// The verdict table: every game of the file, one row each; clicking a row picks the game.

import { h } from "../../core/dom.js";

export class VerdictTable {
  constructor(onPick) {
    this.onPick = onPick;
    this.element = h("table", { class: "data verdicts", "data-testid": "verdicts-games" });
  }

  row(state, i) {
    const p = state.plays[i];
    const pick = h("button", { type: "button", class: "link", "aria-label": `Show game ${p.number}`, text: String(p.number) });
    // A judge that prints more than the verdict (UVa 11459: where each player ended) gets its lines too.
    const lines = p.output !== p.verdict ? h("ul", { class: "judge-lines" }, ...p.output.split("\n").map((t) => h("li", { text: t }))) : null;
    const verdict = h("td", { class: "verdict" }, p.verdict_phrase, state.edited.has(i) ? h("span", { class: "edited", text: "edited" }) : null, lines);
    const tr = h(
      "tr",
      { "data-game": p.number, class: i === state.current ? "selected" : null, "aria-selected": String(i === state.current) },
      h("td", {}, pick),
      h("td", { text: `${p.size} × ${p.size}` }),
      h("td", { text: String(p.players) }),
      h("td", { text: String(p.rounds) }),
      verdict,
    );
    tr.addEventListener("click", () => this.onPick(i));
    return tr;
  }

  render(state) {
    this.element.replaceChildren(
      h("caption", { text: "Every game of the file: click one to replay it" }),
      h("thead", {}, h("tr", {}, ...["Game", "Board", "Players", "Rounds", "Verdict"].map((t) => h("th", { scope: "col", text: t })))),
      h("tbody", {}, ...state.plays.map((_, i) => this.row(state, i))),
    );
  }

  refresh(state, i) {
    const old = this.element.querySelector(`tbody tr[data-game="${state.plays[i].number}"]`);
    if (old) old.replaceWith(this.row(state, i));
  }

  select(number) {
    for (const tr of this.element.querySelectorAll("tbody tr")) {
      const on = Number(tr.dataset.game) === number;
      tr.classList.toggle("selected", on);
      tr.setAttribute("aria-selected", String(on));
    }
  }

  clear() {
    this.element.replaceChildren();
  }
}
