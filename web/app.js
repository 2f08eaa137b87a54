// The playground: one Session, the controls around it, the status, and the
// view kept in the URL. Drawing is the renderer's, timing the animator's,
// the panels' text the panels'; every rule and decision about the puzzle is
// the Session's (hanoi-core). Every element is optional, so the same code
// runs the full page (index.html) and the bare tower (embed.html).

import { TowerRenderer } from './renderer.js';
import { Animator, ANIMATE_MAX } from './animator.js';
import { Timeline, approximate } from './timeline.js';
import { TracePanel, MoveLog } from './panels.js';
import { OptimumPanel } from './optimum.js';
import {
  MODES, SPEED_STEPS, readView, writeView, describeSpeed, shortSpeed, nearestSpeedStep,
} from './params.js';

const REPEAT_PAUSE_MS = 1600;
// Ends the trace's line for a solution found by search: "play the 15 moves ...".
const FOUND_BY_SEARCH = 'of an optimal solution found by search';
const PANEL_INTERVAL_MS = 200; // Trace and Print refresh at most 5 times a second while running
const STEP_MS = 420; // longest animation of a single step

const STATUS_LABELS = {
  running: 'Running',
  waiting: 'Waiting',
  manual: 'Manual input',
  success: 'Success',
  failure: 'Failure',
  invalid: 'Invalid move',
};

const byId = (id) => document.getElementById(id);
const plural = (n, one, many = `${one}s`) => `${n} ${BigInt(n) === 1n ? one : many}`;
const message = (error) => (error instanceof Error ? error.message : String(error));
const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

export class App {
  constructor({ Session, catalogue, searchEstimate, onFirstDraw }) {
    this.Session = Session;
    this.catalogue = catalogue;
    this.el = Object.fromEntries(
      [
        'tower', 'tower-box', 'status', 'status-kind', 'status-detail', 'time', 'total', 'total-note',
        'position-text', 'timeline', 'run', 'step-forward', 'step-back', 'reset', 'undo', 'redo',
        'variation', 'variation-description', 'variation-formula', 'variation-optimality', 'variation-limits',
        'mode', 'mode-hint', 'discs', 'pins', 'pins-hint', 'discs-hint', 'speed', 'speed-value', 'trace', 'trace-note', 'print',
        'print-note', 'copy-print', 'notice', 'notice-list', 'notice-close', 'settings-error', 'puzzle-title',
        'open-full', 'open-embed', 'key-pins', 'description-more',
      ].map((id) => [id, byId(id)]),
    );

    this.session = null;
    this.variation = null;
    this.mode = 'wait';
    this.speed = 3;
    this.total = 0n; // BigInt, or null when too long to count
    this.recorded = null; // the moves played instead of the algorithm (an optimum found by search)
    this.algorithmTotal = 0n; // the algorithm's length, also while the recorded moves are shown
    this.lifted = null;
    this.override = null; // a status shown until the next action: {kind, detail}
    this.restartTimer = 0;
    this.manualBase = 0n; // solution moves made when play by hand began
    this.panelsAt = -Infinity;
    this.printVersion = -1;
    this.urlQuery = '';

    this.renderer = new TowerRenderer(this.el.tower, { box: this.el['tower-box'] ?? this.el.tower.parentElement, onFirstDraw });
    this.animator = new Animator({
      renderer: this.renderer,
      onAdvance: (moves, info) => this.advanced(moves, info),
      onEnd: () => this.ended(),
    });
    this.renderer.setOverlay({ interactive: true });
    this.timeline = new Timeline(this.el.timeline);
    this.trace = new TracePanel(this.el.trace, this.el['trace-note']);
    this.log = new MoveLog();
    const panel = {
      card: byId('optimum'),
      run: byId('optimum-run'),
      cancel: byId('optimum-cancel'),
      estimate: byId('optimum-estimate'),
      progress: byId('optimum-progress'),
      bar: byId('optimum-bar'),
      'progress-text': byId('optimum-progress-text'),
      result: byId('optimum-result'),
      play: byId('optimum-play'),
      back: byId('optimum-back'),
      playing: byId('optimum-playing'),
    };
    this.optimum =
      panel.run && searchEstimate
        ? new OptimumPanel(panel, {
            searchEstimate,
            onPlay: (moves) => this.playRecorded(moves),
            onBack: () => this.playAlgorithm(),
          })
        : null;
  }

  // ---------------------------------------------------------------- start

  /** Reads the view from the URL, draws it, and starts it if it should run. */
  start(search) {
    const view = readView(search, this.catalogue, this.Session);
    const notices = [...view.notices];
    this.mode = view.mode;
    this.speed = view.speed;
    this.animator.setSpeed(this.speed);
    this.load(view.variation, view.discs, view.pins, { draw: false });

    let paused = false;
    if (view.t !== null) {
      try {
        this.session.seek(view.t);
        this.log.stale = true;
        paused = true;
      } catch (error) {
        notices.push(`${capitalise(message(error))}: showing move 0`);
      }
    }
    // The first frame, before the page's text changes (each change would
    // cost a layout before the canvas could be measured).
    this.renderer.setPosition(this.session.position(), { maxSize: this.session.discs(), pile: this.session.tallestPile() });

    this.buildControls();
    this.syncSettings();
    this.showNotices(notices);
    this.bindEvents();
    const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (this.mode !== 'manual' && !paused && !reduceMotion) this.animator.play();
    this.refresh({ force: true });
    this.writeURL();
    document.documentElement.dataset.ready = 'true';
  }

  /** A Session of the variation's algorithm, or of the recorded moves when given. */
  newSession(id, discs, pins, recorded = this.recorded) {
    return recorded
      ? this.Session.withMoves(id, discs, pins, recorded, FOUND_BY_SEARCH)
      : new this.Session(id, discs, pins);
  }

  /**
   * A new Session; the caller has checked the parameters. With `recorded`
   * (moves found by search for the same puzzle) it plays those instead of
   * the algorithm.
   */
  load(variation, discs, pins, { draw = true, recorded = null } = {}) {
    const session = this.newSession(variation.id, discs, pins, recorded);
    this.animator.setSession(session);
    this.session?.free();
    this.session = session;
    this.variation = variation;
    this.recorded = recorded;
    try {
      this.total = BigInt(session.length());
    } catch {
      this.total = null;
    }
    if (!recorded) this.algorithmTotal = this.total;
    this.lifted = null;
    this.override = null;
    this.manualBase = 0n;
    this.clearTimer();
    this.timeline.setTotal(this.total);
    this.log.clear(this.logTitle());
    this.printVersion = -1;
    this.renderer.overlay.lifted = null;
    if (draw) {
      this.renderer.setPosition(session.position(), { maxSize: session.discs(), pile: session.tallestPile() });
      this.syncSettings();
    }
  }

  logTitle() {
    const s = this.session;
    const which = this.recorded ? ' (an optimal solution found by search)' : '';
    return `${s.variation()}, ${plural(s.discs(), 'disc')}, ${plural(s.pins(), 'pin')}${which}: the moves so far`;
  }

  /** Brings a stale log up to the solution's current move. */
  syncLog() {
    if (!this.log.stale) return;
    const s = this.session;
    const t = s.isManual() ? this.manualBase : BigInt(s.movesMade());
    this.log.rebuild(this.logTitle(), t, () => this.newSession(this.variation.id, s.discs(), s.pins()));
  }

  // ---------------------------------------------------------------- controls

  buildControls() {
    const { variation, mode, speed } = this.el;
    if (variation) {
      const families = new Map();
      for (const entry of this.catalogue) {
        if (!families.has(entry.family)) families.set(entry.family, []);
        families.get(entry.family).push(entry);
      }
      const groups = [];
      for (const [family, entries] of families) {
        const group = document.createElement('optgroup');
        group.label = family;
        for (const entry of entries) group.append(new Option(entry.name.replaceAll('_', ' '), entry.id));
        groups.push(group);
      }
      variation.replaceChildren(...groups);
    }
    if (mode) {
      mode.replaceChildren(...MODES.map((m) => new Option(m.label, m.id)));
    }
    if (speed) {
      speed.min = '0';
      speed.max = String(SPEED_STEPS.length - 1);
      speed.step = '1';
    }
  }

  /** Shows the session's variation, discs and pins in the settings. */
  syncSettings() {
    const v = this.variation;
    const s = this.session;
    const el = this.el;
    if (el.variation) el.variation.value = v.id;
    if (el['variation-description']) {
      el['variation-description'].textContent = v.description;
      this.clampDescription(true);
    }
    if (el['variation-formula']) el['variation-formula'].textContent = v.formula;
    if (el['variation-optimality']) {
      el['variation-optimality'].textContent = v.optimality;
      el['variation-optimality'].dataset.optimality = v.optimalityId;
    }
    const range = (l) => (l.fixed ? `${l.min}` : `${l.min}–${l.max}`);
    if (el['variation-limits']) el['variation-limits'].textContent = `${range(v.discs)} discs, ${range(v.pins)} pins`;
    if (el.discs) {
      el.discs.min = String(v.discs.min);
      el.discs.max = String(v.discs.max);
      el.discs.value = String(s.discs());
      el.discs.disabled = v.discs.fixed;
    }
    if (el['discs-hint']) el['discs-hint'].textContent = v.discs.fixed ? 'fixed' : `${v.discs.min} to ${v.discs.max}`;
    if (el.pins) {
      el.pins.min = String(v.pins.min);
      el.pins.max = String(v.pins.max);
      el.pins.step = String(v.pins.step ?? 1);
      el.pins.value = String(s.pins());
      el.pins.disabled = v.pins.fixed;
      el.pins.closest('.field')?.classList.toggle('is-fixed', v.pins.fixed);
    }
    if (el['pins-hint']) el['pins-hint'].textContent = pinsHint(v.pins);
    if (el['key-pins']) el['key-pins'].textContent = s.pins() >= 9 ? '1–9' : `1–${s.pins()}`;
    if (el.mode) el.mode.value = this.mode;
    if (el['mode-hint']) el['mode-hint'].textContent = MODES.find((m) => m.id === this.mode)?.hint ?? '';
    if (el.speed) el.speed.value = String(nearestSpeedStep(this.speed));
    if (el['speed-value']) el['speed-value'].textContent = shortSpeed(this.speed);
    if (el.speed) el.speed.setAttribute('aria-valuetext', describeSpeed(this.speed));
    const title =
      `${v.name.replaceAll('_', ' ')} · ${plural(s.discs(), 'disc')} · ${plural(s.pins(), 'pin')}` +
      (this.recorded ? ' · optimal solution' : '');
    if (el['puzzle-title']) el['puzzle-title'].textContent = title;
    this.el.tower.setAttribute(
      'aria-label',
      `The tower: ${title}. Press a pin's number to lift its top disc, then another to put it there.`,
    );
    if (el['settings-error']) el['settings-error'].textContent = '';
    this.optimum?.show({
      id: v.id,
      name: v.name,
      discs: s.discs(),
      pins: s.pins(),
      algorithmLength: this.algorithmTotal,
      recorded: this.recorded !== null,
    });
  }

  /** The description shows three lines, and a More button when there is more. */
  clampDescription(clamped) {
    const text = this.el['variation-description'];
    const more = this.el['description-more'];
    if (!text || !more) return;
    text.classList.toggle('is-clamped', clamped);
    more.textContent = clamped ? 'More' : 'Less';
    more.setAttribute('aria-expanded', String(!clamped));
    more.hidden = clamped && text.scrollHeight <= text.clientHeight + 1;
  }

  bindEvents() {
    const el = this.el;
    const on = (node, type, handler) => node?.addEventListener(type, handler);
    on(el.run, 'click', () => this.toggleRun());
    on(el['step-forward'], 'click', () => this.stepForward());
    on(el['step-back'], 'click', () => this.stepBack());
    on(el.reset, 'click', () => this.reset());
    on(el.undo, 'click', () => this.undo());
    on(el.redo, 'click', () => this.redo());
    on(el.timeline, 'input', () => this.scrub());
    on(el.timeline, 'change', () => this.scrub());
    on(el.variation, 'change', () => this.changeVariation(el.variation.value));
    on(el.discs, 'change', () => this.changeCounts());
    on(el.pins, 'change', () => this.changeCounts());
    on(el.mode, 'change', () => this.setMode(el.mode.value));
    on(el.speed, 'input', () => this.setSpeed(SPEED_STEPS[Number(el.speed.value)] ?? this.speed));
    on(el['copy-print'], 'click', () => this.copyPrint());
    on(el['description-more'], 'click', () =>
      this.clampDescription(!el['variation-description'].classList.contains('is-clamped')),
    );
    on(el['notice-close'], 'click', () => this.showNotices([]));

    const canvas = el.tower;
    canvas.addEventListener('click', (event) => {
      const pin = this.renderer.pinAt(event.clientX, event.clientY);
      if (pin !== null) this.pickPin(pin);
    });
    canvas.addEventListener('pointermove', (event) => {
      const pin = this.renderer.pinAt(event.clientX, event.clientY);
      if (pin !== this.renderer.overlay.hover) this.renderer.setOverlay({ hover: pin });
    });
    canvas.addEventListener('pointerleave', () => this.renderer.setOverlay({ hover: null }));
    document.addEventListener('keydown', (event) => this.key(event));
  }

  key(event) {
    const target = event.target;
    const tag = target?.tagName;
    const typing = tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable;
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && !event.altKey) {
      if (typing && tag !== 'INPUT') return;
      if (typing && target.type !== 'range') return;
      const k = event.key.toLowerCase();
      if (k === 'z' && !event.shiftKey) {
        event.preventDefault();
        this.undo();
      } else if (k === 'y' || (k === 'z' && event.shiftKey)) {
        event.preventDefault();
        this.redo();
      }
      return;
    }
    if (event.altKey || typing) return;
    if (/^[1-9]$/.test(event.key) || event.key === '0') {
      const pin = event.key === '0' ? 9 : Number(event.key) - 1;
      if (pin < this.session.pins()) {
        event.preventDefault();
        this.pickPin(pin);
      }
    } else if (event.key === 'Escape') {
      if (this.lifted !== null) {
        event.preventDefault();
        this.putBack();
      }
    } else if (event.key === ' ' && tag !== 'BUTTON' && tag !== 'A' && tag !== 'SUMMARY') {
      event.preventDefault();
      this.toggleRun();
    } else if (event.key === 'ArrowRight' || event.key === '.') {
      event.preventDefault();
      this.stepForward();
    } else if (event.key === 'ArrowLeft' || event.key === ',') {
      event.preventDefault();
      this.stepBack();
    }
  }

  // ---------------------------------------------------------------- watching

  get atEnd() {
    return this.total !== null && !this.session.isManual() && BigInt(this.session.movesMade()) >= this.total;
  }

  toggleRun() {
    if (this.animator.running) {
      this.animator.pause();
      this.refresh({ force: true });
      this.writeURL();
      return;
    }
    this.clearTimer();
    this.override = null;
    this.liftNone();
    if (this.mode === 'manual') this.setMode('wait', { quiet: true });
    if (this.atEnd) this.rewind();
    this.animator.play();
    this.refresh({ force: true });
    this.writeURL();
  }

  /** Back to move 0, showing it. */
  rewind() {
    this.animator.stop();
    this.session.reset();
    this.log.clear(this.logTitle());
    this.renderer.render(this.session.position());
  }

  reset() {
    this.clearTimer();
    this.override = null;
    this.liftNone();
    this.rewind();
    this.refresh({ force: true });
    this.writeURL();
  }

  stepForward() {
    this.clearTimer();
    this.override = null;
    this.liftNone();
    if (this.animator.running) this.animator.pause();
    else this.animator.land();
    if (this.session.isManual()) return this.redo();
    const pre = this.session.position();
    const moves = this.session.nextMoves(1);
    if (moves.length === 0) {
      this.refresh({ force: true });
      return;
    }
    const post = this.session.position();
    // The counters and the URL follow when the disc lands (advanced()).
    this.animator.fly(pre, post, moves[0], moves[1], this.stepDuration(), moves);
  }

  stepBack() {
    this.clearTimer();
    this.override = null;
    this.liftNone();
    if (this.animator.running) this.animator.pause();
    else this.animator.land();
    if (this.session.isManual()) return this.undo();
    const t = BigInt(this.session.movesMade());
    if (t === 0n) return;
    const pre = this.session.position();
    this.session.seek(String(t - 1n));
    const post = this.session.position();
    if (!this.log.stale && this.log.end === t) this.log.pop();
    else this.log.stale = true;
    const [from, to] = difference(pre, post);
    if (from === null) this.renderer.render(post);
    else this.animator.fly(pre, post, from, to, this.stepDuration(), null);
    this.refresh({ force: true });
    this.writeURL();
  }

  stepDuration() {
    return this.speed > ANIMATE_MAX ? 0 : Math.min(STEP_MS, 1000 / this.speed);
  }

  /** The timeline was moved. */
  scrub() {
    if (this.total === null) return;
    const t = this.timeline.move();
    if (!this.session.isManual() && BigInt(this.session.movesMade()) === t && !this.animator.busy) return;
    this.seekTo(t);
  }

  seekTo(t) {
    this.clearTimer();
    this.override = null;
    this.liftNone();
    this.animator.stop();
    try {
      this.session.seek(String(t));
    } catch (error) {
      this.override = { kind: 'failure', detail: capitalise(message(error)) };
    }
    this.log.stale = true;
    this.renderer.render(this.session.position());
    this.refresh({ force: true });
    this.writeURL();
  }

  /** Moves were made by the solution (reported as they land). */
  advanced(moves, { batched }) {
    const n = moves.length / 2;
    const t = BigInt(this.session.movesMade());
    const first = t - BigInt(n) + 1n;
    if (!this.log.stale && this.log.end === first - 1n) this.log.add(moves, first);
    else this.log.stale = true;
    if (!batched) this.refresh();
    else this.scheduleBatchRefresh();
    if (!this.animator.running) this.writeURL();
  }

  scheduleBatchRefresh() {
    // Batches come several to a frame: refresh once, when the frame's work is done.
    if (this.batchRefresh) return;
    this.batchRefresh = true;
    queueMicrotask(() => {
      this.batchRefresh = false;
      this.refresh();
    });
  }

  /** The solution reached its end. */
  ended() {
    this.clearTimer();
    const solved = this.session.isSolved();
    this.override = null;
    if (solved && this.mode === 'repeat') {
      this.override = { kind: 'success', detail: `${this.watchedSuccess()} Starting again…` };
      this.restartTimer = setTimeout(() => {
        this.restartTimer = 0;
        this.override = null;
        this.rewind();
        this.animator.play();
        this.refresh({ force: true });
      }, REPEAT_PAUSE_MS);
    } else if (solved && this.mode === 'increase') {
      const n = this.session.discs();
      const max = this.variation.discs.max;
      if (n < max) {
        this.override = { kind: 'success', detail: `${this.watchedSuccess()} Next: ${n + 1} discs…` };
        this.restartTimer = setTimeout(() => {
          this.restartTimer = 0;
          try {
            this.load(this.variation, n + 1, this.session.pins());
            this.animator.play();
          } catch (error) {
            this.override = { kind: 'failure', detail: capitalise(message(error)) };
          }
          this.refresh({ force: true });
          this.writeURL();
        }, REPEAT_PAUSE_MS);
      } else {
        this.override = { kind: 'success', detail: `${this.watchedSuccess()} That is the most discs ${this.variation.name} takes.` };
      }
    }
    this.refresh({ force: true });
    this.writeURL();
  }

  clearTimer() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = 0;
  }

  setSpeed(speed) {
    this.speed = speed;
    this.animator.setSpeed(speed);
    if (this.el['speed-value']) this.el['speed-value'].textContent = shortSpeed(speed);
    this.el.speed?.setAttribute('aria-valuetext', describeSpeed(speed));
    this.refresh();
    this.writeURL();
  }

  setMode(mode, { quiet = false } = {}) {
    if (!MODES.some((m) => m.id === mode)) return;
    this.mode = mode;
    this.clearTimer();
    if (!quiet) this.override = null;
    if (mode === 'manual') {
      if (this.animator.running) this.animator.pause();
      else this.animator.land();
    }
    this.liftNone();
    if (this.el.mode) this.el.mode.value = mode;
    if (this.el['mode-hint']) this.el['mode-hint'].textContent = MODES.find((m) => m.id === mode)?.hint ?? '';
    if (!quiet) {
      this.refresh({ force: true });
      this.writeURL();
    }
  }

  changeVariation(id) {
    const v = this.catalogue.find((entry) => entry.id === id);
    if (!v) return;
    const keep = (limits, value) => (value >= limits.min && value <= limits.max ? value : limits.default);
    const discs = keep(v.discs, this.session.discs());
    const pins = keep(v.pins, this.session.pins());
    this.reload(v, discs, pins);
  }

  changeCounts() {
    const el = this.el;
    const v = this.variation;
    const discs = el.discs ? el.discs.value.trim() : String(this.session.discs());
    const pins = el.pins ? el.pins.value.trim() : String(this.session.pins());
    const asCount = (text) => (/^\d{1,9}$/.test(text) ? Number(text) : NaN);
    let problem = null;
    const n = asCount(discs);
    const m = asCount(pins);
    if (Number.isNaN(n)) problem = `"${discs}" is not a number of discs`;
    else if (Number.isNaN(m)) problem = `"${pins}" is not a number of pins`;
    else {
      try {
        new this.Session(v.id, n, m).free();
      } catch (error) {
        problem = capitalise(message(error));
      }
    }
    if (problem) {
      if (el['settings-error']) el['settings-error'].textContent = `${problem}: keeping ${plural(this.session.discs(), 'disc')} on ${plural(this.session.pins(), 'pin')}.`;
      if (el.discs) el.discs.value = String(this.session.discs());
      if (el.pins) el.pins.value = String(this.session.pins());
      return;
    }
    if (n === this.session.discs() && m === this.session.pins()) return;
    this.reload(v, n, m);
  }

  /** A new puzzle; it runs if the old one was running or had finished. */
  reload(v, discs, pins) {
    const run = this.mode !== 'manual' && (this.animator.running || this.atEnd || this.restartTimer !== 0);
    this.load(v, discs, pins);
    this.renderer.render(this.session.position());
    if (run) this.animator.play();
    this.refresh({ force: true });
    this.writeURL();
  }

  /** Plays moves found by search (an optimal solution) with the usual controls. */
  playRecorded(moves) {
    this.showRecorded(moves);
    if (this.mode === 'manual') this.setMode('wait', { quiet: true });
    this.animator.play();
    this.refresh({ force: true });
    this.writeURL();
  }

  /** Back to the variation's algorithm, at move 0. */
  playAlgorithm() {
    this.showRecorded(null);
    this.refresh({ force: true });
    this.writeURL();
  }

  showRecorded(moves) {
    const s = this.session;
    this.load(this.variation, s.discs(), s.pins(), { recorded: moves });
    this.renderer.render(this.session.position());
  }

  // ---------------------------------------------------------------- playing by hand

  /** A pin was clicked, tapped or its number pressed. */
  pickPin(pin) {
    this.clearTimer();
    this.override = null;
    if (this.animator.busy) this.animator.pause();
    if (this.mode !== 'manual') this.setMode('manual', { quiet: true });
    if (this.lifted === null) {
      // The core says whether the pin has a disc to lift, and if not why.
      const reason = this.session.liftError(pin);
      if (reason !== undefined) {
        this.override = { kind: 'invalid', detail: capitalise(reason) };
      } else {
        this.lifted = pin;
      }
    } else if (this.lifted === pin) {
      this.lifted = null;
    } else {
      const from = this.lifted;
      this.lifted = null;
      const wasManual = this.session.isManual();
      const before = BigInt(this.session.movesMade());
      try {
        this.session.tryMove(from, pin);
        if (!wasManual) this.manualBase = before;
        this.syncLog();
        if (this.log.end === before) this.log.add(Uint8Array.of(from, pin), before + 1n, true);
      } catch (error) {
        this.override = { kind: 'invalid', detail: capitalise(message(error)) };
      }
    }
    this.renderer.setOverlay({ lifted: this.lifted });
    this.renderer.render(this.session.position());
    this.refresh({ force: true });
    this.writeURL();
  }

  putBack() {
    this.liftNone();
    this.override = null;
    this.refresh({ force: true });
  }

  liftNone() {
    if (this.lifted === null) return;
    this.lifted = null;
    this.renderer.setOverlay({ lifted: null });
  }

  undo() {
    if (!this.session.canUndo()) return;
    this.animator.land();
    this.liftNone();
    this.override = null;
    const t = BigInt(this.session.movesMade());
    this.session.undo();
    if (this.log.end === t) this.log.pop();
    this.renderer.render(this.session.position());
    this.refresh({ force: true });
  }

  redo() {
    if (!this.session.canRedo()) return;
    this.animator.land();
    this.liftNone();
    this.override = null;
    const [from, to] = this.session.redo();
    const t = BigInt(this.session.movesMade());
    if (this.log.end === t - 1n) this.log.add(Uint8Array.of(from, to), t, true);
    this.renderer.render(this.session.position());
    this.refresh({ force: true });
  }

  // ---------------------------------------------------------------- display

  totalText() {
    return this.total === null ? 'more than 2^128' : this.total.toString();
  }

  status() {
    if (this.override) return this.override;
    const s = this.session;
    if (this.animator.running) {
      return { kind: 'running', detail: `Showing the solution at ${describeSpeed(this.speed)}.` };
    }
    const t = BigInt(s.movesMade());
    const solved = s.isSolved();
    const pinKeys = s.pins() >= 9 ? '1–9' : `1–${s.pins()}`;
    if (this.mode === 'manual' || s.isManual()) {
      if (solved) {
        if (s.isManual()) return { kind: 'success', detail: this.manualSuccess(t) };
        if (s.discs() === 0) return { kind: 'success', detail: 'Nothing to move: there are no discs.' };
        return { kind: 'success', detail: `Already solved. Press Reset, step back or drag the timeline to play from an earlier position.` };
      }
      if (this.lifted !== null) {
        const pin = s.position().pins[this.lifted];
        const disc = pin[pin.length - 1];
        return {
          kind: 'manual',
          detail: `Disc ${disc.size} lifted from pin ${this.lifted + 1}: choose the pin to put it on (Escape puts it back).`,
        };
      }
      return { kind: 'manual', detail: `Your move: click or tap a pin, or press ${pinKeys}, to lift its top disc.` };
    }
    if (this.total !== null && t >= this.total) {
      if (!solved) return { kind: 'failure', detail: `The solution ended after ${plural(t, 'move')} without solving the puzzle.` };
      if (s.discs() === 0) return { kind: 'success', detail: 'Nothing to move: there are no discs.' };
      return { kind: 'success', detail: this.watchedSuccess() };
    }
    if (t === 0n) {
      return { kind: 'waiting', detail: `Press Run to watch the solution, or click a pin (keys ${pinKeys}) to play.` };
    }
    return { kind: 'waiting', detail: `Paused at move ${t}. Run, step${this.el.timeline ? ', or drag the timeline' : ''}.` };
  }

  watchedSuccess() {
    const length = this.totalText();
    const n = this.session.discs();
    if (this.recorded) return `Solved in ${length} moves, the fewest possible: an optimal solution found by search.`;
    switch (this.variation.optimalityId) {
      case 'optimal':
        return `Solved in ${length} moves, the fewest possible for ${plural(n, 'disc')}.`;
      case 'frame-optimal':
        return `Solved in ${length} moves, the fewest under the Frame hypothesis.`;
      default:
        return `Solved in ${length} moves (shorter solutions exist).`;
    }
  }

  manualSuccess(t) {
    if (this.total === null) return `Solved in ${plural(t, 'move')}!`;
    const length = this.total;
    let comparison;
    switch (this.recorded ? 'found' : this.variation.optimalityId) {
      case 'found':
        comparison = `the shortest solution takes ${length}, as the search found`;
        break;
      case 'optimal':
        comparison = `the shortest solution here takes ${length}`;
        break;
      case 'frame-optimal':
        comparison = `the shortest solution here takes ${length} (Frame–Stewart, optimal under the Frame hypothesis)`;
        break;
      default:
        comparison = `the solution shown here takes ${length}`;
    }
    const praise = t === length && this.manualBase === 0n ? ' Perfect!' : '';
    return `Solved in ${plural(t, 'move')}; ${comparison}.${praise}`;
  }

  setStatus({ kind, detail }) {
    const el = this.el;
    if (!el.status) return;
    const label = STATUS_LABELS[kind];
    if (el.status.dataset.kind === kind && this.statusDetail === detail) return;
    this.statusDetail = detail;
    el.status.dataset.kind = kind;
    if (el['status-kind']) el['status-kind'].textContent = label;
    if (el['status-detail']) el['status-detail'].textContent = detail;
    if (!el['status-kind'] && !el['status-detail']) el.status.textContent = `${label}: ${detail}`;
  }

  /** Brings every read-out up to date with the session. */
  refresh({ force = false } = {}) {
    const el = this.el;
    const s = this.session;
    const t = BigInt(s.movesMade());
    const running = this.animator.running;
    const total = this.totalText();

    if (el.time) {
      el.time.textContent = `${t} / ${total}`;
      el.time.classList.toggle('is-long', el.time.textContent.length > 16);
    }
    if (el.total) el.total.textContent = total;
    if (el['total-note']) el['total-note'].textContent = this.totalNote();
    this.timeline.show(s.isManual() ? this.manualBase : t);
    if (el['position-text']) el['position-text'].textContent = s.positionText();
    if (el.undo) el.undo.disabled = !s.canUndo();
    if (el.redo) el.redo.disabled = !s.canRedo();
    if (el.run) {
      const label = running ? 'Pause' : this.atEnd ? 'Run again' : 'Run';
      if (el.run.dataset.state !== (running ? 'running' : 'paused') || el.run.dataset.label !== label) {
        el.run.dataset.state = running ? 'running' : 'paused';
        el.run.dataset.label = label;
        el.run.querySelector('.label') ? (el.run.querySelector('.label').textContent = label) : (el.run.textContent = label);
        el.run.setAttribute('aria-pressed', String(running));
      }
    }
    if (el['step-back']) el['step-back'].disabled = !s.isManual() && t === 0n;
    if (el['step-forward']) el['step-forward'].disabled = s.isManual() ? !s.canRedo() : this.atEnd;
    if (el.reset) el.reset.disabled = !s.isManual() && t === 0n && !running;
    el.tower.dataset.mode = this.mode;
    this.setStatus(this.status());

    const now = performance.now();
    if (force || !running || now - this.panelsAt >= PANEL_INTERVAL_MS) {
      this.panelsAt = now;
      this.updatePanels();
    }
  }

  totalNote() {
    if (this.recorded) {
      return `An optimal solution found by search${this.algorithmTotal === null ? '' : `; the algorithm takes ${this.algorithmTotal}`}.`;
    }
    if (this.total === null) {
      return 'Too many moves to count exactly: the timeline is off, but the solution still runs.';
    }
    if (this.total < 1000000n) return '';
    const years = this.total / 31557600n;
    return `≈ ${approximate(this.total)} moves: at one move a second, ${years >= 1n ? `${approximate(years)} years` : 'under a year'}.`;
  }

  updatePanels() {
    const s = this.session;
    let empty;
    if (s.isManual()) empty = 'Played by hand: no call of the solution is in progress. Step back past your moves, or drag the timeline, to see it again.';
    else if (this.atEnd) empty = 'The solution is complete: no call is in progress.';
    else empty = 'No call in progress.';
    this.trace.show(s.isManual() ? [] : s.trace(), empty);
    if (this.el.print) this.syncLog();
    if (this.el.print && this.printVersion !== this.log.version) {
      this.printVersion = this.log.version;
      this.el.print.textContent = this.log.text();
      if (this.el['print-note']) {
        const c = this.log.count;
        this.el['print-note'].textContent =
          c > BigInt(this.log.headLimit + this.log.tailLimit)
            ? `${c} moves; the first ${this.log.headLimit} and the last ${this.log.tailLimit} are listed.`
            : `${plural(c, 'move')}.`;
      }
      // Keep the newest moves in view while they come in.
      const box = this.el.print.parentElement;
      if (box && box.scrollHeight > box.clientHeight) box.scrollTop = box.scrollHeight;
    }
  }

  async copyPrint() {
    const text = this.log.text();
    const button = this.el['copy-print'];
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      try {
        ok = document.execCommand('copy');
      } catch {
        ok = false;
      }
      area.remove();
    }
    if (button) {
      const label = button.querySelector('.label') ?? button;
      label.textContent = ok ? 'Copied' : 'Select and copy';
      if (!ok) {
        const range = document.createRange();
        range.selectNodeContents(this.el.print);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
      }
      setTimeout(() => (label.textContent = 'Copy'), 1600);
    }
  }

  showNotices(notices) {
    const { notice, 'notice-list': list } = this.el;
    if (!notice) return;
    if (list) {
      list.replaceChildren(...notices.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
    } else {
      notice.textContent = notices.join(' · ');
    }
    notice.hidden = notices.length === 0;
  }

  /** Keeps the view in the URL; t only when not running. */
  writeURL() {
    const s = this.session;
    // A move number of the recorded moves means nothing to the algorithm the address reloads.
    const t = this.animator.running || this.recorded ? null : s.isManual() ? this.manualBase : s.movesMade();
    const query = writeView({ variation: this.variation, discs: s.discs(), pins: s.pins(), mode: this.mode, speed: this.speed, t });
    if (query === this.urlQuery) return;
    this.urlQuery = query;
    history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
    if (this.el['open-full']) this.el['open-full'].href = `./?${query}`;
    if (this.el['open-embed']) this.el['open-embed'].href = `embed.html?${query}`;
  }
}

/** The move from `pre` to `post`: [from, to], or [null, null]. */
function difference(pre, post) {
  let from = null;
  let to = null;
  pre.pins.forEach((pin, i) => {
    const d = post.pins[i].length - pin.length;
    if (d < 0) from = i;
    else if (d > 0) to = i;
  });
  return from === null || to === null ? [null, null] : [from, to];
}

/** "always 4 here", "3 to 100", "even, 4 to 40". */
function pinsHint(pins) {
  if (pins.fixed) return `always ${pins.min} here`;
  if (pins.step === 2 && pins.min % 2 === 0) return `even, ${pins.min} to ${pins.max}`;
  return `${pins.min} to ${pins.max}`;
}
