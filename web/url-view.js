// The view in the address: ?variation=reves&discs=6&pins=4&mode=wait&speed=4&t=5
// (or, from a start of one's own, &start=3+2+%2F+-+%2F+1&goal=...).
// Reading hands the values to a <hanoi-player> as attributes, unchecked: the
// player (the core, for puzzles) checks them and says what it falls back to.
// Writing gives the query for a state. DOM-free.

import { speedText } from './options.js';

/** URL parameter → player attribute; the short names of earlier addresses still work. */
const PARAMETERS = [
  ['variation', ['variation', 'v']],
  ['discs', ['discs', 'n']],
  ['pins', ['pins', 'm']],
  ['mode', ['mode']],
  ['speed', ['speed']],
  ['t', ['t']],
  ['start', ['start']],
  ['goal', ['goal']],
  ['palette', ['palette']],
  ['controls', ['controls']],
];

/** The player attributes a query string asks for: {name: value}. */
export function attributesFrom(search) {
  const query = new URLSearchParams(search);
  const attributes = {};
  for (const [name, keys] of PARAMETERS) {
    for (const key of keys) {
      const value = query.get(key);
      if (value !== null) {
        attributes[name] = value;
        break;
      }
    }
  }
  return attributes;
}

/**
 * The query (without `?`) for a player's state; t only when it means
 * something on reload (paused, and the algorithm's own moves on show);
 * start and goal (positions as text) for a start of one's own, once they
 * can be written.
 */
export function queryFor(state, { palette = null, pinsFixed = false } = {}) {
  const query = new URLSearchParams();
  query.set('variation', state.variation);
  query.set('discs', String(state.discs));
  if (!pinsFixed) query.set('pins', String(state.pins));
  query.set('mode', state.mode);
  query.set('speed', speedText(state.speed));
  if (state.startText) {
    query.set('start', state.startText);
    if (state.goalText) query.set('goal', state.goalText);
  } else if (!state.running && !state.recorded) {
    query.set('t', String(state.timelineMove));
  }
  if (palette === 'safe') query.set('palette', 'safe');
  return query.toString();
}
