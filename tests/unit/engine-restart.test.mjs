// web/engine.js's restartable engine over the real wasm modules (as `make
// build` leaves them in www/pkg/): after a trap of an instance (a real
// WebAssembly.RuntimeError), the call that trapped says so, the instance is
// dropped and the next call goes to a new one; a Session of the old instance
// refuses calls with a clear message, and its owner hears of the restart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { restartableEngine, isTrap, EngineRestarted } from '../../web/engine.js';
import { Controller } from '../../web/controller.js';
import { study, fakeClock, settled } from './engine.mjs';

const pkg = new URL('../../www/pkg/', import.meta.url);
// Each copy of a glue module is a module of its own address (one address, one instance).
let copies = 0;

// A real trap: a function of one `unreachable` instruction, as a Rust panic ends.
const unreachable = new WebAssembly.Instance(
  new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 8, 1, 4, 116, 114, 97, 112, 0, 0, 10, 5, 1, 3, 0, 0, 11])),
).exports.trap;

/**
 * A restartable engine of module `name` over real copies of its glue, as
 * loadEngine makes it, except that a text or a Session method given
 * `TRAP` traps: { engine, started: copies instantiated }.
 */
async function engineOf(name) {
  const module = new WebAssembly.Module(readFileSync(new URL(`${name}_bg.wasm`, pkg)));
  const started = [];
  const copy = async () => {
    const glue = await import(new URL(`${name}.js?copy=${++copies}`, pkg));
    return () => {
      glue.initSync({ module });
      started.push(glue);
      return withTraps(glue);
    };
  };
  const engine = restartableEngine((await copy())(), copy);
  await engine.spareReady();
  return { engine, started };
}

/** The Session method that traps when next called (once), whatever its instance. */
let trapOn = null;
/** How many times a Session's own [Symbol.dispose] was called. */
let disposed = 0;

/**
 * The glue's exports, with a trap where an argument is 'TRAP' (the classes
 * keep their own methods, and trap on seek('TRAP') and on the method
 * named in trapOn).
 */
function withTraps(glue) {
  const out = {};
  for (const [key, value] of Object.entries(glue)) {
    if (typeof value !== 'function' || /^class\b/.test(Function.prototype.toString.call(value))) out[key] = value;
    else out[key] = (...args) => (args.includes('TRAP') ? unreachable() : value(...args));
  }
  const proto = glue.Session?.prototype;
  if (proto && !proto.seek.trapping) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      const method = proto[key];
      if (key === 'constructor' || typeof method !== 'function') continue;
      proto[key] = function (...args) {
        if (trapOn === key || (key === 'seek' && args[0] === 'TRAP')) {
          trapOn = null;
          unreachable();
        }
        return method.apply(this, args);
      };
    }
    const dispose = proto[Symbol.dispose];
    proto[Symbol.dispose] = function () {
      disposed += 1;
      return dispose.call(this);
    };
    proto.seek.trapping = true;
  }
  return out;
}

test('after a trap, the call says so and the next one goes to a new instance', async () => {
  const { engine: study, started } = await engineOf('hanoi_study');
  let heard = 0;
  study.onRestart(() => (heard += 1));
  assert.deepEqual([...study.readTranscript('1 3').moves], [0, 2]);
  assert.throws(() => study.readTranscript('TRAP'), { message: 'the puzzle engine failed (unreachable) and was started afresh' });
  assert.equal(study.restarts, 1);
  assert.equal(heard, 1, 'told at once, so that the rest of the call finds the new instance');
  assert.equal(started.length, 2);
  // The very next call works, on the new instance.
  assert.deepEqual([...study.readTranscript('1 3\n1 2').moves], [0, 2, 0, 1]);
  assert.equal(study.transcriptLimit(), 1_000_000);
  // And again, with the spare made meanwhile.
  await study.spareReady();
  assert.throws(() => study.writeTranscript('classic', 3, 3, undefined, 'TRAP'), /started afresh/);
  assert.equal(study.writeTranscript('classic', 2, 3, undefined, 'text'), '1 2\n1 3\n2 3\n');
  assert.equal(study.restarts, 2);
  assert.equal(started.length, 3);
});

test('a trap before the spare copy has come: calls say so until it has, then work', async () => {
  const module = new WebAssembly.Module(readFileSync(new URL('hanoi_study_bg.wasm', pkg)));
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  const copy = async () => {
    const glue = await import(new URL(`hanoi_study.js?copy=${++copies}`, pkg));
    return () => (glue.initSync({ module }), withTraps(glue));
  };
  const first = await copy();
  const study = restartableEngine(first(), async () => {
    await gate;
    return copy();
  });
  let heard = 0;
  study.onRestart(() => (heard += 1));
  assert.throws(() => study.readTranscript('TRAP'), /started afresh/);
  assert.throws(() => study.readTranscript('1 3'), { message: 'the puzzle engine is starting again after an error: try again in a moment' });
  release();
  await study.spareReady();
  assert.equal(heard, 1);
  assert.deepEqual([...study.readTranscript('1 3').moves], [0, 2]);
});

test('a refusal is not a trap: the instance stays', async () => {
  const { engine: study, started } = await engineOf('hanoi_study');
  assert.throws(() => study.readTranscript('1 2 3'), /expected two pin numbers/);
  // The 600 KB that once overflowed the stack is refused by the core.
  const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
  assert.throws(() => study.readTranscript(deep), /^Error: line 1: lists and objects nested more than 64 deep/);
  assert.equal(study.restarts, 0);
  assert.equal(started.length, 1);
  assert.equal(isTrap(new Error('x')), false);
  assert.equal(isTrap(new WebAssembly.RuntimeError('memory access out of bounds')), true);
  assert.equal(isTrap(new RangeError('Maximum call stack size exceeded')), true);
  assert.equal(isTrap(new RangeError('Invalid array length')), false);
});

test('a Session of the instance that trapped refuses calls, and new Sessions come from the new one', async () => {
  const { engine } = await engineOf('hanoi_wasm');
  const old = new engine.Session('classic', 3);
  old.seek('5');
  const other = engine.Session.withMoves('classic', 1, 3, new Uint8Array([0, 2]), 'imported');
  let heard = 0;
  engine.onRestart(() => (heard += 1));
  assert.throws(() => old.seek('TRAP'), { message: 'the puzzle engine failed (unreachable) and was started afresh' });
  assert.equal(heard, 1);
  assert.throws(() => old.movesMade(), { message: 'the puzzle engine was started afresh after an error: this puzzle must be opened again' });
  assert.throws(() => other.length(), /must be opened again/);
  old.free(); // its memory went with the instance: nothing to do, and no error
  const before = disposed;
  old[Symbol.dispose](); // the same, through `using`: the old instance is not called
  assert.equal(disposed, before);
  const fresh = new engine.Session('classic', 3);
  fresh.seek('5');
  assert.equal(fresh.movesMade(), '5');
  assert.equal(engine.Session.withMoves('classic', 1, 3, new Uint8Array([0, 2]), 'imported').length(), '1');
  assert.equal(engine.findVariation('reves').id, 'reves');
  assert.equal(engine.restarts, 1);
});

test('an instance whose memory was overwritten traps, and its engine recovers', async () => {
  const module = new WebAssembly.Module(readFileSync(new URL('hanoi_study_bg.wasm', pkg)));
  const raw = [];
  const copy = async () => {
    const glue = await import(new URL(`hanoi_study.js?copy=${++copies}`, pkg));
    return () => (raw.push(glue.initSync({ module })), glue);
  };
  const study = restartableEngine((await copy())(), copy);
  await study.spareReady();
  new Uint8Array(raw[0].memory.buffer).fill(0xff);
  // What a broken instance does is not known: it may answer wrongly for a while; it soon traps.
  let trapped = null;
  for (let i = 0; i < 20 && trapped === null; i++) {
    try {
      study.readTranscript(`1 3\n${i % 3 + 1} 2`);
    } catch (error) {
      trapped = error.message;
    }
  }
  assert.match(trapped, /^the puzzle engine failed \(.*\) and was started afresh$/);
  assert.deepEqual([...study.readTranscript('1 3').moves], [0, 2]);
  assert.equal(study.restarts, 1);
});

/** A controller on a restartable player engine that traps on demand, opened at `view`, reopening after a trap as the player does. */
async function playerOn(view) {
  const { engine } = await engineOf('hanoi_wasm');
  const c = new Controller(engine, { scheduler: fakeClock(), study, reducedMotion: true });
  engine.onRestart(() => c.reopen());
  c.open(view);
  await settled();
  return c;
}

const afresh = 'The puzzle engine failed and was started afresh: ';

test('after a trap, a solution watched is shown again at the move it was at', async () => {
  const c = await playerOn({ variation: 'reves', discs: '5', mode: 'wait', t: '6' });
  trapOn = 'nextMoves';
  assert.throws(() => c.step(), EngineRestarted);
  await settled();
  assert.equal(c.state.t, 6n);
  assert.deepEqual(c.state.status, { kind: 'failure', detail: `${afresh}the puzzle is shown again as it was, move 6 of the solution.` });
  c.step();
  assert.equal(c.state.t, 7n);
});

test('after a trap, moves made by hand are made again on the new Session, and undo still works', async () => {
  const c = await playerOn({ variation: 'classic', discs: '3', mode: 'wait', t: '2' });
  // Move 2 of the solution leaves 3 / 2 / 1; by hand: 1 onto 2, then 3 to the third pin.
  for (const pin of [2, 1, 0, 2]) c.pick(pin);
  await settled();
  const before = c.state;
  assert.deepEqual([before.manual, before.t, before.timelineMove], [true, 4n, 2n]);
  // The next move by hand traps.
  c.pick(1);
  trapOn = 'tryMove';
  assert.throws(() => c.pick(0), EngineRestarted);
  await settled();
  const after = c.state;
  assert.deepEqual(
    [after.manual, after.t, after.timelineMove, after.positionText, after.mode],
    [true, 4n, 2n, before.positionText, 'manual'],
  );
  assert.equal(after.status.detail, `${afresh}the puzzle is shown again as it was, move 2 of the solution and your 2 moves by hand.`);
  c.undo();
  assert.equal(c.state.t, 3n);
  c.redo();
  for (const pin of [1, 0]) c.pick(pin);
  assert.equal(c.state.t, 5n);
});

test('after a trap, a start and goal of one\'s own are opened again, with the moves made from them', async () => {
  const c = await playerOn({ variation: 'classic', discs: '3', mode: 'wait' });
  c.startFromText('3 / 2 / 1', '- / 3 2 1 / -');
  c.pick(2);
  c.pick(1);
  await settled();
  const before = c.state;
  assert.equal(before.t, 1n);
  assert.throws(() => c.session.seek('TRAP'), EngineRestarted);
  await settled();
  const after = c.state;
  assert.deepEqual(
    [after.ownEnds, after.ownStart, after.ownGoal, after.t, after.positionText],
    [true, before.ownStart, before.ownGoal, 1n, before.positionText],
  );
  assert.equal(after.status.detail, `${afresh}the puzzle is shown again as it was, your own start and goal and your 1 move by hand.`);
  // Solved towards the goal of one's own: 3 to pin 2 needs 2 and 1 off it first.
  for (const pin of [1, 0, 1, 2, 0, 2, 0, 1, 2, 0, 2, 1, 0, 1]) c.pick(pin);
  assert.equal(c.state.solved, true);
});

test('after a trap, what was arranged by hand stays, and moves that could have been redone are said to be lost', async () => {
  const c = await playerOn({ variation: 'classic', discs: '3', mode: 'wait' });
  c.setEditing(true);
  c.pick(0);
  c.pick(2); // disc 1 put on pin 3
  await settled();
  const arranged = c.state;
  assert.deepEqual([arranged.editing, arranged.ownEnds], [true, true]);
  assert.throws(() => c.session.seek('TRAP'), EngineRestarted);
  await settled();
  assert.deepEqual([c.state.editing, c.state.ownStart, c.state.positionText], [true, arranged.ownStart, arranged.positionText]);
  assert.equal(c.state.status.detail, `${afresh}the puzzle is shown again as it was, your own start.`);
  c.setEditing(false);
  for (const pin of [0, 1, 2, 1]) c.pick(pin);
  c.undo();
  await settled();
  // The next instance is made ready after the first trap (a fetch of its glue): wait for it, not for a tick.
  await c.engine.spareReady();
  assert.throws(() => c.session.seek('TRAP'), EngineRestarted);
  await settled();
  assert.equal(c.state.t, 1n);
  assert.equal(
    c.state.status.detail,
    `${afresh}the puzzle is shown again as it was, your own start and your 1 move by hand; the moves you had taken back cannot be redone.`,
  );
});
