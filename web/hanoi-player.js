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
// Methods (player/api.js): play() pause() step() back() seek(t) reset()
//   pick(pin) undo() redo(), and for panels setVariation() setCounts()
//   setMode() playRecorded() playAlgorithm() noteOptimum() showHint()
//   startFrom() randomStart() clearEnds() setEditing() useStudy() and the readings
//   positionKey() verdict() trace() moveLog() usualStartText() totalNote(); `ready` resolves when
//   the engine has loaded, `state` is the controller's snapshot. A method
//   whose call trapped in the engine returns undefined once the player has
//   opened its puzzle again and said so (an EngineRestarted, engine.js, that
//   the player's own input and its playback catch too).
// Events (bubbling, composed): move, solved, illegal, statechange; details
//   as controller.js describes them, but pins numbered from 1 (as pick()).
// A view of a puzzle outside the catalogue subclasses the element and
//   overrides createController() and openView() (web/weighted/weighted-player.js).
//
// This file is the element's life (start, set up, tear down) and what ties
// its parts together; each job is a module of web/player/: markup.js (the
// shadow DOM), stylesheet.js, looks.js (controls, palette, patterns),
// attributes.js (attributes in, state reflected out), device.js (reduced
// motion, touch only), controls.js (the controls bar), tower-input.js
// (clicks, taps, drags on the tower), keys.js, readouts.js (the state
// shown), events.js (the controller's events passed on) and api.js (the
// methods that forward to the controller, as tables).

import { Controller } from './controller.js';
import { TowerRenderer } from './renderer.js';
import { PinTyping } from './pin-typing.js';
import { loadEngine, unlessRestarted, EngineRestarted, PLAYER_MODULE, STUDY_MODULE } from './engine.js';
import { TEMPLATE } from './player/markup.js';
import { playerSheet, whatToTry } from './player/stylesheet.js';
import { LOOKS, Looks } from './player/looks.js';
import { AttributeSync, viewFrom } from './player/attributes.js';
import { deviceSettings } from './player/device.js';
import { bindControls } from './player/controls.js';
import { bindTowerInput } from './player/tower-input.js';
import { useKey } from './player/keys.js';
import { showState, showStatus, announce } from './player/readouts.js';
import { forwardToController } from './player/api.js';
import { passEventsOn } from './player/events.js';
import { calmly } from './player/calmly.js';

export { TOUCH_ONLY } from './player/device.js';

export class HanoiPlayer extends HTMLElement {
  static observedAttributes = ['variation', 'discs', 'pins', 'mode', 'speed', 't', 'start', 'goal', ...Object.keys(LOOKS)];

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
    this.look = new Looks(); // controls, palette, patterns: read by the page (its address, the panels)
    this.sync = new AttributeSync(this, () => this.controller, (text) => this.engine.quote(text));
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
    this.stopFollowingDevice?.();
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
      showStatus(this.el, { kind: 'failure', detail: `The puzzle engine could not start (${error?.message ?? error}). ${whatToTry()}` });
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
    const device = deviceSettings();
    const studyModule = this.constructor.studyModule;
    const loadStudy = studyModule ? () => loadEngine(studyModule) : null;
    const controller = this.createController(this.engine, { reducedMotion: device.reducedMotion, keyboard: device.keyboard, loadStudy });
    this.stopFollowingDevice = device.follow(controller);
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
    passEventsOn(controller, this);

    const attr = (name) => this.getAttribute(name);
    this.openView(controller);
    this.applyLook();
    // The first frame before anything else changes the layout.
    this.renderer.show(controller.scene());
    bindControls(this.el, controller, () => this.look.forgetRefused());
    bindTowerInput(this.el.tower, this.renderer, controller);
    this.show(controller.state);
    const ownEnds = attr('start') !== null || attr('goal') !== null;
    const autoplay = this.hasAttribute('autoplay') && attr('t') === null && !ownEnds && controller.mode !== 'manual';
    if (autoplay && !device.reducedMotion) controller.play();
    this.sync.opened();
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
    controller.open(viewFrom(this));
  }

  // ---------------------------------------------------------------- attributes

  attributeChangedCallback(name, old, value) {
    if (name in LOOKS) {
      this.look.set(name, value);
      this.applyLook();
    } else {
      this.sync.changed(name, old, value);
    }
  }

  /** The looks on the shadow DOM, the renderer and the controller. */
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

  /** Keeps variation, discs, pins, mode and speed attributes equal to the state, like a native element. */
  reflect(state) {
    this.sync.reflect(state);
  }

  // ---------------------------------------------------------------- input and output

  /**
   * A key pressed in the player (or passed on by the page). Returns true if
   * the player used it.
   */
  handleKey(event) {
    if (!this.controller || event.defaultPrevented) return false;
    try {
      return useKey(event, this.controller, this.el, this.typing);
    } catch (error) {
      // The engine started afresh under the key's command: the status says so, and the key was used.
      if (!(error instanceof EngineRestarted)) throw error;
      event.preventDefault();
      return true;
    }
  }

  /** Focusing the element focuses its tower, where the keys drive the puzzle. */
  focus(options) {
    if (this.el?.tower) this.el.tower.focus(options);
    else super.focus(options);
  }

  /** A sentence for screen readers (the live region), said again even if it is the same. */
  say(text) {
    announce(this.el.announcer, text);
  }

  /** Brings every read-out up to date with the state. */
  show(state) {
    const notices = [...state.notices, ...(this.engine ? this.look.notices(this.engine.quote) : [])];
    showState(this.el, this.shadowRoot, state, this.controller.place, notices);
    this.reflect(state);
  }

  // ---------------------------------------------------------------- methods (more in player/api.js)

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
}

// play() pause() … setEditing(), positionKey() … totalNote(): one table each.
forwardToController(HanoiPlayer.prototype);

if (!customElements.get('hanoi-player')) customElements.define('hanoi-player', HanoiPlayer);
