// Move lists going out of and into the playground: the whole solution on
// show written as text, CSV or JSON, and a list someone wrote (or exported)
// read back and played with the usual controls, judged against the optimum.
// The formats, their checks and every message are hanoi-core's (its
// transcript module, through the study module's readTranscript and
// writeTranscript); legality is the rules' (Session.withMoves). Pins are
// numbered from 1 in the text.
//
// An imported list is played through the controller's path for recorded
// moves (the one "Play the optimal solution" takes), as moves whose source
// is "imported" (the core words the trace's line by it). DOM-free.

import { plural } from './words.js';

/** The controller's source for a list imported (SOURCES.imported); the core's trace says "play the 7 moves imported". */
const IMPORTED = 'imported';

export const FORMATS = [
  { id: 'text', label: 'Text', extension: 'txt', type: 'text/plain' },
  { id: 'csv', label: 'CSV', extension: 'csv', type: 'text/csv' },
  { id: 'json', label: 'JSON', extension: 'json', type: 'application/json' },
];

/**
 * "classic-3-discs", "reves-6-discs-4-pins": a file name for the puzzle,
 * without its ending; "many-pin-5-pins" for a variation without a number of
 * discs (the Growth panel's series).
 */
export function fileStem({ variation, discs, pins }, pinsShown = true) {
  const parts = [variation];
  if (discs !== undefined) parts.push(plural(discs, 'disc'));
  if (pinsShown) parts.push(plural(pins, 'pin'));
  return parts.join('-').toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}

/** Whether the puzzle's variation lets the number of pins change (then file names give it). */
export function pinsVary(controller) {
  return !controller.variation.pins.fixed;
}

/**
 * The whole solution on show in format `id`, written by `study` (the study
 * module's engine): {text, name, type, count}. Throws with the core's reason
 * (too long, with the `hanoi moves` command to use instead).
 */
export function exportMoves(controller, study, id) {
  const format = FORMATS.find((f) => f.id === id);
  if (!format) throw new Error(`unknown format ${id}`);
  const s = controller.session;
  let text;
  try {
    text = study.writeTranscript(controller.variation.id, s.discs(), s.pins(), controller.recorded ?? undefined, format.id);
  } catch (error) {
    const command = study.movesCommand(controller.variation.id, s.discs(), s.pins(), format.id === 'json');
    throw new Error(`${error.message}. \`${command}\` writes any number`, { cause: error });
  }
  const stem = fileStem(controller.state, pinsVary(controller));
  const which = controller.recorded ? (isImported(controller) ? '-imported' : '-optimal') : '';
  return { text, name: `${stem}${which}.${format.extension}`, type: format.type, count: controller.total };
}

/** Whether the controller is playing an imported list. */
export function isImported(controller) {
  return controller.source === IMPORTED;
}

/**
 * Reads a list (text, CSV or JSON; pins from 1) with `study` (the study
 * module's engine) and checks it by the rules on the puzzle on show, or on
 * the one a JSON list names. Returns {id,
 * discs, pins, moves (pins from 0), other (true when the list is for another
 * puzzle)}; throws with the core's message, changing nothing:
 * "line 3: there is no pin 0: ...", "move 2 is illegal: ...".
 */
export function checkImport(controller, study, text) {
  const read = study.readTranscript(text);
  const s = controller.session;
  let id = controller.variation.id;
  let discs = s.discs();
  let pins = s.pins();
  if (read.variation !== undefined || read.discs !== undefined || read.pins !== undefined) {
    const entry = read.variation === undefined ? controller.variation : controller.engine.findVariation(read.variation);
    if (!entry) throw new Error(`the list names the variation ${controller.engine.quote(read.variation)}, which the catalogue does not have`);
    const same = entry.id === id;
    const settings = controller.engine.checkSettings(
      entry.id,
      String(read.discs ?? (same ? discs : entry.discs.default)),
      String(read.pins ?? (same ? pins : entry.pins.default)),
    );
    ({ variation: id, discs, pins } = settings);
  }
  const session = controller.engine.Session.withMoves(id, discs, pins, read.moves, IMPORTED);
  session.free();
  const other = id !== controller.variation.id || discs !== s.discs() || pins !== s.pins();
  return { id, discs, pins, moves: read.moves, other };
}

/** Plays a list checkImport() accepted, from move 0, with the usual controls. */
export function playImported(controller, checked) {
  controller.playMoves({ id: checked.id, discs: checked.discs, pins: checked.pins }, checked.moves, IMPORTED);
}
