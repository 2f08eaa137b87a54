// The Sums view's controller (web/sums/sum-controller.js), DOM-free, over a
// fake worker client: a disc is held at once and let go when the core says
// no, the computer answers after its pause, and Undo goes back to the
// human's last turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SumController } from '../../web/sums/sum-controller.js';

/** A client whose answers the test writes: `answers[type](message)`. */
function fakeClient(answers) {
  const asked = [];
  return {
    asked,
    ended: false,
    ask: async (message) => {
      asked.push(message);
      return answers[message.type](message);
    },
    end() {
      this.ended = true;
    },
  };
}

const view = (moves, toMove, winner) => ({ towers: [{}, {}], value: '1', outcome: 'win', sentence: '', toMove, moves, winner });
const tick = () => new Promise((done) => setTimeout(done, 0));

function setUp(answers, side = 0) {
  const timers = [];
  const controller = new SumController({ later: (fn) => timers.push(fn) }, { onChange: () => {} });
  const client = fakeClient(answers);
  controller.start(client, { spec: { list: '3:2:EC1,3:3:EC5' }, state: view(0, 0) }, side);
  return { controller, client, timers };
}

test('a lifted disc is held at once and let go with the core\'s reason when it may not move', async () => {
  const { controller } = setUp({ lift: () => ({ reason: 'peg 2 of tower 1 is empty' }) });
  const picking = controller.pick(0, 1);
  assert.deepEqual(controller.state.lifted, { part: 0, peg: 1 }, 'held before the worker answers (a drag follows at once)');
  await picking;
  assert.equal(controller.state.lifted, null);
  assert.deepEqual(controller.state.status, { text: 'Peg 2 of tower 1 is empty.', kind: 'illegal' });
});

test('a move is made in the tower of the lifted disc, and the computer replies after its pause', async () => {
  const { controller, client, timers } = setUp({
    lift: () => ({ reason: null }),
    play: () => ({ moved: { part: 0, from: 0, to: 2, disc: 1 }, state: view(1, 1) }),
    computer: () => ({ moved: { part: 1, from: 0, to: 1, disc: 1 }, state: view(2, 0) }),
  });
  await controller.pick(0, 0);
  await controller.pick(0, 2);
  assert.deepEqual(client.asked.map((m) => m.type), ['lift', 'play']);
  assert.equal(controller.state.status.text, 'You moved disc 1 from peg 1 to peg 3 in tower 1.');
  assert.equal(controller.state.busy, true, 'the computer thinks');
  await controller.pick(1, 0);
  assert.equal(client.asked.length, 2, 'nothing is picked meanwhile');
  timers.shift()();
  await tick();
  assert.equal(controller.state.status.text, 'The computer moved disc 1 from peg 1 to peg 2 in tower 2.');
  assert.equal(controller.humanToMove, true);
  assert.equal(controller.undoable, 2, 'Undo takes the reply and the human\'s move');
});

test('the end says who made the last move; a new sum ends the old worker', async () => {
  const { controller, client } = setUp({
    lift: () => ({ reason: null }),
    play: () => ({ moved: { part: 0, from: 0, to: 2, disc: 1 }, state: view(1, 1, 0) }),
  });
  await controller.pick(0, 0);
  await controller.pick(0, 2);
  assert.deepEqual(controller.state.status, { text: 'No tower has a move left: you made the last move and win.', kind: 'over' });
  assert.equal(controller.undoable, 1);
  controller.start(fakeClient({}), { spec: {}, state: view(0, 0) }, 0);
  assert.equal(client.ended, true);
});
