// End-to-end tests of the Weighted view's presets for the weighted paper's
// five strongly connected movement digraphs (issue 34): each one chosen
// from the Presets list (by keyboard, by touch on a phone) draws its
// digraph, its forbidden moves marked forbidden and drawn dashed, is
// pressed, and gives its count; an address with the preset's weights, or
// with ?preset=, opens it again (Random cannot be named); the table's note
// says what relation (1) and the paper's WTHD compute with no memory beside
// its 6n cells.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, text, useSite, waitInPlayer } from './harness.mjs';

const site = useSite();

const waitForPageText = (page, selector, want) => waitInPlayer(page, selector, 'text', want, { host: 'body' });
const query = (page) => new URL(page.url()).search;

// Each preset: its allowed moves (pegs from 1) and the fewest moves of 3 discs from peg 1 to peg 3.
const DIGRAPHS = [
  { id: 'equal', name: 'K⃗₃', arcs: ['1→2', '1→3', '2→1', '2→3', '3→1', '3→2'], moves: 7 },
  { id: 'linear', name: 'L⃖₃', arcs: ['1→2', '2→1', '2→3', '3→2'], moves: 26 },
  { id: 'cyclic', name: 'C⃗₃', arcs: ['1→2', '2→3', '3→1'], moves: 21 },
  { id: 'k3-minus', name: 'K⃖₃₋', arcs: ['1→2', '2→1', '2→3', '3→1', '3→2'], moves: 19 },
  { id: 'c3-plus', name: 'C⃗₃₊', arcs: ['1→2', '2→1', '2→3', '3→1'], moves: 20 },
];

/**
 * The digraph as drawn: allowed (solid) and forbidden (marked so and dashed)
 * arcs, as 'from→to'; an arc marked one way and drawn the other is 'mixed'.
 */
async function drawnArcs(page) {
  return page.$$eval('#digraph path.arc', (paths) => {
    const arcs = { allowed: [], forbidden: [], mixed: [] };
    for (const path of paths) {
      const name = `${path.dataset.from}→${path.dataset.to}`;
      const marked = path.classList.contains('is-forbidden');
      const dashed = getComputedStyle(path).strokeDasharray !== 'none';
      arcs[marked === dashed ? (marked ? 'forbidden' : 'allowed') : 'mixed'].push(name);
    }
    arcs.allowed.sort();
    arcs.forbidden.sort();
    return arcs;
  });
}

const pressed = (page) => page.$$eval('#presets button[aria-pressed="true"]', (buttons) => buttons.map((b) => b.dataset.preset));

test('each of the five digraph presets, chosen from the keyboard, draws its digraph and solves in its number of moves', async () => {
  const tab = await openApp(site, '/weighted.html');
  try {
    const { page } = tab;
    assert.deepEqual(await pressed(page), ['example'], 'Example 1 is the preset on show at first');
    for (const digraph of DIGRAPHS) {
      const button = page.locator(`#presets [data-preset="${digraph.id}"]`);
      await button.focus();
      await page.keyboard.press('Enter');
      await waitForPageText(page, '#summary', `Cheapest: ${digraph.moves}, in ${digraph.moves} moves, by the recursion.`);
      await page.waitForFunction((id) => document.querySelector(`#presets [data-preset="${id}"]`).getAttribute('aria-pressed') === 'true', digraph.id);
      assert.deepEqual(await pressed(page), [digraph.id]);
      const arcs = await drawnArcs(page);
      assert.deepEqual(arcs.allowed, digraph.arcs, digraph.id);
      assert.equal(arcs.allowed.length + arcs.forbidden.length, 6, `${digraph.id}: mixed ${arcs.mixed}`);
      const description = await text(page, `#preset-${digraph.id}`);
      assert.ok(description.includes(`the paper's ${digraph.name}`), description);
      assert.ok((await text(page, '#puzzle-note')).endsWith(description));
    }
    // The last one played to the end: the cheapest, in 20 moves.
    await page.focus('#timeline');
    await page.keyboard.press('End');
    await waitInPlayer(page, '#time', 'text', '20 / 20', { host: 'hanoi-weighted-player' });
    assert.equal(await text(page, '#status-detail'), 'Solved for 20 in 20 moves: the cheapest possible.');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test("a preset's address opens it again, pressed; ?preset= names one; an unknown one falls back with a notice", async () => {
  const tab = await openApp(site, '/weighted.html');
  let address;
  try {
    const { page } = tab;
    await page.click('#presets [data-preset="k3-minus"]');
    await waitForPageText(page, '#summary', 'Cheapest: 19, in 19 moves, by the recursion.');
    await page.fill('#w-discs', '4');
    await page.press('#w-discs', 'Enter');
    await waitForPageText(page, '#summary', 'Cheapest: 47, in 47 moves, by the recursion.');
    address = query(page);
    assert.equal(address, '?weights=0,1,inf;1,0,1;1,1,0&discs=4&from=1&to=3');
  } finally {
    await tab.close();
  }
  const again = await openApp(site, `/weighted.html${address}`);
  try {
    const { page } = again;
    assert.equal(await text(page, '#summary'), 'Cheapest: 47, in 47 moves, by the recursion.');
    assert.deepEqual(await pressed(page), ['k3-minus']);
    assert.equal(query(page), address);
    // The table says what relation (1) and WTHD compute with no memory (WTHD's own count on these weights) beside its 6n cells.
    assert.match(await text(page, '#table-note'), /84 evaluations below it .* WTHD run that way makes 176 \(its own count on these weights\); .* 16 different subproblems .* v_4 = 40; this table fills 24 cells \(6n\)/);
  } finally {
    await again.close();
  }
  const named = await openApp(site, '/weighted.html?preset=c3-plus&discs=5');
  try {
    const { page } = named;
    assert.equal(await text(page, '#summary'), 'Cheapest: 138, in 138 moves, by the recursion.');
    assert.equal(query(page), '?weights=0,1,inf;1,0,1;1,inf,0&discs=5&from=1&to=3');
    assert.deepEqual(await pressed(page), ['c3-plus']);
    assert.deepEqual((await drawnArcs(page)).forbidden, ['1→3', '3→2']);
  } finally {
    await named.close();
  }
  const random = await openApp(site, '/weighted.html?preset=random');
  try {
    const { page } = random;
    const notices = await page.$$eval('hanoi-weighted-player', ([player]) => [...player.shadowRoot.querySelectorAll('#notice-list li')].map((li) => li.textContent));
    assert.ok(notices.some((n) => n.startsWith('Random cannot be named in an address: it draws new weights each time; showing Example 1')), notices.join(' | '));
    assert.equal(await text(page, '#summary'), 'Cheapest: 43, in 10 moves, by the recursion.');
  } finally {
    await random.close();
  }
  const unknown = await openApp(site, '/weighted.html?preset=k4');
  try {
    const { page } = unknown;
    const notices = await page.$$eval('hanoi-weighted-player', ([player]) => [...player.shadowRoot.querySelectorAll('#notice-list li')].map((li) => li.textContent));
    assert.ok(notices.some((n) => n.startsWith('There is no preset "k4" (the presets are example, equal, linear, cyclic, k3-minus, c3-plus): showing Example 1')), notices.join(' | '));
    assert.equal(await text(page, '#summary'), 'Cheapest: 43, in 10 moves, by the recursion.');
    assert.deepEqual(unknown.errors, []);
  } finally {
    await unknown.close();
  }
});

test('on a phone, a digraph preset is chosen by touch and nothing overflows sideways', async () => {
  const tab = await openApp(site, '/weighted.html', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const { page } = tab;
    await page.tap('#presets [data-preset="c3-plus"]');
    await waitForPageText(page, '#summary', 'Cheapest: 20, in 20 moves, by the recursion.');
    assert.deepEqual(await pressed(page), ['c3-plus']);
    assert.deepEqual((await drawnArcs(page)).allowed, DIGRAPHS[4].arcs);
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), 'no sideways scrolling');
    await page.locator('#presets').scrollIntoViewIfNeeded();
    await tab.screenshot('weighted-digraphs-phone');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
