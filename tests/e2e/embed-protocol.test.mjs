// embed.html's postMessage protocol, end to end: a course page
// (tests/e2e/fixtures/embed-parent.html, served by a route of this file at
// either of the site's origins) with embed.html in iframes gets the player's
// events and its height, drives it with commands, gets errors for bad ones
// while the player keeps working, and with www/embed-resizer.js its iframes
// follow their content's height. origin= limits an embed to one parent.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { newPage, repoRoot, startServer, useSite } from './harness.mjs';

const site = useSite();
const FIXTURES = path.join(repoRoot, 'tests', 'e2e', 'fixtures');
const FIXTURE = path.join(FIXTURES, 'embed-parent.html');
// A second server, for a course page of another origin (another port). A page
// fulfilled by a route has no address, and Chromium's local network access
// checks would then keep it from framing the site on 127.0.0.1.
let elsewhere = null;
before(async () => (elsewhere = await startServer({ root: FIXTURES })));
after(() => elsewhere?.close());
const PROTOCOL = { protocol: 'hanoi-playground', version: 1 };

/**
 * Opens the course page at `parentOrigin` (the site's, by default) with the
 * given frames: [{id, width, height ('auto' for none), src (a path on the site)}].
 */
async function openCourse({ frames, resizer = null, module = false, parentOrigin = site.url }) {
  // At the site's own origin, a route serves the fixture; elsewhere, the fixtures' server.
  const tab = await newPage(site.browser);
  const body = await readFile(FIXTURE, 'utf8');
  await tab.page.route(
    (url) => url.pathname === '/fixtures/embed-parent.html',
    (route) => route.fulfill({ body, contentType: 'text/html; charset=utf-8' }),
  );
  const query = new URLSearchParams();
  for (const f of frames) query.append('frame', `${f.id} ${f.width} ${f.height} ${site.url}${f.src}`);
  if (resizer) query.set('resizer', `${site.url}/embed-resizer.js`);
  if (module) query.set('module', '1');
  const page = parentOrigin === site.url ? '/fixtures/embed-parent.html' : '/embed-parent.html';
  await tab.page.goto(`${parentOrigin}${page}?${query}`);
  return tab;
}

/** How many messages the course page has received so far. */
const count = (page) => page.evaluate(() => window.messages.length);

/**
 * Waits for a message from frame `frame`, received after the first `since`,
 * having every field of `want` (recursively); returns it ({frame, origin, data}).
 */
async function waitMessage(page, frame, want, since = 0, timeout = 15_000) {
  const handle = await page.waitForFunction(
    ({ frame, want, since }) => window.messages.slice(since).find((m) => m.frame === frame && window.matches(m.data, want)),
    { frame, want, since },
    { timeout },
  );
  return handle.jsonValue();
}

/** Sends a command to the frame and waits for its answer (a reply or an error with the same id). */
async function command(page, frame, fields) {
  const id = `${fields.type}-${Math.random().toString(36).slice(2)}`;
  const since = await count(page);
  await page.evaluate(([frame, data]) => window.send(frame, data), [frame, { ...PROTOCOL, ...fields, id }]);
  const handle = await page.waitForFunction(
    ({ frame, id, since }) =>
      window.messages.slice(since).find((m) => m.frame === frame && m.data.id === id && ['reply', 'error'].includes(m.data.type)),
    { frame, id, since },
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()).data;
}

/** The player's state inside the frame, BigInts as strings. */
async function frameState(page, frame) {
  const inner = await (await page.$(`#${frame}`)).contentFrame();
  return inner.evaluate(() =>
    JSON.parse(JSON.stringify(window.hanoi.player.state, (key, value) => (typeof value === 'bigint' ? String(value) : value))),
  );
}

test('events and height out, commands in: play, pause, step, back, seek, reset, load, get-state', async () => {
  const tab = await openCourse({
    frames: [{ id: 'a', width: 640, height: 420, src: '/embed.html?variation=classic&discs=3&speed=4' }],
  });
  const { page } = tab;
  try {
    // On load: its height (filling the frame by default) and `ready` with the state, as plain JSON data.
    const ready = await waitMessage(page, 'a', { type: 'ready' });
    assert.equal(ready.origin, site.url);
    assert.equal(ready.data.version, 1);
    assert.deepEqual(
      [ready.data.state.variation, ready.data.state.discs, ready.data.state.pins, ready.data.state.t, ready.data.state.total, ready.data.state.speed],
      ['classic', 3, 3, '0', '7', 4],
    );
    const height = await waitMessage(page, 'a', { type: 'height', fit: 'frame' });
    // The fixture's iframes are border-box with a 3px border: 420 - 6 inside.
    const inside = await page.evaluate(() => document.getElementById('a').clientHeight);
    assert.equal(inside, 414);
    assert.equal(height.data.height, inside, "the frame's height");

    // step: a reply with the state, then the move and statechange events.
    let since = await count(page);
    let reply = await command(page, 'a', { type: 'step' });
    assert.equal(reply.type, 'reply');
    assert.equal(reply.command, 'step');
    const move = await waitMessage(page, 'a', { type: 'move', t: '1', count: 1, byHand: false }, since);
    assert.equal(move.data.from, 1, 'pins from 1');
    assert.equal(typeof move.data.to, 'number');
    await waitMessage(page, 'a', { type: 'statechange', state: { t: '1', total: '7' } }, since);

    // seek: as a string or a number; back; reset.
    reply = await command(page, 'a', { type: 'seek', t: '5' });
    assert.equal(reply.state.t, '5');
    reply = await command(page, 'a', { type: 'seek', t: 3 });
    assert.equal(reply.state.t, '3');
    since = await count(page);
    await command(page, 'a', { type: 'back' });
    await waitMessage(page, 'a', { type: 'statechange', state: { t: '2', running: false } }, since);
    reply = await command(page, 'a', { type: 'reset' });
    assert.equal(reply.state.t, '0');
    assert.equal((await frameState(page, 'a')).t, '0');

    // load: another puzzle, mode and speed, set as the element's attributes.
    reply = await command(page, 'a', { type: 'load', variation: 'reves', discs: 5, speed: 'max' });
    assert.equal(reply.type, 'reply', reply.message);
    assert.deepEqual([reply.state.variation, reply.state.discs, reply.state.pins, reply.state.speed], ['reves', 5, 4, 'max']);
    const inner = await frameState(page, 'a');
    assert.deepEqual([inner.variation, inner.discs, inner.total], ['reves', 5, reply.state.total]);
    const attributes = await (await (await page.$('#a')).contentFrame()).evaluate(() =>
      ['variation', 'discs', 'pins', 'speed'].map((name) => document.getElementById('player').getAttribute(name)),
    );
    assert.deepEqual(attributes, ['reves', '5', '4', 'max']);

    // play runs to the end: moves, then solved with the total, then success.
    since = await count(page);
    reply = await command(page, 'a', { type: 'play' });
    assert.equal(reply.command, 'play');
    const solved = await waitMessage(page, 'a', { type: 'solved', t: reply.state.total, byHand: false }, since);
    assert.equal(typeof solved.data.verdict, 'object');
    await waitMessage(page, 'a', { type: 'statechange', state: { status: { kind: 'success' }, atEnd: true } }, since);
    assert.ok(await waitMessage(page, 'a', { type: 'move' }, since));

    // pause stops a running player.
    await command(page, 'a', { type: 'load', variation: 'classic', discs: 6, speed: 1, mode: 'wait' });
    await command(page, 'a', { type: 'reset' });
    since = await count(page);
    await command(page, 'a', { type: 'play' });
    await waitMessage(page, 'a', { type: 'statechange', state: { running: true } }, since);
    reply = await command(page, 'a', { type: 'pause' });
    assert.equal(reply.state.running, false);

    // get-state answers with the state as it is.
    reply = await command(page, 'a', { type: 'get-state' });
    assert.deepEqual([reply.command, reply.state.variation, reply.state.discs, reply.state.total], ['get-state', 'classic', 6, '63']);
    assert.equal(reply.state.t, (await frameState(page, 'a')).t);

    // Everything that came was plain JSON data.
    assert.equal(await page.evaluate(() => window.messages.filter((m) => window.notJSON(m.data)).length), 0);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a bad command gets an error with its id, and the player keeps working', async () => {
  const tab = await openCourse({
    frames: [{ id: 'a', width: 480, height: 360, src: '/embed.html?variation=classic&discs=3&controls=full' }],
  });
  const { page } = tab;
  try {
    await waitMessage(page, 'a', { type: 'ready' });
    await command(page, 'a', { type: 'seek', t: 2 });

    const errors = [
      [{ type: 'jump' }, /^Unknown command "jump": the commands are play, pause, step, back, reset, get-state, seek, load$/],
      [{ type: 'seek', t: 'abc' }, /^seek needs t, a move number/],
      [{ type: 'seek', t: -1 }, /^seek needs t, a move number/],
      [{ type: 'seek', t: '999' }, /^Move 999 is past the end: the solution has 7 moves$/],
      [{ type: 'load', variation: 'nope' }, /^Unknown variation "nope"$/],
      [{ type: 'load', discs: 3, pins: 4 }, /Classic always has 3 pins, not 4/],
      [{ type: 'load', mode: 'fast' }, /^load's mode is one of wait, repeat, increase, manual/],
      [{ type: 'load' }, /^load needs at least one of/],
      [{ type: 'play', speed: 2 }, /^play takes no fields, not "speed"$/],
      [{ type: 'step', version: 2 }, /^Unsupported protocol version 2/],
    ];
    for (const [fields, pattern] of errors) {
      const answer = await command(page, 'a', fields);
      assert.equal(answer.type, 'error', `${JSON.stringify(fields)} was refused`);
      assert.equal(answer.command, fields.type);
      assert.match(answer.message, pattern);
    }
    // Not ours at all (another script's message): ignored, no answer.
    const ignoredBefore = await (await (await page.$('#a')).contentFrame()).evaluate(() => window.hanoi.bridge.ignored);
    await page.evaluate(() => window.send('a', { type: 'play', source: 'another-widget' }));
    await (await (await page.$('#a')).contentFrame()).waitForFunction((n) => window.hanoi.bridge.ignored > n, ignoredBefore);

    // Nothing changed, nothing broke: same puzzle, same move, no failure shown.
    const state = await frameState(page, 'a');
    assert.deepEqual([state.variation, state.discs, state.t, state.running], ['classic', 3, '2', false]);
    assert.notEqual(state.status.kind, 'failure');
    const reply = await command(page, 'a', { type: 'step' });
    assert.equal(reply.type, 'reply');
    await (await (await page.$('#a')).contentFrame()).waitForFunction(() => window.hanoi.player.state.t === 3n);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

for (const module of [false, true]) {
  test(`embed-resizer.js (${module ? 'a module' : 'a classic script'}): a fit=content iframe follows its content; HanoiEmbed.connect sends commands`, async () => {
    const tab = await openCourse({
      resizer: true,
      module,
      frames: [
        { id: 'fit', width: 720, height: 'auto', src: '/embed.html?variation=reves&discs=4&fit=content' },
        { id: 'fixed', width: 400, height: 300, src: '/embed.html?variation=classic&discs=3' },
      ],
    });
    const { page } = tab;
    try {
      await waitMessage(page, 'fit', { type: 'ready' });
      await waitMessage(page, 'fixed', { type: 'ready' });
      const inner = await (await page.$('#fit')).contentFrame();
      await inner.waitForSelector('html[data-fit="content"][data-ready="true"]');

      // The iframe's content box takes the reported height, and the embed then fits without scrolling.
      const follows = async () => {
        const handle = await page.waitForFunction(() => {
          const heights = window.messages.filter((m) => m.frame === 'fit' && m.data.type === 'height');
          const last = heights[heights.length - 1];
          const frame = document.getElementById('fit');
          return last && last.data.fit === 'content' && frame.clientHeight === last.data.height && last.data.height;
        });
        const height = await handle.jsonValue();
        const fits = await inner.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
        assert.ok(fits, 'the embed has no vertical scrolling');
        return height;
      };
      const wide = await follows();
      assert.ok(wide > 200, `a real height, not ${wide}`);

      // Narrower: the tower is shorter and the controls wrap; the iframe follows.
      const since = await count(page);
      await page.evaluate(() => (document.getElementById('fit').style.width = '330px'));
      await waitMessage(page, 'fit', { type: 'height' }, since);
      const narrow = await follows();
      assert.notEqual(narrow, wide);

      // An embed that fills its frame (no fit=content) keeps the page's height.
      assert.equal(await page.evaluate(() => document.getElementById('fixed').getBoundingClientRect().height), 300);

      // The promise helper: replies resolve, errors reject with the embed's message.
      const result = await page.evaluate(async () => {
        const embed = window.HanoiEmbed.connect(document.getElementById('fit'));
        const state = await embed.ready;
        const seen = [];
        embed.on('statechange', (m) => seen.push(m.state.t));
        const seek = await embed.send('seek', { t: 4 });
        let refused = null;
        try {
          await embed.send('load', { variation: 'nope' });
        } catch (error) {
          refused = error.message;
        }
        const after = await embed.send('get-state');
        embed.close();
        return { variation: state.variation, seek: seek.state.t, refused, after: after.state.t, command: after.command };
      });
      assert.deepEqual(result, { variation: 'reves', seek: '4', refused: 'Unknown variation "nope"', after: '4', command: 'get-state' });
      assert.deepEqual(tab.errors, []);
    } finally {
      await tab.close();
    }
  });
}

test('origin=… limits the embed to one parent: commands from others are ignored, nothing is posted to them', async () => {
  // The course page and the embeds are served from two ports: two origins.
  const parentOrigin = elsewhere.url;
  const tab = await openCourse({
    parentOrigin,
    frames: [
      { id: 'mine', width: 480, height: 320, src: `/embed.html?discs=3&origin=${encodeURIComponent(parentOrigin)}` },
      { id: 'other', width: 480, height: 320, src: '/embed.html?discs=3&origin=https://example.org' },
    ],
  });
  const { page } = tab;
  try {
    const ready = await waitMessage(page, 'mine', { type: 'ready' });
    assert.equal(ready.origin, site.url);
    const reply = await command(page, 'mine', { type: 'seek', t: 2 });
    assert.equal(reply.state.t, '2');

    const other = await (await page.$('#other')).contentFrame();
    await other.waitForSelector('html[data-ready="true"]');
    const before = await other.evaluate(() => window.hanoi.bridge.ignored);
    await page.evaluate((p) => window.send('other', { ...p, type: 'seek', t: 2, id: 'x' }), PROTOCOL);
    await other.waitForFunction((n) => window.hanoi.bridge.ignored > n, before);
    assert.equal(await other.evaluate(() => String(window.hanoi.player.state.t)), '0', 'the command was not done');
    // One more round trip with the allowed embed, then: nothing at all came from the other one.
    await command(page, 'mine', { type: 'get-state' });
    assert.equal(await page.evaluate(() => window.messages.filter((m) => m.frame === 'other').length), 0);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a parent cannot freeze the embed: huge values are refused before any work, a flood of commands is bounded', async () => {
  const tab = await openCourse({
    frames: [{ id: 'a', width: 480, height: 360, src: '/embed.html?variation=classic&discs=3&controls=full' }],
  });
  const { page } = tab;
  try {
    await waitMessage(page, 'a', { type: 'ready' });
    const digits = '9'.repeat(10_000_000);
    for (const fields of [{ type: 'seek', t: digits }, { type: 'load', discs: digits }]) {
      const started = Date.now();
      const answer = await command(page, 'a', fields);
      console.log(`${fields.type} with 10,000,000 digits: answered in ${Date.now() - started} ms, ${answer.message.length} characters`);
      assert.equal(answer.type, 'error');
      const field = fields.type === 'seek' ? 't' : 'discs';
      assert.match(answer.message, new RegExp(`^${fields.type}'s ${field} is "9{40}…": no valid value is longer than 100 characters$`));
    }
    // 100,000 commands at once: at most 100 wait, the rest are refused as they come, each answered once.
    const since = await count(page);
    const started = Date.now();
    await page.evaluate((p) => {
      const frame = document.getElementById('a').contentWindow;
      for (let i = 0; i < 100_000; i++) frame.postMessage({ ...p, type: i % 2 ? 'step' : 'back', id: `f${i}` }, '*');
    }, PROTOCOL);
    await page.waitForFunction((since) => window.messages.slice(since).filter((m) => m.data.id?.startsWith?.('f')).length === 100_000, since, { timeout: 120_000 });
    const tally = await page.evaluate((since) => {
      const answers = window.messages.slice(since).filter((m) => m.data.id?.startsWith?.('f'));
      return {
        ids: new Set(answers.map((m) => m.data.id)).size,
        done: answers.filter((m) => m.data.type === 'reply').length,
        busy: answers.filter((m) => m.data.type === 'error' && /^Busy: 100 commands are waiting/.test(m.data.message)).length,
      };
    }, since);
    console.log(`100,000 commands answered in ${Date.now() - started} ms: ${tally.done} done, ${tally.busy} refused as busy`);
    assert.equal(tally.ids, 100_000, 'each answered once');
    // How many are done rather than refused depends on how fast the embed gets through them as they come.
    assert.equal(tally.done + tally.busy, 100_000);
    assert.ok(tally.done >= 1, `${tally.done} done`);
    // The embed is still responsive.
    const reply = await command(page, 'a', { type: 'seek', t: 3 });
    assert.equal(reply.state.t, '3');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a command that fails where nothing foresaw it is answered with its error, once, and the commands after it are done', async () => {
  const tab = await openCourse({ frames: [{ id: 'a', width: 640, height: 420, src: '/embed.html?variation=classic&discs=3&mode=wait' }] });
  const { page } = tab;
  try {
    await waitMessage(page, 'a', { type: 'ready' });
    const inner = await (await page.$('#a')).contentFrame();
    // The next command's reading throws (as a trap of the engine under the quoting it reads with would).
    await inner.evaluate(() => {
      const player = window.hanoi.player;
      const engine = player.engine;
      Object.defineProperty(player, 'engine', {
        configurable: true,
        get() {
          Object.defineProperty(player, 'engine', { value: engine, writable: true, configurable: true, enumerable: true });
          throw new Error('the engine broke');
        },
      });
    });
    const since = await count(page);
    const failed = await command(page, 'a', { type: 'step' });
    assert.deepEqual([failed.type, failed.command, failed.message], ['error', 'step', 'The engine broke']);
    const reply = await command(page, 'a', { type: 'seek', t: 2 });
    assert.equal(reply.state.t, '2');
    // Answered once, and not done again with a later message.
    const answers = await page.evaluate(
      ([since, id]) => window.messages.slice(since).filter((m) => m.data.id === id && ['reply', 'error'].includes(m.data.type)).length,
      [since, failed.id],
    );
    assert.equal(answers, 1);
    assert.equal((await command(page, 'a', { type: 'get-state' })).state.t, '2');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('seek answers with the core\'s reason: past the end, and past 2^128 on a puzzle too long to count; quoted short', async () => {
  const tab = await openCourse({
    frames: [
      { id: 'long', width: 480, height: 360, src: '/embed.html?variation=many-pin&discs=1000&pins=3' },
      { id: 'small', width: 480, height: 360, src: '/embed.html?variation=classic&discs=1' },
    ],
  });
  const { page } = tab;
  try {
    await waitMessage(page, 'long', { type: 'ready' });
    await waitMessage(page, 'small', { type: 'ready' });
    assert.equal((await command(page, 'long', { type: 'seek', t: 5 })).state.t, '5');
    const answer = await command(page, 'long', { type: 'seek', t: (2n ** 128n).toString() });
    assert.equal(answer.type, 'error');
    assert.equal(
      answer.message,
      'Move "340282366920938463463374607431768211456" is far too large: moves are counted up to 2^128 - 1 (340,282,366,920,938,463,463,374,607,431,768,211,455)',
    );
    const state = await frameState(page, 'long');
    assert.equal(state.t, '5', 'nothing changed');
    assert.notEqual(state.status.kind, 'failure');
    // The largest move number there is, on a solution longer than that.
    assert.equal((await command(page, 'long', { type: 'seek', t: (2n ** 128n - 1n).toString() })).state.t, (2n ** 128n - 1n).toString());
    // Past the end: the core's words, one move or many; a long number quoted at most 40 characters.
    assert.equal((await command(page, 'small', { type: 'seek', t: 2 })).message, 'Move 2 is past the end: the solution has 1 move');
    const long = await command(page, 'small', { type: 'seek', t: '9'.repeat(100) });
    assert.match(long.message, /^Move "9{40}…" is far too large: moves are counted up to 2\^128 - 1/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('embed-resizer.js: messages whose type or id is constructor, __proto__ or toString do not throw in the course page', async () => {
  const tab = await openCourse({
    resizer: true,
    frames: [{ id: 'fit', width: 600, height: 'auto', src: '/embed.html?variation=classic&discs=3&fit=content' }],
  });
  const { page } = tab;
  try {
    await waitMessage(page, 'fit', { type: 'ready' });
    await page.waitForFunction(() => window.HanoiEmbed);
    await page.evaluate(async () => {
      const embed = window.HanoiEmbed.connect(document.getElementById('fit'));
      window.heard = [];
      for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) embed.on(type, (m) => window.heard.push(m.type));
      await embed.ready;
      window.embed = embed;
    });
    // The embed's window posts what a hostile or broken embed might.
    const inner = await (await page.$('#fit')).contentFrame();
    await inner.evaluate(() => {
      const post = (fields) => parent.postMessage({ protocol: 'hanoi-playground', version: 1, ...fields }, '*');
      for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
        post({ type: word });
        post({ type: 'reply', id: word, command: 'play', state: {} });
        post({ type: 'error', id: word, message: 'x' });
      }
      post({ type: 'height', height: 300, fit: 'content' });
    });
    // Every word is only a name: heard by its own listener, once.
    await page.waitForFunction(() => window.heard.length === 4);
    assert.deepEqual(await page.evaluate(() => window.heard.sort()), ['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
    // The connection still works.
    assert.equal(await page.evaluate(async () => (await window.embed.send('seek', { t: 2 })).state.t), '2');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
