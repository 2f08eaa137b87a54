// End-to-end tests of section 7.2's misère game on the Games view: set on
// the form (misère and compulsory moves ticked) and played to the end
// against the perfect computer, a move that is not compulsory refused with
// the compulsory one named; and set by the address (?misere=on), where the
// computer must complete the tower and so loses. The end message says who
// completed the tower and that it loses. Every wait is for a state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, text, useSite } from './harness.mjs';

const site = useSite();

const statusIs = (page, kind, timeout = 15_000) =>
  page.waitForSelector(`#game-status[data-kind="${kind}"]`, { timeout });
const titleIs = (page, title) =>
  page.waitForFunction((t) => document.getElementById('game-title').textContent === t, title);

/** Our move by keyboard: lift from peg `from`, put on peg `to` (pegs from 1), then wait for our turn or the end. */
async function move(page, from, to) {
  await page.keyboard.press(String(from));
  await statusIs(page, 'lifted');
  await page.keyboard.press(String(to));
  await page.waitForSelector('#game-status[data-kind="turn"], #game-status[data-kind="over"], #game-status[data-kind="illegal"]');
}

test('misère with compulsory moves set on the form: played to the end, the player who completes the tower loses', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=2&end=ec1&vs=computer&side=first&speed=8');
  try {
    const { page } = tab;
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1');
    await page.check('#g-misere');
    await page.check('#g-compulsory');
    await page.click('#new-game');
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1, misère, compulsory moves');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    assert.deepEqual([query.misere, query.compulsory, query.rounds], ['on', 'on', undefined]);
    await statusIs(page, 'turn');
    // The strict tower rule leaves Player 2 (the computer) a win: peg 2's tower is illegal.
    assert.equal(await text(page, '#game-value'), 'Your turn: you lose in 5 moves against perfect play.');
    await move(page, 1, 3);
    assert.equal(await text(page, '#game-status'), 'The computer (Player 2) moved disc 2, peg 1 → peg 2. Your turn.');
    await move(page, 3, 1);
    assert.equal(await text(page, '#game-status'), 'The computer (Player 2) moved disc 2, peg 2 → peg 3. Your turn.');
    // Disc 1 can go straight onto disc 2, so it must: anything else is refused, saying which move.
    await move(page, 1, 2);
    assert.equal(
      await text(page, '#game-status'),
      'Compulsory moves: a disc can go straight onto the disc one size larger, so that move must be made: disc 1, peg 1 → peg 3.',
    );
    await move(page, 1, 3);
    await statusIs(page, 'over');
    assert.match(
      await text(page, '#game-status'),
      /The game is over\. You completed the tower, which loses in misère play\. The computer \(Player 2\) wins\.$/,
    );
    assert.equal(await page.getAttribute('#tower', 'aria-label'), 'The pegs: peg 1: empty; peg 2: empty; peg 3: 2 1');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('misère set by the address: the computer must complete the one-disc tower and loses', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=1&end=ec1&misere=on&vs=computer&side=second&speed=8');
  try {
    const { page } = tab;
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 1 disc, EC1, misère');
    assert.equal(await page.isChecked('#g-misere'), true);
    await statusIs(page, 'over');
    assert.equal(
      await text(page, '#game-status'),
      'The computer (Player 1) moved disc 1, peg 1 → peg 3. The game is over. The computer (Player 1) completed the tower, which loses in misère play. You win!',
    );
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the ko rule and rounds together are refused on the form and turned off in an address, with the reason', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=2&ko=on&rounds=on&vs=human');
  try {
    const { page } = tab;
    const why = 'The impartial game: the ko rule and the round rule are two turn rules, choose one (rounds already forbids a move straight back)';
    assert.deepEqual(await page.$$eval('#game-notices li', (items) => items.map((li) => li.textContent)), [`${why}: using rounds off.`]);
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1, ko rule');
    await page.check('#g-rounds');
    await page.click('#new-game');
    await page.waitForSelector('#game-error:not(:empty)');
    assert.equal(await text(page, '#game-error'), `${why}.`);
    assert.equal(await text(page, '#game-title'), 'Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1, ko rule');
    await page.uncheck('#g-ko');
    await page.click('#new-game');
    await titleIs(page, 'Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1, rounds');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
