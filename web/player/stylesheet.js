// The player's stylesheet (player.css), fetched once for every player on
// the page and adopted into each shadow root; and what to try when the
// player's files could not be used.

let sheet = null;

/** The constructed stylesheet, one fetch for the whole page. */
export function playerSheet() {
  sheet ??= fetch(new URL('../player.css', import.meta.url))
    .then((response) => {
      if (!response.ok) throw new Error(`player.css: ${response.status}`);
      return response.text();
    })
    .then((text) => {
      const css = new CSSStyleSheet();
      css.replaceSync(text);
      return css;
    });
  return sheet;
}

/**
 * What a page can do when the engine did not load: reload, or, on a page of
 * another origin than the player's files, have their site allow it.
 */
export function whatToTry() {
  const files = new URL(import.meta.url).origin;
  if (typeof location === 'undefined' || location.origin === files) return 'Try reloading the page.';
  return `This page loads the player from ${files}, which must let other sites use its files (Access-Control-Allow-Origin: *); or it could not be reached. Try reloading the page.`;
}
