// Every page under its Content-Security-Policy (a meta element: no inline
// script or style, nothing from another origin, WebAssembly allowed to
// compile): each view starts, runs its workers, and nothing is refused and
// nothing is asked of another origin. Every wait is for a state of the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, text, useSite } from './harness.mjs';

const site = useSite();

/**
 * Opens `path` with every request and every CSP violation recorded, runs
 * `exercise(page)`, and checks that nothing was refused or sent elsewhere.
 */
async function underPolicy(path, exercise) {
  const tab = await newPage(site.browser);
  const { page } = tab;
  const elsewhere = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(site.url).origin) elsewhere.push(url.href);
  });
  // Workers report their own violations to the page's console.
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.violations.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  try {
    await page.goto(site.url + path);
    const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval';/);
    assert.doesNotMatch(policy, /unsafe-inline/);
    await exercise(page);
    assert.deepEqual(await page.evaluate(() => window.violations), [], `${path}: CSP violations`);
    assert.deepEqual(elsewhere, [], `${path}: requests to another origin`);
    assert.deepEqual(tab.errors, [], `${path}: console errors`);
  } finally {
    await tab.close();
  }
}

test('the playground runs under its policy, its search worker too', async () => {
  await underPolicy('/?variation=reves&discs=4', async (page) => {
    await page.waitForSelector('html[data-ready="true"]');
    await page.click('#optimum-run');
    await page.waitForSelector('#optimum[data-state="done"]', { timeout: 30_000 });
    assert.match(await text(page, '#optimum-result'), /^Optimum: 9 moves /);
    // The player's own styles (a constructed style sheet) applied.
    const display = await page.evaluate(() => getComputedStyle(document.querySelector('hanoi-player').shadowRoot.querySelector('#tower')).display);
    assert.notEqual(display, 'inline');
  });
});

test('the embed runs under its policy, fitted to its content', async () => {
  await underPolicy('/embed.html?variation=classic&discs=3&fit=content', async (page) => {
    await page.waitForSelector('html[data-fit="content"][data-ready="true"]');
  });
});

test('?game= still opens the Games view, which solves in its worker under its policy', async () => {
  await underPolicy('/?game=impartial&pegs=3&discs=9&end=ec2&vs=watch&speed=8', async (page) => {
    await page.waitForURL(/\/games\.html\?game=impartial/);
    await page.waitForFunction(() => document.querySelectorAll('#history li').length >= 2, null, { timeout: 30_000 });
    assert.ok(site.server.requests.some((r) => !r.precache && r.path.includes('solve-worker')), 'the worker solved it');
    await page.click('#pause');
  });
});

test('the Weighted view runs under its policy', async () => {
  await underPolicy('/weighted.html', async (page) => {
    await page.waitForSelector('html[data-ready="true"]');
  });
});

test('the guide\'s pages run under the same policy, their worker registration too', async () => {
  for (const path of ['/guide.html', '/teachers.html']) {
    await underPolicy(path, async (page) => {
      await page.waitForSelector('main.guide h1');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      // The site's stylesheets applied (a refused one would leave the prose unstyled).
      assert.notEqual(await page.$eval('main.guide', (m) => getComputedStyle(m).borderTopStyle), 'none');
    });
  }
});
