// The value history of a game, as GamesmanUni draws it: after each move, the
// value of the position seen from the first player, on a scale with the
// first player's wins on one side, the second player's on the other and
// draws and ties in the middle; the nearer the end, the further out. DOM-free.

/** The value for the first player, given a value for `player` (0 or 1). */
function forFirst(value, player) {
  if (player === 0) return value;
  const swap = { win: 'lose', lose: 'win' };
  return { ...value, kind: swap[value.kind] ?? value.kind };
}

/**
 * One point per position, from the start: {t, side, remoteness, kind, threw}.
 * `side` is +1 where the first player wins, -1 where the second does, 0 for a
 * tie, draw or undecided; `threw` marks the position after a move that threw
 * away a win (or a draw).
 * @param history the session's history() (values for each mover)
 * @param current the value now, for the player `toMove`
 */
export function historyPoints(history, current, toMove) {
  const points = history.map((ply, t) => pointFor(t, forFirst(ply.before, ply.mover)));
  points.push(pointFor(history.length, forFirst(current, toMove)));
  history.forEach((ply, t) => {
    if (ply.threwAwayWin || ply.threwAwayDraw) points[t + 1].threw = ply.mover;
  });
  return points;
}

function pointFor(t, value) {
  const side = value.kind === 'win' ? 1 : value.kind === 'lose' ? -1 : 0;
  // A level end the core words "drawn" (the impartial game's drawn towers), not a tie of totals.
  const drawn = value.kind === 'tie' && Boolean(value.text?.startsWith('drawn'));
  return { t, side, kind: value.kind, remoteness: value.remoteness ?? null, threw: null, drawn };
}

/** The chart in a sentence, for its text alternative. */
export function historySummary(points, names) {
  const n = points.length - 1;
  const who = (side) => (side > 0 ? names[0] : names[1]);
  const parts = [];
  let run = null;
  for (const p of points) {
    const level = { undecided: 'undecided', tie: p.drawn ? 'drawn' : 'a tie' }[p.kind] ?? 'a draw';
    const label = p.side === 0 ? level : `${who(p.side)} winning`;
    if (p.threw !== null) {
      const had = points[p.t - 1].side === (p.threw === 0 ? 1 : -1) ? 'win' : 'draw';
      parts.push(`at move ${p.t} ${names[p.threw]} threw away a ${had}`);
    }
    if (run?.label !== label) {
      run = { label };
      parts.push(`${label} from move ${p.t}`);
    }
  }
  return `Value history over ${n} ${n === 1 ? 'move' : 'moves'}: ${parts.join('; ')}.`;
}
