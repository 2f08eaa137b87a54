// The player's keys: what a key pressed in the player (or passed on by the
// page) does to the controller. DOM-free: it reads the event's key, its
// modifiers and its target, so that it runs under node with a fake event.

import { keyTarget } from '../timeline.js';

/** A field that takes typing: the player leaves its keys alone. */
export const isTextEntry = (node) =>
  node?.isContentEditable ||
  node?.tagName === 'TEXTAREA' ||
  node?.tagName === 'SELECT' ||
  (node?.tagName === 'INPUT' && node.type !== 'range' && node.type !== 'button' && node.type !== 'checkbox');

/**
 * Does what `event`'s key asks of the controller `c`; true (and the event's
 * default prevented) if the key was used.
 * @param {{tower: object, timeline: object}} el  the player's tower and timeline, which give some keys their own meaning
 * @param {import('../pin-typing.js').PinTyping} typing  digits typed towards a pin
 */
export function useKey(event, c, el, typing) {
  const target = event.composedPath?.()[0] ?? event.target;
  const used = () => {
    event.preventDefault();
    return true;
  };
  const ctrl = event.ctrlKey || event.metaKey;
  if (target === el.timeline && !ctrl) {
    if (c.total === null) return false;
    const t = keyTarget(event.key, c.timelineMove(), c.total);
    if (t === null) return false;
    c.seek(t);
    return used();
  }
  const typingText = isTextEntry(target);
  if (ctrl && !event.altKey) {
    if (typingText) return false;
    const k = event.key.toLowerCase();
    if (k === 'z' && !event.shiftKey) return c.undo(), used();
    if (k === 'y' || (k === 'z' && event.shiftKey)) return c.redo(), used();
    return false;
  }
  if (event.altKey || typingText) return false;
  const onTower = target === el.tower;
  const pins = c.session.pins();
  if (/^[0-9]$/.test(event.key)) return typing.digit(event.key, pins) ? used() : false;
  switch (event.key) {
    case 'Enter':
      if (typing.confirm()) return used();
      if (onTower) return c.pickCursor(), used();
      return false;
    case 'Escape':
      typing.clear();
      if (c.putBack()) return used();
      // With nothing lifted, Escape ends arranging by hand.
      if (c.editing) return c.setEditing(false), used();
      return false;
    case ' ':
      if (['BUTTON', 'A', 'SUMMARY'].includes(target?.tagName) || target?.type === 'range') return false;
      return c.toggle(), used();
    case 'ArrowRight':
    case 'ArrowLeft':
      if (target?.type === 'range') return false;
      if (onTower) return c.moveCursor(event.key === 'ArrowRight' ? 1 : -1), used();
      return event.key === 'ArrowRight' ? c.step() : c.back(), used();
    case '.':
      return c.step(), used();
    case ',':
      return c.back(), used();
    case 'Home':
    case 'End':
      if (!onTower) return false;
      return c.moveCursor(0, event.key === 'Home' ? 0 : pins - 1), used();
    default:
      return false;
  }
}
