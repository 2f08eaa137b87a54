// Figure 5's plane of weights on a canvas: one square per point (w12
// across, w13 up, w23 fixed), coloured by the value of scoring play the
// core computed for it, the region the paper's theorems draw outlined, a
// cursor that arrow keys move and Enter plays, a pointer that moves the
// cursor as it hovers, and a click or a tap: a mouse click plays the point
// at once unless `askFirst()` says a game is in progress, a tap (or such a
// click) selects it and a second one on it plays it. The facts (cells, region, legend, sentences) come from
// hanoi-core (weightPlaneFacts, weightPlaneCells); this file only draws and
// handles input.

/** Colours of the kinds 1 to 5 (first wins, second wins, tie, draw, undecided): draws white, as in the paper. */
export const KIND_COLOURS = { 1: '#4f9d69', 2: '#c8553d', 3: '#e0b84c', 4: '#ffffff', 5: '#9aa0a6' };

/** Room around the plot: tick numbers and the axis names left and below. */
const LEFT = 48;
const RIGHT = 10;
const TOP = 8;
const BOTTOM = 42;
const MOST_SIZE = 440;
const FONT = '13px system-ui, sans-serif';

export class WeightPlane {
  /**
   * `canvas` to draw on; `onPick(point)` when a point is played ({w12, w13,
   * kind}); `onCursor(point, selected)` when the cursor moves (for the
   * words beside; `selected` after a first tap or click that did not play);
   * `askFirst()` true while a mouse click should select, not play.
   */
  constructor(canvas, { onPick, onCursor, askFirst = () => false }) {
    this.canvas = canvas;
    this.onPick = onPick;
    this.onCursor = onCursor;
    this.askFirst = askFirst;
    this.facts = null;
    this.cells = null;
    this.cursor = null;
    /** The cell a first tap or click selected ("col,row"): a second one there plays it. */
    this.selected = null;
    this.pointerType = 'mouse';
    canvas.tabIndex = 0;
    canvas.addEventListener('keydown', (event) => this.key(event));
    canvas.addEventListener('pointerdown', (event) => { this.pointerType = event.pointerType || 'mouse'; });
    canvas.addEventListener('pointermove', (event) => this.hover(event));
    canvas.addEventListener('click', (event) => this.click(event));
  }

  /** A new plane: its facts (side, half, polygon, point) and no cells yet. */
  setFacts(facts) {
    this.facts = facts;
    this.cells = null;
    this.selected = null;
    const middle = Math.floor(facts.side / 2);
    this.cursor = { col: middle, row: middle };
    this.draw();
  }

  /** The cells' kinds, rows from the top, each from the left. */
  setCells(cells) {
    this.cells = cells;
    this.draw();
    this.onCursor(this.point());
  }

  /** The point under the cursor: {w12, w13, kind} (kind 0 while not computed). */
  point() {
    if (!this.facts || !this.cursor) return null;
    const { half, side } = this.facts;
    const { col, row } = this.cursor;
    return { w12: col - half, w13: half - row, kind: this.cells ? this.cells[row * side + col] : 0, col, row };
  }

  /** The cell at a cell's (col, row) kind, for tests: the colour drawn there. */
  colourAt(w12, w13) {
    if (!this.cells) return null;
    const { half, side } = this.facts;
    return KIND_COLOURS[this.cells[(half - w13) * side + (w12 + half)]];
  }

  size() {
    const room = this.canvas.parentElement?.clientWidth || MOST_SIZE;
    return Math.max(200, Math.min(MOST_SIZE, room));
  }

  /** Canvas pixels per point, where the plot starts, and the canvas's height. */
  layout() {
    const size = this.size();
    const cell = (size - LEFT - RIGHT) / this.facts.side;
    return { size, cell, left: LEFT, top: TOP, height: TOP + cell * this.facts.side + BOTTOM };
  }

  draw() {
    if (!this.facts) return;
    const { size, cell, left, top, height } = this.layout();
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(size * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.canvas.style.width = `${size}px`;
    this.canvas.style.height = `${height}px`;
    const g = this.canvas.getContext('2d');
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.clearRect(0, 0, size, height);
    const { side, half } = this.facts;
    for (let row = 0; row < side; row += 1) {
      for (let col = 0; col < side; col += 1) {
        g.fillStyle = this.cells ? KIND_COLOURS[this.cells[row * side + col]] : '#eef0f3';
        g.fillRect(left + col * cell, top + row * cell, cell, cell);
      }
    }
    g.strokeStyle = 'rgba(0,0,0,.12)';
    g.lineWidth = 1;
    for (let i = 0; i <= side; i += 1) {
      g.beginPath();
      g.moveTo(left + i * cell, top);
      g.lineTo(left + i * cell, top + side * cell);
      g.moveTo(left, top + i * cell);
      g.lineTo(left + side * cell, top + i * cell);
      g.stroke();
    }
    this.drawAxes(g, { cell, left, top, side, half });
    this.drawRegion(g, { cell, left, top, half });
    this.drawCursor(g, { cell, left, top });
  }

  /** The axes w12 = 0 and w13 = 0, tick numbers every 5 (10 on wide planes), and the axes' names. */
  drawAxes(g, { cell, left, top, side, half }) {
    const at = (w) => (w + half + 0.5) * cell;
    g.strokeStyle = 'rgba(0,0,0,.45)';
    g.beginPath();
    g.moveTo(left + at(0), top);
    g.lineTo(left + at(0), top + side * cell);
    g.moveTo(left, top + side * cell - at(0));
    g.lineTo(left + side * cell, top + side * cell - at(0));
    g.stroke();
    const colour = getComputedStyle(this.canvas).color;
    const bottom = top + side * cell;
    const step = half > 15 ? 10 : 5;
    g.fillStyle = colour;
    g.strokeStyle = colour;
    g.font = FONT;
    g.textBaseline = 'middle';
    for (let w = -half; w <= half; w += 1) {
      if (w % step) continue;
      const x = left + at(w);
      const y = bottom - at(w);
      g.beginPath();
      g.moveTo(x, bottom);
      g.lineTo(x, bottom + 4);
      g.moveTo(left - 4, y);
      g.lineTo(left, y);
      g.stroke();
      g.textAlign = 'center';
      g.fillText(String(w).replace('-', '\u2212'), x, bottom + 12);
      g.textAlign = 'right';
      g.fillText(String(w).replace('-', '\u2212'), left - 6, y);
    }
    g.textAlign = 'center';
    g.fillText('w12', left + (side * cell) / 2, bottom + 31);
    g.save();
    g.translate(10, top + (side * cell) / 2);
    g.rotate(-Math.PI / 2);
    g.fillText('w13', 0, 0);
    g.restore();
    g.textBaseline = 'alphabetic';
  }

  /** The theorems' drawn region: a polygon outlined, or a dot. */
  drawRegion(g, { cell, left, top, half }) {
    const x = (w12) => left + (w12 + half + 0.5) * cell;
    const y = (w13) => top + (half - w13 + 0.5) * cell;
    g.strokeStyle = '#1d3557';
    g.lineWidth = 2.5;
    g.setLineDash([6, 4]);
    const { polygon, point } = this.facts;
    if (polygon?.length) {
      g.beginPath();
      polygon.forEach(([a, b], i) => (i ? g.lineTo(x(a), y(b)) : g.moveTo(x(a), y(b))));
      g.closePath();
      g.stroke();
    } else if (point) {
      g.beginPath();
      g.arc(x(point[0]), y(point[1]), Math.max(4, cell / 2), 0, 2 * Math.PI);
      g.stroke();
    }
    g.setLineDash([]);
  }

  drawCursor(g, { cell, left, top }) {
    if (!this.cursor) return;
    g.strokeStyle = '#111';
    g.lineWidth = 3;
    g.strokeRect(left + this.cursor.col * cell + 1.5, top + this.cursor.row * cell + 1.5, cell - 3, cell - 3);
  }

  key(event) {
    if (!this.facts) return;
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (steps[event.key]) {
      event.preventDefault();
      const [dc, dr] = steps[event.key];
      const last = this.facts.side - 1;
      this.cursor = {
        col: Math.max(0, Math.min(last, this.cursor.col + dc)),
        row: Math.max(0, Math.min(last, this.cursor.row + dr)),
      };
      this.selected = null;
      this.draw();
      this.onCursor(this.point());
    } else if ((event.key === 'Enter' || event.key === ' ') && this.cells) {
      event.preventDefault();
      this.onPick(this.point());
    }
  }

  /** The cell under a pointer event, or null off the plot. */
  cellAt(event) {
    const box = this.canvas.getBoundingClientRect();
    const { cell, left, top } = this.layout();
    const col = Math.floor((event.clientX - box.left - left) / cell);
    const row = Math.floor((event.clientY - box.top - top) / cell);
    if (col < 0 || row < 0 || col >= this.facts.side || row >= this.facts.side) return null;
    return { col, row };
  }

  /** A mouse or pen over the plot moves the cursor (its words said), playing nothing. */
  hover(event) {
    if (!this.facts || event.pointerType === 'touch') return;
    const at = this.cellAt(event);
    if (!at || (at.col === this.cursor?.col && at.row === this.cursor?.row)) return;
    this.cursor = at;
    this.draw();
    this.onCursor(this.point(), this.selected === `${at.col},${at.row}`);
  }

  /** A mouse click plays at once when nothing would be lost; a tap, or a click while a game is in progress, selects first. */
  click(event) {
    if (!this.facts || !this.cells) return;
    const at = this.cellAt(event);
    if (!at) return;
    const key = `${at.col},${at.row}`;
    const touch = (event.pointerType || this.pointerType) === 'touch';
    this.cursor = at;
    this.draw();
    if (this.selected === key || (!touch && !this.askFirst())) {
      this.selected = null;
      this.onCursor(this.point());
      this.onPick(this.point());
    } else {
      this.selected = key;
      this.onCursor(this.point(), true);
    }
  }

  /** Where (in page pixels, relative to the canvas) the point (w12, w13) is drawn: for tests. */
  centreOf(w12, w13) {
    const { cell, left, top } = this.layout();
    const { half } = this.facts;
    return { x: left + (w12 + half + 0.5) * cell, y: top + (half - w13 + 0.5) * cell };
  }
}
