// Every relative link in README.md and docs/*.md leads somewhere: to a file
// that exists and, for `file.md#anchor` or `#anchor`, to a heading of that
// Markdown file, slugged as GitHub slugs headings. Links to other sites are
// not followed (no network in the tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The Markdown files the link check covers, relative to the repository. */
function documents() {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()];
}

/** The text with fenced code blocks and inline code blanked out (line numbers kept). */
function withoutCode(text) {
  const lines = text.split('\n');
  let fence = null;
  const kept = lines.map((line) => {
    const opening = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1]) fence = null;
      return '';
    }
    if (opening) {
      fence = opening[1];
      return '';
    }
    return line;
  });
  // Inline code: a run of backticks closed by the same run.
  return kept.join('\n').replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length));
}

/** Links as written: `[text](target)`, `![alt](target)` and `[label]: target`. */
export function linksIn(text) {
  const prose = withoutCode(text);
  const links = [];
  const lineOf = (index) => prose.slice(0, index).split('\n').length;
  for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ target: match[1], line: lineOf(match.index) });
  }
  for (const match of prose.matchAll(/^[ \t]{0,3}\[[^\]]+\]:[ \t]*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) {
    links.push({ target: match[1], line: lineOf(match.index) });
  }
  return links;
}

/** A heading's text as GitHub renders it: code, emphasis and links reduced to their words. */
function renderedText(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*(.*?)\*\*|\*(\S.*?)\*/g, '$1$2')
    .replace(/(^|\W)__?(\S.*?)__?(?=\W|$)/g, '$1$2')
    .trim();
}

/** GitHub's slug of a heading (as github-slugger): lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return renderedText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings, repeated ones numbered as GitHub numbers them. */
export function anchorsIn(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutCodeBlocksOnly(text).split('\n')) {
    const match = line.match(/^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!match) continue;
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function withoutCodeBlocksOnly(text) {
  let fence = null;
  return text
    .split('\n')
    .map((line) => {
      const opening = line.match(/^\s{0,3}(`{3,}|~{3,})/);
      if (fence) {
        if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
        return '';
      }
      if (opening) fence = opening[1];
      return opening ? '' : line;
    })
    .join('\n');
}

/**
 * The broken links of `files` (`[{path, text}]`, paths relative to the
 * repository): each as `path:line: target: why`. `read(path)` gives a
 * file's text or null when there is none; `isFile(path)` says whether a path
 * exists.
 */
export function brokenLinks(files, { read, exists }) {
  const problems = [];
  for (const { path, text } of files) {
    for (const { target, line } of linksIn(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // another site, mailto:
      const [file, anchor] = target.split('#', 2);
      const where = file === '' ? path : relative(ROOT, resolve(ROOT, dirname(path), decodeURI(file)));
      if (!exists(where)) {
        problems.push(`${path}:${line}: ${target}: there is no ${where}`);
        continue;
      }
      if (anchor !== undefined && where.endsWith('.md')) {
        const anchors = anchorsIn(read(where) ?? '');
        if (!anchors.has(decodeURI(anchor).toLowerCase())) {
          problems.push(`${path}:${line}: ${target}: ${where} has no heading whose anchor is #${anchor}`);
        }
      }
    }
  }
  return problems;
}

const onDisk = {
  read: (path) => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : null),
  exists: (path) => existsSync(join(ROOT, path)),
};

test('every relative link in README.md and docs/*.md resolves, anchors included', () => {
  const files = documents().map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
  assert.ok(files.length > 5, `found ${files.map((f) => f.path)}`);
  assert.deepEqual(brokenLinks(files, onDisk), []);
  // The check saw the links it is meant to check.
  assert.ok(files.some(({ text }) => linksIn(text).some(({ target }) => target.includes('#'))));
  assert.ok(statSync(join(ROOT, 'docs/screenshot.png')).isFile());
});

test('a broken link is reported: a missing file, a missing heading, in this file or another', () => {
  const text = [
    '# A made-up page',
    '',
    'See [the element](docs/embedding.md#the-hanoi-player-element), which exists,',
    'and [nothing](docs/no-such-file.md), [no heading](docs/embedding.md#no-such-heading),',
    '[here](#a-made-up-page), [not here](#elsewhere) and ![a picture](docs/missing.png).',
    '',
    '```md',
    '[in a code block](not-checked.md)',
    '```',
    'and `[inline code](not-checked-either.md)`.',
    '',
    '[ref]: docs/gone.md',
  ].join('\n');
  const read = (path) => (path === 'made-up.md' ? text : onDisk.read(path));
  const exists = (path) => path === 'made-up.md' || onDisk.exists(path);
  const problems = brokenLinks([{ path: 'made-up.md', text }], { read, exists });
  assert.deepEqual(problems, [
    'made-up.md:4: docs/no-such-file.md: there is no docs/no-such-file.md',
    'made-up.md:4: docs/embedding.md#no-such-heading: docs/embedding.md has no heading whose anchor is #no-such-heading',
    'made-up.md:5: #elsewhere: made-up.md has no heading whose anchor is #elsewhere',
    'made-up.md:5: docs/missing.png: there is no docs/missing.png',
    'made-up.md:12: docs/gone.md: there is no docs/gone.md',
  ]);
});

test('headings are slugged as GitHub slugs them', () => {
  assert.equal(slug('The `<hanoi-player>` element'), 'the-hanoi-player-element');
  assert.equal(slug('Driving the embed from a course page (postMessage)'), 'driving-the-embed-from-a-course-page-postmessage');
  assert.equal(slug("The Games view's parameters"), 'the-games-views-parameters');
  assert.equal(slug('The front end (`web/`)'), 'the-front-end-web');
  assert.equal(slug('Red–Blue, a **bold** claim'), 'redblue-a-bold-claim');
  assert.deepEqual([...anchorsIn('# A\n## A\n```\n# not a heading\n```\n### A')], ['a', 'a-1', 'a-2']);
});
