// The Weighted view (weighted.html): a <hanoi-weighted-player> showing the
// cheapest transfer, and around it the movement digraph with its costs to
// edit, presets, the puzzle's fields, the optimum in words, the Trace and the
// recursion's table. The puzzle is kept in the address
// (?weights=0,3,15;8,0,2;5,6,0&discs=3&from=1&to=3&scale=size&speed=2).

import './weighted-player.js';
import { followTrace } from '../panels/trace.js';
import { panelView } from '../panel-view.js';
import { DEFAULT_SPEED, speedText } from '../options.js';
import { setText } from '../dom.js';
import { DigraphView } from './digraph-view.js';
import { ArcEditor } from './arc-editor.js';
import { DpTableView } from './dp-table-view.js';
import { PuzzleSettings } from './puzzle-settings.js';
import { summarySentence } from './weighted-words.js';
import { withCost } from './weights-text.js';
import { masthead, forwardKeysTo, startView } from '../shell.js';

/** The address's parameters the player reads when it starts. */
const PARAMETERS = ['weights', 'preset', 'discs', 'from', 'to', 'scale', 'speed'];

const byId = (id) => document.getElementById(id);
const player = byId('player');
const address = new URLSearchParams(location.search);
for (const name of PARAMETERS) {
  const value = address.get(name);
  if (value !== null) player.setAttribute(name, value);
}

/** The address for a state: the core's query for the puzzle, and the speed when not the default. */
function queryFor(state) {
  const speed = state.speed === DEFAULT_SPEED ? '' : `&speed=${speedText(state.speed)}`;
  return `${state.request.query}${speed}`;
}

/** Calls `show(state)` now and whenever the puzzle (not only the move on show) changes. */
function onPuzzle(show) {
  let key = null;
  const follow = (state) => {
    if (state.request.query === key) return;
    key = state.request.query;
    show(state);
  };
  player.addEventListener('statechange', ({ detail }) => follow(detail.state));
  follow(player.state);
}

function followAddress() {
  let written = null;
  const follow = (state) => {
    const query = queryFor(state);
    if (query === written) return;
    written = query;
    history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
  };
  player.addEventListener('statechange', ({ detail }) => follow(detail.state));
  follow(player.state);
}

/** The digraph and the form that edits one arc's cost. */
function digraph() {
  let matrix = null;
  const el = {
    form: byId('arc-editor'),
    label: byId('arc-editor-label'),
    input: byId('arc-cost'),
    forbid: byId('arc-forbid'),
    cancel: byId('arc-cancel'),
    error: byId('arc-error'),
  };
  const view = new DigraphView(byId('digraph'), (from, to) => editor.open(from, to, matrix[from - 1][to - 1]));
  const editor = new ArcEditor(
    el,
    (from, to, cost) => {
      const r = player.state.request;
      player.setWeighted({ weights: withCost(matrix, from, to, cost), discs: r.discs, from: r.from, to: r.to, bySize: r.scale === 'size' });
    },
    (from, to) => view.button(from, to),
    () => view.select(null),
  );
  onPuzzle((state) => {
    matrix = state.summary.matrix;
    view.show(matrix);
  });
  return { view, editor };
}

/** The address's parameters for the view on show, as followAddress writes them. */
const viewQuery = () => queryFor(player.state);

async function main() {
  await player.ready;
  const table = new DpTableView(byId('table-scroll'), byId('table-note'));
  onPuzzle((state) => {
    setText(byId('summary'), summarySentence(state.summary));
    table.show(player.table(), state.request.query, state.summary);
  });
  const heading = (state) => setText(byId('puzzle-title'), state.heading);
  player.addEventListener('statechange', ({ detail }) => heading(detail.state));
  heading(player.state);
  const panels = {
    digraph: digraph(),
    settings: new PuzzleSettings(
      {
        form: byId('puzzle-form'),
        pegs: byId('w-pegs'),
        discs: byId('w-discs'),
        discsHint: byId('w-discs-hint'),
        from: byId('w-from'),
        to: byId('w-to'),
        scale: byId('w-scale'),
        weights: byId('w-weights'),
        error: byId('puzzle-error'),
        note: byId('puzzle-note'),
        presets: byId('presets'),
      },
      player,
    ),
    trace: followTrace(panelView(player), byId('trace'), byId('trace-note')),
    table,
  };
  followAddress();
  const shell = masthead({
    stage: document.querySelector('main .stage'),
    title: byId('puzzle-title'),
    player,
    say: (text) => player.say(text),
    share: {
      page: 'weighted.html',
      query: viewQuery,
      about: 'Each opens this puzzle exactly as it is now: the prices of the moves, the discs, the pegs from and to, and the speed.',
    },
  });
  Object.assign(panels, shell);
  forwardKeysTo(player);
  // For the console and for tests.
  window.hanoi = { player, panels };
}

startView(main);
