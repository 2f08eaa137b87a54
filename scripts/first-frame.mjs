// Time from navigation to the first drawn frame of the tower, in headless
// Chromium against www/ served on localhost. The page marks the moment with
// performance.mark('hanoi:first-draw'); each run uses a fresh browser
// context, so nothing is cached. Prints the fastest and the median run.
import { launchBrowser, startServer } from '../tests/e2e/harness.mjs';

const runs = 9;
const server = await startServer();
const browser = await launchBrowser();
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/?variation=classic&discs=6`);
    const mark = await page.waitForFunction(() => performance.getEntriesByName('hanoi:first-draw')[0]?.startTime);
    times.push(await mark.jsonValue());
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
times.sort((a, b) => a - b);
const ms = (t) => `${t.toFixed(0)} ms`;
console.log(`first drawn frame after navigation: ${ms(times[0])} fastest, ${ms(times[runs >> 1])} median of ${runs}`);
