// The sentences of the Games view: a value for the player to move, a move's
// mark, a move in the history. Values come from the core ({kind, remoteness},
// always for the player they are given for, and always counting the moves
// left from before the move in question, that move included: "you can force
// a win in 7", its best move "win in 7", the winning move "win in 1"); this
// only words them. DOM-free.

import { plural } from '../words.js';

/** The mark beside a move, so colour is never the only cue. */
export const MARKS = { win: '✓', lose: '✗', tie: '=', draw: '=', undecided: '?' };

/** "win in 6", "lose in 3", "tie in 2", "draw", "undecided"; `atMost` where remoteness is a bound. */
export function shortValue(value, atMost = false) {
  if (value.remoteness === null || value.remoteness === undefined) return value.kind;
  return `${value.kind} in ${atMost && value.kind === 'win' ? 'at most ' : ''}${value.remoteness}`;
}

/**
 * The value of the position for the player to move, as a clause: "you can
 * force a win in 7 moves", "Player 2 loses in 12 moves against perfect play";
 * `who` is "you" or a player's name ("Player 1", "Blue").
 */
export function valueSentence(value, who, { atMost = false } = {}) {
  const you = who === 'you';
  const moves = (r) => `${atMost && value.kind === 'win' ? 'at most ' : ''}${plural(r, 'move')}`;
  switch (value.kind) {
    case 'win':
      return `${who} can force a win in ${moves(value.remoteness)}`;
    case 'lose':
      return `${you ? 'you lose' : `${who} loses`} in ${moves(value.remoteness)} against perfect play`;
    case 'tie':
      return `neither player can win: a tie in ${moves(value.remoteness)} with best play`;
    case 'draw':
      return 'draw: neither player can force a win, and play need never end';
    default:
      return 'undecided: the score differences this game reaches lie beyond what the analysis followed';
  }
}

/** "✓ win in 6 (best)"; a loss that holds out longest is "(holds out longest)". */
export function moveMark(choice, atMost = false) {
  const best = choice.best ? (choice.value.kind === 'lose' ? ' (holds out longest)' : ' (best)') : '';
  return `${MARKS[choice.value.kind]} ${shortValue(choice.value, atMost)}${best}`;
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
export function historyLine(index, ply, name, atMost = false) {
  const gain = ply.gain === undefined ? '' : ` (${ply.gain.startsWith('-') ? '' : '+'}${ply.gain})`;
  const [before, after] = [shortValue(ply.before, atMost), shortValue(ply.after, atMost)];
  let line = `${index + 1}. ${name}: ${moveText(ply)}${gain}: ${before}${after === before ? '' : ` → ${after}`}`;
  if (ply.threwAwayWin) line += ': threw away a win';
  else if (ply.threwAwayDraw) line += ': threw away a draw';
  return line;
}

/** How the game ended: {winner} or {tie}; names[i] is "you", "the computer" or a name. */
export function finishSentence(finish, names) {
  if (finish.tie) return 'The game is over: a tie, equal totals.';
  const winner = names[finish.winner];
  if (winner === 'you') return 'The game is over: you win!';
  return `The game is over: ${winner} wins.`;
}
