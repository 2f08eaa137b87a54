// The moves that led to the position on show: the solution's moves up to the
// current move, then any made by hand. It keeps the first HEAD and the last
// TAIL of them (a million-move run would otherwise fill the page) and says
// how many it leaves out. DOM-free; the Print panel shows it.

import { formatWhole, plural } from './words.js';

export class MoveLog {
  constructor({ head = 500, tail = 500 } = {}) {
    this.headLimit = head;
    this.tailLimit = tail;
    this.version = 0;
    this.clear('');
  }

  /** Starts afresh, before move 1. */
  clear(title) {
    this.title = title;
    this.head = [];
    this.tail = [];
    this.skipped = 0n;
    this.end = 0n; // number of the last move logged
    this.stale = false;
    this.version++;
  }

  get count() {
    return BigInt(this.head.length + this.tail.length) + this.skipped;
  }

  /**
   * Fills the log with the solution's first `t` moves, made on a scratch
   * session (`fresh()` returns one at move 0; it is freed here).
   */
  rebuild(title, t, fresh) {
    this.clear(title);
    if (t === 0n) return;
    const scratch = fresh();
    try {
      const first = t < BigInt(this.headLimit) ? Number(t) : this.headLimit;
      this.add(scratch.nextMoves(first), 1n);
      if (t > BigInt(first)) {
        const from = t - BigInt(this.tailLimit) > BigInt(first) ? t - BigInt(this.tailLimit) : BigInt(first);
        this.skipped = from - BigInt(first);
        scratch.seek(String(from));
        this.add(scratch.nextMoves(Number(t - from)), from + 1n);
      }
    } finally {
      scratch.free();
    }
  }

  /** Adds moves ([from0, to0, ...]) numbered from `firstT`. */
  add(moves, firstT, byHand = false) {
    const n = moves.length / 2;
    let i = 0;
    while (i < n && this.head.length < this.headLimit && this.skipped === 0n && this.tail.length === 0) {
      this.head.push([firstT + BigInt(i), moves[2 * i], moves[2 * i + 1], byHand]);
      i++;
    }
    const rest = n - i;
    if (rest > this.tailLimit) {
      this.skipped += BigInt(rest - this.tailLimit);
      i = n - this.tailLimit;
    }
    for (; i < n; i++) this.tail.push([firstT + BigInt(i), moves[2 * i], moves[2 * i + 1], byHand]);
    if (this.tail.length > this.tailLimit) {
      const drop = this.tail.length - this.tailLimit;
      this.tail.splice(0, drop);
      this.skipped += BigInt(drop);
    }
    if (n > 0) this.end = firstT + BigInt(n - 1);
    this.version++;
  }

  /** Takes back the last move. */
  pop() {
    const last = this.tail.length ? this.tail.pop() : this.head.pop();
    if (last) this.end = last[0] - 1n;
    this.version++;
  }

  static line([t, from, to, byHand]) {
    return `${formatWhole(t)}. pin ${from + 1} → pin ${to + 1}${byHand ? '  (by hand)' : ''}`;
  }

  /** "15 moves." or "1048575 moves; the first 500 and the last 500 are listed." */
  summary() {
    const c = this.count;
    if (c > BigInt(this.headLimit + this.tailLimit)) {
      return `${formatWhole(c)} moves; the first ${this.headLimit} and the last ${this.tailLimit} are listed.`;
    }
    return `${plural(c, 'move')}.`;
  }

  text() {
    const lines = [this.title];
    if (this.count === 0n) {
      lines.push('(no moves yet)');
      return lines.join('\n');
    }
    for (const entry of this.head) lines.push(MoveLog.line(entry));
    if (this.skipped > 0n) {
      lines.push(`… ${formatWhole(this.skipped)} moves not listed: the log keeps the first ${this.headLimit} and the last ${this.tailLimit} …`);
    }
    for (const entry of this.tail) lines.push(MoveLog.line(entry));
    return lines.join('\n');
  }
}
