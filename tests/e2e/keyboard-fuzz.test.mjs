// A fuzz of each page, as PhET's fuzzBoard does for its simulations: random
// keys (Tab, arrows, digits, Enter, Space, Escape, undo and redo...), clicks
// on random controls (buttons, menus, fields, sliders, the tower) and typing,
// as fast as the page takes them. After every action there must be no
// console error or uncaught exception, and every puzzle on the page must
// show a position the rules reach: the solution's position at its move
// number, or, in play by hand (and in a game), every disc exactly once.
//
// `make test` spends FUZZ_SECONDS=4 on each page; `make fuzz` spends 40.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, newPage } from './harness.mjs';
import { FUZZ_SEED as SEED, generator } from '../seeded-random.mjs';

const SECONDS = Number(process.env.FUZZ_SECONDS ?? 4);
const site = useSite();

const KEYS = [
  'Tab', 'Shift+Tab', 'Enter', ' ', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End',
  'PageUp', 'PageDown', '0', '1', '2', '3', '4', '5', '9', '.', ',', 'Control+z', 'Control+y', 'Control+Shift+Z',
  'a', 'm', 'r', '?', 'Backspace', 'Delete', '-',
];
const TYPED = ['3', '12', '-1', '99999999999999999999', 'classic', 'x', '', '0,1;1,0', '1e9'];

/**
 * Picks a random control on the page (looking into the players' shadow
 * roots), readies it (a select gets a random option), and returns the point
 * to click, or null. Links are left alone: they leave the page.
 */
function readyControl(pick) {
  const controls = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll('button, select, input, textarea, summary, canvas, [tabindex]')) {
      const box = el.getBoundingClientRect();
      const hidden = box.width === 0 || box.height === 0 || el.closest('[hidden]') || el.type === 'file';
      if (!hidden && !el.disabled) controls.push(el);
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(document);
  if (controls.length === 0) return null;
  const el = controls[Math.floor(pick[0] * controls.length)];
  el.scrollIntoView({ block: 'center' });
  if (el.tagName === 'SELECT' && el.options.length > 0) {
    el.selectedIndex = Math.floor(pick[1] * el.options.length);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return null;
  }
  const box = el.getBoundingClientRect();
  return { x: box.left + pick[1] * box.width, y: box.top + pick[2] * box.height, label: el.id || el.tagName };
}

/** Every puzzle on the page against the engine: what it shows is reachable. Returns {problems, puzzles}. */
function unreachableShown() {
  const problems = [];
  const players = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.controller?.session?.positionText) players.push(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  for (const player of players) {
    const c = player.controller;
    const s = c.session;
    const shown = s.positionText();
    const discs = s.position().pins.flat();
    const sizes = discs.map((d) => `${d.size}/${d.stack}`).sort();
    // A disc is its size and its stack (Antwerp and Multi-Stack have equal sizes).
    if (new Set(sizes).size !== discs.length) problems.push(`${player.id}: a disc shown twice: ${shown}`);
    const fresh = c.newSession(c.variation.id, s.discs(), s.pins());
    try {
      // Some variations have several towers of `discs` each: count the start's.
      const all = fresh.position().pins.flat().length;
      if (discs.length !== all) problems.push(`${player.id}: ${discs.length} discs shown of ${all}: ${shown}`);
      if (!s.isManual()) {
        fresh.seek(s.movesMade());
        if (fresh.positionText() !== shown) {
          problems.push(`${player.id}: after ${s.movesMade()} moves shows ${shown}, the solution has ${fresh.positionText()}`);
        }
      }
    } finally {
      fresh.free();
    }
  }
  // The Games view: the discs on show are the discs it started with, each once.
  const game = window.hanoiGames?.controller?.session;
  if (game) {
    const discs = (position) => position.pins.flat().map((d) => `${d.size}/${d.stack}/${d.colour}`).sort().join(' ');
    const [now, start] = [discs(game.position()), discs(game.positionAt(0))];
    if (now !== start) problems.push(`game: shows ${now}, started with ${start}`);
  }
  return { problems, puzzles: players.length + (game ? 1 : 0) };
}

/**
 * page.evaluate, again once the page has loaded if the last action started
 * a navigation (the Games page reloads itself for a new game).
 */
async function evaluateSettled(page, fn, arg) {
  try {
    return await page.evaluate(fn, arg);
  } catch (error) {
    if (!/context was destroyed|navigat/i.test(error.message)) throw error;
    await page.waitForLoadState();
    return page.evaluate(fn, arg);
  }
}

for (const address of ['/?variation=classic&discs=3', '/weighted.html', '/games.html', '/sums.html']) {
  test(`${SECONDS} s of random keys and clicks on ${address}: no error, every position reachable (seed ${SEED})`, async () => {
    const random = generator(SEED);
    const tab = await newPage(site.browser);
    const { page } = tab;
    // Printing would open a dialog headless Chromium never closes.
    await page.addInitScript(() => {
      window.print = () => {};
    });
    page.on('dialog', (dialog) => dialog.dismiss());
    try {
      await page.goto(site.url + address);
      await page.waitForFunction(() => document.querySelector('hanoi-player, hanoi-weighted-player, #board, canvas'));
      const start = new URL(page.url()).pathname;
      const actions = [];
      let checked = 0;
      const deadline = Date.now() + SECONDS * 1000;
      while (Date.now() < deadline) {
        const r = random.next();
        let action;
        if (r < 0.6) {
          action = `press ${random.pick(KEYS)}`;
          await page.keyboard.press(action.slice(6));
        } else if (r < 0.95) {
          const point = await evaluateSettled(page, readyControl, [random.next(), random.next(), random.next()]);
          action = point ? `click ${point.label}` : 'choose an option';
          if (point) await page.mouse.click(point.x, point.y);
        } else {
          action = `type ${random.pick(TYPED)}`;
          await page.keyboard.type(action.slice(5));
        }
        actions.push(action);
        // A link or a form may still leave the page: come back and go on.
        if (new URL(page.url()).pathname !== start) {
          await page.goto(site.url + address);
          continue;
        }
        const { problems, puzzles } = await evaluateSettled(page, unreachableShown);
        checked += puzzles;
        const recent = actions.slice(-12).join(', ');
        // A new game stops the solving worker and a reload stops the page's
        // fetches: requests cut short that way are the fuzz's own doing.
        const errors = tab.errors.filter((e) => !/^requestfailed: .* net::ERR_ABORTED$/.test(e));
        assert.deepEqual(errors, [], `after ${actions.length} actions (last: ${recent})`);
        assert.deepEqual(problems, [], `after ${actions.length} actions (last: ${recent})`);
      }
      console.log(
        `keyboard fuzz: ${actions.length} actions on ${address} in ${SECONDS} s (seed ${SEED}),` +
          ` ${checked} positions checked against the engine, no error`,
      );
    } finally {
      await tab.close();
    }
  });
}
