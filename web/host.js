// What a page hosting a <hanoi-player> does with its address: the address's
// parameters go on the player as attributes, and the view the player shows
// comes back as a query string whenever it changes, and which keys pressed
// on the page are for the player (web/shell.js forwards them). The first drawn frame is marked as the performance
// mark "hanoi:first-draw".

import { attributesFrom, queryFor } from './url-view.js';

/** Puts the address's parameters on the player, all but those named in `except`. */
export function takeAddress(player, search, { except = [] } = {}) {
  player.addEventListener('firstdraw', () => performance.mark('hanoi:first-draw'), { once: true });
  for (const [name, value] of Object.entries(attributesFrom(search))) {
    if (!except.includes(name)) player.setAttribute(name, value);
  }
}

/** Whether a key went to the page itself or a button, not to a field or a scrolling region. */
export function isPageKey(event) {
  const target = event.target;
  return target === document.body || target === document.documentElement || target.tagName === 'BUTTON';
}

/** Calls `write(query, state)` with the view's query now and after each change (a ready player). */
export function followView(player, write) {
  let written = null;
  const follow = (state) => {
    const entry = player.engine.findVariation(state.variation);
    const query = queryFor(state, { palette: player.look.palette, pinsFixed: entry.pins.fixed });
    if (query !== written) write(query, state);
    written = query;
  };
  player.addEventListener('statechange', ({ detail }) => follow(detail.state));
  follow(player.state);
}
