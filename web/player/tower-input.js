// The tower's pointer and focus: a click or tap picks the pin under it, a
// drag (tower-drag.js) lifts and drops, hovering marks a pin, and the
// keyboard's cursor shows while the tower has the keyboard's focus.

import { bindTowerDrag } from '../tower-drag.js';
import { calmly } from './calmly.js';

/**
 * @param {HTMLCanvasElement} canvas  the tower
 * @param {import('../renderer.js').TowerRenderer} renderer  which pin is where
 * @param {object} c  the controller
 */
export function bindTowerInput(canvas, renderer, c) {
  const drag = bindTowerDrag(canvas, renderer, {
    lifted: () => c.lifted,
    pick: calmly((pin) => c.pick(pin)),
    putBack: calmly(() => c.putBack()),
  });
  canvas.addEventListener(
    'click',
    calmly((event) => {
      if (drag.swallowClick()) return; // the drag that ended here has dropped its disc
      const pin = renderer.pinAt(event.clientX, event.clientY);
      if (pin !== null) c.pick(pin);
    }),
  );
  canvas.addEventListener('pointermove', (event) => renderer.setHover(renderer.pinAt(event.clientX, event.clientY)));
  canvas.addEventListener('pointerleave', () => renderer.setHover(null));
  canvas.addEventListener('blur', () => c.hideCursor());
  // Reached with the keyboard, the tower shows which pin Enter would pick.
  canvas.addEventListener(
    'focus',
    calmly(() => {
      if (canvas.matches(':focus-visible')) c.moveCursor(0);
    }),
  );
}
