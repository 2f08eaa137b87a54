// The Sums view (sums.html): a sum of two to four impartial towers, named in
// the address (?parts=3:2:EC1,3:3:EC5&first=computer) or the form, analysed
// in a worker (web/sums/sum-worker.js, with progress and Cancel) and played
// against the computer (perfect, or erring at the strength chosen, &strength=errs) through the SumController. Each tower has its
// canvas (drag or tap-tap, web/tower-drag.js) and its peg buttons (keyboard).
// This file only wires the DOM; sums are checked by the core (checkSum).

import { loadEngine } from '../engine.js';
import { TowerRenderer } from '../renderer.js';
import { markReady, masthead, onPageKeys, startView } from '../shell.js';
import { bindTowerDrag } from '../tower-drag.js';
import { setAttr, setText } from '../dom.js';
import { capitalise, formatWhole, message } from '../words.js';
import { SumClient } from './sum-client.js';
import { SumController } from './sum-controller.js';
import { STRENGTHS, chanceOf, strengthFrom } from '../games/game-options.js';

const byId = (id) => document.getElementById(id);
const clock = { later: (fn, ms) => setTimeout(fn, ms) };

let engine;
let controller;
/** One renderer per tower card, in order. */
let renderers = [];
/** The sum being analysed: {client}, or null. */
let solving = null;
/** Requests for a sum so far: an answer for any but the newest is dropped. */
let requests = 0;
/** Answers the question a long analysis asks first, while it is shown. */
let answer = null;

/** Shows an error a handler threw in the status line rather than losing it. */
const safely = (fn) => (...args) => Promise.resolve().then(() => fn(...args)).catch((error) => {
  setText(byId('sum-status'), `${capitalise(message(error))}.`);
  byId('sum-status').dataset.kind = 'illegal';
});

function addNotice(text) {
  const item = document.createElement('li');
  item.textContent = `${capitalise(text)}.`;
  byId('sum-notices').append(item);
}

/** The address's choice: the parts' text and who moves first (with notices for what was refused). */
function choiceFromAddress() {
  const query = new URLSearchParams(location.search);
  let spec = engine.defaultSum();
  if (query.has('parts')) {
    try {
      spec = engine.checkSum(query.get('parts'));
    } catch (error) {
      addNotice(`${message(error)}: using ${spec.list}`);
    }
  }
  const first = query.get('first') ?? 'you';
  if (first !== 'you' && first !== 'computer') addNotice(`first is you or computer, not ${engine.quote(first)}: using you`);
  // The computer's strength, read as the Games view reads it (game-options.js).
  const { strength, notices } = strengthFrom(location.search, engine.quote);
  notices.forEach(addNotice);
  return { spec, first: first === 'computer' ? 'computer' : 'you', strength };
}

/**
 * Resolves to true when the visitor asks for a long analysis (the core's
 * question, with its size, time and command), false to keep the game in
 * play (or, on a first visit, play the default sum). The page is ready meanwhile.
 */
function askFirst(spec) {
  answer?.(false);
  setText(byId('ask-text'), spec.estimate.question);
  setText(byId('ask-keep'), controller.state ? 'Keep the current game' : 'Play the default sum instead');
  byId('ask').hidden = false;
  markReady();
  return new Promise((resolve) => {
    answer = (yes) => {
      answer = null;
      byId('ask').hidden = true;
      resolve(yes);
    };
  });
}

/** Analyses `spec` in a worker of its own; plays it when done (the game in play stays until then, and after Cancel). */
async function openSum(spec, first) {
  const request = ++requests;
  if (spec.estimate.long && !(await askFirst(spec))) {
    if (request === requests && !controller.state) await openSum(engine.defaultSum(), first);
    return;
  }
  if (request !== requests) return;
  solving?.client.end();
  const stage = byId('sum-stage');
  const bar = byId('solving-bar');
  bar.removeAttribute('value');
  byId('solving').hidden = false;
  stage.dataset.solving = '';
  setText(byId('solving-text'), `Analysing ${spec.title}…`);
  const client = new SumClient((p) => {
    if (p.total > 0) {
      bar.max = p.total;
      bar.value = p.done;
    } else bar.removeAttribute('value');
    setText(byId('solving-text'), `Tower ${p.part + 1} of ${p.parts}: ${p.phase}, ${formatWhole(p.done)} positions`);
  });
  const own = { client };
  solving = own;
  render();
  try {
    const opened = await client.ask({ type: 'open', text: spec.list, side: first === 'computer' ? 1 : 0 });
    if (solving !== own) return;
    controller.start(client, opened, first === 'computer' ? 1 : 0);
    buildTowers(opened.state.towers.length);
    writeAddress(opened.spec.list, first);
  } catch (error) {
    if (solving !== own) return;
    client.end();
    setText(byId('sum-error'), `${capitalise(message(error))}.`);
  } finally {
    if (solving === own) {
      solving = null;
      byId('solving').hidden = true;
      delete stage.dataset.solving;
      render();
    }
  }
}

function cancelSolving() {
  if (!solving) return;
  solving.client.end();
  solving = null;
  byId('solving').hidden = true;
  delete byId('sum-stage').dataset.solving;
  if (controller.state) controller.say('Cancelled: the game in play goes on.');
  else setText(byId('sum-status'), 'Cancelled.');
  render();
}

function writeAddress(list, first) {
  const query = new URLSearchParams({ parts: list });
  if (first === 'computer') query.set('first', 'computer');
  const strength = byId('s-strength').value;
  if (strength !== 'perfect') query.set('strength', strength);
  history.replaceState(null, '', `?${query.toString().replaceAll('%3A', ':').replaceAll('%2C', ',')}`);
  byId('s-parts').value = list.replaceAll(',', ', ');
  byId('s-first').value = first;
}

/** A card per tower: heading, value, canvas (drag or tap-tap) and peg buttons. */
function buildTowers(count) {
  renderers.forEach((r) => r.disconnect());
  const box = byId('towers');
  box.replaceChildren();
  renderers = [];
  for (let part = 0; part < count; part++) {
    const card = document.createElement('div');
    card.className = 'sum-tower';
    card.id = `tower-${part + 1}`;
    card.innerHTML = '<h3></h3><p class="tower-ends"></p><p class="tower-value"></p><p class="tower-last" aria-hidden="true"></p><div class="game-tower"><canvas role="img"></canvas></div><div class="peg-buttons" role="group"></div>';
    box.append(card);
    const canvas = card.querySelector('canvas');
    const renderer = new TowerRenderer(canvas, { box: card.querySelector('.game-tower') });
    renderers.push(renderer);
    const lifted = () => (controller.state?.lifted?.part === part ? controller.state.lifted.peg : null);
    // Nothing is played while another sum is being analysed (the towers are dimmed).
    const pick = (peg) => (solving ? undefined : controller.pick(part, peg));
    const drag = bindTowerDrag(canvas, renderer, { lifted, pick, putBack: () => controller.putBack() });
    canvas.addEventListener('click', safely((event) => {
      if (drag.swallowClick()) return;
      const peg = renderer.pinAt(event.clientX, event.clientY);
      if (peg !== null) return pick(peg);
      return undefined;
    }));
    canvas.addEventListener('pointermove', (event) => renderer.setHover(renderer.pinAt(event.clientX, event.clientY)));
    canvas.addEventListener('pointerleave', () => renderer.setHover(null));
  }
}

function renderTower(part, tower, state) {
  const card = byId(`tower-${part + 1}`);
  if (!card) return;
  setText(card.querySelector('h3'), tower.title);
  setText(card.querySelector('.tower-ends'), tower.ends);
  setText(card.querySelector('.tower-value'), tower.done ? `Value ${tower.value}: complete, no more moves` : `Value ${tower.value}`);
  card.toggleAttribute('data-done', tower.done);
  // The move just made is marked on its tower, where the eye is (the status, below the towers, says it too).
  const last = state.last?.part === part ? state.last : null;
  setAttr(card, 'data-last', last?.by ?? '');
  setText(card.querySelector('.tower-last'), last ? `${last.by === 'you' ? 'You' : 'The computer'} moved ${last.words.replace(/ in tower \d+$/, '')}.` : '');
  const held = state.lifted?.part === part ? state.lifted.peg : null;
  card.toggleAttribute('data-lifted', held !== null);
  const discs = Number(tower.part.split(':')[1]);
  renderers[part].adopt(tower.position, discs, 0);
  renderers[part].show({ position: tower.position, lifted: held });
  card.querySelector('canvas').setAttribute('aria-label', `Tower ${part + 1}: ${tower.position.text}`);
  const pegs = card.querySelector('.peg-buttons');
  const count = tower.position.pins.length;
  if (pegs.children.length !== count) {
    pegs.replaceChildren(...Array.from({ length: count }, (_, peg) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'peg-button';
      button.dataset.peg = String(peg);
      button.innerHTML = '<span class="peg-label"></span><span class="peg-mark"></span>';
      button.addEventListener('click', safely(() => {
        pressed = button;
        return solving ? undefined : controller.pick(part, peg);
      }));
      return button;
    }));
  }
  [...pegs.children].forEach((button, peg) => {
    // "Peg 1" where there is room (3 pegs), the number alone beside 4 to 6 (the aria-label says it in full).
    setText(button.querySelector('.peg-label'), count > 3 ? String(peg + 1) : `Peg ${peg + 1}`);
    setAttr(button, 'data-mark', held === peg ? 'lifted' : '');
    setAttr(button, 'aria-label', `Tower ${part + 1}, peg ${peg + 1}${held === peg ? ': lifted' : ''}`);
    button.disabled = !controller.humanToMove || solving !== null;
  });
  setAttr(pegs, 'aria-label', `Tower ${part + 1}'s pegs: pick one to lift its disc, then one to put it on`);
}

/** The peg button last pressed, to give the focus back to once the computer has replied (its buttons are disabled meanwhile). */
let pressed = null;

function refocus() {
  if (pressed && !pressed.disabled && pressed.isConnected && (document.activeElement === document.body || document.activeElement === null)) {
    pressed.focus();
    pressed = null;
  }
}

function render() {
  const state = controller.state;
  byId('undo').disabled = controller.undoable === 0 || solving !== null;
  byId('restart').disabled = !state || solving !== null;
  if (!state) return;
  setText(byId('sum-title'), state.spec.title);
  document.title = `${state.spec.title}: Tower of Hanoi`;
  setText(byId('sum-goal'), state.spec.goal);
  setText(byId('sum-command'), `On the command line: ${state.spec.command}`);
  setText(byId('sum-value'), state.winner === undefined ? state.sentence : '');
  // Coloured for you: the computer's win is your loss.
  const yours = state.toMove === state.side ? state.outcome : { win: 'lose', lose: 'win' }[state.outcome] ?? state.outcome;
  setAttr(byId('sum-value'), 'data-kind', state.winner === undefined ? yours : 'over');
  const status = byId('sum-status');
  const waiting = state.busy && state.toMove !== state.side ? 'The computer is thinking…' : '';
  setText(status, state.status.text || waiting || (state.toMove === state.side ? 'Your move: pick a peg in any tower.' : ''));
  status.dataset.kind = state.status.kind;
  setAttr(status, 'data-outcome', state.winner === undefined ? '' : state.winner === state.side ? 'won' : 'lost');
  state.towers.forEach((tower, part) => renderTower(part, tower, state));
  refocus();
}

async function onNewGame(event) {
  event.preventDefault();
  setText(byId('sum-error'), '');
  let spec;
  try {
    spec = engine.checkSum(byId('s-parts').value);
  } catch (error) {
    setText(byId('sum-error'), `${capitalise(message(error))}.`);
    return;
  }
  await openSum(spec, byId('s-first').value);
}

function wire() {
  byId('sum-form').addEventListener('submit', safely(onNewGame));
  byId('solving-cancel').addEventListener('click', safely(cancelSolving));
  byId('ask-solve').addEventListener('click', () => answer?.(true));
  byId('ask-keep').addEventListener('click', () => answer?.(false));
  byId('undo').addEventListener('click', safely(() => controller.undo()));
  byId('restart').addEventListener('click', safely(() => controller.restart()));
  // The strength applies at once, to the game in play too.
  byId('s-strength').addEventListener('change', () => {
    controller.chance = chanceOf(byId('s-strength').value);
    if (controller.state) writeAddress(controller.state.spec.list, controller.state.side === 1 ? 'computer' : 'you');
  });
  onPageKeys(safely((event) => {
    const tag = event.target.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || event.altKey || event.metaKey) return;
    if (event.key === 'Escape' && controller.putBack()) event.preventDefault();
    else if ((event.key === 'z' && event.ctrlKey) || (event.key === 'u' && !event.ctrlKey)) {
      event.preventDefault();
      controller.undo();
    }
  }));
}

async function main() {
  engine = await loadEngine('hanoi_sums');
  controller = new SumController(clock, { onChange: render });
  wire();
  masthead({
    stage: byId('sum-stage'),
    title: byId('sum-title'),
    share: {
      page: 'sums.html',
      query: () => location.search.slice(1),
      about: 'Each opens this sum exactly as it is set now: its towers, who moves first and the computer\'s strength.',
    },
  });
  // For the console and for tests (the renderers change with each sum).
  window.hanoiSums = { controller, engine, renderers: () => renderers };
  byId('s-strength').replaceChildren(...STRENGTHS.map((s) => new Option(s.label, s.id)));
  const { spec, first, strength } = choiceFromAddress();
  byId('s-parts').value = spec.list.replaceAll(',', ', ');
  byId('s-first').value = first;
  byId('s-strength').value = strength;
  controller.chance = chanceOf(strength);
  await openSum(spec, first);
  if (!controller.state && requests === 1) throw new Error('the sum could not be analysed');
}

startView(main);
