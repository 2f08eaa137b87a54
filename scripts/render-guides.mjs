// Renders the guide's pages into the site at build time (run by
// scripts/build.sh): docs/guide.md and docs/teachers.md (web/shell/masthead.js
// GUIDES) become www/guide.html and www/teachers.html, with the site's
// masthead, its stylesheet and its Content-Security-Policy (taken from
// www/index.html, so that it is written in one place). Markdown is read by
// marked (package.json pins it); the pages are generated, not committed
// (.gitignore), and scripts/build.sh lists them in the service worker after
// this has run, so they open offline.
//
// Links: one guide to another (teachers.md) becomes the other's page
// (teachers.html); any other relative link (architecture.md, ../README.md)
// points at a file the site does not have, so it is written as its text
// alone. Raw HTML in the Markdown is shown as text, never passed through:
// the pages run no inline script or style (the policy would refuse them).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { GUIDES, mastheadMarkup } from '../web/shell/masthead.js';

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A heading's id as GitHub makes it ("The Games view" → "the-games-view"), so that the same #links work there and here. */
export const slug = (text) =>
  text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

/** Where a link of a guide goes on the site: its href, or null for a file the site does not have. */
export function siteHref(href) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
  const [file, anchor] = href.split('#');
  const guide = GUIDES.find((g) => g.source === file || `./${g.source}` === file);
  if (guide) return guide.file + (anchor ? `#${anchor}` : '');
  return null;
}

/** The HTML of one guide's Markdown: headings with ids, links for the site, raw HTML as text. */
export function renderMarkdown(markdown) {
  const seen = new Map();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const base = slug(inner);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        const id = n === 0 ? base : `${base}-${n}`;
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const target = siteHref(href);
        if (target === null) return inner;
        return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${inner}</a>`;
      },
      html({ text }) {
        return escapeHtml(text);
      },
    },
  });
  return marked.parse(markdown);
}

/** The lines of www/index.html's head that every page of the site shares: its policy, viewport, colour scheme and icon. */
function sharedHead(indexHtml) {
  const wanted = [/<meta http-equiv="Content-Security-Policy"[^>]*>/, /<meta name="viewport"[^>]*>/, /<meta name="color-scheme"[^>]*>/, /<link rel="icon"[^>]*>/];
  return wanted.map((pattern) => {
    const found = indexHtml.match(pattern);
    if (!found) throw new Error(`www/index.html has no ${pattern}`);
    return `  ${found[0]}`;
  });
}

/** The whole page of the guide `guide` (an entry of GUIDES), from its Markdown. */
export function guidePage(guide, markdown, indexHtml) {
  const body = renderMarkdown(markdown);
  const description = markdown.split('\n\n').find((p) => p.trim() && !p.startsWith('#'))?.replace(/\s+/g, ' ').replace(/[*_`[\]]/g, '').slice(0, 200) ?? '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    `  <!-- Made by scripts/render-guides.mjs from docs/${guide.source}: edit that, not this. -->`,
    ...sharedHead(indexHtml),
    `  <title>${escapeHtml(guide.title)}</title>`,
    `  <meta name="description" content="${escapeHtml(description)}">`,
    '  <link rel="stylesheet" href="js/style.css">',
    '  <link rel="stylesheet" href="js/guide.css">',
    '  <script type="module" src="js/guide-page.js"></script>',
    '</head>',
    '<body>',
    '  <a class="skip-link" href="#guide">Skip to the guide</a>',
    '',
    `  ${mastheadMarkup(guide.id)}`,
    '',
    '  <main class="guide" id="guide" tabindex="-1">',
    body.trimEnd(),
    '  </main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = new URL('../', import.meta.url);
  const indexHtml = readFileSync(new URL('www/index.html', root), 'utf8');
  for (const guide of GUIDES) {
    const markdown = readFileSync(new URL(`docs/${guide.source}`, root), 'utf8');
    writeFileSync(new URL(`www/${guide.file}`, root), guidePage(guide, markdown, indexHtml));
  }
}
