// The player's read-outs brought up to date with the controller's state:
// the status line, the counter, the timeline, which buttons can be used,
// the speed, the keys' words, the tower's label and the notices; and the
// live region's announcements.

import { STATUS_LABELS, pinKeys } from '../controller.js';
import { nearestSpeedStep, shortSpeed, describeSpeed } from '../options.js';
import { sliderMax, sliderValue } from '../timeline.js';
import { setText, setAttr } from '../dom.js';
import { formatWhole } from '../words.js';

/** The status line: its kind (a word and a colour) and its sentence. */
export function showStatus(el, { kind, detail }) {
  if (el.status.dataset.kind === kind && el['status-detail'].textContent === detail) return;
  el.status.dataset.kind = kind;
  el['status-kind'].textContent = STATUS_LABELS[kind];
  el['status-detail'].textContent = detail;
  el.status.title = `${STATUS_LABELS[kind]}: ${detail}`;
}

/** A sentence for screen readers (the live region), said again even if it is the same. */
export function announce(region, text) {
  region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}

function showTimeline(timeline, state) {
  if (state.canSeek) {
    const max = String(sliderMax(state.total));
    if (timeline.max !== max) timeline.max = max;
    const value = String(sliderValue(state.timelineMove, state.total));
    if (timeline.value !== value) timeline.value = value;
    timeline.disabled = false;
    setAttr(timeline, 'aria-valuetext', `move ${formatWhole(state.timelineMove)} of ${state.totalText}`);
  } else {
    timeline.max = '0';
    timeline.value = '0';
    timeline.disabled = true;
    setAttr(timeline, 'aria-valuetext', state.total === null ? 'the solution is too long to count: no timeline' : 'no moves');
  }
}

function showButtons(el, state) {
  const enable = (button, on) => setAttr(button, 'aria-disabled', on ? 'false' : 'true');
  enable(el.undo, state.canUndo);
  enable(el.redo, state.canRedo);
  enable(el['step-back'], state.canBack);
  enable(el['step-forward'], state.canStep);
  enable(el.reset, state.canReset);
  enable(el.run, state.canRun || state.running);
  setAttr(el.run, 'title', state.canRun || state.running ? 'Run or pause (Space)' : 'The solution starts from the usual start: not from a start of your own');
  const label = state.running ? 'Pause' : state.atEnd ? 'Run again' : 'Run';
  const run = el.run;
  if (run.dataset.label !== label) {
    run.dataset.state = state.running ? 'running' : 'paused';
    run.dataset.label = label;
    run.querySelector('.label').textContent = label;
  }
}

function showNotices(el, notices) {
  const list = el['notice-list'];
  const shown = [...list.children].map((li) => li.textContent);
  if (shown.join('\n') !== notices.join('\n')) {
    list.replaceChildren(...notices.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
  }
  el.notice.hidden = notices.length === 0;
}

/**
 * Every read-out from the state.
 * @param {ShadowRoot} root  the player's shadow root (its words for a pin)
 * @param {string} place  the puzzle's word for a pin ("pin", "peg")
 * @param {string[]} notices  the state's notices and the player's own
 */
export function showState(el, root, state, place, notices) {
  showStatus(el, state.status);
  setText(el['counter-label'], state.counter.label);
  setText(el.time, state.counter.text);
  el.time.classList.toggle('is-long', state.counter.text.length > 16);
  // A second read-out under the count, where a view has one (the weighted view's running cost).
  const extra = state.counter.extra ?? '';
  setText(el['counter-extra'], extra);
  el['counter-extra'].hidden = extra === '';
  setText(el['position-text'], state.positionText);
  showTimeline(el.timeline, state);
  showButtons(el, state);
  el.speed.value = String(nearestSpeedStep(state.speed));
  setText(el['speed-value'], shortSpeed(state.speed));
  setAttr(el.speed, 'aria-valuetext', describeSpeed(state.speed));
  setText(el['key-pins'], pinKeys(state.pins));
  for (const word of root.querySelectorAll('.place-word')) setText(word, place);
  el.tower.dataset.mode = state.mode;
  setAttr(
    el.tower,
    'aria-label',
    `The tower: ${state.heading}. Type a ${place}'s number, or use the arrow keys and Enter, to lift its top disc and put it on another ${place}.`,
  );
  showNotices(el, notices);
}
