// What a hostile or careless input does to the playground, end to end in
// Chromium: deeply nested JSON is refused with a reason and the study module
// keeps working; after any trap of a wasm instance the page makes a new one
// (the player opens its puzzle again as it was, and a trap under a key, a
// click or a frame is no page error); a typed value is quoted at most 40
// characters, unprintable characters by their code point; a move number past
// 2^128 gets the core's reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openApp, text, useSite, waitForMatch, waitForStatus } from './harness.mjs';

const site = useSite();

/** Clicks the tower over pin `i` (from 0) of `pins`. */
async function clickPin(page, i, pins) {
  const box = await page.locator('#tower').boundingBox();
  await page.mouse.click(box.x + (box.width * (i + 0.5)) / pins, box.y + box.height * 0.6);
}

/** Pastes `list` into the import box and plays it; resolves to the status it then shows. */
async function importText(page, list) {
  const before = await page.textContent('#exchange-status');
  await page.evaluate((t) => {
    document.getElementById('exchange-text').value = t;
    document.getElementById('exchange-play').click();
  }, list);
  // The status changes (the same words again come with or without a no-break space).
  await page.waitForFunction((b) => document.getElementById('exchange-status').textContent !== b, before);
  return text(page, '#exchange-status');
}

/**
 * Breaks the live instance of the page's engine `which` ('study' or
 * 'player'), as a runaway write would (its memory overwritten), then calls
 * it until it traps (a broken instance may answer wrongly for a call or
 * two first); resolves to the message of the call that trapped.
 */
const trapLive = (page, which) =>
  page.evaluate(async (which) => {
    const engine = which === 'study' ? window.hanoi.study : window.hanoi.player.engine;
    const name = which === 'study' ? 'hanoi_study' : 'hanoi_wasm';
    await engine.spareReady();
    // engine.js numbers the copies of a module's glue it starts: after k restarts the live one is ?instance=k.
    const copy = engine.restarts === 0 ? '' : `?instance=${engine.restarts}`;
    const glue = await import(new URL(`pkg/${name}.js${copy}`, location.href).href);
    // initSync on a glue already started hands back its instance's exports.
    new Uint8Array(glue.initSync().memory.buffer).fill(0xff);
    const before = engine.restarts;
    for (let i = 0; i < 20; i++) {
      try {
        if (which === 'study') engine.readTranscript(`1 3\n${(i % 3) + 1} 2`);
        else engine.findVariation(i % 2 ? 'reves' : 'classic');
      } catch (error) {
        if (engine.restarts > before) return error.message;
      }
    }
    return 'no trap';
  }, which);

test('deeply nested JSON is refused with the reason, every time, and lists import after it', async () => {
  const tab = await openApp(site, '/?variation=classic&discs=3&mode=wait');
  try {
    const { page } = tab;
    await page.waitForFunction(() => window.hanoi.study);
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    for (let i = 0; i < 3; i++) {
      const status = await importText(page, deep);
      assert.match(status, /^Not imported: line 1: lists and objects nested more than 64 deep: a move list needs 3\. Nothing changed\.\s*$/);
    }
    const status = await importText(page, '1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3');
    assert.match(status, /^Playing the imported list, 7 moves/);
    assert.equal(await page.evaluate(() => window.hanoi.study.restarts), 0);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('after a trap of the study module, the page starts a new instance and the next import works', async () => {
  const tab = await openApp(site, '/?variation=classic&discs=3&mode=wait');
  try {
    const { page } = tab;
    await page.waitForFunction(() => window.hanoi.study);
    assert.match(await trapLive(page, 'study'), /^the puzzle engine failed \(.+\) and was started afresh$/);
    assert.match(await importText(page, '1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3'), /^Playing the imported list, 7 moves/);
    assert.equal(await page.evaluate(() => window.hanoi.study.restarts), 1);
    // Export too: the new instance writes.
    await page.selectOption('#exchange-format', 'text');
    await page.click('#exchange-copy');
    await waitForMatch(page, '#exchange-status', /^(Copied 7 moves|This browser did not let the page copy)/);
    // A second trap, in the instance made after the first, is handled the same way.
    assert.match(await trapLive(page, 'study'), /started afresh/);
    assert.match(await importText(page, '1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3'), /^Playing the imported list/);
    assert.equal(await page.evaluate(() => window.hanoi.study.restarts), 2);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('after a trap of the player module, the player opens its puzzle again at the move it was at', async () => {
  const tab = await openApp(site, '/?variation=reves&discs=5&mode=wait&t=6');
  try {
    const { page } = tab;
    assert.match(await trapLive(page, 'player'), /started afresh/);
    await waitForStatus(page, 'failure');
    await waitForMatch(page, '#status', /The puzzle engine failed and was started afresh: the puzzle is shown again as it was, move 6 of the solution\./);
    const state = await page.evaluate(() => {
      const s = window.hanoi.player.state;
      return [s.variation, s.discs, s.pins, String(s.t)];
    });
    assert.deepEqual(state, ['reves', 5, 4, '6']);
    // It plays on.
    await page.evaluate(() => window.hanoi.player.step());
    await page.waitForFunction(() => window.hanoi.player.state.t === 7n);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

/**
 * Code put after the player module's glue (every copy of it, as the page
 * fetches it): each Session method traps, as a panic would (a real
 * WebAssembly `unreachable`), the next time it is called after the page sets
 * `window.hanoiTrapOn` to its name.
 */
const TRAP_ON_DEMAND = `
;{
  const trap = new WebAssembly.Instance(
    new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 8, 1, 4, 116, 114, 97, 112, 0, 0, 10, 5, 1, 3, 0, 0, 11])),
  ).exports.trap;
  const proto = Session.prototype;
  for (const key of Object.getOwnPropertyNames(proto)) {
    const method = proto[key];
    if (key === 'constructor' || typeof method !== 'function') continue;
    proto[key] = function (...args) {
      if (globalThis.hanoiTrapOn === key) {
        globalThis.hanoiTrapOn = null;
        trap();
      }
      return method.apply(this, args);
    };
  }
}
`;

/** Opens `path` with the player module's Sessions trapping on demand (TRAP_ON_DEMAND). */
async function openTrapping(path) {
  const tab = await newPage(site.browser);
  await tab.page.route(/\/pkg\/hanoi_wasm\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    route.fulfill({ response, body: (await response.text()) + TRAP_ON_DEMAND });
  });
  await tab.page.goto(site.url + path);
  await tab.page.waitForSelector('html[data-ready="true"]');
  // The spare copy of the glue, for the new instance after a trap.
  await tab.page.evaluate(() => window.hanoi.player.engine.spareReady());
  return tab;
}

const state = (page) =>
  page.evaluate(() => {
    const s = window.hanoi.player.state;
    return { t: String(s.t), timelineMove: String(s.timelineMove), manual: s.manual, position: s.positionText };
  });

test('a trap during a step taken with a key: no page error, the puzzle shown again where it was, and the keys work on', async () => {
  const tab = await openTrapping('/?variation=reves&discs=5&mode=wait&t=6');
  try {
    const { page } = tab;
    await page.evaluate(() => (window.hanoiTrapOn = 'nextMoves'));
    await page.keyboard.press('.');
    await waitForStatus(page, 'failure');
    assert.equal(
      await text(page, '#status-detail'),
      'The puzzle engine failed and was started afresh: the puzzle is shown again as it was, move 6 of the solution.',
    );
    assert.equal(await page.evaluate(() => window.hanoi.player.engine.restarts), 1);
    assert.equal((await state(page)).t, '6');
    await page.keyboard.press('.');
    await page.waitForFunction(() => window.hanoi.player.state.t === 7n);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a trap during a move made by clicking: no page error, the moves made by hand made again, and play goes on', async () => {
  const tab = await openTrapping('/?variation=classic&discs=3&mode=wait&t=2');
  try {
    const { page } = tab;
    // Move 2 leaves 3 / 2 / 1; by hand: disc 1 onto disc 2, then disc 3 to the third pin.
    for (const pin of [2, 1, 0, 2]) await clickPin(page, pin, 3);
    await page.waitForFunction(() => window.hanoi.player.state.t === 4n);
    const before = await state(page);
    assert.deepEqual([before.manual, before.timelineMove], [true, '2']);
    // Disc 1 lifted, and the move that puts it on pin 1 traps.
    await clickPin(page, 1, 3);
    await page.evaluate(() => (window.hanoiTrapOn = 'tryMove'));
    await clickPin(page, 0, 3);
    await waitForStatus(page, 'failure');
    assert.equal(
      await text(page, '#status-detail'),
      'The puzzle engine failed and was started afresh: the puzzle is shown again as it was, move 2 of the solution and your 2 moves by hand.',
    );
    assert.deepEqual(await state(page), before);
    // The same move again, on the new instance.
    await clickPin(page, 1, 3);
    await clickPin(page, 0, 3);
    await page.waitForFunction(() => window.hanoi.player.state.t === 5n);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a trap while the solution runs: no page error, the puzzle shown again at a move it had reached', async () => {
  // The page runs the solution on its own.
  const tab = await openTrapping('/?variation=classic&discs=10&speed=10');
  try {
    const { page } = tab;
    await page.waitForFunction(() => window.hanoi.player.state.running && window.hanoi.player.state.t >= 3n);
    await page.evaluate(() => (window.hanoiTrapOn = 'nextMoves'));
    await waitForStatus(page, 'failure');
    assert.match(
      await text(page, '#status-detail'),
      /^The puzzle engine failed and was started afresh: the puzzle is shown again as it was, move \d+ of the solution\.$/,
    );
    const shown = await state(page);
    assert.ok(BigInt(shown.t) >= 3n, shown.t);
    await page.keyboard.press(' ');
    await page.waitForFunction((t) => window.hanoi.player.state.t > BigInt(t), shown.t);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

// Each a Session method that a panel's call or a panel's reading of the
// state reaches when another variation is chosen: the settings' menu
// (isManual), the Trace (trace), the Graph (positionKey) and the Session's
// own opening (length). Each of the last three gave a page error before.
for (const method of ['length', 'isManual', 'trace', 'positionKey']) {
  test(`a trap under a panel's call or reading (${method}, another variation chosen): no page error, and the panels work on`, async () => {
    const tab = await openTrapping('/?variation=classic&discs=3&mode=wait');
    try {
      const { page } = tab;
      // The Graph on show, so that it reads the position's key.
      await page.evaluate(() => document.getElementById('graph').scrollIntoView());
      await page.evaluate((name) => (window.hanoiTrapOn = name), method);
      await page.selectOption('#variation', 'reves');
      // Opened again on the new engine: the variation chosen, on show.
      await page.waitForFunction(() => window.hanoi.player.engine.restarts === 1 && window.hanoi.player.state.variation === 'reves');
      assert.deepEqual(tab.errors, []);
      // The settings go on working.
      await page.selectOption('#variation', 'cyclic');
      await page.waitForFunction(() => window.hanoi.player.state.variation === 'cyclic');
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });
}

test('a typed value is quoted at most 40 characters: an address, an imported list', async () => {
  const nines = '9'.repeat(100_000);
  const tab = await openApp(site, `/?variation=classic&discs=64&t=${nines}`);
  try {
    const { page } = tab;
    const notice = await text(page, '#notice-list');
    assert.ok(notice.length < 250, `${notice.length} characters: ${notice.slice(0, 300)}`);
    assert.match(notice, /^Move "9{40}…" is far too large: moves are counted up to 2\^128 - 1 \([\d,]+\): showing move 18,446,744,073,709,551,615$/);
    assert.equal(await page.evaluate(() => window.hanoi.player.state.t), 18446744073709551615n);
    await page.waitForFunction(() => window.hanoi.study);
    const status = await importText(page, `1 ${nines}`);
    assert.ok(status.length < 200, `${status.length} characters`);
    assert.match(status, /^Not imported: line 1: there is no pin 9{40}…: a puzzle has at most 256 pins\. Nothing changed\.\s*$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a binary file imported is quoted as a person reads it, its unprintable bytes by code point', async () => {
  const tab = await openApp(site, '/?variation=classic&discs=3');
  try {
    const { page } = tab;
    await page.waitForFunction(() => window.hanoi.study);
    const before = await text(page, '#exchange-status');
    await page.setInputFiles('#exchange-file', {
      name: 'program.bin',
      mimeType: 'application/octet-stream',
      // An ELF header's start: the next <U+0000> would pass 40 characters, so the quote stops before it.
      buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x1b, 0x5b, 0x32, 0x4a, 0x0a]),
    });
    await page.waitForFunction((b) => document.getElementById('exchange-status').textContent.trim() !== b, before);
    const status = await text(page, '#exchange-status');
    assert.equal(
      status,
      'Not imported program.bin: line 1: expected two pin numbers `from to`, got "<U+007F>ELF<U+0002><U+0001><U+0001>…". Nothing changed.',
    );
    assert.ok(!status.includes('\\u{'), status);
  } finally {
    await tab.close();
  }
});

test('a move past 2^128 on a puzzle too long to count gets the core\'s reason, and the move stays', async () => {
  const tab = await openApp(site, '/?variation=many-pin&discs=1000&pins=3&mode=wait&t=5');
  try {
    const { page } = tab;
    assert.equal(await page.evaluate(() => window.hanoi.player.state.total), null);
    await page.evaluate(() => window.hanoi.player.seek(2n ** 128n));
    await waitForStatus(page, 'failure');
    assert.match(
      await text(page, '#status-detail'),
      /^Move "340282366920938463463374607431768211456" is far too large: moves are counted up to 2\^128 - 1/,
    );
    assert.equal(await page.evaluate(() => window.hanoi.player.state.t), 5n);
    // The largest move number is fine.
    await page.evaluate(() => window.hanoi.player.seek(2n ** 128n - 1n));
    await page.waitForFunction(() => window.hanoi.player.state.t === 2n ** 128n - 1n);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
