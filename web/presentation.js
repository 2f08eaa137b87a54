// Presentation mode, for a lecture hall: the stage (the tower, its status and
// counter, the controls) fills the screen, fullscreen where the browser
// allows it and the whole window otherwise, under a bar with the puzzle's
// name and a Leave button. Type grows with the screen's height (style.css:
// html.presenting), the canvas draws its numbers at the same scale, and the
// element put in `presenting` shows compact controls and no key list. The
// keyboard still drives the player; Esc leaves, unless the player used it
// (to put a lifted disc back).

const CLASS = 'presenting';

/**
 * @param {HTMLButtonElement} button  the page's "Present" button
 * @param {HTMLElement} stage  what fills the screen (holds the player)
 * @param {{player?: HTMLElement, title?: HTMLElement, say?: (text: string) => void}} options
 *   player: focused on entering (so keys reach it) and given the `presenting` attribute;
 *   title: the page's own heading of what is on show, repeated on the stage's bar as it changes;
 *   say: an announcement for screen readers
 */
export function presentation(button, stage, { player = null, title = null, say = () => {} } = {}) {
  const root = document.documentElement;
  const presenting = () => root.classList.contains(CLASS);
  // The page's stylesheet fills the screen with it (style.css: .present-stage).
  stage.classList.add('present-stage');
  const bar = presentBar(stage, title);
  let keyboardLocked = false;

  function leave() {
    if (!presenting()) return;
    root.classList.remove(CLASS);
    player?.removeAttribute('presenting');
    if (keyboardLocked) navigator.keyboard.unlock();
    keyboardLocked = false;
    button.setAttribute('aria-pressed', 'false');
    // Back on the Present button; out of fullscreen first, where the button
    // (outside the stage) cannot take the focus.
    if (document.fullscreenElement) document.exitFullscreen?.().catch(() => {}).finally(() => button.focus());
    button.focus();
    say('Presentation mode off.');
  }

  async function enter() {
    if (presenting()) return leave();
    root.classList.add(CLASS);
    player?.setAttribute('presenting', '');
    button.setAttribute('aria-pressed', 'true');
    try {
      await stage.requestFullscreen?.({ navigationUI: 'hide' });
      // Fullscreen: Esc comes to the page (held down, it still leaves
      // fullscreen), so that Esc with a disc lifted puts the disc back and
      // does not end the lecture's view too.
      if (document.fullscreenElement && navigator.keyboard?.lock) {
        await navigator.keyboard.lock(['Escape']);
        keyboardLocked = true;
      }
    } catch {
      // Not allowed here (an iframe without allowfullscreen, say): the window is filled instead.
    }
    (player ?? bar.leave).focus();
    say('Presentation mode: the tower fills the screen. Space runs and pauses, the arrows step, Esc leaves.');
  }

  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', enter);
  bar.leave.addEventListener('click', leave);
  // Fullscreen ended by the browser (Esc held, or its own controls): presentation ends with it.
  document.addEventListener('fullscreenchange', () => {
    if (!document.fullscreenElement) leave();
  });
  // Esc leaves where it reaches the page, unless the player used it: on the
  // window, so that the player's own handlers (on the element, and the
  // page's forwarding on the document) have had it first.
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && presenting() && !event.defaultPrevented) leave();
  });
  return { enter, leave, get active() { return presenting(); } };
}

/** The stage's bar in presentation: the heading of what is on show and a Leave button (a phone has no Esc). */
function presentBar(stage, title) {
  const bar = document.createElement('div');
  bar.className = 'present-bar';
  const heading = document.createElement('p');
  heading.className = 'present-title';
  const leave = document.createElement('button');
  leave.type = 'button';
  leave.className = 'small-button present-leave';
  leave.textContent = 'Leave';
  leave.title = 'Leave presentation mode (Esc)';
  bar.append(heading, leave);
  stage.prepend(bar);
  if (title) {
    const copy = () => (heading.textContent = title.textContent);
    new MutationObserver(copy).observe(title, { childList: true, characterData: true, subtree: true });
    copy();
  }
  return { bar, leave };
}
