// The movement digraph on the page: the pegs as circles, an arrow for every
// ordered pair, and on each arrow its cost as a button (its name says "cost
// from peg 1 to peg 3: 15"), which asks the page to edit it. A forbidden
// move's arrow is dashed and its label says so in words (✕ where there is
// no room), never by colour alone. Each arrow's path and its label carry
// data-from and data-to, for tests and course pages. Geometry from
// digraph-layout.js: the buttons take exactly the boxes it placed, and a
// cost too long for its box is written smaller, never wider.

import { SIZE, nodePlaces, arcPlaces, shapeFor } from './digraph-layout.js';
import { arcName, arcText, isForbidden } from './weighted-words.js';
import { setAttr, setText, svgElement as svg } from '../dom.js';

const percent = (v) => `${((v / SIZE) * 100).toFixed(3)}%`;

export class DigraphView {
  /**
   * @param {HTMLElement} box  where the drawing goes
   * @param {(from: number, to: number, button: HTMLButtonElement) => void} onChoose  an arc's label was activated
   */
  constructor(box, onChoose) {
    this.box = box;
    this.onChoose = onChoose;
    this.pegs = 0;
    this.arcs = new Map(); // "1-3" → {path, button}
    this.selected = null; // the key of the arc being edited
  }

  /**
   * Marks the arc being edited (null for none): its arrow and label stand
   * out, as they do while pointed at or focused, so that which arrow a
   * label belongs to is never a guess.
   */
  select(from, to) {
    this.selected = from === null ? null : `${from}-${to}`;
    for (const key of this.arcs.keys()) this.highlight(key, key === this.selected);
  }

  highlight(key, on) {
    const arc = this.arcs.get(key);
    if (!arc) return;
    const active = on || key === this.selected;
    arc.path.classList.toggle('is-active', active);
    arc.button.classList.toggle('is-active', active);
    // The active arrow is drawn last, over the others.
    if (active) arc.path.parentNode?.append(arc.path);
  }

  /** Draws the weights (a matrix of texts, 'inf' forbidden); rebuilt only when the number of pegs changes. */
  show(matrix) {
    const pegs = matrix.length;
    if (pegs !== this.pegs) this.build(pegs);
    const compact = shapeFor(pegs).compact;
    for (const [key, { path, button }] of this.arcs) {
      const [from, to] = key.split('-').map(Number);
      const cost = matrix[from - 1][to - 1];
      const forbidden = isForbidden(cost);
      path.classList.toggle('is-forbidden', forbidden);
      setAttr(path, 'marker-end', forbidden ? 'url(#arrow-forbidden)' : 'url(#arrow)');
      button.classList.toggle('is-forbidden', forbidden);
      const shown = forbidden && compact ? '✕' : arcText(cost);
      setText(button, shown);
      button.style.setProperty('--chars', String(shown.length));
      setAttr(button, 'aria-label', arcName(from, to, cost));
      setAttr(button, 'title', arcName(from, to, cost));
    }
  }

  /** The label of the arc from `from` to `to`, to give the focus back to. */
  button(from, to) {
    return this.arcs.get(`${from}-${to}`)?.button ?? null;
  }

  build(pegs) {
    this.pegs = pegs;
    this.arcs.clear();
    this.selected = null;
    const shape = shapeFor(pegs);
    const { label } = shape;
    const drawing = svg('svg', { viewBox: `0 0 ${SIZE} ${SIZE}`, 'aria-hidden': 'true', focusable: 'false' });
    const defs = svg('defs');
    // In the drawing's units, so that a wider (highlighted) arrow keeps the head the layout made room for.
    for (const id of ['arrow', 'arrow-forbidden']) {
      const marker = svg('marker', { id, viewBox: '0 0 10 10', refX: 8, refY: 5, markerUnits: 'userSpaceOnUse', markerWidth: shape.head, markerHeight: shape.head, orient: 'auto' });
      marker.append(svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: id }));
      defs.append(marker);
    }
    const arcs = svg('g', { class: 'arcs' });
    const nodes = svg('g', { class: 'nodes' });
    const labels = document.createElement('div');
    labels.className = 'arc-labels';
    labels.setAttribute('role', 'group');
    labels.setAttribute('aria-label', 'Costs of moves: choose one to change it');
    labels.style.setProperty('--label-width', `${(label.width / SIZE) * 100}cqi`);
    for (const arc of arcPlaces(pegs)) {
      const path = svg('path', { d: arc.path, class: 'arc', 'data-from': arc.from, 'data-to': arc.to });
      arcs.append(path);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'arc-label';
      button.dataset.from = String(arc.from);
      button.dataset.to = String(arc.to);
      Object.assign(button.style, {
        left: percent(arc.label.x),
        top: percent(arc.label.y),
        width: percent(label.width),
        height: percent(label.height),
      });
      const key = `${arc.from}-${arc.to}`;
      button.addEventListener('click', () => {
        this.select(arc.from, arc.to);
        this.onChoose(arc.from, arc.to, button);
      });
      for (const [type, on] of [['mouseenter', true], ['focus', true], ['mouseleave', false], ['blur', false]]) {
        button.addEventListener(type, () => this.highlight(key, on));
      }
      labels.append(button);
      this.arcs.set(key, { path, button });
    }
    for (const node of nodePlaces(pegs)) {
      nodes.append(svg('circle', { cx: node.x, cy: node.y, r: shape.node, class: 'peg' }));
      const number = svg('text', { x: node.x, y: node.y, class: 'peg-number', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
      number.style.fontSize = `${shape.node}px`; // drawing units: as large as the peg allows
      number.textContent = String(node.peg);
      nodes.append(number);
    }
    drawing.append(defs, arcs, nodes);
    this.box.dataset.pegs = String(pegs);
    this.box.replaceChildren(drawing, labels);
  }
}
