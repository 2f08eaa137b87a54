// The masthead of the three views, written once: the site's name and the
// view's, the heading of what is on show, Share, Present and the links to
// the three views in the same order, the one on show marked
// (aria-current="page"), kept together so that a phone wraps them as one. DOM-free: scripts/build.sh writes it into each
// page (scripts/write-mastheads.mjs), so that it is drawn with the first
// frame, before and without any script; web/shell.js wires Share and
// Present.

/** The views, in the order of their links (named as the site's name goes on: "Tower of Hanoi games"). */
export const VIEWS = [
  { id: 'playground', file: 'index.html', link: 'Playground', titleId: 'puzzle-title', stage: 'tower' },
  { id: 'games', file: 'games.html', link: 'Games', titleId: 'game-title', stage: 'game' },
  { id: 'weighted', file: 'weighted.html', link: 'Weighted', titleId: 'puzzle-title', stage: 'tower' },
];

/** The view a page is, by its file name. */
export const viewOfFile = (file) => VIEWS.find((view) => view.file === file) ?? null;

/** The masthead's markup for the view `id`, indented as in the pages (its first line without). */
export function mastheadMarkup(id) {
  const view = VIEWS.find((v) => v.id === id);
  if (!view) throw new Error(`No view ${id}`);
  const links = VIEWS.map((v) => {
    const current = v === view ? ' aria-current="page"' : '';
    return `        <a class="masthead-link" id="open-${v.id}" href="${v.file}"${current}>${v.link}</a>`;
  });
  return [
    '<header class="masthead">',
    `    <h1><span class="brand-mark" aria-hidden="true"></span>Tower of Hanoi <span class="brand-sub">${view.id}</span></h1>`,
    `    <p class="puzzle-title" id="${view.titleId}"></p>`,
    '    <div class="masthead-links">',
    '      <button type="button" class="masthead-link link-button" id="share-open" aria-haspopup="dialog">Share</button>',
    `      <button type="button" class="masthead-link link-button" id="present" title="The ${view.stage} fills the screen in large type; Esc leaves">Present</button>`,
    '      <nav class="masthead-views" aria-label="Views">',
    ...links,
    '      </nav>',
    '    </div>',
    '  </header>',
  ].join('\n');
}

const MASTHEAD = /<header class="masthead">[\s\S]*?<\/header>/;

/** A page's HTML with its masthead written from the one above (`id`: its view). */
export function withMasthead(html, id) {
  if (!MASTHEAD.test(html)) throw new Error(`The ${id} page has no <header class="masthead">`);
  return html.replace(MASTHEAD, () => mastheadMarkup(id));
}
