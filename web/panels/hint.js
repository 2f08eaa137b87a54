// Hint: from the position on show, however it was reached (moves wasted by
// hand included), the fewest moves left to the goal and the best next move,
// by hanoi-core's exact search from that position in the search worker
// (search-worker.js, with the study module). The move is marked on the
// tower and the Graph panel lights up the path; a change of position
// cancels a search still running and clears a hint given. Key: H. What a
// search found from a position is kept in the knowledge store, so that a
// position is not searched twice. The panel acts through the panels'
// interface (panel-view.js).

import { setText } from '../dom.js';
import { SearchClient } from '../search-client.js';
import { bytes, counted, largeCount, message } from '../words.js';

export class HintPanel {
  /**
   * @param {object} el  {card, ask, cancel, result}
   * @param {object} view  the panels' interface (panel-view.js), with the study module's positionNotation, searchEstimate, pathKeys
   * @param {{onPath?: (keys: string[] | null) => void}} options  a hint's path, as position keys, or null when gone
   */
  constructor(el, view, { onPath = () => {} } = {}) {
    this.el = el;
    this.view = view;
    this.study = view.study;
    this.knowledge = view.knowledge;
    this.onPath = onPath;
    this.state = { kind: 'idle' };
    this.searches = new SearchClient('hanoi-hint');
    el.ask.addEventListener('click', () => this.ask());
    el.cancel?.addEventListener('click', () => this.cancel());
    view.subscribe((state) => this.follow(state));
    this.follow(view.state);
  }

  /** The puzzle, the position on show and the goal (of one's own, or undefined for the puzzle's), as the search takes them. */
  here() {
    const { variation, discs, pins, title, goalText, key } = this.view.state;
    const from = this.study.positionNotation(variation, discs, pins, this.view.positionKey());
    const to = goalText ?? undefined;
    return { variation, discs, pins, title, puzzle: key, from, to, key: `${key}|${from}|${to ?? ''}` };
  }

  /**
   * The ends `here`'s search is kept under in the knowledge store: at the
   * puzzle's own start and towards its goal, the Optimum panel's entry
   * (from '' to ''). Asked only when a hint is (it opens a Session to
   * write the usual start), not on each change of state.
   */
  knownAs(here) {
    return here.to === undefined && here.from === this.view.usualStartText() ? { from: '', to: '' } : { from: here.from, to: here.to ?? '' };
  }

  /** Asks for a hint from the position on show (the button, or H). */
  ask() {
    if (this.state.kind === 'running') return;
    // Asked while the solution plays (H, or the button, which stays in the
    // tab order): the hint is for the move it has reached, so the playback
    // stops there first.
    if (this.view.state.running) this.view.pause();
    const here = this.here();
    here.known = this.knownAs(here);
    // A search already run from here answers, if it kept its moves (the Growth panel's keep only the count).
    const known = this.knowledge.searched(here.puzzle, here.known.from, here.known.to);
    if (known && (known.moves || known.unreachable)) return this.answer(here, known);
    let estimate;
    try {
      estimate = this.study.searchEstimate(here.variation, here.discs, here.pins, here.from, here.to);
    } catch (error) {
      return this.set({ kind: 'refused', key: here.key, text: `No hint here: the search cannot take this puzzle: ${message(error)}.` });
    }
    if (!estimate.fits) {
      return this.set({
        kind: 'refused',
        key: here.key,
        text:
          `No hint here: the search from this position would need ${bytes(estimate.bytes)} for up to ` +
          `${largeCount(estimate.positions)} positions, more than the ${bytes(estimate.limit)} the page allows. ` +
          `On the command line: ${estimate.command}`,
      });
    }
    this.launch(here, estimate);
  }

  /** Runs the search `estimate` (searchEstimate's) sized for `here`. */
  launch(here, estimate) {
    let search;
    try {
      search = this.searches.run({ variation: here.variation, discs: here.discs, pins: here.pins, from: here.from, to: here.to });
    } catch (error) {
      return this.set({ kind: 'error', key: here.key, text: `The hint could not start (${message(error)}).` });
    }
    this.set({ kind: 'running', key: here.key });
    search.then(
      (result) => {
        this.searches.stop();
        this.knowledge.noteSearch(here.puzzle, result, here.known.from, here.known.to);
        this.answer(here, this.knowledge.searched(here.puzzle, here.known.from, here.known.to));
      },
      (error) => {
        this.searches.stop();
        // A search may start whose layers then pass the page's limit: the
        // command line has more room.
        const text = error.stopped
          ? `The hint's search stopped: ${error.message || 'its worker failed to load'}.`
          : `The hint's search failed: ${error.message}. On the command line: ${estimate.command}`;
        this.set({ kind: 'error', key: here.key, text });
      },
    );
  }

  /** Says what the search found, marks the best next move and lights up the path. */
  answer(here, result) {
    const reached = counted(result.reached, 'position');
    if (result.unreachable) {
      return this.set({
        kind: 'stuck',
        key: here.key,
        text: `The goal cannot be reached from here: none of the ${reached} reachable from this position is the goal. Undo or Reset to go back.`,
      });
    }
    if (Number(result.length) === 0) return this.set({ kind: 'done', key: here.key, text: 'Solved: no moves left.' });
    const [from, to] = result.moves;
    this.set({
      kind: 'done',
      key: here.key,
      move: { from: from + 1, to: to + 1 },
      length: result.length,
      text: `${counted(result.length, 'move')} left with best play; best next move: pin ${from + 1} to pin ${to + 1}.`,
    });
    this.view.showHint({ from: from + 1, to: to + 1 });
    try {
      this.onPath(Array.from(this.study.pathKeys(here.variation, here.discs, here.pins, here.from, result.moves)));
    } catch (error) {
      console.error(error); // the search's own moves from this position: a bug if refused
    }
  }

  /** Follows the player: another position cancels a search running and clears a hint given. */
  follow(state) {
    if (this.state.kind === 'idle' || this.state.kind === 'cancelled') return;
    if (this.here().key === this.state.key) return;
    const wasRunning = this.state.kind === 'running';
    this.searches.stop();
    this.set(wasRunning ? { kind: 'cancelled', text: 'The position changed, so the hint was cancelled: ask again.' } : { kind: 'idle' });
  }

  /** Cancel = terminate the worker: the search runs synchronously inside it. */
  cancel() {
    if (this.state.kind !== 'running') return;
    this.searches.stop();
    this.set({ kind: 'cancelled', text: 'Hint cancelled.' });
    this.el.ask?.focus();
  }

  set(state) {
    const hadMove = Boolean(this.state.move);
    this.state = state;
    if (hadMove && !state.move) {
      this.view.showHint(null);
      this.onPath(null);
    }
    this.render();
  }

  resultText() {
    // (Progress is not read out: a search a hint needs mostly ends in a blink.)
    return this.state.kind === 'running' ? 'Searching from here…' : (this.state.text ?? '');
  }

  render() {
    const { card, ask, cancel, result } = this.el;
    const running = this.state.kind === 'running';
    if (card) card.dataset.state = this.state.kind;
    if (cancel) {
      // A Cancel that hides while it has the focus would drop it on the page.
      if (!running && cancel.contains(document.activeElement)) ask?.focus();
      cancel.hidden = !running;
    }
    ask?.setAttribute('aria-busy', String(running));
    if (result) {
      // A live region: written only when what it says changes.
      setText(result, this.resultText());
      result.dataset.kind = this.state.kind;
    }
  }
}
