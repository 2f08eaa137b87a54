// The panels work through the narrow interface page.js gives them
// (web/panel-view.js): no panel imports the engine, the controller or the
// player element, nor reaches for a Session, an engine, a controller, a
// renderer or the player itself. Read from the panels' source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const DIR = new URL('../../web/panels/', import.meta.url);
const FORBIDDEN_IMPORTS = ['engine.js', 'controller.js', 'hanoi-player.js'];
const FORBIDDEN_USES = [
  [/\.session\b/, '.session'],
  [/\.engine\b/, '.engine'],
  [/\.controller\b/, '.controller'],
  [/\.renderer\b/, '.renderer'],
  [/\bplayer\./, 'player.'],
];

/** The source without its comments (a sentence may end with "the player."), string contents kept. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** What in `text` (a panel's source) reaches past the interface: ["line 12: imports engine.js", ...]. */
export function reachesPast(text) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const name of FORBIDDEN_IMPORTS) {
      const imported = new RegExp(`(from\\s*|import\\s*\\(?\\s*)['"][^'"]*\\b${name.replace('.', '\\.')}['"]`);
      if (imported.test(line)) found.push(`line ${i + 1}: imports ${name}`);
    }
  });
  code(text)
    .split('\n')
    .forEach((line, i) => {
      for (const [pattern, what] of FORBIDDEN_USES) if (pattern.test(line)) found.push(`line ${i + 1}: uses ${what}`);
    });
  return found;
}

test('the lint finds what reaches past the interface, and not the words of a comment', () => {
  assert.deepEqual(reachesPast("import { Controller } from '../controller.js';"), ['line 1: imports controller.js']);
  assert.deepEqual(reachesPast("const e = await import('../engine.js');"), ['line 1: imports engine.js']);
  assert.deepEqual(reachesPast('x = this.player.engine.catalogue;'), ['line 1: uses .engine', 'line 1: uses player.']);
  assert.deepEqual(reachesPast('c.session.position(); r = p.renderer?.canvas; k = this.controller;'), [
    'line 1: uses .session',
    'line 1: uses .controller',
    'line 1: uses .renderer',
  ]);
  assert.deepEqual(reachesPast('// what the player.\n/* the controller.js keeps it */\nview.seek(1);'), []);
  assert.deepEqual(reachesPast("const NS = 'http://www.w3.org/2000/svg'; view.controller;"), ['line 1: uses .controller']);
});

test('no panel imports the engine, the controller or the player, or reaches past the panels\' interface', () => {
  const files = readdirSync(DIR).filter((name) => name.endsWith('.js'));
  assert.ok(files.length >= 9, `the panels are in ${DIR.pathname}`);
  const problems = files.flatMap((name) => reachesPast(readFileSync(new URL(name, DIR), 'utf8')).map((problem) => `${name} ${problem}`));
  assert.deepEqual(problems, [], 'panels act through panel-view.js only');
});
