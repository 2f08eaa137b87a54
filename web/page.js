// The playground page (index.html): a <hanoi-player> and the panels around
// it (settings, start from…, hint, optimum, trace, export/import, graph, growth, print), the view kept in the address, and
// keys pressed anywhere on the page passed to the player. The first drawn
// frame is marked as the performance mark "hanoi:first-draw".

import './hanoi-player.js';
import { takeAddress, followView, isPageKey } from './host.js';
import { SettingsPanel } from './panels/settings.js';
import { OptimumPanel } from './panels/optimum.js';
import { followTrace } from './panels/trace.js';
import { PrintPanel } from './panels/print.js';
import { ExchangePanel } from './panels/exchange.js';
import { GraphPanel } from './panels/graph.js';
import { HintPanel } from './panels/hint.js';
import { GrowthPanel } from './panels/growth.js';
import { StartPanel } from './panels/start.js';
import { masthead, forwardKeysTo, markReady, startFailed } from './shell.js';
import { loadEngine, STUDY_MODULE } from './engine.js';
import { panelView, tellVerdicts } from './panel-view.js';

performance.mark('hanoi:modules');
const player = document.getElementById('player');
// The playground always has its full controls.
takeAddress(player, location.search, { except: ['controls'] });

const byId = (id) => document.getElementById(id);

// Every panel gets the same narrow interface (panel-view.js): the state, named commands and facts, the
// knowledge store, the study module's functions by name; never the player itself.

/** "Is this optimal?": the exact search for the fewest moves, against the variation's algorithm. */
function optimumPanel(view) {
  const ids = ['run', 'cancel', 'estimate', 'progress', 'bar', 'progress-text', 'result', 'play', 'back', 'playing'];
  const el = Object.fromEntries(ids.map((id) => [id, byId(`optimum-${id}`)]));
  el.card = byId('optimum');
  return new OptimumPanel(el, view);
}

/** Export / import: the moves and the picture out, a move list in. */
function exchangePanel(view) {
  const ids = ['format', 'download', 'copy', 'png', 'svg', 'text', 'file', 'play', 'status', 'links', 'limit', 'hint'];
  return new ExchangePanel(Object.fromEntries(ids.map((id) => [id, byId(`exchange-${id}`)])), view);
}

/** The state graph of the puzzle on show. */
function graphPanel(view) {
  const ids = ['view', 'note', 'status', 'zoom-in', 'zoom-out', 'fit', 'save'];
  const el = Object.fromEntries(ids.map((id) => [id.replace(/-(\w)/, (_, c) => c.toUpperCase()), byId(`graph-${id}`)]));
  el.card = byId('graph');
  return new GraphPanel(el, view);
}

/** The Hint: the fewest moves left from the position on show and the best next move; H asks for it. */
function hintPanel(view, graph) {
  const ids = ['ask', 'cancel', 'result'];
  const el = Object.fromEntries(ids.map((id) => [id, byId(`hint-${id}`)]));
  el.card = byId('hint');
  const panel = new HintPanel(el, view, { onPath: (keys) => graph.showHintPath(keys) });
  document.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'h' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    // Not while typing; the player's own keys come to the document from the element.
    if (!isPageKey(event) && event.target !== player) return;
    event.preventDefault();
    panel.ask();
  });
  return panel;
}

/** Moves against discs for the variation on show and those compared with it. */
function growthPanel(view) {
  const ids = ['plot', 'tip', 'legend', 'note', 'status', 'variation', 'pins', 'add', 'all', 'table', 'svg', 'png'];
  const el = Object.fromEntries(ids.map((id) => [id, byId(`growth-${id}`)]));
  Object.assign(el, { card: byId('growth'), saveSvg: el.svg, savePng: el.png });
  return new GrowthPanel(el, view);
}

/** Start from…: a random start, one arranged by hand, or one typed (with a goal of one's own). */
function startPanel(view) {
  const ids = ['random', 'edit', 'usual', 'form', 'text', 'goal', 'error', 'status'];
  const el = Object.fromEntries(ids.map((id) => [id, byId(`start-${id}`)]));
  el.card = byId('start');
  return new StartPanel(el, view);
}

/** The view's parameters as last written to the address, for the Share dialog. */
let viewQuery = '';

/** Keeps the address, the embed link and the heading equal to what is shown. */
function followAddress() {
  followView(player, (query) => {
    viewQuery = query;
    history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
    byId('open-embed').href = `embed.html?${query}`;
  });
  const heading = (state) => (byId('puzzle-title').textContent = state.heading);
  player.addEventListener('statechange', ({ detail }) => heading(detail.state));
  heading(player.state);
}

async function main() {
  try {
    await player.ready;
    // Optima a panel's search notes in the knowledge store reach the player's verdict.
    tellVerdicts(player);
    const view = panelView(player);
    const panels = {
      settings: new SettingsPanel(byId('settings'), view),
      trace: followTrace(view, byId('trace'), byId('trace-note')),
      print: new PrintPanel({ print: byId('print'), note: byId('print-note'), copy: byId('copy-print') }, view),
    };
    followAddress();
    // Share and Present (web/shell.js).
    Object.assign(panels, masthead({
      stage: document.querySelector('main .stage'),
      title: byId('puzzle-title'),
      player,
      say: (text) => player.say(text),
      share: {
        query: () => viewQuery,
        about: 'Each opens the puzzle exactly as it is now: variation, discs, pins, mode, speed and move, or a start and goal of your own.',
      },
    }));
    forwardKeysTo(player);
    // For the console and for tests.
    window.hanoi = { player, panels };
    // The search, move lists, the graph and the counts' growth come in the second module, after the first frame.
    try {
      const study = await loadEngine(STUDY_MODULE);
      // The player's verdicts use it at once, rather than when one first wants it.
      player.useStudy(study);
      const studied = panelView(player, study);
      panels.optimum = optimumPanel(studied);
      panels.exchange = exchangePanel(studied);
      panels.graph = graphPanel(studied);
      panels.hint = hintPanel(studied, panels.graph);
      panels.start = startPanel(studied);
      panels.growth = growthPanel(studied);
      window.hanoi.study = study;
    } catch (error) {
      console.error(error);
      studyMissing(error);
    }
    // html[data-ready], and after this first visit the site works offline.
    markReady();
  } catch (error) {
    startFailed(error);
  }
}

/** Without the study module the panels that need it say so, and their controls are off. */
function studyMissing(error) {
  const why = `This part of the page could not load (${error?.message ?? error}). Try reloading the page.`;
  for (const id of ['optimum', 'hint', 'start', 'exchange', 'graph', 'growth']) {
    const card = byId(id);
    for (const control of card.querySelectorAll('button, input, select, textarea')) control.disabled = true;
  }
  for (const id of ['optimum-estimate', 'hint-note', 'start-note', 'exchange-status', 'graph-note', 'growth-note']) byId(id).textContent = why;
}

main();
