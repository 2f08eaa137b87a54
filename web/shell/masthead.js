// The masthead of the views and of the guide's pages, written once:
// the site's name and the page's, the heading of what is on show, Share,
// Present and the links to the views and the guide in the same order,
// the one on show marked (aria-current="page"), kept together so that a
// phone wraps them as one. The guide's pages (docs/guide.md and
// docs/teachers.md rendered by scripts/render-guides.mjs) have the same
// links but no Share or Present: they have no puzzle on show. DOM-free:
// scripts/build.sh writes it into each page (scripts/write-mastheads.mjs,
// scripts/render-guides.mjs), so that it is drawn with the first frame,
// before and without any script; web/shell.js wires Share and Present.

/** The views, in the order of their links (named as the site's name goes on: "Tower of Hanoi games"). */
export const VIEWS = [
  { id: 'playground', file: 'index.html', link: 'Playground', titleId: 'puzzle-title', stage: 'tower' },
  { id: 'games', file: 'games.html', link: 'Games', titleId: 'game-title', stage: 'game' },
  { id: 'sums', file: 'sums.html', link: 'Sums', titleId: 'sum-title', stage: 'sum' },
  { id: 'weighted', file: 'weighted.html', link: 'Weighted', titleId: 'puzzle-title', stage: 'tower' },
];

/**
 * The guide's pages, each rendered from its docs/ file at build time; the
 * masthead links the first, which links the others.
 */
export const GUIDES = [
  { id: 'guide', file: 'guide.html', source: 'guide.md', link: 'Guide', title: 'Tower of Hanoi: a guide to the site' },
  { id: 'teachers', file: 'teachers.html', source: 'teachers.md', link: 'For teachers', title: 'Tower of Hanoi: for teachers' },
];

/** The view a page is, by its file name. */
export const viewOfFile = (file) => VIEWS.find((view) => view.file === file) ?? null;

/** The masthead's links: the views, then the guide (its first page), `here` marked. */
const LINKS = [...VIEWS, GUIDES[0]];

/** The masthead's markup for the view or guide page `id`, indented as in the pages (its first line without). */
export function mastheadMarkup(id) {
  const view = VIEWS.find((v) => v.id === id);
  const guide = GUIDES.find((g) => g.id === id);
  if (!view && !guide) throw new Error(`No view ${id}`);
  const here = view ?? guide;
  const links = LINKS.map((v) => {
    const current = v === here ? ' aria-current="page"' : '';
    return `        <a class="masthead-link" id="open-${v.id}" href="${v.file}"${current}>${v.link}</a>`;
  });
  return [
    '<header class="masthead">',
    `    <h1><span class="brand-mark" aria-hidden="true"></span>Tower of Hanoi <span class="brand-sub">${here.id}</span></h1>`,
    ...(view
      ? [
          `    <p class="puzzle-title" id="${view.titleId}"></p>`,
          '    <div class="masthead-links">',
          '      <button type="button" class="masthead-link link-button" id="share-open" aria-haspopup="dialog">Share</button>',
          `      <button type="button" class="masthead-link link-button" id="present" title="The ${view.stage} fills the screen in large type; Esc leaves">Present</button>`,
        ]
      : ['    <div class="masthead-links">']),
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
