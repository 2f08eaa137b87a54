// The guide's pages (www/guide.html, www/teachers.html), rendered by make
// build from docs/guide.md and docs/teachers.md (scripts/render-guides.mjs):
// every heading of the Markdown is a heading of the page, no Markdown is
// left raw, nothing runs inline (the policy would refuse it), the masthead
// is the site's, and every link on them goes somewhere the site has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { GUIDES, mastheadMarkup } from '../../web/shell/masthead.js';
import { renderMarkdown, siteHref, slug } from '../../scripts/render-guides.mjs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const decode = (html) => html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
const main = (html) => html.match(/<main class="guide" id="guide" tabindex="-1">([\s\S]*)<\/main>/)[1];

for (const guide of GUIDES) {
  test(`www/${guide.file} shows every heading of docs/${guide.source}, and no raw Markdown`, () => {
    const markdown = read(`docs/${guide.source}`);
    const html = read(`www/${guide.file}`);
    const wanted = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^(#{1,3}) (.+)$/gm)].map(([, hashes, text]) => [hashes.length, text.replace(/[`*]/g, '')]);
    assert.ok(wanted.length >= 5, `${guide.source} has ${wanted.length} headings`);
    const shown = [...main(html).matchAll(/<h([1-3]) id="[^"]+">([\s\S]*?)<\/h\1>/g)].map(([, depth, inner]) => [Number(depth), decode(inner)]);
    assert.deepEqual(shown, wanted);
    const text = main(html).replace(/<pre>[\s\S]*?<\/pre>/g, '').replace(/<code>[\s\S]*?<\/code>/g, '');
    assert.doesNotMatch(text, /^\s*#{1,6} /m, 'a heading left as Markdown');
    assert.doesNotMatch(text, /\*\*|\]\(|^\s*\|.*\|\s*$|^```/m, 'bold, a link, a table or a fence left as Markdown');
    assert.equal(html.match(/<header class="masthead">[\s\S]*?<\/header>/)[0], mastheadMarkup(guide.id));
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval';/);
    assert.match(html, /<link rel="stylesheet" href="js\/style\.css">/);
    assert.deepEqual([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]), ['<script type="module" src="js/guide-page.js">'], 'no script but the page module');
    assert.doesNotMatch(html, /\sstyle="|\son[a-z]+="/i, 'no style attribute, no inline handler');
  });

  test(`every link on www/${guide.file} goes to a page of the site (and its heading) or to another site`, () => {
    const html = read(`www/${guide.file}`);
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      if (/^https?:/.test(href)) continue;
      const [path, anchor] = href.split('#');
      const file = path === '' ? guide.file : path.split('?')[0];
      assert.ok(existsSync(new URL(`www/${file}`, root)), `${href}: no www/${file}`);
      if (anchor) assert.match(read(`www/${file}`), new RegExp(`id="${anchor}"`), `${href}: no such heading`);
    }
  });
}

test('the guide and the teachers\' guide link each other', () => {
  assert.match(read('www/guide.html'), /<a href="teachers\.html">/);
  assert.match(read('www/teachers.html'), /<a href="guide\.html">/);
});

test('the renderer: links to other docs as text, guides as pages, raw HTML as text, headings with GitHub\'s ids', () => {
  assert.equal(siteHref('teachers.md#on-the-projector'), 'teachers.html#on-the-projector');
  assert.equal(siteHref('./guide.md'), 'guide.html');
  assert.equal(siteHref('architecture.md'), null);
  assert.equal(siteHref('../README.md'), null);
  assert.equal(siteHref('https://example.org/x.md'), 'https://example.org/x.md');
  assert.equal(siteHref('#keys'), '#keys');
  const html = renderMarkdown('## The `<hanoi-player>` element\n\nSee [the architecture](architecture.md) and [teachers](teachers.md).\n\n<script>alert(1)</script>\n\n## Keys\n\n## Keys\n');
  assert.match(html, /<h2 id="the-hanoi-player-element">The <code>&lt;hanoi-player&gt;<\/code> element<\/h2>/);
  assert.match(html, /See the architecture and <a href="teachers\.html">teachers<\/a>\./);
  assert.doesNotMatch(html, /<script/);
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.match(html, /<h2 id="keys">Keys<\/h2>\n<h2 id="keys-1">Keys<\/h2>/);
  assert.equal(slug('Share and Present'), 'share-and-present');
});
