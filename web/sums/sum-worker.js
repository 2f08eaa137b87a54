// Hosts one sum being played (hanoi-core's SumMatch, through hanoi-wasm's
// SumSession) in a module worker, so that analysing its towers never blocks
// the page: the page asks, this answers with the state to show. Cancelling
// an analysis is terminating this worker.
//
// In:  {id, type: 'open', text, side}            analyse the sum `text` names
//      {id, type: 'play', part, from, to, side}  a move (towers, pegs from 0)
//      {id, type: 'computer', side, chance}      the computer's move, made (any legal move at that chance, else perfect)
//      {id, type: 'undo', count, side}           take `count` moves back
//      {id, type: 'lift', part, peg}             why that peg's disc cannot be lifted
// Out: {type: 'progress', part, parts, phase, done, total}   (a few times a second)
//      {id, ok: true, spec?, state?, moved?, reason?} or {id, ok: false, message}
// `side`: the human's player (0 moves first); the state's sentence is for
// the player to move, "you" or "the computer".

import init, { SumSession } from '../../pkg/hanoi_sums.js';

const PROGRESS_INTERVAL_MS = 100;
const ready = init();
let session = null;

const stateFor = (side) => {
  const state = session.state('you');
  return state.toMove === side ? state : session.state('the computer');
};

const handlers = {
  open({ text, side }) {
    let reported = -Infinity;
    session = new SumSession(text, (progress) => {
      const now = performance.now();
      if (now - reported >= PROGRESS_INTERVAL_MS) {
        reported = now;
        self.postMessage({ type: 'progress', ...progress });
      }
    });
    return { spec: session.spec(), state: stateFor(side) };
  },
  play: ({ part, from, to, side }) => ({ moved: session.play(part, from, to), state: stateFor(side) }),
  computer: ({ side, chance = 0 }) => ({ moved: session.computerMove(chance, Math.random(), Math.random()), state: stateFor(side) }),
  undo({ count, side }) {
    for (let i = 0; i < count; i++) session.undo();
    return { state: stateFor(side) };
  },
  lift: ({ part, peg }) => ({ reason: session.liftError(part, peg) ?? null }),
};

self.onmessage = async ({ data }) => {
  try {
    await ready;
    self.postMessage({ id: data.id, ok: true, ...handlers[data.type](data) });
  } catch (error) {
    self.postMessage({ id: data.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
