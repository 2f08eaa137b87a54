// How a game is played on the page (who plays, how well the computer plays,
// hints, speed), as chosen in the address or the form. These are about the
// view, not about any game, so they live here; every fact about a game comes
// from the core through the GameSession. DOM-free.

export const OPPONENTS = [
  { id: 'computer', label: 'You against the computer' },
  { id: 'human', label: 'All players on one screen' },
  { id: 'watch', label: 'Computer against computer' },
];

/** How often an erring computer plays a random legal move instead of a perfect one. */
export const ERR_CHANCE = 0.3;
export const STRENGTHS = [
  { id: 'perfect', label: 'Perfect', chance: 0 },
  { id: 'errs', label: 'Sometimes errs', chance: ERR_CHANCE },
];

/** The computer's moves per second. */
export const SPEEDS = [0.5, 1, 2, 4, 8];
export const DEFAULT_SPEED = 1;

/** Which player you are, in the address: the first mover is `first`; several players go up to `sixth`. */
export const SIDES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

export const DEFAULT_OPTIONS = { vs: 'computer', side: 0, strength: 'perfect', hints: false, speed: DEFAULT_SPEED };

// A parameter's name alone reads oddly at the start of a sentence ("Vs takes").
const SAID = { vs: 'who plays (vs)', side: 'your side (side)', strength: "the computer's strength (strength)", hints: 'hints' };
const choices = (list) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list.join(''));

/** `pick(key, allowed, fallback)`: the address's `key` if allowed (any case), else `fallback` with a notice pushed to `notices`. */
function picker(query, notices, quote) {
  return (key, allowed, fallback) => {
    const value = query.get(key);
    if (value === null) return fallback;
    const found = allowed.find((a) => a === value.trim().toLowerCase());
    if (found !== undefined) return found;
    notices.push(`${SAID[key] ?? key} takes ${choices(allowed)}, not ${quote(value)}: using ${fallback}`);
    return fallback;
  };
}

/** The computer's strength an address asks for (the Sums view's too), read as the Games view reads it: {strength, notices}. */
export function strengthFrom(search, quote = JSON.stringify) {
  const notices = [];
  const pick = picker(new URLSearchParams(search), notices, quote);
  return { strength: pick('strength', STRENGTHS.map((s) => s.id), DEFAULT_OPTIONS.strength), notices };
}

/** The options an address asks for, with a notice for each value refused: {options, notices}. */
export function optionsFrom(search, quote = JSON.stringify) {
  const query = new URLSearchParams(search);
  const options = { ...DEFAULT_OPTIONS };
  const notices = [];
  const pick = picker(query, notices, quote);
  options.vs = pick('vs', OPPONENTS.map((o) => o.id), options.vs);
  options.side = Math.max(0, SIDES.indexOf(pick('side', SIDES, 'first')));
  // Several players: others played by people too, beside you (`people=second,third`).
  const people = query.get('people');
  if (people !== null) {
    const named = people.split(',').map((p) => p.trim().toLowerCase()).filter(Boolean);
    const bad = named.filter((p) => !SIDES.includes(p));
    if (bad.length) notices.push(`the players played by people (people) are named ${choices(SIDES)}, not ${quote(bad[0])}: using none`);
    else options.people = named.map((p) => SIDES.indexOf(p));
  }
  const strength = strengthFrom(search, quote);
  options.strength = strength.strength;
  notices.push(...strength.notices);
  options.hints = pick('hints', ['on', 'off'], 'off') === 'on';
  const speed = query.get('speed');
  if (speed !== null) {
    const n = Number(speed);
    if (SPEEDS.includes(n)) options.speed = n;
    else notices.push(`the computer's speed (speed) takes ${choices(SPEEDS.map(String))} moves per second, not ${quote(speed)}: using ${DEFAULT_SPEED}`);
  }
  return { options, notices };
}

/**
 * The options kept to a game of `players` players (the spec's count, 2 for
 * most games): a side or a person past the last player goes, with a notice
 * for each. Returns the notices; changes `options`.
 */
export function fitPlayers(options, players) {
  const notices = [];
  const names = SIDES.slice(0, players);
  const listed = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  if (options.side >= players) {
    notices.push(`your side (side) with ${players} players is ${listed}, not ${SIDES[options.side]}: using first`);
    options.side = 0;
  }
  const past = (options.people ?? []).filter((p) => p >= players);
  if (past.length) {
    notices.push(`the players played by people (people) with ${players} players are ${listed}, not ${SIDES[past[0]]}: leaving it out`);
    options.people = options.people.filter((p) => p < players);
  }
  return notices;
}

/**
 * The address's query (without `?`) for a game's spec and the options: the
 * game, then each of its parameters as the core lists them (`spec.params`),
 * a choice in lower case, a flag only when on, an empty text not at all.
 */
export function gameQuery(spec, options) {
  const query = new URLSearchParams();
  query.set('game', spec.game);
  for (const { name, kind, value } of spec.params) {
    if (kind === 'flag') {
      if (value) query.set(name, 'on');
    } else if (kind === 'choice') query.set(name, String(value).toLowerCase());
    else if (value !== '' && value !== null) query.set(name, String(value));
  }
  query.set('vs', options.vs);
  if (options.vs === 'computer' && options.side > 0) query.set('side', SIDES[options.side]);
  if (options.vs === 'computer' && options.people?.length) query.set('people', options.people.map((p) => SIDES[p]).join(','));
  if (options.strength !== 'perfect') query.set('strength', options.strength);
  if (options.hints) query.set('hints', 'on');
  if (options.speed !== DEFAULT_SPEED) query.set('speed', String(options.speed));
  return query.toString();
}

/** The chance that the computer errs for a strength's id. */
export const chanceOf = (strength) => STRENGTHS.find((s) => s.id === strength)?.chance ?? 0;
