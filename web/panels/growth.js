// The Growth panel: moves against the number of discs on a log scale, for
// the variation on show and up to five others chosen to compare. The exact
// counts and the documented growth rates come from the core (the study
// module's growthCounts); the fewest possible moves come from the exact
// search, run in a worker (search-worker.js) one number of discs after
// another while the search is small (the core's estimate against the core's
// limit for this panel, growthCounts' searchPositions), so the page never
// waits for it; what it finds is noted in the knowledge store
// (knowledge.js), and it shows what any search noted there (the Optimum
// panel's, the player's quick one). Nothing is counted or searched before the panel has been
// seen: counting Many-Pin on many pins builds a puzzle for each of its
// 1,000 numbers of discs (68 ms on 100 pins).
// A point where the search found fewer moves than the algorithm is marked.
// Where one line would be crammed into less than a quarter of the width
// (Rainbow's 40 discs beside Many-Pin's 1,000), the disc axis stops at
// four times the shortest line's discs, the longer lines cut there with an
// arrow at the edge and said so; All discs shows every one.
// Hovering a point, or the arrow keys with the plot focused, reads out its
// exact values, in a box placed beside the point where it covers no mark
// near it; a table below gives every number; SVG and PNG save the plot.

import { download, setText, svgElement as svg, variationGroups } from '../dom.js';
import { MAX_SERIES, SERIES_STYLES, SHORTEST_SHARE, discRange, formatCount, markedPoints, plotLayout, pointText, rateLine, searchText, seriesPoints, tipPlace } from '../growth-plot.js';
import { formulaMathML } from '../formula.js';
import { fileStem } from '../imported.js';
import { puzzleKey } from '../puzzle-key.js';
import { SearchClient } from '../search-client.js';
import { capitalise, formatWhole, message, plural, raised, TOO_MANY_TO_COUNT } from '../words.js';

const NS = 'http://www.w3.org/2000/svg';
/** Mark radius, in the plot's units. */
const R = 4.5;

/** An SVG path for a mark of `kind` centred on (x, y). */
function markPath(kind, x, y, r = R) {
  const p = (dx, dy) => `${(x + dx * r).toFixed(1)} ${(y + dy * r).toFixed(1)}`;
  switch (kind) {
    case 'square':
      return `M${p(-0.9, -0.9)}L${p(0.9, -0.9)}L${p(0.9, 0.9)}L${p(-0.9, 0.9)}Z`;
    case 'triangle':
      return `M${p(0, -1.25)}L${p(1.15, 0.85)}L${p(-1.15, 0.85)}Z`;
    case 'diamond':
      return `M${p(0, -1.3)}L${p(1.3, 0)}L${p(0, 1.3)}L${p(-1.3, 0)}Z`;
    case 'cross':
      return `M${p(-1, -1)}L${p(1, 1)}M${p(1, -1)}L${p(-1, 1)}`;
    case 'star': {
      const corners = Array.from({ length: 10 }, (_, i) => {
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        const reach = i % 2 ? 0.55 : 1.35;
        return p(Math.cos(angle) * reach, Math.sin(angle) * reach);
      });
      return `M${corners.join('L')}Z`;
    }
    default:
      return `M${p(-1, 0)}A${r} ${r} 0 1 0 ${p(1, 0)}A${r} ${r} 0 1 0 ${p(-1, 0)}Z`;
  }
}

/** "10", "1,000", "10⁴"-style labels for the powers of ten on the count axis. */
function powerLabel(power) {
  return power <= 3 ? formatWhole(10 ** power) : `10${raised(power)}`;
}

export class GrowthPanel {
  /**
   * @param {object} el  {card, figure, plot, tip, legend, note, key, status, variation, pins, add, all, table, saveSvg, savePng}
   * @param {object} view  the panels' interface (panel-view.js), with the
   *   study module's growthCounts and searchEstimate, and the knowledge store
   *   where the fewest moves found for a puzzle (its key, puzzle-key.js) are kept
   */
  constructor(el, view) {
    this.el = el;
    this.view = view;
    this.study = view.study;
    this.knowledge = view.knowledge;
    this.series = []; // {key, id, title, label, pins, counts, growth, style, optima: Map, searched, stopped, searching}
    this.cursor = null; // {series, index}: the point read out
    this.searches = new SearchClient('hanoi-growth');
    this.pumping = false;
    this.layout = null;
    this.allDiscs = false; // every number of discs on the axis, however crammed the shortest line

    this.buildChooser();
    el.add.addEventListener('click', () => this.addChosen());
    el.all?.addEventListener('click', () => this.showAllDiscs(!this.allDiscs));
    el.variation.addEventListener('change', () => this.choosePins());
    el.pins.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        this.addChosen();
      }
    });
    el.legend.addEventListener('click', (event) => {
      const button = event.target.closest?.('button[data-remove]');
      if (button) this.remove(button.dataset.remove);
    });
    el.plot.addEventListener('pointermove', (event) => this.hover(event));
    el.plot.addEventListener('pointerleave', () => {
      if (document.activeElement !== el.plot) this.showTip(null);
    });
    el.plot.addEventListener('keydown', (event) => this.keyPressed(event));
    el.plot.addEventListener('focus', () => this.point(this.cursor ?? this.firstCursor()));
    el.plot.addEventListener('blur', () => this.showTip(null));
    el.saveSvg?.addEventListener('click', () => this.saveSvg());
    el.savePng?.addEventListener('click', () => this.savePng());
    view.subscribe((state) => this.follow(state));
    // The fewest moves another search found (the Optimum panel's) show at once.
    this.knowledge.subscribe((key) => this.learned(key));
    new ResizeObserver(() => this.resized()).observe(el.plot);
    // Counting and searching start once the panel is seen (or used): a visit that never scrolls here costs neither.
    this.inView = false;
    this.seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) this.wake();
    });
    this.seen.observe(el.card);
    el.card.addEventListener('focusin', () => this.wake());
  }

  /** The panel is seen: the variation on show is counted, and the searches start. */
  wake() {
    if (this.inView) return;
    this.seen.disconnect();
    this.inView = true;
    this.follow(this.view.state);
  }

  /** The variation menu for comparing, grouped by family as the settings' one. */
  buildChooser() {
    this.el.variation.replaceChildren(...variationGroups(this.view.catalogue));
    this.choosePins();
  }

  entry(id) {
    return this.view.catalogue.find((v) => v.id === id);
  }

  /** The pins field is for variations that take a choice; its hint is their range. */
  choosePins() {
    const { pins } = this.entry(this.el.variation.value) ?? {};
    const varies = pins && !pins.fixed;
    this.el.pins.disabled = !varies;
    this.el.pins.value = varies ? String(pins.default) : '';
    this.el.pins.placeholder = varies ? '' : 'fixed';
  }

  /** The variation on show is the first series; it changes with the player (once the panel has been seen). */
  follow(state) {
    if (!this.inView) return;
    const key = `${state.variation}/${state.pins}`;
    if (this.series[0]?.key !== key) {
      let made;
      try {
        made = this.make(state.variation, state.pins);
      } catch (error) {
        console.error(error); // the player's own puzzle: its counts exist
        return;
      }
      // The same puzzle compared already gives up its place (and its style) to the one on show.
      this.series = this.series.filter((s, i) => i > 0 && s.key !== key);
      made.style = this.freeStyle();
      this.series.unshift(made);
      this.cursor = null;
      this.redraw();
    }
  }

  /** A new fact about puzzle `key` in the knowledge store: the fewest moves, if a series plotted has that puzzle. */
  learned(key) {
    const fewest = this.knowledge.fewestMoves(key);
    if (fewest === undefined || fewest === null) return;
    for (const series of this.series) {
      for (let n = 1; n < series.counts.length; n++) {
        if (puzzleKey(series.id, n, series.pins) !== key || series.optima.get(n) === fewest) continue;
        series.optima.set(n, fewest);
        this.redrawSoon();
      }
    }
  }

  /** A series for variation `id` on `pins` (undefined: its default); throws with the core's reason. */
  make(id, pins) {
    const table = this.study.growthCounts(id, pins);
    const entry = this.entry(table.id);
    const pinsVary = entry && !entry.pins.fixed;
    const series = {
      key: `${table.id}/${table.pins}`,
      id: table.id,
      title: table.title,
      label: pinsVary ? `${table.title}, ${table.pins} pins` : table.title,
      pins: table.pins,
      counts: table.counts,
      growth: table.growth,
      searchPositions: table.searchPositions, // the largest search started here, by the core's estimate
      optima: new Map(),
      searched: 0, // optima looked for up to this many discs
      stopped: null, // why the search stopped going further
      searching: null, // the number of discs being searched
    };
    // What searches found before (here, or the Optimum panel's): the search goes on after the first number of discs not known.
    let known = true;
    for (let n = 1; n < series.counts.length; n++) {
      const fewest = this.knowledge.fewestMoves(puzzleKey(series.id, n, series.pins));
      if (fewest === undefined) known = false;
      if (fewest !== undefined && fewest !== null) series.optima.set(n, fewest);
      if (known) series.searched = n;
    }
    return series;
  }

  freeStyle() {
    const used = new Set(this.series.map((s) => s.style));
    return SERIES_STYLES.findIndex((_, i) => !used.has(i));
  }

  /** Adds the variation chosen to compare, or says why not (changing nothing). */
  addChosen() {
    this.wake(); // the variation on show first, even before the scroll has been noticed
    const id = this.el.variation.value;
    const typed = this.el.pins.disabled ? undefined : this.el.pins.value.trim();
    if (this.series.length >= MAX_SERIES) {
      this.say(`At most ${MAX_SERIES} variations are compared at once: remove one first.`);
      return;
    }
    let made;
    try {
      made = this.make(id, typed === undefined || typed === '' ? undefined : Number(typed));
    } catch (error) {
      this.say(`${capitalise(message(error))}: nothing added.`);
      return;
    }
    if (this.series.some((s) => s.key === made.key)) {
      this.say(`${made.label} is plotted already.`);
      return;
    }
    made.style = this.freeStyle();
    this.series.push(made);
    this.say(`Added ${made.label}.`);
    this.redraw();
  }

  remove(key) {
    const gone = this.series.find((s) => s.key === key);
    if (!gone || gone === this.series[0]) return;
    this.series = this.series.filter((s) => s !== gone);
    this.cursor = null;
    this.say(`Removed ${gone.label}.`);
    this.redraw();
    this.el.variation.focus();
  }

  say(text) {
    // The same words again are still read out.
    this.el.status.textContent = this.el.status.textContent === text ? `${text}\u00a0` : text;
  }

  /** Draws everything again and lets the search go on. */
  redraw() {
    this.prepared = this.series.map((s) => {
      const points = seriesPoints(s);
      return { points, line: rateLine(s.growth, points) };
    });
    this.place();
    this.drawLegend();
    this.drawTable();
    this.drawNote();
    if (this.cursor) this.point(this.cursor, false);
    this.pump();
  }

  /** Lays the plot out in as many units as it has pixels across, so its type stays the page's size on a phone. */
  place() {
    const width = Math.round(Math.max(300, Math.min(1200, this.el.plot.clientWidth || 800)));
    const height = Math.round(Math.max(240, Math.min(460, width * 0.6)));
    const { xMax, full } = discRange(this.prepared, this.allDiscs);
    // All discs is offered where the axis would otherwise stop short.
    const cut = discRange(this.prepared).xMax < full;
    if (this.el.all) {
      this.el.all.hidden = !cut;
      this.el.all.textContent = `All discs, to ${formatWhole(full)}`;
      this.el.all.setAttribute('aria-pressed', String(this.allDiscs && cut));
    }
    // On a phone the margin is narrower, but still wide enough that the
    // axis title clears the widest power of ten ("10²⁰").
    this.layout = plotLayout(this.prepared, { width, height, left: width < 500 ? 62 : 70, xMax });
    this.drawPlot();
  }

  /** Every number of discs on the axis (`all`), or the axis stopped where the shortest line stays readable. */
  showAllDiscs(all) {
    this.allDiscs = all;
    this.cursor = null;
    this.showTip(null);
    this.place();
    this.drawNote();
  }

  /** A new width: laid out again, the point read out kept. */
  resized() {
    const width = Math.round(this.el.plot.clientWidth);
    if (!this.layout || !width || Math.abs(Math.max(300, Math.min(1200, width)) - this.layout.width) < 2) return;
    this.place();
    if (this.cursor && !this.el.tip.hidden) this.point(this.cursor, false);
  }

  drawPlot() {
    const { layout } = this;
    const { box } = layout;
    const plot = this.el.plot;
    plot.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
    const grid = svg('g', { class: 'growth-grid' });
    const labels = svg('g', { class: 'growth-labels' });
    for (const { power, y } of layout.yTicks) {
      grid.append(svg('path', { d: `M${box.left} ${y.toFixed(1)}H${box.right}` }));
      const label = svg('text', { x: box.left - 8, y: (y + 4).toFixed(1), 'text-anchor': 'end' });
      label.textContent = powerLabel(power);
      labels.append(label);
    }
    for (const { n, x } of layout.xTicks) {
      grid.append(svg('path', { d: `M${x.toFixed(1)} ${box.top}V${box.bottom}` }));
      const label = svg('text', { x: x.toFixed(1), y: box.bottom + 18, 'text-anchor': 'middle' });
      label.textContent = formatWhole(n);
      labels.append(label);
    }
    const axisX = svg('text', { x: (box.left + box.right) / 2, y: layout.height - 6, 'text-anchor': 'middle', class: 'growth-axis' });
    axisX.textContent = 'discs (n)';
    const axisY = svg('text', { x: 12, y: (box.top + box.bottom) / 2, 'text-anchor': 'middle', class: 'growth-axis', transform: `rotate(-90 12 ${(box.top + box.bottom) / 2})` });
    axisY.textContent = 'moves (log scale)';
    const frame = svg('path', { class: 'growth-frame', d: `M${box.left} ${box.top}V${box.bottom}H${box.right}` });
    const layers = [grid, frame, labels, axisX, axisY];
    this.drawnMarks = []; // the centres of the marks, which the read-out keeps clear of
    layout.series.forEach((drawn, i) => {
      const series = this.series[i];
      const style = SERIES_STYLES[series.style];
      const group = svg('g', { class: `growth-series growth-series-${series.style + 1}`, 'data-key': series.key });
      if (drawn.line) {
        const { x1, y1, x2, y2 } = drawn.line;
        group.append(svg('path', { class: 'growth-rate', d: `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}` }));
      }
      if (drawn.points.length > 1) {
        const d = drawn.points.map((p, j) => `${j ? 'L' : 'M'}${p.px.toFixed(1)} ${p.py.toFixed(1)}`).join('');
        group.append(svg('path', { class: 'growth-line', d, 'stroke-dasharray': style.dash || 'none' }));
      }
      if (drawn.more !== null && drawn.points.length) {
        // The line goes on past the axis: an arrowhead at the edge, at its height there.
        const end = drawn.points.at(-1);
        const x = box.right + 2;
        group.append(svg('path', { class: 'growth-more', d: `M${x} ${(end.py - 6).toFixed(1)}L${x + 9} ${end.py.toFixed(1)}L${x} ${(end.py + 6).toFixed(1)}Z`, 'data-more': drawn.more }));
      }
      const marks = svg('g', { class: style.mark === 'cross' ? 'growth-marks is-stroked' : 'growth-marks' });
      for (const p of markedPoints(drawn.points, Math.round(layout.width / 12))) {
        this.drawnMarks.push({ x: p.px, y: p.py });
        if (p.optimum !== null) {
          // A ring where the search found the fewest moves; two where they are fewer than the algorithm's.
          marks.append(svg('circle', { class: p.beaten ? 'growth-beaten' : 'growth-optimal', cx: p.px.toFixed(1), cy: p.py.toFixed(1), r: R * 1.8 }));
          if (p.beaten) marks.append(svg('circle', { class: 'growth-beaten', cx: p.px.toFixed(1), cy: p.py.toFixed(1), r: R * 2.6 }));
        }
        marks.append(svg('path', { class: 'growth-mark', d: markPath(style.mark, p.px, p.py), 'data-n': p.n }));
      }
      group.append(marks);
      layers.push(group);
    });
    this.cursorRing = svg('circle', { class: 'growth-cursor', r: R * 3.4, cx: 0, cy: 0, visibility: 'hidden' });
    layers.push(this.cursorRing);
    // Screen readers get the plot's label, the read-out of the point under the keys and the table, not the drawing's pieces.
    for (const layer of layers) layer.setAttribute('aria-hidden', 'true');
    plot.replaceChildren(...layers);
    const names = this.series.map((s) => s.label).join(', ');
    plot.setAttribute('aria-label', `Growth plot: moves against discs, log scale, for ${names}. Arrow keys read out the points.`);
  }

  /** Each series: its mark and dash, name, documented rate, what the search found, and Remove. */
  drawLegend() {
    // Rebuilt only when the series change, so that a focused Remove button keeps the focus while searches report.
    const keys = this.series.map((s) => `${s.key}:${s.style}`).join(' ');
    if (keys === this.legendKeys) {
      this.series.forEach((series, i) => setText(this.el.legend.children[i]?.querySelector('.growth-search'), searchText(series)));
      return;
    }
    this.legendKeys = keys;
    const items = this.series.map((series, i) => {
      const style = SERIES_STYLES[series.style];
      const item = document.createElement('li');
      item.className = `growth-series-${series.style + 1}`;
      item.dataset.key = series.key;
      const swatch = svg('svg', { class: 'growth-swatch', viewBox: '0 0 40 16', 'aria-hidden': 'true' });
      swatch.append(
        svg('path', { class: 'growth-line', d: 'M2 8H38', 'stroke-dasharray': style.dash || 'none' }),
        svg('path', { class: style.mark === 'cross' ? 'growth-mark is-stroked' : 'growth-mark', d: markPath(style.mark, 20, 8, 4) }),
      );
      const name = document.createElement('strong');
      name.textContent = i === 0 ? `${series.label} (on show)` : series.label;
      const rate = document.createElement('span');
      rate.className = 'growth-rate-text';
      if (series.growth) {
        // Typeset as the settings' formula is (powers raised); as written where it cannot be read.
        const math = formulaMathML(series.growth.text);
        const formula = document.createElement('span');
        if (math) formula.innerHTML = math;
        else formula.textContent = series.growth.text;
        rate.append('Documented growth: ', formula, ' (the broad pale line).');
      } else rate.textContent = 'No exponential growth rate documented.';
      const search = document.createElement('span');
      search.className = 'growth-search';
      search.textContent = searchText(series);
      const words = document.createElement('div');
      words.append(name, rate, search);
      item.append(swatch, words);
      if (i > 0) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'small-button';
        button.dataset.remove = series.key;
        button.textContent = 'Remove';
        button.setAttribute('aria-label', `Remove ${series.label}`);
        item.append(button);
      }
      return item;
    });
    this.el.legend.replaceChildren(...items);
  }

  drawNote() {
    const lines = [];
    const xMax = this.layout.xMax;
    lines.push(`Moves against discs from 1 to ${formatWhole(xMax)}, on a log scale (0 discs take 0 moves, off the scale).`);
    const cut = this.layout.series.map((drawn, i) => ({ drawn, series: this.series[i] })).filter(({ drawn }) => drawn.more !== null);
    if (cut.length) {
      const which = cut.map(({ drawn, series }) => `${series.label} to ${formatWhole(drawn.more)}`);
      const list = which.length > 1 ? `${which.slice(0, -1).join('; ')} and ${which.at(-1)}` : which[0];
      lines.push(
        `The axis stops at ${formatWhole(xMax)} discs (${SHORTEST_SHARE} × the shortest line) so that every line can be read; ` +
          `an arrow at its edge marks a line that goes on (${list} discs): All discs shows ${cut.length > 1 ? 'them' : 'it'} whole, and the table has every number.`,
      );
    }
    for (const series of this.series) {
      const first = series.counts.indexOf(null);
      if (first >= 0) lines.push(`${series.label} takes ${TOO_MANY_TO_COUNT} moves from ${formatWhole(first)} discs on: those are not drawn.`);
    }
    setText(this.el.note, lines.join(' '));
  }

  /** Every number in a table: the accessible view of the plot, and the numbers to copy. */
  drawTable() {
    const table = this.el.table;
    const columns = [];
    for (const series of this.series) {
      columns.push({ heading: `${series.label}: moves`, cell: (n) => series.counts[n], series, kind: 'count' });
      if (series.optima.size > 0) columns.push({ heading: `${series.label}: fewest (search)`, cell: (n) => series.optima.get(n), series, kind: 'optimum' });
    }
    const caption = document.createElement('caption');
    caption.textContent = 'Exact moves for each number of discs, as hanoi table gives them, and the fewest possible where the search found them';
    const head = document.createElement('thead');
    const headRow = head.insertRow();
    const corner = document.createElement('th');
    corner.scope = 'col';
    corner.textContent = 'Discs';
    headRow.append(corner);
    for (const column of columns) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = column.heading;
      th.dataset.key = column.series.key;
      th.dataset.kind = column.kind;
      headRow.append(th);
    }
    const body = document.createElement('tbody');
    const rows = Math.max(...this.series.map((s) => s.counts.length));
    for (let n = 0; n < rows; n++) {
      const row = body.insertRow();
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = formatWhole(n);
      row.append(th);
      for (const column of columns) {
        const td = row.insertCell();
        if (n >= column.series.counts.length) continue;
        const value = column.cell(n);
        if (value === null && column.kind === 'count') td.textContent = TOO_MANY_TO_COUNT;
        else if (value !== undefined && value !== null) td.textContent = formatCount(value);
      }
    }
    table.replaceChildren(caption, head, body);
  }

  // ------------------------------------------------------------ the search

  /**
   * Searches the next number of discs of the first series that wants one,
   * one at a time, in the worker; the worker ends with the queue (and after
   * an error), its wasm memory given back, and a new one comes when needed.
   */
  async pump() {
    if (this.pumping || !this.inView) return;
    this.pumping = true;
    try {
      for (let next = this.nextSearch(); next; next = this.nextSearch()) {
        const { series, n } = next;
        const key = puzzleKey(series.id, n, series.pins);
        let optimum = this.knowledge.fewestMoves(key);
        if (optimum === undefined) {
          const why = this.tooLarge(series, n);
          if (why) {
            series.stopped = why;
            this.drawLegend();
            continue;
          }
          series.searching = n;
          this.drawLegend();
          try {
            this.knowledge.noteSearch(key, await this.search(series, n));
            optimum = this.knowledge.fewestMoves(key);
          } catch (error) {
            this.searches.stop();
            if (!this.series.includes(series)) continue;
            series.searching = null;
            series.stopped = `The search of ${plural(n, 'disc')} stopped: ${message(error)}`;
            this.drawLegend();
            continue;
          }
        }
        series.searching = null;
        if (!this.series.includes(series)) continue; // removed meanwhile
        series.searched = n;
        if (optimum !== null) series.optima.set(n, optimum);
        this.redrawSoon();
      }
      this.searches.stop();
    } finally {
      this.pumping = false;
    }
  }

  /** The next {series, n} to search: the series in order, each a disc further. */
  nextSearch() {
    for (const series of this.series) {
      if (series.stopped) continue;
      const n = series.searched + 1;
      if (n >= series.counts.length) {
        series.stopped = 'Every number of discs it takes is searched';
        continue;
      }
      return { series, n };
    }
    return null;
  }

  /** Why the search of n discs is left to the Optimum panel, or '' to go on. */
  tooLarge(series, n) {
    let estimate;
    try {
      estimate = this.study.searchEstimate(series.id, n, series.pins);
    } catch (error) {
      return `Not searched from ${plural(n, 'disc')}: ${message(error)}`;
    }
    if (!estimate.fits || estimate.positions > series.searchPositions) {
      return `Not searched from ${plural(n, 'disc')}: up to ${formatWhole(estimate.positions)} positions, more than the ${formatWhole(series.searchPositions)} searched here (the Optimum panel goes further)`;
    }
    return '';
  }

  /** The search's result for n discs, from the worker, as the knowledge store keeps it (its moves left out: the panel plots counts). */
  async search(series, n) {
    const started = performance.now();
    let result;
    try {
      result = await this.searches.run({ variation: series.id, discs: n, pins: series.pins });
    } catch (error) {
      throw error.stopped ? new Error(error.message || 'the search worker failed') : error;
    }
    return { length: result.length, unreachable: result.unreachable, reached: result.reached, ms: performance.now() - started };
  }

  /** Many small searches finish close together: one redraw for them. */
  redrawSoon() {
    if (this.redrawPending) return;
    this.redrawPending = true;
    requestAnimationFrame(() => {
      this.redrawPending = false;
      this.redraw();
    });
  }

  // ------------------------------------------------------------ reading points out

  firstCursor() {
    const index = this.layout?.series.findIndex((s) => s.points.length > 0) ?? -1;
    return index < 0 ? null : { series: index, index: 0 };
  }

  /** Rings a point and reads it out (in the tip, and to screen readers when `say`). */
  point(cursor, say = true) {
    if (!cursor || !this.layout) return this.showTip(null);
    const drawn = this.layout.series[cursor.series];
    const p = drawn?.points[cursor.index];
    if (!p) {
      this.cursor = null;
      return this.showTip(null);
    }
    this.cursor = cursor;
    const text = pointText(this.series[cursor.series].label, p);
    this.showTip({ text, x: p.px, y: p.py });
    if (say) this.say(text);
  }

  showTip(tip) {
    const { tip: box, plot } = this.el;
    if (!tip) {
      box.hidden = true;
      this.cursorRing?.setAttribute('visibility', 'hidden');
      return;
    }
    this.cursorRing.setAttribute('cx', tip.x.toFixed(1));
    this.cursorRing.setAttribute('cy', tip.y.toFixed(1));
    this.cursorRing.setAttribute('visibility', 'visible');
    setText(box, tip.text);
    box.hidden = false;
    // Beside the point, inside the plot, covering no mark near it (in the plot's units, then pixels).
    const scale = plot.getBoundingClientRect().width / this.layout.width || 1;
    const size = { width: box.offsetWidth / scale, height: box.offsetHeight / scale };
    const bounds = { left: 0, top: 0, right: this.layout.width, bottom: this.layout.height };
    const at = tipPlace({ x: tip.x, y: tip.y }, size, this.drawnMarks ?? [], bounds, { inside: this.layout.box });
    box.style.setProperty('--tip-left', `${(at.x * scale).toFixed(1)}px`);
    box.style.setProperty('--tip-top', `${(at.y * scale).toFixed(1)}px`);
  }

  /** The point nearest the pointer, if near enough. */
  hover(event) {
    if (!this.layout) return;
    const box = this.el.plot.getBoundingClientRect();
    const scale = this.layout.width / box.width;
    const x = (event.clientX - box.left) * scale;
    const y = (event.clientY - box.top) * scale;
    let best = null;
    this.layout.series.forEach((drawn, s) => {
      drawn.points.forEach((p, index) => {
        const distance = Math.hypot(p.px - x, p.py - y);
        if (distance < 28 && (!best || distance < best.distance)) best = { series: s, index, distance };
      });
    });
    if (best) this.point(best, false);
    else if (document.activeElement !== this.el.plot) this.showTip(null);
  }

  keyPressed(event) {
    if (!this.layout) return;
    const cursor = this.cursor ?? this.firstCursor();
    if (!cursor) return;
    const series = this.layout.series;
    const points = series[cursor.series].points;
    /** The point of series s nearest n discs. */
    const nearest = (s, n) => {
      const list = series[s].points;
      let index = 0;
      list.forEach((p, i) => {
        if (Math.abs(p.n - n) < Math.abs(list[index].n - n)) index = i;
      });
      return { series: s, index };
    };
    const n = points[cursor.index].n;
    /** The next series (by `step`) that has points. */
    const other = (step) => {
      for (let s = cursor.series + step; s >= 0 && s < series.length; s += step) if (series[s].points.length) return nearest(s, n);
      return cursor;
    };
    const moves = {
      ArrowRight: () => ({ ...cursor, index: Math.min(points.length - 1, cursor.index + 1) }),
      ArrowLeft: () => ({ ...cursor, index: Math.max(0, cursor.index - 1) }),
      PageUp: () => ({ ...cursor, index: Math.min(points.length - 1, cursor.index + 10) }),
      PageDown: () => ({ ...cursor, index: Math.max(0, cursor.index - 10) }),
      Home: () => ({ ...cursor, index: 0 }),
      End: () => ({ ...cursor, index: points.length - 1 }),
      ArrowUp: () => other(-1),
      ArrowDown: () => other(1),
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    event.stopPropagation();
    this.point(moves[event.key]());
  }

  // ------------------------------------------------------------ saving

  /** The plot as an SVG file that stands alone, in the page's colours. */
  svgText() {
    const copy = this.el.plot.cloneNode(true);
    copy.setAttribute('xmlns', NS);
    copy.setAttribute('width', String(this.layout.width));
    copy.setAttribute('height', String(this.layout.height));
    for (const name of ['tabindex', 'role', 'aria-roledescription', 'aria-describedby', 'class']) copy.removeAttribute(name);
    copy.querySelector('.growth-cursor')?.remove();
    const style = getComputedStyle(this.el.card);
    const colour = (name) => style.getPropertyValue(name).trim();
    const css = svg('style');
    css.textContent = [
      `svg{background:${colour('--surface')};font:13px ${style.fontFamily}}`,
      `text{fill:${colour('--text')}}`,
      `.growth-axis{fill:${colour('--muted')}}`,
      `.growth-grid path{stroke:${colour('--border')};fill:none}`,
      `.growth-frame{stroke:${colour('--muted')};fill:none}`,
      `.growth-line{fill:none;stroke-width:2}`,
      `.growth-rate{fill:none;stroke-width:7;stroke-opacity:.22;stroke-linecap:round}`,
      `.growth-mark{stroke:${colour('--surface')};stroke-width:1}`,
      `.is-stroked .growth-mark{fill:none;stroke-width:2.4}`,
      `.growth-optimal,.growth-beaten{fill:none;stroke-width:1.6}`,
      `.growth-optimal{stroke:${colour('--status-success')}}`,
      `.growth-beaten{stroke:${colour('--status-failure')}}`,
      ...SERIES_STYLES.map((_, i) => {
        const c = colour(`--series-${i + 1}`);
        return `.growth-series-${i + 1} .growth-line,.growth-series-${i + 1} .growth-rate{stroke:${c}}.growth-series-${i + 1} .growth-mark,.growth-series-${i + 1} .growth-more{fill:${c}}.growth-series-${i + 1} .is-stroked .growth-mark{stroke:${c}}`;
      }),
    ].join('\n');
    const title = svg('title');
    title.textContent = `Moves against discs, log scale: ${this.series.map((s) => s.label).join(', ')}`;
    copy.prepend(title, css);
    return new XMLSerializer().serializeToString(copy);
  }

  /** "growth-rainbow-many-pin-4-pins": the series' variations, pins given where not the default. */
  saveStem() {
    const stems = this.series.map((s) => fileStem({ variation: s.id, pins: s.pins }, s.pins !== this.entry(s.id)?.pins.default));
    return `growth-${stems.join('-')}`;
  }

  saveSvg() {
    const name = `${this.saveStem()}.svg`;
    const link = download(new Blob([this.svgText()], { type: 'image/svg+xml' }), name);
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    this.say(`Saved ${name}.`);
  }

  /** The same drawing as a PNG, at twice its size. */
  savePng() {
    const name = `${this.saveStem()}.png`;
    const url = URL.createObjectURL(new Blob([this.svgText()], { type: 'image/svg+xml' }));
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = this.layout.width * 2;
      canvas.height = this.layout.height * 2;
      canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => {
        if (!blob) return this.say('Not saved: the browser could not make the picture.');
        const link = download(blob, name);
        setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
        this.say(`Saved ${name}.`);
      }, 'image/png');
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      this.say('Not saved: the browser could not make the picture.');
    };
    image.src = url;
  }
}
