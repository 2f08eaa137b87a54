// The player's words: pure functions from what is on show (plain values the
// controller gathers) to the status line, the counter, the notes and the
// help. They read nothing else and change nothing, so they run and are
// tested under node with made-up states. The facts themselves (verdicts,
// positions as text, refusals) are the core's; these only put them in
// sentences. A solve by hand the core words whole (Session.solvedByHand).

import { plural, capitalise, formatWhole, TOO_MANY_TO_COUNT, roughly } from './words.js';
import { speedPhrase } from './options.js';

/**
 * Where moves played instead of the algorithm come from (each key is also
 * the source `Session.withMoves` takes, by which the core words the trace's
 * line, "play the 7 moves imported"), and how each place here words them:
 * the move log's title, the note under the total, the heading's tail.
 */
export const SOURCES = {
  search: { log: 'an optimal solution found by search', note: 'An optimal solution found by search', heading: 'optimal solution' },
  imported: { log: 'an imported move list', note: 'An imported move list', heading: 'imported moves' },
};

export const STATUS_LABELS = {
  running: 'Running',
  waiting: 'Waiting',
  manual: 'Manual input',
  success: 'Success',
  failure: 'Failure',
  invalid: 'Invalid move',
  editing: 'Arranging',
};

/** The keys that pick pins: "1–3", or "1–12, typing the number". */
export function pinKeys(pins) {
  // Word joiners round the dash: a line never breaks inside "1–3".
  return pins <= 9 ? `1\u2060–\u2060${pins}` : `1\u2060–\u2060${pins}, typing the number`;
}

/** "Solved in 15 moves: the fewest possible." `verdict` is the core's, or null while it waits for the quick search. */
export function watchedSuccess(total, verdict) {
  const length = total === null ? `${TOO_MANY_TO_COUNT} moves` : plural(total, 'move');
  if (!verdict) return `Solved in ${length}.`;
  return `Solved in ${length}: ${verdict.text}.`;
}

/** What the status says while arranging discs by hand. */
export function editingHelp({ place, pins, keyboard }) {
  if (!keyboard) return `Drag a disc to another ${place}, or tap a ${place} and then another; Done when finished.`;
  return `Drag a disc to another ${place}, or pick a ${place} (${pinKeys(pins)}, or ← → and Enter) and then another; Escape or Done when finished.`;
}

/** What the status says while disc `size` is lifted from pin `lifted` (from 0). */
export function liftedHelp({ place, lifted, size, keyboard }) {
  const from = `Disc ${size} lifted from ${place} ${lifted + 1}`;
  if (!keyboard) return `${from}: tap the ${place} to put it on (tap ${place} ${lifted + 1} again to put it back).`;
  return `${from}: choose the ${place} to put it on (Escape puts it back).`;
}

/** "Pin 4 of 12: discs 3 2 1." `stack` is the pin's discs, bottom first. */
export function describePin({ place, pin, pins, stack, lifted }) {
  const discs = stack.length ? `discs ${stack.map((d) => d.size).reverse().join(' ')}, top first` : 'empty';
  const holding = lifted !== null && lifted !== pin ? ' Enter puts the lifted disc here.' : '';
  return `${capitalise(place)} ${pin + 1} of ${pins}: ${discs}.${holding}`;
}

/**
 * The status line, {kind, detail}, from a view's facts: override (a status
 * shown until the next action) or null, running, speed, t (moves landed),
 * total (or null), solved, discs, pins, place, keyboard, mode, manual (the
 * Session plays by hand), editing, lifted and liftedSize, ownEnds,
 * timelineShown, and the success sentences (watched, byHand, own) the view
 * words for a solved position.
 */
export function status(f) {
  if (f.override) return f.override;
  if (f.running) return { kind: 'running', detail: `Showing the solution ${speedPhrase(f.speed)}.` };
  const { t, solved, place } = f;
  const lifted = () => liftedHelp({ place, lifted: f.lifted, size: f.liftedSize, keyboard: f.keyboard });
  if (f.editing) return { kind: 'editing', detail: f.lifted !== null ? lifted() : editingHelp(f) };
  if (f.ownEnds && solved) {
    if (t === 0n) return { kind: 'success', detail: 'Your start is the goal: nothing to move. Arrange another start, or type one.' };
    return { kind: 'success', detail: f.own };
  }
  const keys = pinKeys(f.pins);
  if (f.mode === 'manual' || f.manual) {
    // A disc in hand is the thing to say, solved or not: where it may go.
    if (f.lifted !== null) return { kind: 'manual', detail: lifted() };
    if (solved) {
      if (f.manual) return { kind: 'success', detail: f.byHand };
      if (f.discs === 0) return { kind: 'success', detail: 'Nothing to move: there are no discs.' };
      // Only the controls on show: a compact player has no Reset and no timeline.
      const back = f.timelineShown ? 'Press Reset, step back or drag the timeline' : 'Step back';
      return { kind: 'success', detail: `Already solved. ${back} to play from an earlier position.` };
    }
    const from = f.ownEnds ? ', from your own start' : '';
    if (!f.keyboard) return { kind: 'manual', detail: `Your move${from}: drag a disc to another ${place}, or tap a ${place} and then another.` };
    return { kind: 'manual', detail: `Your move${from}: drag a disc to another ${place}, or click a ${place} (or press ${keys}) and then another.` };
  }
  if (f.total !== null && t >= f.total) {
    if (!solved) return { kind: 'failure', detail: `The solution ended after ${plural(t, 'move')} without solving the puzzle.` };
    if (f.discs === 0) return { kind: 'success', detail: 'Nothing to move: there are no discs.' };
    return { kind: 'success', detail: f.watched };
  }
  if (t === 0n) {
    const pick = f.keyboard ? `pick a ${place} (keys ${keys})` : `tap a ${place}`;
    return { kind: 'waiting', detail: `Press Run to watch the solution, or ${pick} to play.` };
  }
  const timeline = f.timelineShown && f.total !== null ? ', or move the timeline' : '';
  return { kind: 'waiting', detail: `Paused at move ${formatWhole(t)}. Run or step${timeline}.` };
}

export function totalText(total) {
  return total === null ? TOO_MANY_TO_COUNT : formatWhole(total);
}

/** The move counter: {label, text}. By hand it counts every move to the position, the solution's included. */
export function counter(t, manual, total) {
  if (manual) return { label: 'Moves made', text: formatWhole(t) };
  return { label: 'Move', text: `${formatWhole(t)} / ${totalText(total)}` };
}

/** A line under the total: how long it would take, or where the moves come from (`source`, a key of SOURCES, or null). */
export function totalNote(total, source, algorithmTotal) {
  if (source) {
    return `${SOURCES[source].note}${algorithmTotal === null ? '' : `; the algorithm takes ${formatWhole(algorithmTotal)}`}.`;
  }
  if (total === null) return 'Too many moves to count exactly: the timeline is off, but the solution still runs.';
  if (total < 1000000n) return '';
  const years = total / 31557600n;
  const time = years === 0n ? 'under a year' : years === 1n ? 'a year' : `${roughly(years)} years`;
  return `≈ ${roughly(total)} moves: at one move a second, ${time}.`;
}

/** "Classic · 3 discs · 3 pins · imported moves". */
export function heading({ title, discs, pins, place, source }) {
  return `${title} · ${plural(discs, 'disc')} · ${plural(pins, place)}${source ? ` · ${SOURCES[source].heading}` : ''}`;
}

/** The move log's title. */
export function logTitle({ title, discs, pins, place, source, ownEnds }) {
  const which = source ? ` (${SOURCES[source].log})` : '';
  const since = ownEnds ? 'the moves from your start' : 'the moves so far';
  return `${title}, ${plural(discs, 'disc')}, ${plural(pins, place)}${which}: ${since}`;
}
