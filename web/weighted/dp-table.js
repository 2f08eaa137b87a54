// The paper's Table 1 as rows of cells to draw, from the core's
// weightedTable(): for each n and ordered pair of pegs, L (the direct
// recursion) and R (through the third peg), the one the recursion takes
// marked *, and the subproblems the cheapest transfer uses marked as used.
// DOM-free.

/** One side (L or R) of a pair's entry: {text, moves, chosen, used, impossible}. */
function side(total, chosen, used) {
  if (!total) return { text: '—', moves: null, chosen: false, used: false, impossible: true };
  return { text: `${total.cost}${chosen ? '*' : ''}`, moves: total.moves, chosen, used: used && chosen, impossible: false };
}

/**
 * {columns: ['1→2', ...], rows: [{n, cells: [L, R, L, R, ...]}], usedCount}
 * with two cells per column, L first.
 */
export function tableModel(table) {
  let usedCount = 0;
  const rows = table.rows.map((row) => ({
    n: row.n,
    cells: row.cells.flatMap((cell) => {
      if (cell.used) usedCount++;
      return [side(cell.direct, cell.takesDirect, cell.used), side(cell.through, !cell.takesDirect, cell.used)];
    }),
  }));
  return { columns: table.columns, rows, usedCount };
}
