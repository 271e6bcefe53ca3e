// Spell text the page still writes or reads itself, to be replaced by fields of the engine's
// reply (see engine/api/CONTRACT.md).

// engine-field: seeker_text — spellseeker output for a grid and a path: the rows, "PATH", then "r c" lines.
export function seekerText(grid, path) {
  const rows = grid.cells.map((row) => row.map((v) => (v === null ? "-" : v)).join(""));
  return `${rows.join("\n")}\nPATH\n${path.map(([r, c]) => `${r} ${c}`).join("\n")}\n`;
}

// engine-field: steps[i].line — 1-based line of the pasted text that holds path step `step` (0-based).
export function lineOfStep(text, step) {
  const lines = text.split("\n");
  let k = lines.findIndex((l) => l.trim().split(/\s+/)[0] === "PATH");
  if (k < 0) return null;
  let seen = -1;
  for (k += 1; k < lines.length; k++) {
    if (lines[k].trim() === "") continue;
    if (++seen === step) return k + 1;
  }
  return null;
}

// engine-field: grid_only request — the grid alone is read by the checker given an empty path.
export function gridOnlyText(text) {
  return `${text}\nPATH\n`;
}
