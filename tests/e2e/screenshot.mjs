// Makes docs/screenshot.png for the README: the playground at 1280x800 in the
// light theme, mid-solution, with a disc in flight and the trace in view.
//
//   make build && node tests/e2e/screenshot.mjs [query] [output]
//
// Not a test (it is not named *.test.mjs): run it by hand after visible changes.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { launchBrowser, repoRoot, startServer } from './harness.mjs';

const query = process.argv[2] || '?variation=reves&discs=10&mode=wait&speed=0.5&t=30';
const output = path.resolve(process.argv[3] || path.join(repoRoot, 'docs', 'screenshot.png'));

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${server.url}/${query}`);
  await page.waitForSelector('html[data-ready="true"]');
  // ?t= opens paused; run at the page's (slow) speed and catch the disc in flight.
  await page.click('#run');
  await page.waitForFunction(() => window.hanoi.player.controller.playback.flight?.start != null);
  await page.waitForFunction(() => {
    const f = window.hanoi.player.controller.playback.flight;
    return f && performance.now() - f.start > f.duration * 0.42;
  });
  await page.mouse.move(0, 0);
  await mkdir(path.dirname(output), { recursive: true });
  await page.screenshot({ path: output });
  if (errors.length) throw new Error(`the page reported errors: ${errors.join('; ')}`);
  console.log(`wrote ${path.relative(repoRoot, output)}`);
} finally {
  await browser.close();
  await server.close();
}
