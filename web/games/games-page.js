// The Games view (games.html): the game chosen in the address or the form,
// solved at once when it is small and in a worker with a progress bar when
// not, then drawn with the shared renderer and played through the
// GameController. This file only wires the DOM: clicks, keys, the form, the
// tower's animation (a move flies as the playground's do: playback.js), and
// the address.

import { loadEngine } from '../engine.js';
import { TowerRenderer } from '../renderer.js';
import { Playback, browserScheduler } from '../playback.js';
import { masthead, markReady, onPageKeys, startView } from '../shell.js';
import { bindTowerDrag } from '../tower-drag.js';
import { setAttr, setText } from '../dom.js';
import { capitalise, formatWhole, message } from '../words.js';
import { GameController } from './game-controller.js';
import { DEFAULT_OPTIONS, OPPONENTS, SPEEDS, STRENGTHS, fitPlayers, gameQuery, optionsFrom } from './game-options.js';
import { drawValueChart } from './value-chart.js';
import { ensureCards, ensurePeople, ensureSides } from './player-cards.js';
import { START_PARAM, createStartFrom } from './start-from.js';
import { renderAnalysisTools, wireAnalysisTools } from './analysis-tools.js';
import { initScoringStudy, showScoringStudy } from './scoring-study.js';

const byId = (id) => document.getElementById(id);
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

let engine;
let controller;
let renderer;
let worker = null;
/** The disc in flight: the shared playback, for one move at a time (it never runs a solution here). */
let playback;
/** The game in play (null until one starts). */
let spec = null;
/** The game being solved, {spec, options} (the options it is to be played with), or null: while set, only Cancel is live. */
let solving = null;
/** Requests for a game so far: a result for any but the newest is dropped. */
let requests = 0;
/** Answers the question a large game asks before solving, while it is shown. */
let answer = null;
/** Ends the solve in progress and settles its promise. */
let dropSolve = null;

const clock = { later: (fn, ms) => setTimeout(safely(fn), ms), cancel: (id) => clearTimeout(id) };

/**
 * `fn` for an event or a timer: an error it throws is shown in the status
 * instead of escaping, unless the engine was started afresh meanwhile (a
 * trap), which reopenAfterTrap has already said.
 */
function safely(fn) {
  return (...args) => {
    const restarts = engine?.restarts;
    try {
      return fn(...args);
    } catch (error) {
      if (engine?.restarts !== restarts) return undefined;
      const status = byId('game-status');
      setText(status, `${capitalise(message(error))}.`);
      status.dataset.kind = 'illegal';
      return undefined;
    }
  };
}

/** The registry's games as the core describes them (gameKinds), once the engine is loaded. */
let kinds = [];

/** "Start from…" (start-from.js): a start of one's own, and arranging one by hand on the board. */
let startFrom = null;

/** The form's parameters: every one the page offers but the start, which "Start from…" sets. */
const formParams = () => pageParams().filter((p) => p.name !== START_PARAM);

/** A peg picked (click, tap, key, button): for the arrangement while arranging, else for the game. */
const pickPeg = (peg) => (startFrom?.arranging ? startFrom.pick(peg) : controller.pick(peg));
const putBackDisc = () => (startFrom?.arranging ? startFrom.putBack() : controller.putBack());

/** Every parameter the page offers, once each by name (games share `discs`, `end`), in the registry's order. */
function pageParams() {
  const seen = new Map();
  for (const kind of kinds) for (const p of kind.params) if (p.page && !seen.has(p.name)) seen.set(p.name, p);
  return [...seen.values()];
}

/** The page's parameters of game `id`. */
const paramsOf = (id) => (kinds.find((k) => k.id === id)?.params ?? []).filter((p) => p.page);

/** The choice in the address: `game` and every parameter the page offers, each as typed. */
function choiceFrom(search) {
  const query = new URLSearchParams(search);
  const choice = {};
  for (const key of ['game', ...pageParams().map((p) => p.name)]) if (query.has(key)) choice[key] = query.get(key);
  return choice;
}

function showNotices(notices) {
  byId('game-notices').replaceChildren();
  notices.forEach(addNotice);
}

function addNotice(text) {
  const item = document.createElement('li');
  item.textContent = `${capitalise(text)}.`;
  byId('game-notices').append(item);
}

/**
 * Solves `next` in a worker of its own; resolves to a GameSession, rejects
 * when refused. The worker ends with the request (`stopSolving`), so a solve
 * no longer wanted never finishes.
 */
function solveInWorker(next) {
  const bar = byId('solving-bar');
  const text = byId('solving-text');
  bar.removeAttribute('value');
  setText(text, `Solving ${next.title}: exploring its positions…`);
  return new Promise((resolve, reject) => {
    const own = new Worker(new URL('./solve-worker.js', import.meta.url), { type: 'module' });
    worker = own;
    const done = () => {
      own.terminate();
      if (worker === own) {
        worker = null;
        dropSolve = null;
      }
    };
    // Dropped for a newer request or Cancel: settled at once, so nothing waits on it.
    dropSolve = () => {
      done();
      reject(new Error('solving was dropped'));
    };
    own.onmessage = ({ data }) => {
      if (worker !== own) return;
      if (data.type === 'progress') {
        // While exploring, the number of positions is known only as the estimate's bound.
        const most = data.total > 0 ? data.total : (next.estimate?.positions ?? 0);
        if (most > 0) {
          bar.max = most;
          bar.value = Math.min(data.done, most);
        }
        const of = data.total > 0 ? ` of ${formatWhole(data.total)}` : most > 0 ? ` of at most ${formatWhole(most)}` : '';
        setText(text, `Solving ${next.title}: ${data.phase}, ${formatWhole(data.done)}${of} positions…`);
      } else if (data.type === 'done') {
        done();
        try {
          resolve(engine.GameSession.fromLabels(next, data.solved));
        } catch (error) {
          reject(error);
        }
      } else {
        done();
        reject(new Error(data.message));
      }
    };
    own.onerror = (event) => {
      done();
      reject(new Error(event.message || 'the solver stopped'));
    };
    own.postMessage(next);
  });
}

/** Ends the solve in progress, if any: its worker stops and its result is never used. */
function stopSolving() {
  dropSolve?.();
}

/** While `next` is being solved (to be played with `options`): the form shows it, and only Cancel is live. */
function setSolving(next, options) {
  solving = next && { spec: next, options };
  byId('solving').hidden = next === null;
  if (next) fillForm(next);
  controller.hold(next !== null);
  renderControls();
}

/**
 * Asks before solving a game that will take long (the core's estimate and
 * words): resolves true to solve it, false to keep what there is (the game
 * in play, else `instead`; with neither, the button is not offered). A
 * newer request answers false for it.
 */
function askFirst(next, instead) {
  setText(byId('ask-text'), next.estimate.question);
  const keep = spec ? `Keep playing ${spec.title}` : instead ? `Play ${instead.title} instead` : '';
  setText(byId('ask-keep'), keep);
  byId('ask-keep').hidden = keep === '';
  fillForm(next);
  byId('ask').hidden = false;
  renderControls();
  byId('ask-solve').focus();
  markReady();
  return new Promise((resolve) => {
    answer = (solve) => {
      answer = null;
      byId('ask').hidden = true;
      resolve(solve);
    };
  });
}

/** The core's game to play when `next` is not solved and none is in play (never `next` itself), or null. */
function fallbackFor(next) {
  try {
    return engine.fallbackGame(next) ?? null;
  } catch {
    return null;
  }
}

/**
 * Starts the game `next` (a spec from the core) with `options`: at once when
 * it is small, else in a worker, after asking where it will take long
 * (unless `ask` is false: it was asked already). The newest request always
 * wins: an older one still asking or solving is dropped, and its result
 * never replaces the game in play. `moves` ([from, to] each) are made again
 * once it is solved, with `note` in the status (reopening after a trap).
 */
async function requestGame(next, options, { ask = true, moves = null, note = '' } = {}) {
  const mine = ++requests;
  stopSolving();
  answer?.(false);
  if (next.quick) {
    if (solving) setSolving(null);
    return play(new engine.GameSession(next), next, options, moves, note);
  }
  if (ask && next.estimate?.long) {
    const solve = await askFirst(next, spec ? null : fallbackFor(next));
    if (mine !== requests) return;
    if (!solve) return keepOrFallBack(next, options, `${next.title} was not solved`);
  }
  setSolving(next, options);
  const focusCancel = document.activeElement === byId('ask-solve') || document.activeElement === byId('new-game');
  if (focusCancel) byId('solving-cancel').focus();
  let session;
  try {
    session = await solveInWorker(next);
  } catch (error) {
    if (mine !== requests) return;
    setSolving(null);
    return keepOrFallBack(next, options, `${next.title} could not be solved (${message(error)})`);
  }
  if (mine !== requests) {
    session.free();
    return;
  }
  const hadFocus = byId('solving').contains(document.activeElement);
  setSolving(null);
  play(session, next, options, moves, note);
  if (hadFocus) byId('pegs').focus();
}

/**
 * Back to the game in play after `next` was not solved (`what` says why);
 * with none, the core's fallback (through requestGame, so that one not
 * quick is solved in a worker); with no fallback either, the form, to
 * choose another.
 */
function keepOrFallBack(next, options, what) {
  if (spec !== null) {
    fillForm(spec);
    addNotice(`${what}: back to ${spec.title}`);
    renderControls();
    return undefined;
  }
  const fallback = fallbackFor(next);
  if (fallback === null) {
    fillForm(next);
    addNotice(`${what}: choose a game below`);
    renderControls();
    return undefined;
  }
  addNotice(`${what}: playing ${fallback.title} instead`);
  return requestGame(fallback, options);
}

/** Cancel while solving: the solve ends and the previous game comes back (or the fallback, with the options asked for). */
async function cancelSolving() {
  if (!solving) return;
  const { spec: next, options } = solving;
  requests++;
  stopSolving();
  setSolving(null);
  byId('pegs').focus();
  try {
    await keepOrFallBack(next, options, `solving ${next.title} was cancelled`);
  } catch (error) {
    setText(byId('game-error'), `${capitalise(message(error))}.`);
  }
}

/** What the status says when the game in play was opened again after a trap. */
const REOPENED = 'The game engine failed and was started afresh: the game is shown again at the move it had reached.';

/**
 * After a trap of the engine (engine.js), the GameSession of the instance
 * that failed refuses every call: the game in play is opened again in the
 * new one at the move it had reached (one solved in a worker is solved
 * there again first, without asking; while another game is being solved,
 * it is let go and that one comes next).
 */
function reopenAfterTrap() {
  playback.stop();
  if (spec === null || !controller.session) return;
  const lost = spec;
  const moves = controller.moves.slice();
  const options = { ...controller.options };
  if (lost.quick) {
    try {
      controller.reopen(new engine.GameSession(lost), moves, REOPENED);
      return;
    } catch {
      // The new instance refused it too: as for a game solved in a worker.
    }
  }
  controller.unload();
  spec = null;
  render();
  if (solving) {
    addNotice(`the game engine failed and was started afresh: ${lost.title} is no longer in play`);
    return;
  }
  addNotice(`the game engine failed and was started afresh: ${lost.title} is being solved again`);
  requestGame(lost, options, { ask: false, moves, note: REOPENED }).catch((error) => setText(byId('game-error'), `${capitalise(message(error))}.`));
}

/** Plays a solved session; with `moves`, opened at them (see requestGame). */
function play(session, next, options, moves = null, note = '') {
  spec = next;
  playback.stop();
  controller.load(session, options, { pauseWatching: reducedMotion.matches, moves: moves ?? [], note });
  renderer.adopt(controller.state.position, spec.discs, 0);
  startFrom?.shown(spec);
  fillForm(spec);
  renderControls();
  markReady();
}

/**
 * The form's fields, one per parameter (`g-NAME` in a `f-NAME` box, labelled
 * with the core's label): a number for a count, a list for a choice, text
 * for a text, a box to tick for a flag. Their limits and options come with
 * each game (fillLimits).
 */
function buildFields() {
  const box = byId('game-params');
  const row = document.createElement('div');
  row.className = 'field-row';
  const fields = formParams().map((p) => {
    const field = document.createElement('div');
    field.className = 'field';
    field.id = `f-${p.name}`;
    let input;
    if (p.kind === 'flag') {
      const label = document.createElement('label');
      label.className = 'check';
      input = document.createElement('input');
      input.type = 'checkbox';
      label.append(input, ` ${p.label}`);
      field.append(label);
    } else {
      const label = document.createElement('label');
      label.textContent = p.label;
      input = document.createElement(p.kind === 'choice' ? 'select' : 'input');
      if (p.kind === 'count') {
        input.type = 'number';
        input.inputMode = 'numeric';
        const hint = document.createElement('span');
        hint.className = 'hint';
        hint.id = `g-${p.name}-hint`;
        input.setAttribute('aria-describedby', hint.id);
        field.append(label, input, hint);
      } else {
        if (p.kind === 'text') {
          input.type = 'text';
          input.spellcheck = false;
        }
        field.append(label, input);
      }
      label.htmlFor = `g-${p.name}`;
    }
    input.id = `g-${p.name}`;
    input.name = p.name;
    input.dataset.kind = p.kind;
    input.addEventListener('change', safely(refreshLimits));
    return field;
  });
  // Counts side by side, as the pegs and discs always were.
  row.append(...fields.filter((f) => formParams().find((p) => `f-${p.name}` === f.id).kind === 'count'));
  box.replaceChildren(row, ...fields.filter((f) => !row.contains(f)));
}

/**
 * The limits and options of a spec's fields (`spec.params`, for its values),
 * without touching what is typed; a field with nothing in it yet (one the
 * game shown before did not have) takes the spec's value.
 */
function fillLimits(s) {
  for (const f of s.params) {
    const input = byId(`g-${f.name}`);
    if (!input) continue;
    if (f.kind === 'count') {
      input.min = String(f.min);
      input.max = String(f.max);
      setText(byId(`g-${f.name}-hint`), `${f.min} to ${f.max}`);
    } else if (f.kind === 'choice') {
      const keep = input.value;
      input.replaceChildren(...f.options.map((o) => new Option(o.label, o.id)));
      input.value = f.options.some((o) => o.id === keep) ? keep : String(f.value);
    }
    if ((f.kind === 'count' || f.kind === 'text') && input.value.trim() === '') input.value = String(f.value);
  }
  showFieldsFor(s.game);
}

/** The form shows spec `s`: its game, its values, their limits. */
function fillForm(s) {
  byId('g-game').value = s.game;
  fillLimits(s);
  for (const f of s.params) {
    const input = byId(`g-${f.name}`);
    if (!input) continue;
    if (f.kind === 'flag') input.checked = Boolean(f.value);
    else input.value = String(f.value);
  }
}

/** After a change in the form: the limits and options for what it now says (a count's range, an ending's peg). */
function refreshLimits() {
  fillLimits(engine.resolveGame(formChoice()).spec);
}

/** Each parameter's field is shown for the games that have it, labelled in that game's words ("Discs a side"). */
function showFieldsFor(game) {
  const own = new Map(paramsOf(game).map((p) => [p.name, p]));
  for (const p of formParams()) {
    const field = byId(`f-${p.name}`);
    field.hidden = !own.has(p.name);
    const label = field.querySelector('label');
    if (own.has(p.name) && label) {
      if (p.kind === 'flag') label.lastChild.textContent = ` ${own.get(p.name).label}`;
      else setText(label, own.get(p.name).label);
    }
  }
}

/** The form's choice: the game and the value of each of its parameters. */
function formChoice() {
  const game = byId('g-game').value;
  const choice = { game };
  for (const p of paramsOf(game).filter((q) => q.name !== START_PARAM)) {
    const input = byId(`g-${p.name}`);
    choice[p.name] = p.kind === 'flag' ? input.checked : input.value;
  }
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
  showNotices([]);
  try {
    await requestGame(next, controller.options ?? DEFAULT_OPTIONS);
  } catch (failed) {
    setText(error, `${capitalise(message(failed))}.`);
  }
}

/** Animates a move from the position before it (the session has made it), then shows the state. */
function animate({ from, to, before }) {
  playback.reducedMotion = reducedMotion.matches;
  const duration = Math.min(500, 700 / controller.options.speed);
  playback.fly({ pre: before, post: controller.session.position(), from, to, duration, moves: null });
}

/** The tower while a disc flies (from the position before its move), else the whole state. */
function showScene() {
  const flight = playback.flight;
  if (flight) renderer.show({ position: flight.pre, flight });
  else render();
}

function render() {
  const state = controller.state;
  if (!state.ready) return;
  document.title = `${state.title}: Tower of Hanoi games`;
  setText(byId('game-title'), state.title);
  setText(byId('game-goal'), state.goal + (state.exact ? '' : ' The analysis followed score differences within a window: a win\'s remoteness is at most the number shown.'));
  ensureCards(byId('players'), state.players.length);
  ensureSides(byId('g-side'), state.players.length);
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
  renderGsg(state.gsg);
  const status = byId('game-status');
  setText(status, state.status.text);
  status.dataset.kind = state.status.kind;
  setAttr(status, 'data-outcome', state.status.outcome ?? '');
  const arranging = startFrom?.status();
  if (arranging) {
    setText(status, arranging.text);
    status.dataset.kind = arranging.kind === 'illegal' ? 'illegal' : 'arranging';
  }

  const scene = startFrom?.scene() ?? { position: state.position, lifted: state.lifted };
  if (!playback.flight) renderer.show(scene);
  byId('tower').setAttribute('aria-label', `The pegs${startFrom?.arranging ? ' (arranging a start)' : ''}: ${scene.position.text}`);
  renderPegs(state);
  renderChoices(state);
  renderHistory(state);
  renderAnalysisTools(state);

  byId('swap').hidden = state.options.vs !== 'computer';
  byId('pause').hidden = state.options.vs !== 'watch' || state.finished;
  setText(byId('pause'), state.paused ? 'Go on' : 'Pause');
  byId('replay').hidden = state.replay !== null || state.history.length === 0;
  setText(byId('replay'), state.finished ? 'Replay the game' : 'Replay so far');
  byId('replay-controls').hidden = state.replay === null;
  if (state.replay) setText(byId('replay-at'), `move ${state.replay.t} of ${state.replay.total}`);
  renderControls();
  byId('f-side').hidden = state.options.vs !== 'computer';
  const { side, people = [] } = state.options;
  ensurePeople(byId('f-people'), state.players.length, side, people, (picked) => controller.setOptions({ people: picked }));
  if (state.options.vs !== 'computer') byId('f-people').hidden = true;
  byId('f-strength').hidden = state.options.vs === 'human';
  byId('g-vs').value = state.options.vs;
  byId('g-side').value = String(state.options.side);
  byId('g-strength').value = state.options.strength;
  byId('g-speed').value = String(state.options.speed);
  byId('g-hints').checked = state.options.hints;
  setText(byId('weights'), spec.scores ? `${capitalise(spec.scores)}.` : '');
  showScoringStudy(spec);
  history.replaceState(history.state, '', `${location.pathname}?${gameQuery(spec, state.options)}${location.hash}`);
}

/**
 * Which controls are live: none but Cancel while a game is being solved;
 * the game's own buttons only when there is a game and they apply.
 */
function renderControls() {
  const state = controller.state;
  const playing = state.ready && !solving;
  byId('undo').disabled = !playing || !state.canUndo;
  for (const id of ['swap', 'pause', 'replay', 'restart', 'replay-end']) byId(id).disabled = !playing;
  byId('replay-back').disabled = !playing || !state.replay || state.replay.t === 0;
  byId('replay-next').disabled = !playing || !state.replay || state.replay.t === state.replay.total;
  for (const control of document.querySelectorAll('.game-form select, .game-form input, .game-form button')) {
    control.disabled = solving !== null;
  }
  const arranging = Boolean(startFrom?.arranging) && !solving;
  for (const button of byId('pegs').children) button.disabled = !arranging && (!playing || !state.humanTurn);
  byId('game-gsg-more').disabled = solving !== null;
  for (const button of byId('analysis-card').querySelectorAll('button')) button.disabled = solving !== null;
  byId('game-stage').toggleAttribute('data-solving', solving !== null);
  byId('game-stage').toggleAttribute('data-empty', !state.ready);
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
        button.addEventListener('click', safely(() => pickPeg(peg)));
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
  });
  setAttr(box, 'aria-label', `Pegs: pick one to lift its disc, then one to put it on (keys 1 to ${state.pegs.length})`);
}

/**
 * An impartial game's generalized Sprague–Grundy value under the value, what
 * it means as its title and, on request ("What it means"), in a line below.
 */
function renderGsg(gsg) {
  const line = byId('game-gsg');
  line.hidden = !gsg;
  setText(line, gsg?.text ?? '');
  setAttr(line, 'title', gsg?.title ?? '');
  const more = byId('game-gsg-more');
  more.hidden = !gsg?.title;
  const open = !more.hidden && more.getAttribute('aria-expanded') === 'true';
  byId('game-gsg-meaning').hidden = !open;
  setText(byId('game-gsg-meaning'), open ? gsg.title : '');
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
      if (c.gsg) item.title = `${capitalise(c.gsg.title)}.`;
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
  // Several players have no two sides to chart: the card lists the moves, and says so.
  const several = state.players.length > 2;
  setText(byId('history-heading'), several ? 'Moves' : 'Value history');
  setText(byId('chart-summary'), several ? 'With more than two players there are no two sides to chart: each move is listed with what it left its mover.' : state.chartSummary);
  byId('chart').hidden = state.points.length === 0; // several players: no two sides to chart
  if (state.points.length) drawValueChart(byId('chart'), state.points, {
    current: state.replay ? state.replay.t : state.points.length - 1,
    names: state.players.map((p) => p.name),
  });
}

function fillOptions() {
  kinds = engine.gameKinds();
  byId('g-game').replaceChildren(...kinds.map((k) => new Option(k.title, k.id)));
  buildFields();
  byId('g-vs').replaceChildren(...OPPONENTS.map((o) => new Option(o.label, o.id)));
  byId('g-strength').replaceChildren(...STRENGTHS.map((s) => new Option(s.label, s.id)));
  byId('g-speed').replaceChildren(...SPEEDS.map((s) => new Option(`${s} ${s === 1 ? 'move' : 'moves'} per second`, String(s))));
}

/** Listens to `type` on element `id` with `fn`, safely. */
function on(id, type, fn) {
  byId(id).addEventListener(type, safely(fn));
}

function wire() {
  on('game-form', 'submit', onNewGame);
  wireAnalysisTools(controller, safely(render));
  setText(byId('delta-meaning'), `${capitalise(engine.deltaMeaning())}.`);
  on('g-game', 'change', refreshLimits);
  on('g-vs', 'change', () => controller.setOptions({ vs: byId('g-vs').value }));
  on('g-side', 'change', () => controller.setOptions({ side: Number(byId('g-side').value) }));
  on('g-strength', 'change', () => controller.setOptions({ strength: byId('g-strength').value }));
  on('g-speed', 'change', () => controller.setOptions({ speed: Number(byId('g-speed').value) }));
  on('g-hints', 'change', () => controller.setOptions({ hints: byId('g-hints').checked }));
  on('undo', 'click', () => controller.undo());
  on('swap', 'click', () => controller.swapSides());
  on('pause', 'click', () => controller.togglePause());
  on('replay', 'click', () => controller.replay(0));
  on('replay-back', 'click', () => controller.replay(controller.replayAt - 1));
  on('replay-next', 'click', () => controller.replay(controller.replayAt + 1));
  on('replay-end', 'click', () => controller.endReplay());
  on('restart', 'click', () => controller.restart());
  on('solving-cancel', 'click', cancelSolving);
  on('ask-solve', 'click', () => answer?.(true));
  on('ask-keep', 'click', () => answer?.(false));
  const canvas = byId('tower');
  const drag = bindTowerDrag(canvas, renderer, {
    lifted: () => (startFrom?.arranging ? startFrom.lifted : controller.lifted),
    pick: safely((peg) => pickPeg(peg)),
    putBack: safely(() => putBackDisc()),
  });
  canvas.addEventListener('click', safely((event) => {
    if (drag.swallowClick()) return; // the drag that ended here has dropped its disc
    const peg = renderer.pinAt(event.clientX, event.clientY);
    if (peg !== null) pickPeg(peg);
  }));
  canvas.addEventListener('pointermove', (event) => renderer.setHover(renderer.pinAt(event.clientX, event.clientY)));
  canvas.addEventListener('pointerleave', () => renderer.setHover(null));
  onPageKeys(safely((event) => {
    const tag = event.target.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || event.altKey || event.metaKey) return;
    const state = controller.state;
    if (!state.ready || solving) return;
    if (/^[1-9]$/.test(event.key) && !event.ctrlKey) {
      const peg = Number(event.key) - 1;
      if (peg < state.pegs.length) {
        event.preventDefault();
        pickPeg(peg);
      }
    } else if (event.key === 'Escape') {
      // Used, it is not also presentation mode's Esc.
      if (putBackDisc()) event.preventDefault();
    } else if ((event.key === 'z' && event.ctrlKey) || (event.key === 'u' && !event.ctrlKey)) {
      event.preventDefault();
      controller.undo();
    } else if (state.replay && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      controller.replay(state.replay.t + (event.key === 'ArrowRight' ? 1 : -1));
    }
  }));
}

/**
 * The page is ready for a visitor (and for tests) once a game is in play,
 * or a large one asks first (markReady, web/shell.js): main() itself waits
 * for the answer.
 */
async function main() {
  try {
    engine = await loadEngine('hanoi_games');
    fillOptions();
    renderer = new TowerRenderer(byId('tower'), { box: byId('tower-box') });
    playback = new Playback({ scheduler: browserScheduler, source: null, onMoves: () => {}, onEnd: () => {}, onScene: showScene });
    controller = new GameController(clock, { onChange: () => render(), onMove: (move) => animate(move) });
    wire();
    startFrom = createStartFrom({
      engine,
      byId,
      current: () => spec,
      start: (next) => requestGame(next, controller.options ?? DEFAULT_OPTIONS),
      session: () => controller.session,
      hold: (on) => controller.hold(on || solving !== null),
      changed: () => render(),
      help: kinds.flatMap((k) => k.params).find((p) => p.name === START_PARAM)?.help ?? '',
    });
    initScoringStudy(engine);
    masthead({
      stage: byId('game-stage'),
      title: byId('game-title'),
      share: {
        page: 'games.html',
        // The game and options as render() writes them into the address.
        query: () => location.search.slice(1),
        about: 'Each opens this game exactly as it is set now: the game and its parameters, who plays, the computer\'s strength and speed, and the hints.',
      },
    });
    engine.onRestart(safely(reopenAfterTrap));
    byId('game-gsg-more').addEventListener('click', () => {
      const more = byId('game-gsg-more');
      more.setAttribute('aria-expanded', String(more.getAttribute('aria-expanded') !== 'true'));
      render();
    });
    renderControls();
    // For the console and for tests.
    window.hanoiGames = { controller, engine, playback, renderer };
    const resolved = engine.resolveGame(choiceFrom(location.search));
    const { options, notices } = optionsFrom(location.search, engine.quote);
    notices.push(...fitPlayers(options, resolved.spec.players ?? 2));
    showNotices([...resolved.notices, ...notices]);
    await requestGame(resolved.spec, options);
  } catch (error) {
    setText(byId('game-status'), `The game could not start: ${message(error)}.`);
    throw error;
  }
}

startView(main);
