// The marks and lines of the Games view: a move's mark, a move in the
// history. Values come from the core with their words ({kind, remoteness,
// text}: "win in 7", "win in at most 7" where the analysis was cut), always
// for the player they are given for and counting the moves left from before
// the move in question, that move included; the value sentences ("you can
// force a win in 7 moves") are the core's too (GameSession.valueSentence).
// This only puts marks and punctuation round them. DOM-free.

import { capitalise } from '../words.js';

/** The mark beside a move, so colour is never the only cue. */
export const MARKS = { win: '✓', lose: '✗', tie: '=', draw: '=', undecided: '?' };

/** "✓ win in 6 (best)"; a loss that holds out longest is "(holds out longest)". */
export function moveMark(choice) {
  const best = choice.best ? (choice.value.kind === 'lose' ? ' (holds out longest)' : ' (best)') : '';
  return `${MARKS[choice.value.kind]} ${choice.value.text}${best}`;
}

/** "disc 1, peg 1 → peg 2". */
export function moveText(move) {
  return `disc ${move.disc}, peg ${move.from + 1} → peg ${move.to + 1}`;
}

/**
 * One line of the history: "3. Player 1: disc 1, peg 1 → peg 2 (+2.5): win in 5" where the
 * move kept its mover's value; "win in 5 → lose in 8" where it changed it (both counted from
 * before the move), and "threw away a win" where it did.
 */
export function historyLine(index, ply, name) {
  const gain = ply.gain === undefined ? '' : ` (${ply.gain.startsWith('-') ? '' : '+'}${ply.gain})`;
  const [before, after] = [ply.before.text, ply.after.text];
  let line = `${index + 1}. ${name}: ${moveText(ply)}${gain}: ${before}${after === before ? '' : ` → ${after}`}`;
  if (ply.threwAwayWin) line += ': threw away a win';
  else if (ply.threwAwayDraw) line += ': threw away a draw';
  return line;
}

/**
 * The line under the value for an impartial game's generalized Sprague–Grundy
 * value ({text, title} from GameSession.gsg(): "∞(0)" and the core's words for
 * what it means), or, where the game has none in normal play, the core's
 * reason; null for a game that is not impartial.
 */
export function gsgLine(gsg) {
  if (!gsg) return null;
  if (gsg.text === null) return { text: `${capitalise(gsg.title)}.`, title: '' };
  return { text: `Generalized Sprague–Grundy value: ${gsg.text}`, title: `${capitalise(gsg.title)}.` };
}

/**
 * "; leads to value ∞(0)": a move's follower's value (for the player who moves
 * next); with several players "; then Player 2 forces a win in 4", what the
 * move hands on; or '' where there is neither.
 */
export function followerText(choice) {
  if (choice.effect) return `; then ${choice.effect}`;
  return choice.gsg ? `; leads to value ${choice.gsg.text}` : '';
}

/**
 * How the game ended: {winner} or {tie}, with the core's `how` said of player `by` where the
 * game words the end ("completed the tower, which loses in misère play"); names[i] is "you",
 * "the computer" or a name.
 */
export function finishSentence(finish, names) {
  const how = finish.how ? ` ${capitalise(names[finish.by])} ${finish.how}.` : '';
  if (finish.tie) return finish.how ? `The game is over.${how}` : 'The game is over: a tie, equal totals.';
  const winner = names[finish.winner];
  // After the sentence about the last move the winner starts a sentence of its own.
  const who = how ? capitalise(winner) : winner;
  const over = how ? `The game is over.${how}` : 'The game is over:';
  return winner === 'you' ? `${over} ${who} win!` : `${over} ${who} wins.`;
}
