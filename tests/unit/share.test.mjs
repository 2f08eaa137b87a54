// web/share.js: what the Share dialog offers, for the playground and for a view that is a whole page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSnippets, shareSnippets } from '../../web/share.js';

const SITE = 'https://example.org/hanoi/';

test('a whole-page view: its own address, an iframe of it with its parameters escaped, a Markdown link, no element', () => {
  const s = pageSnippets(SITE, 'games.html', 'game=impartial&discs=3&vs=human', 'Impartial [3] (EC1)');
  assert.equal(s.link, 'https://example.org/hanoi/games.html?game=impartial&discs=3&vs=human');
  assert.equal(
    s.iframe,
    '<iframe src="https://example.org/hanoi/games.html?game=impartial&amp;discs=3&amp;vs=human" width="960" height="760" title="Impartial [3] (EC1)" allow="fullscreen" style="border: 0; max-width: 100%"></iframe>',
  );
  assert.equal(s.markdown, '[Impartial \\[3\\] (EC1)](https://example.org/hanoi/games.html?game=impartial&discs=3&vs=human)');
  assert.equal(s.element, null);
});

test('a whole-page view with nothing in its address links to the page alone', () => {
  assert.equal(pageSnippets(SITE, 'weighted.html', '', 'Weighted').link, 'https://example.org/hanoi/weighted.html');
});

test('the playground: its link, the embed in an iframe, the element, a Markdown link', () => {
  const s = shareSnippets(SITE, 'variation=reves&discs=5', "Reve's puzzle");
  assert.equal(s.link, 'https://example.org/hanoi/?variation=reves&discs=5');
  assert.match(s.iframe, /^<iframe src="https:\/\/example\.org\/hanoi\/embed\.html\?variation=reves&amp;discs=5"/);
  assert.match(s.element, /<hanoi-player variation="reves" discs="5" controls="minimal"/);
  assert.equal(s.markdown, "[Reve's puzzle](https://example.org/hanoi/?variation=reves&discs=5)");
});
