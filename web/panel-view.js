// The narrow interface the playground's panels work through: the player's
// state and a way to follow it, a few named commands and facts, the store
// of what is known about puzzles (knowledge.js), and the study module's
// functions a panel needs, each by name. Only the pages build it (page.js,
// and weighted-page.js for its Trace: they hold the player element); no
// panel gets the element, its controller, the
// Session or an engine, which tests/unit/panel-lint.test.mjs checks in the
// panels' source. What a panel needs from the player that the interface
// lacks is added here, not reached for in the panel.

import { exportMoves, checkImport, playImported, pinsVary } from './imported.js';
import { positionSvg } from './position-svg.js';
import { formatWhole } from './words.js';

/** The study module's functions panels use (the search's estimate, positions as text, the graph, the growth counts, move lists' limit). */
export const STUDY_FUNCTIONS = ['searchEstimate', 'positionNotation', 'pathKeys', 'stateGraph', 'graphLimit', 'growthCounts', 'transcriptLimit'];

/**
 * The interface for panels over `player` (a ready <hanoi-player>), with the
 * study module `study` (or null before it has come, for the panels that do
 * without it). Every member is named here; the result is frozen.
 */
export function panelView(player, study = null) {
  const controller = () => player.controller;
  const studyFunctions = study ? Object.freeze(Object.fromEntries(STUDY_FUNCTIONS.map((name) => [name, study[name]]))) : null;
  return Object.freeze({
    // ------------------------------------------------------------ state
    /** The player's state, as its statechange events carry it. */
    get state() {
      return player.state;
    },
    /** Calls `listener(state)` on each change of state; returns the function that stops it. */
    subscribe(listener) {
      const follow = ({ detail }) => listener(detail.state);
      player.addEventListener('statechange', follow);
      return () => player.removeEventListener('statechange', follow);
    },
    /** What is known about puzzles (knowledge.js): panels read, note and subscribe. */
    knowledge: controller().knowledge,
    /** The study module's functions panels use (STUDY_FUNCTIONS), or null before it has come. */
    study: studyFunctions,

    // ------------------------------------------------------------ facts
    /** The catalogue's variations, for menus. */
    get catalogue() {
      return player.engine.catalogue;
    },
    findVariation: (id) => player.engine.findVariation(id),
    /** Whether the variation on show lets the number of pins change (file names then give it). */
    pinsVary: () => pinsVary(controller()),
    /** The colours chosen (the palette's name). */
    palette: () => player.look.palette,
    totalNote: () => player.totalNote(),
    trace: () => player.trace(),
    moveLog: () => player.moveLog(),
    positionKey: () => player.positionKey(),
    usualStartText: () => player.usualStartText(),
    /** The core's verdict on the solution shown (judged first if need be). */
    verdict: () => player.verdict(),
    /** The moves played instead of the algorithm (Uint8Array, pins from 0), or null. */
    recordedMoves: () => controller()?.recorded ?? null,

    // ------------------------------------------------------------ commands
    seek: (t, options) => player.seek(t, options),
    pause: () => player.pause(),
    setVariation: (id) => player.setVariation(id),
    setCounts: (discs, pins) => player.setCounts(discs, pins),
    setMode: (mode) => player.setMode(mode),
    setPalette: (name) => player.setAttribute('palette', name),
    startFrom: (start, goal) => player.startFrom(start, goal),
    randomStart: (seed) => player.randomStart(seed),
    clearEnds: () => player.clearEnds(),
    setEditing: (on) => player.setEditing(on),
    showHint: (move) => player.showHint(move),
    playRecorded: (moves) => player.playRecorded(moves),
    playAlgorithm: () => player.playAlgorithm(),
    /** Scrolls the tower into view if it is not, in the whole (arranging is done there). */
    bringTowerIntoView() {
      const tower = player.el?.tower;
      if (!tower) return;
      const box = tower.getBoundingClientRect();
      if (box.top >= 0 && box.bottom <= innerHeight) return;
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      tower.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    },

    // ------------------------------------------------------------ move lists and pictures (with the study module)
    /** The whole solution on show in format `id` ({text, name, type, count}); throws with the core's reason. */
    exportMoves: (format) => exportMoves(controller(), study, format),
    /** Reads, checks and plays a list ({moves, other, ...}); throws with the core's reason, changing nothing. */
    importMoves(text) {
      const checked = checkImport(controller(), study, text);
      playImported(controller(), checked);
      return checked;
    },
    /** The tower as drawn, a PNG: a promise of the Blob (null if the browser made none), or null when nothing is drawn. */
    picturePng() {
      const canvas = player.renderer?.canvas;
      if (!canvas) return null;
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    },
    /** The position on show as an SVG document, for slides. */
    pictureSvg() {
      const c = controller();
      const scene = c.scene();
      const state = c.state;
      return positionSvg(c.session.position(), {
        palette: player.look?.palette,
        patterns: player.look?.patterns !== 'off',
        maxSize: scene.maxSize,
        pile: scene.pile,
        title: `${state.heading}, move ${formatWhole(state.t)}`,
      });
    },
  });
}

/**
 * Tells `player` each optimum noted in its knowledge store for the puzzle
 * on show (the Optimum panel's search), so that its verdict follows the
 * store as soon as the fact is noted; the optima of its own quick search it
 * has told itself. Returns the function that stops it.
 */
export function tellVerdicts(player) {
  const knowledge = player.controller.knowledge;
  const told = new Map(); // puzzle key → the optimum told
  return knowledge.subscribe((key) => {
    // The key of the puzzle on show, read without building the whole state.
    if (key !== player.controller?.key) return;
    const known = knowledge.optimum(key);
    if (!known || known.evidence !== 'search' || told.get(key) === known.length) return;
    told.set(key, known.length);
    if (knowledge.quickOptimum(key) === known.length) return;
    try {
      player.noteOptimum(known.length);
    } catch (error) {
      console.error(error); // an optimum longer than the solution: a bug, and the verdict stays as it was
    }
  });
}
