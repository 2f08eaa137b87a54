// End-to-end test of the settings' move-count formulas: every variation's
// formula is readable in full inside its card, on a projector and on a
// phone: nothing cut at the card's edge, nothing scrolled out of sight, and
// the page never scrolls sideways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, useSite } from './harness.mjs';

const site = useSite();

for (const [width, height] of [[1280, 720], [390, 844]]) {
  test(`at ${width}×${height} every formula fits its card, each part in full`, async () => {
    const tab = await openApp(site, '/?mode=wait', { viewport: { width, height } });
    try {
      const { page } = tab;
      const ids = await page.$$eval('#variation option', (options) => options.map((o) => o.value));
      assert.equal(ids.length, 36);
      const cut = [];
      for (const id of ids) {
        await page.selectOption('#variation', id);
        await page.waitForFunction((id) => window.hanoi.player.state.variation === id, id);
        const found = await page.evaluate(() => {
          const formula = document.getElementById('variation-formula');
          const card = document.getElementById('settings').getBoundingClientRect();
          const box = formula.getBoundingClientRect();
          const problems = [];
          // A hidden sideways scroll is a cut: the box must hold all it has.
          if (formula.scrollWidth > formula.clientWidth + 1) problems.push(`scrolls ${formula.scrollWidth} in ${formula.clientWidth}`);
          if (box.right > card.right + 0.5) problems.push(`ends at ${box.right}, the card at ${card.right}`);
          for (const math of formula.querySelectorAll('math')) {
            const part = math.getBoundingClientRect();
            if (part.left < box.left - 0.5 || part.right > box.right + 0.5) problems.push(`"${math.getAttribute('aria-label')}" from ${part.left} to ${part.right}, the box ${box.left} to ${box.right}`);
          }
          if (document.documentElement.scrollWidth > innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} wide`);
          return problems;
        });
        if (found.length) cut.push(`${id}: ${found.join('; ')}`);
      }
      assert.deepEqual(cut, []);
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });
}

test('the Checkers formula names Reve\'s puzzle as the catalogue titles it, read out as written', async () => {
  const tab = await openApp(site, '/?variation=checkers&mode=wait');
  try {
    const { page } = tab;
    const shown = (await page.textContent('#variation-formula')).replace(/\s+/g, ' ');
    assert.match(shown, /the same as Reve's puzzle,/);
    assert.doesNotMatch(shown, /Reves/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
