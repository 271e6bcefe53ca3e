// Spell text the page still writes or reads itself, to be replaced by fields of the engine's
// reply (see engine/api/CONTRACT.md).

// engine-field: seeker_text — spellseeker output for a grid and a path: the rows, "PATH", then "r c" lines.
export function seekerText(grid, path) {
  const rows = grid.cells.map((row) => row.map((v) => (v === null ? "-" : v)).join(""));
  return `${rows.join("\n")}\nPATH\n${path.map(([r, c]) => `${r} ${c}`).join("\n")}\n`;
}

// engine-field: grid_only request — the grid alone is read by the checker given an empty path.
export function gridOnlyText(text) {
  return `${text}\nPATH\n`;
}
