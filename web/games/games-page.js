// The Games view (games.html): the game chosen in the address or the form,
// solved at once when it is small and in a worker with a progress bar when
// not, then drawn with the shared renderer and played through the
// GameController. This file only wires the DOM: clicks, keys, the form, the
// tower's animation, and the address.

import { loadEngine } from '../engine.js';
import { TowerRenderer } from '../renderer.js';
import { setAttr, setText } from '../dom.js';
import { capitalise, message } from '../words.js';
import { GameController } from './game-controller.js';
import { DEFAULT_OPTIONS, OPPONENTS, SPEEDS, STRENGTHS, gameQuery, optionsFrom } from './game-options.js';
import { drawValueChart } from './value-chart.js';
import { keepOffline } from '../offline/register.js';

const byId = (id) => document.getElementById(id);
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

let engine;
let controller;
let renderer;
let worker = null;
let flight = null;
let spec = null;

const clock = { later: (fn, ms) => setTimeout(fn, ms), cancel: (id) => clearTimeout(id) };

/** The choice in the address: {game, pegs, discs, end, weights, first}, each as typed. */
function choiceFrom(search) {
  const query = new URLSearchParams(search);
  const choice = {};
  for (const key of ['game', 'pegs', 'discs', 'end', 'weights', 'first']) if (query.has(key)) choice[key] = query.get(key);
  return choice;
}

function showNotices(notices) {
  const list = byId('game-notices');
  list.replaceChildren(
    ...notices.map((text) => {
      const item = document.createElement('li');
      item.textContent = `${capitalise(text)}.`;
      return item;
    }),
  );
}

/** Solves `choice` in the worker; resolves to a GameSession, rejects when cancelled or refused. */
function solveInWorker(choice) {
  worker?.terminate();
  const bar = byId('solving-bar');
  const text = byId('solving-text');
  byId('solving').hidden = false;
  bar.removeAttribute('value');
  setText(text, 'Solving the game: exploring its positions…');
  return new Promise((resolve, reject) => {
    worker = new Worker(new URL('./solve-worker.js', import.meta.url), { type: 'module' });
    const done = () => {
      worker?.terminate();
      worker = null;
      byId('solving').hidden = true;
    };
    byId('solving-cancel').onclick = () => {
      done();
      reject(new Error('solving was cancelled: choose a smaller game'));
    };
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') {
        if (data.total > 0) {
          bar.max = data.total;
          bar.value = data.done;
        }
        setText(text, `Solving the game: ${data.phase}, ${data.done.toLocaleString('en')}${data.total ? ` of ${data.total.toLocaleString('en')}` : ''} positions…`);
      } else if (data.type === 'done') {
        done();
        try {
          resolve(engine.GameSession.fromLabels(choice, data.solved));
        } catch (error) {
          reject(error);
        }
      } else {
        done();
        reject(new Error(data.message));
      }
    };
    worker.onerror = (event) => {
      done();
      reject(new Error(event.message || 'the solver stopped'));
    };
    worker.postMessage(choice);
  });
}

/** Starts the game `next` (a spec from the core); keeps the old one when solving fails. */
async function startGame(next, options) {
  const session = next.quick ? new engine.GameSession(next) : await solveInWorker(next);
  spec = next;
  flight = null;
  controller.load(session, options);
  renderer.adopt(controller.state.position, spec.discs, 0);
  fillForm(spec);
}

function fillForm(s) {
  byId('g-game').value = s.game;
  byId('g-pegs').value = String(s.pegs);
  byId('g-pegs').min = String(s.minPegs);
  byId('g-pegs').max = String(s.maxPegs);
  byId('g-discs').value = String(s.discs);
  byId('g-discs').min = '1';
  byId('g-discs').max = String(s.maxDiscs);
  fillEndings(s.pegs);
  byId('g-end').value = s.end;
  byId('g-weights').value = s.weights;
  byId('g-first').value = s.first;
  showFieldsFor(s.game);
}

function fillEndings(pegs) {
  const select = byId('g-end');
  const keep = select.value;
  select.replaceChildren(
    ...engine.gameEndings(pegs).map((e) => new Option(`${e.id}: ${e.text}`, e.id)),
  );
  if (keep) select.value = keep;
}

function showFieldsFor(game) {
  byId('f-pegs').hidden = game !== 'impartial';
  byId('f-end').hidden = game === 'red-blue';
  byId('f-weights').hidden = game !== 'scoring';
  byId('f-first').hidden = game !== 'red-blue';
}

function formChoice() {
  const game = byId('g-game').value;
  const choice = { game, discs: byId('g-discs').value };
  if (game === 'impartial') choice.pegs = byId('g-pegs').value;
  if (game !== 'red-blue') choice.end = byId('g-end').value;
  if (game === 'scoring') choice.weights = byId('g-weights').value;
  if (game === 'red-blue') choice.first = byId('g-first').value;
  return choice;
}

async function onNewGame(event) {
  event.preventDefault();
  const error = byId('game-error');
  let next;
  try {
    next = engine.checkGame(formChoice());
  } catch (refused) {
    setText(error, `${capitalise(message(refused))}.`);
    return;
  }
  setText(error, '');
  try {
    await startGame(next, controller.options ?? DEFAULT_OPTIONS);
    showNotices([]);
  } catch (failed) {
    setText(error, `${capitalise(message(failed))}.`);
  }
}

/** Animates a move from the position before it, then shows the state. */
function animate({ from, to, before }) {
  const duration = reducedMotion.matches ? 0 : Math.min(500, 700 / controller.options.speed);
  if (duration === 0) return;
  const disc = before.pins[from].at(-1);
  const start = performance.now();
  flight = { from, to, disc, fromLevel: before.pins[from].length - 1, toLevel: before.pins[to].length, progress: 0, before };
  const step = (now) => {
    if (!flight || flight.before !== before) return;
    flight.progress = Math.min(1, (now - start) / duration);
    if (flight.progress >= 1) {
      flight = null;
      render();
      return;
    }
    renderer.show({ position: before, flight });
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function render() {
  const state = controller.state;
  if (!state.ready) return;
  document.title = `${state.title}: Tower of Hanoi games`;
  setText(byId('game-title'), state.title);
  setText(byId('game-goal'), state.goal + (state.exact ? '' : ' The analysis followed score differences within a window: a win\'s remoteness is at most the number shown.'));
  state.players.forEach((p, i) => {
    const card = byId(`player-${i}`);
    setText(card.querySelector('.player-name'), p.name);
    const role = { you: '(you)', computer: '(computer)', human: '' }[p.role];
    setText(card.querySelector('.player-role'), role);
    setText(card.querySelector('.player-score'), p.score === null ? '' : `score ${p.score}`);
    card.classList.toggle('is-to-move', !state.finished && state.replay === null && state.toMove === i);
    setAttr(card, 'data-colour', p.colour ?? '');
  });
  setText(byId('game-value'), state.replay ? '' : state.valueText);
  setAttr(byId('game-value'), 'data-kind', state.finished ? 'over' : state.value.kind);
  const status = byId('game-status');
  setText(status, state.status.text);
  status.dataset.kind = state.status.kind;

  if (!flight) renderer.show({ position: state.position, lifted: state.lifted });
  byId('tower').setAttribute('aria-label', `The pegs: ${state.position.text}`);
  renderPegs(state);
  renderChoices(state);
  renderHistory(state);

  byId('undo').disabled = !state.canUndo;
  byId('swap').hidden = state.options.vs !== 'computer';
  byId('pause').hidden = state.options.vs !== 'watch' || state.finished;
  setText(byId('pause'), state.paused ? 'Go on' : 'Pause');
  byId('replay').hidden = state.replay !== null || state.history.length === 0;
  setText(byId('replay'), state.finished ? 'Replay the game' : 'Replay so far');
  byId('replay-controls').hidden = state.replay === null;
  if (state.replay) {
    setText(byId('replay-at'), `move ${state.replay.t} of ${state.replay.total}`);
    byId('replay-back').disabled = state.replay.t === 0;
    byId('replay-next').disabled = state.replay.t === state.replay.total;
  }
  byId('f-side').hidden = state.options.vs !== 'computer';
  byId('f-strength').hidden = state.options.vs === 'human';
  byId('g-vs').value = state.options.vs;
  byId('g-side').value = String(state.options.side);
  byId('g-strength').value = state.options.strength;
  byId('g-speed').value = String(state.options.speed);
  byId('g-hints').checked = state.options.hints;
  setText(byId('weights'), state.weights ? `Weights: a move between pegs 1 and 2 scores ${state.weights[0]}, between 1 and 3 ${state.weights[1]}, between 2 and 3 ${state.weights[2]}.` : '');
  history.replaceState(history.state, '', `${location.pathname}?${gameQuery(spec, state.options)}${location.hash}`);
}

function renderPegs(state) {
  const box = byId('pegs');
  if (box.children.length !== state.pegs.length) {
    box.replaceChildren(
      ...state.pegs.map(({ peg }) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'peg-button';
        button.dataset.peg = String(peg);
        button.innerHTML = '<span class="peg-label"></span><span class="peg-mark"></span>';
        button.addEventListener('click', () => controller.pick(peg));
        return button;
      }),
    );
  }
  state.pegs.forEach((p, i) => {
    const button = box.children[i];
    setText(button.querySelector('.peg-label'), p.label);
    setText(button.querySelector('.peg-mark'), p.mark ? p.mark.text : '');
    setAttr(button, 'data-mark', p.mark ? p.mark.kind : '');
    setAttr(button, 'aria-label', p.mark ? `${p.label}: ${p.mark.text}` : p.label);
    button.disabled = !state.humanTurn;
  });
}

function renderChoices(state) {
  const show = state.options.hints && state.choices.length > 0;
  byId('hints').hidden = !show;
  if (!show) return;
  const list = byId('choices');
  list.replaceChildren(
    ...state.choices.map((c) => {
      const item = document.createElement('li');
      item.dataset.kind = c.value.kind;
      item.dataset.move = `${c.from + 1}-${c.to + 1}`;
      item.textContent = c.text;
      return item;
    }),
  );
}

function renderHistory(state) {
  const list = byId('history');
  const items = state.history.map((h, i) => {
    const item = document.createElement('li');
    item.textContent = h.text.replace(/^\d+\. /, '');
    if (h.threwAwayWin || h.threwAwayDraw) item.classList.add('is-blunder');
    if (state.replay && state.replay.t === i + 1) item.setAttribute('aria-current', 'step');
    return item;
  });
  const same = list.children.length === items.length && items.every((it, i) => list.children[i].textContent === it.textContent && list.children[i].getAttribute('aria-current') === it.getAttribute('aria-current'));
  if (!same) list.replaceChildren(...items);
  setText(byId('chart-summary'), state.chartSummary);
  drawValueChart(byId('chart'), state.points, {
    current: state.replay ? state.replay.t : state.points.length - 1,
    names: state.players.map((p) => p.name),
  });
}

function fillOptions() {
  byId('g-game').replaceChildren(...engine.gameKinds().map((k) => new Option(k.title, k.id)));
  byId('g-vs').replaceChildren(...OPPONENTS.map((o) => new Option(o.label, o.id)));
  byId('g-strength').replaceChildren(...STRENGTHS.map((s) => new Option(s.label, s.id)));
  byId('g-speed').replaceChildren(...SPEEDS.map((s) => new Option(`${s} ${s === 1 ? 'move' : 'moves'} per second`, String(s))));
}

function wire() {
  byId('game-form').addEventListener('submit', onNewGame);
  byId('g-game').addEventListener('change', () => showFieldsFor(byId('g-game').value));
  byId('g-pegs').addEventListener('change', () => fillEndings(Number(byId('g-pegs').value) || 3));
  byId('g-vs').addEventListener('change', () => controller.setOptions({ vs: byId('g-vs').value }));
  byId('g-side').addEventListener('change', () => controller.setOptions({ side: Number(byId('g-side').value) }));
  byId('g-strength').addEventListener('change', () => controller.setOptions({ strength: byId('g-strength').value }));
  byId('g-speed').addEventListener('change', () => controller.setOptions({ speed: Number(byId('g-speed').value) }));
  byId('g-hints').addEventListener('change', () => controller.setOptions({ hints: byId('g-hints').checked }));
  byId('undo').addEventListener('click', () => controller.undo());
  byId('swap').addEventListener('click', () => controller.swapSides());
  byId('pause').addEventListener('click', () => controller.togglePause());
  byId('replay').addEventListener('click', () => controller.replay(0));
  byId('replay-back').addEventListener('click', () => controller.replay(controller.replayAt - 1));
  byId('replay-next').addEventListener('click', () => controller.replay(controller.replayAt + 1));
  byId('replay-end').addEventListener('click', () => controller.endReplay());
  byId('restart').addEventListener('click', () => startGame(spec, controller.options).catch((e) => setText(byId('game-error'), `${capitalise(message(e))}.`)));
  const canvas = byId('tower');
  canvas.addEventListener('click', (event) => {
    const peg = renderer.pinAt(event.clientX, event.clientY);
    if (peg !== null) controller.pick(peg);
  });
  canvas.addEventListener('pointermove', (event) => renderer.setHover(renderer.pinAt(event.clientX, event.clientY)));
  canvas.addEventListener('pointerleave', () => renderer.setHover(null));
  document.addEventListener('keydown', (event) => {
    const tag = event.target.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || event.altKey || event.metaKey) return;
    const state = controller.state;
    if (!state.ready) return;
    if (/^[1-9]$/.test(event.key) && !event.ctrlKey) {
      const peg = Number(event.key) - 1;
      if (peg < state.pegs.length) {
        event.preventDefault();
        controller.pick(peg);
      }
    } else if (event.key === 'Escape') {
      controller.putBack();
    } else if ((event.key === 'z' && event.ctrlKey) || (event.key === 'u' && !event.ctrlKey)) {
      event.preventDefault();
      controller.undo();
    } else if (state.replay && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      controller.replay(state.replay.t + (event.key === 'ArrowRight' ? 1 : -1));
    }
  });
}

async function main() {
  try {
    engine = await loadEngine('hanoi_games');
    fillOptions();
    renderer = new TowerRenderer(byId('tower'), { box: byId('tower-box') });
    controller = new GameController(clock, { onChange: () => render(), onMove: (move) => animate(move) });
    wire();
    const resolved = engine.resolveGame(choiceFrom(location.search));
    const { options, notices } = optionsFrom(location.search, engine.quote);
    showNotices([...resolved.notices, ...notices]);
    await startGame(resolved.spec, options);
    // For the console and for tests.
    window.hanoiGames = { controller, engine };
    document.documentElement.dataset.ready = 'true';
    keepOffline();
  } catch (error) {
    console.error(error);
    setText(byId('game-status'), `The game could not start: ${message(error)}.`);
    document.documentElement.dataset.ready = 'error';
  }
}

main();
