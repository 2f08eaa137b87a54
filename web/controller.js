// The player's controller: one puzzle (a Session of hanoi-core), how it is
// being shown (mode, speed, running or not), manual play (the lifted disc,
// the keyboard's pin cursor) and what to say about it (status, counter,
// announcements). DOM-free: state, commands and events, so it runs and is
// tested under node. The <hanoi-player> element draws it and feeds it input.
//
// It owns the puzzle on show (the Session, its counts, mode, speed, the
// override on the status line) and loads puzzles; its commands are done by
// one object per job, each given the controller: watching.js (play, step,
// seek, Repeat), hand-play.js (picks, undo, redo), own-start.js (a start of
// one's own, arranging), log-keeper.js (the Print log), solved-report.js
// (`solved` and what its words need) and snapshot.js (the state, status and
// scene, read only). JOBS below forwards each command to its job; a
// subclass (the weighted controller) may override any of them, and the jobs
// call the controller's methods so that its overrides apply.
//
// Every fact about a puzzle (names, limits and their messages, legality, the
// move a step back takes back, whether a solution is the fewest) comes from
// the core through the engine's Session and functions.
//
// Events (CustomEvent, detail in brackets; move numbers are BigInts):
//   statechange  {state}                 after any change, at most once per task
//   move         {from, to, disc, t, count, byHand}
//                a move landed; at high speed a batch of `count` moves, from/to its
//                last one, and disc null
//   solved       {t, byHand, verdict}     the puzzle was solved, by the solution or by hand
//   illegal      {from, to, reason}       a manual move or lift was refused (to is null for a lift)
//   announce     {text}                   a sentence for screen readers
//   scene        {}                       the picture changed (draw `scene()`)

import { Playback, browserScheduler } from './playback.js';
import { DEFAULT_MODE, DEFAULT_SPEED, parseMode, parseSpeed } from './options.js';
import { EngineRestarted, unlessRestarted } from './engine.js';
import { Knowledge } from './knowledge.js';
import { ManualInput } from './manual-input.js';
import { OwnEnds } from './own-ends.js';
import { reachedFrom, showAgain, AT_START } from './reopen.js';
import { Verdicts } from './verdicts.js';
import { Watching } from './watching.js';
import { HandPlay } from './hand-play.js';
import { OwnStart, blank } from './own-start.js';
import { LogKeeper } from './log-keeper.js';
import { Snapshot } from './snapshot.js';
import { SolvedReport } from './solved-report.js';
import { STATUS_LABELS, pinKeys } from './present.js';

// The status line's labels and the keys' words, for the element's read-outs.
export { STATUS_LABELS, pinKeys };

/**
 * The controller's commands and readings done by its jobs: job (a field of
 * the controller) → the names forwarded to it, as methods, or as getters
 * (`get name`). Installed on Controller.prototype below: its public API.
 */
export const JOBS = {
  watching: ['get atEnd', 'get restartTimer', 'play', 'pause', 'toggle', 'rewind', 'reset', 'step', 'back', 'stepDuration',
    'seek', 'seekText', 'setSpeedQuietly', 'setSpeed', 'setMode', 'advanced', 'ended', 'nextSize', 'clearTimer'],
  hand: ['pick', 'rearrange', 'drop', 'refuse', 'putBack', 'moveCursor', 'pickCursor', 'hideCursor', 'describePin', 'undo', 'redo'],
  ownStart: ['startFromAddress', 'startFrom', 'startFromText', 'randomStart', 'puzzle', 'usualStartText', 'clearEnds',
    'setEditing', 'editingHelp', 'ownVerdict'],
  logKeeper: ['moveLog', 'logTitle', 'syncLog'],
  solvedReport: ['reportIfSolved', 'reportWaiting', 'announceStatus', 'judge'],
  snapshot: ['get state', 'status', 'watchedSuccess', 'manualSuccess', 'ownSuccess', 'hintShown', 'scene', 'landedMoves', 'timelineMove',
    'counter', 'totalText', 'totalNote'],
};

export class Controller extends EventTarget {
  /**
   * @param {object} engine  {Session, catalogue, findVariation, resolveSettings, switchSettings, checkSettings}
   * @param {{scheduler?: object, reducedMotion?: boolean, keyboard?: boolean, study?: object, loadStudy?: () => Promise<object>}} options
   *   keyboard: whether to speak of keys (false on a touch screen with no keyboard: the words say tap);
   *   study: the study module's engine (its quickOptimum makes verdicts exact for small puzzles);
   *   loadStudy: fetches it, the first time a verdict wants it (which then waits for it);
   *   knowledge: the store of what is known about puzzles (knowledge.js), shared with panels
   */
  constructor(engine, { scheduler = browserScheduler, reducedMotion = false, keyboard = true, study = null, loadStudy = null, knowledge = new Knowledge() } = {}) {
    super();
    this.keyboard = keyboard;
    this.engine = engine;
    // The verdict on the solution shown, and the study module it may wait for.
    this.verdicts = new Verdicts({ study, loadStudy, knowledge, onStudy: (module) => this.useStudy(module) });
    this.knowledge = knowledge; // optima known, by puzzle key: the quick search's, a search's, one's own start's
    this.scheduler = scheduler;
    this.session = null;
    this.variation = null; // the catalogue entry
    this.place = null; // the puzzle's word for a place discs rest on, from the core: "pin", or "peg" (the weighted puzzle's paper)
    this.key = null; // the core's PuzzleKey of the puzzle on show, as text (Session.key())
    this.mode = DEFAULT_MODE;
    this.speed = DEFAULT_SPEED;
    this.recorded = null; // moves played instead of the algorithm (an optimum found by search, a list imported)
    this.source = null; // where the recorded moves come from: a key of SOURCES
    this.total = 0n; // BigInt, or null when too long to count
    this.algorithmTotal = 0n; // the algorithm's length, also while recorded moves are shown
    this.input = new ManualInput(); // the lifted disc, the keyboard's cursor, arranging
    this.hint = null; // a hint's move and the position it is for (showHint)
    this.ends = new OwnEnds(knowledge); // one's own start and goal as text, and the fewest moves between them
    this.override = null; // a status shown until the next action: {kind, detail}
    this.notices = [];
    this.manualBase = 0n; // solution moves made when play by hand began
    this.timelineShown = true; // whether the view has a timeline to mention
    this.statePending = false;
    this.reached = null; // where the visitor was at the last change, for reopen(): see noteReached()
    // The jobs (JOBS): each works on this controller.
    this.watching = new Watching(this);
    this.hand = new HandPlay(this);
    this.ownStart = new OwnStart(this);
    this.logKeeper = new LogKeeper(this);
    this.snapshot = new Snapshot(this);
    this.solvedReport = new SolvedReport(this);
    this.playback = new Playback({
      scheduler,
      source: {
        next: (k) => this.session.nextMoves(k),
        position: () => this.session.position(),
        resumes: () => this.session.isManual(),
      },
      onMoves: (moves, info) => this.advanced(moves, info),
      onEnd: () => this.ended(),
      onScene: () => this.emit('scene'),
      // A trap under a frame: reopen() has shown the puzzle again and said so.
      onError: (error) => {
        if (!(error instanceof EngineRestarted)) throw error;
      },
    });
    this.playback.reducedMotion = reducedMotion;
  }

  // ---------------------------------------------------------------- events

  emit(type, detail = {}) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  /** Schedules one statechange for everything changed in this task. */
  changed() {
    // The work the state's words need is done now, by the command, not by reading the state.
    if (this.session) unlessRestarted(() => this.judge());
    if (this.statePending) return;
    this.statePending = true;
    queueMicrotask(() => {
      this.statePending = false;
      if (!this.session) return;
      // A trap while reading the state: reopen() has changed it again, and that change comes next.
      const state = unlessRestarted(() => {
        const state = this.state;
        this.noteReached(state);
        return state;
      });
      if (state) this.emit('statechange', { state });
    });
  }

  /**
   * Keeps what reopen() needs to show the puzzle again as it was: it cannot
   * ask a Session whose instance trapped. Taken from the state of each
   * change, so it is where the visitor was before the action that failed.
   */
  noteReached(state) {
    this.reached = reachedFrom(state, () => this.session.handMoves());
  }

  announce(text) {
    this.emit('announce', { text });
  }

  // ---------------------------------------------------------------- loading

  /**
   * Opens a view from text (URL parameters or attributes): {variation,
   * discs, pins, mode, speed, t}, any of them missing. Whatever is unknown
   * or out of range falls back, and the notices say so. Returns them.
   */
  open(raw = {}) {
    const settings = this.engine.resolveSettings(raw.variation ?? undefined, raw.discs ?? undefined, raw.pins ?? undefined);
    const notices = [...settings.notices];
    const mode = parseMode(raw.mode, this.engine.quote);
    const speed = parseSpeed(raw.speed, this.engine.quote);
    for (const parsed of [mode, speed]) if (parsed.notice) notices.push(parsed.notice);
    this.mode = mode.mode;
    this.setSpeedQuietly(speed.speed);
    this.load(settings.variation, settings.discs, settings.pins);
    const ends = blank(raw.start) && blank(raw.goal) ? null : { start: raw.start, goal: raw.goal };
    // From a start of one's own the solution's moves do not apply.
    const notice = ends ? null : this.seekText(raw.t, { report: false });
    if (notice) notices.push(notice);
    this.notices = notices;
    if (ends) this.startFromAddress(ends);
    this.changed();
    this.emit('scene');
    return notices;
  }

  /** A Session of the variation's algorithm, or of the recorded moves (from `source`) when given. */
  newSession(id, discs, pins, recorded = this.recorded, source = this.source ?? 'search') {
    return recorded
      ? this.engine.Session.withMoves(id, discs, pins, recorded, source)
      : new this.engine.Session(id, discs, pins);
  }

  /**
   * A new Session for settings the core has accepted; with `recorded`, those
   * moves (from `source`, a key of SOURCES) instead of the algorithm.
   */
  load(id, discs, pins, { recorded = null, source = 'search' } = {}) {
    const session = this.newSession(id, discs, pins, recorded, source);
    this.opened = { id, discs, pins }; // for reopen()
    this.reached = null; // a new puzzle starts at its start
    this.reportWaiting(); // before the puzzle it was for goes
    this.playback.reset();
    this.session?.free();
    this.session = session;
    this.place = session.place();
    this.key = session.key();
    this.variation = this.entryFor(id);
    this.recorded = recorded;
    this.source = recorded ? source : null;
    try {
      this.total = BigInt(session.length());
    } catch {
      this.total = null;
    }
    if (!recorded) this.algorithmTotal = this.total;
    this.input.clear();
    this.override = null;
    this.manualBase = 0n;
    this.clearTimer();
    this.logKeeper.restart();
    this.verdicts.open(session, { key: this.key, id, discs: session.discs(), pins: session.pins() });
  }

  /**
   * After the engine was started afresh (a trap: engine.js), the Session of
   * the instance that failed is gone: the puzzle on show opened again in a
   * new one, as it was at the last change (noteReached): the solution's
   * move, a start and goal of one's own, the moves made by hand (made
   * again). The status says what is shown, and what could not be kept.
   */
  reopen() {
    if (!this.opened) return;
    const { id, discs, pins } = this.opened;
    const was = this.reached ?? AT_START;
    this.solvedReport.forget();
    this.session = null; // its memory went with the old instance
    this.load(id, discs, pins, { recorded: this.recorded, source: this.source ?? 'search' });
    const shown = showAgain(this.session, was);
    this.manualBase = shown.manualBase;
    this.input.editing = shown.editing;
    this.logKeeper.outdated();
    this.override = { kind: 'failure', detail: `The puzzle engine failed and was started afresh: ${shown.text}` };
    this.announceStatus();
    this.changed();
    this.emit('scene');
  }

  /**
   * The catalogue entry of variation `id` ({id, name, title, ...}). A view of
   * a puzzle outside the catalogue (the weighted one) overrides this and
   * newSession(), and keeps the rest.
   */
  entryFor(id) {
    return this.engine.findVariation(id);
  }

  /** Which puzzle is on show, whatever solution plays it: the core's PuzzleKey (a weighted puzzle's names its weights too). */
  puzzleKey() {
    return this.key;
  }

  /** Another puzzle, from settings the core has accepted; it runs if runsNewPuzzle() says so. */
  setPuzzle(id, discs, pins) {
    const run = this.runsNewPuzzle();
    this.load(id, discs, pins);
    if (run) this.playback.play();
    this.changed();
    this.emit('scene');
  }

  /** Whether the next puzzle runs at once: here, when the one on show was running, had finished or was about to restart. */
  runsNewPuzzle() {
    return this.mode !== 'manual' && (this.playback.running || this.atEnd || this.restartTimer !== null);
  }

  /** Another variation, keeping discs and pins where it allows them. Returns the notices (what had to change). */
  setVariation(name) {
    const s = this.session;
    const next = this.engine.switchSettings(name, s.discs(), s.pins());
    if (next.variation !== this.variation.id || next.discs !== s.discs() || next.pins !== s.pins() || this.recorded) {
      this.setPuzzle(next.variation, next.discs, next.pins);
    }
    return next.notices;
  }

  /**
   * Discs and pins as typed: checked strictly by the core. Throws with the
   * core's message (and changes nothing) when refused.
   */
  setCounts(discs, pins) {
    const s = this.session;
    const next = this.engine.checkSettings(this.variation.id, String(discs), String(pins));
    if (next.discs === s.discs() && next.pins === s.pins()) return;
    this.setPuzzle(next.variation, next.discs, next.pins);
  }

  /** Variation, discs and pins from text (attributes): falls back as open() does. Returns the notices, for the caller to show. */
  setPuzzleText(raw) {
    const next = this.engine.resolveSettings(raw.variation ?? undefined, raw.discs ?? undefined, raw.pins ?? undefined);
    const s = this.session;
    if (next.variation !== this.variation.id || next.discs !== s.discs() || next.pins !== s.pins()) {
      this.setPuzzle(next.variation, next.discs, next.pins);
    }
    return next.notices;
  }

  showNotices(notices) {
    this.notices = [...notices];
    this.changed();
  }

  // ---------------------------------------------------------------- what the jobs share

  /** Leaves whatever was in progress: a lifted disc, a refusal on show, a pending restart. */
  settle() {
    this.clearTimer();
    this.override = null;
    this.input.lifted = null;
  }

  // ---------------------------------------------------------------- the study module and verdicts

  /** The study module's engine, once it has come (or null). */
  get study() {
    return this.verdicts.study;
  }

  /**
   * The study module has loaded (or failed to: null). Verdicts use its quick
   * search from now on, and a success that waited for it is reported.
   */
  useStudy(study) {
    this.verdicts.use(study);
    this.reportWaiting();
    this.changed();
  }

  // ---------------------------------------------------------------- recorded solutions

  /** Plays moves found by search (an optimal solution) with the usual controls. */
  playRecorded(moves) {
    const s = this.session;
    this.playMoves({ id: this.variation.id, discs: s.discs(), pins: s.pins() }, moves, 'search');
    // The moves are the search's: their number is the optimum.
    this.noteOptimum(moves.length / 2);
  }

  /**
   * Plays `moves` (pins from 0) of puzzle {id, discs, pins}, settings the
   * core has accepted, from `source` (a key of SOURCES), with the usual controls.
   */
  playMoves({ id, discs, pins }, moves, source) {
    const s = this.session;
    // Another puzzle's algorithm first, so that the algorithm's length shown is that puzzle's.
    if (id !== this.variation.id || discs !== s.discs() || pins !== s.pins()) this.load(id, discs, pins);
    this.load(id, discs, pins, { recorded: moves, source });
    if (this.mode === 'manual') this.mode = 'wait';
    this.playback.play();
    this.changed();
    this.emit('scene');
  }

  /** Back to the variation's algorithm, at move 0. */
  playAlgorithm() {
    const s = this.session;
    this.load(this.variation.id, s.discs(), s.pins());
    this.changed();
    this.emit('scene');
  }

  /** An optimum found elsewhere (the Optimum panel's search) for this puzzle; kept in the knowledge for its next Sessions. */
  noteOptimum(length) {
    this.verdicts.note(length);
    this.changed();
  }

  /** The core's verdict on the solution shown: {kind, evidence, length, optimum, extra, text}; judged first if need be (a quick search). */
  verdict() {
    return this.verdicts.verdict();
  }

  // ---------------------------------------------------------------- manual input and one's own start

  /** The disc lifted (its pin), the keyboard's cursor and whether discs are being arranged: manual-input.js's. */
  get lifted() { return this.input.lifted; }
  get cursor() { return this.input.cursor; }
  get editing() { return this.input.editing; }

  /** Whether play is from a start (and goal) of one's own rather than the puzzle's. */
  get ownEnds() {
    return Boolean(this.session?.hasOwnEnds?.());
  }

  // ---------------------------------------------------------------- what to show

  /**
   * Marks a move on the tower, `{from, to}` (pins from 0): a hint's best
   * next move, shown while the position on show is the one it was found
   * for (null clears it).
   */
  showHint(move) {
    this.hint = move ? { from: move.from, to: move.to, key: this.session.positionKey() } : null;
    this.emit('scene');
  }

  /** Stops everything and frees the Session. */
  dispose() {
    this.playback.stop();
    this.clearTimer();
    this.session?.free();
    this.session = null;
  }
}

// Each job's commands and readings, forwarded: `controller.play()` is `controller.watching.play()`.
for (const [job, names] of Object.entries(JOBS)) {
  for (const entry of names) {
    const [name, getter] = entry.startsWith('get ') ? [entry.slice(4), true] : [entry, false];
    if (Object.hasOwn(Controller.prototype, name)) throw new Error(`Controller.${name} is both its own and ${job}'s`);
    Object.defineProperty(Controller.prototype, name, getter
      ? { get() { return this[job][name]; }, configurable: true }
      : { value(...args) { return this[job][name](...args); }, writable: true, configurable: true });
  }
}
