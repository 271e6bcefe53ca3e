// Games logic the page still does itself; each piece is to be replaced by a field of the engine's
// reply (see engine/api/CONTRACT.md), so each is marked with the field's name.

// engine-field: tally — wins per player over the file once games were re-run one by one in the
// page (the engine's `tally.text` is for the file as it was run).
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
