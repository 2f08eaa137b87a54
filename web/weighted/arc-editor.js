// The form that changes one arc's cost: opened from the arc's label, it
// takes a typed cost or Forbid, and hands it to the page, which asks the
// core. A refusal stays on show with the core's message and nothing
// changes; Cancel or Escape closes it and gives the focus back to the arc.

import { typedCost } from './weights-text.js';
import { capitalise, message } from '../words.js';
import { FORBIDDEN, isForbidden } from './weighted-words.js';

export class ArcEditor {
  /**
   * @param {object} el  {form, label, input, forbid, cancel, error}
   * @param {(from: number, to: number, cost: string) => void} apply  throws the core's message when refused
   * @param {(from: number, to: number) => HTMLElement | null} arcButton  the arc's label, for the focus
   * @param {() => void} closed  told when the form closes
   */
  constructor(el, apply, arcButton, closed = () => {}) {
    this.el = el;
    this.apply = apply;
    this.arcButton = arcButton;
    this.closed = closed;
    this.arc = null;
    el.form.addEventListener('submit', (event) => {
      event.preventDefault();
      const cost = typedCost(el.input.value);
      if (cost === null) this.refuse('Type one cost, such as 3 or 2.5, for this move alone (or choose Forbid).');
      else this.set(cost);
    });
    el.forbid.addEventListener('click', () => this.set(FORBIDDEN));
    el.cancel.addEventListener('click', () => this.close());
    el.form.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      this.close();
    });
  }

  /** Opens the form for the move from `from` to `to`, now costing `cost`. */
  open(from, to, cost) {
    const el = this.el;
    this.arc = { from, to };
    el.label.textContent = `Cost of a move from peg ${from} to peg ${to}`;
    el.input.value = isForbidden(cost) ? '' : cost;
    el.input.placeholder = isForbidden(cost) ? 'forbidden' : '';
    el.error.textContent = '';
    el.form.hidden = false;
    el.input.focus();
    el.input.select();
  }

  set(cost) {
    if (!this.arc) return;
    try {
      this.apply(this.arc.from, this.arc.to, cost);
    } catch (error) {
      return this.refuse(capitalise(message(error)));
    }
    this.close();
  }

  refuse(text) {
    this.el.error.textContent = text;
    this.el.input.focus();
  }

  close() {
    if (!this.arc) return;
    const { from, to } = this.arc;
    this.arc = null;
    this.el.form.hidden = true;
    this.el.error.textContent = '';
    this.closed();
    this.arcButton(from, to)?.focus();
  }
}
