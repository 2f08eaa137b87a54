// The Puzzle and Presets controls of the Weighted view: number of pegs,
// discs, from, to, "cost × disc size", the weights as text, and the preset
// buttons with their descriptions, the one whose weights are on show
// pressed. Typed values go to the core strictly (a refusal shows its
// message and changes nothing); a change of the number of pegs or a preset
// lets the core adjust the rest and says what changed.

import { setText } from '../dom.js';
import { capitalise, message, plural } from '../words.js';
import { matrixOf, resized } from './weights-text.js';

/** The preset that fills the arcs of new pegs, and stands in when the kept weights allow no transfer. */
const FILLER = 'equal';

/** The numbers of pegs the core takes, from its {min, max}. */
export function pegChoices({ min, max }) {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

const option = (value, text = String(value)) => Object.assign(document.createElement('option'), { value: String(value), textContent: text });

export class PuzzleSettings {
  /**
   * @param {object} el  {form, pegs, discs, discsHint, from, to, scale, weights, error, note, presets}
   * @param {HTMLElement} player  a ready <hanoi-weighted-player>
   */
  constructor(el, player) {
    this.el = el;
    this.player = player;
    this.engine = player.engine;
    this.presets = this.engine.weightedPresets();
    this.key = null;
    for (const pegs of pegChoices(this.engine.weightedPegs())) el.pegs.append(option(pegs));
    this.buildPresets();
    el.pegs.addEventListener('change', () => this.changePegs(Number(el.pegs.value)));
    for (const field of [el.discs, el.from, el.to, el.scale]) field.addEventListener('change', () => this.applyFields());
    el.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.applyFields();
    });
    player.addEventListener('statechange', ({ detail }) => this.show(detail.state));
    this.show(player.state);
  }

  buildPresets() {
    const items = this.presets.map((preset) => {
      const li = document.createElement('li');
      const button = Object.assign(document.createElement('button'), { type: 'button', className: 'small-button', textContent: preset.title });
      button.dataset.preset = preset.id;
      const description = Object.assign(document.createElement('span'), { className: 'hint', id: `preset-${preset.id}`, textContent: preset.description });
      button.setAttribute('aria-describedby', description.id);
      button.addEventListener('click', () => this.choosePreset(preset));
      li.append(button, description);
      return li;
    });
    this.el.presets.replaceChildren(...items);
  }

  /** Brings the fields up to date when the puzzle changes (not on every frame of a run). */
  show(state, force = false) {
    const r = state.request;
    if (!force && r.query === this.key) return;
    this.key = r.query;
    const el = this.el;
    el.pegs.value = String(r.pegs);
    el.discs.value = String(r.discs);
    el.discs.max = String(r.maxDiscs);
    el.discs.min = '0';
    setText(el.discsHint, `0 to ${r.maxDiscs} on ${plural(r.pegs, 'peg')}`);
    for (const [select, value] of [[el.from, r.from], [el.to, r.to]]) {
      if (select.options.length !== r.pegs) select.replaceChildren(...Array.from({ length: r.pegs }, (_, i) => option(i + 1)));
      select.value = String(value);
    }
    el.scale.checked = r.scale === 'size';
    el.weights.value = r.weights;
    // The preset these weights are (the core recognises them), chosen here or by the address.
    for (const button of el.presets.querySelectorAll('button[data-preset]')) button.setAttribute('aria-pressed', String(button.dataset.preset === r.preset));
  }

  /** The fields as the form holds them. */
  fields(weights = this.el.weights.value) {
    const el = this.el;
    return { weights, discs: el.discs.value, from: el.from.value, to: el.to.value, bySize: el.scale.checked };
  }

  /**
   * Discs, from, to, scale or the weights as typed: checked strictly by the
   * core. A refusal stays on show until something changes the puzzle (Enter
   * in a field both changes it and submits the form: the second is no change).
   */
  applyFields() {
    const typed = this.el.weights.value;
    try {
      if (this.player.setWeighted(this.fields())) this.clear();
    } catch (error) {
      this.refuse(error);
      // A long matrix with one slip is mended, not typed again: it stays as typed (the puzzle is unchanged).
      if (typed !== this.el.weights.value) this.el.weights.value = typed;
    }
  }

  /** Another number of pegs: the weights among the pegs that remain are kept, new arcs cost as in All equal. */
  changePegs(pegs) {
    this.clear();
    const state = this.player.state;
    const matrix = state.summary.matrix;
    if (pegs === matrix.length) return;
    const filler = this.presets.find((p) => p.id === FILLER);
    const fit = resized(matrix, pegs, matrixOf(this.engine.weightedPreset(FILLER, pegs, 0)));
    const kept = `the costs among pegs 1 to ${fit.kept} are kept`;
    const added = fit.added ? `; moves to and from the new ${fit.added === 1 ? 'peg' : 'pegs'} cost as in ${filler.title}` : '';
    try {
      this.adopt(fit.text, `${plural(pegs, 'peg')}: ${kept}${added}.`);
    } catch (error) {
      // The weights kept may allow no transfer (a cyclic puzzle cut short): the preset instead.
      const text = this.engine.weightedPreset(FILLER, pegs, 0);
      this.adopt(text, `${plural(pegs, 'peg')}: ${capitalise(message(error))}, so every move now costs as in ${filler.title}.`);
    }
  }

  /** A preset's weights for the number of pegs on show (Example 1 is for three); Random draws new ones each time. */
  choosePreset(preset) {
    this.clear();
    const pegs = this.player.state.request.pegs;
    const seed = Math.floor(Math.random() * 2 ** 32);
    try {
      this.adopt(this.engine.weightedPreset(preset.id, pegs, seed), `${preset.title}: ${preset.description}`);
    } catch (error) {
      this.refuse(error);
    }
  }

  /** New weights, keeping discs, from, to and scale where they allow; says what happened and what the core changed. */
  adopt(weights, said) {
    const notices = this.player.adopt(this.fields(weights));
    setText(this.el.note, [said, ...notices.map((notice) => `${notice}.`)].join(' '));
    this.show(this.player.state, true);
  }

  refuse(error) {
    setText(this.el.error, capitalise(message(error)));
    this.show(this.player.state, true); // the fields show the puzzle on show again
  }

  clear() {
    setText(this.el.error, '');
    setText(this.el.note, '');
  }
}
