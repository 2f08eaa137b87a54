// The player's looks (controls, palette, patterns), asked for by attribute.
// DOM-free: a value not allowed keeps the one before (at first the default)
// and is remembered, so that the player can say what it refused.

/** The looks an attribute may ask for, the first of each the default. */
export const LOOKS = {
  controls: ['full', 'minimal', 'none'],
  palette: ['standard', 'safe'],
  patterns: ['on', 'off'],
};

export class Looks {
  #refused = new Map(); // look → the value that was refused

  constructor() {
    for (const [name, values] of Object.entries(LOOKS)) this[name] = values[0];
  }

  /** An attribute's new value (null: removed, back to the default). */
  set(name, value) {
    if (value === null || LOOKS[name].includes(value)) {
      this[name] = value ?? LOOKS[name][0];
      this.#refused.delete(name);
    } else {
      this.#refused.set(name, value);
    }
  }

  /** What the player says about the values it refused, `quote` writing a value as the core does. */
  notices(quote) {
    return [...this.#refused].map(([name, value]) => `Unknown ${name} ${quote(value)}: using ${this[name]} (or ${LOOKS[name].join(', ')})`);
  }

  /** The notice was dismissed: the refusals are not said again. */
  forgetRefused() {
    this.#refused.clear();
  }
}
