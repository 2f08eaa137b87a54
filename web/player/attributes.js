// The element's puzzle attributes both ways: attributes set by a page reach
// the controller (several set in one task applied together), and the
// controller's state is written back into variation, discs, pins, mode and
// speed, like a native element's. DOM-free: it needs only an object with
// getAttribute and setAttribute, and the controller.

import { parseMode, parseSpeed, speedText } from '../options.js';
import { calmly } from './calmly.js';

/** The attributes that name the puzzle, set together with setPuzzleText. */
const PUZZLE_ATTRIBUTES = ['variation', 'discs', 'pins'];

/** What a <hanoi-player> opens with (controller.open's view), from its attributes. */
export function viewFrom(element) {
  const view = {};
  for (const name of ['variation', 'discs', 'pins', 'mode', 'speed', 't', 'start', 'goal']) view[name] = element.getAttribute(name);
  return view;
}

export class AttributeSync {
  /**
   * @param {object} element  getAttribute, setAttribute
   * @param {() => object|null} controller  the controller now (none before the engine has loaded)
   * @param {(text: string) => string} quote  a value quoted as the core quotes it, for notices
   */
  constructor(element, controller, quote) {
    this.element = element;
    this.controller = controller;
    this.quote = quote;
    this.pending = new Set(); // set in this task, not yet applied
    this.reflecting = false;
  }

  /** attributeChangedCallback's part: the change is applied at the end of the task, with any others. */
  changed(name, old, value) {
    if (this.reflecting || !this.controller()) return;
    // t is a command: setting it again to the same move goes there again.
    if (old === value && name !== 't') return;
    if (this.pending.size === 0) queueMicrotask(calmly(() => this.apply()));
    this.pending.add(name);
  }

  /** The controller has opened the view the attributes asked for: nothing is pending. */
  opened() {
    this.pending.clear();
  }

  apply() {
    const changed = this.pending;
    this.pending = new Set();
    const c = this.controller();
    if (!c) return;
    const attr = (name) => this.element.getAttribute(name);
    const notices = [];
    if (PUZZLE_ATTRIBUTES.some((name) => changed.has(name))) {
      const s = c.state;
      const current = { variation: s.variation, discs: String(s.discs), pins: String(s.pins) };
      const raw = Object.fromEntries(PUZZLE_ATTRIBUTES.map((name) => [name, changed.has(name) ? attr(name) : current[name]]));
      notices.push(...c.setPuzzleText(raw));
    }
    if (changed.has('mode')) {
      const parsed = parseMode(attr('mode'), this.quote);
      if (parsed.notice) notices.push(parsed.notice);
      c.setMode(parsed.mode);
    }
    if (changed.has('speed')) {
      const parsed = parseSpeed(attr('speed'), this.quote);
      if (parsed.notice) notices.push(parsed.notice);
      c.setSpeed(parsed.speed);
    }
    if (changed.has('t')) {
      const notice = c.seekText(attr('t'));
      if (notice) notices.push(notice);
    }
    c.showNotices(notices);
    if (changed.has('start') || changed.has('goal')) {
      const [start, goal] = [attr('start'), attr('goal')];
      if (start === null && goal === null) c.clearEnds();
      else c.startFromAddress({ start, goal });
    }
  }

  /** Keeps variation, discs, pins, mode and speed equal to the state. */
  reflect(state) {
    const wanted = {
      variation: state.variation,
      discs: String(state.discs),
      pins: String(state.pins),
      mode: state.mode,
      speed: speedText(state.speed),
    };
    this.reflecting = true;
    try {
      for (const [name, value] of Object.entries(wanted)) {
        // An attribute set in this task and not yet applied wins over the state it will change.
        if (this.pending.has(name)) continue;
        if (this.element.getAttribute(name) !== value) this.element.setAttribute(name, value);
      }
    } finally {
      this.reflecting = false;
    }
  }
}
