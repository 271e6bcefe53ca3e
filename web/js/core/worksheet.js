// The worksheet: a print view of the Shortest route tool's board. Page one is the board with its
// question and room for an answer; page two is the engine's answer with the route drawn on the
// board and each throw's line. Paper A4 or Letter (an @page rule); css/print.css breaks the pages.

import { call } from "../engine.js";
import { addStylesheet, el, h } from "./dom.js";
import { drawBoard } from "../draw/board.js";
import { drawRoute } from "../tools/throws/marks.js";
import { rulesText } from "../tools/analysis/format.js";

const PAPER = { A4: "A4", Letter: "letter" };

function setPaper(name) {
  let style = document.getElementById("worksheet-paper");
  if (!style) document.head.append((style = h("style", { id: "worksheet-paper" })));
  style.textContent = `@page { size: ${PAPER[name] || "A4"}; margin: 12mm; }`;
  document.documentElement.dataset.paper = name;
}

function question(r) {
  const die = `${r.rules.faces}-sided die`;
  return `You may choose the number on a ${die} at every throw. Ladders carry you up, snakes carry you down. What is the fewest number of throws that takes you from square ${r.start_label} to square ${r.goal_label}? Write the squares you visit.`;
}

function pageOne(r) {
  const box = h("div", { class: "ws-board" });
  drawBoard(box, r.board, { title: "The board of the worksheet" });
  return h(
    "section",
    { class: "ws-page", "data-testid": "ws-page-1" },
    h("h2", { text: "Worksheet: the shortest route" }),
    h("p", { class: "ws-rules", text: rulesText(r.rules) }),
    box,
    h("p", { class: "ws-question", "data-testid": "ws-question", text: question(r) }),
    h("p", { class: "ws-blank", text: "Fewest throws: ________    Squares visited: ____________________________________" }),
  );
}

function pageTwo(r) {
  const box = h("div", { class: "ws-board" });
  const view = drawBoard(box, r.board, { title: "The board with the shortest route" });
  if (view.svg) drawRoute(el("g", { class: "route-overlay" }, view.layers.over), view.layout, r.moves, r.moves.length);
  const answer = r.throws < 0 ? `Square ${r.goal_label} cannot be reached from square ${r.start_label}.` : `Fewest throws: ${r.throws}`;
  return h(
    "section",
    { class: "ws-page", "data-testid": "ws-page-2" },
    h("h2", { text: "The answer" }),
    h("p", { class: "ws-answer", "data-testid": "ws-answer", text: answer }),
    box,
    r.route_text ? h("p", { class: "ws-route", "data-testid": "ws-route", text: `Route: ${r.route_text}` }) : null,
    h("ol", { class: "ws-moves" }, ...r.moves.map((m) => h("li", { text: m.text }))),
  );
}

function toolbar(sheet) {
  const paper = h("select", { id: "ws-paper", "data-testid": "ws-paper" }, ...Object.keys(PAPER).map((p) => h("option", { value: p, text: p })));
  paper.value = document.documentElement.dataset.paper || "A4";
  paper.addEventListener("change", () => setPaper(paper.value));
  const print = h("button", { type: "button", "data-testid": "ws-print", text: "Print" });
  print.addEventListener("click", () => window.print());
  const close = h("button", { type: "button", "data-testid": "ws-close", text: "Close the worksheet" });
  close.addEventListener("click", () => {
    document.documentElement.classList.remove("worksheet-open");
    sheet.remove();
  });
  return h("div", { class: "ws-toolbar" }, h("label", { for: "ws-paper" }, "Paper ", paper), print, close);
}

/** Open the worksheet for the board in `wb` (the Shortest route workbench). */
export async function openWorksheet(wb) {
  const reply = await call("throws", wb.input.value, wb.getOptions());
  if (!reply.ok) {
    wb.showError(reply);
    return;
  }
  document.getElementById("worksheet")?.remove();
  const sheet = h("div", { id: "worksheet", class: "worksheet", "data-testid": "worksheet" });
  sheet.append(toolbar(sheet), pageOne(reply.result), pageTwo(reply.result));
  setPaper(document.documentElement.dataset.paper || "A4");
  document.body.append(sheet);
  document.documentElement.classList.add("worksheet-open");
  sheet.querySelector("[data-testid=ws-print]").focus();
}

/** A "Worksheet" button among the workbench's actions. */
export function addWorksheetButton(wb) {
  addStylesheet("./css/print.css");
  const btn = h("button", { type: "button", "data-testid": `worksheet-${wb.tool}`, text: "Worksheet (print)" });
  btn.addEventListener("click", () => openWorksheet(wb));
  wb.extraActions.append(btn);
}
