// Offline: after a first visit the service worker (www/sw.js, made by
// scripts/build.sh) has cached the site, and with the network gone the
// playground and the other views load again and play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useSite, openApp, newPage, startServer, repoRoot } from './harness.mjs';

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
    for (const view of ['/weighted.html', '/games.html', '/sums.html']) {
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
  for (const file of ['index.html', 'pkg/hanoi_wasm_bg.wasm', 'js/page.js', 'js/hanoi-player.js', 'weighted.html', 'sums.html', 'js/sums/sum-worker.js', 'guide.html', 'teachers.html', 'js/guide.css', 'js/guide-page.js']) {
    assert.ok(script.includes(`'${file}'`), file);
  }
});

test('an embed alone works offline: a course page whose only contact with the site is the iframe', async () => {
  // The site on a server of its own, to be shut down; the course page on
  // another origin (another port). Of the same site: Chromium, as others,
  // lets no service worker start in a frame of another site where
  // third-party storage is blocked (docs/teachers.md, Offline).
  const own = await startServer();
  const course = await startServer({ root: path.join(repoRoot, 'tests', 'e2e', 'fixtures') });
  const coursePage = `${course.url}/embed-parent.html?frame=${encodeURIComponent(`a 480 360 ${own.url}/embed.html?variation=reves&discs=4`)}`;
  const tab = await newPage(site.browser);
  try {
    const { page } = tab;
    await page.goto(coursePage);
    let frame = await (await page.waitForSelector('#a')).contentFrame();
    await frame.waitForSelector('html[data-ready="true"]');
    // The embed registers the worker, which caches the site and takes the frame over.
    await frame.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await own.close();
    await page.reload();
    frame = await (await page.waitForSelector('#a')).contentFrame();
    await frame.waitForSelector('html[data-ready="true"]');
    assert.equal(await frame.evaluate(() => window.hanoi.player.state.variation), 'reves');
    await frame.evaluate(() => window.hanoi.player.seek(5n));
    await frame.waitForFunction(() => window.hanoi.player.state.t === 5n);
  } finally {
    await tab.close();
    await course.close();
    await own.close(); // again, if the test stopped before
  }
});
