// End-to-end test of the Trace panel's accessibility: a screen reader reads
// each call in progress as the words a sighted user sees, with its nesting
// (shown by indentation) as the list item's level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, useSite } from './harness.mjs';

const site = useSite();

test('trace items are read as their text, their depth as a level, not as "call depth 1, procedure 0"', async () => {
  const tab = await openApp(site, '/?variation=reves&discs=6&mode=wait&t=9');
  try {
    const { page } = tab;
    await page.waitForSelector('#trace li');
    const items = await page.$$eval('#trace li', (list) => list.map((li) => li.textContent));
    assert.ok(items.length >= 3, 'Reve\'s puzzle at move 9 has calls in progress');
    // Chromium's accessibility tree, as a screen reader gets it: a name other
    // than the text (a title, say) would show here as `listitem "…"`.
    const snapshot = await page.locator('#trace').ariaSnapshot();
    // (The snapshot is YAML: a text with ": " in it is quoted.)
    const quoted = (item) => (item.includes(': ') ? JSON.stringify(item) : item);
    assert.equal(snapshot, ['- list "Trace":', ...items.map((item, i) => `  - listitem [level=${i + 1}]: ${quoted(item)}`)].join('\n'));
    assert.doesNotMatch(snapshot, /procedure|call depth/);
    assert.deepEqual(await page.$$eval('#trace li', (list) => list.filter((li) => li.hasAttribute('title')).length), 0);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
