// The one masthead (web/shell/masthead.js): each view's page in www/ carries
// exactly the markup it writes (scripts/build.sh writes it there; a page
// edited by hand fails here), the same links in the same order on all three
// and on the guide's pages (the three views, then the Guide), the page on
// show marked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { VIEWS, GUIDES, mastheadMarkup, withMasthead, viewOfFile } from '../../web/shell/masthead.js';

const page = (file) => readFileSync(new URL(`../../www/${file}`, import.meta.url), 'utf8');
const links = (markup) => [...markup.matchAll(/<a class="masthead-link" id="([^"]+)" href="([^"]+)"( aria-current="page")?>([^<]+)<\/a>/g)];

test('each page carries the masthead written once, as make build writes it', () => {
  for (const view of VIEWS) {
    const html = page(view.file);
    assert.equal(withMasthead(html, view.id), html, `www/${view.file}'s masthead differs from web/shell/masthead.js: run make build`);
    assert.equal(html.match(/<header class="masthead">/g).length, 1);
    assert.equal(viewOfFile(view.file), view);
  }
});

const ALL_LINKS = [
  ['open-playground', 'index.html', 'Playground'],
  ['open-games', 'games.html', 'Games'],
  ['open-sums', 'sums.html', 'Sums'],
  ['open-weighted', 'weighted.html', 'Weighted'],
  ['open-guide', 'guide.html', 'Guide'],
];

test('the mastheads link the three views and the Guide in the same order, the one on show marked', () => {
  const seen = VIEWS.map((view) => links(mastheadMarkup(view.id)));
  for (const [i, view] of VIEWS.entries()) {
    assert.deepEqual(seen[i].map(([, id, href, , text]) => [id, href, text]), ALL_LINKS);
    assert.deepEqual(seen[i].filter((m) => m[3]).map((m) => m[2]), [view.file], `${view.id}: only its own link is current`);
    const markup = mastheadMarkup(view.id);
    for (const id of ['share-open', 'present', view.titleId]) assert.match(markup, new RegExp(`id="${id}"`));
  }
  // The guide's pages: the same links, the Guide marked on its own page; no Share or Present (no puzzle on show).
  for (const guide of GUIDES) {
    const markup = mastheadMarkup(guide.id);
    const found = links(markup);
    assert.deepEqual(found.map(([, id, href, , text]) => [id, href, text]), ALL_LINKS, guide.id);
    assert.deepEqual(found.filter((m) => m[3]).map((m) => m[2]), guide.id === 'guide' ? ['guide.html'] : [], guide.id);
    assert.doesNotMatch(markup, /id="(share-open|present)"/);
    assert.match(markup, new RegExp(`<span class="brand-sub">${guide.id}</span>`));
  }
  assert.throws(() => mastheadMarkup('nowhere'), /No view nowhere/);
  assert.throws(() => withMasthead('<body></body>', 'games'), /no <header class="masthead">/);
});
