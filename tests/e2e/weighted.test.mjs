// End-to-end tests of the Weighted view (weighted.html): Example 1 with its
// cost, table and trace; an arc's cost edited from the keyboard, and bad
// costs refused with the core's message; presets; play by hand with its
// running cost, a forbidden move refused and the verdict; 4 pegs by search;
// the address both ways. Every wait is for a state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openApp, text, useSite, waitInPlayer } from './harness.mjs';

const site = useSite();

// Elements in the weighted player's shadow root (or else in the page).
const host = 'hanoi-weighted-player';
const waitForPlayerText = (page, selector, want) => waitInPlayer(page, selector, 'text', want, { host });
const waitForPlayerMatch = (page, selector, pattern) =>
  waitInPlayer(page, selector, 'match', [pattern.source, pattern.flags], { host });
const waitForPageText = (page, selector, want) => waitInPlayer(page, selector, 'text', want, { host: 'body' });
const statusIs = (page, kind) => waitInPlayer(page, '#status', 'kind', kind, { host });
const query = (page) => new URL(page.url()).search;
const cell = (page, n, pair, side = 'L') => text(page, `td[data-n="${n}"][data-pair="${pair}"][data-side="${side}"] .cost`);
const EXAMPLE = '?weights=0,3,15;8,0,2;5,6,0&discs=3&from=1&to=3';

test('opens on Example 1: cost 43 in 10 moves, the table marks 43* and the subproblems used; the end costs 43', async () => {
  const tab = await openApp(site, '/weighted.html');
  try {
    const { page } = tab;
    assert.equal(query(page), EXAMPLE);
    assert.equal(await text(page, '#summary'), 'Cheapest: 43, in 10 moves, by the recursion.');
    assert.equal(await text(page, '#time'), '0 / 10');
    assert.equal(await text(page, '#counter-extra'), 'cost so far 0 · cheapest 43');
    assert.equal(await cell(page, 3, '1→3'), '43*');
    assert.equal(await cell(page, 3, '1→3', 'R'), '63');
    assert.ok(await page.$('td.is-used[data-n="3"][data-pair="1→3"][data-side="L"] .used-mark'), '43* is marked used');
    assert.equal((await page.$$('td.is-used')).length, 6);
    assert.match(await text(page, '#table-note'), /6 subproblems the solution shown uses are marked ▸/);
    // One step, then the trace says each call's choice and why.
    await page.click('#step-forward');
    await waitForPlayerText(page, '#counter-extra', 'cost so far 3 · cheapest 43');
    const trace = await page.$$eval('#trace li', (items) => items.map((li) => li.textContent));
    assert.equal(trace[0], 'move 3 discs from peg 1 to peg 3, direct: 43 ≤ 63');
    // The timeline, from the keyboard, to the end.
    await page.focus('#timeline');
    await page.keyboard.press('End');
    await waitForPlayerText(page, '#time', '10 / 10');
    assert.equal(await text(page, '#counter-extra'), 'cost so far 43 · cheapest 43');
    await statusIs(page, 'success');
    assert.equal(await text(page, '#status-detail'), 'Solved for 43 in 10 moves: the cheapest possible.');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test("an arc's cost edited from the keyboard updates cost, table and address; bad costs are refused with the core's message", async () => {
  const tab = await openApp(site, '/weighted.html');
  try {
    const { page } = tab;
    const arc = page.getByRole('button', { name: 'cost from peg 1 to peg 3: 15' });
    await arc.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('#arc-editor:not([hidden])');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'arc-cost');
    // Refused: nothing changes, and the core says why.
    for (const [typed, reason] of [
      ['-1', 'The weight from peg 1 to peg 3 (row 1, entry 3), "-1", is negative: a move costs 0 or more'],
      ['abc', 'The weight from peg 1 to peg 3 (row 1, entry 3), "abc", is not a number: write a cost such as 3, 2.5 or inf (a forbidden move)'],
    ]) {
      await page.fill('#arc-cost', typed);
      await page.keyboard.press('Enter');
      await waitForPageText(page, '#arc-error', reason);
      assert.equal(query(page), EXAMPLE);
      assert.equal(await text(page, '#summary'), 'Cheapest: 43, in 10 moves, by the recursion.');
    }
    // 1 → 3 at 4: the largest disc now goes directly and cheaply.
    await page.fill('#arc-cost', '4');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#arc-editor[hidden]', { state: 'attached' });
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'cost from peg 1 to peg 3: 4');
    await waitForPageText(page, '#summary', 'Cheapest: 30, in 8 moves, by the recursion.');
    assert.equal(await text(page, '#counter-extra'), 'cost so far 0 · cheapest 30');
    assert.equal(await cell(page, 3, '1→3'), '30*');
    assert.equal(query(page), '?weights=0,3,4;8,0,2;5,6,0&discs=3&from=1&to=3');
    // Forbid: the arc is dashed and says so in words.
    await page.getByRole('button', { name: 'cost from peg 2 to peg 1: 8' }).click();
    await page.click('#arc-forbid');
    const forbidden = page.getByRole('button', { name: 'cost from peg 2 to peg 1: forbidden' });
    await forbidden.waitFor();
    assert.equal((await forbidden.textContent()).trim(), 'forbidden');
    assert.ok(await page.$('.digraph path.arc.is-forbidden'));
    assert.match(query(page), /weights=0,3,4;inf,0,2;5,6,0/);
    // Escape closes the editor and gives the focus back to the arc.
    await forbidden.click();
    await page.waitForSelector('#arc-editor:not([hidden])');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#arc-editor[hidden]', { state: 'attached' });
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'cost from peg 2 to peg 1: forbidden');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('presets: All equal gives 7 moves, Linear 26, Cyclic 21 for 3 discs, each with its description', async () => {
  const tab = await openApp(site, '/weighted.html');
  try {
    const { page } = tab;
    for (const [preset, cost, moves] of [['equal', 7, 7], ['linear', 26, 26], ['cyclic', 21, 21], ['example', 43, 10]]) {
      await page.click(`#presets [data-preset="${preset}"]`);
      await waitForPageText(page, '#summary', `Cheapest: ${cost}, in ${moves} moves, by the recursion.`);
      await waitForPlayerText(page, '#time', `0 / ${moves}`);
      const description = await text(page, `#preset-${preset}`);
      assert.ok((await text(page, '#puzzle-note')).endsWith(description));
    }
    await page.click('#presets [data-preset="cyclic"]');
    await page.check('#w-scale');
    await page.waitForFunction(() => location.search.endsWith('&scale=size'));
    assert.match(await text(page, '#summary'), /^Cheapest: \d+ \(each move costs its weight times the disc’s size\), in 21 moves/);
    // Random: new weights each time, always a usable puzzle.
    // (Waiting for the address to change: random weights may contain
    // anything, "inf;inf" like the Cyclic preset's included.)
    const before = await page.evaluate(() => location.search);
    await page.click('#presets [data-preset="random"]');
    await page.waitForFunction((previous) => location.search !== previous, before);
    assert.match(await text(page, '#summary'), /^Cheapest: /);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('by hand: a forbidden move is refused with the reason; the running cost; a verdict in words when solved', async () => {
  const tab = await openApp(site, '/weighted.html?weights=0,1,inf;1,0,1;inf,1,0&discs=1&from=1&to=3');
  try {
    const { page } = tab;
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    await statusIs(page, 'invalid');
    assert.equal(await text(page, '#status-detail'), 'Moves from peg 1 to peg 3 are forbidden (their cost is infinite)');
    assert.equal(await text(page, '#counter-extra'), 'cost so far 0 · cheapest 2');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await waitForPlayerText(page, '#counter-extra', 'cost so far 1 · cheapest 2');
    assert.match(await text(page, '#announcer'), /Cost so far: 1; the cheapest transfer costs 2\.$/);
    await page.keyboard.press('2');
    await page.keyboard.press('3');
    await statusIs(page, 'success');
    assert.equal(await text(page, '#status-detail'), 'Solved for 2 in 2 moves: the cheapest possible.');
  } finally {
    await tab.close();
  }
  // Example 1 with one disc: straight across costs 15, through peg 2 only 5.
  const dear = await openApp(site, '/weighted.html?weights=0,3,15;8,0,2;5,6,0&discs=1&from=1&to=3');
  try {
    const { page } = dear;
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    await statusIs(page, 'success');
    assert.equal(await text(page, '#status-detail'), 'Solved for 15: 10 more than the cheapest, 5. You made 1 move; the cheapest transfer takes 2.');
    assert.equal(await text(page, '#counter-extra'), 'cost so far 15 · cheapest 5');
    await page.keyboard.press('Control+z');
    await waitForPlayerText(page, '#counter-extra', 'cost so far 0 · cheapest 5');
    assert.deepEqual(dear.errors, []);
  } finally {
    await dear.close();
  }
});

test('4 pegs, all equal, 3 discs: 5 moves by exact search, and a sentence instead of the table', async () => {
  const tab = await openApp(site, '/weighted.html?discs=3&from=1&to=3');
  try {
    const { page } = tab;
    await page.selectOption('#w-pegs', '4');
    await waitForPageText(page, '#puzzle-note', '4 pegs: the costs among pegs 1 to 3 are kept; moves to and from the new peg cost as in All equal.');
    await page.click('#presets [data-preset="equal"]');
    await page.waitForFunction(() => /^Cheapest: 5, in 5 moves, by exact search over \d+ positions\. No exact recursion is known for 4 pegs/.test(document.querySelector('#summary').textContent));
    assert.equal(query(page), '?weights=0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0&discs=3&from=1&to=3');
    assert.equal(await page.$('.dp-table'), null);
    assert.match(await text(page, '#table-note'), /^No table for 4 pegs/);
    assert.equal(await page.getByRole('button', { name: /^cost from peg \d to peg \d: 1$/ }).count(), 12);
    // Too many discs for the page's search: the core's message, nothing changed.
    await page.fill('#w-discs', '30');
    await page.press('#w-discs', 'Enter');
    await page.waitForFunction(() => /takes 0 to \d+ discs on 4 pegs, not 30/.test(document.querySelector('#puzzle-error').textContent));
    assert.equal(await page.inputValue('#w-discs'), '3');
    assert.match(query(page), /discs=3/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the address round-trips, and bad parameters fall back with notices on the page', async () => {
  const good = '?weights=0,1,inf;1,0,1;inf,1,0&discs=2&from=3&to=1&scale=size&speed=2';
  const tab = await openApp(site, `/weighted.html${good}`);
  try {
    const { page } = tab;
    assert.equal(query(page), good);
    assert.equal(await page.inputValue('#w-from'), '3');
    assert.equal(await page.inputValue('#w-to'), '1');
    assert.equal(await page.isChecked('#w-scale'), true);
    assert.equal(await text(page, '#speed-value'), '2/s');
  } finally {
    await tab.close();
  }
  const bad = await openApp(site, '/weighted.html?weights=0,-1&discs=x&from=9&scale=foo');
  try {
    const { page } = bad;
    assert.equal(query(page), EXAMPLE);
    const notices = await page.$$eval('hanoi-weighted-player', ([player]) => [...player.shadowRoot.querySelectorAll('#notice-list li')].map((li) => li.textContent));
    assert.equal(notices.length, 4);
    assert.ok(notices.some((n) => /showing Example 1$/.test(n)));
    assert.ok(notices.some((n) => /^"x" is not a number of discs/.test(n)));
    assert.equal(await text(page, '#summary'), 'Cheapest: 43, in 10 moves, by the recursion.');
    assert.deepEqual(bad.errors, []);
  } finally {
    await bad.close();
  }
});

test('on a phone in portrait nothing overflows sideways, and the playground links here', async () => {
  const tab = await openApp(site, '/weighted.html', { viewport: { width: 360, height: 740 } });
  try {
    const { page } = tab;
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), 'no sideways scrolling');
    await page.getByRole('button', { name: 'cost from peg 1 to peg 2: 3' }).click();
    await page.waitForSelector('#arc-editor:not([hidden])');
    await tab.screenshot('weighted-phone');
  } finally {
    await tab.close();
  }
  const playground = await openApp(site, '/index.html');
  try {
    assert.equal(await playground.page.getAttribute('#open-weighted', 'href'), 'weighted.html');
  } finally {
    await playground.close();
  }
});

test('after a full run, changing Discs shows the new puzzle at move 0, waiting, not solved (issue 29, item 7)', async () => {
  const tab = await openApp(site, `/weighted.html${EXAMPLE}&speed=50`);
  try {
    const { page } = tab;
    await page.click('#run');
    await statusIs(page, 'success');
    assert.equal(await text(page, '#time'), '10 / 10');
    await page.fill('#w-discs', '4');
    await page.press('#w-discs', 'Enter');
    await waitForPageText(page, '#summary', 'Cheapest: 89, in 15 moves, by the recursion.');
    // The change is made at once: a run started by it would be under way by now.
    assert.equal(await page.evaluate(() => window.hanoi.player.controller.playback.running), false, 'the new puzzle does not run by itself');
    assert.equal(await text(page, '#time'), '0 / 15');
    assert.equal(await text(page, '#counter-extra'), 'cost so far 0 · cheapest 89');
    assert.equal(await page.$eval('hanoi-weighted-player', (p) => p.shadowRoot.querySelector('#status').dataset.kind), 'waiting');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the page declares the site’s icon, as index.html does (so no request for a missing /favicon.ico)', async () => {
  const icons = {};
  for (const name of ['index', 'weighted']) {
    const tab = await openApp(site, `/${name}.html`);
    try {
      icons[name] = await tab.page.$eval('link[rel="icon"]', (link) => link.getAttribute('href')).catch(() => null);
    } finally {
      await tab.close();
    }
  }
  assert.match(icons.index, /^data:image\/svg\+xml,/);
  assert.equal(icons.weighted, icons.index);
});

// Weights with costs of every width: one digit, two, four, decimals, forbidden.
const DIGRAPHS = {
  3: '0,3,15;8,0,2;5,6,0',
  4: '0,3,15,7;8,0,2,11;5,inf,0,4;9,12,1.5,0',
  5: '0,3,15,7,2;8,0,2,11,inf;5,6,0,4,13;9,12,1,0,6;10,inf,3,12.75,0',
  6: '0,3,15,7,2,14;8,0,2,11,inf,5;5,6,0,4,13,9;9,12,1,0,6,2.5;10,inf,3,8,0,1;4,7,16,inf,1250,0',
};

/**
 * In the page: for every label of the digraph, its own arrow's path runs
 * through its box and every other path keeps `clear` px away; labels do
 * not overlap; each label's text fits its box; every path has data-from
 * and data-to, one per label. Returns what is wrong, in words.
 */
function digraphFaults(page, clear) {
  return page.evaluate((clear) => {
    const faults = [];
    const box = document.querySelector('#digraph');
    const paths = [...box.querySelectorAll('path.arc')];
    const labels = [...box.querySelectorAll('.arc-label')];
    const key = (el) => `${el.dataset.from ?? el.getAttribute('data-from')}→${el.dataset.to ?? el.getAttribute('data-to')}`;
    const pathOf = new Map(paths.map((p) => [key(p), p]));
    if (pathOf.has('undefined→undefined') || pathOf.has('null→null')) faults.push('a path has no data-from/data-to');
    if (pathOf.size !== paths.length || paths.length !== labels.length) faults.push(`${pathOf.size} paths told apart by data-from/data-to, of ${paths.length}, for ${labels.length} labels`);
    // Each path's points in the page's pixels.
    const points = new Map(
      paths.map((path) => {
        const matrix = path.getScreenCTM();
        const length = path.getTotalLength();
        return [path, Array.from({ length: 301 }, (_, i) => path.getPointAtLength((length * i) / 300).matrixTransform(matrix))];
      }),
    );
    const outside = (p, r) => {
      const dx = Math.max(r.left - p.x, p.x - r.right);
      const dy = Math.max(r.top - p.y, p.y - r.bottom);
      return dx > 0 || dy > 0 ? Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) : Math.max(dx, dy);
    };
    const rects = labels.map((label) => label.getBoundingClientRect());
    labels.forEach((label, i) => {
      const r = rects[i];
      const own = pathOf.get(key(label));
      if (!own) return faults.push(`no path for label ${key(label)}`);
      if (Math.min(...points.get(own).map((p) => outside(p, r))) >= 0) faults.push(`${key(label)}'s path does not run through its label`);
      for (const path of paths) {
        if (path === own) continue;
        const near = Math.min(...points.get(path).map((p) => outside(p, r)));
        if (near < clear) faults.push(`path ${key(path)} comes within ${near.toFixed(1)} px of label ${key(label)} (${label.textContent})`);
      }
      if (label.scrollWidth > label.clientWidth + 1) faults.push(`label ${key(label)}'s text "${label.textContent}" does not fit`);
      rects.forEach((s, j) => {
        if (j > i && r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom) faults.push(`labels ${key(label)} and ${key(labels[j])} overlap`);
      });
    });
    return faults;
  }, clear);
}

for (const [width, height] of [[1280, 720], [390, 844]]) {
  test(`the digraph at ${width}×${height}, 3 to 6 pegs: each label on its own arrow, clear of the others; arrows carry data-from and data-to (issue 29, item 3)`, async () => {
    const tab = await newPage(site.browser, { viewport: { width, height }, hasTouch: width < 500, isMobile: width < 500 });
    try {
      const { page } = tab;
      for (const [pegs, weights] of Object.entries(DIGRAPHS)) {
        await page.goto(`${site.url}/weighted.html?weights=${weights}&discs=2&from=1&to=3`);
        await page.waitForSelector('html[data-ready="true"]');
        assert.equal(await page.locator('#digraph .arc-label').count(), pegs * (pegs - 1));
        assert.deepEqual(await digraphFaults(page, 2), [], `${pegs} pegs at ${width}×${height}`);
        // A course page finds an arrow by its pegs.
        assert.equal(await page.locator('#digraph path.arc[data-from="1"][data-to="3"]').count(), 1);
      }
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });
}
