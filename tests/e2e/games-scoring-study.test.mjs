// End-to-end tests of the Games view's study of scoring play (issue 34):
// Theorem 12's table for the game's weights and ending, computed beside the
// theorem with the rows that differ marked; Figure 5's plane of weights,
// each point coloured as the core computes it, read by hovering, played by a
// click (selected first while a game is in progress), two taps or the
// keyboard; a computation replaced keeps its progress shown. Every wait is for a state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, text, useSite } from './harness.mjs';

const site = useSite();

const planeReady = (page, want = '2:EC1:-3') => page.waitForSelector(`#plane-canvas[data-ready="${want}"]`, { timeout: 60_000 });
const tableShown = (page) => page.waitForSelector('#t12-table:not([hidden]) #t12-rows tr', { timeout: 60_000 });
/** The colour drawn at a point's centre, as #rrggbb. */
const pixelAt = (page, w12, w13) =>
  page.evaluate(([a, b]) => {
    const { plane } = window.hanoiScoringStudy;
    const canvas = document.getElementById('plane-canvas');
    const { x, y } = plane.centreOf(a, b);
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const [r, g, bl] = canvas.getContext('2d').getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
    return `#${[r, g, bl].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }, [w12, w13]);

test('scoring play shows Theorem 12 beside the computation, the n = 3 exception marked', async () => {
  const tab = await openApp(site, '/games.html?game=scoring&discs=3&end=ec1&weights=-2,0,-1');
  try {
    const { page } = tab;
    await tableShown(page);
    const rows = await page.$$eval('#t12-rows tr', (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
    assert.deepEqual(rows[1].slice(0, 3), ['2', '5', '3..5']);
    // n = 3: won in 15, where exception (i)'s printed bound says at most 11.
    assert.deepEqual(rows[2], ['3', '15', '8..11', 'β1 ≤ 0, exception (i)', '✗ differs']);
    assert.equal(await page.getAttribute('#t12-rows tr[data-discs="3"]', 'class'), 'differs');
    assert.equal(await page.getAttribute('#t12-rows tr[data-discs="2"]', 'data-agreement'), 'agrees');
    // The table offers as many discs as the page lets scoring play have.
    const most = await page.getAttribute('#g-discs', 'max');
    assert.equal(await page.$eval('#t12-upto', (select) => select.options.length), Number(most));
    // Another game, not scoring play, hides the study.
    assert.equal(await page.isVisible('#scoring-study'), true);
    await page.selectOption('#g-game', 'impartial');
    await page.click('#new-game');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('game') === 'impartial', null, { timeout: 30_000 });
    assert.equal(await page.isHidden('#scoring-study'), true);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

/** Where on the page the point (w12, w13) is drawn. */
const pointOnPage = async (page, w12, w13) => {
  await page.locator('#plane-canvas').scrollIntoViewIfNeeded();
  const box = await page.locator('#plane-canvas').boundingBox();
  const at = await page.evaluate(([a, b]) => window.hanoiScoringStudy.plane.centreOf(a, b), [w12, w13]);
  return { x: box.x + at.x, y: box.y + at.y };
};

test('Figure 5 is drawn coloured as the core says, read by hovering, and a click plays a point (selects it first during a game)', async () => {
  const tab = await openApp(site, '/games.html?game=scoring&discs=2&end=ec1&weights=1,2,-3&vs=human');
  try {
    const { page } = tab;
    await planeReady(page);
    // The paper's figure: w23 = -3; drawn (white) at (-3, -3) and (-8, -6), a first-player win at (5, 5) and (6, 2).
    assert.equal(await pixelAt(page, -3, -3), '#ffffff');
    assert.equal(await pixelAt(page, -8, -6), '#ffffff');
    assert.equal(await pixelAt(page, 5, 5), '#4f9d69');
    assert.equal(await pixelAt(page, 6, 2), '#4f9d69');
    assert.match(await text(page, '#plane-sentence'), /this is the paper's Figure 5/);
    assert.match(await text(page, '#plane-legend'), /first player wins.*second player wins.*tie.*draw/);
    // Hovering reads a point without playing it.
    const hovered = await pointOnPage(page, 6, 2);
    await page.mouse.move(hovered.x, hovered.y);
    await page.waitForFunction(() => document.getElementById('plane-cursor').textContent.startsWith('w12 = 6, w13 = 2'));
    assert.match(await text(page, '#plane-cursor'), /^w12 = 6, w13 = 2, w23 = -3: first player wins\. Enter, a click/);
    assert.equal(new URL(page.url()).searchParams.get('weights'), '1,2,-3');
    // No move made yet: a click on (-3, -3) starts scoring play with weights -3,-3,-3 at once: a draw.
    const drawn = await pointOnPage(page, -3, -3);
    await page.mouse.click(drawn.x, drawn.y);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('weights') === '-3,-3,-3', null, { timeout: 30_000 });
    assert.match(await text(page, '#game-value'), /draw/i);
    assert.equal(await page.inputValue('#g-weights'), '-3,-3,-3');
    // With a move made, a click only selects; a second click on it plays it.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    await page.waitForFunction(() => window.hanoiGames.controller.session.history().length > 0, null, { timeout: 30_000 });
    await planeReady(page);
    const won = await pointOnPage(page, 5, 5);
    await page.mouse.click(won.x, won.y);
    assert.match(await text(page, '#plane-cursor'), /^w12 = 5, w13 = 5, w23 = -3: first player wins\. Tap or click it again, or Play this point, to play it, replacing the game in progress\.$/);
    assert.equal(new URL(page.url()).searchParams.get('weights'), '-3,-3,-3');
    await page.mouse.click(won.x, won.y);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('weights') === '5,5,-3', null, { timeout: 30_000 });
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the plane works with the keyboard alone and by touch on a phone', async () => {
  const tab = await openApp(site, '/games.html?game=scoring&discs=2&end=ec1&weights=1,2,-3', {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const { page } = tab;
    await planeReady(page);
    const fits = await page.evaluate(() => {
      const canvas = document.getElementById('plane-canvas').getBoundingClientRect();
      return canvas.right <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth;
    });
    assert.equal(fits, true, 'the plane fits a 390px phone');
    // Keys: the cursor starts at (0, 0); two steps right and one up is (2, 1); Enter plays it.
    await page.focus('#plane-canvas');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    assert.match(await text(page, '#plane-cursor'), /^w12 = 2, w13 = 1, w23 = -3: first player wins\./);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('weights') === '2,1,-3', null, { timeout: 30_000 });
    // A tap on (-5, -5) selects it and says it; a second tap plays it.
    await planeReady(page);
    const tapped = await pointOnPage(page, -5, -5);
    await page.touchscreen.tap(tapped.x, tapped.y);
    assert.match(await text(page, '#plane-cursor'), /^w12 = -5, w13 = -5, w23 = -3: .*Tap or click it again, or Play this point, to play it\.$/);
    assert.equal(new URL(page.url()).searchParams.get('weights'), '2,1,-3');
    await page.touchscreen.tap(tapped.x, tapped.y);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('weights') === '-5,-5,-3', null, { timeout: 30_000 });
    // Or a tap and Play this point.
    await planeReady(page);
    const other = await pointOnPage(page, 4, -2);
    await page.touchscreen.tap(other.x, other.y);
    await page.tap('#plane-play');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('weights') === '4,-2,-3', null, { timeout: 30_000 });
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('another plane is computed with progress, can be cancelled, and is refused with a reason', async () => {
  const tab = await openApp(site, '/games.html?game=scoring&discs=2&end=ec1&weights=1,2,-3');
  try {
    const { page } = tab;
    await planeReady(page);
    await page.selectOption('#plane-discs', '3');
    await page.click('#plane-run');
    await planeReady(page, '3:EC1:-3');
    // Theorem 6: with three discs only all-equal non-positive weights draw: (-3, -3) is white, (-3, -2) a win.
    assert.equal(await pixelAt(page, -3, -3), '#ffffff');
    assert.equal(await pixelAt(page, -3, -2), '#4f9d69');
    // Four discs take a few seconds: the progress bar shows, and Cancel stops it.
    await page.selectOption('#plane-discs', '4');
    await page.click('#plane-run');
    await page.waitForSelector('#plane-progress:not([hidden])');
    await page.click('#plane-cancel');
    assert.equal(await text(page, '#plane-error'), 'The plane was cancelled.');
    assert.equal(await page.isHidden('#plane-progress'), true);
    await page.fill('#plane-w23', '500');
    await page.click('#plane-run');
    assert.match(await text(page, '#plane-error'), /^The weight w23 takes a whole number from -100 to 100, not "500"\.$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a plane computation replacing one still running keeps its progress bar and Cancel until it is done', async () => {
  const tab = await openApp(site, '/games.html?game=scoring&discs=2&end=ec1&weights=1,2,-3');
  try {
    const { page } = tab;
    await planeReady(page);
    await page.selectOption('#plane-discs', '4');
    await page.click('#plane-run');
    await page.waitForSelector('#plane-progress:not([hidden])');
    // Drawn again while the first still runs: the bar and Cancel stay until the new one finishes.
    await page.click('#plane-run');
    assert.equal(await page.isVisible('#plane-progress'), true);
    assert.equal(await page.isVisible('#plane-cancel'), true);
    await page.waitForFunction(() => /of 441 games computed/.test(document.getElementById('plane-text').textContent), null, { timeout: 60_000 });
    assert.equal(await page.isVisible('#plane-progress'), true);
    await planeReady(page, '4:EC1:-3');
    assert.equal(await page.isHidden('#plane-progress'), true);
    assert.equal(await text(page, '#plane-error'), '');
    // Theorem 12's table likewise: a new choice of discs, then Compute, keeps its bar.
    await page.selectOption('#t12-upto', '7');
    await page.click('#t12-run');
    assert.equal(await page.isVisible('#t12-progress'), true);
    await page.waitForSelector('#t12-progress[hidden]', { state: 'attached', timeout: 120_000 });
    assert.equal(await page.$eval('#t12-rows', (rows) => rows.children.length), 7);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
