// Values the page still works out itself that the engine's reply will carry (see engine/api/CONTRACT.md).

// engine-field: limits.step_squares — above this many squares the engine sends no step-by-step details.
export const STEP_SQUARES = 65_536;

// engine-field: start_label — the square the search starts from, as the user reads it.
export function startLabel(r) {
  return r.layers.length ? r.layers[0][0] : r.board.start + r.board.base;
}

// engine-field: squares_total — squares a player can stand on (the board, plus square 0 when starting off it).
export function squaresTotal(r) {
  return r.board.size + (startLabel(r) < r.board.base ? 1 : 0);
}
