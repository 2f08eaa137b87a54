// The Games view's "Start from…": the game in play started again from a
// position of one's own, typed (in the words of the game's `from`
// parameter, as `hanoi game ... --from` reads them), random (reachable
// from the usual start), or arranged by hand on the board (any top disc
// to another peg: click, tap, drag or keys 1 to N; Escape puts it back).
// The core reads and checks every start (checkGame, rearrangeGameStart)
// and words every refusal; a refused start changes nothing. The start
// goes into the game's `from`, so the address, Share and the worker that
// solves large games all have it.

import { setAttr, setText } from '../dom.js';
import { capitalise, message } from '../words.js';

/** The registry parameter that holds the start: not a field of the form, this card's own. */
export const START_PARAM = 'from';

/**
 * Wires the card. `deps`: `engine`, `byId`, `current()` (the spec in play,
 * or null), `start(next)` (play the checked spec), `session()` (the
 * GameSession in play), `hold(on)` (the game waits while arranging),
 * `changed()` (draw again), `help` (the core's words for the parameter).
 */
export function createStartFrom(deps) {
  const { engine, byId } = deps;
  const field = byId('start-text');
  const error = byId('start-error');
  const note = byId('start-note');
  const arrangeButton = byId('start-arrange');
  /** While arranging: the position on the board, and the peg whose disc is lifted. */
  let arrangement = null;
  let lifted = null;

  setText(byId('start-help'), `${deps.help}.`);

  const refuse = (reason) => {
    setText(error, `${capitalise(message(reason))}.`);
  };
  const say = (text, kind = 'note') => {
    setText(note, text);
    setAttr(note, 'data-kind', kind);
  };

  function setArranging(on) {
    arrangement = on ? arrangement : null;
    lifted = null;
    arrangeButton.setAttribute('aria-pressed', String(on));
    setText(arrangeButton, on ? 'Stop arranging' : 'Arrange by hand');
    deps.hold(on);
    // Beside the board too, so that a phone need not scroll to the card.
    byId('arrange-bar').hidden = !on;
    if (!on) say('');
    deps.changed();
    if (on) byId('tower').scrollIntoView({ block: 'nearest' });
  }

  /** Plays the game in play from `text` ('' is the usual start); a refusal is shown and changes nothing. */
  async function startFrom(text) {
    const spec = deps.current();
    if (!spec) return;
    let next;
    try {
      next = engine.checkGame({ ...spec, [START_PARAM]: text });
    } catch (refused) {
      refuse(refused);
      return;
    }
    setText(error, '');
    if (arrangement) setArranging(false);
    await deps.start(next);
    // Started (not waiting on a question or a worker): the board comes into
    // view with the keys on it, so a projector shows the game and digits play.
    if (deps.current()?.title === next.title && !document.querySelector('#game-stage[data-solving]')) {
      byId('game-stage').scrollIntoView({ block: 'nearest' });
      byId('pegs').focus();
    }
  }

  function arrange() {
    const spec = deps.current();
    if (!spec) return;
    if (arrangement) {
      setArranging(false);
      return;
    }
    const text = deps.session()?.startText() ?? field.value;
    try {
      arrangement = engine.gameArrangement(spec, text);
    } catch (refused) {
      refuse(refused);
      return;
    }
    field.value = text;
    setText(error, '');
    say(`Arranging a start: move any top disc to another peg (click, tap or drag it, or keys 1 to ${arrangement.pins.length}), then Start from this position.`);
    setArranging(true);
  }

  /** A peg picked while arranging (pegs from 0): lift its top disc, or put the lifted one there. */
  function pick(peg) {
    if (!arrangement) return;
    if (lifted === null) {
      const top = arrangement.pins[peg]?.at(-1);
      if (!top) {
        say(`Peg ${peg + 1} has no disc to lift.`, 'illegal');
        return;
      }
      lifted = peg;
      say(`Disc ${top.size} lifted from peg ${peg + 1}: pick the peg to put it on (Escape puts it back).`, 'lifted');
      deps.changed();
      return;
    }
    const from = lifted;
    lifted = null;
    if (peg !== from) {
      try {
        const done = engine.rearrangeGameStart(deps.current(), field.value, from, peg);
        field.value = done.text;
        arrangement = done.position;
        setText(error, '');
        say(`Moved to peg ${peg + 1}. The position: ${done.text}`);
      } catch (refused) {
        say(`${capitalise(message(refused))}.`, 'illegal');
      }
    } else {
      say('Put back.');
    }
    deps.changed();
  }

  function putBack() {
    if (lifted === null) return false;
    lifted = null;
    say('Put back.');
    deps.changed();
    return true;
  }

  /** Typing while arranging: the board follows the discs typed, where they can rest so. */
  field.addEventListener('input', () => {
    if (!arrangement) return;
    try {
      arrangement = engine.gameArrangement(deps.current(), field.value);
      lifted = null;
      deps.changed();
    } catch {
      // Shown when the start is asked for.
    }
  });
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      startFrom(field.value.trim() === '' ? '' : field.value).catch(refuse);
    }
  });
  byId('start-go').addEventListener('click', () => startFrom(field.value).catch(refuse));
  byId('arrange-go').addEventListener('click', () => startFrom(field.value).catch(refuse));
  byId('arrange-stop').addEventListener('click', () => arrangement && setArranging(false));
  byId('start-usual').addEventListener('click', () => startFrom('').catch(refuse));
  arrangeButton.addEventListener('click', () => {
    try {
      arrange();
    } catch (failed) {
      refuse(failed);
    }
  });
  byId('start-random').addEventListener('click', () => {
    const spec = deps.current();
    if (!spec) return;
    let text;
    try {
      text = engine.randomGameStart(spec, Math.floor(Math.random() * 2 ** 32));
    } catch (refused) {
      refuse(refused);
      return;
    }
    field.value = text;
    startFrom(text).catch(refuse);
  });

  return {
    get arranging() {
      return arrangement !== null;
    },
    get lifted() {
      return lifted;
    },
    pick,
    putBack,
    /** What the game's status line says while arranging ({text, kind}), else null. */
    status() {
      return arrangement && { text: note.textContent, kind: note.dataset.kind || 'turn' };
    },
    /** The board's scene while arranging, else null. */
    scene() {
      return arrangement && { position: arrangement, lifted };
    },
    /** A game now in play: the field shows its start, and arranging ends. */
    shown(spec) {
      field.value = spec[START_PARAM] ?? '';
      if (arrangement) setArranging(false);
    },
  };
}
