// Presentation mode: Present fills the window with the tower in large type,
// the keyboard still drives it, and Esc (or Present again) leaves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openApp } from './harness.mjs';

const site = useSite();

test('Present fills the screen in large type; keys drive the player; Esc leaves', async () => {
  const tab = await openApp(site, '/?variation=classic&discs=3&mode=wait');
  try {
    const { page } = tab;
    const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const normal = await size();
    await page.click('#present');
    await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
    assert.ok((await size()) > normal * 1.4, 'larger type');
    const viewport = page.viewportSize();
    const box = await page.$eval('main .stage', (stage) => stage.getBoundingClientRect().toJSON());
    assert.ok(box.width >= viewport.width - 1 && box.height >= viewport.height - 1, `the stage fills the screen: ${JSON.stringify(box)}`);
    assert.equal(await page.getAttribute('#present', 'aria-pressed'), 'true');
    // The keyboard still drives the tower: Space runs or pauses it.
    const kind = () => page.evaluate(() => document.querySelector('hanoi-player').state.status.kind);
    const before = await kind();
    await page.keyboard.press('Space');
    await page.waitForFunction((was) => document.querySelector('hanoi-player').state.status.kind !== was, before);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.classList.contains('presenting'));
    assert.equal(await size(), normal);
    assert.equal(await page.getAttribute('#present', 'aria-pressed'), 'false');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
