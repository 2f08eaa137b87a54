// Start from…: play from any position the rules allow, not only the usual
// start: a random one (the core's, seeded), one arranged by hand on the
// tower (each change checked by the core; a refusal is said in the
// player's status and changes nothing), or one typed as text, with a goal
// of one's own if wished. The player keeps it; this panel shows it and
// acts through the panels' interface (panel-view.js).

import { setText, setAttr } from '../dom.js';
import { message, capitalise } from '../words.js';

export class StartPanel {
  /**
   * @param {object} el  {card, random, edit, usual, form, text, goal, error, status}
   * @param {object} view  the panels' interface (panel-view.js), once the study module has come
   * @param {{seed?: () => number}} options  seed: a whole number below 2^32 for the next random start
   */
  constructor(el, view, { seed = () => crypto.getRandomValues(new Uint32Array(1))[0] } = {}) {
    this.el = el;
    this.view = view;
    this.seed = seed;
    this.puzzle = null; // "id/discs/pins" on show: another puzzle clears what was typed
    this.shownStart = null;
    const press = (button, action) =>
      button.addEventListener('click', () => {
        // Unavailable buttons keep the focus (aria-disabled), so they ignore clicks here.
        if (button.getAttribute('aria-disabled') !== 'true') action();
      });
    press(el.random, () => this.random());
    press(el.edit, () => this.toggleEditing());
    press(el.usual, () => this.usual());
    el.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.apply();
    });
    view.subscribe((state) => this.show(state));
    this.show(view.state);
  }

  random() {
    const seed = this.seed();
    this.act(() => this.view.randomStart(seed), 'A random start: play by hand from here (the Hint gives the best moves).');
  }

  toggleEditing() {
    const editing = !this.view.state.editing;
    this.act(() => this.view.setEditing(editing), editing ? '' : 'Play by hand from your arrangement.');
    // On a phone the tower is far above this card: arranging is done there, so it comes into view.
    if (editing) this.view.bringTowerIntoView();
  }

  usual() {
    this.act(() => this.view.clearEnds(), 'Back to the usual start and goal.');
  }

  /** The start (and goal) typed: the core reads them, or says what is wrong and nothing changes. */
  apply() {
    const start = this.el.text.value.trim();
    const goal = this.el.goal.value.trim();
    if (start === '' && goal === '') {
      this.say('Type a start (or a goal), as 3 2 / - / 1.', '');
      return;
    }
    const usual = start === '' ? this.view.usualStartText() : start;
    this.act(() => this.view.startFrom(usual, goal === '' ? undefined : goal), 'Play by hand from your start.');
  }

  act(action, note) {
    try {
      action();
      this.say('', note);
    } catch (error) {
      this.say(capitalise(message(error)), '');
    }
  }

  say(error, note) {
    setText(this.el.error, error);
    setText(this.el.status, note);
  }

  show(state) {
    const { el } = this;
    const puzzle = state.key;
    if (puzzle !== this.puzzle) {
      // Another puzzle: what was typed was for the one before.
      this.puzzle = puzzle;
      el.text.value = '';
      el.goal.value = '';
      setAttr(el.text, 'placeholder', `e.g. ${this.view.usualStartText() ?? ''}`);
      this.shownStart = null;
    }
    // A start set elsewhere (random, arranged, the address) is written into the field, unless it is being typed in.
    const typing = document.activeElement === el.text || document.activeElement === el.goal;
    if (state.startText !== this.shownStart && !typing) {
      el.text.value = state.startText ?? '';
      el.goal.value = state.goalText ?? '';
      this.shownStart = state.startText;
    }
    el.card.dataset.state = state.editing ? 'editing' : state.ownEnds ? 'own' : 'usual';
    setAttr(el.edit, 'aria-pressed', String(state.editing));
    setText(el.edit.querySelector('.label') ?? el.edit, state.editing ? 'Done arranging' : 'Arrange by hand');
    setAttr(el.usual, 'aria-disabled', String(!state.ownEnds && !state.editing));
  }
}
