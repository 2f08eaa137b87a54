// The guide inside the site (issue 32): from each view the masthead's Guide
// opens the guide (docs/guide.md rendered by make build), which shows its
// headings and leads to the teachers' guide; both read at 1280x720 and on a
// phone without widening the page; and after a first visit they open with
// no network, from the service worker's cache.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useSite, openApp, newPage, startServer } from './harness.mjs';

const site = useSite();

const VIEWS = ['/index.html?variation=reves&discs=4', '/games.html?game=impartial&pegs=3&discs=3&vs=human', '/weighted.html?discs=3'];

/** The guide's headings as shown. */
const headings = (page) => page.$$eval('main.guide h1, main.guide h2', (hs) => hs.map((h) => h.textContent.trim()));

test('from each view the masthead\'s Guide opens the guide, and the guide leads to the teachers\' guide', async () => {
  for (const view of VIEWS) {
    const tab = await openApp(site, view);
    try {
      const { page } = tab;
      await page.click('#open-guide');
      await page.waitForURL(/\/guide\.html$/);
      await page.waitForSelector('main.guide h1');
      const shown = await headings(page);
      assert.equal(shown[0], 'A guide to the site', view);
      for (const heading of ['The Playground', 'The Games view', 'The Sums view', 'The Weighted view', 'Share and Present', 'Offline']) {
        assert.ok(shown.includes(heading), `${view}: the guide shows "${heading}" (${shown.join(', ')})`);
      }
      assert.equal(await page.getAttribute('.masthead [aria-current="page"]', 'href'), 'guide.html');
      await page.click('main.guide a[href="teachers.html"]');
      await page.waitForURL(/\/teachers\.html$/);
      await page.waitForSelector('main.guide h1');
      const teachers = await headings(page);
      assert.equal(teachers[0], 'For teachers');
      for (const heading of ['Embedding a puzzle', 'Lesson ideas', 'On the projector', 'Offline', 'Phones']) assert.ok(teachers.includes(heading), heading);
      // And back to a view from the masthead.
      await page.click('#open-playground');
      await page.waitForSelector('html[data-ready="true"]');
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  }
});

// Every address the guides give (the embed snippets, the lesson ideas) opens
// what it says: no notice that a value fell back, and the puzzle named.
test('every address in the guides opens as written, with no notice that a value fell back', async () => {
  const docs = ['guide.md', 'teachers.md'].map((f) => readFileSync(new URL(`../../docs/${f}`, import.meta.url), 'utf8')).join('\n');
  const addresses = [...new Set([...docs.matchAll(/\b(?:embed|index|games|sums|weighted)\.html\?[^\s"`)<]+/g)].map((m) => m[0]))];
  assert.ok(addresses.length >= 6, addresses.join(' '));
  const tab = await newPage(site.browser);
  try {
    const { page } = tab;
    for (const address of addresses) {
      await page.goto(`${site.url}/${address}`);
      await page.waitForSelector('html[data-ready="true"]');
      const notices = await page.evaluate(() => {
        const player = document.querySelector('hanoi-player');
        if (player) return player.shadowRoot.querySelector('#notice').hidden ? [] : [player.shadowRoot.querySelector('#notice-list').textContent];
        return [...document.querySelectorAll('#game-notices li, #sum-notices li, #notices li')].map((li) => li.textContent);
      });
      assert.deepEqual(notices, [], address);
      const query = new URLSearchParams(address.split('?')[1]);
      if (query.has('variation') && !address.startsWith('games')) {
        assert.equal(await page.evaluate(() => document.querySelector('hanoi-player').state.variation), query.get('variation'), address);
        if (query.has('discs')) assert.equal(await page.evaluate(() => document.querySelector('hanoi-player').state.discs), Number(query.get('discs')), address);
      }
    }
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

for (const device of [
  { name: 'projector', viewport: { width: 1280, height: 720 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
]) {
  test(`the guide's pages read on a ${device.name}: nothing wider than the screen, the masthead's links all on it`, async () => {
    const { name, ...options } = device;
    const tab = await newPage(site.browser, options);
    try {
      const { page } = tab;
      for (const file of ['guide', 'teachers']) {
        await page.goto(`${site.url}/${file}.html`);
        await page.waitForSelector('main.guide h1');
        const m = await page.evaluate(() => ({
          width: document.documentElement.clientWidth,
          scrollWidth: document.documentElement.scrollWidth,
          links: [...document.querySelectorAll('.masthead a')].map((a) => a.getBoundingClientRect().toJSON()),
          fontSize: parseFloat(getComputedStyle(document.querySelector('main.guide p')).fontSize),
        }));
        assert.ok(m.scrollWidth <= m.width, `${file}: the page is ${m.scrollWidth} px wide on a ${m.width} px screen`);
        assert.equal(m.links.length, 5, "the views (Playground, Games, Sums, Weighted) and the Guide");
        for (const box of m.links) assert.ok(box.left >= 0 && box.right <= m.width, JSON.stringify(box));
        assert.ok(m.fontSize >= 16, `${file}: text at ${m.fontSize} px`);
        await tab.screenshot(`guide-${file}-${name}`);
      }
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });
}

// Offline as a visitor has it: the site's server gone (its own server,
// closed), not only the browser's offline switch, which does not reach the
// worker's own requests.
async function offlineAfter(firstVisit) {
  const own = await startServer();
  const tab = await newPage(site.browser);
  try {
    const { page, context } = tab;
    await page.goto(own.url + firstVisit);
    // The worker installs (caching every file) and claims the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await own.close();
    await context.setOffline(true);
    return { tab, own };
  } catch (error) {
    await tab.close();
    await own.close();
    throw error;
  }
}

test('after a first visit the guide and the teachers\' guide open with no network', async () => {
  const { tab, own } = await offlineAfter('/index.html?discs=3');
  try {
    const { page } = tab;
    await page.waitForSelector('html[data-ready="true"]');
    await page.click('#open-guide');
    await page.waitForURL(/\/guide\.html$/);
    await page.waitForSelector('main.guide h2');
    assert.ok((await headings(page)).includes('The Games view'));
    // The stylesheet came from the cache too: the guide is set as a card.
    assert.notEqual(await page.$eval('main.guide', (m) => getComputedStyle(m).borderTopStyle), 'none');
    await page.click('main.guide a[href="teachers.html"]');
    await page.waitForURL(/\/teachers\.html$/);
    await page.waitForSelector('main.guide h1');
    assert.equal((await headings(page))[0], 'For teachers');
  } finally {
    await tab.close();
    await own.close();
  }
});

test('the guide opened first keeps the site for offline use (its one script registers the worker)', async () => {
  const { tab, own } = await offlineAfter('/guide.html');
  try {
    const { page } = tab;
    await page.click('#open-weighted');
    await page.waitForSelector('html[data-ready="true"]');
    assert.match(await page.textContent('h1'), /weighted/);
  } finally {
    await tab.close();
    await own.close();
  }
});
