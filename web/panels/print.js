// The Print panel: the moves that led to the position on show (the player
// keeps the log), numbered, with a Copy button.

import { paced } from './trace.js';

export class PrintPanel {
  /**
   * @param {{print: HTMLElement, note?: HTMLElement, copy?: HTMLButtonElement}} el
   * @param {object} view  the panels' interface (panel-view.js)
   */
  constructor(el, view) {
    this.el = el;
    this.view = view;
    this.version = -1;
    el.copy?.addEventListener('click', () => this.copy());
    const show = paced(() => this.show(), () => view.state);
    view.subscribe(show);
    this.show();
  }

  show() {
    const log = this.view.moveLog();
    if (this.version === log.version) return;
    this.version = log.version;
    this.el.print.textContent = log.text();
    if (this.el.note) this.el.note.textContent = log.summary();
    // Keep the newest moves in view while they come in.
    const box = this.el.print.parentElement;
    if (box && box.scrollHeight > box.clientHeight) box.scrollTop = box.scrollHeight;
  }

  async copy() {
    const text = this.view.moveLog().text();
    const button = this.el.copy;
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      ok = false;
    }
    const label = button.querySelector('.label') ?? button;
    label.textContent = ok ? 'Copied' : 'Select and copy';
    if (!ok) {
      // No clipboard here: select the log so that the visitor can copy it.
      const range = document.createRange();
      range.selectNodeContents(this.el.print);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
    }
    setTimeout(() => (label.textContent = 'Copy'), 1600);
  }
}
