// End-to-end tests of the Games view (games.html, and index.html?game=...):
// a whole game lost to the perfect computer, played from the keyboard; a
// move's hint against the `hanoi game` command's value; an illegal move
// refused with its reason; a bad address answered with notices; a larger
// game solved in the worker. Every wait is for a state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openApp, repoRoot, text, useSite } from './harness.mjs';

const site = useSite();
const run = promisify(execFile);

/** The `hanoi` command's answer, as JSON (cargo builds it if needed). */
async function cli(...args) {
  const { stdout } = await run('cargo', ['run', '-q', '-p', 'hanoi-cli', '--', ...args, '--json'], { cwd: repoRoot, timeout: 300_000 });
  return JSON.parse(stdout);
}

const statusIs = (page, kind, timeout = 15_000) =>
  page.waitForSelector(`#game-status[data-kind="${kind}"]`, { timeout });
const towerText = (page) => page.getAttribute('#tower', 'aria-label');

test('against the perfect computer, the second player of 3 pegs, 2 discs, EC1 loses, and the replay shows every value', async () => {
  // The playground's address with ?game= opens the Games view.
  const tab = await openApp(site, '/index.html?game=impartial&pegs=3&discs=2&end=ec1&vs=computer&side=second&speed=8');
  try {
    const { page } = tab;
    assert.match(page.url(), /\/games\.html\?game=impartial/);
    // The computer (Player 1) opens, then it is our turn, and we lose whatever we do.
    await statusIs(page, 'turn');
    assert.equal(await text(page, '#game-status'), 'The computer (Player 1) moved disc 1, peg 1 → peg 2. Your turn.');
    assert.equal(await text(page, '#game-value'), 'Your turn: you lose in 2 moves against perfect play.');
    // Keyboard only: 1 lifts the disc on peg 1, 3 puts it on peg 3.
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    // A move's value counts the moves left as the headline does, this move included.
    assert.match(await text(page, '#pegs [data-peg="2"]'), /✗ lose in 2/);
    await page.keyboard.press('3');
    await statusIs(page, 'over');
    assert.equal(await text(page, '#game-status'), 'The computer (Player 1) moved disc 1, peg 2 → peg 3. The game is over: the computer (Player 1) wins.');
    assert.equal(await towerText(page), 'The pegs: peg 1: empty; peg 2: empty; peg 3: 2 1');
    assert.deepEqual(
      await page.$$eval('#history li', (items) => items.map((li) => li.textContent)),
      [
        'Player 1: disc 1, peg 1 → peg 2: win in 3',
        'Player 2: disc 2, peg 1 → peg 3: lose in 2',
        'Player 1: disc 1, peg 2 → peg 3: win in 1',
      ],
    );
    assert.match(await text(page, '#chart-summary'), /^Value history over 3 moves: Player 1 winning from move 0\.$/);
    // Replay, move by move, with each move's value.
    await page.click('#replay');
    await statusIs(page, 'replay');
    assert.equal(await text(page, '#game-status'), 'Replay, the start: Player 1 can force a win in 3 moves.');
    await page.click('#replay-next');
    await page.waitForSelector('#history li[aria-current="step"]');
    assert.equal(await text(page, '#game-status'), 'Replay, 1. Player 1: disc 1, peg 1 → peg 2: win in 3.');
    assert.equal(await towerText(page), 'The pegs: peg 1: 2; peg 2: 1; peg 3: empty');
    await page.click('#replay-end');
    await statusIs(page, 'over');
    assert.deepEqual(tab.errors.filter((e) => !e.startsWith('requestfailed')), [], 'only the playground\'s preloads, cut short by the forward');
  } finally {
    await tab.close();
  }
});

test("a move's hint agrees with the hanoi command's value", async () => {
  const expected = await cli('game', 'impartial', '--pegs', '3', '--discs', '4', '--end', 'EC2');
  assert.equal(expected.value, 'first');
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=4&end=ec2&vs=human&hints=on');
  try {
    const { page } = tab;
    assert.equal(await text(page, '#game-value'), `Player 1 to move: Player 1 can force a win in ${expected.remoteness} moves.`);
    // The command's first move of perfect play is marked best, and counted as the headline
    // counts: the moves left from now, this one included.
    const first = expected.line[0];
    const hint = await text(page, `#choices li[data-move="${first.from}-${first.to}"]`);
    // Its delta remoteness (0: the fastest win), and the generalized Sprague–Grundy value it
    // leads to: a winning move leads to 0.
    assert.equal(hint, `disc ${first.disc}, peg ${first.from} → peg ${first.to}: ✓ win in ${expected.remoteness} (best) · Δ 0, the fastest win; leads to value 0`);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a move of the disc the opponent just moved is refused with the reason, and nothing changes', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=3&end=ec1&vs=human');
  try {
    const { page } = tab;
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.waitForSelector('#history li');
    const before = await towerText(page);
    assert.equal(before, 'The pegs: peg 1: 3 2; peg 2: 1; peg 3: empty');
    await page.keyboard.press('2');
    await statusIs(page, 'illegal');
    assert.equal(await text(page, '#game-status'), 'Your opponent just moved disc 1, so it may not move again at once.');
    assert.equal(await page.getAttribute('#game-status', 'aria-live'), 'polite');
    assert.equal(await towerText(page), before);
    assert.equal(await page.$$eval('#history li', (items) => items.length), 1);
    assert.match(await text(page, '#game-value'), /^Player 2 to move: /);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('bad address parameters get notices from the core and a game that works', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=99&end=ec7&vs=robot');
  try {
    const { page } = tab;
    assert.deepEqual(await page.$$eval('#game-notices li', (items) => items.map((li) => li.textContent)), [
      'The ending is EC1, EC2, EC3, EC4 or EC5, not "ec7": using EC1.',
      'The impartial game takes 1 to 12 discs on 3 pegs here, not 99: using 12.',
      'Who plays (vs) takes computer, human or watch, not "robot": using computer.',
    ]);
    assert.equal(await text(page, '#game-title'), 'Impartial Tower of Hanoi, 3 pegs, 12 discs, EC1');
    assert.match(await text(page, '#game-value'), /^Your turn: you can force a win in [\d,]+ moves\.$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a game too large for the page is refused with the command to run instead', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&discs=2&vs=human');
  try {
    const { page } = tab;
    await statusIs(page, 'turn');
    await page.fill('#g-discs', '13');
    await page.click('#new-game');
    await page.waitForSelector('#game-error:not(:empty)');
    assert.equal(
      await text(page, '#game-error'),
      'The impartial game takes 1 to 12 discs on 3 pegs here, not 13; the command line takes it: hanoi game impartial --discs 13.',
    );
    assert.equal(await text(page, '#game-title'), 'Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a form value refused says why and keeps the game', async () => {
  const tab = await openApp(site, '/games.html?game=red-blue&discs=2&vs=human');
  try {
    const { page } = tab;
    assert.equal(await text(page, '#game-value'), 'Blue to move: Blue loses in 12 moves against perfect play.');
    await page.fill('#g-discs', '9');
    await page.click('#new-game');
    await page.waitForSelector('#game-error:not(:empty)');
    assert.equal(await text(page, '#game-error'), 'Red–Blue takes 1 to 5 discs a side, not 9.');
    assert.equal(await text(page, '#game-title'), 'Red–Blue Tower of Hanoi, 2 discs a side, Blue first');
    // Blue may not move Red's discs.
    await page.keyboard.press('4');
    await statusIs(page, 'illegal');
    assert.equal(await text(page, '#game-status'), 'Disc 1 is red: each player moves only their own colour.');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('switching the form to another game and pressing New game starts it, each field filled with that game’s values and labelled in its words', async () => {
  // Red–Blue first: its form has no pegs, weights or ending, which the others need.
  const tab = await openApp(site, '/games.html?game=red-blue&discs=2&vs=human');
  try {
    const { page } = tab;
    const titleIs = (title) => page.waitForFunction((t) => document.getElementById('game-title').textContent === t, title);
    await titleIs('Red–Blue Tower of Hanoi, 2 discs a side, Blue first');
    assert.equal(await text(page, '#f-discs label'), 'Discs a side');
    await page.selectOption('#g-game', 'scoring');
    assert.equal(await text(page, '#f-discs label'), 'Discs');
    await page.fill('#g-discs', '2');
    await page.click('#new-game');
    await titleIs('Scoring Tower of Hanoi, 2 discs, EC1, weights 1,2,-3');
    await page.selectOption('#g-game', 'impartial');
    await page.click('#new-game');
    await titleIs('Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1');
    await page.selectOption('#g-game', 'red-blue');
    await page.click('#new-game');
    await titleIs('Red–Blue Tower of Hanoi, 2 discs a side, Blue first');
    assert.equal(await text(page, '#game-error'), '');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a larger game is solved in the worker, with progress, and then plays', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=9&end=ec2&vs=watch&speed=8');
  try {
    const { page } = tab;
    assert.ok(site.server.requests.some((r) => !r.precache && r.path.includes('solve-worker')), 'the worker solved it');
    assert.match(await text(page, '#game-value'), /^Player 1 to move: Player 1 can force a win in [\d,]+ moves\.$|^Player 2 to move/);
    // Computer against computer plays on by itself.
    await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 2, null, { timeout: 15_000 });
    await page.click('#pause');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the form shows exactly the fields of each game’s parameters (the ko rule too), the address round-trips them, and the titles are the command line’s', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=4&discs=2&end=ec4&ko=on&vs=human');
  try {
    const { page } = tab;
    const titleIs = (title) => page.waitForFunction((t) => document.getElementById('game-title').textContent === t, title);
    const shown = () => page.$$eval('#game-params .field', (fields) => fields.filter((f) => !f.hidden).map((f) => f.id));
    const query = async () => Object.fromEntries(new URL(await page.evaluate(() => location.href)).searchParams);
    const ko = 'Impartial Tower of Hanoi, 4 pegs, 2 discs, EC4, ko rule';
    await titleIs(ko);
    assert.deepEqual(await shown(), ['f-pegs', 'f-discs', 'f-players', 'f-end', 'f-ko', 'f-misere', 'f-compulsory', 'f-rounds', 'f-towers']);
    assert.equal(await page.isChecked('#g-ko'), true);
    assert.match(await text(page, '#g-discs-hint'), /^1 to \d+$/);
    assert.equal(await page.inputValue('#g-end'), 'EC4');
    assert.match(await page.$eval('#g-end option[value="EC1"]', (o) => o.textContent), /^EC1: the tower rebuilt on peg 4$/);
    const { game, pegs, discs, end } = await query();
    assert.deepEqual([game, pegs, discs, end, (await query()).ko], ['impartial', '4', '2', 'ec4', 'on']);
    // The fields follow the game chosen, as its parameters say.
    await page.selectOption('#g-game', 'red-blue');
    assert.deepEqual(await shown(), ['f-discs', 'f-first']);
    await page.selectOption('#g-game', 'scoring');
    assert.deepEqual(await shown(), ['f-discs', 'f-end', 'f-weights']);
    // Back to the impartial game without the ko rule: the address drops it.
    await page.selectOption('#g-game', 'impartial');
    await page.uncheck('#g-ko');
    await page.click('#new-game');
    await titleIs('Impartial Tower of Hanoi, 4 pegs, 2 discs, EC4');
    assert.equal((await query()).ko, undefined);
    assert.deepEqual(tab.errors, []);
    // One title: the page's is the command line's, for each game.
    for (const [address, args] of [
      [`game=impartial&pegs=4&discs=2&end=ec4&ko=on`, ['game', 'impartial', '--pegs', '4', '--discs', '2', '--end', 'EC4', '--ko']],
      [`game=scoring&discs=2&weights=1,2.5,-3`, ['game', 'scoring', '--discs', '2', '--weights', '1,2.5,-3']],
      [`game=red-blue&discs=2&first=red`, ['game', 'red-blue', '--discs', '2', '--first', 'red']],
    ]) {
      await page.goto(`${site.url}/games.html?${address}&vs=human`);
      await page.waitForSelector('html[data-ready="true"]');
      assert.equal(await text(page, '#game-title'), (await cli(...args)).title, address);
    }
  } finally {
    await tab.close();
  }
});

test('a move flies as on the playground: the shared playback lifts the disc, carries it eased, and lands it on its peg', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=3&vs=human&speed=0.5');
  try {
    const { page } = tab;
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    const flight = await page.waitForFunction(() => {
      const f = window.hanoiGames.playback.flight;
      return f && f.progress > 0 && f.progress < 1 && { from: f.from, to: f.to, disc: f.disc.size };
    });
    assert.deepEqual(await flight.jsonValue(), { from: 0, to: 2, disc: 1 });
    await page.waitForFunction(() => window.hanoiGames.playback.flight === null);
    assert.deepEqual(await page.evaluate(() => window.hanoiGames.controller.state.position.pins.map((pin) => pin.map((disc) => disc.size))), [[3, 2], [], [1]]);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
