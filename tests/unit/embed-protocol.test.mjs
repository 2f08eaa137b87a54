// The embed's postMessage protocol (web/embed/protocol.js), DOM-free: which
// messages are ours, how commands are checked and normalised, what comes back,
// plain JSON data, and the origin and fit parameters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PROTOCOL,
  VERSION,
  COMMANDS,
  MOST_FIELD_CHARS,
  MOST_WAITING,
  busyMessage,
  parseCommand as parseWith,
  replyMessage,
  errorMessage,
  eventMessage,
  heightMessage,
  stateToJSON,
  toJSONable,
  wholeNumberText,
  speedValue,
  parseOrigins,
  acceptsOrigin,
  targetOrigins,
  parseFit,
} from '../../web/embed/protocol.js';
import { engine } from './engine.mjs';

// What a parent sent is quoted back as the core quotes what a user typed.
const parseCommand = (data) => parseWith(data, engine.quote);

const cmd = (type, fields = {}) => ({ protocol: PROTOCOL, version: VERSION, type, ...fields });
const errorOf = (data) => {
  const parsed = parseCommand(data);
  assert.ok(parsed?.error, `expected an error, got ${parsed?.command ? 'a command' : 'nothing'}`);
  assert.equal(parsed.error.type, 'error');
  assert.equal(parsed.error.protocol, PROTOCOL);
  assert.equal(parsed.error.version, VERSION);
  return parsed.error;
};

test('messages of other scripts are not ours and are ignored', () => {
  for (const data of [null, undefined, 'play', 42, [], { type: 'play' }, { protocol: 'other', version: 1, type: 'play' }, { source: 'react-devtools' }]) {
    assert.equal(parseCommand(data), null);
  }
});

test('every command without a payload parses, with its id kept', () => {
  for (const type of ['play', 'pause', 'step', 'back', 'reset', 'get-state']) {
    assert.deepEqual(parseCommand(cmd(type)), { command: { type } });
    assert.deepEqual(parseCommand(cmd(type, { id: 7 })), { command: { type, id: 7 } });
    assert.deepEqual(parseCommand(cmd(type, { id: 'a-1' })), { command: { type, id: 'a-1' } });
    assert.deepEqual(parseCommand(cmd(type, { id: null })), { command: { type } });
  }
  assert.deepEqual([...COMMANDS].sort(), ['back', 'get-state', 'load', 'pause', 'play', 'reset', 'seek', 'step']);
});

test('an unknown command, a missing type or another version is an error carrying the id', () => {
  let e = errorOf(cmd('jump', { id: 3 }));
  assert.equal(e.id, 3);
  assert.equal(e.command, 'jump');
  assert.match(e.message, /Unknown command "jump": the commands are play, pause/);
  e = errorOf({ protocol: PROTOCOL, version: 1, id: 'x' });
  assert.equal(e.id, 'x');
  assert.match(e.message, /needs a type/);
  e = errorOf({ protocol: PROTOCOL, version: 2, type: 'play', id: 'v' });
  assert.equal(e.id, 'v');
  assert.match(e.message, /Unsupported protocol version 2: this embed speaks version 1/);
  e = errorOf({ protocol: PROTOCOL, type: 'play' });
  assert.match(e.message, /version undefined/);
  // Events sent back by mistake are no commands.
  assert.match(errorOf(cmd('statechange')).message, /Unknown command "statechange"/);
});

test('a bad id is an error without an id', () => {
  for (const id of [{}, [1], true, NaN, Infinity]) {
    const e = errorOf(cmd('play', { id }));
    assert.equal('id' in e, false);
    assert.match(e.message, /id must be a string of at most 100 characters or a number/);
  }
});

test('unknown fields are named (a typo is not silently dropped)', () => {
  assert.match(errorOf(cmd('play', { t: 3 })).message, /play takes no fields, not "t"/);
  assert.match(errorOf(cmd('load', { variaton: 'reves' })).message, /load takes variation, discs, pins, mode, speed, not "variaton"/);
});

test('seek takes a whole number ≥ 0 as a number, a BigInt or a decimal string', () => {
  assert.deepEqual(parseCommand(cmd('seek', { t: 5, id: 1 })), { command: { type: 'seek', id: 1, t: '5' } });
  assert.deepEqual(parseCommand(cmd('seek', { t: '0012' })), { command: { type: 'seek', t: '12' } });
  const big = '340282366920938463463374607431768211455';
  assert.equal(parseCommand(cmd('seek', { t: big })).command.t, big);
  assert.equal(parseCommand(cmd('seek', { t: 2n ** 100n })).command.t, (2n ** 100n).toString());
  for (const t of [undefined, null, -1, 1.5, '1.5', '-3', 'abc', '', 1e300, {}, [], true, -1n, '0x10']) {
    const e = errorOf(cmd('seek', { t, id: 'q' }));
    assert.equal(e.id, 'q');
    assert.equal(e.command, 'seek');
    assert.match(e.message, /seek needs t, a move number/);
  }
});

test('load checks the form of each field and turns it into attribute text', () => {
  assert.deepEqual(parseCommand(cmd('load', { variation: ' Reves ', discs: 6, pins: '4', mode: 'Manual', speed: 2 })), {
    command: { type: 'load', variation: 'Reves', discs: '6', pins: '4', mode: 'manual', speed: '2' },
  });
  assert.deepEqual(parseCommand(cmd('load', { speed: 'MAX' })).command, { type: 'load', speed: 'max' });
  assert.deepEqual(parseCommand(cmd('load', { speed: 0.5, mode: 'increase-n' })).command, { type: 'load', speed: '0.5', mode: 'increase' });
  assert.deepEqual(parseCommand(cmd('load', { discs: 0 })).command, { type: 'load', discs: '0' });
  assert.match(errorOf(cmd('load')).message, /load needs at least one of variation, discs, pins, mode, speed/);
  assert.match(errorOf(cmd('load', { variation: '' })).message, /variation is a catalogue name or id/);
  assert.match(errorOf(cmd('load', { variation: 3 })).message, /variation is a catalogue name or id \(a string\), not 3/);
  assert.match(errorOf(cmd('load', { discs: -2 })).message, /discs is a whole number ≥ 0, not -2/);
  assert.match(errorOf(cmd('load', { pins: 'four' })).message, /pins is a whole number ≥ 0, not "four"/);
  assert.match(errorOf(cmd('load', { mode: 'fast' })).message, /mode is one of wait, repeat, increase, manual, not "fast"/);
  assert.match(errorOf(cmd('load', { speed: 0 })).message, /speed is 0.5 to 100000 moves per second, or "max", not 0/);
  assert.match(errorOf(cmd('load', { speed: '1e3' })).message, /not "1e3"/);
});

test('wholeNumberText and speedValue', () => {
  assert.equal(wholeNumberText(' 7 '), '7');
  assert.equal(wholeNumberText(Number.MAX_SAFE_INTEGER + 1), null);
  assert.equal(speedValue(Infinity), 'max');
  assert.equal(speedValue('100000'), '100000');
  assert.equal(speedValue(100001), null);
  assert.equal(speedValue(NaN), null);
});

test('replies and errors carry the command and its id, and only when there is one', () => {
  const state = { variation: 'classic', discs: 3, t: 2n, total: 7n, speed: Infinity, status: { kind: 'waiting' } };
  const reply = replyMessage({ type: 'seek', id: 'r1', t: '2' }, state);
  assert.deepEqual(reply, {
    command: 'seek',
    id: 'r1',
    state: { variation: 'classic', discs: 3, t: '2', total: '7', speed: 'max', status: { kind: 'waiting' } },
    protocol: PROTOCOL,
    version: VERSION,
    type: 'reply',
  });
  assert.equal('id' in replyMessage({ type: 'play' }, state), false);
  assert.deepEqual(errorMessage({ message: 'boom' }), { message: 'boom', protocol: PROTOCOL, version: 1, type: 'error' });
  assert.deepEqual(errorMessage({ id: 0, command: 'load', message: 'Unknown variation "x"' }), {
    message: 'Unknown variation "x"',
    command: 'load',
    id: 0,
    protocol: PROTOCOL,
    version: 1,
    type: 'error',
  });
});

test('events carry plain JSON data: BigInts as decimal strings', () => {
  const move = eventMessage('move', { from: 1, to: 3, disc: { size: 1, colour: 'red' }, t: 1n, count: 1, byHand: false });
  assert.deepEqual(move, { from: 1, to: 3, disc: { size: 1, colour: 'red' }, t: '1', count: 1, byHand: false, protocol: PROTOCOL, version: 1, type: 'move' });
  const solved = eventMessage('solved', { t: 7n, byHand: true, verdict: { kind: 'optimal', length: 7n, optimum: 7n, extra: 0n, text: 'the fewest' } });
  assert.equal(solved.verdict.length, '7');
  // The envelope wins over a payload's field of the same name.
  assert.equal(eventMessage('illegal', { type: 'x', protocol: 'y', from: 1, to: null, reason: 'no' }).type, 'illegal');
  const change = eventMessage('statechange', { state: { t: 0n, total: null, notices: [], lifted: null, speed: 3 } });
  assert.deepEqual(change.state, { t: '0', total: null, notices: [], lifted: null, speed: 3 });
  assert.deepEqual(eventMessage('move', null), { protocol: PROTOCOL, version: 1, type: 'move' });
  for (const m of [move, solved, change]) assert.deepEqual(JSON.parse(JSON.stringify(m)), m);
});

test('toJSONable drops what JSON cannot hold and survives cycles', () => {
  const cyclic = { a: 1 };
  cyclic.self = cyclic;
  assert.deepEqual(toJSONable(cyclic), { a: 1, self: null });
  assert.deepEqual(toJSONable({ f: () => 1, u: undefined, s: Symbol('s'), n: -Infinity, arr: [1n, undefined], typed: new Uint8Array([1, 2]) }), {
    n: '-Infinity',
    arr: ['1', null],
    typed: [1, 2],
  });
  assert.equal(stateToJSON(null), null);
});

test('height messages are whole pixels with the layout', () => {
  assert.deepEqual(heightMessage(412.2, 'content'), { height: 413, fit: 'content', protocol: PROTOCOL, version: 1, type: 'height' });
});

test('origin parameters: none means any; each must be an http(s) origin, or nobody is trusted', () => {
  assert.deepEqual(parseOrigins([]), { origins: null, invalid: [] });
  assert.deepEqual(parseOrigins(['']), { origins: null, invalid: [] });
  assert.deepEqual(parseOrigins(['https://Example.org']), { origins: ['https://example.org'], invalid: [] });
  assert.deepEqual(parseOrigins(['https://example.org/course/1', 'http://localhost:8080', 'https://example.org']), {
    origins: ['https://example.org', 'http://localhost:8080'],
    invalid: [],
  });
  assert.deepEqual(parseOrigins(['example.org']), { origins: [], invalid: ['example.org'] });
  assert.deepEqual(parseOrigins(['https://a.org', 'file:///x']), { origins: [], invalid: ['file:///x'] });
  assert.equal(acceptsOrigin(null, 'https://anything.example'), true);
  assert.equal(acceptsOrigin(['https://example.org'], 'https://example.org'), true);
  assert.equal(acceptsOrigin(['https://example.org'], 'https://evil.example'), false);
  assert.equal(acceptsOrigin([], 'https://example.org'), false);
  assert.deepEqual(targetOrigins(null), ['*']);
  assert.deepEqual(targetOrigins(['https://example.org']), ['https://example.org']);
  assert.deepEqual(targetOrigins([]), []);
});

test('fit: content or, by default, frame', () => {
  assert.equal(parseFit('content'), 'content');
  assert.equal(parseFit(' Content '), 'content');
  assert.equal(parseFit(null), 'frame');
  assert.equal(parseFit('whatever'), 'frame');
});

test('a value longer than any valid one is refused before it is read, and quoted short', () => {
  const huge = '9'.repeat(10_000_000);
  for (const [fields, field] of [
    [{ type: 'seek', t: huge }, 't'],
    [{ type: 'seek', t: ` ${'0'.repeat(200)}5` }, 't'],
    [{ type: 'seek', t: 10n ** 10_000n }, 't'],
    [{ type: 'load', discs: huge }, 'discs'],
    [{ type: 'load', variation: 'x'.repeat(1_000_000) }, 'variation'],
    [{ type: 'load', speed: huge }, 'speed'],
  ]) {
    const started = performance.now();
    const e = errorOf(cmd(fields.type, { ...fields, id: 9 }));
    const took = performance.now() - started;
    assert.equal(e.id, 9);
    assert.match(e.message, new RegExp(`^${fields.type}'s ${field} is .*: no valid value is longer than ${MOST_FIELD_CHARS} characters$`));
    assert.ok(e.message.length < 200, `${e.message.length} characters`);
    // Measured, not asserted: well under a millisecond here (a full read of 10 million digits took seconds).
    if (took > 50) console.log(`refusing ${field} took ${took.toFixed(1)} ms`);
  }
  // Exactly as long as allowed is read as usual: the core then says what is wrong with it.
  assert.equal(parseCommand(cmd('seek', { t: '9'.repeat(MOST_FIELD_CHARS) })).command.t, '9'.repeat(MOST_FIELD_CHARS));
  // A long id, type or field name is not echoed in full either.
  let e = errorOf(cmd('play', { id: 'i'.repeat(1_000_000) }));
  assert.equal('id' in e, false);
  assert.match(e.message, /^id must be a string of at most 100 characters or a number, not "i{40}…", longer than 100 characters$/);
  e = errorOf(cmd('t'.repeat(1_000_000)));
  assert.equal('command' in e, false);
  assert.match(e.message, /^Unknown command "t{40}…": the commands are/);
  e = errorOf(cmd('play', { ['k'.repeat(100_000)]: 1 }));
  assert.match(e.message, /^play takes no fields, not "k{40}…"$/);
  e = errorOf(cmd('load', { mode: 'm'.repeat(99) }));
  assert.match(e.message, /not "m{40}…"$/);
});

test('values are quoted as the core quotes them: at most 40 characters, unprintable ones by code point', () => {
  const e = errorOf(cmd('load', { variation: 3, pins: 'a\u0000b' }));
  assert.match(e.message, /not 3$/);
  assert.match(errorOf(cmd('load', { pins: 'a\u0000b' })).message, /not "a<U\+0000>b"$/);
  assert.match(errorOf(cmd('seek', { t: { a: 1 } })).message, /not an object$/);
  assert.match(errorOf(cmd('seek', { t: [1] })).message, /not a list$/);
  assert.match(errorOf(cmd('seek', { t: -5n })).message, /not -5n$/);
});

test('a command refused as busy carries its id and type, and nothing long', () => {
  assert.ok(MOST_WAITING >= 10);
  const e = busyMessage(cmd('step', { id: 'b7' }));
  assert.deepEqual([e.type, e.id, e.command], ['error', 'b7', 'step']);
  assert.match(e.message, /^Busy: 100 commands are waiting for the player, so this one was not done/);
  const long = busyMessage(cmd('x'.repeat(1000), { id: 'y'.repeat(1000) }));
  assert.equal('id' in long, false);
  assert.equal('command' in long, false);
});
