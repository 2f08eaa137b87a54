// The recursion's table on the page (the paper's Table 1): a row per number
// of discs, for each ordered pair of pegs L (direct) and R (through the
// third peg). The recursion's choice is marked * and bold; the subproblems
// the cheapest transfer uses are marked ▸, bold and shaded, and a caption
// says so, so that no mark depends on colour, and what the paper's WTHD
// would compute instead of the table's cells (the core's sentence). On 4
// to 6 pegs a sentence says why there is no table.

import { tableModel } from './dp-table.js';

const cellOf = (tag, text, attributes = {}) => Object.assign(document.createElement(tag), { textContent: text }, attributes);

export class DpTableView {
  /** @param {HTMLElement} box  the scrolling region @param {HTMLElement} note */
  constructor(box, note) {
    this.box = box;
    this.note = note;
    this.key = null;
  }

  /** @param {object|null} table  the core's weightedTable() @param {string} key  the puzzle it is for @param {object} summary */
  show(table, key, summary) {
    if (key === this.key) return;
    this.key = key;
    if (!table) {
      this.note.textContent =
        `No table for ${summary.pegs} pegs: the paper's recursion is for three pegs, and no exact recursion is known ` +
        `for more, so the cheapest transfer is found by searching every position (${summary.settled} here).`;
      this.box.replaceChildren();
      this.box.hidden = true;
      return;
    }
    const model = tableModel(table);
    this.box.hidden = false;
    this.note.textContent =
      `For n discs moved from peg i to peg j, k the third peg: L, the largest disc moves directly, ` +
      `C(n−1, i→k) + C(n−1, k→j) + w(i→j); R, it goes through k, 2·C(n−1, i→j) + C(n−1, j→i) + w(i→k) + w(k→j)` +
      `${summary.scale === 'size' ? ', each w times n, the size of the disc that moves' : ''}. ` +
      `The cheaper is marked * and bold, and is what the recursion takes (the fewer moves on equal costs, L on a full tie); ` +
      `${model.usedCount === 1 ? 'the one subproblem' : `the ${model.usedCount} subproblems`} the solution shown uses ` +
      `${model.usedCount === 1 ? 'is' : 'are'} marked ▸ and shaded. ${table.work}`;
    this.box.replaceChildren(this.build(model));
  }

  build(model) {
    const table = document.createElement('table');
    table.className = 'dp-table';
    table.append(cellOf('caption', 'Costs of the cheapest transfers; * the recursion’s choice, ▸ used by the solution shown, — impossible'));
    const head = document.createElement('thead');
    const pairs = document.createElement('tr');
    pairs.append(cellOf('th', 'n', { scope: 'col', rowSpan: 2 }));
    for (const column of model.columns) pairs.append(cellOf('th', column, { scope: 'colgroup', colSpan: 2 }));
    const sides = document.createElement('tr');
    for (const column of model.columns) {
      sides.append(cellOf('th', 'L', { scope: 'col', title: `${column}: direct` }), cellOf('th', 'R', { scope: 'col', title: `${column}: through the third peg` }));
    }
    head.append(pairs, sides);
    const body = document.createElement('tbody');
    for (const row of model.rows) {
      const tr = document.createElement('tr');
      tr.append(cellOf('th', String(row.n), { scope: 'row' }));
      row.cells.forEach((cell, i) => {
        const column = model.columns[Math.floor(i / 2)];
        const td = document.createElement('td');
        td.dataset.n = String(row.n);
        td.dataset.pair = column;
        td.dataset.side = i % 2 === 0 ? 'L' : 'R';
        if (cell.chosen) td.classList.add('is-chosen');
        if (cell.used) td.classList.add('is-used');
        if (cell.used) td.append(cellOf('span', '▸', { className: 'used-mark', ariaHidden: 'true' }));
        td.append(cellOf('span', cell.text, { className: 'cost' }));
        const said = cell.impossible
          ? ' impossible'
          : `, ${cell.moves} ${cell.moves === '1' ? 'move' : 'moves'}${cell.chosen ? ', the recursion’s choice' : ''}${cell.used ? ', used by the solution' : ''}`;
        td.append(cellOf('span', said, { className: 'visually-hidden' }));
        if (!cell.impossible) td.title = `${cell.moves} ${cell.moves === '1' ? 'move' : 'moves'}`;
        tr.append(td);
      });
      body.append(tr);
    }
    table.append(head, body);
    return table;
  }
}
