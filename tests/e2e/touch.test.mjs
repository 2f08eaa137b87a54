// A phone held in one hand: a disc dragged with a finger from one pin to
// another, in play and while arranging a start by hand, through Chromium's
// real touch input (so the browser's own gesture handling takes part); the
// browser keeps its gestures (scrolling, swiping back) everywhere but on the
// tower; and the page shows no keyboard hints to a device without keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, pinPoints, useSite, waitForStatus, waitForText } from './harness.mjs';

const site = useSite();

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** Counts the tower's pointer events from now on, in window.__pointer. */
function countPointerEvents(page) {
  return page.evaluate(() => {
    const tower = document.querySelector('hanoi-player').el.tower;
    window.__pointer = {};
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) {
      tower.addEventListener(type, () => (window.__pointer[type] = (window.__pointer[type] ?? 0) + 1));
    }
  });
}

/**
 * A finger put down on pin `from`, moved in steps to pin `to` and lifted, as
 * the touch screen reports it (CDP Input.dispatchTouchEvent), not as
 * synthesized pointer events: the browser decides whether the gesture is its own.
 */
async function fingerDrag(page, from, to, { steps = 12, points = pinPoints } = {}) {
  await page.evaluate(() => document.querySelector('hanoi-player')?.el.tower.scrollIntoView({ block: 'center' }));
  const at = await points(page);
  const a = at[from];
  const b = at[to];
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
    for (let i = 1; i <= steps; i++) {
      const f = i / steps;
      // A finger wanders a little up and down as it goes.
      const y = a.y + (b.y - a.y) * f + (i % 2 ? 6 : -6);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + (b.x - a.x) * f, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

test('on a phone a finger drags a disc from pin to pin, in play and while arranging by hand', async () => {
  const tab = await openApp(site, '/?variation=classic&discs=3&mode=manual', PHONE);
  try {
    const { page } = tab;
    const state = () => page.evaluate(() => window.hanoi.player.state);
    await countPointerEvents(page);
    await fingerDrag(page, 0, 2);
    await page.waitForFunction(() => window.hanoi.player.state.positionText === 'pin 1: 3 2; pin 2: empty; pin 3: 1');
    assert.equal((await page.evaluate(() => window.__pointer)).pointercancel, undefined, 'the browser did not take the gesture');
    assert.equal((await state()).lifted, null);
    // A move the rules forbid, dragged: refused with the reason, nothing changes.
    await fingerDrag(page, 0, 2);
    await waitForStatus(page, 'invalid');
    assert.equal((await state()).positionText, 'pin 1: 3 2; pin 2: empty; pin 3: 1');
    // A second legal move by finger.
    await fingerDrag(page, 0, 1);
    await page.waitForFunction(() => window.hanoi.player.state.positionText === 'pin 1: 3; pin 2: 2; pin 3: 1');

    // Arranging a start by hand: the finger moves a disc as it is.
    await page.click('#start-edit');
    await page.waitForFunction(() => window.hanoi.player.state.editing);
    await fingerDrag(page, 2, 1);
    await page.waitForFunction(() => window.hanoi.player.state.startText === '3 / 2 1 / -');
    assert.equal((await page.evaluate(() => window.__pointer)).pointercancel, undefined);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the browser keeps its gestures off the tower only; a tall tower still scrolls by finger', async () => {
  const tab = await openApp(site, '/?variation=many-pin&discs=1000&pins=3', { ...PHONE, deviceScaleFactor: 1 });
  try {
    const { page } = tab;
    const touchAction = () => page.evaluate(() => getComputedStyle(window.hanoi.player.el.tower).touchAction);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).touchAction), 'auto', 'the page scrolls as usual');
    // A thousand discs: the tower is taller than its box and scrolls; an up-and-down stroke is a scroll.
    await page.waitForFunction(() => window.hanoi.player.el['tower-box'].classList.contains('is-tall'));
    assert.equal(await touchAction(), 'pan-y');
    await page.evaluate(() => window.hanoi.player.setCounts(3, 3));
    await page.waitForFunction(() => !window.hanoi.player.el['tower-box'].classList.contains('is-tall'));
    assert.equal(await touchAction(), 'none', 'a drag on the tower is the page\'s');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a phone is shown no keyboard hints: the status says tap, the key lines are gone', async () => {
  const tab = await openApp(site, '/?variation=classic&discs=3&mode=manual', PHONE);
  try {
    const { page } = tab;
    await waitForText(page, '#status-detail', 'Your move: drag a disc to another pin, or tap a pin and then another.');
    await page.evaluate(() => window.hanoi.player.pick(1));
    await waitForText(page, '#status-detail', 'Disc 1 lifted from pin 1: tap the pin to put it on (tap pin 1 again to put it back).');
    for (const selector of ['#hint-note', '#start-edit-keys', '#graph-keys', '#growth-keys']) {
      const keys = await page.$$eval(`${selector} .keyboard-only`, (nodes) => nodes.filter((node) => node.getClientRects().length > 0).length);
      assert.equal(keys, 0, `${selector}: no visible keyboard hint`);
      // The words on show were the element itself shown (#start-edit-keys shows only while arranging).
      const text = await page.$eval(selector, (root) => {
        const shown = (node) => {
          for (let e = node.parentElement; e && e !== root; e = e.parentElement) if (getComputedStyle(e).display === 'none') return false;
          return true;
        };
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        let words = '';
        while (walker.nextNode()) if (shown(walker.currentNode)) words += walker.currentNode.data;
        return words;
      });
      assert.doesNotMatch(text, /\b(Esc|Enter|Page Up|arrow keys|Key: H)\b|←|→/, `${selector}: ${text}`);
    }
    const kbd = await page.$$eval('kbd', (nodes) => nodes.filter((node) => node.getClientRects().length > 0).map((node) => node.textContent));
    assert.deepEqual(kbd, [], 'no key caps on show');
    const playerKeys = await page.evaluate(() => window.hanoi.player.shadowRoot.querySelector('.keys').getClientRects().length);
    assert.equal(playerKeys, 0, 'the player\'s Keys line is not shown');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
  // With a keyboard and a mouse, the same page keeps its keys.
  const desk = await openApp(site, '/?variation=classic&discs=3&mode=manual');
  try {
    const { page } = desk;
    await waitForText(page, '#status-detail', 'Your move: drag a disc to another pin, or click a pin (or press 1\u2060–\u20603) and then another.');
    assert.match(await page.$eval('#hint-note', (node) => node.innerText), /Key: H/);
  } finally {
    await desk.close();
  }
});

/** The middle of each peg on the Games view's tower (pegs evenly spread across it), page coordinates. */
function pegPoints(page) {
  return page.evaluate(() => {
    const tower = document.getElementById('tower');
    tower.scrollIntoView({ block: 'center' });
    const rect = tower.getBoundingClientRect();
    const pegs = window.hanoiGames.controller.state.pegs.length;
    return Array.from({ length: pegs }, (_, i) => ({ x: rect.left + (rect.width * (i + 0.5)) / pegs, y: rect.top + rect.height * 0.6 }));
  });
}

test('the Games view: a disc dragged by finger and by mouse is a move; the browser takes no gesture on its tower', async () => {
  const address = '/games.html?game=impartial&pegs=3&discs=3&vs=human';
  const positionText = (page) => page.evaluate(() => window.hanoiGames.controller.state.position.text);
  const phone = await openApp(site, address, PHONE);
  try {
    const { page } = phone;
    assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('tower')).touchAction), 'none');
    const before = await positionText(page);
    await fingerDrag(page, 0, 2, { points: pegPoints });
    await page.waitForFunction((was) => window.hanoiGames.controller.state.position.text !== was, before);
    assert.match(await positionText(page), /peg 3: 1\b/);
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
  }
  const desk = await openApp(site, address);
  try {
    const { page } = desk;
    const [a, , c] = await pegPoints(page);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(c.x, c.y, { steps: 8 });
    await page.mouse.up();
    await page.waitForFunction(() => /peg 3: 1\b/.test(window.hanoiGames.controller.state.position.text));
    assert.equal(await page.evaluate(() => window.hanoiGames.controller.lifted), null);
    assert.deepEqual(desk.errors, []);
  } finally {
    await desk.close();
  }
});
