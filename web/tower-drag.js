// A disc dragged from one pin to another on a tower's canvas, with the mouse
// or a finger: lifted once the pointer leaves its pin, following it, and
// dropped where the button is let go (or put back off the pins). A press and
// release on one pin stays a click, which the view handles as a pick. The
// canvas's stylesheet gives it `touch-action: none`, so that the browser
// takes no gesture of its own there (a scroll, or a swipe back to the
// previous page, had cancelled a drag by finger).

/**
 * @param {HTMLCanvasElement} canvas
 * @param {{pinAt(x: number, y: number): number | null, setDrag(x: number | null): void}} renderer
 * @param {{lifted(): number | null, pick(pin: number): void, putBack(): void}} view
 *   lifted: the pin whose disc is held, or null; pick: a pin picked (lifts, or drops the held disc)
 * @returns {{swallowClick(): boolean}} whether the click that follows a drag is to be ignored (its drop is done)
 */
export function bindTowerDrag(canvas, renderer, view) {
  let drag = null; // {pin, pointerId, lifted}
  let dragged = false;
  canvas.addEventListener('pointerdown', (event) => {
    dragged = false; // (a drag let go off the tower had no click to swallow)
    if (event.button !== 0 || view.lifted() !== null) return;
    const pin = renderer.pinAt(event.clientX, event.clientY);
    if (pin !== null) drag = { pin, pointerId: event.pointerId, lifted: false };
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (!drag.lifted) {
      if (renderer.pinAt(event.clientX, event.clientY) === drag.pin) return;
      view.pick(drag.pin);
      if (view.lifted() !== drag.pin) {
        drag = null; // nothing to lift there: the view said why
        return;
      }
      drag.lifted = true;
      canvas.setPointerCapture?.(event.pointerId);
    }
    renderer.setDrag(event.clientX);
  });
  const end = (event, drop) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { lifted } = drag;
    drag = null;
    renderer.setDrag(null);
    if (!lifted) return;
    dragged = event.type === 'pointerup';
    const pin = drop ? renderer.pinAt(event.clientX, event.clientY) : null;
    const held = view.lifted();
    if (held === null) return;
    if (pin === null || pin === held) view.putBack();
    else view.pick(pin);
  };
  canvas.addEventListener('pointerup', (event) => end(event, true));
  canvas.addEventListener('pointercancel', (event) => end(event, false));
  return {
    swallowClick() {
      const swallow = dragged;
      dragged = false;
      return swallow;
    },
  };
}
