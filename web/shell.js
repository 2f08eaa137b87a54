// The page shell of the three views (the playground, the Games view, the
// Weighted view), written once: the masthead's Share and Present, the keys
// every view handles alike, and the start-up pattern: html[data-ready] is
// "true" once the view can be used (the tests wait for it) and "error" when
// its start failed, which the page then says in words; from the first ready
// view on, the site works offline. What is the view's own (its panels, its
// keys, its address) stays in its page module.

import { presentation } from './presentation.js';
import { ShareDialog } from './shell/share-dialog.js';
import { shareSnippets, pageSnippets } from './share.js';
import { keepOffline } from './offline/register.js';
import { isPageKey } from './host.js';

const byId = (id) => document.getElementById(id);

/** Why the Games and Weighted views offer no element: the embeddable tower is the playground's. */
const WHOLE_PAGE =
  'The iframe shows this whole view, as on a phone when the frame is narrow. The embeddable tower and the <hanoi-player> element are the playground\'s.';

/** The site's address: this page's, without its file name and parameters. */
const site = () => new URL('./', location.href).href;

/**
 * Wires the masthead's Share (#share-open) and Present (#present).
 * @param {object} view
 * @param {HTMLElement} view.stage  what Present fills the screen with
 * @param {HTMLElement} view.title  the page's heading of what is on show (the bar in Present and the snippets' titles repeat it)
 * @param {HTMLElement} [view.player]  focused in Present and given its `presenting` attribute
 * @param {(text: string) => void} [view.say]  an announcement for screen readers
 * @param {{page?: string, query: () => string, about: string}} view.share
 *   page: the view's file ("games.html"), none for the playground (whose tower can be embedded);
 *   query: the view's parameters as it writes them into its address; about: what the link keeps
 */
export function masthead({ stage, title, player = null, say, share }) {
  const presenting = presentation(byId('present'), stage, { player, title, say });
  const dialog = new ShareDialog(byId('share-open'), () => {
    const query = share.query();
    const heading = title.textContent;
    if (!share.page) return { snippets: shareSnippets(site(), query, heading), about: share.about };
    return { snippets: pageSnippets(site(), share.page, query, heading), about: share.about, note: WHOLE_PAGE };
  });
  // The link to the view on show keeps the puzzle on show, rather than opening the view afresh without it.
  document.querySelector('.masthead [aria-current="page"]')?.addEventListener('click', (event) => event.preventDefault());
  return { presentation: presenting, share: dialog };
}

/**
 * Calls `handle(event)` for keys pressed on the page, except while a dialog
 * is open (Space on Share's Copy button must not also run the tower). Which
 * keys the view takes, and from where, is the view's: `handle` decides.
 */
export function onPageKeys(handle) {
  document.addEventListener('keydown', (event) => {
    if (document.querySelector('dialog[open]')) return;
    handle(event);
  });
}

/** Keys pressed on the page itself or on a button drive `player` (a <hanoi-player> or the weighted one); fields keep theirs. */
export function forwardKeysTo(player) {
  onPageKeys((event) => {
    if (isPageKey(event)) player.handleKey(event);
  });
}

/** The view is ready for a visitor (and for tests); from now on the site works offline. Once. */
export function markReady() {
  const root = document.documentElement;
  if (root.dataset.ready === 'true') return;
  root.dataset.ready = 'true';
  keepOffline();
}

/** The view could not start: the page says so under the masthead, and html[data-ready] is "error". */
export function startFailed(error) {
  console.error(error);
  document.documentElement.dataset.ready = 'error';
  let box = byId('page-error');
  if (!box) {
    box = document.createElement('p');
    box.id = 'page-error';
    box.className = 'page-error';
    box.setAttribute('role', 'alert');
    (document.querySelector('.masthead') ?? document.body.firstElementChild).after(box);
  }
  box.textContent = `This page could not start (${error?.message ?? error}). Try reloading the page.`;
}

/** Runs the view's start-up: ready when it resolves, the failure shown when it throws. */
export async function startView(start) {
  try {
    await start();
    markReady();
  } catch (error) {
    startFailed(error);
  }
}
