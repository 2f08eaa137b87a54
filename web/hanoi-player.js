// <hanoi-player>: a Tower of Hanoi puzzle to watch and play, as one custom
// element. It draws the controller's state (controller.js) in its own shadow
// DOM, turns clicks, taps and keys into the controller's commands, and
// passes the controller's events on. Several on one page share one engine.
//
//   <script type="module" src="js/hanoi-player.js"></script>
//   <hanoi-player variation="reves" discs="6" controls="minimal" autoplay></hanoi-player>
//
// Attributes: variation discs pins mode speed t start goal controls (none |
//   minimal | full) autoplay palette (standard | safe) patterns (on | off).
//   start and goal: a start (and goal) of one's own as text, `3 2 / - / 1`.
//   presenting (no value): set by a page's presentation mode
//   (presentation.js): compact icon controls and no list of keys.
//   variation, discs, pins, mode and speed follow the player's state.
// Methods: play() pause() step() back() seek(t) reset() pick(pin) undo()
//   redo(), and for panels setVariation() setCounts() playRecorded()
//   playAlgorithm() noteOptimum() positionKey() showHint() trace()
//   moveLog() startFrom() randomStart() clearEnds() setEditing(); `ready` resolves when
//   the engine has loaded, `state` is the controller's snapshot. A method
//   whose call trapped in the engine throws an EngineRestarted (engine.js)
//   after the player has opened its puzzle again; the player's own input
//   (keys, clicks, drags, the timeline) and its playback catch it.
// Events (bubbling, composed): move, solved, illegal, statechange; details
//   as controller.js describes them, but pins numbered from 1 (as pick()).
// A view of a puzzle outside the catalogue subclasses the element and
//   overrides createController() and openView() (web/weighted/weighted-player.js).

import { Controller, STATUS_LABELS, pinKeys } from './controller.js';
import { TowerRenderer } from './renderer.js';
import { PinTyping } from './pin-typing.js';
import { bindTowerDrag } from './tower-drag.js';
import { SPEED_STEPS, nearestSpeedStep, shortSpeed, describeSpeed, speedText, parseMode, parseSpeed } from './options.js';
import { sliderMax, sliderValue, moveAt, keyTarget } from './timeline.js';
import { loadEngine, unlessRestarted, EngineRestarted, PLAYER_MODULE, STUDY_MODULE } from './engine.js';
import { setText, setAttr } from './dom.js';
import { formatWhole } from './words.js';

const PASSED_ON = ['move', 'solved', 'illegal', 'statechange'];
/** A device whose only pointer is a finger and that has no hover: a phone or tablet, most likely with no keyboard. */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

/** An event's detail with its pins (`from`, `to`) numbered from 1, as people count them outside the element. */
function pinsFrom1(detail) {
  if (!detail || (typeof detail.from !== 'number' && typeof detail.to !== 'number')) return detail;
  const shifted = { ...detail };
  for (const key of ['from', 'to']) if (typeof shifted[key] === 'number') shifted[key] += 1;
  return shifted;
}
/** The looks an attribute may ask for, the first of each the default. */
const LOOKS = {
  controls: ['full', 'minimal', 'none'],
  palette: ['standard', 'safe'],
  patterns: ['on', 'off'],
};
const PUZZLE_ATTRIBUTES = ['variation', 'discs', 'pins'];

const icon = (path, extra = '') => `<svg ${extra} viewBox="0 0 24 24" aria-hidden="true"><path d="${path}"/></svg>`;
const ICONS = {
  reset: 'M12 5V1.5L6.5 6 12 10.5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z',
  back: 'M18 5v14l-9.5-7zM5 5h3v14H5z',
  play: 'M7 4.5v15l12.5-7.5z',
  pause: 'M6 5h4.5v14H6zM13.5 5H18v14h-4.5z',
  step: 'M6 5v14l9.5-7zM16 5h3v14h-3z',
  undo: 'M12.5 8c-2.65 0-5.05 1-6.9 2.6L2 7v9h9l-3.62-3.62A7.9 7.9 0 0 1 12.5 10.5c3.54 0 6.55 2.31 7.6 5.5l2.37-.78A10.5 10.5 0 0 0 12.5 8z',
  redo: 'M18.4 10.6A10.4 10.4 0 0 0 11.5 8a10.5 10.5 0 0 0-9.97 7.22l2.36.78A8 8 0 0 1 11.5 10.5c1.96 0 3.73.72 5.12 1.88L13 16h9V7z',
};

const TEMPLATE = `
<div class="player" part="player" data-controls="full">
  <div class="notice" id="notice" role="alert" hidden>
    <ul id="notice-list"></ul>
    <button type="button" class="notice-close" id="notice-close" aria-label="Dismiss the notice">×</button>
  </div>
  <div class="status-bar" part="status-bar">
    <div class="status" id="status" data-kind="waiting">
      <span class="status-kind" id="status-kind">Waiting</span>
      <span class="status-detail" id="status-detail">Starting the puzzle engine…</span>
    </div>
    <div class="counter">
      <span class="counter-label" id="counter-label">Move</span>
      <span class="time" id="time">0 / 0</span>
      <span class="counter-extra" id="counter-extra" hidden></span>
    </div>
  </div>
  <div class="tower-box" id="tower-box" part="tower">
    <canvas id="tower" tabindex="0" role="application" aria-roledescription="puzzle" aria-label="The tower" aria-describedby="position-text"></canvas>
  </div>
  <p class="tall-hint">Every disc is drawn at least one pixel tall, so this tower is taller than its box: scroll it to see the top.</p>
  <p class="visually-hidden" id="position-text"></p>
  <div class="visually-hidden" id="announcer" aria-live="polite" aria-atomic="true"></div>
  <div class="timeline-row only-full">
    <label for="timeline" class="visually-hidden">Timeline: jump to any move of the solution</label>
    <input type="range" id="timeline" min="0" max="0" value="0" step="1">
  </div>
  <div class="transport" part="controls">
    <div class="transport-group" role="group" aria-label="Playback">
      <button type="button" id="reset" class="icon-button only-full" title="Back to the start">${icon(ICONS.reset)}<span class="label">Reset</span></button>
      <button type="button" id="step-back" class="icon-button" title="One move back (←)" aria-label="Back">${icon(ICONS.back)}<span class="label">Back</span></button>
      <button type="button" id="run" class="run-button" data-state="paused" title="Run or pause (Space)">${icon(ICONS.play, 'class="icon-play"')}${icon(ICONS.pause, 'class="icon-pause"')}<span class="label">Run</span></button>
      <button type="button" id="step-forward" class="icon-button" title="One move forward (→)" aria-label="Step">${icon(ICONS.step)}<span class="label">Step</span></button>
    </div>
    <div class="transport-group only-full">
      <button type="button" id="undo" class="icon-button" title="Undo your last move (Ctrl+Z)">${icon(ICONS.undo)}<span class="label">Undo</span></button>
      <button type="button" id="redo" class="icon-button" title="Redo (Ctrl+Y)">${icon(ICONS.redo)}<span class="label">Redo</span></button>
    </div>
    <div class="speed-field only-full">
      <label for="speed">Speed</label>
      <input type="range" id="speed" min="0" max="${SPEED_STEPS.length - 1}" value="3" step="1">
      <output id="speed-value" for="speed">3/s</output>
    </div>
    <div class="actions"><slot name="actions"></slot></div>
  </div>
  <p class="keys only-full">Keys: <kbd id="key-pins">1–3</kbd> pick a <span class="place-word">pin</span> · with the tower focused <kbd>←</kbd> <kbd>→</kbd> choose a <span class="place-word">pin</span>, <kbd>Enter</kbd> pick it · <kbd>Esc</kbd> put the disc back · <kbd>Space</kbd> run/pause · <kbd>←</kbd> <kbd>→</kbd> step · <kbd>Ctrl</kbd>+<kbd>Z</kbd>/<kbd>Y</kbd> undo/redo</p>
</div>`;

/** The player's stylesheet, fetched once for every player on the page. */
let sheet = null;
function playerSheet() {
  sheet ??= fetch(new URL('./player.css', import.meta.url))
    .then((response) => {
      if (!response.ok) throw new Error(`player.css: ${response.status}`);
      return response.text();
    })
    .then((text) => {
      const css = new CSSStyleSheet();
      css.replaceSync(text);
      return css;
    });
  return sheet;
}

/**
 * What a page can do when the engine did not load: reload, or, on a page of
 * another origin than the player's files, have their site allow it.
 */
function whatToTry() {
  const files = new URL(import.meta.url).origin;
  if (typeof location === 'undefined' || location.origin === files) return 'Try reloading the page.';
  return `This page loads the player from ${files}, which must let other sites use its files (Access-Control-Allow-Origin: *); or it could not be reached. Try reloading the page.`;
}

/**
 * A handler of input that calls into the controller: an engine restarted
 * under it (a trap, engine.js) is no page error, as the controller has
 * opened its puzzle again and its status says what happened.
 */
const calmly = (fn) => (...args) => unlessRestarted(() => fn(...args));

const isTextEntry = (node) =>
  node?.isContentEditable ||
  node?.tagName === 'TEXTAREA' ||
  node?.tagName === 'SELECT' ||
  (node?.tagName === 'INPUT' && node.type !== 'range' && node.type !== 'button' && node.type !== 'checkbox');

export class HanoiPlayer extends HTMLElement {
  static observedAttributes = ['variation', 'discs', 'pins', 'mode', 'speed', 't', 'start', 'goal', 'controls', 'palette', 'patterns'];

  // The wasm module (in www/pkg/) this element's engine comes from.
  static engineModule = PLAYER_MODULE;
  // The module the player fetches the first time a verdict wants it (the
  // quick search that makes a small puzzle's verdict exact), or null.
  static studyModule = STUDY_MODULE;

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.controller = null;
    this.renderer = null;
    this.engine = null;
    this.changedAttributes = new Set();
    this.reflecting = false;
    this.look = Object.fromEntries(Object.entries(LOOKS).map(([name, values]) => [name, values[0]]));
    this.badLooks = new Map(); // look attribute → the value that was refused
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {}); // reported in the status; an unawaited rejection is not an error
    this.addEventListener('keydown', (event) => this.handleKey(event));
  }

  connectedCallback() {
    if (this.leaving) {
      // Moved within the page (removed and put back in one task): it goes on as it was.
      this.leaving = false;
      this.renderer?.resize();
      return;
    }
    if (!this.starting) this.starting = this.start();
    else if (this.engine && !this.controller) this.setUp();
  }

  disconnectedCallback() {
    this.leaving = true;
    queueMicrotask(() => {
      if (this.leaving && !this.isConnected) this.tearDown();
      this.leaving = false;
    });
  }

  /** Removed from the page: the Session is freed and nothing keeps running or watching. */
  tearDown() {
    this.stopReopening?.();
    this.stopReopening = null;
    this.controller?.dispose();
    this.renderer?.disconnect();
    this.typing?.clear();
    this.stopWatchingMotion?.();
    this.controller = null;
    this.renderer = null;
  }

  async start() {
    this.build();
    try {
      const [engine, css] = await Promise.all([loadEngine(this.constructor.engineModule), playerSheet()]);
      this.shadowRoot.adoptedStyleSheets = [css];
      this.engine = engine;
      if (this.isConnected) this.setUp();
      this.resolveReady(this);
    } catch (error) {
      console.error(error);
      this.showStatus({ kind: 'failure', detail: `The puzzle engine could not start (${error?.message ?? error}). ${whatToTry()}` });
      this.dataset.ready = 'error';
      this.rejectReady(error);
    }
  }

  /** The shadow DOM, afresh. */
  build() {
    this.shadowRoot.innerHTML = TEMPLATE;
    this.el = Object.fromEntries([...this.shadowRoot.querySelectorAll('[id]')].map((node) => [node.id, node]));
    this.applyLook();
  }

  setUp() {
    if (this.renderer) this.build(); // put back after being removed
    const motion = matchMedia('(prefers-reduced-motion: reduce)');
    // A touch screen with no mouse (a phone): the words say tap, not which key to press.
    const touchOnly = matchMedia(TOUCH_ONLY);
    const studyModule = this.constructor.studyModule;
    const loadStudy = studyModule ? () => loadEngine(studyModule) : null;
    const controller = this.createController(this.engine, { reducedMotion: motion.matches, keyboard: !touchOnly.matches, loadStudy });
    const onMotion = () => (controller.playback.reducedMotion = motion.matches);
    const onTouch = () => {
      controller.keyboard = !touchOnly.matches;
      controller.changed();
    };
    motion.addEventListener('change', onMotion);
    touchOnly.addEventListener('change', onTouch);
    this.stopWatchingMotion = () => {
      motion.removeEventListener('change', onMotion);
      touchOnly.removeEventListener('change', onTouch);
    };
    this.controller = controller;
    // After a trap the engine starts afresh, without this player's Session: it opens its puzzle again.
    this.stopReopening = this.engine.onRestart?.(() => controller.reopen()) ?? null;
    this.renderer = new TowerRenderer(this.el.tower, {
      box: this.el['tower-box'],
      onFirstDraw: () => this.dispatchEvent(new CustomEvent('firstdraw')),
    });
    this.typing = new PinTyping({ onPin: calmly((pin) => controller.pick(pin)) });

    // The element's own view first, so that listeners outside see it up to date.
    controller.addEventListener('statechange', ({ detail }) => this.show(detail.state));
    controller.addEventListener('scene', calmly(() => this.renderer.show(controller.scene())));
    controller.addEventListener('announce', ({ detail }) => this.say(detail.text));
    for (const type of PASSED_ON) {
      controller.addEventListener(type, (event) => {
        this.dispatchEvent(new CustomEvent(type, { detail: pinsFrom1(event.detail), bubbles: true, composed: true }));
      });
    }

    const attr = (name) => this.getAttribute(name);
    this.openView(controller);
    this.applyLook();
    // The first frame before anything else changes the layout.
    this.renderer.show(controller.scene());
    this.bindControls();
    this.show(controller.state);
    const ownEnds = attr('start') !== null || attr('goal') !== null;
    const autoplay = this.hasAttribute('autoplay') && attr('t') === null && !ownEnds && controller.mode !== 'manual';
    if (autoplay && !motion.matches) controller.play();
    this.changedAttributes.clear();
    this.dataset.ready = 'true';
  }

  /**
   * The controller this element drives. An element for a puzzle outside the
   * catalogue (the weighted view's) overrides this and openView().
   */
  createController(engine, options) {
    return new Controller(engine, options);
  }

  /** Opens the controller on the view the attributes ask for. */
  openView(controller) {
    const attr = (name) => this.getAttribute(name);
    controller.open({
      variation: attr('variation'),
      discs: attr('discs'),
      pins: attr('pins'),
      mode: attr('mode'),
      speed: attr('speed'),
      t: attr('t'),
      start: attr('start'),
      goal: attr('goal'),
    });
  }

  // ---------------------------------------------------------------- attributes

  attributeChangedCallback(name, old, value) {
    if (name in LOOKS) return this.setLook(name, value);
    if (this.reflecting || !this.controller) return;
    // t is a command: setting it again to the same move goes there again.
    if (old === value && name !== 't') return;
    // Several attributes set together are applied together.
    if (this.changedAttributes.size === 0) queueMicrotask(calmly(() => this.applyAttributes()));
    this.changedAttributes.add(name);
  }

  applyAttributes() {
    const changed = this.changedAttributes;
    this.changedAttributes = new Set();
    const c = this.controller;
    if (!c) return;
    const notices = [];
    if (PUZZLE_ATTRIBUTES.some((name) => changed.has(name))) {
      const s = c.state;
      const current = { variation: s.variation, discs: String(s.discs), pins: String(s.pins) };
      const raw = Object.fromEntries(PUZZLE_ATTRIBUTES.map((name) => [name, changed.has(name) ? this.getAttribute(name) : current[name]]));
      notices.push(...c.setPuzzleText(raw));
    }
    if (changed.has('mode')) {
      const parsed = parseMode(this.getAttribute('mode'), this.engine.quote);
      if (parsed.notice) notices.push(parsed.notice);
      c.setMode(parsed.mode);
    }
    if (changed.has('speed')) {
      const parsed = parseSpeed(this.getAttribute('speed'), this.engine.quote);
      if (parsed.notice) notices.push(parsed.notice);
      c.setSpeed(parsed.speed);
    }
    if (changed.has('t')) {
      const notice = c.seekText(this.getAttribute('t'));
      if (notice) notices.push(notice);
    }
    c.showNotices(notices);
    if (changed.has('start') || changed.has('goal')) {
      const [start, goal] = ['start', 'goal'].map((name) => this.getAttribute(name));
      if (start === null && goal === null) c.clearEnds();
      else c.startFromAddress({ start, goal });
    }
  }

  /**
   * controls, palette or patterns: a value not allowed keeps the one before
   * (at first the page's or the default), and the player says so.
   */
  setLook(name, value) {
    if (value === null || LOOKS[name].includes(value)) {
      this.look[name] = value ?? LOOKS[name][0];
      this.badLooks.delete(name);
    } else {
      this.badLooks.set(name, value);
    }
    this.applyLook();
  }

  applyLook() {
    const wrapper = this.shadowRoot.querySelector('.player');
    if (wrapper) wrapper.dataset.controls = this.look.controls;
    if (this.dataset.palette !== this.look.palette) this.dataset.palette = this.look.palette;
    if (this.renderer) {
      this.renderer.patterns = this.look.patterns !== 'off';
      this.renderer.readPalette();
      this.renderer.resize();
    }
    if (this.controller) {
      this.controller.timelineShown = this.look.controls === 'full';
      this.controller.changed(); // the page keeps the look in its address
    }
  }

  /** What the player says about look attributes it refused. */
  lookNotices() {
    if (!this.engine) return [];
    return [...this.badLooks].map(
      ([name, value]) => `Unknown ${name} ${this.engine.quote(value)}: using ${this.look[name]} (or ${LOOKS[name].join(', ')})`,
    );
  }

  /** Keeps variation, discs, pins, mode and speed attributes equal to the state, like a native element. */
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
        if (this.changedAttributes.has(name)) continue;
        if (this.getAttribute(name) !== value) this.setAttribute(name, value);
      }
    } finally {
      this.reflecting = false;
    }
  }

  // ---------------------------------------------------------------- input

  bindControls() {
    const el = this.el;
    const c = this.controller;
    const press = (button, action) =>
      button.addEventListener(
        'click',
        calmly(() => {
          // Disabled buttons keep focus (aria-disabled), so they ignore clicks here.
          if (button.getAttribute('aria-disabled') !== 'true') action();
        }),
      );
    press(el.run, () => c.toggle());
    press(el['step-forward'], () => c.step());
    press(el['step-back'], () => c.back());
    press(el.reset, () => c.reset());
    press(el.undo, () => c.undo());
    press(el.redo, () => c.redo());
    el['notice-close'].addEventListener('click', () => {
      this.badLooks.clear();
      c.showNotices([]);
      this.el.tower.focus();
    });
    el.timeline.addEventListener('input', calmly(() => this.scrub()));
    el.timeline.addEventListener('change', calmly(() => this.scrub()));
    el.speed.addEventListener('input', () => c.setSpeed(SPEED_STEPS[Number(el.speed.value)] ?? c.speed));

    const canvas = el.tower;
    const drag = bindTowerDrag(canvas, this.renderer, {
      lifted: () => c.lifted,
      pick: calmly((pin) => c.pick(pin)),
      putBack: calmly(() => c.putBack()),
    });
    canvas.addEventListener(
      'click',
      calmly((event) => {
        if (drag.swallowClick()) return; // the drag that ended here has dropped its disc
        const pin = this.renderer.pinAt(event.clientX, event.clientY);
        if (pin !== null) c.pick(pin);
      }),
    );
    canvas.addEventListener('pointermove', (event) => this.renderer.setHover(this.renderer.pinAt(event.clientX, event.clientY)));
    canvas.addEventListener('pointerleave', () => this.renderer.setHover(null));
    canvas.addEventListener('blur', () => c.hideCursor());
    // Reached with the keyboard, the tower shows which pin Enter would pick.
    canvas.addEventListener(
      'focus',
      calmly(() => {
        if (canvas.matches(':focus-visible')) c.moveCursor(0);
      }),
    );
  }

  /** The timeline was moved with the pointer. */
  scrub() {
    const c = this.controller;
    if (c.total === null) return;
    const t = moveAt(this.el.timeline.value, c.total);
    if (!c.session.isManual() && t === c.landedMoves() && !c.playback.busy) return;
    c.seek(t);
  }

  /**
   * A key pressed in the player (or passed on by the page). Returns true if
   * the player used it.
   */
  handleKey(event) {
    if (!this.controller || event.defaultPrevented) return false;
    try {
      return this.useKey(event);
    } catch (error) {
      // The engine started afresh under the key's command: the status says so, and the key was used.
      if (!(error instanceof EngineRestarted)) throw error;
      event.preventDefault();
      return true;
    }
  }

  /** handleKey's work: what the key does, if anything. */
  useKey(event) {
    const c = this.controller;
    const target = event.composedPath?.()[0] ?? event.target;
    const el = this.el;
    const used = () => {
      event.preventDefault();
      return true;
    };
    const ctrl = event.ctrlKey || event.metaKey;
    if (target === el.timeline && !ctrl) {
      if (c.total === null) return false;
      const t = keyTarget(event.key, c.timelineMove(), c.total);
      if (t === null) return false;
      c.seek(t);
      return used();
    }
    const typing = isTextEntry(target);
    if (ctrl && !event.altKey) {
      if (typing) return false;
      const k = event.key.toLowerCase();
      if (k === 'z' && !event.shiftKey) return c.undo(), used();
      if (k === 'y' || (k === 'z' && event.shiftKey)) return c.redo(), used();
      return false;
    }
    if (event.altKey || typing) return false;
    const onTower = target === el.tower;
    const pins = c.session.pins();
    if (/^[0-9]$/.test(event.key)) return this.typing.digit(event.key, pins) ? used() : false;
    switch (event.key) {
      case 'Enter':
        if (this.typing.confirm()) return used();
        if (onTower) return c.pickCursor(), used();
        return false;
      case 'Escape':
        this.typing.clear();
        if (c.putBack()) return used();
        // With nothing lifted, Escape ends arranging by hand.
        if (c.editing) return c.setEditing(false), used();
        return false;
      case ' ':
        if (['BUTTON', 'A', 'SUMMARY'].includes(target?.tagName) || target?.type === 'range') return false;
        return c.toggle(), used();
      case 'ArrowRight':
      case 'ArrowLeft':
        if (target?.type === 'range') return false;
        if (onTower) return c.moveCursor(event.key === 'ArrowRight' ? 1 : -1), used();
        return event.key === 'ArrowRight' ? c.step() : c.back(), used();
      case '.':
        return c.step(), used();
      case ',':
        return c.back(), used();
      case 'Home':
      case 'End':
        if (!onTower) return false;
        return c.moveCursor(0, event.key === 'Home' ? 0 : pins - 1), used();
      default:
        return false;
    }
  }

  // ---------------------------------------------------------------- output

  /** Focusing the element focuses its tower, where the keys drive the puzzle. */
  focus(options) {
    if (this.el?.tower) this.el.tower.focus(options);
    else super.focus(options);
  }

  /** A sentence for screen readers (the live region), said again even if it is the same. */
  say(text) {
    const region = this.el.announcer;
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
  }

  showStatus({ kind, detail }) {
    const el = this.el;
    if (el.status.dataset.kind === kind && el['status-detail'].textContent === detail) return;
    el.status.dataset.kind = kind;
    el['status-kind'].textContent = STATUS_LABELS[kind];
    el['status-detail'].textContent = detail;
    el.status.title = `${STATUS_LABELS[kind]}: ${detail}`;
  }

  /** Brings every read-out up to date with the state. */
  show(state) {
    const el = this.el;
    this.showStatus(state.status);
    setText(el['counter-label'], state.counter.label);
    setText(el.time, state.counter.text);
    el.time.classList.toggle('is-long', state.counter.text.length > 16);
    // A second read-out under the count, where a view has one (the weighted view's running cost).
    const extra = state.counter.extra ?? '';
    setText(el['counter-extra'], extra);
    el['counter-extra'].hidden = extra === '';
    setText(el['position-text'], state.positionText);

    const timeline = el.timeline;
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
      setAttr(
        timeline,
        'aria-valuetext',
        state.total === null ? 'the solution is too long to count: no timeline' : 'no moves',
      );
    }

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

    el.speed.value = String(nearestSpeedStep(state.speed));
    setText(el['speed-value'], shortSpeed(state.speed));
    setAttr(el.speed, 'aria-valuetext', describeSpeed(state.speed));
    setText(el['key-pins'], pinKeys(state.pins));
    for (const word of this.shadowRoot.querySelectorAll('.place-word')) setText(word, this.controller.place);
    el.tower.dataset.mode = state.mode;
    setAttr(
      el.tower,
      'aria-label',
      `The tower: ${state.heading}. Type a ${this.controller.place}'s number, or use the arrow keys and Enter, to lift its top disc and put it on another ${this.controller.place}.`,
    );

    const notices = [...state.notices, ...this.lookNotices()];
    const list = el['notice-list'];
    const shown = [...list.children].map((li) => li.textContent);
    if (shown.join('\n') !== notices.join('\n')) {
      list.replaceChildren(...notices.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
    }
    el.notice.hidden = notices.length === 0;
    this.reflect(state);
  }

  // ---------------------------------------------------------------- methods

  /** Calls `fn` with the controller now, or once the engine has loaded. */
  whenReady(fn) {
    // A call from a panel that meets a restarted engine ends quietly
    // (undefined): the player has opened its puzzle again and said so.
    if (this.controller) return unlessRestarted(() => fn(this.controller));
    return this.ready.then(() => unlessRestarted(() => fn(this.controller)));
  }

  get state() {
    try {
      return this.controller?.state ?? null;
    } catch (error) {
      // The engine started afresh while the state was read: the puzzle is
      // open again on the new one, so it is read once more.
      if (!(error instanceof EngineRestarted)) throw error;
      return this.controller?.state ?? null;
    }
  }

  play() { return this.whenReady((c) => c.play()); }
  pause() { return this.whenReady((c) => c.pause()); }
  step() { return this.whenReady((c) => c.step()); }
  back() { return this.whenReady((c) => c.back()); }
  /** Jumps to move t; with {strict: true} a move refused throws the core's reason, changing nothing. */
  seek(t, options) { return this.whenReady((c) => c.seek(t, options)); }
  reset() { return this.whenReady((c) => c.reset()); }
  /** Picks pin `pin`, numbered from 1 as on the page (a click on it). */
  pick(pin) { return this.whenReady((c) => c.pick(Number(pin) - 1)); }
  undo() { return this.whenReady((c) => c.undo()); }
  redo() { return this.whenReady((c) => c.redo()); }
  /** Another variation; returns what had to change to fit it (notices). */
  setVariation(name) { return this.whenReady((c) => c.setVariation(name)); }
  /** Discs and pins as typed; throws the core's message when refused. */
  setCounts(discs, pins) { return this.whenReady((c) => c.setCounts(discs, pins)); }
  setMode(mode) { return this.whenReady((c) => c.setMode(mode)); }
  playRecorded(moves) { return this.whenReady((c) => c.playRecorded(moves)); }
  playAlgorithm() { return this.whenReady((c) => c.playAlgorithm()); }
  noteOptimum(length) { return this.whenReady((c) => c.noteOptimum(length)); }
  /** The position on show as a key (the study module's positionNotation writes it as people do). */
  positionKey() { return unlessRestarted(() => this.controller?.session.positionKey()) ?? null; }
  /** Marks a move on the tower, `{from, to}` with pins from 1, until the position changes; null clears it. */
  showHint(move) {
    return this.whenReady((c) => c.showHint(move ? { from: Number(move.from) - 1, to: Number(move.to) - 1 } : null));
  }
  // The getters below answer as if there were nothing to tell (null, [],
  // '') when the engine is started afresh under them: the player has
  // opened its puzzle again and said so, and the panel asks again on the
  // state change that follows.
  verdict() { return unlessRestarted(() => this.controller?.verdict()) ?? null; }
  /** The solution's calls in progress: [{proc, n, text}], outermost first (none in manual play). */
  trace() {
    const s = this.controller?.session;
    return unlessRestarted(() => (s && !s.isManual() ? s.trace() : [])) ?? [];
  }
  moveLog() { return unlessRestarted(() => this.controller?.moveLog()) ?? null; }
  /** Play by hand from a start (and goal) of one's own, as text (`3 2 / - / 1`); throws the core's reason, changing nothing. */
  startFrom(start, goal) { return this.whenReady((c) => c.startFromText(start, goal)); }
  /** A random start (seed: a whole number below 2^32; the same seed, the same start). */
  randomStart(seed) { return this.whenReady((c) => c.randomStart(seed)); }
  /** The puzzle's own start as text (`3 2 1 / - / -`), or null before the study module has come. */
  usualStartText() { return unlessRestarted(() => (this.controller?.study ? this.controller.usualStartText() : null)) ?? null; }
  /** Back to the puzzle's own start and goal. */
  clearEnds() { return this.whenReady((c) => c.clearEnds()); }
  /** Arranging discs by hand on (true) or off, which starts play from the arrangement. */
  setEditing(on) { return this.whenReady((c) => c.setEditing(Boolean(on))); }
  totalNote() { return unlessRestarted(() => this.controller?.totalNote()) ?? ''; }
}

if (!customElements.get('hanoi-player')) customElements.define('hanoi-player', HanoiPlayer);
