// Offline: after a first visit the service worker (www/sw.js, made by
// scripts/build.sh) has cached the site, and with the network gone the
// playground and the other views load again and play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openApp } from './harness.mjs';

const site = useSite();

test('after one visit the pages load and play with no network', async () => {
  const tab = await openApp(site, '/?variation=reves&discs=4');
  try {
    const { page, context } = tab;
    // The worker installs (caching every file) and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.evaluate(() => document.querySelector('hanoi-player').state.variation), 'reves');
    await page.evaluate(() => document.querySelector('hanoi-player').seek(5n));
    await page.waitForFunction(() => document.querySelector('hanoi-player').state.t === 5n);
    // The other views were cached too.
    for (const view of ['/weighted.html', '/games.html']) {
      await page.goto(site.url + view);
      await page.waitForSelector('html[data-ready="true"]');
    }
    await context.setOffline(false);
  } finally {
    await tab.close();
  }
});

test('each build has its own worker script, naming every file of the site', async () => {
  const response = await fetch(`${site.url}/sw.js`);
  const script = await response.text();
  assert.match(script, /^\/\/ Made by scripts\/build\.sh/);
  assert.match(script, /const BUILD = '[0-9a-f]{16}';/);
  for (const file of ['index.html', 'pkg/hanoi_wasm_bg.wasm', 'js/page.js', 'js/hanoi-player.js', 'weighted.html']) {
    assert.ok(script.includes(`'${file}'`), file);
  }
});
