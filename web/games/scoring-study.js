// The Games view's study of scoring play, shown while scoring play is the
// game: Theorem 12's table (the fewest moves to win for the game's weights
// and ending, computed beside the theorem, rows that differ marked) and
// Figure 5's plane of weights (weight-plane.js), each computed in a worker
// (study-worker.js) with a progress bar and Cancel (the newest computation
// of each keeps them shown). A point of the plane played starts that game through the page's form. Every number, sentence
// and region comes from hanoi-core; this file wires the DOM.

import { setText } from '../dom.js';
import { capitalise, formatWhole, message } from '../words.js';
import { KIND_COLOURS, WeightPlane } from './weight-plane.js';

const byId = (id) => document.getElementById(id);

let engine;
/** The core's defaults and choices: {tableUpto, planeDiscs, endings: [{id, label}], figure5: {discs, end, w23, half}}. */
let defaults;
let plane;
/** The scoring game shown: {weights, end, discs}, or null. */
let shown = null;
/** The running study of each kind ('table', 'plane'): {worker}. */
const running = {};
let planeDrawn = false;

const SECTION = `
  <h2 id="study-heading">Scoring play: Theorem 12 and Figure 5</h2>
  <div class="study-parts">
    <div class="study-part" role="group" aria-labelledby="t12-heading">
      <h3 id="t12-heading">Theorem 12: the fewest moves to win</h3>
      <p class="hint" id="t12-about"></p>
      <div class="study-controls">
        <label for="t12-upto">Discs up to</label> <select id="t12-upto"></select>
        <button type="button" class="small-button" id="t12-run">Compute the table</button>
      </div>
      <div class="solving" id="t12-progress" hidden>
        <progress id="t12-bar" aria-label="Computing Theorem 12's table"></progress>
        <span class="hint" id="t12-text"></span>
        <button type="button" class="small-button" id="t12-cancel">Cancel</button>
      </div>
      <p class="field-error" id="t12-error" role="alert"></p>
      <div class="study-table-box">
        <table class="study-table" id="t12-table" hidden>
          <thead><tr><th scope="col">n</th><th scope="col">Computed</th><th scope="col">Theorem 12</th><th scope="col">Its case</th><th scope="col">Agree?</th></tr></thead>
          <tbody id="t12-rows"></tbody>
        </table>
      </div>
      <p class="hint" id="t12-meaning"></p>
    </div>
    <div class="study-part" role="group" aria-labelledby="plane-heading">
      <h3 id="plane-heading">Figure 5: the plane of weights</h3>
      <div class="study-controls">
        <label for="plane-discs">Discs</label> <select id="plane-discs"></select>
        <label for="plane-end">Ending</label> <select id="plane-end"></select>
        <label for="plane-w23">w23</label> <input id="plane-w23" type="number" inputmode="numeric" step="1">
        <button type="button" class="small-button" id="plane-run">Draw the plane</button>
      </div>
      <div class="solving" id="plane-progress" hidden>
        <progress id="plane-bar" aria-label="Computing the plane of weights"></progress>
        <span class="hint" id="plane-text"></span>
        <button type="button" class="small-button" id="plane-cancel">Cancel</button>
      </div>
      <p class="field-error" id="plane-error" role="alert"></p>
      <div class="plane-box"><canvas id="plane-canvas" role="application" aria-roledescription="plane of weights" aria-label="The plane of weights: the arrow keys move the cursor, Enter plays its point" aria-describedby="plane-cursor plane-sentence"></canvas></div>
      <p class="hint" id="plane-cursor" aria-live="polite"></p>
      <button type="button" class="small-button" id="plane-play" hidden>Play this point</button>
      <ul class="plane-legend" id="plane-legend"></ul>
      <p class="hint" id="plane-sentence"></p>
      <p class="hint" id="plane-caption"></p>
    </div>
  </div>`;

/** Builds the section (empty in games.html) once the engine is loaded. */
export function initScoringStudy(loaded) {
  engine = loaded;
  const section = byId('scoring-study');
  section.innerHTML = SECTION;
  defaults = engine.scoringStudyDefaults();
  const { figure5 } = defaults;
  byId('plane-discs').replaceChildren(...defaults.planeDiscs.map((n) => new Option(String(n), String(n))));
  byId('plane-end').replaceChildren(...defaults.endings.map((e) => new Option(e.label, e.id)));
  byId('plane-discs').value = figure5.discs;
  byId('plane-end').value = figure5.end;
  byId('plane-w23').value = figure5.w23;
  plane = new WeightPlane(byId('plane-canvas'), { onPick: playPoint, onCursor: sayCursor, askFirst: gameInProgress });
  byId('plane-play').addEventListener('click', () => plane.point()?.kind && playPoint(plane.point()));
  byId('t12-run').addEventListener('click', () => computeTable());
  byId('t12-upto').addEventListener('change', () => computeTable());
  byId('t12-cancel').addEventListener('click', () => stop('table', 'The table was cancelled.'));
  byId('plane-run').addEventListener('click', () => drawPlane());
  byId('plane-cancel').addEventListener('click', () => stop('plane', 'The plane was cancelled.'));
  window.addEventListener('resize', () => plane.draw());
  window.hanoiScoringStudy = { plane };
}

/** After each render: shown for scoring play, its table for the game's weights and ending. */
export function showScoringStudy(spec) {
  const section = byId('scoring-study');
  if (!section || !engine) return;
  const scoring = spec?.game === 'scoring';
  section.hidden = !scoring;
  if (!scoring) return;
  const value = (name) => String(spec.params.find((p) => p.name === name)?.value ?? '');
  offerUpto(spec.params.find((p) => p.name === 'discs')?.max ?? defaults.tableUpto);
  const now = { weights: value('weights'), end: value('end').toUpperCase(), discs: value('discs') };
  if (shown && shown.weights === now.weights && shown.end === now.end) return;
  shown = now;
  setText(byId('t12-about'), `For the game's weights ${now.weights} and ending ${now.end}, n = 1 to the discs chosen.`);
  computeTable();
  if (!planeDrawn) drawPlane();
}

/** The table's choice of discs: 1 to `most`, the page's limit for scoring play (kept if still offered). */
function offerUpto(most) {
  const select = byId('t12-upto');
  if (select.options.length === most) return;
  const keep = Number(select.value) || defaults.tableUpto;
  select.replaceChildren(...Array.from({ length: most }, (_, i) => new Option(String(i + 1), String(i + 1))));
  select.value = String(Math.min(keep, most));
}

/** Runs `task` in a study worker; resolves with its result, or null when stopped. */
function inWorker(task, choice, onProgress) {
  // The one it replaces ends quietly: the caller has just shown this one's progress.
  end(task);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./study-worker.js', import.meta.url), { type: 'module' });
    running[task] = { worker, resolve };
    const done = () => {
      worker.terminate();
      if (running[task]?.worker === worker) delete running[task];
    };
    worker.onmessage = ({ data }) => {
      if (running[task]?.worker !== worker) return;
      if (data.type === 'progress') onProgress(data);
      else if (data.type === 'done') {
        done();
        resolve(data.result);
      } else {
        done();
        reject(new Error(data.message));
      }
    };
    worker.postMessage({ task, choice });
  });
}

/** Ends the study of `task` in progress, if any (its promise resolves to null); true if one was running. */
function end(task) {
  const run = running[task];
  if (!run) return false;
  run.worker.terminate();
  delete running[task];
  run.resolve(null);
  return true;
}

/** Cancels the study of `task` in progress: its progress hidden, saying `why`. */
function stop(task, why) {
  if (!end(task)) return;
  const prefix = task === 'table' ? 't12' : 'plane';
  byId(`${prefix}-progress`).hidden = true;
  if (why) setText(byId(`${prefix}-error`), why);
}

function showProgress(prefix, { done, total }, noun) {
  const bar = byId(`${prefix}-bar`);
  bar.max = Math.max(1, total);
  bar.value = done;
  setText(byId(`${prefix}-text`), `${formatWhole(done)} of ${formatWhole(total)} ${noun} computed…`);
}

async function computeTable() {
  if (!shown) return;
  const choice = { weights: shown.weights, end: shown.end, upto: byId('t12-upto').value };
  setText(byId('t12-error'), '');
  byId('t12-progress').hidden = false;
  byId('t12-bar').removeAttribute('value');
  setText(byId('t12-text'), 'Computing Theorem 12\'s table…');
  try {
    const table = await inWorker('table', choice, (p) => showProgress('t12', p, 'games'));
    if (!table) return;
    byId('t12-progress').hidden = true;
    fillTable(table);
  } catch (error) {
    byId('t12-progress').hidden = true;
    setText(byId('t12-error'), `${capitalise(message(error))}.`);
  }
}

function fillTable(table) {
  const rows = table.rows.map((r) => {
    const tr = document.createElement('tr');
    tr.dataset.discs = String(r.discs);
    tr.dataset.agreement = r.agreement;
    if (r.differs) tr.className = 'differs';
    for (const text of [String(r.discs), r.found, r.theorem, r.case, r.differs ? `✗ ${r.agreement}` : r.agreement]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  });
  byId('t12-rows').replaceChildren(...rows);
  byId('t12-table').hidden = false;
  byId('t12-table').setAttribute('aria-label', `Theorem 12 for weights ${table.weights}, ${table.end}`);
  setText(byId('t12-meaning'), `${capitalise(table.meaning)}. Rows marked ✗: the two differ.`);
}

/** The plane's choice from its fields. */
function planeChoice() {
  return { discs: byId('plane-discs').value, end: byId('plane-end').value, w23: byId('plane-w23').value, half: defaults.figure5.half };
}

async function drawPlane() {
  const choice = planeChoice();
  setText(byId('plane-error'), '');
  let facts;
  try {
    facts = engine.weightPlaneFacts(choice);
  } catch (refused) {
    setText(byId('plane-error'), `${capitalise(message(refused))}.`);
    return;
  }
  planeDrawn = true;
  delete byId('plane-canvas').dataset.ready;
  plane.setFacts(facts);
  byId('plane-legend').replaceChildren(...facts.legend.map(legendItem));
  setText(byId('plane-sentence'), facts.sentence);
  setText(byId('plane-caption'), facts.caption);
  setText(byId('plane-cursor'), '');
  byId('plane-play').hidden = true;
  byId('plane-progress').hidden = false;
  byId('plane-bar').removeAttribute('value');
  setText(byId('plane-text'), `Analysing ${formatWhole(facts.side * facts.side)} games…`);
  try {
    const cells = await inWorker('plane', choice, (p) => showProgress('plane', p, 'games'));
    if (!cells) return;
    byId('plane-progress').hidden = true;
    plane.setCells(cells);
    byId('plane-canvas').dataset.ready = `${choice.discs}:${choice.end}:${choice.w23}`;
  } catch (error) {
    byId('plane-progress').hidden = true;
    setText(byId('plane-error'), `${capitalise(message(error))}.`);
  }
}

function legendItem({ kind, label }) {
  const item = document.createElement('li');
  const swatch = document.createElement('span');
  swatch.className = 'swatch';
  swatch.dataset.kind = String(kind);
  swatch.style.background = KIND_COLOURS[kind];
  item.append(swatch, ` ${label}`);
  return item;
}

function labelOf(kind) {
  return plane.facts?.legend.find((l) => l.kind === kind)?.label ?? 'not computed yet';
}

/** True while a game with moves is being played: a click on the plane then selects before it replaces it. */
function gameInProgress() {
  const controller = window.hanoiGames?.controller;
  return Boolean(controller?.session && !controller.finished && controller.session.history().length > 0);
}

/** The cursor's point and value; how to play it (`selected`: a first tap or click chose it). */
function sayCursor(point, selected = false) {
  if (!point) return;
  const w23 = byId('plane-w23').value;
  byId('plane-play').hidden = !point.kind;
  const replacing = gameInProgress() ? ', replacing the game in progress' : '';
  let play = '';
  if (point.kind && selected) play = ` Tap or click it again, or Play this point, to play it${replacing}.`;
  else if (point.kind && replacing) play = ` Enter, a second click or tap, or Play this point plays it${replacing}.`;
  else if (point.kind) play = ' Enter, a click, two taps or Play this point plays it.';
  setText(byId('plane-cursor'), `w12 = ${point.w12}, w13 = ${point.w13}, w23 = ${w23}: ${labelOf(point.kind)}.${play}`);
}

/** Starts the game of a point through the page's form (the same checks and solving as New game). */
function playPoint(point) {
  const { discs, end, w23 } = planeChoice();
  const game = byId('g-game');
  game.value = 'scoring';
  game.dispatchEvent(new Event('change'));
  byId('g-discs').value = discs;
  byId('g-end').value = [...byId('g-end').options].find((o) => o.value.toUpperCase() === end)?.value ?? end;
  byId('g-weights').value = `${point.w12},${point.w13},${w23}`;
  byId('game-form').requestSubmit();
  byId('game-stage').scrollIntoView({ block: 'nearest' });
}
