// <hanoi-weighted-player>: the shared <hanoi-player> element (its status,
// tower, timeline, transport, keys and live region) driving a
// WeightedController, whose solution is the cheapest transfer. The puzzle
// comes from the attributes weights (or preset), discs, from, to, scale and speed when
// it starts, then from setWeighted() / adopt(); the looks (controls,
// palette, patterns) are as on <hanoi-player>.

import { HanoiPlayer } from '../hanoi-player.js';
import { WeightedController } from './weighted-controller.js';

export class WeightedPlayer extends HanoiPlayer {
  // The puzzle's attributes are read once: afterwards the page changes it through methods.
  static observedAttributes = ['controls', 'palette', 'patterns'];

  // The weighted puzzle's own wasm module (www/pkg/hanoi_weighted.js).
  static engineModule = 'hanoi_weighted';
  // Verdicts by cost come from the weighted module itself.
  static studyModule = null;

  createController(engine, options) {
    return new WeightedController(engine, options);
  }

  openView(controller) {
    const attr = (name) => this.getAttribute(name);
    controller.openWeighted({
      weights: attr('weights'),
      discs: attr('discs'),
      from: attr('from'),
      to: attr('to'),
      scale: attr('scale'),
      speed: attr('speed'),
      preset: attr('preset'),
    });
  }

  /** The puzzle is not the catalogue's: no variation, discs or pins attributes to keep in step. */
  reflect() {}

  /** Fields as typed ({weights, discs, from, to, bySize}); throws the core's message, changing nothing. Returns whether the puzzle changed. */
  setWeighted(fields) {
    return this.whenReady((c) => c.setWeighted(fields));
  }

  /** Fields the core may adjust to fit (another number of pegs); returns its notices. */
  adopt(fields) {
    return this.whenReady((c) => c.adopt(fields));
  }

  /** The paper's Table 1 for the puzzle on show, or null on more than three pegs. */
  table() {
    return this.controller?.table() ?? null;
  }
}

if (!customElements.get('hanoi-weighted-player')) customElements.define('hanoi-weighted-player', WeightedPlayer);
