// Helpers for the end-to-end tests (node:test + playwright-core + Debian's
// Chromium). A test file typically does:
//
//   import { test } from 'node:test';
//   import assert from 'node:assert/strict';
//   import { useSite, newPage } from './harness.mjs';
//
//   const site = useSite();            // server + browser for this file
//   test('board renders', async () => {
//     const tab = await newPage(site.browser);
//     await tab.page.goto(site.url + '/');
//     ...
//     await tab.screenshot('board');   // tests/artifacts/board.png
//     assert.deepEqual(tab.errors, []);
//     await tab.close();
//   });
//
// The site is www/ as `make build` leaves it (`make test` builds first).

import { after, before } from 'node:test';
import { createServer } from 'node:http';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const siteRoot = path.join(repoRoot, 'www');
export const artifactsDir = path.join(repoRoot, 'tests', 'artifacts');

// Debian's chromium package; playwright's own browser download is never used.
export const chromiumPath = '/usr/bin/chromium';
// --disable-background-networking & co: this machine's network is closed, and
// Chromium's own background connections would only fail and add noise.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  // WebAssembly.instantiateStreaming (used by wasm-bindgen's glue) needs this.
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * Serves `root` (default www/) over HTTP on 127.0.0.1 at a free port, in this
 * process. `/dir/` serves `/dir/index.html`; there are no directory listings;
 * a missing /favicon.ico is a 204, not a 404 that would log a console error.
 * Every request is kept in `requests` ({method, path, status, precache}) for tests that
 * want to check what the page fetched.
 * @returns {Promise<{url: string, port: number, requests: object[], close: () => Promise<void>}>}
 */
export async function startServer({ root = siteRoot } = {}) {
  root = path.resolve(root);
  if (root === siteRoot && !existsSync(path.join(root, 'pkg', 'hanoi_wasm.js'))) {
    throw new Error('www/pkg/ is missing: run `make build` first (`make test` does)');
  }
  const requests = [];
  // Long addresses are part of what is tested (a 30,000-character parameter).
  const server = createServer({ maxHeaderSize: 256 * 1024 }, async (req, res) => {
    // `precache`: the service worker caching the site (web/offline/service-worker.js), not a page's own request.
    const record = { method: req.method, path: req.url, status: 0, precache: 'x-hanoi-precache' in req.headers };
    requests.push(record);
    const reply = (status, headers, body) => {
      record.status = status;
      res.writeHead(status, { 'cache-control': 'no-store', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply(405, { allow: 'GET, HEAD' }, 'method not allowed\n');
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return reply(400, {}, 'bad request\n');
    }
    const file = path.join(root, pathname.endsWith('/') ? pathname + 'index.html' : pathname);
    if (file !== root && !file.startsWith(root + path.sep)) {
      return reply(403, {}, 'forbidden\n');
    }
    try {
      if ((await stat(file)).isDirectory()) {
        return reply(301, { location: pathname + '/' }, '');
      }
      const body = await readFile(file);
      const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      reply(200, { 'content-type': type, 'content-length': body.length }, body);
    } catch {
      // Chromium asks for /favicon.ico on its own; a site without one is fine.
      if (pathname === '/favicon.ico') return reply(204, {}, '');
      reply(404, { 'content-type': 'text/plain; charset=utf-8' }, `not found: ${pathname}\n`);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        // Keep-alive connections from the browser would hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Starts Debian's Chromium, headless, through playwright-core. A CI run once
 * lost a whole test file because Chromium exited while starting ("Target
 * page, context or browser has been closed", before any page existed), so a
 * failed start is tried twice more; the tests themselves are never retried.
 */
export async function launchBrowser(options = {}) {
  const attempts = 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, ...options });
    } catch (error) {
      if (attempt === attempts) throw error;
      const firstLine = String(error?.message ?? error).split('\n')[0];
      process.stderr.write(`Chromium did not start (attempt ${attempt} of ${attempts}): ${firstLine}\n`);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * Opens a page in a fresh browser context and records everything that went
 * wrong in it: console.error messages (including failed resource loads),
 * uncaught exceptions and rejections, and requests that failed outright.
 * @returns {Promise<{page: import('playwright-core').Page,
 *   context: import('playwright-core').BrowserContext, errors: string[],
 *   screenshot: (name: string) => Promise<string>, close: () => Promise<void>}>}
 */
export async function newPage(browser, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location();
      errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => {
    // V8 stacks start with "Name: message"; some errors (a module's missing
    // export, say) come with an empty stack, so fall back to the name+message.
    const stack = error.stack ?? '';
    errors.push(`pageerror: ${stack.includes(error.message) ? stack : `${error}\n${stack}`.trim()}`);
  });
  page.on('requestfailed', (request) => {
    const why = request.failure()?.errorText ?? '';
    // The engine's spare copy of its glue (web/engine.js), imported once the
    // page is idle, is cancelled when a test moves on to another address
    // before it has come: the page it was for is gone, nothing failed.
    if (why === 'net::ERR_ABORTED' && /\/pkg\/\w+\.js\?instance=\d+$/.test(request.url())) return;
    errors.push(`requestfailed: ${request.url()} ${why}`);
  });
  return {
    page,
    context,
    errors,
    /** Saves a full-page PNG as tests/artifacts/<name>.png and returns its path. */
    async screenshot(name) {
      await mkdir(artifactsDir, { recursive: true });
      const file = path.join(artifactsDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    close: () => context.close(),
  };
}

/**
 * For a test file: starts the server and the browser before its tests and
 * stops both after them. The returned object is filled in by then:
 * {url, server, browser}.
 */
export function useSite(serverOptions = {}) {
  const site = { url: '', server: null, browser: null };
  before(async () => {
    site.server = await startServer(serverOptions);
    site.url = site.server.url;
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/** Opens the app at `path` in a fresh page and waits until it has started. */
export async function openApp(site, path, contextOptions) {
  const tab = await newPage(site.browser, contextOptions);
  await tab.page.goto(site.url + path);
  await tab.page.waitForSelector('html[data-ready="true"]');
  return tab;
}

/**
 * The trimmed text of the element `selector`. Playwright's CSS selectors
 * reach into open shadow roots, so `#time` finds the player's counter.
 */
export const text = async (page, selector) => (await page.textContent(selector)).trim();

/**
 * Waits until the first element matching `selector` in the shadow root of
 * the first `host` (a <hanoi-player> by default), or else in the document,
 * passes `test`: `kind` (its data-kind is `want`), `text` (its trimmed text
 * is `want`) or `match` (its text matches `want`, [source, flags]). A
 * function, not a string of code: the pages' Content-Security-Policy
 * forbids evaluating strings, and a test must not need it lifted.
 */
export const waitInPlayer = (page, selector, test, want, { timeout = 15_000, host = 'hanoi-player' } = {}) =>
  page.waitForFunction(
    ({ selector, test, want, host }) => {
      const element = document.querySelector(host)?.shadowRoot?.querySelector(selector) ?? document.querySelector(selector);
      if (element === null) return false;
      if (test === 'kind') return element.dataset.kind === want;
      if (test === 'text') return element.textContent.trim() === want;
      return new RegExp(want[0], want[1]).test(element.textContent ?? '');
    },
    { selector, test, want, host },
    { timeout },
  );

/** Waits until the player's status says `kind` (running, success, invalid...). */
export const waitForStatus = (page, kind, timeout = 15_000) => waitInPlayer(page, '#status', 'kind', kind, { timeout });

/** Waits until the element `selector` (in the player or the document) has exactly `want` as its trimmed text. */
export const waitForText = (page, selector, want, timeout = 15_000) =>
  waitInPlayer(page, selector, 'text', want, { timeout });

/** Waits until the text of `selector` (in the player or the document) matches the RegExp `pattern`. */
export const waitForMatch = (page, selector, pattern, timeout = 15_000) =>
  waitInPlayer(page, selector, 'match', [pattern.source, pattern.flags], { timeout });

/** The middle of each pin on the page's (first) player's tower, in page coordinates: [{x, y}], pins from 0. */
export function pinPoints(page) {
  return page.evaluate(() => {
    const player = document.querySelector('hanoi-player');
    const rect = player.el.tower.getBoundingClientRect();
    const y = rect.top + rect.height * 0.6;
    const spans = new Map();
    for (let x = Math.ceil(rect.left); x < rect.right; x++) {
      const pin = player.renderer.pinAt(x, y);
      if (pin === null) continue;
      const span = spans.get(pin) ?? [x, x];
      span[1] = x;
      spans.set(pin, span);
    }
    return [...spans.keys()].sort((a, b) => a - b).map((pin) => ({ x: (spans.get(pin)[0] + spans.get(pin)[1]) / 2, y }));
  });
}
