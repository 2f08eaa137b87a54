// The embeddable tower (embed.html): one <hanoi-player> filling the frame
// (or, with fit=content, as tall as it needs), its attributes from the
// address, and a link to the same view in the full playground. In an iframe
// it speaks the postMessage protocol of embed/protocol.js with the page
// around it (only with the origins named by `origin` parameters, if any).
// Like the site's pages it registers the service worker, so that a course
// page whose only contact with the site is this iframe works offline too.

import './hanoi-player.js';
import { takeAddress, followView } from './host.js';
import { startBridge } from './embed/bridge.js';
import { parseOrigins, parseFit } from './embed/protocol.js';
import { keepOffline } from './offline/register.js';

const player = document.getElementById('player');
takeAddress(player, location.search);

const query = new URLSearchParams(location.search);
const fit = parseFit(query.get('fit'));
document.documentElement.dataset.fit = fit;
const { origins, invalid } = parseOrigins(query.getAll('origin'));
if (invalid.length > 0) {
  console.warn(`hanoi embed: ${invalid.map((o) => JSON.stringify(o)).join(', ')} is not an origin (https://host[:port]): no messages are sent or taken`);
}
const bridge = startBridge(player, { origins, fit });

async function main() {
  try {
    await player.ready;
    const link = document.getElementById('open-full');
    followView(player, (query) => (link.href = `./?${query}`));
    document.addEventListener('keydown', (event) => {
      if (event.target !== player) player.handleKey(event);
    });
    window.hanoi = { player, bridge };
    document.documentElement.dataset.ready = 'true';
    // After this first visit the embed works offline.
    keepOffline();
  } catch (error) {
    console.error(error);
    document.documentElement.dataset.ready = 'error';
  }
}

main();
