// The small DOM-free modules: typing pin numbers, the timeline's mapping and
// keys, playback options, the view in the address, and the words of counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PinTyping } from '../../web/pin-typing.js';
import { moveAt, sliderValue, keyTarget, sliderMax, RESOLUTION } from '../../web/timeline.js';
import { describeSpeed, parseMode, parseSpeed, speedPhrase } from '../../web/options.js';
import { attributesFrom, queryFor } from '../../web/url-view.js';
import { counted, formatWhole, largeCount, plural, raised, roughly, scientific, TOO_MANY_TO_COUNT } from '../../web/words.js';
import { engine } from './engine.mjs';

function typing() {
  const picked = [];
  const timers = [];
  const t = new PinTyping({
    onPin: (pin) => picked.push(pin),
    later: (fn) => timers.push(fn) - 1,
    cancel: (id) => (timers[id] = null),
  });
  const expire = () => timers.splice(0).forEach((fn) => fn?.());
  return { t, picked, expire };
}

test('up to 9 pins, a digit picks its pin at once', () => {
  const { t, picked } = typing();
  assert.equal(t.digit('3', 3), true);
  assert.equal(t.digit('4', 3), false, 'no pin 4');
  assert.equal(t.digit('0', 3), false, 'no pin 0');
  assert.deepEqual(picked, [2]);
});

test('with more pins, digits add up to any pin', () => {
  const { t, picked, expire } = typing();
  t.digit('1', 12);
  assert.deepEqual(picked, [], '1 may become 10, 11 or 12');
  t.digit('2', 12);
  assert.deepEqual(picked, [11]);
  t.digit('1', 12);
  t.digit('5', 12);
  assert.deepEqual(picked, [11, 0, 4], '15 is not a pin: pin 1, then pin 5');
  t.digit('1', 12);
  expire();
  assert.deepEqual(picked, [11, 0, 4, 0], 'a pause picks what was typed');
  t.digit('1', 100);
  t.digit('0', 100);
  assert.equal(t.confirm(), true, 'Enter picks 10 without waiting');
  t.digit('1', 100);
  t.digit('0', 100);
  t.digit('0', 100);
  assert.deepEqual(picked, [11, 0, 4, 0, 9, 99]);
});

test('the timeline rounds to the nearest move and its keys step one move', () => {
  const total = 10_000n;
  assert.equal(moveAt(5000, total), 5000n);
  const big = 1_048_575n;
  assert.equal(sliderMax(big), RESOLUTION);
  assert.equal(moveAt(RESOLUTION / 2, big), 524_288n, 'the middle, rounded, not one move early');
  assert.equal(keyTarget('ArrowRight', 0n, big), 1n);
  assert.equal(keyTarget('ArrowLeft', 10n, big), 9n);
  assert.equal(keyTarget('ArrowLeft', 0n, big), 0n);
  assert.equal(keyTarget('End', 5n, big), big);
  assert.equal(keyTarget('PageUp', 0n, big), big / 10n);
  assert.equal(keyTarget('x', 0n, big), null);
  // Beyond 2^64 the mapping stays exact.
  const huge = 2n ** 64n - 1n;
  assert.equal(moveAt(sliderValue(huge / 2n, huge), huge), huge / 2n + 1n);
});

test('modes and speeds from text, with notices that quote as the core does; out-of-range speeds are clamped', () => {
  const { quote } = engine;
  assert.deepEqual(parseMode('Increase-N', quote), { mode: 'increase' });
  assert.match(parseMode('fly', quote).notice, /^Unknown mode "fly": using Wait$/);
  assert.ok(parseMode('f'.repeat(30_000), quote).notice.length < 120);
  assert.deepEqual(parseSpeed(' max ', quote), { speed: Infinity });
  assert.deepEqual(parseSpeed('0.5', quote), { speed: 0.5 });
  assert.deepEqual(parseSpeed('0.1', quote), {
    speed: 0.5,
    notice: 'The speed is 0.5 to 100,000 moves per second, or "max", not "0.1": using 0.5 moves per second',
  });
  assert.equal(parseSpeed('200000', quote).speed, 100000);
  assert.equal(parseSpeed('warp', quote).speed, 3);
  assert.equal(speedPhrase(Infinity), 'as fast as possible');
  assert.equal(speedPhrase(1), 'at 1 move per second');
});

test('big numbers are rounded to three digits, written as everywhere on the page', () => {
  assert.equal(roughly(1_048_575n), '1.05\u00a0×\u00a010⁶');
  assert.equal(roughly(33_554_431n), '3.36\u00a0×\u00a010⁷');
  assert.equal(roughly(999_999_999n), '1.00\u00a0×\u00a010⁹');
  assert.equal(roughly(2n ** 64n - 1n), '1.84\u00a0×\u00a010¹⁹');
  assert.equal(roughly(123_456n), '123,456');
  assert.equal(roughly('1234567'), '1.23\u00a0×\u00a010⁶');
  assert.equal(roughly('9995000000'), '1.00\u00a0×\u00a010¹⁰');
  assert.equal(TOO_MANY_TO_COUNT, '2¹²⁸ or more');
  // One way of writing 10^19 on the page: the timeline's, the total's and the search's.
  assert.equal(scientific(2n ** 64n - 1n), '1.84\u00a0×\u00a010¹⁹');
  assert.equal(scientific('18446744073709551615'), '1.84\u00a0×\u00a010¹⁹');
  assert.equal(largeCount(1.8446744073709552e19), 'about 1.84\u00a0×\u00a010¹⁹');
  assert.equal(largeCount(43046721), '43,046,721');
  assert.equal(raised(128), '¹²⁸');
});

test('the address: short names still read; t only when paused on the algorithm', () => {
  assert.deepEqual(attributesFrom('?v=reves&n=6&m=4&t=5&speed=max'), { variation: 'reves', discs: '6', pins: '4', t: '5', speed: 'max' });
  const state = { variation: 'reves', discs: 6, pins: 4, mode: 'wait', speed: Infinity, running: false, recorded: false, timelineMove: 5n };
  assert.equal(queryFor(state, { pinsFixed: true }), 'variation=reves&discs=6&mode=wait&speed=max&t=5');
  assert.equal(queryFor({ ...state, running: true }, { palette: 'safe' }), 'variation=reves&discs=6&pins=4&mode=wait&speed=max&palette=safe');
});

test('counts in words: thousands marked at any length, one in the singular for numbers and BigInts', () => {
  assert.equal(formatWhole(2187), '2,187');
  assert.equal(formatWhole(2n ** 64n - 1n), '18,446,744,073,709,551,615');
  assert.equal(counted(1, 'move'), '1 move');
  assert.equal(counted(1n, 'move'), '1 move');
  assert.equal(counted(1048576n, 'position'), '1,048,576 positions');
  assert.equal(plural(1n, 'disc'), '1 disc');
  assert.equal(plural(2, 'disc'), '2 discs');
  // Every count has its thousands marked, whatever it arrives as.
  assert.equal(plural(1048575n, 'move'), '1,048,575 moves');
  assert.equal(plural('18446744073709551615', 'move'), '18,446,744,073,709,551,615 moves');
  assert.equal(formatWhole('9223372036854775808'), '9,223,372,036,854,775,808');
  assert.equal(describeSpeed(4096), '4,096 moves per second');
});
