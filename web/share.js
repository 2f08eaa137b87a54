// What the Share dialog offers for the view on show: its address, an
// <iframe>, the <hanoi-player> element with its module line (the playground
// only: the element is its tower), and a Markdown link. Built from the
// view's query (as the view writes it into its address) and the site's
// address; DOM-free.

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const attribute = (text) => String(text).replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** The element's attributes that the query's parameters become (the element takes the same values). */
const ELEMENT_ATTRIBUTES = ['variation', 'discs', 'pins', 'mode', 'speed', 't', 'start', 'goal', 'palette'];

/**
 * The element's text until its module has loaded, and for good if it
 * cannot: where it comes from and what it needs (a page shows an unknown
 * element's content; once defined, the player hides it).
 */
export function fallback(site) {
  const origin = new URL(site).origin;
  return (
    `Loading the Tower of Hanoi player from ${origin}… If this stays, it could not load: ` +
    `JavaScript may be off, the site may be unreachable, or it does not let other sites use its files ` +
    `(it must send Access-Control-Allow-Origin).`
  );
}

/**
 * @param {string} site  the site's address, ending in "/" (where index.html and embed.html are)
 * @param {string} query  the view's parameters, "variation=reves&discs=6..."
 * @param {string} title  what the view shows, for the iframe's title and the link's text
 * @returns {{link: string, iframe: string, element: string, markdown: string}}
 */
export function shareSnippets(site, query, title) {
  const link = `${site}?${query}`;
  const embed = `${site}embed.html?${query}`;
  const params = new URLSearchParams(query);
  const attributes = ELEMENT_ATTRIBUTES.filter((name) => params.has(name))
    .map((name) => ` ${name}="${attribute(params.get(name))}"`)
    .join('');
  return {
    link,
    iframe: `<iframe src="${attribute(embed)}" width="640" height="400" title="${attribute(title)}" style="border: 0; max-width: 100%"></iframe>`,
    element:
      `<script type="module" src="${attribute(`${site}js/hanoi-player.js`)}"></script>\n` +
      `<hanoi-player${attributes} controls="minimal" style="height: 420px">${attribute(fallback(site))}</hanoi-player>`,
    markdown: markdownLink(title, link),
  };
}

/**
 * The snippets of a view that is a whole page (the Games and Weighted
 * views): its address, an iframe of that page as it is (the pages fit a
 * narrow frame as they fit a phone; allow="fullscreen" lets Present fill
 * the screen from inside it) and a Markdown link; no element, which is the
 * playground's tower.
 * @param {string} site  the site's address, ending in "/"
 * @param {string} page  the view's file, "games.html"
 * @param {string} query  the view's parameters as it writes them into its address
 * @param {string} title  what the view shows
 * @returns {{link: string, iframe: string, element: null, markdown: string}}
 */
export function pageSnippets(site, page, query, title) {
  const link = `${site}${page}${query ? `?${query}` : ''}`;
  return {
    link,
    iframe: `<iframe src="${attribute(link)}" width="960" height="760" title="${attribute(title)}" allow="fullscreen" style="border: 0; max-width: 100%"></iframe>`,
    element: null,
    markdown: markdownLink(title, link),
  };
}

function markdownLink(title, link) {
  return `[${title.replace(/[[\]]/g, '\\$&')}](${link.replace(/[()]/g, (c) => encodeURIComponent(c))})`;
}
