// The animator: plays the solution on the renderer with requestAnimationFrame.
//
// Up to ANIMATE_MAX moves per second every move is shown: the disc lifts off
// its pin, slides across and drops onto the other. Faster than that, each
// frame makes the moves that are due in one batch and draws once. "As fast as
// possible" (speed Infinity) makes moves in large batches for about
// FRAME_BUDGET_MS per frame, then draws once: Classic with 20 discs (a
// million moves) takes a fraction of a second.
//
// The session has always made a move by the time its disc starts to fly; the
// animator reports moves to the app (onAdvance) when they land, so counters
// and the position text never run ahead of the picture.

export const ANIMATE_MAX = 30; // moves per second
export const FRAME_BUDGET_MS = 10;
const MAX_BATCH = 1 << 20;

/** Smooth start and stop. */
const ease = (x) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

export class Animator {
  /**
   * @param {{renderer: import('./renderer.js').TowerRenderer,
   *   onAdvance: (moves: Uint8Array, info: {batched: boolean}) => void,
   *   onEnd: () => void}} options
   */
  constructor({ renderer, onAdvance, onEnd }) {
    this.renderer = renderer;
    this.onAdvance = onAdvance;
    this.onEnd = onEnd;
    this.session = null;
    this.speed = 3;
    this.running = false;
    this.flight = null;
    this.frame = 0;
    this.lastTime = null;
    this.due = 0; // fractional moves owed at batched speeds
    this.batch = 4096; // adapted to the frame budget at top speed
    this.tick = (now) => this.onFrame(now);
  }

  setSession(session) {
    this.stop();
    this.session = session;
    this.batch = 4096;
  }

  setSpeed(speed) {
    this.speed = speed;
    this.due = 0;
  }

  /** Runs the solution until paused or at its end. */
  play() {
    if (this.running || !this.session) return;
    this.running = true;
    this.lastTime = null;
    this.due = 0;
    this.schedule();
  }

  /** Stops running; a disc in flight lands at once. */
  pause() {
    this.running = false;
    this.land();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** Stops everything without reporting a landing (the caller redraws). */
  stop() {
    this.running = false;
    this.flight = null;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  get busy() {
    return this.running || this.flight !== null;
  }

  schedule() {
    if (!this.frame) this.frame = requestAnimationFrame(this.tick);
  }

  /**
   * Animates one move already made on the session: the top disc of `from`
   * in `pre` flies to `to`, where `post` has it. `moves` is reported to
   * onAdvance when it lands (null reports nothing).
   */
  fly(pre, post, from, to, durationMs, moves) {
    this.land();
    const disc = pre.pins[from]?.[pre.pins[from].length - 1];
    if (!disc || durationMs <= 0) {
      this.renderer.render(post);
      if (moves) this.onAdvance(moves, { batched: false });
      return;
    }
    this.flight = {
      pre, post, from, to, disc, moves,
      fromLevel: pre.pins[from].length - 1,
      toLevel: post.pins[to].length - 1,
      start: null,
      duration: durationMs,
    };
    this.schedule();
  }

  /** Lands the disc in flight, if any, and reports its move. */
  land() {
    const flight = this.flight;
    if (!flight) return;
    this.flight = null;
    this.renderer.render(flight.post);
    if (flight.moves) this.onAdvance(flight.moves, { batched: false });
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
        this.drawFlight(f, ease(progress));
      }
      if (this.running || this.flight) this.schedule();
      return;
    }
    if (!this.running) return;

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

  /** Starts the next move's flight; at the end, stops and reports it. */
  startMove(now) {
    const session = this.session;
    // From a position played by hand the solution resumes where it was:
    // that first move is shown without a flight.
    const pre = session.isManual() ? null : session.position();
    const moves = session.nextMoves(1);
    if (moves.length === 0) return this.finish();
    const post = session.position();
    if (!pre) {
      this.renderer.render(post);
      this.onAdvance(moves, { batched: false });
      return;
    }
    this.fly(pre, post, moves[0], moves[1], 1000 / this.speed, moves);
    if (this.flight) this.flight.start = now;
  }

  /** Makes up to `limit` moves within the frame budget and draws once. */
  runBudget(limit) {
    const session = this.session;
    const start = performance.now();
    let remaining = limit;
    let ended = false;
    while (remaining > 0) {
      const k = Math.min(this.batch, remaining);
      const t0 = performance.now();
      const moves = session.nextMoves(k);
      const made = moves.length / 2;
      if (made > 0) this.onAdvance(moves, { batched: true });
      remaining -= made;
      if (made < k) {
        ended = true;
        break;
      }
      const spent = performance.now() - t0;
      // Aim for batches of about a quarter of the budget.
      if (spent < FRAME_BUDGET_MS / 8 && this.batch < MAX_BATCH) this.batch *= 2;
      else if (spent > FRAME_BUDGET_MS / 2 && this.batch > 64) this.batch >>= 1;
      if (performance.now() - start >= FRAME_BUDGET_MS) break;
    }
    this.renderer.render(session.position());
    if (ended) this.finish();
  }

  finish() {
    this.running = false;
    this.onEnd();
  }

  drawFlight(f, s) {
    const r = this.renderer;
    const p0 = r.anchor(f.from, f.fromLevel);
    const p1 = r.liftAnchor(f.from);
    const p2 = r.liftAnchor(f.to);
    const p3 = r.anchor(f.to, f.toLevel);
    const d1 = Math.abs(p0.y - p1.y);
    const d2 = Math.abs(p2.x - p1.x);
    const d3 = Math.abs(p3.y - p2.y);
    const total = d1 + d2 + d3 || 1;
    let along = s * total;
    let x;
    let y;
    if (along <= d1) {
      x = p0.x;
      y = p0.y + (p1.y - p0.y) * (d1 ? along / d1 : 1);
    } else if ((along -= d1) <= d2) {
      x = p1.x + (p2.x - p1.x) * (d2 ? along / d2 : 1);
      y = p1.y;
    } else {
      along -= d2;
      x = p2.x;
      y = p2.y + (p3.y - p2.y) * (d3 ? along / d3 : 1);
    }
    r.render(f.pre, { disc: f.disc, x, y, hideTopOf: f.from });
  }
}
