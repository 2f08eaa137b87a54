// End-to-end tests of the Games view around solving a larger game, and of
// how the view reads: a game that will take long says so and asks first
// (a bad link clamped to the largest game included); while a game is being
// solved the form shows it and only Cancel is live, and Cancel goes back to
// the game before; a newer request always wins over an older one still
// asking or solving; computer against computer waits under reduced motion;
// the value chart keeps draws apart from long wins; names, contrast and
// styling. Every wait is for a state of the page (or of its worker).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openApp, text, useSite } from './harness.mjs';

const site = useSite();

const statusIs = (page, kind, timeout = 15_000) => page.waitForSelector(`#game-status[data-kind="${kind}"]`, { timeout });
const titleIs = (page, title, timeout = 30_000) =>
  page.waitForFunction((want) => document.getElementById('game-title').textContent === want, title, { timeout });

/** The game's live controls (the masthead's Present, which only changes the view, aside). */
const liveControls = (page) =>
  page.$$eval('main button, main select, main input', (all) => all.filter((c) => !c.disabled && c.getClientRects().length > 0).map((c) => c.id));

/**
 * Follows the workers the page starts from now on; `ended()` resolves once
 * every one of them has closed, and rejects if one is still open after
 * `timeout` ms (as Playwright's own waits do). Each is followed from the
 * event that announces it, so none can close unseen.
 */
function watchWorkers(page) {
  const open = new Set();
  let started = 0;
  let settle = null;
  const check = () => {
    if (open.size === 0 && settle) settle();
  };
  page.on('worker', (worker) => {
    started += 1;
    open.add(worker);
    worker.once('close', () => {
      open.delete(worker);
      check();
    });
  });
  return {
    /** How many have started so far. */
    get started() {
      return started;
    },
    ended: (timeout = 30_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${open.size} worker(s) the page started still open after ${timeout} ms`)), timeout);
        settle = () => {
          clearTimeout(timer);
          resolve();
        };
        check();
      }),
  };
}

/**
 * A solver that never answers, in place of the page's worker script, so a
 * test can act while a game is being solved however fast it would solve.
 * The page cannot tell: it shows the game being solved until Cancel.
 */
const solverThatNeverAnswers = (page) =>
  page.route(/\/solve-worker\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '// never answers\n' }));

/** The page's address as a map of its query's values. */
const queryOf = async (page) => Object.fromEntries(new URL(await page.evaluate(() => location.href)).searchParams);

/** Asks for a game through the form, as a visitor would. */
async function newGame(page, { pegs, discs }) {
  await page.fill('#g-pegs', String(pegs));
  await page.fill('#g-discs', String(discs));
  await page.click('#new-game');
}

test('a game that takes long asks first; while it solves the form shows it and only Cancel is live; Cancel goes back', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=3&end=ec1&vs=human');
  try {
    const { page } = tab;
    const before = 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1';
    assert.equal(await text(page, '#game-title'), before);
    const workers = watchWorkers(page);
    await newGame(page, { pegs: 5, discs: 8 });
    // The core's estimate: long, so it says so and waits.
    await page.waitForSelector('#ask:not([hidden])');
    assert.match(await text(page, '#ask-text'), /^Impartial Tower of Hanoi, 5 pegs, 8 discs, EC1 has up to [\d,]+ positions: solving it here may take about \d+ seconds? and up to [\d.,]+ [KMG]B of memory/);
    assert.equal(await text(page, '#ask-keep'), `Keep playing ${before}`);
    assert.equal(await text(page, '#game-title'), before, 'nothing has started');
    await page.click('#ask-solve');
    await page.waitForSelector('#solving:not([hidden])');
    // The form keeps the game being solved, with this game's fields only.
    assert.deepEqual(
      await page.evaluate(() => ['g-game', 'g-pegs', 'g-discs', 'g-end'].map((id) => document.getElementById(id).value)),
      ['impartial', '5', '8', 'EC1'],
    );
    assert.deepEqual(
      await page.evaluate(() => ['f-pegs', 'f-end', 'f-weights', 'f-first'].map((id) => document.getElementById(id).hidden)),
      [false, false, true, true],
    );
    assert.deepEqual(await liveControls(page), ['solving-cancel']);
    assert.match(await text(page, '#solving-text'), /^Solving Impartial Tower of Hanoi, 5 pegs, 8 discs, EC1: /);
    // Keys play nothing meanwhile.
    const status = await text(page, '#game-status');
    await page.keyboard.press('1');
    assert.equal(await text(page, '#game-status'), status);
    // Cancel: the previous game again, the form with it, everything live, and no error.
    await page.click('#solving-cancel');
    await page.waitForSelector('#solving[hidden]', { state: 'attached' });
    await workers.ended();
    assert.equal(await text(page, '#game-title'), before);
    assert.deepEqual(await page.evaluate(() => [document.getElementById('g-pegs').value, document.getElementById('g-discs').value]), ['3', '3']);
    assert.deepEqual(await page.$$eval('#game-notices li', (items) => items.map((li) => li.textContent)), [
      `Solving Impartial Tower of Hanoi, 5 pegs, 8 discs, EC1 was cancelled: back to ${before}.`,
    ]);
    const live = await liveControls(page);
    for (const id of ['new-game', 'g-discs', 'g-pegs', 'restart']) assert.ok(live.includes(id), `${id} is live again: ${live}`);
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    assert.equal(await text(page, '#game-error'), '');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a bad link clamped to the largest game asks before solving it, and can play a small game instead', async () => {
  const seen = site.server.requests.length;
  const tab = await openApp(site, '/games.html?game=impartial&pegs=9&discs=99&vs=human');
  try {
    const { page } = tab;
    assert.deepEqual(await page.$$eval('#game-notices li', (items) => items.map((li) => li.textContent)), [
      'The impartial game takes 3 to 6 pegs, not 9: using 6.',
      'The impartial game takes 1 to 8 discs on 6 pegs here, not 99: using 8.',
    ]);
    assert.equal(await page.isVisible('#ask'), true);
    assert.match(await text(page, '#ask-text'), /^Impartial Tower of Hanoi, 6 pegs, 8 discs, EC1 has up to 11,757,312 positions: solving it here may take about/);
    // The fallback: the most discs on these pegs that solve at once.
    assert.equal(await text(page, '#ask-keep'), 'Play Impartial Tower of Hanoi, 6 pegs, 5 discs, EC1 instead');
    assert.deepEqual(site.server.requests.slice(seen).filter((r) => !r.precache && r.path.includes('solve-worker')), [], 'nothing is solved unasked');
    await page.click('#ask-keep');
    await titleIs(page, 'Impartial Tower of Hanoi, 6 pegs, 5 discs, EC1');
    assert.equal(
      await text(page, '#game-notices li:last-child'),
      'Impartial Tower of Hanoi, 6 pegs, 8 discs, EC1 was not solved: playing Impartial Tower of Hanoi, 6 pegs, 5 discs, EC1 instead.',
    );
    assert.match(await text(page, '#game-value'), /^Player 1 to move: /);
    assert.equal(await page.isVisible('#ask'), false);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Cancel while a first visit solves a large game plays the largest quick game on those pegs, with the address\'s options, and the page works on', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=6&discs=8&end=ec2&vs=human&hints=on');
  try {
    const { page } = tab;
    const workers = watchWorkers(page);
    await page.click('#ask-solve');
    await page.waitForSelector('#solving:not([hidden])');
    assert.deepEqual(await liveControls(page), ['solving-cancel']);
    await page.click('#solving-cancel');
    // 6 pegs, 4 discs: the most that solve at once with EC2 (the core's fallback).
    await titleIs(page, 'Impartial Tower of Hanoi, 6 pegs, 4 discs, EC2');
    await workers.ended();
    assert.deepEqual(await page.$$eval('#game-notices li', (items) => items.map((li) => li.textContent)), [
      'Solving Impartial Tower of Hanoi, 6 pegs, 8 discs, EC2 was cancelled: playing Impartial Tower of Hanoi, 6 pegs, 4 discs, EC2 instead.',
    ]);
    // The address's options hold for the game played instead: two players, hints on.
    assert.equal(await page.inputValue('#g-vs'), 'human');
    assert.equal(await page.isChecked('#g-hints'), true);
    assert.equal(await page.isVisible('#hints'), true);
    const query = await queryOf(page);
    assert.equal(query.vs, 'human');
    assert.equal(query.hints, 'on');
    assert.equal(query.discs, '4');
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Cancel on a first visit whose game has no quick form with its weights plays another game the page can play, with no error', async () => {
  // Scoring play with these weights: 2 discs is the most a page takes, and
  // no number of discs solves at once, so it goes to a worker (held here).
  const tab = await newPage(site.browser);
  try {
    const { page } = tab;
    await solverThatNeverAnswers(page);
    await page.goto(`${site.url}/games.html?game=scoring&discs=2&weights=0.01,1,-30&vs=human&hints=on`);
    await page.waitForSelector('#solving:not([hidden])');
    assert.match(await text(page, '#solving-text'), /^Solving Scoring Tower of Hanoi, 2 discs, EC1, weights 0\.01,1,-30/);
    await page.click('#solving-cancel');
    await page.waitForSelector('#solving[hidden]', { state: 'attached' });
    // No number of discs solves at once with these weights: the core's fallback has the default ones.
    const title = 'Scoring Tower of Hanoi, 3 discs, EC1, weights 1,2,-3';
    await titleIs(page, title);
    assert.equal(await text(page, '#game-notices li:last-child'), `Solving Scoring Tower of Hanoi, 2 discs, EC1, weights 0.01,1,-30 was cancelled: playing ${title} instead.`);
    assert.equal(await page.inputValue('#g-vs'), 'human');
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('scoring play without discs in the address starts with no more discs than the page takes for its weights', async () => {
  // 0.01,1,-30: at most 2 discs here; the default 3 would be refused.
  const tab = await openApp(site, '/games.html?game=scoring&weights=0.01,1,-30&vs=human');
  try {
    const { page } = tab;
    assert.equal(await page.inputValue('#g-discs'), '2');
    assert.equal(await page.isVisible('#ask'), false, 'a game this small does not ask first');
    await titleIs(page, 'Scoring Tower of Hanoi, 2 discs, EC1, weights 0.01,1,-30');
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Cancel ends a solve under way: its worker closes, and the game asked for at once after it (3 pegs, 4 discs) stays in play', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=3&end=ec1&vs=human');
  try {
    const { page } = tab;
    const workers = watchWorkers(page);
    await newGame(page, { pegs: 5, discs: 8 });
    await page.click('#ask-solve');
    // The worker is at work: it has reported positions explored.
    await page.waitForFunction(() => /[\d,]+ (of at most [\d,]+ )?positions…$/.test(document.getElementById('solving-text').textContent));
    assert.equal(workers.started, 1);
    // Cancel, then at once the small game, before the old worker has gone.
    await page.evaluate(() => {
      document.getElementById('solving-cancel').click();
      document.getElementById('g-pegs').value = '3';
      document.getElementById('g-discs').value = '4';
      document.getElementById('new-game').click();
    });
    const small = 'Impartial Tower of Hanoi, 3 pegs, 4 discs, EC1';
    await titleIs(page, small);
    await workers.ended();
    // After the old worker has closed, the small game is still the one in play.
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    assert.equal(await text(page, '#game-title'), small);
    assert.deepEqual(await page.evaluate(() => [document.getElementById('g-pegs').value, document.getElementById('g-discs').value]), ['3', '4']);
    assert.equal(await page.isVisible('#ask'), false);
    assert.equal(await page.isVisible('#solving'), false);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('asking for 5 pegs, 8 discs and then, while it asks, 3 pegs, 4 discs plays the small game, and nothing replaces it', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=3&end=ec1&vs=human');
  try {
    const { page } = tab;
    const workers = watchWorkers(page);
    await newGame(page, { pegs: 5, discs: 8 });
    await page.waitForSelector('#ask:not([hidden])');
    await newGame(page, { pegs: 3, discs: 4 });
    const small = 'Impartial Tower of Hanoi, 3 pegs, 4 discs, EC1';
    await titleIs(page, small);
    assert.equal(workers.started, 0, 'the large game was never solved');
    assert.equal(await page.isVisible('#ask'), false);
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('under reduced motion, computer against computer waits for Go on instead of playing by itself', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=3&vs=watch&speed=8', { reducedMotion: 'reduce' });
  try {
    const { page } = tab;
    assert.equal(await text(page, '#pause'), 'Go on');
    assert.match(await text(page, '#game-status'), /^Paused, as your system asks for less motion: press Go on to watch/);
    assert.equal(await page.evaluate(() => window.hanoiGames.controller.timer), null, 'no move is waiting to be played');
    assert.equal(await page.$$eval('#history li', (items) => items.length), 0);
    // Asked to, it plays.
    await page.click('#pause');
    await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 1);
    assert.equal(await text(page, '#pause'), 'Pause');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the value chart keeps draws in a band of their own, apart from the longest win', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=4&discs=3&vs=human');
  try {
    const { page } = tab;
    // The chart as the page draws it, for a long win followed by a draw.
    const drawn = await page.evaluate(async () => {
      const { drawValueChart } = await import('/js/games/value-chart.js');
      const canvas = document.getElementById('chart');
      const points = [
        { t: 0, side: 1, kind: 'win', remoteness: 15, threw: null },
        { t: 1, side: 0, kind: 'draw', remoteness: null, threw: null },
        { t: 2, side: -1, kind: 'win', remoteness: 15, threw: null },
      ];
      const geometry = drawValueChart(canvas, points);
      // Which rows of the canvas are painted in the column of each point.
      const dpr = window.devicePixelRatio || 1;
      const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const painted = (x) => {
        const rows = [];
        const column = Math.round(x * dpr);
        for (let row = 0; row < canvas.height; row++) if (image.data[(row * canvas.width + column) * 4 + 3] > 200) rows.push(row / dpr);
        return rows;
      };
      return { draw: geometry.draw, first: geometry.first, second: geometry.second, points: geometry.points, columns: geometry.points.map((p) => painted(p.x)) };
    });
    const [long, draw, other] = drawn.points;
    // The bands do not meet, and the longest wins lie in their own bands.
    assert.ok(drawn.first.bottom < drawn.draw.top && drawn.draw.bottom < drawn.second.top, JSON.stringify(drawn));
    assert.ok(long.y <= drawn.first.bottom && other.y >= drawn.second.top, JSON.stringify(drawn.points));
    assert.ok(draw.y > drawn.draw.top && draw.y < drawn.draw.bottom);
    // Drawn so: the win's marker ends at least 8 px above the draw's, and the other side's 8 px below.
    const near = (rows, y) => rows.filter((r) => Math.abs(r - y) <= 6);
    const winMarker = near(drawn.columns[0], long.y);
    const drawMarker = near(drawn.columns[1], draw.y);
    const otherMarker = near(drawn.columns[2], other.y);
    assert.ok(winMarker.length && drawMarker.length && otherMarker.length, 'each marker is painted');
    assert.ok(Math.min(...drawMarker) - Math.max(...winMarker) >= 8, `win rows ${winMarker}, draw rows ${drawMarker}`);
    assert.ok(Math.min(...otherMarker) - Math.max(...drawMarker) >= 8, `draw rows ${drawMarker}, other rows ${otherMarker}`);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('dark theme: the players named by colour read at 4.5:1 or more, and the chart has a name', async () => {
  const tab = await openApp(site, '/games.html?game=red-blue&discs=2&vs=human', { colorScheme: 'dark' });
  try {
    const { page } = tab;
    const ratios = await page.evaluate(() => {
      const rgb = (text) => text.match(/[\d.]+/g).slice(0, 3).map(Number);
      const luminance = (c) => {
        const [r, g, b] = c.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const background = (element) => {
        for (let e = element; e; e = e.parentElement) {
          const colour = getComputedStyle(e).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return rgb(colour);
        }
        return [255, 255, 255];
      };
      return [...document.querySelectorAll('.player-card[data-colour] .player-name')].map((name) => {
        const [a, b] = [luminance(rgb(getComputedStyle(name).color)), luminance(background(name))];
        return { name: name.textContent, size: getComputedStyle(name).fontSize, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
      });
    });
    assert.deepEqual(ratios.map((r) => r.name), ['Blue', 'Red']);
    for (const r of ratios) assert.ok(r.ratio >= 4.5, `${r.name} at ${r.size}: ${r.ratio.toFixed(2)}:1`);
    assert.equal(await page.getByRole('img', { name: 'Value history chart' }).count(), 1);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the weights field is styled like the others, the scoring rule reads plainly, the pegs name their keys, and the page has an icon', async () => {
  const tab = await openApp(site, '/games.html?game=scoring&discs=2&weights=1,2,-3&vs=human');
  try {
    const { page } = tab;
    const heights = await page.evaluate(() => ['g-weights', 'g-discs', 'g-end'].map((id) => document.getElementById(id).getBoundingClientRect().height));
    assert.ok(heights[0] >= 40 && Math.abs(heights[0] - heights[1]) < 2, `weights ${heights[0]} px, discs ${heights[1]} px`);
    const goal = await text(page, '#game-goal');
    assert.match(goal, /A move between pegs 1 and 2 scores 1, a move between pegs 1 and 3 scores 2, and a move between pegs 2 and 3 scores -3\./);
    assert.doesNotMatch(goal, /between 2 and 3 -3/);
    assert.equal(await text(page, '#weights'), 'A move between pegs 1 and 2 scores 1, a move between pegs 1 and 3 scores 2, and a move between pegs 2 and 3 scores -3.');
    assert.equal(await page.getAttribute('#pegs', 'aria-label'), 'Pegs: pick one to lift its disc, then one to put it on (keys 1 to 3)');
    assert.match(await page.getAttribute('link[rel="icon"]', 'href'), /^data:image\/svg\+xml,/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('on 5 pegs the peg group names keys 1 to 5', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=5&discs=2&vs=human');
  try {
    assert.equal(await tab.page.getAttribute('#pegs', 'aria-label'), 'Pegs: pick one to lift its disc, then one to put it on (keys 1 to 5)');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

/**
 * Breaks the live instance of the Games view's engine, as a runaway write
 * would (its memory overwritten), then calls it until it traps; resolves to
 * the message of the call that trapped (as robustness.test.mjs does for the
 * playground).
 */
const trapGamesEngine = (page) =>
  page.evaluate(async () => {
    const { engine } = window.hanoiGames;
    await engine.spareReady();
    // engine.js numbers the copies of a module's glue it starts: after k restarts the live one is ?instance=k.
    const copy = engine.restarts === 0 ? '' : `?instance=${engine.restarts}`;
    const glue = await import(new URL(`pkg/hanoi_games.js${copy}`, location.href).href);
    new Uint8Array(glue.initSync().memory.buffer).fill(0xff);
    const before = engine.restarts;
    for (let i = 0; i < 20; i++) {
      try {
        engine.checkGame({ game: 'impartial', pegs: String(3 + (i % 3)), discs: '3' });
      } catch (error) {
        if (engine.restarts > before) return error.message;
      }
    }
    return 'no trap';
  });

/** The moves in the history list, as shown. */
const historyShown = (page) => page.$$eval('#history li', (items) => items.map((li) => li.textContent));

test('after a trap of its engine, the Games view opens the game in play again at the move it had reached, says so, and plays on', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=3&end=ec1&vs=human');
  try {
    const { page } = tab;
    // Player 1: disc 1 to peg 2; player 2: disc 2 to peg 3.
    for (const key of ['1', '2', '1', '3']) await page.keyboard.press(key);
    await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);
    const moves = await historyShown(page);
    assert.match(await trapGamesEngine(page), /started afresh/);
    await page.waitForFunction(() => /started afresh/.test(document.getElementById('game-status').textContent));
    assert.match(await text(page, '#game-status'), /^The game engine failed and was started afresh: the game is shown again at the move it had reached\. /);
    assert.deepEqual(await historyShown(page), moves);
    assert.equal(await text(page, '#game-title'), 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1');
    // It plays on: player 1 lifts disc 1 from peg 2 and puts it on peg 3.
    await page.keyboard.press('2');
    await statusIs(page, 'lifted');
    await page.keyboard.press('3');
    await page.waitForFunction(() => document.querySelectorAll('#history li').length === 3);
    // Undo and Start again work on the game opened again.
    await page.click('#undo');
    await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);
    await page.click('#restart');
    await page.waitForFunction(() => document.querySelectorAll('#history li').length === 0);
    assert.equal(await page.evaluate(() => window.hanoiGames.engine.restarts), 1);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('after a trap, a game that was solved in a worker is solved there again, without asking, and opened at the move it had reached', async () => {
  // 4 pegs, 7 discs: too many positions to solve at once, quick enough not to ask.
  const tab = await openApp(site, '/games.html?game=impartial&pegs=4&discs=7&end=ec1&vs=human');
  try {
    const { page } = tab;
    await titleIs(page, 'Impartial Tower of Hanoi, 4 pegs, 7 discs, EC1');
    assert.equal(await page.evaluate(() => window.hanoiGames.controller.spec.quick), false);
    for (const key of ['1', '2']) await page.keyboard.press(key);
    await page.waitForFunction(() => document.querySelectorAll('#history li').length === 1);
    const moves = await historyShown(page);
    const workers = watchWorkers(page);
    assert.match(await trapGamesEngine(page), /started afresh/);
    await page.waitForFunction(() => /started afresh/.test(document.getElementById('game-status').textContent));
    assert.equal(workers.started, 1, 'solved again in a worker');
    assert.equal(await page.isVisible('#ask'), false);
    assert.deepEqual(await historyShown(page), moves);
    assert.equal(await text(page, '#game-notices li:last-child'), 'The game engine failed and was started afresh: Impartial Tower of Hanoi, 4 pegs, 7 discs, EC1 is being solved again.');
    await page.keyboard.press('1');
    await statusIs(page, 'lifted');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
