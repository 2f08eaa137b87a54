// End-to-end tests of the playground page (www/index.html) in Debian's
// Chromium: watching, playing by hand, the timeline against the CLI, the
// view in the URL and its fallbacks. Every wait is for a state of the page,
// never a fixed sleep.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openApp, repoRoot, text, useSite, waitForStatus, waitForText } from './harness.mjs';

const site = useSite();
const run = promisify(execFile);

/** `hanoi seek` through cargo, exactly as a developer would type it. */
async function cliSeek(variation, discs, at, pins) {
  const args = ['run', '-q', '-p', 'hanoi-cli', '--', 'seek', variation, '--discs', String(discs)];
  if (pins !== undefined) args.push('--pins', String(pins));
  args.push('--at', String(at));
  const { stdout } = await run('cargo', args, { cwd: repoRoot, timeout: 300_000 });
  return stdout.trim();
}

before(async () => {
  // Compile the CLI once up front, so the tests themselves only run it.
  await run('cargo', ['build', '-q', '-p', 'hanoi-cli'], { cwd: repoRoot, timeout: 300_000 });
});

/** Opens the app at `path` and waits until it has started. */
const open = (path, contextOptions) => openApp(site, path, contextOptions);

const statusKind = (page) => page.getAttribute('#status', 'data-kind');

/** How much of the canvas is painted, and with how many distinct colours. */
function canvasStats(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('hanoi-player').shadowRoot.getElementById('tower');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 200) {
        painted++;
        colours.add((data[i] >> 4) * 256 + (data[i + 1] >> 4) * 16 + (data[i + 2] >> 4));
      }
    }
    return { painted, fraction: painted / (canvas.width * canvas.height), colours: colours.size, width: canvas.width, height: canvas.height };
  });
}

/** Clicks the canvas over pin `i` (from 0) of `pins`. */
async function clickPin(page, i, pins) {
  const box = await page.locator('#tower').boundingBox();
  await page.mouse.click(box.x + (box.width * (i + 0.5)) / pins, box.y + box.height * 0.6);
}

test('the page loads, draws the tower and logs no error', async (t) => {
  const tab = await open('/');
  try {
    const { page } = tab;
    const firstDraw = await page.evaluate(() => performance.getEntriesByName('hanoi:first-draw')[0]?.startTime);
    assert.ok(firstDraw > 0, 'the first frame was drawn');
    t.diagnostic(`first frame drawn ${firstDraw.toFixed(0)} ms after navigation`);
    const stats = await canvasStats(page);
    assert.ok(stats.fraction > 0.01, `the canvas is drawn on (${(stats.fraction * 100).toFixed(1)}% painted)`);
    assert.ok(stats.colours >= 3, `discs, pins and bases in several colours (${stats.colours})`);
    // The default view: Classic, watched.
    assert.equal(await page.inputValue('#variation'), 'classic');
    assert.equal(await text(page, '#total'), '63');
    assert.match(await text(page, '#status-kind'), /^(Running|Waiting)$/);
    // The menu is built from the catalogue, grouped by family.
    const groups = await page.$$eval('#variation optgroup', (list) => list.map((g) => [g.label, g.children.length]));
    assert.ok(groups.length >= 2, JSON.stringify(groups));
    assert.ok(groups.some(([label]) => label === 'Classic'));
    // Paused, the text for screen readers is exactly the session's.
    if ((await statusKind(page)) === 'running') await page.click('#run');
    assert.equal(await statusKind(page), 'waiting');
    assert.equal(await text(page, '#position-text'), await page.evaluate(() => window.hanoi.player.controller.session.positionText()));
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
  // How soon the first frame is drawn is measured in `make bench`
  // (scripts/first-frame.mjs), not asserted here.
});

test('Classic with 4 discs runs to Success in 15 moves', async () => {
  const tab = await open('/?variation=classic&discs=4&speed=max');
  try {
    const { page } = tab;
    await waitForStatus(page, 'success');
    assert.equal(await text(page, '#status-kind'), 'Success');
    assert.match(await text(page, '#status-detail'), /15 moves/);
    assert.equal(await text(page, '#total'), '15');
    assert.equal(await text(page, '#time'), '15 / 15');
    assert.equal(await text(page, '#position-text'), 'pin 1: empty; pin 2: empty; pin 3: 4 3 2 1');
    assert.equal(await page.inputValue('#timeline'), '15');
    // Print lists every move, numbered, and says how many.
    const log = await text(page, '#print');
    assert.match(log, /^1\. pin 1 → pin 2$/m);
    assert.match(log, /^15\. pin 2 → pin 3$/m);
    assert.match(await text(page, '#print-note'), /^15 moves/);
    // The trace says the solution is complete; the URL keeps the end.
    assert.match(await text(page, '#trace-note'), /complete/);
    assert.match(page.url(), /[?&]t=15(&|$)/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('as fast as possible batches moves: Classic with 20 discs (1048575 moves) in seconds', async (t) => {
  const tab = await open('/?variation=classic&discs=20&speed=max');
  try {
    const { page } = tab;
    await waitForStatus(page, 'success', 20_000);
    const ms = await page.evaluate(() => performance.now() - performance.getEntriesByName('hanoi:first-draw')[0].startTime);
    t.diagnostic(`1048575 moves made and shown within ${ms.toFixed(0)} ms of the first frame`);
    assert.equal(await text(page, '#time'), '1,048,575 / 1,048,575');
    // The log is capped, and says so.
    assert.match(await text(page, '#print'), /1,047,575 moves not listed: the log keeps the first 500 and the last 500/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test("Reve's puzzle with 6 discs takes 17 moves", async () => {
  const tab = await open('/?variation=reves&discs=6');
  try {
    const { page } = tab;
    assert.equal(await text(page, '#total'), '17');
    assert.match(await text(page, '#time'), /^\d+ \/ 17$/);
    assert.equal(await page.inputValue('#variation'), 'reves');
    assert.equal(await page.inputValue('#pins'), '4');
    assert.ok(await page.isDisabled('#pins'), 'Reves always has 4 pins');
    assert.equal(await text(page, '#variation-optimality'), 'optimal under the Frame hypothesis');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('manual play: a legal move, an illegal one with its reason, undo, redo, and a solve', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=manual');
  try {
    const { page } = tab;
    assert.equal(await statusKind(page), 'manual');
    assert.equal(await text(page, '#status-kind'), 'Manual input');
    const start = 'pin 1: 3 2 1; pin 2: empty; pin 3: empty';
    assert.equal(await text(page, '#position-text'), start);

    // Legal, with keys: disc 1 from pin 1 to pin 3.
    await page.keyboard.press('1');
    assert.match(await text(page, '#status-detail'), /Disc 1 lifted from pin 1/);
    await page.keyboard.press('3');
    const afterLegal = 'pin 1: 3 2; pin 2: empty; pin 3: 1';
    assert.equal(await text(page, '#position-text'), afterLegal);
    assert.equal(await text(page, '#time'), '1');
    assert.equal(await text(page, '#counter-label'), 'Moves made');

    // Illegal, with clicks: disc 2 onto disc 1.
    await clickPin(page, 0, 3);
    await clickPin(page, 2, 3);
    assert.equal(await statusKind(page), 'invalid');
    assert.equal(await text(page, '#status-kind'), 'Invalid move');
    assert.match(await text(page, '#status-detail'), /a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 3/i);
    assert.equal(await text(page, '#position-text'), afterLegal, 'the illegal move changed nothing');

    // Lifting from an empty pin is refused too, with the core's reason.
    await page.keyboard.press('2');
    assert.equal(await statusKind(page), 'invalid');
    assert.match(await text(page, '#status-detail'), /pin 2 is empty/i);

    // Escape puts a lifted disc back.
    await page.keyboard.press('1');
    assert.match(await text(page, '#status-detail'), /lifted from pin 1/);
    await page.keyboard.press('Escape');
    assert.equal(await statusKind(page), 'manual');
    assert.doesNotMatch(await text(page, '#status-detail'), /lifted/);

    // Undo and redo, by button and by keys.
    await page.click('#undo');
    assert.equal(await text(page, '#position-text'), start);
    await page.click('#redo');
    assert.equal(await text(page, '#position-text'), afterLegal);
    await page.locator('#tower').focus();
    await page.keyboard.press('Control+z');
    assert.equal(await text(page, '#position-text'), start);
    await page.keyboard.press('Control+y');
    assert.equal(await text(page, '#position-text'), afterLegal);

    // Finish the puzzle by hand in the fewest moves.
    for (const [from, to] of [[1, 2], [3, 2], [1, 3], [2, 1], [2, 3], [1, 3]]) {
      await page.keyboard.press(String(from));
      await page.keyboard.press(String(to));
    }
    assert.equal(await text(page, '#position-text'), 'pin 1: empty; pin 2: empty; pin 3: 3 2 1');
    assert.equal(await statusKind(page), 'success');
    assert.equal(await text(page, '#status-detail'), 'Solved in 7 moves; the fewest possible is 7. Perfect!');
    assert.match(await text(page, '#print'), /7\. pin 1 → pin 3 \s*\(by hand\)/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a move by hand while watching switches to Manual from the position on show', async () => {
  const tab = await open('/?variation=classic&discs=3&speed=max&t=3');
  try {
    const { page } = tab;
    // Paused at move 3: pin 1: 3; pin 2: 2 1; pin 3: empty.
    assert.equal(await text(page, '#position-text'), 'pin 1: 3; pin 2: 2 1; pin 3: empty');
    assert.equal(await statusKind(page), 'waiting');
    await clickPin(page, 1, 3);
    await clickPin(page, 2, 3);
    assert.equal(await page.inputValue('#mode'), 'manual');
    assert.equal(await text(page, '#position-text'), 'pin 1: 3; pin 2: 2; pin 3: 1');
    assert.equal(await text(page, '#time'), '4');
    assert.match(page.url(), /mode=manual/);
    // Run goes back to watching the solution from where it was.
    await page.click('#run');
    await waitForStatus(page, 'success');
    assert.equal(await page.inputValue('#mode'), 'wait');
    assert.equal(await text(page, '#time'), '7 / 7');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the timeline jumps to a move, matching `hanoi seek`', async () => {
  const tab = await open('/?variation=reves&discs=6&mode=wait');
  try {
    const { page } = tab;
    await page.click('#run'); // pause if it was running, or start and…
    if ((await statusKind(page)) === 'running') await page.click('#run');
    await page.$eval('#timeline', (input) => {
      input.value = '8';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    assert.equal(await text(page, '#time'), '8 / 17');
    assert.equal(await text(page, '#position-text'), await cliSeek('reves', 6, 8));
    // The keyboard moves the thumb one move at a time.
    await page.focus('#timeline');
    await page.keyboard.press('ArrowRight');
    assert.equal(await text(page, '#time'), '9 / 17');
    assert.equal(await text(page, '#position-text'), await cliSeek('reves', 6, 9));
    // The trace shows the calls in progress there.
    assert.ok((await page.$$('#trace li')).length >= 1);
    assert.match(page.url(), /[?&]t=9(&|$)/);
    // Step back and forward.
    await page.click('#step-back');
    assert.equal(await text(page, '#time'), '8 / 17');
    await page.click('#step-forward');
    await waitForText(page, '#time', '9 / 17');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('?t= reproduces a position, also beyond 2^53 moves', async () => {
  const cases = [
    ['many-pin', 10, 5, '20'],
    ['classic-p', 7, undefined, '100'],
    ['classic', 64, undefined, '9223372036854775808'],
  ];
  for (const [variation, discs, pins, at] of cases) {
    const query = `?variation=${variation}&discs=${discs}${pins ? `&pins=${pins}` : ''}&t=${at}`;
    const tab = await open(`/${query}`);
    try {
      const { page } = tab;
      assert.equal(await statusKind(page), 'waiting', query);
      assert.equal(await text(page, '#position-text'), await cliSeek(variation, discs, at, pins), query);
      assert.equal((await text(page, '#time')).split(' / ')[0], BigInt(at).toLocaleString('en'));
      if (variation === 'classic') {
        // 2^64 - 1 moves: the slider holds a fraction, turned into an exact move number.
        await page.$eval('#timeline', (input) => {
          input.value = String(Number(input.max) / 2);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        });
        // The middle of the slider is the middle move, rounded to the nearest.
        const half = 2n ** 63n;
        assert.equal(await text(page, '#time'), `${half.toLocaleString('en')} / ${(2n ** 64n - 1n).toLocaleString('en')}`);
        assert.equal(await text(page, '#position-text'), await cliSeek(variation, discs, half));
      }
      assert.deepEqual(tab.errors, [], query);
    } finally {
      await tab.close();
    }
  }
});

test('the URL holds the view and is kept up to date', async () => {
  const tab = await open('/?variation=reves&discs=6&pins=4&mode=wait&speed=4&t=5');
  try {
    const { page } = tab;
    assert.equal(await text(page, '#time'), '5 / 17');
    assert.equal(await page.inputValue('#mode'), 'wait');
    assert.equal(await text(page, '#speed-value'), '4/s');
    assert.equal(await page.isHidden('#notice'), true);
    // Changing the settings rewrites the URL.
    await page.selectOption('#variation', 'many-pin');
    await page.fill('#pins', '5');
    await page.press('#pins', 'Enter');
    await page.fill('#discs', '10');
    await page.press('#discs', 'Enter');
    await page.selectOption('#mode', 'manual');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('variation'), 'many-pin');
    assert.equal(url.searchParams.get('discs'), '10');
    assert.equal(url.searchParams.get('pins'), '5');
    assert.equal(url.searchParams.get('mode'), 'manual');
    assert.equal(await text(page, '#total'), BigInt(await cliCount('many-pin', 10, 5)).toLocaleString('en'));
    // An impossible number is refused with the core's reason, and nothing changes.
    await page.fill('#discs', '5000');
    await page.press('#discs', 'Enter');
    assert.match(await text(page, '#settings-error'), /^Many-Pin takes 0 to 1,000 discs, not 5000: keeping 10 discs on 5 pins\.$/);
    assert.equal(await page.inputValue('#discs'), '10');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

async function cliCount(variation, discs, pins) {
  const args = ['run', '-q', '-p', 'hanoi-cli', '--', 'count', variation, '--discs', String(discs), '--pins', String(pins)];
  const { stdout } = await run('cargo', args, { cwd: repoRoot, timeout: 300_000 });
  return stdout.trim();
}

test('bad URL parameters show a notice and fall back to defaults', async () => {
  const tab = await open('/?variation=nonesuch&discs=999');
  try {
    const { page } = tab;
    assert.equal(await page.isVisible('#notice'), true);
    const notice = await text(page, '#notice');
    assert.match(notice, /Unknown variation "nonesuch": showing Classic/);
    assert.match(notice, /Classic takes 0 to 64 discs, not 999: using 64/);
    assert.equal(await page.inputValue('#variation'), 'classic');
    assert.equal(await text(page, '#total'), '18,446,744,073,709,551,615');
    assert.ok((await canvasStats(page)).fraction > 0.01, 'the tower is still drawn');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
  const tab2 = await open('/?variation=Reves&discs=7&pins=5&mode=fly&speed=warp&t=99');
  try {
    const { page } = tab2;
    const notice = await text(page, '#notice');
    assert.match(notice, /Reve's puzzle always has 4 pins, not 5: using 4/);
    assert.match(notice, /Unknown mode "fly": using Wait/);
    assert.match(notice, /The speed is 0\.5 to 100,000 moves per second, or "max", not "warp": using 3 moves per second/);
    assert.match(notice, /Move 99 is past the end: the solution has 25 moves: showing move 25/);
    assert.equal(await text(page, '#total'), '25');
    assert.equal(await page.inputValue('#discs'), '7');
    // The URL is rewritten to what is shown.
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('pins'), null, 'fixed pins are left out');
    assert.equal(url.searchParams.get('mode'), 'wait');
    // The notice can be dismissed.
    await page.click('#notice-close');
    assert.equal(await page.isHidden('#notice'), true);
    assert.deepEqual(tab2.errors, []);
  } finally {
    await tab2.close();
  }
});

test('huge puzzles: 1000 discs on 100 pins are drawn, 1000 on 3 are too long to count', async () => {
  const tab = await open('/?variation=many-pin&discs=1000&pins=100&t=1900');
  try {
    const { page } = tab;
    const layout = await page.evaluate(() => {
      const L = window.hanoi.player.renderer.layout();
      return { discH: L.discH, slot: L.slot, shaftW: L.shaftW, maxW: L.maxW, H: L.H };
    });
    assert.ok(layout.discH >= 1, `every disc at least one device pixel tall (${layout.discH})`);
    assert.ok(layout.slot >= 3 && layout.maxW < layout.slot, `pins apart (${JSON.stringify(layout)})`);
    assert.ok((await canvasStats(page)).fraction > 0.005);
    assert.equal(await text(page, '#total'), BigInt(await cliCount('many-pin', 1000, 100)).toLocaleString('en'));
  } finally {
    await tab.close();
  }
  const tab2 = await open('/?variation=many-pin&discs=1000&pins=3&speed=max');
  try {
    const { page } = tab2;
    assert.equal(await text(page, '#total'), '2¹²⁸ or more');
    assert.ok(await page.isDisabled('#timeline'));
    await waitForStatus(page, 'running');
    await page.waitForFunction(() => BigInt(window.hanoi.player.controller.session.movesMade()) > 100000n);
    await page.click('#run');
    assert.equal(await statusKind(page), 'waiting');
    assert.match(await text(page, '#time'), /^[\d,]+ \/ 2¹²⁸ or more$/);
    assert.deepEqual(tab2.errors, []);
  } finally {
    await tab2.close();
  }
});

test('screenshots: desktop light and phone dark', async () => {
  const tab = await open('/?variation=reves&discs=8&t=20');
  try {
    await tab.screenshot('playground-desktop');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
  const phone = await open('/?variation=classic-p&discs=5&t=9', {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  });
  try {
    const { page } = phone;
    // Tapping works like clicking.
    await page.tap('#tower', { position: { x: 390 * 0.1, y: 100 } });
    assert.equal(await statusKind(page), 'manual');
    await phone.screenshot('playground-phone-dark');
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
  }
});

/** Records every status the page shows, from now on, in window.__kinds. */
function recordStatuses(page) {
  return page.evaluate(() => {
    const status = document.querySelector('hanoi-player').shadowRoot.getElementById('status');
    window.__kinds = [status.dataset.kind];
    new MutationObserver(() => {
      if (window.__kinds.at(-1) !== status.dataset.kind) window.__kinds.push(status.dataset.kind);
    }).observe(status, { attributes: true, attributeFilter: ['data-kind'] });
  });
}

test('modes: Repeat starts the same puzzle again, Increase n adds a disc', async () => {
  const tab = await open('/?variation=classic&discs=2&mode=repeat&speed=max');
  try {
    const { page } = tab;
    await recordStatuses(page);
    await page.waitForFunction(() => window.__kinds.join(' ').includes('success running success'), null, { timeout: 10_000 });
    assert.equal(await page.inputValue('#discs'), '2');
    assert.equal(await text(page, '#total'), '3');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
  const tab2 = await open('/?variation=classic&discs=1&mode=increase&speed=max');
  try {
    const { page } = tab2;
    await page.waitForFunction(() => document.getElementById('discs').value === '3', null, { timeout: 10_000 });
    assert.equal(await text(page, '#total'), '7');
    assert.match(page.url(), /discs=3/);
    assert.deepEqual(tab2.errors, []);
  } finally {
    await tab2.close();
  }
  // Wait stops at the end, and Run starts again from the start.
  const tab3 = await open('/?variation=classic&discs=2&mode=wait&speed=max');
  try {
    const { page } = tab3;
    await waitForStatus(page, 'success');
    assert.equal(await text(page, '#run'), 'Run again');
    await recordStatuses(page);
    await page.click('#run');
    await page.waitForFunction(() => window.__kinds.join(' ') === 'success running success');
    assert.deepEqual(tab3.errors, []);
  } finally {
    await tab3.close();
  }
});

test('speed, reset, trace and a copied print', async () => {
  const tab = await open('/?variation=reves&discs=6&speed=2', { permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    const { page } = tab;
    await waitForStatus(page, 'running');
    // The speed slider: its read-out and the URL follow it.
    await page.$eval('#speed', (input) => {
      input.value = input.max;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    assert.equal(await text(page, '#speed-value'), 'max');
    await waitForStatus(page, 'success');
    assert.match(page.url(), /speed=max/);
    // Reset goes back to move 0 and waits.
    await page.click('#reset');
    assert.equal(await text(page, '#time'), '0 / 17');
    assert.equal(await statusKind(page), 'waiting');
    assert.equal(await text(page, '#position-text'), 'pin 1: 6 5 4 3 2 1; pin 2: empty; pin 3: empty; pin 4: empty');
    // Stepping shows the live call stack, innermost last, as the session has it.
    for (let i = 0; i < 5; i++) await page.click('#step-forward');
    await waitForText(page, '#time', '5 / 17');
    const shown = await page.$$eval('#trace li', (items) => items.map((li) => li.textContent));
    const frames = await page.evaluate(() => window.hanoi.player.controller.session.trace().map((f) => f.text));
    assert.deepEqual(shown, frames);
    assert.ok(frames.length >= 2, `a nested call stack (${frames.length})`);
    assert.equal(await page.$eval('#trace li:last-child', (li) => li.classList.contains('trace-current')), true);
    // Print lists the moves so far, and Copy puts them on the clipboard.
    const print = await text(page, '#print');
    assert.match(print, /^5\. /m);
    await page.click('#copy-print');
    await page.waitForFunction(() => document.querySelector('#copy-print').textContent.trim() === 'Copied');
    assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), print);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the renderer: colours from the stylesheet, coloured bases, HiDPI and resizing', async () => {
  const tab = await open('/?variation=classic-p&discs=4&t=0', { deviceScaleFactor: 2 });
  try {
    const { page } = tab;
    const probe = await page.evaluate(() => {
      const canvas = document.querySelector('hanoi-player').shadowRoot.getElementById('tower');
      const r = window.hanoi.player.renderer;
      const L = r.layout();
      const pixel = (x, y) => Array.from(canvas.getContext('2d').getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3));
      const rgb = (colour) => {
        const c = document.createElement('canvas').getContext('2d');
        c.fillStyle = colour;
        c.fillRect(0, 0, 1, 1);
        return Array.from(c.getImageData(0, 0, 1, 1).data.slice(0, 3));
      };
      const style = getComputedStyle(canvas);
      const bases = window.hanoi.player.controller.session.position().bases;
      return {
        dpr: devicePixelRatio,
        width: canvas.width,
        cssWidth: canvas.clientWidth,
        bases,
        basePixels: bases.map((_, i) => pixel(r.pinX(L, i) + L.baseW / 3, L.baseTop + L.baseH / 2)),
        baseColours: bases.map((name) => rgb(style.getPropertyValue(`--colour-${name}`))),
      };
    });
    assert.equal(probe.width, Math.round(probe.cssWidth * probe.dpr), 'the canvas has one pixel per device pixel');
    assert.ok(probe.bases.some((b) => b !== 'grey'), `Classic_P has coloured bases (${probe.bases})`);
    probe.basePixels.forEach((pixel, i) => {
      const want = probe.baseColours[i];
      assert.ok(pixel.every((v, k) => Math.abs(v - want[k]) <= 3), `base ${i + 1} is ${probe.bases[i]}: ${pixel} vs ${want}`);
    });
    // The canvas follows its box.
    const before = await page.$eval('#tower', (c) => c.width);
    await page.setViewportSize({ width: 900, height: 700 });
    await page.waitForFunction((w) => document.querySelector('hanoi-player').shadowRoot.getElementById('tower').width !== w, before);
    const after = await page.$eval('#tower', (c) => [c.width, Math.round(c.clientWidth * devicePixelRatio)]);
    assert.equal(after[0], after[1]);
    assert.ok((await canvasStats(page)).fraction > 0.01);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('every control is reachable by keyboard and labelled', async () => {
  const tab = await open('/?variation=many-pin&discs=5&pins=4&mode=manual');
  try {
    const { page } = tab;
    // Two moves by hand and one taken back: Undo, Redo and Step (= redo) are enabled.
    for (const key of ['1', '2', '1', '3']) await page.keyboard.press(key);
    await page.click('#undo');
    await page.locator('#tower').focus();
    const reached = new Set();
    // Round the whole page and back into the player (the Hint, Start from… and the Growth panel added stops).
    for (let i = 0; i < 72; i++) {
      await page.keyboard.press('Tab');
      // Inside the player, the focused element is the shadow root's.
      reached.add(await page.evaluate(() => (document.activeElement.shadowRoot?.activeElement ?? document.activeElement).id));
    }
    for (const id of ['tower', 'timeline', 'reset', 'step-back', 'run', 'step-forward', 'undo', 'redo', 'speed', 'variation', 'discs', 'pins', 'mode', 'start-random', 'start-edit', 'start-text', 'start-apply', 'hint-ask', 'optimum-run', 'copy-print']) {
      assert.ok(reached.has(id), `#${id} is reachable with Tab (reached: ${[...reached].join(' ')})`);
    }
    const unlabelled = await page.$$eval('button, input, select, canvas', (nodes) =>
      nodes.filter((n) => !(n.labels?.length || n.getAttribute('aria-label') || n.textContent.trim())).map((n) => n.id || n.outerHTML),
    );
    assert.deepEqual(unlabelled, []);
    // Moves and refusals are spoken from a polite live region; the canvas is described by the position.
    assert.equal(await page.getAttribute('#announcer', 'aria-live'), 'polite');
    assert.equal(await page.getAttribute('#tower', 'aria-describedby'), 'position-text');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('dark theme and the embeddable tower', async () => {
  const tab = await open('/embed.html?variation=reves&discs=5&t=4', { colorScheme: 'dark' });
  try {
    const { page } = tab;
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g).map(Number);
    assert.ok(r + g + b < 150, `a dark background (${background})`);
    assert.equal(await text(page, '#time'), '4 / 13');
    assert.equal(await text(page, '#position-text'), await cliSeek('reves', 5, 4));
    await page.click('#step-forward');
    await waitForText(page, '#time', '5 / 13');
    assert.ok((await canvasStats(page)).fraction > 0.01);
    assert.match(await page.getAttribute('#open-full', 'href'), /variation=reves&discs=5/);
    await tab.screenshot('embed-dark');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
