// End-to-end tests of the Games view's analysis tools (issue 34): each legal
// move's delta remoteness beside its value, the scorecard of your moves
// after a short game, the whole analysis downloaded as CSV and JSON and read
// back, and the computer's strength on the Sums view. Every wait is for a
// state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { openApp, text, useSite } from './harness.mjs';

const site = useSite();

/** Waits until it is a person's turn to move, or the game is over. */
const yourTurnOrOver = (page) =>
  page.waitForFunction(() => {
    const s = window.hanoiGames.controller.state;
    return s.ready && (s.finished || s.humanTurn);
  }, null, { timeout: 15_000 });

/** Makes the move "disc d, peg a → peg b" by the keyboard. */
async function play(page, line) {
  const [, from, to] = line.match(/peg (\d) → peg (\d)/);
  await page.keyboard.press(from);
  await page.waitForSelector('#game-status[data-kind="lifted"]');
  await page.keyboard.press(to);
}

test('each legal move shows its delta remoteness beside its value, explained under the list', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=2&end=ec1&vs=human&hints=on');
  try {
    const { page } = tab;
    await yourTurnOrOver(page);
    const moves = await page.$$eval('#choices li', (items) => items.map((li) => li.textContent));
    assert.deepEqual(moves, [
      'disc 1, peg 1 → peg 2: ✓ win in 3 (best) · Δ 0, the fastest win; leads to value 0',
      'disc 1, peg 1 → peg 3: ✓ win in 5 · Δ 2, 2 moves slower than the fastest win; leads to value 0',
    ]);
    assert.match(await text(page, '#delta-meaning'), /^Delta remoteness \(Δ\): how far a move's remoteness lies from the best move of the same value/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('after a short game the scorecard says what each of your moves did, counted', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=2&end=ec1&vs=computer&speed=8&hints=on');
  try {
    const { page } = tab;
    await yourTurnOrOver(page);
    // On request during the game: none of your moves yet.
    await page.click('#scorecard-toggle');
    assert.equal(await page.getAttribute('#scorecard-toggle', 'aria-expanded'), 'true');
    assert.equal(await text(page, '#scorecard .scorecard-summary'), 'No moves yet.');
    // The slower win first, then the best move each time.
    await play(page, 'disc 1, peg 1 → peg 3');
    for (let i = 0; i < 10; i++) {
      await yourTurnOrOver(page);
      if (await page.evaluate(() => window.hanoiGames.controller.state.finished)) break;
      const best = await page.$$eval('#choices li', (items) => items.map((li) => li.textContent).find((t) => t.includes('(best)')));
      await play(page, best);
    }
    await page.waitForSelector('#game-status[data-kind="over"]');
    assert.equal(await text(page, "#game-value"), "The game is over: you win!");
    // Shown by itself at the end, your moves only, each with the core's verdict.
    assert.equal(await page.isHidden('#scorecard-toggle'), true);
    assert.equal(await text(page, '#scorecard h3'), 'Player 1 (you)');
    assert.equal(await text(page, '#scorecard .scorecard-summary'), '3 moves: 2 best, 1 slower than the best.');
    // Numbered as the moves of the game: yours are the 1st, 3rd and 5th.
    const lines = await page.$$eval('#scorecard li', (items) => items.map((li) => [li.value, li.textContent, li.dataset.group]));
    assert.deepEqual(lines, [
      [1, 'disc 1, peg 1 → peg 3: kept the win, but 2 moves slower', 'slower'],
      [3, lines[1][1], 'best'],
      [5, lines[2][1], 'best'],
    ]);
    assert.match(lines[1][1], /^disc \d, peg \d → peg \d: kept the win, the fastest way$/);
    assert.match(lines[2][1], /^disc \d, peg \d → peg \d: kept the win, the fastest way$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the whole analysis downloads as CSV and JSON, a row for every position the page counts', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=3&end=ec2&vs=human');
  try {
    const { page } = tab;
    await yourTurnOrOver(page);
    const shown = await text(page, '#analysis-positions');
    const positions = Number(shown.match(/^The analysis: ([\d,]+) positions reachable from the start/)[1].replaceAll(',', ''));
    assert.ok(positions > 10, shown);

    const [csvFile] = await Promise.all([page.waitForEvent('download'), page.click('#download-csv')]);
    assert.equal(csvFile.suggestedFilename(), 'impartial-tower-of-hanoi-3-pegs-3-discs-ec2.csv');
    const csv = (await readFile(await csvFile.path(), 'utf8')).trimEnd().split('\n');
    assert.equal(csv[0], 'position,just_moved,to_move,score_difference,note,value,remoteness,gsg');
    assert.equal(csv.length - 1, positions);
    assert.match(csv[1], /^3 2 1 \/ - \/ -,,,,disc 3 has not moved,win,\d+,\d+$/);

    const [jsonFile] = await Promise.all([page.waitForEvent('download'), page.click('#download-json')]);
    assert.equal(jsonFile.suggestedFilename(), 'impartial-tower-of-hanoi-3-pegs-3-discs-ec2.json');
    const json = JSON.parse(await readFile(await jsonFile.path(), 'utf8'));
    assert.equal(json.game, 'impartial');
    assert.equal(json.positions, positions);
    assert.equal(json.rows.length, positions);
    assert.equal(json.rows[0].position, '3 2 1 / - / -');
    // Read back: a row's position, typed into Start from…, starts the game there with the row's value.
    const row = json.rows.find((r) => r.value === 'lose' && r.remoteness > 0 && r.note === 'disc 3 has moved');
    assert.ok(row, 'a lost position after the largest disc has moved');
    await page.fill('#start-text', row.position);
    await page.click('#start-go');
    await page.waitForFunction((p) => document.getElementById('game-title').textContent.endsWith(`from ${p}`), row.position);
    await page.waitForFunction(
      (r) => new RegExp(`loses? in ${r} moves against perfect play`).test(document.getElementById('game-value').textContent),
      row.remoteness,
      { timeout: 15_000 },
    );
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Red–Blue and scoring play download too, with whose turn and the score difference', async () => {
  const tab = await openApp(site, '/games.html?game=red-blue&discs=1&vs=human');
  try {
    const { page } = tab;
    await yourTurnOrOver(page);
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#download-csv')]);
    const csv = (await readFile(await file.path(), 'utf8')).trimEnd().split('\n');
    assert.equal(csv[1], '1b / - / - / 1r; blue to move,,Blue,,,win,1,');
    await page.goto(`${site.url}/games.html?game=scoring&discs=2&vs=human`);
    await page.waitForSelector('html[data-ready="true"]');
    await yourTurnOrOver(page);
    const [json] = await Promise.all([page.waitForEvent('download'), page.click('#download-json')]);
    const rows = JSON.parse(await readFile(await json.path(), 'utf8')).rows;
    assert.equal(rows[0].score_difference, 0);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the Sums view has a strength for its computer, in the address too, a bad value refused with a notice', async () => {
  const tab = await openApp(site, '/sums.html?parts=3:2:EC1,3:2:EC3&strength=errs');
  try {
    const { page } = tab;
    await page.waitForFunction(() => window.hanoiSums.controller.state !== null);
    assert.equal(await page.inputValue('#s-strength'), 'errs');
    assert.equal(await page.evaluate(() => window.hanoiSums.controller.chance), 0.3);
    assert.match(page.url(), /\?parts=3:2:EC1,3:2:EC3&strength=errs$/);
    // Back to perfect: at once, and in the address.
    await page.selectOption('#s-strength', 'perfect');
    assert.equal(await page.evaluate(() => window.hanoiSums.controller.chance), 0);
    assert.match(page.url(), /\?parts=3:2:EC1,3:2:EC3$/);
    // The computer, erring or not, moves when its turn comes.
    await page.selectOption('#s-strength', 'errs');
    await page.click('#tower-1 .peg-button[data-peg="0"]');
    await page.click('#tower-1 .peg-button[data-peg="1"]');
    await page.waitForFunction(() => window.hanoiSums.controller.state.last?.by === 'computer', null, { timeout: 15_000 });
    assert.match(await text(page, '#sum-status'), /^The computer moved disc \d from peg \d to peg \d in tower \d\.$/);
    assert.deepEqual(tab.errors, []);

    await page.goto(`${site.url}/sums.html?parts=3:2:EC1,3:2:EC3&strength=wild`);
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForFunction(() => window.hanoiSums.controller.state !== null);
    assert.equal(await text(page, '#sum-notices'), 'The computer\'s strength (strength) takes perfect or errs, not "wild": using perfect.');
    assert.equal(await page.inputValue('#s-strength'), 'perfect');
  } finally {
    await tab.close();
  }
});

test('several players: the computers have a strength too, and your moves get a scorecard', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=2&end=ec1&players=3&vs=computer&strength=errs&speed=8&hints=on');
  try {
    const { page } = tab;
    await yourTurnOrOver(page);
    assert.equal(await page.isVisible('#g-strength'), true);
    assert.equal(await page.inputValue('#g-strength'), 'errs');
    // The kingmaker loses whatever it does: holding out longest is Δ 0.
    const moves = await page.$$eval('#choices li', (items) => items.map((li) => li.textContent));
    assert.ok(moves.some((m) => m.includes('(holds out longest) · Δ 0, the slowest loss')), moves.join('\n'));
    await play(page, moves.find((m) => m.includes('Δ 0')));
    await page.click('#scorecard-toggle');
    assert.equal(await text(page, '#scorecard h3'), 'Player 1 (you)');
    assert.equal(await text(page, '#scorecard .scorecard-summary'), '1 move: 1 best.');
    assert.equal(await text(page, '#scorecard li'), `${moves.find((m) => m.includes('Δ 0')).split(':')[0]}: lost position: held out longest`);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
