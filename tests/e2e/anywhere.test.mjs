// End-to-end tests of play from anywhere (issue 15): a random start that
// the Hint then solves in exactly the count it first gives; a start
// arranged by hand with the pointer and with the keyboard, where an
// arrangement the rules forbid is refused with the core's reason and
// changes nothing; a start (and goal) in the address that Share passes on;
// a bad start in the address, which says why and shows the usual start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openApp, pinPoints, useSite, waitForMatch, waitForStatus, waitForText } from './harness.mjs';

const site = useSite();
const open = (address) => openApp(site, address);

const HINT = /^(\d+) moves? left with best play; best next move: pin (\d+) to pin (\d+)\.$/;

const state = (page) => page.evaluate(() => window.hanoi.player.state);

/** Presses H with nothing focused and waits for the hint; returns [moves left, from, to] (pins from 1). */
async function hint(page) {
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('h');
  await waitForMatch(page, '#hint-result', /left with best play|no moves left/);
  const match = HINT.exec((await page.textContent('#hint-result')).trim());
  return match ? match.slice(1).map(Number) : [0, 0, 0];
}

/** Drags with the mouse from pin `from` to pin `to` (from 0), passing over the tower. */
async function drag(page, from, to) {
  const points = await pinPoints(page);
  await page.mouse.move(points[from].x, points[from].y);
  await page.mouse.down();
  await page.mouse.move(points[to].x, points[to].y, { steps: 8 });
  await page.mouse.up();
}

test('a random start, then following hint after hint solves it in exactly the count first given', async () => {
  const tab = await open('/?variation=classic&discs=4');
  try {
    const { page } = tab;
    await page.click('#start-random');
    await page.waitForFunction(() => window.hanoi.player.state.startText !== null);
    const start = await state(page);
    assert.equal(start.ownEnds, true);
    assert.equal(start.mode, 'manual');
    assert.equal(start.running, false);
    assert.equal(await page.inputValue('#start-text'), start.startText, 'the field shows the start');
    assert.equal(await page.getAttribute('hanoi-player >> #run', 'aria-disabled'), 'true', 'the solution is not offered from here');
    assert.match(new URL(page.url()).searchParams.get('start'), /^[\d -/]+$/);
    // Space (Run) says why nothing runs, in the core's words.
    await page.evaluate(() => window.hanoi.player.controller.toggle());
    await waitForMatch(page, '#status-detail', /^The solution starts from the puzzle's own start, not from this one/);
    let [left, from, to] = await hint(page);
    const first = left;
    let made = 0;
    while (left > 0) {
      await page.evaluate(([a, b]) => {
        window.hanoi.player.pick(a);
        window.hanoi.player.pick(b);
      }, [from, to]);
      made++;
      if (left === 1) break;
      await waitForText(page, '#hint-result', '');
      [left, from, to] = await hint(page);
    }
    assert.equal(made, first);
    if (first > 0) {
      await waitForStatus(page, 'success');
      await waitForText(page, '#status-detail', `Solved in ${first} move${first === 1 ? '' : 's'} from your start; the fewest possible is ${first}. Perfect!`);
    }
    // Reset goes back to the random start; Usual start to the tower.
    await page.evaluate(() => window.hanoi.player.reset());
    assert.equal((await state(page)).positionText, start.positionText);
    await page.click('#start-usual');
    await page.waitForFunction(() => !window.hanoi.player.state.ownEnds);
    assert.equal((await state(page)).positionText, 'pin 1: 4 3 2 1; pin 2: empty; pin 3: empty');
    assert.equal(new URL(page.url()).searchParams.get('start'), null);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('arranging by hand with the pointer and the keyboard; an arrangement the rules forbid is refused and changes nothing', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=manual');
  try {
    const { page } = tab;
    await page.click('#start-edit');
    await page.waitForFunction(() => window.hanoi.player.state.editing);
    assert.equal(await page.getAttribute('#start-edit', 'aria-pressed'), 'true');
    await waitForStatus(page, 'editing');
    // The pointer: disc 1 dragged from pin 1 to pin 3.
    await drag(page, 0, 2);
    await page.waitForFunction(() => window.hanoi.player.state.startText === '3 2 / - / 1');
    // Disc 2 onto disc 1: the rules forbid it; the status says so and nothing changes.
    await drag(page, 0, 2);
    await waitForStatus(page, 'invalid');
    await waitForText(page, '#status-detail', 'A larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 3');
    assert.equal((await state(page)).startText, '3 2 / - / 1');
    assert.equal((await state(page)).lifted, null, 'the disc went back');
    // The keyboard: an empty pin refused, then disc 2 picked on pin 1 and put on pin 2 with ← → and Enter.
    await page.focus('hanoi-player >> #tower');
    await page.keyboard.press('2');
    await waitForText(page, '#status-detail', 'Pin 2 is empty');
    assert.equal((await state(page)).startText, '3 2 / - / 1');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.hanoi.player.state.lifted === 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.hanoi.player.state.startText === '3 / 2 / 1');
    assert.equal(await page.inputValue('#start-text'), '3 / 2 / 1');
    // Escape leaves arranging: play by hand from the arrangement, with undo, and Reset returns to it.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !window.hanoi.player.state.editing);
    await waitForMatch(page, '#status-detail', /^Your move, from your own start/);
    await page.keyboard.press('3');
    await page.keyboard.press('2');
    await page.waitForFunction(() => window.hanoi.player.state.t === 1n);
    assert.equal((await state(page)).positionText, 'pin 1: 3; pin 2: 2 1; pin 3: empty');
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => window.hanoi.player.state.t === 0n);
    await page.keyboard.press('3');
    await page.keyboard.press('2');
    await page.evaluate(() => window.hanoi.player.reset());
    assert.equal((await state(page)).positionText, 'pin 1: 3; pin 2: 2; pin 3: 1');
    assert.equal((await state(page)).startText, '3 / 2 / 1');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a start typed is read by the core, and a mistake is refused with the reason, changing nothing', async () => {
  const tab = await open('/?variation=reversi&discs=3');
  try {
    const { page } = tab;
    await page.fill('#start-text', '3y 2m / 1y / - / 7');
    await page.click('#start-apply');
    await waitForText(page, '#start-error', 'The start: pin 4: there is no disc "7": the discs are 1 to 3');
    assert.equal((await state(page)).ownEnds, false);
    await page.fill('#start-text', '3y / 1y / 2m / -');
    await page.fill('#start-goal', '- / - / - / 3y 2m 1y');
    await page.press('#start-goal', 'Enter');
    await page.waitForFunction(() => window.hanoi.player.state.goalText === '- / - / - / 3y 2m 1y');
    assert.equal(await page.textContent('#start-error'), '');
    assert.equal((await state(page)).startText, '3y / 1y / 2m / -');
    const query = new URL(page.url()).searchParams;
    assert.equal(query.get('goal'), '- / - / - / 3y 2m 1y');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a start and goal in the address open as given and go through Share; a bad start says why and shows the usual start', async () => {
  const start = encodeURIComponent('3 / 2 / 1');
  const goal = encodeURIComponent('- / 3 2 1 / -');
  const tab = await open(`/?variation=classic&discs=3&start=${start}&goal=${goal}`);
  let link;
  try {
    const { page } = tab;
    await page.waitForFunction(() => window.hanoi.player.state.startText !== null);
    const shown = await state(page);
    assert.deepEqual([shown.startText, shown.goalText, shown.running], ['3 / 2 / 1', '- / 3 2 1 / -', false]);
    await page.click('#share-open');
    await page.waitForSelector('#share-dialog[open]');
    link = await page.inputValue('#share-link');
    assert.match(link, /start=3\+%2F\+2\+%2F\+1/);
    assert.match(await page.inputValue('#share-element'), / start="3 \/ 2 \/ 1" goal="- \/ 3 2 1 \/ -"/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }

  const linked = await newPage(site.browser);
  try {
    const { page } = linked;
    await page.goto(link);
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForFunction(() => window.hanoi.player.state.startText !== null);
    const shown = await state(page);
    assert.deepEqual([shown.startText, shown.goalText, shown.positionText], ['3 / 2 / 1', '- / 3 2 1 / -', 'pin 1: 3; pin 2: 2; pin 3: 1']);
    // The goal of one's own (everything on pin 2), not the usual one, is what solves it.
    for (const [a, b] of [[3, 1], [2, 3], [1, 3], [1, 2], [3, 1], [3, 2], [1, 2]]) {
      await page.evaluate(([x, y]) => {
        window.hanoi.player.pick(x);
        window.hanoi.player.pick(y);
      }, [a, b]);
    }
    assert.equal((await state(page)).positionText, 'pin 1: empty; pin 2: 3 2 1; pin 3: empty');
    await waitForStatus(page, 'success');
    await waitForMatch(page, '#status-detail', /^Solved in 7 moves from your start; the fewest possible is \d+\./);
    assert.deepEqual(linked.errors, []);
  } finally {
    await linked.close();
  }

  const bad = await open(`/?variation=classic&discs=3&t=2&start=${encodeURIComponent('3 2 / - / 7')}`);
  try {
    const { page } = bad;
    await waitForMatch(page, '#notice-list', /The start: pin 3: there is no disc "7": the discs are 1 to 3: showing the usual start/);
    const shown = await state(page);
    assert.equal(shown.ownEnds, false);
    assert.equal(shown.positionText, 'pin 1: 3 2 1; pin 2: empty; pin 3: empty');
    assert.deepEqual(bad.errors, []);
  } finally {
    await bad.close();
  }
});
