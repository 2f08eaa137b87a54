// The Weighted view's controller: the shared player controller (playback,
// manual play, status, counter) over a WeightedSession, whose
// solution is the cheapest transfer. It adds what prices change: the
// puzzle chosen by weights, discs, from, to and scale (the core checks
// them), the running cost beside the counter and in what screen readers
// hear, and verdicts by cost instead of by number of moves. DOM-free.

import { Controller } from '../controller.js';
import { parseSpeed } from '../options.js';
import { plural, message, capitalise } from '../words.js';
import { costCounter, costSpoken } from './weighted-words.js';

/** The variation id the shared controller files this puzzle under. */
const WEIGHTED = 'weighted';

export class WeightedController extends Controller {
  constructor(engine, options) {
    super(engine, options);
    this.request = null; // {weights, discs, from, to, scale, pegs, maxDiscs, query}, as the core gave it
    this.summary = null; // the Session's weightedSummary()
    this.spokenPosition = null; // the position the last announcement was about
  }

  // ---------------------------------------------------------------- choosing the puzzle

  /**
   * Opens the puzzle URL parameters ask for ({weights, discs, from, to,
   * scale, speed, preset}, any missing or wrong; a preset's id stands for
   * its weights): the core falls back where it must and says so. Returns
   * the notices.
   */
  openWeighted(raw = {}) {
    const text = (name) => raw[name] ?? undefined;
    const resolved = this.engine.resolveWeighted(text('weights'), text('discs'), text('from'), text('to'), text('scale'), text('preset'));
    const notices = [...resolved.notices];
    const speed = parseSpeed(raw.speed, this.engine.quote);
    if (speed.notice) notices.push(speed.notice);
    this.setSpeedQuietly(speed.speed);
    try {
      this.use(resolved);
    } catch (error) {
      // Weights the core can read may still allow no transfer (every way out forbidden).
      // Example 1's weights, keeping the discs, pegs and scale asked for where they fit.
      const fallback = this.engine.resolveWeighted(undefined, text('discs'), text('from'), text('to'), text('scale'));
      this.use(fallback);
      notices.push(`${capitalise(message(error))}: showing the default weights ${fallback.weights}`);
    }
    this.notices = notices;
    this.changed();
    this.emit('scene');
    return notices;
  }

  /**
   * Fields as typed (strings, and whether costs scale by size): checked by
   * the core. Throws with its message, changing nothing, when refused.
   * Returns whether the puzzle changed.
   */
  setWeighted({ weights, discs, from, to, bySize }) {
    const request = this.engine.checkWeighted(String(weights), String(discs), String(from), String(to), Boolean(bySize));
    if (this.request && request.query === this.request.query) return false;
    this.use(request);
    return true;
  }

  /**
   * Fields the core may adjust to fit ({weights, discs, from, to, bySize}):
   * after a change of the number of pegs, a peg or a number of discs the new
   * weights do not allow becomes the nearest that they do. Returns the
   * core's notices saying what changed; throws (changing nothing) if the
   * weights allow no transfer.
   */
  adopt({ weights, discs, from, to, bySize }) {
    const resolved = this.engine.resolveWeighted(String(weights), String(discs), String(from), String(to), bySize ? 'size' : 'none');
    if (resolved.query !== this.request?.query) this.use(resolved);
    return resolved.notices;
  }

  /** A puzzle the core has accepted; throws (changing nothing) if it allows no transfer. */
  use(request) {
    const previous = this.request;
    this.request = request;
    try {
      if (previous === null) this.load(WEIGHTED, request.discs, request.pegs);
      else this.setPuzzle(WEIGHTED, request.discs, request.pegs);
    } catch (error) {
      this.request = previous;
      throw error;
    }
  }

  /**
   * A new weighted puzzle (other weights, discs or pegs) starts at move 0
   * and waits, unless a run was under way: after a finished run it would
   * otherwise run at once and soon show itself solved, as if the new
   * puzzle had been solved already.
   */
  runsNewPuzzle() {
    return this.mode !== 'manual' && (this.playback.running || this.restartTimer !== null);
  }

  newSession() {
    const r = this.request;
    return new this.engine.WeightedSession(r.weights, r.discs, r.from, r.to, r.scale === 'size');
  }

  load(id, discs, pins, options) {
    super.load(id, discs, pins, options);
    this.summary = this.session.weightedSummary();
    this.spokenPosition = null;
  }

  entryFor(id) {
    return { id, name: id, title: this.session.title() };
  }

  /** No "increase n" here: a change of discs is a change of the puzzle, made in the form. */
  nextSize() {
    return null;
  }

  // ---------------------------------------------------------------- costs

  /** What the position on show has cost, as the core adds it up. */
  costShown() {
    // While watching, a disc still in flight is not paid for yet, as the counter does not count it.
    if (!this.session.isManual()) return this.session.costAfter(String(this.landedMoves()));
    return this.session.costShown();
  }

  /** {table, used cells} of the paper's Table 1, or null on more than three pegs. */
  table() {
    return this.session.weightedTable();
  }

  /**
   * By cost, not by moves, as the core judges it: {kind ('cheapest' or
   * 'dearer'), spent, cheapest, extra, moves, count, text}, or null before
   * the puzzle is solved.
   */
  verdict() {
    return this.session.costVerdict();
  }

  watchedSuccess() {
    return this.verdict()?.text ?? '';
  }

  manualSuccess() {
    return this.verdict()?.text ?? '';
  }

  counter() {
    return { ...super.counter(), extra: costCounter(this.costShown(), this.summary.cost) };
  }

  /** Says the running cost too, once per position, unless the sentence is a verdict that gives it. */
  announce(text) {
    const s = this.session;
    const position = s ? `${s.movesMade()}|${s.isManual()}|${s.positionText()}` : null;
    if (position !== null && position !== this.spokenPosition && this.status().kind !== 'success') {
      this.spokenPosition = position;
      return super.announce(`${text} ${costSpoken(this.costShown(), this.summary.cost)}`);
    }
    super.announce(text);
  }

  get state() {
    const state = super.state;
    const r = this.request;
    return {
      ...state,
      heading: `${state.title} · ${plural(r.discs, 'disc')} · ${this.place} ${r.from} to ${this.place} ${r.to}${r.scale === 'size' ? ' · cost × size' : ''}`,
      request: r,
      summary: this.summary,
      cost: this.costShown(),
    };
  }
}
