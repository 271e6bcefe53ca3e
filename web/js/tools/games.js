// Tool "games": dice-script games (seed 001, UIL "Himanshu"). Every game's verdict in a table;
// the chosen game drawn with a token per player, stepped turn by turn with a move log; its
// scripts editable (or drawn at random by the engine) and the game re-run on each edit; the
// judge's output downloadable as text.
//
// The engine does all the playing: an edited game is re-run by sending the engine its board
// (written by the engine's own UIL writer) followed by the edited move lines.

import { call } from "../engine.js";
import { drawBoard, el } from "../board.js";
import { Player } from "../player.js";
import { h, runWithStop, workbench } from "../ui.js";

/** Log lines kept on the page before the current move (a 10^5-move game must not freeze it). */
const LOG_WINDOW = 80;
/** Wait this long after the last keystroke in the scripts before re-running the game. */
const EDIT_DELAY_MS = 350;

const plural = (n, word) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;

/** One log line: "P1 rolls 6: 0 -> 6, ladder L1 -> 35". */
export function moveText(m) {
  let s = `P${m.player} rolls ${m.roll}: ${m.from} -> ${m.landing}`;
  if (m.jump) s += `, ${m.kind || "jump"} ${m.jump} -> ${m.to}`;
  if (m.won) s += ", wins!";
  return s;
}

function scriptsText(game) {
  return game.scripts.map((s, p) => `P${p + 1}:${s.join(",")}`).join("\n");
}

/** The verdict without its "Game #K: " head (the table has its own Game column). */
function verdictPhrase(verdict) {
  const i = verdict.indexOf(": ");
  return i >= 0 ? verdict.slice(i + 2) : verdict;
}

export function init(panel, ctx) {
  document.head.append(h("link", { rel: "stylesheet", href: "./css/games.css" }));
  const examples = ctx.examples.filter((e) => (e.tools || []).includes("games"));
  const wb = workbench(panel, {
    tool: "games",
    inputLabel: "Games file (.dat)",
    hint: "(N, then per game: side D, D board rows, P1:/P2: move lines; paste, type or drop a file)",
    runLabel: "Play every game",
    headline: "Verdicts",
    examples,
    rows: 16,
    options: [{ key: "faces", label: "Die faces ", type: "number", min: 1, max: 1000, value: 6 }],
  });
  const downloadBtn = h("button", { type: "button", "data-testid": "download-games", disabled: true, text: "Download output (.txt)" });
  wb.extraActions.append(downloadBtn);

  // ---- output side: verdict table, notes, the chosen game
  const table = h("table", { class: "data verdicts", "data-testid": "verdicts-games" });
  const notes = h("details", { class: "notes", "data-testid": "warnings-games", hidden: true });
  const title = h("h3", { class: "game-title", "data-testid": "game-title-games" });
  const boardBox = h("div", { class: "board-box", "data-testid": "board-games" });
  const legend = h("ul", { class: "token-legend", "data-testid": "tokens-games", "aria-label": "Where each player stands" });
  const log = h("ol", { class: "move-log", "data-testid": "log-games", "aria-label": "Move log" });
  const logNote = h("p", { class: "log-note note" });
  const player = new Player({ tool: "games", render: (i) => render(i), label: (i, n) => stepLabel(i, n) });
  const scripts = h("textarea", { id: "scripts-games", "data-testid": "scripts-games", rows: 4, spellcheck: "false", autocomplete: "off" });
  const scriptsError = h("div", { class: "error", "data-testid": "scripts-error-games", role: "alert", hidden: true });
  const randomBtn = h("button", { type: "button", "data-testid": "random-games", text: "Random scripts" });
  const rollsInput = h("input", { type: "number", id: "rolls-games", "data-testid": "rolls-games", min: 1, max: 100000, value: 60 });
  const seedNote = h("span", { class: "note", "data-testid": "seed-games" });
  const applyBtn = h("button", { type: "button", "data-testid": "apply-games", hidden: true, text: "Put edited scripts into the file" });
  const rerunNote = h("span", { class: "note", "data-testid": "rerun-games", "aria-live": "polite" });
  const gameView = h(
    "section",
    { class: "game-view", "data-testid": "game-games", hidden: true, "aria-label": "The chosen game" },
    title,
    player.element,
    h(
      "div",
      { class: "game-grid" },
      boardBox,
      h("div", { class: "game-side" }, legend, h("h4", { text: "Moves" }), logNote, log),
    ),
    h(
      "div",
      { class: "scripts" },
      h("label", { for: scripts.id, class: "input-label" }, "Scripts", h("span", { class: "hint", text: " (one move line per player; the game re-runs as you type)" })),
      scripts,
      scriptsError,
      h("div", { class: "actions" }, randomBtn, h("label", { for: rollsInput.id, class: "rolls" }, "rolls each ", rollsInput), seedNote, applyBtn, rerunNote),
    ),
  );
  wb.body.append(h("div", { class: "table-wrap" }, table), notes, gameView);

  // ---- state
  let output = ""; // the engine's judge text for the file as run
  let plays = []; // per game: the play shown (as read from the file, or re-run after an edit)
  const edited = new Set(); // indices of games whose scripts were edited in the page
  const headers = new Map(); // game index -> "1\nD\nrows" (the engine's UIL text of its board)
  let current = -1;
  let view = null;
  let byPlayer = []; // per player: indices of its moves, in order
  let reruns = 0;
  let editSeq = 0;
  let editTimer = null;
  let fileName = "";

  wb.input.addEventListener("drop", (ev) => {
    const f = ev.dataTransfer?.files?.[0];
    if (f) fileName = f.name;
  });

  function outputText() {
    if (!edited.size) return output;
    return plays.map((p) => p.verdict + "\n").join("");
  }

  function tally() {
    const wins = new Map();
    let none = 0;
    for (const p of plays) {
      if (!p.winners.length) none++;
      for (const w of p.winners) wins.set(w, (wins.get(w) || 0) + 1);
    }
    const parts = [...wins.keys()].sort((a, b) => a - b).map((w) => `P${w} won ${wins.get(w)}`);
    if (none) parts.push(`no winner in ${none}`);
    return parts.join(" · ");
  }

  function clearResults() {
    clearTimeout(editTimer);
    editSeq++; // a re-run still in flight belongs to the old results: drop its answer
    plays = [];
    output = "";
    edited.clear();
    headers.clear();
    current = -1;
    table.replaceChildren();
    notes.hidden = true;
    gameView.hidden = true;
    downloadBtn.disabled = true;
    applyBtn.hidden = true;
    wb.detected.textContent = "";
    player.setCount(0);
  }

  function show(result, keepNumber) {
    clearResults();
    plays = result.games;
    output = result.output;
    wb.result.textContent = plural(plays.length, "game");
    wb.detected.textContent = tally();
    downloadBtn.disabled = false;
    const warnings = result.warnings || [];
    notes.hidden = !warnings.length;
    notes.replaceChildren(
      h("summary", { text: `${plural(warnings.length, "note")} on the input` }),
      h("ul", {}, ...warnings.map((w) => h("li", { text: w }))),
    );
    renderTable();
    const keep = plays.findIndex((p) => p.number === keepNumber);
    if (plays.length) selectGame(keep >= 0 ? keep : 0);
  }

  function row(i) {
    const p = plays[i];
    const pick = h("button", { type: "button", class: "link", "aria-label": `Show game ${p.number}`, text: String(p.number) });
    const verdict = h("td", { class: "verdict" }, verdictPhrase(p.verdict), edited.has(i) ? h("span", { class: "edited", text: "edited" }) : null);
    const tr = h(
      "tr",
      { "data-game": p.number, class: i === current ? "selected" : null, "aria-selected": String(i === current) },
      h("td", {}, pick),
      h("td", { text: `${p.size} × ${p.size}` }),
      h("td", { text: String(p.players) }),
      h("td", { text: String(p.rounds) }),
      verdict,
    );
    tr.addEventListener("click", () => selectGame(i));
    return tr;
  }

  function renderTable() {
    table.replaceChildren(
      h("caption", { text: "Every game of the file: click one to replay it" }),
      h("thead", {}, h("tr", {}, ...["Game", "Board", "Players", "Rounds", "Verdict"].map((t) => h("th", { scope: "col", text: t })))),
      h("tbody", {}, ...plays.map((_, i) => row(i))),
    );
  }

  function refreshRow(i) {
    const old = table.querySelector(`tbody tr[data-game="${plays[i].number}"]`);
    if (old) old.replaceWith(row(i));
  }

  function index(game) {
    byPlayer = Array.from({ length: game.players }, () => []);
    game.moves.forEach((m, k) => byPlayer[m.player - 1]?.push(k));
  }

  function selectGame(i, { keepStep = false } = {}) {
    const before = current;
    current = i;
    const game = plays[i];
    for (const tr of table.querySelectorAll("tbody tr")) {
      const on = Number(tr.dataset.game) === game.number;
      tr.classList.toggle("selected", on);
      tr.setAttribute("aria-selected", String(on));
    }
    gameView.hidden = false;
    title.replaceChildren(`Game ${game.number}: `, h("strong", { text: verdictPhrase(game.verdict) }));
    if (before !== i || !view) view = drawBoard(boardBox, game.board, { title: `Game ${game.number}: ${game.size} × ${game.size} board` });
    if (!keepStep) {
      scripts.value = scriptsText(game);
      scriptsError.hidden = true;
      seedNote.textContent = "";
      rerunNote.textContent = edited.has(i) ? "edited in the page" : "";
    }
    index(game);
    const step = keepStep ? Math.min(player.index, game.moves.length) : 0;
    player.setCount(game.moves.length + 1, step);
  }

  /** Where each player stands after the first `i` moves of the game. */
  function positions(game, i) {
    const start = game.board.start + game.board.base;
    return byPlayer.map((idx) => {
      let lo = 0;
      let hi = idx.length; // count of this player's moves before move i
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (idx[mid] < i) lo = mid + 1;
        else hi = mid;
      }
      return lo ? game.moves[idx[lo - 1]].to : start;
    });
  }

  function stepLabel(i, n) {
    const game = plays[current];
    if (!game) return "";
    if (i === 0) return `Start: every token on square ${game.board.start + game.board.base} · ${plural(n - 1, "move")}`;
    const m = game.moves[i - 1];
    return `Move ${i.toLocaleString("en")} of ${(n - 1).toLocaleString("en")} · round ${m.round}${i === n - 1 ? " · game over" : ""}`;
  }

  function render(i) {
    const game = plays[current];
    if (!game) return;
    const pos = positions(game, i);
    view.tokens(pos.map((square, p) => ({ label: String(p + 1), square })));
    drawLastMove(i > 0 ? game.moves[i - 1] : null);
    const wonBy = new Set(i === game.moves.length ? game.winners : []);
    legend.replaceChildren(
      ...pos.map((square, p) =>
        h(
          "li",
          { "data-player": p + 1, "data-square": square },
          h("span", { class: `chip p${p + 1}`, "aria-hidden": "true", text: String(p + 1) }),
          ` Player ${p + 1}: square ${square}`,
          wonBy.has(p + 1) ? h("strong", { text: " won" }) : null,
        ),
      ),
    );
    renderLog(game, i);
  }

  function renderLog(game, i) {
    const first = Math.max(0, i - LOG_WINDOW);
    log.setAttribute("start", String(first + 1));
    const items = [];
    for (let k = first; k < i; k++) {
      const m = game.moves[k];
      items.push(
        h(
          "li",
          { "data-move": k + 1, class: `p${m.player}${k === i - 1 ? " current" : ""}${m.won ? " won" : ""}` },
          h("span", { class: "round", text: `R${m.round}` }),
          " ",
          moveText(m),
        ),
      );
    }
    log.replaceChildren(...items);
    if (i === 0) logNote.textContent = `Every token starts on square ${game.board.start + game.board.base}. Step or play to see the moves.`;
    else if (first > 0) logNote.textContent = `… ${plural(first, "earlier move")} (use the scrubber to go back)`;
    else logNote.textContent = "";
    logNote.hidden = !logNote.textContent;
    log.scrollTop = log.scrollHeight;
  }

  /** The move just played, drawn from its square to where it landed (and along its jump). */
  function drawLastMove(m) {
    const svg = view?.svg;
    if (!svg) return;
    svg.querySelector("g.last-move")?.remove();
    if (!m) return;
    const centre = (label) => {
      const r = svg.querySelector(`rect.sq[data-square="${label}"]`);
      if (!r) return null;
      return [Number(r.getAttribute("x")) + Number(r.getAttribute("width")) / 2, Number(r.getAttribute("y")) + Number(r.getAttribute("height")) / 2];
    };
    const pts = [centre(m.from), centre(m.landing)];
    if (m.to !== m.landing) pts.push(centre(m.to));
    if (pts.some((p) => !p)) return;
    const g = el("g", { class: `last-move p${m.player}` });
    el("polyline", { points: pts.map((p) => p.join(",")).join(" ") }, g);
    const [x, y] = pts[pts.length - 1];
    el("circle", { cx: x, cy: y, r: 17 }, g);
    svg.insertBefore(g, svg.querySelector("g.tokens"));
  }

  // ---- the whole file
  async function run() {
    const keep = plays[current]?.number;
    const reply = await runWithStop(wb, () => call("games", wb.input.value, wb.getOptions()), { label: "Playing…" });
    if (!reply.ok) {
      clearResults();
      wb.result.textContent = "–";
      wb.showError(reply);
      return reply;
    }
    show(reply.result, keep);
    return reply;
  }
  wb.onRun(run);

  // ---- one game, re-run after its scripts change
  async function headerFor(i) {
    if (!headers.has(i)) {
      const game = plays[i];
      const reply = await call("games_write", "", { games: [{ board: game.board, scripts: [[1], [1]] }] });
      if (!reply.ok) throw new Error(reply.error?.message || "the board could not be written");
      // The writer's file: the count line, the side D, D board rows, then the move lines.
      headers.set(i, reply.result.text.split("\n").slice(0, game.size + 2).join("\n"));
    }
    return headers.get(i);
  }

  function showScriptsError(err, headerLines) {
    let message = err.message || "These scripts could not be read.";
    const line = (err.line || 0) - headerLines;
    if (line >= 1) message = `line ${line}, col ${err.column}: ` + message.replace(/^line \d+, col \d+: /, "");
    scriptsError.textContent = message;
    scriptsError.hidden = false;
  }

  async function rerunGame() {
    const i = current;
    if (i < 0) return;
    const seq = ++editSeq;
    const game = plays[i];
    let header;
    try {
      header = await headerFor(i);
    } catch (err) {
      showScriptsError({ message: String(err.message || err) }, 0);
      return;
    }
    const text = `${header}\n${scripts.value}`;
    const reply = await call("games", text, { ...wb.getOptions(), first: game.number });
    if (seq !== editSeq || i !== current) return; // a newer edit, another game or a new run took over
    if (!reply.ok) {
      showScriptsError(reply.error || {}, header.split("\n").length);
      return;
    }
    scriptsError.hidden = true;
    plays[i] = reply.result.games[0];
    edited.add(i);
    reruns++;
    gameView.dataset.reruns = String(reruns);
    rerunNote.textContent = `re-run (${reruns})`;
    wb.detected.textContent = tally();
    applyBtn.hidden = false;
    refreshRow(i);
    selectGame(i, { keepStep: true });
  }

  scripts.addEventListener("input", () => {
    clearTimeout(editTimer);
    editTimer = setTimeout(rerunGame, EDIT_DELAY_MS);
  });

  randomBtn.addEventListener("click", async () => {
    const game = plays[current];
    if (!game) return;
    randomBtn.disabled = true;
    try {
      const opts = { players: game.players, rolls: Number(rollsInput.value) || 60, faces: wb.getOptions().faces || 6 };
      const reply = await call("games_random_scripts", "", opts);
      if (!reply.ok) {
        showScriptsError(reply.error || {}, 0);
        return;
      }
      scripts.value = reply.result.lines;
      seedNote.textContent = `seed ${reply.result.seed}`;
      clearTimeout(editTimer);
      await rerunGame();
    } finally {
      randomBtn.disabled = false;
    }
  });

  // Edited scripts back into the file (written by the engine); Undo brings the old text back.
  applyBtn.addEventListener("click", async () => {
    const games = plays.map((p) => ({ board: p.board, scripts: p.scripts }));
    const reply = await call("games_write", "", { games, faces: wb.getOptions().faces || 6 });
    if (!reply.ok) {
      wb.showError(reply);
      return;
    }
    wb.load(reply.result.text);
    await run();
  });

  downloadBtn.addEventListener("click", () => {
    const blob = new Blob([outputText()], { type: "text/plain" });
    const url = URL.createObjectURL(blob);
    const stem = fileName.replace(/\.[^.]*$/, "") || "games";
    const a = h("a", { href: url, download: `${stem}-verdicts.txt`, hidden: true });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });

  return { wb, run, selectGame: (number) => selectGame(plays.findIndex((p) => p.number === number)) };
}
