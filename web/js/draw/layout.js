// Where each square of a board is drawn, computed once from the engine's board dict and handed
// to every drawing on that board (nothing reads coordinates back out of an SVG).
//
// The engine gives cells[i] = [row from bottom, column] for square index i; a *label* is the
// square's number as the user reads it (index + base).

export const CELL = 60;

export function boardLayout(board) {
  const rows = board.rows;
  const corner = (i) => {
    const [row, col] = board.cells[i];
    return [col * CELL, (rows - 1 - row) * CELL];
  };
  const centre = (i) => {
    const [x, y] = corner(i);
    return [x + CELL / 2, y + CELL / 2];
  };
  const index = (label) => {
    const i = label - board.base;
    return i >= 0 && i < board.size ? i : null;
  };
  return {
    cell: CELL,
    width: board.cols * CELL,
    height: rows * CELL,
    corner,
    centre,
    index,
    /** Centre of the square labelled `label`, or null when it is not on the board. */
    at(label) {
      const i = index(label);
      return i === null ? null : centre(i);
    },
    labels: () => Array.from({ length: board.size }, (_, i) => i + board.base),
  };
}
