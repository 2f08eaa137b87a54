// "Is this optimal?": hanoi-core's exact search for the fewest moves, run in
// a module worker (search-worker.js) so that the page stays responsive and
// the tower keeps moving. The panel shows the search's size before it starts
// (and refuses sizes beyond the browser's budget at once), a progress bar
// with Cancel while it runs, and the optimum against the variation's
// algorithm when it is done. Where the optimum is shorter, it offers the
// moves found to the player, which plays them with the usual controls. What
// the search found is noted in the knowledge store (knowledge.js), where the
// player's verdict, the Graph and the Growth panels find it; the verdict is
// the core's (the Session's), the same one the player's success message
// gives. The panel acts through the panels' interface (panel-view.js).

import { setText } from '../dom.js';
import { puzzleKey } from '../puzzle-key.js';
import { SearchClient } from '../search-client.js';
import { bytes, counted, formatWhole, largeCount } from '../words.js';

export class OptimumPanel {
  /**
   * @param {object} el  the panel's elements (any may be missing but `run`)
   * @param {object} view  the panels' interface (panel-view.js), with the
   *   study module's searchEstimate(id, discs, pins) → {positions, bytes,
   *   bitsPerPosition, sparse, limit, fits}, which throws when unsearchable
   */
  constructor(el, view) {
    this.el = el;
    this.view = view;
    this.knowledge = view.knowledge;
    this.searchEstimate = view.study.searchEstimate;
    this.puzzle = null;
    this.key = '';
    this.estimate = null;
    this.unsearchable = null; // why the puzzle cannot be searched at all
    this.state = { kind: 'idle' };
    this.searches = new SearchClient('hanoi-search');
    this.verdicts = new Map(); // puzzle key → the core's verdict on the solution shown when its optimum was found (the panel's words)
    this.playingText = el.playing?.textContent ?? '';

    el.run?.addEventListener('click', () => this.start());
    el.cancel?.addEventListener('click', () => this.cancel());
    el.play?.addEventListener('click', () => {
      const moves = this.knowledge.movesFound(this.key);
      if (moves) view.playRecorded(moves);
    });
    el.back?.addEventListener('click', () => view.playAlgorithm());
    view.subscribe((state) => this.follow(state));
    this.follow(view.state);
  }

  /** The player's state, as this panel shows it. */
  follow(state) {
    const playing = this.el.playing;
    const text = state.imported ? 'Showing an imported move list, not the variation\'s algorithm.' : this.playingText;
    if (playing && playing.textContent !== text) playing.textContent = text;
    this.show({
      id: state.variation,
      title: state.title,
      discs: state.discs,
      pins: state.pins,
      algorithmLength: state.algorithmTotal,
      recorded: state.recorded,
      ownStart: Boolean(state.ownEnds),
    });
  }

  /**
   * What a search found for puzzle `key` (knowledge.js), if it answers this
   * panel: the moves of an optimal solution, or that the goal is out of
   * reach; undefined otherwise (the Growth panel's searches keep no moves).
   */
  found(key = this.key) {
    const found = this.knowledge.searched(key);
    return found && (found.moves || found.unreachable) ? found : undefined;
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
      this.state = this.found(key) ? { kind: 'done' } : { kind: 'idle' };
      // Back to a puzzle searched before: the core's verdict, told the optimum known (its Session was, when it opened).
      if (this.found(key)) this.judge(key);
    }
    this.render();
  }

  get fits() {
    return this.estimate !== null && this.estimate.fits;
  }

  start() {
    if (!this.puzzle || this.state.kind === 'running') return;
    if (this.found()) {
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
        this.knowledge.noteSearch(key, { ...result, ms: performance.now() - started });
        // The optimum, for the verdicts of the player (told at once) and of the puzzle's next Sessions.
        if (!result.unreachable) this.knowledge.noteOptimum(key, result.length);
        this.judge(key);
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

  /** Keeps the core's verdict, told the optimum found, for the panel's words. */
  judge(key) {
    if (this.found(key).unreachable) return;
    let verdict;
    try {
      verdict = this.view.verdict();
    } catch (error) {
      verdict = { kind: 'error', text: error instanceof Error ? error.message : String(error) };
    }
    this.verdicts.set(key, verdict);
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
    const result = this.found();
    const { ms } = result;
    const verdict = this.verdicts.get(this.key);
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
    const done = state.kind === 'done' ? this.found() : null;
    const shorter = Boolean(done) && this.verdicts.get(this.key)?.kind === 'longer';
    const recorded = Boolean(this.puzzle?.recorded);
    if (el.play) {
      el.play.hidden = !shorter || recorded;
      if (shorter) setText(el.play, `Play the optimal solution (${counted(done.length, 'move')})`);
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
