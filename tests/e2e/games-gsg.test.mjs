// End-to-end tests of the generalized Sprague–Grundy values on the Games
// view (CLM section 7.3): an impartial game shows its position's value
// under the win/lose/draw line, with what it means as the line's title, and
// each listed move the value it leads to; a game solved in the worker hands
// the values over with its analysis; a game that is not impartial shows
// none. Every wait is for a state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, text, useSite } from './harness.mjs';

const site = useSite();

const statusIs = (page, kind, timeout = 30_000) => page.waitForSelector(`#game-status[data-kind="${kind}"]`, { timeout });
const gsgIs = (page, want, timeout = 15_000) =>
  page.waitForFunction((w) => document.getElementById('game-gsg').textContent === w, want, { timeout });

test('a drawn game shows ∞ at the start, each move the value it leads to, and what ∞ means', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=4&discs=3&end=ec1&vs=human&hints=on');
  try {
    const { page } = tab;
    await statusIs(page, 'turn');
    assert.equal(await text(page, '#game-gsg'), 'Generalized Sprague–Grundy value: ∞');
    const title = await page.getAttribute('#game-gsg', 'title');
    assert.match(title, /^Generalized Sprague–Grundy value ∞: play can go on for ever \(∞\); no move leads to a finite value, so neither player can force a win: a draw\.$/);
    // A phone or a projector has no hover: the meaning is shown on request, and hidden again.
    assert.equal(await page.isHidden('#game-gsg-meaning'), true);
    await page.click('#game-gsg-more');
    assert.equal(await text(page, '#game-gsg-meaning'), title);
    assert.equal(await page.getAttribute('#game-gsg-more', 'aria-expanded'), 'true');
    await page.click('#game-gsg-more');
    assert.equal(await page.isHidden('#game-gsg-meaning'), true);
    // Every move of the start is listed with its follower's value, explained in its title.
    const moves = await page.$$eval('#choices li', (items) => items.map((li) => [li.textContent, li.title]));
    assert.ok(moves.length > 0);
    for (const [line, why] of moves) {
      assert.match(line, /^disc \d, peg \d → peg \d: = draw \(best\); leads to value ∞$/);
      assert.match(why, /^Generalized Sprague–Grundy value ∞: play can go on for ever/);
    }
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a game solved in the worker shows its values, and a winning move leads to 0', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=9&end=ec2&vs=human&hints=on');
  try {
    const { page } = tab;
    await statusIs(page, 'turn');
    assert.ok(site.server.requests.some((r) => !r.precache && r.path.includes('solve-worker')), 'the worker solved it');
    assert.equal(await text(page, '#game-gsg'), 'Generalized Sprague–Grundy value: 1');
    assert.match(await page.getAttribute('#game-gsg', 'title'), /^Generalized Sprague–Grundy value 1: the player to move wins/);
    const best = await page.$$eval('#choices li', (items) => items.map((li) => li.textContent).find((t) => t.includes('(best)')));
    assert.match(best, /; leads to value 0$/);
    // Make that move: Player 2 is then at 0, a loss.
    const [, from, to] = best.match(/peg (\d) → peg (\d)/);
    await page.keyboard.press(from);
    await statusIs(page, 'lifted');
    await page.keyboard.press(to);
    await gsgIs(page, 'Generalized Sprague–Grundy value: 0');
    assert.match(await text(page, '#game-value'), /^Player 2 to move: Player 2 loses in/);
    assert.match(await page.getAttribute('#game-gsg', 'title'), /value 0: the player to move loses against perfect play\.$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a game that is not impartial shows no values', async () => {
  const tab = await openApp(site, '/games.html?game=red-blue&discs=2&vs=human&hints=on');
  try {
    const { page } = tab;
    await statusIs(page, 'turn');
    assert.equal(await page.isHidden('#game-gsg'), true);
    assert.ok(!(await text(page, '#choices')).includes('leads to value'));
  } finally {
    await tab.close();
  }
});
