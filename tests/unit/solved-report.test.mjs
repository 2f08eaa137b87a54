// When a puzzle is solved (web/solved-report.js): what is sent and said, and
// a success held back while the study module comes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, runToEnd } from './controller-helpers.mjs';

test('a puzzle of no discs is no success; the solution part way is none either', () => {
  const none = open({ variation: 'classic', discs: '0' });
  assert.equal(none.c.reportIfSolved(false), false);
  assert.equal(none.of('solved').length, 0);
  const { c, of } = open({ variation: 'classic', discs: '3', t: '4' });
  assert.equal(c.reportIfSolved(false), false);
  c.seek('7');
  assert.equal(of('solved').length, 1);
  assert.equal(of('announce').at(-1).text, 'Success: Solved in 7 moves: the fewest possible.');
});

test('a success held back for the study module is sent with the catalogue\'s word when another puzzle comes first', () => {
  const never = new Promise(() => {});
  const { c, clock, of } = open({ variation: 'checkers', discs: '4', speed: 'max' }, { study: null, loadStudy: () => never });
  runToEnd(c, clock);
  assert.equal(of('solved').length, 0, 'held back');
  c.setCounts(3, c.state.pins);
  assert.equal(of('solved').length, 1, 'sent before its puzzle went');
  assert.equal(of('solved')[0].t, 9n);
  assert.notEqual(of('solved')[0].verdict.evidence, 'search', 'no search was run');
});
