// The controls bar's wiring: the transport buttons, the timeline, the speed
// and the notice's close button, each turned into a controller command.

import { SPEED_STEPS } from '../options.js';
import { moveAt } from '../timeline.js';
import { calmly } from './calmly.js';

/**
 * @param {Record<string, HTMLElement>} el  the player's shadow elements by id
 * @param {object} c  the controller
 * @param {() => void} onNoticeClosed  the notice was dismissed (the looks forget what they refused)
 */
export function bindControls(el, c, onNoticeClosed) {
  const press = (button, action) =>
    button.addEventListener(
      'click',
      calmly(() => {
        // Disabled buttons keep focus (aria-disabled), so they ignore clicks here.
        if (button.getAttribute('aria-disabled') !== 'true') action();
      }),
    );
  press(el.run, () => c.toggle());
  press(el['step-forward'], () => c.step());
  press(el['step-back'], () => c.back());
  press(el.reset, () => c.reset());
  press(el.undo, () => c.undo());
  press(el.redo, () => c.redo());
  el['notice-close'].addEventListener('click', () => {
    onNoticeClosed();
    c.showNotices([]);
    el.tower.focus();
  });
  // The timeline moved with the pointer.
  const scrub = calmly(() => {
    if (c.total === null) return;
    const t = moveAt(el.timeline.value, c.total);
    if (!c.session.isManual() && t === c.landedMoves() && !c.playback.busy) return;
    c.seek(t);
  });
  el.timeline.addEventListener('input', scrub);
  el.timeline.addEventListener('change', scrub);
  el.speed.addEventListener('input', () => c.setSpeed(SPEED_STEPS[Number(el.speed.value)] ?? c.speed));
}
