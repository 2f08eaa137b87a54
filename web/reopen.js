// After the engine was started afresh (a trap: engine.js), the puzzle on
// show is opened again in a new Session and put back where the visitor was
// (the controller notes it at each change). DOM-free.

import { plural, message, formatWhole } from './words.js';

/**
 * What reopening needs of a state: the solution's move (where play by hand
 * began, in manual play), the moves made by hand ([from, to, ...] or null),
 * whether moves could be redone, the start and goal of one's own (keys or
 * null) and whether discs were being arranged.
 */
export function reachedFrom(state, handMoves) {
  return {
    t: state.timelineMove,
    hand: state.manual ? handMoves() : null,
    canRedo: state.canRedo,
    start: state.ownStart,
    goal: state.ownGoal,
    editing: state.editing,
  };
}

export const AT_START = { t: 0n, hand: null, canRedo: false, start: null, goal: null, editing: false };

/**
 * Puts Session `s` where `was` (reachedFrom) says: the start and goal of
 * one's own or the solution's move, then the moves by hand, made again as
 * far as the core allows. Returns {text, manualBase, editing}: the sentence
 * saying what is shown, the solution's move where play by hand began (or
 * 0), and whether arranging goes on (not when the start was lost).
 */
export function showAgain(s, was) {
  let from;
  try {
    if (was.start !== null) {
      s.startFrom(was.start, was.goal ?? undefined);
      from = was.goal === null ? 'your own start' : 'your own start and goal';
    } else {
      s.seek(String(was.t));
      from = `move ${formatWhole(was.t)} of the solution`;
    }
  } catch (error) {
    return { text: `${message(error)}: the puzzle is shown at its start, and what you had done is lost.`, manualBase: 0n, editing: false };
  }
  const manualBase = was.start === null && was.hand ? was.t : 0n;
  const hand = was.hand ?? new Uint8Array(0);
  const total = hand.length / 2;
  let made = 0;
  let refusal = null;
  for (; made < total; made++) {
    try {
      s.tryMove(hand[2 * made], hand[2 * made + 1]);
    } catch (error) {
      refusal = message(error);
      break;
    }
  }
  let byHand = '';
  if (refusal !== null) byHand = ` and ${formatWhole(made)} of your ${plural(total, 'move')} by hand (the next was refused: ${refusal})`;
  else if (total > 0) byHand = ` and your ${plural(total, 'move')} by hand`;
  const redo = was.canRedo ? '; the moves you had taken back cannot be redone' : '';
  return { text: `the puzzle is shown again as it was, ${from}${byHand}${redo}.`, manualBase, editing: was.editing };
}
