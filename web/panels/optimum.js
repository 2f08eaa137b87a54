// "Is this optimal?": hanoi-core's exact search for the fewest moves, run in
// a module worker (search-worker.js) so that the page stays responsive and
// the tower keeps moving. The panel shows the search's size before it starts
// (and refuses sizes beyond the browser's budget at once), a progress bar
// with Cancel while it runs, and the optimum against the variation's
// algorithm when it is done. Where the optimum is shorter, it offers the
// moves found to the player, which plays them with the usual controls. The
// verdict is the core's (the Session's), the same one the player's success
// message gives.

import { setText } from '../dom.js';
import { puzzleKey } from '../puzzle-key.js';
import { SearchClient } from '../search-client.js';
import { bytes, counted, formatWhole, largeCount } from '../words.js';

export class OptimumPanel {
  /**
   * @param {object} el  the panel's elements (any may be missing but `run`)
   * @param {object} options
   *   searchEstimate(id, discs, pins) → {positions, bytes, bitsPerPosition, sparse, limit, fits}, throws when unsearchable
   *   onPlay(moves: Uint8Array)  play the optimal solution found
   *   onBack()  back to the variation's algorithm
   *   judge(length) → verdict  tells the player the optimum found; the core's verdict on the algorithm
   */
  constructor(el, { searchEstimate, onPlay, onBack, judge }) {
    this.el = el;
    this.searchEstimate = searchEstimate;
    this.onPlay = onPlay;
    this.onBack = onBack;
    this.judge = judge;
    this.puzzle = null;
    this.key = '';
    this.estimate = null;
    this.unsearchable = null; // why the puzzle cannot be searched at all
    this.state = { kind: 'idle' };
    this.searches = new SearchClient('hanoi-search');
    this.results = new Map(); // key → {result, ms, verdict}: a search is not repeated for the same puzzle

    el.run?.addEventListener('click', () => this.start());
    el.cancel?.addEventListener('click', () => this.cancel());
    el.play?.addEventListener('click', () => {
      const done = this.results.get(this.key);
      if (done?.result.moves) this.onPlay(done.result.moves);
    });
    el.back?.addEventListener('click', () => this.onBack());
  }

  /**
   * The puzzle on show: {id, title, discs, pins, algorithmLength (BigInt or
   * null when too long to count), recorded (playing the moves found),
   * ownStart (a start of one's own is on show)}.
   */
  show(puzzle) {
    const key = puzzleKey(puzzle.id, puzzle.discs, puzzle.pins);
    const same =
      this.puzzle &&
      key === this.key &&
      puzzle.recorded === this.puzzle.recorded &&
      puzzle.algorithmLength === this.puzzle.algorithmLength &&
      puzzle.ownStart === this.puzzle.ownStart;
    if (same) return; // the state changes every frame while running; the panel only when the puzzle does
    this.puzzle = puzzle;
    if (key !== this.key) {
      // Another puzzle: a search still running was for the old one.
      this.searches.stop();
      this.key = key;
      this.estimate = null;
      this.unsearchable = null;
      try {
        this.estimate = this.searchEstimate(puzzle.id, puzzle.discs, puzzle.pins);
      } catch (error) {
        this.unsearchable = error instanceof Error ? error.message : String(error);
      }
      this.state = this.results.has(key) ? { kind: 'done' } : { kind: 'idle' };
      // Back to a puzzle searched before: tell the player the optimum again.
      if (this.results.has(key)) this.note(this.results.get(key));
    }
    this.render();
  }

  /** The moves of the optimal solution found for puzzle `key` ("id/discs/pins"), or null. */
  movesFound(key) {
    return this.results.get(key)?.result.moves ?? null;
  }

  get fits() {
    return this.estimate !== null && this.estimate.fits;
  }

  start() {
    if (!this.puzzle || this.state.kind === 'running') return;
    if (this.results.has(this.key)) {
      this.state = { kind: 'done' };
    } else if (this.unsearchable !== null) {
      this.state = { kind: 'unsearchable' };
    } else if (!this.fits) {
      this.state = { kind: 'refused' };
    } else {
      this.launch();
    }
    this.render();
  }

  launch() {
    const { id, discs, pins } = this.puzzle;
    const key = this.key;
    const started = performance.now();
    let search;
    try {
      search = this.searches.run({ variation: id, discs, pins }, (progress) => {
        this.state = { kind: 'running', progress };
        this.render();
      });
    } catch (error) {
      this.state = { kind: 'error', message: `the search could not start (${error.message ?? error})` };
      return;
    }
    this.state = { kind: 'running', progress: null };
    search.then(
      (result) => {
        this.searches.stop();
        const done = { result, ms: performance.now() - started, verdict: null };
        this.results.set(key, done);
        this.note(done);
        this.state = { kind: 'done' };
        this.render();
      },
      (error) => {
        this.searches.stop();
        const message = error.stopped ? `the search stopped: ${error.message || 'its worker failed to load'}` : error.message;
        this.state = { kind: 'error', message };
        this.render();
      },
    );
  }

  /** Tells the player the optimum found, and keeps the core's verdict. */
  note(done) {
    if (done.result.unreachable) return;
    try {
      done.verdict = this.judge(done.result.length);
    } catch (error) {
      done.verdict = { kind: 'error', text: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Cancel = terminate the worker: the search runs synchronously inside it. */
  cancel() {
    if (this.state.kind !== 'running') return;
    const progress = this.state.progress;
    this.searches.stop();
    this.state = { kind: 'cancelled', progress };
    this.render();
    this.el.run?.focus();
  }

  // ---------------------------------------------------------------- display

  estimateText() {
    const text = this.sizeText();
    // The question is the algorithm's, which starts from the usual start.
    const own = this.puzzle?.ownStart ? ' It answers for the variation\'s algorithm, from the usual start; from your own start the Hint gives the fewest moves.' : '';
    return (text + own).trim();
  }

  sizeText() {
    if (this.unsearchable !== null) return `The search cannot take this puzzle: ${this.unsearchable}.`;
    if (!this.estimate) return '';
    const { positions, bytes: size, sparse, limit } = this.estimate;
    const most = `${positions < 1e12 ? 'at most ' : ''}${largeCount(positions)} positions`;
    if (sparse) {
      // Most ranks are positions the rules never allow: only those reached are kept.
      return `Searches the positions it reaches for the fewest moves: ${most}, kept in a table of up to ${bytes(Math.min(size, limit))}.`;
    }
    const what = `${most}, ${bytes(size)}`;
    if (!this.fits) return `Too large to search here: ${what} (the page allows ${bytes(limit)}).`;
    // The core lets a search start whose marks fit even where its allowance
    // for layers passes the limit: the layers are held to it as it runs.
    return size > limit
      ? `Searches every position for the fewest moves: ${most}, up to ${bytes(size)} if its layers grow as wide as they may; it stops if it needs more than the ${bytes(limit)} the page allows.`
      : `Searches every position for the fewest moves: ${what}.`;
  }

  resultText() {
    const p = this.puzzle;
    const state = this.state;
    switch (state.kind) {
      case 'idle':
        return '';
      case 'unsearchable':
        return `Cannot search ${p.title} with ${counted(p.discs, 'disc')}: ${this.unsearchable}.`;
      case 'refused': {
        const { positions, bytes: size, limit } = this.estimate;
        return (
          `Refused: ${p.title} with ${counted(p.discs, 'disc')} has ${largeCount(positions)} positions and the search would need ` +
          `${bytes(size)}, more than the ${bytes(limit)} the page allows. Try fewer discs, or ` +
          `\`${this.estimate.command}\` on the command line.`
        );
      }
      case 'running':
        return 'Searching…';
      case 'cancelled':
        return state.progress
          ? `Cancelled after ${counted(state.progress.settled, 'position')} settled (depth ${formatWhole(state.progress.depth)}).`
          : 'Cancelled.';
      case 'error':
        return `The search failed: ${state.message}.`;
      case 'done':
        return this.verdict();
      default:
        return '';
    }
  }

  verdict() {
    const { result, ms, verdict } = this.results.get(this.key);
    const took = ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.max(1, Math.round(ms))} ms`;
    const reached = `${counted(result.reached, 'position')} reached in ${took}`;
    if (result.unreachable) {
      return `The goal cannot be reached: ${reached}, none of them solved.`;
    }
    const head = `Optimum: ${counted(result.length, 'move')} (${reached}).`;
    switch (verdict?.kind) {
      case 'optimal':
        return `${head} The algorithm is optimal here.`;
      case 'longer': {
        const k = BigInt(verdict.extra);
        return `${head} The algorithm takes ${formatWhole(verdict.length)}, ${formatWhole(k)} more ${k === 1n ? 'move' : 'moves'} than the optimum.`;
      }
      case 'uncounted':
        return `${head} The algorithm's length is too large to count.`;
      case 'error':
        return `${head} ${verdict.text}.`;
      default:
        return head;
    }
  }

  render() {
    const el = this.el;
    const state = this.state;
    const running = state.kind === 'running';
    // Whatever had the focus may be about to hide or be disabled.
    const focused = Object.values(el).find((node) => node && node === document.activeElement);
    if (el.card) el.card.dataset.state = state.kind;
    setText(el.estimate, this.estimateText());
    if (el.run) {
      el.run.disabled = running || this.unsearchable !== null;
      el.run.setAttribute('aria-busy', String(running));
    }
    if (el.cancel) el.cancel.hidden = !running;
    if (el.progress) el.progress.hidden = !running;
    if (running) this.renderProgress(state.progress);
    if (el.result) {
      // A live region: written only when what it says changes.
      setText(el.result, this.resultText());
      el.result.dataset.kind = state.kind;
    }
    const done = state.kind === 'done' ? this.results.get(this.key) : null;
    const shorter = done?.verdict?.kind === 'longer';
    const recorded = Boolean(this.puzzle?.recorded);
    if (el.play) {
      el.play.hidden = !shorter || recorded;
      if (shorter) setText(el.play, `Play the optimal solution (${counted(done.result.length, 'move')})`);
    }
    if (el.back) {
      el.back.hidden = !recorded;
      if (recorded && this.puzzle.algorithmLength !== null) {
        setText(el.back, `Back to the algorithm (${counted(Number(this.puzzle.algorithmLength), 'move')})`);
      }
    }
    if (el.playing) el.playing.hidden = !recorded;
    if (focused) this.keepFocus(focused);
  }

  /** Focus that was on a button now hidden or disabled goes to the panel's next usable button, never to the page. */
  keepFocus(node) {
    const usable = (button) => button && !button.hidden && !button.disabled;
    if (usable(node)) return;
    const { cancel, run, play, back } = this.el;
    [cancel, back, play, run].find(usable)?.focus();
  }

  renderProgress(progress) {
    const { bar, 'progress-text': text } = this.el;
    if (!progress) {
      // Nothing settled yet: an indeterminate bar.
      bar?.removeAttribute('value');
      if (text) text.textContent = 'Starting the search…';
      return;
    }
    const { settled, reached, total, depth } = progress;
    if (bar) {
      bar.max = total;
      bar.value = settled;
    }
    if (text) {
      text.textContent = `${largeCount(settled)} positions settled, ${largeCount(reached)} reached, of at most ${largeCount(total)} · depth ${formatWhole(depth)}`;
    }
  }
}
