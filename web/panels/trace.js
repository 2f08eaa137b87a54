// The Trace panel: the solution's calls in progress at the move on show,
// outermost first (what the original HanoiVar printed with its trace toggle).

import { formatWhole } from '../words.js';

/** Frames shown in full; deeper stacks show their outermost and innermost calls. */
const TRACE_HEAD = 12;
const TRACE_TAIL = 36;

export class TracePanel {
  /** @param {HTMLOListElement | null} list @param {HTMLElement | null} note */
  constructor(list, note) {
    this.list = list;
    this.note = note;
    this.key = '';
  }

  /**
   * @param {{proc: number, n: number, text: string}[]} frames outermost first
   * @param {string} emptyText what to say when there is no call in progress
   */
  show(frames, emptyText) {
    if (!this.list) return;
    // Any call may differ after a jump, not only the first or the last.
    const key = frames.length ? frames.map((frame) => frame.text).join('\n') : `0|${emptyText}`;
    if (key === this.key) return;
    this.key = key;
    const rows = [];
    const add = (frame, depth) => {
      const li = document.createElement('li');
      li.style.setProperty('--depth', String(Math.min(depth, 16)));
      li.textContent = frame.text;
      // Read out as the words shown; the nesting shown by indentation is the item's level.
      li.setAttribute('aria-level', String(depth + 1));
      rows.push(li);
    };
    if (frames.length <= TRACE_HEAD + TRACE_TAIL + 1) {
      frames.forEach((frame, i) => add(frame, i));
    } else {
      frames.slice(0, TRACE_HEAD).forEach((frame, i) => add(frame, i));
      const gap = document.createElement('li');
      gap.className = 'trace-gap';
      const hidden = frames.length - TRACE_HEAD - TRACE_TAIL;
      gap.textContent = `… ${formatWhole(hidden)} more calls …`;
      rows.push(gap);
      const offset = frames.length - TRACE_TAIL;
      frames.slice(offset).forEach((frame, i) => add(frame, offset + i));
    }
    if (rows.length) rows[rows.length - 1].classList.add('trace-current');
    this.list.replaceChildren(...rows);
    this.list.dataset.depth = String(frames.length);
    if (this.note) {
      this.note.textContent = frames.length
        ? `${frames.length} ${frames.length === 1 ? 'call' : 'calls'} in progress, outermost first; the last makes the next move.`
        : emptyText;
    }
  }
}

/** While the solution runs, the panels refresh at most this often. */
export const PANEL_INTERVAL_MS = 200;

/**
 * `show(state)` paced for a panel: at once, but while the solution runs at
 * most every PANEL_INTERVAL_MS, and then once more at the end of the
 * interval with `current()` state, so that a change is never left unshown
 * (an import just after a move, say).
 */
export function paced(show, current) {
  let shownAt = -Infinity;
  let pending = null;
  return (state) => {
    const now = performance.now();
    if (state.running && now - shownAt < PANEL_INTERVAL_MS) {
      pending ??= setTimeout(() => {
        pending = null;
        shownAt = performance.now();
        show(current());
      }, PANEL_INTERVAL_MS - (now - shownAt));
      return;
    }
    shownAt = now;
    show(state);
  };
}

/** Keeps a TracePanel in step with the player, through the panels' interface (panel-view.js). */
export function followTrace(view, list, note) {
  const panel = new TracePanel(list, note);
  const show = paced((state) => {
    let empty;
    if (state.manual) empty = 'Played by hand: no call of the solution is in progress. Step back past your moves, or move the timeline, to see it again.';
    else if (state.atEnd) empty = 'The solution is complete: no call is in progress.';
    else empty = 'No call in progress.';
    panel.show(view.trace(), empty);
  }, () => view.state);
  view.subscribe(show);
  show(view.state);
  return panel;
}
