// Fuzzing the boundary between JavaScript and the engine: every function and
// method the four wasm modules export, called again and again with arguments
// of every kind JavaScript can pass (negative, NaN, huge, fractional, text
// where a number belongs, objects, callbacks that throw, missing ones) and
// with what earlier calls returned. A call may return, or throw an Error
// that says why; it may never panic. A panic reaches JavaScript as
// `RuntimeError: unreachable` (the panic hook logs it on console.error first)
// and leaves the module unusable, so either fails the test at once.
//
// Positions written as text (the search's from and to, pathKeys) and
// position keys (positionNotation) get arguments of their own kind: real
// ones, and near misses (a disc twice or missing, a pin too many, a colour a
// disc cannot have, empty, very long), so that the reader and the key's
// decoder are fuzzed from JavaScript as well.
//
// `make test` makes FUZZ_CALLS=20000 calls with a fixed seed; `make fuzz`
// makes a million with a new seed and prints it (FUZZ_SEED replays a run).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { glue, studyGlue, gamesGlue, sumsGlue, weightedGlue } from './engine.mjs';
import { FUZZ_SEED as SEED, generator } from '../seeded-random.mjs';

const CALLS = Number(process.env.FUZZ_CALLS ?? 20000);

const NUMBERS = [
  0, 1, 2, 3, 4, 5, 6, 7, -1, -0, 0.5, -2.5, NaN, Infinity, -Infinity,
  2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 53, Number.MAX_VALUE, Number.MIN_VALUE,
];
const TEXTS = [
  '', 'classic', 'reves', 'many-pin', 'Reversi_E', 'cyclic', 'domino', 'four-star', 'lundon-c',
  'rainbow', 'no such thing', 'x\n\u001b[2J', '3', '-1', '0', '7', '1e999', ' 4',
  '340282366920938463463374607431768211456', '340282366920938463463374607431768211455',
  'impartial', 'scoring', 'red-blue', 'table', 'EC1', 'EC2', 'EC3', '1,2,-3',
  '0,3,15;8,0,2;5,6,0', '0,1;1,0', 'inf,1,1;1,inf,1;1,1,inf', '0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0',
  'text', 'json', 'csv', '1 3\n1 2\n3 2\n', 'hanoi-playground transcript\n', '\u0000', '\ud800',
  'a'.repeat(5000),
];
const throwing = () => {
  throw new Error('a callback that throws');
};
const OTHERS = [
  undefined, null, true, false, {}, [], [1, 2], [[0, 2], [0, 1]], new Uint8Array([0, 2, 1, 2, 255, 0]),
  new Uint8Array(0), new Float64Array([NaN]), 5n, -1n, Symbol('fuzz'), () => undefined, () => false,
  throwing, new Proxy({}, { get: throwing }),
];

/** Position texts that nearly are one (for Classic with 3 discs on 3 pins, mostly), and odd ones. */
const NEAR_POSITIONS = [
  '3 2 1 / - / -', '- / - / 3 2 1', '3 2 / 1 / -', '3 | 2 | 1', '3 3 1 / - / -', '3 2 / - / -', '', '- / - / -',
  '1y / 2 / 3', '3 2 1 / - / - / -', '3 2 1 /', '/ / /', '3 2 1 / - / - /', '1 2 3 / - / -', '3 2 1g / - / -',
  '3 2 1 # 4 / - / -', '1g#15 / - / -', '0 / - / -', '-1 / - / -', '340282366920938463463374607431768211456 / - / -',
  `${'3 2 1 '.repeat(2000)}/ - / -`, '/'.repeat(3000), '3\u00a02\u00a01 / - / -', '3 2 1 / - / -\n', '\ud800 / - / -',
];
const COLOURS = ['', '', '', 'y', 'g', 'r', 'b', 'pi', 'o', 'm', 'c', 'x'];

/**
 * A position as text: 1 to 5 discs each put on one of 3 to 5 pins (bottom
 * to top by size, so often within the rules), sometimes with a colour, a
 * disc left out or placed twice; or one of the near misses above.
 */
function positionText(random) {
  if (random.next() < 0.3) return random.pick(NEAR_POSITIONS);
  const discs = 1 + random.below(5);
  const pins = Array.from({ length: 3 + random.below(3) }, () => []);
  for (let disc = discs; disc >= 1; disc--) {
    const copies = random.next() < 0.05 ? 0 : random.next() < 0.05 ? 2 : 1;
    for (let c = 0; c < copies; c++) random.pick(pins).push(`${disc}${random.pick(COLOURS)}`);
  }
  return pins.map((pin) => (pin.length ? pin.join(' ') : '-')).join(random.next() < 0.9 ? ' / ' : ' | ');
}

/**
 * A position of the puzzle the earlier arguments name (variation, discs,
 * pins), somewhere along its solution, written as text by the study module,
 * and one time in two spoiled: two tokens swapped, one dropped or doubled.
 * Otherwise (or where they name no puzzle) positionText's.
 */
function positionOf(random, [variation, discs, pins] = []) {
  if (random.next() < 0.3) return positionText(random);
  let session;
  let text;
  try {
    session = new glue.Session(variation, discs, pins);
    const length = session.length();
    session.seek(/^\d+$/.test(length) ? String(BigInt(random.below(1000)) % (BigInt(length) + 1n)) : '0');
    text = studyGlue.positionNotation(variation, discs, pins, session.positionKey());
  } catch {
    return positionText(random);
  } finally {
    session?.free();
  }
  if (random.next() < 0.5) return text;
  const tokens = text.split(' ');
  const at = random.below(tokens.length);
  const other = random.below(tokens.length);
  switch (random.below(3)) {
    case 0:
      [tokens[at], tokens[other]] = [tokens[other], tokens[at]];
      break;
    case 1:
      tokens.splice(at, 1);
      break;
    default:
      tokens.splice(at, 0, tokens[other]);
  }
  return tokens.join(' ');
}

/** Position keys as Session.positionKey gives them (positionNotation reads them back), and near misses. */
const KEYS = [
  new glue.Session('classic', 3).positionKey(),
  new glue.Session('reves', 4).positionKey(),
  new glue.Session('rainbow', 3).positionKey(),
  new glue.Session('multi-stack', 2).positionKey(),
];
/** The start's key of the puzzle the earlier arguments name, or null. */
function startKey([variation, discs, pins] = []) {
  let session;
  try {
    session = new glue.Session(variation, discs, pins);
    return session.positionKey();
  } catch {
    return null;
  } finally {
    session?.free();
  }
}
/** A key of the puzzle the earlier arguments name (else of one of KEYS'), kept three times in seven, else spoiled. */
function positionKey(random, before) {
  const key = (random.next() < 0.7 ? startKey(before) : null) ?? random.pick(KEYS);
  const fields = key.split('.');
  switch (random.below(7)) {
    case 0:
      return fields.slice(0, -1).join('.');
    case 1:
      return `${key}.0`;
    case 2:
      fields[random.below(fields.length)] = random.pick(['0', '1', '4294967295', '4294967296', '-1', 'x', '', '1e3']);
      return fields.join('.');
    case 3:
      return random.pick(['', '.', '0', 'a'.repeat(5000), `${key}.`.repeat(500)]);
    default:
      return key;
  }
}

/** A game choice, as the Games page builds one from its fields, mostly sane. */
function choice(random, value) {
  const maybe = (good) => (random.next() < 0.7 ? good : value());
  return {
    game: maybe(random.pick(['impartial', 'scoring', 'red-blue'])),
    pegs: maybe(String(3 + random.below(2))),
    discs: maybe(String(1 + random.below(4))),
    end: maybe(random.pick(['EC1', 'EC2', 'EC3'])),
    weights: maybe(random.pick(['1,2,-3', '1,1,1', ''])),
    first: maybe(random.pick(['1', '2'])),
  };
}

// What each parameter usually is, so that calls get past the first check
// and into the engine often (a fuzz of only nonsense tests only the
// refusals). Each argument follows its shape three times in four; a kind
// may look at the arguments before it (a position of the puzzle they name).
const small = (random) => random.below(8);
const KINDS = {
  variation: (random) => random.pick(VARIATIONS),
  discs: small,
  searchDiscs: (random) => 1 + random.below(6),
  pins: (random) => random.pick([undefined, 3, 4, 5, 6]),
  pin: (random) => random.below(4),
  peg: (random) => 1 + random.below(4),
  count: (random) => random.pick([0, 1, 2, 10, 1000, 2 ** 20 + 1]),
  at: (random) => String(random.pick([0, 1, 2, 7, 30, 100, 2 ** 40])),
  number: (random) => String(random.below(8)),
  preset: (random) => random.pick([undefined, 'k3-minus', 'c3-plus', 'random', 'nope']),
  format: (random) => random.pick(['text', 'csv', 'json']),
  weights: (random) => random.pick(WEIGHTS),
  flag: (random) => random.next() < 0.5,
  fraction: (random) => random.next(),
  moves: (random) => Uint8Array.from({ length: 2 * random.below(16) }, () => random.below(3)),
  callback: (random) => random.pick([() => undefined, () => false, throwing]),
  game: (random) => choice(random, () => random.pick(TEXTS)),
  position: positionOf,
  positionKey,
  earlier: null, // something an earlier call returned
};
const SHAPES = {
  Session: ['variation', 'discs', 'pins'],
  withMoves: ['variation', 'discs', 'pins', 'moves', 'format'],
  WeightedSession: ['weights', 'discs', 'peg', 'peg', 'flag'],
  seek: ['at'],
  seekOrEnd: ['at'],
  noteOptimum: ['at'],
  costAfter: ['at'],
  nextMoves: ['count'],
  tryMove: ['pin', 'pin'],
  liftError: ['pin'],
  writeTranscript: ['variation', 'discs', 'pins', 'moves', 'format'],
  quickOptimum: ['variation', 'discs', 'pins'],
  stateGraph: ['variation', 'discs', 'pins', 'moves'],
  growthCounts: ['variation', 'pins'],
  readTranscript: ['earlier'],
  searchEstimate: ['variation', 'discs', 'pins', 'position', 'position'],
  searchOptimum: ['variation', 'searchDiscs', 'pins', 'callback', 'position', 'position'],
  positionNotation: ['variation', 'discs', 'pins', 'positionKey'],
  pathKeys: ['variation', 'discs', 'pins', 'position', 'moves'],
  switchSettings: ['variation', 'discs', 'pins'],
  checkSettings: ['variation', 'number', 'number'],
  resolveSettings: ['variation', 'number', 'number'],
  findVariation: ['variation'],
  GameSession: ['game'],
  fromLabels: ['game', 'earlier'],
  solveGame: ['game', 'callback'],
  checkGame: ['game'],
  fallbackGame: ['game'],
  resolveGame: ['game'],
  play: ['pin', 'pin'],
  positionAt: ['count'],
  computerMove: ['fraction', 'fraction', 'fraction'],
  score: ['pin', 'count'],
  resolveWeighted: ['weights', 'number', 'number', 'number', 'flag', 'preset'],
  checkWeighted: ['weights', 'number', 'number', 'number', 'flag'],
  weightedPreset: ['earlier', 'peg', 'fraction'],
};
const VARIATIONS = glue.catalogue().map((v) => v.id);
const WEIGHTS = ['0,3,15;8,0,2;5,6,0', '0,1,inf;1,0,1;inf,1,0', '0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0', '0,2;1,0'];

// Instances to start from; methods are then called on these and on every
// instance a call returns (constructors and static methods included).
const FACTORIES = {
  hanoi_wasm: [
    (m) => new m.Session('classic', 3),
    (m) => new m.Session('reves', 5),
    (m) => new m.Session('many-pin', 9, 5),
    (m) => new m.Session('reversi', 4),
    (m) => new m.Session('four-star', 3),
  ],
  hanoi_weighted: [
    (m) => new m.WeightedSession('0,3,15;8,0,2;5,6,0', 3, 1, 3, false),
    (m) => new m.WeightedSession('0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0', 3, 1, 4, false),
  ],
  hanoi_games: [(m) => new m.GameSession({ game: 'impartial', pegs: '3', discs: '2', end: 'EC2' })],
  hanoi_sums: [(m) => new m.SumSession('3:2:EC1, 3:3:EC5'), (m) => new m.SumSession('3:1:EC2, 4:2:EC4, 3:2:EC3')],
  hanoi_study: [],
};
// Methods left out: they end an object's life or re-initialise the module,
// which is not something a page does by mistake.
const SKIPPED = new Set(['free', '__destroy_into_raw', '__wrap', 'constructor', 'default', 'initSync', 'start']);
// Read after every method call: an object must stay readable whatever it was asked.
const PROBES = { Session: ['position', 'movesMade', 'isSolved'], WeightedSession: ['position', 'movesMade', 'isSolved', 'costShown'], GameSession: ['position', 'movesMade', 'value'], SumSession: ['spec'] };

/** Every callable a module exports: its functions, classes, their statics and methods. */
function targets(moduleName, module) {
  const found = [];
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'function' || SKIPPED.has(name)) continue;
    const isClass = Object.getOwnPropertyNames(value.prototype ?? {}).includes('free');
    if (!isClass) {
      found.push({ label: `${moduleName}.${name}`, shape: SHAPES[name], arity: value.length, call: (args) => value(...args) });
      continue;
    }
    found.push({ label: `new ${moduleName}.${name}`, shape: SHAPES[name], arity: value.length, call: (args) => new value(...args) });
    for (const key of Object.getOwnPropertyNames(value)) {
      if (SKIPPED.has(key) || typeof value[key] !== 'function') continue;
      found.push({
        label: `${moduleName}.${name}.${key}`,
        shape: SHAPES[key],
        arity: value[key].length,
        call: (args) => value[key](...args),
      });
    }
    for (const key of Object.getOwnPropertyNames(value.prototype)) {
      if (SKIPPED.has(key)) continue;
      found.push({
        label: `${moduleName}.${name}#${key}`,
        shape: SHAPES[key],
        arity: value.prototype[key].length,
        method: key,
        of: value,
      });
    }
  }
  return found;
}

/** How an argument list reads in a failure report. */
function shown(args) {
  const one = (a) => {
      if (typeof a === 'string') return JSON.stringify(a.length > 40 ? `${a.slice(0, 40)}…(${a.length})` : a);
      if (typeof a === 'bigint') return `${a}n`;
      if (typeof a === 'symbol' || typeof a === 'function') return String(a).slice(0, 40);
      if (ArrayBuffer.isView(a)) return `${a.constructor.name}[${a.length}]`;
      return JSON.stringify(a) ?? String(a);
  };
  return args
    .map((a) => {
      try {
        return one(a);
      } catch {
        return 'an object that throws when read';
      }
    })
    .join(', ');
}

test(`no argument from JavaScript makes the engine panic (${CALLS} calls, seed ${SEED})`, () => {
  const random = generator(SEED);
  const modules = { hanoi_wasm: glue, hanoi_study: studyGlue, hanoi_games: gamesGlue, hanoi_sums: sumsGlue, hanoi_weighted: weightedGlue };
  const all = Object.entries(modules).flatMap(([name, module]) => targets(name, module).map((t) => ({ ...t, module })));
  const instances = new Map(); // class → live objects of it
  const keep = (object) => {
    const live = instances.get(object.constructor) ?? [];
    live.push(object);
    if (live.length > 24) live.shift().free();
    instances.set(object.constructor, live);
  };
  for (const [name, factories] of Object.entries(FACTORIES)) for (const make of factories) keep(make(modules[name]));
  const returned = []; // recent results, passed back in as arguments
  const value = () => {
    const r = random.next();
    if (r < 0.35) return random.pick(NUMBERS);
    if (r < 0.7) return random.pick(TEXTS);
    if (r < 0.8 && returned.length > 0) return random.pick(returned);
    if (r < 0.9) return choice(random, value);
    return random.pick(OTHERS);
  };

  const logged = [];
  const consoleError = console.error;
  console.error = (...args) => logged.push(args.join(' '));
  const tally = { returned: 0, refused: 0 };
  const slowest = { ms: 0, label: '' };
  try {
    for (let i = 0; i < CALLS; i += 1) {
      const target = random.pick(all);
      const count = random.next() < 0.85 ? target.arity : random.below(target.arity + 3);
      const shaped = (kind, before) => (kind === 'earlier' ? (returned.length ? random.pick(returned) : value()) : KINDS[kind](random, before));
      const args = [];
      for (let k = 0; k < count; k++) args.push(target.shape?.[k] && random.next() < 0.75 ? shaped(target.shape[k], args) : value());
      let object = null;
      if (target.method) {
        const live = instances.get(target.of) ?? [];
        if (live.length === 0) continue;
        object = random.pick(live);
      }
      const what = () => `call ${i}: ${target.label}(${shown(args)})`;
      const started = performance.now();
      let result;
      try {
        result = object ? object[target.method](...args) : target.call(args);
        tally.returned += 1;
      } catch (error) {
        // Checked before anything is worded, to keep a million calls quick.
        if (error instanceof WebAssembly.RuntimeError) assert.fail(`${what()} panicked: ${error.message}`);
        if (!(error instanceof Error)) assert.fail(`${what()} threw a non-Error: ${String(error)}`);
        if (!error.message) assert.fail(`${what()} threw an Error without a message`);
        tally.refused += 1;
      }
      const ms = performance.now() - started;
      if (ms > slowest.ms) Object.assign(slowest, { ms, label: what().slice(0, 160) });
      if (logged.length > 0) assert.fail(`${what()} logged an error (a panic?): ${logged[0]}`);
      if (result && typeof result === 'object') {
        if (Object.getOwnPropertyNames(result.constructor?.prototype ?? {}).includes('free')) keep(result);
        else if (returned.length < 64) returned.push(result);
        else returned[random.below(64)] = result;
      }
      if (object) {
        for (const probe of PROBES[target.of.name] ?? []) {
          try {
            object[probe]();
          } catch (error) {
            assert.fail(`after ${what()}, ${probe}() threw: ${error?.message}`);
          }
        }
      }
    }
  } finally {
    console.error = consoleError;
  }
  // `make fuzz` shows this line: how much was tried, and whether it held.
  console.log(
    `boundary fuzz: ${CALLS} calls (seed ${SEED}) into ${all.length} functions and methods of 4 modules:` +
      ` ${tally.returned} returned, ${tally.refused} refused with a message, no panic;` +
      ` slowest ${slowest.ms.toFixed(0)} ms (${slowest.label})`,
  );
});
