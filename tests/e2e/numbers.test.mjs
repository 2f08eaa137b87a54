// End-to-end tests of how the main page writes numbers: every count and
// move number with its thousands marked, one way of writing a large number
// roughly and a power ("1.84 × 10¹⁹", "2¹²⁸"), and sizes that match the
// puzzle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, text, useSite, waitForMatch } from './harness.mjs';

const site = useSite();

/** The player's element `id`, in its shadow root. */
const inPlayer = (page, id, attribute) =>
  page.evaluate(
    ([id, attribute]) => {
      const element = document.querySelector('hanoi-player').shadowRoot.getElementById(id);
      return attribute ? element.getAttribute(attribute) : element.textContent.trim();
    },
    [id, attribute],
  );

/**
 * Text on the page, the player's included, that writes a number otherwise:
 * a run of four or more digits without its thousands marked (outside a
 * decimal), a power written with ^, or "× 10" followed by plain digits.
 * Left out: the variation's description (its years: "Lucas's puzzle of
 * 1883"), the numbers table, and the position in words (disc 1000 is a
 * disc's name, written as a position is typed: "1000 999 … / - / -").
 */
const otherwiseWritten = (page) =>
  page.evaluate(() => {
    const odd = /(?<![\d.,])\d{4,}|\^|×\s10\d/;
    const roots = [document.body, document.querySelector('hanoi-player').shadowRoot];
    const found = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest('script, style, #variation-description, #growth-table, #position-text, [hidden]')) continue;
        if (odd.test(node.textContent)) found.push(`${element.id || element.className}: ${node.textContent.trim().slice(0, 120)}`);
      }
      for (const element of root.querySelectorAll('[aria-label], [aria-valuetext], [title]')) {
        if (element.closest('math')) continue; // a formula's part, read out as the catalogue writes it
        for (const name of ['aria-label', 'aria-valuetext', 'title']) {
          const value = element.getAttribute(name);
          if (value && odd.test(value)) found.push(`${element.id || element.tagName} ${name}: ${value.slice(0, 120)}`);
        }
      }
    }
    return found;
  });

for (const [width, height] of [[1280, 720], [390, 844]]) {
  test(`at ${width}×${height}, Classic with 64 discs paused half-way writes every move number with its thousands, and 10^19 one way`, async () => {
    const tab = await openApp(site, '/?variation=classic&discs=64&t=9223372036854775808', { viewport: { width, height } });
    try {
      const { page } = tab;
      assert.match(await inPlayer(page, 'status'), /Paused at move 9,223,372,036,854,775,808\. Run or step, or move the timeline\.$/);
      assert.equal(await inPlayer(page, 'time'), '9,223,372,036,854,775,808 / 18,446,744,073,709,551,615');
      assert.equal(await inPlayer(page, 'timeline', 'aria-valuetext'), 'move 9,223,372,036,854,775,808 of 18,446,744,073,709,551,615');
      assert.equal(await text(page, '#total'), '18,446,744,073,709,551,615');
      assert.equal(await text(page, '#total-scientific'), '(1.84\u00a0×\u00a010¹⁹)');
      assert.equal(await text(page, '#total-note'), '≈ 1.84\u00a0×\u00a010¹⁹ moves: at one move a second, 5.85\u00a0×\u00a010¹¹ years.');
      // A step reads out the move it made the same way.
      await page.focus('hanoi-player');
      await page.evaluate(() => window.hanoi.player.controller.step());
      await waitForMatch(page, '#status', /Paused at move 9,223,372,036,854,775,809\./);
      // The Growth panel seen too: nothing anywhere written another way.
      await page.locator('#growth').scrollIntoViewIfNeeded();
      await page.waitForSelector('#growth-legend > li[data-key="classic/3"]');
      assert.deepEqual(await otherwiseWritten(page), []);
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });
}

test('a move past the end in the address: both numbers of the notice, and the move shown, with their thousands marked', async () => {
  const tab = await openApp(site, '/?variation=classic&discs=64&t=99999999999999999999');
  try {
    const { page } = tab;
    assert.equal(
      await text(page, '#notice-list'),
      'Move 99,999,999,999,999,999,999 is past the end: the solution has 18,446,744,073,709,551,615 moves: showing move 18,446,744,073,709,551,615',
    );
    assert.equal(await inPlayer(page, 'time'), '18,446,744,073,709,551,615 / 18,446,744,073,709,551,615');
    assert.deepEqual(await otherwiseWritten(page), []);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a puzzle too long to count says 2¹²⁸ or more, as the Growth panel does', async () => {
  const tab = await openApp(site, '/?variation=many-pin&discs=1000&pins=3&mode=wait');
  try {
    const { page } = tab;
    assert.equal(await text(page, '#total'), '2¹²⁸ or more');
    assert.match(await inPlayer(page, 'time'), /^[\d,]+ \/ 2¹²⁸ or more$/);
    await page.locator('#growth').scrollIntoViewIfNeeded();
    await waitForMatch(page, '#growth-note', /Many-Pin, 3 pins takes 2¹²⁸ or more moves from 129 discs on: those are not drawn\./);
    assert.deepEqual(await otherwiseWritten(page), []);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the Optimum panel gives a table size that matches the puzzle: Lundon C with 4 discs, 6,561 positions, not "up to 512 MB"', async () => {
  const tab = await openApp(site, '/?variation=lundon-c&discs=4&mode=wait');
  try {
    const { page } = tab;
    await waitForMatch(page, '#optimum-estimate', /positions/);
    const estimate = await text(page, '#optimum-estimate');
    assert.match(estimate, /^Searches the positions it reaches for the fewest moves: at most 6,561 positions, kept in a table of up to \d+ KB\.$/);
    assert.doesNotMatch(estimate, /MB/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
