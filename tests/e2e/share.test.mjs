// The Share dialog: each snippet, loaded as a teacher would paste it, shows
// the same view: the link opens it, the iframe embeds it, the element plays
// it on a plain page, and the Markdown link points at it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openApp, newPage } from './harness.mjs';

const site = useSite();

/** A plain page at the site's origin holding `html`, as a course page would (scripts run). */
async function pasted(html) {
  const tab = await newPage(site.browser);
  await tab.page.goto(`${site.url}/embed-resizer.js`); // any page of the origin, to write over
  await tab.page.evaluate((markup) => {
    document.open();
    document.write(`<!doctype html><html><head><meta charset="utf-8"></head><body>${markup}</body></html>`);
    document.close();
  }, html);
  return tab;
}

test('Share gives a link, an iframe, the element and a Markdown link, each showing this view', async () => {
  const tab = await openApp(site, '/?variation=reves&discs=5&mode=wait&speed=2&t=6');
  let snippets;
  try {
    const { page } = tab;
    await page.click('#share-open');
    await page.waitForSelector('#share-dialog[open]');
    snippets = Object.fromEntries(
      await Promise.all(['link', 'iframe', 'element', 'markdown'].map(async (kind) => [kind, await page.inputValue(`#share-${kind}`)])),
    );
    assert.match(snippets.link, /^http:\/\/127\.0\.0\.1:\d+\/\?variation=reves&discs=5&/);
    assert.match(snippets.link, /t=6/);
    assert.match(snippets.markdown, /^\[Reve's puzzle · 5 discs · 4 pins\]\(http/);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#share-dialog').open);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'share-open', 'the focus goes back');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }

  // The link opens the same view.
  const linked = await newPage(site.browser);
  try {
    await linked.page.goto(snippets.link);
    await linked.page.waitForSelector('html[data-ready="true"]');
    const state = await linked.page.evaluate(() => document.querySelector('hanoi-player').state);
    assert.deepEqual([state.variation, state.discs, state.t], ['reves', 5, 6n]);
  } finally {
    await linked.close();
  }

  // The iframe embeds it.
  const framed = await pasted(snippets.iframe);
  try {
    const frame = await (await framed.page.waitForSelector('iframe')).contentFrame();
    await frame.waitForSelector('html[data-ready="true"]');
    const state = await frame.evaluate(() => document.querySelector('hanoi-player').state);
    assert.deepEqual([state.variation, state.discs, state.t], ['reves', 5, 6n]);
  } finally {
    await framed.close();
  }

  // The element plays it on a plain page with one module line.
  const element = await pasted(snippets.element);
  try {
    await element.page.waitForFunction(() => document.querySelector('hanoi-player')?.state?.variation === 'reves');
    const state = await element.page.evaluate(() => document.querySelector('hanoi-player').state);
    assert.deepEqual([state.discs, state.t], [5, 6n]);
    assert.deepEqual(element.errors, []);
  } finally {
    await element.close();
  }
});

test('the Share dialog\'s Close button looks like the page\'s other buttons, and the element snippet says what it needs', async () => {
  const tab = await openApp(site, '/?variation=reves&discs=5');
  try {
    const { page } = tab;
    await page.click('#share-open');
    await page.waitForSelector('#share-dialog[open]');
    const look = (selector) =>
      page.evaluate((s) => {
        const style = getComputedStyle(document.querySelector(s));
        const box = document.querySelector(s).getBoundingClientRect();
        return { radius: style.borderRadius, weight: style.fontWeight, height: Math.round(box.height) };
      }, selector);
    const close = await look('#share-close');
    const copy = await look('#copy-share-link');
    assert.deepEqual(close, copy, 'Close is a button of the page, not the browser\'s default');
    assert.ok(close.height >= 36, `${close.height} px tall`);
    // The element's own text until its module has loaded, or for good if it cannot.
    const element = await page.inputValue('#share-element');
    assert.match(element, /<hanoi-player [^>]*>Loading the Tower of Hanoi player from http:\/\/127\.0\.0\.1:\d+… If this stays, it could not load: .*\(it must send Access-Control-Allow-Origin\)\.<\/hanoi-player>$/);
    await page.click('#share-close');
    await page.waitForFunction(() => !document.querySelector('#share-dialog').open);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
