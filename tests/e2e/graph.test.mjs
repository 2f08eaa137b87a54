// End-to-end tests of the Graph panel: the state graph of the puzzle on
// show, its ring following seeks and moves by hand, a click or a key on the
// path seeking there, a list's path beside the algorithm's, a puzzle too
// large refused with the reason, and the drawing saved as SVG (a hint's path
// in it a line, not a filled shape, when the file is opened alone).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { openApp, text, useSite, waitForMatch } from './harness.mjs';

const site = useSite();
const open = (path, contextOptions) => openApp(site, path, contextOptions);

/** The node ringed in the drawing (-1 when none). */
const ringed = (page) => page.getAttribute('#graph-view', 'data-current').then(Number);
/** The nodes of the solution's path, from the start. */
const pathNodes = (page) => page.evaluate(() => window.hanoi.panels.graph.path);
const moveNumber = (page) => page.evaluate(() => String(window.hanoi.player.state.t));

test('Classic with 3 discs: Sierpinski\'s triangle of 27 positions, the ring following seeks, clicks and keys', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=wait');
  try {
    const { page } = tab;
    await waitForMatch(page, '#graph-note', /^27 positions and 39 moves, drawn as Sierpinski's triangle; the solution passes through 8 of them\./);
    assert.equal(await page.locator('#graph-view .graph-nodes circle').count(), 27);
    const path = await pathNodes(page);
    assert.equal(path.length, 8);
    // The page starts running the solution: stop at the start.
    await page.evaluate(() => {
      window.hanoi.player.pause();
      window.hanoi.player.seek('0');
    });
    await page.waitForFunction((node) => document.getElementById('graph-view').dataset.current === String(node), path[0]);
    // The player seeks: the ring follows.
    await page.evaluate(() => window.hanoi.player.seek('3'));
    await page.waitForFunction((node) => document.getElementById('graph-view').dataset.current === String(node), path[3]);
    // A click on a position of the path seeks there.
    await page.click(`#graph-view circle[data-node="${path[5]}"]`);
    await page.waitForFunction(() => window.hanoi.player.state.t === 5n);
    assert.equal(await ringed(page), path[5]);
    assert.match(await text(page, '#graph-status'), /^Move 5: pin 1: 1; pin 2: 2; pin 3: 3\.$/);
    // Keys on the focused drawing step along the path.
    await page.focus('#graph-view');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.hanoi.player.state.t === 6n);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => window.hanoi.player.state.t === 0n);
    assert.equal(await ringed(page), path[0]);
    // Its hover text says the position and its place on the path.
    const title = await page.textContent(`#graph-view circle[data-node="${path[7]}"] title`);
    assert.equal(title, 'Goal: pin 1: empty; pin 2: empty; pin 3: 3 2 1 (move 7 of the solution)');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('moves by hand are drawn as a walk and ringed, and a position off the path says so', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=manual');
  try {
    const { page } = tab;
    await waitForMatch(page, '#graph-note', /^27 positions/);
    const start = await ringed(page);
    // Disc 1 to pin 2, then disc 2 to pin 3: off the solution's path.
    for (const pin of [1, 2, 1, 3]) await page.evaluate((p) => window.hanoi.player.pick(p), pin);
    await page.waitForFunction((s) => document.getElementById('graph-view').dataset.current !== String(s), start);
    const now = await ringed(page);
    const path = await pathNodes(page);
    assert.ok(!path.includes(now), 'the position reached is off the path');
    await page.waitForFunction(() => (document.querySelector('#graph-view .graph-walk').getAttribute('d') ?? '').split('L').length === 3);
    await page.click(`#graph-view circle[data-node="${now}"]`);
    assert.match(await text(page, '#graph-status'), /: not on the solution's path\.$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('an optimal solution found by search is drawn beside the algorithm\'s path, found and then played (Lundon_C)', async () => {
  const tab = await open('/?variation=lundon-c&discs=3&mode=wait');
  try {
    const { page } = tab;
    await waitForMatch(page, '#graph-note', /positions and/);
    assert.equal(await page.locator('#graph-view .graph-path').count(), 1);
    await page.click('#optimum-run');
    await page.waitForSelector('#optimum[data-state="done"]');
    // Found, not yet played: its path is dotted beside the algorithm's.
    await waitForMatch(page, '#graph-note', /The optimal solution the search found is dotted\.$/);
    assert.equal(await page.locator('#graph-view .graph-optimal').count(), 1);
    await page.click('#optimum-play');
    await waitForMatch(page, '#graph-note', /The list played is drawn in the accent colour, the algorithm's path dashed\./);
    assert.equal(await page.locator('#graph-view .graph-path').count(), 2);
    assert.equal(await page.locator('#graph-view .graph-algorithm').count(), 1);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a puzzle with too many positions is refused with the reason, and the drawing saves as SVG', async () => {
  const tab = await open('/?variation=classic&discs=9&mode=wait');
  try {
    const { page } = tab;
    await waitForMatch(page, '#graph-note', /^No graph for Classic with 9 discs: more than 4096 positions are reachable \(up to 19683 by count\)\. It is drawn for at most 4,096 positions\.$/);
    assert.equal(await page.isHidden('#graph-view'), true);
    assert.equal(await page.isDisabled('#graph-save'), true);
    // Fewer discs: a graph again, saved as a file that stands alone.
    // Paused at the start, so that the last check does not race the first move.
    await page.evaluate(() => {
      window.hanoi.player.setAttribute('discs', '2');
      window.hanoi.player.pause();
      window.hanoi.player.seek('0');
    });
    await waitForMatch(page, '#graph-note', /^9 positions and 12 moves/);
    // A hint's shortest path lit up, to be saved with the rest.
    await page.click('#hint-ask');
    await waitForMatch(page, '#hint-result', /^3 moves left with best play/);
    await page.waitForSelector('#graph-view .graph-hint', { state: 'attached' });
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#graph-save')]);
    assert.equal(file.suggestedFilename(), 'classic-2-discs-graph.svg');
    const saved = (await readFile(await file.path())).toString();
    assert.match(saved, /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(saved, /<style>[^<]*\.graph-edges\{fill:none;stroke:#/);
    assert.equal(saved.match(/<circle [^>]*data-node=/g).length, 9);
    // Opened on its own, without the page's style sheet, the hint's path is a line, not a filled shape.
    const alone = await tab.context.newPage();
    await alone.setContent(saved);
    assert.deepEqual(
      await alone.evaluate(() => {
        const style = getComputedStyle(document.querySelector('.graph-hint'));
        return { fill: style.fill, stroke: style.stroke === 'none' ? 'none' : 'coloured' };
      }),
      { fill: 'none', stroke: 'coloured' },
    );
    assert.equal(await moveNumber(page), '0');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
