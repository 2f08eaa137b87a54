// The Games view's analysis card: the scorecard of the people's moves (shown
// by itself when a game ends, and on request during one), how many positions
// the analysis holds, and "Download analysis" as CSV or JSON, written by the
// core (GameSession.exportAnalysis, the writer `hanoi game --export` streams)
// and offered as a file named after the game. Hooks: renderAnalysisTools()
// from the page's render(), wireAnalysisTools() once.

import { download as save, setAttr, setText } from '../dom.js';
import { capitalise, counted, message } from '../words.js';
import { scorecardCards, scoredPlayers } from './review-words.js';

const byId = (id) => document.getElementById(id);

/** Whether the visitor opened the scorecard during a game. */
let asked = false;

/** The controller whose session is in play (set by wireAnalysisTools). */
let source = null;

/** Shows the card for the controller's state (nothing while no game is ready). */
export function renderAnalysisTools(state) {
  const session = source?.session;
  byId('analysis-card').hidden = !state.ready || !session;
  if (!state.ready || !session) return;
  setText(byId('analysis-positions'), `The analysis: ${counted(state.positions, 'position')} reachable from the start, each with its value${state.gsg ? ' and generalized Sprague–Grundy value' : ''}.`);
  const open = state.finished || asked;
  const toggle = byId('scorecard-toggle');
  setText(toggle, open && !state.finished ? 'Hide the scorecard' : 'Scorecard so far');
  toggle.hidden = state.finished;
  setAttr(toggle, 'aria-expanded', String(open));
  const box = byId('scorecard');
  box.hidden = !open;
  if (!open) return;
  const roles = state.players.map((p) => p.role);
  const names = state.players.map((p) => p.name);
  const cards = scorecardCards(session, state.history, scoredPlayers(roles), names, roles);
  const key = JSON.stringify(cards);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren(
    ...cards.map((card) => {
      const part = document.createElement('div');
      part.className = 'scorecard-player';
      part.dataset.player = String(card.player);
      const heading = document.createElement('h3');
      heading.textContent = card.heading;
      const summary = document.createElement('p');
      summary.className = 'scorecard-summary';
      summary.textContent = card.summary;
      const list = document.createElement('ol');
      list.className = 'history scorecard-moves';
      list.replaceChildren(
        ...card.lines.map((line) => {
          const item = document.createElement('li');
          item.dataset.group = line.group;
          item.value = line.move; // numbered as the moves of the game
          item.textContent = line.text;
          if (line.group.startsWith('threw') || line.group === 'missed-win') item.classList.add('is-blunder');
          return item;
        }),
      );
      part.append(heading, summary, list);
      return part;
    }),
  );
}

/** Offers the analysis in `format` as a file named after the game; says why not where the core refuses. */
function download(format) {
  const error = byId('download-error');
  setText(error, '');
  try {
    const { name, text } = source.session.exportAnalysis(format);
    const type = format === 'csv' ? 'text/csv' : 'application/json';
    const link = save(new Blob([text], { type }), name);
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  } catch (e) {
    setText(error, `${capitalise(message(e))}.`);
  }
}

/** Wires the card's buttons to `controller` (its session is read when used, so a new game needs nothing). */
export function wireAnalysisTools(controller, rerender) {
  source = controller;
  byId('scorecard-toggle').addEventListener('click', () => {
    asked = !asked;
    rerender();
  });
  byId('download-csv').addEventListener('click', () => download('csv'));
  byId('download-json').addEventListener('click', () => download('json'));
}
