// End-to-end tests of several players on the Games view (the impartial
// game's `players`, CLM section 7.4): three players, you against two
// computers and all three on one screen, each played to the end, each
// move's effect said in the core's words. Every wait is for a state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, text, useSite } from './harness.mjs';

const site = useSite();

const statusIs = (page, kind, timeout = 15_000) => page.waitForSelector(`#game-status[data-kind="${kind}"]`, { timeout });

/** Plays the move the hints mark best (a loss's "holds out longest" too), from the keyboard. */
async function playMarked(page) {
  const moves = await page.$$eval('#choices li', (items) => items.map((li) => ({ move: li.dataset.move, text: li.textContent })));
  const marked = moves.find((m) => /\((best|holds out longest)\)/.test(m.text)) ?? moves[0];
  const [from, to] = marked.move.split('-');
  await page.keyboard.press(from);
  await statusIs(page, 'lifted');
  await page.keyboard.press(to);
}

/** Until the game is over: play the marked move on each human turn. */
async function playToTheEnd(page) {
  await page.focus('#pegs');
  for (let moves = 0; moves < 40; moves++) {
    const kind = await page.waitForFunction(() => {
      const k = document.querySelector('#game-status').dataset.kind;
      return k === 'turn' || k === 'over' ? k : false;
    }, null, { timeout: 15_000 }).then((h) => h.jsonValue());
    if (kind === 'over') return;
    await playMarked(page);
  }
  assert.fail('the game did not end within 40 moves');
}

test('three players, you the kingmaker against two computers: the end names the winner', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=2&end=ec1&players=3&vs=computer&side=first&hints=on&speed=8');
  try {
    const { page } = tab;
    await statusIs(page, 'turn');
    assert.equal(await text(page, '#game-title'), 'Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1, 3 players');
    assert.match(await text(page, '#game-goal'), /the player who moved last wins/);
    assert.equal(await page.$$eval('#players .player-card', (cards) => cards.length), 3);
    // No two sides to chart: the card lists the moves, and says why there is no chart.
    assert.equal(await text(page, '#history-heading'), 'Moves');
    assert.match(await text(page, '#chart-summary'), /^With more than two players there are no two sides to chart/);
    assert.match(await text(page, '#player-2'), /Player 3 \(computer\)/);
    assert.match(await text(page, '#game-value'), /^Your turn: no player can force a win, but Player 1, to move, is the kingmaker/);
    // The hints say whom each move hands a forced win.
    const hints = await page.$$eval('#choices li', (items) => items.map((li) => [li.dataset.move, li.textContent]));
    assert.deepEqual(
      Object.fromEntries(hints.map(([move, line]) => [move, line.replace(/^.*; then /, '')])),
      { '1-2': 'Player 3 forces a win in 2', '1-3': 'Player 2 forces a win in 4' },
    );
    // Disc 1 to peg 3 hands the win to Player 2: the status says so after the move.
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    await page.keyboard.press('3');
    await playToTheEnd(page);
    assert.match(await text(page, '#game-status'), /The game is over: the computer \(Player 2\) wins\.$/);
    assert.match(await text(page, '#history'), /Player 3: disc 1/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('three players on one screen, hot seat: played to the end, the winner named', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=2&end=ec1&players=3&vs=human&hints=on');
  try {
    const { page } = tab;
    await statusIs(page, 'turn');
    assert.match(await text(page, '#game-value'), /^Player 1 to move: no player can force a win, but Player 1, to move, is the kingmaker/);
    await playMarked(page);
    await statusIs(page, 'turn');
    // Each move's effect, in the core's words, then whose turn it is.
    assert.match(await text(page, '#game-status'), /^Player 1 moved disc 1, peg 1 → peg \d\. Player \d(, to move,)? can force a win in 4 moves against all the others together\. Player 2 to move\.$/);
    await playToTheEnd(page);
    assert.match(await text(page, '#game-status'), /The game is over: Player [23] wins\.$/);
    assert.equal(await page.$$eval('#history li', (items) => items.length), 5);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a larger game of three players is solved in the worker, then played', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=2&end=ec1&players=3&vs=human');
  try {
    const { page } = tab;
    await statusIs(page, 'turn');
    let workers = 0;
    page.on('worker', () => (workers += 1));
    await page.fill('#g-discs', '9');
    await page.click('#new-game');
    await page.waitForFunction(() => document.getElementById('game-title').textContent.includes('9 discs'), null, { timeout: 60_000 });
    await statusIs(page, 'turn', 60_000);
    assert.equal(await text(page, '#game-title'), 'Impartial Tower of Hanoi, 3 pegs, 9 discs, EC1, 3 players');
    // Drawn, as with three discs (CLM 7.4): the core's sentence.
    assert.match(await text(page, '#game-value'), /^Player 1 to move: draw: no player can force a win against all the others together/);
    assert.ok(workers >= 1, 'solved in a worker');
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    await page.keyboard.press('2');
    await page.waitForFunction(() => /^Player 1 moved disc 1/.test(document.querySelector('#game-status').textContent));
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('three players chosen one by one: you, a computer and a person beside you, played to the end', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=2&end=ec1&players=3&vs=computer&hints=on&speed=8');
  try {
    const { page } = tab;
    await statusIs(page, 'turn');
    // Player 3 is played by a person too: ticked in the form, kept in the address.
    await page.check('#g-person-2');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('people') === 'third');
    assert.equal(await page.$('#g-person-0'), null, 'you play Player 1: no box for it');
    assert.doesNotMatch(await text(page, '#player-2'), /computer/);
    assert.match(await text(page, '#player-1'), /Player 2 \(computer\)/);
    // Disc 1 to peg 2: Player 3 (the person) can then force a win.
    await page.focus('#pegs');
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    await page.keyboard.press('2');
    await page.waitForFunction(() => /Player 3 to move\.$/.test(document.querySelector('#game-status').textContent));
    assert.equal(await page.getAttribute('#game-status', 'data-kind'), 'turn');
    await playToTheEnd(page);
    assert.match(await text(page, '#game-status'), /The game is over: Player 3 wins\.$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
