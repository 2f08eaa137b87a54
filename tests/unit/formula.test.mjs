// The move-count formulas typeset as MathML, and big totals in scientific
// notation: every formula of the catalogue is read, keeps its numbers and
// names in order, and raises its powers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formulaMathML } from '../../web/formula.js';
import { engine } from './engine.mjs';

/** The text a reader sees in the markup, tags dropped. */
const shown = (markup) => markup.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

test('every formula of the catalogue is typeset, its numbers and names in order', () => {
  for (const variation of engine.catalogue) {
    const markup = formulaMathML(variation.formula);
    assert.ok(markup, `${variation.name}: ${variation.formula}`);
    assert.match(markup, /^(?:<span class="clause">)?<math display="inline" aria-label="[^"]*">/);
    const letters = (text) => text.replace(/[^A-Za-z0-9]/g, '');
    assert.equal(letters(shown(markup)), letters(variation.formula.replace(/sum_|sqrt|floor/g, '')), variation.name);
  }
});

test('powers are raised, subscripts lowered, and the signs are the mathematical ones', () => {
  assert.equal(
    formulaMathML('2^n - 1'),
    '<math display="inline" aria-label="2^n - 1"><mrow><msup><mn>2</mn><mi>n</mi></msup><mo>−</mo><mn>1</mn></mrow></math>',
  );
  assert.match(formulaMathML('3^(n/2) + a_1 <= C(s)'), /<msup><mn>3<\/mn><mrow><mo>\(<\/mo>.*<msub><mi>a<\/mi><mn>1<\/mn><\/msub><mo>≤<\/mo>/);
  // A long formula is cut into parts a line may wrap between, each read out whole.
  assert.equal((formulaMathML('C(s+m-3, m-2) <= n < C(s+m-2, m-2)').match(/<math /g) ?? []).length, 3);
  assert.match(formulaMathML('sum_{i<s} 2^i'), /<munder><mo>∑<\/mo><mrow><mi>i<\/mi><mo>&lt;<\/mo><mi>s<\/mi><\/mrow><\/munder>/);
  assert.match(formulaMathML('[sqrt(2n + 1/4)]'), /<msqrt>/);
  // Words between formulas are words (text, which wraps), capitalised ones and "Reve's" too.
  assert.match(formulaMathML('l(2^n - 1) for l = 2'), /<\/math> for <math /);
  assert.match(formulaMathML('A and C as for Cyclic'), /<\/math> as for Cyclic$/);
  assert.match(formulaMathML("x; the same as Reve's puzzle, 2^k"), /<\/math>;<\/span> the same as Reve's puzzle, <math /);
  // Words alone stay words, which wrap; a comma stays with the clause before it.
  assert.equal(
    formulaMathML('n(n+1)/2, no closed form'),
    '<span class="clause"><math display="inline" aria-label="n(n+1)/2"><mrow><mi>n</mi><mrow><mo>(</mo><mi>n</mi><mo>+</mo><mn>1</mn><mo>)</mo></mrow><mo>/</mo><mn>2</mn></mrow></math>,</span> no closed form',
  );
  assert.equal(formulaMathML('3; many steps, 2^n'), '<span class="clause"><math display="inline" aria-label="3"><mrow><mn>3</mn></mrow></math>;</span> many steps, <math display="inline" aria-label="2^n"><mrow><msup><mn>2</mn><mi>n</mi></msup></mrow></math>');
  assert.equal(formulaMathML('2^'), null, 'what cannot be read is left as written');
  assert.equal(formulaMathML('(2^n'), null);
});

test('a long list in brackets and a clause of words are cut where a line may wrap, each part read out as written', () => {
  // Rainbow's list of problems: one part per item, the brackets on the first and the last.
  const markup = formulaMathML('s = (DDD, CDD, CBD, CAD, BCD, BDC, CDC, CBC, BAC, CAC, BCB, 1), s(1) = all ones');
  const labels = [...markup.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(labels.slice(0, 4), ['s', '= (DDD,', 'CDD,', 'CBD,']);
  assert.ok(labels.includes('1)'), labels.join(' | '));
  assert.match(markup, /<math display="inline" aria-label="= \(DDD,"><mrow><mo form="infix">=<\/mo><mrow><mo>\(<\/mo><mi>DDD<\/mi><mo>,<\/mo><\/mrow><\/mrow><\/math>/);
  assert.match(markup, /<math display="inline" aria-label="1\)"><mrow><mn>1<\/mn><mo>\)<\/mo><\/mrow><\/math>,<\/span> <math/);
  // A short bracket stays whole, and so does a root's however long.
  assert.equal((formulaMathML('s(0) = (0, ..., 0, 1)').match(/<math /g) ?? []).length, 1);
  assert.equal((formulaMathML('sqrt(2n + 1/4 + 2n + 1/4 + 2n + 1/4)').match(/<math /g) ?? []).length, 1);
  // Four-Star's words stand apart from its formulas, and its colon stays with the formula before it.
  const star = formulaMathML('2(a_1 + ... + a_n), a_i the i-th of the sorted numbers 2^i·3^j: 1, 2, 3');
  assert.match(star, /<\/math> of the sorted numbers <span class="clause"><math display="inline" aria-label="2\^i·3\^j">.*<\/math>:<\/span> /);
  assert.equal(formulaMathML('(a, b]'), null, 'brackets that do not pair up');
});
