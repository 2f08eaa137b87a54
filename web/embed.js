// The embeddable tower (embed.html): one <hanoi-player> filling the frame,
// its attributes from the address, and a link to the same view in the full
// playground.

import './hanoi-player.js';
import { attributesFrom, queryFor } from './url-view.js';

const player = document.getElementById('player');
player.addEventListener('firstdraw', () => performance.mark('hanoi:first-draw'), { once: true });
for (const [name, value] of Object.entries(attributesFrom(location.search))) player.setAttribute(name, value);

async function main() {
  try {
    await player.ready;
    const link = document.getElementById('open-full');
    const follow = (state) => {
      const entry = player.engine.findVariation(state.variation);
      link.href = `./?${queryFor(state, { palette: player.getAttribute('palette'), pinsFixed: entry.pins.fixed })}`;
    };
    player.addEventListener('statechange', ({ detail }) => follow(detail.state));
    follow(player.state);
    document.addEventListener('keydown', (event) => {
      if (event.target !== player) player.handleKey(event);
    });
    window.hanoi = { player };
    document.documentElement.dataset.ready = 'true';
  } catch (error) {
    console.error(error);
    document.documentElement.dataset.ready = 'error';
  }
}

main();
