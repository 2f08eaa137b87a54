// The player's controller: one puzzle (a Session of hanoi-core), how it is
// being shown (mode, speed, running or not), manual play (the lifted disc,
// the keyboard's pin cursor) and what to say about it (status, counter,
// announcements). DOM-free: state, commands and events, so it runs and is
// tested under node. The <hanoi-player> element draws it and feeds it input.
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

import { Playback, ANIMATE_MAX, browserScheduler, topOf } from './playback.js';
import { MoveLog } from './move-log.js';
import { MODES, DEFAULT_MODE, DEFAULT_SPEED, parseMode, parseSpeed, speedPhrase } from './options.js';
import { plural, message, capitalise, formatWhole } from './words.js';
import { EngineRestarted, unlessRestarted } from './engine.js';
import { Knowledge } from './knowledge.js';
import { ManualInput } from './manual-input.js';
import { OwnEnds } from './own-ends.js';
import { reachedFrom, showAgain, AT_START } from './reopen.js';
import { Verdicts } from './verdicts.js';
import * as present from './present.js';
import { SOURCES, STATUS_LABELS, pinKeys } from './present.js';

export { SOURCES, STATUS_LABELS, pinKeys };

const REPEAT_PAUSE_MS = 1600;
const STEP_MS = 420; // longest animation of a single step

/** A refusal caught is the core's reason; an engine started afresh under the call is not, and goes on up (reopen() has said what happened). */
const notRestarted = (error) => {
  if (error instanceof EngineRestarted) throw error;
  return error;
};

/** Whether text from an address or attribute is absent or blank. */
const blank = (text) => text === null || text === undefined || String(text).trim() === '';

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
    this.solvedWaiting = null; // {t, byHand}: a success to report once the study module has come
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
    this.restartTimer = null;
    this.log = null; // a MoveLog, once something shows it
    this.timelineShown = true; // whether the view has a timeline to mention
    this.statePending = false;
    this.reached = null; // where the visitor was at the last change, for reopen(): see noteReached()
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

  /**
   * A start (and goal) of one's own from text (an address or attributes),
   * read by the study module, fetched first if need be. A text refused
   * leaves the usual start, with a notice giving the core's reason.
   */
  startFromAddress({ start, goal }) {
    const apply = () => {
      try {
        this.startFromText(blank(start) ? this.usualStartText() : start, blank(goal) ? undefined : goal);
      } catch (error) {
        this.notices = [...this.notices, `${capitalise(message(error))}: showing the usual start`];
        this.changed();
      }
    };
    if (this.study || !this.verdicts.loadStudy) return apply();
    const session = this.session;
    this.verdicts.fetch().then((failure) => {
      if (this.session !== session) return;
      if (!failure) return apply();
      this.notices = [...this.notices, `A start of your own could not be read (${message(failure)}): showing the usual start`];
      this.changed();
    });
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
    this.log?.clear(this.logTitle());
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
    this.solvedWaiting = null;
    this.session = null; // its memory went with the old instance
    this.load(id, discs, pins, { recorded: this.recorded, source: this.source ?? 'search' });
    const shown = showAgain(this.session, was);
    this.manualBase = shown.manualBase;
    this.input.editing = shown.editing;
    if (this.log) this.log.stale = true;
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

  // ---------------------------------------------------------------- watching

  get atEnd() {
    return this.total !== null && !this.session.isManual() && BigInt(this.session.movesMade()) >= this.total;
  }

  /** Leaves whatever was in progress: a lifted disc, a refusal on show, a pending restart. */
  settle() {
    this.clearTimer();
    this.override = null;
    this.input.lifted = null;
  }

  play() {
    if (this.playback.running) return;
    if (this.ownEnds) {
      // The solution starts from the puzzle's own start: the core says so.
      const reason = this.session.solutionRefusal();
      this.override = { kind: 'invalid', detail: capitalise(reason) };
      this.announce(`Refused: ${reason}.`);
      return this.changed();
    }
    this.settle();
    if (this.mode === 'manual') this.mode = 'wait';
    if (this.atEnd) this.rewind();
    this.playback.play();
    this.announce(`Running ${speedPhrase(this.speed)}.`);
    this.changed();
    this.emit('scene');
  }

  pause() {
    const waiting = this.restartTimer !== null; // the pause before Repeat or Increase n starts again
    if (!this.playback.running && !waiting) return;
    this.clearTimer();
    if (waiting) this.override = null;
    this.playback.pause();
    this.announce(`Paused at move ${formatWhole(this.landedMoves())}.`);
    this.changed();
  }

  toggle() {
    if (this.playback.running || this.restartTimer !== null) this.pause();
    else this.play();
  }

  /** Back to move 0. */
  rewind() {
    this.playback.stop();
    this.session.reset();
    this.log?.clear(this.logTitle());
  }

  reset() {
    this.settle();
    this.rewind();
    this.announce(`Back to the start. ${this.session.positionText()}.`);
    this.changed();
    this.emit('scene');
  }

  /** One move forward: the solution's next move, or in manual play the move last undone. */
  step() {
    this.settle();
    if (this.playback.running) this.playback.pause();
    else this.playback.land();
    if (this.session.isManual()) return this.redo();
    const pre = this.session.position();
    const moves = this.session.nextMoves(1);
    if (moves.length === 0) return this.changed();
    // The counters follow when the disc lands (advanced()).
    this.playback.fly({ pre, post: this.session.position(), from: moves[0], to: moves[1], duration: this.stepDuration(), moves });
    this.changed();
  }

  /** One move back: the core says which move that takes back. */
  back() {
    this.settle();
    if (this.playback.running) this.playback.pause();
    else this.playback.land();
    const s = this.session;
    const wasManual = s.isManual();
    const before = BigInt(s.movesMade());
    const pre = s.position();
    const undone = s.stepBack();
    if (!undone) return this.changed();
    const [from, to] = undone;
    const post = s.position();
    if (this.log) {
      if (!this.log.stale && this.log.end === before) this.log.pop();
      else this.log.stale = true;
    }
    if (wasManual && !s.isManual()) this.manualBase = 0n;
    this.playback.fly({ pre, post, from: to, to: from, duration: this.stepDuration(), moves: null });
    const disc = topOf(post, from);
    this.announce(`Back to move ${formatWhole(s.movesMade())}: disc ${disc?.size} returns from ${this.place} ${to + 1} to ${this.place} ${from + 1}.`);
    this.changed();
  }

  stepDuration() {
    return this.speed > ANIMATE_MAX ? 0 : Math.min(STEP_MS, 1000 / this.speed);
  }

  /**
   * Jumps to move `t` of the solution (a BigInt or decimal string). A move
   * the core refuses is said in the status; with `strict` (a course page's
   * command) it is thrown instead, and nothing changes (a Session that
   * refuses changes nothing).
   */
  seek(t, { strict = false } = {}) {
    let refusal = null;
    try {
      this.session.seek(String(t));
    } catch (error) {
      if (strict) throw error;
      refusal = notRestarted(error);
    }
    this.settle();
    this.playback.stop();
    if (refusal) this.override = { kind: 'failure', detail: capitalise(message(refusal)) };
    if (this.log) this.log.stale = true;
    this.reportIfSolved(false);
    this.changed();
    this.emit('scene');
  }

  /**
   * Jumps to a move given as text (an address or an attribute): past the end
   * (as the core reads the number) means the end, and what is not a move
   * number means move 0. Returns the notice saying so, or null.
   */
  seekText(raw, { report = true } = {}) {
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    if (text === '') return null;
    let notice = null;
    try {
      // The core says when the end is shown instead, and why (its words quote the text short).
      const pastEnd = this.session.seekOrEnd(text);
      if (pastEnd !== undefined) notice = `${capitalise(pastEnd)}: showing move ${formatWhole(this.session.movesMade())}`;
    } catch (error) {
      notRestarted(error);
      if (this.ownEnds) return `${capitalise(message(error))}: staying at your start`;
      this.session.seek('0');
      notice = `${capitalise(message(error))}: showing move 0`;
    }
    this.settle();
    this.playback.stop();
    if (this.log) this.log.stale = true;
    if (report) this.reportIfSolved(false);
    this.changed();
    this.emit('scene');
    return notice;
  }

  setSpeedQuietly(speed) {
    this.speed = speed;
    this.playback.setSpeed(speed);
  }

  setSpeed(speed) {
    this.setSpeedQuietly(speed);
    this.changed();
  }

  setMode(mode) {
    if (!MODES.some((m) => m.id === mode)) return;
    this.mode = mode;
    this.settle();
    if (mode === 'manual') {
      if (this.playback.running) this.playback.pause();
      else this.playback.land();
    }
    this.changed();
    this.emit('scene');
  }

  /** Moves were made by the solution (reported as they land). */
  advanced(moves, { batched }) {
    const n = moves.length / 2;
    const t = BigInt(this.session.movesMade());
    const first = t - BigInt(n) + 1n;
    if (this.log) {
      if (!this.log.stale && this.log.end === first - 1n) this.log.add(moves, first);
      else this.log.stale = true;
    }
    const from = moves[moves.length - 2];
    const to = moves[moves.length - 1];
    // A batch at high speed names no disc: building the position for each batch would cost more than the moves.
    const disc = batched ? null : topOf(this.session.position(), to);
    this.emit('move', { from, to, disc, t, count: n, byHand: false });
    // While running, the end is reported by ended(); a step or a pause lands here.
    if (!this.playback.running && !this.reportIfSolved(false)) {
      this.announce(`Move ${formatWhole(t)}: disc ${disc?.size} from ${this.place} ${from + 1} to ${this.place} ${to + 1}.`);
    }
    this.changed();
  }

  /**
   * If the position on show is solved (the solution at its end, or play by
   * hand), sends `solved` and says the result; true if it did.
   */
  reportIfSolved(byHand) {
    const s = this.session;
    if (!s.isSolved() || (!s.isManual() && !this.atEnd) || s.discs() === 0) return false;
    const t = BigInt(s.movesMade());
    if (this.ownEnds) {
      this.emit('solved', { t, byHand, verdict: this.ownVerdict(t) });
      this.announceStatus();
      return true;
    }
    if (this.verdicts.comingFor(s.isManual())) {
      // The verdict may change when the quick search can run (and a solve by hand is worded there): report then.
      this.solvedWaiting = { t, byHand };
      return true;
    }
    this.solvedWaiting = null;
    this.emit('solved', { t, byHand, verdict: this.verdict() });
    this.announceStatus();
    return true;
  }

  /**
   * Sends a success that waited for the study module, with the verdict as
   * it stands: once it has come, or before the puzzle it was for goes.
   * Said aloud only if still on show.
   */
  reportWaiting() {
    const waiting = this.solvedWaiting;
    if (!waiting || !this.session) return;
    this.solvedWaiting = null;
    this.emit('solved', { ...waiting, verdict: this.verdict() });
    if (BigInt(this.session.movesMade()) === waiting.t && this.session.isSolved()) this.announceStatus();
  }

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

  /** Says the status, as the status line shows it. */
  announceStatus() {
    const { kind, detail } = this.status();
    this.announce(`${STATUS_LABELS[kind]}: ${detail}`);
  }

  /** The solution reached its end. */
  ended() {
    this.clearTimer();
    this.judge(); // the success's words give the verdict
    const solved = this.session.isSolved();
    this.override = null;
    if (solved && this.mode === 'repeat') {
      this.override = { kind: 'success', detail: `${this.watchedSuccess()} Starting again…` };
      this.restartTimer = this.scheduler.later(() => unlessRestarted(() => {
        this.restartTimer = null;
        this.override = null;
        this.rewind();
        this.playback.play();
        this.changed();
        this.emit('scene');
      }), REPEAT_PAUSE_MS);
    } else if (solved && this.mode === 'increase') {
      const next = this.nextSize();
      if (next) {
        this.override = { kind: 'success', detail: `${this.watchedSuccess()} Next: ${plural(next.discs, 'disc')}…` };
        this.restartTimer = this.scheduler.later(() => unlessRestarted(() => {
          this.restartTimer = null;
          this.load(next.variation, next.discs, next.pins);
          this.playback.play();
          this.changed();
          this.emit('scene');
        }), REPEAT_PAUSE_MS);
      } else {
        this.override = {
          kind: 'success',
          detail: `${this.watchedSuccess()} That is the most discs ${this.variation.title} takes.`,
        };
      }
    }
    if (!this.reportIfSolved(false)) this.announceStatus();
    this.changed();
  }

  /** The same puzzle with one more disc, as the core allows it, or null at the most. */
  nextSize() {
    const s = this.session;
    try {
      return this.engine.checkSettings(this.variation.id, String(s.discs() + 1), String(s.pins()));
    } catch {
      return null;
    }
  }

  clearTimer() {
    if (this.restartTimer !== null) this.scheduler.cancel(this.restartTimer);
    this.restartTimer = null;
  }

  // ---------------------------------------------------------------- recorded solutions

  /** Plays moves found by search (an optimal solution) with the usual controls. */
  playRecorded(moves) {
    const s = this.session;
    this.load(this.variation.id, s.discs(), s.pins(), { recorded: moves });
    // The moves are the search's: their number is the optimum.
    this.noteOptimum(moves.length / 2);
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

  /**
   * What a solved position's words need, worked out when something changed
   * (changed()), so that reading the state does no work: the verdict (the
   * quick search first, or the study module asked for), the quick search's
   * optimum from one's own start, one's own start and goal as text.
   */
  judge() {
    const s = this.session;
    if (this.ownEnds) {
      this.ends.textOf(this.puzzle(), s.ownStart());
      this.ends.textOf(this.puzzle(), s.ownGoal());
    }
    if (!s.isSolved() || (!s.isManual() && !this.atEnd) || s.discs() === 0) return;
    if (this.ownEnds) this.ends.optimum(this.puzzle(), s.ownStart(), s.ownGoal());
    else if (!this.verdicts.comingFor()) this.verdict();
  }

  // ---------------------------------------------------------------- playing by hand

  /** The disc lifted (its pin), the keyboard's cursor and whether discs are being arranged: manual-input.js's. */
  get lifted() { return this.input.lifted; }
  get cursor() { return this.input.cursor; }
  get editing() { return this.input.editing; }

  /** A pin was clicked, tapped, typed or chosen with the keyboard. */
  pick(pin) {
    const s = this.session;
    if (!Number.isInteger(pin) || pin < 0 || pin >= s.pins()) return;
    this.clearTimer();
    this.override = null;
    if (this.playback.busy) this.playback.pause();
    this.mode = 'manual';
    const picked = this.input.pick(pin);
    if (picked.kind === 'lift') {
      // The core says whether the pin has a disc to lift, and if not why.
      const reason = s.liftError(pin);
      if (reason !== undefined) {
        this.refuse(pin, null, reason);
      } else {
        this.input.lift(pin);
        const disc = topOf(s.position(), pin);
        this.announce(`Disc ${disc.size} lifted from ${this.place} ${pin + 1}. Choose the ${this.place} to put it on.`);
      }
    } else if (picked.kind === 'putBack') {
      this.announce(`Disc put back on ${this.place} ${pin + 1}.`);
    } else if (picked.kind === 'arrange') {
      this.rearrange(picked.from, picked.to);
    } else {
      this.drop(picked.from, picked.to);
    }
    this.changed();
    this.emit('scene');
  }

  /** Arranging by hand: the lifted disc put on `to` as it is, if the core says the discs may rest so. */
  rearrange(from, to) {
    const s = this.session;
    try {
      s.arrange(from, to);
    } catch (error) {
      return this.refuse(from, to, message(notRestarted(error)));
    }
    this.log?.clear(this.logTitle());
    const disc = topOf(s.position(), to);
    this.announce(`Disc ${disc.size} put on ${this.place} ${to + 1}. ${s.positionText()}.`);
  }

  drop(from, to) {
    const s = this.session;
    const wasManual = s.isManual();
    const before = BigInt(s.movesMade());
    try {
      s.tryMove(from, to);
    } catch (error) {
      return this.refuse(from, to, message(notRestarted(error)));
    }
    if (!wasManual) this.manualBase = before;
    const t = BigInt(s.movesMade());
    const disc = topOf(s.position(), to);
    if (this.log) {
      this.syncLog();
      if (this.log.end === before) this.log.add(Uint8Array.of(from, to), t, true);
    }
    this.emit('move', { from, to, disc, t, count: 1, byHand: true });
    if (!this.reportIfSolved(true)) this.announce(`Disc ${disc.size} from ${this.place} ${from + 1} to ${this.place} ${to + 1}. ${s.positionText()}.`);
  }

  refuse(from, to, reason) {
    this.override = { kind: 'invalid', detail: capitalise(reason) };
    this.emit('illegal', { from, to, reason });
    this.announce(`Refused: ${reason}.`);
  }

  /** Escape: the lifted disc goes back. */
  putBack() {
    const pin = this.input.putBack();
    if (pin === null) return false;
    this.override = null;
    this.announce(`Disc put back on ${this.place} ${pin + 1}.`);
    this.changed();
    this.emit('scene');
    return true;
  }

  /** Points the keyboard's pin cursor `delta` pins on (or at pin `to`), and says what is there. */
  moveCursor(delta, to = null) {
    this.announce(this.describePin(this.input.moveCursor(delta, to, this.session.pins())));
    this.emit('scene');
    this.changed();
  }

  /** Picks the pin under the keyboard's cursor. */
  pickCursor() {
    if (this.cursor === null) this.moveCursor(0);
    else this.pick(this.cursor);
  }

  hideCursor() {
    if (this.input.hideCursor()) this.emit('scene');
  }

  /** "Pin 4 of 12: discs 3 2 1." */
  describePin(pin) {
    const s = this.session;
    return present.describePin({ place: this.place, pin, pins: s.pins(), stack: s.position().pins[pin], lifted: this.lifted });
  }

  undo() {
    const s = this.session;
    if (!s.canUndo()) return;
    this.playback.land();
    this.settle();
    const t = BigInt(s.movesMade());
    s.undo();
    if (this.log && this.log.end === t) this.log.pop();
    this.announce(`Undone. ${s.positionText()}.`);
    this.changed();
    this.emit('scene');
  }

  redo() {
    const s = this.session;
    if (!s.canRedo()) return;
    this.playback.land();
    this.settle();
    const [from, to] = s.redo();
    const t = BigInt(s.movesMade());
    if (this.log && this.log.end === t - 1n) this.log.add(Uint8Array.of(from, to), t, true);
    this.emit('move', { from, to, disc: topOf(s.position(), to), t, count: 1, byHand: true });
    if (!this.reportIfSolved(true)) this.announce(`Redone: ${this.place} ${from + 1} to ${this.place} ${to + 1}. ${s.positionText()}.`);
    this.changed();
    this.emit('scene');
  }

  // ---------------------------------------------------------------- a start of one's own

  /** Whether play is from a start (and goal) of one's own rather than the puzzle's. */
  get ownEnds() {
    return Boolean(this.session?.hasOwnEnds?.());
  }

  /**
   * Plays by hand from a start of one's own (and towards a goal of one's
   * own, else the puzzle's), as the Session's keys (from the study module's
   * readEnds or randomPosition, or Session.positionKey). Throws with the
   * core's reason and changes nothing when refused.
   */
  startFrom(startKey, goalKey) {
    this.session.startFrom(startKey, goalKey ?? undefined);
    this.playback.stop();
    this.settle();
    this.mode = 'manual';
    this.manualBase = 0n;
    this.log?.clear(this.logTitle());
    this.announce(`${this.editing ? 'Arranging' : 'Your start'}: ${this.session.positionText()}.`);
    this.changed();
    this.emit('scene');
  }

  /** startFrom() with positions as people write them (`3 2 / - / 1`); needs the study module. Throws the core's reason. */
  startFromText(start, goal) {
    const ends = this.ends.read(this.puzzle(), start, goal);
    this.startFrom(ends.start, ends.goal);
  }

  /** A random start reachable from the puzzle's own, the same for the same seed (a whole number below 2^32); the goal stays. */
  randomStart(seed) {
    this.startFrom(this.ends.random(this.puzzle(), seed), this.session.ownGoal());
  }

  /** The puzzle on show, for own-ends.js: {study, id, discs, pins, key}. */
  puzzle() {
    const s = this.session;
    return { study: this.study, id: this.variation.id, discs: s.discs(), pins: s.pins(), key: this.key };
  }

  /** The puzzle's own start as text (a goal typed alone starts from it). */
  usualStartText() {
    const s = this.session;
    const fresh = this.newSession(this.variation.id, s.discs(), s.pins(), null);
    try {
      return this.study.positionNotation(this.variation.id, s.discs(), s.pins(), fresh.positionKey());
    } finally {
      fresh.free();
    }
  }

  /** Back to the puzzle's own start and goal, at move 0 of the solution. */
  clearEnds() {
    this.input.editing = false;
    this.settle();
    this.session.clearEnds();
    this.log?.clear(this.logTitle());
    this.announce(`Back to the usual start and goal. ${this.session.positionText()}.`);
    this.changed();
    this.emit('scene');
  }

  /**
   * Arranging discs by hand on and off. While on, a disc lifted and put on
   * another pin is moved there as it is, if the core says the discs may rest
   * so (no move rule applies). Leaving starts play by hand from what is on
   * show (unless that is the usual start untouched).
   */
  setEditing(on) {
    if (on === this.editing) return;
    this.settle();
    if (this.playback.busy) this.playback.pause();
    this.playback.land();
    this.mode = 'manual';
    this.input.editing = on;
    const s = this.session;
    if (!on && !this.ownEnds && (s.isManual() || BigInt(s.movesMade()) > 0n)) {
      this.startFrom(s.positionKey(), undefined);
      return;
    }
    this.announce(on ? `Arranging the discs by hand. ${this.editingHelp()}` : `Play by hand from here. ${s.positionText()}.`);
    this.changed();
    this.emit('scene');
  }

  editingHelp() {
    return present.editingHelp({ place: this.place, pins: this.session.pins(), keyboard: this.keyboard });
  }

  /** What `solved` carries from a start of one's own: the moves against the fewest, where the quick search found them. */
  ownVerdict(t) {
    const s = this.session;
    const best = this.ends.optimum(this.puzzle(), s.ownStart(), s.ownGoal());
    const text = present.ownSuccess(t, best, this.study);
    if (best === null) return { kind: 'unknown', length: String(t), text };
    // The core compares (the study module, which found the optimum); the sentence is the status line's.
    return { ...this.study.compareMoves(String(t), String(best)), text };
  }

  // ---------------------------------------------------------------- the log (Print)

  /** The move log, kept from now on; brought up to date first. */
  moveLog() {
    if (!this.log) {
      this.log = new MoveLog();
      this.log.stale = true;
    }
    this.syncLog();
    return this.log;
  }

  logTitle() {
    const s = this.session;
    return present.logTitle({ title: s.title(), discs: s.discs(), pins: s.pins(), place: this.place, source: this.source, ownEnds: this.ownEnds });
  }

  /** Brings a stale log up to the solution's current move. */
  syncLog() {
    if (!this.log?.stale) return;
    const s = this.session;
    const t = s.isManual() ? this.manualBase : BigInt(s.movesMade());
    this.log.rebuild(this.logTitle(), t, () => this.newSession(this.variation.id, s.discs(), s.pins()));
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

  /** The hint's move while the position it was found for is on show. */
  hintShown() {
    const hint = this.hint;
    if (!hint || this.playback.flight) return null;
    return hint.key === this.session.positionKey() ? { from: hint.from, to: hint.to } : null;
  }

  /** What the picture shows: the position, a disc in flight, and manual play's marks. */
  scene() {
    const s = this.session;
    const flight = this.playback.flight;
    return {
      hint: this.hintShown(),
      position: flight ? flight.pre : s.position(),
      flight: flight && { disc: flight.disc, from: flight.from, to: flight.to, fromLevel: flight.fromLevel, toLevel: flight.toLevel, progress: flight.progress },
      lifted: this.lifted,
      cursor: this.cursor,
      maxSize: s.discs(),
      pile: s.tallestPile(),
    };
  }

  /** The status line, {kind, detail}, in present.js's words. Reads only. */
  status() {
    const s = this.session;
    const t = this.landedMoves();
    const solved = s.isSolved();
    const manual = s.isManual();
    const own = this.ownEnds;
    const lifted = this.lifted;
    return present.status({
      override: this.override, running: this.playback.running, speed: this.speed,
      t, total: this.total, solved, discs: s.discs(), pins: s.pins(), place: this.place, keyboard: this.keyboard,
      mode: this.mode, manual, editing: this.editing, ownEnds: own, timelineShown: this.timelineShown,
      lifted, liftedSize: lifted === null ? null : topOf(s.position(), lifted)?.size,
      watched: solved && !manual ? this.watchedSuccess() : null,
      byHand: solved && manual && !own ? this.manualSuccess(t) : null,
      own: solved && own ? present.ownSuccess(t, this.ends.optimumKnown(this.key, s.ownStart(), s.ownGoal()), this.study) : null,
    });
  }

  /** "Solved in 15 moves: the fewest possible." (the verdict as judged, or none yet). */
  watchedSuccess() {
    return present.watchedSuccess(this.total, this.verdicts.known());
  }

  /** "Solved in 8 moves; the fewest possible is 7." */
  manualSuccess(t) {
    return present.manualSuccess(t, this.verdicts.known(), this.study);
  }

  /** Moves made and landed: a move whose disc is still in the air is not counted yet. */
  landedMoves() {
    const t = BigInt(this.session.movesMade());
    return this.playback.flight?.moves ? t - 1n : t;
  }

  /** The solution's move the timeline stands at: where play by hand began, in manual play. */
  timelineMove() {
    return this.session.isManual() ? this.manualBase : this.landedMoves();
  }

  /** The move counter: {label, text}. */
  counter() {
    return present.counter(this.landedMoves(), this.session.isManual(), this.total);
  }

  totalText() {
    return present.totalText(this.total);
  }

  /** A line under the total: how long it would take, or where the moves come from. */
  totalNote() {
    return present.totalNote(this.total, this.source, this.algorithmTotal);
  }

  /** A plain snapshot of everything a view shows. Reads only: the work its words need was done by the command (judge()). */
  get state() {
    const s = this.session;
    const t = this.landedMoves();
    const manual = s.isManual();
    const running = this.playback.running;
    const atEnd = this.atEnd;
    const title = s.title();
    const own = this.ownEnds;
    const ownStart = own ? s.ownStart() : null;
    const ownGoal = own ? (s.ownGoal() ?? null) : null;
    return {
      variation: this.variation.id,
      key: this.key,
      name: this.variation.name,
      title,
      discs: s.discs(),
      pins: s.pins(),
      mode: this.mode,
      speed: this.speed,
      t,
      total: this.total,
      totalText: this.totalText(),
      algorithmTotal: this.algorithmTotal,
      timelineMove: this.timelineMove(),
      manual,
      solved: s.isSolved(),
      running,
      atEnd,
      recorded: this.recorded !== null,
      imported: this.source === 'imported',
      lifted: this.lifted,
      cursor: this.cursor,
      status: this.status(),
      counter: this.counter(),
      notices: this.notices,
      positionText: s.positionText(),
      heading: present.heading({ title, discs: s.discs(), pins: s.pins(), place: this.place, source: this.source }),
      canUndo: s.canUndo(),
      canRedo: s.canRedo(),
      canBack: manual || t > 0n,
      canStep: manual ? s.canRedo() : !atEnd,
      canReset: manual || t > 0n || running,
      canSeek: this.total !== null && this.total > 0n && !own,
      canRun: !own && !this.editing,
      editing: this.editing,
      ownEnds: own,
      // Keys of the Session, and the same as people write them (null until the study module has come).
      ownStart,
      ownGoal,
      startText: this.ends.known(ownStart),
      goalText: this.ends.known(ownGoal),
    };
  }

  /** Stops everything and frees the Session. */
  dispose() {
    this.playback.stop();
    this.clearTimer();
    this.session?.free();
    this.session = null;
  }
}
