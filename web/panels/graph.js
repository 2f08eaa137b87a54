// The Graph panel: every position of the puzzle on show as a dot and every
// legal move as a line (the core's state graph, from the study module's
// stateGraph, for puzzles of at most 4,096 positions), laid out as
// Sierpinski's triangle where the positions make one and by distance from
// the start otherwise. The solution's path is drawn on it, with the
// algorithm's path beside a list's (an optimal one found by search, or one
// imported) and beside the optimal solution the Optimum panel found, the
// moves made by hand, a hint's shortest path on from the position on show,
// and the position on show ringed as the player moves. A dot on the path, clicked or tapped,
// seeks there; with the drawing focused, ← → step along the path, + − zoom,
// 0 fits. The wheel zooms and a drag pans. SVG saves the drawing.

import { download, setText, svgElement as svg } from '../dom.js';
import { fileStem } from '../imported.js';
import { counted, formatWhole, plural } from '../words.js';

const NS = 'http://www.w3.org/2000/svg';
/** The drawing's own units: the unit square of the layout, scaled. */
const SIZE = 1000;
const MARGIN = 40;

/** A path longer than this (a wandering list imported) is not drawn: a line of a million points would stall the page. */
const PATH_DRAWN_MAX = 100_000;

/** "M x y L x y ..." through `nodes` (indices) at `points`. */
function polyline(nodes, points) {
  return Array.from(nodes, (node, i) => `${i ? 'L' : 'M'}${points[node].x.toFixed(1)} ${points[node].y.toFixed(1)}`).join('');
}

export class GraphPanel {
  /**
   * @param {object} el  {card, view, note, status, zoomIn, zoomOut, fit, save}
   * @param {object} view  the panels' interface (panel-view.js), with the study
   *   module's stateGraph; the moves of an optimal solution found come from
   *   its knowledge store, whoever found them
   */
  constructor(el, view) {
    this.el = el;
    this.panelView = view; // (this.view is the drawing's viewBox)
    this.study = view.study;
    this.drawnOptimal = null; // the optimal moves whose path is drawn
    this.drawnFor = null; // the puzzle drawn
    this.drawnList = null; // and the list whose path is drawn (the controller's recorded moves)
    this.graph = null; // stateGraph's answer for the algorithm
    this.points = [];
    this.nodeOf = new Map(); // position key → node
    this.path = []; // the nodes of the solution being played, from the start
    this.walk = []; // the nodes visited by hand
    this.current = -1;
    this.view = { x: -MARGIN, y: -MARGIN, size: SIZE + 2 * MARGIN };
    this.drag = null;

    el.zoomIn?.addEventListener('click', () => this.zoom(0.7));
    el.zoomOut?.addEventListener('click', () => this.zoom(1 / 0.7));
    el.fit?.addEventListener('click', () => this.fit());
    el.save?.addEventListener('click', () => this.save());
    el.view.addEventListener('click', (event) => this.clicked(event));
    el.view.addEventListener('keydown', (event) => this.keyPressed(event));
    el.view.addEventListener('wheel', (event) => this.wheel(event), { passive: false });
    el.view.addEventListener('pointerdown', (event) => this.pointerDown(event));
    el.view.addEventListener('pointermove', (event) => this.pointerMove(event));
    el.view.addEventListener('pointerup', (event) => this.pointerUp(event));
    el.view.addEventListener('pointercancel', () => (this.drag = null));
    view.subscribe((state) => this.show(state));
    // An optimal solution found for the puzzle on show (the Optimum panel's search) is drawn when it is noted.
    // (After the command that noted it has finished.)
    view.knowledge.subscribe((key) => {
      if (key === this.drawnFor && view.knowledge.movesFound(key) !== this.drawnOptimal) queueMicrotask(() => this.show(view.state));
    });
    this.show(view.state);
  }

  /** Follows the player: a new graph for another puzzle, the ring and the walk otherwise. */
  show(state) {
    const recorded = state.recorded ? this.panelView.recordedMoves() : null;
    const key = state.key;
    // A list is told apart by identity: comparing its moves each frame would cost.
    if (key !== this.drawnFor || recorded !== this.drawnList) {
      this.drawnFor = key;
      this.drawnList = recorded;
      this.drawnOptimal = null;
      this.build(state, recorded);
    }
    if (!this.graph) return;
    // An optimal solution found meanwhile, while the algorithm plays.
    const optimal = recorded ? null : this.panelView.knowledge.movesFound(key);
    if (optimal !== this.drawnOptimal) {
      this.drawnOptimal = optimal;
      this.drawOptimal(state, optimal);
    }
    const node = this.nodeOf.get(this.panelView.positionKey()) ?? -1;
    if (state.manual) {
      if (this.walk.length === 0 || this.walk.at(-1) !== node) {
        if (this.walk.length === 0 && this.lastShown >= 0) this.walk.push(this.lastShown);
        if (node >= 0) this.walk.push(node);
      }
    } else {
      this.walk = [];
    }
    this.lastShown = node;
    this.mark(node, state.running);
  }

  /** Builds and draws the graph of the puzzle on show, or says why not. */
  build(state, recorded) {
    this.graph = null;
    this.walk = [];
    this.current = -1;
    this.labelled = null;
    this.lastShown = -1;
    this.el.view.replaceChildren();
    this.hintLine = null;
    let graph;
    let listed = null;
    // A list whose path would not be drawn is not replayed for it either.
    const drawn = recorded && recorded.length / 2 < PATH_DRAWN_MAX;
    try {
      graph = this.study.stateGraph(state.variation, state.discs, state.pins);
      if (drawn) listed = this.study.stateGraph(state.variation, state.discs, state.pins, recorded);
    } catch (error) {
      this.el.view.setAttribute('hidden', '');
      this.setTools(false);
      setText(this.el.note, `No graph for ${state.title} with ${plural(state.discs, 'disc')}: ${error.message}. It is drawn for at most ${formatWhole(this.study.graphLimit())} positions.`);
      return;
    }
    this.graph = graph;
    this.el.view.removeAttribute('hidden');
    this.setTools(true);
    this.points = Array.from({ length: graph.count }, (_, i) => ({ x: graph.x[i] * SIZE, y: graph.y[i] * SIZE }));
    this.nodeOf = new Map(graph.keys.map((key, i) => [key, i]));
    this.algorithmPath = Array.from(graph.path);
    this.path = listed ? Array.from(listed.path) : recorded ? [] : this.algorithmPath;
    this.onPath = new Map();
    this.path.forEach((node, t) => {
      if (!this.onPath.has(node)) this.onPath.set(node, t);
    });
    const xs = this.points.map((p) => p.x);
    const ys = this.points.map((p) => p.y);
    this.bounds = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
    this.draw(graph, Boolean(recorded));
    this.fit();
    const shape = graph.layout === 'sierpinski' ? 'as Sierpinski\'s triangle' : 'by the fewest moves from the start, left to right';
    const moves = graph.edges.length / 2;
    let paths = '';
    if (recorded && !listed) paths = ` The list played, ${counted(recorded.length / 2, 'move')}, is too long to draw; the algorithm's path is dashed.`;
    else if (listed) paths = ' The list played is drawn in the accent colour, the algorithm\'s path dashed.';
    const counts = `${counted(graph.count, 'position')} and ${counted(moves, 'move')}${graph.directed ? ', some one-way' : ''}`;
    this.baseNote = `${counts}, drawn ${shape}; the solution passes through ${formatWhole(this.onPath.size)} of them.${paths} Click a position on the path to go there.`;
    setText(this.el.note, this.baseNote);
  }

  /** The path of the optimal solution found, dotted, where it is not the algorithm's. */
  drawOptimal(state, moves) {
    this.optimalLine?.remove();
    this.optimalLine = null;
    if (!moves) return;
    let found;
    try {
      found = Array.from(this.study.stateGraph(state.variation, state.discs, state.pins, moves).path);
    } catch (error) {
      console.error(error); // the search's own moves: they solve the puzzle
      return;
    }
    const same = found.length === this.algorithmPath.length && found.every((node, t) => node === this.algorithmPath[t]);
    const note = same
      ? ' The optimal solution the search found is the algorithm\'s own path.'
      : ' The optimal solution the search found is dotted.';
    setText(this.el.note, this.baseNote + note);
    if (same) return;
    this.optimalLine = svg('path', { class: 'graph-optimal', d: polyline(found, this.points), 'stroke-width': this.radius * 0.7 });
    this.walkLine.before(this.optimalLine);
  }

  /**
   * Lights up a hint's shortest path from the position on show, given as
   * the position keys it passes (the study module's pathKeys); null clears it.
   */
  showHintPath(keys) {
    this.hintLine?.remove();
    this.hintLine = null;
    if (!keys || !this.graph) return;
    const nodes = keys.map((key) => this.nodeOf.get(key));
    if (nodes.length < 2 || nodes.some((node) => node === undefined)) return;
    this.hintLine = svg('path', { class: 'graph-hint', d: polyline(nodes, this.points), 'stroke-width': this.radius * 1.1 });
    this.walkLine.after(this.hintLine);
  }

  setTools(on) {
    for (const button of [this.el.zoomIn, this.el.zoomOut, this.el.fit, this.el.save]) if (button) button.disabled = !on;
  }

  draw(graph, listed) {
    const points = this.points;
    const radius = Math.max(2.5, Math.min(14, (SIZE / Math.sqrt(graph.count)) * 0.16));
    this.radius = radius;
    const edges = [];
    for (let i = 0; i < graph.edges.length; i += 2) {
      const a = points[graph.edges[i]];
      const b = points[graph.edges[i + 1]];
      edges.push(`M${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}`);
    }
    const layers = [
      svg('path', { class: 'graph-edges', d: edges.join(''), 'stroke-width': Math.max(1, radius / 3) }),
      svg('path', {
        class: listed ? 'graph-path graph-algorithm' : 'graph-path',
        d: polyline(this.algorithmPath, points),
        'stroke-width': radius * 0.9,
      }),
    ];
    if (listed && this.path.length > 0) {
      layers.push(svg('path', { class: 'graph-path', d: polyline(this.path, points), 'stroke-width': radius * 0.9 }));
    }
    this.walkLine = svg('path', { class: 'graph-walk', d: '', 'stroke-width': radius * 0.7 });
    layers.push(this.walkLine);
    const nodes = svg('g', { class: 'graph-nodes' });
    points.forEach((p, i) => {
      const dot = svg('circle', { cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: radius.toFixed(1), 'data-node': i });
      if (this.onPath.has(i)) dot.classList.add('on-path');
      const title = svg('title');
      title.textContent = this.nodeTitle(i);
      dot.append(title);
      nodes.append(dot);
    });
    layers.push(nodes);
    for (const [node, cls] of [[0, 'graph-start'], [graph.goal, 'graph-goal']]) {
      if (node === undefined) continue;
      layers.push(svg('circle', { class: cls, cx: points[node].x, cy: points[node].y, r: radius * 1.9, 'stroke-width': radius / 2 }));
    }
    this.ring = svg('circle', { class: 'graph-current', r: radius * 2.4, 'stroke-width': radius * 0.8, cx: 0, cy: 0 });
    this.ring.setAttribute('visibility', 'hidden');
    layers.push(this.ring);
    this.el.view.append(...layers);
  }

  nodeTitle(node) {
    const t = this.onPath.get(node);
    const where = t === undefined ? '' : ` (move ${formatWhole(t)} of the solution)`;
    const ends = node === 0 ? 'Start: ' : node === this.graph.goal ? 'Goal: ' : '';
    return `${ends}${this.graph.texts[node]}${where}`;
  }

  /** Rings the position on show and draws the walk by hand; names it for screen readers when not running. */
  mark(node, running = false) {
    if (!running && node !== this.labelled) {
      this.labelled = node;
      const label = node >= 0 ? `State graph, now at ${this.nodeTitle(node)}` : 'State graph';
      this.el.view.setAttribute('aria-label', label);
    }
    if (node !== this.current) {
      this.current = node;
      if (node >= 0) {
        this.ring.setAttribute('cx', this.points[node].x.toFixed(1));
        this.ring.setAttribute('cy', this.points[node].y.toFixed(1));
        this.ring.setAttribute('visibility', 'visible');
      } else {
        this.ring.setAttribute('visibility', 'hidden');
      }
      this.el.view.dataset.current = String(node);
    }
    this.walkLine.setAttribute('d', this.walk.length > 1 ? polyline(this.walk, this.points) : '');
  }

  say(text) {
    if (this.el.status) this.el.status.textContent = this.el.status.textContent === text ? `${text}\u00a0` : text;
  }

  /** A click or tap: a position on the path seeks there. */
  clicked(event) {
    if (this.moved) return; // the end of a drag, not a click
    const target = event.target.closest?.('[data-node]');
    if (!target) return;
    const node = Number(target.dataset.node);
    const t = this.onPath.get(node);
    if (t === undefined) {
      this.say(`${this.graph.texts[node]}: not on the solution's path.`);
      return;
    }
    this.panelView.seek(String(t));
    this.say(`Move ${t}: ${this.graph.texts[node]}.`);
  }

  keyPressed(event) {
    if (!this.graph) return;
    const keys = { '+': () => this.zoom(0.7), '=': () => this.zoom(0.7), '-': () => this.zoom(1 / 0.7), 0: () => this.fit() };
    const t = Number(this.panelView.state.t);
    const steps = { ArrowRight: t + 1, ArrowLeft: t - 1, Home: 0, End: this.path.length - 1 };
    if (event.key in keys) {
      keys[event.key]();
    } else if (event.key in steps && !this.panelView.state.manual) {
      const to = Math.max(0, Math.min(this.path.length - 1, steps[event.key]));
      this.panelView.seek(String(to));
      this.say(`Move ${to}: ${this.graph.texts[this.path[to]]}.`);
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  setView() {
    const { x, y, size } = this.view;
    this.el.view.setAttribute('viewBox', `${x.toFixed(1)} ${y.toFixed(1)} ${size.toFixed(1)} ${size.toFixed(1)}`);
  }

  /** The whole graph in view. */
  fit() {
    const { x0, x1, y0, y1 } = this.bounds ?? { x0: 0, x1: SIZE, y0: 0, y1: SIZE };
    const size = Math.max(x1 - x0, y1 - y0) + 2 * MARGIN;
    this.view = { x: (x0 + x1 - size) / 2, y: (y0 + y1 - size) / 2, size };
    this.setView();
  }

  /** Zooms by `factor` (below 1 zooms in) about a point of the drawing (its centre by default). */
  zoom(factor, about = null) {
    const { x, y, size } = this.view;
    const next = Math.max(20, Math.min(4 * SIZE, size * factor));
    const cx = about?.x ?? x + size / 2;
    const cy = about?.y ?? y + size / 2;
    this.view = { x: cx - ((cx - x) * next) / size, y: cy - ((cy - y) * next) / size, size: next };
    this.setView();
  }

  /** A point of the drawing under the pointer. */
  drawingPoint(event) {
    const box = this.el.view.getBoundingClientRect();
    const scale = this.view.size / Math.min(box.width, box.height);
    const offsetX = (box.width - Math.min(box.width, box.height)) / 2;
    const offsetY = (box.height - Math.min(box.width, box.height)) / 2;
    return { x: this.view.x + (event.clientX - box.left - offsetX) * scale, y: this.view.y + (event.clientY - box.top - offsetY) * scale, scale };
  }

  wheel(event) {
    if (!this.graph) return;
    event.preventDefault();
    this.zoom(event.deltaY < 0 ? 0.85 : 1 / 0.85, this.drawingPoint(event));
  }

  pointerDown(event) {
    if (!this.graph || event.button !== 0) return;
    this.drag = { x: event.clientX, y: event.clientY, view: { ...this.view }, scale: this.drawingPoint(event).scale };
    this.moved = false;
  }

  pointerMove(event) {
    if (!this.drag) return;
    const dx = event.clientX - this.drag.x;
    const dy = event.clientY - this.drag.y;
    if (!this.moved && Math.hypot(dx, dy) < 4) return;
    if (!this.moved) this.el.view.setPointerCapture?.(event.pointerId);
    this.moved = true;
    this.view = { ...this.drag.view, x: this.drag.view.x - dx * this.drag.scale, y: this.drag.view.y - dy * this.drag.scale };
    this.setView();
  }

  pointerUp(event) {
    this.el.view.releasePointerCapture?.(event.pointerId);
    this.drag = null;
    // A click follows pointerup: let it see whether this was a drag.
    setTimeout(() => (this.moved = false), 0);
  }

  /** The drawing as an SVG file, in the page's colours, all of it in view. */
  svgText() {
    const copy = this.el.view.cloneNode(true);
    copy.setAttribute('xmlns', NS);
    copy.setAttribute('viewBox', `${-MARGIN} ${-MARGIN} ${SIZE + 2 * MARGIN} ${SIZE + 2 * MARGIN}`);
    copy.setAttribute('width', '800');
    copy.setAttribute('height', '800');
    copy.removeAttribute('tabindex');
    copy.removeAttribute('hidden');
    const colour = (name) => getComputedStyle(this.el.card).getPropertyValue(name).trim();
    const style = svg('style');
    style.textContent = [
      `svg{background:${colour('--surface')}}`,
      `.graph-edges{fill:none;stroke:${colour('--muted')};stroke-opacity:.45}`,
      `.graph-path{fill:none;stroke:${colour('--accent')};stroke-linecap:round;stroke-linejoin:round;stroke-opacity:.8}`,
      `.graph-algorithm{stroke:${colour('--muted')};stroke-dasharray:8 8}`,
      `.graph-walk{fill:none;stroke:${colour('--status-manual')};stroke-linecap:round;stroke-linejoin:round}`,
      `.graph-optimal{fill:none;stroke:${colour('--status-success')};stroke-linecap:round;stroke-dasharray:1 10}`,
      `.graph-hint{fill:none;stroke:${colour('--status-success')};stroke-linecap:round;stroke-linejoin:round;stroke-opacity:.85}`,
      `.graph-nodes circle{fill:${colour('--surface')};stroke:${colour('--text')};stroke-width:1.5}`,
      `.graph-nodes circle.on-path{fill:${colour('--accent')}}`,
      `.graph-start,.graph-goal{fill:none;stroke:${colour('--status-success')}}`,
      `.graph-current{fill:none;stroke:${colour('--status-failure')}}`,
    ].join('\n');
    copy.prepend(style);
    return new XMLSerializer().serializeToString(copy);
  }

  save() {
    if (!this.graph) return;
    const name = `${fileStem(this.panelView.state, this.panelView.pinsVary())}-graph.svg`;
    const link = download(new Blob([this.svgText()], { type: 'image/svg+xml' }), name);
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    this.say(`Saved ${name}.`);
  }
}
