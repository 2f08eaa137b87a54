// The Settings panel: variation (grouped by family, with its description,
// formula, optimality and total), discs, pins, mode and colours. It shows
// what the player's state says and sends what a visitor chooses to the
// player, through the panels' interface (panel-view.js); the core checks
// every value and words every refusal.

import { variationGroups } from '../dom.js';
import { MODES } from '../options.js';
import { plural, message, capitalise } from '../words.js';
import { formulaMathML } from '../formula.js';
import { ROUGHLY_FROM, scientific } from '../words.js';

export class SettingsPanel {
  /**
   * @param {HTMLElement} root  the panel (elements are found inside it by id)
   * @param {object} view  the panels' interface (panel-view.js)
   */
  constructor(root, view) {
    this.view = view;
    const $ = (id) => root.querySelector(`#${id}`);
    this.el = Object.fromEntries(
      [
        'variation', 'variation-description', 'description-more', 'variation-formula', 'variation-optimality', 'total-scientific',
        'total', 'total-note', 'discs', 'discs-hint', 'pins', 'pins-hint', 'mode', 'mode-hint', 'palette',
        'settings-error', 'settings-note',
      ].map((id) => [id, $(id)]),
    );
    this.shownVariation = null;
    this.build();
    this.bind();
    this.show(view.state);
  }

  build() {
    this.el.variation.replaceChildren(...variationGroups(this.view.catalogue));
    this.el.mode.replaceChildren(...MODES.map((m) => new Option(m.label, m.id)));
  }

  bind() {
    const { el, view } = this;
    el.variation.addEventListener('change', () => {
      this.say('', '');
      // (None when the engine was started afresh under the call: the player said so.)
      const notices = view.setVariation(el.variation.value) ?? [];
      this.say('', notices.join(' '));
    });
    const counts = () => {
      const state = view.state;
      try {
        view.setCounts(el.discs.value.trim(), el.pins.value.trim());
        this.say('', '');
      } catch (error) {
        this.say(`${capitalise(message(error))}: keeping ${plural(state.discs, 'disc')} on ${plural(state.pins, 'pin')}.`, '');
        el.discs.value = String(state.discs);
        el.pins.value = String(state.pins);
      }
    };
    // A field being typed in is left alone until its change is made (the state changes every frame while running).
    this.typing = new Set();
    for (const field of [el.discs, el.pins]) {
      field.addEventListener('input', () => this.typing.add(field));
      field.addEventListener('blur', () => this.typing.delete(field));
      field.addEventListener('change', () => {
        this.typing.delete(field);
        counts();
      });
    }
    el.mode.addEventListener('change', () => view.setMode(el.mode.value));
    el.palette?.addEventListener('change', () => view.setPalette(el.palette.value));
    el['description-more'].addEventListener('click', () =>
      this.clampDescription(!el['variation-description'].classList.contains('is-clamped')),
    );
    view.subscribe((state) => this.show(state));
  }

  /** An error (the value was refused) and a note (what had to change), either may be empty. */
  say(error, note) {
    this.el['settings-error'].textContent = error;
    this.el['settings-note'].textContent = note;
  }

  show(state) {
    // The state changes every frame while running; the panel only when what it shows does.
    const shown = [state.variation, state.discs, state.pins, state.mode, state.total, state.recorded, this.view.palette()].join('|');
    if (shown === this.shown) return;
    this.shown = shown;
    const el = this.el;
    const v = this.view.findVariation(state.variation);
    if (this.shownVariation !== v.id) {
      this.shownVariation = v.id;
      el.variation.value = v.id;
      el['variation-description'].textContent = v.description;
      this.clampDescription(true);
      // Typeset where the formula can be read; as written otherwise.
      const math = formulaMathML(v.formula);
      if (math) el['variation-formula'].innerHTML = math;
      else el['variation-formula'].textContent = v.formula;
      el['variation-optimality'].textContent = v.optimality;
      el['variation-optimality'].dataset.optimality = v.optimalityId;
      for (const [name, limits] of [['discs', v.discs], ['pins', v.pins]]) {
        const input = el[name];
        input.min = String(limits.min);
        input.max = String(limits.max);
        input.step = String(limits.step ?? 1);
        input.disabled = limits.fixed;
        input.closest('.field')?.classList.toggle('is-fixed', limits.fixed);
        el[`${name}-hint`].textContent = limits.text;
      }
    }
    if (!this.typing.has(el.discs)) el.discs.value = String(state.discs);
    if (!this.typing.has(el.pins)) el.pins.value = String(state.pins);
    el.mode.value = state.mode;
    el['mode-hint'].textContent = MODES.find((m) => m.id === state.mode)?.hint ?? '';
    if (el.palette) el.palette.value = this.view.palette();
    // A long total may wrap after a thousands comma (never before one), not between any two digits.
    if (el.total.textContent !== state.totalText) {
      el.total.replaceChildren(...state.totalText.split(',').flatMap((group, i) => (i ? [',', document.createElement('wbr'), group] : [group])));
    }
    // A total of a million or more is also given roughly, beside its digits.
    const big = state.total !== null && BigInt(state.total) >= ROUGHLY_FROM;
    el['total-scientific'].textContent = big ? `(${scientific(state.total)})` : '';
    el['total-note'].textContent = this.view.totalNote();
  }

  /** The description shows three lines, and a More button when there is more. */
  clampDescription(clamped) {
    const text = this.el['variation-description'];
    const more = this.el['description-more'];
    text.classList.toggle('is-clamped', clamped);
    more.textContent = clamped ? 'More' : 'Less';
    more.setAttribute('aria-expanded', String(!clamped));
    more.hidden = clamped && text.scrollHeight <= text.clientHeight + 1;
  }
}
