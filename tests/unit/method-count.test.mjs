// Small files with one job (issue 31): no module in web/ has more than 40
// methods, counted as the issue counts them: lines of the form
// `  [async |static ][get |set ]name(args) {`; and the player's controller,
// split by job, stays at most 500 lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const MOST = 40;
const METHOD = /^ {2}(async |static )?(get |set )?[A-Za-z_$#][\w$]*\(.*\) \{/gm;
const CONTROLLER_LINES = 500;

const modules = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.m?js$/.test(entry.name) ? [full] : [];
  });

test(`no module in web/ has more than ${MOST} methods`, () => {
  const counts = modules(web).map((file) => [path.relative(web, file), readFileSync(file, 'utf8').match(METHOD)?.length ?? 0]);
  assert.ok(counts.length > 50, 'the modules were found');
  const over = counts.filter(([file, n]) => n > MOST);
  assert.deepEqual(over, []);
  assert.ok(counts.find(([file]) => file === 'hanoi-player.js')[1] <= 20, 'the element keeps to its life and its parts');
});

test(`the controller is at most ${CONTROLLER_LINES} lines`, () => {
  const lines = readFileSync(path.join(web, 'controller.js'), 'utf8').split('\n').length;
  assert.ok(lines <= CONTROLLER_LINES, `web/controller.js has ${lines} lines`);
});
