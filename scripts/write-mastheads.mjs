// Writes the one masthead (web/shell/masthead.js) into each view's page in
// www/ (index.html, games.html, sums.html, weighted.html), in place: run by
// scripts/build.sh, it changes a page only when the masthead was changed,
// so that the markup lives in one place and is still in the HTML, drawn
// with the first frame.
import { readFileSync, writeFileSync } from 'node:fs';
import { VIEWS, withMasthead } from '../web/shell/masthead.js';

for (const view of VIEWS) {
  const path = new URL(`../www/${view.file}`, import.meta.url);
  const html = readFileSync(path, 'utf8');
  const written = withMasthead(html, view.id);
  if (written !== html) {
    writeFileSync(path, written);
    console.log(`build: the masthead written into www/${view.file}`);
  }
}
