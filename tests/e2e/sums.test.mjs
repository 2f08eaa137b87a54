// End-to-end tests of the Sums view (sums.html): a sum set by the address
// and won by the human in one move; a sum set by the form with the computer
// first, played to the end by the human's legal moves on the peg buttons,
// which the perfect computer wins; a refused address and a refused form.
// Every wait is for a state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openApp, text, useSite } from './harness.mjs';

const site = useSite();

/** The controller's state, as the page keeps it. */
const state = (page) => page.evaluate(() => {
  const s = window.hanoiSums.controller.state;
  return { moves: s.moves, toMove: s.toMove, side: s.side, winner: s.winner ?? null, lifted: s.lifted, busy: s.busy, kind: s.status.kind, towers: s.towers.length };
});

/** Waits until it is the human's turn or play has ended. */
const settled = (page) => page.waitForFunction(() => {
  const s = window.hanoiSums.controller.state;
  return s && !s.busy && (s.winner !== undefined || s.toMove === s.side);
});

/** Clicks peg `peg` of tower `tower` (from 0) and waits for the page to answer. */
async function pick(page, tower, peg) {
  await page.click(`#tower-${tower + 1} .peg-button[data-peg="${peg}"]`);
  await page.waitForFunction(() => !window.hanoiSums.controller.state.busy);
  // A lift is checked by the worker after the disc is held: wait for its answer too.
  await page.waitForFunction(() => !window.hanoiSums.controller.lifting);
  await settled(page);
}

/** One legal move by the human, found by trying the peg buttons: true if one was made. */
async function humanMove(page) {
  const before = await state(page);
  for (let tower = 0; tower < before.towers; tower++) {
    const pegs = await page.$$eval(`#tower-${tower + 1} .peg-button`, (b) => b.length);
    for (let from = 0; from < pegs; from++) {
      await pick(page, tower, from);
      if ((await state(page)).lifted === null) continue;
      for (let to = 0; to < pegs; to++) {
        if (to === from) continue;
        await pick(page, tower, to);
        const now = await state(page);
        if (now.moves > before.moves) return true;
        if (now.lifted === null) await pick(page, tower, from);
      }
      await page.keyboard.press('Escape');
    }
  }
  return false;
}

test('a sum set by the address: 3:1:EC1 + 3:1:EC2 is worth 1, and the human wins in one move', async () => {
  const { page, close } = await openApp(site, '/sums.html?parts=3:1:EC1,3:1:EC2');
  try {
    assert.equal(await text(page, '#sum-title'), 'Sum of 2 impartial towers: 3 pegs, 1 disc, EC1 + 3 pegs, 1 disc, EC2');
    assert.equal(await text(page, '#sum-value'), 'The sum is worth 1 ⊕ 0 = 1: you can force a win.');
    assert.equal(await text(page, '#tower-1 .tower-value'), 'Value 1');
    assert.equal(await text(page, '#tower-2 .tower-value'), 'Value 0');
    // Tap-tap on the peg buttons: peg 1, then peg 3 of tower 1.
    await pick(page, 0, 0);
    assert.deepEqual((await state(page)).lifted, { part: 0, peg: 0 });
    await pick(page, 0, 2);
    await page.waitForSelector('#sum-status[data-kind="over"]');
    assert.equal(await text(page, '#sum-status'), 'No tower has a move left: you made the last move and win.');
    assert.match(page.url(), /\?parts=3:1:EC1,3:1:EC2$/);
  } finally {
    await close();
  }
});

test('a sum set by the form, the computer first: the human\'s legal moves lose to the perfect computer', async () => {
  const { page, close } = await openApp(site, '/sums.html');
  try {
    await page.fill('#s-parts', '3:2:EC1, 3:2:EC3, 3:1:EC4');
    await page.selectOption('#s-first', 'computer');
    await page.click('#new-game');
    await page.waitForFunction(() => window.hanoiSums.controller.state?.spec.list === '3:2:EC1,3:2:EC3,3:1:EC4');
    assert.match(page.url(), /\?parts=3:2:EC1,3:2:EC3,3:1:EC4&first=computer$/);
    await settled(page);
    // 1 + 1 + 1 = 1: the computer, first, wins; after its move the sum is 0 for the human.
    assert.match(await text(page, '#sum-status'), /^The computer moved disc \d from peg \d to peg \d in tower \d\.$/);
    assert.match(await text(page, '#sum-value'), /^The sum is worth .* = 0: you lose against perfect play\.$/);
    // Its reply is marked on its tower, where the eye is, and the lost sum is coloured as yours.
    const part = Number((await text(page, '#sum-status')).match(/in tower (\d)\.$/)[1]);
    assert.equal(await page.getAttribute(`#tower-${part}`, 'data-last'), 'computer');
    assert.match(await text(page, `#tower-${part} .tower-last`), /^The computer moved disc \d from peg \d to peg \d\.$/);
    assert.equal(await page.getAttribute('#sum-value', 'data-kind'), 'lose');
    for (let i = 0; i < 40 && (await state(page)).winner === null; i++) {
      assert.ok(await humanMove(page), 'the human has a legal move while play goes on');
      await settled(page);
      // The computer keeps its win: the human is always left a lost sum.
      if ((await state(page)).winner === null) assert.match(await text(page, '#sum-value'), /= 0: you lose against perfect play\.$/);
    }
    await page.waitForSelector('#sum-status[data-kind="over"]');
    assert.equal(await text(page, '#sum-status'), 'No tower has a move left: the computer made the last move and wins.');
    assert.equal(await page.getAttribute('#sum-status', 'data-outcome'), 'lost');
    // Undo takes the computer's last move and the human's back.
    const moves = (await state(page)).moves;
    await page.click('#undo');
    await settled(page);
    assert.equal((await state(page)).moves, moves - 2);
    // Start again: the same sum from its start, the computer opening again.
    await page.click('#restart');
    await page.waitForFunction(() => window.hanoiSums.controller.state.status.text !== '' && window.hanoiSums.controller.state.moves === 1);
    await settled(page);
    assert.match(await text(page, '#sum-status'), /^The computer moved /);
  } finally {
    await close();
  }
});

test('a refused address falls back with a notice; a refused form changes nothing', async () => {
  const { page, close } = await openApp(site, '/sums.html?parts=3:2:EC1,3:20:EC1');
  try {
    assert.match(await text(page, '#sum-notices'), /^Part 2, "3:20:EC1": the impartial game takes 1 to \d+ discs on 3 pegs here, not 20: using 3:2:EC1,3:3:EC5\.$/);
    assert.equal(await text(page, '#sum-title'), 'Sum of 2 impartial towers: 3 pegs, 2 discs, EC1 + 3 pegs, 3 discs, EC5');
    await page.fill('#s-parts', '3:2:EC1');
    await page.click('#new-game');
    await page.waitForSelector('#sum-error:not(:empty)');
    assert.equal(await text(page, '#sum-error'), 'A sum takes 2 to 4 parts, each pegs:discs:ending as in 3:2:EC1 3:3:EC5, not 1.');
    assert.equal(await text(page, '#sum-title'), 'Sum of 2 impartial towers: 3 pegs, 2 discs, EC1 + 3 pegs, 3 discs, EC5');
    assert.match(page.url(), /\/sums\.html\?parts=3:2:EC1,3:3:EC5$/);
  } finally {
    await close();
  }
});

test('a large sum is analysed in the worker with progress, and Cancel keeps the game in play; too large a sum is refused with the command to run', async () => {
  const { page, close } = await openApp(site, '/sums.html');
  try {
    await page.fill('#s-parts', '3:12:EC2, 3:3:EC1');
    await page.click('#new-game');
    await page.waitForSelector('#solving:not([hidden])');
    await page.waitForFunction(() => /^Tower 1 of 2: (exploring|linking|labelling), [\d,]+ positions$/.test(document.querySelector('#solving-text').textContent));
    await page.click('#solving-cancel');
    await page.waitForSelector('#solving', { state: 'hidden' });
    assert.equal(await text(page, '#sum-status'), 'Cancelled: the game in play goes on.');
    assert.equal(await text(page, '#sum-title'), 'Sum of 2 impartial towers: 3 pegs, 2 discs, EC1 + 3 pegs, 3 discs, EC5');
    await page.fill('#s-parts', '3:12:EC2, 3:12:EC2');
    await page.click('#new-game');
    await page.waitForSelector('#sum-error:not(:empty)');
    assert.equal(
      await text(page, '#sum-error'),
      'These towers have 27,634,932 positions to index together, more than the 16,777,216 a page holds: run hanoi game sum 3:12:EC2 3:12:EC2 instead.',
    );
  } finally {
    await close();
  }
});

/** The middle of each peg of tower `tower` (from 0) on its canvas, in page coordinates. */
const pegPoints = (page, tower) => page.evaluate((t) => {
  const renderer = window.hanoiSums.renderers()[t];
  const rect = renderer.canvas.getBoundingClientRect();
  const y = rect.top + rect.height * 0.6;
  const spans = new Map();
  for (let x = Math.ceil(rect.left); x < rect.right; x++) {
    const pin = renderer.pinAt(x, y);
    if (pin === null) continue;
    const span = spans.get(pin) ?? [x, x];
    span[1] = x;
    spans.set(pin, span);
  }
  return [...spans.keys()].sort((a, b) => a - b).map((pin) => ({ x: (spans.get(pin)[0] + spans.get(pin)[1]) / 2, y }));
}, tower);

test('a disc dragged with the mouse on a tower\'s canvas, and one tapped peg to peg by finger', async () => {
  const { page, close } = await openApp(site, '/sums.html?parts=3:2:EC1,3:3:EC5', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    // Tower 2, by finger: tap peg 1, then peg 2.
    await page.locator('#tower-2 canvas').scrollIntoViewIfNeeded();
    const [from2, to2] = await pegPoints(page, 1);
    await page.touchscreen.tap(from2.x, from2.y);
    await page.waitForFunction(() => window.hanoiSums.controller.state.lifted?.part === 1);
    await page.touchscreen.tap(to2.x, to2.y);
    await page.waitForFunction(() => window.hanoiSums.controller.state.moves >= 1);
    await settled(page);
    // 1 + 1 = 0: whatever the human plays, the computer answers.
    assert.match(await text(page, '#sum-status'), /^The computer moved disc \d from peg \d to peg \d in tower \d\.$/);
    assert.match(await page.getAttribute('#tower-2 canvas', 'aria-label'), /^Tower 2: /);
  } finally {
    await close();
  }
  const desk = await openApp(site, '/sums.html?parts=3:2:EC1,3:3:EC5');
  try {
    const { page } = desk;
    const [from, , to] = await pegPoints(page, 0);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, from.y, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await page.waitForFunction(() => window.hanoiSums.controller.state.moves >= 1);
    await settled(page);
    assert.match(await page.getAttribute('#tower-1 canvas', 'aria-label'), /^Tower 1: /);
    assert.equal((await state(page)).moves % 2, 0, 'the computer answered');
  } finally {
    await desk.close();
  }
});

test('a long analysis asks first with the core\'s question; keeping the game changes nothing', async () => {
  const { page, close } = await openApp(site, '/sums.html');
  try {
    await page.fill('#s-parts', '6:8:EC1, 3:2:EC1');
    await page.click('#new-game');
    await page.waitForSelector('#ask', { state: 'visible' });
    assert.match(await text(page, '#ask-text'), /^These towers have up to [\d,]+ positions: analysing them here may take about \d+ seconds and up to [\d.]+ [MG]B of memory \(the command line is faster: hanoi game sum 6:8:EC1 3:2:EC1\)\.$/);
    await page.click('#ask-keep');
    await page.waitForSelector('#ask', { state: 'hidden' });
    assert.equal(await text(page, '#sum-title'), 'Sum of 2 impartial towers: 3 pegs, 2 discs, EC1 + 3 pegs, 3 discs, EC5');
    assert.ok(await page.isHidden('#solving'));
  } finally {
    await close();
  }
});

test('from the keyboard: a move by the peg buttons, and the focus back on them once the computer has replied', async () => {
  const { page, close } = await openApp(site, '/sums.html?parts=3:2:EC1,3:3:EC5');
  try {
    await settled(page);
    await page.focus('#tower-1 .peg-button[data-peg="0"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.hanoiSums.controller.state.lifted !== null);
    await page.focus('#tower-1 .peg-button[data-peg="2"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /^The computer moved /.test(document.querySelector('#sum-status').textContent));
    await settled(page);
    // The buttons were disabled while the computer thought: the focus is given back, not left on the page.
    assert.equal(await page.evaluate(() => document.activeElement?.closest('#tower-1') !== null && document.activeElement.classList.contains('peg-button')), true);
  } finally {
    await close();
  }
});

test('a worker that cannot run is said, not waited on for ever', async () => {
  const tab = await newPage(site.browser);
  try {
    const { page } = tab;
    await page.context().route('**/sums/sum-worker.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'import "./no-such-module.js";' }));
    await page.goto(`${site.url}/sums.html`);
    await page.waitForSelector('#sum-error:not(:empty)');
    assert.match(await text(page, '#sum-error'), /^The sum's worker could not run/);
    assert.equal(await page.isHidden('#solving'), true);
  } finally {
    await tab.close();
  }
});
