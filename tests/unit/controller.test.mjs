// The DOM-free controller with the real engine: what a visitor would see in
// the status, the counter and the events, for watching and playing by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine, study, studyGlue, settled } from './engine.mjs';
import { open, runToEnd } from './controller-helpers.mjs';

test('bad values fall back with notices the core words; every value is usable', () => {
  const { c, notices } = open({ variation: 'revs', discs: '999', mode: 'fly', speed: 'warp', t: '12' });
  assert.equal(c.state.variation, 'classic');
  assert.equal(c.state.discs, 64, 'too many discs is clamped to the most');
  assert.match(notices[0], /^Unknown variation "revs": showing Classic$/);
  assert.match(notices[1], /^Classic takes 0 to 64 discs, not 999: using 64$/);
  assert.ok(notices.some((n) => /^Unknown mode "fly": using Wait$/.test(n)));
  assert.ok(notices.some((n) => /^The speed is .*, not "warp": using 3 moves per second$/.test(n)));
  assert.equal(c.state.t, 12n);
});

test('a 30,000-character value makes a short notice', () => {
  const { notices } = open({ variation: 'x'.repeat(30_000), mode: 'y'.repeat(30_000) });
  assert.equal(notices.length, 2);
  for (const notice of notices) assert.ok(notice.length < 200, `${notice.length} characters`);
});

test('watching Checkers with 4 discs to the end: the success message gives the exact verdict', () => {
  const { c, clock, of } = open({ variation: 'checkers', discs: '4', speed: 'max' });
  runToEnd(c, clock);
  const { status } = c.state;
  assert.equal(status.kind, 'success');
  assert.doesNotMatch(status.detail, /shorter solutions exist/);
  assert.match(status.detail, /^Solved in 9 moves: the fewest possible/);
  assert.equal(of('solved').length, 1);
  assert.equal(of('solved')[0].verdict.kind, 'optimal');
});

test('a success that wants the quick search asks for the study module and waits for it, then says the exact verdict', async () => {
  let arrive;
  const loading = new Promise((resolve) => (arrive = resolve));
  let asked = 0;
  const loadStudy = () => {
    asked++;
    return loading;
  };
  const { c, clock, of } = open({ variation: 'checkers', discs: '4', speed: 'max' }, { study: null, loadStudy });
  assert.equal(asked, 0, 'nothing asked for before a verdict wants it');
  runToEnd(c, clock);
  assert.equal(c.state.status.detail, 'Solved in 9 moves.', 'no verdict yet, rather than the catalogue\'s guess');
  assert.equal(of('solved').length, 0, 'solved waits for the verdict');
  assert.equal(asked, 1);
  arrive(study);
  await settled();
  assert.match(c.state.status.detail, /^Solved in 9 moves: the fewest possible, as an exhaustive search shows\.$/);
  assert.equal(of('solved').length, 1);
  assert.deepEqual([of('solved')[0].t, of('solved')[0].verdict.evidence], [9n, 'search']);
  assert.match(of('announce').at(-1).text, /^Success: Solved in 9 moves: the fewest possible/);
  assert.equal(asked, 1, 'asked for once');

  // Classic is proved optimal: nothing to wait for, nothing asked for.
  let classicAsked = 0;
  const classic = open({ variation: 'classic', discs: '3', speed: 'max' }, { study: null, loadStudy: () => (classicAsked++, loading) });
  runToEnd(classic.c, classic.clock);
  assert.equal(classic.of('solved').length, 1);
  assert.equal(classic.c.state.status.detail, 'Solved in 7 moves: the fewest possible.');
  assert.equal(classicAsked, 0);

  // Another puzzle before the module comes: the success goes out at once, with the catalogue's word.
  const leaving = open({ variation: 'checkers', discs: '4', speed: 'max' }, { study: null, loadStudy: () => new Promise(() => {}) });
  runToEnd(leaving.c, leaving.clock);
  assert.equal(leaving.of('solved').length, 0);
  leaving.c.load('classic', 3, 3);
  assert.equal(leaving.of('solved').length, 1);
  assert.deepEqual([leaving.of('solved')[0].t, leaving.of('solved')[0].verdict.kind], [9n, 'presumed']);

  // The module fails to load: the catalogue's word.
  const logged = console.error;
  console.error = () => {};
  try {
    const alone = open({ variation: 'checkers', discs: '4', speed: 'max' }, { study: null, loadStudy: () => Promise.reject(new Error('offline')) });
    runToEnd(alone.c, alone.clock);
    await settled();
    assert.equal(alone.of('solved').length, 1);
    assert.match(alone.c.state.status.detail, /^Solved in 9 moves: presumed to be the fewest possible/);
  } finally {
    console.error = logged;
  }
});

test('the quick search\'s optimum is kept for each puzzle, whatever optimum was noted since', () => {
  let searched = 0;
  const counting = { ...study, quickOptimum: (...args) => (searched++, study.quickOptimum(...args)) };
  const { c } = open({ variation: 'checkers', discs: '4' }, { study: counting });
  assert.equal(c.verdict().evidence, 'search');
  c.load('lundon-c', 3, 3);
  c.noteOptimum(15);
  c.load('checkers', 4, 4);
  assert.deepEqual([c.verdict().kind, c.verdict().evidence], ['optimal', 'search'], 'Checkers 4 is still judged by its optimum');
  assert.equal(searched, 1, 'searched once');
});

test('Reversi with 4 discs is optimal; Lundon_C with 3 is 6 moves longer than the optimum', () => {
  for (const variation of ['reversi', 'reversi-e', 'reversi-f']) {
    const { c, clock } = open({ variation, discs: '4', speed: 'max' });
    runToEnd(c, clock);
    assert.match(c.state.status.detail, /the fewest possible/, variation);
  }
  const { c, clock } = open({ variation: 'lundon-c', discs: '3', speed: 'max' });
  runToEnd(c, clock);
  assert.equal(c.state.status.detail, 'Solved in 21 moves: 6 more than the fewest possible, which is 15.');
});

test('the running status says "as fast as possible", not "at as fast as possible"', () => {
  const { c } = open({ discs: '20', speed: 'max' });
  c.play();
  assert.equal(c.state.status.detail, 'Showing the solution as fast as possible.');
  c.setSpeed(3);
  assert.equal(c.state.status.detail, 'Showing the solution at 3 moves per second.');
});

test('manual play: lift, a legal move, an illegal one, events and announcements', async () => {
  const { c, of } = open({ variation: 'classic', discs: '3', mode: 'manual' });
  c.pick(0);
  assert.equal(c.state.lifted, 0);
  assert.match(c.state.status.detail, /^Disc 1 lifted from pin 1/);
  c.pick(2);
  const [move] = of('move');
  assert.deepEqual([move.from, move.to, move.disc.size, move.t, move.byHand], [0, 2, 1, 1n, true]);
  assert.equal(c.state.positionText, 'pin 1: 3 2; pin 2: empty; pin 3: 1');
  assert.match(of('announce').at(-1).text, /^Disc 1 from pin 1 to pin 3\. pin 1: 3 2; pin 2: empty; pin 3: 1\.$/);
  c.pick(0);
  c.pick(2);
  const [illegal] = of('illegal');
  assert.deepEqual([illegal.from, illegal.to], [0, 2]);
  assert.match(illegal.reason, /a larger disc may not go on a smaller one/);
  assert.equal(c.state.status.kind, 'invalid');
  assert.equal(c.state.positionText, 'pin 1: 3 2; pin 2: empty; pin 3: 1', 'nothing changed');
  assert.match(of('announce').at(-1).text, /^Refused: a larger disc/);
  // Lifting from an empty pin is refused with the core's reason.
  c.pick(1);
  assert.match(of('illegal').at(-1).reason, /pin 2 is empty/);
  await settled();
  assert.ok(of('statechange').length >= 1);
});

test('by hand, the counter shows the moves made, not "8 / 3"', () => {
  const { c } = open({ variation: 'classic', discs: '2', mode: 'manual' });
  for (const [from, to] of [[0, 1], [1, 0], [0, 1], [1, 0], [0, 1], [0, 2], [1, 0], [0, 1]]) {
    c.pick(from);
    c.pick(to);
  }
  assert.equal(c.state.status.kind, 'manual');
  assert.deepEqual(c.state.counter, { label: 'Moves made', text: '8' });
  c.pick(1);
  c.pick(2);
  assert.equal(c.state.status.kind, 'success');
  assert.equal(c.state.status.detail, 'Solved in 9 moves; the fewest possible is 3.');
});

test('a perfect solve by hand says so', () => {
  const { c, of } = open({ variation: 'classic', discs: '2', mode: 'manual' });
  for (const [from, to] of [[0, 1], [0, 2], [1, 2]]) {
    c.pick(from);
    c.pick(to);
  }
  assert.equal(c.state.status.detail, 'Solved in 3 moves; the fewest possible is 3. Perfect!');
  assert.equal(of('solved').length, 1);
  assert.equal(of('solved')[0].byHand, true);
});

test('back takes back the move the core names, in the solution and by hand', () => {
  const { c } = open({ variation: 'domino', discs: '3', t: '5' });
  const positions = [];
  const scratch = new engine.Session('domino', 3);
  for (let t = 0; t <= 5; t++) {
    positions.push(scratch.positionText());
    scratch.nextMoves(1);
  }
  scratch.free();
  for (let t = 5; t > 0; t--) {
    c.back();
    assert.equal(c.state.t, BigInt(t - 1));
    assert.equal(c.state.positionText, positions[t - 1]);
  }
  assert.equal(c.state.canBack, false);
  c.back();
  assert.equal(c.state.t, 0n, 'nothing before move 0');
  // By hand: back undoes the last move made by hand.
  c.pick(0);
  c.pick(1);
  assert.equal(c.state.manual, true);
  c.back();
  assert.equal(c.state.positionText, positions[0]);
});

test('switching Many_Pin on 5 pins to Multi_Stack keeps a valid puzzle and says why the pins changed', () => {
  const { c } = open({ variation: 'many-pin', discs: '4', pins: '5' });
  const notices = c.setVariation('multi-stack');
  assert.equal(c.state.variation, 'multi-stack');
  assert.equal(c.state.pins % 2, 0);
  assert.match(notices.join(' '), /Multi-Stack takes an even number of pins from 4 to 40, not 5/);
  assert.throws(() => c.setCounts('5000', '4'), /Multi-Stack takes 0 to \d+ discs, not 5000/);
  assert.throws(() => c.setCounts('abc', '4'), /"abc" is not a number of discs/);
});

test('reduced motion: moves appear without flying, at the same pace', () => {
  const { c, clock } = open({ variation: 'classic', discs: '3', speed: '2' }, { reducedMotion: true });
  c.step();
  assert.equal(c.playback.flight, null, 'a step jumps');
  assert.equal(c.state.t, 1n);
  c.play();
  clock.advance(20);
  assert.equal(c.state.t, 2n);
  assert.equal(c.scene().flight, null, 'no disc in flight while running');
  clock.advance(400);
  assert.equal(c.state.t, 2n, 'the next move waits for its time (2 moves per second)');
  clock.advance(200);
  assert.equal(c.state.t, 3n);
});

test('with motion a step flies, and the counter follows when the disc lands', () => {
  const { c, clock } = open({ variation: 'classic', discs: '3', speed: '2' });
  c.step();
  assert.ok(c.scene().flight, 'a disc in flight');
  assert.equal(c.state.t, 0n, 'not counted while in the air');
  assert.equal(c.state.counter.text, '0 / 7');
  clock.advance(600);
  assert.equal(c.scene().flight, null);
  assert.equal(c.state.counter.text, '1 / 7');
});

test('Repeat starts the same puzzle again; Increase n adds a disc', () => {
  const repeat = open({ variation: 'classic', discs: '2', mode: 'repeat', speed: 'max' });
  runToEnd(repeat.c, repeat.clock);
  assert.match(repeat.c.state.status.detail, /Starting again/);
  assert.equal(repeat.of('solved').length, 1);
  repeat.clock.advance(2000);
  assert.equal(repeat.of('solved').length, 2, 'it ran again to the end');
  const increase = open({ variation: 'classic', discs: '1', mode: 'increase', speed: 'max' });
  runToEnd(increase.c, increase.clock);
  increase.clock.advance(2000);
  assert.equal(increase.c.state.discs, 2);
});

test('stepping at the ends: the state says what cannot be done', () => {
  const { c, clock } = open({ variation: 'classic', discs: '1' });
  assert.equal(c.state.canBack, false);
  assert.equal(c.state.canReset, false);
  c.step();
  clock.advance(1000);
  assert.equal(c.state.atEnd, true);
  assert.equal(c.state.canStep, false);
  assert.equal(c.state.canReset, true);
});

test('the keyboard cursor walks the pins and picks with Enter', () => {
  const { c, of } = open({ variation: 'many-pin', discs: '3', pins: '12', mode: 'manual' });
  c.moveCursor(1);
  assert.equal(c.state.cursor, 0);
  assert.match(of('announce').at(-1).text, /^Pin 1 of 12: discs 1 2 3, top first\.$/);
  c.pickCursor();
  assert.equal(c.state.lifted, 0);
  c.moveCursor(0, 11);
  c.pickCursor();
  assert.equal(c.state.positionText.endsWith('pin 12: 1'), true, c.state.positionText);
});

test('statechange is sent once for several changes in one task', async () => {
  const { c, of } = open({ variation: 'classic', discs: '3' });
  await settled();
  const before = of('statechange').length;
  c.step();
  c.step();
  c.back();
  await settled();
  assert.equal(of('statechange').length, before + 1);
});

test('Pause during the pause before Repeat starts again stops it', () => {
  const { c, clock } = open({ variation: 'classic', discs: '2', mode: 'repeat', speed: 'max' });
  runToEnd(c, clock);
  c.toggle();
  clock.advance(3000);
  assert.equal(c.state.running, false);
  assert.equal(c.state.t, 3n, 'still at the end');
});

test('reaching the end by a step, a redo or a seek sends solved and says the result', () => {
  const { c, clock, of } = open({ variation: 'reves', discs: '3', speed: '2', t: '4' });
  c.step();
  clock.advance(1000);
  assert.equal(of('solved').length, 1);
  assert.match(of('announce').at(-1).text, /^Success: Solved in 5 moves/);
  c.seek(0);
  c.seek(5);
  assert.equal(of('solved').length, 2);
  // By hand: undo the solving move, then redo it.
  const hand = open({ variation: 'classic', discs: '1', mode: 'manual' });
  hand.c.pick(0);
  hand.c.pick(2);
  hand.c.undo();
  hand.c.redo();
  assert.equal(hand.of('move').length, 2, 'the redone move is a move');
  assert.equal(hand.of('solved').length, 2);
});

test('a move number past the end in the address shows the end, and says so', () => {
  const { c, notices } = open({ variation: 'classic', discs: '3', t: '999' });
  assert.equal(c.state.t, 7n);
  assert.deepEqual(notices, ['Move 999 is past the end: the solution has 7 moves: showing move 7']);
  const bad = open({ variation: 'classic', discs: '3', t: 'soon' });
  assert.equal(bad.c.state.t, 0n);
  assert.match(bad.notices[0], /: showing move 0$/);
  // However the core reads the number, past the end is the end: the core says so, not a pattern here.
  for (const t of ['+99', ' +99 ', '0099']) {
    const signed = open({ variation: 'classic', discs: '3', t });
    assert.equal(signed.c.state.t, 7n, JSON.stringify(t));
    assert.deepEqual(signed.notices, ['Move 99 is past the end: the solution has 7 moves: showing move 7']);
  }
});

test('an optimum found by search is kept for the puzzle: after its optimal solution, the algorithm is still judged by it', () => {
  const { c } = open({ variation: 'lundon-c', discs: '3' });
  const found = studyGlue.searchOptimum('lundon-c', 3);
  c.noteOptimum(found.length);
  assert.deepEqual([c.verdict().kind, c.verdict().extra], ['longer', '6']);
  c.playRecorded(found.moves);
  assert.deepEqual([c.verdict().kind, c.verdict().evidence], ['optimal', 'search']);
  c.playAlgorithm();
  assert.deepEqual([c.verdict().kind, c.verdict().extra], ['longer', '6'], 'still 6 more than the optimum');
});

test('Increase n stops at the most discs the core allows', () => {
  const { c, clock } = open({ variation: 'classic', discs: '64', mode: 'increase', t: '18446744073709551614', speed: 'max' });
  runToEnd(c, clock);
  clock.advance(2000);
  assert.equal(c.state.discs, 64);
  assert.match(c.state.status.detail, /That is the most discs Classic takes\.$/);
});

test('a solve by hand is said in full without the study module where the verdict needs no search (an embed of Classic fetches nothing)', () => {
  let asked = 0;
  const { c, of } = open({ variation: 'classic', discs: '2', mode: 'manual' }, { study: null, loadStudy: () => (asked++, new Promise(() => {})) });
  for (const [from, to] of [[0, 1], [0, 2], [1, 2]]) {
    c.pick(from);
    c.pick(to);
  }
  assert.equal(c.state.status.detail, 'Solved in 3 moves; the fewest possible is 3. Perfect!');
  assert.equal(of('solved').length, 1);
  assert.match(of('announce').at(-1).text, /^Success: Solved in 3 moves; the fewest possible is 3\. Perfect!$/);
  assert.equal(asked, 0, 'the study module was not fetched');
});
