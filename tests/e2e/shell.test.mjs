// The page shell (web/shell.js) on each of the views: one masthead
// (web/shell/masthead.js) on all of them, linking the three views and the Guide, it fits a projector and a phone,
// Share opens by touch, and a view that cannot start says so in words
// (html[data-ready="error"]).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, newPage } from './harness.mjs';

const site = useSite();

const VIEWS = [
  ['playground', '/?variation=reves&discs=5'],
  ['games', '/games.html?game=impartial&pegs=3&discs=3&vs=human'],
  ['sums', '/sums.html?parts=3:2:EC1,3:3:EC5'],
  ['weighted', '/weighted.html?discs=3&from=1&to=3'],
];

/** The masthead's controls: each on screen, none cut off, and the page no wider than the screen. */
const mastheadFits = (page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const controls = [...document.querySelectorAll('.masthead h1, .masthead-links > *')].map((node) => {
      const box = node.getBoundingClientRect();
      return { text: node.textContent.trim(), left: box.left, right: box.right, height: box.height };
    });
    return { width, scrollWidth: document.documentElement.scrollWidth, controls };
  });

test('the views have the same masthead: Share, Present, the same links (views, Guide) in the same order, the one on show marked', async () => {
  const tab = await newPage(site.browser);
  try {
    const { page } = tab;
    const seen = [];
    for (const [view, address] of VIEWS) {
      await page.goto(site.url + address);
      await page.waitForSelector('html[data-ready="true"]');
      seen.push(
        await page.evaluate(() => ({
          controls: [...document.querySelectorAll('.masthead-links button')].map((b) => [b.id, b.textContent]),
          links: [...document.querySelectorAll('.masthead-views a')].map((a) => [a.textContent, new URL(a.href).pathname]),
          current: [...document.querySelectorAll('.masthead [aria-current="page"]')].map((a) => new URL(a.href).pathname),
          here: location.pathname,
          views: document.querySelectorAll('.masthead nav').length,
        })),
      );
    }
    for (const [i, m] of seen.entries()) {
      assert.deepEqual(m.controls, [['share-open', 'Share'], ['present', 'Present']], VIEWS[i][0]);
      assert.deepEqual(m.links, [['Playground', '/index.html'], ['Games', '/games.html'], ['Sums', '/sums.html'], ['Weighted', '/weighted.html'], ['Guide', '/guide.html']], VIEWS[i][0]);
      assert.equal(m.views, 1);
      assert.deepEqual(m.current, [m.here === '/' ? '/index.html' : m.here], `${VIEWS[i][0]}: its own link, and only it, is marked`);
    }
    // The marked link keeps what is on show: no fresh playground without the puzzle.
    await page.goto(`${site.url}/index.html?discs=5`);
    await page.waitForSelector('html[data-ready="true"]');
    await page.evaluate(() => window.hanoi.player.step());
    await page.waitForFunction(() => window.hanoi.player.state.t === 1n);
    await page.click('#open-playground');
    assert.equal(await page.evaluate(() => `${window.hanoi.player.state.discs} ${window.hanoi.player.state.t}`), '5 1');
    assert.match(await page.evaluate(() => location.search), /discs=5/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

for (const [view, address] of VIEWS) {
  for (const device of [
    { name: 'projector', viewport: { width: 1280, height: 720 } },
    { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  ]) {
    test(`the ${view} view's masthead fits a ${device.name}; Share opens there and fits too`, async () => {
      const { name, ...options } = device;
      const tab = await newPage(site.browser, options);
      try {
        const { page } = tab;
        await page.goto(site.url + address);
        await page.waitForSelector('html[data-ready="true"]');
        const m = await mastheadFits(page);
        assert.ok(m.scrollWidth <= m.width, `the page is ${m.scrollWidth} px wide on a ${m.width} px screen`);
        assert.deepEqual(m.controls.map((c) => c.text).slice(1, 3), ['Share', 'Present']);
        for (const c of m.controls) assert.ok(c.left >= 0 && c.right <= m.width && c.height > 0, `${c.text}: ${JSON.stringify(c)}`);
        await page.screenshot({ path: `/tmp/shell-${view}-${name}.png` });
        if (options.hasTouch) await page.tap('#share-open');
        else await page.click('#share-open');
        await page.waitForSelector('#share-dialog[open]');
        const box = await page.$eval('#share-dialog', (dialog) => dialog.getBoundingClientRect().toJSON());
        assert.ok(box.left >= 0 && box.right <= m.width, `the dialog: ${JSON.stringify(box)}`);
        assert.match(await page.inputValue('#share-link'), /^http:/);
        await page.screenshot({ path: `/tmp/shell-${view}-${name}-share.png` });
        await page.click('#share-close');
        await page.waitForFunction(() => !document.querySelector('#share-dialog').open);
        assert.deepEqual(tab.errors, []);
      } finally {
        await tab.close();
      }
    });
  }

  test(`the ${view} view, when its engine cannot load, says so under the masthead and marks html[data-ready="error"]`, async () => {
    const tab = await newPage(site.browser);
    try {
      const { page } = tab;
      await page.route('**/pkg/*.wasm', (route) => route.abort());
      await page.goto(site.url + address);
      await page.waitForSelector('html[data-ready="error"]');
      const said = await page.textContent('#page-error');
      assert.match(said, /^This page could not start \(.+\)\. Try reloading the page\.$/);
      assert.equal(await page.$eval('#page-error', (p) => p.previousElementSibling.classList.contains('masthead')), true);
      assert.ok(await page.isVisible('#page-error'));
    } finally {
      await tab.close();
    }
  });
}
