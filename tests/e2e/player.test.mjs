// End-to-end tests of <hanoi-player> as an element (two on one page, events,
// methods, attributes) and of each defect found when the page was tried as
// a student, a teacher, a keyboard-only user and a phone user would: each
// test here fails on the page as it was before the element.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openApp, text, useSite, waitForStatus, waitForText } from './harness.mjs';

const site = useSite();
const open = (path, contextOptions) => openApp(site, path, contextOptions);

/** The id of the focused element, inside the player's shadow root if focus is there. */
const focusedId = (page) =>
  page.evaluate(() => (document.activeElement.shadowRoot?.activeElement ?? document.activeElement).id);

/** The player's controller state, with BigInts as strings. */
const playerState = (page, selector = 'hanoi-player') =>
  page.evaluate((sel) => {
    const state = document.querySelector(sel).state;
    return JSON.parse(JSON.stringify(state, (key, value) => (typeof value === 'bigint' ? String(value) : value)));
  }, selector);

// ---------------------------------------------------------------- the element

const TWO_PLAYERS = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Two players</title>
<script type="module" src="/js/hanoi-player.js"></script></head>
<body>
  <hanoi-player id="a" variation="classic" discs="3" controls="minimal" style="height: 300px"></hanoi-player>
  <hanoi-player id="b" variation="reves" discs="4" controls="none" style="height: 200px"></hanoi-player>
  <script type="module">
    window.seen = [];
    for (const id of ['a', 'b']) {
      const player = document.getElementById(id);
      for (const type of ['move', 'solved', 'illegal', 'statechange']) {
        player.addEventListener(type, (event) => {
          const d = event.detail;
          window.seen.push({ id, type, t: d.t === undefined ? undefined : String(d.t), byHand: d.byHand, from: d.from, to: d.to, reason: d.reason, kind: d.state?.status.kind });
        });
      }
    }
    await Promise.all([document.getElementById('a').ready, document.getElementById('b').ready]);
    document.documentElement.dataset.ready = 'true';
  </script>
</body></html>`;

test('two players on one page: independent, one engine, events out and methods in', async () => {
  const tab = await newPage(site.browser);
  try {
    const { page } = tab;
    // A course page of our own: only the element's module line, from the site.
    await page.route(`${site.url}/course.html`, (route) => route.fulfill({ body: TWO_PLAYERS, contentType: 'text/html' }));
    const wasmBefore = site.server.requests.length;
    const wasmLoads = (name) => site.server.requests.slice(wasmBefore).filter((r) => !r.precache && r.path.endsWith(`/${name}_bg.wasm`)).length;
    await page.goto(`${site.url}/course.html`);
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(wasmLoads('hanoi_wasm'), 1, 'the engine is fetched once for both players');

    assert.equal((await playerState(page, '#a')).total, '7');
    assert.equal((await playerState(page, '#b')).total, '9');
    // Methods: step, back, seek, reset on one player leave the other alone.
    await page.evaluate(() => document.getElementById('a').step());
    await page.waitForFunction(() => document.getElementById('a').state.t === 1n && !document.getElementById('a').controller.playback.busy);
    await page.evaluate(() => document.getElementById('a').seek('5'));
    assert.equal((await playerState(page, '#a')).t, '5');
    await page.evaluate(() => document.getElementById('a').back());
    assert.equal((await playerState(page, '#a')).t, '4');
    assert.equal((await playerState(page, '#b')).t, '0', 'the other player did not move');
    await page.evaluate(() => document.getElementById('a').reset());
    assert.equal((await playerState(page, '#a')).t, '0');
    // play() runs to the end and the element says so: solved, after moves.
    await page.evaluate(() => {
      const b = document.getElementById('b');
      b.setAttribute('speed', 'max');
      b.play();
    });
    await page.waitForFunction(() => window.seen.some((e) => e.id === 'b' && e.type === 'solved'));
    const seenB = await page.evaluate(() => window.seen.filter((e) => e.id === 'b'));
    assert.ok(seenB.some((e) => e.type === 'move'), 'move events');
    assert.equal(seenB.find((e) => e.type === 'solved').t, '9');
    assert.ok(seenB.some((e) => e.type === 'statechange' && e.kind === 'success'));
    // pause() stops a running player.
    await page.evaluate(() => {
      const a = document.getElementById('a');
      a.setAttribute('speed', '1');
      a.play();
    });
    await page.waitForFunction(() => document.getElementById('a').state.running);
    await page.evaluate(() => document.getElementById('a').pause());
    assert.equal((await playerState(page, '#a')).running, false);
    // Manual moves by method: a legal one, then an illegal one with its reason.
    await page.evaluate(() => {
      const a = document.getElementById('a');
      a.reset();
      a.pick(1);
      a.pick(3);
      a.pick(1);
      a.pick(3);
    });
    const seenA = await page.evaluate(() => window.seen.filter((e) => e.id === 'a'));
    assert.ok(seenA.some((e) => e.type === 'move' && e.byHand && e.t === '1' && e.from === 1 && e.to === 3), 'pins from 1');
    assert.match(seenA.find((e) => e.type === 'illegal').reason, /a larger disc may not go on a smaller one/);
    // Attributes drive it, and follow it.
    await page.evaluate(() => document.getElementById('a').setAttribute('discs', '4'));
    await page.waitForFunction(() => document.getElementById('a').state.total === 15n);
    assert.equal(await page.getAttribute('#a', 'variation'), 'classic');
    assert.equal(await page.getAttribute('#a', 'discs'), '4');
    // Each sizes itself to its box.
    const boxes = await page.evaluate(() =>
      ['a', 'b'].map((id) => {
        const player = document.getElementById(id);
        const canvas = player.shadowRoot.getElementById('tower');
        return [player.getBoundingClientRect().height, canvas.getBoundingClientRect().height];
      }),
    );
    assert.ok(boxes[0][1] > 100 && boxes[0][1] < boxes[0][0], `player a's tower fits its 300 px (${boxes[0]})`);
    assert.ok(Math.abs(boxes[1][1] - 200) < 20, `player b (no controls) is nearly all tower (${boxes[1]})`);
    await tab.screenshot('two-players');
    assert.ok(wasmLoads('hanoi_study') <= 1, 'the study module, after the first frame, once for both');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

// ---------------------------------------------------------------- the defects, one by one

test('1. the success message gives the exact verdict, not "shorter solutions exist"', async () => {
  for (const [query, want] of [
    ['variation=checkers&discs=4', /^Solved in 9 moves: the fewest possible, as an exhaustive search shows\.$/],
    ['variation=reversi&discs=4', /^Solved in \d+ moves: the fewest possible, as an exhaustive search shows\.$/],
    ['variation=lundon-c&discs=3', /^Solved in 21 moves: 6 more than the fewest possible, which is 15\.$/],
    ['variation=classic&discs=5', /^Solved in 31 moves: the fewest possible\.$/],
  ]) {
    const tab = await open(`/?${query}&speed=max`);
    try {
      await waitForStatus(tab.page, 'success');
      assert.match(await text(tab.page, '#status-detail'), want, query);
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  }
});

test('2. the timeline steps one move at a time from the keyboard beyond 10,000 moves, and a release lands on the nearest move', async () => {
  const tab = await open('/?variation=classic&discs=20&t=0');
  try {
    const { page } = tab;
    await page.focus('#timeline');
    await page.keyboard.press('ArrowRight');
    assert.equal(await text(page, '#time'), '1 / 1,048,575');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await text(page, '#time'), '1 / 1,048,575');
    await page.keyboard.press('End');
    assert.equal(await text(page, '#time'), '1,048,575 / 1,048,575');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await text(page, '#time'), '1,048,574 / 1,048,575');
    await page.keyboard.press('Home');
    assert.equal(await text(page, '#time'), '0 / 1,048,575');
    // The middle of the slider is the middle move, rounded.
    await page.$eval('#timeline', (input) => {
      input.value = String(Number(input.max) / 2);
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    assert.equal(await text(page, '#time'), '524,288 / 1,048,575');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('3. keyboard focus stays on a button that becomes unavailable', async () => {
  const tab = await open('/?variation=classic&discs=2&t=1');
  try {
    const { page } = tab;
    await page.focus('#reset');
    await page.keyboard.press('Enter');
    assert.equal(await text(page, '#time'), '0 / 3');
    assert.equal(await page.getAttribute('#reset', 'aria-disabled'), 'true');
    assert.equal(await focusedId(page), 'reset', 'focus stays on Reset');
    await page.focus('#step-forward');
    for (let i = 1; i <= 3; i++) {
      await page.keyboard.press('Enter');
      await waitForText(page, '#time', `${i} / 3`);
    }
    assert.equal(await page.getAttribute('#step-forward', 'aria-disabled'), 'true');
    assert.equal(await focusedId(page), 'step-forward', 'focus stays on Step at the last move');
    // An unavailable button does nothing.
    await page.keyboard.press('Enter');
    assert.equal(await text(page, '#time'), '3 / 3');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('4. switching from Many_Pin on 5 pins to Multi_Stack gives a valid puzzle and says why', async () => {
  const tab = await open('/?variation=many-pin&discs=4&pins=5');
  try {
    const { page } = tab;
    await page.selectOption('#variation', 'multi-stack');
    await page.waitForFunction(() => document.querySelector('hanoi-player').state.variation === 'multi-stack');
    const pins = Number(await page.inputValue('#pins'));
    assert.equal(pins % 2, 0, `an even number of pins (${pins})`);
    assert.match(await text(page, '#settings-note'), /Multi-Stack takes an even number of pins from 4 to 40, not 5: using 4/);
    assert.match(await text(page, '#total'), /^\d+$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('5. the embed says when it falls back', async () => {
  const tab = await open('/embed.html?variation=revs&palette=pastel');
  try {
    const { page } = tab;
    assert.equal(await page.isVisible('#notice'), true);
    assert.match(await text(page, '#notice'), /Unknown variation "revs": showing Classic/);
    assert.match(await text(page, '#notice'), /Unknown palette "pastel": using standard \(or standard, safe\)/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('6. a 30,000-character value makes a short notice that fits the page', async () => {
  const tab = await open(`/?variation=${'x'.repeat(30_000)}&discs=${'9'.repeat(3000)}`);
  try {
    const { page } = tab;
    const notice = await text(page, '#notice');
    assert.ok(notice.length < 400, `${notice.length} characters`);
    assert.match(notice, /Unknown variation "x{40}…": showing Classic/);
    const widths = await page.evaluate(() => {
      const box = document.querySelector('hanoi-player').shadowRoot.getElementById('notice').getBoundingClientRect();
      return [box.width, document.documentElement.scrollWidth, innerWidth];
    });
    assert.ok(widths[0] <= widths[2] && widths[1] <= widths[2], `the notice fits (${widths})`);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('7. with reduced motion, discs jump instead of flying', async () => {
  const tab = await open('/?variation=classic&discs=4&speed=2&t=0', { reducedMotion: 'reduce' });
  try {
    const { page } = tab;
    assert.equal(await text(page, '#status-kind'), 'Waiting', 'nothing starts by itself');
    await page.click('#step-forward');
    assert.equal(await page.evaluate(() => window.hanoi.player.controller.playback.flight), null);
    assert.equal(await text(page, '#time'), '1 / 15', 'the move is made at once');
    // Running: no disc is ever in flight.
    await page.evaluate(() => {
      window.flights = 0;
      const c = window.hanoi.player.controller;
      c.addEventListener('scene', () => (window.flights += c.playback.flight ? 1 : 0));
    });
    await page.click('#run');
    await waitForText(page, '#time', '3 / 15');
    assert.equal(await page.evaluate(() => window.flights), 0);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('8. a screen reader hears each manual move and refusal; the canvas is described by the position', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=manual');
  try {
    const { page } = tab;
    const describedBy = await page.getAttribute('#tower', 'aria-describedby');
    assert.equal(await text(page, `#${describedBy}`), 'pin 1: 3 2 1; pin 2: empty; pin 3: empty');
    // Everything the live region says, in order.
    await page.evaluate(() => {
      const region = document.querySelector('hanoi-player').shadowRoot.getElementById('announcer');
      window.said = [];
      new MutationObserver(() => window.said.push(region.textContent.trim())).observe(region, { childList: true, characterData: true, subtree: true });
    });
    await page.locator('#tower').focus();
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    assert.equal(await text(page, '#announcer'), 'Disc 1 from pin 1 to pin 3. pin 1: 3 2; pin 2: empty; pin 3: 1.');
    assert.equal(await page.getAttribute('#announcer', 'aria-live'), 'polite');
    // A refusal, twice in a row: said both times.
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('1');
      await page.keyboard.press('3');
      await page.keyboard.press('1');
      await page.keyboard.press('1');
    }
    await page.keyboard.press('3');
    await page.keyboard.press('3');
    const said = await page.evaluate(() => window.said);
    assert.equal(said.filter((s) => /^Refused: a larger disc may not go on a smaller one/.test(s)).length, 2, said.join(' | '));
    // The same refusal twice with nothing between is said twice too.
    await page.keyboard.press('2');
    await page.keyboard.press('2');
    const empty = (await page.evaluate(() => window.said)).filter((s) => /^Refused: pin 2 is empty/.test(s));
    assert.equal(empty.length, 2);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('9. every pin can be played from the keyboard: typed numbers and arrows with Enter', async () => {
  const tab = await open('/?variation=many-pin&discs=3&pins=12&mode=manual');
  try {
    const { page } = tab;
    // Typed: pin 1 (Enter, or it would become 10, 11 or 12), then pin 12.
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.waitForFunction(() => document.querySelector('hanoi-player').state.positionText.endsWith('pin 12: 1'));
    // Arrows on the tower: choose pin 1, Enter, choose pin 11, Enter.
    await page.locator('#tower').focus();
    await page.keyboard.press('Home');
    assert.match(await text(page, '#announcer'), /^Pin 1 of 12: discs 2 3, top first\./);
    await page.keyboard.press('Enter');
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const state = await playerState(page);
    assert.ok(state.positionText.endsWith('pin 11: 2; pin 12: 1'), state.positionText);
    assert.equal(state.counter.text, '2');
    // With up to 9 pins and a 100-pin puzzle alike, the keys hint says how.
    assert.match(await text(page, '#key-pins'), /1\u2060–\u206012, typing the number/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

/** WCAG contrast ratio of two relative luminances. */
const ratio = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Luminances of the tower's background, the discs' edge and every colour, as the player's stylesheet has them. */
function readColours(page) {
  return page.evaluate(() => {
    const player = document.querySelector('hanoi-player');
    const style = getComputedStyle(player.shadowRoot.getElementById('tower'));
    const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const lum = (colour, over = '#000') => {
      probe.fillStyle = over;
      probe.fillRect(0, 0, 1, 1);
      probe.fillStyle = colour;
      probe.fillRect(0, 0, 1, 1);
      const rgb = probe.getImageData(0, 0, 1, 1).data;
      const lin = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
    };
    const read = (name) => style.getPropertyValue(name).trim();
    const names = ['red', 'green', 'blue', 'orange', 'white', 'magenta', 'cyan', 'yellow', 'pink', 'purple', 'brown', 'teal', 'lime', 'navy', 'olive'];
    const background = read('--tower-bg');
    return {
      background: lum(background),
      edge: lum(read('--disc-edge'), background),
      colours: Object.fromEntries(names.map((n) => [n, lum(read(`--colour-${n}`))])),
    };
  });
}

test('10. colours: a clear edge on every disc in both themes and palettes, pairs that differ in lightness, numbers and patterns', async () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const palette of ['standard', 'safe']) {
      const tab = await open(`/?variation=checkers&discs=4&palette=${palette}`, { colorScheme });
      try {
        const { page } = tab;
        const c = await readColours(page);
        const label = `${colorScheme}, ${palette}`;
        assert.ok(ratio(c.edge, c.background) >= 3, `${label}: the discs' edge stands out from the tower (${ratio(c.edge, c.background).toFixed(2)})`);
        // Colours that meet in one variation differ in lightness too (Classic and Checkers, Domino, Reversi).
        for (const [a, b] of [['red', 'green'], ['pink', 'cyan'], ['yellow', 'magenta']]) {
          const r = ratio(c.colours[a], c.colours[b]);
          assert.ok(r >= 1.5, `${label}: ${a} and ${b} differ in lightness (${r.toFixed(2)})`);
        }
        assert.deepEqual(tab.errors, []);
      } finally {
        await tab.close();
      }
    }
  }
  // On a phone, even the smallest discs carry their numbers; coloured discs carry patterns.
  const phone = await open('/?variation=domino&discs=6&t=7', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
  try {
    const { page } = phone;
    const drawn = await page.evaluate(() => {
      const r = window.hanoi.player.renderer;
      const labelTop = r.layout().labelTop;
      const texts = [];
      const fills = [];
      const ctx = r.ctx;
      const fillText = ctx.fillText;
      const fill = ctx.fill;
      ctx.fillText = function (t, x, y, ...rest) {
        // Numbers on discs only: the pins' numbers are drawn below the bases.
        if (y < labelTop) texts.push(String(t));
        return fillText.call(this, t, x, y, ...rest);
      };
      ctx.fill = function (...args) {
        fills.push(this.fillStyle instanceof CanvasPattern);
        return fill.apply(this, args);
      };
      r.draw();
      ctx.fillText = fillText;
      ctx.fill = fill;
      return { texts, patterns: fills.filter(Boolean).length };
    });
    for (let size = 1; size <= 6; size++) assert.ok(drawn.texts.includes(String(size)), `disc ${size} is numbered (${drawn.texts})`);
    assert.ok(drawn.patterns >= 6, `the discs' colours have patterns (${drawn.patterns})`);
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
  }
});

test('11. the words: the counter by hand, the speed, the search message, display names', async () => {
  const tab = await open('/?variation=classic&discs=2&mode=manual');
  try {
    const { page } = tab;
    for (const key of ['1', '2', '2', '1', '1', '2', '2', '1', '1', '2']) await page.keyboard.press(key);
    assert.equal(await text(page, '#time'), '5');
    assert.equal(await text(page, '#counter-label'), 'Moves made');
    await page.selectOption('#mode', 'wait');
    await page.$eval('#speed', (input) => {
      input.value = input.max;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // Enough discs that the run cannot end before the status is read.
    await page.fill('#discs', '40');
    await page.press('#discs', 'Enter');
    await page.click('#run');
    await waitForStatus(page, 'running');
    assert.equal(await text(page, '#status-detail'), 'Showing the solution as fast as possible.');
    await page.click('#run');
    // The search's reason is said once.
    await page.fill('#discs', '64');
    await page.press('#discs', 'Enter');
    await page.waitForFunction(() => /cannot take this puzzle/.test(document.getElementById('optimum-estimate').textContent));
    const estimate = await text(page, '#optimum-estimate');
    assert.equal(estimate.match(/cannot/g).length, 1, estimate);
    // Messages name variations as the menu does.
    await page.selectOption('#variation', 'multi-stack');
    await page.fill('#pins', '5');
    await page.press('#pins', 'Enter');
    assert.match(await text(page, '#settings-error'), /^Multi-Stack takes an even number of pins/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('12. the embed at 320×240 shows its whole status and its link', async () => {
  const tab = await open('/embed.html?variation=reves&discs=5&t=4', { viewport: { width: 320, height: 240 } });
  try {
    const { page } = tab;
    const boxes = await page.evaluate(() => {
      const player = document.querySelector('hanoi-player');
      const root = player.shadowRoot;
      const rect = (node) => {
        const r = node.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
      };
      const status = root.getElementById('status');
      return {
        status: rect(status),
        statusOverflow: status.scrollWidth - status.clientWidth,
        link: rect(document.getElementById('open-full')),
        tower: rect(root.getElementById('tower')),
        page: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
      };
    });
    const inside = (r) => r.left >= 0 && r.top >= 0 && r.right <= 320 && r.bottom <= 240 && r.width > 0 && r.height > 0;
    assert.ok(inside(boxes.status), `the status is in view (${JSON.stringify(boxes.status)})`);
    assert.ok(boxes.statusOverflow <= 1, 'the status is not clipped');
    assert.ok(inside(boxes.link), `the link is in view (${JSON.stringify(boxes.link)})`);
    assert.ok(boxes.tower.height >= 60, `the tower keeps some room (${boxes.tower.height})`);
    assert.ok(boxes.page[0] <= 320 && boxes.page[1] <= 240, `nothing scrolls (${boxes.page})`);
    await tab.screenshot('embed-320x240');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the embed words a perfect solve by hand as the playground does, fetching the study module that words it', async () => {
  const tab = await open('/embed.html?variation=classic&discs=2&mode=manual');
  try {
    const { page } = tab;
    await page.locator('#tower').focus();
    for (const key of ['1', '2', '1', '3', '2', '3']) await page.keyboard.press(key);
    await waitForText(page, '#status-detail', 'Solved in 3 moves; the fewest possible is 3. Perfect!');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

// ---------------------------------------------------------------- found when the new page was tried again

test('the trace follows a jump of the timeline, whichever calls differ', async () => {
  const tab = await open('/?variation=classic&discs=6&t=0');
  try {
    const { page } = tab;
    for (const t of ['6', '0', '37']) {
      await page.$eval('#timeline', (input, value) => {
        input.value = value;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, t);
      await waitForText(page, '#time', `${t} / 63`);
      const shown = await page.$$eval('#trace li', (items) => items.map((li) => li.textContent));
      const frames = await page.evaluate(() => window.hanoi.player.trace().map((f) => f.text));
      assert.deepEqual(shown, frames, `move ${t}`);
    }
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the Optimum panel keeps the keyboard focus on its buttons as they come and go', async () => {
  const tab = await open('/?variation=lundon-c&discs=3&t=0');
  try {
    const { page } = tab;
    await page.focus('#optimum-run');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#optimum[data-state="done"]');
    assert.match(await focusedId(page), /^optimum-(run|cancel|play)$/);
    // Each key goes to a button that is there and live (under load it may come a frame late).
    await page.waitForSelector('#optimum-play:not([disabled])', { state: 'visible' });
    await page.focus('#optimum-play');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement.id === 'optimum-back');
    await page.waitForSelector('#optimum-back:not([disabled])', { state: 'visible' });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement.id === 'optimum-play');
    // After the optimal solution and back, the success message still knows the optimum.
    await page.evaluate(() => window.hanoi.player.seek(21));
    assert.equal(await text(page, '#status-detail'), 'Solved in 21 moves: 6 more than the fewest possible, which is 15.');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the embed at 320×240 stays usable with a tall tower, and a bad controls value is named', async () => {
  const tab = await open('/embed.html?variation=classic&discs=40&controls=weird', { viewport: { width: 320, height: 240 } });
  try {
    const { page } = tab;
    assert.match(await text(page, '#notice'), /Unknown controls "weird": using minimal/);
    await page.click('#notice-close');
    const boxes = await page.evaluate(() => {
      const root = document.querySelector('hanoi-player').shadowRoot;
      const rect = (node) => node.getBoundingClientRect().toJSON();
      return { run: rect(root.getElementById('run')), status: rect(root.getElementById('status')), hint: getComputedStyle(root.querySelector('.tall-hint')).display };
    });
    assert.ok(boxes.run.height >= 36 && boxes.run.bottom <= 240, `Run is a full button in view (${JSON.stringify(boxes.run)})`);
    assert.ok(boxes.status.width >= 180 && boxes.status.bottom <= 240, `the status has room (${JSON.stringify(boxes.status)})`);
    assert.equal(boxes.hint, 'none');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a long move counter on a phone leaves the status its width', async () => {
  const tab = await open('/?variation=classic&discs=64&t=9223372036854775808', { viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 3 });
  try {
    const { page } = tab;
    const status = await page.evaluate(() => document.querySelector('hanoi-player').shadowRoot.getElementById('status').getBoundingClientRect().toJSON());
    assert.ok(status.width >= 250, `the status is not squeezed (${status.width} px)`);
    assert.ok(status.height <= 120, `nor many lines tall (${status.height} px)`);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('choosing the colours updates the address at once; Tab to the tower and Enter picks pin 1', async () => {
  const tab = await open('/?variation=classic&discs=3&t=0');
  try {
    const { page } = tab;
    await page.selectOption('#palette', 'safe');
    await page.waitForFunction(() => location.search.includes('palette=safe'));
    assert.equal(await page.getAttribute('hanoi-player', 'data-palette'), 'safe');
    await page.selectOption('#palette', 'standard');
    await page.waitForFunction(() => !location.search.includes('palette'));
    // From the timeline, Shift+Tab reaches the tower; Enter lifts pin 1's disc.
    await page.focus('#timeline');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedId(page), 'tower');
    await page.keyboard.press('Enter');
    assert.equal((await playerState(page)).lifted, 0);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
