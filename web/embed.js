// The embeddable tower (embed.html): one <hanoi-player> filling the frame,
// its attributes from the address, and a link to the same view in the full
// playground.

import './hanoi-player.js';
import { takeAddress, followView } from './host.js';

const player = document.getElementById('player');
takeAddress(player, location.search);

async function main() {
  try {
    await player.ready;
    const link = document.getElementById('open-full');
    followView(player, (query) => (link.href = `./?${query}`));
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
