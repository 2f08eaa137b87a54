// What the Share dialog offers for the view on show: its address, an
// <iframe> of the embeddable tower, the <hanoi-player> element with its
// module line, and a Markdown link. Built from the view's query (host.js
// writes it) and the site's address; DOM-free.

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
    markdown: `[${title.replace(/[[\]]/g, '\\$&')}](${link.replace(/[()]/g, (c) => encodeURIComponent(c))})`,
  };
}
