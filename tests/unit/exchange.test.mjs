// Export / import without a browser: the SVG picture of a position
// (position-svg.js) and imported move lists played through the controller
// (imported.js), with the real engine as built into www/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine, study, fakeClock } from './engine.mjs';

const www = new URL('../../www/js/', import.meta.url);
const { Controller } = await import(new URL('controller.js', www));
const { checkImport, playImported, exportMoves, isImported, fileStem } = await import(new URL('imported.js', www));
const { positionSvg, luminance } = await import(new URL('position-svg.js', www));

function open(view) {
  const clock = fakeClock();
  const c = new Controller(engine, { scheduler: clock, study });
  c.open({ mode: 'wait', ...view });
  return { c, clock };
}

test('the SVG has every disc with its number, the pins from 1, and escapes its title', () => {
  const s = new engine.Session('reves', 5);
  s.seek('6');
  const svg = positionSvg(s.position(), { maxSize: 5, pile: 5, title: 'Reve\'s <puzzle> & "more"' });
  s.free();
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
  assert.match(svg, /<title id="title">Reve&#39;s &lt;puzzle&gt; &amp; &quot;more&quot;<\/title>/);
  const sizes = [...svg.matchAll(/class="disc" data-size="(\d+)"/g)].map((m) => Number(m[1]));
  assert.deepEqual(sizes.sort(), [1, 2, 3, 4, 5]);
  const pins = svg.split('class="pin-numbers"')[1].split('</g>')[0];
  assert.deepEqual([...pins.matchAll(/>(\d+)<\/text>/g)].map((m) => m[1]), ['1', '2', '3', '4']);
  assert.equal(svg.match(/<svg/g).length, 1);
  assert.ok(svg.trimEnd().endsWith('</svg>'));
});

test('the SVG uses the palette and each colour\'s pattern, and none when asked', () => {
  const s = new engine.Session('classic', 4);
  const position = s.position();
  s.free();
  const colours = new Set(position.pins.flat().map((d) => d.colour));
  const standard = positionSvg(position);
  const safe = positionSvg(position, { palette: 'safe', patterns: false });
  if (colours.has('red')) {
    assert.match(standard, /fill="#c62f3b"/);
    assert.match(safe, /fill="#c04f00"/);
  }
  if (colours.has('green')) assert.match(standard, /<pattern id="pattern-green"/);
  assert.doesNotMatch(safe, /<pattern/);
  assert.ok(luminance('#ffffff') > 0.99 && luminance('#000') < 0.01);
});

test('an illegal or unreadable list is refused with the core\'s reason, and nothing changes', () => {
  const { c } = open({ variation: 'classic', discs: '3', t: '2' });
  const before = c.state;
  assert.throws(() => checkImport(c, study, '1 3\n1 3\n'), /^Error: move 2 is illegal: /);
  assert.throws(() => checkImport(c, study, '1 3\n0 2\n'), { message: 'line 2: there is no pin 0: pins are numbered from 1' });
  assert.throws(() => checkImport(c, study, '{"variation":"nope","moves":[]}'), /the catalogue does not have/);
  assert.throws(() => checkImport(c, study, '{"discs":99,"moves":[]}'), /Classic takes 0 to 64 discs, not 99/);
  const after = c.state;
  assert.equal(after.t, before.t);
  assert.equal(after.recorded, false);
  assert.equal(after.heading, before.heading);
});

test('a legal list plays as an imported list with the usual controls', () => {
  const { c, clock } = open({ variation: 'classic', discs: '3', speed: 'max' });
  const list = '1 2\n2 1\n1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n';
  const checked = checkImport(c, study, list);
  assert.equal(checked.other, false);
  assert.equal(checked.moves.length, 18);
  playImported(c, checked);
  assert.equal(isImported(c), true);
  for (let i = 0; i < 1000 && c.state.running; i++) clock.advance(100);
  const state = c.state;
  assert.equal(state.total, 9n);
  assert.equal(state.algorithmTotal, 7n);
  assert.equal(state.t, 9n);
  assert.equal(state.imported, true);
  assert.equal(state.heading, 'Classic · 3 discs · 3 pins · imported moves');
  assert.equal(c.totalNote(), 'An imported move list; the algorithm takes 7.');
  assert.match(state.status.detail, /^Solved in 9 moves: 2 more than the fewest possible, which is 7\.$/);
  assert.match(c.moveLog().text(), /an imported move list/);
  c.seek('4');
  assert.equal(c.state.positionText, 'pin 1: 3; pin 2: 2; pin 3: 1');
  assert.equal(c.session.trace()[0].text, 'play the 9 moves imported');
  // Its export is the list itself.
  const out = exportMoves(c, study, 'text');
  assert.equal(out.text, list);
  assert.equal(out.name, 'classic-3-discs-imported.txt');
  // An optimum found by search is worded as before; so is the algorithm.
  c.playRecorded(new Uint8Array([0, 2, 0, 1, 2, 1, 0, 2, 1, 0, 1, 2, 0, 2]));
  assert.equal(isImported(c), false);
  assert.match(c.state.heading, /optimal solution$/);
  c.playAlgorithm();
  assert.equal(c.state.recorded, false);
  assert.equal(c.state.imported, false);
  assert.equal(c.state.total, 7n);
});

test('a JSON list names its puzzle; the algorithm\'s length is that puzzle\'s', () => {
  const { c } = open({ variation: 'classic', discs: '3' });
  const json = study.writeTranscript('reves', 4, undefined, undefined, 'json');
  const checked = checkImport(c, study, json);
  assert.deepEqual([checked.id, checked.discs, checked.pins, checked.other], ['reves', 4, 4, true]);
  playImported(c, checked);
  assert.equal(c.state.variation, 'reves');
  assert.equal(c.state.total, 9n);
  assert.equal(c.state.algorithmTotal, 9n);
  assert.equal(fileStem(c.state, false), 'reves-4-discs');
  assert.equal(fileStem({ variation: 'many-pin', discs: 1, pins: 5 }), 'many-pin-1-disc-5-pins');
  // Without discs, as the Growth panel names its series.
  assert.equal(fileStem({ variation: 'many-pin', pins: 5 }), 'many-pin-5-pins');
  assert.equal(fileStem({ variation: 'classic', pins: 3 }, false), 'classic');
});

test('exports: three formats from 1, and a refusal past 1,000,000 moves naming the command', () => {
  const { c } = open({ variation: 'classic', discs: '3' });
  assert.equal(exportMoves(c, study, 'text').text.split('\n')[0], '1 3');
  assert.equal(exportMoves(c, study, 'csv').text.split('\n')[1], '1,1,3');
  assert.deepEqual(JSON.parse(exportMoves(c, study, 'json').text).moves[0], [1, 3]);
  const big = open({ variation: 'many-pin', discs: '40', pins: '3' }).c;
  assert.throws(() => exportMoves(big, study, 'json'), /moves, more than the 1,000,000 .*`hanoi moves many-pin --discs 40 --pins 3 --json` writes any number$/);
});
