// A handler of the player's own input (a key, a click, a drag, the
// timeline) that calls into the controller: an engine restarted under it (a
// trap, engine.js) is no page error, as the controller has opened its
// puzzle again and its status says what happened.

import { unlessRestarted } from '../engine.js';

export const calmly = (fn) => (...args) => unlessRestarted(() => fn(...args));
