// Playback timing: when each move of the solution is made and where a disc
// in flight is, frame by frame. DOM-free: the clock and the frame callback
// are passed in (the browser's by default; a test passes its own).
//
// Up to ANIMATE_MAX moves per second every move is shown: the disc lifts off
// its pin, slides across and drops (progress 0 to 1, eased; the renderer
// turns it into pixels). Faster than that, each frame makes the moves that
// are due in one batch and shows only the result. "As fast as possible"
// (speed Infinity) makes moves in batches for about FRAME_BUDGET_MS a frame.
// With reduced motion nothing flies: each move appears at once, at the same
// pace.
//
// The session has made a move by the time its disc starts to fly; moves are
// reported (onMoves) when they land, and `flight.moves` says which move is
// still in the air, so a counter can show only what has landed.

export const ANIMATE_MAX = 30; // moves per second
export const FRAME_BUDGET_MS = 10;
const MAX_BATCH = 1 << 20;

/** Smooth start and stop. */
export const ease = (x) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

/** The browser's clock and frames. */
export const browserScheduler = {
  now: () => performance.now(),
  frame: (fn) => requestAnimationFrame(fn),
  cancelFrame: (id) => cancelAnimationFrame(id),
  later: (fn, ms) => setTimeout(fn, ms),
  cancel: (id) => clearTimeout(id),
};

/** The top disc of a pin, or undefined. */
export const topOf = (position, pin) => position.pins[pin]?.[position.pins[pin].length - 1];

export class Playback {
  /**
   * @param {object} options
   *   scheduler  {now, frame, cancelFrame}
   *   source     {next(k) → Uint8Array of the moves made, position() → position, resumes() → true when
   *               the next move continues the solution from a position played by hand (shown without a flight)}
   *   onMoves(moves, {batched})  moves made and landed
   *   onEnd()    the solution has no more moves
   *   onScene()  the picture changed
   *   onError(error)  what a frame threw (by default it is thrown on)
   */
  constructor({ scheduler, source, onMoves, onEnd, onScene, onError = null }) {
    this.scheduler = scheduler;
    this.source = source;
    this.onMoves = onMoves;
    this.onEnd = onEnd;
    this.onScene = onScene;
    this.speed = 3;
    this.reducedMotion = false;
    this.running = false;
    this.flight = null;
    this.holdUntil = null; // reduced motion: the next move waits until then
    this.frame = 0;
    this.lastTime = null;
    this.due = 0; // fractional moves owed at batched speeds
    this.batch = 4096; // adapted to the frame budget at top speed
    this.tick = (now) => {
      try {
        this.onFrame(now);
      } catch (error) {
        if (!onError) throw error;
        onError(error);
      }
    };
  }

  setSpeed(speed) {
    this.speed = speed;
    this.due = 0;
  }

  /** A new solution: everything stops. */
  reset() {
    this.stop();
    this.batch = 4096;
  }

  /** Runs the solution until paused or at its end. */
  play() {
    if (this.running) return;
    this.running = true;
    this.lastTime = null;
    this.due = 0;
    this.holdUntil = null;
    this.schedule();
  }

  /** Stops running; a disc in flight lands at once. */
  pause() {
    this.running = false;
    this.holdUntil = null;
    this.land();
    this.unschedule();
  }

  /** Stops everything without reporting a landing (the caller shows the position). */
  stop() {
    this.running = false;
    this.flight = null;
    this.holdUntil = null;
    this.unschedule();
  }

  get busy() {
    return this.running || this.flight !== null;
  }

  schedule() {
    if (!this.frame) this.frame = this.scheduler.frame(this.tick);
  }

  unschedule() {
    if (this.frame) this.scheduler.cancelFrame(this.frame);
    this.frame = 0;
  }

  /**
   * Shows one move already made on the session: the top disc of `from` in
   * `pre` goes to `to`, where `post` has it, over `duration` ms (at once
   * with reduced motion or no time). `moves` is reported when it lands
   * (null reports nothing: a step back).
   */
  fly({ pre, post, from, to, duration, moves }) {
    this.land();
    const disc = topOf(pre, from);
    if (!disc || duration <= 0 || this.reducedMotion) {
      if (moves) this.onMoves(moves, { batched: false });
      this.onScene();
      return;
    }
    this.flight = {
      pre, post, from, to, disc, moves, duration,
      fromLevel: pre.pins[from].length - 1,
      toLevel: post.pins[to].length - 1,
      start: null,
      progress: 0,
    };
    this.onScene();
    this.schedule();
  }

  /** Lands the disc in flight, if any, and reports its move. */
  land() {
    const flight = this.flight;
    if (!flight) return;
    this.flight = null;
    if (flight.moves) this.onMoves(flight.moves, { batched: false });
    this.onScene();
  }

  onFrame(now) {
    this.frame = 0;
    const dt = this.lastTime === null ? 0 : Math.min(now - this.lastTime, 250);
    this.lastTime = now;

    if (this.flight) {
      const f = this.flight;
      if (f.start === null) f.start = now;
      const progress = (now - f.start) / f.duration;
      if (progress >= 1) {
        const overshoot = now - f.start - f.duration;
        this.land();
        if (this.running) this.startMove(now - Math.min(overshoot, 40));
      } else {
        f.progress = ease(progress);
        this.onScene();
      }
      if (this.running || this.flight) this.schedule();
      return;
    }
    if (!this.running) return;
    if (this.holdUntil !== null) {
      if (now < this.holdUntil) return this.schedule();
      this.holdUntil = null;
    }

    if (this.speed <= ANIMATE_MAX) {
      this.startMove(now);
    } else if (this.speed === Infinity) {
      this.runBudget(Infinity);
    } else {
      this.due += (this.speed * dt) / 1000;
      const count = Math.floor(this.due);
      this.due -= count;
      if (count > 0) this.runBudget(count);
    }
    if (this.running || this.flight) this.schedule();
  }

  /** Starts the next move's flight (or, without motion, makes it); at the end, stops and reports it. */
  startMove(now) {
    const source = this.source;
    // From a position played by hand the solution resumes where it was:
    // that first move is shown without a flight.
    const pre = source.resumes() ? null : source.position();
    const moves = source.next(1);
    if (moves.length === 0) return this.finish();
    const duration = 1000 / this.speed;
    if (!pre || this.reducedMotion) {
      this.onMoves(moves, { batched: false });
      this.onScene();
      if (this.reducedMotion) this.holdUntil = now + duration;
      return;
    }
    this.fly({ pre, post: source.position(), from: moves[0], to: moves[1], duration, moves });
    if (this.flight) this.flight.start = now;
  }

  /** Makes up to `limit` moves within the frame budget and shows the result once. */
  runBudget(limit) {
    const clock = this.scheduler;
    const start = clock.now();
    let remaining = limit;
    let ended = false;
    while (remaining > 0) {
      const k = Math.min(this.batch, remaining);
      const t0 = clock.now();
      const moves = this.source.next(k);
      const made = moves.length / 2;
      if (made > 0) this.onMoves(moves, { batched: true });
      remaining -= made;
      if (made < k) {
        ended = true;
        break;
      }
      const spent = clock.now() - t0;
      // Aim for batches of about a quarter of the budget.
      if (spent < FRAME_BUDGET_MS / 8 && this.batch < MAX_BATCH) this.batch *= 2;
      else if (spent > FRAME_BUDGET_MS / 2 && this.batch > 64) this.batch >>= 1;
      if (clock.now() - start >= FRAME_BUDGET_MS) break;
    }
    this.onScene();
    if (ended) this.finish();
  }

  finish() {
    this.running = false;
    this.holdUntil = null;
    this.onEnd();
  }
}
