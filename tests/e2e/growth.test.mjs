// End-to-end tests of the Growth panel: the plotted counts are `hanoi
// table`'s, for the variation on show and those compared with it; the
// search marks where an algorithm is beaten, says how far it went, and ends
// its worker when done; a point reads out by hover and by keys; refusals
// change nothing; the plot saves as SVG and PNG; nothing is counted before
// the panel is seen.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { openApp, repoRoot, text, useSite, waitForMatch } from './harness.mjs';

const site = useSite();
const run = promisify(execFile);
const open = (path, contextOptions) => openApp(site, path, contextOptions);

before(async () => {
  // Compile the CLI once up front, so the tests themselves only run it.
  await run('cargo', ['build', '-q', '-p', 'hanoi-cli'], { cwd: repoRoot, timeout: 300_000 });
});

/** `hanoi table ... --csv` as rows of cells, the header first. */
async function cliTable(...args) {
  const { stdout } = await run('cargo', ['run', '-q', '-p', 'hanoi-cli', '--', 'table', ...args, '--csv'], { cwd: repoRoot, timeout: 300_000 });
  return stdout.trim().split('\n').map((line) => line.split(','));
}

/** The panel's table: for each row, n and the moves of each series (commas dropped; "" where none). */
const pageTable = (page) =>
  page.evaluate(() => {
    const table = document.getElementById('growth-table');
    const kinds = [...table.tHead.rows[0].cells].map((th) => th.dataset.kind ?? 'n');
    return [...table.tBodies[0].rows].map((row) =>
      [...row.cells].filter((_, i) => kinds[i] !== 'optimum').map((cell) => cell.textContent.replace(/,/g, '')),
    );
  });

const legendItems = (page) => page.locator('#growth-legend > li').count();

/** Scrolls the panel into view: it counts and searches only once seen. */
const seeGrowth = (page) => page.locator('#growth').scrollIntoViewIfNeeded();

/** Adds a variation to compare, with pins where given. */
async function add(page, id, pins) {
  await page.selectOption('#growth-variation', id);
  if (pins !== undefined) await page.fill('#growth-pins', String(pins));
  await page.click('#growth-add');
}

test('the plotted counts are hanoi table\'s, for the variation on show and one compared, and a point reads out by key and by hover', async () => {
  const tab = await open('/?variation=rainbow&discs=4&mode=wait');
  try {
    const { page } = tab;
    await seeGrowth(page);
    await page.waitForSelector('#growth-legend > li[data-key="rainbow/3"]');
    await add(page, 'many-pin', 4);
    await waitForMatch(page, '#growth-status', /^Added Many-Pin, 4 pins\.$/);
    const expected = (await cliTable('rainbow', 'many-pin', '--pins', '4', '--upto', '1000')).slice(1);
    assert.deepEqual(await pageTable(page), expected);
    // Rainbow's 40 discs, the end of its line, read out with the plot focused.
    await page.focus('#growth-plot');
    await page.keyboard.press('End');
    const forty = expected[40][1];
    assert.equal(await text(page, '#growth-status'), `Rainbow, 40 discs: ${BigInt(forty).toLocaleString('en')} moves.`);
    assert.equal(await page.isVisible('#growth-tip'), true);
    // ↓ to the next line at the same number of discs; Home to its start.
    await page.keyboard.press('ArrowDown');
    assert.match(await text(page, '#growth-status'), new RegExp(`^Many-Pin, 4 pins, 40 discs: ${BigInt(expected[40][2]).toLocaleString('en')} moves`));
    await page.keyboard.press('Home');
    assert.match(await text(page, '#growth-status'), /^Many-Pin, 4 pins, 1 disc: 1 move/);
    // Page Up and Page Down: ten points along, as the help under the plot says.
    assert.match(await text(page, '#growth-keys'), /Page Up and Page Down ten points along/);
    await page.keyboard.press('PageUp');
    assert.match(await text(page, '#growth-status'), /^Many-Pin, 4 pins, 11 discs: /);
    await page.keyboard.press('PageDown');
    assert.match(await text(page, '#growth-status'), /^Many-Pin, 4 pins, 1 disc: 1 move/);
    // The drawing's pieces (grid, tick labels, lines, marks) are hidden from screen readers, which read the above and the table.
    assert.deepEqual(
      await page.evaluate(() => [...document.getElementById('growth-plot').children].filter((child) => child.getAttribute('aria-hidden') !== 'true').length),
      0,
    );
    // Hovering a mark shows its exact values.
    await page.locator('#growth-plot').blur();
    await page.hover('#growth-plot .growth-series[data-key="rainbow/3"] .growth-mark[data-n="10"]');
    await waitForMatch(page, '#growth-tip', new RegExp(`^Rainbow, 10 discs: ${BigInt(expected[10][1]).toLocaleString('en')} moves`));
    // The documented rate is drawn, and named beside the series.
    assert.equal(await page.locator('#growth-plot .growth-series[data-key="rainbow/3"] .growth-rate').count(), 1);
    assert.match(await text(page, '#growth-legend > li[data-key="rainbow/3"]'), /Documented growth: .* \(the broad pale line\)\./);
    // Typeset as the settings' formulas are, each part read out as written.
    const rate = await page.$$eval('#growth-legend > li[data-key="rainbow/3"] .growth-rate-text math', (parts) => parts.map((m) => m.getAttribute('aria-label')).join(' '));
    assert.equal(rate, 'DDD(n) ~ 0.6576·2.3117^n');
    assert.match(await text(page, '#growth-legend > li[data-key="many-pin/4"]'), /No exponential growth rate documented\./);
    // The variation on show is the first line, and follows the player.
    await page.selectOption('#variation', 'classic');
    await page.waitForSelector('#growth-legend > li[data-key="classic/3"]:first-child');
    assert.equal(await legendItems(page), 2);
    assert.deepEqual(await pageTable(page), (await cliTable('classic', 'many-pin', '--pins', '4', '--upto', '1000')).slice(1));
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the search marks where the algorithm is beaten (Lundon_C from 3 discs) and says how far it searched', async () => {
  const tab = await open('/?variation=lundon-c&discs=3&mode=wait');
  try {
    const { page } = tab;
    // Every worker the page starts, and whether it has ended.
    const ended = [];
    page.on('worker', (worker) => ended.push(new Promise((resolve) => worker.once('close', resolve))));
    await seeGrowth(page);
    await waitForMatch(
      page,
      '#growth-legend > li[data-key="lundon-c/3"] .growth-search',
      /^Exact search, 1 to 6 discs: more moves than the fewest possible at 3, 4, 5 and 6 discs\. Not searched from 7 discs: up to 4,782,969 positions, more than the 1,048,576 searched here/,
      60_000,
    );
    // The searches over, the worker is ended (its memory given back).
    assert.ok(ended.length >= 1, 'the search ran in a worker');
    await Promise.race([Promise.all(ended), new Promise((_, reject) => setTimeout(() => reject(new Error('a worker still runs')), 15_000))]);
    // Two rings at each of the four beaten points.
    assert.equal(await page.locator('#growth-plot .growth-beaten').count(), 8);
    await page.focus('#growth-plot');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await text(page, '#growth-status'), 'Lundon C, 3 discs: 21 moves; the fewest possible is 15 (exhaustive search).');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await text(page, '#growth-status'), 'Lundon C, 2 discs: 7 moves, the fewest possible (exhaustive search).');
    // The table has the optima beside the counts.
    const fewest = await page.evaluate(() => {
      const table = document.getElementById('growth-table');
      const column = [...table.tHead.rows[0].cells].findIndex((th) => th.dataset.kind === 'optimum');
      return [...table.tBodies[0].rows].slice(0, 8).map((row) => row.cells[column].textContent);
    });
    assert.equal(fewest[3], '15');
    assert.equal(fewest[7], '', 'not searched from 7 discs');
    // 4 discs: the optimum hanoi optimum finds.
    const { stdout } = await run('cargo', ['run', '-q', '-p', 'hanoi-cli', '--', 'optimum', 'lundon-c', '--discs', '4', '--json'], { cwd: repoRoot, timeout: 300_000 });
    assert.equal(fewest[4], String(JSON.parse(stdout).count));
    assert.equal(await page.textContent('#growth-table thead th[data-kind="optimum"]'), 'Lundon C: fewest (search)');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('what cannot be added is refused with the reason and changes nothing; Remove takes a line away', async () => {
  const tab = await open('/?variation=reves&discs=4&mode=wait');
  try {
    const { page } = tab;
    await seeGrowth(page);
    await page.waitForSelector('#growth-legend > li[data-key="reves/4"]');
    // Pins only where the variation takes a choice.
    await page.selectOption('#growth-variation', 'classic');
    assert.equal(await page.isDisabled('#growth-pins'), true);
    await add(page, 'many-pin', 200);
    await waitForMatch(page, '#growth-status', /^Many-Pin takes 3 to 100 pins, not 200: nothing added\.$/);
    assert.equal(await legendItems(page), 1);
    await add(page, 'reves');
    await waitForMatch(page, '#growth-status', /^Reve's puzzle is plotted already\.$/);
    assert.equal(await legendItems(page), 1);
    for (const id of ['classic', 'cyclic', 'rainbow', 'domino', 'antwerp']) await add(page, id);
    assert.equal(await legendItems(page), 6);
    await add(page, 'turtle');
    await waitForMatch(page, '#growth-status', /^At most 6 variations are compared at once: remove one first\.$/);
    assert.equal(await legendItems(page), 6);
    // Six lines, each its own mark.
    assert.equal(await page.locator('#growth-plot .growth-series').count(), 6);
    await page.click('#growth-legend button[aria-label="Remove Rainbow"]');
    await waitForMatch(page, '#growth-status', /^Removed Rainbow\.$/);
    assert.equal(await legendItems(page), 5);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'growth-variation');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('on a phone the axis titles clear the tick labels', async () => {
  const tab = await open('/?variation=classic', { viewport: { width: 390, height: 844 } });
  try {
    const { page } = tab;
    await seeGrowth(page);
    // Classic to 64 discs: powers of ten up to 10^20, the widest labels.
    await page.waitForSelector('#growth-legend > li[data-key="classic/3"]');
    const overlaps = await page.evaluate(() => {
      const boxes = (selector) => [...document.querySelectorAll(selector)].map((t) => [t.textContent, t.getBoundingClientRect()]);
      // Within 3 px counts as touching: text boxes hold their glyphs only loosely.
      const meet = (a, b) => a.left - 3 < b.right && b.left < a.right + 3 && a.top - 3 < b.bottom && b.top < a.bottom + 3;
      const labels = boxes('#growth-plot .growth-labels text');
      return boxes('#growth-plot .growth-axis').flatMap(([title, t]) => labels.filter(([, l]) => meet(t, l)).map(([label]) => `${title} / ${label}`));
    });
    assert.deepEqual(overlaps, []);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the plot saves as SVG and as PNG', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=wait', { colorScheme: 'dark' });
  try {
    const { page } = tab;
    await seeGrowth(page);
    await page.waitForSelector('#growth-legend > li[data-key="classic/3"]');
    await add(page, 'many-pin', 5);
    await page.waitForSelector('#growth-legend > li[data-key="many-pin/5"]');
    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.click('#growth-svg')]);
    assert.equal(svgFile.suggestedFilename(), 'growth-classic-many-pin-5-pins.svg');
    const saved = (await readFile(await svgFile.path())).toString();
    assert.match(saved, /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(saved, /<title>Moves against discs, log scale: Classic, Many-Pin, 5 pins<\/title>/);
    assert.match(saved, /\.growth-series-1 \.growth-line,\.growth-series-1 \.growth-rate\{stroke:#/);
    assert.equal(saved.includes('growth-cursor'), false);
    const [pngFile] = await Promise.all([page.waitForEvent('download'), page.click('#growth-png')]);
    assert.equal(pngFile.suggestedFilename(), 'growth-classic-many-pin-5-pins.png');
    const png = await readFile(await pngFile.path());
    assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
    await waitForMatch(page, '#growth-status', /^Saved growth-classic-many-pin-5-pins\.png\.$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('nothing is counted before the panel is seen: changes of variation cost nothing until then, and the Optimum panel\'s find is marked after', async () => {
  const tab = await open('/?variation=many-pin&discs=3&pins=40&mode=wait');
  try {
    const { page } = tab;
    assert.ok(await page.evaluate(() => document.getElementById('growth').getBoundingClientRect().top > innerHeight), 'the panel starts below the fold');
    // The player changes puzzle, and Is this optimal? finds the optimum: the panel, unseen, does nothing.
    await page.selectOption('#variation', 'lundon-c');
    await page.waitForFunction(() => window.hanoi.player.state.variation === 'lundon-c');
    // Clicked from the script, not the pointer: a real click scrolls the
    // button into view, and with it, depending on the layout, the panel.
    await page.evaluate(() => document.getElementById('optimum-run').click());
    await page.waitForSelector('#optimum[data-state="done"]');
    assert.equal(await legendItems(page), 0);
    assert.equal(await page.locator('#growth-plot .growth-series').count(), 0);
    // Seen: the puzzle on show is counted, with the optimum found before.
    await seeGrowth(page);
    await page.waitForSelector('#growth-legend > li[data-key="lundon-c/3"]');
    assert.equal(await legendItems(page), 1);
    assert.equal(await page.evaluate(() => window.hanoi.panels.growth.series[0].optima.get(3)), '15');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

/** Adds Many-Pin on 4 pins (1,000 discs) beside Rainbow (40) on a page `width` × `height`. */
async function rainbowAndManyPin(width, height) {
  const tab = await open('/?variation=rainbow&discs=4&mode=wait', { viewport: { width, height } });
  await seeGrowth(tab.page);
  await tab.page.waitForSelector('#growth-legend > li[data-key="rainbow/3"]');
  await add(tab.page, 'many-pin', 4);
  await tab.page.waitForSelector('#growth-legend > li[data-key="many-pin/4"]');
  return tab;
}

/** How far each line's marks reach across the plotting area (0 at its left, 1 at its right), and the last tick of the disc axis. */
const reach = (page) =>
  page.evaluate(() => {
    const frame = document.querySelector('#growth-plot .growth-frame').getBoundingClientRect();
    const lines = {};
    for (const group of document.querySelectorAll('#growth-plot .growth-series')) {
      const right = Math.max(...[...group.querySelectorAll('.growth-mark')].map((m) => { const r = m.getBoundingClientRect(); return (r.left + r.right) / 2; }));
      lines[group.dataset.key] = (right - frame.left) / frame.width;
    }
    const ticks = [...document.querySelectorAll('#growth-plot .growth-labels text[text-anchor="middle"]')].map((t) => t.textContent);
    return { lines, lastTick: ticks.at(-1) };
  });

for (const [width, height] of [[1280, 720], [390, 844]]) {
  test(`at ${width}×${height}, lines of very different lengths are each readable: the longer cut where the shortest spans a quarter, with an arrow, said so, and All discs shows it whole`, async () => {
    const tab = await rainbowAndManyPin(width, height);
    try {
      const { page } = tab;
      // Rainbow's 40 discs beside Many-Pin's 1,000: the axis stops at 4 × 40.
      let seen = await reach(page);
      assert.equal(seen.lastTick, '160');
      assert.ok(seen.lines['rainbow/3'] >= 0.24, `Rainbow reaches ${seen.lines['rainbow/3']} of the width`);
      assert.ok(seen.lines['many-pin/4'] > 0.99);
      assert.equal(await page.locator('#growth-plot .growth-series[data-key="many-pin/4"] .growth-more[data-more="1000"]').count(), 1);
      assert.equal(await page.locator('#growth-plot .growth-series[data-key="rainbow/3"] .growth-more').count(), 0);
      assert.match(await text(page, '#growth-note'), /^Moves against discs from 1 to 160, .* The axis stops at 160 discs \(4 × the shortest line\) so that every line can be read; an arrow at its edge marks a line that goes on \(Many-Pin, 4 pins to 1,000 discs\)/);
      // The table keeps every number of discs.
      assert.equal(await page.locator('#growth-table tbody tr').count(), 1001);
      // All discs: to 1,000, and back.
      assert.equal(await text(page, '#growth-all'), 'All discs, to 1,000');
      await page.click('#growth-all');
      assert.equal(await page.getAttribute('#growth-all', 'aria-pressed'), 'true');
      seen = await reach(page);
      assert.equal(seen.lastTick, '1,000');
      assert.ok(seen.lines['rainbow/3'] < 0.05);
      assert.equal(await page.locator('#growth-plot .growth-more').count(), 0);
      await page.click('#growth-all');
      assert.equal(await page.getAttribute('#growth-all', 'aria-pressed'), 'false');
      assert.equal((await reach(page)).lastTick, '160');
      // Lines of like lengths are shown whole, and All discs is not offered.
      await page.click('#growth-legend button[aria-label="Remove Many-Pin, 4 pins"]');
      await add(page, 'reves');
      await page.waitForSelector('#growth-legend > li[data-key="reves/4"]');
      assert.equal((await reach(page)).lastTick, '100');
      assert.equal(await page.isVisible('#growth-all'), false);
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });

  test(`at ${width}×${height} the read-out of a point by keys covers neither the point nor the marks near it`, async () => {
    const tab = await rainbowAndManyPin(width, height);
    try {
      const { page } = tab;
      await page.focus('#growth-plot');
      /** What the read-out covers: the ring round the point, or marks within 48 of the plot's units of it. */
      const covered = () =>
        page.evaluate(() => {
          const plot = document.getElementById('growth-plot');
          const scale = plot.getBoundingClientRect().width / plot.viewBox.baseVal.width;
          const tip = document.getElementById('growth-tip').getBoundingClientRect();
          const meet = (r) => r.left < tip.right && tip.left < r.right && r.top < tip.bottom && tip.top < r.bottom;
          const ring = plot.querySelector('.growth-cursor').getBoundingClientRect();
          const centre = (r) => [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
          const [x, y] = centre(ring);
          const found = [];
          if (meet(ring)) found.push('the point read');
          for (const mark of plot.querySelectorAll('.growth-mark')) {
            const r = mark.getBoundingClientRect();
            const [mx, my] = centre(r);
            if (Math.hypot(mx - x, my - y) <= 48 * scale && meet(r)) found.push(`${mark.closest('.growth-series').dataset.key} n=${mark.dataset.n}`);
          }
          return found.length ? `${document.getElementById('growth-status').textContent} covers ${found.join(', ')}` : null;
        });
      const problems = [];
      // Every point of each line, Rainbow's 40 and Many-Pin's 160.
      for (const [line, points] of [['rainbow', 40], ['many-pin', 160]]) {
        if (line === 'many-pin') await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Home');
        for (let i = 0; i < points; i++) {
          if (i) await page.keyboard.press('ArrowRight');
          assert.equal(await page.isVisible('#growth-tip'), true);
          const problem = await covered();
          if (problem) problems.push(problem);
        }
      }
      assert.match(await text(page, '#growth-status'), /^Many-Pin, 4 pins, 160 discs: /);
      assert.deepEqual(problems, []);
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });
}

test('the discs where the search beats the algorithm are listed in order, even when the Optimum panel found one first', async () => {
  const tab = await open('/?variation=lundon-c&discs=6&mode=wait');
  try {
    const { page } = tab;
    // Is this optimal? for 6 discs before the panel is seen (clicked from the script: a real click scrolls).
    await page.evaluate(() => document.getElementById('optimum-run').click());
    await page.waitForSelector('#optimum[data-state="done"]', { timeout: 60_000 });
    await seeGrowth(page);
    await waitForMatch(page, '#growth-legend > li[data-key="lundon-c/3"] .growth-search', /^Exact search, 1 to 6 discs: /, 60_000);
    assert.match(
      await text(page, '#growth-legend > li[data-key="lundon-c/3"] .growth-search'),
      /^Exact search, 1 to 6 discs: more moves than the fewest possible at 3, 4, 5 and 6 discs\./,
    );
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
