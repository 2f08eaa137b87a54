// Smoke test of the e2e harness and of the wasm pipeline: the site answers,
// its wasm module is served as application/wasm and instantiates in Chromium,
// and nothing logs an error. It depends on no particular page content or
// export, so it keeps passing while the page and the bindings change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, useSite } from './harness.mjs';

const site = useSite();

test('wasm module is served with the wasm MIME type', async () => {
  const response = await fetch(`${site.url}/pkg/hanoi_wasm_bg.wasm`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/wasm');
});

test('home page loads and the wasm module instantiates in Chromium', async () => {
  const tab = await newPage(site.browser);
  try {
    const response = await tab.page.goto(`${site.url}/`, { waitUntil: 'load' });
    assert.equal(response.status(), 200);
    const exports = await tab.page.evaluate(async () => {
      const glue = await import('/pkg/hanoi_wasm.js');
      await glue.default(); // init(): fetches and instantiates the .wasm
      return Object.keys(glue);
    });
    assert.ok(exports.includes('default'), `glue exports: ${exports}`);
    await tab.screenshot('smoke-home');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
