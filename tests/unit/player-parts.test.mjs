// The <hanoi-player> element's DOM-free parts (web/player/): its looks, its
// attributes in and out, its keys and the methods it forwards to the
// controller, with a real controller on a fake clock where one is needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Controller } from '../../web/controller.js';
import { EngineRestarted } from '../../web/engine.js';
import { PinTyping } from '../../web/pin-typing.js';
import { Looks } from '../../web/player/looks.js';
import { AttributeSync, viewFrom } from '../../web/player/attributes.js';
import { useKey } from '../../web/player/keys.js';
import { forwardToController, COMMANDS, READINGS } from '../../web/player/api.js';
import { pinsFrom1 } from '../../web/player/events.js';
import { engine, fakeClock } from './engine.mjs';

function controller(view) {
  const c = new Controller(engine, { scheduler: fakeClock() });
  c.open(view);
  return c;
}

/** An element's attributes, as far as the parts use them. */
function element(attributes = {}) {
  const map = new Map(Object.entries(attributes));
  return {
    getAttribute: (name) => map.get(name) ?? null,
    setAttribute: (name, value) => map.set(name, String(value)),
    map,
  };
}

const quote = (text) => `"${text}"`;

test('a look not allowed keeps the one before, and is named until the notice is dismissed', () => {
  const look = new Looks();
  assert.deepEqual([look.controls, look.palette, look.patterns], ['full', 'standard', 'on']);
  look.set('palette', 'safe');
  look.set('palette', 'neon');
  assert.equal(look.palette, 'safe');
  assert.deepEqual(look.notices(quote), ['Unknown palette "neon": using safe (or standard, safe)']);
  look.forgetRefused();
  assert.deepEqual(look.notices(quote), []);
  look.set('palette', null);
  assert.equal(look.palette, 'standard', 'removed: the default');
});

test('attributes set in one task reach the controller together; the state is reflected back', async () => {
  const c = controller({ variation: 'classic', discs: '3' });
  const el = element({ variation: 'classic', discs: '3' });
  assert.deepEqual(viewFrom(el), { variation: 'classic', discs: '3', pins: null, mode: null, speed: null, t: null, start: null, goal: null });
  const sync = new AttributeSync(el, () => c, quote);
  for (const [name, value] of [['variation', 'reves'], ['discs', '5'], ['mode', 'fly']]) {
    el.setAttribute(name, value);
    sync.changed(name, null, value);
  }
  sync.reflect(c.state);
  assert.equal(el.getAttribute('discs'), '5', 'an attribute not yet applied wins over the state');
  await null; // the end of the task
  assert.equal(c.state.variation, 'reves');
  assert.equal(c.state.discs, 5);
  assert.ok(c.state.notices.some((n) => /^Unknown mode "fly"/.test(n)), c.state.notices.join('; '));
  sync.reflect(c.state);
  assert.equal(el.getAttribute('pins'), '4', "Reve's puzzle has 4 pins");
  assert.equal(el.getAttribute('mode'), c.state.mode);
});

test('attributes changed before the controller is there wait for it to open the view', () => {
  const el = element();
  const sync = new AttributeSync(el, () => null, quote);
  sync.changed('discs', null, '4');
  assert.equal(sync.pending.size, 0);
});

test('keys: digits pick pins, Ctrl+Z undoes, Space runs, a text field keeps its keys', () => {
  const c = controller({ variation: 'classic', discs: '3', mode: 'manual' });
  const tower = { tagName: 'CANVAS' };
  const el = { tower, timeline: { tagName: 'INPUT', type: 'range' } };
  const typing = new PinTyping({ onPin: (pin) => c.pick(pin) });
  const press = (key, target = tower, modifiers = {}) => {
    const event = { key, target, defaultPrevented: false, preventDefault() { this.defaultPrevented = true; }, ...modifiers };
    return [useKey(event, c, el, typing), event.defaultPrevented];
  };
  assert.deepEqual(press('1'), [true, true]);
  press('3');
  assert.equal(c.state.canUndo, true, 'a disc moved from pin 1 to pin 3');
  assert.deepEqual(press('z', tower, { ctrlKey: true }), [true, true]);
  assert.equal(c.state.canUndo, false);
  assert.deepEqual(press('1', { tagName: 'INPUT', type: 'text' }), [false, false], 'typed into a field');
  assert.deepEqual(press('z', { tagName: 'TEXTAREA' }, { ctrlKey: true }), [false, false]);
  assert.deepEqual(press('x'), [false, false]);

  const watched = controller({ variation: 'classic', discs: '3' });
  const [used] = [useKey({ key: ' ', target: { tagName: 'DIV' }, preventDefault() {} }, watched, el, typing)];
  assert.equal(used, true);
  assert.equal(watched.state.running, true, 'Space runs the solution');
  assert.equal(useKey({ key: ' ', target: { tagName: 'BUTTON' }, preventDefault() {} }, watched, el, typing), false, 'a button takes its own Space');
  watched.dispose();
  c.dispose();
});

test('forwarded methods wait for the controller, number pins from 1, and end quietly after a restart', async () => {
  class Fake {
    constructor() {
      this.controller = null;
      this.ready = new Promise((resolve) => (this.open = resolve));
    }
    whenReady(fn) {
      if (this.controller) return fn(this.controller);
      return this.ready.then(() => fn(this.controller));
    }
  }
  forwardToController(Fake.prototype);
  const calls = [];
  const fake = new Fake();
  assert.equal(fake.totalNote(), '', 'nothing to tell before the engine has loaded');
  assert.equal(fake.moveLog(), null);
  assert.deepEqual(fake.trace(), []);
  const picked = fake.pick('2');
  fake.controller = { pick: (pin) => calls.push(['pick', pin]), showHint: (move) => calls.push(['hint', move]), totalNote: () => { throw new EngineRestarted('trap'); } };
  fake.open();
  await picked;
  fake.showHint({ from: 1, to: 3 });
  assert.deepEqual(calls, [['pick', 1], ['hint', { from: 0, to: 2 }]]);
  assert.equal(fake.totalNote(), '', 'a reading under a restart answers as if there were nothing to tell');
  for (const name of [...Object.keys(COMMANDS), ...Object.keys(READINGS)]) assert.equal(typeof Fake.prototype[name], 'function', name);
});

test("events passed on number their pins from 1; other details are left as they are", () => {
  assert.deepEqual(pinsFrom1({ from: 0, to: 2, disc: 1 }), { from: 1, to: 3, disc: 1 });
  assert.deepEqual(pinsFrom1({ to: 0, reason: 'x' }), { to: 1, reason: 'x' });
  const state = { state: { discs: 3 } };
  assert.equal(pinsFrom1(state), state);
  assert.equal(pinsFrom1(null), null);
});
