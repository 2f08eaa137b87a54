// web/engine.js's restartable engine over the real wasm modules (as `make
// build` leaves them in www/pkg/): after a trap of an instance (a real
// WebAssembly.RuntimeError), the call that trapped says so, the instance is
// dropped and the next call goes to a new one; a Session of the old instance
// refuses calls with a clear message, and its owner hears of the restart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { restartableEngine, isTrap } from '../../web/engine.js';

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

/** The glue's exports, with a trap where an argument is 'TRAP' (the classes keep their own methods, and trap on seek('TRAP')). */
function withTraps(glue) {
  const out = {};
  for (const [key, value] of Object.entries(glue)) {
    if (typeof value !== 'function' || /^class\b/.test(Function.prototype.toString.call(value))) out[key] = value;
    else out[key] = (...args) => (args.includes('TRAP') ? unreachable() : value(...args));
  }
  if (glue.Session && !glue.Session.prototype.seek.trapping) {
    const seek = glue.Session.prototype.seek;
    glue.Session.prototype.seek = function (t) {
      return t === 'TRAP' ? unreachable() : seek.call(this, t);
    };
    glue.Session.prototype.seek.trapping = true;
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
