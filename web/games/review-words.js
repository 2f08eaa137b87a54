// The words of the Games view's analysis tools around the core's: a move's
// delta remoteness beside its value, and the scorecard's lines. The
// definitions, verdicts and their words are the core's (game/review.rs,
// through GameSession.deltas() and scorecard()); this only joins them. DOM-free.

import { moveText } from './game-words.js';

/** " · Δ 2, 2 moves slower than the fastest win", or '' for a draw (no delta). */
export function deltaText(delta) {
  return delta?.text ? ` · ${delta.text}` : '';
}

/**
 * Whose moves a scorecard is kept for: the people at the board (you, and any
 * others played by people), or everyone when the computer plays itself.
 * `roles[i]` is 'you', 'human' or 'computer'.
 */
export function scoredPlayers(roles) {
  const people = roles.flatMap((role, i) => (role === 'computer' ? [] : [i]));
  return people.length ? people : roles.map((_, i) => i);
}

/**
 * One card per player scored: {player, heading, summary, lines}, each line
 * {move, group, text}: the move's number in the game, its group (best,
 * slower, threw-win, ...) and "disc 1, peg 1 → peg 2: kept the win, the fastest way".
 */
export function scorecardCards(session, history, players, names, roles) {
  return players.map((player) => {
    const card = session.scorecard(player);
    const role = roles[player] === 'you' ? ' (you)' : '';
    return {
      player,
      heading: `${names[player]}${role}`,
      summary: card.summary,
      lines: card.moves.map((m) => ({ move: m.index + 1, group: m.group, text: `${moveText(history[m.index])}: ${m.words}` })),
    };
  });
}
