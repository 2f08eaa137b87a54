// The study panels: Trace (the solution's live call stack) and Print (a log
// of the moves, capped, that can be copied).

/** Frames shown in full; deeper stacks show their outermost and innermost calls. */
const TRACE_HEAD = 12;
const TRACE_TAIL = 36;

export class TracePanel {
  /** @param {HTMLOListElement | null} list @param {HTMLElement | null} note */
  constructor(list, note) {
    this.list = list;
    this.note = note;
    this.key = '';
  }

  /**
   * @param {{proc: number, n: number, text: string}[]} frames outermost first
   * @param {string} emptyText what to say when there is no call in progress
   */
  show(frames, emptyText) {
    if (!this.list) return;
    const key = frames.length ? `${frames.length}|${frames[frames.length - 1].text}|${frames[0].text}` : `0|${emptyText}`;
    if (key === this.key) return;
    this.key = key;
    const rows = [];
    const add = (frame, depth) => {
      const li = document.createElement('li');
      li.style.setProperty('--depth', String(Math.min(depth, 16)));
      li.textContent = frame.text;
      li.title = `call depth ${depth + 1}, procedure ${frame.proc}, ${frame.n} ${frame.n === 1 ? 'disc' : 'discs'}`;
      rows.push(li);
    };
    if (frames.length <= TRACE_HEAD + TRACE_TAIL + 1) {
      frames.forEach((frame, i) => add(frame, i));
    } else {
      frames.slice(0, TRACE_HEAD).forEach((frame, i) => add(frame, i));
      const gap = document.createElement('li');
      gap.className = 'trace-gap';
      const hidden = frames.length - TRACE_HEAD - TRACE_TAIL;
      gap.textContent = `… ${hidden} more calls …`;
      rows.push(gap);
      const offset = frames.length - TRACE_TAIL;
      frames.slice(offset).forEach((frame, i) => add(frame, offset + i));
    }
    if (rows.length) rows[rows.length - 1].classList.add('trace-current');
    this.list.replaceChildren(...rows);
    this.list.dataset.depth = String(frames.length);
    if (this.note) {
      this.note.textContent = frames.length
        ? `${frames.length} ${frames.length === 1 ? 'call' : 'calls'} in progress, outermost first; the last makes the next move.`
        : emptyText;
    }
  }
}

/**
 * The moves that led to the position on show: the solution's moves up to the
 * current move, then any made by hand. It keeps the first HEAD and the last
 * TAIL of them (a million-move run would otherwise fill the page) and says
 * how many it leaves out.
 */
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

  /** Adds moves numbered from `firstT` (the number of the first one). */
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

  /** Takes back the last move (undo). */
  pop() {
    const last = this.tail.length ? this.tail.pop() : this.head.pop();
    if (last) this.end = last[0] - 1n;
    this.version++;
  }

  static line([t, from, to, byHand]) {
    return `${t}. pin ${from + 1} → pin ${to + 1}${byHand ? '  (by hand)' : ''}`;
  }

  text() {
    const lines = [this.title];
    if (this.count === 0n) {
      lines.push('(no moves yet)');
      return lines.join('\n');
    }
    for (const entry of this.head) lines.push(MoveLog.line(entry));
    if (this.skipped > 0n) {
      lines.push(`… ${this.skipped} moves not listed: the log keeps the first ${this.headLimit} and the last ${this.tailLimit} …`);
    }
    for (const entry of this.tail) lines.push(MoveLog.line(entry));
    return lines.join('\n');
  }
}
