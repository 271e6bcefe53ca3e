// Games logic the page still does itself; each piece is to be replaced by a field of the engine's
// reply (see engine/api/CONTRACT.md), so each is marked with the field's name.

// engine-field: game.scripts_text — a game's move lines as the file writes them ("P1:1,2,3").
export function scriptsText(game) {
  return game.scripts.map((s, p) => `P${p + 1}:${s.join(",")}`).join("\n");
}

// engine-field: game.verdict_phrase — the verdict without its "Game #K: " head.
export function verdictPhrase(verdict) {
  const i = verdict.indexOf(": ");
  return i >= 0 ? verdict.slice(i + 2) : verdict;
}

// engine-field: tally — wins per player over the file, and games with no winner.
export function tally(plays) {
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

// engine-field: output — the judge's text after games were re-run with edited scripts.
export function outputText(output, plays, edited) {
  if (!edited.size) return output;
  return plays.map((p) => p.verdict + "\n").join("");
}

// engine-field: game.moves_by_player — per player, the indices of its moves in order.
export function movesByPlayer(game) {
  const byPlayer = Array.from({ length: game.players }, () => []);
  game.moves.forEach((m, k) => byPlayer[m.player - 1]?.push(k));
  return byPlayer;
}

// engine-field: game.positions — where each player stands after the first `i` moves.
export function positions(game, byPlayer, i) {
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

// engine-field: games_write.header — the file's head for one game: count line, side D, D board rows.
export function headerOf(writtenText, game) {
  return writtenText.split("\n").slice(0, game.size + 2).join("\n");
}

// engine-field: error.line relative to the scripts — an error in the re-run file, told against the scripts box.
export function scriptsMessage(err, headerLines) {
  let message = err.message || "These scripts could not be read.";
  const line = (err.line || 0) - headerLines;
  if (line >= 1) message = `line ${line}, col ${err.column}: ` + message.replace(/^line \d+, col \d+: /, "");
  return message;
}
