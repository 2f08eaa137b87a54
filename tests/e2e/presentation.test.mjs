// Presentation mode: Present fills the window with the tower in large type,
// the keyboard still drives it, and Esc (or Present again) leaves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openApp, newPage } from './harness.mjs';

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

/** What a projector shows in Present, measured in the page. */
function presentMeasures(page) {
  return page.evaluate(() => {
    const player = document.querySelector('hanoi-player');
    const shadow = player.shadowRoot;
    const stage = document.querySelector('main .stage');
    const rect = (node) => node.getBoundingClientRect();
    const px = (node) => parseFloat(getComputedStyle(node).fontSize);
    const visible = (node) => node.getClientRects().length > 0;
    const title = stage.querySelector('.present-title');
    return {
      tower: rect(shadow.getElementById('tower')).height,
      numbers: player.renderer.numberSizes(),
      statusKind: px(shadow.getElementById('status-kind')),
      statusDetail: px(shadow.getElementById('status-detail')),
      counter: px(shadow.getElementById('time')),
      title: visible(title) ? title.textContent : null,
      titleSize: px(title),
      keysShown: visible(shadow.querySelector('.keys')),
      controlsBottom: Math.max(...['run', 'reset', 'step-back', 'step-forward', 'speed', 'timeline'].map((id) => rect(shadow.getElementById(id)).bottom)),
      leave: visible(stage.querySelector('.present-leave')),
      scrolls: stage.scrollHeight > stage.clientHeight + 1,
    };
  });
}

for (const [width, height] of [[1280, 720], [1920, 1080]]) {
  test(`Present at ${width}x${height}: the tower takes most of the screen, numbers and status read from the back, the puzzle named, the controls compact`, async () => {
    const tab = await openApp(site, '/?variation=reves&discs=6&mode=wait', { viewport: { width, height } });
    try {
      const { page } = tab;
      const before = await presentMeasures(page);
      await page.click('#present');
      await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
      // The tower is measured again once the stage has its new size.
      await page.waitForFunction((h) => document.querySelector('hanoi-player').renderer.numberSizes().pin > 15 && innerHeight === h, height);
      const m = await presentMeasures(page);
      assert.ok(m.tower >= 0.6 * height, `the tower is ${m.tower} px of ${height}`);
      assert.ok(m.tower > before.tower, `larger than on the page (${before.tower} px)`);
      // Type about 1/30 of the screen's height and more: 24 px at 720, 35 px at 1080.
      const least = height / 32;
      for (const key of ['statusDetail', 'counter', 'titleSize']) assert.ok(m[key] >= least, `${key}: ${m[key]} px`);
      assert.ok(m.statusKind >= least * 1.2, `status: ${m.statusKind} px`);
      assert.ok(m.numbers.pin >= least * 0.9, `pin numbers: ${m.numbers.pin} px`);
      assert.ok(m.numbers.disc >= least * 0.9, `disc numbers: ${m.numbers.disc} px`);
      assert.equal(m.title, "Reve's puzzle · 6 discs · 4 pins");
      assert.equal(m.keysShown, false, 'no list of keys');
      assert.equal(m.leave, true, 'a Leave button, for a screen with no Esc');
      assert.ok(m.controlsBottom <= height, `every control on screen: ${m.controlsBottom}`);
      assert.equal(m.scrolls, false, 'nothing to scroll');
      await tab.screenshot(`present-${width}x${height}`);
      // Leave returns to the page as it was.
      await page.click('.present-leave');
      await page.waitForFunction(() => !document.documentElement.classList.contains('presenting'));
      await page.waitForFunction((h) => document.querySelector('hanoi-player').el.tower.getBoundingClientRect().height === h, before.tower);
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });
}

test('Present: Esc with a disc lifted puts the disc back and stays; Esc again leaves', async () => {
  const tab = await openApp(site, '/?variation=classic&discs=3&mode=manual', { viewport: { width: 1280, height: 720 } });
  try {
    const { page } = tab;
    const presenting = () => page.evaluate(() => document.documentElement.classList.contains('presenting'));
    await page.click('#present');
    await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
    await page.keyboard.press('1');
    await page.waitForFunction(() => window.hanoi.player.state.lifted === 0);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.hanoi.player.state.lifted === null);
    assert.equal(await presenting(), true, 'still presenting');
    assert.equal(await page.evaluate(() => document.querySelector('hanoi-player').hasAttribute('presenting')), true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.classList.contains('presenting'));
    assert.equal(await page.evaluate(() => document.querySelector('hanoi-player').hasAttribute('presenting')), false);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Present on the weighted view: its tower fills the projector, its name on the bar; Esc leaves', async () => {
  const tab = await openApp(site, '/weighted.html', { viewport: { width: 1280, height: 720 } });
  try {
    const { page } = tab;
    await page.click('#present');
    await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
    await page.waitForFunction(() => document.querySelector('hanoi-weighted-player').shadowRoot.getElementById('tower').getBoundingClientRect().height >= 0.6 * innerHeight);
    assert.equal(await page.textContent('.present-title'), await page.textContent('#puzzle-title'));
    assert.match(await page.textContent('.present-title'), /^Weighted Tower of Hanoi · 3 discs/);
    const numbers = await page.evaluate(() => document.querySelector('hanoi-weighted-player').renderer.numberSizes());
    assert.ok(numbers.disc >= 720 / 32, `disc numbers ${numbers.disc} px`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.classList.contains('presenting'));
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Present on the Games view: the tower at the screen\'s full height beside the game\'s column; Esc with a disc lifted puts it back; Esc leaves', async () => {
  const tab = await newPage(site.browser, { viewport: { width: 1280, height: 720 } });
  try {
    const { page } = tab;
    await page.goto(`${site.url}/games.html?game=impartial&pegs=3&discs=3`);
    await page.waitForSelector('html[data-ready="true"]');
    const towerHeight = () => page.evaluate(() => document.getElementById('tower').getBoundingClientRect().height);
    await page.click('#present');
    await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
    await page.waitForFunction(() => document.getElementById('tower').getBoundingClientRect().height >= 0.6 * innerHeight);
    assert.equal(await page.textContent('.present-title'), await page.textContent('#game-title'));
    // Every control of the game is on screen.
    const bottom = await page.evaluate(() => Math.max(...['restart', 'swap', 'undo', 'pegs'].map((id) => document.getElementById(id).getBoundingClientRect().bottom)));
    assert.ok(bottom <= 720, `controls end at ${bottom}`);
    assert.ok((await page.evaluate(() => window.hanoiGames.controller.lifted)) === null);
    await page.keyboard.press('1');
    await page.waitForFunction(() => window.hanoiGames.controller.lifted === 0);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.hanoiGames.controller.lifted === null);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('presenting')), true, 'still presenting');
    const presented = await towerHeight();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.classList.contains('presenting'));
    assert.ok((await towerHeight()) < presented);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Present on the Games view at 1280x720: a two-line status after a move stays clear of Undo (the column scrolls instead)', async () => {
  const from = encodeURIComponent('3 2 / - / 1; disc 1 just moved');
  const tab = await openApp(site, `/games.html?game=impartial&discs=3&vs=human&hints=on&from=${from}`, { viewport: { width: 1280, height: 720 } });
  try {
    const { page } = tab;
    await page.click('#present');
    await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.waitForFunction(() => /moved disc 2/.test(document.getElementById('game-status').textContent));
    // Squeezed, the status's box had shrunk and its second line run on under Undo.
    const status = await page.evaluate(() => {
      const el = document.getElementById('game-status');
      return { box: el.clientHeight, text: el.scrollHeight, bottom: el.getBoundingClientRect().bottom, undo: document.getElementById('undo').getBoundingClientRect().top };
    });
    assert.ok(status.text <= status.box + 1, `the status's text (${status.text} px) fits its box (${status.box} px)`);
    assert.ok(status.bottom <= status.undo + 0.5, `the status ends (${status.bottom}) above Undo (${status.undo})`);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
