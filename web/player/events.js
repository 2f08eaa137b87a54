// The controller's events passed on by the element (bubbling, composed, so
// that a page hears them through the shadow boundary), with pins numbered
// from 1 as people count them outside the element.

/** The events a page hears from a <hanoi-player>. */
export const PASSED_ON = ['move', 'solved', 'illegal', 'statechange'];

/** An event's detail with its pins (`from`, `to`) numbered from 1. */
export function pinsFrom1(detail) {
  if (!detail || (typeof detail.from !== 'number' && typeof detail.to !== 'number')) return detail;
  const shifted = { ...detail };
  for (const key of ['from', 'to']) if (typeof shifted[key] === 'number') shifted[key] += 1;
  return shifted;
}

/** From now on `element` dispatches the controller's PASSED_ON events as its own. */
export function passEventsOn(controller, element) {
  for (const type of PASSED_ON) {
    controller.addEventListener(type, (event) => {
      element.dispatchEvent(new CustomEvent(type, { detail: pinsFrom1(event.detail), bubbles: true, composed: true }));
    });
  }
}
