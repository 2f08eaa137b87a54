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

/** Opens the Share dialog on `page` and returns its snippets, null for one not offered (a hidden row). */
async function shareSnippets(page) {
  await page.click('#share-open');
  await page.waitForSelector('#share-dialog[open]');
  return page.evaluate(() =>
    Object.fromEntries(['link', 'iframe', 'element', 'markdown'].map((kind) => {
      const field = document.getElementById(`share-${kind}`);
      // A row not offered is not shown at all.
      return [kind, field.closest('.share-row').getClientRects().length === 0 ? null : field.value];
    })),
  );
}

/** What the Games view shows: the game, its title, and the options it is played with. */
const gameShown = (page) =>
  page.evaluate(() => {
    const state = window.hanoiGames.controller.state;
    return { title: document.getElementById('game-title').textContent, options: state.options, position: state.position.text };
  });

/** The Share dialog's link, opened in a new tab, and its iframe, pasted into a page of another site, each show what `read(page)` read as `expected`. */
async function opensTheSame(snippets, read, expected) {
  const linked = await newPage(site.browser);
  try {
    await linked.page.goto(snippets.link);
    await linked.page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await read(linked.page), expected);
    assert.deepEqual(linked.errors, []);
  } finally {
    await linked.close();
  }
  const framed = await pasted(snippets.iframe);
  try {
    const frame = await (await framed.page.waitForSelector('iframe')).contentFrame();
    await frame.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await read(frame), expected);
  } finally {
    await framed.close();
  }
}

test('Share on the Games view: the link and the iframe open this game as it is set now; the element is the playground\'s', async () => {
  const tab = await openApp(site, '/games.html?game=impartial&pegs=3&discs=4&end=ec2&vs=human');
  let snippets;
  let shown;
  try {
    const { page } = tab;
    // Set in the page after it opened: the link must carry it.
    await page.check('#g-hints');
    await page.waitForFunction(() => location.search.includes('hints=on'));
    shown = await gameShown(page);
    snippets = await shareSnippets(page);
    assert.match(snippets.link, /^http:\/\/127\.0\.0\.1:\d+\/games\.html\?game=impartial&/);
    assert.match(snippets.link, /discs=4/);
    assert.match(snippets.link, /hints=on/);
    assert.match(snippets.iframe, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/games\.html\?game=impartial&amp;/);
    assert.match(snippets.markdown, new RegExp(`^\\[${shown.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]\\(http`));
    assert.equal(snippets.element, null, 'no element: it is the playground\'s tower');
    assert.match(await page.textContent('#share-note'), /playground/);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#share-dialog').open);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'share-open', 'the focus goes back');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }

  await opensTheSame(snippets, gameShown, shown);
});

test('Share on the Weighted view: the link and the iframe open this puzzle as it is now', async () => {
  const tab = await openApp(site, '/weighted.html?weights=0,3,15;8,0,2;5,6,0&discs=2&from=1&to=3');
  let snippets;
  let query;
  const shown = (page) => page.evaluate(() => [document.querySelector('hanoi-weighted-player').state.request.query, document.getElementById('puzzle-title').textContent]);
  try {
    const { page } = tab;
    await page.fill('#w-discs', '3');
    await page.press('#w-discs', 'Enter');
    await page.waitForFunction(() => document.querySelector('hanoi-weighted-player').state.request.discs === 3);
    query = await shown(page);
    snippets = await shareSnippets(page);
    assert.match(snippets.link, /^http:\/\/127\.0\.0\.1:\d+\/weighted\.html\?weights=0%2C3%2C15%3B8%2C0%2C2%3B5%2C6%2C0&discs=3&|^http:\/\/127\.0\.0\.1:\d+\/weighted\.html\?weights=0,3,15;8,0,2;5,6,0&discs=3&/);
    assert.match(snippets.iframe, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/weighted\.html\?/);
    assert.match(snippets.markdown, /^\[Weighted Tower of Hanoi · 3 discs/);
    assert.equal(snippets.element, null);
    await page.click('#share-close');
    await page.waitForFunction(() => !document.querySelector('#share-dialog').open);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }

  await opensTheSame(snippets, shown, query);
});

test('while the Share dialog is open, keys on its buttons stay there: the tower behind it does not step', async () => {
  const tab = await openApp(site, '/?variation=classic&discs=3&t=2');
  try {
    const { page } = tab;
    const t = () => page.evaluate(() => document.querySelector('hanoi-player').state.t);
    assert.equal(await t(), 2n);
    await page.click('#share-open');
    await page.waitForSelector('#share-dialog[open]');
    await page.focus('#copy-share-link');
    // The player would step at once, on each keydown, before the Copy that Enter then makes.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /Copied|Selected/.test(document.getElementById('share-status').textContent));
    assert.equal(await t(), 2n);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
