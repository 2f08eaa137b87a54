// End-to-end tests of the Games view's "Start from…": a game started from a
// typed position and played to the end (the game says who won, the start is
// in the address and survives a reload); a typed position the rules refuse
// shows the core's reason and changes nothing; a random start and a start
// arranged by hand (keys, and taps on a touch screen) are played; a bad
// start in the address gets a notice and the ordinary start. Every wait is
// for a state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, text, useSite } from './harness.mjs';

const site = useSite();

const statusIs = (page, kind, timeout = 15_000) => page.waitForSelector(`#game-status[data-kind="${kind}"]`, { timeout });
const titleIs = (page, title) =>
  page.waitForFunction((t) => document.getElementById('game-title').textContent === t, title, { timeout: 15_000 });
const fromInAddress = (page) => new URL(page.url()).searchParams.get('from');

/** The middle of each peg of the Games view's tower, in page coordinates, pegs from 0. */
const pegPoints = (page) =>
  page.evaluate(() => {
    const { renderer } = window.hanoiGames;
    const rect = document.getElementById('tower').getBoundingClientRect();
    const y = rect.top + rect.height * 0.6;
    const spans = new Map();
    for (let x = Math.ceil(rect.left); x < rect.right; x++) {
      const peg = renderer.pinAt(x, y);
      if (peg === null) continue;
      const span = spans.get(peg) ?? [x, x];
      span[1] = x;
      spans.set(peg, span);
    }
    return [...spans.keys()].sort((a, b) => a - b).map((peg) => ({ x: (spans.get(peg)[0] + spans.get(peg)[1]) / 2, y }));
  });

test('a game started from a typed position is played to the end, and the start stays in the address', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=3&end=ec1&vs=computer&side=first&speed=8');
  try {
    const { page } = tab;
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1');
    await page.fill('#start-text', '1|-|3,2 ; Disc 2 just moved');
    await page.click('#start-go');
    // Read by the core and written back in its own words.
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1, from 1 / - / 3 2; disc 2 just moved');
    assert.equal(await page.inputValue('#start-text'), '1 / - / 3 2; disc 2 just moved');
    assert.equal(fromInAddress(page), '1 / - / 3 2; disc 2 just moved');
    await statusIs(page, 'turn');
    assert.equal(await text(page, '#game-value'), 'Your turn: you can force a win in 1 move.');
    assert.equal(await page.getAttribute('#tower', 'aria-label'), 'The pegs: peg 1: 1; peg 2: empty; peg 3: 3 2');
    // Disc 2 was just moved: it may not move now.
    await page.keyboard.press('3');
    await statusIs(page, 'illegal');
    assert.match(await text(page, '#game-status'), /disc 2/i);
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    await page.keyboard.press('3');
    await statusIs(page, 'over');
    assert.match(await text(page, "#game-status"), /you win!$/i);
    // Reload: the address keeps the start.
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1, from 1 / - / 3 2; disc 2 just moved');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('scoring play from a typed lead: the totals start from it', async () => {
  const tab = await openApp(site, '/games.html?game=scoring&discs=3&weights=1,1,1&vs=human');
  try {
    const { page } = tab;
    await page.fill('#start-text', '3 2 1 / - / -; lead -1');
    await page.keyboard.press('Enter');
    await titleIs(page, 'Scoring Tower of Hanoi, 3 discs, EC1, weights 1,1,1, from 3 2 1 / - / -; lead -1');
    assert.equal(await text(page, '#player-0 .player-score'), 'score 0');
    assert.equal(await text(page, '#player-1 .player-score'), 'score 1');
    assert.match(await text(page, '#game-value'), /draw/i);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a typed position the rules refuse shows the reason and changes nothing', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=3&end=ec1&vs=human');
  try {
    const { page } = tab;
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1');
    const before = page.url();
    for (const [typed, why] of [
      ['3 2 / 2 / 1', 'Cannot start from "3 2 / 2 / 1": disc 2 is written twice.'],
      ['2 3 / 1 / -', 'Cannot start from "2 3 / 1 / -": peg 1: disc 3 is on disc 2, a smaller one.'],
      ['- / - / 3 2 1; disc 1 just moved', 'Cannot start from "- / - / 3 2 1; disc 1 just moved": the tower is complete on peg 3: the game has already ended there.'],
      ['3/2/1; lead 1; lead 2', 'Cannot start from "3/2/1; lead 1; lead 2": "lead 2" repeats the lead: give each clause once.'],
    ]) {
      await page.fill('#start-text', typed);
      await page.click('#start-go');
      await page.waitForFunction((w) => document.getElementById('start-error').textContent === w, why);
      assert.equal(await text(page, '#game-title'), 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1');
      assert.equal(page.url(), before);
    }
    // A good one clears the reason; pasted spacing (a non-breaking space, a new line) and an en dash for an empty peg read as typed.
    await page.fill('#start-text', '3\u00a02 /\n\u2013 / 1');
    await page.click('#start-go');
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1, from 3 2 / - / 1');
    assert.equal(await text(page, '#start-error'), '');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a random start is reachable, played, and Usual start goes back', async () => {
  const tab = await openApp(site, '/games.html?game=red-blue&discs=2&vs=human');
  try {
    const { page } = tab;
    await titleIs(page, 'Red–Blue Tower of Hanoi, 2 discs a side, Blue first');
    await page.click('#start-random');
    await page.waitForFunction(() => document.getElementById('game-title').textContent.includes(', from '));
    const from = fromInAddress(page);
    assert.match(from, /^[0-9br /-]+; (blue|red) to move/);
    assert.equal(await page.inputValue('#start-text'), from);
    assert.equal(await text(page, '#start-error'), '');
    assert.notEqual(await text(page, '#game-value'), '');
    await page.click('#start-usual');
    await titleIs(page, 'Red–Blue Tower of Hanoi, 2 discs a side, Blue first');
    assert.equal(fromInAddress(page), null);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a start arranged by hand with the keyboard: a drop the rules refuse says why and changes nothing', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=3&end=ec1&vs=human');
  try {
    const { page } = tab;
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1');
    await page.click('#start-arrange');
    assert.equal(await page.getAttribute('#start-arrange', 'aria-pressed'), 'true');
    assert.equal(await page.inputValue('#start-text'), '3 2 1 / - / -');
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    await page.waitForFunction(() => document.getElementById('start-text').value === '3 2 / - / 1');
    assert.equal(await page.getAttribute('#tower', 'aria-label'), 'The pegs (arranging a start): peg 1: 3 2; peg 2: empty; peg 3: 1');
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    await page.waitForSelector('#start-note[data-kind="illegal"]');
    assert.equal(await text(page, '#start-note'), 'Disc 2 may not go on disc 1, a smaller one.');
    assert.equal(await page.inputValue('#start-text'), '3 2 / - / 1');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.waitForFunction(() => document.getElementById('start-text').value === '3 / 2 / 1');
    // Beside the board: what happened, and the button to start.
    assert.equal(await text(page, '#game-status'), 'Moved to peg 2. The position: 3 / 2 / 1');
    await page.click('#arrange-go');
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1, from 3 / 2 / 1');
    assert.equal(await page.getAttribute('#start-arrange', 'aria-pressed'), 'false');
    assert.equal(await page.isHidden('#arrange-bar'), true);
    assert.equal(await page.getAttribute('#tower', 'aria-label'), 'The pegs: peg 1: 3; peg 2: 2; peg 3: 1');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a start arranged by hand on a phone, by taps alone', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=2&end=ec1&vs=human', {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const { page } = tab;
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1');
    await page.tap('#start-arrange');
    await page.waitForFunction(() => document.getElementById('start-arrange').getAttribute('aria-pressed') === 'true');
    await page.locator('#tower').scrollIntoViewIfNeeded();
    const pegs = await pegPoints(page);
    assert.equal(pegs.length, 3);
    await page.touchscreen.tap(pegs[0].x, pegs[0].y);
    await page.waitForSelector('#start-note[data-kind="lifted"]');
    await page.touchscreen.tap(pegs[1].x, pegs[1].y);
    await page.waitForFunction(() => document.getElementById('start-text').value === '2 / 1 / -');
    await page.tap('#start-go');
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1, from 2 / 1 / -');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a game too large to solve at once is solved in the worker from the start given', async () => {
  const from = '9 8 7 6 5 4 3 2 / - / 1; disc 1 just moved';
  const tab = await openApp(site, `/games.html?game=impartial&discs=9&end=ec1&vs=human&from=${encodeURIComponent(from)}`);
  try {
    const { page } = tab;
    await titleIs(page, `Impartial Tower of Hanoi, 3 pegs, 9 discs, EC1, from ${from}`);
    await statusIs(page, 'turn', 60_000);
    // Not quick: its analysis came from the worker (solve-worker.js), from this start:
    // `hanoi game impartial --discs 9 --from '...'` says Player 1 loses in 510 (from the usual start, wins in 511).
    assert.equal(await page.evaluate(() => window.hanoiGames.controller.session.spec().quick), false);
    assert.match(await text(page, '#game-value'), /lose[s]? in 510 moves/);
    assert.equal(await page.getAttribute('#tower', 'aria-label'), 'The pegs: peg 1: 9 8 7 6 5 4 3 2; peg 2: empty; peg 3: 1');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a bad start in the address gets a notice and the ordinary start', async () => {
  const tab = await openApp(site, `/games.html?game=impartial&discs=3&end=ec1&from=${encodeURIComponent('3 2 / 2 / 1')}`);
  try {
    const { page } = tab;
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1');
    assert.equal(await text(page, '#game-notices'), 'Cannot start from "3 2 / 2 / 1": disc 2 is written twice: using the default.');
    assert.equal(fromInAddress(page), null);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('on a projector, a start typed and entered brings the board into view with the keys on it', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=3&end=ec1&vs=human', { viewport: { width: 1280, height: 720 } });
  try {
    const { page } = tab;
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1');
    await page.locator('#start-text').scrollIntoViewIfNeeded();
    await page.fill('#start-text', '3 2 / - / 1; disc 1 just moved');
    await page.press('#start-text', 'Enter');
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1, from 3 2 / - / 1; disc 1 just moved');
    await page.waitForFunction(() => document.activeElement?.id === 'pegs');
    const seen = await page.evaluate(() => {
      const r = document.getElementById('tower').getBoundingClientRect();
      return r.top < innerHeight && r.bottom > 0;
    });
    assert.ok(seen, 'the board is on the screen');
    // Digits now play: disc 2 from peg 1 to peg 2.
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    await page.keyboard.press('2');
    await page.waitForFunction(() => document.getElementById('tower').getAttribute('aria-label').includes('peg 2: 2'));
    assert.equal(await page.inputValue('#start-text'), '3 2 / - / 1; disc 1 just moved');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
