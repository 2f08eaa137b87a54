// End-to-end tests of the Hint: after moves wasted by hand, the count it
// gives equals `hanoi optimum --from` that position, and following its best
// next move again and again solves the puzzle in exactly that many moves;
// the move is marked on the tower and the path on the Graph; a change of
// position clears it; a search too large is refused with the reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openApp, repoRoot, useSite, waitForMatch, waitForStatus, waitForText } from './harness.mjs';

const site = useSite();
const open = (address) => openApp(site, address);

const HINT = /^(\d+) moves? left with best play; best next move: pin (\d+) to pin (\d+)\.$/;
const cli = path.join(repoRoot, 'target', 'debug', 'hanoi');

/**
 * `hanoi optimum --from` the position, by the binary cargo built (`make
 * test` builds it first), else the same search through the study module.
 */
async function optimumFrom(page, variation, discs, from) {
  if (existsSync(cli)) {
    const out = execFileSync(cli, ['optimum', variation, '--discs', String(discs), '--from', from], { encoding: 'utf8' });
    return Number(/^optimum: (\d+) moves?/.exec(out)[1]);
  }
  return page.evaluate(async ({ variation, discs, from }) => {
    const study = await import('/pkg/hanoi_study.js');
    await study.default();
    return study.searchOptimum(variation, discs, undefined, undefined, from).length;
  }, { variation, discs, from });
}

/** Presses H with nothing focused and waits for the hint; returns [moves left, from, to] (pins from 1). */
async function hint(page) {
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('h');
  await waitForMatch(page, '#hint-result', /left with best play|no moves left/);
  const said = (await page.textContent('#hint-result')).trim();
  const match = HINT.exec(said);
  return match ? match.slice(1).map(Number) : [0, 0, 0];
}

for (const [variation, discs, wasted] of [
  ['classic', 4, [[1, 2], [2, 3], [1, 2], [3, 1]]],
  ['reversi', 3, [[1, 2], [2, 3], [1, 2]]],
]) {
  test(`${variation}: after wasted moves the hint's count is hanoi optimum's from there, and following hints solves in exactly that many`, async () => {
    const tab = await open(`/?variation=${variation}&discs=${discs}&mode=manual`);
    try {
      const { page } = tab;
      await page.waitForSelector('#graph-view .graph-nodes circle');
      for (const [from, to] of wasted) {
        await page.evaluate(([a, b]) => {
          window.hanoi.player.pick(a);
          window.hanoi.player.pick(b);
        }, [from, to]);
      }
      await page.waitForFunction((n) => window.hanoi.player.state.t === BigInt(n), wasted.length);
      const here = await page.evaluate(() => window.hanoi.panels.hint.here().from);
      let [left, from, to] = await hint(page);
      assert.equal(left, await optimumFrom(page, variation, discs, here), `from ${here}`);
      // The move is marked on the tower, the path lit up on the graph (left + 1 positions).
      assert.deepEqual(await page.evaluate(() => window.hanoi.player.controller.hintShown()), { from: from - 1, to: to - 1 });
      const drawn = await page.getAttribute('#graph-view .graph-hint', 'd');
      assert.equal(drawn.split('L').length, left + 1);
      let followed = 0;
      while (left > 0) {
        await page.evaluate(([a, b]) => {
          window.hanoi.player.pick(a);
          window.hanoi.player.pick(b);
        }, [from, to]);
        followed++;
        const before = left;
        if (before === 1) break;
        // The position changed: the old hint is gone until asked again.
        await waitForText(page, '#hint-result', '');
        [left, from, to] = await hint(page);
        assert.equal(left, before - 1);
      }
      await waitForStatus(page, 'success');
      assert.equal(followed, await optimumFrom(page, variation, discs, here));
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });
}

test('the Hint button says so when solved, and a search too large for the page is refused with the command line', async () => {
  const tab = await open('/?variation=classic&discs=2&mode=manual&t=3');
  try {
    const { page } = tab;
    await page.click('#hint-ask');
    await waitForText(page, '#hint-result', 'Solved: no moves left.');
    await page.evaluate(() => window.hanoi.player.setCounts(40, 3));
    await page.waitForFunction(() => window.hanoi.player.state.discs === 40);
    await page.click('#hint-ask');
    await waitForMatch(page, '#hint-result', /^No hint here: the search from this position would need .* more than the 512 MB the page allows\. On the command line: hanoi optimum classic --discs 40 --max-memory \d+$/);
    assert.equal(await page.getAttribute('#hint-result', 'data-kind'), 'refused');
    // Off the start, the command searches from the position on show (the core writes it as the CLI reads it).
    await page.evaluate(() => { const c = window.hanoi.player.controller; c.pick(0); c.pick(2); });
    await page.click('#hint-ask');
    await waitForMatch(page, '#hint-result', /On the command line: hanoi optimum classic --discs 40 --from "40 39 38 [\d ]+ 3 2 \/ - \/ 1" --max-memory \d+$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('H while the solution plays pauses it and hints from the move it reached; Cancel hands the focus back to the button', async () => {
  const tab = await open('/?variation=classic&discs=10');
  try {
    const { page } = tab;
    await page.evaluate(() => window.hanoi.player.play());
    await page.waitForFunction(() => window.hanoi.player.state.running && window.hanoi.player.state.t > 0n);
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('h');
    await waitForMatch(page, '#hint-result', /left with best play/);
    // Over a thousand: written with a thousands separator.
    const left = Number((await page.textContent('#hint-result')).match(/^([\d,]+) moves left/)[1].replaceAll(',', ''));
    const { running, t } = await page.evaluate(() => ({ running: window.hanoi.player.state.running, t: Number(window.hanoi.player.state.t) }));
    assert.equal(running, false, 'the playback paused for the hint');
    // Every position of Classic's solution is on the shortest path.
    assert.equal(left, 1023 - t);
    // The button does the same: it stays enabled while the solution plays.
    await page.evaluate(() => window.hanoi.player.play());
    await page.waitForFunction((n) => window.hanoi.player.state.running && window.hanoi.player.state.t > BigInt(n), t);
    assert.equal(await page.isEnabled('#hint-ask'), true);
    await page.click('#hint-ask');
    await page.waitForFunction(() => !window.hanoi.player.state.running);
    const paused = await page.evaluate(() => Number(window.hanoi.player.state.t));
    await waitForMatch(page, '#hint-result', new RegExp(`^${(1023 - paused).toLocaleString('en')} moves? left with best play`));
    // A search that ends while its Cancel has the focus (a keyboard user
    // about to press it) leaves the focus on Ask, not on the page.
    const focused = await page.evaluate(() => {
      const panel = window.hanoi.panels.hint;
      panel.set({ kind: 'running', key: panel.here().key });
      document.getElementById('hint-cancel').focus();
      panel.set({ kind: 'idle' });
      return document.activeElement?.id;
    });
    assert.equal(focused, 'hint-ask');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
