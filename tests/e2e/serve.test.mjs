// `make serve`'s server (scripts/serve.py) sends what a static host sends,
// so that the Share dialog's element snippet, pasted as it is into a course
// page on another site, plays; where the player's files cannot load, the
// element's own text says why.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newPage, repoRoot, startServer, useSite, waitForStatus } from './harness.mjs';

const site = useSite(); // the tests' own server: no CORS headers, as a host that sends none

/** scripts/serve.py on a free port; its output is read for as long as it runs (a full pipe would stall it). */
function startServe() {
  const child = spawn('python3', ['scripts/serve.py', '--port', '0', '--directory', 'www'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  const url = new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output.stdout += chunk;
      const found = /serving www\/ on (http:\/\/\S+?)\/ /.exec(output.stdout);
      if (found) resolve(found[1]);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output.stderr += chunk));
    child.once('exit', (code) => reject(new Error(`serve.py exited (${code}): ${output.stderr}`)));
    child.once('error', reject);
  });
  return { child, url, output };
}

let serve = null;
let serveUrl = '';
let courseDir = '';
let course = null;
before(async () => {
  serve = startServe();
  serveUrl = await serve.url;
  courseDir = await mkdtemp(path.join(tmpdir(), 'hanoi-course-'));
  course = await startServer({ root: courseDir });
});
after(async () => {
  serve?.child.kill();
  await course?.close();
  if (courseDir) await rm(courseDir, { recursive: true, force: true });
});

/** The Share dialog's element snippet for a view of the site at `origin`. */
async function elementSnippet(origin, view) {
  const tab = await newPage(site.browser);
  try {
    await tab.page.goto(`${origin}/${view}`);
    await tab.page.waitForSelector('html[data-ready="true"]');
    await tab.page.click('#share-open');
    await tab.page.waitForSelector('#share-dialog[open]');
    return await tab.page.inputValue('#share-element');
  } finally {
    await tab.close();
  }
}

/** A course page holding `snippet` as a teacher pastes it, opened from another site (localhost, where the player's files are on 127.0.0.1). */
async function openCourse(name, snippet, prepare = async () => {}) {
  await writeFile(
    path.join(courseDir, name),
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Week 3</title></head>\n<body><h1>Week 3: recursion</h1>\n${snippet}\n</body></html>\n`,
  );
  const tab = await newPage(site.browser);
  await prepare(tab.page);
  await tab.page.goto(`http://localhost:${course.port}/${name}`);
  return tab;
}

test('make serve runs scripts/serve.py on 127.0.0.1:8000, which sends CORS headers and the wasm type', async () => {
  const dry = execFileSync('make', ['-n', 'serve'], { cwd: repoRoot, encoding: 'utf8' });
  assert.match(dry, /python3 scripts\/serve\.py --bind 127\.0\.0\.1 --port 8000 --directory www/);
  for (const [file, type] of [
    ['js/hanoi-player.js', /^text\/javascript/],
    ['js/player.css', /^text\/css/],
    ['pkg/hanoi_wasm_bg.wasm', /^application\/wasm$/],
    ['pkg/hanoi_wasm.js', /^text\/javascript/],
    ['embed.html', /^text\/html/],
  ]) {
    const response = await fetch(`${serveUrl}/${file}`, { headers: { origin: 'http://localhost:1' } });
    assert.equal(response.status, 200, file);
    assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
    assert.match(response.headers.get('content-type'), type, file);
    await response.arrayBuffer();
  }
  assert.match(serve.output.stderr, /"GET \/js\/hanoi-player\.js HTTP\/1\.1" 200/);
});

test('the Share dialog\'s element snippet, pasted into a page of another site, plays', async () => {
  const snippet = await elementSnippet(serveUrl, '?variation=reves&discs=4&mode=wait&speed=max');
  assert.match(snippet, new RegExp(`^<script type="module" src="${serveUrl}/js/hanoi-player\\.js"></script>\\n<hanoi-player `));
  const tab = await openCourse('course.html', snippet);
  try {
    const { page } = tab;
    await page.waitForFunction(() => document.querySelector('hanoi-player')?.state?.variation === 'reves');
    // Styled (its stylesheet came across too) and drawn; the fallback text is hidden by the player.
    assert.equal(await page.evaluate(() => document.querySelector('hanoi-player').shadowRoot.adoptedStyleSheets.length), 1);
    await page.evaluate(() => document.querySelector('hanoi-player').play());
    await waitForStatus(page, 'success');
    assert.equal(await page.evaluate(() => document.querySelector('hanoi-player').state.t), 9n);
    assert.equal(await page.evaluate(() => document.querySelector('hanoi-player').checkVisibility()), true);
    await tab.screenshot('serve-course-element');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('where the player\'s files cannot load, the element says why', async () => {
  // A host that sends no CORS headers (the tests' own server): the module is blocked.
  const snippet = await elementSnippet(site.url, '?variation=reves&discs=4');
  // The module script's outcome, load or error (neither bubbles: heard on the way down).
  const tab = await openCourse('no-cors.html', snippet, (page) =>
    page.addInitScript(() => {
      for (const type of ['load', 'error']) {
        window.addEventListener(type, (event) => {
          if (event.target instanceof HTMLScriptElement) window.scriptOutcome = type;
        }, true);
      }
    }),
  );
  try {
    const { page } = tab;
    await page.waitForFunction(() => window.scriptOutcome !== undefined);
    assert.equal(await page.evaluate(() => window.scriptOutcome), 'error', 'the module was blocked');
    assert.equal(await page.evaluate(() => customElements.get('hanoi-player')), undefined);
    const shown = await page.evaluate(() => document.querySelector('hanoi-player').innerText);
    assert.match(shown, /^Loading the Tower of Hanoi player from http:\/\/127\.0\.0\.1:\d+… If this stays, it could not load: .*Access-Control-Allow-Origin/);
  } finally {
    await tab.close();
  }

  // The modules load, but the wasm does not (blocked on the way): the player's status says what to check.
  const served = await elementSnippet(serveUrl, '?variation=reves&discs=4');
  const blocked = await openCourse('no-wasm.html', served, (page) =>
    page.route(
      (url) => url.pathname.endsWith('_bg.wasm'),
      (route) => route.abort('blockedbyclient'),
    ),
  );
  try {
    const { page } = blocked;
    await waitForStatus(page, 'failure');
    const detail = await page.evaluate(() => document.querySelector('hanoi-player').shadowRoot.querySelector('#status-detail').textContent);
    assert.match(detail, /^The puzzle engine could not start \(.+\)\. This page loads the player from http:\/\/127\.0\.0\.1:\d+, which must let other sites use its files \(Access-Control-Allow-Origin: \*\)/);
  } finally {
    await blocked.close();
  }
});
